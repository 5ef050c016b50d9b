"""Speed and memory of the builders and the PNG writer (a benchmark, not a test).

    python benchmarks/bench.py                # the book's builder and the PNG, then every
                                              # algorithm at 1000 × 1000
    python benchmarks/bench.py --quick        # 128 × 128 only
    python benchmarks/bench.py --algorithms   # only the row per algorithm

Every build time is measured next to a yardstick, the textbook flat-array backtracker of
``reference_loop.py``, timed in the same round at the same size: the rounds interleave the
two, and the tables give medians and the median ratio, which a busy or drifting machine
moves far less than the absolute times. ``build_maze`` includes the borders, the start
field, the carving with its end-field search, check_maze and the cut-off scan. Peak bytes
per field come from a separate run under tracemalloc (tracing slows the build).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import platform
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections import deque
from collections.abc import Callable
from pathlib import Path

from reference_loop import reference_maze

from labyrinth import MazeGraphs
from labyrinth.generators import ALGORITHMS, BOOK, find_algorithm
from labyrinth.render.geometry import largest_field_size
from labyrinth.render.png import render

SIZES = ((128, 128), (1000, 1000), (2000, 2000))
SEED = 2020
PNG_LEVELS = (1, 4, 6)


def build(
    width: int, height: int, rng: str = "python", recursive: bool = False, algorithm: str = BOOK
) -> MazeGraphs:
    maze = MazeGraphs(width, height, display=False, seed=SEED, rng=rng, algorithm=algorithm)
    with contextlib.redirect_stdout(io.StringIO()):
        maze.build_maze(recursive=recursive)
    return maze


def build_seconds(
    width: int, height: int, rng: str = "python", recursive: bool = False, algorithm: str = BOOK
) -> float:
    """One ``build_maze``, the maze created before the clock starts."""
    maze = MazeGraphs(width, height, display=False, seed=SEED, rng=rng, algorithm=algorithm)
    with contextlib.redirect_stdout(io.StringIO()):
        started = time.perf_counter()
        maze.build_maze(recursive=recursive)
        return time.perf_counter() - started


def reference_seconds(width: int, height: int) -> float:
    started = time.perf_counter()
    reference_maze(width, height, SEED)
    return time.perf_counter() - started


def against_reference(
    width: int, height: int, contenders: dict[str, Callable[[], float]], rounds: int
) -> tuple[float, dict[str, tuple[float, float]]]:
    """Time each contender ``rounds`` times, each round after the reference loop.

    Returns the reference's median µs a field and, per contender, its median µs a field
    and the median of its ratios to the reference of the same round.
    """
    fields = width * height
    reference: list[float] = []
    seconds: dict[str, list[float]] = {name: [] for name in contenders}
    ratios: dict[str, list[float]] = {name: [] for name in contenders}
    for _round in range(rounds):
        yardstick = reference_seconds(width, height)
        reference.append(yardstick)
        for name, contender in contenders.items():
            taken = contender()
            seconds[name].append(taken)
            ratios[name].append(taken / yardstick)
    return statistics.median(reference) / fields * 1e6, {
        name: (statistics.median(seconds[name]) / fields * 1e6, statistics.median(ratios[name]))
        for name in contenders
    }


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


def book_rows(quick: bool) -> None:
    print(
        "| maze | reference µs/field | build_maze µs/field | ratio | peak bytes/field "
        "| PNG field px | PNG size | PNG save s |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for width, height in SIZES[:1] if quick else SIZES:
        rounds = 9 if width < 1000 else 5
        yardstick, results = against_reference(
            width, height, {BOOK: lambda w=width, h=height: build_seconds(w, h)}, rounds
        )
        micro, ratio = results[BOOK]
        peak = peak_bytes(width, height)
        maze = build(width, height)
        field_size = 2 if width >= 2000 else largest_field_size(width, height)
        picture = f"{2 * 15 + width * field_size + (field_size < 4)} px"
        seconds = save_time(maze, field_size)
        print(
            f"| {width} × {height} | {yardstick:.2f} | {micro:.2f} | {ratio:.2f} | {peak:.1f} "
            f"| {field_size} | {picture} | {seconds:.2f} |"
        )
        sys.stdout.flush()


def png_levels(width: int = 1000, rounds: int = 3) -> None:
    """What each zlib level costs and saves on one large picture (medians of ``rounds``)."""
    maze = build(width, width)
    image = render(maze.maze_array, maze.result.marks)
    print(f"PNG of {width} × {width} fields ({image.width} × {image.height} px), by zlib level:")
    print("| level | compress s | size MB |")
    print("|---|---|---|")
    for level in PNG_LEVELS:
        times, size = [], 0
        for _round in range(rounds):
            stream = io.BytesIO()
            started = time.perf_counter()
            image.save(stream, format="PNG", compress_level=level)
            times.append(time.perf_counter() - started)
            size = len(stream.getvalue())
        print(f"| {level} | {statistics.median(times):.2f} | {size / 1e6:.2f} |")
    sys.stdout.flush()


def algorithm_rows(rounds: int = 3) -> None:
    """Every algorithm at 1000 × 1000, ``rounds`` rounds each after its own reference run,
    so that a slow minute of the machine spoils one round rather than one algorithm."""
    contenders = {
        name: lambda name=name: build_seconds(1000, 1000, algorithm=name) for name in ALGORITHMS
    }
    yardstick, results = against_reference(1000, 1000, contenders, rounds)
    print(
        f"| algorithm | build µs/field at 1000 × 1000 (with the end-field search), "
        f"median of {rounds} | ratio to the reference loop |"
    )
    print("|---|---|---|")
    print(f"| (reference loop) | {yardstick:.2f} | 1 |")
    for name, (micro, ratio) in results.items():
        print(f"| {ALGORITHMS[name].spec()} | {micro:.2f} | {ratio:.2f} |")
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
    book_rows(quick)
    print()
    print("Other random source and the literal recursion, for comparison (medians of 3):")
    java = statistics.median(build_seconds(128, 128, rng="java") for _ in range(3))
    print(f"- rng java, 128 × 128: {java / 128**2 * 1e6:.2f} µs/field")
    recursion = statistics.median(build_seconds(64, 64, recursive=True) for _ in range(3))
    print(f"- literal recursive find_neighbours, 64 × 64: {recursion / 64**2 * 1e6:.2f} µs/field")
    if not quick:
        print()
        png_levels()
        print()
        algorithm_rows()


if __name__ == "__main__":
    main()
