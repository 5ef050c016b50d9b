"""Drawing over the maze picture with canvas items of one's own tags.

The picture itself belongs to ``MazeCanvas``, which deletes every item when it draws the maze
anew; play mode and the solvers draw their marks as items on top, placed with the view's
``Geometry``, and draw them again after each redraw.
"""

from __future__ import annotations

import math
import re
import tkinter as tk
from collections.abc import Iterable

from labyrinth.render import scene
from labyrinth.render.geometry import Geometry
from labyrinth.render.png import letter_mask
from labyrinth.render.scene import MarkShape, mark_parts


def hex_colour(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def centre(geometry: Geometry, field: int) -> tuple[float, float]:
    """The middle pixel of a field (a flat index)."""
    return scene.centre(geometry, field % geometry.width, field // geometry.width)


def square(
    canvas: tk.Canvas, geometry: Geometry, field: int, fill: str, tags: tuple[str, ...]
) -> int:
    """A filled square over a field's inside."""
    left, top, right, bottom = geometry.interior(field % geometry.width, field // geometry.width)
    return canvas.create_rectangle(left, top, right + 1, bottom + 1, fill=fill, width=0, tags=tags)


# A mark's letter as a Tk image, by letter, mark size and colour: made once, and kept, since Tk
# forgets an image that Python no longer holds.
LetterImages = dict[tuple[str, int, tuple[int, int, int]], tk.PhotoImage]


def end_mark(
    canvas: tk.Canvas, mark: MarkShape, tags: tuple[str, ...], images: LetterImages
) -> None:
    """A start or end mark as the pictures draw it: its shapes, then its letter, the PNG's
    own pixels of it (an image kept in ``images``)."""
    for kind, x0, y0, x1, y1, fill, line, line_width in mark_parts(mark):
        create = canvas.create_oval if kind == "oval" else canvas.create_rectangle
        if line:  # Tk puts a line on whole pixels, inclusive: the PNG's outline pixels
            x0, y0, x1, y1 = (math.floor(value) for value in (x0, y0, x1, y1))
        create(
            x0,
            y0,
            x1,
            y1,
            fill=hex_colour(fill) if fill else "",
            outline=hex_colour(line) if line else "",
            width=line_width,
            tags=tags,
        )
    if mark.letter:
        key = (mark.letter, mark.box[2] - mark.box[0] + 1, mark.letter_colour)
        photo = images.get(key)
        if photo is None:
            photo = images[key] = _letter_image(canvas, mark)
        canvas.create_image(*mark.box[:2], anchor="nw", image=photo, tags=tags)


def _letter_image(canvas: tk.Canvas, mark: MarkShape) -> tk.PhotoImage:
    """The letter's pixels in its colour, the rest of the mark's box transparent."""
    mask = letter_mask(mark).convert("L")
    photo = tk.PhotoImage(master=canvas, width=mask.width, height=mask.height)
    colour, pixels = hex_colour(mark.letter_colour), mask.tobytes()
    for y in range(mask.height):
        row = pixels[y * mask.width : (y + 1) * mask.width]
        for run in re.finditer(rb"[^\0]+", row):  # each run of the letter's pixels at once
            photo.put(colour, to=(run.start(), y, run.end(), y + 1))
    return photo


def dot(
    canvas: tk.Canvas,
    geometry: Geometry,
    field: int,
    fill: str,
    tags: tuple[str, ...],
    share: float = 0.32,
) -> int:
    """A round marker inside a field, its radius ``share`` of the field's room (its square
    in the blocks view)."""
    x, y = centre(geometry, field)
    radius = max(1.0, geometry.room * share)
    return canvas.create_oval(
        x - radius, y - radius, x + radius, y + radius, fill=fill, outline="", tags=tags
    )


def move_dot(canvas: tk.Canvas, item: int, geometry: Geometry, field: int) -> None:
    x, y = centre(geometry, field)
    radius = max(1.0, geometry.room * 0.32)
    canvas.coords(item, x - radius, y - radius, x + radius, y + radius)


def line_width(geometry: Geometry) -> float:
    """A line through fields: a quarter of a field (of a square in the blocks view), at
    least one pixel."""
    return max(1.0, geometry.room / 4)


def path_line(
    canvas: tk.Canvas,
    geometry: Geometry,
    fields: Iterable[int],
    fill: str,
    tags: tuple[str, ...],
    dash: tuple[int, ...] = (),
) -> int | None:
    """A line through the middles of ``fields`` (None for fewer than two)."""
    # every field's middle is the first field's moved by whole fields: the same numbers as
    # centre() gives, at a fraction of its cost for a long way
    x, y = centre(geometry, 0)
    width, size = geometry.width, geometry.field_size
    points = [
        coordinate
        for field in fields
        for coordinate in (x + field % width * size, y + field // width * size)
    ]
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
    """The wall lines on the sides in ``bits`` of a field, ``grow`` pixels thicker each way."""
    for x1, y1, x2, y2 in geometry.side_lines(
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
