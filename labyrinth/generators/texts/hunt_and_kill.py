"""Hunt and kill as a text: walk into random new fields; when stuck, hunt row by row for a
new field next to the maze and walk on from there."""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.generators.events import Event
from labyrinth.generators.grid import SIDES, random_side
from labyrinth.generators.texts.aldous_broder import region_starts
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.text import Text


def hunt_and_kill(maze: Board, start: int, rng: random.Random) -> Iterator[Event]:
    for field in region_starts(maze, start):
        yield maze.visit(field)
        while True:
            # kill: walk on into new fields
            while new := new_beside(maze, field):
                neighbour = random_one(new, rng)
                yield maze.carve(field, neighbour)
                field = neighbour
            # hunt: row by row for a new field
            # next to a carved one
            found = hunt(maze)
            if found is None:
                break  # the region is done
            # in from a random carved neighbour
            carved = carved_beside(maze, found)
            entrance = random_one(carved, rng)
            yield maze.carve(entrance, found)
            field = found


def new_beside(maze: Board, field: int) -> list[int]:
    """The untouched neighbours of ``field``: new to the maze."""
    return [neighbour for neighbour in maze.neighbours(field) if maze.untouched(neighbour)]


def carved_beside(maze: Board, field: int) -> list[int]:
    """The neighbours of ``field`` that are in the maze already."""
    return [neighbour for neighbour in maze.neighbours(field) if not maze.untouched(neighbour)]


def hunt(maze: Board) -> int | None:
    """Row by row, the first new field next to a carved one; None if there is none."""
    for field in maze.fields():
        if maze.untouched(field) and carved_beside(maze, field):
            return field
    return None


def random_one(neighbours: list[int], rng: random.Random) -> int:
    """One of (up to four) ``neighbours``, each equally likely, drawn as the fast generator
    draws a side of a field with ``random_side``. For the same random bytes it picks the
    i-th of a mask's sides whichever sides they are; so asked for one of the first
    ``len(neighbours)`` sides, it picks the index of a neighbour."""
    first_sides = SIDES[: len(neighbours)]
    return neighbours[first_sides.index(random_side(sum(first_sides), rng.getrandbits))]


TEXTS = {"hunt-and-kill": Text(hunt_and_kill)}
