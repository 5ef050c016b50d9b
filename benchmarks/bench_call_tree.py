"""What the teaching view's call tree costs (a benchmark, not a test).

    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_call_tree.py

On the biggest maze the tree is drawn for, 16 × 16 (512 calls, seed 1), in the recursion: a
step forward (Right) and a step back (Left) in the middle of the build with the tree's window
open, next to the same steps without it (medians of 40, taking turns); a jump over the whole
build and back (every node taken away, then drawn again; median of 10); and the switch
turned on at the last step (the window made and all 512 nodes drawn, once). The ratios are
the figures to compare between machines.
"""

from __future__ import annotations

import statistics
import sys
import time
import tkinter as tk

from labyrinth.gui.app import LabyrinthApp
from labyrinth.settings import Settings

SIZE = 16
RUNS = 40


def timed_ms(action, root: tk.Tk) -> float:
    """What ``action`` and the window's drawing after it took."""
    started = time.perf_counter()
    action()
    root.update()
    return (time.perf_counter() - started) * 1e3


def steps(view, root: tk.Tk) -> dict[tuple[str, bool], float]:
    """The median step forward and back in the middle of the build, without the tree and with
    it, taking turns so that a busy machine slows both alike."""
    middle = len(view.history) // 2
    times: dict[tuple[str, bool], list[float]] = {}
    for _run in range(RUNS):
        for tree in (False, True):
            view.call_tree.wanted.set(tree)
            for name, action in (("forward", view.step), ("back", view.step_back)):
                view.jump(middle)
                for _pass in range(3):
                    root.update()
                times.setdefault((name, tree), []).append(timed_ms(action, root))
    return {key: statistics.median(values) for key, values in times.items()}


def main() -> None:
    root = tk.Tk()
    root.geometry("984x538+0+0")
    app = LabyrinthApp(root, Settings(width=SIZE, height=SIZE), seed=1)
    root.update()
    app.toggle_teaching()
    root.update()
    view = app.modes["teach"]
    last = len(view.history) - 1
    calls = len(view.history.enters)
    view.jump(last)
    root.update()
    opened = timed_ms(view.call_tree.switch.invoke, root)
    whole = statistics.median(
        timed_ms(lambda: (view.jump(-1), root.update(), view.jump(last)), root) for _ in range(10)
    )
    medians = steps(view, root)
    print(f"Python {sys.version.split()[0]}, Tk {root.tk.call('info', 'patchlevel')}")
    print(f"{SIZE} × {SIZE}, {calls} calls, {len(view.history):,} ticks, seed 1")
    print("| what | without the tree | with the tree | with / without |")
    print("|---|---|---|---|")
    for name, key in (("step forward (Right)", "forward"), ("step back (Left)", "back")):
        without, tree = medians[key, False], medians[key, True]
        print(f"| {name} | {without:.1f} ms | {tree:.1f} ms | {tree / without:.2f} |")
    print(f"| to step 0 and back to the last ({calls} nodes each way) | | {whole:.0f} ms | |")
    print(f"| the switch turned on at the last step ({calls} nodes drawn) | | {opened:.0f} ms | |")
    root.destroy()


if __name__ == "__main__":
    main()
