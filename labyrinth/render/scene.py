"""A built maze as vector shapes in the pixel coordinates of the PNG.

SVG and PDF draw these shapes and the PNG draws the same marks, all on one Geometry, so
every format shows the walls where the window does. Wall lines are merged into runs along a
row or column of fields (one line for many walls): few elements, crisp when printed. In the
blocks view the runs are a square thick and are filled; in the junctions view each field of
the maze is filled by its number of ways out.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, TypedDict

from labyrinth.analysis import shortest_path
from labyrinth.i18n import _
from labyrinth.render.geometry import IS_WAYS, JUNCTIONS, MIN_MARK, Box, Geometry
from labyrinth.render.palettes import Colour, Palette, Segment, hatch, text_colour_on
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W

if TYPE_CHECKING:
    from labyrinth.build import Marks
    from labyrinth.maze_array import MazeArray

Point = tuple[float, float]
_RUN = re.compile(b"\x01+")


def _has(bit: int) -> bytes:
    """A translate table: 1 where a wall byte has ``bit``, else 0."""
    return bytes(1 if value & bit else 0 for value in range(256))


_HAS = {bit: _has(bit) for bit in (BIT_N, BIT_E, BIT_S, BIT_W)}


def _runs(line: bytes | bytearray, bit: int) -> list[tuple[int, int]]:
    """First and one-past-last index of each run of consecutive walls with ``bit``."""
    return [match.span() for match in _RUN.finditer(bytes(line).translate(_HAS[bit]))]


def wall_runs(geometry: Geometry, walls: bytes | bytearray) -> list[Box]:
    """Every wall pixel of the picture as merged horizontal and vertical lines."""
    return [line for lines in wall_run_parts(geometry, walls) for line in lines]


def wall_run_parts(geometry: Geometry, walls: bytes | bytearray) -> Iterator[list[Box]]:
    """The lines of wall_runs a row or a column of fields at a time, in the same order: a
    picture of millions of walls can be written without holding them all."""
    width, height, size, margin = (
        geometry.width,
        geometry.height,
        geometry.field_size,
        geometry.margin,
    )

    def row(y: int) -> bytes | bytearray:
        return walls[y * width : (y + 1) * width]

    if geometry.compact:  # shared lines: north and west per field, posts, the closing rim
        thick = geometry.line - 1  # a line's pixels beyond its first (the blocks view's squares)
        for y in range(height):
            top = margin + y * size
            yield [
                (margin + a * size, top, margin + b * size + thick, top + thick)
                for a, b in _runs(row(y), BIT_N)
            ]
        bottom = margin + height * size
        yield [
            (margin + a * size, bottom, margin + b * size + thick, bottom + thick)
            for a, b in _runs(row(height - 1), BIT_S)
        ]
        for x in range(width):
            left = margin + x * size
            yield [
                (left, margin + a * size, left + thick, margin + b * size + thick)
                for a, b in _runs(walls[x::width], BIT_W)
            ]
        right = margin + width * size
        yield [
            (right, margin + a * size, right + thick, margin + b * size + thick)
            for a, b in _runs(walls[width - 1 :: width], BIT_E)
        ]
        yield _lonely_posts(geometry, walls)
        return
    for y in range(height):
        top = margin + y * size
        yield [
            (margin + a * size, line_y, margin + b * size - 1, line_y)
            for bit, line_y in ((BIT_N, top), (BIT_S, top + size - 1))
            for a, b in _runs(row(y), bit)
        ]
    for x in range(width):
        left = margin + x * size
        yield [
            (line_x, margin + a * size, line_x, margin + b * size - 1)
            for bit, line_x in ((BIT_W, left), (BIT_E, left + size - 1))
            for a, b in _runs(walls[x::width], bit)
        ]


def _lonely_posts(geometry: Geometry, walls: bytes | bytearray) -> list[Box]:
    """Corner posts of the compact style that no wall line passes through."""
    width, height, size, margin = (
        geometry.width,
        geometry.height,
        geometry.field_size,
        geometry.margin,
    )

    def touches(x: int, y: int) -> bool:
        for fx, fy, bit in ((x - 1, y, BIT_N), (x, y, BIT_N), (x, y - 1, BIT_W), (x, y, BIT_W)):
            if 0 <= fx < width and 0 <= fy < height and walls[fy * width + fx] & bit:
                return True
        return (
            y == height and 0 < x <= width and bool(walls[(height - 1) * width + x - 1] & BIT_S)
        ) or (x == width and 0 < y <= height and bool(walls[y * width - 1] & BIT_E))

    thick = geometry.line - 1
    return [
        (margin + x * size, margin + y * size, margin + x * size + thick, margin + y * size + thick)
        for y in range(height + 1)
        for x in range(width + 1)
        if not touches(x, y)
    ]


def centre(geometry: Geometry, x: int, y: int) -> Point:
    """The middle of a field's inside, in continuous coordinates (a pixel spans 1 unit)."""
    left, top, right, bottom = geometry.interior(x, y)
    return (left + right + 1) / 2, (top + bottom + 1) / 2


def arrow_points(geometry: Geometry, field: int, turns: float) -> list[float]:
    """A walker's arrow: a triangle in the middle of ``field`` (a flat index) pointing
    ``turns`` quarter turns clockwise from north, as x, y, x, y, ..."""
    x, y = centre(geometry, field % geometry.width, field // geometry.width)
    size = max(4.0, geometry.room * 0.9)
    angle = turns * math.pi / 2
    fx, fy = math.sin(angle), -math.cos(angle)
    rx, ry = -fy, fx
    corners = ((0.45, 0.0), (-0.3, 0.32), (-0.15, 0.0), (-0.3, -0.32))
    return [
        coordinate
        for ahead, side in corners
        for coordinate in (
            x + size * (ahead * fx + side * rx),
            y + size * (ahead * fy + side * ry),
        )
    ]


Field = tuple[int, int]


@dataclass(frozen=True)
class Trail:
    """What a solve adds to a picture: its way (field indices from the start; empty when it
    found none), the fields it visited (empty when they are not to be shown), and where it
    went from and to, if not the maze's start and end."""

    path: Sequence[int] = ()
    visited: Sequence[int] = ()
    ends: tuple[Field, Field] | None = None


class Look(TypedDict, total=False):
    """How a picture is drawn, as the functions that only pass it on take it (their
    ``**look``): the colours, the shortest way drawn or not, a solve's trail, the view. The
    function that draws names each with its default."""

    palette: Palette
    solution: bool
    trail: Trail | None
    view: str


@dataclass(frozen=True)
class Printed:
    """One maze as a picture or a worksheet draws it: its grid and marks, its title line,
    and what its answer key draws (None: the shortest way; called only when a key is drawn)."""

    array: MazeArray
    marks: Marks | None
    title: str
    key: Callable[[], Trail] | None = None


def openings_of(marks: Marks, geometry: Geometry) -> list[Box]:
    """The rim pixels left white for the entrance and exit of ``marks`` (none: no openings)."""
    width, height = geometry.width, geometry.height
    return [geometry.opening(*o.field(width, height), o.side) for o in marks.openings or ()]


def shortest_trail(maze: MazeArray, marks: Marks) -> Trail:
    """The shortest way from the marks' start to their end, as the solution of a picture."""
    width = maze.width
    (sx, sy), (ex, ey) = marks.start, marks.end
    return Trail(shortest_path(maze, sy * width + sx, ey * width + ex))


# A mark's letter is this part of the mark's side high (its font size; capitals are about
# CAP_HEIGHT of that), and is drawn from MIN_LETTER pixels on (a pixel of the screen, on
# paper 1/96 inch: 4.5 points, a capital over 1 mm high, which a printer draws sharp).
# Marks are never under MIN_MARK (10) pixels, so a picture or the window always has its
# letters; on paper a mark nearly fills its field where half a field is small
# (worksheet.PRINTED_MARK), so the smallest fields printed (2.5 mm) keep them too, and only
# a smaller scale draws the marks by shape alone.
LETTER_SCALE = 0.9
MIN_LETTER = 6
PIXELS_PER_POINT = 96 / 72
# The height of a capital in the bold sans-serif fonts of the SVG and the PDF (DejaVu Sans,
# Helvetica, Arial: 0.72 to 0.73 of the font size): the baseline half of it below the middle
# centres the letter. (The PNG centres its letter's own pixels.)
CAP_HEIGHT = 0.72


def mark_letter(which: str) -> str:
    """The letter on the start (``which`` "start") or end mark, in the current language."""
    if which == "start":
        # Translators: one capital on a maze's start mark, as German S (Start),
        # French D (Départ).
        return _("S")
    # Translators: one capital on a maze's end mark, as German Z (Ziel), French A (Arrivée).
    return _("G")


@dataclass(frozen=True)
class MarkShape:
    """A start or end mark as drawn: a square, a disc or a ring (of ``ring`` pixels) in
    ``colour``, with a 1-pixel ``outline`` round it, or none; and its ``letter`` (or "")."""

    box: Box
    shape: str
    colour: Colour
    ring: int
    outline: Colour | None
    letter: str = ""

    @property
    def centre(self) -> Point:
        x0, y0, x1, y1 = self.box
        return (x0 + x1 + 1) / 2, (y0 + y1 + 1) / 2

    @property
    def letter_size(self) -> float:
        """The letter's font size in picture units."""
        return LETTER_SCALE * (self.box[2] - self.box[0] + 1)

    @property
    def letter_colour(self) -> Colour:
        return text_colour_on(self.colour)


class MarkedFields:
    """The indices of the fields a byte mask marks with 1, found each time they are gone
    through."""

    def __init__(self, mask: bytes | bytearray) -> None:
        self.mask = mask

    def __iter__(self) -> Iterator[int]:
        mask = self.mask
        index = mask.find(1)
        while index >= 0:
            yield index
            index = mask.find(1, index + 1)


@dataclass(frozen=True)
class FieldBoxes:
    """The boxes of ``fields`` (indices) that ``hidden`` does not mark (all, without it):
    their interiors, or their whole boxes. Made each time they are gone through, so a
    picture of millions of cut-off fields never holds them in a list.

    With ``joined`` (1 for each field among them, and the maze's ``walls``), the squares of
    the open passages between two of them come too: the blocks view's regions."""

    geometry: Geometry
    fields: Iterable[int]  # gone through each time: a sequence, or MarkedFields
    hidden: bytes | bytearray | None = None
    interior: bool = False
    joined: bytes | bytearray | None = None
    walls: bytes | bytearray = b""

    def __iter__(self) -> Iterator[Box]:
        geometry, hidden, joined = self.geometry, self.hidden, self.joined
        width, line = geometry.width, geometry.line
        box = geometry.interior if self.interior else geometry.field_box
        for index in self.fields:
            if hidden is None or not hidden[index]:
                x, y = index % width, index // width
                inside = box(x, y)
                yield inside
                if joined is None:
                    continue
                left, top, right, bottom = inside
                walls = self.walls[index]
                if y and not walls & BIT_N and joined[index - width]:
                    yield left, top - line, right, top - 1
                if x and not walls & BIT_W and joined[index - 1]:
                    yield left - line, top, left - 1, bottom

    def __bool__(self) -> bool:
        return next(iter(self), None) is not None


@dataclass
class Scene:
    """What a picture of a built maze shows, in the pixel coordinates of its Geometry."""

    geometry: Geometry
    wall_bytes: bytes | bytearray
    openings: list[Box]
    excluded: FieldBoxes  # their interiors
    # Whole field boxes (the passages between two such fields filled too): walls go on top.
    cut_off: FieldBoxes
    visited: FieldBoxes
    start: Field | None
    end: Field | None
    solution: list[Point]
    # The junctions view: the fields of the maze by their ways out, 0 to 4 (else none).
    ways: tuple[FieldBoxes, ...] = ()

    @cached_property
    def walls(self) -> list[Box]:
        """The wall lines, merged (worked out only for vector pictures: the PNG has its own)."""
        return wall_runs(self.geometry, self.wall_bytes)

    @property
    def filled_walls(self) -> bool:
        """The walls are boxes to fill (the blocks view's squares), not lines of a pixel."""
        return self.geometry.blocks

    def excluded_colour(self, palette: Palette) -> Colour:
        """An excluded field is filled grey, or in the blocks view is rock like the walls."""
        return palette.wall if self.geometry.blocks else palette.excluded

    def excluded_hatching(self) -> Iterator[Segment]:
        if not self.geometry.patterned or self.geometry.blocks:
            return
        step = self.geometry.pattern_step
        for x0, y0, x1, y1 in self.excluded:
            yield from hatch(x0, y0, x1 + 1, y1 + 1, step)

    def cut_off_dots(self) -> Iterator[Box]:
        """The dots over the cut-off fields (in the blocks view over their squares), as the
        PNG places them."""
        cell = self.geometry.pattern_cell
        if not cell.patterned:
            return
        dots = cell.dots()
        for x, y, _right, _bottom in self.cut_off:
            for dx0, dy0, dx1, dy1 in dots:
                yield x + dx0, y + dy0, x + dx1, y + dy1

    def pips(self) -> Iterator[Box]:
        """The junctions view's pips over its fields, as the PNG places them (drawn in a
        palette of shapes)."""
        if not self.geometry.patterned:
            return
        for ways, boxes in enumerate(self.ways):
            pips = self.geometry.pips(ways)
            if not pips:
                continue
            for x, y, _right, _bottom in boxes:
                for dx0, dy0, dx1, dy1 in pips:
                    yield x + dx0, y + dy0, x + dx1, y + dy1

    def ends(
        self, palette: Palette, *, letters: bool = True, scale: float = 1.0, least: int = MIN_MARK
    ) -> list[MarkShape]:
        """The start and end marks in the shapes of ``palette`` (none before the build); see
        mark_shape for ``letters``, ``scale`` and ``least``."""
        if self.start is None or self.end is None:
            return []
        return [
            mark_shape(
                self.geometry, field, palette, which, letters=letters, scale=scale, least=least
            )
            for field, which in ((self.start, "start"), (self.end, "end"))
        ]

    @property
    def solution_width(self) -> float:
        return max(1.0, self.geometry.field_size / 5)


def mark_shape(
    geometry: Geometry,
    field: Field,
    palette: Palette,
    which: str,
    *,
    letters: bool = True,
    scale: float = 1.0,
    least: int = MIN_MARK,
) -> MarkShape:
    """How the start (``which`` "start") or end mark of ``field`` looks in ``palette``.

    Start and end differ without colour: each carries its letter (mark_letter) where the
    letter is at least MIN_LETTER pixels large once the picture is drawn ``scale`` pixels a
    unit, on the book's squares, or on a disc (start) and a square (end) in a palette of
    shapes; where it would be smaller, the start is a disc and the end a ring in every
    palette. Without ``letters``, the book's palette draws the Java program's plain squares.
    A mark grown to ``least`` pixels (fields too small for the book's: see
    Geometry.mark_box), and every mark of a palette of shapes, gets an outline that sets it
    off from the walls.
    """
    box = geometry.mark_box(*field, least)
    grown = box != geometry.mark(*field)
    colour = palette.start if which == "start" else palette.end
    outline = palette.outline if palette.shapes or grown else None
    if letters and LETTER_SCALE * (box[2] - box[0] + 1) * scale >= MIN_LETTER:
        shape = "disc" if palette.shapes and which == "start" else "square"
        return MarkShape(box, shape, colour, 0, outline, mark_letter(which))
    if not letters and not palette.shapes:
        return MarkShape(box, "square", colour, 0, outline)
    if which == "start":
        return MarkShape(box, "disc", colour, 0, palette.outline)
    return MarkShape(box, "ring", colour, max(2, (box[2] - box[0] + 1) // 6), palette.outline)


# A piece of a mark in continuous coordinates (a pixel spans 1 unit): "rect" or "oval",
# its left, top, right and bottom edge, fill colour, line colour and line width. Lines run
# half a unit inside the edges, so they cover the same pixels as the PNG's outlines.
Part = tuple[str, float, float, float, float, "Colour | None", "Colour | None", float]


def mark_parts(mark: MarkShape) -> list[Part]:
    """A mark as rectangles and ovals, for the vector pictures and the window's canvas."""
    x0, y0, x1, y1 = mark.box
    x1, y1 = x1 + 1, y1 + 1
    kind = "oval" if mark.shape == "disc" else "rect"
    if mark.shape != "ring":
        if mark.outline is None:
            return [(kind, x0, y0, x1, y1, mark.colour, None, 0)]
        return [(kind, x0 + 0.5, y0 + 0.5, x1 - 0.5, y1 - 0.5, mark.colour, mark.outline, 1)]
    parts: list[Part] = []
    if mark.outline is not None:
        parts.append(("rect", x0 + 0.5, y0 + 0.5, x1 - 0.5, y1 - 0.5, None, mark.outline, 1))
        x0, y0, x1, y1 = x0 + 1, y0 + 1, x1 - 1, y1 - 1
    half = mark.ring / 2
    parts.append(("rect", x0 + half, y0 + half, x1 - half, y1 - half, None, mark.colour, mark.ring))
    return parts


def path_points(path: Sequence[int], width: int, geometry: Geometry) -> list[Point]:
    """A way of fields as the corners of a line through their centres."""
    corners = [
        index
        for i, index in enumerate(path)
        if i in (0, len(path) - 1) or path[i + 1] - index != index - path[i - 1]
    ]
    return [centre(geometry, index % width, index // width) for index in corners]


def build_scene(
    maze: MazeArray,
    marks: Marks | None,
    geometry: Geometry,
    *,
    solution: bool = False,
    trail: Trail | None = None,
) -> Scene:
    """The shapes of a maze and its marks: merged walls, fills, and the way of ``trail``
    (with ``solution`` and no trail: the shortest way from start to end)."""
    width = maze.width
    closed = maze.closed_fields_mask()
    excluded = FieldBoxes(geometry, MarkedFields(closed), interior=True)
    nothing = FieldBoxes(geometry, ())
    ways = (
        tuple(
            FieldBoxes(geometry, MarkedFields(maze.walls.translate(table)), closed)
            for table in IS_WAYS
        )
        if geometry.view == JUNCTIONS
        else ()
    )
    if marks is None:
        return Scene(geometry, maze.walls, [], excluded, nothing, nothing, None, None, [], ways)
    if trail is None and solution:
        trail = shortest_trail(maze, marks)
    trail = trail or Trail()
    start, end = trail.ends or (marks.start, marks.end)
    # cut-off fields that a solve (started among them) has visited show as visited
    closed_or_visited = bytearray(closed) if trail.visited else closed
    for field in trail.visited:
        closed_or_visited[field] = 1
    return Scene(
        geometry,
        maze.walls,
        openings_of(marks, geometry),
        excluded,
        # the junctions view fills every field by its ways out instead
        nothing if ways else _regions(geometry, maze, marks.cut_off, closed_or_visited),
        nothing if ways else _regions(geometry, maze, trail.visited, closed),
        start,
        end,
        path_points(trail.path, width, geometry) if trail.path else [],
        ways,
    )


def _regions(
    geometry: Geometry, maze: MazeArray, fields: Sequence[int], hidden: bytes | bytearray
) -> FieldBoxes:
    """The boxes of a state's ``fields`` but those ``hidden``: whole field boxes (the walls go
    on top), or in the blocks view their squares and the passages between them."""
    if not geometry.blocks:
        return FieldBoxes(geometry, fields, hidden)
    joined = bytearray(len(maze.walls))
    for index in fields:
        joined[index] = not hidden[index]
    return FieldBoxes(geometry, fields, hidden, interior=True, joined=joined, walls=maze.walls)
