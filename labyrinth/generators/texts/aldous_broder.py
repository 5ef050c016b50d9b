"""Aldous-Broder as a text: a random walk that opens the wall whenever it enters a new field.

The walk's dice and the region tools here are shared with the texts of Wilson's algorithm
and of hunt and kill, as the fast modules share theirs.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from labyrinth.generators.aldous_broder import random_bytes
from labyrinth.generators.events import Event
from labyrinth.generators.grid import SIDES
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.text import Text


def aldous_broder(maze: Board, start: int, rng: random.Random) -> Iterator[Event]:
    random_neighbour = walk_dice(maze, rng)
    for field in region_starts(maze, start):
        yield maze.visit(field)
        region = region_of(maze, field)
        missing = len(region) - 1
        while missing:
            neighbour = random_neighbour(field)
            if maze.untouched(neighbour):
                # a new field: open the way in
                yield maze.carve(field, neighbour)
                missing -= 1
            else:
                yield maze.visit(neighbour)
            field = neighbour


def walk_dice(maze: Board, rng: random.Random) -> Callable[[int], int]:
    """``random_neighbour(field)``: one of the field's neighbours, each equally likely, drawn
    as the fast walk draws it. The last two bits of a random byte pick a side (north, east,
    south, west); where no path may pass, the next byte is drawn. The bytes are drawn 4096
    at a time, when the first is needed."""
    randoms = random_bytes(rng)
    open_sides, step = maze.grid.open_sides, maze.grid.step

    def random_neighbour(field: int) -> int:
        while True:
            side = SIDES[next(randoms) & 3]
            if open_sides[field] & side:
                return field + step[side]

    return random_neighbour


def region_starts(maze: Board, start: int) -> Iterator[int]:
    """The field each region's walk begins at: ``start``, then row by row the first field of
    each region no walk has touched (each looked for when the walk before has touched every
    field of its region). A field no path can leave is no region to walk."""
    for field in [start, *maze.fields()]:
        if maze.untouched(field) and maze.neighbours(field):
            yield field


def region_of(maze: Board, field: int) -> set[int]:
    """The fields a path from ``field`` may reach, ``field`` too: its region."""
    region, todo = {field}, [field]
    while todo:
        for neighbour in maze.neighbours(todo.pop()):
            if neighbour not in region:
                region.add(neighbour)
                todo.append(neighbour)
    return region


TEXTS = {"aldous-broder": Text(aldous_broder)}
