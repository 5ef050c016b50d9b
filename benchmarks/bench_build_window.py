"""A build at speed 0 in the window against the same build without one (a benchmark, not a
test); needs a display, for example:

    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_build_window.py \
        [SIZE ...] [ALGORITHM ...]

For each size (1024 and 4096 unless given) and algorithm (the book's, Kruskal and Wilson
unless given) it prints: the plain build (``build_maze``, no events); the window's build at
speed 0 from the key press to its last step (the steps run unseen in batches from
``after()``), as a ratio to the plain build measured in the same run (the machine's speed
drifts, the ratio much less), and the same without the pictures drawn meanwhile (the empty
grid before, the maze after); those pictures apart; and the longest the window's event loop
waited for a turn while the steps ran (how responsive the window stayed). Times are the
process's CPU time, the fastest of three rounds of both builds (a busy machine stretches the
wall clock, and disturbs some rounds); the wait is wall time. Both builds must give the same
walls.
"""

from __future__ import annotations

import contextlib
import gc
import io
import sys
import time
import tkinter as tk

from labyrinth import MazeGraphs
from labyrinth.gui.app import LabyrinthApp
from labyrinth.gui.player import State
from labyrinth.settings import Settings

ALGORITHMS = ("backtracker", "kruskal", "wilson")
SIZES = (1024, 4096)
# Plain and window builds of each maze, one after the other: the fastest of each is compared.
ROUNDS = 3
# Milliseconds between two looks of the probe that watches the event loop.
PROBE_MS = 5


def plain_build(size: int, algorithm: str) -> tuple[float, bytes]:
    """CPU seconds of ``build_maze`` without a window, and the walls it made."""
    maze = MazeGraphs(size, size, display=False, seed=1, algorithm=algorithm)
    started = time.process_time()
    with contextlib.redirect_stdout(io.StringIO()):
        maze.build_maze()
    return time.process_time() - started, bytes(maze.maze_array.walls)


def window_build(size: int, algorithm: str) -> tuple[float, float, float, float, bytes]:
    """CPU seconds from the build's start to its last step, of them drawing the first
    picture, CPU seconds of drawing the finished maze, the longest wait of the event loop in
    seconds while the steps ran, and the walls made; in a window of its own, closed after
    (its editor's timers go with it)."""
    root = tk.Tk()
    root.geometry("1200x900+0+0")
    settings = Settings(width=size, height=size, speed=0, algorithm=algorithm)
    app = LabyrinthApp(root, settings, seed=1)
    root.update()
    marks: dict[str, float] = {}
    done, show = app.building.player.done, app.view.show
    drawing = 0.0

    def stepped_last() -> None:
        marks["last step"], marks["first picture"] = time.process_time(), drawing
        done()

    def timed_show(*args, **kwargs) -> None:
        nonlocal drawing
        started = time.process_time()
        show(*args, **kwargs)
        drawing += time.process_time() - started

    app.building.player.done = stepped_last
    app.view.show = timed_show
    longest, previous = 0.0, 0.0

    def probe() -> None:
        nonlocal longest, previous
        now = time.perf_counter()
        longest, previous = max(longest, now - previous), now
        if "last step" not in marks:
            root.after(PROBE_MS, probe)

    started = time.process_time()
    with contextlib.redirect_stdout(io.StringIO()):
        app.build()
        previous = time.perf_counter()  # the probe watches the steps, not the first picture
        root.after(PROBE_MS, probe)
        while app.building.player.state is not State.FINISHED:
            root.update()
        root.update_idletasks()
    walls = bytes(app.graphs.maze_array.walls)
    root.destroy()
    first = marks["first picture"]
    return marks["last step"] - started, first, drawing - first, longest - PROBE_MS / 1000, walls


def main(sizes: tuple[int, ...], algorithms: tuple[str, ...]) -> None:
    for size in sizes:
        for algorithm in algorithms:
            plains, windows = [], []
            for _round in range(ROUNDS):
                plain, plain_walls = plain_build(size, algorithm)
                plains.append(plain)
                gc.collect()
                window = window_build(size, algorithm)
                windows.append(window)
                gc.collect()
                if window[-1] != plain_walls:
                    print(f"{size} × {size} {algorithm}: A DIFFERENT MAZE", flush=True)
            # the fastest of the rounds: the one least disturbed by other work
            plain = min(plains)
            steps, first, last, wait, _walls = min(windows)
            print(
                f"{size} × {size} {algorithm}: plain build {plain:.2f} s; window at speed 0 "
                f"{steps:.2f} s = {steps / plain:.2f} × plain, without its first picture "
                f"{(steps - first) / plain:.2f} × plain (the same maze); pictures {first:.2f} s "
                f"before, {last:.2f} s after; event loop waited at most {wait * 1000:.0f} ms",
                flush=True,
            )


if __name__ == "__main__":
    asked = sys.argv[1:]
    main(
        tuple(int(word) for word in asked if word.isdigit()) or SIZES,
        tuple(word for word in asked if not word.isdigit()) or ALGORITHMS,
    )
