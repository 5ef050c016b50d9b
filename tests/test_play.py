"""Play mode and the Solve menu under a real X server, with real key events on the canvas,
and ``labyrinth --play`` driven from outside with xdotool."""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

import pytest
from conftest import skip_or_fail
from helpers import press
from x11 import Output, keys, running, wait_for

from labyrinth.analysis import shortest_path
from labyrinth.game import heading_between
from labyrinth.gui.maze_canvas import MARK_COLOURS
from labyrinth.gui.overlay import centre
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions
from labyrinth.settings import Settings
from labyrinth.solvers import SOLVERS, solve

KEY_OF = ("Up", "Right", "Down", "Left")
LETTER_OF = ("w", "d", "s", "a")


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def built_app(root, width=12, height=9, seed=1, **options):
    """A window showing a finished maze, its speed 0."""
    from labyrinth.gui.app import LabyrinthApp

    graphs = MazeGraphs.from_options(BuildOptions(width=width, height=height, seed=seed, **options))
    graphs.build_maze()
    app = LabyrinthApp(root, Settings(width=width, height=height, speed=0), graphs)
    root.update()
    return app


def playing(app, clock=None):
    app.modes["play_mode"].clock = clock or Clock()
    press(app, "Control-p")
    assert app.modes["play_mode"].active
    return app.modes["play_mode"].game


def walk(app, path, letters=False):
    for here, there in zip(path, path[1:], strict=False):
        heading = heading_between(here, there, app.graphs.maze_array.width)
        press(app, (LETTER_OF if letters else KEY_OF)[heading])


def marker_field(app):
    canvas = app.view.canvas
    left, top, right, bottom = canvas.coords("play-marker")
    x, y = app.view.geometry.field_at_pixel(int((left + right) / 2), int((top + bottom) / 2))
    return y * app.graphs.maze_array.width + x


def panel_texts(app):
    canvas = app.view.canvas
    items = canvas.find_withtag("play-panel")
    return [canvas.itemcget(item, "text") for item in items if canvas.type(item) == "text"]


def run_until(root, condition, tries=4000):
    for _try in range(tries):
        if condition():
            return
        root.update()
        time.sleep(0.005)
    pytest.fail("the window did not get there")


def test_a_walk_to_the_goal_gives_perfect_metrics(tk_root, capsys):
    app = built_app(tk_root, width=20, height=15, seed=4)
    clock = Clock()
    game = playing(app, clock)
    path = shortest_path(game.maze, game.start, game.goal)
    assert marker_field(app) == game.start
    capsys.readouterr()
    for step, (here, there) in enumerate(zip(path, path[1:], strict=False)):
        clock.now = step * 0.25
        press(app, KEY_OF[heading_between(here, there, game.maze.width)])
        assert marker_field(app) == there
    metrics = game.metrics()
    assert (metrics.moves, metrics.refused, metrics.hints) == (len(path) - 1, 0, 0)
    assert metrics.efficiency == 1.0
    assert metrics.seconds == pytest.approx(0.25 * (len(path) - 2))
    printed = capsys.readouterr().out
    assert f"Moves: {len(path) - 1}" in printed
    assert "Efficiency (shortest way / moves): 1.00" in printed
    assert app.status.text.startswith("Goal reached in ")
    texts = panel_texts(app)
    assert any(f"Moves: {len(path) - 1}" in text for text in texts)
    assert len(app.view.canvas.find_withtag("play-trail")) >= 1


def test_a_wall_refuses_is_shown_and_a_hint_is_counted(tk_root, capsys):
    app = built_app(tk_root, width=12, height=9, seed=2, loop_percent=20)
    game = playing(app)
    walled = next(h for h in range(4) if game.maze.walls[game.start] & (1 << h))
    press(app, KEY_OF[walled])
    assert marker_field(app) == game.start and game.refused == 1
    assert app.view.canvas.find_withtag("play-flash")  # the wall lights up
    run_until(tk_root, lambda: not app.view.canvas.find_withtag("play-flash"))
    press(app, "F1")
    hint = shortest_path(game.maze, game.start, game.goal)
    line = app.view.canvas.coords(app.view.canvas.find_withtag("play-hint")[0])
    geometry = app.view.geometry
    assert line == pytest.approx([c for field in hint for c in centre(geometry, field)])
    walk(app, hint, letters=True)
    metrics = game.metrics()
    assert (metrics.moves, metrics.refused, metrics.hints) == (len(hint) - 1, 1, 1)
    printed = capsys.readouterr().out
    assert "Refused moves: 1" in printed and "Hints used: 1" in printed


def test_the_status_counts_time_from_the_first_move_refused_moves_and_hints(tk_root):
    """The counters the status bar shows, one by one: the clock runs from the first move,
    a refused one too, and each counter says what happened."""
    app = built_app(tk_root, width=12, height=9, seed=2)
    clock = Clock()
    game = playing(app, clock)
    assert app.status.text.startswith("Time 0 s, moves 0, refused 0, hints 0.")
    clock.now = 20.0  # looking at the maze before moving costs no time
    walled = next(h for h in range(4) if game.maze.walls[game.start] & (1 << h))
    press(app, KEY_OF[walled])
    assert app.status.text.startswith("Time 0 s, moves 0, refused 1, hints 0.")
    clock.now = 23.0
    run_until(tk_root, lambda: app.status.text.startswith("Time 3 s, moves 0, refused 1,"))
    open_side = next(h for h in range(4) if not game.maze.walls[game.start] & (1 << h))
    press(app, KEY_OF[open_side])
    assert app.status.text.startswith("Time 3 s, moves 1, refused 1, hints 0.")
    press(app, "F1")
    clock.now = 27.2
    run_until(tk_root, lambda: app.status.text.startswith("Time 7 s, moves 1, refused 1, hints 1."))


def test_g_never_gives_the_same_start_and_goal(tk_root):
    app = built_app(tk_root, width=5, height=4, seed=3, excluded=((2, 1),))
    app.modes["play_mode"].rng = random.Random(5)
    playing(app)
    for _round in range(40):
        press(app, "g")
        game = app.modes["play_mode"].game
        assert game.start != game.goal
        assert not game.maze.is_excluded(game.goal % 5, game.goal // 5)
        assert marker_field(app) == game.start
        assert len(shortest_path(game.maze, game.start, game.goal)) >= 2


@pytest.mark.parametrize("key", ["Escape", "q"])
def test_esc_or_q_leaves_play_mode_and_the_keys_go_back(tk_root, key):
    app = built_app(tk_root)
    playing(app)
    press(app, key)
    assert not app.modes["play_mode"].active
    assert not app.view.canvas.find_withtag("play")
    assert "LabyrinthPlay" not in app.view.canvas.bindtags()
    assert app.root.title() == "Labyrinth 12 × 9"  # Q left play mode, it did not quit


def test_k_colours_walls_and_enter_replays_the_spanning_tree(tk_root):
    app = built_app(tk_root, width=10, height=8, seed=6, excluded=((3, 3),))
    playing(app)
    press(app, "k")
    colours = {
        app.view.canvas.itemcget(item, "fill")
        for item in app.view.canvas.find_withtag("play-walls")
    }
    assert len(colours) == 2
    press(app, "Return")
    run_until(tk_root, lambda: not app.modes["play_mode"].tree.player.running)
    lines = app.view.canvas.find_withtag("play-tree")
    assert len(lines) == 10 * 8 - 1 - 1  # a tree of the open fields: one line fewer
    press(app, "m")
    texts = panel_texts(app)
    assert any("Esc, Q: Leave play mode" in text for text in texts)
    press(app, "Return")
    assert not app.view.canvas.find_withtag("play-tree")


def test_play_marks_survive_a_zoom(tk_root):
    app = built_app(tk_root)
    game = playing(app)
    press(app, "F1")
    press(app, "Control-plus")
    assert app.view.canvas.find_withtag("play-hint") and marker_field(app) == game.start


def tile_colour(view, x: int, y: int) -> str:
    """The colour of pixel (x, y) of the picture in the tile on screen that holds it."""
    (column,), (row,) = view.tile_grid.keys((x, y, x + 1, y + 1))
    left, top = view.tile_grid.region((column, row))[:2]
    return "#{:02x}{:02x}{:02x}".format(*view.tiles[column, row][1].get(x - left, y - top))


def solver_squares(app) -> dict[int, str]:
    """The solver's squares as the maze's tiles show them: each marked field's colour (in
    the middle of its inside; the way and the head are items over the tiles)."""
    view = app.view
    geometry = view.geometry
    squares = {}
    for field in range(geometry.width * geometry.height):
        left, top, right, bottom = geometry.interior(
            field % geometry.width, field // geometry.width
        )
        colour = tile_colour(view, (left + right) // 2, (top + bottom) // 2)
        if colour in MARK_COLOURS:
            squares[field] = colour
    return squares


def solver_overlay(app):
    """The fields under the solver's squares, and the points of its way."""
    canvas = app.view.canvas
    way = canvas.find_withtag("solve-way")
    return set(solver_squares(app)), (canvas.coords(way[0]) if way else None)


@pytest.mark.timeout(300)
def test_every_solver_of_the_solve_menu_finishes_and_draws_its_solution(tk_root):
    app = built_app(tk_root, width=9, height=7, seed=8)
    menu = app.menus["solve"]
    labels = [menu.entrycget(i, "label") for i in range(len(SOLVERS))]
    assert labels == [f"{name} – {solver.summary}" for name, solver in SOLVERS.items()]
    result = app.graphs.result
    for index, name in enumerate(SOLVERS):
        menu.invoke(index)
        run_until(tk_root, lambda: not app.modes["solve"].player.running)
        expected = solve(app.graphs.maze_array, name, result.start, result.end, seed=result.seed)
        fields, way = solver_overlay(app)
        assert fields == {f for f, seen in enumerate(expected.visited) if seen}, name
        if expected.path is None:  # pledge misses a goal inside the maze: no way drawn
            assert way is None, name
        else:
            points = [c for field in expected.path for c in centre(app.view.geometry, field)]
            assert way == pytest.approx(points), name
        assert app.status.text == expected.message()
    menu.invoke(len(SOLVERS) + 1)  # Show solution: off
    assert not app.view.canvas.find_withtag("solve-way")
    menu.invoke(len(SOLVERS) + 2)  # Show visited fields: off
    assert not solver_squares(app)


def test_a_solver_is_watched_step_by_step_with_the_build_keys(tk_root):
    app = built_app(tk_root, width=9, height=7, seed=8)
    app.controls.speed.set(1)
    app.modes["solve"].solve("bfs")
    assert app.modes["solve"].player.running
    press(app, "F6")  # a step: paused
    assert app.modes["solve"].player.state.value == "paused"
    assert app.graphs.result is not None  # the build keys steered the solver, not a build
    press(app, "End")
    run_until(tk_root, lambda: not app.modes["solve"].player.running)
    assert app.modes["solve"].solution.path is not None


def find_gave_up_maze():
    """A maze with loops where the left-hand wall follower gives up (goal by an island)."""
    for seed in range(200):
        graphs = MazeGraphs.from_options(
            BuildOptions(width=8, height=6, seed=seed, loop_percent=60)
        )
        result = graphs.build_maze()
        solution = solve(graphs.maze_array, "left", result.start, result.end)
        if solution.path is None:
            return seed
    pytest.fail("no maze where the wall follower gives up")


def test_when_there_is_no_way_every_visited_field_stays_shown(tk_root, capsys):
    seed = find_gave_up_maze()
    app = built_app(tk_root, width=8, height=6, seed=seed, loop_percent=60)
    app.modes["solve"].show_visited.set(False)
    app.modes["solve"].solve("left")
    run_until(tk_root, lambda: not app.modes["solve"].player.running)
    result = app.graphs.result
    expected = solve(app.graphs.maze_array, "left", result.start, result.end)
    fields, way = solver_overlay(app)
    assert way is None
    assert fields == {f for f, seen in enumerate(expected.visited) if seen}
    assert app.status.text == expected.message()
    assert "would go round forever" in capsys.readouterr().out


@pytest.mark.timeout(300)
def test_labyrinth_play_is_played_to_the_goal_from_outside(tmp_path):
    """As a user: start ``labyrinth --play``, walk the way with the arrow keys, read the metrics."""
    program = Path(sys.executable).parent / "labyrinth"
    if not program.exists():
        skip_or_fail(f"the gui-script is not installed next to {sys.executable}")
    graphs = MazeGraphs.from_options(BuildOptions(width=10, height=7, seed=11))
    result = graphs.build_maze()
    width = graphs.maze_array.width
    assert result.start[0] == 0
    path = shortest_path(
        graphs.maze_array,
        result.start[1] * width + result.start[0],
        result.end[1] * width + result.end[0],
    )
    command = [str(program), "--play", "--width", "10", "--height", "7", "--seed", "11"]
    with running(command, "Labyrinth 10 × 7") as (app, window):
        output = Output(app)
        wait_for(lambda: output.lines(2), "the built maze's message and recipe")
        keys(window, "Left")  # the start lies on the west rim: refused
        steps = [heading_between(a, b, width) for a, b in zip(path, path[1:], strict=False)]
        keys(window, *(KEY_OF[heading] for heading in steps))
        printed = wait_for(lambda: output.lines(9), "the metrics")
        keys(window, "Escape", "ctrl+q")
        out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err
    assert "Goal reached." in printed
    assert f"Moves: {len(path) - 1}" in printed
    assert "Refused moves: 1" in printed and "Efficiency (shortest way / moves): 1.00" in printed


@pytest.mark.parametrize("other", ["--no-display", "--text", "--ascii"])
def test_play_without_a_window_is_one_sentence(capsys, other):
    from labyrinth.cli import run

    assert run(["--play", other, "--width", "5", "--height", "4"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("labyrinth: --play opens the window to play in") and err.count("\n") == 1


def press_in(app, key, widget):
    """``key`` in ``widget`` once the focus is surely there (a window of its own gets it
    late)."""
    run_until(app.root, lambda: widget.focus_force() or app.root.focus_get() is widget)
    press(app, key, widget)


def test_play_keys_work_wherever_the_focus_is_but_text_fields_keep_theirs(tk_root):
    """As in the walk: a button or the slider with the focus, the arrow keys still move the
    marker and the focus stays; a text field keeps its keys; Esc leaves from anywhere; a
    window of its own (the shortcuts) keeps its keys."""
    app = built_app(tk_root, width=20, height=15, seed=4)
    shortcuts = app.help.show("shortcuts")
    shortcuts.window.withdraw()  # kept, but it takes no focus (no window manager here)
    app.modes["play_mode"].clock = Clock()
    app.modes["play_mode"].toggle()
    game = app.modes["play_mode"].game
    path = shortest_path(game.maze, game.start, game.goal)
    slider, button = app.controls.scale, app.controls.buttons["build"]
    speed = slider.get()
    heading = heading_between(path[0], path[1], game.maze.width)
    press_in(app, KEY_OF[heading], slider)
    assert game.position == path[1] and slider.get() == speed
    assert tk_root.focus_get() is slider
    heading = heading_between(path[1], path[2], game.maze.width)
    press_in(app, LETTER_OF[heading], button)
    assert game.position == path[2] and tk_root.focus_get() is button
    assert "LabyrinthPlay" not in shortcuts.tree.bindtags()
    seed = app.controls.fields["seed"]
    seed.delete(0, "end")
    press_in(app, "d", seed)
    press_in(app, "Left", seed)
    assert game.position == path[2] and seed.get() == "d"  # the field had them
    press_in(app, "Escape", seed)
    assert not app.modes["play_mode"].active
    assert all("LabyrinthPlay" not in w.bindtags() for w in (seed, button, app.view.canvas))


def test_play_mode_draws_the_entrance_and_exit_open_as_the_maze_view_does(tk_root):
    """The outer wall of the entrance and exit fields is left open in play mode too (the
    middle pixel of that wall segment on screen is the field's colour, not the wall's)."""
    from test_window import grab

    app = built_app(tk_root, ends="border")
    openings = app.graphs.result.openings
    assert openings is not None

    def rim_pixels():
        canvas, geometry = app.view.canvas, app.view.geometry
        shot = grab(canvas).convert("RGB")
        width, height = geometry.width, geometry.height
        pixels = []
        for opening in openings:
            left, top, right, bottom = geometry.field_box(*opening.field(width, height))
            x, y = {
                "N": ((left + right) // 2, top),
                "S": ((left + right) // 2, bottom),
                "W": (left, (top + bottom) // 2),
                "E": (right, (top + bottom) // 2),
            }[opening.side]
            pixels.append(shot.getpixel((x - int(canvas.canvasx(0)), y - int(canvas.canvasy(0)))))
        return pixels

    maze_view = rim_pixels()
    wall = tuple(app.view.palette.wall)
    assert wall not in maze_view
    playing(app)
    assert rim_pixels() == maze_view
