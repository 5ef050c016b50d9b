"""Where every pixel of a maze picture goes; shared by the PNG and the window.

The book draws each field's own walls on the field's own edge pixels (``drawMazeField``):
a field of 24 pixels has its north wall on its top row and its east wall on its right
column, so a wall between two fields shows as a double line and the outer rim as a single
one. Below 4 pixels a field that style leaves no room for the path, so small fields share
one line between neighbours instead (the compact style), which works down to 2 pixels.

The book's other picture of a maze (its "alternative graphical representation", the blocks
view) is the compact style with thick lines: a grid of (2W + 1) × (2H + 1) squares of one
size, where every field is a square, every wall a square between two fields, and every corner
a square. A field and the wall beside it then share the field size, so a square is half of it
and a maze takes nearly the same room in either view.
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
# The junctions view's fills: the first of five inks, for fields with 0 to 4 ways out. A fill of
# this ink stands for all five: each field takes the one of its own number (Geometry.field_pixels).
INK_WAYS = len(PALETTE) + 7
# The words of a legend under a picture: black or white, whichever stands out from the ground.
INK_TEXT = INK_WAYS + 5

# How a maze is drawn (labyrinth.render.views names them for the user): the book's wall lines,
# the book's blocks, or the wall lines with each field filled by its number of ways out.
WALLS, BLOCKS, JUNCTIONS = "walls", "blocks", "junctions"
VIEWS = (WALLS, BLOCKS, JUNCTIONS)

# Left, top, right, bottom pixel, all inclusive.
Box = tuple[int, int, int, int]
# A part of a picture as Pillow crops it: left, top, right, bottom, the last two exclusive.
Region = tuple[int, int, int, int]


@dataclass(frozen=True)
class Geometry:
    """The pixel layout of a ``width`` × ``height`` maze with square fields of ``field_size``,
    drawn as ``view`` shows it. In the blocks view the field size is even (an odd one is
    taken one smaller): a field's square and its wall's square are half of it each."""

    width: int
    height: int
    field_size: int = BOOK_FIELD_SIZE
    margin: int = MARGIN
    view: str = WALLS

    def __post_init__(self) -> None:
        if self.blocks and self.field_size % 2:
            object.__setattr__(self, "field_size", max(MIN_FIELD_SIZE, self.field_size - 1))

    @property
    def blocks(self) -> bool:
        """The book's blocks: fields, walls and corners as squares of one size."""
        return self.view == BLOCKS

    @property
    def compact(self) -> bool:
        """Neighbours share the wall between them (small fields, and the blocks view)."""
        return self.blocks or self.field_size < COMPACT_BELOW

    @property
    def line(self) -> int:
        """How thick a wall is: one pixel, or in the blocks view a square's side."""
        return self.field_size // 2 if self.blocks else 1

    @property
    def room(self) -> int:
        """The size that marks over a field are made for: the field size, or in the blocks
        view a square's (a mark made for the field size would cover the walls there)."""
        return self.line if self.blocks else self.field_size

    @property
    def image_size(self) -> tuple[int, int]:
        """Width and height of the picture. Java: MazeGraphs.getRectWidth, getRectHeight"""
        extra = self.line if self.compact else 0  # the closing east and south line
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
        first = self.line
        last = self.field_size - 1 if self.compact else self.field_size - 2
        return left + first, top + first, left + last, top + last

    def mark(self, x: int, y: int) -> Box:
        """The centred square of half the field size for the start and end marks (in the
        blocks view the field's whole square).

        Java: MazeGraphs.drawMarkInField
        """
        if self.blocks:
            return self.interior(x, y)
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

    def walled_box(self, x: int, y: int) -> Box:
        """Field ``(x | y)`` with every wall round it: its box, and where neighbours share
        their walls (the compact style, the blocks view) the line east and south of it too."""
        left, top, right, bottom = self.field_box(x, y)
        if self.compact:
            return left, top, right + self.line, bottom + self.line
        return left, top, right, bottom

    def wall_lines(self, x: int, y: int, walls: int) -> list[Box]:
        """The lines field ``(x | y)`` draws for its walls (north, east, south, west bits).

        In the book style each field draws all four of its own walls; in the compact style
        a field draws its north and west line and the post between them, and its east and
        south walls are the west and north lines of its neighbours (or the closing rim).
        In the blocks view these lines are a square thick.
        """
        left, top, right, bottom = self.field_box(x, y)
        if self.compact:
            thick = self.line - 1
            lines = [(left, top, left + thick, top + thick)]
            if walls & BIT_N:
                lines.append((left + thick + 1, top, right, top + thick))
            if walls & BIT_W:
                lines.append((left, top + thick + 1, left + thick, bottom))
            return lines
        sides = (
            (BIT_N, (left, top, right, top)),
            (BIT_E, (right, top, right, bottom)),
            (BIT_S, (left, bottom, right, bottom)),
            (BIT_W, (left, top, left, bottom)),
        )
        return [line for bit, line in sides if walls & bit]

    def side_lines(self, x: int, y: int, walls: int) -> list[Box]:
        """The line of each side of field ``(x | y)`` in ``walls`` (north, east, south, west
        bits), in every style, without the posts: what a wall lit up over the picture
        covers. (In the compact style and the blocks view the east and south ones are
        drawn by the neighbours, or the closing rim.)"""
        if not self.compact:
            return self.wall_lines(x, y, walls)
        left, top, right, bottom = self.field_box(x, y)
        thick = self.line
        sides = (
            (BIT_N, (left + thick, top, right, top + thick - 1)),
            (BIT_E, (right + 1, top + thick, right + thick, bottom)),
            (BIT_S, (left + thick, bottom + 1, right, bottom + thick)),
            (BIT_W, (left, top + thick, left + thick - 1, bottom)),
        )
        return [line for bit, line in sides if walls & bit]

    def opening(self, x: int, y: int, side: str) -> Box:
        """The rim pixels to leave white for an entrance or exit on ``side`` of ``(x | y)``.

        The corner pixels stay, so the neighbouring wall lines keep their ends.
        """
        if self.compact:  # the east and south rim are the closing lines beyond the field
            (line,) = self.side_lines(x, y, {"N": BIT_N, "E": BIT_E, "S": BIT_S, "W": BIT_W}[side])
            return line
        left, top, right, bottom = self.field_box(x, y)
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

    def mark_box(self, x: int, y: int, least: int = MIN_MARK) -> Box:
        """The start or end mark as drawn: the book's square, or ``least`` pixels centred on
        the field's inside where that square would be smaller (MIN_MARK reaches over the
        walls of the smallest fields; a printed worksheet asks for more, see its PRINTED_MARK)."""
        box = self.mark(x, y)
        if box[2] - box[0] + 1 >= least:
            return box
        left, top, right, _bottom = self.interior(x, y)
        offset = (right - left + 1 - least) // 2
        return (
            left + offset,
            top + offset,
            left + offset + least - 1,
            top + offset + least - 1,
        )

    @property
    def pattern_cell(self) -> Geometry:
        """Where the fills' dots repeat: a field, or in the blocks view each square."""
        return Geometry(1, 1, self.line, margin=0) if self.blocks else self

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

    def pips(self, ways: int) -> list[Box]:
        """The junctions view's pips of a field with ``ways`` ways out (0 to 4), relative to
        its top-left pixel, inside its walls: one a way out, as on a die (one in the middle,
        three on a diagonal, four in the corners); none on a corridor, the ordinary field."""
        left, _top = self.field_origin(0, 0)
        first, _first, last, _last = self.interior(0, 0)
        first, last = first - left, last - left
        room = last - first + 1
        size = max(1, (room + 3) // 6)
        gap = max(0, (room - 3 * size) // 4)
        low, middle, high = first + gap, first + (room - size) // 2, last - gap - size + 1
        places = {
            0: (),
            1: ((middle, middle),),
            2: (),
            3: ((low, low), (middle, middle), (high, high)),
            4: ((low, low), (high, low), (low, high), (high, high)),
        }[ways]
        return [(x, y, x + size - 1, y + size - 1) for x, y in places]

    def field_pixels(
        self, walls: int, fill: int, pattern: str = "", ink: int = INK_BLUE
    ) -> list[bytes]:
        """Palette pixels of one field's box, row by row: ``fill`` everywhere but on its wall
        lines, and the ``pattern`` ("dots", "hatch" or "pips": one a way out) in ``ink``
        inside the walls, or with INSIDE the whole inside (``interior``) in ``ink``. A
        ``fill`` of INK_WAYS is the ink of the field's ways out."""
        size = self.field_size
        if fill == INK_WAYS:
            fill += ways_out(walls)
        grid = [bytearray([fill]) * size for _ in range(size)]
        left, top = self.field_origin(0, 0)
        if pattern == INSIDE:  # at every size: what a square over the field would cover
            x0, y0, x1, y1 = self.interior(0, 0)
            for row in grid[y0 - top : y1 - top + 1]:
                row[x0 - left : x1 - left + 1] = bytes([ink]) * (x1 - x0 + 1)
        elif pattern and self.patterned:
            if pattern in ("dots", "pips"):
                boxes = self.dots() if pattern == "dots" else self.pips(ways_out(walls))
                for x0, y0, x1, y1 in boxes:
                    for row in grid[y0 : y1 + 1]:
                        row[x0 : x1 + 1] = bytes([ink]) * (x1 - x0 + 1)
            else:
                step = self.pattern_step
                for y in range(1, size - 1):
                    for x in range(1, size - 1):
                        if (x + y) % step == step // 2:
                            grid[y][x] = ink
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


# How a state fills a field: the fill's ink, a pattern ("", "dots", "hatch", "pips", INSIDE) and
# its ink.
Fill = tuple[int, str, int]
# The pattern that fills a field's whole inside with its ink (a mark over the field).
INSIDE = "inside"


def ways_out(walls: int) -> int:
    """How many of a field's four sides have no wall (0: walled in, 1: a dead end, 2: a
    corridor, 3: a junction, 4: a crossroads)."""
    return 4 - bin(walls & 15).count("1")


# For each number of ways out, a translate table: 1 where a wall byte has that many.
IS_WAYS = tuple(bytes(int(ways_out(value) == ways) for value in range(256)) for ways in range(5))


def largest_field_size(
    width: int, height: int, limit: int = BOOK_FIELD_SIZE, view: str = WALLS
) -> int:
    """The book's 24 pixels, or less so the picture stays within MAX_PIXELS (at least 2)."""
    for size in range(limit, MIN_FIELD_SIZE, -1):
        picture_width, picture_height = Geometry(width, height, size, view=view).image_size
        if picture_width * picture_height <= MAX_PIXELS:
            return size
    return MIN_FIELD_SIZE


class PictureTooLarge(MessageError, ValueError):
    """The asked field size would make a picture beyond MAX_PIXELS or outside the allowed sizes;
    its sentence is translated when shown."""


def field_size_problem(
    width: int, height: int, field_size: int, view: str = WALLS
) -> Message | None:
    """One sentence on why ``field_size`` cannot be used for this maze in ``view``, or None."""
    whole = isinstance(field_size, int) and not isinstance(field_size, bool)
    if not whole or not MIN_FIELD_SIZE <= field_size <= MAX_FIELD_SIZE:
        return Message(
            N_("Field size {size} cannot be drawn: use {low} to {high} pixels."),
            size=field_size if whole else repr(field_size),
            low=MIN_FIELD_SIZE,
            high=MAX_FIELD_SIZE,
        )
    picture_width, picture_height = Geometry(width, height, field_size, view=view).image_size
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
            fit=largest_field_size(width, height, MAX_FIELD_SIZE, view),
        )
    return None
