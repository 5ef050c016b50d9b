"""The teaching view on big mazes: it opens at step 0 at once and records as it goes, End
records the rest with the status line counting; a size beyond what it holds for an
algorithm is refused in one sentence before anything starts — on the command line and with
F7 in the window."""

from __future__ import annotations

import pytest
from test_window import make_app, run_until

from labyrinth.cli import run
from labyrinth.generators import find_algorithm
from labyrinth.teaching.walk import WalkHistory


def test_teach_refuses_a_size_beyond_the_algorithms_in_one_sentence(capsys):
    side = find_algorithm("aldous-broder")[0].teaching_side(None)
    size = ["--width", str(side + 1), "--height", str(side)]
    assert run(["--teach", "--algorithm", "aldous-broder", *size]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("labyrinth: The teaching view shows ")
    assert f"up to {side} × {side} fields; this maze has {side + 1} × {side}." in err


@pytest.mark.timeout(300)
def test_f7_refuses_a_maze_beyond_the_algorithms_in_one_sentence(tk_root):
    side = find_algorithm("prim-true")[0].teaching_side(None)
    app = make_app(tk_root, width=side + 1, height=side, seed=3)
    app.choose_algorithm("prim-true")
    app.session.mode.finish()
    run_until(tk_root, lambda: app.graphs.result is not None)
    app.toggle_teaching()
    tk_root.update()
    assert not app.modes["teach"].active
    assert app.status.text == (
        f"The teaching view shows Prim's algorithm (true) up to {side} × {side} fields; "
        f"this maze has {side + 1} × {side}."
    )


@pytest.mark.timeout(300)
def test_a_big_maze_opens_at_step_0_and_end_records_the_rest_counting(tk_root):
    app = make_app(tk_root, width=1024, height=1024, seed=2)
    app.toggle_teaching()
    tk_root.update()
    view = app.modes["teach"]
    history = view.history
    assert view.active and view.state.tick == -1
    assert isinstance(history, WalkHistory) and history.progress() < 0.01
    assert "recorded to its end" in view.panel.check.cget("text")
    view.step()
    assert view.state.tick == 0
    view.finish()
    assert app.status.text.startswith("Recording the build: ") and not history.done
    run_until(tk_root, lambda: view.leaves_a_maze(), tries=100_000)
    assert history.done and view.state.tick == len(history) - 1
    assert view.panel.check.cget("text") == "✓ The loop shown and build_maze carve the same maze."
    view.jump(len(history) // 3)  # back into the build, from the steps recorded
    assert view.state.tick == len(history) // 3
    assert view.state.walls == history.state_at(len(history) // 3).walls
    view.finish()
    shown = bytes(view.state.walls)
    app.toggle_teaching()  # left at its end: the window keeps the maze, finished
    assert not view.active and app.graphs.result is not None
    assert app.graphs.maze_array.walls == shown
    assert app.graphs.result.length == history.state_at(len(history) - 1).longest
