"""Layers: only labyrinth/gui imports tkinter, and the model (everything outside gui/ and
render/ but the programs around them) imports neither the window nor the renderer."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

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


def modules_importing(package: str, module: str) -> list[str]:
    """The files under ``package`` that import ``module`` or anything in it, at the top, in a
    function or for the type checker alone."""
    return [
        str(path.relative_to(PACKAGE))
        for path in sorted((PACKAGE / package).rglob("*.py"))
        if any(name == module or name.startswith(f"{module}.") for name in imported_modules(path))
    ]


def test_the_renderer_draws_a_grid_and_marks_never_the_facade():
    """render/ takes a MazeArray plus marks; the facade's mazes become pictures above it
    (labyrinth.saving makes a class set's mazes and hands each one's grid to render/)."""
    assert modules_importing("render", "labyrinth.maze_graphs") == []
    assert modules_importing("render", "labyrinth.formats") == []


def test_the_facade_check_sees_an_import_of_the_facade():
    """The check above must be able to see the facade imported where it is."""
    assert "saving.py" in modules_importing(".", "labyrinth.maze_graphs")


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


# The model: everything but the window, the renderer and the programs around them (the command
# line and the words it reads, the browser page's bridge, the desktop entry, the saving of a
# maze's pictures); the solvers are model too, their terminal output is the command line's.
def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return ".".join(("labyrinth", *(parts[:-1] if parts[-1] == "__init__" else parts)))


MODEL = sorted(
    module_name(path)
    for path in PACKAGE.rglob("*.py")
    if path.relative_to(PACKAGE).parts[0]
    not in (
        "gui",
        "render",
        "cli",
        "browser",
        "values.py",
        "__init__.py",
        "__main__.py",
        "desktop.py",
        "saving.py",
    )
)


def test_the_model_list_sees_the_model():
    assert {"labyrinth.maze_graphs", "labyrinth.build", "labyrinth.options"} <= set(MODEL)
    assert {"labyrinth.generators.backtracker", "labyrinth.solvers"} <= set(MODEL)
    assert not [name for name in MODEL if name.startswith(("labyrinth.gui", "labyrinth.render"))]
    assert not [name for name in MODEL if name.startswith("labyrinth.cli")]


@pytest.mark.parametrize("module", MODEL)
def test_a_model_module_loads_neither_window_nor_renderer(module):
    """Imported alone, in a fresh interpreter, no model module pulls in gui/, render/, tkinter
    or Pillow: data flows model -> render -> window, never back."""
    script = (
        "import importlib, sys\n"
        f"importlib.import_module({module!r})\n"
        "print(sorted(name for name in sys.modules if name.startswith("
        "('labyrinth.gui', 'labyrinth.render', 'tkinter', 'PIL'))))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def lazy_imports(path: Path) -> list[tuple[str, str]]:
    """``(function, module)`` for each import inside a function of the file."""
    found = []
    for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(function, ast.FunctionDef):
            for node in ast.walk(function):
                if isinstance(node, ast.ImportFrom) and node.module:
                    found.append((function.name, node.module))
    return found


def test_the_model_reaches_the_window_only_where_the_book_shows_one():
    """The Java's MazeGraphs is a window: ``display=True`` opens the viewer, importing it
    then. Pictures are drawn (Pillow loaded) only when one is saved, and the field size is
    checked by the geometry only when one is given, and a remembered palette's name by the
    palettes (colours only), a remembered view's by the geometry (its names of the views) and
    the print dialog's remembered choices by PrintOptions (the one check of a print's choices)
    when the settings are read. A script walking a maze (turtle style) opens the walker's
    window when it asks for a maze. Nothing else in the model looks up."""
    edges = sorted(
        (path.stem, function, module)
        for path in PACKAGE.rglob("*.py")
        if module_name(path) in MODEL
        for function, module in lazy_imports(path)
        if module.startswith(("labyrinth.gui", "labyrinth.render"))
    )
    assert edges == [
        ("maze_graphs", "_display_if_asked", "labyrinth.gui.window"),
        ("maze_graphs", "save_png", "labyrinth.render.png"),
        ("options", "__post_init__", "labyrinth.render.geometry"),
        ("settings", "_known_palette", "labyrinth.render.palettes"),
        ("settings", "_known_view", "labyrinth.render.geometry"),
        ("settings", "_print_choices", "labyrinth.render.print_options"),
        ("walker", "start", "labyrinth.gui.walker_window"),
    ]


def test_the_registry_lists_every_algorithm_module():
    """The registry is an explicit list: a module that declares algorithms must be in it,
    and a module of tools next to them is simply not."""
    from labyrinth.generators import ALGORITHMS

    declared = set()
    for path in (PACKAGE / "generators").glob("*.py"):
        if "ALGORITHMS = (" in path.read_text(encoding="utf-8"):
            module = __import__(f"labyrinth.generators.{path.stem}", fromlist=["ALGORITHMS"])
            declared |= {algorithm.name for algorithm in module.ALGORITHMS}
    assert declared == set(ALGORITHMS)


def test_the_command_line_loads_pillow_only_to_make_a_picture(tmp_path):
    """A build without --save, in a fresh interpreter, never imports Pillow or tkinter."""
    script = (
        "import sys\n"
        "from labyrinth.cli import run\n"
        "code = run(['--no-display', '--width', '5', '--height', '4', '--seed', '2', '--stats'])\n"
        "sys.exit(code or any(name in sys.modules for name in ('PIL', 'tkinter')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
