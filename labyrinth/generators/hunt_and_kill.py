"""Hunt and kill: a random walk into new fields; when it is stuck, hunt for the next start.

Kill mode is the backtracker's walk without its stack: step into a random untouched
neighbour until there is none. Then hunt mode scans the maze row by row for the first
untouched field next to a carved one, carves into it from a random carved neighbour, and
kills on from there. When the hunt finds nothing, the region is done; the next untouched
field (another region, walled off by excluded fields) starts a fresh walk.

The scan is cheap: every untouched field the walk passes is marked as a candidate
(``WAITING`` in the state array), so the hunt is one ``bytearray.find`` in C from the first
field that is not yet carved — a bound that only moves forward. Long winding passages and
few dead ends, like the backtracker's; but as the hunt starts new passages next to old
ones, the way through the maze is much shorter.

The side tables here are shared with the other walks (growing tree, Prim, growing forest).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import CARVE, VISIT, Event
from labyrinth.generators.grid import (
    CARVED,
    OPPOSITE,
    SIDES,
    UNTOUCHED,
    WAITING,
    Grid,
    random_side,
    start_states,
)
from labyrinth.generators.structure import (
    AROUND_FIELD,
    AROUND_OTHER,
    LEAVE_OTHER,
    ROW_BY_ROW,
    Structure,
)
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W


def build(maze: MazeArray, start: int, rng: random.Random, option: str | None) -> Iterator[Event]:
    grid = Grid(maze)
    width, walls, open_sides, step = grid.width, grid.walls, grid.open_sides, grid.step
    state = start_states(grid)
    bits = rng.getrandbits
    # No field before it is UNTOUCHED or WAITING: where hunting starts.
    first = 0
    field = start if state[start] == UNTOUCHED else state.find(UNTOUCHED)
    while field >= 0:
        state[field] = CARVED
        yield VISIT, field, -1
        while True:
            # kill: step into a random untouched neighbour; each one is a hunt candidate
            sides = open_sides[field]
            mask = 0
            if sides & BIT_N and state[field - width] != CARVED:
                mask = BIT_N
                state[field - width] = WAITING
            if sides & BIT_E and state[field + 1] != CARVED:
                mask |= BIT_E
                state[field + 1] = WAITING
            if sides & BIT_S and state[field + width] != CARVED:
                mask |= BIT_S
                state[field + width] = WAITING
            if sides & BIT_W and state[field - 1] != CARVED:
                mask |= BIT_W
                state[field - 1] = WAITING
            if mask:
                side = random_side(mask, bits)
                neighbour = field + step[side]
            else:
                # hunt: the first candidate row by row, entered from a random carved side
                while state[first] == CARVED:
                    first += 1
                    if first == grid.count:
                        return
                neighbour = state.find(WAITING, first)
                if neighbour < 0:
                    break
                sides = open_sides[neighbour]
                mask = 0
                for side in SIDES:
                    if sides & side and state[neighbour + step[side]] == CARVED:
                        mask |= side
                side = random_side(mask, bits)
                field = neighbour + step[side]
                side = OPPOSITE[side]
            # ^= takes the wall down: it is known to stand, and one XOR is cheaper than &= ~
            walls[field] ^= side
            walls[neighbour] ^= OPPOSITE[side]
            state[neighbour] = CARVED
            yield CARVE, field, neighbour
            field = neighbour
        # no candidate left: this region is done; the next untouched field starts another
        field = state.find(UNTOUCHED, first)


ALGORITHMS = (
    Algorithm(
        "hunt-and-kill",
        N_("Hunt and kill"),
        N_(
            "Walk to random new neighbours; when stuck, scan row by row for a new field "
            "next to the maze and walk on from there. Long winding passages, few dead "
            "ends."
        ),
        build,
        structure=Structure(
            N_("Hunt candidates"),
            ROW_BY_ROW,
            {VISIT: (AROUND_FIELD,), CARVE: (LEAVE_OTHER, AROUND_OTHER)},
        ),
        order=10,
    ),
)
