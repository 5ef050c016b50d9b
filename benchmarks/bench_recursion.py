"""What recording the book's literal recursion costs, by size (a benchmark, not a test).

    python benchmarks/bench_recursion.py            # up to the teaching view's limit
    python benchmarks/bench_recursion.py --beyond   # and 512 × 512, past it
    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_recursion.py --window

Each size runs in a child process of its own (seed 1): the nested calls, the ticks, the
CPU seconds to record the recursion for the teaching view next to the CPU seconds the same
recursion takes untraced (``build_maze(recursive=True)``), the history kept (in MB, and in
bytes a field: counted from its buffers, and measured by tracemalloc once the grid it was
recorded on is gone), and the most memory the process took while recording beyond what it
held before. ``--window``: the teaching view opened on the recursion (F7, step 0 shown) in a
window, each size in a process of its own, its CPU and wall seconds next to the untraced
recursion's CPU seconds measured in the same process. The ratios are the figures to compare
between machines; the seconds depend on the machine and its load (printed with them).
"""

from __future__ import annotations

import gc
import json
import os
import resource
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

from labyrinth import MazeGraphs
from labyrinth.teaching import recorder

# (width, height, excluded): the book's main(), its picture, then up to the view's limit
SIZES = [(32, 24, [(16, 12)]), (128, 72, []), (128, 128, []), (256, 256, [])]
BEYOND = [(512, 512, [])]
WINDOW_SIZES = [(32, 24, [(16, 12)]), (128, 128, []), (256, 256, [])]


def rss_mb() -> float:
    """The process's resident memory now, in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def graphs(width: int, height: int, excluded: list[list[int]]) -> MazeGraphs:
    maze = MazeGraphs(width, height, display=False, seed=1)
    for x, y in excluded:
        maze.exclude_maze_field(x, y)
    return maze


def untraced(width: int, height: int, excluded: list[list[int]]) -> float:
    """CPU seconds of the same recursion untraced."""
    maze = graphs(width, height, excluded)
    started = time.process_time()
    maze.build_maze(recursive=True)
    return time.process_time() - started


def one(width: int, height: int, excluded: list[list[int]]) -> dict[str, float]:
    """Measure one size in this process: the recording first (its peak is the process's),
    then the same recursion untraced, then the history's bytes by tracemalloc."""
    recorder.MAX_RECURSION_FIELDS = sys.maxsize  # --beyond: past the view's limit too
    maze = graphs(width, height, excluded)
    before = rss_mb()
    started = time.process_time()
    history = recorder.record_recursion(maze)
    traced = time.process_time() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    row = {
        "calls": len(history.enters),
        "ticks": len(history),
        "traced": traced,
        "plain": untraced(width, height, excluded),
        "kept": history.nbytes() / 2**20,
        "counted": history.nbytes() / len(history.walls),
        "peak": peak - before,
        "limit": history.recursion_limit,
    }
    del history, maze
    row["measured"] = measured_bytes(width, height, excluded) / (width * height)
    return row


def measured_bytes(width: int, height: int, excluded: list[list[int]]) -> int:
    """The bytes the recursion's history keeps by tracemalloc, once its grid is gone."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    maze = graphs(width, height, excluded)
    history = recorder.record_recursion(maze)
    del maze
    gc.collect()
    kept = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    assert len(history)
    return kept


def window(width: int, height: int, excluded: list[list[int]]) -> dict[str, float]:
    """The teaching view opened on the recursion in a window: CPU and wall seconds until it
    shows step 0, and the untraced recursion's CPU seconds in the same process."""
    import tkinter as tk

    from labyrinth.gui.app import LabyrinthApp
    from labyrinth.options import BuildOptions
    from labyrinth.settings import Settings

    root = tk.Tk()
    root.geometry("1280x900")
    options = BuildOptions(width, height, seed=1)
    app = LabyrinthApp(root, Settings(width=width, height=height), options=options)
    for x, y in excluded:
        app.session.graphs.exclude_maze_field(x, y)
    root.update()
    cpu, wall = time.process_time(), time.perf_counter()
    app.toggle_teaching()
    root.update()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    view = app.modes["teach"]
    assert view.active and view.history is not None and not view.history.loop
    assert view.state is not None and view.state.tick == -1
    root.destroy()
    return {"cpu": cpu, "wall": wall, "plain": untraced(width, height, excluded)}


def child(what: str, spec: str) -> dict[str, float]:
    """Run ``what`` for one size in a fresh process: its memory and time are its own."""
    command = [sys.executable, __file__, what, spec]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.splitlines()[-1])  # after build_maze's own line


def name_of(width: int, height: int, excluded: list[list[int]]) -> str:
    return f"{width} × {height}" + (" less its middle" if excluded else "")


def main() -> None:
    if sys.argv[1:2] in (["--one"], ["--window-one"]):
        width, height, excluded = json.loads(sys.argv[2])
        measure = one if sys.argv[1] == "--one" else window
        print(json.dumps(measure(width, height, excluded)))
        return
    print(f"Python {sys.version.split()[0]}, usual recursion limit {sys.getrecursionlimit()}")
    print(f"load average {os.getloadavg()[0]:.1f}")
    if "--window" in sys.argv:
        print("| maze | view open (CPU) | view open (wall) | untraced recursion (CPU) | ratio |")
        print("|---|---|---|---|---|")
        for width, height, excluded in WINDOW_SIZES:
            row = child("--window-one", json.dumps([width, height, excluded]))
            print(
                f"| {name_of(width, height, excluded)} | {row['cpu']:.2f} s | {row['wall']:.2f} s "
                f"| {row['plain']:.2f} s | {row['cpu'] / row['plain']:.1f} |",
                flush=True,
            )
        print(f"load average {os.getloadavg()[0]:.1f}")
        return
    sizes = SIZES + (BEYOND if "--beyond" in sys.argv else [])
    print(
        "| maze | nested calls | limit raised to | ticks | recording (CPU) | untraced (CPU) "
        "| recording / untraced | history kept | bytes a field (counted) "
        "| bytes a field (tracemalloc) | peak while recording |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for width, height, excluded in sizes:
        row = child("--one", json.dumps([width, height, excluded]))
        print(
            f"| {name_of(width, height, excluded)} | {row['calls']:,} | {row['limit']:,} "
            f"| {row['ticks']:,} | {row['traced']:.2f} s | {row['plain']:.2f} s "
            f"| {row['traced'] / row['plain']:.1f} | {row['kept']:.1f} MB "
            f"| {row['counted']:.0f} | {row['measured']:.0f} | {row['peak']:.0f} MB |",
            flush=True,
        )
    print(f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
