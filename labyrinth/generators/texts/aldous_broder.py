"""Aldous-Broder as a text: a random walk that opens the wall whenever it enters a new field."""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.generators.events import Event
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.dice import random_stepper
from labyrinth.generators.texts.text import Text


def aldous_broder(maze: Board, start: int, rng: random.Random) -> Iterator[Event]:
    # random_step(field): a random neighbour
    # of field (the fast walk's dice)
    random_step = random_stepper(maze, rng)
    for field in [start, *maze.fields()]:
        if not maze.untouched(field):
            continue  # walked already
        if not maze.neighbours(field):
            continue  # no path leaves it
        yield maze.visit(field)
        region = maze.region(field)
        fields_left = len(region) - 1
        while fields_left > 0:
            neighbour = random_step(field)
            if maze.untouched(neighbour):
                # a new field: open the way in
                yield maze.carve(field, neighbour)
                fields_left -= 1
            else:
                yield maze.visit(neighbour)
            field = neighbour


TEXTS = {"aldous-broder": Text(aldous_broder)}
