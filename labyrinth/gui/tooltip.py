"""A small tooltip: the text appears under a widget when the pointer rests on it.

A long text wraps (a German sentence can be twice as long as the English), and the box stays
on the screen: moved left at the right edge, and put above the widget where there is no room
below it (a widget at the foot of the window).
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable

from labyrinth.gui.theme import tooltip_colours

DELAY_MS = 500
# The widest a tooltip gets before its text wraps (a narrow screen makes it narrower).
WRAP_PIXELS = 360
# Pixels between the box and the widget, and between the box and the screen's edge.
GAP = 4


def placed(
    box: tuple[int, int], under: tuple[int, int, int, int], screen: tuple[int, int]
) -> tuple[int, int]:
    """The top left corner of a box of ``box`` pixels shown for a widget at ``under`` (left,
    top, right, bottom on the screen): under its left edge, on the screen's ``screen``."""
    width, height = box
    left, top, _right, bottom = under
    screen_width, screen_height = screen
    x = max(0, min(left + 8, screen_width - width - GAP))
    y = bottom + GAP
    if y + height > screen_height:  # no room below: above the widget, or as low as fits
        y = top - GAP - height if top - GAP - height >= 0 else screen_height - height
    return x, max(0, y)


class Tooltip:
    """Shows ``text()`` (called each time, so it follows the language) under ``widget``;
    nothing when the text is empty."""

    def __init__(self, widget: tk.Widget, text: Callable[[], str]) -> None:
        self.widget, self.text = widget, text
        self.window: tk.Toplevel | None = None
        self._pending: str | None = None
        widget.bind("<Enter>", self._schedule, add="+")
        widget.bind("<Leave>", self.hide, add="+")
        widget.bind("<ButtonPress>", self.hide, add="+")
        widget.bind("<Destroy>", self.hide, add="+")  # a pending show() must not outlive it

    def _schedule(self, _event: tk.Event | None = None) -> None:
        self.hide()
        self._pending = self.widget.after(DELAY_MS, self.show)

    def show(self) -> None:
        self._pending = None
        text = self.text()
        if not text:
            return
        widget = self.widget
        screen = widget.winfo_screenwidth(), widget.winfo_screenheight()
        self.window = window = tk.Toplevel(widget)
        window.withdraw()  # placed once its size is known
        window.wm_overrideredirect(True)
        background, foreground, border = tooltip_colours(widget)
        window.configure(background=border)
        tk.Label(
            window,
            text=text,
            background=background,
            foreground=foreground,
            font="TkTooltipFont",
            padx=4,
            pady=2,
            justify="left",
            wraplength=min(WRAP_PIXELS, screen[0] - 4 * GAP),
        ).pack(padx=1, pady=1)
        window.update_idletasks()
        left, top = widget.winfo_rootx(), widget.winfo_rooty()
        x, y = placed(
            (window.winfo_reqwidth(), window.winfo_reqheight()),
            (left, top, left + widget.winfo_width(), top + widget.winfo_height()),
            screen,
        )
        window.wm_geometry(f"+{x}+{y}")
        window.deiconify()

    def hide(self, _event: tk.Event | None = None) -> None:
        if self._pending:
            self.widget.after_cancel(self._pending)
            self._pending = None
        if self.window is not None:
            self.window.destroy()
            self.window = None
