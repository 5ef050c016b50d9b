"""The File menu's commands on the session's maze: open one (or a recent one), save its
picture, print a worksheet, export it, make a mask from a picture or a word and save the
mask, and the Texture window."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping
from pathlib import Path
from tkinter import messagebox
from typing import TYPE_CHECKING, Any

from labyrinth.formats.loaded import LoadedMaze
from labyrinth.formats.text import MazeFileError
from labyrinth.gui.commands import Command
from labyrinth.gui.file_dialogs import (
    export_maze_file,
    open_maze_file,
    open_path,
    save_picture_file,
)
from labyrinth.gui.problems import maze_ready
from labyrinth.gui.recent_menu import RecentMenu
from labyrinth.gui.session import Origin
from labyrinth.i18n import N_, _, message_of
from labyrinth.masks import Mask
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs

if TYPE_CHECKING:
    from labyrinth.gui.mask_dialog import MaskDialog, MaskMaker
    from labyrinth.gui.modes import Window
    from labyrinth.gui.next_grid import NextGrid
    from labyrinth.gui.print_dialog import PrintDialog
    from labyrinth.gui.session import Session
    from labyrinth.gui.texture_window import TextureWindow
    from labyrinth.settings import Settings


class FileMenu:
    """The File menu's commands for the ``session``'s maze in the ``window``; a mask made
    goes to ``use_mask`` (a new grid of its size), and the dialogs open at the size the
    controls (``next_grid``) ask for. The dialogs and the texture window last opened are kept
    (``print_dialog``, ``mask_dialog``, ``texture_window``)."""

    def __init__(
        self,
        session: Session,
        window: Window,
        settings: Settings,
        next_grid: NextGrid,
        use_mask: Callable[[Mask, str], None],
    ) -> None:
        self.session, self.window, self.settings = session, window, settings
        self.next_grid, self.use_mask = next_grid, use_mask
        self.recent: RecentMenu | None = None
        self.texture_window: TextureWindow | None = None
        self.print_dialog: PrintDialog | None = None
        self.mask_dialog: MaskDialog | None = None
        session.listen("language", self._relabel)

    def commands(self) -> dict[str, Command]:
        session, window = self.session, self.window
        return {
            "open": Command(N_("Open…"), N_("Ctrl+O"), ("<Control-o>",), self.open_file),
            "save": Command(
                N_("Save picture…"),
                N_("Ctrl+S"),
                ("<Control-s>",),
                lambda: save_picture_file(session, window),
            ),
            # Ctrl+P is play mode's (the window's older key): printing has Shift as well
            "print": Command(
                N_("Print worksheet…"),
                N_("Ctrl+Shift+P"),
                ("<Control-Shift-P>",),
                self.print_worksheet,
            ),
            "export": Command(
                N_("Export…"),
                N_("Ctrl+E"),
                ("<Control-e>",),
                lambda: export_maze_file(session, window),
            ),
            "mask_picture": Command(N_("Mask from picture…"), "", (), self.mask_from_picture),
            "mask_text": Command(N_("Mask from text…"), "", (), self.mask_from_text),
            "save_mask": Command(N_("Save mask…"), "", (), self.save_mask),
            "texture": Command(N_("Texture…"), N_("Ctrl+T"), ("<Control-t>",), self.show_texture),
        }

    def add_to_menus(self, menus: Mapping[str, tk.Menu]) -> None:
        """File → Open recent, with the file of the maze shown first if it came from one."""
        self.recent = RecentMenu(menus["recent"], self.settings, self.open_path, self.window.error)
        self.session.listen("language", self.recent.refresh)
        self._remember_file(self.session.graphs)

    def _relabel(self) -> None:
        if self.texture_window is not None:
            self.texture_window.relabel()

    def show_finished(self, graphs: MazeGraphs) -> None:
        """Show a finished maze (opened from a file) in place of this one; Ctrl+Z brings the
        one it replaced back. Its file goes first in File → Open recent."""
        self.session.replace(graphs, Origin.OPENED, graphs.maze_array.masked_fields())
        self._remember_file(graphs)

    def _remember_file(self, graphs: MazeGraphs) -> None:
        if isinstance(graphs, LoadedMaze) and self.recent is not None:
            self.recent.opened(graphs.source)

    def open_file(self) -> None:
        open_maze_file(self.window, self.show_finished)

    def open_path(self, path: Path) -> bool:
        """Show the maze in the file ``path``; one message box when it cannot be read."""
        return open_path(self.window, path, self.show_finished)

    # The dialogs' modules are imported when first opened (start-up time): the print
    # preview brings the PDF library, a tenth of the modules' import time at the start.

    def print_worksheet(self) -> None:
        """File → Print worksheet…: the print dialog for the built maze."""
        from labyrinth.gui.print_dialog import print_worksheet

        self.print_dialog = print_worksheet(self.session, self.window, self.settings)

    def save_mask(self) -> None:
        """File → Save mask…: the shape of the maze shown (its excluded fields and doors)."""
        from labyrinth.gui.mask_dialog import save_mask_file

        save_mask_file(self.session, self.window)

    def show_texture(self) -> None:
        """A small window with the built maze's texture: dead ends, corridors, river, ..."""
        if not maze_ready(self.session, self.window.error, "texture"):
            return
        from labyrinth.gui.texture_window import TextureWindow

        self.texture_window = TextureWindow(self.window.root, self.session.graphs)

    def mask_from_picture(self) -> None:
        """File → Mask from picture…: a PNG or .mask file, then the dialog to size it."""
        from labyrinth.gui.mask_dialog import choose_mask_file, picture_maker

        path = choose_mask_file(self.window)
        if path is None:
            return
        make = picture_maker(path)
        width = self.next_grid.given.width
        try:
            make("", width, None)
        except (MazeFileError, MazeException, ValueError) as error:
            messagebox.showerror(
                _("Mask from picture…"), str(message_of(error)), parent=self.window.root
            )
            return
        self._mask_dialog(_("Mask from picture…"), make, width=width)

    def mask_from_text(self) -> None:
        """File → Mask from text…: a word in the built-in letters, as large as it is asked."""
        from labyrinth.gui.mask_dialog import WORD, word_maker

        self._mask_dialog(_("Mask from text…"), word_maker(), word=WORD)

    def _mask_dialog(self, title: str, make: MaskMaker, **first: Any) -> None:
        options = self.next_grid.checked()
        if options is None:
            return
        from labyrinth.gui.mask_dialog import MaskDialog

        self.mask_dialog = MaskDialog(self.window, title, make, options, self.use_mask, **first)
