"""A maze too big for one page, cut into tiles that join.

The fields are spread evenly over the fewest pages that hold them at the smallest printed
field: neighbouring tiles share exactly one column (or row) of fields, and both pages draw a
dashed line through the middle of it. Cut one page along its dashed line, lay the cut edge
on the neighbour's dashed line, and every wall meets its other half.

Tiles are named like the squares of a map: rows A, B, C … from the top, columns 1, 2, 3 …
from the left, so the first row reads A1, A2, A3 and the page order is the reading order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]

    from labyrinth.render.print_options import Slot

Span = tuple[int, int]  # the first field and one past the last
Place = tuple[int, int]  # column and row of a tile, from 0
JOIN_RGB = (0.85, 0.0, 0.0)  # the dashed lines and the neighbours' names
NAME_SIZE = 9


def spans(fields: int, fit: int) -> tuple[Span, ...]:
    """``fields`` cut into the fewest spans of at most ``fit`` fields, neighbours sharing one
    field, the sizes as even as can be (they differ by at most one)."""
    if fields <= fit:
        return ((0, fields),)
    if fit < 2:
        raise ValueError(f"a tile must hold two fields to share one, not {fit}")
    count = math.ceil((fields - 1) / (fit - 1))
    size, longer = divmod(fields + count - 1, count)  # the shared fields are counted twice
    result = []
    first = 0
    for index in range(count):
        end = first + size + (1 if index < longer else 0)
        result.append((first, end))
        first = end - 1
    return tuple(result)


def row_name(index: int) -> str:
    """A, B, …, Z, AA, AB, … for the rows 0, 1, 2 …"""
    name = ""
    index += 1
    while index:
        index, letter = divmod(index - 1, 26)
        name = chr(ord("A") + letter) + name
    return name


@dataclass(frozen=True)
class Tiles:
    """Which fields each page of a split maze shows: spans of columns and of rows."""

    columns: tuple[Span, ...]
    rows: tuple[Span, ...]

    @classmethod
    def cut(cls, width: int, height: int, fit_across: int, fit_down: int) -> Tiles:
        return cls(spans(width, fit_across), spans(height, fit_down))

    @property
    def across(self) -> int:
        return len(self.columns)

    @property
    def down(self) -> int:
        return len(self.rows)

    @property
    def count(self) -> int:
        return self.across * self.down

    def places(self) -> list[Place]:
        """Every tile in reading order: the first row left to right, then the next."""
        return [(column, row) for row in range(self.down) for column in range(self.across)]

    def name(self, place: Place) -> str:
        column, row = place
        return f"{row_name(row)}{column + 1}"

    def largest(self) -> tuple[int, int]:
        """Columns and rows of the largest tile: what the page must hold."""
        return (
            max(end - first for first, end in self.columns),
            max(end - first for first, end in self.rows),
        )


def draw_joins(
    canvas: Canvas, tiles: Tiles, place: Place, left: float, top: float, field: float
) -> None:
    """The dashed line through the middle of each field column or row shared with a
    neighbour, and the neighbour's name beyond the maze's edge there. ``left`` and ``top``
    are the tile's corner on the page, ``field`` a field's size (points)."""
    column, row = place
    first_x, end_x = tiles.columns[column]
    first_y, end_y = tiles.rows[row]
    right, bottom = left + (end_x - first_x) * field, top - (end_y - first_y) * field
    reach = 4  # points beyond the maze, so the line shows where the cut begins
    middle_x, middle_y = (left + right) / 2, (top + bottom) / 2
    canvas.saveState()
    canvas.setStrokeColorRGB(*JOIN_RGB)
    canvas.setFillColorRGB(*JOIN_RGB)
    canvas.setLineWidth(0.8)
    canvas.setDash(3, 2)
    canvas.setFont("Helvetica-Bold", NAME_SIZE)
    if column > 0:
        x = left + field / 2
        canvas.line(x, top + reach, x, bottom - reach)
        name = tiles.name((column - 1, row))
        canvas.drawRightString(left - 2 * reach, middle_y - NAME_SIZE / 3, name)
    if column + 1 < tiles.across:
        x = right - field / 2
        canvas.line(x, top + reach, x, bottom - reach)
        canvas.drawString(
            right + 2 * reach, middle_y - NAME_SIZE / 3, tiles.name((column + 1, row))
        )
    if row > 0:
        y = top - field / 2
        canvas.line(left - reach, y, right + reach, y)
        canvas.drawCentredString(middle_x, top + 1.5 * reach, tiles.name((column, row - 1)))
    if row + 1 < tiles.down:
        y = bottom + field / 2
        canvas.line(left - reach, y, right + reach, y)
        canvas.drawCentredString(
            middle_x, bottom - 2 * reach - NAME_SIZE, tiles.name((column, row + 1))
        )
    canvas.restoreState()


@dataclass(frozen=True)
class TileMap:
    """The pages as a small grid of squares shaped like the tiles, in the top right of a
    box: its left edge (the text beside it keeps clear), top and squares' size."""

    left: float
    top: float
    cell_width: float
    cell_height: float

    def cell(self, tile: Place) -> Slot:
        """The square of ``tile``: its left, bottom, width and height."""
        column, row = tile
        x, y = self.left + column * self.cell_width, self.top - (row + 1) * self.cell_height
        return x, y, self.cell_width, self.cell_height

    @property
    def letter_size(self) -> float:
        """The size of the tiles' names in their squares."""
        return min(7.0, self.cell_height * 0.45, self.cell_width / 2.2)


def tile_map(tiles: Tiles, box: Slot) -> TileMap:
    """The map of ``tiles`` with its squares as large as ``box`` allows."""
    left, bottom, width, height = box
    columns, rows = tiles.largest()
    cell = min(width / (tiles.across * columns), height / (tiles.down * rows))
    cell_width, cell_height = cell * columns, cell * rows
    return TileMap(
        left + width - tiles.across * cell_width, bottom + height, cell_width, cell_height
    )


def draw_map(canvas: Canvas, tiles: Tiles, place: Place, layout: TileMap) -> None:
    """The pages as a small grid of named squares, this page's shaded."""
    size = layout.letter_size
    canvas.saveState()
    canvas.setLineWidth(0.5)
    canvas.setStrokeColorRGB(0.3, 0.3, 0.3)
    for tile in tiles.places():
        x, y, cell_width, cell_height = layout.cell(tile)
        shaded = tile == place
        canvas.setFillColorRGB(*((0.75, 0.75, 0.75) if shaded else (1, 1, 1)))
        canvas.rect(x, y, cell_width, cell_height, stroke=1, fill=1)
        if size >= 3:  # smaller letters would not print readably
            canvas.setFillColorRGB(0, 0, 0)
            canvas.setFont("Helvetica-Bold" if shaded else "Helvetica", size)
            canvas.drawCentredString(
                x + cell_width / 2, y + (cell_height - size * 0.7) / 2, tiles.name(tile)
            )
    canvas.restoreState()
