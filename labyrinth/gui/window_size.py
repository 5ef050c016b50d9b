"""The window's size: where it opens, how it grows with its texts, and the least room it
keeps for the controls, the status bar and the active mode."""

from __future__ import annotations

import tkinter as tk
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labyrinth.gui.controls import Controls
    from labyrinth.gui.session import Session
    from labyrinth.gui.status import StatusBar
    from labyrinth.gui.theme import Look

# The window's first size on a screen of 96 dots per inch (times the screen's scaling), if
# the screen has room for it, and the room left around it for the desktop's bars.
PREFERRED_SIZE = (1040, 760)
SCREEN_MARGIN = (40, 90)


class WindowSize:
    """The size of the window ``root``, around its ``controls`` and ``status`` bar, in the
    ``look``'s scale, with the room the session's active mode asks for."""

    def __init__(
        self, root: tk.Tk, controls: Controls, status: StatusBar, look: Look, session: Session
    ) -> None:
        self.root, self.controls, self.status = root, controls, status
        self.look, self.session = look, session

    def place(self) -> None:
        """Open within the screen (a 1024 × 600 laptop included), and never shrink so far that
        a control or the status bar disappears."""
        root = self.root
        screen_width = root.winfo_screenwidth() - SCREEN_MARGIN[0]
        screen_height = root.winfo_screenheight() - SCREEN_MARGIN[1]
        least_width, least_height = self.keep_minimum()
        preferred = [self.look.scaled(length) for length in PREFERRED_SIZE]
        width = max(least_width, min(preferred[0], screen_width))
        height = max(least_height, min(preferred[1], screen_height))
        root.geometry(f"{width}x{height}+{max(0, (screen_width - width) // 2)}+0")

    def grow(self, ratio: float) -> None:
        """The window ``ratio`` times as big as it was when its texts and controls grew so,
        within the screen: the maze keeps its room and the status bar its sentences. A
        smaller text leaves the maze more room, and a maximised window keeps the desktop's
        size."""
        root = self.root
        least_width, least_height = self.keep_minimum()
        if ratio <= 1 or maximised(root):
            return
        screen_width = root.winfo_screenwidth() - SCREEN_MARGIN[0]
        screen_height = root.winfo_screenheight() - SCREEN_MARGIN[1]
        width = max(least_width, min(round(root.winfo_width() * ratio), screen_width))
        height = max(least_height, min(round(root.winfo_height() * ratio), screen_height))
        # where the window is as its geometry says (winfo_y is below an X11 menu bar)
        left, top = (int(number) for number in root.geometry().split("+")[1:3])
        left = max(0, min(left, screen_width - width))
        top = max(0, min(top, screen_height - height))
        root.geometry(f"{width}x{height}+{left}+{top}")

    def keep_minimum(self) -> tuple[int, int]:
        """The window's minimum size: the controls and the status bar in the current
        language (German and French labels are wider), and a little room for the maze, or
        the room the active mode needs (the teaching view's panes)."""
        root = self.root
        root.update_idletasks()
        room_width, room_height = self.session.mode.least_room()
        least_width = self.controls.winfo_reqwidth() + max(self.look.scaled(240), room_width)
        least_height = (
            max(self.controls.winfo_reqheight(), room_height)
            + self.status.winfo_reqheight()
            + menubar_height(root)
        )
        root.minsize(least_width, least_height)
        return least_width, least_height


def maximised(root: tk.Tk) -> bool:
    """Whether the desktop shows the window maximised or full screen (Windows and macOS say
    so in its state, X11 in its attributes)."""
    if root.state() == "zoomed":
        return True
    try:
        return bool(root.attributes("-fullscreen")) or bool(root.attributes("-zoomed"))
    except tk.TclError:  # no -zoomed outside X11
        return False


def menubar_height(root: tk.Tk) -> int:
    """Room the menu bar takes above the window's widgets (Tk gives it outside them on X11)."""
    return max(0, root.winfo_rooty() - root.winfo_y()) or 28
