"""Speed of the SVG and the worksheet PDF (a benchmark, not a test).

    python benchmarks/bench_print.py

Targets: the SVG of a 1000 × 1000 maze under 3 s; a one-page worksheet PDF of a 40 × 30
maze under 1 s; a class set of 30 mazes with the keys at the end under 3 s; a 1024 × 1024
maze split over 165 A4 pages under 10 s. Each time is the best of a few runs, writing to a
temporary folder; the PNG of the same 1000 × 1000 maze is timed alongside as a reference
from the same run. The class set's time includes building its 29 further mazes.
"""

from __future__ import annotations

import contextlib
import io
import platform
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from labyrinth import MazeGraphs
from labyrinth.render.png import save_png
from labyrinth.render.print_options import AnswerKeys, PrintOptions
from labyrinth.render.svg import save_svg
from labyrinth.saving import save_worksheet

SEED = 2020


def built(width: int, height: int) -> MazeGraphs:
    maze = MazeGraphs(width, height, display=False, seed=SEED)
    with contextlib.redirect_stdout(io.StringIO()):
        maze.build_maze()
    return maze


def best_of(runs: int, work: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        work()
        times.append(time.perf_counter() - began)
    return min(times)


def main() -> None:
    print(f"Python {platform.python_version()}, {platform.machine()}, seed {SEED}")
    big, sheet, poster = built(1000, 1000), built(40, 30), built(1024, 1024)
    keys = PrintOptions(answer_keys=AnswerKeys.AT_END)
    quiet = contextlib.redirect_stdout(io.StringIO())  # the class set's mazes say they are built
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        rows = [
            (
                "SVG 1000 × 1000 (8 px fields)",
                3.0,
                2,
                lambda: save_svg(big.maze_array, big.result.marks, out / "m.svg", 8),
            ),
            (
                "PNG 1000 × 1000 (8 px fields)",
                None,
                2,
                lambda: save_png(big.maze_array, big.result.marks, out / "m.png", 8),
            ),
            (
                "SVG 1000 × 1000 with solution",
                None,
                2,
                lambda: save_svg(big.maze_array, big.result.marks, out / "s.svg", 8, solution=True),
            ),
            (
                "worksheet PDF 40 × 30, one page",
                1.0,
                5,
                lambda: save_worksheet(sheet, out / "w.pdf"),
            ),
            (
                "worksheet PDF 40 × 30 + answer key",
                None,
                5,
                lambda: save_worksheet(sheet, out / "a.pdf", keys),
            ),
            (
                "class set of 30 + keys at the end",
                3.0,
                2,
                lambda: save_worksheet(built(32, 24), out / "c.pdf", replace(keys, count=30)),
            ),
            (
                "1024 × 1024 over 165 A4 pages",
                10.0,
                1,
                lambda: save_worksheet(poster, out / "p.pdf"),
            ),
        ]
        for name, target, runs, work in rows:
            with quiet:
                seconds = best_of(runs, work)
            verdict = ""
            if target is not None:
                verdict = f"  (target < {target:g} s: {'met' if seconds < target else 'MISSED'})"
            print(f"{name:40} {seconds:6.2f} s{verdict}")
        svg_mb = (out / "m.svg").stat().st_size / 1e6
        pdf_kb = (out / "w.pdf").stat().st_size / 1e3
        poster_mb = (out / "p.pdf").stat().st_size / 1e6
        print(
            f"SVG size {svg_mb:.1f} MB, one-page PDF size {pdf_kb:.0f} KB, "
            f"165-page PDF size {poster_mb:.1f} MB"
        )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
