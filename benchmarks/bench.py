"""Speed and memory of the builders and the PNG writer (a benchmark, not a test).

    python benchmarks/bench.py                # the book's builder and the PNG, then every
                                              # algorithm at 1000 × 1000
    python benchmarks/bench.py --quick        # 128 × 128 only
    python benchmarks/bench.py --algorithms   # only the row per algorithm

Per size it prints: microseconds per field for ``build_maze`` (borders, start field, the
carving with its end-field search, check_maze, the cut-off count), peak bytes per field
while creating and building the maze (tracemalloc, a separate run, as tracing slows the
build), and the time to save the PNG.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import platform
import random
import sys
import tempfile
import time
import tracemalloc
from collections import deque
from pathlib import Path

from labyrinth import MazeGraphs
from labyrinth.generators import ALGORITHMS, BOOK, find_algorithm
from labyrinth.render.geometry import largest_field_size

SIZES = ((128, 128), (1000, 1000), (2000, 2000))
SEED = 2020


def build(
    width: int, height: int, rng: str = "python", recursive: bool = False, algorithm: str = BOOK
) -> MazeGraphs:
    maze = MazeGraphs(width, height, display=False, seed=SEED, rng=rng, algorithm=algorithm)
    with contextlib.redirect_stdout(io.StringIO()):
        maze.build_maze(recursive=recursive)
    return maze


def build_time(
    width: int,
    height: int,
    rng: str = "python",
    recursive: bool = False,
    repeat: int = 3,
    algorithm: str = BOOK,
) -> float:
    """Best of ``repeat`` builds, in microseconds per field."""
    best = float("inf")
    for _ in range(repeat):
        maze = MazeGraphs(width, height, display=False, seed=SEED, rng=rng, algorithm=algorithm)
        started = time.perf_counter()
        with contextlib.redirect_stdout(io.StringIO()):
            maze.build_maze(recursive=recursive)
        best = min(best, time.perf_counter() - started)
    return best / (width * height) * 1e6


def peak_bytes(width: int, height: int) -> float:
    """Peak traced bytes per field from creating the maze to the end of build_maze."""
    tracemalloc.start()
    build(width, height)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak / (width * height)


def save_time(maze: MazeGraphs, field_size: int) -> float:
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        maze.save_png(Path(folder) / "maze.png", field_size)
        return time.perf_counter() - started


def generator_peak_bytes(algorithm: str, width: int, height: int) -> int:
    """Peak traced bytes of an algorithm's own work: the maze exists before tracing starts."""
    maze = MazeGraphs(width, height, display=False, seed=SEED, algorithm=algorithm)
    maze.set_borders()
    entry, option = find_algorithm(algorithm)
    steps = entry.build(maze.maze_array, 0, random.Random(SEED), option)
    tracemalloc.start()
    deque(steps, maxlen=0)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


def algorithm_rows(rounds: int = 3) -> None:
    """The best of ``rounds`` builds per algorithm, the rounds one after the other, so that
    a slow minute of the machine spoils one try of each algorithm rather than all of one."""
    best = dict.fromkeys(ALGORITHMS, float("inf"))
    for _round in range(rounds):
        for name in ALGORITHMS:
            best[name] = min(best[name], build_time(1000, 1000, repeat=1, algorithm=name))
    print(
        f"| algorithm | build µs/field at 1000 × 1000 (with the end-field search), "
        f"best of {rounds} |"
    )
    print("|---|---|")
    for name, micro in best.items():
        print(f"| {ALGORITHMS[name].spec()} | {micro:.2f} |")
    sys.stdout.flush()
    if "eller" in ALGORITHMS:
        print()
        print("Eller's own peak memory (tracemalloc, the maze not counted):")
        for height in (250, 1000):
            print(f"- 1000 × {height}: {generator_peak_bytes('eller', 1000, height):,} bytes")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="only 128 × 128")
    parser.add_argument("--algorithms", action="store_true", help="only the row per algorithm")
    options = parser.parse_args()
    quick = options.quick
    print(
        f"Python {platform.python_version()} on {platform.machine()}, "
        f"{platform.system()}; seed {SEED}"
    )
    print()
    if options.algorithms:
        algorithm_rows()
        return
    print("| maze | build µs/field | peak bytes/field | PNG field px | PNG size | PNG save s |")
    print("|---|---|---|---|---|---|")
    for width, height in SIZES[:1] if quick else SIZES:
        micro = build_time(width, height, repeat=7 if width < 1000 else 3)
        peak = peak_bytes(width, height)
        maze = build(width, height)
        field_size = 2 if width >= 2000 else largest_field_size(width, height)
        picture = f"{2 * 15 + width * field_size + (field_size < 4)} px"
        seconds = save_time(maze, field_size)
        print(
            f"| {width} × {height} | {micro:.2f} | {peak:.1f} | {field_size} | {picture} "
            f"| {seconds:.2f} |"
        )
        sys.stdout.flush()
    print()
    print("Other random source and the literal recursion, for comparison:")
    print(f"- rng java, 128 × 128: {build_time(128, 128, rng='java'):.2f} µs/field")
    print(
        f"- literal recursive find_neighbours, 64 × 64: "
        f"{build_time(64, 64, recursive=True):.2f} µs/field"
    )
    if not quick:
        print()
        algorithm_rows()


if __name__ == "__main__":
    main()
