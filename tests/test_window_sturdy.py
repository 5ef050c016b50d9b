"""The window tried as a new user would, with real key and mouse events under Xvfb: values
that are wrong, builds that are interrupted, long texts, small screens, early keys, saving."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import skip_or_fail
from helpers import hex_rows, press, wall_bits
from PIL import Image
from test_window import (
    click_field,
    finished,
    key_in,
    make_app,
    run_until,
    switch_language,
    type_into,
)
from x11 import colours, keys, running, wait_for

from labyrinth import MazeGraphs
from labyrinth.gui.file_dialogs import save_to
from labyrinth.gui.problems import maze_ready
from labyrinth.render.geometry import GREEN, ORANGE
from labyrinth.saving import save_picture

DRIVEN_FROM_OUTSIDE = pytest.mark.timeout(300)


def built_like(app, seed):
    """The window's maze is the finished maze of ``seed`` at its size, wall for wall."""
    maze = app.graphs.maze_array
    direct = MazeGraphs(maze.width, maze.height, display=False, seed=seed)
    direct.build_maze()
    walls = hex_rows(maze, wall_bits)
    return app.graphs.result is not None and walls == hex_rows(direct.maze_array, wall_bits)


def test_a_click_while_a_control_is_wrong_excludes_nothing(tk_root):
    app = make_app(tk_root, seed=3)
    type_into(app, "width", "abc")
    click_field(app, 2, 2)
    assert app.excluded == set()
    assert app.status.text.startswith("Maze cannot be created with width 'abc'")
    type_into(app, "width", "12")
    press(app, "F5")
    press(app, "End")
    run_until(tk_root, lambda: finished(app))
    assert not app.graphs.maze_array.is_excluded(2, 2)
    assert built_like(app, 3)


def test_return_with_a_wrong_value_during_a_build_leaves_the_build_alone(tk_root):
    app = make_app(tk_root, seed=4, speed=1)
    press(app, "F5")
    field = type_into(app, "loops", "x1")
    key_in(field, "Return")
    assert app.status.text.startswith("The loop percent must be a whole number")
    assert app.building.player.animator.playing  # the build goes on
    type_into(app, "loops", "0")
    press(app, "End")
    run_until(tk_root, lambda: finished(app))
    assert built_like(app, 4)
    assert maze_ready(app.session, app.error, "save")


def test_the_status_text_never_widens_the_window(tk_root):
    app = make_app(tk_root)
    switch_language(app, "Deutsch")  # its labels are wider: the minimum follows them
    tk_root.geometry("{}x{}".format(*tk_root.minsize()))  # the narrowest window
    run_until(tk_root, lambda: tk_root.winfo_width() == tk_root.minsize()[0])
    width = tk_root.winfo_width()
    type_into(app, "loops", "x")  # a long German sentence
    press(app, "F5")
    assert app.status.text.startswith("Der Schleifenanteil (Prozent) muss")
    tk_root.update()
    assert tk_root.winfo_width() == width
    assert app.status.winfo_reqwidth() < width  # the bar asks for no width of its text
    label = app.status.label
    assert label.winfo_rootx() + label.winfo_width() <= tk_root.winfo_rootx() + width
    assert label.cget("text").endswith("…")  # shortened to fit, the whole text in its tooltip


@pytest.mark.parametrize("control", ["width", "seed", "blocks"])
def test_5000_digits_in_a_field_are_quoted_shortened_and_the_maze_stays(tk_root, control):
    app = make_app(tk_root, seed=6)
    press(app, "F5")
    press(app, "End")
    run_until(tk_root, lambda: finished(app))
    field = type_into(app, control, "9" * 5000)
    key_in(field, "Return")
    assert "999999999999…9999" in app.status.text and len(app.status.text) < 160
    assert tk_root.winfo_exists() and built_like(app, 6)


def maze_on_screen(app):
    """Where the maze's first field is on the screen, and the field size."""
    left, top, _right, _bottom = app.view.geometry.interior(0, 0)
    canvas = app.view.canvas
    x = canvas.winfo_rootx() + left - int(canvas.canvasx(0))
    y = canvas.winfo_rooty() + top - int(canvas.canvasy(0))
    return x, y, app.view.field_size


@pytest.mark.parametrize("zoom", [["minus"], ["minus", "minus"], ["plus", "plus"]])
def test_fit_after_zooming_puts_the_maze_where_the_first_fit_did(tk_root, zoom):
    app = make_app(tk_root, width=32, height=24)
    first = maze_on_screen(app)
    for key in zoom:
        press(app, f"Control-{key}")
    assert maze_on_screen(app) != first
    press(app, "Control-0")
    assert maze_on_screen(app) == first


def test_a_paused_build_says_so_and_the_algorithm_and_seed_are_shown(tk_root):
    app = make_app(tk_root, seed=21, speed=1)
    assert app.status.detail.cget("text") == "Seed 21, Recursive backtracker (the book's)"
    press(app, "F5")
    assert app.controls.buttons["play"].cget("text") == "Pause"
    press(app, "space")
    assert app.status.text.startswith("Paused:")
    assert app.controls.buttons["play"].cget("text") == "Animate"
    app.menus["algorithm"].invoke(app.menus["algorithm"].index("Binary tree – north-east"))
    tk_root.update()
    assert app.status.detail.cget("text") == "Seed 21, Binary tree – north-east"
    switch_language(app, "Deutsch")
    assert app.status.detail.cget("text") == "Startwert 21, Binärbaum – Nordosten"


def test_an_end_pressed_as_the_window_appears_finishes_the_build_it_starts_with(tk_root):
    """The program begins its build when Tk is first idle (labyrinth.gui.window.watch_build);
    an End that comes before must not be lost."""
    app = make_app(tk_root, seed=9, speed=1)
    tk_root.after_idle(app.build_at_start)
    app.view.canvas.focus_force()
    app.view.canvas.event_generate("<End>")  # before Tk was idle
    run_until(tk_root, lambda: finished(app))
    tk_root.update()  # the build asked for at the start begins no second build
    assert finished(app) and built_like(app, 9)


def test_the_texture_window_follows_a_language_switch(tk_root):
    app = make_app(tk_root, seed=2)
    press(app, "F5")
    press(app, "End")
    run_until(tk_root, lambda: finished(app))
    press(app, "Control-t")
    texture = app.files.texture_window
    english = texture.label.cget("text")
    switch_language(app, "Deutsch")
    assert texture.window.title() == "Textur des Labyrinths"
    assert texture.close.cget("text") == "Schließen"
    german = texture.label.cget("text")
    assert german != english and german.split()[-1] == english.split()[-1]
    texture.window.destroy()
    switch_language(app, "English")  # a closed texture window is left alone
    assert app.menus.bar.entrycget(0, "label") == "File"


class MessageBoxes:
    """Answers every message box Tk shows until ``stop()``; ``texts`` are what they said."""

    def __init__(self, root) -> None:
        self.root, self.texts, self.looks = root, [], iter(range(400))
        self.job = root.after(20, self.answer)

    def answer(self) -> None:
        dialog = ".__tk__messagebox"  # Tk's own message box, a child of the main window
        if self.root.tk.call("winfo", "exists", dialog):
            self.texts.append(self.root.tk.call(f"{dialog}.msg", "cget", "-text"))
            self.root.tk.call(f"{dialog}.ok", "invoke")
        if next(self.looks, None) is None:  # never found: let a waiting box go, and fail
            self.root.tk.call("set", "::tk::Priv(button)", "ok")
        else:
            self.job = self.root.after(20, self.answer)

    def stop(self) -> list[str]:
        self.root.after_cancel(self.job)
        return self.texts


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("a" * 300 + ".png", "the name is too long for the file system"),
        ("loop.png", "a symbolic link in the name points in a circle"),
    ],
)
def test_a_saving_error_is_one_message_box_and_the_status_returns(tk_root, tmp_path, name, reason):
    (tmp_path / "loop.png").symlink_to(tmp_path / "loop2.png")
    (tmp_path / "loop2.png").symlink_to(tmp_path / "loop.png")
    app = make_app(tk_root, seed=8)
    press(app, "F5")
    press(app, "End")
    run_until(tk_root, lambda: finished(app))
    status = app.status.text
    boxes = MessageBoxes(tk_root)
    assert not save_to(app.session, app.window, tmp_path / name)
    for _look in range(20):  # a second box would come now
        tk_root.update()
        time.sleep(0.01)
    texts = boxes.stop()
    assert len(texts) == 1 and texts[0].endswith(f": {reason}.")
    assert app.status.text == status and str(tk_root.cget("cursor")) == ""


# -- the installed program, driven from outside ---------------------------------------------------


def installed_program():
    program = Path(sys.executable).parent / "labyrinth"
    if not program.exists():
        skip_or_fail(f"the gui-script is not installed next to {sys.executable}")
    return program


def xdotool(*arguments):
    return subprocess.run(
        ["xdotool", *arguments], check=True, capture_output=True, text=True, timeout=60
    ).stdout


@DRIVEN_FROM_OUTSIDE
def test_a_space_typed_into_the_save_dialog_stays_there(tmp_path):
    """Keys typed into Tk's own file dialog belong to it: the Space in "my maze.png" does not
    rebuild the maze behind it, and the picture saved is of the finished maze."""
    command = [str(installed_program()), "--width", "30", "--height", "20", "--seed", "3"]
    with running(command, "Labyrinth 30 × 20") as (app, window):
        keys(window, "End")
        wait_for(lambda: {GREEN, ORANGE} <= colours(window, tmp_path / "done.png"), "the marks")
        keys(window, "ctrl+s")
        dialog = wait_for(
            lambda: subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "^Save picture"],
                capture_output=True,
                text=True,
                timeout=30,
            ).stdout.split(),
            "the save dialog",
        )[0]
        target = tmp_path / "my maze.png"
        xdotool("windowfocus", "--sync", dialog)
        xdotool("key", "ctrl+slash")  # Tk: select all
        xdotool("type", "--delay", "5", str(target))
        xdotool("key", "Return")
        wait_for(target.exists, "the saved picture")
        keys(window, "ctrl+q")
        out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err
    assert out.count("Maze is built") == 1  # built once: no second build began
    direct = MazeGraphs(30, 20, display=False, seed=3)
    direct.build_maze()
    save_picture(direct, tmp_path / "direct.png")
    with Image.open(target) as saved, Image.open(tmp_path / "direct.png") as expected:
        assert saved.size == expected.size and saved.tobytes() == expected.tobytes()


SMALL_SCREEN = """
import json, subprocess, sys
from labyrinth.gui.app import LabyrinthApp
from labyrinth.gui.window import make_root
from labyrinth.settings import Settings

root = make_root()
app = LabyrinthApp(root, Settings(width=32, height=24, speed=0), seed=1)
widgets = {"status bar": app.status, "maze": app.view, "scale": app.controls.scale}
widgets.update(app.controls.fields)
widgets.update(app.controls.buttons)


def settle():
    for _pass in range(30):
        root.update()
        root.after(10)
    root.winfo_pointerxy()  # a round trip: the server has drawn everything


def look(name):
    settle()
    subprocess.run(["import", "-window", "root", sys.argv[1] + name + ".png"], check=True)
    left, top = root.winfo_rootx(), root.winfo_rooty()
    return {
        "window": [left, top, root.winfo_width(), root.winfo_height()],
        "widgets": {
            key: [w.winfo_rootx() - left, w.winfo_rooty() - top, w.winfo_width(),
                  w.winfo_height(), w.winfo_ismapped()]
            for key, w in widgets.items()
        },
    }


seen = {"opened": look("opened"), "screen": [root.winfo_screenwidth(), root.winfo_screenheight()]}
root.geometry("{}x{}".format(*root.minsize()))
seen["smallest"] = look("smallest")
root.geometry("200x150")  # smaller than allowed
seen["smaller"] = look("smaller")
print(json.dumps(seen))
root.destroy()
"""


@contextlib.contextmanager
def own_screen(size, *options):
    """An X server of its own with a screen of ``size`` (pytest-xvfb's is bigger), started
    with Xvfb's ``options`` too."""
    if not shutil.which("Xvfb"):
        skip_or_fail("Xvfb is missing (apt-get install xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(write),
            "-screen",
            "0",
            f"{size[0]}x{size[1]}x24",
            "-nolisten",
            "tcp",
            *options,
        ],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as display:
            yield f":{display.readline().strip()}"
    finally:
        server.terminate()
        server.wait(timeout=30)


@DRIVEN_FROM_OUTSIDE
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_window_fits_a_1024_by_600_screen_down_to_its_smallest_size(tmp_path, language):
    """Opened on a small laptop's screen, the window and its menu bar are on it; at the
    window's smallest size every control and the status bar are whole and inside it."""
    if not shutil.which("import"):
        skip_or_fail("import is missing (apt-get install imagemagick)")
    with own_screen((1024, 600)) as display:
        done = subprocess.run(
            [sys.executable, "-c", SMALL_SCREEN, str(tmp_path) + "/"],
            env=dict(os.environ, DISPLAY=display, LANGUAGE=language),
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen["screen"] == [1024, 600]
    left, top, width, height = seen["opened"]["window"]
    assert left >= 0 and top > 0 and left + width <= 1024 and top + height <= 600
    for size in ("opened", "smallest", "smaller"):
        window = seen[size]["window"]
        for name, (x, y, w, h, mapped) in seen[size]["widgets"].items():
            inside = x >= 0 and y >= 0 and x + w <= window[2] and y + h <= window[3]
            assert mapped and w > 1 and h > 1 and inside, f"{name} at the {size} size"
    assert seen["smaller"]["window"][2:] == seen["smallest"]["window"][2:]
