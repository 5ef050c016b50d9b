"""Only labyrinth/gui may import tkinter: the model, the renderer and the command line work
without a screen."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "labyrinth"


def imported_modules(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_nothing_outside_gui_imports_tkinter():
    offenders = [
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if "gui" not in path.relative_to(PACKAGE).parts[:1]
        and any(name.split(".")[0] in ("tkinter", "_tkinter") for name in imported_modules(path))
    ]
    assert offenders == []


def test_the_gui_package_does_import_tkinter():
    """The check above must be able to see a tkinter import where there is one."""
    assert "tkinter" in imported_modules(PACKAGE / "gui" / "window.py")


def test_building_and_saving_leave_tkinter_unloaded(tmp_path):
    script = (
        "import sys\n"
        "from labyrinth import MazeGraphs\n"
        "maze = MazeGraphs(20, 10, display=False, save=False, seed=1)\n"
        "maze.build_maze()\n"
        f"maze.save_png({str(tmp_path / 'm.png')!r})\n"
        "sys.exit('tkinter' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
