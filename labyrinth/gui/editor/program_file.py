"""The editor's file: Open… and Save… of ``.py`` programs, and never losing the text typed.

A program is read as the command line reads one (``programs.source_file``) and written
through the project's safe writer: a failure leaves the old file whole. Before the text is
replaced (another file, a template) or the window closes, unsaved changes are offered to be
saved first.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from pathlib import Path
from tkinter import filedialog, messagebox

from labyrinth.files import SaveError, write_atomically
from labyrinth.gui.dialog_folder import initial_folder, remembered
from labyrinth.i18n import N_, _

UNSAVED_TITLE = N_("Unsaved program")


def write_program(path: Path, text: str) -> Path:
    """Write ``text`` to ``path`` in UTF-8, ending in a newline; SaveError if it cannot be."""
    ending = "" if text.endswith("\n") or not text else "\n"
    return write_atomically(path, lambda stream: stream.write((text + ending).encode("utf-8")))


def _file_types() -> list[tuple[str, str]]:
    return [(_("Python programs"), "*.py"), (_("All files"), "*")]


class ProgramFile:
    """The file the editor's text belongs to (None: not saved yet) and the text as it was last
    read or saved. ``text()`` is the editor's text now, ``parent`` the window dialogs belong to."""

    def __init__(self, parent: tk.Misc, text: Callable[[], str]) -> None:
        self.parent, self.text = parent, text
        self.path: Path | None = None
        self.saved = ""

    @property
    def unsaved(self) -> bool:
        return self.text() != self.saved

    def name(self) -> str:
        """The file's name, or the name of a new program."""
        return self.path.name if self.path is not None else _("new program")

    def ask_open(self) -> Path | None:
        """The program file the user chooses to open (None: cancelled)."""
        chosen = remembered(
            filedialog.askopenfilename(
                parent=self.parent,
                title=_("Open program…"),
                filetypes=_file_types(),
                initialdir=initial_folder(self.parent),
            )
        )
        return Path(chosen) if chosen else None

    def save(self, choose: bool = False) -> bool:
        """Save the text to its file (asking for a name if it has none, or ``choose``);
        False when cancelled or when it could not be written (one message box says why)."""
        path = self.path
        if path is None or choose:
            chosen = remembered(
                filedialog.asksaveasfilename(
                    parent=self.parent,
                    title=_("Save program…"),
                    initialfile=self.name() if self.path is not None else "program.py",
                    defaultextension=".py",
                    filetypes=_file_types(),
                    initialdir=initial_folder(self.parent),
                )
            )
            if not chosen:
                return False
            path = Path(chosen)
        text = self.text()
        try:
            self.path = write_program(path, text)
        except (SaveError, ValueError) as error:
            messagebox.showerror(_("Save program…"), str(error), parent=self.parent)
            return False
        self.saved = text
        return True

    def may_replace(self) -> bool:
        """Whether the text may be replaced now: it is saved, or the user saved it or chose to
        let the changes go. False: keep it (cancelled, or the save failed)."""
        if not self.unsaved:
            return True
        answer = messagebox.askyesnocancel(
            _(UNSAVED_TITLE),
            unsaved_question(self.path),
            parent=self.parent,
        )
        if answer is None:
            return False
        return self.save() if answer else True

    def opened(self, path: Path, text: str) -> None:
        """The editor now shows ``text``, read from ``path``."""
        self.path, self.saved = path, text

    def replaced(self, text: str) -> None:
        """The editor now shows ``text`` of no file (a template): saved as nothing yet."""
        self.path, self.saved = None, text


def unsaved_question(path: Path | None) -> str:
    """The question before unsaved changes are let go: a program with a file is named by it,
    a new one is called new (a name put into the sentence would read "the program new
    program")."""
    if path is None:
        return _("The new program has changes that are not saved. Save them first?")
    return _("The program {file} has changes that are not saved. Save them first?").format(
        file=path.name
    )
