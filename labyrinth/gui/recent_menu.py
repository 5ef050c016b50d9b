"""File → Open recent: the maze files opened last, newest first, and "Clear list".

The list lives in the settings (``Settings.recent``), so it is there again at the next start.
Each entry is numbered 1 to 8 with the number underlined: with the menu open, the number key
opens the file. A file that has gone since (moved, deleted) is taken off the list with one
sentence when it is chosen; a file that is there but cannot be read stays (its message box
says why), since it may be mended.
"""

from __future__ import annotations

import os
import tkinter as tk
from collections.abc import Callable
from functools import partial
from pathlib import Path

from labyrinth.gui.modes import Sentence
from labyrinth.i18n import _
from labyrinth.settings import Settings


class RecentMenu:
    """The submenu ``menu``: opens a listed file with ``open_file``, says a problem with
    ``error``. Call ``refresh`` after the list or the language changed."""

    def __init__(
        self,
        menu: tk.Menu,
        settings: Settings,
        open_file: Callable[[Path], object],
        error: Callable[[Sentence], None],
    ) -> None:
        self.menu = menu
        self.settings = settings
        self.open_file = open_file
        self.error = error
        self.refresh()

    def opened(self, path: Path) -> None:
        """``path`` was opened: it goes first."""
        self.settings.opened(path)
        self.refresh()

    def choose(self, name: str) -> None:
        path = Path(name)
        if not path.exists():
            self.settings.forget(path)
            self.refresh()
            self.error(
                lambda: _(
                    "{file} is no longer there, so it was taken off the recent files."
                ).format(file=path)
            )
            return
        self.open_file(path)

    def clear(self) -> None:
        self.settings.recent = []
        self.refresh()

    def refresh(self) -> None:
        """Make the entries again from the list, in the current language."""
        menu = self.menu
        menu.delete(0, "end")
        if not self.settings.recent:
            menu.add_command(label=_("No files opened yet"), state="disabled")
            return
        for number, name in enumerate(self.settings.recent, start=1):
            menu.add_command(
                label=entry_label(number, name), underline=0, command=partial(self.choose, name)
            )
        menu.add_separator()
        menu.add_command(label=_("Clear list"), command=self.clear)


def entry_label(number: int, name: str) -> str:
    """ "1  snail.maz  (~/Documents/mazes)": the number, the file's name and its folder, with
    the home folder as ~. A name the system could not decode shows "?" where Tk could not."""
    path = Path(name)
    folder = str(path.parent)
    home = str(Path.home())
    if folder == home or folder.startswith(home + os.sep):
        folder = "~" + folder[len(home) :]
    label = f"{number}  {path.name}  ({folder})"
    return label.encode("utf-8", "replace").decode("utf-8")
