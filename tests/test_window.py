"""The window under a real X server (pytest-xvfb): title, picture, status, keys."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import skip_or_fail
from PIL import Image, ImageChops, ImageGrab

from labyrinth import MazeGraphs
from labyrinth.render.geometry import BLUE, GREEN, ORANGE
from labyrinth.render.png import render


def built(width, height, seed=1, excluded=()):
    maze = MazeGraphs(width, height, display=False, seed=seed)
    for x, y in excluded:
        maze.exclude_maze_field(x, y)
    maze.build_maze()
    return maze


def grab(widget):
    widget.update()
    widget.winfo_pointerxy()  # a round trip, so the server has drawn everything
    x, y = widget.winfo_rootx(), widget.winfo_rooty()
    return ImageGrab.grab(bbox=(x, y, x + widget.winfo_width(), y + widget.winfo_height()))


def test_window_shows_exactly_the_saved_picture(tk_root):
    from labyrinth.gui.window import MazeWindow

    maze = built(12, 9, excluded=[(5, 4)])
    window = MazeWindow(tk_root, maze)
    tk_root.update()
    assert tk_root.title() == "Labyrinth 12 × 9"
    assert window.field_size == 24
    picture = render(maze, 24).convert("RGB")
    shot = grab(window.canvas).convert("RGB")
    assert shot.width >= picture.width and shot.height >= picture.height
    shot = shot.crop((0, 0, picture.width, picture.height))
    assert ImageChops.difference(shot, picture).getbbox() is None
    assert window.status.cget("text") == maze.result.message()


def test_status_counts_cut_off_fields(tk_root):
    from labyrinth.gui.window import MazeWindow

    maze = built(6, 5, excluded=[(1, 0), (0, 1)])
    window = MazeWindow(tk_root, maze)
    assert window.status.cget("text").endswith("1 field cannot be reached.")


def test_a_big_maze_is_fitted_to_the_screen(tk_root):
    from labyrinth.gui.window import MazeWindow

    maze = built(300, 200)
    window = MazeWindow(tk_root, maze)
    tk_root.update()
    assert window.field_size < 24
    assert tk_root.winfo_width() <= tk_root.winfo_screenwidth()


def test_escape_closes_the_window(tk_root):
    from labyrinth.gui.window import MazeWindow

    window = MazeWindow(tk_root, built(5, 5))
    tk_root.update()
    window.canvas.focus_force()
    tk_root.update()
    closed = []
    tk_root.bind("<Destroy>", lambda event: closed.append(event.widget), add="+")
    window.canvas.event_generate("<Escape>")
    assert tk_root in closed


def _window_titled(title: str) -> str | None:
    """The X window id of the visible window with exactly this title, if there is one."""
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Labyrinth"],
                           capture_output=True, text=True, timeout=30)
    for window in found.stdout.split():
        name = subprocess.run(["xdotool", "getwindowname", window], capture_output=True,
                              text=True, timeout=30).stdout.strip()
        if name == title:
            return window
    return None


def _wait(condition, what, seconds=20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    pytest.fail(f"timed out waiting for {what}")


def _start_and_find(command: list[str], title: str) -> tuple[subprocess.Popen, str]:
    """Start a program that opens a window and wait until the window titled ``title`` shows."""
    if not os.environ.get("DISPLAY"):
        skip_or_fail("no DISPLAY: pytest-xvfb did not start Xvfb")
    for tool in ("xdotool", "import"):
        if not shutil.which(tool):
            skip_or_fail(f"{tool} is missing (apt-get install xdotool imagemagick)")
    app = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           env=dict(os.environ, LANGUAGE="en"))
    try:
        return app, _wait(lambda: _window_titled(title), f"the window {title!r}")
    except BaseException:
        app.kill()
        raise


def _close_with(app: subprocess.Popen, window: str, key: str) -> tuple[str, str]:
    """Give the window the keyboard, press ``key``, and collect what the program printed."""
    try:
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True, timeout=30)
        subprocess.run(["xdotool", "key", key], check=True, timeout=30)
        return app.communicate(timeout=30)
    finally:
        if app.poll() is None:
            app.kill()


def test_the_installed_program_opens_its_window(tmp_path):
    """As a user: start the gui-script, see the maze in its window, close it with Ctrl+Q."""
    program = Path(sys.executable).parent / "labyrinth"
    if not program.exists():
        skip_or_fail(f"the gui-script is not installed next to {sys.executable}")
    app, window = _start_and_find([str(program), "--width", "10", "--height", "8", "--seed", "3"],
                                  "Labyrinth 10 × 8")
    shot = tmp_path / "window.png"
    subprocess.run(["import", "-window", window, str(shot)], check=True, timeout=30)
    with Image.open(shot) as image:
        pixels = {colour for _count, colour in image.convert("RGB").getcolors(1 << 16)}
    assert {BLUE, GREEN, ORANGE} <= pixels
    out, err = _close_with(app, window, "ctrl+q")
    assert app.returncode == 0, err
    assert out.startswith("Maze is built, path length from start to end is ")


def test_mazegraphs_display_true_opens_the_window_as_the_java_does():
    script = ("from labyrinth import MazeGraphs\n"
              "maze = MazeGraphs(7, 5, MazeGraphs.Display, MazeGraphs.DontSave, seed=2)\n"
              "maze.exclude_maze_field(3, 2)\n"
              "maze.build_maze()\n")
    app, window = _start_and_find([sys.executable, "-c", script], "Labyrinth 7 × 5")
    out, err = _close_with(app, window, "Escape")
    assert app.returncode == 0, err
    assert "Maze is built, path length from start to end is" in out
