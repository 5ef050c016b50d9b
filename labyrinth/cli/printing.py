"""The command line's pictures: where --save writes, and the printing options --palette,
--solution and the worksheet's paper (and --view), which become the PrintOptions that the
window fills in too. Which of them go with which file type is in the rules' table."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING

from labyrinth.formats import WRITERS
from labyrinth.i18n import _
from labyrinth.render.class_set import PAGES_WITHOUT_ASKING, DoesNotFit, PrintProblem, plan_pages
from labyrinth.render.geometry import WALLS
from labyrinth.render.palettes import DEFAULT_PALETTE, PALETTES
from labyrinth.render.print_options import MAX_MAZES, MIN_FIELD_MM, AnswerKeys, PrintOptions
from labyrinth.render.save import SAVE_TYPES
from labyrinth.saving import save_picture
from labyrinth.values import whole_number

if TYPE_CHECKING:
    from labyrinth.maze_graphs import MazeGraphs
    from labyrinth.saving import Solver

# Picture types that Pillow could write but --save refuses, rather than add .png to the name.
OTHER_PICTURE_TYPES = frozenset(
    (".jpg", ".jpeg", ".gif", ".bmp", ".webp", ".tif", ".tiff", ".ppm", ".eps", ".ps")
)


class RefusedType(ValueError):
    """A name for --save with a picture type that it does not write."""


def save_path(option: str, default_name: str) -> Path:
    """The file --save writes: ``option`` as given, into a folder under ``default_name``,
    or with .png added to a name without a known type; RefusedType for another picture type
    or a maze file's."""
    if not option:
        return Path(default_name)
    path = Path(option)
    if os.path.isdir(path) or option.endswith(("/", "\\")):  # isdir: False for a name too long
        return path / default_name
    if os.path.lexists(path) and not path.is_file():  # a pipe or device: refused, not renamed
        return path
    if path.suffix.lower() in SAVE_TYPES:
        return path
    if path.suffix.lower() in WRITERS:  # a maze file, not a picture: --export writes it
        raise RefusedType(
            _(
                "--save draws pictures (PNG, SVG or PDF); to write the maze as {path}, use "
                "--export {path}."
            ).format(path=path)
        )
    if path.suffix.lower() not in OTHER_PICTURE_TYPES:
        return path.with_name(path.name + ".png")  # no suffix, or a dot in the name: v1.2
    raise RefusedType(
        _("Cannot save as {path}: the picture types are {types}.").format(
            path=path, types=", ".join(SAVE_TYPES)
        )
    )


def saves_a_pdf(option: str | None) -> bool:
    """--save's value names a PDF (which the worksheet options go with)."""
    if option is None:
        return False
    try:
        return save_path(option, "maze.png").suffix.lower() == ".pdf"
    except RefusedType:
        return False


def add_print_arguments(parser: argparse.ArgumentParser) -> None:
    """--palette, --solution, and the worksheet options that go with a .pdf name."""
    parser.add_argument(
        "--palette",
        choices=sorted(PALETTES),
        default=DEFAULT_PALETTE,
        help=_(
            "colours and shapes of the saved picture: book (default), okabe-ito "
            "(safe for colour-blind eyes), high-contrast, print (black lines, no fills)"
        ),
    )
    parser.add_argument(
        "--solution",
        action="store_true",
        help=_(
            "draw the shortest way from start to end into the saved PNG or SVG; "
            "a PDF gets answer keys, after all the sheets (see --answer-keys)"
        ),
    )
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help=_("PDF paper size"))
    parser.add_argument(
        "--orientation",
        choices=("portrait", "landscape"),
        default="portrait",
        help=_("PDF pages upright (portrait, default) or sideways (landscape)"),
    )
    parser.add_argument(
        "--per-page",
        type=lambda text: whole_number(text, _("mazes per page"), 1, 4),
        choices=(1, 2, 4),
        default=1,
        metavar="1|2|4",
        help=_("mazes on each PDF page (default 1)"),
    )
    parser.add_argument(
        "--mazes",
        type=lambda text: whole_number(text, _("number of mazes"), 1, MAX_MAZES),
        metavar="N",
        help=_("mazes in the PDF, with seeds seed, seed + 1, ... (default: one page full)"),
    )
    parser.add_argument(
        "--answer-keys",
        choices=[keys.value for keys in AnswerKeys if keys is not AnswerKeys.NONE],
        help=_(
            "where the PDF's answer keys go: after-each page of mazes, at-end (the default "
            "with --solution: all sheets first), or a separate-file NAME-answers.pdf"
        ),
    )
    parser.add_argument(
        "--pages-ok",
        action="store_true",
        help=_("let a PDF split a maze over more than {n} pages").format(n=PAGES_WITHOUT_ASKING),
    )


def print_options(args: argparse.Namespace, solving: bool) -> PrintOptions:
    """The worksheet the command line asks for; ``solving``: --solve draws the keys' ways."""
    keys = args.answer_keys or (AnswerKeys.AT_END if args.solution or solving else AnswerKeys.NONE)
    return PrintOptions(
        paper=args.paper,
        orientation=args.orientation,
        per_page=args.per_page,
        count=args.mazes or args.per_page,
        palette=args.palette,
        answer_keys=keys,
        view=args.view or WALLS,
    )


def files_to_write(args: argparse.Namespace, save_to: Path) -> list[Path]:
    """``save_to``, and the answer keys' own file when they have one."""
    from labyrinth.render.worksheet import answer_key_path

    if save_to.suffix.lower() == ".pdf" and args.answer_keys == AnswerKeys.SEPARATE_FILE:
        return [save_to, answer_key_path(save_to)]
    return [save_to]


def save(
    args: argparse.Namespace, graphs: MazeGraphs, save_to: Path, solver: Solver | None = None
) -> list[Path]:
    """Write the built maze to ``save_to``; a PDF gets the class set of the print options,
    each further maze's recipe printed as it is built. ``solver`` (from --solve) draws each
    maze's way instead of the shortest. Returns the files written."""
    if save_to.suffix.lower() != ".pdf":
        palette = PALETTES[args.palette]
        return [
            save_picture(
                graphs,
                save_to,
                args.field_size,
                palette=palette,
                solution=args.solution,
                solver=solver,
                view=args.view or WALLS,
            )
        ]
    from labyrinth.saving import save_worksheet

    def built(maze: MazeGraphs) -> None:
        assert maze.result is not None  # it has just been built
        print(maze.result.recipe())

    options = print_options(args, solver is not None)
    return save_worksheet(graphs, save_to, options, solver=solver, built=built)


def worksheet_problem(args: argparse.Namespace, maze: MazeGraphs, save_to: Path) -> str | None:
    """One sentence when the worksheet cannot be printed as asked, or asks for more pages
    than a maze should take without --pages-ok; else None."""
    if save_to.suffix.lower() != ".pdf":
        return None

    array = maze.maze_array
    try:
        plan = plan_pages(array.width, array.height, print_options(args, bool(args.solve)))
    except DoesNotFit:
        return _(
            "A maze of {width} × {height} fields does not fit {n} to a page with fields of at "
            "least {mm:g} mm: use --per-page 1 to split it over several pages."
        ).format(width=array.width, height=array.height, n=args.per_page, mm=MIN_FIELD_MM)
    except PrintProblem as problem:
        return str(problem)
    if plan.asks_first and not args.pages_ok:
        return _(
            "The maze would be split over {tiles} pages ({pages} pages in all): add "
            "--pages-ok to print it so."
        ).format(tiles=plan.per_maze, pages=plan.total)
    return None
