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
from labyrinth.generators.events import CARVE, Event
from labyrinth.generators.grid import OPPOSITE, Grid, join_pieces
from labyrinth.generators.structure import NONE, Structure
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W

BIASES = {"NW": (BIT_N, BIT_W), "NE": (BIT_N, BIT_E), "SW": (BIT_S, BIT_W), "SE": (BIT_S, BIT_E)}
DEFAULT_BIAS = "NW"


def build(maze: MazeArray, start: int, rng: random.Random, option: str | None) -> Iterator[Event]:
    grid = Grid(maze)
    first, second = BIASES[option or DEFAULT_BIAS]
    both = first | second
    open_sides, walls, step = grid.open_sides, grid.walls, grid.step
    coins = rng.randbytes(grid.count)  # one random byte per field: its lowest bit decides
    roots = 0
    for field in range(grid.count):
        sides = open_sides[field] & both
        if not sides:
            roots += 1  # nothing to open towards the corner: this field roots a piece
            continue
        if sides == both:
            sides = first if coins[field] & 1 else second
        neighbour = field + step[sides]
        walls[field] &= ~sides
        walls[neighbour] &= ~OPPOSITE[sides]
        yield CARVE, field, neighbour
    if roots > 1 or grid.closed.count(1):  # holes: join the pieces of each region
        yield from join_pieces(grid, rng)


ALGORITHMS = (
    Algorithm(
        "binary-tree",
        N_("Binary tree"),
        N_(
            "Each field opens north or west (or towards the chosen corner). Two long "
            "corridors along that corner; every dead end opens towards it."
        ),
        build,
        order=130,
        options=tuple(BIASES),
        structure=Structure(N_("Not reached yet"), NONE, walks_on=False),
    ),
)
