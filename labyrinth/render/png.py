"""The maze as a PNG picture in the book's look, drawn row by row with Pillow.

The model never imports this module (nor Pillow) up front: ``MazeGraphs.save_png`` does,
when a picture is asked for. The window's canvas draws with the same ``render`` and the
same fills of single fields.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Unpack

from PIL import Image, ImageDraw, ImageFont

from labyrinth.files import check_writable, write_atomically
from labyrinth.render.geometry import (
    INK_BLUE,
    INK_CUT_OFF,
    INK_END_LETTER,
    INK_GREEN,
    INK_GREY,
    INK_ORANGE,
    INK_OUTLINE,
    INK_PATTERN,
    INK_SHADE,
    INK_SOLUTION,
    INK_START_LETTER,
    INK_TEXT,
    INK_VISITED,
    INK_WAYS,
    INK_WHITE,
    JUNCTIONS,
    WALLS,
    Box,
    Fill,
    Geometry,
    PictureTooLarge,
    Region,
    field_size_problem,
    largest_field_size,
)
from labyrinth.render.legend import picture_legend
from labyrinth.render.palettes import BOOK, Colour, Palette, text_colour_on
from labyrinth.render.scene import Look, MarkShape, Trail, build_scene
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_S

if TYPE_CHECKING:
    from labyrinth.build import Marks
    from labyrinth.maze_array import MazeArray
    from labyrinth.render.blocks import BlockPainter


POST = bytes([INK_BLUE])
SPACE = bytes([INK_WHITE])
# What fills a field, numbered as the keys of Geometry.row_tables count them (walls + 16 × state).
PLAIN, UNTOUCHED, EXCLUDED, CUT_OFF, VISITED = range(5)
# A key's shaded form: a field with four walls and no state of its own is untouched.
_SHADED = bytes(key + 16 * UNTOUCHED if key == ALL_SIDES else key for key in range(256))
# From this many pixels on, zlib level 4 instead of Pillow's 6: at 1000 × 1000 fields
# (8030 × 8030 pixels) half the compression time for about 14 % more bytes (the manual).
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
        text_colour_on(palette.start),
        text_colour_on(palette.end),
        *palette.ways,
        text_colour_on(palette.background),
    ]


def fills(palette: Palette, view: str = WALLS) -> list[Fill]:
    """The fill of each state: excluded fields hatched in a palette of shapes, cut-off ones
    dotted in every palette. In the junctions view every field of the maze is filled by its
    ways out instead, with as many pips in a palette of shapes."""
    if view == JUNCTIONS:
        ways = (INK_WAYS, "pips" if palette.shapes else "", INK_BLUE)
        plain, cut_off, visited = ways, ways, ways
    else:
        plain, cut_off, visited = (
            (INK_WHITE, "", INK_PATTERN),
            (INK_CUT_OFF, "dots", INK_PATTERN),
            (INK_VISITED, "", INK_PATTERN),
        )
    return [
        plain,
        (INK_SHADE, "", INK_PATTERN),
        (INK_GREY, "hatch" if palette.shapes else "", INK_PATTERN),
        cut_off,
        visited,
    ]


def field_states(
    maze: MazeArray, cut_off: Sequence[int] = (), visited: Sequence[int] = ()
) -> bytearray:
    """The state of each field times 16 (the high half of its key): excluded before
    visited, visited before cut off. Untouched fields are shaded later, by ``part_keys``:
    whether a field is untouched changes with every step of a build."""
    states = bytearray(len(maze.walls))
    for state, fields in ((CUT_OFF, cut_off), (VISITED, visited)):
        for index in fields:
            states[index] = 16 * state
    closed = maze.closed_fields_mask()
    index = closed.find(1)
    while index >= 0:
        states[index] = 16 * EXCLUDED
        index = closed.find(1, index + 1)
    return states


def part_keys(
    maze: MazeArray, states: bytes | bytearray, fields: Region, *, shade_untouched: bool
) -> bytes:
    """The key (walls + 16 × state) of each field of a block of fields (first and
    one-past-last column and row), row by row. ``shade_untouched`` gives a field that has
    all four walls and nothing else to show the untouched state (fields not reached yet)."""
    x0, y0, x1, y1 = fields
    width = maze.width
    if (x0, x1) == (0, width):  # whole rows: one slice
        keys = bytes(maze.walls[y0 * width : y1 * width])
        state = bytes(states[y0 * width : y1 * width])
    else:
        rows = range(y0 * width, y1 * width, width)
        keys = b"".join([maze.walls[row + x0 : row + x1] for row in rows])
        state = b"".join([states[row + x0 : row + x1] for row in rows])
    if state.strip(b"\0"):  # walls below 16, states multiples of 16: add them at once
        keys = (int.from_bytes(keys, "big") + int.from_bytes(state, "big")).to_bytes(
            len(keys), "big"
        )
    return keys.translate(_SHADED) if shade_untouched else keys


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
    letters: bool = True,
    view: str = WALLS,
) -> Image.Image:
    """The maze as a palette image in ``view``: walls, excluded and cut-off fields, and the
    ``marks``.

    ``shade_untouched`` shades the fields a build has not reached yet (for the viewer);
    marks are given once the maze is built, drawn in the colours and shapes of ``palette``,
    with the way and visited fields of ``trail`` (``solution`` and no trail: the shortest
    way from start to end); without ``ends`` the start and end marks are left out, without
    ``letters`` they have no letters (the book's palette: the Java program's plain squares).

    Java: MazeGraphs.paint (drawMaze, drawMazeField, drawMarkInField)
    """
    width, height = maze.width, maze.height
    size = largest_field_size(width, height, view=view) if field_size is None else field_size
    problem = field_size_problem(width, height, size, view)
    if problem:
        raise PictureTooLarge(problem)
    geometry = Geometry(width, height, size, view=view)
    scene = (
        build_scene(maze, marks, geometry, solution=solution, trail=trail)
        if marks is not None
        else None
    )
    states = field_states(
        maze,
        marks.cut_off if marks is not None else (),
        trail.visited if trail is not None else (),
    )
    image = painter(geometry, fills(palette, view)).paint(
        maze,
        states,
        (0, 0, *geometry.image_size),
        shade_untouched=shade_untouched,
        palette=palette,
        openings=scene.openings if scene is not None else (),
    )
    if marks is not None and scene is not None:
        draw = ImageDraw.Draw(image)
        if scene.solution:
            points = [(int(x), int(y)) for x, y in scene.solution]
            draw.line(points, fill=INK_SOLUTION, width=round(scene.solution_width), joint="curve")
        if ends:
            inks = ((INK_GREEN, INK_START_LETTER), (INK_ORANGE, INK_END_LETTER))
            for mark, (ink, letter) in zip(
                scene.ends(palette, letters=letters), inks, strict=False
            ):
                draw_mark(draw, mark, ink, INK_OUTLINE)
                if mark.letter:
                    draw.bitmap(mark.box[:2], letter_mask(mark), fill=letter)
    if view == JUNCTIONS:
        return with_legend(image, maze, geometry, palette)
    return image


def with_legend(
    image: Image.Image, maze: MazeArray, geometry: Geometry, palette: Palette
) -> Image.Image:
    """The junctions view's picture with its legend below: the fields by their ways out."""
    legend = picture_legend(maze, geometry)
    picture = Image.new("P", (image.width, round(legend.top + legend.height)), INK_WHITE)
    picture.putpalette(image.getpalette() or [])
    picture.paste(image, (0, 0))
    draw = ImageDraw.Draw(picture)
    font = text_font(round(legend.font_size))
    pips = "pips" if palette.shapes else ""
    for entry in legend.entries:
        x0, y0, x1, y1 = entry.swatch
        swatch = Geometry(1, 1, x1 - x0 + 1, margin=0)
        rows = swatch.field_pixels(entry.walls, INK_WAYS, pips, INK_BLUE)
        picture.paste(Image.frombytes("P", (swatch.field_size,) * 2, b"".join(rows)), (x0, y0))
        draw.text((entry.text_x, entry.baseline), entry.text, fill=INK_TEXT, font=font, anchor="ls")
    return picture


def painter(geometry: Geometry, fills: list[Fill]) -> FieldPainter | BlockPainter:
    """The painter of ``geometry``'s view: of fields with their wall lines, or of blocks."""
    if geometry.blocks:
        from labyrinth.render.blocks import BlockPainter  # it builds on this module

        return BlockPainter(geometry, fills)
    return FieldPainter(geometry, fills)


class Painter(ABC):
    """Paints any part of a picture: the PNG paints the whole of it, the window the part in
    view. Each view makes the part's pixels its own way (:meth:`pixels`: fields with their
    wall lines, or blocks); the palette and the rim's openings go on them here, alike."""

    def paint(
        self,
        maze: MazeArray,
        states: bytes | bytearray,
        region: Region,
        *,
        shade_untouched: bool,
        palette: Palette,
        openings: Sequence[Box] = (),
    ) -> Image.Image:
        """The pixels of ``region`` of the picture in ``palette``: the fields in their
        ``states`` (as field_states gives them), with the rim's ``openings`` left white."""
        image = self.pixels(maze, states, region, shade_untouched)
        return finished(image, region, palette, openings)

    @abstractmethod
    def pixels(
        self, maze: MazeArray, states: bytes | bytearray, region: Region, shade_untouched: bool
    ) -> Image.Image:
        """The pixels of ``region``, by the fills' numbers, before the palette is applied."""


class FieldPainter(Painter):
    """Paints a maze's picture from the keys of its fields, a row of pixels at a time, with
    the row tables of one Geometry and list of fills (made once, for every part)."""

    def __init__(self, geometry: Geometry, fills: list[Fill]) -> None:
        self.geometry = geometry
        self.tables, self.which = geometry.row_tables(fills)

    def pixels(
        self, maze: MazeArray, states: bytes | bytearray, region: Region, shade_untouched: bool
    ) -> Image.Image:
        geometry = self.geometry
        fields = geometry.fields_in(region)
        keys = part_keys(maze, states, fields, shade_untouched=shade_untouched)
        return Image.frombytes(
            "P",
            (region[2] - region[0], region[3] - region[1]),
            b"".join(self._rows(maze.walls, keys, fields, region)),
        )

    def _rows(
        self, walls: bytes | bytearray, keys: bytes, fields: Region, region: Region
    ) -> list[bytes]:
        """Every row of pixels of ``region``: the margin, then each field's row of pixels
        joined along the block of ``fields`` (with the compact style's closing lines)."""
        geometry, tables, which = self.geometry, self.tables, self.which
        width, height, size, margin = (
            geometry.width,
            geometry.height,
            geometry.field_size,
            geometry.margin,
        )
        compact = geometry.compact
        picture_height = geometry.image_size[1]
        x0, y0, x1, y1 = fields
        left, top, right, bottom = region
        columns = x1 - x0
        # Where a row of the block's pixels begins in the picture, and what it has beside
        # its fields: the margin on the left, the closing line and margin on the right.
        start = 0 if x0 == 0 else margin + x0 * size
        head = SPACE * margin if x0 == 0 else b""
        last = x1 == width
        tail = SPACE * margin if last else b""
        cut = slice(left - start, right - start)
        blank = SPACE * (right - left)
        rows = [blank] * max(0, min(bottom, margin) - top)
        for y in range(y0, y1):
            row_keys = keys[(y - y0) * columns : (y - y0 + 1) * columns]
            east = POST if walls[(y + 1) * width - 1] & BIT_E else SPACE
            field_top = margin + y * size
            lines: dict[tuple[int, bool], bytes] = {}
            for row in range(max(0, top - field_top), min(size, bottom - field_top)):
                table = which[row]
                line = lines.get((table, row == 0))
                if line is None:
                    # The compact style closes each row with the last field's east wall line.
                    closing = (POST if row == 0 else east) if compact and last else b""
                    fields_row = b"".join(map(tables[table].__getitem__, row_keys))
                    line = (head + fields_row + closing + tail)[cut]
                    lines[table, row == 0] = line
                rows.append(line)
        south_line = margin + height * size  # the compact style's closing south line
        if compact and top <= south_line < bottom:
            south = walls[(height - 1) * width + x0 : (height - 1) * width + x1]
            closing = b"".join(POST + (POST if w & BIT_S else SPACE) * (size - 1) for w in south)
            rows.append((head + closing + (POST if last else b"") + tail)[cut])
        rows += [blank] * max(0, bottom - max(top, picture_height - margin))
        return rows


def finished(
    image: Image.Image, region: Region, palette: Palette, openings: Sequence[Box]
) -> Image.Image:
    """A painted part of a picture in ``palette``'s colours, the rim's ``openings`` in it
    left white."""
    image.putpalette([channel for colour in ink_colours(palette) for channel in colour])
    if openings:
        draw = ImageDraw.Draw(image)
        left, top = region[:2]
        for x0, y0, x1, y1 in openings:
            draw.rectangle((x0 - left, y0 - top, x1 - left, y1 - top), fill=INK_WHITE)
    return image


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


@cache
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Pillow's own scalable font (Aileron) at ``size`` pixels: no system font needed."""
    return ImageFont.load_default(size=size)


# Fonts with every letter of the three languages (Pillow's own has no ä or é), looked for by
# name in the system's font folders: DejaVu Sans (fonts-dejavu-core on Linux, as the SVG
# names it first), Arial on Windows and macOS.
TEXT_FONTS = ("DejaVuSans.ttf", "arial.ttf", "Arial.ttf")


@cache
def text_font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """A font for words at ``size`` pixels: the first of TEXT_FONTS found, else Pillow's own
    (whose missing letters are boxes, but the picture is still made)."""
    for name in TEXT_FONTS:
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    return _font(size)


# From this font size on, a letter is drawn twice, a pixel apart: bold, as in the SVG and the
# PDF (below it, the doubled strokes would run into each other).
BOLD_FROM = 14


def letter_mask(mark: MarkShape) -> Image.Image:
    """The pixels of a mark's letter over the mark's box (1 where the letter is), its inked
    pixels centred: drawn without smoothing, so they are crisp in the mark's two colours.
    The PNG and the window both draw these pixels."""
    x0, y0, x1, y1 = mark.box
    mask = Image.new("1", (x1 - x0 + 1, y1 - y0 + 1))
    draw = ImageDraw.Draw(mask)
    size = round(mark.letter_size)
    font = _font(size)
    left, top, right, bottom = draw.textbbox((0, 0), mark.letter, font=font, anchor="ls")
    strokes = 2 if size >= BOLD_FROM else 1
    x = math.floor((mask.width - left - right - strokes + 1) / 2 + 0.5)
    y = math.floor((mask.height - top - bottom) / 2 + 0.5)
    for shift in range(strokes):
        draw.text((x + shift, y), mark.letter, fill=1, font=font, anchor="ls")
    return mask


def save_png(
    maze: MazeArray,
    marks: Marks | None,
    path: str | Path,
    field_size: int | None = None,
    **look: Unpack[Look],
) -> Path:
    """Render and write the maze in the ``look``'s view to ``path`` atomically (SaveError if
    it cannot be written).

    A bad ``path`` is refused before the picture is drawn (ValueError or SaveError).
    """
    check_writable(path)
    image = render(maze, marks, field_size, **look)
    level = 4 if image.width * image.height >= FAST_ZLIB_PIXELS else 6
    return write_atomically(
        path, lambda stream: image.save(stream, format="PNG", compress_level=level)
    )
