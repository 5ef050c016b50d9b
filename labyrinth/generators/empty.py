"""The course's empty maze: every inner wall between open fields taken down, field by field.

Not a perfect maze (it is all loops); useful to see the rim and the excluded fields, and as
the canvas that recursive division starts from.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import CARVE, VISIT, Event
from labyrinth.generators.grid import Grid
from labyrinth.generators.structure import NOTHING_KEPT
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.sides import BIT_E, BIT_S


def build(maze: MazeArray, start: int, rng: random.Random, option: str | None) -> Iterator[Event]:
    grid = Grid(maze)
    for field in grid.open_fields():
        yield VISIT, field, -1
        for side in (BIT_E, BIT_S):
            if grid.open_sides[field] & side:
                yield CARVE, field, grid.carve(field, side)


ALGORITHMS = (
    Algorithm(
        "empty",
        N_("Empty (the course's)"),
        N_("Every inner wall taken down: not a maze, the canvas for the others."),
        build,
        order=900,
        perfect=False,
        structure=NOTHING_KEPT,
    ),
)
