"""The student's progress as a file to carry, in the lessons panel: the menu button
"Progress" that joins a progress file brought from the browser edition or another computer to
the student's own ("Open a progress file…"), and writes the student's progress to a file of
their choice to take along ("Save progress as…"). The mode does what the entries ask for
(``StudentWork.join`` and ``save_copy``)."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from functools import partial
from pathlib import Path
from tkinter import ttk

from labyrinth.gui.dialog_folder import ask_file_to_open, ask_file_to_save
from labyrinth.gui.labels import Labels
from labyrinth.i18n import N_, _

OPEN_FILE, SAVE_AS = 0, 1  # the menu's entries


class ProgressMenu(ttk.Menubutton):
    """The menu button; ``join()`` and ``save_copy()`` are run by its entries."""

    def __init__(
        self,
        master: tk.Misc,
        labels: Labels,
        join: Callable[[], object],
        save_copy: Callable[[], object],
    ) -> None:
        super().__init__(master)
        labels.widget(self, N_("Progress"))
        labels.tooltip(
            self, N_("Carry your progress: from the browser or another computer, and back")
        )
        self.menu = tk.Menu(self, tearoff=False)
        self.configure(menu=self.menu)
        entries = ((N_("Open a progress file…"), join), (N_("Save progress as…"), save_copy))
        for index, (msgid, action) in enumerate(entries):
            self.menu.add_command(command=action)
            labels.menu_entry(self.menu, index, "label", partial(_, msgid))


def _file_types() -> list[tuple[str, str]]:
    return [(_("Progress files"), "*.txt"), (_("All files"), "*")]


def ask_progress_to_open(root: tk.Misc) -> Path | None:
    """The progress file the user chooses to open, or None when cancelled."""
    chosen = ask_file_to_open(root, _("Open a progress file"), _file_types())
    return Path(chosen) if chosen else None


def ask_progress_to_save(root: tk.Misc) -> Path | None:
    """The file the user names to save the progress in, or None when cancelled."""
    chosen = ask_file_to_save(root, _("Save progress as"), "progress.txt", ".txt", _file_types())
    return Path(chosen) if chosen else None
