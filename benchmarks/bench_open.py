"""Opening a big maze file in the window (a benchmark, not a test); needs a display:

    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_open.py --size 4096

Writes a maze of SIZE × SIZE fields (binary tree, the quickest to build) as a ``.labyrinth``
file, then prints the best of three runs of: reading it without a window (``load_maze``: read,
checked, the walls set, path length, cut-off fields and loops worked out); opening it in the
window (File → Open's own function, until the maze is drawn: the window measures it after);
until the window has measured it too (the status line shows its numbers), with the longest
pass of its event loop meanwhile (how long a key or a click could wait); and, in that window,
a click on a field (a new grid with it excluded) and Ctrl+Z (the opened maze back), each until
drawn.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import tempfile
import time
import tkinter as tk
from collections.abc import Callable
from pathlib import Path

from labyrinth import MazeGraphs
from labyrinth.formats import export_maze, load_maze
from labyrinth.formats.loaded import measuring
from labyrinth.gui.app import LabyrinthApp
from labyrinth.gui.file_dialogs import open_path
from labyrinth.settings import Settings


def best_of(runs: int, action: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=4096)
    size = parser.parse_args().size
    with tempfile.TemporaryDirectory() as folder:
        graphs = MazeGraphs(size, size, seed=1, algorithm="binary-tree", display=False)
        with contextlib.redirect_stdout(io.StringIO()):
            graphs.build_maze()
        path = export_maze(graphs, Path(folder) / "big.labyrinth")
        del graphs
        print(f"{size} × {size}: {path.stat().st_size / 1e6:.0f} MB")
        print(f"load_maze without a window: {best_of(3, lambda: load_maze(path).result):.2f} s")

        root = tk.Tk()
        root.geometry("1200x900+0+0")
        app = LabyrinthApp(root, Settings(width=32, height=24, speed=0), seed=1)
        root.update()

        def opened() -> None:
            assert open_path(app.window, path, app.files.show_finished)
            root.update()

        print(f"opened in the window and drawn: {best_of(3, opened):.2f} s")

        longest: list[float] = []

        def measured() -> None:
            opened()
            while measuring(app.session.graphs) is not None:
                started = time.perf_counter()
                root.update()
                longest.append(time.perf_counter() - started)

        print(
            f"opened and measured in the window: {best_of(3, measured):.2f} s, the longest "
            f"the window did not answer meanwhile: {max(longest):.2f} s"
        )

        def clicked_and_undone() -> tuple[float, float]:
            started = time.perf_counter()
            app.session.mode.click((size // 2, size // 2))
            root.update()
            clicked = time.perf_counter()
            app.undo()
            root.update()
            return clicked - started, time.perf_counter() - clicked

        runs = [clicked_and_undone() for _ in range(3)]
        print(
            f"a click on a field (a new grid): {min(click for click, _undo in runs):.2f} s, "
            f"Ctrl+Z (the opened maze back): {min(undo for _click, undo in runs):.2f} s"
        )
        root.destroy()


if __name__ == "__main__":
    main()
