"""Drawing over the maze picture with canvas items of one's own tags.

The picture itself belongs to ``MazeCanvas``, which deletes every item when it draws the maze
anew; play mode and the solvers draw their marks as items on top, placed with the view's
``Geometry``, and draw them again after each redraw.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterable

from labyrinth.render.geometry import Geometry


def centre(geometry: Geometry, field: int) -> tuple[float, float]:
    """The middle pixel of a field (a flat index)."""
    left, top, right, bottom = geometry.interior(field % geometry.width, field // geometry.width)
    return (left + right + 1) / 2, (top + bottom + 1) / 2


def square(
    canvas: tk.Canvas, geometry: Geometry, field: int, fill: str, tags: tuple[str, ...]
) -> int:
    """A filled square over a field's inside."""
    left, top, right, bottom = geometry.interior(field % geometry.width, field // geometry.width)
    return canvas.create_rectangle(left, top, right + 1, bottom + 1, fill=fill, width=0, tags=tags)


def mark(
    canvas: tk.Canvas, geometry: Geometry, field: int, fill: str, tags: tuple[str, ...]
) -> int:
    """The picture's start or end mark, again on top of other items."""
    left, top, right, bottom = geometry.mark(field % geometry.width, field // geometry.width)
    return canvas.create_rectangle(left, top, right + 1, bottom + 1, fill=fill, width=0, tags=tags)


def dot(canvas: tk.Canvas, geometry: Geometry, field: int, fill: str, tags: tuple[str, ...]) -> int:
    """A round marker inside a field."""
    x, y = centre(geometry, field)
    radius = max(1.0, geometry.field_size * 0.32)
    return canvas.create_oval(
        x - radius, y - radius, x + radius, y + radius, fill=fill, outline="", tags=tags
    )


def move_dot(canvas: tk.Canvas, item: int, geometry: Geometry, field: int) -> None:
    x, y = centre(geometry, field)
    radius = max(1.0, geometry.field_size * 0.32)
    canvas.coords(item, x - radius, y - radius, x + radius, y + radius)


def line_width(geometry: Geometry) -> float:
    """A line through fields: a quarter of a field, at least one pixel."""
    return max(1.0, geometry.field_size / 4)


def path_line(
    canvas: tk.Canvas,
    geometry: Geometry,
    fields: Iterable[int],
    fill: str,
    tags: tuple[str, ...],
    dash: tuple[int, ...] = (),
) -> int | None:
    """A line through the middles of ``fields`` (None for fewer than two)."""
    points = [coordinate for field in fields for coordinate in centre(geometry, field)]
    if len(points) < 4:
        return None
    return canvas.create_line(
        *points,
        fill=fill,
        width=line_width(geometry),
        capstyle="round",
        joinstyle="round",
        dash=dash,
        tags=tags,
    )


def wall_boxes(geometry: Geometry, field: int, bits: int) -> list[tuple[int, int, int, int]]:
    """The pixel boxes (exclusive right and bottom) of a field's walls on the sides in ``bits``."""
    lines = geometry.wall_lines(field % geometry.width, field // geometry.width, bits)
    return [(x1, y1, x2 + 1, y2 + 1) for x1, y1, x2, y2 in lines]
