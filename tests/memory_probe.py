"""The peak memory of one build, in bytes a field, measured in a Python of its own.

    python tests/memory_probe.py '{"algorithm": "kruskal", "holes": 0.05, "keywords": {}}'

prints the figure. ``tests/test_memory.py`` runs it in a child process: in a test worker,
what earlier tests left there can land in the traced build (a build that measures 8.7 bytes
a field in every fresh process once measured 10.7 in a worker).

The path is built once untraced first: a first run in the process also pays for one-time
allocations (caches, specialised code), which are not the path's to count. The maze itself
(6 bytes a field) is made before tracing starts.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import subprocess
import sys
import tracemalloc
from pathlib import Path

SIZE = 256


def peak_bytes_a_field(
    algorithm: str, holes: float = 0.0, walks: bool = True, **keywords: object
) -> float:
    """The build's peak in bytes a field, measured in a child process. ``holes``: the share
    of fields excluded at random; ``walks`` False lets Eller join no piece by a walk."""
    asked = {"algorithm": algorithm, "holes": holes, "walks": walks, "keywords": keywords}
    done = subprocess.run(
        [sys.executable, __file__, json.dumps(asked)],
        capture_output=True,
        text=True,
        timeout=100,
        check=True,
        cwd=Path(__file__).parent.parent,
    )
    return float(done.stdout)


def measure(algorithm: str, holes: float, walks: bool, keywords: dict) -> float:
    from labyrinth.generators import eller
    from labyrinth.maze_graphs import MazeGraphs

    if not walks:
        assert hasattr(eller, "_WALK_BUDGET")
        eller._WALK_BUDGET = 0  # every far join is left over

    def maze(size: int) -> MazeGraphs:
        rng = random.Random(3)
        excluded = tuple(
            (x, y) for y in range(size) for x in range(size) if holes and rng.random() < holes
        )
        return MazeGraphs(
            size, size, display=False, seed=1, algorithm=algorithm, excluded=excluded, **keywords
        )

    with contextlib.redirect_stdout(io.StringIO()):
        maze(32).build_maze()
        graphs = maze(SIZE)
        tracemalloc.start()
        graphs.build_maze()
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    return peak / SIZE**2


if __name__ == "__main__":
    print(measure(**json.loads(sys.argv[1])))
