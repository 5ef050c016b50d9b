"""The window's look: the Sun Valley ttk theme (light), the same on Linux, Windows and macOS.

Tk's own themes look dated on Linux ("default", "clam"); Sun Valley is a small, pure-Tcl
theme (about 100 kB, no further dependencies) that looks like a current desktop program
everywhere. Without it the window falls back to "clam".
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

# The canvas around the maze and the legend's swatches are drawn on this.
CANVAS_BACKGROUND = "#ffffff"
# The dot or tick of a menu's chosen entry (palette, language, algorithm): Sun Valley draws
# it white, unseen on the light menu unless the entry is highlighted; dark, it shows on both.
MENU_MARK = "#1c1c1c"


def apply(root: tk.Tk) -> None:
    style = ttk.Style(root)
    try:
        import sv_ttk

        sv_ttk.set_theme("light", root)
    except (ImportError, tk.TclError):
        style.theme_use("clam")
    background = style.lookup("TFrame", "background") or "#fafafa"
    root.configure(background=background)
    # Sun Valley sets each menu's colours again whenever a style changes (and its handler
    # stops with an error before its end on X11, so nothing appended to it would run): its
    # handler, then this mark.
    root.tk.eval(
        "bind Menu <<ThemeChanged>> "
        f"{{catch {{config_menus %W}}; %W configure -selectcolor {MENU_MARK}}}"
    )
    style.configure("Status.TFrame", background=background)
    style.configure("Status.TLabel", background=background)
