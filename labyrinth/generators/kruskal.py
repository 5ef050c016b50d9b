"""Kruskal's algorithm: every wall in random order, taken down if it joins two separate trees.

The French course's spanning tree: each field starts as a tree of its own; each step takes a
random wall not yet visited (a Fisher-Yates shuffle, one step per wall inside the main loop),
among the walls a path may pass. A wall whose two fields lie in different trees is opened
and the trees are merged, a wall inside one tree stays (opening it would make a loop); it
stops when all fields are connected. Which tree a field belongs to is kept in a union-find
(path halving, union by size) in one flat array, so each wall costs nearly constant time:
the maze's previous-field array, which only the book's walk fills, all -1 before the build
and again after it. With the walls to shuffle, four bytes a wall, that keeps the build near
14 bytes a field, the maze's 6 included.
Passages appear all over the maze at once and grow together; the texture has many short
dead ends.

Excluded fields need no fix: only walls a path may pass are in the list, so the trees grow
inside each region and end as one perfect maze per region.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Iterator
from itertools import chain

from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import CARVE, Event
from labyrinth.generators.grid import clear_previous, wall_numbers_by_slices
from labyrinth.generators.structure import SETS_OF_FIELDS
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W

# Random words drawn at a time: a few kilobytes, not 4 or 8 bytes a wall at once.
_WORDS_AT_ONCE = 1 << 12


def random_words(rng: random.Random, count: int, bits: int) -> Iterator[array]:
    """``count`` random words of ``bits`` bits, in arrays of ``_WORDS_AT_ONCE``: the same
    words as one ``rng.randbytes`` for all of them, which fills its bytes in order."""
    for begin in range(0, count, _WORDS_AT_ONCE):
        words = array("I" if bits == 32 else "Q")
        words.frombytes(rng.randbytes(bits // 8 * min(_WORDS_AT_ONCE, count - begin)))
        yield words


def build(maze: MazeArray, start: int, rng: random.Random, option: str | None) -> Iterator[Event]:
    try:
        yield from _shuffle_walls(maze, rng)
    finally:
        clear_previous(maze)


def _shuffle_walls(maze: MazeArray, rng: random.Random) -> Iterator[Event]:
    width, count = maze.width, maze.width * maze.height
    walls = maze.walls
    # Wall number 2 * field is the east wall of the field, 2 * field + 1 its south wall.
    order = wall_numbers_by_slices(maze.open_sides_by_rows)
    # parent[f] >= 0: the next field towards the root of f's tree; < 0: f is a root, and
    # -parent[f] is the size of its tree.
    parent = maze.previous
    missing = count - maze.closed_fields_mask().count(1) - 1  # passages of a single region
    steps = (1, width)  # from a field to the one behind its east or south wall
    near, far = (BIT_E, BIT_S), (BIT_W, BIT_N)  # the wall's two faces, by ``wall & 1``
    carve = CARVE  # a local: read a million times
    # The random numbers of the shuffle, drawn at once: 32 bits each (64 for huge mazes), so
    # that ``draw * left >> bits`` favours no wall by more than a 256th.
    bits = 32 if len(order) < 1 << 24 else 64
    draws = chain.from_iterable(random_words(rng, len(order), bits))
    for left, draw in zip(range(len(order), 0, -1), draws, strict=True):
        # The shuffle, one step at a time (Fisher-Yates): draw the next wall among the
        # ``left`` ones not taken yet; the last of those takes the drawn one's place.
        drawn = draw * left >> bits
        wall = order[drawn]
        order[drawn] = order[left - 1]
        field, kind = wall >> 1, wall & 1
        other = field + steps[kind]
        # Find both roots, with path halving: every second field on the way skips one.
        first, link = field, parent[field]
        while link >= 0:
            upper = parent[link]
            if upper < 0:
                first, link = link, upper
                break
            parent[first] = upper
            first, link = upper, parent[upper]
        first_size = link  # negative
        second, link = other, parent[other]
        while link >= 0:
            upper = parent[link]
            if upper < 0:
                second, link = link, upper
                break
            parent[second] = upper
            second, link = upper, parent[upper]
        if first == second:
            continue
        if first_size <= link:  # the first tree is at least as large: it takes the second
            parent[second] = first
            parent[first] = first_size + link
        else:
            parent[first] = second
            parent[second] = first_size + link
        walls[field] ^= near[kind]  # the wall stood (each is opened once): XOR takes it down
        walls[other] ^= far[kind]
        yield carve, field, other
        missing -= 1
        if not missing:
            break


ALGORITHMS = (
    Algorithm(
        "kruskal",
        N_("Kruskal's algorithm (the course's spanning tree)"),
        N_(
            "All walls in random order: a wall comes down if it joins two parts not "
            "yet connected (union-find). Passages appear all over the maze; many short "
            "dead ends."
        ),
        build,
        order=60,
        structure=SETS_OF_FIELDS,
    ),
)
