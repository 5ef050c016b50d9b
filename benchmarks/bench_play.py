"""Key latency of play mode (a benchmark, not a test); needs a display, for example:

    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_play.py

On a 128 × 128 maze in play mode: from a key event on the canvas to the marker drawn (the
event handled, Tk's redraw done, and a round trip to the X server so it has drawn too),
moving back and forth along one passage. The reference, measured in the same run, is the
same redraw and round trip with nothing to do: an empty Tk update. Prints medians and the
median of the rounds' ratios.

Then stepping through a watched solver and the spanning-tree replay on the same maze: each
run to its end at once (End), then Shift+F6 (one step back) and F6 (one step forward) timed
the same way, and the redraw of all of a solver's marks (what the end of a solve, a zoom or a
toggle draws).
"""

from __future__ import annotations

import contextlib
import io
import statistics
import time
import tkinter as tk

from labyrinth.game import heading_between
from labyrinth.gui.app import LabyrinthApp
from labyrinth.gui.player import Player
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions
from labyrinth.settings import Settings

KEYS = ("Up", "Right", "Down", "Left")
SIZE, ROUNDS, MOVES = 128, 9, 200
STEPS, REDRAWS = 200, 5


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
    app.modes["play_mode"].toggle()
    canvas = app.view.canvas
    canvas.focus_force()
    drawn(root)
    game = app.modes["play_mode"].game
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
    app.modes["play_mode"].toggle()
    for name in ("bfs", "tremaux"):
        app.modes["solve"].solve(name)
        stepping(app, app.modes["solve"].player, name)
        redraws = []
        for _redraw in range(REDRAWS):
            started = time.perf_counter()
            app.modes["solve"].redraw()
            drawn(root)
            redraws.append(time.perf_counter() - started)
        print(f"  redraw of all its marks: {statistics.median(redraws) * 1000:.1f} ms (median)")
    play = app.modes["play_mode"]
    play.toggle()
    play.replay()  # what Enter does
    stepping(app, play.tree.player, "spanning-tree replay")
    root.destroy()


def per_key(root: tk.Tk, canvas: tk.Canvas, key: str) -> float:
    """Seconds from ``key`` to its picture drawn, the median of STEPS presses."""
    times = []
    for _step in range(STEPS):
        started = time.perf_counter()
        canvas.event_generate(key)
        drawn(root)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def stepping(app: LabyrinthApp, player: Player, name: str) -> None:
    """Run ``player`` to its end, then time steps back and forward."""
    root, canvas = app.root, app.view.canvas
    with contextlib.redirect_stdout(io.StringIO()):  # the solver's sentence
        player.finish()
        while player.running:
            root.update()
    assert player.tape is not None
    events = player.played
    back = per_key(root, canvas, "<Shift-F6>")
    forward = per_key(root, canvas, "<F6>")
    assert player.played == events  # back and forward again
    print(
        f"{name}, {events} events: step back {back * 1000:.2f} ms, "
        f"step forward {forward * 1000:.2f} ms (medians of {STEPS})"
    )


if __name__ == "__main__":
    main()
