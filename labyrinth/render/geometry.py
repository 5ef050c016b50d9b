"""Where every pixel of a maze picture goes; shared by the PNG and the window.

The book draws each field's own walls on the field's own edge pixels (``drawMazeField``):
a field of 24 pixels has its north wall on its top row and its east wall on its right
column, so a wall between two fields shows as a double line and the outer rim as a single
one. Below 4 pixels a field that style leaves no room for the path, so small fields share
one line between neighbours instead (the compact style), which works down to 2 pixels.
"""

from __future__ import annotations

from dataclasses import dataclass

from labyrinth.i18n import N_, Message, MessageError
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W

BOOK_FIELD_SIZE = 24
MARGIN = 15
MIN_FIELD_SIZE = 2
MAX_FIELD_SIZE = 96
COMPACT_BELOW = 4
# The smallest start or end mark in pixels, so it shows even in a picture of tiny fields.
MIN_MARK = 10
# The smallest field that shows dots and hatching; smaller fields show the fill alone.
PATTERN_FROM = 6
# The largest picture written (below Pillow's 89-megapixel safety limit for reading it back).
MAX_PIXELS = 80_000_000

# The book's colours (java.awt.Color), in palette order; a picture takes the colour of each
# ink from its palette (png.ink_colours), the book's palette these.
WHITE = (255, 255, 255)
BLUE = (0, 0, 255)
LIGHT_GREY = (192, 192, 192)
GREEN = (0, 255, 0)
ORANGE = (255, 200, 0)
RED = (255, 0, 0)
# Fields the walk has not reached yet, while a build is watched: a pale blue, lighter than the grey
# of excluded fields, so the two stay apart.
SHADE = (222, 236, 250)
# Fields waiting at the edge of a growing maze (Prim, growing tree, ...).
FRONTIER_TINT = (198, 236, 198)
# Fields on a random walk that may still be erased (Wilson).
WALK_TINT = (255, 196, 196)
PALETTE = (WHITE, BLUE, LIGHT_GREY, GREEN, ORANGE, RED, SHADE, FRONTIER_TINT, WALK_TINT)
INK_WHITE, INK_BLUE, INK_GREY, INK_GREEN, INK_ORANGE, INK_RED, INK_SHADE, INK_FRONTIER, INK_WALK = (
    range(len(PALETTE))
)
# Inks beyond the book's: their colours come from the palette of the picture.
INK_CUT_OFF, INK_VISITED, INK_PATTERN, INK_OUTLINE, INK_SOLUTION = range(
    len(PALETTE), len(PALETTE) + 5
)
# The letters on the start and end marks: black or white, whichever stands out from the mark.
INK_START_LETTER, INK_END_LETTER = range(len(PALETTE) + 5, len(PALETTE) + 7)

# Left, top, right, bottom pixel, all inclusive.
Box = tuple[int, int, int, int]
# A part of a picture as Pillow crops it: left, top, right, bottom, the last two exclusive.
Region = tuple[int, int, int, int]


@dataclass(frozen=True)
class Geometry:
    """The pixel layout of a ``width`` × ``height`` maze with square fields of ``field_size``."""

    width: int
    height: int
    field_size: int = BOOK_FIELD_SIZE
    margin: int = MARGIN

    @property
    def compact(self) -> bool:
        return self.field_size < COMPACT_BELOW

    @property
    def image_size(self) -> tuple[int, int]:
        """Width and height of the picture. Java: MazeGraphs.getRectWidth, getRectHeight"""
        extra = 1 if self.compact else 0  # the compact style's closing east and south line
        return (
            2 * self.margin + self.width * self.field_size + extra,
            2 * self.margin + self.height * self.field_size + extra,
        )

    def field_origin(self, x: int, y: int) -> tuple[int, int]:
        """The top-left pixel of field ``(x | y)``.

        Java: MazeGraphs.getLeftEdge, MazeGraphs.getUpperEdge
        """
        return self.margin + x * self.field_size, self.margin + y * self.field_size

    def interior(self, x: int, y: int) -> Box:
        """The field inside its walls: where an excluded field is filled grey."""
        left, top = self.field_origin(x, y)
        last = self.field_size - 1 if self.compact else self.field_size - 2
        return left + 1, top + 1, left + last, top + last

    def mark(self, x: int, y: int) -> Box:
        """The centred square of half the field size for the start and end marks.

        Java: MazeGraphs.drawMarkInField
        """
        left, top = self.field_origin(x, y)
        if self.compact:
            inner = self.field_size - 1
            size = max(1, inner // 2)
            offset = 1 + (inner - size) // 2
        else:
            size = self.field_size // 2
            offset = (self.field_size - size) // 2
        return left + offset, top + offset, left + offset + size - 1, top + offset + size - 1

    def field_box(self, x: int, y: int) -> Box:
        """All pixels that belong to field ``(x | y)``: its interior and the lines it draws."""
        left, top = self.field_origin(x, y)
        return left, top, left + self.field_size - 1, top + self.field_size - 1

    def wall_lines(self, x: int, y: int, walls: int) -> list[Box]:
        """The lines field ``(x | y)`` draws for its walls (north, east, south, west bits).

        In the book style each field draws all four of its own walls; in the compact style
        a field draws its north and west line and the post between them, and its east and
        south walls are the west and north lines of its neighbours (or the closing rim).
        """
        left, top, right, bottom = self.field_box(x, y)
        if self.compact:
            lines = [(left, top, left, top)]
            if walls & BIT_N:
                lines.append((left + 1, top, right, top))
            if walls & BIT_W:
                lines.append((left, top + 1, left, bottom))
            return lines
        sides = (
            (BIT_N, (left, top, right, top)),
            (BIT_E, (right, top, right, bottom)),
            (BIT_S, (left, bottom, right, bottom)),
            (BIT_W, (left, top, left, bottom)),
        )
        return [line for bit, line in sides if walls & bit]

    def opening(self, x: int, y: int, side: str) -> Box:
        """The rim pixels to leave white for an entrance or exit on ``side`` of ``(x | y)``.

        The corner pixels stay, so the neighbouring wall lines keep their ends.
        """
        left, top, right, bottom = self.field_box(x, y)
        if self.compact:  # the east and south rim are the closing lines beyond the field
            right, bottom = right + 1, bottom + 1
        return {
            "N": (left + 1, top, right - 1, top),
            "S": (left + 1, bottom, right - 1, bottom),
            "W": (left, top + 1, left, bottom - 1),
            "E": (right, top + 1, right, bottom - 1),
        }[side]

    def fields_in(self, region: Region) -> Region:
        """The fields whose pixels a part of the picture shows: first and one-past-last
        column and row, clipped to the grid (empty where the part is all margin)."""
        left, top, right, bottom = region
        size, margin = self.field_size, self.margin

        def span(low: int, high: int, count: int) -> tuple[int, int]:
            first = min(count, max(0, (low - margin) // size))
            return first, min(count, max(first, -((margin - high) // size)))

        (x0, x1), (y0, y1) = span(left, right, self.width), span(top, bottom, self.height)
        return x0, y0, x1, y1

    def field_at_pixel(self, px: int, py: int) -> tuple[int, int] | None:
        """The field under a pixel, or None in the margin."""
        x, y = (px - self.margin) // self.field_size, (py - self.margin) // self.field_size
        if px < self.margin or py < self.margin or x >= self.width or y >= self.height:
            return None
        return x, y

    def mark_box(self, x: int, y: int) -> Box:
        """The start or end mark as drawn: the book's square, or MIN_MARK pixels centred on
        the field where that square would be smaller (it then reaches over the walls)."""
        box = self.mark(x, y)
        if box[2] - box[0] + 1 >= MIN_MARK:
            return box
        left, top = self.field_origin(x, y)
        if self.compact:
            offset = 1 + (self.field_size - 1 - MIN_MARK) // 2
        else:
            offset = (self.field_size - MIN_MARK) // 2
        return (
            left + offset,
            top + offset,
            left + offset + MIN_MARK - 1,
            top + offset + MIN_MARK - 1,
        )

    @property
    def patterned(self) -> bool:
        """Whether fields are large enough to show dots and hatching (else: the fill alone)."""
        return self.field_size >= PATTERN_FROM

    @property
    def pattern_step(self) -> int:
        """Pixels from one dot (or hatching line) to the next."""
        return max(3, self.field_size // 4)

    def dots(self) -> list[Box]:
        """The dots of a cut-off field, relative to its top-left pixel, inside its walls."""
        step, size = self.pattern_step, 1 if self.field_size < 16 else 2
        first = (step - size) // 2
        places = [p for p in range(first, self.field_size) if (p - first) % step == 0]
        places = [p for p in places if p >= 1 and p + size <= self.field_size - 1]
        return [(x, y, x + size - 1, y + size - 1) for y in places for x in places]

    def field_pixels(
        self, walls: int, fill: int, pattern: str = "", ink: int = INK_BLUE
    ) -> list[bytes]:
        """Palette pixels of one field's box, row by row: ``fill`` everywhere but on its wall
        lines, and the ``pattern`` ("dots" or "hatch") in ``ink`` inside the walls."""
        size = self.field_size
        grid = [bytearray([fill]) * size for _ in range(size)]
        if pattern and self.patterned:
            if pattern == "dots":
                for x0, y0, x1, y1 in self.dots():
                    for row in grid[y0 : y1 + 1]:
                        row[x0 : x1 + 1] = bytes([ink]) * (x1 - x0 + 1)
            else:
                step = self.pattern_step
                for y in range(1, size - 1):
                    for x in range(1, size - 1):
                        if (x + y) % step == step // 2:
                            grid[y][x] = ink
        left, top = self.field_origin(0, 0)
        for x0, y0, x1, y1 in self.wall_lines(0, 0, walls):
            for row in grid[y0 - top : y1 - top + 1]:
                row[x0 - left : x1 - left + 1] = bytes([INK_BLUE]) * (x1 - x0 + 1)
        return [bytes(row) for row in grid]

    def row_tables(self, fills: list[Fill]) -> tuple[list[tuple[bytes, ...]], list[int]]:
        """The pixels of every field row, for each key ``walls + 16 × fill number``: the
        distinct tables, and for each pixel row of a field which table draws it.

        A picture row is a table's entries joined along a row of fields, so a whole maze
        is drawn with a few joins per field row instead of one drawing call per wall.
        """
        fields = [self.field_pixels(walls, *fill) for fill in fills for walls in range(16)]
        tables: list[tuple[bytes, ...]] = []
        which: list[int] = []
        for row in range(self.field_size):
            table = tuple(pixels[row] for pixels in fields)
            if table not in tables:
                tables.append(table)
            which.append(tables.index(table))
        return tables, which


# How a state fills a field: the fill's ink, a pattern ("", "dots", "hatch") and its ink.
Fill = tuple[int, str, int]


def largest_field_size(width: int, height: int, limit: int = BOOK_FIELD_SIZE) -> int:
    """The book's 24 pixels, or less so the picture stays within MAX_PIXELS (at least 2)."""
    for size in range(limit, MIN_FIELD_SIZE, -1):
        picture_width, picture_height = Geometry(width, height, size).image_size
        if picture_width * picture_height <= MAX_PIXELS:
            return size
    return MIN_FIELD_SIZE


class PictureTooLarge(MessageError, ValueError):
    """The asked field size would make a picture beyond MAX_PIXELS or outside the allowed sizes;
    its sentence is translated when shown."""


def field_size_problem(width: int, height: int, field_size: int) -> Message | None:
    """One sentence on why ``field_size`` cannot be used for this maze, or None."""
    whole = isinstance(field_size, int) and not isinstance(field_size, bool)
    if not whole or not MIN_FIELD_SIZE <= field_size <= MAX_FIELD_SIZE:
        return Message(
            N_("Field size {size} cannot be drawn: use {low} to {high} pixels."),
            size=field_size if whole else repr(field_size),
            low=MIN_FIELD_SIZE,
            high=MAX_FIELD_SIZE,
        )
    picture_width, picture_height = Geometry(width, height, field_size).image_size
    if picture_width * picture_height > MAX_PIXELS:
        return Message(
            N_(
                "A field size of {size} pixels makes a picture of {pw} × {ph} pixels, more than "
                "{limit} megapixels: use a field size of {fit} or less."
            ),
            size=field_size,
            pw=picture_width,
            ph=picture_height,
            limit=MAX_PIXELS // 1_000_000,
            fit=largest_field_size(width, height, MAX_FIELD_SIZE),
        )
    return None
