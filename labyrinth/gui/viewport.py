"""Zoom, scroll and fit of the maze view, and redrawing what lies over its picture.

Until the user zooms, the field size follows the window (a moment after a resize). Each new
picture deletes the canvas's items, so whatever the window draws over the maze (the walk's
red field, the keyboard's cursor, play mode, a solve, the teaching view) is drawn again by
``redraw_over``.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from labyrinth.formats.loaded import measuring
from labyrinth.gui.commands import Command
from labyrinth.gui.maze_canvas import CONTROL, SHIFT, MazeCanvas, Wheel, zoomed_field_size
from labyrinth.i18n import N_

if TYPE_CHECKING:
    from labyrinth.build import Marks
    from labyrinth.gui.session import Session
    from labyrinth.maze_array import MazeArray

# Milliseconds a resize must rest before the maze is fitted to the new size.
REFIT_DELAY_MS = 150
# Tk 9's event for two fingers moved on a touchpad (Tk 8.6 sends mouse wheel events).
TOUCHPAD_SCROLL = "<TouchpadScroll>"


def knows_event(widget: tk.Misc, sequence: str) -> bool:
    """Whether this Tk has the event ``sequence``: binding a Tcl comment to it, on a tag no
    widget has, fails if not (only a binding with a script makes Tk read the event)."""
    try:
        widget.tk.call("bind", "LabyrinthKnowsEvent", sequence, "#")
    except tk.TclError:
        return False
    widget.tk.call("bind", "LabyrinthKnowsEvent", sequence, "")
    return True


def touchpad_deltas(packed: int) -> tuple[int, int]:
    """The pixels a ``<TouchpadScroll>`` event moved sideways and down, from its delta, into
    which Tk 9 packs both as signed 16-bit numbers: sideways in the high half, down in the
    low half (Tk's own ``tk::PreciseScrollDeltas`` unpacks them the same way)."""
    sideways = packed >> 16
    low = packed & 0xFFFF
    return sideways, low - 0x10000 if low >= 0x8000 else low


class Viewport:
    """The session's maze in ``view``, with every mode's marks over it; ``show_cursor`` draws
    the keyboard's field cursor again."""

    def __init__(self, view: MazeCanvas, session: Session, show_cursor: Callable[[], None]) -> None:
        self.view, self.session, self.show_cursor = view, session, show_cursor
        # True once the user zoomed: then a resized window keeps the field size.
        self.user_zoom = False
        self.wheel = Wheel(view)
        self._refit_job: str | None = None
        self._shown_size = (0, 0)  # the width and height of the maze on show when last drawn
        view.canvas.bind("<Configure>", self._resized, add="+")
        for sequence in ("<Button-4>", "<Button-5>", "<MouseWheel>"):
            view.canvas.bind(sequence, self._wheel)
        if knows_event(view.canvas, TOUCHPAD_SCROLL):
            view.canvas.bind(TOUCHPAD_SCROLL, self.touchpad)

    def _resized(self, _event: tk.Event) -> None:
        if self.user_zoom:
            return
        self.cancel()
        self._refit_job = self.view.after(REFIT_DELAY_MS, self._refit)

    def cancel(self) -> None:
        """Forget a pending refit (the window closes, or a newer resize came)."""
        if self._refit_job is not None:
            self.view.after_cancel(self._refit_job)
            self._refit_job = None

    def _refit(self) -> None:
        self._refit_job = None
        if self.user_zoom or not self.view.winfo_exists():  # the view may be gone meanwhile
            return
        maze = self.on_show()
        if self.view.fitting_field_size(maze.width, maze.height) != self.view.field_size:
            self.zoom(0)

    def commands(self) -> dict[str, Command]:
        zoom_in = ("<Control-plus>", "<Control-equal>", "<Control-KP_Add>")
        return {
            "zoom_in": Command(N_("Zoom in"), N_("Ctrl++"), zoom_in, partial(self.zoom, 1)),
            "zoom_out": Command(
                N_("Zoom out"),
                N_("Ctrl+-"),
                ("<Control-minus>", "<Control-KP_Subtract>"),
                partial(self.zoom, -1),
            ),
            "fit": Command(
                N_("Fit to window"), N_("Ctrl+0"), ("<Control-0>",), partial(self.zoom, 0)
            ),
        }

    def zoom(self, steps: int, at: tuple[int, int] | None = None) -> None:
        """Bigger (steps > 0), smaller (< 0) or fitted to the window (0); a build goes on.

        Zooming in or out keeps the point at ``at`` (a pixel of the view, its middle if
        None) in place, as the mouse wheel with Ctrl does at the pointer.
        """
        view = self.view
        maze = self.session.graphs.maze_array
        shown = self.on_show()  # the field size is the maze's on show
        self.user_zoom = steps != 0
        if steps == 0:
            size = view.fitting_field_size(shown.width, shown.height)
            with view.moving():
                # where the first fit put it, wherever zooming out left the view
                view.canvas.xview_moveto(0)
                view.canvas.yview_moveto(0)
                view.show(maze, self.marks(), size, shaded=self.shaded())
        else:
            size = zoomed_field_size(view.field_size, steps)
            if size == view.field_size:
                return  # at the smallest or largest size already: nothing to draw again
            view.rescale(maze, self.marks(), size, shaded=self.shaded(), at=at)
        self.redraw_over()

    def on_show(self) -> MazeArray:
        """The maze the view shows: the session's, or a mode's own drawn over it (a lesson's,
        a program's replay)."""
        if self.view.maze is not None and any(mode.draws_own_maze for mode in self.session.modes):
            return self.view.maze
        return self.session.graphs.maze_array

    def marks(self) -> Marks | None:
        """The start and goal shown: the active mode's (play mode's round) or the maze's own
        once it is built; nothing while it is being built."""
        for mode in reversed(self.session.modes):
            if (marks := mode.marks()) is not None:
                return marks
        graphs = self.session.graphs
        if (unmeasured := measuring(graphs)) is not None:
            return unmeasured.marks
        result = graphs.result
        return result.marks if result is not None and not self.session.base.stepping() else None

    def shaded(self) -> bool:
        """Fields not reached yet are shaded: before and while a build (a maze opened from a
        file and still being measured is built)."""
        graphs = self.session.graphs
        if measuring(graphs) is not None:
            return False
        return self.session.base.stepping() or graphs.result is None

    def show(self, fit: bool = False) -> None:
        """Draw the session's maze as it is (fitted to the view, or at the field size shown),
        with every mode's marks over it."""
        maze, shown = self.session.graphs.maze_array, self.on_show()
        if (shown.width, shown.height) != self._shown_size:  # another maze on show: fit it
            fit = True
        self._shown_size = (shown.width, shown.height)
        if fit:
            self.user_zoom = False
        size = self.view.fitting_field_size(shown.width, shown.height) if fit else None
        self.view.show(maze, self.marks(), size, shaded=self.shaded())
        self.redraw_over()

    def redraw(self) -> None:
        """The same view in new colours (a palette chosen): the point in the middle stays."""
        maze = self.session.graphs.maze_array
        self.view.rescale(maze, self.marks(), self.view.field_size, shaded=self.shaded())
        self.redraw_over()

    def redraw_over(self) -> None:
        """The view drew its picture anew (and deleted its items): draw what lies over it."""
        self.show_cursor()
        for mode in self.session.modes:
            mode.redraw()

    def touchpad(self, event: tk.Event) -> None:
        """Two fingers on a touchpad move the maze with them, by the pixel, as Tk 9's own
        widgets scroll."""
        sideways, down = touchpad_deltas(event.delta)
        self.view.scroll_pixels(-sideways, -down)

    def _wheel(self, event: tk.Event) -> None:
        """The mouse wheel scrolls (with Shift sideways); with Ctrl it zooms at the pointer."""
        notches = self.wheel.notches(event)
        if not notches:
            return
        state = event.state if isinstance(event.state, int) else 0  # Tk gives a number here
        if state & CONTROL:
            self.zoom(notches, at=(event.x, event.y))
        else:
            self.view.scroll(notches, sideways=bool(state & SHIFT))
