"""The program editor and its replay in the window (a benchmark, not a test); needs a display:

    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_program_window.py

* Stop: a loop the tracer sees (``while True: x = 1``) runs a second, then Esc is pressed;
  from the key event to the window answering again with the replay shown at the stopped
  step (the child killed, the recording read, the check, the replay drawn), and to the first
  key handled after it. Best and worst of three.
* The replay of the book's method at 64 × 64 and 128 × 128: Left (a step back, from the
  nearest keyframe), from the key event to the picture, the panes and the stack drawn and
  the X server's round trip; median and worst of 300 steps back from the middle. The
  reference, measured in the same run, is the same redraw with nothing to do: an empty
  update and round trip.

The ratios and the worst cases are the figures to compare; seconds depend on the machine.
"""

from __future__ import annotations

import statistics
import sys
import time
import tkinter as tk

from labyrinth.gui.app import LabyrinthApp
from labyrinth.programs.mazes import builder_template
from labyrinth.settings import Settings

SIZES = (64, 128)
BACK_STEPS = 300
ROUNDS = 3


def drawn(root: tk.Tk) -> None:
    root.update()
    root.winfo_pointerxy()  # a round trip: the server has drawn what Tk sent


def window(size: int) -> tuple[tk.Tk, LabyrinthApp]:
    root = tk.Tk()
    root.geometry("1280x900+0+0")
    app = LabyrinthApp(root, Settings(width=size, height=size, speed=0), seed=1)
    drawn(root)
    app.session.enter(app.modes["editor"])
    drawn(root)
    return root, app


def run_to_replay(root: tk.Tk, app: LabyrinthApp, source: str) -> None:
    editor = app.modes["editor"]
    editor.code.replace(source)  # type: ignore[attr-defined]
    editor.run()  # type: ignore[attr-defined]
    while editor.running:  # type: ignore[attr-defined]
        root.update()
        time.sleep(0.005)


def press(root: tk.Tk, widget: tk.Misc, key: str) -> None:
    widget.event_generate(f"<{key}>")


def stop_figures() -> list[tuple[float, float]]:
    figures = []
    for _round in range(ROUNDS):
        root, app = window(32)
        editor = app.modes["editor"]
        editor.code.replace("while True:\n    x = 1\n")  # type: ignore[attr-defined]
        editor.run()  # type: ignore[attr-defined]
        began = time.monotonic()
        while time.monotonic() < began + 1:
            root.update()
            time.sleep(0.005)
        text = editor.code.text  # type: ignore[attr-defined]
        text.focus_force()
        drawn(root)
        started = time.perf_counter()
        press(root, text, "Escape")
        drawn(root)
        shown = time.perf_counter() - started
        assert app.session.mode is app.modes["program"], "the replay did not open"
        press(root, app.view.canvas, "Left")
        drawn(root)
        answered = time.perf_counter() - started
        figures.append((shown, answered))
        root.destroy()
    return figures


def step_back_figures(size: int) -> tuple[list[float], list[float], int]:
    root, app = window(size)
    run_to_replay(root, app, builder_template())
    replay = app.modes["program"]
    replay.player.stop()
    steps = replay.recording.steps  # type: ignore[attr-defined]
    replay.jump(steps // 2)  # type: ignore[attr-defined]
    canvas = app.view.canvas
    canvas.focus_force()
    drawn(root)
    backs, idle = [], []
    for _step in range(BACK_STEPS):
        started = time.perf_counter()
        press(root, canvas, "Left")
        drawn(root)
        backs.append(time.perf_counter() - started)
        started = time.perf_counter()
        drawn(root)
        idle.append(time.perf_counter() - started)
    root.destroy()
    return backs, idle, steps


def main() -> None:
    print(f"Python {sys.version.split()[0]}, Tk {tk.TkVersion}")
    stops = stop_figures()
    shown = [figure[0] for figure in stops]
    answered = [figure[1] for figure in stops]
    print(
        "Stop after a second of a traced loop, Esc to the replay shown: "
        f"best {min(shown) * 1000:.0f} ms, worst {max(shown) * 1000:.0f} ms; "
        f"to the next key handled: worst {max(answered) * 1000:.0f} ms"
    )
    for size in SIZES:
        backs, idle, steps = step_back_figures(size)
        median, reference = statistics.median(backs), statistics.median(idle)
        print(
            f"replay {size} × {size} ({steps:,} steps), a step back drawn: "
            f"median {median * 1000:.1f} ms, worst {max(backs) * 1000:.1f} ms; "
            f"an empty update {reference * 1000:.2f} ms (× {median / reference:.0f})"
        )


if __name__ == "__main__":
    main()
