"""Speed of the viewer (a benchmark, not a test); needs a display, for example:

    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_viewer.py

Prints: how soon the window of the installed program is visible, a 128 × 128 and a
512 × 512 build at speed 0 until drawn (and as a ratio to the same maze built without a
window in the same run: the machine's speed drifts, the ratio much less), the steps a second
shown at speed 10, and zooming and scrolling a built maze of 64 × 64, 512 × 512 and
4096 × 4096 fields: 30 steps of the mouse wheel with Ctrl at the middle of the view, from the
fitted size up to the largest fields and down again, then 30 notches of the wheel at about
the book's 24 px fields (15 down, 15 to the right with Shift), each timed from the event to
Tk's redraw done and a round trip to the X server (median and slowest step, the process's
CPU time and the wall clock's). The same zoom steps then run with marks over the maze, each
mode drawing its marks again after every step: play mode with its trail on a 512 × 512
maze, and a solver (breadth-first, run to its end) with its visited fields and way on a
64 × 64 and a 128 × 128 maze.
"""

from __future__ import annotations

import contextlib
import io
import shutil
import statistics
import subprocess
import sys
import time
import tkinter as tk
from pathlib import Path

from labyrinth import MazeGraphs
from labyrinth.gui.app import LabyrinthApp
from labyrinth.gui.player import State
from labyrinth.render.geometry import BOOK_FIELD_SIZE, MAX_FIELD_SIZE, MIN_FIELD_SIZE
from labyrinth.settings import Settings


def window_visible_seconds(runs: int = 3) -> float:
    """From starting the gui-script to its window being on the screen (median)."""
    program = shutil.which("labyrinth") or str(Path(sys.executable).parent / "labyrinth")
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        app = subprocess.Popen(
            [program, "--width", "32", "--height", "24", "--seed", "1"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        while not subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", "^Labyrinth"], capture_output=True
        ).stdout:
            time.sleep(0.01)
        times.append(time.perf_counter() - started)
        app.kill()
        app.wait()
    return statistics.median(times)


def drawn(root: tk.Tk, app: LabyrinthApp) -> None:
    while app.building.player.state is not State.FINISHED:
        root.update()
    root.update_idletasks()


def build_seconds(root: tk.Tk, size: int) -> tuple[LabyrinthApp, float]:
    app = LabyrinthApp(root, Settings(width=size, height=size, speed=0), seed=1)
    root.update()
    started = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()):
        app.build()
        drawn(root, app)
    return app, time.perf_counter() - started


def plain_build_seconds(size: int) -> float:
    """The reference: the same maze built by ``build_maze`` without a window."""
    maze = MazeGraphs(size, size, display=False, seed=1)
    started = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()):
        maze.build_maze()
    return time.perf_counter() - started


def steps_per_second(root: tk.Tk) -> float:
    app = LabyrinthApp(root, Settings(width=100, height=80, speed=10), seed=1)
    root.update()
    shown = 0
    original = app.building.show_event

    def counting(kind: int, field: int, other: int) -> None:
        nonlocal shown
        shown += 1
        original(kind, field, other)

    app.build()
    app.building.player.animator.show_step = counting
    started = time.perf_counter()
    while time.perf_counter() - started < 2.0:
        root.update()
    rate = shown / (time.perf_counter() - started)
    app.building.player.stop()
    return rate


# The mazes zoomed and scrolled: the 4096 × 4096 one by a fast algorithm (about 10 s to build).
VIEWED = ((64, "backtracker"), (512, "backtracker"), (4096, "binary-tree"))
STEPS = 30
# Tk's mouse wheel (X11 buttons) and the Ctrl and Shift bits of an event's state.
WHEEL_UP, WHEEL_DOWN, CTRL, SHIFT = "<Button-4>", "<Button-5>", 0x4, 0x1


# The marks zoomed with: (maze size, what is drawn over it).
MARKED = ((512, "play"), (64, "solver"), (128, "solver"))

Timing = tuple[float, float]  # CPU seconds of the process, seconds of the wall clock


def built_app(root: tk.Tk, size: int, algorithm: str) -> LabyrinthApp:
    """A window showing a maze built beforehand with ``build_maze``."""
    maze = MazeGraphs(size, size, display=False, seed=1, algorithm=algorithm)
    with contextlib.redirect_stdout(io.StringIO()):
        maze.build_maze()
    settings = Settings(width=size, height=size, speed=0, algorithm=algorithm)
    app = LabyrinthApp(root, settings, maze, remember_maze=False)
    root.update()
    return app


def wheel_step(canvas: tk.Canvas, sequence: str, state: int) -> Timing:
    """One notch of the wheel at the middle of the view, to the picture drawn."""
    middle = {"x": canvas.winfo_width() // 2, "y": canvas.winfo_height() // 2}
    cpu, wall = time.process_time(), time.perf_counter()
    canvas.event_generate(sequence, state=state, **middle)
    canvas.update_idletasks()
    canvas.winfo_pointerxy()  # a round trip: the X server has drawn what Tk sent
    return time.process_time() - cpu, time.perf_counter() - wall


def zoom_steps(app: LabyrinthApp) -> tuple[list[Timing], set[int]]:
    """STEPS zoom steps from the size shown up to the largest fields and down again."""
    view, zooms, sizes = app.view, [], set()
    wheel = WHEEL_UP
    for _step in range(STEPS):
        if view.field_size == MAX_FIELD_SIZE:
            wheel = WHEEL_DOWN
        elif view.field_size == MIN_FIELD_SIZE:
            wheel = WHEEL_UP
        zooms.append(wheel_step(view.canvas, wheel, CTRL))
        sizes.add(view.field_size)
    return zooms, sizes


def view_steps(root: tk.Tk, size: int, algorithm: str) -> str:
    """Zoom and scroll steps of a built maze, each from the wheel's event to the redraw."""
    app = built_app(root, size, algorithm)
    view, canvas = app.view, app.view.canvas
    fitted = view.field_size
    zooms, sizes = zoom_steps(app)
    while view.field_size < BOOK_FIELD_SIZE:  # scrolled in the book's look, or near it
        wheel_step(canvas, WHEEL_UP, CTRL)
    scrolls = [wheel_step(canvas, WHEEL_DOWN, 0) for _notch in range(STEPS // 2)]
    scrolls += [wheel_step(canvas, WHEEL_DOWN, SHIFT) for _notch in range(STEPS - STEPS // 2)]
    return (
        f"{size} × {size} ({algorithm}), fitted at {fitted} px fields, zoomed to "
        f"{min(sizes)}–{max(sizes)} px: zoom step {milliseconds(zooms)}; "
        f"scroll step at {view.field_size} px {milliseconds(scrolls)}"
    )


def marked_steps(root: tk.Tk, size: int, marks: str) -> str:
    """Zoom steps with a mode's marks over the maze, drawn again after each step."""
    app = built_app(root, size, "backtracker")
    if marks == "play":
        app.session.enter(app.modes["play_mode"])
    else:
        solver = app.modes["solve"]
        with contextlib.redirect_stdout(io.StringIO()):  # the solver's sentence
            solver.solve("bfs")
            solver.player.finish()
            while solver.player.running:
                root.update()
    root.update()
    items = len(app.view.canvas.find_all())
    zooms, sizes = zoom_steps(app)
    return (
        f"{size} × {size} with {marks} marks ({items} canvas items), zoomed to "
        f"{min(sizes)}–{max(sizes)} px: zoom step {milliseconds(zooms)}"
    )


def milliseconds(times: list[Timing]) -> str:
    """Median and slowest, CPU time and wall clock."""
    cpu, wall = [each[0] for each in times], [each[1] for each in times]
    return (
        f"{statistics.median(cpu) * 1000:.1f} ms CPU (slowest {max(cpu) * 1000:.1f} ms), "
        f"wall {statistics.median(wall) * 1000:.1f} ms (slowest {max(wall) * 1000:.1f} ms)"
    )


def fresh(root: tk.Tk) -> None:
    """The window emptied for the next maze."""
    for widget in root.winfo_children():
        widget.destroy()
    root.configure(menu="")


def main() -> None:
    root = tk.Tk()
    root.geometry("1200x900+0+0")
    print(f"window of the gui-script visible after {window_visible_seconds():.2f} s")
    for size in (128, 512):
        app, seconds = build_seconds(root, size)
        plain = plain_build_seconds(size)
        print(
            f"{size} × {size} at speed 0, built and drawn: {seconds:.2f} s "
            f"({app.view.field_size} px fields), {seconds / plain:.1f} × build_maze ({plain:.2f} s)"
        )
        for widget in root.winfo_children():
            widget.destroy()
        root.configure(menu="")
    print(f"speed 10: {steps_per_second(root):.0f} steps a second shown")
    for size, algorithm in VIEWED:
        fresh(root)
        print(view_steps(root, size, algorithm), flush=True)
    for size, marks in MARKED:
        fresh(root)
        print(marked_steps(root, size, marks), flush=True)
    root.destroy()


if __name__ == "__main__":
    main()
