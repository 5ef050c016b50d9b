"""Every font of the window has a name, and all of them grow and shrink together.

Tk's named fonts (TkDefaultFont, TkTextFont, TkFixedFont, TkMenuFont, TkHeadingFont,
TkTooltipFont …), Sun Valley's (SunValleyBodyFont …) and the window's own below are each
remembered at the size they were made with; ``scale`` sets every one to that size times View
→ Text size (and the screen's scaling), so a widget that names a font follows without being
touched. Code that needs another font makes no copy of its own (a copy
would not follow): it names one of these.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk
from typing import Any

# The window's own fonts, made from the font the themed widgets use (Sun Valley's body font).
BOLD = "LabyrinthBold"  # headings in the help windows
TITLE = "LabyrinthTitle"  # the program's name in About
LINK = "LabyrinthLink"  # a web address to click
SMALL = "LabyrinthSmall"  # the teaching view's notes, counters and stack
CODE = "LabyrinthCode"  # the teaching view's source
# The Tcl variable that holds the factor of the fonts' sizes, for ``scaled``.
FACTOR_VARIABLE = "labyrinth_text_factor"


class Fonts:
    """The named fonts of ``root`` at their first sizes; ``scale`` sizes them all."""

    def __init__(self, root: tk.Misc) -> None:
        self.root = root
        body = tkfont.nametofont(str(ttk.Style(root).lookup(".", "font") or "TkDefaultFont"), root)
        fixed = tkfont.nametofont("TkFixedFont", root)
        size = _size(body)
        smaller = round(size * 6 / 7)  # Sun Valley's 14 pixels: 12
        family = body.actual("family")
        self._make(BOLD, family=family, size=size, weight="bold")
        self._make(TITLE, family=family, size=round(size * 10 / 7), weight="bold")
        self._make(LINK, family=family, size=size, underline=True)
        self._make(SMALL, family=family, size=smaller)
        self._make(CODE, family=fixed.actual("family"), size=smaller)
        # Every named font there is now, at the size it has now (Tk's, Sun Valley's, ours).
        self.first = {name: _size(tkfont.nametofont(name, root)) for name in tkfont.names(root)}
        self.factor = 1.0

    def _make(self, name: str, **options: Any) -> None:
        """A named font of Tk's own (a Python Font object would delete it when dropped)."""
        if name not in tkfont.names(self.root):
            self.root.tk.call("font", "create", name)
        tkfont.nametofont(name, self.root).configure(**options)

    def scale(self, text: float, screen: float = 1.0) -> None:
        """Every named font at its first size times ``text`` (View → Text size) and, for a
        size in pixels, times ``screen`` (its scaling) too: a size in points already follows
        the screen through Tk's ``tk scaling``."""
        self.factor = text * screen
        self.root.tk.globalsetvar(FACTOR_VARIABLE, self.factor)
        for name, size in self.first.items():
            if size > 0:
                tkfont.nametofont(name, self.root).configure(size=max(1, round(size * text)))
            else:
                scaled = max(1, round(-size * text * screen))
                tkfont.nametofont(name, self.root).configure(size=-scaled)

    def linespace(self, name: str) -> int:
        """Pixels from one line of the font to the next."""
        return int(tkfont.nametofont(str(name), self.root).metrics("linespace"))


def _size(font: tkfont.Font) -> int:
    """A font's size as made: points if positive, pixels if negative; a font made without a
    size gets the size it has (in points)."""
    size = int(font.cget("size"))
    return size or int(font.actual("size"))


def scaled(widget: tk.Misc, pixels: float) -> int:
    """A length given for the normal text size (a panel's width, a row's height), in pixels
    at the text size and screen scaling in use, for any widget of the window."""
    try:
        factor = float(widget.tk.globalgetvar(FACTOR_VARIABLE))
    except (tk.TclError, ValueError):
        factor = 1.0  # no fonts scaled in this window
    return round(pixels * factor)
