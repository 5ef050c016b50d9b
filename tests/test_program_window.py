"""A student's program run from the editor and replayed, under a real X server: the book's
method unchanged builds the book's maze with its own stack, a broken one shows its fields at
fault, an error and a stop open the replay where they happened, a syntax error stays in the
editor, Stop ends an endless loop at once, and stepping back and forth shows the same
picture. No mocks: the program runs in its child process as it does for a student."""

from __future__ import annotations

import os

import pytest
from helpers import press
from PIL import ImageChops
from test_editor import answer_box, press_in_code, set_text
from test_window import grab, grab_picture, make_app, run_until

from labyrinth.gui.teach.program_marks import FAULT_COLOUR, FAULTS, entries
from labyrinth.gui.teach.program_panel import BREAK, RUNNING
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.programs.mazes import builder_template
from labyrinth.programs.stream import EVENTS, STEP_KINDS, read_blocks, read_events
from labyrinth.render.png import render

RIGHT_HAND = (
    "while not at_goal():\n"
    "    if right_is_clear():\n"
    "        turn_right()\n"
    "    while not front_is_clear():\n"
    "        turn_left()\n"
    "    move()\n"
)


@pytest.fixture
def app(tk_root):
    app = make_app(tk_root, width=10, height=8, seed=3)
    app.build()
    app.session.mode.finish()
    tk_root.update()
    press(app, "F9")
    return app


def run(app, source):
    """Put ``source`` in the editor and press Ctrl+R there; wait for the run's end."""
    editor = app.modes["editor"]
    set_text(editor, source)
    press_in_code(app, "Control-r")
    run_until(app.root, lambda: not editor.running)
    app.root.update()
    return app.modes["program"]


def played_out(app):
    """Wait until the replay's player has played to its end (speed 0: at once)."""
    replay = app.modes["program"]
    run_until(app.root, lambda: not replay.player.running)
    return replay


def book(width, height, seed):
    graphs = MazeGraphs(width, height, display=False, seed=seed)
    graphs.build_maze()
    return graphs.maze_array


def picture_without_marks(app):
    canvas = app.view.canvas
    for tag in ("teach", "walker", "walk", FAULTS):
        canvas.itemconfigure(tag, state="hidden")
    return grab_picture(app).convert("RGB")


def test_the_books_method_unchanged_builds_the_books_maze_with_its_stack(app):
    replay = run(app, builder_template())
    assert app.session.mode is replay
    played_out(app)
    recording = replay.recording
    assert recording.outcome.ran_to_end and replay.check.passed
    check = replay.panel.check.cget("text")
    assert "exactly the book's maze" in check
    press(app, "End")
    maze = book(10, 8, 3)
    assert bytes(replay.maze.walls) == bytes(maze.walls)
    picture = render(replay.maze, None, app.view.field_size, shade_untouched=True)
    assert (
        ImageChops.difference(picture_without_marks(app), picture.convert("RGB")).getbbox() is None
    )
    # their stack, with the arguments, at a step in the middle
    press(app, "Home")
    for _ in range(40):
        press(app, "Right")
    stack = recording.stack_at(39)
    rows = [replay.panel.stack.item(item, "values") for item in replay.panel.stack.get_children()]
    assert rows[0] == (stack[-1].call, str(stack[-1].line))  # the innermost call on top
    assert rows[0][0].startswith("find_neighbours((")
    assert replay.panel.code.text.tag_ranges(RUNNING)  # the line about to run
    line = int(str(replay.panel.code.text.tag_ranges(RUNNING)[0]).split(".")[0])
    assert line == recording.state_at(39).line


def test_the_replay_shows_its_legend_also_before_the_teaching_view_was_ever_opened(app):
    """The replay's current path is the teaching view's legend entry: shown without it too,
    and only once after the teaching view adds it as well."""
    run(app, builder_template())
    legend = app.legend
    assert list(legend.shown) == list(entries(builder=True, faults=False))
    assert all(legend.entries[key][1].winfo_ismapped() for key in legend.shown)
    press(app, "Escape")  # back to the editor
    press(app, "Escape")  # the window
    press(app, "F7")
    run_until(app.root, lambda: app.modes["teach"].active)
    assert "teach-path" in legend.shown
    assert len(legend.winfo_children()) == len(legend.entries)  # no entry made twice


def test_step_back_k_then_forward_k_shows_the_same_picture(app):
    replay = run(app, builder_template())
    played_out(app)
    replay.jump(200)
    app.root.update()
    before = grab(app.root)
    for _ in range(25):
        press(app, "Left")
    assert replay.state.step == 175
    assert grab(app.root).tobytes() != before.tobytes()
    for _ in range(25):
        press(app, "Right")
    assert grab(app.root).tobytes() == before.tobytes()
    replay.jump_to(1)  # the slider or the step box: a jump back from the nearest keyframe
    replay.jump_to(201)
    app.root.update()
    assert grab(app.root).tobytes() == before.tobytes()


def test_a_step_back_shows_the_picture_a_jump_to_that_step_shows(app):
    """Left lands on the step before with that step's walls, stack and marks: the picture
    a jump there from the start shows (not the later step's picture under its number)."""
    replay = run(app, builder_template())
    played_out(app)
    recording = replay.recording
    assert recording.state_at(175).walls != recording.state_at(200).walls
    replay.jump(200)
    for _ in range(25):
        press(app, "Left")
    app.root.update()
    stepped_back = grab(app.root)
    replay.jump_to(1)
    replay.jump_to(176)
    app.root.update()
    assert replay.state.step == 175
    assert grab(app.root).tobytes() == stepped_back.tobytes()


def test_a_builder_that_forgets_set_previous_field_shows_the_fields_it_never_reached(app):
    lines = builder_template().splitlines(keepends=True)
    broken = "".join(line for line in lines if "set_previous_field" not in line)
    assert len(broken.splitlines()) == len(lines) - 1
    replay = run(app, broken)
    assert app.session.mode is replay and not replay.player.running
    assert not replay.check.passed and replay.check.faults
    # where it went wrong: the deep recursion's error (the calls that never end), else the
    # maze it left
    outcome = replay.recording.outcome
    failing = replay.recording.steps - 1 if outcome.ran_to_end else outcome.step
    assert replay.state.step == failing
    assert "not reached" in app.status.text or "reached" in app.status.text
    shot = grab(app.view.canvas).convert("RGB")
    red = tuple(int(FAULT_COLOUR[i : i + 2], 16) for i in (1, 3, 5))
    assert red in {colour for _count, colour in shot.getcolors(1 << 16)}


def test_the_replay_counts_its_steps_from_one_and_goes_on_in_the_caller_after_a_return(app):
    replay = run(app, "def turn():\n    turn_left()\n\n\nturn()\nturn_left()\n")
    played_out(app)
    steps = replay.recording.steps
    press(app, "Home", app.view.canvas)
    press(app, "Right", app.view.canvas)
    assert replay.panel.counters.cget("text").startswith(f"Step 1 of {steps} ·")
    for _ in range(5):  # to the return from turn()
        press(app, "Right", app.view.canvas)
    assert app.status.text == "Step 6: line 5."
    running = replay.panel.code.text.tag_ranges(RUNNING)
    assert str(running[0]).startswith("5.")  # the line that called, not the one returned from
    press(app, "End", app.view.canvas)
    assert replay.panel.counters.cget("text").startswith(f"Step {steps} of {steps} ·")


def test_a_wall_hit_opens_the_replay_at_the_failing_step(app):
    replay = run(app, "while True:\n    move()\n")
    recording = replay.recording
    assert recording.outcome.kind == "error"
    assert replay.state.step == recording.outcome.step
    assert "cannot move from" in app.status.text
    text = replay.panel.code.text
    failing = text.tag_ranges("failing")
    assert failing and str(failing[0]) == "2.0"  # the student's line, marked
    assert replay.panel.stack.get_children()  # the stack is there


def test_no_sentence_outlives_the_run_or_the_program_it_spoke_of(app):
    run(app, "def down(n):\n    return down(n + 1)\ndown(0)\n")
    failing = app.status.text
    assert "recursion" in failing
    press(app, "Escape")
    replay = run(app, RIGHT_HAND)
    assert replay.recording.outcome.solved
    played_out(app)
    assert app.status.text and app.status.text != failing
    editor = app.modes["editor"]
    press(app, "Escape")
    assert editor.panel.outcome.cget("text").startswith("The walker reached the goal")
    answer_box(app.root, "no", [])  # the walker's text may go, unsaved
    editor.use_template("builder")
    app.root.update()
    assert editor.panel.outcome.cget("text") == ""


def test_a_syntax_error_stays_in_the_editor_with_its_line_marked(app):
    editor = app.modes["editor"]
    run(app, "move()\nwhle not at_goal():\n    move()\n")
    assert app.session.mode is editor
    assert str(editor.code.text.tag_ranges("error")[0]) == "2.0"
    assert "Line 2" in editor.panel.outcome.cget("text")
    assert editor.code.text.index("insert").startswith("2.")


def test_stop_ends_an_endless_loop_at_once_and_leaves_no_process(app):
    editor = app.modes["editor"]
    set_text(editor, "while True:\n    pass\n")
    editor.panel.seconds.set("60")
    press_in_code(app, "Control-r")
    assert editor.running
    pid = editor.watch.run.pid
    # the window keeps answering while the program runs (its progress says so) until the
    # program has recorded a step of its loop (a run stopped before its first step has
    # nothing to replay and stays in the editor: the first bytes may be its texts alone)
    run_until(app.root, lambda: recorded_a_step(editor.watch.run))
    assert editor.running and editor.panel.progress.cget("text").startswith("Running")
    press_in_code(app, "Escape")
    replay = app.modes["program"]
    assert not editor.running and app.session.mode is replay
    assert replay.recording.outcome.stopped and not replay.recording.outcome.solved
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
    press(app, "Escape")  # back to the editor, the text as it was
    assert app.session.mode is editor and editor.code.get() == "while True:\n    pass\n"


def recorded_a_step(run) -> bool:
    """Whether the file a running program writes holds a step yet."""
    if not run.recorded_bytes():
        return False
    blocks = read_blocks(run._recording_path.read_bytes())
    return any(
        any(kind in STEP_KINDS for kind in read_events(payload)[0])
        for tag, payload in blocks
        if tag == EVENTS
    )


def test_a_breakpoint_on_a_line_stops_play_there(app):
    replay = run(app, RIGHT_HAND)
    played_out(app)
    press(app, "Home")
    numbers = replay.panel.code.numbers
    x, y, _w, height = numbers.bbox("5.0")
    numbers.event_generate("<ButtonPress-1>", x=x + 1, y=y + height // 2)
    app.root.update()
    assert replay.breakpoints == {5}
    assert numbers.tag_ranges(BREAK)
    press(app, "space")
    played_out(app)
    step = replay.state.step
    assert replay.recording.line_of(step) == 5
    assert 0 < step < replay.recording.steps - 1


def test_the_walkers_arrow_and_trail_follow_the_recording(app):
    replay = run(app, RIGHT_HAND)
    played_out(app)
    recording = replay.recording
    assert recording.outcome.solved and replay.check.passed
    replay.jump(120)
    app.root.update()
    state = recording.state_at(120)
    canvas, geometry = app.view.canvas, app.view.geometry
    left, top, right, bottom = canvas.bbox("walk-arrow")
    x, y = (left + right) / 2, (top + bottom) / 2
    size = geometry.field_size
    column, row = state.field % 10, state.field // 10
    field_left, field_top, *_ = geometry.field_box(column, row)
    assert field_left <= x <= field_left + size and field_top <= y <= field_top + size
    trail = recording.trail_at(120)
    points = [value for item in canvas.find_withtag("walk-trail") for value in canvas.coords(item)]
    assert len(points) >= 2 * (len(trail) - 1)  # a piece of line for each move


def arrow_points(app):
    """The way the walker's arrow points: its tip is alone at its edge of the arrow's box,
    the two corners of its back share the opposite edge."""
    coords = app.view.canvas.coords("walk-arrow")
    xs, ys = [round(x, 3) for x in coords[::2]], [round(y, 3) for y in coords[1::2]]
    ends = {
        "west": xs.count(min(xs)),
        "east": xs.count(max(xs)),
        "north": ys.count(min(ys)),
        "south": ys.count(max(ys)),
    }
    opposite = {"west": "east", "east": "west", "north": "south", "south": "north"}
    (tip,) = [way for way, count in ends.items() if count == 1 and ends[opposite[way]] == 2]
    return tip


def test_at_a_failure_after_two_turns_on_one_line_the_arrow_points_the_new_way(app):
    replay = run(app, "turn_left(); turn_left(); move()\n")
    recording = replay.recording
    assert "facing west: a wall is in the way" in str(recording.outcome)
    assert replay.state.step == recording.outcome.step
    assert arrow_points(app) == "west"
    assert replay.panel.counters.cget("text").endswith("facing west")
    replay.step_back()  # before the line: the walker as it started, facing east
    app.root.update()
    assert arrow_points(app) == "east"
    replay.step()
    app.root.update()
    assert arrow_points(app) == "west"


def test_a_maze_from_a_file_without_its_recipe_is_refused_for_a_walker(app, tmp_path):
    from labyrinth.formats import export_maze, load_maze

    path = tmp_path / "maze.maz"
    export_maze(app.graphs, path)
    app.files.show_finished(load_maze(path))
    press(app, "F9")
    editor = app.modes["editor"]
    run(app, RIGHT_HAND)
    assert app.session.mode is editor
    assert "does not say how it was built" in editor.panel.outcome.cget("text")


def test_the_command_line_opens_the_window_with_the_program_in_the_editor(tmp_path):
    """``labyrinth --program FILE.py`` without --no-display: the window, the maze the options
    describe, the program in the editor (its colours on the screen), Ctrl+Q ends it."""
    import sys

    from x11 import colours, keys, running, wait_for

    from labyrinth.gui.editor.code_text import COLOURS

    program = tmp_path / "walker.py"
    program.write_text("while not am_ziel():\n    vor()\n", encoding="utf-8")
    command = [sys.executable, "-m", "labyrinth", "--program", str(program)]
    command += ["--width", "8", "--height", "6", "--seed", "21"]
    with running(command, "Labyrinth 8 × 6") as (process, window):
        wanted = {
            tuple(int(COLOURS[False][kind][i : i + 2], 16) for i in (1, 3, 5))
            for kind in ("keyword", "api")
        }
        shot = tmp_path / "window.png"
        assert wait_for(lambda: wanted <= colours(window, shot), "the program in the editor")
        keys(window, "ctrl+q")
        process.communicate(timeout=60)
    assert process.returncode == 0


SPIN = (
    "def spin(n):\n"
    "    if n > 0:\n"
    "        spin(n - 1)\n"
    "        turn_left()\n"
    "        spin(n - 1)\n"
    "\n"
    "spin(3)\n"
)


def test_the_call_tree_of_a_program_is_its_own_tree(app):
    """Each call under the call that made it (spin makes two): the nodes made so far, the
    running one a diamond, the open ones circles; a returned node clicked goes to its call."""
    replay = run(app, SPIN)
    played_out(app)
    recording = replay.recording
    assert len(recording.parents) == 16  # the program's own lines and fifteen calls of spin
    replay.call_tree.switch.invoke()
    replay.jump(30)
    app.root.update()
    window = replay.call_tree.window
    canvas = window.canvas
    stack = recording.stack_at(30)
    made = replay.call_tree.tree.moment(30, stack.calls).made
    assert len(canvas.find_withtag("node")) == made
    running = canvas.find_withtag("running")
    assert canvas.find_withtag(f"call{stack.calls[-1]}")[0] in running
    assert {
        int(tag[4:])
        for item in canvas.find_withtag("open")
        for tag in canvas.gettags(item)
        if tag.startswith("call")
    } == set(stack.calls[:-1])
    # at the end: the second call spin(3) made hangs from spin(3), not from the call before it
    replay.jump(recording.steps - 1)
    app.root.update()
    second = [call for call in range(16) if recording.parents[call] == 1][-1]
    assert second - 1 != 1

    def centre(call):
        x0, y0, x1, y1 = canvas.coords(canvas.find_withtag(f"call{call}")[0])[:4]
        return (x0 + x1) / 2, (y0 + y1) / 2

    lines = [canvas.coords(item) for item in canvas.find_all() if canvas.type(item) == "line"]
    assert [*centre(1), *centre(second)] in [[round(v) for v in line] for line in lines]
    replay.jump(30)
    app.root.update()
    returned = [call for call in range(made) if call not in stack.calls][0]
    x0, y0, x1, y1 = canvas.bbox(f"call{returned}")
    canvas.event_generate("<ButtonPress-1>", x=(x0 + x1) // 2, y=(y0 + y1) // 2)
    app.root.update()
    assert replay.state.step == replay.call_tree.tree.step_of(returned)
    assert recording.kind_of(replay.state.step) == 1  # the CALL step that made it


def inside(widget, root):
    """Whether ``widget`` is shown whole within the window."""
    x, y = widget.winfo_rootx() - root.winfo_rootx(), widget.winfo_rooty() - root.winfo_rooty()
    return (
        widget.winfo_ismapped()
        and x >= 0
        and y >= 0
        and x + widget.winfo_width() <= root.winfo_width()
        and y + widget.winfo_height() <= root.winfo_height()
    )


@pytest.mark.parametrize(
    ("screen", "percent", "language"),
    [
        ((1024, 560), 100, "de"),
        ((1024, 560), 100, "fr"),
        ((1366, 728), 150, "de"),
    ],
)
def test_editor_and_replay_fit_the_screen_at_the_text_size(app, screen, percent, language):
    """On a 1024 × 600 laptop and at 150 % on 1366 × 768 (the desktop's bars take 40 pixels),
    every part of the editor and of the replay is in the window, the maze keeps room."""
    root = app.root
    app.appearance.set_language(language)
    app.appearance.set_text_size(percent)
    root.geometry(f"{screen[0]}x{screen[1]}")
    root.update()
    assert root.winfo_width() <= screen[0] and root.winfo_height() <= screen[1]
    editor = app.modes["editor"]
    panel = editor.panel
    parts = [*panel.buttons.values(), panel.step_box, panel.seconds_box, panel.code.text]
    assert all(inside(part, root) for part in parts)
    assert app.view.canvas.winfo_width() >= 200
    replay = run(app, RIGHT_HAND)
    played_out(app)
    root.update()
    program = replay.panel
    parts = [program.code.text, program.step_row.play, program.step_row.step_box]
    parts += [program.stack, program.counters, replay.call_tree.switch]
    assert all(inside(part, root) for part in parts)
    assert app.view.canvas.winfo_width() >= 200
    app.appearance.set_text_size(100)
    app.appearance.set_language("en")


def test_run_and_stop_with_the_keyboard_alone(app):
    """From the text, Ctrl+Tab leaves it for the budget's boxes and the buttons; Space on Run
    runs the program."""
    editor = app.modes["editor"]
    set_text(editor, RIGHT_HAND)
    text = editor.code.text
    text.focus_force()
    app.root.update()
    reached = []
    for _ in range(6):
        widget = app.root.focus_get()
        if widget is text:
            widget.event_generate("<Control-Tab>")  # the text's own way out
        else:
            widget.tk_focusNext().focus_set()  # Tab, as Tk's traversal does
        app.root.update()
        reached.append(app.root.focus_get())
    assert editor.code.get() == RIGHT_HAND  # Ctrl+Tab left the text as it was
    run_button = editor.panel.buttons["run"]
    assert run_button in reached
    run_button.focus_force()
    app.root.update()
    run_button.event_generate("<KeyPress-space>")
    run_button.event_generate("<KeyRelease-space>")
    run_until(app.root, lambda: app.session.mode is app.modes["program"])
    assert app.modes["program"].recording.outcome.solved


def test_a_right_hand_walker_in_german_is_stopped_on_a_maze_with_an_island(tk_root):
    """The goal on an island among loops: the right hand never touches it, the budget stops
    the walk, and the replay says it goes round in circles, at the failing step."""
    from labyrinth import i18n

    app = make_app(tk_root, width=14, height=10, seed=1)
    app.appearance.set_language("de")
    app.controls.variables["loops"].set("15")
    app.build()
    app.session.mode.finish()
    tk_root.update()
    press(app, "F9")
    app.modes["editor"].panel.steps.set("20000")
    german = (
        "while not am_ziel():\n"
        "    if rechts_frei():\n"
        "        rechts()\n"
        "    while not vorne_frei():\n"
        "        links()\n"
        "    vor()\n"
    )
    try:
        replay = run(app, german)
        outcome = replay.recording.outcome
        assert outcome.kind == "over budget" and not outcome.solved
        assert replay.state.step == outcome.step
        assert "im Kreis" in app.status.text and "Zeile" in app.status.text
    finally:
        app.appearance.set_language("en")
        i18n.set_language("en")
