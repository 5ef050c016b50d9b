"""The walk inside the maze under a real X server: what the canvas shows against the model,
the keys wherever the focus is, the map, the goal; and ``labyrinth --walk`` from outside."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest
from conftest import skip_or_fail
from helpers import built_maze, press
from test_firstperson import corridor, maze_with
from test_window import grab
from x11 import Output, keys, running, wait_for

from labyrinth.analysis import shortest_path
from labyrinth.firstperson.sight import EAST, NORTH, SOUTH, TAN, WEST, Camera, look
from labyrinth.firstperson.walker import first_heading
from labyrinth.game import heading_between
from labyrinth.gui.overlay import centre
from labyrinth.gui.walk.mode import TAG
from labyrinth.render.palettes import BOOK
from labyrinth.settings import Settings


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def walking_app(root, graphs, smooth=False):
    from labyrinth.gui.app import LabyrinthApp

    app = LabyrinthApp(root, Settings(width=8, height=6, speed=0), graphs)
    app.modes["walk"].clock = Clock()
    app.modes["walk"].smooth.set(smooth)
    root.update()
    press_walking(app, "F8")
    assert app.modes["walk"].active
    return app


def built(width=12, height=9, seed=1, **options):
    return built_maze(width, height, seed=seed, **options)


def corridor_graphs(side_openings):
    """A 6 × 3 maze whose middle row is the corridor of test_firstperson, start at its west
    end, goal at its east end."""
    graphs = built(6, 3)
    graphs.maze_array.walls[:] = corridor(6, side_openings).walls
    graphs.result = dataclasses.replace(graphs.result, start=(0, 1), end=(5, 1))
    return graphs


def press_walking(app, key):
    """A key in the walk's view while it is open, else in the maze view."""
    walk = app.modes["walk"]
    press(app, key, walk.canvas if walk.active else None)


def settled(app):
    """Let a smooth move finish."""
    wait_for(lambda: app.root.update() or "frame" not in app.modes["walk"].jobs, "the move's end")


def item_at(app, u, v=0.0):
    """What the 3D view shows at screen point (u, v): the topmost polygon's meaning."""
    view = app.modes["walk"].view
    width, height = view.size
    x, y = width / 2 + u * width / 2, height / 2 + v * width / 2
    for item in reversed(app.modes["walk"].canvas.find_overlapping(x, y, x, y)):
        if item in view.pool[: view.used]:
            return view.shown[view.pool.index(item)]
    return None


def picture(app):
    canvas, view = app.modes["walk"].canvas, app.modes["walk"].view
    return [(canvas.coords(item), canvas.itemcget(item, "fill")) for item in view.pool[: view.used]]


@pytest.mark.parametrize("opened", [NORTH, SOUTH])
def test_the_view_shows_an_opening_exactly_where_the_model_has_one(tk_root, opened):
    app = walking_app(tk_root, corridor_graphs({3: opened}))
    walker = app.modes["walk"].walker
    assert (walker.field, walker.heading) == (6, EAST)
    u_side = 1 if opened == SOUTH else -1  # south is on the right when facing east
    for x in range(6):
        depth = x + 0.8  # inside field x along the corridor, seen from its west end
        kind, what = item_at(app, u_side * 0.5 / (depth * TAN))
        assert kind == "face"
        if x == 3:  # the opening: the far wall of the field beside it shows there
            assert (what.field, what.side) == (9 + (-6 if opened == NORTH else 6), EAST)
        else:
            assert (what.field, what.side) == (6 + x, opened)
    assert item_at(app, 0.0)[1].side == EAST  # the rim ahead
    assert [what.kind.value for kind, what in app.modes["walk"].view.shown if kind == "face"].count(
        "rim"
    ) == 1


def test_each_wall_is_shaded_by_the_way_it_faces(tk_root):
    """From the middle of an open 3 × 3 maze, the rim straight ahead stands at the same depth
    whichever way the walker looks; on the screen it is lit as by a sun in the south-east:
    brightest where it faces south, then east, west and north (the manual: a corner always
    shows two shades)."""
    import tkinter as tk

    from labyrinth.gui.walk.view3d import View3D

    rows = [(x, y, EAST) for x in range(2) for y in range(3)]
    maze = maze_with(3, 3, rows + [(x, y, SOUTH) for x in range(3) for y in range(2)])
    canvas = tk.Canvas(tk_root, width=240, height=180, highlightthickness=0, borderwidth=0)
    canvas.pack()
    tk_root.update()
    view = View3D(canvas, BOOK)
    middle = (120, 90 - 12)  # straight ahead, a little above the horizon
    brightness = {}
    for heading in (NORTH, EAST, SOUTH, WEST):
        view.draw(look(maze, Camera.at(4, heading, 3)), 4, 0, (), 3)
        (item,) = [i for i in canvas.find_overlapping(*middle, *middle) if i in view.pool]
        kind, face = view.shown[view.pool.index(item)]
        assert (kind, face.side, face.kind.value) == ("face", heading, "rim")
        facing = (heading + 2) % 4  # the rim ahead looks back at the walker
        brightness[facing] = sum(grab(canvas).convert("RGB").getpixel(middle))
    assert brightness[SOUTH] > brightness[EAST] > brightness[WEST] > brightness[NORTH]


def test_four_turns_give_the_same_picture_and_smooth_moves_end_there(tk_root):
    app = walking_app(tk_root, built(), smooth=True)
    settled(app)
    before = picture(app)
    for key in ("Right", "d", "Right", "KP_Right"):
        press_walking(app, key)
        settled(app)
    assert picture(app) == before
    for key in ("Left", "a", "Left", "KP_Left"):
        press_walking(app, key)  # not waiting: each key finishes the move before it
    settled(app)
    assert picture(app) == before


def test_moves_into_walls_are_refused_and_shown(tk_root):
    app = walking_app(tk_root, corridor_graphs({}))
    walk = app.modes["walk"]
    press_walking(app, "Left")  # north: a wall
    assert walk.walker.heading == NORTH
    press_walking(app, "Up")
    assert walk.walker.field == 6 and walk.walker.game.refused == 1
    canvas = walk.canvas
    assert canvas.itemcget(walk.view._bump, "state") == "normal"
    assert app.view.canvas.find_withtag("walk-flash")
    assert "refused 1" in app.status.text
    wait_for(lambda: tk_root.update() or "bump" not in walk.jobs, "the flash's end")
    assert canvas.itemcget(walk.view._bump, "state") == "hidden"
    press_walking(app, "Right")
    press_walking(app, "s")  # back into the west rim
    assert walk.walker.game.refused == 2 and walk.walker.field == 6
    press_walking(app, "w")
    assert walk.walker.field == 7 and walk.walker.game.moves == 1


def test_the_maps_arrow_follows_the_heading(tk_root):
    app = walking_app(tk_root, corridor_graphs({}))
    canvas, geometry = app.view.canvas, app.view.geometry
    for key, heading in (("Right", SOUTH), ("Right", WEST), ("Right", NORTH), ("Right", EAST)):
        press_walking(app, key)
        (arrow,) = canvas.find_withtag("walk-arrow")
        tip_x, tip_y = canvas.coords(arrow)[:2]
        x, y = centre(geometry, app.modes["walk"].walker.field)
        direction = {NORTH: (0, -1), EAST: (1, 0), SOUTH: (0, 1), WEST: (-1, 0)}[heading]
        assert (tip_x - x) * direction[0] + (tip_y - y) * direction[1] > geometry.field_size / 4
    press_walking(app, "Up")
    (arrow,) = canvas.find_withtag("walk-arrow")
    assert canvas.coords(arrow)[0] > centre(geometry, 7)[0]  # in field 7, pointing east


def test_keys_walk_wherever_the_focus_is_but_text_fields_keep_theirs(tk_root):
    app = walking_app(tk_root, built())
    walker = app.modes["walk"].walker
    slider, button = app.controls.scale, app.controls.buttons["build"]
    heading = walker.heading
    for _press in range(6):
        press(app, "Right", slider)
    assert walker.heading == (heading + 2) % 4
    assert tk_root.focus_get() is slider  # JMaze's bug: the arrow keys moved the focus
    press(app, "Left", button)
    assert walker.heading == (heading + 1) % 4 and tk_root.focus_get() is button
    seed = app.controls.fields["seed"]
    press(app, "Left", seed)
    press(app, "a", seed)
    assert walker.heading == (heading + 1) % 4  # the field had them
    assert seed.get() == "a1"  # Left moved the cursor, a was typed there
    press(app, "Escape", seed)
    assert not app.modes["walk"].active and not app.modes["walk"].panel.winfo_ismapped()
    assert TAG not in seed.bindtags() and TAG not in app.view.canvas.bindtags()


def click(widget, x=5, y=5):
    widget.event_generate("<ButtonPress-1>", x=x, y=y)
    widget.event_generate("<ButtonRelease-1>", x=x, y=y)
    widget.update()


def test_a_click_on_the_map_excludes_nothing_and_the_walk_goes_on(tk_root):
    """A player clicking the map: before, the field was excluded and the maze and walk gone."""
    app = walking_app(tk_root, built())
    walker, canvas = app.modes["walk"].walker, app.view.canvas
    x, y = centre(app.view.geometry, 3 * 12 + 4)
    click(canvas, round(x - canvas.canvasx(0)), round(y - canvas.canvasy(0)))
    assert app.modes["walk"].active and app.modes["walk"].walker is walker and not app.excluded
    assert tk_root.focus_get() is app.modes["walk"].canvas
    heading = walker.heading
    press(app, "Right", tk_root.focus_get())
    assert walker.heading == (heading + 1) % 4


def test_a_click_outside_a_text_field_gives_the_keys_back(tk_root):
    """The keys typed into a text field say so; a click on the slider, the legend or a
    label (which take no focus themselves) lets the keys walk again."""
    app = walking_app(tk_root, built())
    walker, seed = app.modes["walk"].walker, app.controls.fields["seed"]
    heading = walker.heading
    click(seed)
    press(app, "Left", seed)
    assert walker.heading == heading and "click the view" in app.status.text
    click(app.controls.scale)
    assert tk_root.focus_get() is app.modes["walk"].canvas
    press(app, "Left", tk_root.focus_get())
    assert walker.heading == (heading + 3) % 4 and app.status.text.startswith("Time")


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_keys_and_the_counts_are_shown_whole_at_1024_pixels(tk_root, language):
    """The status bar once listed the keys and cut them off at 1024 pixels (turning and Esc
    were lost): now the counts are there, whole, and the keys at the bottom of the view."""
    app = walking_app(tk_root, built(15, 10))
    app.appearance.set_language(language)
    tk_root.geometry("1024x600")
    press_walking(app, "Up")
    tk_root.update()
    status, canvas, walk = app.status, app.modes["walk"].canvas, app.modes["walk"]
    assert status.label.cget("text") == status.text  # not cut with "…"
    left, top, right, bottom = canvas.bbox(walk.keys)
    assert left >= 0 and right <= canvas.winfo_width() and bottom <= canvas.winfo_height()
    assert "← →" in canvas.itemcget(walk.keys, "text")
    assert canvas.itemcget(walk.keys, "state") == "normal"


def test_the_fog_covers_exactly_the_fields_not_seen(tk_root):
    app = walking_app(tk_root, built(10, 7, seed=3))
    app.modes["walk"].fog.set(True)
    app.modes["walk"]._fog_changed()
    tk_root.update()

    def fogged():
        canvas, size = app.view.canvas, app.view.geometry.field_size
        return sum(
            round((canvas.coords(item)[2] - canvas.coords(item)[0]) / size)
            for item in canvas.find_withtag("walk-fog")
        )

    walker = app.modes["walk"].walker
    assert fogged() == 70 - len(walker.seen)
    for key in ("Up", "Right", "Up", "Left", "Left", "Up"):
        press_walking(app, key)
    assert fogged() == 70 - len(walker.seen)
    app.viewport.zoom(1)  # the picture is drawn anew: the marks with it
    assert fogged() == 70 - len(walker.seen)
    assert app.view.canvas.find_withtag("walk-arrow")


def steps_to(width, heading, path):
    """The keys that walk ``path`` facing ``heading`` at its start: turns, then Up."""
    names = []
    for here, there in zip(path, path[1:], strict=False):
        wanted = heading_between(here, there, width)
        turn = (wanted - heading) % 4
        names += {0: [], 1: ["Right"], 2: ["Right", "Right"], 3: ["Left"]}[turn] + ["Up"]
        heading = wanted
    return names


@pytest.mark.timeout(240)
def test_a_walk_to_the_goal_gives_play_modes_metrics(tk_root, capsys):
    graphs = built(8, 6, seed=5)
    app = walking_app(tk_root, graphs, smooth=True)
    walker = app.modes["walk"].walker
    path = shortest_path(graphs.maze_array, walker.game.start, walker.game.goal)
    for key in steps_to(8, walker.heading, path):
        app.modes["walk"].clock.now += 0.5
        press_walking(app, key)
    settled(app)
    assert walker.game.over and walker.field == walker.game.goal
    metrics = walker.game.metrics()
    assert metrics.moves == len(path) - 1 and metrics.efficiency == 1.0
    out = capsys.readouterr().out
    assert metrics.text() in out and "Goal reached." in out
    box = app.modes["walk"].canvas
    assert box.itemcget(app.modes["walk"].box_text, "text") == metrics.text()
    assert box.itemcget(app.modes["walk"].box_text, "state") == "normal"
    assert box.itemcget(app.modes["walk"].keys, "state") == "hidden"  # only Esc is left
    assert app.status.text.startswith("Goal reached in")
    app.appearance.set_language("de")
    assert box.itemcget(app.modes["walk"].box_text, "text").startswith("Ziel erreicht.")
    assert "Blick nach" in box.itemcget(app.modes["walk"].compass, "text")


def test_a_new_maze_or_play_mode_ends_the_walk(tk_root):
    app = walking_app(tk_root, built())
    press_walking(app, "Control-p")
    assert not app.modes["walk"].active and app.modes["play_mode"].active
    press_walking(app, "F8")
    assert app.modes["walk"].active and not app.modes["play_mode"].active
    press_walking(app, "Control-n")
    assert not app.modes["walk"].active
    press_walking(app, "F8")  # the new maze is not built yet
    assert not app.modes["walk"].active and "walk through it" in app.status.text


@pytest.mark.timeout(300)
def test_labyrinth_walk_is_walked_to_the_goal_from_outside():
    """As a user: start ``labyrinth --walk``, bump once, walk the way, read the metrics."""
    program = Path(sys.executable).parent / "labyrinth"
    if not program.exists():
        skip_or_fail(f"the gui-script is not installed next to {sys.executable}")
    graphs = built(7, 5, seed=8)
    maze, result = graphs.maze_array, graphs.result
    width = maze.width
    start = result.start[1] * width + result.start[0]
    goal = result.end[1] * width + result.end[0]
    path = shortest_path(maze, start, goal)
    names = steps_to(width, first_heading(maze, start), path)
    command = [str(program), "--walk", "--width", "7", "--height", "5", "--seed", "8"]
    with running(command, "Labyrinth 7 × 5") as (app, window):
        output = Output(app)
        wait_for(lambda: output.lines(2), "the built maze's message and recipe")
        keys(window, "Down")  # the start's back is a wall (or the rim): refused
        keys(window, *names)
        printed = wait_for(lambda: output.lines(9), "the metrics")
        keys(window, "Escape", "ctrl+q")
        _out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err
    assert f"Moves: {len(path) - 1}" in printed
    assert "Refused moves: 1" in printed and "Efficiency (shortest way / moves): 1.00" in printed


@pytest.mark.parametrize(
    ("others", "start"),
    [
        (["--no-display"], "labyrinth: --walk opens the window to walk in"),
        (["--text"], "labyrinth: --walk opens the window to walk in"),
        (["--play"], "labyrinth: --walk, --play and --teach open different views"),
        (["--teach"], "labyrinth: --walk, --play and --teach open different views"),
    ],
)
def test_walk_refuses_what_it_cannot_go_with_in_one_sentence(capsys, others, start):
    from labyrinth.cli import run

    assert run(["--walk", *others, "--width", "5", "--height", "4"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(start) and err.count("\n") == 1
