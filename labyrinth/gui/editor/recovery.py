"""The editor's text kept across a crash, as the lessons keep their code in the progress file:
while the text has changes that are not saved, it is written to a recovery file beside the
settings (``KEEP_MS`` after the last change, and at every run), so that a window that was
killed (by a program stopping it, by the system) loses nothing. Once nothing is unsaved, and
when the window closes as it should (the changes saved or let go), the file is removed; a
window that finds it puts the text back in its editor, not saved.
"""

from __future__ import annotations

import contextlib
import tkinter as tk
from collections.abc import Callable
from pathlib import Path

from labyrinth.files import SaveError
from labyrinth.formats.text import MazeFileError
from labyrinth.gui.editor.program_file import write_program
from labyrinth.programs.source_file import read_program
from labyrinth.settings import settings_path

RECOVERY_NAME = "unsaved-program.py"
# Milliseconds after the last change before the text is written out.
KEEP_MS = 1000


def recovery_path() -> Path:
    return settings_path().with_name(RECOVERY_NAME)


class Recovery:
    """The recovery file of the editor's ``text``; ``unsaved()``: whether it has changes."""

    def __init__(
        self, widget: tk.Misc, text: Callable[[], str], unsaved: Callable[[], bool]
    ) -> None:
        self.widget, self.text, self.unsaved = widget, text, unsaved
        self._job: str | None = None

    def found(self) -> str | None:
        """The text a window that ended without closing left (None: none, or unreadable)."""
        path = recovery_path()
        if not path.is_file():
            return None
        try:
            return read_program(path).rstrip("\n")
        except MazeFileError:
            return None

    def changed(self) -> None:
        """The text changed: keep it soon (a burst of keys is one write)."""
        if self._job is not None:
            self.widget.after_cancel(self._job)
        self._job = self.widget.after(KEEP_MS, self.keep)

    def keep(self) -> None:
        """Write the text to the recovery file if it has unsaved changes, else remove it. A
        file that cannot be written is let be: this is a help, not the program's file."""
        self._cancel()
        if not self.unsaved():
            self.forget()
            return
        path = recovery_path()
        with contextlib.suppress(OSError, SaveError, ValueError):
            path.parent.mkdir(parents=True, exist_ok=True)
            write_program(path, self.text())

    def forget(self) -> None:
        """Remove the recovery file: nothing unsaved is lost without it (and no write of it
        is pending: a job left when the window closes would run in no window)."""
        self._cancel()
        with contextlib.suppress(OSError):
            recovery_path().unlink(missing_ok=True)

    def _cancel(self) -> None:
        if self._job is not None:
            self.widget.after_cancel(self._job)
            self._job = None
