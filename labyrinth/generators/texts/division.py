"""Recursive division as a text: one empty chamber, divided by walls with one opening each."""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.generators.events import Event
from labyrinth.generators.grid import join_pieces
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.text import Text

# A place of a wall: the fields on either side of it.
Place = tuple[int, int]


def division(maze: Board, rng: random.Random) -> Iterator[Event]:
    # all inner walls down: one empty chamber
    yield maze.clear()
    chambers = [(0, 0, maze.width, maze.height)]
    while chambers:
        left, top, columns, rows = chambers.pop()
        if columns < 2 or rows < 2:
            continue  # a corridor stays as it is
        wall = []  # the places of the new wall
        # a vertical wall with the chance
        # columns / (columns + rows)
        if rng.random() * (columns + rows) < columns:
            # a wall east of column x, top to bottom
            x = left + int(rng.random() * (columns - 1))
            for y in range(top, top + rows):
                west = maze.field_at(x, y)
                east = maze.field_at(x + 1, y)
                wall.append((west, east))
            first = (left, top, x - left + 1, rows)
            second = (x + 1, top, left + columns - x - 1, rows)
        else:
            # a wall south of row y, left to right
            y = top + int(rng.random() * (rows - 1))
            for x in range(left, left + columns):
                north = maze.field_at(x, y)
                south = maze.field_at(x, y + 1)
                wall.append((north, south))
            first = (left, top, columns, y - top + 1)
            second = (left, y + 1, columns, top + rows - y - 1)
        # one place stays open: the way
        # between the halves
        opening = pick_opening(maze, wall, rng)
        wall.remove(opening)
        for here, there in wall:
            # no new wall where a border stands
            if there in maze.neighbours(here):
                yield maze.build_wall(here, there)
        chambers.append(second)
        # the left or upper half is divided next
        chambers.append(first)
    if borders_inside(maze):
        # borders cut the tree: join its pieces
        yield from join_pieces(maze.grid, rng)


def pick_opening(maze: Board, wall: list[Place], rng: random.Random) -> Place:
    """A random place of ``wall``; if a border stands there, a random one of the places
    a path may pass (when there is one), as the fast generator draws it."""
    opening = wall[int(rng.random() * len(wall))]
    passable = [place for place in wall if place[1] in maze.neighbours(place[0])]
    if opening in passable or not passable:
        return opening
    return rng.choice(passable)


def borders_inside(maze: Board) -> bool:
    """Whether borders stand between fields of the grid (excluded fields, islands)."""
    width, height = maze.width, maze.height
    full_grid = (width - 1) * height + width * (height - 1)
    return len(maze.passable_walls()) < full_grid


TEXTS = {"recursive-division": Text(division)}
