"""Memory and step-back time of the teaching view's history (a benchmark, not a test).

    python benchmarks/bench_teach.py                  # the model alone
    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_teach.py   # and the window

For the loop's history at 64 × 64 and 128 × 128 (seed 1), and for other algorithms at
128 × 128: the bytes it keeps (tracemalloc, after the build's own maze is gone) next to the
maze's own 6 bytes a field; the time to restore the tick before a late one from its keyframe
next to replaying every tick from the start (what a history without keyframes does); with a
display, the time the window takes to show a step back (Left) next to a step forward
(Right). Medians of many; the ratios are the figures to
compare between machines.
"""

from __future__ import annotations

import gc
import random
import statistics
import sys
import time
import tracemalloc

from labyrinth import MazeGraphs
from labyrinth.teaching.recorder import record_loop
from labyrinth.teaching.steps import record_steps
from labyrinth.teaching.ticks import Ticks

SIZES = (64, 128)
# Other algorithms at 128 × 128: the most events (Aldous-Broder, Wilson), the biggest
# structures (Prim's frontier, the growing tree's queue), the chambers, the row's sets.
ALGORITHMS = (
    "aldous-broder",
    "wilson",
    "prim-true",
    "growing-tree:oldest",
    "hunt-and-kill",
    "recursive-division",
    "eller",
    "kruskal",
)
# ... and in the window, at 128 × 128
WINDOW_ALGORITHMS = ("wilson", "prim-true", "recursive-division", "eller")


def retained_bytes(size: int, algorithm: str = "backtracker") -> tuple[int, Ticks]:
    """Bytes the history keeps once the maze it was recorded from is gone."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    graphs = MazeGraphs(size, size, display=False, seed=1, algorithm=algorithm)
    history = record_loop(graphs) if algorithm == "backtracker" else record_steps(graphs)
    del graphs
    gc.collect()
    kept = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    return kept, history


def median_seconds(action, runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def model_row(size: int) -> str:
    kept, history = retained_bytes(size)
    fields = size * size
    picks = random.Random(1).sample(range(len(history) // 2, len(history)), 40)
    back = statistics.median(median_seconds(lambda t=t: history.state_at(t - 1), 3) for t in picks)

    def replay(tick: int) -> None:
        state = history.state_at(-1)
        history.advance(state, tick - 1)

    whole = statistics.median(median_seconds(lambda t=t: replay(t), 1) for t in picks[:9])
    return (
        f"| {size} × {size} | {len(history):,} | {kept / 2**20:.2f} MB | {kept / (6 * fields):.1f} "
        f"| {back * 1e3:.2f} ms | {whole * 1e3:.1f} ms | {back / whole:.3f} |"
    )


def algorithm_row(algorithm: str) -> str:
    """Another algorithm's history at 128 × 128: its bytes, and a jump back to random steps
    (the keyframe copied and replayed, and the structure's members listed for the panel)."""
    kept, steps = retained_bytes(128, algorithm)
    picks = random.Random(1).sample(range(len(steps)), 20)
    back = statistics.median(
        median_seconds(lambda t=t: steps.members(steps.state_at(t)), 3) for t in picks
    )
    return f"| {algorithm} | {len(steps):,} | {kept / 2**20:.2f} MB | {back * 1e3:.1f} ms |"


def window_row(size: int, algorithm: str = "backtracker") -> str | None:
    """The window's step back and step forward at a late tick (None without a display)."""
    try:
        import tkinter as tk

        root = tk.Tk()
    except Exception:  # no display: the model's figures stand alone
        return None
    from labyrinth.gui.app import LabyrinthApp
    from labyrinth.options import BuildOptions
    from labyrinth.settings import Settings

    options = BuildOptions(size, size, algorithm=algorithm)
    app = LabyrinthApp(root, Settings(width=size, height=size), options=options)
    root.update()
    app.toggle_teaching()
    view = app.teaching
    assert view is not None and view.history is not None
    view.jump(len(view.history) * 2 // 3)
    root.update()

    def step(action) -> None:
        action()
        root.update()

    backs = [median_seconds(lambda: step(view.backward), 1) for _ in range(30)]
    forwards = [median_seconds(lambda: step(view.forward), 1) for _ in range(30)]
    ticks = random.Random(2).sample(range(len(view.history)), 15)
    jumps = [median_seconds(lambda t=t: step(lambda: view.jump(t)), 1) for t in ticks]
    root.destroy()
    back, forward = statistics.median(backs), statistics.median(forwards)
    jump = statistics.median(jumps)
    return (
        f"| {algorithm}, {size} × {size} | {back * 1e3:.1f} ms | {jump * 1e3:.1f} ms "
        f"| {forward * 1e3:.1f} ms | {back / forward:.2f} | {jump / forward:.1f} |"
    )


def main() -> None:
    print(f"Python {sys.version.split()[0]}")
    print(
        "| maze | ticks | history kept | bytes per maze byte | step back (keyframe) "
        "| replay from start | ratio |"
    )
    print("|---|---|---|---|---|---|---|")
    for size in SIZES:
        print(model_row(size), flush=True)
    print("\n| algorithm, 128 × 128 | events | history kept | jump back with its structure |")
    print("|---|---|---|---|")
    for algorithm in ALGORITHMS:
        print(algorithm_row(algorithm), flush=True)
    rows = [window_row(size) for size in SIZES]
    rows += [window_row(128, algorithm) for algorithm in WINDOW_ALGORITHMS]
    if all(rows):
        print(
            "\n| maze | window: step back (Left) | jump anywhere | step forward (Right) "
            "| back / forward | jump / forward |"
        )
        print("|---|---|---|---|---|---|")
        for row in rows:
            print(row)


if __name__ == "__main__":
    main()
