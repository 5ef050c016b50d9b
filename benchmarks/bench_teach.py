"""What the teaching view's history costs on big mazes (a benchmark, not a test).

    python benchmarks/bench_teach.py                  # the model
    python benchmarks/bench_teach.py kruskal wilson   # the book's walk and these only
    python benchmarks/bench_teach.py --beyond prim-true   # at twice the side the view shows
    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_teach.py --window
    ... bench_teach.py --window --size=1024 kruskal     # only these cases in the window

The model, for the book's walk at 512 × 512, 1024 × 1024 and 4096 × 4096 and for every other
algorithm at 1024 × 1024 (or at the largest side the view shows it with), seed 1: the seconds
to record the whole build; the bytes the history keeps a field, counted (``nbytes``: its
arrays' buffers) and measured (tracemalloc, once the maze it was recorded from is gone; in a
process of its own); the worst of 30 jumps to random steps (``moved`` from the step shown,
and the structure's members listed, as the panes do) and the worst step back (after each
jump, and from keyframes: the longest replays), both in the process's CPU time.
``--window``: the teaching view in a window, each case in a process of its own
(``--window kruskal``: only that algorithm's): seconds until it shows step 0, End (recording
the whole build on, in slices), the worst of 30 jumps and of the steps back with the picture
drawn (CPU time), and the resident memory at its peak (VmHWM). The machine's load average is
printed with the figures: they are the machine's, the ratios between rows are the ones to
compare elsewhere.
"""

from __future__ import annotations

import gc
import os
import random
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable

from labyrinth import MazeGraphs
from labyrinth.generators import ALGORITHMS
from labyrinth.teaching.limits import largest_side
from labyrinth.teaching.recorder import loop_history
from labyrinth.teaching.steps import Steps
from labyrinth.teaching.ticks import Ticks

BOOK_SIZES = (512, 1024, 4096)
OTHER_SIZE = 1024
JUMPS = 30
WINDOW_CASES = (
    *(("backtracker", size) for size in BOOK_SIZES),
    *(("kruskal", size) for size in (1024, 4096)),
    ("growing-forest", 1024),
    ("wilson", 1024),
    ("aldous-broder", 512),
)


def history_of(algorithm: str, size: int) -> tuple[MazeGraphs, Ticks]:
    """A history of ``algorithm`` on a ``size`` × ``size`` maze, not recorded yet."""
    graphs = MazeGraphs(size, size, display=False, seed=1, algorithm=algorithm)
    history = loop_history(graphs) if algorithm == "backtracker" else Steps(graphs)
    return graphs, history


def side_for(algorithm: str, size: int, beyond: bool = False) -> int:
    """``size``, or the largest side the view shows the algorithm with (``beyond``: twice
    that, what it refuses)."""
    options = MazeGraphs(2, 2, display=False, algorithm=algorithm).options
    largest = largest_side(options)
    return size if largest is None else 2 * largest if beyond else min(size, largest)


def seconds(action: Callable[[], object]) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def cpu_seconds(action: Callable[[], object]) -> float:
    """The process's CPU time ``action`` takes (the targets' measure: the machine's other
    work does not count)."""
    started = time.process_time()
    action()
    return time.process_time() - started


def jumps(history: Ticks, show: Callable[[int], None]) -> tuple[float, float]:
    """The worst of ``JUMPS`` jumps to random steps and the worst step back, in CPU time.
    A step back is timed after each jump and from each of up to ``JUMPS`` keyframes (its
    replay the longest: from the keyframe before)."""
    picks = random.Random(1).sample(range(len(history)), JUMPS)
    keyframes = [
        tick
        for tick in (getattr(kept, "tick", -1) for kept in getattr(history, "keyframes", ()))
        if tick > 0
    ]
    hardest = random.Random(2).sample(keyframes, min(JUMPS, len(keyframes)))
    worst = back = 0.0
    for tick in picks:
        worst = max(worst, cpu_seconds(lambda tick=tick: show(tick)))
        back = max(back, cpu_seconds(lambda: show(-2)))
    for tick in hardest:
        show(tick)
        back = max(back, cpu_seconds(lambda: show(-2)))
    return worst, back


def model_row(algorithm: str, size: int) -> str:
    """Recording, bytes counted, jumps: one history, timed without tracemalloc."""
    _graphs, history = history_of(algorithm, size)
    recorded = seconds(history.record)
    fields = size * size
    shown = [history.state_at(-1)]

    def show(tick: int) -> None:
        state = shown[0]
        shown[0] = state = history.moved(state, state.tick - 1 if tick == -2 else tick)  # type: ignore[arg-type]
        if isinstance(history, Steps):
            history.members(state)  # type: ignore[arg-type]
        else:
            history.path_at(state)  # type: ignore[arg-type]

    worst, back = jumps(history, show)
    return (
        f"| {algorithm} | {size} × {size} | {len(history) / fields:.1f} | {recorded:.1f} s "
        f"| {history.nbytes() / fields:.1f} | {measured_bytes(algorithm, size) / fields:.1f} "
        f"| {worst * 1e3:.0f} ms | {back * 1e3:.1f} ms |"
    )


def measured_bytes(algorithm: str, size: int) -> int:
    """The bytes the recorded history keeps by tracemalloc, in a process of its own."""
    return int(child("bytes", algorithm, size))


def bytes_kept(algorithm: str, size: int) -> int:
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    graphs, history = history_of(algorithm, size)
    history.record()
    del graphs
    gc.collect()
    kept = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    assert len(history)
    return kept


def window_row(algorithm: str, size: int) -> str:
    """The teaching view in a window: opening, End, jumps, step back, peak memory."""
    import tkinter as tk

    from labyrinth.gui.app import LabyrinthApp
    from labyrinth.options import BuildOptions
    from labyrinth.settings import Settings

    root = tk.Tk()
    root.geometry("1280x900")
    options = BuildOptions(size, size, seed=1, algorithm=algorithm)
    app = LabyrinthApp(root, Settings(width=size, height=size), options=options)
    root.update()
    opened = seconds(lambda: (app.toggle_teaching(), root.update()))
    view = app.modes["teach"]
    assert view.active and view.history is not None

    def to_the_end() -> None:
        view.finish()
        while view.recording.going:
            root.update()
        root.update()

    ended = seconds(to_the_end)

    def show(tick: int) -> None:
        if tick == -2:
            view.step_back()
        else:
            view.jump(tick)
        root.update()

    worst, back = jumps(view.history, show)
    root.destroy()
    return (
        f"| {algorithm} | {size} × {size} | {opened:.2f} s | {ended:.1f} s "
        f"| {worst * 1e3:.0f} ms | {back * 1e3:.0f} ms | {peak_memory() / 2**20:.0f} MB |"
    )


def peak_memory() -> int:
    """The process's resident memory at its peak, in bytes."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def child(what: str, algorithm: str, size: int) -> str:
    """Run ``what`` in a fresh process: its memory is its own."""
    command = [sys.executable, __file__, "--child", what, algorithm, str(size)]
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout.strip()


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        what, algorithm, size = sys.argv[2], sys.argv[3], int(sys.argv[4])
        print(bytes_kept(algorithm, size) if what == "bytes" else window_row(algorithm, size))
        return
    print(f"Python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.1f}")
    if "--window" in sys.argv:
        print(
            "| algorithm | maze | view open | End | worst of 30 jumps (CPU) "
            "| worst step back (CPU) | peak memory |"
        )
        print("|---|---|---|---|---|---|---|")
        names = [name for name in sys.argv[1:] if not name.startswith("-")]
        sizes = [int(word[7:]) for word in sys.argv[1:] if word.startswith("--size=")]
        for algorithm, size in WINDOW_CASES:
            if (names and algorithm not in names) or (sizes and size not in sizes):
                continue
            print(child("window", algorithm, size), flush=True)
        print(f"load average {os.getloadavg()[0]:.1f}")
        return
    print(
        "| algorithm | maze | ticks a field | recording all | bytes a field (counted) "
        "| bytes a field (tracemalloc) | worst of 30 jumps (CPU) | worst step back (CPU) |"
    )
    print("|---|---|---|---|---|---|---|---|")
    beyond = "--beyond" in sys.argv
    for size in () if beyond else BOOK_SIZES:
        print(model_row("backtracker", size), flush=True)
    others = [name for name in sys.argv[1:] if not name.startswith("-")] or [
        algorithm.spec(option)
        for algorithm in ALGORITHMS.values()
        if algorithm.name != "backtracker"
        for option in (algorithm.options or (None,))
    ]
    for spec in others:
        print(model_row(spec, side_for(spec, OTHER_SIZE, beyond)), flush=True)
    print(f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
