"""What the algorithms' texts cost beside their fast generators (a benchmark, not a test).

    python benchmarks/bench_texts.py          # every text at 64 × 64, seed 3
    python benchmarks/bench_texts.py 32       # at another side

For every algorithm and variant with a text, at the largest side the teaching view traces
texts on (``TEXT_SIDE``): the median of five runs of the fast generator and of the text on
the same prepared maze, each pair run back to back, and the ratio text / fast — the ratio
is the figure to compare, the seconds are this machine's at this hour.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import deque

from labyrinth import MazeGraphs
from labyrinth.generators import ALGORITHMS
from labyrinth.generators.texts import TEXT_SIDE, text_of

ROUNDS = 5
SEED = 3


def seconds(spec: str, side: int, use_text: bool) -> float:
    """One build of ``spec`` on a fresh ``side`` × ``side`` maze, by the text or the
    generator, events drained and not kept."""
    graphs = MazeGraphs(side, side, display=False, seed=SEED, algorithm=spec)
    start = graphs._prepare()
    algorithm, option = graphs.options.chosen
    text = text_of(algorithm.name, option)
    assert text is not None and algorithm.build is not None
    run = text.run if use_text else algorithm.build
    began = time.perf_counter()
    deque(run(graphs.maze_array, start, random.Random(SEED), option), maxlen=0)
    return time.perf_counter() - began


def main(argv: list[str]) -> None:
    side = int(argv[1]) if len(argv) > 1 else TEXT_SIDE
    print(f"{side} × {side}, seed {SEED}, median of {ROUNDS}")
    print(f"{'algorithm':<24}{'fast ms':>9}{'text ms':>9}{'ratio':>7}")
    for algorithm in ALGORITHMS.values():
        for option in algorithm.options or (None,):
            if text_of(algorithm.name, option) is None:
                continue
            spec = algorithm.spec(option)
            fast, text = [], []
            for _round in range(ROUNDS):
                fast.append(seconds(spec, side, use_text=False))
                text.append(seconds(spec, side, use_text=True))
            fast_ms, text_ms = statistics.median(fast) * 1e3, statistics.median(text) * 1e3
            print(f"{spec:<24}{fast_ms:>9.1f}{text_ms:>9.1f}{text_ms / fast_ms:>7.1f}")


if __name__ == "__main__":
    main(sys.argv)
