"""Hunt and kill as a text: walk into random untouched fields; when stuck, hunt row by row for
an untouched field next to the maze and walk on from there."""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.generators.events import Event
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.dice import random_neighbour
from labyrinth.generators.texts.text import Text


def hunt_and_kill(maze: Board, start: int, rng: random.Random) -> Iterator[Event]:
    for field in [start, *maze.fields()]:
        if not maze.untouched(field):
            continue  # built already
        if not maze.neighbours(field):
            continue  # no path leaves it
        yield maze.visit(field)
        while True:
            # kill: walk on into untouched fields
            untouched = untouched_neighbours(maze, field)
            while untouched:
                new = random_neighbour(untouched, rng)
                yield maze.carve(field, new)
                field = new
                untouched = untouched_neighbours(maze, field)
            # hunt: row by row for an untouched
            # field next to a carved one
            found = hunt(maze)
            if found is None:
                break  # the region is done
            # in from a random carved neighbour
            carved = carved_neighbours(maze, found)
            entrance = random_neighbour(carved, rng)
            yield maze.carve(entrance, found)
            field = found


def untouched_neighbours(maze: Board, field: int) -> list[int]:
    """The neighbours of ``field`` that no passage reaches yet."""
    return [neighbour for neighbour in maze.neighbours(field) if maze.untouched(neighbour)]


def carved_neighbours(maze: Board, field: int) -> list[int]:
    """The neighbours of ``field`` that are in the maze already."""
    return [neighbour for neighbour in maze.neighbours(field) if not maze.untouched(neighbour)]


def hunt(maze: Board) -> int | None:
    """Row by row, the first untouched field next to a carved one; None if there is none."""
    for field in maze.fields():
        if maze.untouched(field) and carved_neighbours(maze, field):
            return field
    return None


TEXTS = {"hunt-and-kill": Text(hunt_and_kill)}
