"""Where the file dialogs (Open…, Export…, Save picture…) open, and what they list.

At first in the user's documents folder, not in the folder the program happened to be started
from: the XDG_DOCUMENTS_DIR of ``user-dirs.dirs`` when it names a folder that exists, else
``~/Documents`` (or its German name), else the home folder. After that, in the folder of the
file last chosen, for the rest of the session. Tk's own dialog (the one on X11) lists
dot-folders such as ``.git`` and ``.venv``: they are hidden at first, and its "Show hidden"
switch brings them back.
"""

from __future__ import annotations

import os
import tkinter as tk
from collections.abc import Sequence
from pathlib import Path
from tkinter import filedialog

# ``~/Documents`` by its name in the program's languages (English and French, German).
DOCUMENTS_NAMES = ("Documents", "Dokumente")

_last_folder: Path | None = None


def documents_folder() -> Path:
    """The user's documents folder, or the home folder when there is none."""
    home = Path.home()
    config = Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config")
    named = _xdg_documents(config / "user-dirs.dirs", home)
    if named is not None and named.is_dir():
        return named
    return next(
        (home / name for name in DOCUMENTS_NAMES if (home / name).is_dir()),
        home,
    )


def _xdg_documents(path: Path, home: Path) -> Path | None:
    """XDG_DOCUMENTS_DIR of a ``user-dirs.dirs`` file (lines such as
    ``XDG_DOCUMENTS_DIR="$HOME/Dokumente"``), or None when the file does not set it."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    for line in lines:
        key, equals, value = line.strip().partition("=")
        if key != "XDG_DOCUMENTS_DIR" or not equals:
            continue
        value = value.strip().strip('"')
        if value.startswith("$HOME"):
            return home / value.removeprefix("$HOME").lstrip("/")
        return Path(value) if value.startswith("/") else None
    return None


def initial_folder(root: tk.Misc) -> str:
    """The folder a dialog opens in: the last one used, else the documents folder. Before
    the first dialog, Tk's own dialog is told to hide dot-folders."""
    hide_dot_folders(root)
    if _last_folder is not None and _last_folder.is_dir():
        return str(_last_folder)
    return str(documents_folder())


def remembered(path: str) -> str:
    """``path`` as a dialog returned it; its folder is where the next dialog opens."""
    global _last_folder
    if path:
        _last_folder = Path(path).parent
    return path


# A dialog's file types: (what the user reads, the patterns), as Tk takes them.
FileTypes = Sequence[tuple[str, str]]


def ask_file_to_open(parent: tk.Misc, title: str, file_types: FileTypes) -> str:
    """The file the user chooses in an Open dialog over ``parent`` ("" when cancelled): the
    dialog opens where the last one left off, and remembers the folder chosen."""
    return remembered(
        filedialog.askopenfilename(
            parent=parent,
            title=title,
            filetypes=file_types,
            initialdir=initial_folder(parent),
        )
    )


def ask_file_to_save(
    parent: tk.Misc, title: str, initial_file: str, extension: str, file_types: FileTypes
) -> str:
    """The name the user gives in a Save dialog over ``parent`` ("" when cancelled), which
    offers ``initial_file`` and adds ``extension`` to a name without one: the dialog opens
    where the last one left off, and remembers the folder chosen."""
    return remembered(
        filedialog.asksaveasfilename(
            parent=parent,
            title=title,
            initialfile=initial_file,
            defaultextension=extension,
            filetypes=file_types,
            initialdir=initial_folder(parent),
        )
    )


def hide_dot_folders(root: tk.Misc) -> None:
    """Tk's own file dialog (X11) hides dot-folders and offers its "Show hidden" switch.

    Its script sets both variables when it is loaded, so it is loaded first; once they are
    set they are left alone, so the user's choice in the dialog lasts the session.
    """
    if root.tk.call("tk", "windowingsystem") != "x11":
        return  # the system's own dialogs decide there
    if root.tk.call("info", "exists", "::tk::dialog::file::showHiddenBtn"):
        return
    root.tk.call("auto_load", "::tk::dialog::file::")
    root.tk.call("set", "::tk::dialog::file::showHiddenBtn", "1")
    root.tk.call("set", "::tk::dialog::file::showHiddenVar", "0")
