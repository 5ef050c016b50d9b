"""Key latency of play mode (a benchmark, not a test); needs a display, for example:

    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_play.py

On a 128 × 128 maze in play mode: from a key event on the canvas to the marker drawn (the
event handled, Tk's redraw done, and a round trip to the X server so it has drawn too),
moving back and forth along one passage. The reference, measured in the same run, is the
same redraw and round trip with nothing to do: an empty Tk update. Prints medians and the
median of the rounds' ratios.
"""

from __future__ import annotations

import contextlib
import io
import statistics
import time
import tkinter as tk

from labyrinth.game import heading_between
from labyrinth.gui.app import LabyrinthApp
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions
from labyrinth.settings import Settings

KEYS = ("Up", "Right", "Down", "Left")
SIZE, ROUNDS, MOVES = 128, 9, 200


def drawn(root: tk.Tk) -> None:
    root.update()
    root.winfo_pointerxy()  # a round trip: the server has drawn what Tk sent


def main() -> None:
    root = tk.Tk()
    root.geometry("1040x760+0+0")
    graphs = MazeGraphs.from_options(BuildOptions(width=SIZE, height=SIZE, seed=1))
    with contextlib.redirect_stdout(io.StringIO()):
        graphs.build_maze()
    app = LabyrinthApp(root, Settings(width=SIZE, height=SIZE, speed=0), graphs)
    drawn(root)
    app.play_mode.enter()
    canvas = app.view.canvas
    canvas.focus_force()
    drawn(root)
    game = app.play_mode.game
    assert game is not None
    width = graphs.maze_array.width
    start = game.start
    there = next(
        start + step
        for step in (-width, 1, width, -1)
        if 0 <= start + step < width * SIZE
        and not graphs.maze_array.walls[start] & (1 << heading_between(start, start + step, width))
    )
    forth, back = (
        KEYS[heading_between(start, there, width)],
        KEYS[heading_between(there, start, width)],
    )
    keys, references, ratios = [], [], []
    for _round in range(ROUNDS):
        started = time.perf_counter()
        for _move in range(MOVES):
            drawn(root)
        reference = (time.perf_counter() - started) / MOVES
        started = time.perf_counter()
        for move in range(MOVES):
            canvas.event_generate(f"<{forth if move % 2 == 0 else back}>")
            drawn(root)
        key = (time.perf_counter() - started) / MOVES
        keys.append(key)
        references.append(reference)
        ratios.append(key / reference)
    assert game.moves == ROUNDS * MOVES and game.refused == 0
    print(
        f"play mode, {SIZE} x {SIZE}, field size {app.view.field_size} px, "
        f"{ROUNDS} rounds of {MOVES} moves"
    )
    print(f"key to marker drawn: {statistics.median(keys) * 1000:.2f} ms (median)")
    print(f"empty Tk update:     {statistics.median(references) * 1000:.2f} ms (median)")
    print(f"ratio: {statistics.median(ratios):.2f} (median of the rounds)")
    root.destroy()


if __name__ == "__main__":
    main()
