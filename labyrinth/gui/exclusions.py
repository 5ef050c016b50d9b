"""Editing the excluded fields: a click or a drag of the mouse takes fields out of the grid or
brings them back, and every stroke is one step of the session's Undo (which brings back the
maze the stroke replaced, built or opened, exactly as it was).

The first field of a stroke decides what the stroke does: an open field starts a stroke that
excludes, an excluded one a stroke that brings fields back. Edits wait for the build: while
one runs they are refused with one sentence, and at least one field always stays open. Each
maze the session keeps holds its whole set of excluded fields, so an undo is right even after
the grid shrank and dropped the fields beyond its edge.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from labyrinth.i18n import N_, _
from labyrinth.render.geometry import LIGHT_GREY, SHADE

if TYPE_CHECKING:
    from labyrinth.gui.modes import Window
    from labyrinth.gui.session import Session

Field = tuple[int, int]
# The canvas tag of the fields a stroke changed, drawn until the grid is made again.
STROKE = "stroke"
# What the mouse does on the maze, for the shortcuts window.
MOUSE_EDITS = (
    (N_("Exclude a field, or bring it back"), N_("Click")),
    (N_("Exclude many fields, or bring them back"), N_("Drag")),
)


def _one_stays_open() -> str:
    return _("At least one field must stay open.")


def inside(fields: Iterable[Field], width: int, height: int) -> int:
    """How many of ``fields`` lie in a ``width`` × ``height`` grid."""
    return sum(1 for x, y in fields if x < width and y < height)


def fields_between(start: Field, end: Field) -> Iterator[Field]:
    """The fields on a straight line from ``start`` (left out) to ``end``: a fast drag skips
    fields between two mouse events, and the stroke still leaves no gap."""
    (x0, y0), (x1, y1) = start, end
    steps = max(abs(x1 - x0), abs(y1 - y0))
    for step in range(1, steps + 1):
        yield (x0 + round((x1 - x0) * step / steps), y0 + round((y1 - y0) * step / steps))


@dataclass
class Stroke:
    """One press, drag and release of the mouse."""

    fields: set[Field]  # the excluded fields as the stroke goes
    excluding: bool
    size: tuple[int, int]
    # Excluded fields within the grid, to keep one open.
    closed: int
    last: Field
    # Changed after the grid was last made: shown by the canvas items tagged STROKE.
    drawn: list[Field] = field(default_factory=list)
    refused: bool = False
    kept: bool = False  # the maze before the stroke is kept for Undo (at its first field)


class ExclusionEditor:
    """The excluded fields of the session's grid, edited with the mouse and the Maze menu.

    ``grid_size()`` is the size of the next grid, or None (with one sentence said) while edits
    must wait; ``remake(fields, keep)`` shows a new grid with those fields excluded, keeping
    the maze it replaces for Undo when ``keep``.
    """

    def __init__(
        self,
        session: Session,
        window: Window,
        grid_size: Callable[[], tuple[int, int] | None],
        remake: Callable[[frozenset[Field], bool], None],
    ) -> None:
        self.session, self.window = session, window
        self.grid_size, self.remake = grid_size, remake
        self.stroke: Stroke | None = None

    def bind(self, canvas: tk.Canvas) -> None:
        """Drags and releases paint the stroke a click on the base mode's maze began."""
        canvas.bind("<B1-Motion>", self._drag, add="+")
        canvas.bind("<ButtonRelease-1>", lambda _event: self.end_stroke(), add="+")

    def _refuse_closing_all(self) -> None:
        self.window.error(_one_stays_open)

    # -- the menu's commands -----------------------------------------------------------------

    def toggle(self, place: Field) -> None:
        """Exclude one field or bring it back: a stroke of one field."""
        if self.start_stroke(place):
            self.end_stroke()

    def clear(self) -> None:
        """Every excluded field comes back (one step to undo)."""
        self.end_stroke()
        if not self.session.excluded:
            self.window.error(lambda: _("No field is excluded."))
            return
        if self.grid_size() is not None:
            self.remake(frozenset(), True)

    # -- strokes ---------------------------------------------------------------------------------

    def start_stroke(self, place: Field) -> bool:
        """Begin a stroke at ``place``; False if edits must wait (one sentence says why)."""
        self.end_stroke()
        size = self.grid_size()
        if size is None:
            return False
        fields = set(self.session.excluded)
        self.stroke = Stroke(
            fields=fields,
            excluding=place not in fields,
            size=size,
            closed=inside(fields, *size),
            last=place,
        )
        if self._paint(place):
            self.remake(frozenset(fields), True)  # the first field at once, in the grid itself
            self.stroke.drawn.clear()
            self.stroke.kept = True
        return True

    def _drag(self, event: tk.Event) -> None:
        stroke = self.stroke
        place = self.window.view.field_at_event(event)
        if stroke is None or place is None or place == stroke.last:
            return
        for between in fields_between(stroke.last, place):
            if self._paint(between):
                self._draw(between, stroke.excluding)
        stroke.last = place

    def _paint(self, place: Field) -> bool:
        """Give the stroke's state to one field; False if it has it already or must stay open."""
        stroke = self.stroke
        assert stroke is not None  # painted only within a stroke
        width, height = stroke.size
        if not (place[0] < width and place[1] < height) or (place in stroke.fields) is (
            stroke.excluding
        ):
            return False
        if stroke.excluding:
            if stroke.closed + 1 == width * height:
                if not stroke.refused:
                    stroke.refused = True
                    self._refuse_closing_all()
                return False
            stroke.fields.add(place)
            stroke.closed += 1
        else:
            stroke.fields.remove(place)
            stroke.closed -= 1
        stroke.drawn.append(place)
        return True

    def _draw(self, place: Field, excluded: bool) -> None:
        """Show a changed field until the stroke ends: grey if excluded, else not reached yet."""
        view = self.window.view
        if view.geometry is None:
            return
        left, top, right, bottom = view.geometry.interior(*place)
        colour = "#{:02x}{:02x}{:02x}".format(*(LIGHT_GREY if excluded else SHADE))
        view.canvas.create_rectangle(
            left, top, right + 1, bottom + 1, fill=colour, width=0, tags=STROKE
        )

    def end_stroke(self) -> None:
        """The stroke is over: the grid made again with its fields, one step with its first."""
        stroke, self.stroke = self.stroke, None
        if stroke is None:
            return
        if stroke.drawn:
            self.remake(frozenset(stroke.fields), not stroke.kept)
        if stroke.refused:  # said when it happened; said again over the new grid's words
            self.window.say(_one_stays_open)
