"""A small tooltip: the text appears under a widget when the pointer rests on it."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable

from labyrinth.gui.theme import tooltip_colours

DELAY_MS = 500


class Tooltip:
    """Shows ``text()`` (called each time, so it follows the language) under ``widget``."""

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
        x = self.widget.winfo_rootx() + 8
        y = self.widget.winfo_rooty() + self.widget.winfo_height() + 4
        self.window = tk.Toplevel(self.widget)
        self.window.wm_overrideredirect(True)
        self.window.wm_geometry(f"+{x}+{y}")
        background, text, border = tooltip_colours(self.widget)
        self.window.configure(background=border)
        tk.Label(
            self.window,
            text=self.text(),
            background=background,
            foreground=text,
            font="TkTooltipFont",
            padx=4,
            pady=2,
            justify="left",
        ).pack(padx=1, pady=1)

    def hide(self, _event: tk.Event | None = None) -> None:
        if self._pending:
            self.widget.after_cancel(self._pending)
            self._pending = None
        if self.window is not None:
            self.window.destroy()
            self.window = None
