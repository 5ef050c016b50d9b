"""Turtle style: a plain script with ``from labyrinth.walker import *`` run as its own process
under the X server, as a student runs it from IDLE or Thonny: its window, its walk on the
screen, a move into a wall, the three languages, and the end of the script."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from x11 import colours, keys, running, wait_for

from labyrinth import walker
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.programs.world import WalkerStopped, WalkerWorld
from tests.manual_pages import PAGES, name_of, page

ROOT = Path(__file__).resolve().parent.parent
TRAIL = (0x40, 0xA0, 0xFF)  # the walk's trail
ARROW = (0xD0, 0x00, 0x00)
FLASH = (0xFF, 0x20, 0x20)


def script(tmp_path, text):
    path = tmp_path / "walk.py"
    path.write_text(text, encoding="utf-8")
    return [sys.executable, str(path)]


def walked(width, height, seed, walk):
    """Where the walker of the same maze gets to with ``walk(world)`` in this process."""
    graphs = MazeGraphs(width, height, display=False, seed=seed)
    result = graphs.build_maze()
    world = WalkerWorld(graphs.maze_array, result.start, result.end)
    try:
        walk(world)
    except WalkerStopped as stop:
        return world, stop
    return world, None


def ahead(world):
    while world.front_is_clear():
        world.move()


def test_a_five_line_german_script_opens_the_window_and_walks(tmp_path):
    command = script(
        tmp_path,
        "from labyrinth.walker import *\n"
        "labyrinth(8, 6, seed=21)\n"
        "tempo(10)\n"
        "while vorne_frei(): vor()\n"
        "fertig()\n",
    )
    world, stop = walked(8, 6, 21, ahead)
    assert stop is None and world.moves == 5  # the walk the window must show
    with running(command, "Labyrinth 8 × 6") as (app, window):
        shot = tmp_path / "walk.png"
        seen = wait_for(lambda: {TRAIL, ARROW} <= colours(window, shot), "the walk on the screen")
        assert seen
        keys(window, "Escape")  # done(): the window stays until it is closed
        out, err = app.communicate(timeout=60)
    assert app.returncode == 0, err
    assert "Maze is built" in out and err == ""


def test_a_move_into_a_wall_stops_with_one_sentence_and_the_wall_shown(tmp_path):
    command = script(
        tmp_path,
        "from labyrinth.walker import *\nmaze(8, 6, seed=21)\nspeed(0)\nwhile True:\n    move()\n",
    )
    world, stop = walked(8, 6, 21, lambda world: [world.move() for _ in range(100)])
    assert stop is not None and world.moves == 5
    with running(command, "Labyrinth 8 × 6") as (app, window):
        shot = tmp_path / "wall.png"
        assert wait_for(lambda: {FLASH, TRAIL} <= colours(window, shot), "the wall in red")
        keys(window, "Escape")
        _out, err = app.communicate(timeout=60)
    assert app.returncode == 1
    assert err.strip() == str(stop)  # one sentence naming the field and the heading
    assert f"({world.position[0]} | {world.position[1]})" in err and "Traceback" not in err


def test_french_names_and_closing_the_window_ends_the_script(tmp_path):
    command = script(
        tmp_path,
        "from labyrinth.walker import *\n"
        "labyrinthe(6, 5, seed=2)\n"
        "vitesse(1)\n"
        "while True:\n"
        "    gauche()\n",
    )
    with running(command, "Labyrinth 6 × 5") as (app, window):
        keys(window, "Escape")  # closed in the middle of the walk
        _out, err = app.communicate(timeout=60)
    assert app.returncode == 1
    assert err.strip() == "The window was closed: the walk ends."


def turtle_scripts() -> list[tuple[str, str]]:
    """Each page's script for one's own editor: the indented block that starts with the
    walker's import, as a reader copies it."""
    found = []
    for path in PAGES:
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines):
            if line == "    from labyrinth.walker import *":
                block = []
                for code in lines[number:]:
                    if code and not code.startswith("    "):
                        break
                    block.append(code.removeprefix("    "))
                found.append((f"{name_of(path)}:{number + 1}", "\n".join(block).strip() + "\n"))
    return found


@pytest.mark.timeout(180)
@pytest.mark.parametrize(("where", "text"), turtle_scripts())
def test_every_script_a_page_shows_walks_to_the_goal(where, text, tmp_path):
    """The README's and the manual's turtle-style scripts, run as written, at once (speed 0
    after the maze's line): the walk ends at the goal, not in a wall, and the window stays
    until it is closed."""
    lines = text.splitlines()
    command = script(tmp_path, "\n".join([*lines[:2], "speed(0)", *lines[2:]]) + "\n")
    with running(command, "Labyrinth 12 × 9") as (app, window):
        shot = tmp_path / "walk.png"
        assert wait_for(lambda: {TRAIL, ARROW} <= colours(window, shot), "the walk"), where
        keys(window, "Escape")
        _out, err = app.communicate(timeout=60)
    assert (app.returncode, err) == (0, ""), where


def test_the_readme_and_the_manual_show_scripts_in_each_language():
    assert len(turtle_scripts()) >= 4


def test_every_walker_name_of_the_three_languages_is_exported():
    from labyrinth.programs.world import NAMES

    names = {name for each in NAMES.values() for name in each.values()}
    assert names <= set(walker.__all__)
    assert {"maze", "labyrinth", "labyrinthe", "done", "fertig", "termine"} <= set(walker.__all__)
    assert walker.__dict__["vor"].__name__ == "vor"
    assert walker.__dict__["am_ziel"].__doc__ == WalkerWorld.at_goal.__doc__


@pytest.mark.parametrize("value", [-1, 11, 2.5, "3"])
def test_a_speed_off_the_scale_is_one_sentence(value):
    with pytest.raises(ValueError, match="whole number from 0 to 10"):
        walker.speed(value)


def test_importing_the_module_opens_no_window():
    done = subprocess.run(
        [sys.executable, "-c", "import sys, labyrinth.walker; print('tkinter' in sys.modules)"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert done.stdout.strip() == "False", done.stderr


def test_the_readme_names_the_python_that_runs_a_script_and_why(tmp_path):
    """The system's Python stops at the import before anything of ours can speak, so the
    manual says which Python to use; that one runs the script, one without it cannot."""
    text = page("own-program.md").read_text(encoding="utf-8")
    section = text[text.index("## Turtle style") :]
    assert "ModuleNotFoundError" in section
    assert "`.venv/bin/python myscript.py`" in section
    assert "pipx environment --value PIPX_LOCAL_VENVS" in section
    path = tmp_path / "myscript.py"
    path.write_text("from labyrinth.walker import *\nprint(at_goal.__name__)\n", "utf-8")
    with_it = subprocess.run(
        [sys.executable, str(path)], capture_output=True, text=True, timeout=60, check=False
    )
    assert with_it.stdout == "at_goal\n"
    without = subprocess.run(  # -I -S: no site-packages, as a Python without the package
        [sys.executable, "-I", "-S", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert "ModuleNotFoundError: No module named 'labyrinth'" in without.stderr
