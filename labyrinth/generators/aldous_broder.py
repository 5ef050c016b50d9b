"""Aldous-Broder: the course's random walk, carving whenever it enters a new field.

The walk starts at the start field and moves to a random neighbour, again and again;
entering a field it has never seen, it opens the wall it came through. When it has seen
every field of its region, the region is a perfect maze, and the next region (walled off
by excluded fields) gets a walk of its own. Every spanning tree of the region is equally
likely: the maze is uniform, the texture of an average maze — low river factor, many short
dead ends. The price is time: the walk crosses the maze many times over to find the last
few fields (75 to 100 steps per field at 1000 × 1000). Each step is an event: VISIT when
the walk moves onto a field it knows, CARVE when it enters a new one.

The region tools here are shared with Wilson's algorithm, which needs them too.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Iterator
from functools import partial
from itertools import chain

from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import CARVE, VISIT, Event
from labyrinth.generators.grid import (
    CARVED,
    OPPOSITE,
    SIDES,
    Grid,
    region_starts,
    start_states,
)
from labyrinth.generators.structure import NOTHING_KEPT
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W


def plain_open_sides(width: int, height: int) -> bytes:
    """``open_sides`` of a maze without any excluded field: all sides but the rim's."""
    row = bytes([ALL_SIDES ^ BIT_W]) + bytes([ALL_SIDES]) * (width - 2) + bytes([ALL_SIDES ^ BIT_E])
    top = bytes(side ^ BIT_N for side in row)
    bottom = bytes(side ^ BIT_S for side in row)
    return top + row * (height - 2) + bottom


def regions(grid: Grid) -> tuple[array | None, list[int]]:
    """The regions of open fields: a region number per field (-1 for a field no path can
    enter) and the size of each region. ``(None, [count])`` when nothing is excluded: then
    the whole grid is one region, and no search is needed."""
    if grid.open_sides == plain_open_sides(grid.width, grid.height):
        return None, [grid.count]
    return grid.regions_and_sizes()


def sized_region_starts(grid: Grid, start: int, state: bytearray) -> Iterator[tuple[int, int]]:
    """``(first field, size)`` of each region: the start's region from ``start``, then each
    other one from its first UNTOUCHED field, row by row. ``state`` (see ``start_states``)
    is filled in by the caller, who carves each region completely before asking again."""
    number, sizes = regions(grid)
    for first in region_starts(state, start):
        yield first, grid.count if number is None else sizes[number[first]]


def walk_moves(grid: Grid) -> tuple[int, ...]:
    """``moves[open sides << 8 | random byte]``: the step a random walk takes, the offset to
    a neighbour (0: through a border, draw again — so each open side has the same chance)."""
    step = grid.step
    return tuple(
        step[SIDES[byte & 3]] if sides & SIDES[byte & 3] else 0
        for sides in range(16)
        for byte in range(256)
    )


def random_bytes(rng: random.Random) -> Iterator[int]:
    """An endless stream of random bytes from ``rng``, drawn 4096 at a time."""
    return chain.from_iterable(iter(partial(rng.randbytes, 4096), None))


def build(maze: MazeArray, start: int, rng: random.Random, option: str | None) -> Iterator[Event]:
    grid = Grid(maze)
    walls, open_sides = grid.walls, grid.open_sides
    state = start_states(grid)
    moves = walk_moves(grid)
    side_of = {grid.step[side]: side for side in SIDES}
    randoms = random_bytes(rng)
    for field, size in sized_region_starts(grid, start, state):
        state[field] = CARVED
        yield VISIT, field, -1
        missing = size - 1
        for byte in randoms:
            move = moves[open_sides[field] << 8 | byte]
            if not move:
                continue
            if state[field + move]:
                field += move
                yield VISIT, field, -1
                continue
            side = side_of[move]
            # ^= takes the wall down: it is known to stand, and one XOR is cheaper than &= ~
            walls[field] ^= side
            walls[field + move] ^= OPPOSITE[side]
            state[field + move] = CARVED
            yield CARVE, field, field + move
            field += move
            missing -= 1
            if not missing:
                break


ALGORITHMS = (
    Algorithm(
        "aldous-broder",
        N_("Aldous-Broder (the course's random walk)"),
        N_(
            "A random walk that opens the wall whenever it enters a new field. Every "
            "maze equally likely; slow, as it must find the last fields by chance."
        ),
        build,
        order=70,
        structure=NOTHING_KEPT,
        teaching_sides={"": 512},  # a random walk of 60 to 100 steps a field
    ),
)
