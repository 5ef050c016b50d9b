"""Loops and blocks: the C# program's Loop Percent and Block Permille, for any algorithm.

Both work on the finished perfect maze, with a random generator of their own, so the same
seed gives the same underlying maze with or without them:

* loop percent: that share of the passages (rounded to a whole number, a half to the even
  one) gets one extra opening somewhere, through a closed wall a path could pass (at most as
  many as there are such walls) — in a carved region each one closes one loop; where a
  region was left uncarved (the book's algorithm leaves cut-off regions alone) it joins
  fields instead;
* block permille: each passage, row by row, keeps its wall with that chance, as if the walk
  had gone on without opening it — the fields behind it may be cut off.

The counts reported for a build are exact: loops as the cycles of the passage graph (passages
− fields + pieces), blocks as the walls put back.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Iterator

from labyrinth.analysis import open_steps
from labyrinth.generators.events import CARVE, WALL, Event
from labyrinth.generators.grid import Grid
from labyrinth.maze_field import BIT_E, BIT_S

# Mixed into the seed so the imperfections draw apart from the algorithm.
SALT = 0x5EED_100B


def passages(grid: Grid) -> Iterator[tuple[int, int]]:
    """The open walls between fields, once each: ``(field, side)``, side east or south."""
    walls = grid.walls
    return ((field, side) for field, side in grid.passable_walls() if not walls[field] & side)


def add_loops(grid: Grid, rng: random.Random, percent: int) -> Iterator[Event]:
    walls = grid.walls
    open_passages = 0
    closed = array("i")  # field * 2 + 1 for a south wall: 4 bytes each
    for field, side in grid.passable_walls():
        if walls[field] & side:
            closed.append(field << 1 | (side == BIT_S))
        else:
            open_passages += 1
    count = min(len(closed), round(open_passages * percent / 100))
    for code in _sample(rng, closed, count):
        field = code >> 1
        yield CARVE, field, grid.carve(field, BIT_S if code & 1 else BIT_E)


def _sample(rng: random.Random, population: array, k: int) -> Iterator[int]:
    """What ``rng.sample(population, k)`` returns, in its order, drawing the same numbers,
    but with a byte an item instead of Python's lists and sets of objects (36 and more bytes
    an item); ``population`` is reordered. Python's own algorithm, kept the same since 3.2
    (a test compares the two)."""
    n = len(population)
    randbelow = rng._randbelow  # type: ignore[attr-defined]
    small_set = 21
    if k > 5:
        small_set += 4 ** math.ceil(math.log(k * 3, 4))
    if n <= small_set:  # Python draws from a shrinking pool
        for i in range(k):
            j = randbelow(n - i)
            yield population[j]
            population[j] = population[n - i - 1]
    else:  # Python draws again on an index it had
        selected = bytearray(n)
        for _ in range(k):
            j = randbelow(n)
            while selected[j]:
                j = randbelow(n)
            selected[j] = 1
            yield population[j]


def add_blocks(grid: Grid, rng: random.Random, permille: int) -> Iterator[Event]:
    """Walls put back while the passages are looked at: a new wall is never one still to
    be looked at (only the east and south walls of later fields are), so this is the same
    as deciding on a list of all passages made first."""
    chance = rng.random
    for field, side in passages(grid):
        if chance() * 1000 < permille:
            yield WALL, field, grid.build_wall(field, side)


def loop_count(grid: Grid) -> int:
    """Independent loops of the passage graph: passages − open fields + pieces.

    The pieces are counted by a breadth-first search from each field not reached yet, with a
    byte a field (a union-find would take eight).
    """
    walls, steps = grid.walls, open_steps(grid.width)
    reached = bytearray(grid.closed)  # the closed fields count as reached: they are no piece
    open_sides = fields = pieces = 0
    start = reached.find(0)
    while start >= 0:
        pieces += 1
        reached[start] = 1
        frontier = [start]
        while frontier:
            fields += len(frontier)
            following: list[int] = []
            for field in frontier:
                field_steps = steps[walls[field]]
                open_sides += len(field_steps)
                for step in field_steps:
                    if not reached[field + step]:
                        reached[field + step] = 1
                        following.append(field + step)
            frontier = following
        start = reached.find(0, start + 1)
    return open_sides // 2 - fields + pieces


def imperfect_rng(seed: int) -> random.Random:
    return random.Random((seed % 2**64) ^ SALT)
