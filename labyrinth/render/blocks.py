"""The book's blocks: a maze as a grid of (2W + 1) × (2H + 1) squares of one size, painted
row by row.

The Wikibook closes with its mazes "in alternative graphical representation": every field a
square, every wall between two fields a square of the same size, every corner a square. A
square of a wall is filled where the wall stands; a corner always; an excluded field is
rock like the walls. A field's square takes the fill of its state (cut off, visited, not
reached yet) and an open passage between two fields the fill they share (plain where they
differ), so a cut-off region reads as one area.

Each row of squares is worked out a row of fields at a time with byte operations (no Python
step per square), then drawn as rows of pixels joined from each square's pixels, as the
FieldPainter draws the book's fields.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import Image

from labyrinth.render.geometry import INK_BLUE, Fill, Geometry, Region
from labyrinth.render.png import EXCLUDED, PLAIN, SPACE, UNTOUCHED, Painter
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W

if TYPE_CHECKING:
    from labyrinth.maze_array import MazeArray

# A square's key: 0 a wall (or corner, or excluded field), 1 + n the fill of state n.
WALL = 0
# States are kept as 16 × state (png.field_states): their number times two, for a key.
_DOUBLED = bytes(2 * (value >> 4) & 0x0E for value in range(256))


def _has(bit: int) -> bytes:
    """A translate table: 1 where a wall byte has ``bit``, else 0."""
    return bytes(1 if value & bit else 0 for value in range(256))


_HAS = {bit: _has(bit) for bit in (BIT_N, BIT_E, BIT_S, BIT_W)}


def _passage(combined: int) -> int:
    """The key of a square between two fields, from ``wall + 2 × one state + 16 × other``:
    the wall, the state the two fields share, or the plain fill where they differ."""
    if combined & 1:
        return WALL
    one, other = (combined >> 1) & 7, combined >> 4
    return 1 + (one if one == other else PLAIN)


# A state from 8 on (the window's marks of single fields) is never taken for the other side's,
# which the doubling keeps to its low three bits: a passage beside such a field is plain.
_PASSAGE = bytes(_passage(value) for value in range(256))


def _field(key: int, shade_untouched: bool) -> int:
    """The key of a field's square from its walls + 16 × its state."""
    state = key >> 4
    if state == EXCLUDED:
        return WALL
    if shade_untouched and state == PLAIN and key & ALL_SIDES == ALL_SIDES:
        return 1 + UNTOUCHED
    return 1 + state


_FIELD = {shade: bytes(_field(key, shade) for key in range(256)) for shade in (False, True)}


def _sum(*parts: bytes | bytearray) -> bytes:
    """The bytes of ``parts`` added place by place (no place may pass 255)."""
    total = sum(int.from_bytes(part, "big") for part in parts)
    return total.to_bytes(len(parts[0]), "big")


class BlockPainter(Painter):
    """Paints any part of a blocks picture, a row of pixels at a time, with the squares of
    one Geometry (of the blocks view) and list of fills (png.fills): a Painter as
    png.FieldPainter is, for the PNG and the window's tiles."""

    def __init__(self, geometry: Geometry, fills: list[Fill]) -> None:
        self.geometry = geometry
        side = geometry.line
        wall = [bytes([INK_BLUE]) * side] * side
        pixels = [wall] + [_square_pixels(geometry.pattern_cell, fill) for fill in fills]
        self.tables: list[tuple[bytes, ...]] = []
        self.which: list[int] = []
        for row in range(side):
            table = tuple(rows[row] for rows in pixels)
            if table not in self.tables:
                self.tables.append(table)
            self.which.append(self.tables.index(table))
        # Squares of one pixel (fields of 2 and 3 pixels, a big maze's): a row of keys is its
        # row of pixels once translated, without a join.
        first = self.tables[0]
        self.pixel_of = bytes(first[key][0] if key < len(first) else 0 for key in range(256))

    def pixels(
        self, maze: MazeArray, states: bytes | bytearray, region: Region, shade_untouched: bool
    ) -> Image.Image:
        """The squares of the fields of ``region`` in their ``states``."""
        geometry = self.geometry
        side, margin = geometry.line, geometry.margin
        left, top, right, bottom = region
        columns, rows = 2 * geometry.width + 1, 2 * geometry.height + 1
        c0, c1 = _span(left, right, side, margin, columns)
        r0, r1 = _span(top, bottom, side, margin, rows)
        x0, x1 = c0 // 2, c1 // 2  # the fields whose squares reach columns c0 to c1 - 1
        start = 0 if c0 == 0 else margin + c0 * side
        head = SPACE * margin if c0 == 0 else b""
        tail = SPACE * margin if c1 == columns else b""
        cut = slice(left - start, right - start)
        blank = SPACE * (right - left)
        lines = [blank] * max(0, min(bottom, margin) - top)
        for r in range(r0, r1):
            keys = self.square_keys(maze, states, r, x0, x1, shade_untouched)
            keys = keys[c0 - 2 * x0 : c1 - 2 * x0]
            square_top = margin + r * side
            joined: dict[int, bytes] = {}
            for row in range(max(0, top - square_top), min(side, bottom - square_top)):
                table = self.which[row]
                line = joined.get(table)
                if line is None:
                    if side == 1:
                        squares = bytes(keys).translate(self.pixel_of)
                    else:
                        squares = b"".join(map(self.tables[table].__getitem__, keys))
                    line = joined[table] = (head + squares + tail)[cut]
                lines.append(line)
        picture_height = geometry.image_size[1]
        lines += [blank] * max(0, bottom - max(top, picture_height - margin))
        return Image.frombytes("P", (right - left, bottom - top), b"".join(lines))

    def square_keys(
        self,
        maze: MazeArray,
        states: bytes | bytearray,
        r: int,
        x0: int,
        x1: int,
        shade_untouched: bool,
    ) -> bytearray:
        """The keys of row ``r`` of squares from column 2 × x0 to 2 × x1, both included."""
        width, height = maze.width, maze.height
        walls = maze.walls
        count = x1 - x0
        keys = bytearray(2 * count + 1)  # WALL: the corners of an even row stay so
        y = r // 2
        if r % 2 == 0:  # corners, and the walls between field row y - 1 and row y
            if count:
                row, bit = (y * width, BIT_N) if y < height else ((height - 1) * width, BIT_S)
                below = states[row + x0 : row + x1]
                above = states[row - width + x0 : row - width + x1] if 0 < y < height else below
                keys[1::2] = _between(walls[row + x0 : row + x1].translate(_HAS[bit]), above, below)
            return keys
        row = y * width
        own = walls[row + x0 : row + x1]
        keys[1::2] = _sum(own, states[row + x0 : row + x1]).translate(_FIELD[shade_untouched])
        # the walls west of fields x0 to x1 (east of the last field where x1 is the width)
        end = min(x1 + 1, width)
        bits = walls[row + x0 : row + end].translate(_HAS[BIT_W])
        east = states[row + x0 : row + end]
        west = states[row + x0 - 1 : row + end - 1] if x0 else states[row : row + 1] + east[:-1]
        if x1 == width:
            bits += bytes([1 if walls[row + width - 1] & BIT_E else 0])
            west += states[row + width - 1 : row + width]
            east += states[row + width - 1 : row + width]
        keys[0::2] = _between(bits, west, east)
        return keys


def _square_pixels(square: Geometry, fill: Fill) -> list[bytes]:
    """A square's pixel rows: its fill, with its pattern where the square is large enough
    (as a field of the book's style without walls has them)."""
    side = square.field_size
    if square.compact:  # too small for a pattern (and the compact style adds a post)
        return [bytes([fill[0]]) * side] * side
    return square.field_pixels(0, *fill)


def _between(walls: bytes | bytearray, one: bytes | bytearray, other: bytes | bytearray) -> bytes:
    """The keys of the squares between fields: 1 in ``walls`` where a wall stands, and the
    states (16 × state) of the fields on either side."""
    return _sum(walls, one.translate(_DOUBLED), other).translate(_PASSAGE)


def _span(low: int, high: int, side: int, margin: int, count: int) -> tuple[int, int]:
    """The first and one-past-last square of ``count`` whose pixels reach from ``low`` to
    ``high`` (not included)."""
    first = min(count, max(0, (low - margin) // side))
    return first, min(count, max(first, -((margin - high) // side)))
