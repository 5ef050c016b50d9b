"""The command line's printing options: --palette, --solution and the worksheet's paper.

Kept apart from cli.py so the picture formats have one place: which options go with which
file type, and how the worksheet options become the PrintOptions that the window fills in too.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from labyrinth.i18n import _, ngettext
from labyrinth.render.class_set import PAGES_WITHOUT_ASKING, DoesNotFit, PrintProblem, plan_pages
from labyrinth.render.palettes import DEFAULT_PALETTE, PALETTES
from labyrinth.render.print_options import MAX_MAZES, MIN_FIELD_MM, AnswerKeys, PrintOptions
from labyrinth.render.save import SAVE_TYPES, save_picture

if TYPE_CHECKING:
    from labyrinth.maze_graphs import MazeGraphs
    from labyrinth.render.worksheet import Solver

PDF_ONLY = ("paper", "orientation", "per_page", "mazes", "answer_keys", "pages_ok")
PICTURE_ONLY = ("palette", "solution")


def add_print_arguments(
    parser: argparse.ArgumentParser, whole_number: Callable[[str, str, int, int], int]
) -> None:
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


def print_options_problem(
    args: argparse.Namespace, given: Callable[[Sequence[str]], list[str]], save_to: Path | None
) -> str | None:
    """One sentence when an option would do nothing with the file type asked for, or None.

    ``given`` tells which of the named options the command line set.
    """
    if save_to is None:
        misplaced = given(PICTURE_ONLY + PDF_ONLY)
        if misplaced:
            return ngettext(
                "{options} goes only with --save.", "{options} go only with --save.", len(misplaced)
            ).format(options=", ".join(misplaced))
        return None
    if save_to.suffix.lower() == ".pdf":
        if args.field_size:
            return _("A PDF's field size follows the paper, so it cannot go with --field-size.")
        return None
    misplaced = given(PDF_ONLY)
    if misplaced:
        return ngettext(
            "{options} goes only with a PDF: save to a name ending in .pdf.",
            "{options} go only with a PDF: save to a name ending in .pdf.",
            len(misplaced),
        ).format(options=", ".join(misplaced))
    return None


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
            )
        ]
    from labyrinth.render.worksheet import save_worksheet

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


def refused_type_message(path: Path) -> str:
    return _("Cannot save as {path}: the picture types are {types}.").format(
        path=path, types=", ".join(SAVE_TYPES)
    )
