"""Binary tree: every field opens one of two walls, towards its bias corner (north-west first).

Each field is decided alone, so the maze has a strong texture: a long corridor along the two
sides of the bias corner, and every dead end opens towards that corner. Excluded fields cut
some fields off from both bias sides; those pieces are joined afterwards through random walls
(``join_pieces``), the smallest change that keeps every region one perfect maze.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import CARVE, VISIT, Event
from labyrinth.generators.grid import Grid, join_pieces
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.maze_field import BIT_E, BIT_N, BIT_S, BIT_W

BIASES = {"NW": (BIT_N, BIT_W), "NE": (BIT_N, BIT_E), "SW": (BIT_S, BIT_W), "SE": (BIT_S, BIT_E)}
DEFAULT_BIAS = "NW"


def build(maze: MazeArray, start: int, rng: random.Random, option: str | None) -> Iterator[Event]:
    grid = Grid(maze)
    first, second = BIASES[option or DEFAULT_BIAS]
    open_sides = grid.open_sides
    bits = rng.getrandbits
    for field in grid.open_fields():
        sides = [side for side in (first, second) if open_sides[field] & side]
        if not sides:
            continue
        side = sides[bits(1)] if len(sides) == 2 else sides[0]
        yield VISIT, field, -1
        yield CARVE, field, grid.carve(field, side)
    yield from join_pieces(grid, rng)


ALGORITHMS = (
    Algorithm("binary-tree", N_("Binary tree"),
              N_("Each field opens north or west (or towards the chosen corner). Two long "
                 "corridors along that corner; every dead end opens towards it."),
              build, order=130, options=tuple(BIASES)),
)
