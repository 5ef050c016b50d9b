"""The lesson file: one plain text file a teacher writes, read into a :class:`Lesson`.

The head holds ``key: value`` lines (``#`` starts a comment line); then come sections, each
opened by a line ``=== PART LANGUAGE`` (PART: text, code or hint; LANGUAGE: de, en or fr)
that runs up to the next such line: a code's lines are kept as written, a text's and a hint's
joined into paragraphs (a blank line parts them). Every mistake is one sentence
naming the file and its line (:class:`LessonError`); sizes are capped before anything is
kept. The manual's page "Lessons" describes every key and shows a whole file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from labyrinth.files import read_at_most, refuse_longer
from labyrinth.i18n import N_, Message, MessageError, Number
from labyrinth.languages import LANGUAGES, codes_text
from labyrinth.maze_exception import MazeException
from labyrinth.options import BuildOptions
from labyrinth.programs.checks import FEWEST_STEPS, STEPS_PER_FIELD, most_check_steps

# The order a lesson's part is looked for when the chosen language lacks it: English, then
# the others in the table's order.
FALLBACK = tuple(LANGUAGES)
WALK, WALKER, BUILDER, GENERATOR = "walk", "walker", "builder", "generator"
KINDS = (WALK, WALKER, BUILDER, GENERATOR)
# Checks a lesson may ask for beside its kind's own (see labyrinth.lessons.checking).
BOOK, LOOP, RECURSION, TEXTURE = "book", "loop", "recursion", "texture"
CHECKS = {BOOK: BUILDER, LOOP: BUILDER, RECURSION: WALKER, TEXTURE: BUILDER}
# What a maze may expect of the program: to pass; (walkers) to be stopped going round; or
# (walkers) to notice by themselves that they go round, and give up.
PASS, STOPPED, GIVE_UP = "pass", "stopped", "give-up"
EXPECTATIONS = (PASS, STOPPED, GIVE_UP)
# What a file may say, all of it (the manual's reference names each; a test compares): the
# head's keys, a maze line's settings after its size, and the sections' parts.
HEAD_KEYS = ("id", "order", "kind", "title", "maze", "check", "steps")
MAZE_SETTINGS = ("seed", "loops", "excluded", "expect")
PARTS = ("text", "code", "hint")

LARGEST_FILE = 256 * 1024
MOST_HINTS = 3
MOST_MAZES = 12
LARGEST_SIDE = 64
MOST_STEPS = 50_000_000
_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")
_SECTION = re.compile(r"=== *(\w+) +(\w+) *")
_KEY = re.compile(r"([a-z]+)(?: +([a-z]{2}))? *: *(.*)")
_MAZE_SIZE = re.compile(r"(\d{1,4}) *[x×] *(\d{1,4})")
_FIELD = re.compile(r"\( *(\d{1,4}) *\| *(\d{1,4}) *\)")


T = TypeVar("T")


class LessonError(MessageError):
    """A lesson file that cannot be read: one sentence naming the file and the line."""


@dataclass(frozen=True)
class LessonMaze:
    """One maze of a lesson's check and what the program should do there."""

    options: BuildOptions
    expect: str = PASS


@dataclass
class Lesson:
    """A lesson: its place in the list, its kind, texts per language and its check."""

    id: str
    order: int
    kind: str
    path: Path
    titles: dict[str, str] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    codes: dict[str, str] = field(default_factory=dict)
    hints: dict[str, list[str]] = field(default_factory=dict)
    mazes: list[LessonMaze] = field(default_factory=list)
    checks: tuple[str, ...] = ()
    steps: int = 1_000_000

    def title(self, language: str) -> str:
        return _in(self.titles, language) or self.id

    def text(self, language: str) -> str:
        return _in(self.texts, language) or ""

    def code(self, language: str) -> str:
        """The starting code in ``language`` (or the nearest one the lesson has)."""
        return _in(self.codes, language) or ""

    def hints_in(self, language: str) -> list[str]:
        """The hints, to be shown one by one, in ``language`` (or the nearest one)."""
        return _in(self.hints, language) or []

    @property
    def checkable(self) -> bool:
        """A program can be checked; a walk is played by hand in the window."""
        return self.kind != WALK


def _in(parts: dict[str, T], language: str) -> T | None:
    for code in (language, *FALLBACK):
        if code in parts:
            return parts[code]
    return None


def read_lesson(path: Path) -> Lesson:
    """The lesson in the file ``path``; LessonError when it cannot be read or is malformed."""
    cannot_read = N_("Cannot read the lesson {file}: {reason}.")
    data = read_at_most(path, LARGEST_FILE, LessonError, cannot_read, path)
    return parse_lesson(data, path)


def parse_lesson(data: bytes, path: Path) -> Lesson:
    """The lesson in ``data``, read from ``path`` (named in the sentences)."""
    too_long = N_("The lesson {file} is longer than {size} KB: is it really a lesson?")
    refuse_longer(data, LARGEST_FILE, LessonError, too_long, path, unit=1 << 10)
    return _Reader(path).read(data)


class _Reader:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.line = 0
        self.head: dict[str, tuple[int, str]] = {}
        self.titles: dict[str, str] = {}
        self.mazes: list[LessonMaze] = []
        self.maze_lines: list[int] = []
        self.checks: list[tuple[int, str]] = []

    def fail(self, problem: Message) -> LessonError:
        return LessonError(
            Message(
                N_("{file}, line {line}: {problem}"),
                file=self.path,
                line=self.line,
                problem=problem,
            )
        )

    def read(self, data: bytes) -> Lesson:
        lines = self._decoded(data).splitlines()
        sections: list[tuple[int, str, str, list[str]]] = []
        for self.line, text in enumerate(lines, start=1):
            header = _SECTION.fullmatch(text)
            if header:
                sections.append((self.line, *self._section(header), []))
            elif sections:
                sections[-1][3].append(text)
            elif text.strip() and not text.lstrip().startswith("#"):
                self._head_line(text)
        self.line = 1
        lesson = self._lesson()
        for self.line, part, language, body in sections:
            self._keep(lesson, part, language, "\n".join(body).strip("\n") + "\n")
        self.line = 1
        if not lesson.titles:
            raise self.fail(Message(N_("the lesson has no title: add a line like 'title en: …'.")))
        if lesson.checkable and not lesson.mazes:
            raise self.fail(
                Message(N_("the lesson has no maze to check on: add 'maze: 8 x 6, seed 1'."))
            )
        return lesson

    def _decoded(self, data: bytes) -> str:
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            self.line = data[: error.start].count(b"\n") + 1
            raise self.fail(
                Message(N_("this line is not UTF-8 text: save the lesson as UTF-8."))
            ) from None

    def _section(self, header: re.Match[str]) -> tuple[str, str]:
        part, language = header.group(1), header.group(2)
        if part not in PARTS:
            raise self.fail(Message(N_("a part is text, code or hint, not {part!r}."), part=part))
        self._language(language)
        return part, language

    def _language(self, language: str) -> None:
        if language not in LANGUAGES:
            raise self.fail(
                Message(
                    N_("the language {language!r} is none of {languages}."),
                    language=language,
                    languages=codes_text(),
                )
            )

    def _head_line(self, text: str) -> None:
        match = _KEY.fullmatch(text.strip())
        if match is None:
            raise self.fail(
                Message(N_("a line of the head is 'key: value' (or a comment starting with #)."))
            )
        key, language, value = match.groups()
        if key not in HEAD_KEYS or bool(language) != (key == "title"):
            raise self.fail(
                Message(N_("the key {key!r} is not known."), key=text.split(":")[0].strip())
            )
        if key == "title":
            self._language(language)
            if language in self.titles:
                raise self.fail(
                    Message(N_("the title in {language} is given twice."), language=language)
                )
            self.titles[language] = value.strip()
        elif key == "maze":
            if len(self.mazes) == MOST_MAZES:
                raise self.fail(Message(N_("a lesson has at most {n} mazes."), n=MOST_MAZES))
            self.mazes.append(self._maze(value))
            self.maze_lines.append(self.line)
        elif key == "check":
            if value not in CHECKS:
                raise self.fail(
                    Message(
                        N_("the check {check!r} is none of {checks}."),
                        check=value,
                        checks=", ".join(CHECKS),
                    )
                )
            self.checks.append((self.line, value))
        else:  # id, order, kind, steps: once each
            if key in self.head:
                raise self.fail(Message(N_("{key} is given twice."), key=key))
            self.head[key] = (self.line, value.strip())

    def _maze(self, value: str) -> LessonMaze:
        """``8 x 6, seed 1[, loops 10][, excluded (3|4) (5|6)][, expect give-up]``."""
        parts = [part.strip() for part in value.split(",")]
        size = _MAZE_SIZE.fullmatch(parts[0])
        settings: dict[str, str] = {}
        for part in parts[1:]:
            name, _space, rest = part.partition(" ")
            if name not in MAZE_SETTINGS or name in settings:
                size = None
                break
            settings[name] = rest.strip()
        seed = settings.get("seed", "")
        if size is None or not seed.isdigit() or len(seed) > 9:
            raise self.fail(
                Message(
                    N_(
                        "a maze is written '8 x 6, seed 1', then maybe ', loops 10', "
                        "', excluded (3|4) (5|6)' and ', expect stopped'."
                    )
                )
            )
        width, height = int(size.group(1)), int(size.group(2))
        if not (2 <= width <= LARGEST_SIDE and 2 <= height <= LARGEST_SIDE):
            raise self.fail(
                Message(
                    N_("a lesson's maze is 2 to {most} fields wide and high."), most=LARGEST_SIDE
                )
            )
        loops = settings.get("loops", "0")
        excluded = settings.get("excluded", "")
        fields = [(int(x), int(y)) for x, y in _FIELD.findall(excluded)]
        expect = settings.get("expect", PASS)
        if not loops.isdigit() or _FIELD.sub("", excluded).strip() or expect not in EXPECTATIONS:
            raise self.fail(
                Message(
                    N_(
                        "loops is a percent, excluded a list like (3|4) (5|6), expect pass, "
                        "stopped or give-up."
                    )
                )
            )
        try:
            options = BuildOptions(
                width, height, seed=int(seed), loop_percent=int(loops), excluded=tuple(fields)
            )
        except (MazeException, ValueError) as error:
            problem = error.problem if isinstance(error, MazeException) else error
            raise self.fail(
                Message(N_("this maze cannot be built: {problem}"), problem=problem)
            ) from None
        return LessonMaze(options, expect)

    def _lesson(self) -> Lesson:
        for key in ("id", "order", "kind"):
            if key not in self.head:
                raise self.fail(Message(N_("the lesson has no {key} line."), key=key))
        identity, order, kind = (self.head[key][1] for key in ("id", "order", "kind"))
        self.line = self.head["id"][0]
        if not _ID.fullmatch(identity):
            raise self.fail(
                Message(
                    N_("an id is up to 40 small letters, digits and dashes, like wall-follower.")
                )
            )
        self.line = self.head["order"][0]
        if not order.isdigit() or len(order) > 6:
            raise self.fail(Message(N_("the order is a whole number, like 10.")))
        self.line = self.head["kind"][0]
        if kind not in KINDS:
            raise self.fail(Message(N_("the kind is one of {kinds}."), kinds=", ".join(KINDS)))
        for line, check in self.checks:
            self.line, wanted = line, CHECKS[check]
            if wanted != kind and not (wanted == BUILDER and kind == GENERATOR):
                raise self.fail(
                    Message(N_("the check {check} is for a {wanted}."), check=check, wanted=wanted)
                )
        self._mazes_fit(kind)
        steps = self._steps()
        return Lesson(
            identity,
            int(order),
            kind,
            self.path,
            titles=self.titles,
            mazes=self.mazes,
            checks=tuple(check for _line, check in self.checks),
            steps=steps,
        )

    def _mazes_fit(self, kind: str) -> None:
        """Loops only where a built-in algorithm builds the maze (a builder is the
        algorithm), and ``expect`` only on a walker's maze: else the check could not run."""
        for line, maze in zip(self.maze_lines, self.mazes, strict=True):
            self.line = line
            if kind in (BUILDER, GENERATOR) and maze.options.loop_percent:
                raise self.fail(
                    Message(
                        N_("a {kind} builds the maze itself, without loops: leave out loops."),
                        kind=kind,
                    )
                )
            if kind != WALKER and maze.expect != PASS:
                raise self.fail(
                    Message(
                        N_("expect is for a walker's maze: leave it out for a {kind}."), kind=kind
                    )
                )

    def _steps(self) -> int:
        """The ``steps`` line's number (default 1,000,000): at most what a check of the
        lesson's mazes lets a run take, as a bigger one would be lowered without a word."""
        if "steps" not in self.head:
            return 1_000_000
        self.line, value = self.head["steps"]
        most = max((most_check_steps(maze.options) for maze in self.mazes), default=MOST_STEPS)
        if not value.isdigit() or len(value) > 9 or not 1 <= int(value) <= min(most, MOST_STEPS):
            raise self.fail(
                Message(
                    N_(
                        "steps is a whole number from 1 to {most}: no check of this lesson's "
                        "mazes runs longer ({per_field} steps a field of a maze, at least "
                        "{fewest})."
                    ),
                    most=Number(min(most, MOST_STEPS)),
                    per_field=Number(STEPS_PER_FIELD),
                    fewest=Number(FEWEST_STEPS),
                )
            )
        return int(value)

    def _keep(self, lesson: Lesson, part: str, language: str, body: str) -> None:
        if part == "hint":
            hints = lesson.hints.setdefault(language, [])
            if len(hints) == MOST_HINTS:
                raise self.fail(
                    Message(N_("a lesson has at most {n} hints per language."), n=MOST_HINTS)
                )
            hints.append(_paragraphs(body))
            return
        if part == "text":
            body = _paragraphs(body)
        kept = lesson.texts if part == "text" else lesson.codes
        if language in kept:
            raise self.fail(
                Message(
                    N_("the {part} in {language} is given twice."), part=part, language=language
                )
            )
        kept[language] = body


def _paragraphs(body: str) -> str:
    """A text or hint as paragraphs, each on one line (a blank line parts them, as in
    Markdown): the panel wraps them at its own width, so a teacher's line breaks at 80
    columns do not break its lines in the middle."""
    paragraphs = re.split(r"\n[ \t]*\n", body.strip())
    return "\n\n".join(" ".join(paragraph.split()) for paragraph in paragraphs) + "\n"
