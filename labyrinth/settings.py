"""The viewer's remembered choices: language, size, speed, algorithm, palette, view, text
size, theme, the files opened last, the print dialog's choices and the folders of a teacher's
lessons, in a small JSON file.

The seed is not remembered: every start of the window is a new maze (its seed is shown, so
it can be made again).

The file lives in the platform's folder for settings: ``$XDG_CONFIG_HOME/labyrinth`` (usually
``~/.config/labyrinth``) on Linux, ``%APPDATA%\\labyrinth`` on Windows, and
``~/Library/Application Support/labyrinth`` on macOS (``$XDG_CONFIG_HOME`` when it is set,
as some users of the terminal do). Three rules, so no dependency is needed for them. A
broken file is ignored with a warning, never a crash, and kept as it is: quitting
does not replace it with the defaults. Only a regular file is read (a pipe never blocks the
start), and at most MAX_SETTINGS_BYTES of it.

Saving writes only the choices changed since the file was read, into the file as it is then:
keys this version does not know (a newer one wrote them) and values it could not use stay as
they are, and so do the choices another window saved meanwhile.
"""

from __future__ import annotations

import copy
import json
import os
import stat
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from labyrinth.files import SaveError, write_atomically
from labyrinth.generators import BOOK, find_algorithm
from labyrinth.i18n import LANGUAGES, _
from labyrinth.maze_array import BOOK_HEIGHT, BOOK_WIDTH, MAX_SIZE, MIN_SIZE

MAX_SETTINGS_BYTES = 64 * 1024
MAX_SPEED = 10
# How many files File → Open recent lists.
MAX_RECENT = 8
# How many folders of a teacher's lessons the lessons panel keeps.
MAX_LESSON_FOLDERS = 8
# View → Text size: the texts and controls from three quarters to three times their size.
TEXT_SIZES = (75, 90, 100, 110, 125, 150, 175, 200, 250, 300)
# View → Theme: the window light or dark, or as the desktop prefers.
THEMES = ("light", "dark", "system")


@dataclass
class Settings:
    language: str | None = None
    width: int = BOOK_WIDTH
    height: int = BOOK_HEIGHT
    # 25 steps a second: the book's 32 × 24 build (1,535 steps) takes about a minute, slow
    # enough to follow the walk and each step back (see the manual).
    speed: int = 4
    algorithm: str = BOOK
    palette: str = "book"
    # How the maze is drawn (View menu): the book's walls, its blocks, or by ways out.
    view: str = "walls"
    # Per cent of the normal size of every text and control (a projector wants 200).
    text_size: int = 100
    theme: str = "system"
    # The maze files opened last, newest first, as absolute paths.
    recent: list[str] = field(default_factory=list)
    # The print dialog's choices (File → Print worksheet…) as PrintOptions' fields; empty until
    # the first worksheet is printed from the window.
    worksheet: dict[str, Any] = field(default_factory=dict)
    # The folders of a teacher's lessons added in the lessons panel, as absolute paths.
    lesson_folders: list[str] = field(default_factory=list)
    # The choices as the file gave them (the defaults for those it had not): saving writes
    # those that differ.
    as_read: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def changed(self) -> dict[str, Any]:
        """The choices that differ from what the file gave (from the defaults, for settings
        not read from a file)."""
        before = self.as_read or _choices(Settings())
        return {name: value for name, value in _choices(self).items() if value != before.get(name)}

    def opened(self, path: str | Path) -> None:
        """Put ``path`` first in the recent files (once), keeping the newest MAX_RECENT."""
        name = os.path.abspath(path)
        self.recent = [name, *(each for each in self.recent if not _same_file(each, name))]
        del self.recent[MAX_RECENT:]

    def forget(self, path: str | Path) -> None:
        """Take ``path`` off the recent files."""
        name = os.path.abspath(path)
        self.recent = [each for each in self.recent if not _same_file(each, name)]


def _choices(settings: Settings) -> dict[str, Any]:
    """The choices of ``settings`` by name, copied (a list or dict changed later in place
    does not change them)."""
    return {name: copy.deepcopy(getattr(settings, name)) for name in _VALID}


def _same_file(first: str, second: str) -> bool:
    """The same name, as the system compares names (Windows ignores case)."""
    return os.path.normcase(first) == os.path.normcase(second)


# Keys an older version wrote that this one drops on purpose: each start is a new maze.
RETIRED = ("seed",)

# Each check takes any JSON value (a list where a name belongs must not raise).
_VALID = {
    "language": lambda value: value is None or (isinstance(value, str) and value in LANGUAGES),
    "width": lambda value: _whole(value) and MIN_SIZE <= value <= MAX_SIZE,
    "height": lambda value: _whole(value) and MIN_SIZE <= value <= MAX_SIZE,
    "speed": lambda value: _whole(value) and 0 <= value <= MAX_SPEED,
    "algorithm": lambda value: isinstance(value, str) and _known_algorithm(value),
    "palette": lambda value: isinstance(value, str) and _known_palette(value),
    "view": lambda value: isinstance(value, str) and _known_view(value),
    "text_size": lambda value: _whole(value) and value in TEXT_SIZES,
    "theme": lambda value: isinstance(value, str) and value in THEMES,
    "recent": lambda value: _file_names(value, MAX_RECENT),
    "worksheet": lambda value: _print_choices(value),
    "lesson_folders": lambda value: _file_names(value, MAX_LESSON_FOLDERS),
}


def _known_algorithm(spec: str) -> bool:
    try:
        find_algorithm(spec)
    except ValueError:
        return False
    return True


def _known_palette(name: str) -> bool:
    from labyrinth.render.palettes import PALETTES  # colours only: no Pillow, no window

    return name in PALETTES


def _known_view(name: str) -> bool:
    from labyrinth.render.geometry import VIEWS  # pixel layout only: no Pillow, no window

    return name in VIEWS


def _print_choices(value: object) -> bool:
    """Keywords that make a PrintOptions."""
    from labyrinth.render.print_options import PrintOptions  # only when the file has them

    if not isinstance(value, dict):
        return False
    try:
        PrintOptions(**value)
    except (TypeError, ValueError):  # TypeError: a keyword PrintOptions does not have
        return False
    return True


def _file_names(value: object, most: int) -> bool:
    """A list of at most ``most`` absolute file (or folder) names."""
    return (
        isinstance(value, list)
        and len(value) <= most
        and all(isinstance(name, str) and _absolute(name) for name in value)
    )


def _absolute(name: str) -> bool:
    return "\0" not in name and os.path.isabs(name)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def settings_path() -> Path:
    """Where the settings are kept: the platform's folder for them (the module's docstring)."""
    if os.name == "nt" and os.environ.get("APPDATA"):
        base = Path(os.environ["APPDATA"])
    elif os.environ.get("XDG_CONFIG_HOME"):
        base = Path(os.environ["XDG_CONFIG_HOME"])
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path.home() / ".config"
    return base / "labyrinth" / "settings.json"


class _Unreadable(Exception):
    """The settings file exists but cannot be used."""


def _read(path: Path) -> dict | None:
    """The file's JSON object; None if there is no file; _Unreadable for anything else (a
    folder of that name too).

    The file is opened without blocking and its type and size are checked on the open
    handle, before a byte is read.
    """
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as error:
        raise _Unreadable from error
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SETTINGS_BYTES:
            raise _Unreadable
        with os.fdopen(handle, "rb", closefd=False) as stream:
            content = stream.read(MAX_SETTINGS_BYTES + 1)
        if len(content) > MAX_SETTINGS_BYTES:
            raise _Unreadable
        data = json.loads(content.decode("utf-8-sig"))
    except (OSError, ValueError, RecursionError) as error:  # deep nesting: RecursionError
        raise _Unreadable from error
    finally:
        os.close(handle)
    if not isinstance(data, dict):
        raise _Unreadable
    return data


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings and a warning (None when all was well or there was no file yet)."""
    path = path or settings_path()
    settings = Settings()
    try:
        data = _read(path)
    except _Unreadable:
        return settings, _(
            "The settings file {path} is broken and was ignored; it is kept as it is, so "
            "choices made now are not remembered."
        ).format(path=path)
    if data is None:
        return settings, None
    ignored = []
    for name in _VALID:
        if name in data:
            if _VALID[name](data[name]):
                setattr(settings, name, data[name])
            else:
                ignored.append(name)
    settings.as_read = _choices(settings)
    if ignored:
        return settings, _(
            "The settings file {path} has bad values for {names}; they were ignored and are "
            "left in the file as they are."
        ).format(path=path, names=", ".join(ignored))
    return settings, None


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Write the choices changed since the file was read into the file as it is now, keeping
    the rest of it (see the module's docstring); returns a warning instead of raising.

    A file that exists but could not be read is left alone (load_settings said so).
    """
    path = path or settings_path()
    try:
        before = _read(path) or {}
    except _Unreadable:
        return None
    data = {key: value for key, value in before.items() if key not in RETIRED}
    data.update(settings.changed())
    if data == before:  # nothing changed: the file stays as it is (or unmade)
        return None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(data, indent=2).encode("utf-8")
        write_atomically(path, lambda stream: stream.write(text))
    except SaveError as error:
        return str(error)
    except OSError as error:
        return _("Cannot save {path}: {reason}.").format(path=path, reason=error.strerror)
    return None
