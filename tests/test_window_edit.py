"""Editing the excluded fields and the keyboard on the maze, under a real X server: strokes of
the mouse, undo and redo, clear, the field cursor with its keys, and the refusals."""

from __future__ import annotations

import pytest
from helpers import press
from test_window import field_point, finished, make_app, run_until

from labyrinth.gui.exclusions import STROKE, fields_between
from labyrinth.gui.field_cursor import CURSOR, LEAP
from labyrinth.gui.player import State
from labyrinth.maze_graphs import MazeGraphs


def centre(app, x, y):
    return field_point(app, x, y)


def drag(app, path, release=True):
    """Press on the first field of ``path``, move over the others, let go on the last."""
    canvas = app.view.canvas
    first, *others = [centre(app, x, y) for x, y in path]
    canvas.event_generate("<ButtonPress-1>", x=first[0], y=first[1])
    app.root.update()
    for x, y in others:
        canvas.event_generate("<B1-Motion>", x=x, y=y, state=0x100)
        app.root.update()
    if release:
        last = others[-1] if others else first
        canvas.event_generate("<ButtonRelease-1>", x=last[0], y=last[1], state=0x100)
        app.root.update()


def excluded_in_grid(app):
    return set(app.graphs.maze_array.excluded_fields())


def test_a_fast_drag_leaves_no_gap():
    for start, end in (((0, 0), (4, 2)), ((9, 1), (2, 7)), ((5, 5), (5, 0))):
        line = [start, *fields_between(start, end)]
        assert line[-1] == end
        for (x0, y0), (x1, y1) in zip(line, line[1:], strict=False):
            assert max(abs(x1 - x0), abs(y1 - y0)) == 1
    assert list(fields_between((3, 3), (3, 3))) == []


def test_a_drag_excludes_many_fields_in_one_undo_step(tk_root):
    app = make_app(tk_root)
    drag(app, [(1, 1), (2, 1), (5, 1)], release=False)  # the mouse jumped from 2 to 5
    assert app.exclusions.stroke.fields == {(1, 1), (2, 1), (3, 1), (4, 1), (5, 1)}
    assert len(app.view.canvas.find_withtag(STROKE)) == 4  # shown before the grid is made
    app.view.canvas.event_generate("<ButtonRelease-1>", x=0, y=0)
    tk_root.update()
    assert excluded_in_grid(app) == app.excluded and not app.view.canvas.find_withtag(STROKE)
    drag(app, [(7, 7), (7, 8)])
    press(app, "Control-z")
    assert excluded_in_grid(app) == {(x, 1) for x in range(1, 6)}
    press(app, "Control-z")
    assert app.excluded == set() and excluded_in_grid(app) == set()
    press(app, "Control-y")
    assert excluded_in_grid(app) == {(x, 1) for x in range(1, 6)}
    press(app, "Control-Shift-Z")
    assert excluded_in_grid(app) == {(x, 1) for x in range(1, 6)} | {(7, 7), (7, 8)}
    press(app, "Control-y")
    assert app.status.text == "Nothing to redo."


def test_a_stroke_from_an_excluded_field_brings_fields_back(tk_root):
    app = make_app(tk_root, excluded=[(x, 2) for x in range(8)])
    drag(app, [(2, 2), (5, 2), (5, 6)])  # (5, 6) was open: it stays open
    assert app.excluded == {(0, 2), (1, 2), (6, 2), (7, 2)}
    assert excluded_in_grid(app) == app.excluded
    press(app, "Control-z")
    assert app.excluded == {(x, 2) for x in range(8)}


def test_clear_exclusions_from_the_menu_and_undo_it(tk_root):
    app = make_app(tk_root, excluded=[(3, 3), (4, 4)])
    maze = app.menus["maze"]
    labels = [
        maze.entrycget(i, "label") if maze.type(i) == "command" else ""
        for i in range(maze.index("end") + 1)
    ]
    maze.invoke(labels.index("Clear exclusions"))
    tk_root.update()
    assert app.excluded == set() and excluded_in_grid(app) == set()
    maze.invoke(labels.index("Undo"))
    assert excluded_in_grid(app) == {(3, 3), (4, 4)}
    press(app, "Control-y")
    maze.invoke(labels.index("Clear exclusions"))
    assert app.status.text == "No field is excluded."


def test_one_field_always_stays_open(tk_root):
    app = make_app(tk_root, width=2, height=2)
    drag(app, [(0, 0), (1, 0), (1, 1), (0, 1)])
    assert app.excluded == {(0, 0), (1, 0), (1, 1)}
    assert app.status.text == "At least one field must stay open."
    press(app, "Control-z")
    app.controls.variables["width"].set("3")  # a redo into a grid of another size is checked
    press(app, "Control-y")
    assert app.excluded == {(0, 0), (1, 0), (1, 1)}


def test_edits_wait_for_the_build_with_one_sentence(tk_root):
    app = make_app(tk_root, speed=1)
    press(app, "F6")  # a build, paused at its start
    assert app.building.player.state is State.PAUSED
    drag(app, [(3, 3), (4, 3)])
    press(app, "x")
    assert app.excluded == set()
    assert app.status.text == (
        "A build is running: finish it (End) before you change excluded fields."
    )
    building = app.graphs
    press(app, "Control-z")  # the build replaced a grid: that grid comes back, the build stops
    assert app.graphs is not building and app.building.player.state is State.IDLE
    press(app, "Control-y")  # the grid of the build, fresh: none of its half-carved walls
    fresh = MazeGraphs.from_options(building.options).maze_array
    assert app.graphs.result is None and app.graphs.options == building.options
    assert app.graphs.maze_array.walls == fresh.walls != building.maze_array.walls
    press(app, "End")
    run_until(tk_root, lambda: finished(app))
    drag(app, [(3, 3)])  # after the build: a new grid with the field taken out
    assert excluded_in_grid(app) == {(3, 3)} and app.graphs.result is None


def test_a_bad_value_in_a_control_stops_the_edit_with_its_sentence(tk_root):
    app = make_app(tk_root)
    app.controls.variables["height"].set("1")
    drag(app, [(3, 3), (4, 3)])
    assert app.excluded == set()
    assert app.status.text.startswith("Maze cannot be created with height 1")


def cursor_shown(app):
    return app.view.canvas.itemcget(CURSOR, "state") == "normal"


def cursor_box(app):
    return [round(value) for value in app.view.canvas.coords(CURSOR)]


def test_the_field_cursor_moves_with_the_arrow_keys_and_x_excludes(tk_root):
    app = make_app(tk_root, width=20, height=15)
    app.view.canvas.focus_force()
    tk_root.update()
    assert not cursor_shown(app)  # the keyboard was not used on the maze yet
    for key in ("Right", "Right", "Down", "Left", "Down", "Down"):
        press(app, key)
    assert app.cursor.field == (1, 3) and cursor_shown(app)
    left, top, right, bottom = app.view.geometry.field_box(1, 3)
    assert cursor_box(app) == [left - 1, top - 1, right + 2, bottom + 2]
    assert app.building.player.state is State.IDLE  # Right moved the cursor; no build was started
    press(app, "x")
    assert excluded_in_grid(app) == {(1, 3)} and cursor_shown(app)  # shown on the new grid
    press(app, "X")
    assert app.excluded == set()
    press(app, "Shift-Right")
    assert app.cursor.field == (1 + LEAP, 3)
    for _time in range(3):
        press(app, "Shift-Right")
    assert app.cursor.field == (19, 3)  # kept within the grid
    app.controls.fields["seed"].focus_force()
    tk_root.update()
    assert not cursor_shown(app)  # no focus, no cursor


def test_a_click_moves_the_cursor_and_hides_it_until_a_key(tk_root):
    app = make_app(tk_root)
    press(app, "Down")
    drag(app, [(6, 4)])
    assert app.cursor.field == (6, 4) and not cursor_shown(app)
    press(app, "Up")
    assert app.cursor.field == (6, 3) and cursor_shown(app)


def test_right_steps_a_running_build_and_the_cursor_hides(tk_root):
    app = make_app(tk_root, speed=1)
    press(app, "Down")
    press(app, "F6")
    assert app.building.player.state is State.PAUSED and not cursor_shown(app)
    before = app.building.current
    press(app, "Right")
    assert app.building.current != before and app.cursor.field == (0, 1)
    press(app, "Down")  # no cursor during a build
    assert app.cursor.field == (0, 1)
    app.controls.buttons["build"].focus_force()
    tk_root.update()
    before = app.building.current
    app.controls.buttons["build"].event_generate("<Right>")
    tk_root.update()
    assert app.building.current != before  # Right steps wherever the focus is
    press(app, "End")
    run_until(tk_root, lambda: finished(app))
    press(app, "Left")
    assert cursor_shown(app)
    press(app, "Right", app.controls.buttons["build"])
    assert app.building.player.state is State.FINISHED  # without a build, Right builds nothing


def test_tab_reaches_the_maze_and_shows_the_cursor(tk_root):
    app = make_app(tk_root)
    scale = app.controls.scale
    press(app, "Tab", scale)
    canvas = app.view.canvas
    assert tk_root.focus_get() is canvas
    canvas.event_generate("<KeyRelease-Tab>")
    tk_root.update()
    assert cursor_shown(app)


@pytest.mark.parametrize("key", ["x", "space", "Right"])
def test_typing_in_a_text_field_stays_in_the_field(tk_root, key):
    app = make_app(tk_root)
    seed = app.controls.fields["seed"]
    seed.focus_force()
    seed.icursor(0)
    tk_root.update()
    seed.event_generate(f"<{key}>")
    tk_root.update()
    assert app.excluded == set() and app.building.player.state is State.IDLE
    if key == "x":
        assert app.controls.value("seed") == "x1"
