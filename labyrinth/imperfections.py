"""Loops and blocks: the C# program's Loop Percent and Block Permille, for any algorithm.

Both work on the finished perfect maze, with a random generator of their own, so the same
seed gives the same underlying maze with or without them:

* loop percent: that share of the passages (rounded to a whole number, a half to the even
  one) gets one extra opening somewhere, through a closed wall a path could pass (at most as
  many as there are such walls) — in a carved region each one closes one loop; where a
  region was left uncarved (the book's algorithm leaves cut-off regions alone) it joins
  fields instead;
* block permille: each passage, row by row, keeps its wall with that chance, as if the walk
  had gone on without opening it — the fields behind it may be cut off. Blocks that keep the
  maze whole (block mode ``whole``) are the same walls, and then the pieces they cut apart are
  joined again through other walls, chosen at random (Kruskal's rule, the blocked walls tried
  last): a wall stays standing only where the maze does not need it, so no field is cut off,
  and a perfect maze stays perfect.

The counts reported for a build are exact: loops as the cycles of the passage graph (passages
− fields + pieces), blocks as the walls put back.
"""

from __future__ import annotations

import math
import random
from array import array
from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import compress

from labyrinth.generators.events import CARVE, WALL, Event
from labyrinth.generators.grid import (
    CLOSED,
    EAST_AND_SOUTH,
    PASSAGES,
    Grid,
    UnionFind,
    clear_previous,
    side_table,
    wall_numbers,
)
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W

# Mixed into the seed so the imperfections draw apart from the algorithm.
SALT = 0x5EED_100B

# A ``Grid.side_bytes`` table: every side with a passage behind it.
_ALL_PASSAGES = side_table(lambda sides, walls: sides & ~walls & ALL_SIDES)
# How many of a byte's sides are east or south: each passage counted once.
_EAST_SOUTH_COUNT = bytes((value & (BIT_E | BIT_S)).bit_count() for value in range(256))


def _count_sides(sides: bytearray) -> int:
    """How many east and south sides are set in all the bytes together."""
    counts = sides.translate(_EAST_SOUTH_COUNT)
    return counts.count(1) + 2 * counts.count(2)


def passages(grid: Grid) -> Iterator[tuple[int, int]]:
    """The open walls between fields, once each, row by row: ``(field, side)``, side east
    or south. Found before the first is handed out: walls built meanwhile change nothing."""
    sides = grid.side_bytes(PASSAGES)
    for field in compress(range(grid.count), sides):
        for side in EAST_AND_SOUTH:
            if sides[field] & side:
                yield field, side


def add_loops(grid: Grid, rng: random.Random, percent: int) -> Iterator[Event]:
    open_passages = _count_sides(grid.side_bytes(PASSAGES))
    walls = wall_numbers(grid.side_bytes(CLOSED))
    count = min(len(walls), round(open_passages * percent / 100))
    for wall in _sample(rng, walls, count):
        field, side = wall >> 1, EAST_AND_SOUTH[wall & 1]
        yield CARVE, field, grid.carve(field, side)


def _sample(rng: random.Random, population: array, count: int) -> Iterator[int]:
    """``rng.sample(population, count)``, the same draws and the same items in the same order,
    one at a time and without its copies: shuffles ``population`` in place instead of a list
    of it, and marks the chosen in a byte per item instead of a set of them."""
    size = len(population)
    below = rng._randbelow  # type: ignore[attr-defined]  # what ``sample`` draws with: the same numbers, so the same maze
    small_set = 21
    if count > 5:
        small_set += 4 ** math.ceil(math.log(count * 3, 4))
    if size <= small_set:
        for chosen in range(count):
            index = below(size - chosen)
            yield population[index]
            population[index] = population[size - chosen - 1]
    else:
        taken = bytearray(size)
        for _chosen in range(count):
            index = below(size)
            while taken[index]:
                index = below(size)
            taken[index] = 1
            yield population[index]


@dataclass
class Blocks:
    """The walls the blocks left standing, counted as they go."""

    standing: int = 0


def add_blocks(
    grid: Grid, rng: random.Random, permille: int, blocks: Blocks, whole: bool = False
) -> Iterator[Event]:
    """Leave walls standing with a chance of ``permille`` in a thousand; with ``whole``, join
    the pieces they cut apart again (see the module's notes). ``blocks`` counts them."""
    chance = rng.random
    blocked = array("i")  # wall numbers (``field << 1``, plus 1 for south), row by row
    for field, side in passages(grid):
        if chance() * 1000 < permille:
            blocks.standing += 1
            yield WALL, field, grid.build_wall(field, side)
            if whole:
                blocked.append(field << 1 | (side == BIT_S))
    if blocked:
        yield from _join_what_blocks_cut(grid, rng, blocked, blocks)


def _join_what_blocks_cut(
    grid: Grid, rng: random.Random, blocked: array, blocks: Blocks
) -> Iterator[Event]:
    """Join the pieces that ``blocked`` walls cut apart through other closed walls, in random
    order, and through a blocked one only where no other wall will do.

    Only pieces that a blocked wall touches are joined: a region the walk never filled (the
    book's walk fills only its start's) keeps its fields apart, as without the blocks. The
    pieces' union-find borrows the maze's previous-field array, as ``join_pieces`` does (the
    book's walk left its links there, which the blocks have made stale), and leaves it unset.
    """
    clear_previous(grid.maze)
    try:
        yield from _join_pieces_cut(grid, rng, blocked, blocks, UnionFind(grid.maze.previous))
    finally:
        clear_previous(grid.maze)


def _join_pieces_cut(
    grid: Grid, rng: random.Random, blocked: array, blocks: Blocks, pieces: UnionFind
) -> Iterator[Event]:
    step = grid.step
    for field, side in passages(grid):
        pieces.union(field, field + step[side])
    touched = bytearray(grid.count)  # 1 at the root of each piece a blocked wall touches
    for wall in blocked:
        field = wall >> 1
        touched[pieces.find(field)] = 1
        touched[pieces.find(field + step[EAST_AND_SOUTH[wall & 1]])] = 1
    others = wall_numbers(grid.side_bytes(CLOSED))
    rng.shuffle(others)
    last = array("i", blocked)
    rng.shuffle(last)
    for is_block, walls in ((False, others), (True, last)):
        for wall in walls:
            if not is_block and _is_blocked(blocked, wall):
                continue  # tried last
            field, side = wall >> 1, EAST_AND_SOUTH[wall & 1]
            neighbour = field + step[side]
            one, other = pieces.find(field), pieces.find(neighbour)
            if one != other and touched[one] and touched[other]:
                pieces.union(one, other)
                if is_block:
                    blocks.standing -= 1
                yield CARVE, field, grid.carve(field, side)


def _is_blocked(blocked: array, wall: int) -> bool:
    """Whether ``wall`` is in ``blocked`` (ascending): a binary search, no set of them."""
    index = bisect_left(blocked, wall)
    return index < len(blocked) and blocked[index] == wall


def loop_count(grid: Grid, piece: bytes | bytearray | None = None) -> int:
    """Independent loops of the passage graph: passages − open fields + pieces.

    The pieces are counted by a breadth-first search from each field not reached yet,
    a byte per field marking those seen. ``piece`` (a byte per field, 1 in each field of
    one piece) is a piece found already, by a search from the start: only the rest is
    searched then.
    """
    sides = grid.side_bytes(_ALL_PASSAGES)
    open_passages = _count_sides(sides)
    seen = bytearray(grid.closed)
    fields = len(seen) - seen.count(1)
    step = grid.step
    offsets = [
        [step[side] for side in (BIT_N, BIT_E, BIT_S, BIT_W) if value & side] for value in range(16)
    ]
    pieces = 0
    if piece is not None:
        both = int.from_bytes(seen, "big") | int.from_bytes(piece, "big")
        seen[:] = both.to_bytes(len(seen), "big")
        pieces = 1
    first = seen.find(0)
    while first >= 0:
        pieces += 1
        seen[first] = 1
        level = [first]
        while level:
            following: list[int] = []
            for field in level:
                for offset in offsets[sides[field]]:
                    if not seen[field + offset]:
                        seen[field + offset] = 1
                        following.append(field + offset)
            level = following
        first = seen.find(0, first)
    return open_passages - fields + pieces


def imperfect_rng(seed: int) -> random.Random:
    return random.Random((seed % 2**64) ^ SALT)
