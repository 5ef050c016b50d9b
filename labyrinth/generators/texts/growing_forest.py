"""The growing forest as a text: several backtrackers grow by turns, joined where they meet."""

from __future__ import annotations

import random
from collections.abc import Iterator
from math import isqrt

from labyrinth.generators.events import Event
from labyrinth.generators.growing_forest import SPAWN_TRIES, TURN
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.dice import random_neighbour
from labyrinth.generators.texts.text import Text

# Each carved field's set: the fields joined with it so far.
Sets = dict[int, set[int]]


def growing_forest(maze: Board, start: int, rng: random.Random) -> Iterator[Event]:
    # each carved field's set: the fields
    # joined to it
    set_of: Sets = {}
    # each growing tree: a stack of its fields
    trees: list[list[int]] = []
    field_count = len(maze.fields())
    # the trees planted first
    seeds = max(2, isqrt(field_count) // 4)
    # the first seed: the start, if a path
    # enters it
    field: int | None = start
    if not maze.neighbours(start):
        field = new_seed(maze, set_of, rng)
    while field is not None and len(trees) < seeds:
        plant(field, set_of, trees)
        yield maze.visit(field)
        field = new_seed(maze, set_of, rng)
    # the tree whose turn it is: the first turn
    # goes to the second tree (as in the fast
    # code)
    current = 0
    steps_left = 0
    while trees:
        steps_left -= 1
        if steps_left < 0:
            # the next tree's turn
            steps_left = TURN
            current += 1
            if current >= len(trees):
                current = 0  # the first tree again
        stack = trees[current]
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
            new = random_neighbour(untouched, rng)
            set_of[field].add(new)
            set_of[new] = set_of[field]
            stack.append(new)
            yield maze.carve(field, new)
            continue
        # nowhere to grow: drop the field
        stack.pop()
        if stack:
            continue
        # the tree is done: the last tree takes
        # its place
        trees[current] = trees[-1]
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


def new_seed(maze: Board, set_of: Sets, rng: random.Random) -> int | None:
    """A random field no tree has reached, as the fast generator spawns one: a few
    random tries over the whole grid (excluded fields too), then the first such field
    row by row; None if every field is reached."""

    def unreached(field: int) -> bool:
        return field not in set_of and bool(maze.neighbours(field))

    grid_fields = maze.width * maze.height
    for _try in range(SPAWN_TRIES):
        field = int(rng.random() * grid_fields)
        if unreached(field):
            return field
    for field in range(grid_fields):
        if unreached(field):
            return field
    return None


TEXTS = {"growing-forest": Text(growing_forest)}
