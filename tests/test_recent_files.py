"""File → Open recent and a maze file named on the command line, in the real window under
Xvfb: the list in order, an entry opens its file, a file gone is taken off with one sentence,
the list comes back after a restart and is reachable with the keyboard alone."""

from __future__ import annotations

import contextlib
import json
import shutil
import subprocess
import sys
import tkinter as tk
from pathlib import Path

import pytest
from conftest import skip_or_fail
from test_file_dialogs import answer_message_box
from test_maz import DATA
from test_window import DRIVEN_FROM_OUTSIDE, make_app, switch_language
from x11 import colours, keys, running, wait_for

from labyrinth.cli import run
from labyrinth.formats import MazeFileError, load_maze
from labyrinth.gui.app import LabyrinthApp
from labyrinth.render.geometry import GREEN, ORANGE
from labyrinth.settings import MAX_RECENT, load_settings

PROGRAM = Path(sys.executable).parent / "labyrinth"


def recent_entries(app) -> list[str]:
    """The labels of File → Open recent's entries (files, "Clear list"), in their order."""
    menu = app.menus["recent"]
    return [
        menu.entrycget(index, "label")
        for index in range(menu.index("end") + 1)
        if menu.type(index) == "command"
    ]


def recent_files(app) -> list[str]:
    """The names of the files listed, newest first (as "1  snail.maz  (folder)" shows them)."""
    return [label.split("  ")[1] for label in recent_entries(app) if label[0].isdigit()]


def choose(app, name: str) -> None:
    """Click the entry of the file ``name`` in File → Open recent."""
    menu = app.menus["recent"]
    index = next(
        index
        for index in range(menu.index("end") + 1)
        if menu.type(index) == "command" and f"  {name}  " in menu.entrycget(index, "label")
    )
    menu.invoke(index)
    app.root.update()


def broken_maz(path: Path) -> Path:
    path.write_text("o---o---o\n|   x   |\no---o---o\n|       |\no---o---o\n")
    return path


def reading_problem(path: Path) -> str:
    """The reader's sentence for the file at ``path`` (its words are tested with the readers)."""
    with pytest.raises(MazeFileError) as raised:
        load_maze(path)
    return str(raised.value)


def same_walls(app, path: Path) -> bool:
    return bytes(app.graphs.maze_array.walls) == bytes(load_maze(path).maze_array.walls)


def copies(folder: Path, *names: str) -> list[Path]:
    """Copies of the test mazes in ``folder`` (snail.maz → folder/snail.maz)."""
    folder.mkdir(exist_ok=True)
    return [Path(shutil.copy(DATA / name, folder / name)) for name in names]


def test_opened_files_are_listed_newest_first_each_once(tk_root, tmp_path):
    app = make_app(tk_root)
    assert recent_entries(app) == ["No files opened yet"]
    snail, snake, imperfect = copies(tmp_path, "snail.maz", "snake.maz", "imperfect.maz")
    for path in (snail, snake, imperfect, snake):
        assert app.files.open_path(path)
    assert recent_files(app) == ["snake.maz", "imperfect.maz", "snail.maz"]
    assert recent_entries(app)[0] == f"1  snake.maz  ({tmp_path})"
    assert recent_entries(app)[-1] == "Clear list"
    assert app.settings.recent == [str(snake), str(imperfect), str(snail)]


def test_the_list_keeps_the_newest_eight(tk_root, tmp_path):
    app = make_app(tk_root)
    names = [f"m{number}.maz" for number in range(MAX_RECENT + 2)]
    for name in names:
        shutil.copy(DATA / "snail.maz", tmp_path / name)
        assert app.files.open_path(tmp_path / name)
    assert recent_files(app) == names[::-1][:MAX_RECENT]


def test_an_entry_opens_its_file(tk_root, tmp_path):
    saved = tmp_path / "loops.labyrinth"
    command = ["--no-display", "--seed", "3", "--width", "9", "--height", "7", "--loops", "20"]
    assert run([*command, "--export", str(saved)]) == 0
    snail, snake = copies(tmp_path, "snail.maz", "snake.maz")
    app = make_app(tk_root)
    for path in (saved, snail, snake):
        app.files.open_path(path)
    choose(app, "loops.labyrinth")
    assert tk_root.title() == "Labyrinth 9 × 7" and same_walls(app, saved)
    assert app.controls.variables["seed"].get() == "3"
    choose(app, "snail.maz")
    assert tk_root.title() == "Labyrinth 5 × 5" and same_walls(app, snail)
    assert recent_files(app) == ["snail.maz", "loops.labyrinth", "snake.maz"]


def test_a_file_gone_is_taken_off_with_one_sentence(tk_root, tmp_path):
    snail, snake = copies(tmp_path, "snail.maz", "snake.maz")
    app = make_app(tk_root)
    app.files.open_path(snail)
    app.files.open_path(snake)
    snail.unlink()
    choose(app, "snail.maz")
    assert app.status.text == (f"{snail} is no longer there, so it was taken off the recent files.")
    assert recent_files(app) == ["snake.maz"] and same_walls(app, snake)
    assert app.settings.recent == [str(snake)]


def test_a_broken_file_stays_listed_and_says_why_in_a_message_box(tk_root, tmp_path):
    """A file that is there but cannot be read may be mended: it stays on the list."""
    [snail] = copies(tmp_path, "snail.maz")
    app = make_app(tk_root)
    app.files.open_path(snail)
    broken_maz(snail)
    seen = answer_message_box(tk_root)
    choose(app, "snail.maz")
    assert seen == [reading_problem(snail)] and seen[0].startswith(f"{snail}: Line 2, column 5")
    assert recent_files(app) == ["snail.maz"]


def test_clear_list_empties_it(tk_root, tmp_path):
    app = make_app(tk_root)
    for path in copies(tmp_path, "snail.maz", "snake.maz"):
        app.files.open_path(path)
    app.menus["recent"].invoke(recent_entries(app).index("Clear list") + 1)  # after a separator
    assert recent_entries(app) == ["No files opened yet"] and app.settings.recent == []


def test_the_menu_follows_a_language_switch(tk_root, tmp_path):
    app = make_app(tk_root)
    file_menu = app.menus["file"]
    assert file_menu.entrycget(2, "label") == "Open recent" and file_menu.type(2) == "cascade"
    switch_language(app, "Deutsch")
    assert recent_entries(app) == ["Noch keine Datei geöffnet"]
    app.files.open_path(copies(tmp_path, "snail.maz")[0])
    assert file_menu.entrycget(2, "label") == "Zuletzt geöffnet"
    assert recent_entries(app) == [f"1  snail.maz  ({tmp_path})", "Liste leeren"]
    switch_language(app, "Français")
    assert file_menu.entrycget(2, "label") == "Fichiers récents"
    assert recent_entries(app)[-1] == "Vider la liste"
    switch_language(app, "English")


def test_the_list_survives_a_restart(tk_root, tmp_path, private_config):
    """Quit and start again: the same list. A window started with a file (as the command
    line and the desktop start it) puts that file first and keeps the rest."""
    snail, snake, imperfect = copies(tmp_path, "snail.maz", "snake.maz", "imperfect.maz")
    app = make_app(tk_root)
    app.files.open_path(snail)
    app.files.open_path(snake)
    app.quit()
    saved = json.loads((private_config / "labyrinth" / "settings.json").read_text())
    assert saved["recent"] == [str(snake), str(snail)]
    root = tk.Tk()
    try:
        again = LabyrinthApp(root, load_settings()[0], load_maze(imperfect), remember_maze=False)
        root.update()
        assert recent_files(again) == ["imperfect.maz", "snake.maz", "snail.maz"]
        again.quit()
    finally:
        with contextlib.suppress(tk.TclError):  # quit has destroyed it, unless the test failed
            root.destroy()
    assert load_settings()[0].recent == [str(imperfect), str(snake), str(snail)]


def test_a_file_on_the_command_line_gone_or_broken_without_a_window(tmp_path, capsys):
    """Without a window the file's sentence and exit code 1, as for --load."""
    for path in (tmp_path / "gone.maz", broken_maz(tmp_path / "broken.maz")):
        assert run(["--no-display", str(path)]) == 1
        captured = capsys.readouterr()
        assert captured.err == f"labyrinth: {reading_problem(path)}\n" and captured.out == ""


def test_a_file_named_twice_is_a_usage_mistake(capsys):
    assert run(["--no-display", str(DATA / "snail.maz"), "--load", str(DATA / "snake.maz")]) == 2
    assert capsys.readouterr().err == (
        "labyrinth: Name the file to open once: as FILE or with --load, not both.\n"
    )


# -- the installed program, driven from outside ---------------------------------------------------


def window_name(window: str) -> str:
    return subprocess.run(
        ["xdotool", "getwindowname", window], capture_output=True, text=True, timeout=30
    ).stdout.strip()


def installed_program() -> Path:
    if not PROGRAM.exists():
        skip_or_fail(f"the gui-script is not installed next to {sys.executable}")
    return PROGRAM


@DRIVEN_FROM_OUTSIDE
def test_the_keyboard_reaches_a_recent_file_through_the_menu(tmp_path, monkeypatch):
    """F10 opens the File menu, Down twice reaches Open recent, Right opens it, and the
    entry's underlined number opens the file."""
    snail, snake = copies(tmp_path, "snail.maz", "snake.maz")
    settings = tmp_path / "config" / "labyrinth" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(json.dumps({"recent": [str(snail), str(snake)]}))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    command = [str(installed_program()), "--width", "12", "--height", "9", "--seed", "1"]
    with running(command, "Labyrinth 12 × 9") as (app, window):
        keys(window, "End", "F10", "Down", "Down", "Right", "2")
        wait_for(lambda: window_name(window) == "Labyrinth 5 × 4", "the title of snake.maz")
        keys(window, "ctrl+q")
        _out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err
    assert json.loads(settings.read_text())["recent"] == [str(snake), str(snail)]


@DRIVEN_FROM_OUTSIDE
def test_a_broken_file_on_the_command_line_opens_the_window_with_the_sentence(
    tmp_path, monkeypatch
):
    """A double-click on a broken file has no terminal: the window starts on a new grid and a
    message box says what is wrong (standard error says it too); the program ends as usual."""
    broken = broken_maz(tmp_path / "broken.maz")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    with running([str(installed_program()), str(broken)], "Labyrinth 32 × 24") as (app, window):
        box = wait_for(
            lambda: subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "^Open"],
                capture_output=True,
                text=True,
                timeout=30,
            ).stdout.split(),
            "the message box",
        )[0]
        keys(box, "Return")
        keys(window, "ctrl+q")
        _out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err
    assert err == f"labyrinth: {reading_problem(broken)}\n"
    # nothing was opened, nothing changed: no settings are written
    assert not (tmp_path / "config" / "labyrinth" / "settings.json").exists()


@DRIVEN_FROM_OUTSIDE
def test_a_file_on_the_command_line_is_shown_and_listed(tmp_path, monkeypatch):
    [snail] = copies(tmp_path, "snail.maz")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.chdir(tmp_path)
    with running([str(installed_program()), "snail.maz"], "Labyrinth 5 × 5") as (app, window):
        wait_for(
            lambda: {GREEN, ORANGE} <= colours(window, tmp_path / "shown.png"),
            "the start and end marks",
        )
        keys(window, "ctrl+q")
        out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err
    assert out == "Maze is built, path length from start to end is 24.\n"
    settings = json.loads((tmp_path / "config" / "labyrinth" / "settings.json").read_text())
    assert settings["recent"] == [str(snail)]
