"""The replay's own marks on the maze and in the legend: the fields the check found at fault
(a red frame), and the walker's arrow, trail and marks, which the walk's map draws."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterable, Sequence

from labyrinth.gui.teach import overlay
from labyrinth.gui.walk.map_marks import ARROW, MARK, TRAIL
from labyrinth.i18n import N_
from labyrinth.render.geometry import Geometry
from labyrinth.teaching.presentation.colours import FAULT_COLOUR

FAULTS = "program-fault"  # the canvas's tag of the fields at fault, and their legend entry


def draw_faults(canvas: tk.Canvas, geometry: Geometry, fields: Iterable[int]) -> None:
    """A red frame round each of ``fields`` (those drawn before go)."""
    canvas.delete(FAULTS)
    for field in fields:
        canvas.create_rectangle(
            overlay.box(geometry, field, 1),
            outline=FAULT_COLOUR,
            width=max(2, geometry.field_size // 6),
            tags=FAULTS,
        )


def entries(builder: bool, faults: bool) -> Sequence[str]:
    """The legend's entries of a builder's replay or a walker's (``faults``: with the
    fields at fault)."""
    fault = (FAULTS,) if faults else ()
    if builder:
        return ("current", "teach-path", "carved", "untouched", "excluded", *fault)
    return ("start", "end", "program-walker", "program-trail", "program-mark", "teach-path", *fault)


def _trail_mark(canvas: tk.Canvas, size: int) -> None:
    canvas.create_line(0, size / 2, size, size / 2, fill=TRAIL, width=max(2, size // 5))


def _walker_mark(canvas: tk.Canvas, size: int) -> None:
    corners = (0.2, 0.2, 0.85, 0.5, 0.2, 0.8)
    canvas.create_polygon(*(size * corner for corner in corners), fill=ARROW)


def _dot_mark(canvas: tk.Canvas, size: int) -> None:
    radius, middle = max(2.0, size / 6), size / 2
    box = (middle - radius, middle - radius, middle + radius, middle + radius)
    canvas.create_oval(box, fill=MARK, width=0)


def _fault_mark(canvas: tk.Canvas, size: int) -> None:
    canvas.create_rectangle(2, 2, size - 2, size - 2, outline=FAULT_COLOUR, width=max(2, size // 6))


# The legend's entries of the replay: key, label, tooltip, the swatch below, the mark; the
# open calls' path is the teaching view's, whether or not that was ever opened.
LEGEND = (
    *(entry for entry in overlay.LEGEND if entry[0] == "teach-path"),
    (
        "program-walker",
        N_("Walker"),
        N_("Where the walker stands and which way it looks"),
        "carved",
        _walker_mark,
    ),
    (
        "program-trail",
        N_("Trail"),
        N_("The fields the walker has walked so far"),
        "carved",
        _trail_mark,
    ),
    ("program-mark", N_("Mark"), N_("A field the walker marked"), "carved", _dot_mark),
    (
        FAULTS,
        N_("At fault"),
        N_("Fields the check found wrong, at the last step"),
        "carved",
        _fault_mark,
    ),
)
