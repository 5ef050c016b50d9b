"""A picture of one step for the browser page to paint: the same boxes the SVG draws.

A frame is plain data: the walls as merged lines and each mark as filled boxes, every box
``x0, y0, x1, y1`` in the picture's pixels (inclusive, as ``render.geometry`` makes them),
in the palette's colours. The page only fills rectangles and draws a line through points; what
is marked, where and in which colour, is decided here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from labyrinth.render.geometry import Box, Geometry
from labyrinth.render.palettes import BOOK, Palette
from labyrinth.render.scene import path_points, wall_runs
from labyrinth.sides import ALL_SIDES


def _runs(fields: list[int], width: int) -> list[tuple[int, int]]:
    """``fields`` (ascending) as runs of neighbours in a row: first and last of each."""
    runs: list[tuple[int, int]] = []
    for f in fields:
        if runs and f == runs[-1][1] + 1 and f % width:
            runs[-1] = (runs[-1][0], f)
        else:
            runs.append((f, f))
    return runs


@dataclass(frozen=True)
class Area:
    """A rectangle of fields, its corners included."""

    left: int
    top: int
    right: int
    bottom: int

    @property
    def fields(self) -> int:
        return (self.right - self.left + 1) * (self.bottom - self.top + 1)

    def indices(self, width: int) -> list[int]:
        """Its fields' indices in a maze ``width`` fields wide, row by row."""
        return [
            y * width + x
            for y in range(self.top, self.bottom + 1)
            for x in range(self.left, self.right + 1)
        ]


@dataclass
class Frame:
    """What the page paints for one step, in order: the background, the fills (each a colour
    and its fields' interiors), the walls, the framed fields, the path line and a walker's
    arrow."""

    geometry: Geometry
    walls: bytes | bytearray
    palette: Palette = BOOK
    fills: list[tuple[str, list[int]]] = field(default_factory=list)
    framed: list[tuple[str, list[int]]] = field(default_factory=list)
    outlines: list[tuple[str, tuple[int, int, int, int]]] = field(default_factory=list)
    path: tuple[str, Sequence[int]] | None = None
    # a walker: its colour and the corners of its arrow (render.scene.arrow_points)
    arrow: tuple[str, list[float]] | None = None

    def fill(self, colour: str, fields: Iterable[int]) -> None:
        """Fill the interiors of ``fields`` (flat indices) in ``colour``."""
        self.fills.append((colour, list(fields)))

    def frame(self, colour: str, fields: Iterable[int]) -> None:
        """Frame ``fields`` (the current field) in ``colour``."""
        self.framed.append((colour, list(fields)))

    def outline(self, colour: str, fields: tuple[int, int, int, int]) -> None:
        """Outline the rectangle of fields ``(left, top, right, bottom)`` in ``colour`` (a
        chamber of recursive division)."""
        self.outlines.append((colour, fields))

    def untouched(self) -> list[int]:
        """The fields a build has not reached yet: all four walls standing."""
        walls = self.walls
        return [index for index, value in enumerate(walls) if value & ALL_SIDES == ALL_SIDES]

    def to_json(self, offset: tuple[int, int] = (0, 0)) -> dict[str, object]:
        """The frame for the page, every box moved by ``offset`` (a patch's place)."""
        geometry, width = self.geometry, self.geometry.width
        hex_ = self.palette.hex
        dx, dy = offset

        def _flat(boxes: Iterable[Box]) -> list[int]:
            if not (dx or dy):  # a whole frame: millions of numbers at 1024 × 1024
                return [n for box in boxes for n in box]
            return [n + dx if i % 2 == 0 else n + dy for box in boxes for i, n in enumerate(box)]

        def interiors(fields: list[int]) -> list[int]:
            """The fields' interiors, a run of neighbours in a row as one box, and the strip
            between a field and the one below it when both are filled (a wall between them
            is painted over it): a way down a column reads as one, not striped."""
            boxes = []
            for first, last in _runs(sorted(fields), width):
                x0, y0, _x1, _y1 = geometry.interior(first % width, first // width)
                _x0, _y0, x1, y1 = geometry.interior(last % width, last // width)
                boxes.append((x0, y0, x1, y1))
            filled = set(fields)
            for upper in filled:
                if upper + width in filled:
                    x0, _y0, x1, y1 = geometry.interior(upper % width, upper // width)
                    below = geometry.interior(upper % width, upper // width + 1)[1]
                    if below > y1 + 1:
                        boxes.append((x0, y1 + 1, x1, below - 1))
            return _flat(boxes)

        def rim(x0: int, y0: int, x1: int, y1: int) -> list[Box]:
            """A frame two pixels wide just inside the box."""
            return [
                (x0, y0, x1, y0 + 1),
                (x0, y1 - 1, x1, y1),
                (x0, y0, x0 + 1, y1),
                (x1 - 1, y0, x1, y1),
            ]

        def rims(fields: list[int]) -> list[int]:
            return _flat(
                box for f in fields for box in rim(*geometry.interior(f % width, f // width))
            )

        def outline(left: int, top: int, right: int, bottom: int) -> list[int]:
            x0, y0, _x1, _y1 = geometry.interior(left, top)
            _x0, _y0, x1, y1 = geometry.interior(right, bottom)
            return _flat(rim(x0, y0, x1, y1))

        def moved(numbers: Iterable[float]) -> list[float]:
            return [round(n + (dy if i % 2 else dx), 1) for i, n in enumerate(numbers)]

        path = None
        if self.path is not None:
            colour, fields = self.path
            points = path_points(fields, width, geometry)
            path = {"colour": colour, "points": moved(n for point in points for n in point)}
        return {
            "size": list(geometry.image_size),
            "background": hex_(self.palette.background),
            "wall": hex_(self.palette.wall),
            "walls": _flat(wall_runs(geometry, self.walls)),
            "fills": [{"colour": c, "boxes": interiors(f)} for c, f in self.fills],
            "framed": [{"colour": c, "boxes": rims(f)} for c, f in self.framed]
            + [{"colour": c, "boxes": outline(*fields)} for c, fields in self.outlines],
            "path": path,
            "arrow": None
            if self.arrow is None
            else {"colour": self.arrow[0], "points": moved(self.arrow[1])},
            "patch": None,
        }

    def patch(self, whole: Geometry, area: Area, inner: Area) -> dict[str, object]:
        """This frame of the fields in ``area`` (drawn without a margin) as a patch of the
        picture of ``whole``: its boxes moved to their place there, and the box of the
        ``inner`` fields' squares, the only pixels the page paints. Every pixel in that box
        depends only on fields in ``area`` (``inner`` and the fields around it): a field's
        interior on itself, a line or post at its edge and the colour between two fields on
        its neighbours."""
        x0, y0 = whole.field_origin(inner.left, inner.top)
        x1, y1 = whole.field_origin(inner.right + 1, inner.bottom + 1)
        closing = whole.line if whole.compact else 0  # the rim east and south of the last
        return {
            **self.to_json(offset=whole.field_origin(area.left, area.top)),
            "size": list(whole.image_size),
            "patch": [
                x0,
                y0,
                x1 - 1 + (closing if inner.right == whole.width - 1 else 0),
                y1 - 1 + (closing if inner.bottom == whole.height - 1 else 0),
            ],
        }
