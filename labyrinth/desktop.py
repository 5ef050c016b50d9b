"""A menu entry and an icon for Linux desktops, so the program starts with a double-click.

``labyrinth --install-desktop-entry`` writes ``labyrinth.desktop`` to
``$XDG_DATA_HOME/applications`` (``~/.local/share/applications``) and the icon to
``$XDG_DATA_HOME/icons/hicolor/256x256/apps``. The icon is a small maze drawn by the
program's own renderer.
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import sys
from pathlib import Path

from PIL import Image

from labyrinth.files import write_atomically
from labyrinth.i18n import _

ICON_SIZE = 256


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


def launcher() -> str:
    """The command a desktop starts: the installed gui-script, else this Python with -m."""
    script = shutil.which("labyrinth") or str(Path(sys.executable).parent / "labyrinth")
    if Path(script).exists():
        return f'"{script}"'
    return f'"{sys.executable}" -m labyrinth'


def desktop_entry(icon: Path) -> str:
    return "\n".join(
        (
            "[Desktop Entry]",
            "Type=Application",
            "Name=Labyrinth",
            "GenericName=Maze builder",
            "GenericName[de]=Labyrinth-Baukasten",
            "Comment=Watch a maze being built, field by field, as in the Wikibook",
            "Comment[de]=Zusehen, wie ein Labyrinth Feld für Feld entsteht, wie im Wikibook",
            f"Exec={launcher()}",
            f"Icon={icon}",
            "Terminal=false",
            "Categories=Education;Game;LogicGame;",
            "Keywords=maze;labyrinth;recursion;Labyrinth;Rekursion;",
            "",
        )
    )


def install_desktop_entry() -> tuple[Path, Path]:
    """Write the icon and the menu entry (atomically); returns both paths."""
    icon = data_home() / "icons" / "hicolor" / f"{ICON_SIZE}x{ICON_SIZE}" / "apps" / "labyrinth.png"
    entry = data_home() / "applications" / "labyrinth.desktop"
    for folder in (icon.parent, entry.parent):
        folder.mkdir(parents=True, exist_ok=True)
    picture = icon_image()
    write_atomically(icon, lambda stream: picture.save(stream, format="PNG"))
    text = desktop_entry(icon).encode("utf-8")
    write_atomically(entry, lambda stream: stream.write(text))
    entry.chmod(0o755)
    return entry, icon


def installed_message(entry: Path, icon: Path) -> str:
    return _("Installed the menu entry {entry} and the icon {icon}.").format(entry=entry, icon=icon)
