"""Stepping back through a watched solver and the spanning-tree replay, and solving from the
player's field in play mode, under a real X server with real key events."""

from __future__ import annotations

import pytest
from helpers import press
from test_play import (
    KEY_OF,
    built_app,
    playing,
    run_until,
    solver_overlay,
    solver_squares,
    walk,
)

from labyrinth.analysis import shortest_path
from labyrinth.gui.maze_canvas import MARK_COLOURS
from labyrinth.gui.overlay import centre
from labyrinth.gui.play import TIMER_MS
from labyrinth.gui.player import State
from labyrinth.gui.solving import WAY_PIECE
from labyrinth.solvers import SOLVERS


def picture(app):
    """What the solver shows: its squares with their colours, its way (the points of its
    lines, joined), where its head is."""
    canvas = app.view.canvas
    squares = solver_squares(app)
    way: list[tuple[float, float]] = []
    for item in canvas.find_withtag("solve-way"):
        points = canvas.coords(item)
        pairs = list(zip(points[::2], points[1::2], strict=True))
        way += pairs[1:] if way and way[-1] == pairs[0] else pairs
    head = canvas.find_withtag("solve-head")
    return squares, way, canvas.coords(head[0]) if head else None


@pytest.mark.timeout(300)
@pytest.mark.parametrize("name", list(SOLVERS))
def test_left_takes_back_each_step_of_a_solver_exactly(tk_root, name):
    app = built_app(tk_root, width=7, height=5, seed=3, loop_percent=30)
    app.controls.speed.set(1)
    app.modes["solve"].solve(name)
    press(app, "space")  # paused at its first step
    player = app.modes["solve"].player
    seen = {player.played: picture(app)}
    while app.modes["solve"].player.state is State.PAUSED:
        press(app, "Right")
        seen.setdefault(player.played, picture(app))  # the last Right only finds the end
    assert app.modes["solve"].player.state is State.FINISHED
    final = picture(app)
    press(app, "Shift-F6")  # from the end: paused again, one step before it
    assert app.modes["solve"].player.state is State.PAUSED
    while player.played:
        assert picture(app) == seen.get(player.played, picture(app)), name
        press(app, "Left")
    press(app, "End")
    run_until(tk_root, lambda: not app.modes["solve"].player.running)
    assert picture(app) == final


def test_a_solver_steps_back_from_its_end_and_prints_its_sentence_once(tk_root, capsys):
    app = built_app(tk_root, width=9, height=7, seed=8)
    app.modes["solve"].solve("bfs")
    run_until(tk_root, lambda: not app.modes["solve"].player.running)
    path = app.modes["solve"].solution.path
    press(app, "Shift-F6")
    press(app, "Shift-F6")
    way = app.view.canvas.coords(app.view.canvas.find_withtag("solve-way")[0])
    shorter = [c for field in path[:-2] for c in centre(app.view.geometry, field)]
    assert way == pytest.approx(shorter)
    press(app, "space")
    run_until(tk_root, lambda: not app.modes["solve"].player.running)
    assert solver_overlay(app)[1] == pytest.approx(
        [c for field in path for c in centre(app.view.geometry, field)]
    )
    assert capsys.readouterr().out.count("bfs found a way") == 1


def test_step_back_with_nothing_to_take_back_is_one_sentence(tk_root):
    app = built_app(tk_root)
    press(app, "Shift-F6")
    assert app.status.text.startswith("Nothing to step back")


def test_left_moves_the_field_cursor_unless_a_solver_runs(tk_root):
    app = built_app(tk_root)
    app.cursor.field = (3, 3)
    press(app, "Left")
    assert app.cursor.field == (2, 3)
    app.controls.speed.set(1)
    app.modes["solve"].solve("dfs")
    press(app, "Right")  # paused, one step shown
    press(app, "Right")
    player = app.modes["solve"].player
    shown = player.played
    press(app, "Left")
    assert player.played == shown - 1 and app.cursor.field == (2, 3)


def test_the_spanning_tree_replay_steps_back(tk_root):
    app = built_app(tk_root, width=10, height=8, seed=6)
    app.controls.speed.set(1)
    playing(app)
    press(app, "Return")
    press(app, "space")  # paused
    for _step in range(30):
        press(app, "F6")
    canvas = app.view.canvas
    lines = [
        (canvas.coords(i), canvas.itemcget(i, "fill")) for i in canvas.find_withtag("play-tree")
    ]
    for _step in range(10):
        press(app, "F6")
    for _step in range(10):
        press(app, "Shift-F6")
    assert app.modes["play_mode"].tree.player.state is State.PAUSED
    assert [
        (canvas.coords(i), canvas.itemcget(i, "fill")) for i in canvas.find_withtag("play-tree")
    ] == lines
    app.modes["play_mode"].tree.draw()  # drawn anew from the events played: the same tree
    assert sorted(
        (canvas.coords(i), canvas.itemcget(i, "fill")) for i in canvas.find_withtag("play-tree")
    ) == sorted(lines)


def test_halfway_the_hint_and_every_solver_start_at_the_marker(tk_root):
    app = built_app(tk_root, width=20, height=15, seed=4)
    game = playing(app)
    path = shortest_path(game.maze, game.start, game.goal)
    half = path[: len(path) // 2 + 1]
    walk(app, half)
    here = half[-1]
    assert game.position == here
    press(app, "F1")
    hint = app.view.canvas.coords(app.view.canvas.find_withtag("play-hint")[0])
    way = shortest_path(game.maze, here, game.goal)
    assert hint == pytest.approx([c for field in way for c in centre(app.view.geometry, field)])
    for name in SOLVERS:
        app.modes["solve"].solve(name)
        run_until(tk_root, lambda: not app.modes["solve"].player.running)
        solution = app.modes["solve"].solution
        assert (solution.start, solution.goal) == (here, game.goal), name
        if SOLVERS[name].shortest:
            assert len(solution.path) == len(way), name
    assert game.position == here and app.modes["play_mode"].active  # solving moved nothing
    order = app.view.canvas.find_all()  # from the bottom up
    hint, way, marker = (
        order.index(app.view.canvas.find_withtag(tag)[0])
        for tag in ("play-hint", "solve-way", "play-marker")
    )
    assert hint < way < marker  # the way found over the hint along it, under the marker
    assert app.status.text == app.modes["solve"].solution.message()
    waited: list[bool] = []  # the game's clock ticks meanwhile and leaves the sentence alone
    tk_root.after(3 * TIMER_MS, waited.append, True)
    run_until(tk_root, lambda: waited)
    assert app.status.text == app.modes["solve"].solution.message()
    press(app, KEY_OF[0])  # a move goes on as before; the solver's marks stay
    assert app.status.text.startswith("Time ")  # play mode's status is back
    press(app, "Escape")
    assert not app.view.canvas.find_withtag("solve")  # its way began at the marker


def test_a_solvers_marks_are_in_the_picture_and_only_the_way_in_view_is_drawn(tk_root):
    """A zoom or scroll step costs no canvas item a visited field: the squares are in the
    maze's tiles, and of a long way only its lines that reach into the view are drawn."""
    app = built_app(tk_root, width=48, height=48, seed=5)
    solver = app.modes["solve"]
    solver.solve("bfs")
    run_until(tk_root, lambda: not solver.player.running)
    visited = {field for field, seen in enumerate(solver.solution.visited) if seen}
    assert solver_squares(app) == dict.fromkeys(visited, MARK_COLOURS[0])
    path = solver.solution.path
    assert len(path) > 2 * WAY_PIECE
    canvas, view = app.view.canvas, app.view
    app.viewport.zoom(8)  # big fields: a small part of the maze in view
    tk_root.update()
    assert len(canvas.find_withtag("solve")) < len(path) // WAY_PIECE + 1 + 8

    def lines_in_view():
        """The middles of the way's fields in view that no line passes through; each line
        drawn spans a part of the view or the fields beside it."""
        left, top, right, bottom = view.view_region()
        margin = 2 * view.geometry.field_size
        points = set()
        for item in canvas.find_withtag("solve-way"):
            coords = canvas.coords(item)
            xs, ys = coords[::2], coords[1::2]
            assert min(xs) < right + margin and max(xs) >= left - margin
            assert min(ys) < bottom + margin and max(ys) >= top - margin
            points |= set(zip(xs, ys, strict=True))
        in_view = {centre(view.geometry, field) for field in path}
        in_view = {(x, y) for x, y in in_view if left <= x < right and top <= y < bottom}
        return in_view - points

    assert not lines_in_view()
    drawn = canvas.find_withtag("solve-way")
    view.move_to(*view.picture_size)  # scrolled to the far corner
    tk_root.update()
    assert canvas.find_withtag("solve-way") != drawn
    assert not lines_in_view()
    app.viewport.zoom(0)  # fitted again: the whole way, the same squares
    tk_root.update()
    assert solver_squares(app) == dict.fromkeys(visited, MARK_COLOURS[0])
    assert not lines_in_view()
