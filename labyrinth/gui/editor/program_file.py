"""The editor's file: Open… and Save… of ``.py`` programs, and never losing the text typed.

A program is read in the encoding Python would read it in (UTF-8, or what its coding line or
byte-order mark says), at most MOST_BYTES, and written through the project's safe writer: a
failure leaves the old file whole. Before the text is replaced (another file, a template) or
the window closes, unsaved changes are offered to be saved first.
"""

from __future__ import annotations

import io
import tkinter as tk
import tokenize
from collections.abc import Callable
from pathlib import Path
from tkinter import filedialog, messagebox

from labyrinth.files import SaveError, write_atomically
from labyrinth.gui.dialog_folder import initial_folder, remembered
from labyrinth.i18n import N_, _
from labyrinth.quoting import shown_path

# The biggest program read: a maze program is a few kB; a bigger file is most likely
# something else chosen by mistake, and would make the editor slow.
MOST_BYTES = 1_000_000
UNSAVED_TITLE = N_("Unsaved program")


class ProgramProblem(Exception):
    """A program file could not be read: one sentence for the user."""


def read_program(path: Path) -> str:
    """The text of the program in ``path``; ProgramProblem with one sentence if it cannot be
    read (missing, too big, not text)."""
    shown = shown_path(path)
    try:
        with open(path, "rb") as stream:
            data = stream.read(MOST_BYTES + 1)
    except OSError as error:
        reason = error.strerror or str(error)
        raise ProgramProblem(
            _("Cannot read {file}: {reason}.").format(file=shown, reason=reason)
        ) from None
    if len(data) > MOST_BYTES:
        raise ProgramProblem(
            _(
                "Cannot read {file}: it is bigger than {most} kB, too big for a program of "
                "the maze."
            ).format(file=shown, most=MOST_BYTES // 1000)
        )
    try:
        encoding, _lines = tokenize.detect_encoding(io.BytesIO(data).readline)
        text = data.decode(encoding)
    except (SyntaxError, LookupError, UnicodeDecodeError):
        raise ProgramProblem(
            _("Cannot read {file}: it is not a text file in UTF-8.").format(file=shown)
        ) from None
    # as Python reads it: no byte-order mark, a line ends in "\n"
    return text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


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
            _("The program {name} has changes that are not saved. Save them first?").format(
                name=self.name()
            ),
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
