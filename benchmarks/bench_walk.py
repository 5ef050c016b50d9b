"""Redraw time of the walk inside the maze (a benchmark, not a test); needs a display:

    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_walk.py

On a 128 × 128 maze, smooth steps off: from a key event to the first-person view and the
map's marks drawn (the model's sight, the pooled polygons configured, Tk's redraw, and a
round trip to the X server so it has drawn too), stepping forward and back along one passage,
then turning. The reference, measured in the same run, is the same redraw and round trip
with nothing to do: an empty Tk update. Also one frame of a smooth move (the sight of a
camera between two fields). Prints medians and the median of the rounds' ratios.
"""

from __future__ import annotations

import contextlib
import io
import statistics
import time
import tkinter as tk
from collections.abc import Callable

from labyrinth.firstperson.sight import Camera
from labyrinth.gui.app import LabyrinthApp
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions
from labyrinth.settings import Settings

SIZE, ROUNDS, MOVES = 128, 9, 100


def drawn(root: tk.Tk) -> None:
    root.update()
    root.winfo_pointerxy()  # a round trip: the server has drawn what Tk sent


def timed(root: tk.Tk, action: Callable[[int], None]) -> float:
    """Seconds per call of ``action(move)``, each followed by a full redraw."""
    started = time.perf_counter()
    for move in range(MOVES):
        action(move)
        drawn(root)
    return (time.perf_counter() - started) / MOVES


def main() -> None:
    root = tk.Tk()
    root.geometry("1024x600+0+0")
    graphs = MazeGraphs.from_options(BuildOptions(width=SIZE, height=SIZE, seed=1))
    with contextlib.redirect_stdout(io.StringIO()):
        graphs.build_maze()
    app = LabyrinthApp(root, Settings(width=SIZE, height=SIZE, speed=0), graphs)
    drawn(root)
    walk = app.walk
    walk.smooth.set(False)
    walk.enter()
    drawn(root)
    walker = walk.walker
    assert walker is not None
    canvas = walk.canvas
    canvas.focus_force()
    drawn(root)
    middle = Camera(walker.camera.x, walker.camera.y, walker.camera.turns + 0.5)

    def key(name: str) -> Callable[[int], None]:
        return lambda _move: canvas.event_generate(f"<{name}>")

    steps, turns, frames, references = [], [], [], []
    step_ratios, turn_ratios = [], []
    for _round in range(ROUNDS):
        reference = timed(root, lambda _move: None)
        step = timed(root, lambda move: key("Up" if move % 2 == 0 else "Down")(move))
        turn = timed(root, key("Right"))
        frame = timed(root, lambda _move: walk.draw(middle))
        references.append(reference)
        steps.append(step)
        turns.append(turn)
        frames.append(frame)
        step_ratios.append(step / reference)
        turn_ratios.append(turn / reference)
    game = walker.game
    assert game.moves == ROUNDS * MOVES and game.refused == 0
    polygons = walk.view.used
    print(
        f"walk, {SIZE} x {SIZE}, view {canvas.winfo_width()} x {canvas.winfo_height()} px, "
        f"map field size {app.view.field_size} px, {ROUNDS} rounds of {MOVES} keys"
    )
    print(f"step to view and map drawn: {statistics.median(steps) * 1000:.2f} ms (median)")
    print(f"turn to view and map drawn: {statistics.median(turns) * 1000:.2f} ms (median)")
    print(f"one frame of a smooth turn: {statistics.median(frames) * 1000:.2f} ms (median)")
    print(f"empty Tk update:            {statistics.median(references) * 1000:.2f} ms (median)")
    print(f"ratio step / empty update:  {statistics.median(step_ratios):.1f} (median of rounds)")
    print(f"ratio turn / empty update:  {statistics.median(turn_ratios):.1f} (median of rounds)")
    print(f"polygons in the last picture: {polygons}, pool: {len(walk.view.pool)}")
    root.destroy()


if __name__ == "__main__":
    main()
