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


def walls(
    canvas: tk.Canvas,
    geometry: Geometry,
    field: int,
    bits: int,
    fill: str,
    tags: tuple[str, ...],
    grow: int = 0,
) -> None:
    """A field's own wall lines on the sides in ``bits``, ``grow`` pixels thicker each way."""
    for x1, y1, x2, y2 in geometry.wall_lines(
        field % geometry.width, field // geometry.width, bits
    ):
        canvas.create_rectangle(
            x1 - grow, y1 - grow, x2 + 1 + grow, y2 + 1 + grow, fill=fill, width=0, tags=tags
        )


def text_box(canvas: tk.Canvas, text: str, tags: tuple[str, ...]) -> None:
    """A box of text at the top left of the visible part of the canvas, above every item."""
    x, y = canvas.canvasx(12), canvas.canvasy(12)
    item = canvas.create_text(
        x + 10, y + 8, anchor="nw", text=text, fill="black", font="TkDefaultFont", tags=tags
    )
    left, top, right, bottom = canvas.bbox(item)
    box = canvas.create_rectangle(
        left - 10, top - 8, right + 10, bottom + 8, fill="#fffbe6", outline="#806000", tags=tags
    )
    canvas.tag_lower(box, item)
    canvas.tag_raise(tags[-1])
