"""The window hands every key of the protocol to the active mode: a mode made here, in the test,
gets Space, Step, Step back, Finish, Esc, clicks and the controls' buttons without any change to
the window, and gives them back when it is left."""

from __future__ import annotations

from helpers import press
from test_window import field_point, make_app

from labyrinth.gui.modes import Mode


class Recorder(Mode):
    """A mode that writes down every key it is handed."""

    def __init__(self, session, window):
        super().__init__(session, window)
        self.calls: list[str] = []

    def space(self):
        self.calls.append("space")

    def step(self):
        self.calls.append("step")

    def step_back(self):
        self.calls.append("step_back")

    def finish(self):
        self.calls.append("finish")

    def click(self, field):
        self.calls.append(f"click {field}")

    def stepping(self):
        return True  # Right and Left step it

    def legend_entries(self):
        return ()


def test_a_new_mode_gets_every_key_of_the_protocol(tk_root):
    app = make_app(tk_root)
    mode = Recorder(app.session, app.window)
    assert app.session.enter(mode) and app.session.mode is mode
    for key in ("space", "F6", "Shift-F6", "End", "Right", "Left"):
        press(app, key)
    canvas = app.view.canvas
    x, y = field_point(app, 2, 3)
    canvas.event_generate("<ButtonPress-1>", x=x, y=y)
    canvas.event_generate("<ButtonRelease-1>", x=x, y=y)
    for button in ("step", "play", "finish"):
        app.controls.buttons[button].invoke()
    app.root.update()
    assert mode.calls == [
        "space",
        "step",
        "step_back",
        "finish",
        "step",
        "step_back",
        "click (2, 3)",
        "step",
        "space",
        "finish",
    ]
    assert not app.excluded and app.graphs.result is None  # the build's mode saw none of it
    press(app, "Escape")
    assert app.session.mode is app.building
    press(app, "F6")  # the build's again: a build paused at its start
    assert app.building.stepping() and mode.calls[-1] == "finish"


def test_no_part_of_the_window_holds_the_app():
    """Only the shell (app.py) and the program's start (window.py) know LabyrinthApp; every
    other part is handed the session and a Window."""
    from pathlib import Path

    import labyrinth.gui

    gui = Path(labyrinth.gui.__file__).parent
    holding = sorted(
        path.relative_to(gui).as_posix()
        for path in gui.rglob("*.py")
        if "LabyrinthApp" in path.read_text(encoding="utf-8")
    )
    assert holding == ["app.py", "window.py"]


def test_a_solver_over_the_replay_starts_at_the_marker_and_the_replay_leaves_the_solver(tk_root):
    from test_play import built_app, playing, walk

    from labyrinth.analysis import shortest_path

    app = built_app(tk_root)
    game = playing(app)
    path = shortest_path(game.maze, game.start, game.goal)
    walk(app, path[:4])
    press(app, "Return")  # the spanning tree replayed over play mode
    replay, solve = app.modes["play_mode"].tree, app.modes["solve"]
    assert app.session.mode is replay
    solve.solve("bfs")
    assert solve.solution.start == path[3]  # from the marker
    press(app, "Return")  # Enter again takes the replay away, and the solver over it
    assert app.session.modes[1:] == (app.modes["play_mode"],)
    assert not app.view.canvas.find_withtag("solve") and not app.view.canvas.find_withtag(
        "play-tree"
    )
    solve.solve("bfs")
    press(app, "Return")  # the replay over a solver: the solver's marks are taken away first
    assert app.session.modes[1:] == (app.modes["play_mode"], replay)
    assert not app.view.canvas.find_withtag("solve")
    press(app, "Escape")  # Esc leaves the replay and play mode
    assert app.session.mode is app.building


def test_space_on_a_focused_button_presses_it_once(tk_root):
    """A click on Animate gives it the focus; Space then presses it — once, not also as the
    window's Space — so a paused build plays, and the button says Pause."""
    app = make_app(tk_root, speed=1)
    press(app, "F6")  # a build paused at its start
    button = app.controls.buttons["play"]
    button.focus_force()
    app.root.update()
    button.event_generate("<KeyPress-space>")
    button.event_generate("<KeyRelease-space>")
    app.root.update()
    assert app.building.player.state.value == "playing"
    assert button.cget("text") == "Pause"
    app.building.player.stop()


def test_keys_with_nothing_to_play_say_so_in_play_mode(tk_root):
    from test_play import built_app

    app = built_app(tk_root)
    press(app, "Control-p")
    maze = app.graphs
    for key in ("space", "F6", "End"):
        press(app, key)
        assert app.status.text.startswith("Nothing plays here")
    assert app.graphs is maze and app.session.mode is app.modes["play_mode"]
