"""A teacher's lessons in the lessons panel: the menu button "Teacher's lessons" that adds a
folder of lesson files (chosen in the folder chooser) or goes back to the built-in lessons
only, and lists the folders added. The mode reads the lessons and remembers the folders."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from tkinter import filedialog, ttk

from labyrinth.gui.dialog_folder import initial_folder, remembered
from labyrinth.gui.labels import Labels
from labyrinth.i18n import N_, _

ADD, BUILT_IN_ONLY = 0, 1  # the menu's fixed entries; the folders follow a separator
FIXED_ENTRIES = 3


class TeacherMenu(ttk.Menubutton):
    """The menu button; ``add()`` and ``built_in_only()`` are run by its entries."""

    def __init__(
        self,
        master: tk.Misc,
        labels: Labels,
        add: Callable[[], object],
        built_in_only: Callable[[], object],
    ) -> None:
        super().__init__(master)
        labels.widget(self, N_("Teacher's lessons"))
        labels.tooltip(self, N_("Add a folder of lesson files, or keep only the built-in lessons"))
        self.menu = tk.Menu(self, tearoff=False)
        self.configure(menu=self.menu)
        for index, (msgid, action) in enumerate(
            ((N_("Add a folder…"), add), (N_("Built-in lessons only"), built_in_only))
        ):
            self.menu.add_command(command=action)
            labels.menu_entry(self.menu, index, "label", partial(_, msgid))
        self.menu.add_separator()
        self.show_folders(())

    def show_folders(self, folders: Sequence[str]) -> None:
        """The folders added, listed under the entries (for reading only); "Built-in lessons
        only" offered while there are some."""
        self.menu.delete(FIXED_ENTRIES, "end")
        for folder in folders:
            self.menu.add_command(label=folder, state="disabled")
        self.menu.entryconfigure(BUILT_IN_ONLY, state="normal" if folders else "disabled")


def ask_lesson_folder(root: tk.Misc) -> Path | None:
    """The folder the user chooses in the folder chooser, or None when cancelled."""
    chosen = filedialog.askdirectory(
        parent=root,
        title=_("A folder of lessons"),
        initialdir=initial_folder(root),
        mustexist=True,
    )
    return Path(remembered(chosen)) if chosen else None
