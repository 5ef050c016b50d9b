"""The parser: every option with its help, and the rules' table applied to what was given.

A mistake is one line (:class:`UsageError`, exit code 2), without argparse's usage block.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import NoReturn

from labyrinth import __version__, i18n, values
from labyrinth.cli import lessons, printing, program, rules, terminal
from labyrinth.cli.compare import DEFAULT_RUNS
from labyrinth.ends import ENDS
from labyrinth.i18n import _
from labyrinth.islands import ISLANDS
from labyrinth.maze_array import BOOK_HEIGHT, BOOK_WIDTH, MAX_SIZE, MIN_SIZE
from labyrinth.options import BLOCK_MODES
from labyrinth.randomness import DEFAULT_RNG, RNG_NAMES
from labyrinth.render.geometry import VIEWS
from labyrinth.values import UsageError, shortened


class Parser(argparse.ArgumentParser):
    """argparse that reports a mistake as one line, without the usage block, quotes long
    words short, and refuses options that do not go together by the rules' table."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)

    def parse_args(  # type: ignore[override]  # one signature, not argparse's overloads
        self, args: Sequence[str] | None = None, namespace: None = None
    ) -> argparse.Namespace:
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            self.error(_("unrecognized arguments: %s") % " ".join(map(shortened, extras)))
        refusal = rules.first_refusal(self.given(parsed), self.shown)
        if refusal:
            self.error(refusal)
        return parsed

    def given(self, args: argparse.Namespace, names: Sequence[str] | None = None) -> list[str]:
        """The options the command line set (to other than their defaults), as the rules
        name them, in the parser's order; then the rules' conditions that hold. ``names``:
        only those."""
        options = [
            self.name_of(action)
            for action in self._actions
            if action.default is not argparse.SUPPRESS  # --help and --version
            and getattr(args, action.dest) != action.default
        ]
        conditions = [name for name, condition in rules.CONDITIONS.items() if condition.holds(args)]
        return [name for name in options + conditions if names is None or name in names]

    def shown(self, name: str) -> str:
        """``name`` as the user wrote it: an option as it is, FILE as the help shows it."""
        for action in self._actions:
            if not action.option_strings and self.name_of(action) == name:
                return str(action.metavar)
        return name

    @staticmethod
    def name_of(action: argparse.Action) -> str:
        long = [option for option in action.option_strings if option.startswith("--")]
        return long[0] if long else action.dest.upper()


def build_parser() -> Parser:
    parser = Parser(
        prog="labyrinth",
        description=_(
            "Build a maze with the recursive algorithm of the Wikibook "
            '"Rekursive Labyrinthe", show it and save it as a PNG picture.'
        ),
    )
    _add_size_and_randomness(parser)
    _add_shape(parser)
    _add_files(parser)
    printing.add_print_arguments(parser)
    _add_views(parser)
    _add_algorithm(parser)
    _add_numbers_and_stops(parser)
    terminal.add_arguments(parser)
    program.add_arguments(parser)
    lessons.add_arguments(parser)
    parser.add_argument(
        "--lang",
        choices=i18n.LANGUAGES,
        type=shortened,
        help=_("language of all messages (default: the system's)"),
    )
    return parser


def _add_size_and_randomness(parser: argparse.ArgumentParser) -> None:
    """--width, --height, --exclude, --seed, --rng."""
    parser.add_argument(
        "--width",
        metavar=_("WIDTH"),
        type=values.size_across,
        help=_("fields across, {low} to {high} (default {default})").format(
            low=MIN_SIZE, high=MAX_SIZE, default=BOOK_WIDTH
        ),
    )
    parser.add_argument(
        "--height",
        metavar=_("HEIGHT"),
        type=values.size_down,
        help=_("fields down, {low} to {high} (default {default})").format(
            low=MIN_SIZE, high=MAX_SIZE, default=BOOK_HEIGHT
        ),
    )
    parser.add_argument(
        "--exclude",
        metavar="X,Y",
        type=values.field,
        action="append",
        default=[],
        help=_("take the field (X | Y) out of the maze; repeat for more fields"),
    )
    parser.add_argument(
        "--seed",
        metavar=_("SEED"),
        type=values.seed,
        help=_("the same seed gives the same maze (default: a new one each time)"),
    )
    parser.add_argument(
        "--rng",
        choices=RNG_NAMES,
        type=shortened,  # a long wrong value is quoted short
        default=DEFAULT_RNG,
        help=_(
            "random source: python (default) or java, which carves exactly "
            "the maze of the book's Java program for the same seed"
        ),
    )


def _add_shape(parser: argparse.ArgumentParser) -> None:
    """--mask, --mask-text, --islands, --save-mask: the maze cut to a shape."""
    parser.add_argument(
        "--mask",
        metavar=_("FILE"),
        type=values.file_to_read,
        help=_(
            "shape the maze by a PNG picture (dark is the maze, light outside) or a .mask "
            "text file (# a field, . outside); without --width and --height, the maze takes "
            "its size"
        ),
    )
    parser.add_argument(
        "--mask-text",
        metavar=_("WORD"),
        help=_("shape the maze by a word, drawn in the built-in letters"),
    )
    parser.add_argument(
        "--islands",
        choices=ISLANDS,
        type=shortened,
        help=_(
            "when excluded fields cut the maze apart: give each region a maze of its own, "
            "or join them into one maze with doors (through several excluded fields where "
            "they lie further apart)"
        ),
    )
    parser.add_argument(
        "--save-mask",
        metavar=_("FILE"),
        type=values.mask_to_write,
        help=_("save the maze's shape as a .mask text file (# a field, . outside)"),
    )


def _add_files(parser: argparse.ArgumentParser) -> None:
    """--save, --load (or FILE alone), --export, --field-size."""
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
        type=values.file_to_open,
        help=_("open a maze from a .maz or .labyrinth file instead of building one"),
    )
    parser.add_argument(
        "file",
        nargs="?",
        metavar=_("FILE"),
        type=values.file_to_open,
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
        type=values.field_size,
        help=_("pixels per field in the picture (default 24, smaller for big mazes)"),
    )


def _add_views(parser: argparse.ArgumentParser) -> None:
    """--no-display, how the maze is drawn (--view) and the window's views: --play, --walk,
    --teach."""
    parser.add_argument(
        "--no-display", action="store_true", help=_("do not open a window (works without a screen)")
    )
    parser.add_argument(
        "--view",
        choices=VIEWS,
        type=shortened,
        help=_(
            "how the window and the saved picture draw the maze: walls (default, the book's "
            "lines), blocks (the book's squares), junctions (each field filled by its ways out)"
        ),
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


def _add_algorithm(parser: argparse.ArgumentParser) -> None:
    """--algorithm and its list, the imperfections and the ends."""
    parser.add_argument(
        "--algorithm",
        metavar=_("NAME"),
        type=values.algorithm,
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
        type=values.percent,
        default=0,
        help=_("give that share of the passages an extra opening, each making a loop (0 to 100)"),
    )
    parser.add_argument(
        "--blocks",
        metavar=_("PERMILLE"),
        type=values.permille,
        default=0,
        help=_("leave that many walls in a thousand standing where the walk goes on (0 to 1000)"),
    )
    parser.add_argument(
        "--blocks-mode",
        choices=BLOCK_MODES,
        type=shortened,
        default="cut",
        help=_(
            "cut: the walls left standing may cut fields off (the default); whole: the maze "
            "is joined again through other walls, so no field is cut off"
        ),
    )
    parser.add_argument(
        "--ends",
        choices=ENDS,
        type=shortened,
        help=_(
            "start and end: the book's rule (default), the ends of the "
            "longest path, or openings in the border"
        ),
    )
    for flag, help_text in (
        ("--entrance", _("opening in the border for the start, e.g. W:0 (implies --ends border)")),
        ("--exit", _("opening in the border for the end, e.g. E:23 (implies --ends border)")),
    ):
        parser.add_argument(flag, metavar=_("SIDE:POS"), type=values.opening, help=help_text)


def _add_numbers_and_stops(parser: argparse.ArgumentParser) -> None:
    """--stats, --compare and its options, and what only stops."""
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
        type=values.runs,
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
        "--uninstall-desktop-entry",
        action="store_true",
        help=_(
            "remove what --install-desktop-entry wrote (before uninstalling the program), and stop"
        ),
    )
    parser.add_argument(
        "--web",
        action="store_true",
        help=_(
            "serve the browser edition (built in web/ of a checkout) on this computer and open "
            "it in the browser; with --no-display only serve it"
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"labyrinth {__version__}",
        help=_("show the version and stop"),
    )
