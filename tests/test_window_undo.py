"""Nothing is lost: every action that replaces the maze shown, driven with real keys and clicks
under a real X server, is taken back by Ctrl+Z — the same picture on screen, pixel for pixel,
the same maze, its excluded fields, seed and file."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import press
from PIL import ImageChops
from test_window import field_point, grab, make_app, run_until

from labyrinth.formats import export_maze
from labyrinth.gui.file_dialogs import open_path

DATA = Path(__file__).parent / "data" / "maz"


def built(app):
    """A finished maze from F5 (End finishes it at once)."""
    press(app, "F5")
    press(app, "End")
    run_until(app.root, lambda: app.graphs.result is not None and not app.building.stepping())
    return app.graphs


def click(app, x, y):
    canvas = app.view.canvas
    px, py = field_point(app, x, y)
    canvas.event_generate("<ButtonPress-1>", x=px, y=py)
    canvas.event_generate("<ButtonRelease-1>", x=px, y=py)
    app.root.update()


def seen(app):
    """What the user sees of the maze: the view on screen, the controls' numbers, the title."""
    values = {key: variable.get() for key, variable in app.controls.variables.items()}
    return grab(app.view.canvas), values, app.root.title()


def assert_same(before, after):
    (picture, values, title), (picture_after, values_after, title_after) = before, after
    assert values_after == values and title_after == title
    assert picture.size == picture_after.size
    difference = ImageChops.difference(picture.convert("RGB"), picture_after.convert("RGB"))
    assert difference.getbbox() is None


def opened(app, tmp_path):
    """A maze opened from a ``.labyrinth`` file (with a seed, so the controls change too)."""
    other = make_app_maze(tmp_path)
    assert open_path(app.window, other, app.files.show_finished)
    return app.graphs


def make_app_maze(tmp_path):
    from labyrinth import MazeGraphs

    graphs = MazeGraphs(10, 7, seed=77, display=False)
    graphs.build_maze()
    return export_maze(graphs, tmp_path / "other.labyrinth")


@pytest.mark.parametrize(
    "action",
    ["exclude", "x-key", "new-maze", "build", "animate-button", "algorithm", "open"],
)
def test_ctrl_z_brings_back_a_built_maze_after_each_action_that_replaces_it(
    tk_root, tmp_path, action
):
    app = make_app(tk_root)
    maze = built(app)
    if action == "x-key":
        press(app, "Down")  # the keyboard's frame shows, before and after: the same picture
    before = seen(app)
    if action == "exclude":
        click(app, 3, 2)
        assert app.graphs.result is None and (3, 2) in app.excluded
    elif action == "x-key":
        press(app, "x")
        assert app.graphs.result is None and app.excluded
    elif action == "new-maze":
        press(app, "Control-n")
    elif action == "build":
        built(app)
    elif action == "animate-button":
        app.controls.buttons["play"].invoke()
        app.root.update()
        press(app, "End")
        run_until(app.root, lambda: app.graphs.result is not None)
    elif action == "algorithm":
        app.choose_algorithm("kruskal")
        press(app, "End")
        run_until(app.root, lambda: app.graphs.result is not None)
    elif action == "open":
        opened(app, tmp_path)
    assert app.graphs is not maze
    press(app, "Control-z")
    assert app.graphs is maze and not app.excluded
    assert_same(before, seen(app))
    assert app.status.text.startswith("Maze is built")


def test_an_opened_maze_survives_a_click_and_an_edited_grid_a_build(tk_root):
    """A .maz file opened, a field clicked (a new grid with it excluded), F5 over that edit:
    Ctrl+Z goes back through the edited grid to the opened maze, with its file's name."""
    app = make_app(tk_root)
    assert open_path(app.window, DATA / "snail.maz", app.files.show_finished)
    snail = app.graphs
    before = seen(app)
    click(app, 1, 1)
    edited = app.graphs
    assert edited is not snail and (1, 1) in app.excluded
    built(app)
    press(app, "Control-z")
    assert app.graphs is edited and app.excluded == {(1, 1)}
    press(app, "Control-z")
    assert app.graphs is snail and app.graphs.file_name() == snail.file_name()
    assert_same(before, seen(app))
    press(app, "Control-y")
    assert app.graphs is edited


def test_undo_with_nothing_to_take_back_says_so(tk_root):
    app = make_app(tk_root)
    press(app, "Control-z")
    assert app.status.text == "Nothing to undo."
    press(app, "Control-y")
    assert app.status.text == "Nothing to redo."


def test_undo_back_to_an_unbuilt_grid_shows_its_seed_and_f5_builds_it(tk_root):
    app = make_app(tk_root, seed=5)
    grid = app.graphs
    press(app, "Control-n")
    assert app.controls.variables["seed"].get() != "5"
    press(app, "Control-z")
    assert app.graphs is grid and app.controls.variables["seed"].get() == "5"
    assert app.status.text.startswith("Click fields to exclude them")
    assert built(app).seed == 5


def test_ctrl_z_during_a_build_brings_back_the_grid_before_it_fresh(tk_root):
    app = make_app(tk_root, seed=5, speed=1)
    before = seen(app)
    press(app, "F6")
    for _step in range(5):
        press(app, "F6")
    press(app, "Control-z")
    assert not app.building.stepping()
    assert_same(before, seen(app))
    press(app, "Control-y")  # the grid of the build, as it was before its first step
    assert_same(before, seen(app))
