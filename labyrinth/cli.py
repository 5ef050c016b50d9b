"""The command line: ``labyrinth --width W --height H --exclude X,Y --seed N --save [FILE] ...``.

``run(argv)`` returns the exit code: 0 built, 1 the maze or its file failed, 2 a usage
mistake. Every mistake is one sentence naming the bad value and what would work.
With ``--no-display`` nothing here imports tkinter.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from labyrinth import __version__, build, cli_print, i18n
from labyrinth.build import BuildResult
from labyrinth.ends import ENDS, Opening
from labyrinth.files import SaveError, check_writable
from labyrinth.formats.text import MazeFileError
from labyrinth.generators import ALGORITHMS, find_algorithm
from labyrinth.i18n import _, ngettext
from labyrinth.maze_array import BOOK_HEIGHT, BOOK_WIDTH, MAX_SIZE, MIN_SIZE
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions
from labyrinth.randomness import DEFAULT_RNG, MAX_SEED, MIN_SEED, RNG_NAMES
from labyrinth.render.class_set import PrintProblem
from labyrinth.render.geometry import MAX_FIELD_SIZE, MIN_FIELD_SIZE, PictureTooLarge
from labyrinth.screen import NoDisplayError
from labyrinth.settings import Settings
from labyrinth.solvers import cli as terminal
from labyrinth.teaching.limits import teaching_problem

DEFAULT_RUNS = 10
OTHER_PICTURE_TYPES = {
    ".jpg",
    ".jpeg",
    ".gif",
    ".bmp",
    ".webp",
    ".tif",
    ".tiff",
    ".ppm",
    ".eps",
    ".ps",
}
# How many cut-off fields the warning names before it only counts the rest.
SHOWN_CUT_OFF = 10


class UsageError(Exception):
    """A mistake in the command line; exit code 2."""


class _Parser(argparse.ArgumentParser):
    """argparse that reports a mistake as one line, without the usage block, and quotes long
    words short."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)

    def parse_args(  # type: ignore[override]  # one signature, not argparse's overloads
        self, args: Sequence[str] | None = None, namespace: None = None
    ) -> argparse.Namespace:
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            self.error(_("unrecognized arguments: %s") % " ".join(map(_shortened, extras)))
        return parsed


# More characters than any allowed number needs: longer values are refused as too long
# (Python would otherwise answer with its own digit-limit text).
LONGEST_NUMBER = 40
# How much of a bad value a message quotes.
SHOWN_CHARACTERS = 30
# Longer than any path a system takes (4096 on Linux): refused before a sentence quotes it.
LONGEST_PATH = 4096


def _shortened(text: str) -> str:
    """``text`` cut to what a one-line message can quote, with … where it was cut."""
    return text if len(text) <= SHOWN_CHARACTERS else text[:SHOWN_CHARACTERS] + "…"


def _whole_number(text: str, what: str, low: int, high: int) -> int:
    if len(text) > LONGEST_NUMBER:
        raise argparse.ArgumentTypeError(
            _("{value}… is too long; the {what} must be from {low} to {high}.").format(
                value=text[:20], what=what, low=low, high=high
            )
        )
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{value!r} is not a whole number; the {what} must be from {low} to {high}.").format(
                value=_shortened(text), what=what, low=low, high=high
            )
        ) from None
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(
            _("{value} is out of range; the {what} must be from {low} to {high}.").format(
                value=value, what=what, low=low, high=high
            )
        )
    return value


def _size(what: str):
    def parse(text: str) -> int:
        return _whole_number(text, what, MIN_SIZE, MAX_SIZE)

    return parse


def _seed(text: str) -> int:
    return _whole_number(text, _("seed"), MIN_SEED, MAX_SEED)


def _field_size(text: str) -> int:
    return _whole_number(text, _("field size"), MIN_FIELD_SIZE, MAX_FIELD_SIZE)


def _percent(text: str) -> int:
    return _whole_number(text, _("loop percent"), 0, 100)


def _permille(text: str) -> int:
    return _whole_number(text, _("block permille"), 0, 1000)


def _runs(text: str) -> int:
    return _whole_number(text, _("number of runs"), 1, 10_000)


def _algorithm(text: str) -> str:
    try:
        algorithm, option = find_algorithm(_shortened(text))  # no name is that long
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return algorithm.spec(option)


def _opening(text: str) -> Opening:
    try:
        # A long value is cut: the sentence then quotes the short form, which no longer
        # parses, and int() never meets thousands of digits.
        return Opening.parse(_shortened(text))
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _file_name(text: str) -> str:
    if len(text) > LONGEST_PATH:
        raise argparse.ArgumentTypeError(
            _("{value} is too long for a file name.").format(value=_shortened(text))
        )
    return text


def _field(text: str) -> tuple[int, int]:
    parts = text.replace(" ", "").split(",")
    try:
        if len(text) > 2 * LONGEST_NUMBER:
            raise ValueError(text)  # int() would answer with its digit limit
        x, y = (int(part) for part in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{value!r} is not a field: write X,Y with whole numbers, for example 16,12.").format(
                value=_shortened(text)
            )
        ) from None
    return x, y


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="labyrinth",
        description=_(
            "Build a maze with the recursive algorithm of the Wikibook "
            '"Rekursive Labyrinthe", show it and save it as a PNG picture.'
        ),
    )
    parser.add_argument(
        "--width",
        metavar=_("WIDTH"),
        type=_size(_("width")),
        help=_("fields across, {low} to {high} (default {default})").format(
            low=MIN_SIZE, high=MAX_SIZE, default=BOOK_WIDTH
        ),
    )
    parser.add_argument(
        "--height",
        metavar=_("HEIGHT"),
        type=_size(_("height")),
        help=_("fields down, {low} to {high} (default {default})").format(
            low=MIN_SIZE, high=MAX_SIZE, default=BOOK_HEIGHT
        ),
    )
    parser.add_argument(
        "--exclude",
        metavar="X,Y",
        type=_field,
        action="append",
        default=[],
        help=_("take the field (X | Y) out of the maze; repeat for more fields"),
    )
    parser.add_argument(
        "--seed",
        metavar=_("SEED"),
        type=_seed,
        help=_("the same seed gives the same maze (default: a new one each time)"),
    )
    parser.add_argument(
        "--rng",
        choices=RNG_NAMES,
        type=_shortened,  # a long wrong value is quoted short
        default=DEFAULT_RNG,
        help=_(
            "random source: python (default) or java, which carves exactly "
            "the maze of the book's Java program for the same seed"
        ),
    )
    parser.add_argument(
        "--save",
        metavar=_("FILE"),
        nargs="?",
        const="",
        help=_(
            "save the maze as a PNG, SVG or PDF worksheet, by the name's extension "
            "(default name Maze_<W>x<H>.png)"
        ),
    )
    parser.add_argument(
        "--load",
        metavar=_("FILE"),
        type=_file_name,
        help=_("open a maze from a .maz or .labyrinth file instead of building one"),
    )
    parser.add_argument(
        "file",
        nargs="?",
        metavar=_("FILE"),
        type=_file_name,
        help=_("the same as --load FILE (what a double-click on a maze file runs)"),
    )
    parser.add_argument(
        "--export",
        metavar=_("FILE"),
        help=_("write the maze as FILE.maz (the course's walls) or FILE.labyrinth (everything)"),
    )
    parser.add_argument(
        "--field-size",
        metavar="PX",
        type=_field_size,
        help=_("pixels per field in the picture (default 24, smaller for big mazes)"),
    )
    cli_print.add_print_arguments(parser, _whole_number)
    parser.add_argument(
        "--no-display", action="store_true", help=_("do not open a window (works without a screen)")
    )
    parser.add_argument(
        "--play",
        action="store_true",
        help=_("build the maze at once and play it in the window: arrow keys or W A S D"),
    )
    parser.add_argument(
        "--walk",
        action="store_true",
        help=_(
            "build the maze at once and walk inside it, the map beside the view: "
            "Up, Down, Left, Right or W A S D"
        ),
    )
    parser.add_argument(
        "--teach",
        action="store_true",
        help=_("open the window in the teaching view: the recursion line by line, at step 0"),
    )
    parser.add_argument(
        "--algorithm",
        metavar=_("NAME"),
        type=_algorithm,
        help=_(
            "how the maze is made (default: the book's backtracker); "
            "--list-algorithms shows them all"
        ),
    )
    parser.add_argument(
        "--list-algorithms",
        action="store_true",
        help=_("list the algorithms with their variants, and stop"),
    )
    parser.add_argument(
        "--loops",
        metavar=_("PERCENT"),
        type=_percent,
        default=0,
        help=_("give that share of the passages an extra opening, each making a loop (0 to 100)"),
    )
    parser.add_argument(
        "--blocks",
        metavar=_("PERMILLE"),
        type=_permille,
        default=0,
        help=_("leave that many walls in a thousand standing where the walk goes on (0 to 1000)"),
    )
    parser.add_argument(
        "--ends",
        choices=ENDS,
        type=_shortened,
        help=_(
            "start and end: the book's rule (default), the ends of the "
            "longest path, or openings in the border"
        ),
    )
    parser.add_argument(
        "--entrance",
        metavar=_("SIDE:POS"),
        type=_opening,
        help=_("opening in the border for the start, e.g. W:0 (implies --ends border)"),
    )
    parser.add_argument(
        "--exit",
        metavar=_("SIDE:POS"),
        type=_opening,
        help=_("opening in the border for the end, e.g. E:23 (implies --ends border)"),
    )
    parser.add_argument(
        "--stats",
        action="store_true",
        help=_(
            "print the maze's texture: dead ends, corridors, junctions, "
            "river, solution and longest path"
        ),
    )
    parser.add_argument(
        "--compare",
        action="store_true",
        help=_(
            "build --runs mazes with every algorithm and print a table of "
            "their average texture, then stop"
        ),
    )
    parser.add_argument(
        "--runs",
        metavar="N",
        type=_runs,
        help=_("mazes per algorithm for --compare (default {runs})").format(runs=DEFAULT_RUNS),
    )
    parser.add_argument(
        "--csv",
        metavar=_("FILE"),
        help=_("with --compare, also save the table as CSV (- prints only the CSV)"),
    )
    parser.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help=_("add Labyrinth to the menu of a Linux desktop, with its icon, and stop"),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"labyrinth {__version__}",
        help=_("show the version and stop"),
    )
    terminal.add_arguments(parser, _field)
    parser.add_argument(
        "--lang",
        choices=i18n.LANGUAGES,
        type=_shortened,
        help=_("language of all messages (default: the system's)"),
    )
    return parser


def _language_from(argv: Sequence[str]) -> str | None:
    """``--lang`` read ahead of the real parse, so that the help and errors are translated.

    A small parser of its own understands what the real one will (``--la de``,
    ``--lang=de``, the last of several); anything it cannot read is left to the real parse.
    """
    ahead = _Parser(add_help=False)
    ahead.add_argument("--lang")
    try:
        language = ahead.parse_known_args(argv)[0].lang
    except UsageError:
        return None
    return language if language in i18n.LANGUAGES else None


_NEGATIVE_FIELD = re.compile(r"^-\d+\s*,\s*-?\d+$")


def _negative_fields_attached(argv: Sequence[str]) -> list[str]:
    """``--exclude -1,0`` as ``--exclude=-1,0``: argparse would take -1,0 for an option."""
    fixed: list[str] = []
    for arg in argv:
        if fixed and fixed[-1] == "--exclude" and _NEGATIVE_FIELD.match(arg):
            fixed[-1] = f"--exclude={arg}"
        else:
            fixed.append(arg)
    return fixed


def _use_translated_argparse() -> None:
    """argparse's own words ("usage", "invalid choice", ...) come from our catalog too."""
    # argparse looks its module-level _ and ngettext up at call time
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]


def _save_path(option: str, graphs: MazeGraphs) -> Path:
    if not option:
        return Path(graphs.file_name())
    path = Path(option)
    if os.path.isdir(path) or option.endswith(("/", "\\")):  # isdir: False for a name too long
        return path / graphs.file_name()
    if os.path.lexists(path) and not path.is_file():  # a pipe or device: refused, not renamed
        return path
    if path.suffix.lower() in cli_print.SAVE_TYPES:
        return path
    if path.suffix.lower() not in OTHER_PICTURE_TYPES:
        return path.with_name(path.name + ".png")  # no suffix, or a dot in the name: v1.2
    raise UsageError(cli_print.refused_type_message(path))


def _warn_cut_off(result: BuildResult) -> None:
    if not result.cut_off_count:
        return
    fields = ", ".join(f"({x} | {y})" for x, y in result.first_cut_off_fields(SHOWN_CUT_OFF))
    more = result.cut_off_count - SHOWN_CUT_OFF
    if more > 0:
        fields += " " + ngettext("and {n} more", "and {n} more", more).format(n=more)
    print(
        ngettext(
            "Warning: {count} field cannot be reached from the start: {fields}.",
            "Warning: {count} fields cannot be reached from the start: {fields}.",
            result.cut_off_count,
        ).format(count=result.cut_off_count, fields=fields),
        file=sys.stderr,
    )


def _print_texture(graphs: MazeGraphs) -> None:
    from labyrinth.texture import format_texture, measure

    print(format_texture(measure(graphs)))


def _list_algorithms() -> None:
    for algorithm in ALGORITHMS.values():
        variants = f" [{', '.join(algorithm.options)}]" if algorithm.options else ""
        print(f"{algorithm.name}{variants}: {_(algorithm.title)}")
        print(f"    {_(algorithm.summary)}")


def _compare(args: argparse.Namespace) -> int:
    from labyrinth.texture import compare, csv_text, format_comparison, write_csv

    if args.csv is not None and args.csv != "-":
        check_writable(args.csv)
    try:
        rows = compare(
            args.width or BOOK_WIDTH,
            args.height or BOOK_HEIGHT,
            args.runs or DEFAULT_RUNS,
            algorithms=[args.algorithm] if args.algorithm else None,
            seed=args.seed or 0,
            loop_percent=args.loops,
            block_permille=args.blocks,
            progress=_Progress(args.runs or DEFAULT_RUNS),
        )
    except ValueError as error:
        raise UsageError(str(error)) from None
    finally:
        _Progress.clear()
    if args.csv == "-":
        sys.stdout.write(csv_text(rows))
        return 0
    print(format_comparison(rows))
    if args.csv:
        write_csv(rows, args.csv)
        print(_("Saved {file}.").format(file=args.csv))
    return 0


class _Progress:
    """``--compare``'s progress on standard error, once it has run for a while.

    Shown only when standard error is a terminal: a log file gets no carriage returns.
    """

    DELAY = 1.5  # seconds before the first line: a quick comparison stays silent

    def __init__(self, runs: int) -> None:
        import time

        self.runs = runs
        self.clock = time.monotonic
        self.began = self.clock()

    def __call__(self, spec: str, run: int) -> None:
        stream = sys.stderr
        if stream is None or not stream.isatty() or self.clock() - self.began < self.DELAY:
            return
        line = _("Comparing: {algorithm}, maze {run} of {runs}…").format(
            algorithm=spec, run=run, runs=self.runs
        )
        stream.write("\r" + line[:79].ljust(79))
        stream.flush()
        _Progress.shown = True

    shown = False

    @classmethod
    def clear(cls) -> None:
        if cls.shown and sys.stderr is not None:
            sys.stderr.write("\r" + " " * 79 + "\r")
            sys.stderr.flush()
        cls.shown = False


# The options that say how a maze is built.
BUILD_OPTIONS = (
    "width",
    "height",
    "exclude",
    "seed",
    "rng",
    "algorithm",
    "loops",
    "blocks",
    "ends",
    "entrance",
    "exit",
)
# The options that say something about the maze (how it is built, its picture).
MAZE_OPTIONS = (*BUILD_OPTIONS, "save", "field_size")


def _plain_start(args: argparse.Namespace, parser: argparse.ArgumentParser) -> bool:
    """True when none of MAZE_OPTIONS differs from its default: the window may then start on
    the size and algorithm remembered from the last time."""
    return not _given(args, MAZE_OPTIONS, parser)


COMPARE_ONLY = ("runs", "csv")
# --compare builds mazes of its own: these options would have nothing to act on.
NOT_WITH_COMPARE = (
    "exclude",
    "rng",
    "save",
    "field_size",
    "ends",
    "entrance",
    "exit",
    "stats",
    "list_algorithms",
    "install_desktop_entry",
    "play",
    "walk",
    *cli_print.PICTURE_ONLY,
    *cli_print.PDF_ONLY,
    *terminal.NOT_WITH_COMPARE,
)


def _given(
    args: argparse.Namespace, names: Sequence[str], parser: argparse.ArgumentParser
) -> list[str]:
    """The options among ``names`` that the command line set, as written there."""
    return [_option(name) for name in names if getattr(args, name) != parser.get_default(name)]


def _option(name: str) -> str:
    """The option as written on the command line: ``field_size`` -> ``--field-size``."""
    return "--" + name.replace("_", "-")


def _check_compare_options(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    if args.compare:
        misplaced = _given(args, NOT_WITH_COMPARE, parser)
        if misplaced:
            raise UsageError(
                _("--compare builds mazes of its own, so it cannot go with {options}.").format(
                    options=", ".join(misplaced)
                )
            )
    else:
        misplaced = _given(args, COMPARE_ONLY, parser)
        if misplaced:
            raise UsageError(
                ngettext(
                    "{options} goes only with --compare.",
                    "{options} go only with --compare.",
                    len(misplaced),
                ).format(options=", ".join(misplaced))
            )


# Options that do their one thing and stop: any option but these would do nothing with them.
STOPPING = ("list_algorithms", "list_solvers", "install_desktop_entry")
GO_WITH_ANYTHING = ("lang", "no_display")


def _check_idle_options(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Options that would silently do nothing are refused."""
    if args.field_size is not None and args.save is None:
        raise UsageError(_("--field-size sets the picture's size, so it goes only with --save."))
    if args.play and (args.no_display or args.text or args.ascii):
        raise UsageError(
            _(
                "--play opens the window to play in, so it cannot go with "
                "--no-display, --text or --ascii."
            )
        )
    if args.walk and (args.no_display or args.text or args.ascii):
        raise UsageError(
            _(
                "--walk opens the window to walk in, so it cannot go with "
                "--no-display, --text or --ascii."
            )
        )
    if args.walk and (args.play or args.teach):
        raise UsageError(_("--walk, --play and --teach open different views: choose one."))
    if args.csv == "":
        raise UsageError(_("--csv needs a file name, or - for standard output."))
    if args.teach and args.play:
        raise UsageError(_("--teach and --play open two different views: choose one."))
    given = (args.save, args.export, args.load)
    if args.teach and (args.no_display or args.text or args.ascii or given != (None,) * 3):
        raise UsageError(
            _(
                "--teach shows the build in the window: leave out --no-display, --save, "
                "--export and --load."
            )
        )
    for stopping in STOPPING:
        if not getattr(args, stopping):
            continue
        others = _given(
            args, [name for name in vars(args) if name not in (stopping, *GO_WITH_ANYTHING)], parser
        )
        if others:
            raise UsageError(
                _("{option} does only that and stops, so it cannot go with {options}.").format(
                    option=_option(stopping), options=", ".join(others)
                )
            )


# A loaded maze is finished: options about how to build one have nothing to act on.
NOT_WITH_LOAD = (*BUILD_OPTIONS, "compare", "mazes", "per_page")


def _check_file_options(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    from labyrinth.formats import export_problem

    misplaced = _given(args, NOT_WITH_LOAD, parser) if args.load is not None else []
    if misplaced:
        raise UsageError(
            _("--load opens a finished maze, so it cannot go with {options}.").format(
                options=", ".join(misplaced)
            )
        )
    problem = args.export is not None and export_problem(args.export)
    if problem:
        raise UsageError(problem)
    if args.export is not None:
        check_writable(args.export)


def _file_to_load(args: argparse.Namespace) -> None:
    """A FILE alone is ``--load FILE``: what a desktop runs for a double-clicked maze file."""
    file = args.file
    del args.file  # from here on, the file is --load's
    if file is None:
        return
    if args.load is not None:
        raise UsageError(_("Name the file to open once: as FILE or with --load, not both."))
    args.load = file


def _only_shown(args: argparse.Namespace) -> bool:
    """The command line asks for nothing but showing the file in the window (as a desktop's
    double-click does): no file to write, no mode, no numbers."""
    return (args.save, args.export) == (None, None) and not (args.play or args.walk or args.stats)


def _run_loaded(args: argparse.Namespace, settings: Settings | None) -> int:
    """Show, save and export a maze from a file, as a built one is (nothing is built).

    A file that cannot be read is one sentence and exit code 1, except where the window is
    all that was asked for: a double-click has no terminal to read the sentence in, so the
    window opens on a new grid and says it in a message box.
    """
    from labyrinth.formats import load_maze

    try:
        graphs = load_maze(args.load)
    except MazeFileError as error:
        if settings is None or not _only_shown(args):
            raise
        _show_unreadable(error, settings)
        return 0
    if graphs.warning is not None:
        print(graphs.warning, file=sys.stderr)
    if args.field_size:
        try:
            graphs.options = graphs.options.with_changes(field_size=args.field_size)
        except MazeException as error:  # too big a picture for this maze
            raise UsageError(error.problem) from None
    save_to = _save_path(args.save, graphs) if args.save is not None else None
    if save_to is not None:
        refused = cli_print.worksheet_problem(args, graphs, save_to)
        if refused:
            raise UsageError(refused)
        for path in cli_print.files_to_write(args, save_to):
            check_writable(path)
    root = None
    if settings is not None:
        from labyrinth.gui.window import make_root

        root = make_root()
    print(graphs.result.message())
    if graphs.recipe is not None:
        print(graphs.result.recipe())
    _report_and_write(graphs, graphs.result, args, save_to)
    if root is not None:
        from labyrinth.gui.window import show_maze

        show_maze(graphs, root, settings, play=args.play, walk=args.walk)
    return 0


def _show_unreadable(error: MazeFileError, settings: Settings) -> None:
    """The window on a new grid, the file's sentence in a message box (and on standard error,
    for a terminal if there is one); without a screen, only the file's sentence."""
    from labyrinth.gui.window import make_root, show_problem

    try:
        root = make_root()
    except NoDisplayError:
        raise error from None
    _complain(error)
    show_problem(root, settings, str(error))


def _report_and_write(
    graphs: MazeGraphs, result: BuildResult, args: argparse.Namespace, save_to: Path | None
) -> None:
    """After the book's sentence: how imperfect, the texture, and the files asked for."""
    if result.imperfections():
        print(result.imperfections())
    _warn_cut_off(result)
    if args.stats:
        _print_texture(graphs)
    try:
        solution = terminal.print_solved(args, graphs, result)
    except terminal.SolveFieldError as error:
        raise UsageError(str(error)) from None
    if save_to is not None:
        solver = terminal.picture_solver(args, graphs, solution)
        for written in cli_print.save(args, graphs, save_to, solver):
            print(_("Saved {file}.").format(file=written))
    if args.export is not None:
        from labyrinth.formats import export_maze

        print(_("Saved {file}.").format(file=export_maze(graphs, args.export)))


def _run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    _file_to_load(args)
    _check_compare_options(args, parser)
    problem = terminal.problem(args)  # its own words for the terminal's options come first
    if problem:
        raise UsageError(problem)
    _check_idle_options(args, parser)
    _check_file_options(args, parser)
    if args.list_algorithms:
        _list_algorithms()
        return 0
    if args.list_solvers:
        terminal.list_solvers()
        return 0
    # The terminal, no window; a solve is printed or drawn into the saved picture.
    args.no_display = args.no_display or args.text or args.ascii or bool(args.solve)
    if args.compare:
        return _compare(args)
    if args.install_desktop_entry:
        from labyrinth.desktop import install_desktop_entry, installed_message

        try:
            print(installed_message(*install_desktop_entry()))
        except OSError as error:
            raise SaveError(
                _("Cannot install the menu entry: {reason}.").format(reason=error.strerror or error)
            ) from error
        return 0
    settings = None
    if not args.no_display:
        from labyrinth.gui.window import remembered_settings

        settings = remembered_settings()
        if args.lang is None and settings.language:
            i18n.set_language(settings.language)
    if args.load is not None:
        return _run_loaded(args, settings)
    # Only a plain start takes the remembered size and algorithm: once the command line says
    # anything about the maze, the rest are the defaults, so the same command gives the same
    # maze with a screen and without one.
    plain = settings is not None and _plain_start(args, parser)
    remembered = settings if plain and settings is not None else Settings()
    try:
        options = BuildOptions(
            width=args.width or remembered.width,
            height=args.height or remembered.height,
            seed=args.seed,
            rng=args.rng,
            algorithm=args.algorithm or remembered.algorithm,
            loop_percent=args.loops,
            block_permille=args.blocks,
            ends=args.ends,
            entrance=args.entrance,
            exit=args.exit,
            field_size=args.field_size,
            excluded=tuple(args.exclude),
        )
        graphs = MazeGraphs.from_options(options)
        build.check_openings(graphs.maze_array, options)
    except MazeException as error:
        raise UsageError(error.problem) from None
    except ValueError as error:  # options that do not go together
        raise UsageError(str(error)) from None
    save_to = _save_path(args.save, graphs) if args.save is not None else None
    refused = cli_print.print_options_problem(
        args, lambda names: _given(args, names, parser), save_to
    ) or (save_to and cli_print.worksheet_problem(args, graphs, save_to))
    if refused:
        raise UsageError(refused)
    if args.teach and teaching_problem(options):  # before the window: no wait for nothing
        raise UsageError(teaching_problem(options) or "")
    if save_to is not None:  # before building: a big maze takes a while
        for path in cli_print.files_to_write(args, save_to):
            check_writable(path)
    root = None
    if settings is not None:
        from labyrinth.gui.window import make_root

        root = make_root()  # before building: without a screen, say so at once
        settings.width, settings.height = options.width, options.height
    if (
        root is not None
        and save_to is None
        and args.export is None
        and not (args.play or args.walk)
    ):
        from labyrinth.gui.window import watch_build

        assert settings is not None  # a window goes with the remembered settings
        shown = watch_build(root, settings, options, plain, args.teach)
        if args.stats and shown.result is not None:
            _print_texture(shown)
        return 0
    result = graphs.build_maze()
    print(result.recipe())
    _report_and_write(graphs, result, args, save_to)
    if root is not None:
        from labyrinth.gui.window import show_maze

        show_maze(graphs, root, settings, play=args.play, walk=args.walk)
    return 0


def run(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); returns the exit code."""
    argv = _negative_fields_attached(sys.argv[1:] if argv is None else argv)
    i18n.set_language(_language_from(argv))
    _use_translated_argparse()
    try:
        parser = build_parser()
        return _run(parser.parse_args(argv), parser)
    except SystemExit as done:  # --help has been printed
        return done.code if isinstance(done.code, int) else 0
    except UsageError as error:
        _complain(error)
        return 2
    except (
        MazeException,
        SaveError,
        PictureTooLarge,
        PrintProblem,
        NoDisplayError,
        MazeFileError,
    ) as error:
        _complain(error)
        return 1
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130


def _complain(error: Exception) -> None:
    """The one-sentence message on standard error, on one line whatever the user typed:
    control characters and line breaks in a quoted value are shown escaped."""
    text = "".join(
        char if char.isprintable() else char.encode("unicode_escape", "backslashreplace").decode()
        for char in str(error)
    )
    print(f"labyrinth: {text}", file=sys.stderr)


def main() -> None:
    """Entry point of the ``labyrinth`` and ``labyrinth-cli`` commands.

    A letter the terminal cannot show (German on an ASCII console) is shown as "?", not a
    crash; a standard output that is missing (a Windows window program), closed or full ends
    quietly or with one sentence.
    """
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115
        reconfigure = getattr(getattr(sys, name), "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="replace")
    try:
        code = run()
        sys.stdout.flush()
    except BrokenPipeError:  # the reader went away, as with `labyrinth ... | head -1`
        code = 0
        _drop_stdout()
    except OSError as error:  # a full disk or device behind standard output
        _drop_stdout()
        with contextlib.suppress(OSError):
            print(f"labyrinth: {_os_problem(error)}", file=sys.stderr)
        code = 1
    sys.exit(code)


def _os_problem(error: OSError) -> str:
    """The sentence for an error of the system that no check before it caught: writing the
    output, when it names no file, else using the file it names."""
    if error.filename is not None:
        return _("Cannot use {file}: {reason}.").format(
            file=_shortened(os.fsdecode(error.filename)), reason=error.strerror or error
        )
    return _("Cannot write the output: {reason}.").format(
        reason=_("the disk is full") if error.errno == errno.ENOSPC else error.strerror or error
    )


def _drop_stdout() -> None:
    """Standard output failed: point it at the null device so the exit flush stays quiet."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
