"""Export and import of maze files at 1000 × 1000 (a benchmark, not a test).

    python benchmarks/bench_files.py            # 1000 × 1000, seed 2020, 20 % loops
    python benchmarks/bench_files.py --size 2000

Prints, for the .maz grid and the .labyrinth save file, the least CPU time of three runs of
the export (the text made and written atomically) and of the import (read, checked, the walls
set, and the result worked out: path length, cut-off fields, loops; a save file's maze is
measured when its result is first asked for, so the benchmark asks), and the file's size.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import platform
import sys
import tempfile
import time
from pathlib import Path

from labyrinth import MazeGraphs
from labyrinth.formats import export_maze, load_maze

SEED = 2020


def best_of(runs: int, action) -> float:
    """The least CPU time of ``runs`` runs (the process's: the work is all in it)."""
    times = []
    for _ in range(runs):
        start = time.process_time()
        action()
        times.append(time.process_time() - start)
    return min(times)


def measured(path: Path) -> MazeGraphs:
    """The maze of ``path`` with its result worked out."""
    maze = load_maze(path)
    assert maze.result is not None
    return maze


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=1000)
    parser.add_argument("--loops", type=int, default=20)
    args = parser.parse_args()
    maze = MazeGraphs(args.size, args.size, display=False, seed=SEED, loop_percent=args.loops)
    with contextlib.redirect_stdout(io.StringIO()):
        maze.build_maze()
    print(
        f"Python {platform.python_version()}, {args.size} × {args.size}, seed {SEED}, "
        f"{args.loops} % loops"
    )
    with tempfile.TemporaryDirectory() as folder:
        for suffix in (".maz", ".labyrinth"):
            path = Path(folder) / f"maze{suffix}"
            export = best_of(3, lambda path=path: export_maze(maze, path))
            loaded: list = []
            load = best_of(3, lambda path=path, loaded=loaded: loaded.append(measured(path)))
            same = bytes(loaded[-1].maze_array.walls) == bytes(maze.maze_array.walls)
            print(
                f"{suffix:11} export {export:5.2f} s   import {load:5.2f} s   "
                f"{path.stat().st_size / 1e6:6.1f} MB   same walls: {same}"
            )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
