"""Editing the excluded fields: a click or a drag of the mouse takes fields out of the grid or
brings them back, and every stroke is one step of an undo and redo history.

The first field of a stroke decides what the stroke does: an open field starts a stroke that
excludes, an excluded one a stroke that brings fields back. Edits wait for the build: while
one runs they are refused with one sentence, and at least one field always stays open. The
history keeps whole sets of fields (before and after each step), so an undo is right even
after the grid shrank and dropped the fields beyond its edge.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from labyrinth.gui.commands import Command
from labyrinth.i18n import N_, _
from labyrinth.maze_exception import MazeException
from labyrinth.render.geometry import LIGHT_GREY, SHADE

if TYPE_CHECKING:
    from labyrinth.gui.app import LabyrinthApp

Field = tuple[int, int]
# Steps kept to undo; older ones are forgotten.
HISTORY_LIMIT = 200
# The canvas tag of the fields a stroke changed, drawn until the grid is made again.
STROKE = "stroke"
# What the mouse does on the maze, for the shortcuts window.
MOUSE_EDITS = (
    (N_("Exclude a field, or bring it back"), N_("Click")),
    (N_("Exclude many fields, or bring them back"), N_("Drag")),
)


class History:
    """The excluded fields and the steps to undo and redo; each step is the set of fields
    before it and after it."""

    def __init__(self, fields: Iterable[Field] = ()) -> None:
        self.fields: set[Field] = set(fields)
        self.undo_steps: list[tuple[frozenset[Field], frozenset[Field]]] = []
        self.redo_steps: list[tuple[frozenset[Field], frozenset[Field]]] = []

    def record(self, before: frozenset[Field]) -> None:
        """The fields went from ``before`` to what they are now: one step (none if equal)."""
        if before != self.fields:
            self.undo_steps.append((before, frozenset(self.fields)))
            del self.undo_steps[:-HISTORY_LIMIT]
            self.redo_steps.clear()

    def target(self, redo: bool) -> frozenset[Field] | None:
        """The fields an undo (or a redo) would give; None if there is nothing to undo."""
        steps = self.redo_steps if redo else self.undo_steps
        if not steps:
            return None
        before, after = steps[-1]
        return after if redo else before

    def move(self, redo: bool) -> None:
        """Undo (or redo) the last step."""
        source, other = (
            (self.redo_steps, self.undo_steps) if redo else (self.undo_steps, self.redo_steps)
        )
        step = source.pop()
        other.append(step)
        self.fields = set(step[1] if redo else step[0])

    def reset(self, fields: Iterable[Field]) -> None:
        """Another maze (from a file): its fields, and nothing to undo."""
        self.fields = set(fields)
        self.undo_steps.clear()
        self.redo_steps.clear()


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

    before: frozenset[Field]
    excluding: bool
    size: tuple[int, int]
    # Excluded fields within the grid, to keep one open.
    closed: int
    last: Field
    # Changed after the grid was last made: shown by the canvas items tagged STROKE.
    drawn: list[Field] = field(default_factory=list)
    refused: bool = False


class ExclusionEditor:
    """The excluded fields of ``app``'s grid, edited with the mouse and the Maze menu.

    ``problem_of(error)`` makes the status sentence of an error, translated when shown.
    """

    def __init__(
        self,
        app: LabyrinthApp,
        fields: Iterable[Field],
        problem_of: Callable[[Exception], Callable[[], str]],
    ) -> None:
        self.app = app
        self.history = History(fields)
        self.problem_of = problem_of
        self.stroke: Stroke | None = None

    @property
    def fields(self) -> set[Field]:
        return self.history.fields

    def commands(self) -> dict[str, Command]:
        return {
            "clear": Command(N_("Clear exclusions"), "", (), self.clear),
            "undo": Command(N_("Undo"), N_("Ctrl+Z"), ("<Control-z>",), self.undo),
            "redo": Command(
                N_("Redo"),
                N_("Ctrl+Y"),
                ("<Control-y>", "<Control-Shift-Z>"),
                self.redo,
                more=N_("Ctrl+Shift+Z"),
            ),
        }

    def bind(self, canvas: tk.Canvas) -> None:
        canvas.bind("<ButtonPress-1>", self._press, add="+")
        canvas.bind("<B1-Motion>", self._drag, add="+")
        canvas.bind("<ButtonRelease-1>", lambda _event: self.end_stroke(), add="+")

    def keep_within(self, width: int, height: int) -> None:
        """A new grid of that size keeps the excluded fields that still fit."""
        self.history.fields = {(x, y) for x, y in self.fields if x < width and y < height}

    # -- checks ----------------------------------------------------------------------------------

    def _grid_size(self) -> tuple[int, int] | None:
        """The size of the grid edits go to, or None (and one sentence) if they must wait."""
        app = self.app
        if app.player.running:
            app.error(
                lambda: _("A build is running: finish it (End) before you change excluded fields.")
            )
            return None
        try:
            options = app.build_options()
        except (ValueError, MazeException) as error:
            # the fields would change only in a grid that cannot be made: say why, change nothing
            app.error(self.problem_of(error))
            return None
        return options.width, options.height

    def _refuse_closing_all(self) -> None:
        self.app.error(_one_stays_open)

    def _apply(self, fields: Iterable[Field], change: Callable[[], None]) -> None:
        """Make the grid again after ``change`` gives it ``fields``; refused if none stay open."""
        size = self._grid_size()
        if size is None:
            return
        if inside(fields, *size) == size[0] * size[1]:
            self._refuse_closing_all()
            return
        change()
        self._remake()

    def _remake(self) -> None:
        self.app.player.stop()
        self.app.reset_grid()

    # -- the menu's commands -----------------------------------------------------------------

    def toggle(self, place: Field) -> None:
        """Exclude one field or bring it back: a stroke of one field."""
        if self.start_stroke(place):
            self.end_stroke()

    def clear(self) -> None:
        """Every excluded field comes back (one step to undo)."""
        self.end_stroke()
        before = frozenset(self.fields)
        if not before:
            self.app.error(lambda: _("No field is excluded."))
            return

        def change() -> None:
            self.fields.clear()
            self.history.record(before)

        self._apply((), change)

    def undo(self) -> None:
        self._undo_or_redo(redo=False)

    def redo(self) -> None:
        self._undo_or_redo(redo=True)

    def _undo_or_redo(self, redo: bool) -> None:
        self.end_stroke()
        target = self.history.target(redo)
        if target is None:
            self.app.error(
                (lambda: _("Nothing to redo.")) if redo else (lambda: _("Nothing to undo."))
            )
            return
        self._apply(target, lambda: self.history.move(redo))

    # -- strokes ---------------------------------------------------------------------------------

    def _press(self, event: tk.Event) -> None:
        self.app.view.canvas.focus_set()  # Space, Right and End work on the build again
        place = self.app.view.field_at_event(event)
        if place is not None:
            self.start_stroke(place)

    def start_stroke(self, place: Field) -> bool:
        """Begin a stroke at ``place``; False if edits must wait (one sentence says why)."""
        self.end_stroke()
        size = self._grid_size()
        if size is None:
            return False
        self.stroke = Stroke(
            before=frozenset(self.fields),
            excluding=place not in self.fields,
            size=size,
            closed=inside(self.fields, *size),
            last=place,
        )
        if self._paint(place):
            self._remake()  # the first field at once, in the grid itself
            self.stroke.drawn.clear()
        return True

    def _drag(self, event: tk.Event) -> None:
        stroke = self.stroke
        place = self.app.view.field_at_event(event)
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
        if not (place[0] < width and place[1] < height) or (place in self.fields) is (
            stroke.excluding
        ):
            return False
        if stroke.excluding:
            if stroke.closed + 1 == width * height:
                if not stroke.refused:
                    stroke.refused = True
                    self._refuse_closing_all()
                return False
            self.fields.add(place)
            stroke.closed += 1
        else:
            self.fields.remove(place)
            stroke.closed -= 1
        stroke.drawn.append(place)
        return True

    def _draw(self, place: Field, excluded: bool) -> None:
        """Show a changed field until the stroke ends: grey if excluded, else not reached yet."""
        geometry = self.app.view.geometry
        if geometry is None:
            return
        left, top, right, bottom = geometry.interior(*place)
        colour = "#{:02x}{:02x}{:02x}".format(*(LIGHT_GREY if excluded else SHADE))
        self.app.view.canvas.create_rectangle(
            left, top, right + 1, bottom + 1, fill=colour, width=0, tags=STROKE
        )

    def end_stroke(self) -> None:
        """The stroke is over: one step to undo, and the grid made again with its fields."""
        stroke, self.stroke = self.stroke, None
        if stroke is None:
            return
        self.history.record(stroke.before)
        if stroke.drawn:
            self._remake()
        if stroke.refused:  # said when it happened; said again over the new grid's words
            self.app.say(_one_stays_open)
