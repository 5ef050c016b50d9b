"""The maze as a PNG picture in the book's look, drawn row by row with Pillow.

The model never imports this module (nor Pillow) up front: ``MazeGraphs.save_png`` does,
when a picture is asked for. The window's canvas draws with the same ``render``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from labyrinth.files import check_writable, write_atomically
from labyrinth.maze_field import BIT_E, BIT_S
from labyrinth.render.geometry import (
    INK_BLUE,
    INK_GREEN,
    INK_GREY,
    INK_ORANGE,
    INK_WHITE,
    PALETTE,
    Geometry,
    PictureTooLarge,
    field_size_problem,
    largest_field_size,
)
from labyrinth.render.palettes import BOOK, Palette
from labyrinth.render.scene import Scene, build_scene

if TYPE_CHECKING:
    from labyrinth.build import Marks
    from labyrinth.maze_array import MazeArray


POST = bytes([INK_BLUE])
SPACE = bytes([INK_WHITE])
INK_CUT_OFF, INK_SOLUTION = len(PALETTE), len(PALETTE) + 1
# From this many pixels on, zlib level 4 instead of Pillow's 6: at 1000 × 1000 fields
# (8030 × 8030 pixels) half the compression time for about 14 % more bytes (README).
FAST_ZLIB_PIXELS = 16_000_000


def render(
    maze: MazeArray,
    marks: Marks | None = None,
    field_size: int | None = None,
    *,
    shade_untouched: bool = False,
    palette: Palette = BOOK,
    solution: bool = False,
) -> Image.Image:
    """The maze as a palette image: walls, grey excluded fields, and the ``marks``.

    ``shade_untouched`` shades the fields a build has not reached yet (for the viewer);
    marks are given once the maze is built, drawn in the colours and shapes of ``palette``,
    with the shortest way from start to end if ``solution`` is asked.

    Java: MazeGraphs.paint (drawMaze, drawMazeField, drawMarkInField)
    """
    width, height = maze.width, maze.height
    size = largest_field_size(width, height) if field_size is None else field_size
    problem = field_size_problem(width, height, size)
    if problem:
        raise PictureTooLarge(problem)
    geometry = Geometry(width, height, size)
    picture_width, picture_height = geometry.image_size
    top, middle, bottom = geometry.row_patterns(shade_untouched)
    margin = bytes([INK_WHITE]) * geometry.margin
    blank_rows = bytes([INK_WHITE]) * (picture_width * geometry.margin)
    walls = maze.walls
    rows = [blank_rows]
    for y in range(height):
        row_walls = walls[y * width : (y + 1) * width]

        def line(patterns: tuple[bytes, ...], closing: bytes = b"", walls=row_walls) -> bytes:
            return margin + b"".join(map(patterns.__getitem__, walls)) + closing + margin

        if geometry.compact:
            # The compact style closes each row with the last field's east wall line.
            rows.append(line(top, POST))
            rows.append(line(middle, POST if row_walls[-1] & BIT_E else SPACE) * (size - 1))
        else:
            rows.append(line(top))
            rows.append(line(middle) * (size - 2))
            rows.append(line(bottom))
    if geometry.compact:
        south = walls[(height - 1) * width :]
        closing = b"".join(POST + (POST if w & BIT_S else SPACE) * (size - 1) for w in south)
        rows.append(margin + closing + POST + margin)
    rows.append(blank_rows)
    image = Image.frombytes("P", (picture_width, picture_height), b"".join(rows))
    colours = [
        palette.background,
        palette.wall,
        palette.excluded,
        palette.start,
        palette.end,
        *PALETTE[5:],
        palette.cut_off,
        palette.solution,
    ]
    image.putpalette([channel for colour in colours for channel in colour])
    draw = ImageDraw.Draw(image)
    closed = maze.closed_fields_mask()
    index = closed.find(1)
    while index >= 0:
        draw.rectangle(geometry.interior(index % width, index // width), fill=INK_GREY)
        index = closed.find(1, index + 1)
    if marks is not None:
        for opening in marks.openings or ():
            x, y = opening.field(width, height)
            draw.rectangle(geometry.opening(x, y, opening.side), fill=INK_WHITE)
        _draw_marks(draw, build_scene(maze, marks, geometry, solution=solution), palette)
    return image


def _draw_marks(draw: ImageDraw.ImageDraw, scene: Scene, palette: Palette) -> None:
    """Cut-off fields, the solution, and the start and end marks of a built maze."""
    for box in scene.cut_off:
        draw.rectangle(box, fill=INK_CUT_OFF)
    if palette.shapes:
        for x0, y0, x1, y1 in scene.excluded_hatching() + scene.cut_off_crosses():
            draw.line((x0, y0, x1 - 1, y1 - 1) if y1 > y0 else (x0, y0 - 1, x1 - 1, y1), INK_BLUE)
    if scene.solution:
        points = [(int(x), int(y)) for x, y in scene.solution]
        draw.line(points, fill=INK_SOLUTION, width=round(scene.solution_width), joint="curve")
    start, end = scene.start, scene.end
    if start is not None and end is not None:
        draw.rectangle(start, fill=INK_GREEN)
        if palette.shapes:
            draw.rectangle(end, outline=INK_ORANGE, width=scene.ring_width)
        else:
            draw.rectangle(end, fill=INK_ORANGE)


def save_png(
    maze: MazeArray,
    marks: Marks | None,
    path: str | Path,
    field_size: int | None = None,
    *,
    palette: Palette = BOOK,
    solution: bool = False,
) -> Path:
    """Render and write the maze to ``path`` atomically (SaveError if it cannot be written).

    A bad ``path`` is refused before the picture is drawn (ValueError or SaveError).
    """
    check_writable(path)
    image = render(maze, marks, field_size, palette=palette, solution=solution)
    level = 4 if image.width * image.height >= FAST_ZLIB_PIXELS else 6
    return write_atomically(
        path, lambda stream: image.save(stream, format="PNG", compress_level=level)
    )
