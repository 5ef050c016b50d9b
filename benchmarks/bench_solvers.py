"""Speed of the solvers (a benchmark, not a test).

    python benchmarks/bench_solvers.py            # bfs at 1000 × 1000, then every solver
    python benchmarks/bench_solvers.py --quick    # 300 × 300 only

bfs from the book's start to its end field (the farthest one, so the search reaches nearly
every field) is timed against ``labyrinth.analysis.distances`` on the same maze in the same
run, so a busy machine shows in both: the ratio says more than the microseconds. Each time
is the best of three.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import platform
import sys
import time

from labyrinth import MazeGraphs
from labyrinth.analysis import distances
from labyrinth.solvers import SOLVERS, solve

SEED = 2020
TARGET_US = 1.0


def best_of_three(work) -> float:
    times = []
    for _ in range(3):
        began = time.perf_counter()
        work()
        times.append(time.perf_counter() - began)
    return min(times)


def built(width: int, height: int, loops: int = 0) -> tuple[MazeGraphs, tuple, tuple]:
    graphs = MazeGraphs(width, height, display=False, seed=SEED, loop_percent=loops)
    with contextlib.redirect_stdout(io.StringIO()):
        result = graphs.build_maze()
    return graphs, result.start, result.end


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    side = 300 if args.quick else 1000
    print(f"Python {platform.python_version()} on {platform.machine()}, seed {SEED}")
    graphs, start, end = built(side, side)
    maze, fields = graphs.maze_array, side * side
    first = start[1] * side + start[0]
    reference = best_of_three(lambda: distances(maze, first))
    bfs = best_of_three(lambda: solve(maze, "bfs", start, end))
    per_field = bfs / fields * 1e6
    verdict = "met" if per_field < TARGET_US else "missed"
    print(
        f"bfs {side} × {side}: {per_field:.2f} µs a field (target under {TARGET_US} µs: "
        f"{verdict}); analysis.distances {reference / fields * 1e6:.2f} µs; "
        f"ratio {bfs / reference:.2f}"
    )
    side = 300
    for loops in (0, 10):
        graphs, start, end = built(side, side, loops)
        print(f"\nevery solver, {side} × {side}, {loops}% loops: µs a field, steps, outcome")
        for name in SOLVERS:
            solution = solve(graphs.maze_array, name, start, end)
            ask = (graphs.maze_array, name, start, end)
            took = best_of_three(lambda ask=ask: solve(*ask))
            print(
                f"  {name:9} {took / side / side * 1e6:6.2f} {solution.steps:9} {solution.outcome}"
            )


if __name__ == "__main__":
    sys.exit(main())
