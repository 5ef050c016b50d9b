"""Marks drawn over the maze picture on its canvas, under tags of their own.

The maze view deletes every canvas item when it draws the picture anew (a zoom, a refit),
so the teaching view draws these again after each such redraw.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterable, Sequence

from labyrinth.gui.legend import Mark
from labyrinth.i18n import N_
from labyrinth.render.geometry import Geometry

TAG = "teach"
PATH_COLOUR = "#ff8c00"  # the open path: the calls a step back returns along
END_COLOUR = "#00a000"  # the end-field candidate
SELECTED_COLOUR = "#8000ff"  # the field of the call selected in the stack
BREAK_COLOUR = "#d00000"
Box = tuple[float, float, float, float]


def _centre(geometry: Geometry, field: int) -> tuple[float, float]:
    left, top, right, bottom = geometry.interior(field % geometry.width, field // geometry.width)
    return (left + right + 1) / 2, (top + bottom + 1) / 2


def box(geometry: Geometry, field: int, inset: float) -> Box:
    left, top, right, bottom = geometry.interior(field % geometry.width, field // geometry.width)
    return left + inset, top + inset, right + 1 - inset, bottom + 1 - inset


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
    if len(path) > 1:
        points = [coordinate for field in path for coordinate in _centre(geometry, field)]
        canvas.create_line(points, fill=PATH_COLOUR, width=width, tags=TAG, capstyle="round")
    elif path:
        canvas.create_oval(box(geometry, path[0], size / 3), fill=PATH_COLOUR, width=0, tags=TAG)
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
        "teach-break",
        N_("Breakpoint"),
        N_("Play stops when the walk comes here (Ctrl+click a field)"),
        "carved",
        _break_mark,
    ),
)
# The legend in the teaching view: the book's walk, and any other algorithm's.
BOOK_ENTRIES = (
    "current",
    "teach-path",
    "teach-finished",
    "untouched",
    "teach-end",
    "teach-break",
    "excluded",
)
STEPS_ENTRIES = ("current", "carved", "untouched", "frontier", "walk", "teach-break", "excluded")
