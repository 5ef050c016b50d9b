"""Which options go together: one table of rules, each with the one sentence that refuses it.

The parser applies the table to every command line (the first rule broken is the answer), the
manual's table of option rules is made from it (``python -m labyrinth.cli.manual_table
docs/command-line.md`` writes it in), and the tests make their cases from it. A rule names
options as they are written (``--save``), ``FILE`` for the file named alone, or a condition
(``A_PDF``).

A new option that goes only with some others, or not with them, is one row here.
"""

from __future__ import annotations

import argparse
import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from labyrinth.i18n import N_, Message, N_plural


class Kind(enum.Enum):
    """How a rule's options depend on its others."""

    ONLY_WITH = "each goes only with one of the others"
    ONLY_WITH_ALL = "each goes only with all of the others"
    NOT_WITH = "each goes with none of the others"
    STOPS = "does only that and stops: it goes with nothing but the others"


ONLY_WITH = Kind.ONLY_WITH
ONLY_WITH_ALL = Kind.ONLY_WITH_ALL
NOT_WITH = Kind.NOT_WITH
STOPS = Kind.STOPS


@dataclass(frozen=True)
class Rule:
    """When any of ``options`` is given, ``kind`` says what must hold of ``others``.

    ``sentence`` is the message id (or singular and plural ids) of the refusal; ``{options}``
    in it lists the options it is about (the others given for NOT_WITH and STOPS, the options
    given for ONLY_WITH), ``{option}`` the option that stops.
    """

    options: tuple[str, ...]
    kind: Kind
    others: tuple[str, ...]
    sentence: str | tuple[str, str]

    def broken_by(self, given: Sequence[str]) -> tuple[str, list[str]] | None:
        """The option that breaks the rule and the options its sentence lists, or None."""
        subjects = [name for name in self.options if name in given]
        if not subjects:
            return None
        if self.kind is ONLY_WITH:
            named = [] if any(name in given for name in self.others) else subjects
        elif self.kind is ONLY_WITH_ALL:
            named = [] if all(name in given for name in self.others) else subjects
        elif self.kind is NOT_WITH:
            named = [name for name in self.others if name in given]
        else:
            named = [
                name
                for name in given
                if name not in (subjects[0], *self.others) and name not in CONDITIONS
            ]
        return (subjects[0], named) if named else None

    def refusal(self, option: str, named: Sequence[str], show: Callable[[str], str] = str) -> str:
        """The sentence, translated, for ``option`` and the ``named`` options."""
        singular, plural = (
            self.sentence if isinstance(self.sentence, tuple) else (self.sentence, None)
        )
        message = Message(
            singular,
            plural,
            n=None if plural is None else len(named),
            option=show(option),
            options=", ".join(map(show, named)),
        )
        return str(message)


@dataclass(frozen=True)
class Condition:
    """Something about an option's value that a rule can ask for, like a PDF to save."""

    option: str  # the option whose value it looks at
    example: str  # a value that makes it hold
    holds: Callable[[argparse.Namespace], bool]  # of the parsed command line


def _saves_a_pdf(args: argparse.Namespace) -> bool:
    from labyrinth.cli.printing import saves_a_pdf

    return saves_a_pdf(args.save)


def _lists_lessons(args: argparse.Namespace) -> bool:
    return bool(args.lessons) and args.lesson is None


A_PDF = "--save NAME.pdf"
# --lessons FOLDER alone lists the lessons, with that folder's, as --list-lessons does.
LESSONS_ALONE = "--lessons without --lesson"
CONDITIONS = {
    A_PDF: Condition("--save", "maze.pdf", _saves_a_pdf),
    LESSONS_ALONE: Condition("--lessons", "lessons", _lists_lessons),
}

# Options that go with anything, even with one that stops.
EVERYWHERE = ("--lang", "--no-display")
# The options that say how a maze is built.
BUILD_OPTIONS = (
    *("--width", "--height", "--exclude", "--mask", "--mask-text", "--islands", "--seed"),
    *("--rng", "--algorithm", "--loops", "--blocks", "--blocks-mode", "--ends", "--entrance"),
    "--exit",
)
PICTURE_ONLY = ("--palette", "--solution")
PDF_ONLY = ("--paper", "--orientation", "--per-page", "--mazes", "--answer-keys", "--pages-ok")
NOT_WITH_COMPARE = (
    *("--exclude", "--mask", "--mask-text", "--islands", "--save-mask", "--rng", "--save"),
    *("--field-size", "--ends", "--entrance", "--exit"),
    *("--stats", "--list-algorithms", "--install-desktop-entry", "--play", "--walk", "--teach"),
    *("--export", *PICTURE_ONLY, *PDF_ONLY, "--text", "--ascii", "--solve", "--visited"),
    "--program",
)
# What --program cannot go with: it builds or walks a maze of its own and prints its lines.
NOT_WITH_PROGRAM = (
    *("--load", "FILE", "--play", "--walk", "--teach", "--text", "--ascii", "--solve"),
    "--stats",
)
NOT_WITH_LOAD = (*BUILD_OPTIONS, "--compare", "--mazes", "--per-page")
WINDOWLESS = ("--no-display", "--text", "--ascii")
# The files the lessons read beside their own: a teacher's folders, the student's progress.
LESSON_FILES = ("--lessons", "--progress")
# What --lesson cannot go with: the lesson's check runs on the lesson's own mazes and keeps none.
NOT_WITH_LESSON = (
    *BUILD_OPTIONS,
    *("--check", "--steps", "--seconds", "--save", "--export", "--view", "--save-mask"),
)
STOPPING = N_("{option} does only that and stops, so it cannot go with {options}.")

RULES: tuple[Rule, ...] = (
    Rule(
        ("FILE",),
        NOT_WITH,
        ("--load",),
        N_("Name the file to open once: as FILE or with --load, not both."),
    ),
    Rule(
        ("--compare",),
        NOT_WITH,
        NOT_WITH_COMPARE,
        N_("--compare builds mazes of its own, so it cannot go with {options}."),
    ),
    Rule(
        ("--view",),
        NOT_WITH,
        ("--compare",),
        N_("--view chooses how a maze is drawn, and --compare draws none: leave out --view."),
    ),
    Rule(
        ("--mask",),
        NOT_WITH,
        ("--mask-text",),
        N_("--mask and --mask-text both shape the maze: choose one."),
    ),
    Rule(
        ("--blocks-mode",),
        ONLY_WITH,
        ("--blocks",),
        N_("--blocks-mode says what the blocks do, so it goes only with --blocks."),
    ),
    Rule(
        ("--runs", "--csv"),
        ONLY_WITH,
        ("--compare",),
        N_plural("{options} goes only with --compare.", "{options} go only with --compare."),
    ),
    Rule(
        ("--list-solvers",),
        NOT_WITH,
        ("--text", "--ascii", "--solve", "--from", "--to"),
        N_("--list-solvers only lists the solvers: leave out {options}."),
    ),
    Rule(("--from", "--to"), ONLY_WITH, ("--solve",), N_("--from and --to go only with --solve.")),
    Rule(
        ("--visited",),
        ONLY_WITH_ALL,
        ("--solve", "--save"),
        N_("--visited goes only with --solve and --save."),
    ),
    Rule(
        ("--solve",),
        NOT_WITH,
        ("--solution",),
        N_(
            "--solution draws the shortest way and --solve the way of the solver you name: "
            "choose one."
        ),
    ),
    Rule(
        ("--solve",),
        ONLY_WITH,
        (*WINDOWLESS, "--save"),
        N_(
            "--solve works without a window: add --text to see the way drawn, --save to draw "
            "it into a picture, or --no-display for the solver's sentence alone."
        ),
    ),
    Rule(
        ("--field-size",),
        ONLY_WITH,
        ("--save",),
        N_("--field-size sets the picture's size, so it goes only with --save."),
    ),
    Rule(
        ("--play",),
        NOT_WITH,
        WINDOWLESS,
        N_(
            "--play opens the window to play in, so it cannot go with "
            "--no-display, --text or --ascii."
        ),
    ),
    Rule(
        ("--walk",),
        NOT_WITH,
        WINDOWLESS,
        N_(
            "--walk opens the window to walk in, so it cannot go with "
            "--no-display, --text or --ascii."
        ),
    ),
    Rule(
        ("--walk",),
        NOT_WITH,
        ("--play", "--teach"),
        N_("--walk, --play and --teach open different views: choose one."),
    ),
    Rule(
        ("--teach",),
        NOT_WITH,
        ("--play",),
        N_("--teach and --play open two different views: choose one."),
    ),
    Rule(
        ("--teach",),
        NOT_WITH,
        (*WINDOWLESS, "--save", "--export", "--load", "FILE"),
        N_("--teach shows the build in the window, so it cannot go with {options}."),
    ),
    Rule(("--list-algorithms",), STOPS, EVERYWHERE, STOPPING),
    Rule(("--list-solvers",), STOPS, EVERYWHERE, STOPPING),
    Rule(("--install-desktop-entry",), STOPS, EVERYWHERE, STOPPING),
    Rule(("--uninstall-desktop-entry",), STOPS, EVERYWHERE, STOPPING),
    Rule(("--web",), STOPS, EVERYWHERE, STOPPING),
    Rule(("--list-lessons",), STOPS, (*EVERYWHERE, *LESSON_FILES), STOPPING),
    Rule(
        ("--load", "FILE"),
        NOT_WITH,
        NOT_WITH_LOAD,
        N_("--load opens a finished maze, so it cannot go with {options}."),
    ),
    Rule(
        (*PICTURE_ONLY, *PDF_ONLY),
        ONLY_WITH,
        ("--save",),
        N_plural("{options} goes only with --save.", "{options} go only with --save."),
    ),
    Rule(
        PDF_ONLY,
        ONLY_WITH,
        (A_PDF,),
        N_plural(
            "{options} goes only with a PDF: save to a name ending in .pdf.",
            "{options} go only with a PDF: save to a name ending in .pdf.",
        ),
    ),
    Rule(
        ("--field-size",),
        NOT_WITH,
        (A_PDF,),
        N_("A PDF's field size follows the paper, so it cannot go with --field-size."),
    ),
    Rule(
        ("--check", "--steps", "--seconds"),
        ONLY_WITH,
        ("--program",),
        N_plural("{options} goes only with --program.", "{options} go only with --program."),
    ),
    Rule(
        ("--program",),
        NOT_WITH,
        NOT_WITH_PROGRAM,
        N_(
            "--program runs your program on a maze and reports each maze in a line, so it "
            "cannot go with {options}."
        ),
    ),
    Rule(
        ("--program",),
        NOT_WITH,
        (A_PDF,),
        N_("--program saves its maze as a picture (PNG or SVG), not as a PDF worksheet."),
    ),
    Rule(
        ("--lesson",),
        NOT_WITH,
        NOT_WITH_LESSON,
        N_("--lesson checks on the lesson's own mazes, so it cannot go with {options}."),
    ),
    Rule(
        ("--lesson",),
        ONLY_WITH_ALL,
        ("--program", "--no-display"),
        N_(
            "--lesson checks your program without the window: add --program FILE.py and "
            "--no-display."
        ),
    ),
    Rule(
        (LESSONS_ALONE,),
        STOPS,
        (*EVERYWHERE, *LESSON_FILES, "--list-lessons"),
        N_(
            "--lessons without --lesson lists the lessons and stops, so it cannot go with "
            "{options}."
        ),
    ),
    Rule(
        ("--progress",),
        ONLY_WITH,
        ("--list-lessons", "--lesson", "--lessons"),
        N_("--progress goes only with --list-lessons, --lessons or --lesson."),
    ),
)


def first_refusal(given: Sequence[str], show: Callable[[str], str] = str) -> str | None:
    """The sentence of the first rule that the ``given`` options (in the order of the
    parser) and conditions break, or None when they all hold."""
    for rule in RULES:
        broken = rule.broken_by(given)
        if broken is not None:
            return rule.refusal(*broken, show)
    return None
