"""One way to save a picture: PNG, SVG or PDF, chosen by the file name's extension."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from labyrinth.render.palettes import BOOK, Palette

if TYPE_CHECKING:
    from labyrinth.maze_graphs import MazeGraphs

SAVE_TYPES = (".png", ".svg", ".pdf")


def save_picture(
    maze: MazeGraphs,
    path: str | Path,
    field_size: int | None = None,
    *,
    palette: Palette = BOOK,
    solution: bool = False,
) -> Path:
    """Write the maze as PNG, SVG or a one-maze worksheet PDF, by the extension of ``path``.

    A PDF's field size follows the paper, and ``solution`` adds its answer page; in a PNG or
    SVG the solution is drawn on the maze.
    """
    suffix = Path(path).suffix.lower()
    if suffix == ".svg":
        from labyrinth.render.svg import save_svg

        return save_svg(maze, path, field_size, palette=palette, solution=solution)
    if suffix == ".pdf":
        from labyrinth.render.worksheet import Layout, save_worksheet

        return save_worksheet([maze], path, Layout(), palette, answers=solution)
    from labyrinth.render.png import save_png

    return save_png(maze, path, field_size, palette=palette, solution=solution)
