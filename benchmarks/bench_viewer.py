"""Speed of the viewer (a benchmark, not a test); needs a display, for example:

    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_viewer.py

Prints: how soon the window of the installed program is visible, a 128 × 128 and a
512 × 512 build at speed 0 until drawn (and as a ratio to the same maze built without a
window in the same run: the machine's speed drifts, the ratio much less), the steps a second
shown at speed 10, and the time of one zoom step and one scroll on the 512 × 512 maze.
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
    while app.player.state is not State.FINISHED:
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
    app.player.animator.show_step = counting
    started = time.perf_counter()
    while time.perf_counter() - started < 2.0:
        root.update()
    rate = shown / (time.perf_counter() - started)
    app.player.stop()
    return rate


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
    for widget in root.winfo_children():
        widget.destroy()
    app, _seconds = build_seconds(root, 512)
    zooms = []
    for _ in range(6):
        started = time.perf_counter()
        app.zoom(1)
        root.update()
        zooms.append(time.perf_counter() - started)
    scrolls = []
    for _ in range(10):
        started = time.perf_counter()
        app.view.canvas.yview_scroll(3, "pages")
        root.update()
        scrolls.append(time.perf_counter() - started)
    print(
        f"512 × 512: zoom step {statistics.median(zooms) * 1000:.0f} ms (slowest "
        f"{max(zooms) * 1000:.0f} ms, up to {app.view.field_size} px fields), "
        f"scroll {statistics.median(scrolls) * 1000:.0f} ms (slowest "
        f"{max(scrolls) * 1000:.0f} ms)"
    )
    root.destroy()


if __name__ == "__main__":
    main()
