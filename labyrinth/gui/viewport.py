"""Zoom, scroll and fit of the maze view, and redrawing what lies over its picture.

Until the user zooms, the field size follows the window (a moment after a resize). Each new
picture deletes the canvas's items, so whatever the window draws over the maze (the walk's
red field, the keyboard's cursor, play mode, a solve, the teaching view) is drawn again by
``redraw_over``.
"""

from __future__ import annotations

import tkinter as tk
from typing import TYPE_CHECKING

from labyrinth.gui.maze_canvas import CONTROL, SHIFT, MazeCanvas, Wheel

if TYPE_CHECKING:
    from labyrinth.gui.app import LabyrinthApp

# Milliseconds a resize must rest before the maze is fitted to the new size.
REFIT_DELAY_MS = 150


class Viewport:
    def __init__(self, app: LabyrinthApp, view: MazeCanvas) -> None:
        self.app, self.view = app, view
        # True once the user zoomed: then a resized window keeps the field size.
        self.user_zoom = False
        self.wheel = Wheel(view)
        self._refit_job: str | None = None
        view.canvas.bind("<Configure>", self._resized, add="+")
        for sequence in ("<Button-4>", "<Button-5>", "<MouseWheel>"):
            view.canvas.bind(sequence, self._wheel)

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
        maze = self.app.graphs.maze_array
        if self.view.fitting_field_size(maze.width, maze.height) != self.view.field_size:
            self.zoom(0)

    def zoom(self, steps: int, at: tuple[int, int] | None = None) -> None:
        """Bigger (steps > 0), smaller (< 0) or fitted to the window (0); a build goes on.

        Zooming in or out keeps the point at ``at`` (a pixel of the view, its middle if
        None) in place, as the mouse wheel with Ctrl does at the pointer.
        """
        app, view = self.app, self.view
        maze = app.graphs.maze_array
        self.user_zoom = steps != 0
        if steps == 0:
            size = view.fitting_field_size(maze.width, maze.height)
            with view.moving():
                # where the first fit put it, wherever zooming out left the view
                view.canvas.xview_moveto(0)
                view.canvas.yview_moveto(0)
                view.show(maze, app.marks(), size, shaded=app.shaded())
        else:
            size = view.zoomed(view.field_size, steps, maze.width, maze.height)
            if size == view.field_size:
                return  # at the smallest or largest size already: nothing to draw again
            view.rescale(maze, app.marks(), size, shaded=app.shaded(), at=at)
        self.redraw_over()

    def redraw(self) -> None:
        """The same view in new colours (a palette chosen): the point in the middle stays."""
        maze = self.app.graphs.maze_array
        self.view.rescale(maze, self.app.marks(), self.view.field_size, shaded=self.app.shaded())
        self.redraw_over()

    def redraw_over(self) -> None:
        """The view drew its picture anew (and deleted its items): draw what lies over it."""
        app = self.app
        if app.player.running:
            self.view.mark_current(app.building.current)
        app.cursor.show()
        for layer in (*app.layers, app.walk):
            layer.redraw()
        if teaching := app.teaching_shown():
            teaching.redraw()  # the step shown

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
