"""How big a maze the teaching view holds, for each algorithm, and the sentence beyond that.

The view records the build as it goes forward, a byte or so a step (``walk``, ``packed``),
so what it holds is bounded by the steps an algorithm takes and what its structure keeps,
measured with ``benchmarks/bench_teach.py`` (figures in the manual): within about 16 bytes
a field, a jump within 0.25 s, the whole build recorded in slices within a few minutes (the
status line counting). The book's walk holds every size the window builds; the algorithms
whose registry entry names a size hold less, and the view says so in one sentence before it
starts, never after minutes."""

from __future__ import annotations

from labyrinth.i18n import _
from labyrinth.options import BuildOptions

# Each algorithm's registry entry names the side of the largest square maze it is shown on
# (``Algorithm.teaching_sides``); another shape may have as many fields. Measured (the manual,
# "Speed and memory", "The teaching view"): a random walk of about a hundred steps a field
# takes 6 minutes to record at 1024 × 1024 and 43 bytes a field even packed (Aldous-Broder);
# a structure of a fifth of the fields and more (the growing tree's stack, its mix, true
# Prim's frontier) cannot be kept often enough for a jump within 50 ms; Wilson's walks take
# a minute to record at 1024 × 1024, and four times as long beyond.


def largest_side(options: BuildOptions) -> int | None:
    """The side of the largest square maze the view shows for ``options``' algorithm (None:
    any size the window builds)."""
    algorithm, option = options.chosen
    return algorithm.teaching_side(option)


def teaching_problem(options: BuildOptions) -> str | None:
    """One sentence when the teaching view cannot hold the maze ``options`` build; None when
    it can."""
    side = largest_side(options)
    if side is None or options.width * options.height <= side * side:
        return None
    algorithm, option = options.chosen
    name = _(algorithm.title)
    if algorithm.spec(option) != algorithm.name:  # a variant: its option too
        name = f"{name} ({option})"
    return _(
        "The teaching view shows {algorithm} up to {side} × {side} fields; "
        "this maze has {width} × {height}."
    ).format(
        algorithm=name,
        side=side,
        width=options.width,
        height=options.height,
    )
