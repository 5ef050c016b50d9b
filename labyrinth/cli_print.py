"""The command line's printing options: --palette, --solution and the worksheet's paper.

Kept apart from cli.py so the picture formats have one place: which options go with which
file type, and how a worksheet's several mazes (seed, seed + 1, ...) are made.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from labyrinth.i18n import _, ngettext
from labyrinth.randomness import MAX_SEED, MIN_SEED
from labyrinth.render.palettes import DEFAULT_PALETTE, PALETTES
from labyrinth.render.save import SAVE_TYPES, save_picture

if TYPE_CHECKING:
    from labyrinth.maze_graphs import MazeGraphs
    from labyrinth.options import BuildOptions
    from labyrinth.render.worksheet import Layout, Solver

PDF_ONLY = ("paper", "orientation", "per_page", "mazes")
PICTURE_ONLY = ("palette", "solution")
MAX_MAZES = 100
MAX_PAGES = 500


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
            "a PDF gets an answer page"
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


def next_seed(seed: int, step: int) -> int:
    """``seed + step`` within the range of a Java long, wrapping round at its end."""
    span = MAX_SEED - MIN_SEED + 1
    return (seed + step - MIN_SEED) % span + MIN_SEED


def save(
    args: argparse.Namespace,
    graphs: MazeGraphs,
    save_to: Path,
    options: BuildOptions,
    solver: Solver | None = None,
) -> Path:
    """Write the built maze to ``save_to``; a PDF gets more mazes made from ``options``.
    ``solver`` (from --solve) draws each maze's way instead of the shortest."""
    palette = PALETTES[args.palette]
    if save_to.suffix.lower() != ".pdf":
        return save_picture(
            graphs, save_to, args.field_size, palette=palette, solution=args.solution, solver=solver
        )
    from labyrinth.maze_graphs import MazeGraphs
    from labyrinth.render.worksheet import save_worksheet

    mazes = [graphs]
    for step in range(1, args.mazes or args.per_page):
        more = MazeGraphs.from_options(replace(options, seed=next_seed(graphs.seed, step)))
        print(more.build_maze().recipe())
        mazes.append(more)
    answers = args.solution or solver is not None
    return save_worksheet(mazes, save_to, _layout(args), palette, answers=answers, solver=solver)


def _layout(args: argparse.Namespace) -> Layout:
    from labyrinth.render.worksheet import Layout

    return Layout(args.paper, args.orientation == "landscape", args.per_page)


def worksheet_problem(args: argparse.Namespace, maze: MazeGraphs, save_to: Path) -> str | None:
    """One sentence when the worksheet's mazes cannot be laid out, or None."""
    if save_to.suffix.lower() != ".pdf":
        return None
    from labyrinth.render.worksheet import MIN_FIELD_MM, pages_needed

    across, down = pages_needed(maze, _layout(args))
    if (across, down) == (1, 1):
        return None
    if args.per_page > 1:
        return _(
            "A maze of {width} × {height} fields does not fit {n} to a page with fields of at "
            "least {mm:g} mm: use --per-page 1 to split it over several pages."
        ).format(
            width=maze.maze_array.width,
            height=maze.maze_array.height,
            n=args.per_page,
            mm=MIN_FIELD_MM,
        )
    pages = across * down * (args.mazes or 1) * (2 if args.solution or args.solve else 1)
    if pages > MAX_PAGES:
        return _(
            "The worksheet would need {pages} pages, more than {limit}: make the maze smaller."
        ).format(pages=pages, limit=MAX_PAGES)
    return None


def refused_type_message(path: Path) -> str:
    return _("Cannot save as {path}: the picture types are {types}.").format(
        path=path, types=", ".join(SAVE_TYPES)
    )
