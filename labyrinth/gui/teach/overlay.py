"""Marks drawn over the maze picture on its canvas, under tags of their own.

The maze view deletes every canvas item when it draws the picture anew (a zoom, a refit),
so the teaching view draws these again after each such redraw. Only the part of a big maze
in view gets marks (and a few fields round it), drawn anew when the view moves: a path of
millions of fields is a few lines there.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterable, Sequence

from labyrinth.gui.legend import Mark
from labyrinth.i18n import N_
from labyrinth.render.geometry import Geometry, Region
from labyrinth.teaching.path import LinkedPath
from labyrinth.teaching.presentation.colours import (
    BREAK_COLOUR,
    END_COLOUR,
    FIRST_COLOUR,
    PATH_COLOUR,
    SELECTED_COLOUR,
)

TAG = "teach"
Box = tuple[float, float, float, float]
# Fields beyond the view that get marks too: a line leaves the view as it goes.
AROUND = 2


def box(geometry: Geometry, field: int, inset: float) -> Box:
    left, top, right, bottom = geometry.interior(field % geometry.width, field // geometry.width)
    return left + inset, top + inset, right + 1 - inset, bottom + 1 - inset


def boxes(geometry: Geometry, fields: Iterable[int], inset: float) -> list[Box]:
    """``box`` of each of ``fields``: the first field's, each on by the field size (a set
    of thousands marked at a jump)."""
    size, width = geometry.field_size, geometry.width
    left, top, right, bottom = box(geometry, 0, inset)
    return [
        (left + x, top + y, right + x, bottom + y)
        for field in fields
        for x, y in ((field % width * size, field // width * size),)
    ]


def around_view(canvas: tk.Canvas, geometry: Geometry) -> Region:
    """The fields in the view and ``AROUND`` more on each side: first and one-past-last
    column and row."""
    left, top = int(canvas.canvasx(0)), int(canvas.canvasy(0))
    across, down = max(canvas.winfo_width(), 1), max(canvas.winfo_height(), 1)
    more = AROUND * geometry.field_size
    return geometry.fields_in((left - more, top - more, left + across + more, top + down + more))


def centres(geometry: Geometry, fields: Iterable[int]) -> list[float]:
    """The centres of ``fields``, x and y in turn: the points of a line through them."""
    size, width = geometry.field_size, geometry.width
    left, top, right, bottom = geometry.interior(0, 0)
    x, y = (left + right + 1) / 2, (top + bottom + 1) / 2  # the first field's; each on by size
    return [
        value for field in fields for value in (x + field % width * size, y + field // width * size)
    ]


def inside(fields: Iterable[int], width: int, region: Region) -> list[int]:
    """Those of ``fields`` (of a maze ``width`` fields wide) within ``region``."""
    x0, y0, x1, y1 = region
    return [field for field in fields if y0 <= field // width < y1 and x0 <= field % width < x1]


def stretches(path: Sequence[int], width: int, region: Region) -> Sequence[Sequence[int]]:
    """The stretches of ``path`` within ``region``. Each field of a path is a neighbour of
    the one before, so a field ``n`` steps outside is followed by at least ``n - 1`` more
    outside: the walk along a long path skips those (a walk's path jumps them itself)."""
    if isinstance(path, LinkedPath):
        return path.stretches(width, region)
    x0, y0, x1, y1 = region
    low, high = y0 * width, y1 * width  # the region's rows
    found: list[Sequence[int]] = []
    first, at, count = -1, 0, len(path)
    while at < count:
        field = path[at]
        if low <= field < high and x0 <= field % width < x1:
            if first < 0:
                first = at
            at += 1
            continue
        if first >= 0:
            found.append(path[first:at])
            first = -1
        y, x = divmod(field, width)
        at += max(x0 - x, 0, x - x1 + 1) + max(y0 - y, 0, y - y1 + 1)
    if first >= 0:
        found.append(path[first:])
    return found


def draw(
    canvas: tk.Canvas,
    geometry: Geometry,
    path: Sequence[int],
    end: int,
    selected: int,
    breakpoints: Iterable[int],
) -> None:
    """The path from the start to the current field as a line, the end candidate, the
    selected call's field and the breakpoints; the red current field stays on top."""
    canvas.delete(TAG)
    size = geometry.field_size
    width = max(2, size // 5)
    for stretch in stretches(path, geometry.width, around_view(canvas, geometry)):
        if len(stretch) > 1:
            points = centres(geometry, stretch)
            canvas.create_line(points, fill=PATH_COLOUR, width=width, tags=TAG, capstyle="round")
        else:
            canvas.create_oval(
                box(geometry, stretch[0], size / 3), fill=PATH_COLOUR, width=0, tags=TAG
            )
    if end >= 0:
        canvas.create_rectangle(box(geometry, end, 1), outline=END_COLOUR, width=width, tags=TAG)
    for field in breakpoints:
        canvas.create_oval(box(geometry, field, size / 4), outline=BREAK_COLOUR, width=2, tags=TAG)
    if selected >= 0:
        canvas.create_rectangle(
            box(geometry, selected, -1), outline=SELECTED_COLOUR, width=width + 1, tags=TAG
        )
    canvas.tag_raise(TAG)
    canvas.tag_raise("walker")


def _path_mark(canvas: tk.Canvas, size: int) -> None:
    canvas.create_line(0, size / 2, size, size / 2, fill=PATH_COLOUR, width=max(2, size // 5))


def _end_mark(canvas: tk.Canvas, size: int) -> None:
    canvas.create_rectangle(3, 3, size - 3, size - 3, outline=END_COLOUR, width=max(2, size // 5))


def _first_mark(canvas: tk.Canvas, size: int) -> None:
    canvas.create_rectangle(3, 3, size - 3, size - 3, outline=FIRST_COLOUR, width=max(2, size // 5))


def _break_mark(canvas: tk.Canvas, size: int) -> None:
    inset = size / 4
    canvas.create_oval(inset, inset, size - inset, size - inset, outline=BREAK_COLOUR, width=2)


# The legend's entries for these marks: key, label, tooltip, the swatch below, the mark.
LEGEND: tuple[tuple[str, str, str, str, Mark | None], ...] = (
    (
        "teach-path",
        N_("Current path"),
        N_("The calls still open: the fields from the start to the current one"),
        "carved",
        _path_mark,
    ),
    (
        "teach-finished",
        N_("Finished"),
        N_("Fields the walk has stepped back from: their calls are done"),
        "carved",
        None,
    ),
    (
        "teach-end",
        N_("End candidate"),
        N_("The farthest field so far: the end field unless a longer path comes"),
        "carved",
        _end_mark,
    ),
    (
        "teach-first",
        N_("First field"),
        N_("Where the build began: the maze grows from here (Wilson's walks look for it)"),
        "carved",
        _first_mark,
    ),
    (
        "teach-break",
        N_("Breakpoint"),
        N_("Play stops when the walk comes here (Ctrl+click a field)"),
        "carved",
        _break_mark,
    ),
)
