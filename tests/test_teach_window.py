"""The teaching view under a real X server: keys, steps back, jumps, breakpoints, the switches
and the language, each checked against the recorded model."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PIL import ImageChops
from test_window import field_point, grab, grab_picture, make_app, run_until

from labyrinth import MazeGraphs
from labyrinth.gui.maze_canvas import CONTROL
from labyrinth.gui.session import Origin
from labyrinth.pace import STEPS_PER_SECOND
from labyrinth.render.png import render
from labyrinth.teaching.history import BACK, CARVE, ENTER, LINE
from labyrinth.teaching.presentation import present
from labyrinth.teaching.recorder import MAX_RECURSION_SIDE
from labyrinth.teaching.sources import recursion_source

# Seconds of a clock of the test's own that one look at the speed covers.
LOOK_S = 0.02


@pytest.fixture
def teach(tk_root):
    app = make_app(tk_root, width=10, height=8, seed=2020, speed=6)
    app.toggle_teaching()
    tk_root.update()
    return app


def xkeys(app, *names):
    """Real key events from the X server, into the window that has the keyboard."""
    app.view.canvas.focus_force()
    app.root.update()
    window = str(int(app.root.wm_frame(), 16))
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True, timeout=30)
    for name in names:
        subprocess.run(["xdotool", "key", name], check=True, timeout=30)
    for _pass in range(20):  # the keys arrive through the X server: let Tk read them all
        app.root.update()
        subprocess.run(["xdotool", "sleep", "0.02"], check=True, timeout=30)


class Clock:
    """Seconds that pass only when the test says so."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def panes(app):
    """What the panes show: the running line, the stack, the counters, the sentence."""
    panel = app.modes["teach"].panel
    running = panel.source.tag_ranges("running")
    rows = [panel.stack.item(item, "values") for item in panel.stack.get_children()]
    return (
        str(running[0]) if running else "",
        rows,
        panel.counters.cget("text"),
        app.status.text,
        panel.controls.step_text.get(),
    )


def test_starts_paused_at_step_0_in_the_recursion(teach):
    view = teach.modes["teach"]
    assert view.active and not view.history.loop
    assert view.state.tick == -1 and teach.status.text.startswith("Step 0:")
    assert "same maze" in view.panel.check.cget("text")
    assert view.panel.winfo_ismapped() and view.panel.below.winfo_ismapped()


@pytest.mark.timeout(200)
def test_left_after_right_returns_the_same_picture_and_panes(teach):
    xkeys(teach, *["Right"] * 40)
    assert teach.modes["teach"].state.tick == 39
    before, shown = grab(teach.root), panes(teach)
    xkeys(teach, *["Right"] * 12)
    assert teach.modes["teach"].state.tick == 51
    xkeys(teach, *["Left"] * 12)
    assert teach.modes["teach"].state.tick == 39
    assert panes(teach) == shown
    assert grab(teach.root).tobytes() == before.tobytes()


@pytest.mark.timeout(200)
def test_home_end_and_a_jump_equal_stepping(teach):
    """The step box, the slider and the status line count the same steps: typing 57
    lands where stepping line by line reaches "Step 57"."""
    view = teach.modes["teach"]
    while view.state.tick < view.history.enters[56]:
        view.step()
    teach.root.update()
    stepped, picture = panes(teach), grab(teach.root)
    assert teach.status.text.startswith("Step 57:") and stepped[-1] == "57"
    assert view.panel.controls.slider.get() == 57
    assert view.panel.controls.total.cget("text") == f"/ {len(view.history.enters)}"
    view.step()
    assert view.panel.controls.step_text.get() == "57"  # the lines of a step keep its number
    xkeys(teach, "End")
    assert view.state.tick == len(view.history) - 1
    xkeys(teach, "Home")
    assert view.state.tick == -1
    view.panel.controls.step_text.set("57")
    view.panel.controls.step_box.focus_force()
    teach.root.update()
    view.panel.controls.step_box.event_generate("<Return>")
    teach.root.update()
    assert panes(teach) == stepped
    assert grab(teach.root).tobytes() == picture.tobytes()
    view.panel.controls.slider.set(20)  # as a drag does
    teach.root.update()
    assert view.state.calls == 20 and teach.status.text.startswith("Step 20:")


def test_the_running_line_and_the_stack_follow_the_model(teach):
    view = teach.modes["teach"]
    history = view.history
    for tick in (0, 5, 77, 400, 1200, len(history) - 1):
        view.jump(tick)
        teach.root.update()
        running = view.panel.source.tag_ranges("running")
        assert str(running[0]) == f"{history.lines[tick] + 1}.0"
        frames = history.frames_at(view.state)
        rows = view.panel.stack.get_children()
        if len(frames):
            innermost = view.panel.stack.item(rows[0], "values")[0]
            assert str(innermost).startswith("find_neighbours(")
            field = history.fields[frames[-1]]
            assert f"({field % 10} | {field // 10})" in innermost
        else:
            assert not rows


def test_java_shows_the_corresponding_line(teach):
    view = teach.modes["teach"]
    view.jump(6)  # self.remove_walls(field) is about to run
    view.panel.language.set("java")
    view.switch()
    running = view.panel.source.tag_ranges("running")
    line = view.panel.source.get(running[0], running[1]).strip()
    assert line == "removeWalls (field);"


@pytest.mark.timeout(200)
def test_play_stops_at_the_first_dead_end(teach):
    view = teach.modes["teach"]
    teach.controls.set_speed(10)
    view.panel.at_dead_ends.set(True)
    xkeys(teach, "space")
    run_until(teach.root, lambda: not view.player.running)
    first_back = view.history.kinds.index(BACK)
    assert view.state.tick == first_back
    assert "dead end" in teach.status.text


@pytest.mark.timeout(200)
def test_ctrl_click_sets_a_breakpoint_where_play_stops(teach):
    view = teach.modes["teach"]
    teach.controls.set_speed(10)
    canvas = teach.view.canvas
    point_x, point_y = field_point(teach, 4, 5)
    canvas.event_generate("<ButtonPress-1>", x=point_x, y=point_y, state=CONTROL)
    teach.root.update()
    field = 5 * 10 + 4
    assert view.breakpoints == {field}
    assert teach.modes["teach"].history is not None  # a click did not take the field out
    view.space()
    run_until(teach.root, lambda: not view.player.running)
    history = view.history
    assert history.kinds[view.state.tick] == ENTER and history.fields[view.state.tick] == field


@pytest.mark.timeout(200)
def test_breakpoints_stay_when_the_view_is_closed_and_opened_again(teach):
    view = teach.modes["teach"]
    point_x, point_y = field_point(teach, 4, 5)
    teach.view.canvas.event_generate("<ButtonPress-1>", x=point_x, y=point_y, state=CONTROL)
    teach.root.update()
    xkeys(teach, "F7")
    assert not view.active
    xkeys(teach, "F7")
    assert view.active and view.breakpoints == {5 * 10 + 4}
    assert "(1 set)" in view.panel.controls.fields_note.cget("text")


def test_depth_breakpoint(teach):
    view = teach.modes["teach"]
    teach.controls.set_speed(10)
    view.panel.deeper.set(True)
    view.panel.depth_limit.set("12")
    view.space()
    run_until(teach.root, lambda: not view.player.running)
    assert view.history.depths[view.state.tick] + 1 == 13


def test_recursion_and_loop_switch_keeps_the_step(teach):
    view = teach.modes["teach"]
    view.jump(500)
    calls = view.state.calls
    view.panel.mode.set("loop")
    view.switch()
    assert view.history.loop and view.state.calls == calls
    assert "same maze" in view.panel.check.cget("text")
    assert "loop keeps no call open" in view.panel.why.cget("text")
    rows = view.panel.stack.get_children()
    assert view.panel.stack.item(rows[0], "values")[0].startswith("(")


@pytest.mark.parametrize("first", ["recursion", "loop"])
def test_switching_there_and_back_keeps_the_very_line(teach, first):
    view = teach.modes["teach"]
    if first == "loop":
        view.panel.mode.set("loop")
        view.switch()
    history = view.history
    opens = [t for t in range(len(history)) if history.kinds[t] == CARVE]
    view.jump(opens[30] - 1)  # self.remove_walls(field) is about to run
    tick, calls, line = view.state.tick, view.state.calls, _running(view)
    view.panel.mode.set("recursion" if first == "loop" else "loop")
    view.switch()
    assert view.state.calls == calls and _running(view) == line
    view.panel.mode.set(first)
    view.switch()
    assert view.state.tick == tick


def _running(view) -> str:
    running = view.panel.source.tag_ranges("running")
    return view.panel.source.get(running[0], running[1]).strip()


def test_java_names_and_numbers_follow_the_java_text(teach):
    view = teach.modes["teach"]
    history = view.history
    tick = next(t for t in range(20, len(history)) if history.kinds[t] == LINE)
    view.jump(tick)
    view.panel.language.set("java")
    view.switch()
    teach.root.update()
    running = view.panel.source.tag_ranges("running")
    java_line = int(str(running[0]).split(".")[0])
    assert f"line {java_line}," in teach.status.text
    rows = view.panel.stack.get_children()
    assert view.panel.stack.item(rows[0], "values")[0].startswith("findNeighbours((")


def test_at_the_end_the_depth_is_0(teach):
    view = teach.modes["teach"]
    view.finish()
    teach.root.update()
    assert "Path length 0 " in view.panel.counters.cget("text")
    back = view.history.kinds.rindex(BACK)
    view.jump(back)
    assert "no field to go back to" in teach.status.text


def test_speed_0_plays_to_the_end_at_once(teach):
    view = teach.modes["teach"]
    teach.controls.set_speed(0)
    view.space()
    run_until(teach.root, lambda: not view.player.running)
    assert view.state.tick == len(view.history) - 1


def test_the_speed_counts_maze_steps(teach):
    """The window's player plays the view: in a fiftieth of a second at the fastest speed
    about as many steps (calls) as the window's build would, the lines of a step sharing its
    time by the build's average."""
    view = teach.modes["teach"]
    clock = Clock()
    view.player.clock = clock
    teach.controls.set_speed(10)
    view.space()
    clock.now = LOOK_S
    run_until(teach.root, lambda: view.state.tick >= 0)
    view.space()
    wanted = STEPS_PER_SECOND[10] * LOOK_S
    assert 0.8 * wanted <= view.state.calls <= 1.2 * wanted
    assert view.state.tick < len(view.history) - 1  # the clock stood: no more than that


def test_a_maze_too_big_for_the_recursion_runs_the_loop_and_says_why(tk_root):
    app = make_app(tk_root, width=MAX_RECURSION_SIDE + 1, height=MAX_RECURSION_SIDE, seed=3)
    app.toggle_teaching()
    tk_root.update()
    view = app.modes["teach"]
    assert view.history.loop and view.panel.mode.get() == "loop"
    side = f"{MAX_RECURSION_SIDE} × {MAX_RECURSION_SIDE}"
    assert app.status.text == f"The recursion is shown up to {side} fields: here the loop."
    assert side in view.panel.why.cget("text")
    # recorded as the view goes: the check waits for the end, which End records on to
    assert not view.history.done and "recorded to its end" in view.panel.check.cget("text")
    view.finish()
    run_until(tk_root, lambda: view.history.done and view.leaves_a_maze())
    assert "build_maze carve the same maze" in view.panel.check.cget("text")


def test_the_books_maze_runs_as_recursion_with_the_limit_raised(tk_root):
    app = make_app(tk_root, width=32, height=24, seed=7, excluded=[(16, 12)])
    app.toggle_teaching()
    tk_root.update()
    view = app.modes["teach"]
    assert not view.history.loop and len(view.history.enters) == 1534
    why = view.panel.why.cget("text")
    assert f"Python's limit is {sys.getrecursionlimit()}" in why
    assert f"raises it to {view.history.recursion_limit}" in why and "65 × 65 overflow" in why
    assert "Recursion and loop carve the same maze: 1534 calls" in view.panel.check.cget("text")
    view.finish()
    tk_root.update()
    assert "Calls 1534 · open (the stack's depth) 0" in view.panel.counters.cget("text")


def test_the_stack_shows_where_each_call_came_from_and_goes(teach):
    """The rows say the call's field, the step that came to it and the step it takes: the
    innermost has not chosen before ``check_neighbours`` ran, and shows its choice after."""
    view = teach.modes["teach"]
    history = view.history
    choosing = recursion_source().index("neighbour = self.check_neighbours")
    check = history.lines.index(choosing)  # about to run in the first call
    view.jump(check)
    teach.root.update()
    assert panes(teach)[1] == [("find_neighbours((0 | 0))", "0", "–", "")]
    carve = history.kinds.index(CARVE)
    view.jump(check + 1)
    teach.root.update()
    here, there = history.fields[carve], history.others[carve]
    arrow = {1: "→", 10: "↓"}[there - here]  # from (0 | 0): east or south
    assert panes(teach)[1] == [("find_neighbours((0 | 0))", "0", "–", arrow)]
    view.jump(history.enters[1])
    teach.root.update()
    inner = f"find_neighbours(({there % 10} | {there // 10}))"
    assert panes(teach)[1] == [
        (inner, "1", arrow, ""),
        ("find_neighbours((0 | 0))", "0", "–", arrow),
    ]
    back = history.kinds.index(BACK)
    view.jump(back)
    teach.root.update()
    assert panes(teach)[1][0][3] == "↩"


@pytest.mark.parametrize(
    ("language", "path", "stack"),
    [
        ("en", "Path length {depth} ", "open (the stack's depth) {frames}"),
        ("de", "Pfadlänge {depth} ", "offen (Tiefe des Stapels) {frames}"),
        ("fr", "Longueur du chemin {depth} ", "ouverts (profondeur de la pile) {frames}"),
    ],
)
def test_the_counters_tell_the_path_length_from_the_stacks_depth(teach, language, path, stack):
    """Deep in the walk the two numbers differ (the book's recursion opens more calls than the
    path has fields): each says which it is, in every language."""
    view = teach.modes["teach"]
    history = view.history
    tick = next(
        tick
        for tick in range(len(history))
        if history.state_at(tick).frames > history.depths[tick] + 1 > 3
    )
    view.jump(tick)
    teach.appearance.set_language(language)
    teach.root.update()
    frames = history.state_at(tick).frames
    text = view.panel.counters.cget("text")
    assert path.format(depth=history.depths[tick]) in text
    assert stack.format(frames=frames) in text


def test_the_language_switch_translates_the_panes(teach):
    teach.modes["teach"].jump(7)
    teach.appearance.set_language("de")
    teach.root.update()
    assert teach.status.text.startswith("Schritt")
    assert "Pfadlänge" in teach.modes["teach"].panel.counters.cget("text")
    stack = teach.modes["teach"].panel.stack
    assert (stack.heading("came", "text"), stack.heading("goes", "text")) == ("Kam", "Geht")


def test_the_view_menu_turns_it_off(teach):
    teach.toggle_teaching()
    teach.root.update()
    assert not teach.modes["teach"].active and not teach.modes["teach"].panel.winfo_ismapped()
    teach.build()
    run_until(teach.root, lambda: teach.graphs.result is not None)


@pytest.mark.parametrize("mode", ["recursion", "loop"])
def test_the_check_line_follows_the_language(teach, mode):
    view = teach.modes["teach"]
    view.panel.mode.set(mode)
    view.switch()
    english = view.panel.check.cget("text")
    teach.appearance.set_language("de")
    teach.root.update()
    assert view.panel.check.cget("text") not in ("", english)
    assert "Labyrinth" in view.panel.check.cget("text")
    teach.appearance.set_language("fr")
    teach.root.update()
    assert "labyrinthe" in view.panel.check.cget("text")


def book_maze(app, width, height, seed):
    """The maze the window's controls make, built without the window."""
    maze = MazeGraphs(width, height, display=False, seed=seed, algorithm=app.algorithm_var.get())
    for _event in maze.build_steps():
        pass
    return maze


def shows(app, maze):
    """The window shows ``maze`` finished: its walls, its start and end, in its picture."""
    graphs = app.graphs
    assert graphs.result == maze.result and graphs.result is not None
    assert bytes(graphs.maze_array.walls) == bytes(maze.maze_array.walls)
    picture = render(graphs.maze_array, graphs.result.marks, app.view.field_size)
    shot = grab_picture(app).convert("RGB")
    assert ImageChops.difference(shot, picture.convert("RGB")).getbbox() is None


@pytest.mark.timeout(200)
def test_f7_end_f7_keeps_the_finished_maze_and_undo_brings_back_the_grid(tk_root):
    app = make_app(tk_root, width=10, height=8, seed=2020)
    grid = app.graphs
    assert grid.result is None
    xkeys(app, "F7", "End", "F7")
    view = app.modes["teach"]
    assert not view.active and not view.panel.winfo_ismapped()
    assert app.session.origin is Origin.BUILT
    shows(app, book_maze(app, 10, 8, 2020))
    assert app.status.text == app.graphs.result.message()
    xkeys(app, "ctrl+z")
    assert app.graphs is grid and grid.result is None


@pytest.mark.timeout(200)
def test_f7_on_a_built_maze_leaves_it_as_it_was(tk_root):
    app = make_app(tk_root, width=10, height=8, seed=2020)
    app.build()
    run_until(tk_root, lambda: app.graphs.result is not None)
    built, undo_steps = app.graphs, len(app.session.undo_steps)
    walls = bytes(built.maze_array.walls)
    xkeys(app, "F7", "Right", "Right")
    view = app.modes["teach"]
    assert view.active and view.state.tick == 1
    assert app.graphs is built and bytes(built.maze_array.walls) == walls  # its own copy
    assert built.result is not None
    xkeys(app, "F7")  # before the last step: the maze from before
    assert not view.active and app.graphs is built
    shows(app, book_maze(app, 10, 8, 2020))
    xkeys(app, "F7", "End", "Escape")  # the same maze at the end: nothing to keep twice
    assert not view.active
    assert app.graphs is built and len(app.session.undo_steps) == undo_steps
    shows(app, book_maze(app, 10, 8, 2020))


def test_f7_during_a_build_says_to_wait_for_it(tk_root):
    app = make_app(tk_root, width=10, height=8, seed=2020, speed=1)
    app.build()
    app.toggle_teaching()
    tk_root.update()
    assert not app.modes["teach"].active and app.building.stepping()
    assert app.status.text.startswith("Wait for the build to finish")


@pytest.mark.timeout(200)
def test_undo_and_redo_in_the_teaching_view_at_its_end(tk_root):
    """Ctrl+Z and Ctrl+Y while the view is on leave it as a new maze would (nothing is kept
    twice, nothing crashes); Ctrl+Y with nothing to redo says so."""
    app = make_app(tk_root, width=10, height=8, seed=2020)
    grid = app.graphs
    xkeys(app, "F7", "End", "ctrl+y")
    assert app.status.text == "Nothing to redo."
    assert app.modes["teach"].active and app.graphs is grid
    xkeys(app, "F7", "End", "F7")  # the finished maze kept: one step to undo
    finished = app.graphs
    xkeys(app, "F7", "End", "ctrl+z")
    assert not app.modes["teach"].active and app.graphs is grid
    xkeys(app, "ctrl+y")
    assert app.graphs is finished and not app.session.redo_steps


def test_a_file_opened_in_the_teaching_view_leaves_it(tk_root, tmp_path):
    from labyrinth.formats import export_maze
    from labyrinth.gui.file_dialogs import open_path

    app = make_app(tk_root, width=10, height=8, seed=2020)
    app.toggle_teaching()
    other = MazeGraphs(7, 5, seed=3, display=False)
    other.build_maze()
    assert open_path(
        app.window, export_maze(other, tmp_path / "o.labyrinth"), app.files.show_finished
    )
    assert not app.modes["teach"].active and app.graphs.maze_array.width == 7
    assert not app.modes["teach"].panel.winfo_ismapped()


def test_a_solver_is_refused_over_the_teaching_view_and_play_mode_leaves_it_mid_way(tk_root):
    app = make_app(tk_root, width=10, height=8, seed=2020)
    app.build()
    run_until(tk_root, lambda: app.graphs.result is not None)
    xkeys(app, "F7", "Right")
    app.modes["solve"].solve("bfs")
    assert app.session.mode is app.modes["teach"]
    assert app.status.text.startswith("A solver works on the maze view and in play mode")
    xkeys(app, "ctrl+p")  # the maze before the view is built: play mode takes the window
    assert app.session.mode is app.modes["play_mode"] and not app.modes["teach"].active


def test_wilsons_first_field_is_white_in_the_teaching_view_too(tk_root):
    from labyrinth.generators.events import VISIT
    from labyrinth.render.geometry import SHADE, WHITE

    twin = MazeGraphs(20, 14, display=False, seed=7, algorithm="wilson")
    kind, root, _other = next(twin.build_steps())
    assert kind == VISIT
    app = make_app(tk_root, width=20, height=14, seed=7)
    app.choose_algorithm("wilson")  # built at speed 0: the view teaches this maze
    run_until(tk_root, lambda: app.graphs.result is not None)
    app.toggle_teaching()
    tk_root.update()
    view = app.modes["teach"]
    assert view.active
    for _step in range(3):
        view.step()
    tk_root.update()
    assert view.maze.walls[root] == 0b1111  # no passage leads in yet
    shot = grab(app.view.canvas).convert("RGB")
    canvas, geometry = app.view.canvas, app.view.geometry

    def pixel(field, middle=False):
        """A pixel of the field's inside: by its corner (the marks of the walk sit in the
        middle), or in the middle (the first field's teal frame runs round its edge)."""
        left, top, right, bottom = geometry.interior(field % 20, field // 20)
        x, y = ((left + right) // 2, (top + bottom) // 2) if middle else (left + 1, top + 1)
        point = (x - int(canvas.canvasx(0)), y - int(canvas.canvasy(0)))
        inside = 0 <= point[0] < shot.width and 0 <= point[1] < shot.height
        return shot.getpixel(point) if inside else None

    assert pixel(root, middle=True) == WHITE
    here = view.state.current  # the walk's head, red
    untouched = [f for f, w in enumerate(view.maze.walls) if w == 0b1111 and f not in (root, here)]
    assert {pixel(field) for field in untouched} - {None} == {SHADE}  # still to reach


def test_the_panes_show_what_the_presentation_model_says(teach):
    """The window draws what the tkinter-free model decides: the running line, the stack's
    rows, the counters and the sentence, in Python and in Java."""
    view = teach.modes["teach"]
    panel = view.panel
    for language in ("python", "java"):
        panel.language.set(language)
        view.switch()
        for tick in (-1, 12, 57, 140):
            view.jump(tick)
            teach.root.update()
            shown = present(view.history, tick, language, fold=panel.rows_shown())
            line, rows, counters, status, step = panes(teach)
            assert line == f"{shown.line + 1}.0"
            assert rows == [row.cells(4) for row in shown.stack_rows]
            assert (counters, status, step) == (shown.counters, shown.sentence, str(shown.step))
    view.select_call(2)
    teach.root.update()
    shown = present(view.history, view.state, "java", selected_call=2, fold=panel.rows_shown())
    assert teach.status.text == shown.call_sentence != shown.sentence
