"""How big a maze the teaching view holds, for each algorithm, and the sentence beyond that.

The view records the build as it goes forward, a byte or so a step (``walk``, ``packed``),
so what it holds is bounded by the steps an algorithm takes and what its structure keeps,
measured with ``benchmarks/bench_teach.py`` (figures in the README): within about 16 bytes
a field, a jump within 0.25 s, the whole build recorded within about a minute. The book's
walk holds every size the window builds; the algorithms below hold less, and the view says
so in one sentence before it starts, never after minutes.
"""

from __future__ import annotations

from labyrinth.i18n import _
from labyrinth.options import BuildOptions

# The most fields each algorithm (its name, or name:option) is shown with, as a side.
LARGEST_SIDE: dict[str, int] = {
    # a random walk of about 100 steps a field at 1024 × 1024: 80 million events, minutes
    # to record and some 20 bytes a field even packed
    "aldous-broder": 512,
}


def largest_side(options: BuildOptions) -> int | None:
    """The side of the largest square maze the view shows for ``options``' algorithm (None:
    any size the window builds)."""
    algorithm, option = options.chosen
    if option is not None:
        side = LARGEST_SIDE.get(f"{algorithm.name}:{option}")
        if side is not None:
            return side
    return LARGEST_SIDE.get(algorithm.name)


def teaching_problem(options: BuildOptions) -> str | None:
    """One sentence when the teaching view cannot hold the maze ``options`` build; None when
    it can."""
    side = largest_side(options)
    if side is None or options.width * options.height <= side * side:
        return None
    return _(
        "The teaching view shows {algorithm} up to {side} × {side} fields; "
        "this maze has {width} × {height}."
    ).format(
        algorithm=_(options.chosen[0].title),
        side=side,
        width=options.width,
        height=options.height,
    )
