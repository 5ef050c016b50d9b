"""Growing forest: several growing trees at once, joined Kruskal-style where they meet.

A few seeds are spread at random (a quarter of the square root of the number of fields, at
least two; the first one at the start field). The trees take turns of a few steps; in each
step, a tree grows like the recursive backtracker: its newest field carves into a random
untouched neighbour, or, if it has none, is dropped. Looking around, the field also meets
the fields of other trees: wherever one belongs to a set of trees it is not joined to yet
(``UnionFind``), the wall between them is opened and the two sets become one — the merge of
Kruskal's algorithm. When a tree has dropped all its fields, a new seed is spawned on a
random untouched field, as long as there is one.

No region ends in pieces, so no joining pass (``join_pieces``) is needed: of two carved
neighbours, the one carved later looks around at least once, and joins the other's set if
it is not its own; sets never split. So each region ends as one set — and one tree, since a
wall is opened only to grow into a new field or to join two different sets. Texture: the
backtracker's long winding passages and few dead ends, but as the trees are joined at random
points, the way from one end of the maze to the other is much shorter.

Events: VISIT for a new seed, CARVE for growing and for joining. (Dropping a field shows
nothing: with the trees taking turns, a walk back would only make the picture jump.)
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Iterator
from math import isqrt

from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import CARVE, VISIT, Event
from labyrinth.generators.grid import (
    CARVED,
    OPPOSITE,
    PICK,
    UNTOUCHED,
    Grid,
    UnionFind,
    clear_previous,
    start_states,
)
from labyrinth.generators.prim import around
from labyrinth.generators.structure import SETS_OF_FIELDS
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray

# Random fields tried for a new seed before the first untouched one row by row is taken.
SPAWN_TRIES = 8
# Pairs of trees known to be joined that are kept to spare the union-find a look.
JOINED_CACHE = 1 << 12
# Steps a tree takes in a row before the next one's turn (a few at once is kinder to the processor's
# cache than one, and looks the same).
TURN = 16


def build(maze: MazeArray, start: int, rng: random.Random, option: str | None) -> Iterator[Event]:
    try:
        yield from _grow(maze, start, rng)
    finally:
        clear_previous(maze)


def _grow(maze: MazeArray, start: int, rng: random.Random) -> Iterator[Event]:
    grid = Grid(maze)
    walls, open_sides, step = grid.walls, grid.open_sides, grid.step
    state = start_states(grid)
    outwards = around(grid)
    bits, chance = rng.getrandbits, rng.random
    # The number of the seed each carved field grew from (seeds are numbered as they are
    # spawned); the seeds' sets are in ``sets``.
    seed_of = array("i", [-1]) * grid.count
    sets = UnionFind(array("i"))
    count = grid.count
    # ``seed * count + other seed`` for pairs of trees already in one set: trees touch along long
    # borders, and a set lookup is much cheaper than asking ``sets`` again. Only a cache: it is
    # emptied when it is full, as new trees keep meeting.
    joined: set[int] = set()
    # The active trees' newest fields. The carved fields of a tree that may still grow are a
    # stack, linked by the maze's previous-field array (the field each grew from; -1 below
    # the seed), which only the book's walk fills: no list of Python integers.
    trees = array("i")
    below = maze.previous
    # Every field before it is carved: where the search for an untouched field starts.
    low = 0

    def untouched_field() -> int:
        """A random untouched field, or the first one row by row; -1 if there is none."""
        nonlocal low
        for _try in range(SPAWN_TRIES):
            field = int(chance() * grid.count)
            if state[field] == UNTOUCHED:
                return field
        field = state.find(UNTOUCHED, low)
        if field >= 0:
            low = field
        return field

    seeds = max(2, isqrt(grid.count - maze.closed_fields_mask().count(1)) // 4)
    field = start if state[start] == UNTOUCHED else untouched_field()
    while field >= 0 and len(trees) < seeds:
        state[field] = CARVED
        seed_of[field] = sets.add()
        trees.append(field)
        yield VISIT, field, -1
        field = untouched_field()
    number = 0
    turn = 0
    while trees:
        turn -= 1
        if turn < 0:
            turn = TURN
            number += 1
            if number >= len(trees):
                number = 0
        field = trees[number]
        seed = seed_of[field]
        choices = 0
        for offset, side in outwards[open_sides[field]]:
            other = seed_of[field + offset]
            if other < 0:
                choices |= side
            elif other != seed and seed * count + other not in joined:
                # a field of another tree: open the wall if their sets are still apart
                if len(joined) >= JOINED_CACHE:
                    joined.clear()
                joined.add(seed * count + other)
                if sets.union(seed, other):
                    # ^= takes the wall down: it is known to stand, and one XOR is cheaper than &= ~
                    walls[field] ^= side
                    walls[field + offset] ^= OPPOSITE[side]
                    yield CARVE, field, field + offset
        if choices:
            # random_side(choices, bits) written out: a call per step costs about 5 %
            side = PICK[choices << 8 | bits(8)]
            while not side:
                side = PICK[choices << 8 | bits(8)]
            neighbour = field + step[side]
            # ^= takes the wall down: it is known to stand, and one XOR is cheaper than &= ~
            walls[field] ^= side
            walls[neighbour] ^= OPPOSITE[side]
            state[neighbour] = CARVED
            seed_of[neighbour] = seed
            below[neighbour] = field
            trees[number] = neighbour
            yield CARVE, field, neighbour
            continue
        # nothing left to grow into: drop the field
        field = below[field]
        if field >= 0:
            trees[number] = field
            continue
        trees[number] = trees[-1]
        trees.pop()
        turn = 0
        field = untouched_field()
        if field >= 0:
            state[field] = CARVED
            seed_of[field] = sets.add()
            trees.append(field)
            yield VISIT, field, -1


ALGORITHMS = (
    Algorithm(
        "growing-forest",
        N_("Growing forest"),
        N_(
            "Several trees grow at once like the backtracker and are joined where they "
            "meet, as in Kruskal's algorithm. Long winding passages, but shorter ways "
            "through the maze."
        ),
        build,
        order=100,
        structure=SETS_OF_FIELDS,
    ),
)
