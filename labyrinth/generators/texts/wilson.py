"""Wilson's algorithm as a text: random walks, their loops erased, carved in where they meet
the maze."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import pairwise

from labyrinth.generators.aldous_broder import regions
from labyrinth.generators.events import Event
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.dice import random_stepper
from labyrinth.generators.texts.text import Text
from labyrinth.generators.wilson import first_field as fast_first_field


def wilson(maze: Board, start: int, rng: random.Random) -> Iterator[Event]:
    in_maze = set()
    # the fields of regions that have a field
    # in the maze
    rooted = set()
    if maze.neighbours(start):
        first_field = choose_first_field(maze, start, rng)
        in_maze.add(first_field)
        rooted = maze.region(first_field)
        yield maze.visit(first_field)
    # random_step(field): a random neighbour
    # of field (the fast walk's dice)
    random_step = random_stepper(maze, rng)
    for field in maze.fields():  # row by row
        if field in in_maze:
            continue
        if not maze.neighbours(field):
            continue  # no path leaves it
        if field not in rooted:
            # another region: this field is its
            # maze's first
            in_maze.add(field)
            rooted |= maze.region(field)
            yield maze.visit(field)
            continue
        walk = [field]
        yield maze.mark(field)
        while True:
            neighbour = random_step(walk[-1])
            if neighbour in in_maze:
                # the maze is met: the walk ends
                walk.append(neighbour)
                break
            if neighbour in walk:
                # a loop: erase it
                while walk[-1] != neighbour:
                    yield maze.unmark(walk.pop())
            else:
                walk.append(neighbour)
                yield maze.mark(neighbour)
        # carve the walk into the maze
        for here, there in pairwise(walk):
            in_maze.add(here)
            yield maze.unmark(here)
            yield maze.carve(here, there)


def choose_first_field(maze: Board, start: int, rng: random.Random) -> int:
    """The maze's first field as the fast generator chooses it: the centre if it is in the
    start's region (the walks find it soonest), else a random field of that region."""
    number, _sizes = regions(maze.grid)
    return fast_first_field(maze.grid, start, number, rng)


TEXTS = {"wilson": Text(wilson)}
