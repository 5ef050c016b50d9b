"""The growing forest as a text: several backtrackers grow by turns, joined where they meet."""

from __future__ import annotations

import random
from collections.abc import Iterator
from math import isqrt

from labyrinth.generators.events import Event
from labyrinth.generators.grid import random_side
from labyrinth.generators.growing_forest import SPAWN_TRIES, TURN
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.text import Text

# Each carved field's set: the fields joined with it so far.
Sets = dict[int, set[int]]


def growing_forest(maze: Board, start: int, rng: random.Random) -> Iterator[Event]:
    # each carved field's set: the fields joined to it
    set_of: dict[int, set[int]] = {}
    # each growing tree: a stack of its fields
    trees: list[list[int]] = []
    fields = len(maze.fields())
    seeds = max(2, isqrt(fields) // 4)  # planted first
    # the first seed: the start, if a path enters it
    field: int | None = start
    if not maze.neighbours(start):
        field = new_seed(maze, set_of, rng)
    while field is not None and len(trees) < seeds:
        plant(field, set_of, trees)
        yield maze.visit(field)
        field = new_seed(maze, set_of, rng)
    number = steps_left = 0
    while trees:
        steps_left -= 1
        if steps_left < 0:  # the next tree's turn
            steps_left = TURN
            number += 1
            if number >= len(trees):
                number = 0  # the first tree again
        stack = trees[number]
        field = stack[-1]  # the tree's newest field
        untouched = []
        for neighbour in maze.neighbours(field):
            if neighbour not in set_of:
                untouched.append(neighbour)
            elif set_of[neighbour] is not set_of[field]:
                # a tree not joined yet: join it
                join(set_of, field, neighbour)
                yield maze.carve(field, neighbour)
        if untouched:
            neighbour = random_neighbour(maze, field, untouched, rng)
            set_of[field].add(neighbour)
            set_of[neighbour] = set_of[field]
            stack.append(neighbour)
            yield maze.carve(field, neighbour)
            continue
        # nowhere to grow: drop the field
        stack.pop()
        if stack:
            continue
        # the tree is done: the last tree takes its place
        trees[number] = trees[-1]
        trees.pop()
        steps_left = 0  # its turn ends
        field = new_seed(maze, set_of, rng)
        if field is not None:
            plant(field, set_of, trees)
            yield maze.visit(field)


def plant(field: int, set_of: Sets, trees: list[list[int]]) -> None:
    """A new tree on ``field``: a set and a stack of its own."""
    set_of[field] = {field}
    trees.append([field])


def join(set_of: Sets, field: int, neighbour: int) -> None:
    """The sets of ``field`` and ``neighbour`` become one: the larger takes in the
    smaller, as in Kruskal's text."""
    larger, smaller = set_of[field], set_of[neighbour]
    if len(larger) < len(smaller):
        larger, smaller = smaller, larger
    larger |= smaller
    for member in smaller:
        set_of[member] = larger


def random_neighbour(maze: Board, field: int, neighbours: list[int], rng: random.Random) -> int:
    """One of ``neighbours`` of ``field``, each equally likely, drawn as the fast
    generator draws it: a side from random bytes (``random_side``)."""
    side_of = {maze.grid.side_towards(field, other): other for other in neighbours}
    return side_of[random_side(sum(side_of), rng.getrandbits)]


def new_seed(maze: Board, set_of: Sets, rng: random.Random) -> int | None:
    """A random field no tree has reached, as the fast generator spawns one: a few
    random tries over the whole grid, then the first such field row by row; None if
    every field is reached."""

    def untouched(field: int) -> bool:
        return field not in set_of and bool(maze.neighbours(field))

    for _try in range(SPAWN_TRIES):
        field = int(rng.random() * len(maze))
        if untouched(field):
            return field
    return next(filter(untouched, range(len(maze))), None)


TEXTS = {"growing-forest": Text(growing_forest)}
