"""The views drawn side by side: a whole picture (PNG's render) and a window's part (the painter
of the tiles in view) of one big maze, in the walls, blocks and junctions views (a benchmark,
not a test).

    python benchmarks/bench_views.py                 # 1000 × 1000 fields at 4 pixels
    python benchmarks/bench_views.py --size 2000 --field-size 2

Each figure is the best of ``--repeat`` runs in this process; the ratio is to the walls view's
figure of the same run, so the machine's speed cancels out.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import platform
import time
from collections.abc import Callable

from labyrinth import MazeGraphs
from labyrinth.render.geometry import VIEWS, Geometry
from labyrinth.render.palettes import BOOK
from labyrinth.render.png import field_states, fills, painter, render

# The part of the picture a window of about 1024 × 768 shows.
VIEW_REGION = (0, 0, 1024, 768)


def best(repeat: int, work: Callable[[], object]) -> float:
    """The fastest of ``repeat`` runs of ``work``, in seconds."""
    times = []
    for _run in range(repeat):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=1000, help="fields a side (1000)")
    parser.add_argument("--field-size", type=int, default=4, help="pixels a field (4)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each (3)")
    options = parser.parse_args()
    size, field_size = options.size, options.field_size
    maze = MazeGraphs(size, size, seed=1, display=False, block_permille=20)
    with contextlib.redirect_stdout(io.StringIO()):
        maze.build_maze()
    assert maze.result is not None
    array, marks = maze.maze_array, maze.result.marks
    states = field_states(array, marks.cut_off)
    print(
        f"Python {platform.python_version()}; {size} × {size} fields at {field_size} pixels, "
        f"seed 1, blocks 20 ‰; best of {options.repeat}"
    )
    print()
    print("| view | picture | whole picture | ratio | window's part | ratio |")
    print("|---|---|---|---|---|---|")
    first: tuple[float, float] | None = None
    for view in VIEWS:
        geometry = Geometry(size, size, field_size, view=view)
        made = painter(geometry, fills(BOOK, view))

        def part(made=made) -> object:
            return made.paint(array, states, VIEW_REGION, shade_untouched=False, palette=BOOK)

        def whole(view=view) -> object:
            return render(array, marks, field_size, view=view)

        times = best(options.repeat, whole), best(options.repeat, part)
        first = first or times
        width, height = geometry.image_size
        print(
            f"| {view} | {width} × {height} | {times[0]:.2f} s | {times[0] / first[0]:.2f} "
            f"| {1000 * times[1]:.1f} ms | {times[1] / first[1]:.2f} |"
        )


if __name__ == "__main__":
    main()
