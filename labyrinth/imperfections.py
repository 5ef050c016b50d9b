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

import random
from collections.abc import Iterator

from labyrinth.generators.events import CARVE, WALL, Event
from labyrinth.generators.grid import Grid, UnionFind

# Mixed into the seed so the imperfections draw apart from the algorithm.
SALT = 0x5EED_100B


def passages(grid: Grid) -> list[tuple[int, int]]:
    """The open walls between fields, once each: ``(field, side)``, side east or south."""
    walls = grid.walls
    return [(field, side) for field, side in grid.passable_walls() if not walls[field] & side]


def add_loops(grid: Grid, rng: random.Random, percent: int) -> Iterator[Event]:
    open_passages = len(passages(grid))
    closed = [(field, side) for field, side in grid.passable_walls() if grid.walls[field] & side]
    count = min(len(closed), round(open_passages * percent / 100))
    for field, side in rng.sample(closed, count):
        yield CARVE, field, grid.carve(field, side)


def add_blocks(grid: Grid, rng: random.Random, permille: int) -> Iterator[Event]:
    chance = rng.random
    for field, side in passages(grid):
        if chance() * 1000 < permille:
            yield WALL, field, grid.build_wall(field, side)


def loop_count(grid: Grid) -> int:
    """Independent loops of the passage graph: passages − open fields + pieces."""
    pieces = UnionFind(grid.count)
    open_passages = 0
    for field, side in passages(grid):
        pieces.union(field, field + grid.step[side])
        open_passages += 1
    fields = list(grid.open_fields())
    roots = {pieces.find(field) for field in fields}
    return open_passages - len(fields) + len(roots)


def imperfect_rng(seed: int) -> random.Random:
    return random.Random((seed % 2**64) ^ SALT)
