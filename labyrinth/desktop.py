"""A menu entry, an icon and the maze files' types for Linux desktops, so the program starts
with a double-click, and so does a double-click on a ``.labyrinth`` or ``.maz`` file.

``labyrinth --install-desktop-entry`` writes ``labyrinth.desktop`` to
``$XDG_DATA_HOME/applications`` (``~/.local/share/applications``), the icon to
``$XDG_DATA_HOME/icons/hicolor/256x256/apps`` and the file types to
``$XDG_DATA_HOME/mime/packages/labyrinth.xml``, then lets the desktop's two databases know
(``update-mime-database``, ``update-desktop-database``, where they are installed). The icon
is a small maze drawn by the program's own renderer. ``--uninstall-desktop-entry`` removes
those three files again (before ``pipx uninstall``).

Both file types are ``text/``: the files are plain text a teacher may read and edit, and a
``text/`` type is a kind of ``text/plain`` to the desktop, so its file manager offers a text
editor beside Labyrinth and shows a preview; ``x-`` because neither is registered.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from PIL import Image

from labyrinth.files import write_atomically
from labyrinth.i18n import N_, _, in_language
from labyrinth.languages import LANGUAGES

ICON_SIZE = 256
SAVE_FILE_TYPE = "text/x-labyrinth"
MAZ_TYPE = "text/x-maz"
# The texts a desktop shows of the program and its files, each in every language.
GENERIC_NAME = N_("Maze builder")
COMMENT = N_("Watch a maze being built, field by field, as in the Wikibook")
SAVE_FILE_COMMENT = N_("Labyrinth save file")
MAZ_COMMENT = N_("Maze grid (.maz)")


KEYWORDS = N_("maze;labyrinth;recursion;")


def in_every_language(message: str) -> list[tuple[str, str]]:
    """``message`` in each language of the table whose catalog translates it: (code, text),
    English first."""
    texts = [(code, in_language(code, message)) for code in LANGUAGES]
    return [(code, text) for code, text in texts if code == "en" or text != message]


def _mime_comments(message: str) -> str:
    # imported here (start-up time): it brings urllib.request, http.client and ssl along
    from xml.sax.saxutils import escape

    return "\n".join(
        f"    <comment>{escape(text)}</comment>"
        if code == "en"
        else f'    <comment xml:lang="{code}">{escape(text)}</comment>'
        for code, text in in_every_language(message)
    )


def mime_info() -> str:
    """The database of file types in the desktop's own format (shared-mime-info). A save
    file is also known by its first line, should its name have lost the suffix."""
    return f"""\
<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{SAVE_FILE_TYPE}">
{_mime_comments(SAVE_FILE_COMMENT)}
    <sub-class-of type="text/plain"/>
    <glob pattern="*.labyrinth"/>
    <magic priority="50">
      <match type="string" offset="0" value="format: labyrinth "/>
    </magic>
  </mime-type>
  <mime-type type="{MAZ_TYPE}">
{_mime_comments(MAZ_COMMENT)}
    <sub-class-of type="text/plain"/>
    <glob pattern="*.maz"/>
  </mime-type>
</mime-info>
"""


# Seconds a desktop database may take to be updated.
UPDATE_TIMEOUT = 60


def icon_image(size: int = ICON_SIZE) -> Image.Image:
    """A 9 × 9 maze with its start and end marks, square, ``size`` pixels a side."""
    from labyrinth.maze_graphs import MazeGraphs
    from labyrinth.render.png import render

    graphs = MazeGraphs(9, 9, display=False, seed=1)
    with contextlib.redirect_stdout(io.StringIO()):
        result = graphs.build_maze()
    picture = render(graphs.maze_array, result.marks, 24)
    return picture.convert("RGB").resize((size, size), Image.Resampling.LANCZOS)


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def launcher() -> list[str]:
    """The command a desktop starts: the gui-script of the installation that runs now (a pipx
    or venv install has it beside its Python), else the one on the PATH, else this Python
    with -m."""
    beside = Path(sys.executable).parent / "labyrinth"
    script = str(beside) if beside.exists() else shutil.which("labyrinth")
    return [script] if script else [sys.executable, "-m", "labyrinth"]


def exec_word(word: str) -> str:
    """One word of an Exec line, quoted as the Desktop Entry Specification says: inside double
    quotes a backslash before " ` $ and \\, a % doubled (a single one starts a field code), and
    then every backslash doubled, as in any value of the file."""
    quoted = '"' + re.sub(r'(["`$\\])', r"\\\1", word.replace("%", "%%")) + '"'
    return quoted.replace("\\", "\\\\")


def _entry_lines(key: str, message: str) -> list[str]:
    """``key=`` with the English text, then ``key[code]=`` for each other language."""
    return [
        f"{key}={text}" if code == "en" else f"{key}[{code}]={text}"
        for code, text in in_every_language(message)
    ]


def desktop_entry(icon: Path) -> str:
    return "\n".join(
        (
            "[Desktop Entry]",
            "Type=Application",
            "Name=Labyrinth",
            *_entry_lines("GenericName", GENERIC_NAME),
            *_entry_lines("Comment", COMMENT),
            # %f: the file double-clicked (or dropped on the entry), if any
            f"Exec={' '.join(map(exec_word, launcher()))} %f",
            f"Icon={icon}",
            "Terminal=false",
            f"MimeType={SAVE_FILE_TYPE};{MAZ_TYPE};",
            # one main category, so that menus list it once; ComputerScience: what it teaches
            "Categories=Education;ComputerScience;",
            *_entry_lines("Keywords", KEYWORDS),
            "",
        )
    )


def installed_files() -> tuple[Path, Path, Path]:
    """Where the menu entry, the icon and the file types go (under ``data_home()``)."""
    home = data_home()
    return (
        home / "applications" / "labyrinth.desktop",
        home / "icons" / "hicolor" / f"{ICON_SIZE}x{ICON_SIZE}" / "apps" / "labyrinth.png",
        home / "mime" / "packages" / "labyrinth.xml",
    )


def install_desktop_entry() -> tuple[Path, Path, Path]:
    """Write the icon, the menu entry and the file types (each atomically), and update the
    desktop's databases; returns the three paths. OSError when something fails."""
    entry, icon, types = installed_files()
    for folder in (icon.parent, entry.parent, types.parent):
        folder.mkdir(parents=True, exist_ok=True)
    picture = icon_image()
    write_atomically(icon, lambda stream: picture.save(stream, format="PNG"))
    text = desktop_entry(icon).encode("utf-8")
    write_atomically(entry, lambda stream: stream.write(text))
    entry.chmod(0o755)
    write_atomically(types, lambda stream: stream.write(mime_info().encode("utf-8")))
    _update_databases(entry, types)
    return entry, icon, types


def uninstall_desktop_entry() -> list[Path]:
    """Remove the three files ``install_desktop_entry`` writes (nothing else: the folders
    and the desktop's other entries stay) and update the desktop's databases; returns the
    files removed. OSError when something fails."""
    entry, _icon, types = files = installed_files()
    removed = [path for path in files if path.exists()]
    for path in removed:
        path.unlink()
    if removed:
        _update_databases(entry, types)
    return removed


def _update_databases(entry: Path, types: Path) -> None:
    if types.parent.is_dir():
        _update("update-mime-database", types.parent.parent)
    if entry.parent.is_dir():
        _update("update-desktop-database", entry.parent)


def _update(tool: str, folder: Path) -> None:
    """Let the desktop know what changed in ``folder`` (it reads the caches ``tool`` makes);
    nothing to do where the desktop's tools are not installed."""
    program = shutil.which(tool)
    if program is None:
        return
    try:
        done = subprocess.run(
            [program, str(folder)], capture_output=True, text=True, timeout=UPDATE_TIMEOUT
        )
    except subprocess.TimeoutExpired:
        raise OSError(f"{tool} {folder}: no answer in {UPDATE_TIMEOUT} s") from None
    if done.returncode != 0:
        said = (done.stderr or done.stdout).strip().splitlines()
        raise OSError(f"{tool} {folder}: {said[0] if said else done.returncode}")


def installed_message(entry: Path, icon: Path, types: Path) -> str:
    return _(
        "Installed the menu entry {entry}, the icon {icon} and the file types {types}."
    ).format(entry=entry, icon=icon, types=types)


def uninstalled_message(removed: list[Path]) -> str:
    if not removed:
        return _("No menu entry of Labyrinth was installed here: nothing to remove.")
    return _("Removed the menu entry, the icon and the file types: {files}.").format(
        files=", ".join(map(str, removed))
    )
