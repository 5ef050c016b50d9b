"""The window tried as a new user would, with real key and mouse events under Xvfb: values
that are wrong, builds that are interrupted, long texts, small screens, early keys, saving."""

from __future__ import annotations

import pytest
from helpers import hex_rows, wall_bits
from test_window import (
    click_field,
    finished,
    key_in,
    make_app,
    press,
    run_until,
    switch_language,
    type_into,
)

from labyrinth import MazeGraphs


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
    assert app.player.animator.playing  # the build goes on
    type_into(app, "loops", "0")
    press(app, "End")
    run_until(tk_root, lambda: finished(app))
    assert built_like(app, 4)
    assert app.can_save("Build the maze first (F5), then save it.")


def test_the_status_text_never_widens_the_window(tk_root):
    app = make_app(tk_root)
    tk_root.geometry("{}x{}".format(*tk_root.minsize()))  # the narrowest window
    run_until(tk_root, lambda: tk_root.winfo_width() == tk_root.minsize()[0])
    width = tk_root.winfo_width()
    switch_language(app, "Deutsch")
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
