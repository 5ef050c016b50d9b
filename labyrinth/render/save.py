"""One way to save a picture: PNG, SVG or PDF, chosen by the file name's extension."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from labyrinth.render.geometry import WALLS
from labyrinth.render.palettes import BOOK, Palette

if TYPE_CHECKING:
    from labyrinth.render.print_options import PrintOptions
    from labyrinth.render.scene import Printed

SAVE_TYPES = (".png", ".svg", ".pdf")


def worksheet_options(palette: Palette, answers: bool, view: str = WALLS) -> PrintOptions:
    """A picture saved as PDF: one maze on A4, upright, its answer key after it if asked."""
    from labyrinth.render.print_options import AnswerKeys, PrintOptions

    keys = AnswerKeys.AT_END if answers else AnswerKeys.NONE
    return PrintOptions(palette=palette.name, answer_keys=keys, view=view)


def write_picture(
    maze: Printed,
    path: str | Path,
    field_size: int | None = None,
    *,
    palette: Palette = BOOK,
    solution: bool = False,
    view: str = WALLS,
) -> Path:
    """Write the maze in ``view`` as PNG, SVG or a one-maze worksheet PDF, by the extension
    of ``path``.

    A PDF's field size follows the paper, and ``solution`` (or the maze's key) adds its
    answer key (PrintProblem when that would be more than MAX_PAGES pages); in a PNG or SVG
    the solution is drawn on the maze: the shortest way, or the way and visited fields of
    the maze's key.
    """
    suffix = Path(path).suffix.lower()
    if suffix == ".pdf":
        from labyrinth.render.class_set import plan_pages
        from labyrinth.render.worksheet import write_worksheet

        options = worksheet_options(palette, solution or maze.key is not None, view)
        plan = plan_pages(maze.array.width, maze.array.height, options)
        (written,) = write_worksheet(plan, [maze], path)
        return written
    trail = maze.key() if maze.key is not None and maze.marks is not None else None
    # Each writer loaded only when asked for: a PNG needs Pillow, an SVG nothing more.
    if suffix == ".svg":
        from labyrinth.render.svg import save_svg as write
    else:
        from labyrinth.render.png import save_png as write
    return write(
        maze.array,
        maze.marks,
        path,
        field_size,
        palette=palette,
        solution=solution,
        trail=trail,
        view=view,
    )
