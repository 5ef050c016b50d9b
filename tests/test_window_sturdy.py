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
    assert app.status.detail.cget("text") == "Recursive backtracker (the book's), seed 21"
    press(app, "F5")
    assert app.controls.buttons["play"].cget("text") == "Pause"
    press(app, "space")
    assert app.status.text.startswith("Paused:")
    assert app.controls.buttons["play"].cget("text") == "Play"
    app.menus["algorithm"].invoke(app.menus["algorithm"].index("Binary tree – north-east"))
    tk_root.update()
    assert app.status.detail.cget("text") == "Binary tree – north-east, seed 21"
    switch_language(app, "Deutsch")
    assert app.status.detail.cget("text") == "Binärbaum – Nordosten, Startwert 21"


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
    texture = app.texture_window
    english = texture.label.cget("text")
    switch_language(app, "Deutsch")
    assert texture.window.title() == "Textur des Labyrinths"
    assert texture.close.cget("text") == "Schließen"
    german = texture.label.cget("text")
    assert german != english and german.split()[-1] == english.split()[-1]
    texture.window.destroy()
    switch_language(app, "English")  # a closed texture window is left alone
    assert app.menus.bar.entrycget(0, "label") == "File"
