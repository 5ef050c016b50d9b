"""The maze as a PNG picture in the book's look, drawn row by row with Pillow.

The model never imports this module (nor Pillow) up front: ``MazeGraphs.save_png`` does,
when a picture is asked for. The window's canvas draws with the same ``render`` and the
same fills of single fields.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from labyrinth.files import check_writable, write_atomically
from labyrinth.maze_field import ALL_SIDES, BIT_E, BIT_S
from labyrinth.render.geometry import (
    INK_BLUE,
    INK_CUT_OFF,
    INK_GREEN,
    INK_GREY,
    INK_ORANGE,
    INK_OUTLINE,
    INK_PATTERN,
    INK_SHADE,
    INK_SOLUTION,
    INK_VISITED,
    INK_WHITE,
    Fill,
    Geometry,
    PictureTooLarge,
    field_size_problem,
    largest_field_size,
)
from labyrinth.render.palettes import BOOK, Colour, Palette
from labyrinth.render.scene import MarkShape, Trail, build_scene

if TYPE_CHECKING:
    from labyrinth.build import Marks
    from labyrinth.maze_array import MazeArray


POST = bytes([INK_BLUE])
SPACE = bytes([INK_WHITE])
# What fills a field, numbered as the keys of Geometry.row_tables count them (walls + 16 × state).
PLAIN, UNTOUCHED, EXCLUDED, CUT_OFF, VISITED = range(5)
_UNTOUCHED = bytes(16 * UNTOUCHED if walls == ALL_SIDES else 0 for walls in range(256))
# From this many pixels on, zlib level 4 instead of Pillow's 6: at 1000 × 1000 fields
# (8030 × 8030 pixels) half the compression time for about 14 % more bytes (README).
FAST_ZLIB_PIXELS = 16_000_000


def ink_colours(palette: Palette) -> list[Colour]:
    """The colour of each ink (palette index) of a picture in ``palette``."""
    return [
        palette.background,
        palette.wall,
        palette.excluded,
        palette.start,
        palette.end,
        palette.current,
        palette.untouched,
        palette.frontier,
        palette.random_walk,
        palette.cut_off,
        palette.visited,
        palette.pattern,
        palette.outline,
        palette.solution,
    ]


def fills(palette: Palette) -> list[Fill]:
    """The fill of each state: excluded fields hatched in a palette of shapes, cut-off ones
    dotted in every palette."""
    return [
        (INK_WHITE, "", INK_PATTERN),
        (INK_SHADE, "", INK_PATTERN),
        (INK_GREY, "hatch" if palette.shapes else "", INK_PATTERN),
        (INK_CUT_OFF, "dots", INK_PATTERN),
        (INK_VISITED, "", INK_PATTERN),
    ]


def field_states(
    maze: MazeArray,
    cut_off: Sequence[int] = (),
    visited: Sequence[int] = (),
    *,
    shade_untouched: bool = False,
) -> bytes:
    """The state of each field times 16 (the high half of its key): excluded before
    visited, visited before cut off, cut off before untouched (only when shaded)."""
    states = bytearray(maze.walls.translate(_UNTOUCHED) if shade_untouched else len(maze.walls))
    for state, fields in ((CUT_OFF, cut_off), (VISITED, visited)):
        for index in fields:
            states[index] = 16 * state
    closed = maze.closed_fields_mask()
    index = closed.find(1)
    while index >= 0:
        states[index] = 16 * EXCLUDED
        index = closed.find(1, index + 1)
    return bytes(states)


def render(
    maze: MazeArray,
    marks: Marks | None = None,
    field_size: int | None = None,
    *,
    shade_untouched: bool = False,
    palette: Palette = BOOK,
    solution: bool = False,
    trail: Trail | None = None,
    ends: bool = True,
) -> Image.Image:
    """The maze as a palette image: walls, excluded and cut-off fields, and the ``marks``.

    ``shade_untouched`` shades the fields a build has not reached yet (for the viewer);
    marks are given once the maze is built, drawn in the colours and shapes of ``palette``,
    with the way and visited fields of ``trail`` (``solution`` and no trail: the shortest
    way from start to end); without ``ends`` the start and end marks are left out.

    Java: MazeGraphs.paint (drawMaze, drawMazeField, drawMarkInField)
    """
    width, height = maze.width, maze.height
    size = largest_field_size(width, height) if field_size is None else field_size
    problem = field_size_problem(width, height, size)
    if problem:
        raise PictureTooLarge(problem)
    geometry = Geometry(width, height, size)
    scene = (
        build_scene(maze, marks, geometry, solution=solution, trail=trail)
        if marks is not None
        else None
    )
    states = field_states(
        maze,
        marks.cut_off if marks is not None else (),
        trail.visited if trail is not None else (),
        shade_untouched=shade_untouched,
    )
    image = _fields_picture(geometry, maze.walls, states, palette)
    image.putpalette([channel for colour in ink_colours(palette) for channel in colour])
    if marks is not None and scene is not None:
        draw = ImageDraw.Draw(image)
        for box in scene.openings:
            draw.rectangle(box, fill=INK_WHITE)
        if scene.solution:
            points = [(int(x), int(y)) for x, y in scene.solution]
            draw.line(points, fill=INK_SOLUTION, width=round(scene.solution_width), joint="curve")
        if ends:
            for mark, ink in zip(scene.ends(palette), (INK_GREEN, INK_ORANGE), strict=False):
                draw_mark(draw, mark, ink, INK_OUTLINE)
    return image


def _fields_picture(
    geometry: Geometry, walls: bytes | bytearray, states: bytes, palette: Palette
) -> Image.Image:
    """Every field's walls and fill, row by row of pixels, in the margin of the picture."""
    width, height, size = geometry.width, geometry.height, geometry.field_size
    picture_width, picture_height = geometry.image_size
    keys = bytes(walls)
    if states.strip(b"\0"):  # walls below 16, states multiples of 16: add them at once
        keys = (int.from_bytes(keys, "big") + int.from_bytes(states, "big")).to_bytes(
            len(keys), "big"
        )
    tables, which = geometry.row_tables(fills(palette))
    margin = bytes([INK_WHITE]) * geometry.margin
    blank_rows = bytes([INK_WHITE]) * (picture_width * geometry.margin)
    rows = [blank_rows]
    for y in range(height):
        row_keys = keys[y * width : (y + 1) * width]
        east = POST if walls[(y + 1) * width - 1] & BIT_E else SPACE
        lines: dict[tuple[int, bool], bytes] = {}
        for row, table in enumerate(which):
            # The compact style closes each row with the last field's east wall line.
            closing = (POST if row == 0 else east) if geometry.compact else b""
            line = lines.get((table, row == 0))
            if line is None:
                line = (
                    margin + b"".join(map(tables[table].__getitem__, row_keys)) + closing + margin
                )
                lines[table, row == 0] = line
            rows.append(line)
    if geometry.compact:
        south = walls[(height - 1) * width :]
        closing = b"".join(POST + (POST if w & BIT_S else SPACE) * (size - 1) for w in south)
        rows.append(margin + closing + POST + margin)
    rows.append(blank_rows)
    return Image.frombytes("P", (picture_width, picture_height), b"".join(rows))


def draw_mark(draw: ImageDraw.ImageDraw, mark: MarkShape, ink: int, outline: int) -> None:
    """A start or end mark: square, disc or ring in ``ink``, with its outline if it has one."""
    x0, y0, x1, y1 = mark.box
    line = outline if mark.outline is not None else None
    if mark.shape == "disc":
        draw.ellipse(mark.box, fill=ink, outline=line)
    elif mark.shape == "ring":
        if line is not None:
            draw.rectangle(mark.box, outline=line)
            x0, y0, x1, y1 = x0 + 1, y0 + 1, x1 - 1, y1 - 1
        draw.rectangle((x0, y0, x1, y1), outline=ink, width=mark.ring)
    else:
        draw.rectangle(mark.box, fill=ink, outline=line)


def save_png(
    maze: MazeArray,
    marks: Marks | None,
    path: str | Path,
    field_size: int | None = None,
    *,
    palette: Palette = BOOK,
    solution: bool = False,
    trail: Trail | None = None,
) -> Path:
    """Render and write the maze to ``path`` atomically (SaveError if it cannot be written).

    A bad ``path`` is refused before the picture is drawn (ValueError or SaveError).
    """
    check_writable(path)
    image = render(maze, marks, field_size, palette=palette, solution=solution, trail=trail)
    level = 4 if image.width * image.height >= FAST_ZLIB_PIXELS else 6
    return write_atomically(
        path, lambda stream: image.save(stream, format="PNG", compress_level=level)
    )
