"""A built maze as vector shapes in the pixel coordinates of the PNG.

SVG and PDF draw these shapes and the PNG draws the same marks, all on one Geometry, so
every format shows the walls where the window does. Wall lines are merged into runs along a
row or column of fields (one line for many walls): few elements, crisp when printed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from labyrinth.analysis import shortest_path
from labyrinth.maze_field import BIT_E, BIT_N, BIT_S, BIT_W
from labyrinth.render.geometry import Box, Geometry
from labyrinth.render.palettes import Segment, cross, hatch

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
    width, height, size, margin = (
        geometry.width,
        geometry.height,
        geometry.field_size,
        geometry.margin,
    )
    rows = [walls[y * width : (y + 1) * width] for y in range(height)]
    columns = [walls[x::width] for x in range(width)]
    lines: list[Box] = []
    if geometry.compact:  # shared lines: north and west per field, posts, the closing rim
        for y, row in enumerate(rows):
            top = margin + y * size
            lines += [
                (margin + a * size, top, margin + b * size, top) for a, b in _runs(row, BIT_N)
            ]
        bottom = margin + height * size
        lines += [
            (margin + a * size, bottom, margin + b * size, bottom)
            for a, b in _runs(rows[-1], BIT_S)
        ]
        for x, column in enumerate(columns):
            left = margin + x * size
            lines += [
                (left, margin + a * size, left, margin + b * size) for a, b in _runs(column, BIT_W)
            ]
        right = margin + width * size
        lines += [
            (right, margin + a * size, right, margin + b * size)
            for a, b in _runs(columns[-1], BIT_E)
        ]
        lines += _lonely_posts(geometry, walls)
        return lines
    for y, row in enumerate(rows):
        top = margin + y * size
        for bit, line_y in ((BIT_N, top), (BIT_S, top + size - 1)):
            lines += [
                (margin + a * size, line_y, margin + b * size - 1, line_y)
                for a, b in _runs(row, bit)
            ]
    for x, column in enumerate(columns):
        left = margin + x * size
        for bit, line_x in ((BIT_W, left), (BIT_E, left + size - 1)):
            lines += [
                (line_x, margin + a * size, line_x, margin + b * size - 1)
                for a, b in _runs(column, bit)
            ]
    return lines


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

    return [
        (margin + x * size, margin + y * size) * 2
        for y in range(height + 1)
        for x in range(width + 1)
        if not touches(x, y)
    ]


def centre(geometry: Geometry, x: int, y: int) -> Point:
    """The middle of a field's inside, in continuous coordinates (a pixel spans 1 unit)."""
    left, top, right, bottom = geometry.interior(x, y)
    return (left + right + 1) / 2, (top + bottom + 1) / 2


@dataclass
class Scene:
    """What a picture of a built maze shows, in the pixel coordinates of its Geometry."""

    geometry: Geometry
    wall_bytes: bytes | bytearray
    openings: list[Box]
    excluded: list[Box]
    cut_off: list[Box]
    start: Box | None
    end: Box | None
    solution: list[Point]

    @cached_property
    def walls(self) -> list[Box]:
        """The wall lines, merged (worked out only for vector pictures: the PNG has its own)."""
        return wall_runs(self.geometry, self.wall_bytes)

    def excluded_hatching(self) -> list[Segment]:
        step = max(2.0, self.geometry.field_size / 4)
        return [
            seg for x0, y0, x1, y1 in self.excluded for seg in hatch(x0, y0, x1 + 1, y1 + 1, step)
        ]

    def cut_off_crosses(self) -> list[Segment]:
        return [seg for x0, y0, x1, y1 in self.cut_off for seg in cross(x0, y0, x1 + 1, y1 + 1)]

    @property
    def ring_width(self) -> int:
        """The end mark's ring: thick enough to see, thin enough to leave a hole."""
        return max(1, self.geometry.field_size // 10)

    @property
    def solution_width(self) -> float:
        return max(1.0, self.geometry.field_size / 5)


def solution_points(
    array: MazeArray, start: tuple[int, int], end: tuple[int, int], geometry: Geometry
) -> list[Point]:
    """The shortest way from start to end as the corners of a line through field centres."""
    width = array.width
    path = shortest_path(array, start[1] * width + start[0], end[1] * width + end[0])
    corners = [
        index
        for i, index in enumerate(path)
        if i in (0, len(path) - 1) or path[i + 1] - index != index - path[i - 1]
    ]
    return [centre(geometry, index % width, index // width) for index in corners]


def build_scene(
    maze: MazeArray, marks: Marks | None, geometry: Geometry, *, solution: bool = False
) -> Scene:
    """The shapes of a maze and its marks: merged walls, fills, and, if asked, the solution."""
    width = maze.width
    closed = maze.closed_fields_mask()
    excluded = [geometry.interior(i % width, i // width) for i in range(len(closed)) if closed[i]]
    if marks is None:
        return Scene(geometry, maze.walls, [], excluded, [], None, None, [])
    return Scene(
        geometry,
        maze.walls,
        [geometry.opening(*o.field(width, maze.height), o.side) for o in marks.openings or ()],
        excluded,
        [geometry.interior(i % width, i // width) for i in marks.cut_off if not closed[i]],
        geometry.mark(*marks.start),
        geometry.mark(*marks.end),
        solution_points(maze, marks.start, marks.end, geometry) if solution else [],
    )
