"""The field cursor: the keyboard's way onto the maze.

Tab moves the focus through the controls to the maze. There the arrow keys move a frame from
field to field (with Shift ten fields at a time) and X excludes the field in the frame or
brings it back. While a build runs or is paused, Right is one step of it instead, wherever
the focus is (except in a text field, where it moves the text cursor); so it is while a solver
or the spanning-tree replay runs or is paused, and Left is then one step back.

The frame shows only while the maze has the focus and the keyboard is used on it, as a
browser shows a focus ring: a click on the maze gives it the focus without the frame, the
next arrow key shows it again.
"""

from __future__ import annotations

import tkinter as tk
from functools import partial
from typing import TYPE_CHECKING

from labyrinth.gui.commands import Command, bind_key
from labyrinth.i18n import N_
from labyrinth.render.palettes import BLACK, text_colour_on

if TYPE_CHECKING:
    from labyrinth.gui.modes import Window
    from labyrinth.gui.session import Session

# The canvas tag of the frame.
CURSOR = "field_cursor"
# Dark enough on white, grey, the pale shade and the blue walls, and unlike every mark; on a
# dark palette's ground its light twin.
CURSOR_COLOUR = "#1a1a1a"
CURSOR_ON_DARK = "#f0f0f0"
MOVES = {"Left": (-1, 0), "Right": (1, 0), "Up": (0, -1), "Down": (0, 1)}
# Fields moved with Shift held.
LEAP = 10
# Scroll so that this many pixels around the cursor stay in view.
SEE_MARGIN = 24
# The step commands' other keys, named in the shortcuts window.
RIGHT_STEPS = N_("Right while a build, a solver or a replay runs")
LEFT_STEPS = N_("Left while a solver or a replay runs")
# The maze's own keys, for the shortcuts window.
MAZE_KEYS = (
    (N_("Move the focus to the maze (and on)"), N_("Tab, Shift+Tab")),
    (N_("Move the field cursor"), N_("Arrow keys")),
    (N_("Move the field cursor ten fields"), N_("Shift+arrow keys")),
)


class FieldCursor:
    """The cursor on the session's maze: ``field`` is where it stands. X is a click on its
    field, given to the active mode (the build's excludes the field)."""

    def __init__(self, session: Session, window: Window) -> None:
        self.session, self.window = session, window
        self.field = (0, 0)
        # The keyboard is in use on the maze: the frame shows while the maze has the focus.
        self.keyboard = False

    def commands(self) -> dict[str, Command]:
        return {
            "toggle": Command(
                N_("Exclude or bring back the field at the cursor"),
                "X",
                ("<x>", "<X>"),
                self.toggle,
            )
        }

    def bind(self, canvas: tk.Canvas) -> None:
        canvas.configure(takefocus=1)
        for keysym, (dx, dy) in MOVES.items():
            canvas.bind(f"<{keysym}>", partial(self._key, dx=dx, dy=dy, leap=1))
            canvas.bind(f"<Shift-{keysym}>", partial(self._key, dx=dx, dy=dy, leap=LEAP))
        bind_key(self.window.root, "<Right>", self._step)
        bind_key(self.window.root, "<Left>", self._step_back)
        # Tab's release reaches the widget the focus went to: the maze was reached by keyboard.
        for tab in ("<KeyRelease-Tab>", "<KeyRelease-ISO_Left_Tab>"):
            canvas.bind(tab, lambda _event: self._use_keyboard(), add="+")
        canvas.bind("<FocusIn>", lambda _event: self.show(), add="+")
        canvas.bind("<FocusOut>", lambda _event: self._leave(), add="+")
        canvas.bind("<ButtonPress-1>", self._clicked, add="+")

    def _steering(self) -> bool:
        """The active mode plays something (a build, a solver, the replay): Right and Left
        step it."""
        return self.session.mode.stepping()

    def _step(self) -> None:
        if self._steering():
            self.session.mode.step()

    def _step_back(self) -> None:
        if self._steering():
            self.session.mode.step_back()

    def _key(self, _event: tk.Event, dx: int, dy: int, leap: int) -> str:
        if self._steering():
            if (dx, dy, leap) == (1, 0, 1):
                self.session.mode.step()
            elif (dx, dy, leap) == (-1, 0, 1):
                self.session.mode.step_back()
            return "break"
        self.move(dx * leap, dy * leap)
        return "break"

    def move(self, dx: int, dy: int) -> None:
        """Move the cursor, kept within the grid, and scroll it into view."""
        geometry = self.window.view.geometry
        if geometry is None:
            return
        x, y = self.field
        self.field = (
            max(0, min(geometry.width - 1, x + dx)),
            max(0, min(geometry.height - 1, y + dy)),
        )
        self._use_keyboard()
        self._see()

    def toggle(self) -> None:
        """Exclude the field at the cursor, or bring it back (from X or the menu)."""
        self.window.view.canvas.focus_set()
        self._use_keyboard()
        self.session.mode.click(self.field)

    def _use_keyboard(self) -> None:
        self.keyboard = True
        self.show()

    def _leave(self) -> None:
        self.keyboard = False
        self.show()

    def _clicked(self, event: tk.Event) -> None:
        place = self.window.view.field_at_event(event)
        if place is not None:
            self.field = place
        self.keyboard = False
        self.show()

    def focused(self) -> bool:
        canvas = self.window.view.canvas
        return str(canvas.tk.call("focus")) == str(canvas)

    def show(self) -> None:
        """Draw the frame where the cursor is, or hide it; the maze's picture may have been
        made anew, without it."""
        view = self.window.view
        canvas, geometry = view.canvas, view.geometry
        if geometry is None:
            return
        if not canvas.find_withtag(CURSOR):
            ground = self.window.view.palette.background
            colour = CURSOR_COLOUR if text_colour_on(ground) == BLACK else CURSOR_ON_DARK
            canvas.create_rectangle(0, 0, 0, 0, outline=colour, width=3, tags=CURSOR)
        x, y = self.field = (
            min(self.field[0], geometry.width - 1),
            min(self.field[1], geometry.height - 1),
        )
        left, top, right, bottom = geometry.walled_box(x, y)
        # a frame a little wider than the field, so it stands out from the walls
        canvas.coords(CURSOR, left - 1, top - 1, right + 2, bottom + 2)
        visible = self.keyboard and self.focused() and not self._steering()
        canvas.itemconfigure(CURSOR, state="normal" if visible else "hidden")
        canvas.tag_raise(CURSOR)

    def _see(self) -> None:
        """Scroll the view so that the cursor's field is in it."""
        self.window.view.see(*self.field, SEE_MARGIN)
