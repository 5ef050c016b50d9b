"""Every text of the window that follows the language: menu entries, buttons, tooltips.

A widget is labelled once with a function that makes its text; ``relabel()`` makes all the
texts again after a language switch, so nothing needs a restart.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable

from labyrinth.gui.tooltip import Tooltip
from labyrinth.i18n import _


class Labels:
    """The window's translated texts and tooltips."""

    def __init__(self) -> None:
        self._texts: list[tuple[Callable[[], str], Callable[[str], object]]] = []
        self.tooltips: list[Tooltip] = []

    def follow(self, text: Callable[[], str], apply: Callable[[str], object]) -> None:
        """Apply ``text()`` now, and again after every language switch."""
        self._texts.append((text, apply))
        apply(text())

    def translated(self, msgid: str, apply: Callable[[str], object]) -> None:
        self.follow(lambda: _(msgid), apply)

    def widget(self, widget: tk.Misc, msgid: str, option: str = "text") -> None:
        """A widget whose ``option`` (its text) is the translation of ``msgid``."""
        self.translated(msgid, lambda text: widget.configure({option: text}))

    def menu_entry(self, menu: tk.Menu, index: int, option: str, text: Callable[[], str]) -> None:
        self.follow(text, lambda value: menu.entryconfigure(index, {option: value}))

    def tooltip(self, widget: tk.Widget, msgid: str) -> None:
        self.made_tooltip(widget, lambda: _(msgid))

    def made_tooltip(self, widget: tk.Widget, text: Callable[[], str]) -> None:
        """A tooltip whose text ``text()`` makes when it shows (translated, and as the widget
        is then: a box that counts depths or sizes)."""
        self.tooltips.append(Tooltip(widget, text))

    def relabel(self) -> None:
        for text, apply in self._texts:
            apply(text())
