"""What recording the book's literal recursion costs, by size (a benchmark, not a test).

    python benchmarks/bench_recursion.py            # up to the teaching view's limit
    python benchmarks/bench_recursion.py --beyond   # and 512 × 512, past it

Each size runs in a child process of its own (seed 1): the nested calls, the ticks, the
seconds to record ``find_neighbours`` under the trace next to the seconds the same recursion
takes untraced (``build_maze(recursive=True)``), the history kept, and the most memory the
process took while recording beyond what it held before (the open calls' frames live
until the last call returns). The ratio traced / untraced is the figure to compare between
machines; the seconds depend on the machine and its load.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import time
from pathlib import Path

from labyrinth import MazeGraphs
from labyrinth.teaching import recorder

# (width, height, excluded): the book's main(), its picture, then up to the view's limit
SIZES = [(32, 24, [(16, 12)]), (128, 72, []), (128, 128, []), (256, 256, [])]
BEYOND = [(512, 512, [])]


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


def one(width: int, height: int, excluded: list[list[int]]) -> dict[str, float]:
    """Measure one size in this process: the recording first (its peak is the process's),
    then the same recursion untraced."""
    recorder.MAX_RECURSION_FIELDS = sys.maxsize  # --beyond: past the view's limit too
    maze = graphs(width, height, excluded)
    before = rss_mb()
    started = time.perf_counter()
    history = recorder.record_recursion(maze)
    traced = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    started = time.perf_counter()
    graphs(width, height, excluded).build_maze(recursive=True)
    plain = time.perf_counter() - started
    return {
        "calls": len(history.enters),
        "ticks": len(history),
        "traced": traced,
        "plain": plain,
        "kept": history.nbytes() / 2**20,
        "peak": peak - before,
        "limit": history.recursion_limit,
    }


def main() -> None:
    if sys.argv[1:2] == ["--one"]:
        width, height, excluded = json.loads(sys.argv[2])
        print(json.dumps(one(width, height, excluded)))
        return
    sizes = SIZES + (BEYOND if "--beyond" in sys.argv else [])
    print(f"Python {sys.version.split()[0]}, usual recursion limit {sys.getrecursionlimit()}")
    print(
        "| maze | nested calls | limit raised to | ticks | recording | untraced recursion "
        "| traced / untraced | history kept | peak while recording |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for width, height, excluded in sizes:
        spec = json.dumps([width, height, excluded])
        done = subprocess.run(
            [sys.executable, __file__, "--one", spec], capture_output=True, text=True, check=True
        )
        row = json.loads(done.stdout.splitlines()[-1])  # after build_maze's own line
        name = f"{width} × {height}" + (" less its middle" if excluded else "")
        print(
            f"| {name} | {row['calls']:,} | {row['limit']:,} | {row['ticks']:,} "
            f"| {row['traced']:.2f} s | {row['plain']:.2f} s | {row['traced'] / row['plain']:.1f} "
            f"| {row['kept']:.1f} MB | {row['peak']:.0f} MB |",
            flush=True,
        )


if __name__ == "__main__":
    main()
