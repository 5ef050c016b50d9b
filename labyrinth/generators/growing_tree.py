"""Growing tree: a list of carved fields; take one, carve into a new neighbour, or drop it.

Each carved field is added to the list. Each step takes a field from the list and carves
into a random untouched neighbour, which joins the list; a field without one is dropped. The
maze is done when the list is empty — then the next untouched field, in a region that
excluded fields wall off, starts a new list. How the field is taken makes the texture:

* ``newest`` — the last one added: the recursive backtracker. Long winding passages, few
  dead ends.
* ``random`` — any one: much like Prim's algorithm, short passages and many dead ends.
* ``oldest`` — the first one still in the list: a breadth-first search. Every field is
  reached on a shortest way from the start; long straight corridors run out from it, with
  few dead ends.
* ``mix`` — usually the newest, but one step in four (two random bits both zero) a random
  one: shorter passages than the backtracker's, and a much shorter solution.

Events: CARVE into the new field, FRONTIER when it joins the list, BACK when a field is
dropped (towards the field now last in the list, for ``newest``).
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Iterator

from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import BACK, CARVE, FRONTIER, VISIT, Event
from labyrinth.generators.grid import (
    CARVED,
    OPPOSITE,
    UNTOUCHED,
    Grid,
    random_side,
    region_starts,
    start_states,
)
from labyrinth.generators.structure import (
    JOIN,
    JOIN_OTHER,
    LEAVE,
    NEWEST_FIRST,
    OLDEST_FIRST,
    Structure,
)
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W

OPTIONS = ("newest", "random", "oldest", "mix")


def build(maze: MazeArray, start: int, rng: random.Random, option: str | None) -> Iterator[Event]:
    grid = Grid(maze)
    width, walls, open_sides, step = grid.width, grid.walls, grid.open_sides, grid.step
    state = start_states(grid)
    bits, chance = rng.getrandbits, rng.random
    newest, oldest, mix = option in (None, "newest"), option == "oldest", option == "mix"
    for first in region_starts(state, start):
        state[first] = CARVED
        cells = array("i", (first,))
        # For ``oldest``: the list is ``cells[head:]``; dropping the oldest moves head on.
        head = 0
        yield VISIT, first, -1
        yield FRONTIER, first, -1
        while len(cells) > head:
            if newest or mix and bits(2):
                index = len(cells) - 1
            elif oldest:
                index = head
            else:
                index = int(chance() * len(cells))
            field = cells[index]
            sides = open_sides[field]
            mask = 0
            if sides & BIT_N and state[field - width] == UNTOUCHED:
                mask = BIT_N
            if sides & BIT_E and state[field + 1] == UNTOUCHED:
                mask |= BIT_E
            if sides & BIT_S and state[field + width] == UNTOUCHED:
                mask |= BIT_S
            if sides & BIT_W and state[field - 1] == UNTOUCHED:
                mask |= BIT_W
            if mask:
                side = random_side(mask, bits)
                neighbour = field + step[side]
                # ^= takes the wall down: it is known to stand, and one XOR is cheaper than &= ~
                walls[field] ^= side
                walls[neighbour] ^= OPPOSITE[side]
                state[neighbour] = CARVED
                cells.append(neighbour)
                yield CARVE, field, neighbour
                yield FRONTIER, neighbour, -1
            elif oldest:
                head += 1
                yield BACK, field, -1
            else:
                last = cells.pop()
                if index < len(cells):
                    cells[index] = last  # dropped in O(1): the last one takes its place
                yield BACK, field, cells[-1] if newest and cells else -1


# How its list changes: a visited or carved field joins, a field at a dead end leaves.
_MEMBERS = {VISIT: (JOIN,), CARVE: (JOIN_OTHER,), FRONTIER: (JOIN,), BACK: (LEAVE,)}

ALGORITHMS = (
    Algorithm(
        "growing-tree",
        N_("Growing tree"),
        N_(
            "Keep a list of carved fields; carve on from the newest, a random, the oldest "
            "or mostly the newest one: winding passages, many short dead ends, straight "
            "corridors from the start, or a short solution."
        ),
        build,
        order=20,
        options=OPTIONS,
        structure=Structure(N_("Stack"), NEWEST_FIRST, _MEMBERS),
        variant_structures={
            "oldest": Structure(N_("Queue"), OLDEST_FIRST, _MEMBERS),
            "random": Structure(N_("List"), OLDEST_FIRST, _MEMBERS),
            "mix": Structure(N_("List"), OLDEST_FIRST, _MEMBERS),
        },
        teaching_sides={"": 512, "mix": 256},  # a list of a fifth of the fields and more
    ),
)
