"""One way to save a picture: PNG, SVG or PDF, chosen by the file name's extension."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from labyrinth.render.geometry import WALLS
from labyrinth.render.palettes import BOOK, Palette

if TYPE_CHECKING:
    from labyrinth.maze_graphs import MazeGraphs
    from labyrinth.render.print_options import PrintOptions
    from labyrinth.render.worksheet import Solver

SAVE_TYPES = (".png", ".svg", ".pdf")


def worksheet_options(palette: Palette, answers: bool, view: str = WALLS) -> PrintOptions:
    """A picture saved as PDF: one maze on A4, upright, its answer key after it if asked."""
    from labyrinth.render.print_options import AnswerKeys, PrintOptions

    keys = AnswerKeys.AT_END if answers else AnswerKeys.NONE
    return PrintOptions(palette=palette.name, answer_keys=keys, view=view)


def save_picture(
    graphs: MazeGraphs,
    path: str | Path,
    field_size: int | None = None,
    *,
    palette: Palette = BOOK,
    solution: bool = False,
    solver: Solver | None = None,
    view: str = WALLS,
) -> Path:
    """Write the built maze in ``view`` as PNG, SVG or a one-maze worksheet PDF, by the
    extension of ``path``.

    A PDF's field size follows the paper, and ``solution`` (or a ``solver``) adds its answer
    key (PrintProblem when that would be more than MAX_PAGES pages); in a PNG or SVG the
    solution is drawn on the maze: the shortest way, or the way and visited fields that
    ``solver`` gives for the maze.
    """
    suffix = Path(path).suffix.lower()
    maze, marks = graphs.maze_array, graphs.result.marks if graphs.result else None
    field_size = field_size or graphs.options.field_size
    if suffix == ".pdf":
        from labyrinth.render.worksheet import save_worksheet

        options = worksheet_options(palette, solution or solver is not None, view)
        (written,) = save_worksheet(graphs, path, options, solver=solver)
        return written
    trail = solver(graphs) if solver is not None and marks is not None else None
    if suffix == ".svg":
        from labyrinth.render.svg import save_svg

        return save_svg(
            maze,
            marks,
            path,
            field_size,
            palette=palette,
            solution=solution,
            trail=trail,
            view=view,
        )
    from labyrinth.render.png import save_png

    return save_png(
        maze, marks, path, field_size, palette=palette, solution=solution, trail=trail, view=view
    )
