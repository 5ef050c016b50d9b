"""The maze as the algorithms' texts see it: fields, their neighbours, walls to take down.

A field is a number, ``y * width + x``, as in the events. ``neighbours`` lists the fields a
path may reach from one (north, east, south, west; no border between, none excluded), and
each change returns the event the text yields, so that a line such as
``yield maze.carve(field, neighbour)`` changes the maze and shows it in one.
"""

from __future__ import annotations

from labyrinth.generators.events import (
    BACK,
    CARVE,
    CLEAR,
    FRONTIER,
    MARK,
    UNMARK,
    VISIT,
    WALL,
    Event,
)
from labyrinth.generators.grid import Grid
from labyrinth.maze_array import MazeArray
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W

# A side by its letter, as the algorithms' options name them.
_SIDE_BITS = {"N": BIT_N, "E": BIT_E, "S": BIT_S, "W": BIT_W}


class Board:
    """A MazeArray (its rim borders set, its walls up) for the texts to read and carve."""

    def __init__(self, maze: MazeArray) -> None:
        self.grid = Grid(maze)
        self.width, self.height = maze.width, maze.height

    # -- looking --------------------------------------------------------------------------------

    def fields(self) -> list[int]:
        """Every field a path may enter, row by row."""
        return list(self.grid.open_fields())

    def row(self, y: int) -> list[int]:
        """The fields of row ``y`` a path may enter, left to right."""
        closed = self.grid.closed
        first = y * self.width
        return [field for field in range(first, first + self.width) if not closed[field]]

    def neighbours(self, field: int) -> list[int]:
        """The fields next to ``field`` that a path may reach: north, east, south, west."""
        return [neighbour for _side, neighbour in self.grid.neighbours(field)]

    def neighbour(self, field: int, side: str) -> int | None:
        """The field next to ``field`` on ``side`` ("N", "E", "S" or "W") if a path may
        reach it from there; else None."""
        bit = _SIDE_BITS[side]
        if not self.grid.open_sides[field] & bit:
            return None
        return field + self.grid.step[bit]

    def region(self, field: int) -> set[int]:
        """The fields a path from ``field`` may reach, ``field`` too: its region."""
        region, todo = {field}, [field]
        while todo:
            for neighbour in self.neighbours(todo.pop()):
                if neighbour not in region:
                    region.add(neighbour)
                    todo.append(neighbour)
        return region

    def untouched(self, field: int) -> bool:
        """Whether all four walls of ``field`` still stand (no passage reaches it yet)."""
        return self.grid.walls[field] == ALL_SIDES

    def field_at(self, x: int, y: int) -> int:
        return y * self.width + x

    def x(self, field: int) -> int:
        return field % self.width

    def y(self, field: int) -> int:
        return field // self.width

    # -- changing: each returns the event that shows it -------------------------------------------

    def carve(self, field: int, neighbour: int) -> Event:
        """Take down the wall between two fields next to each other."""
        self.grid.carve(field, self.grid.side_towards(field, neighbour))
        return CARVE, field, neighbour

    def build_wall(self, field: int, neighbour: int) -> Event:
        """Put up the wall between two fields next to each other."""
        self.grid.build_wall(field, self.grid.side_towards(field, neighbour))
        return WALL, field, neighbour

    def clear(self) -> Event:
        """Take down every wall a path may pass: one empty chamber."""
        for field, neighbour in self.passable_walls():
            self.grid.carve(field, self.grid.side_towards(field, neighbour))
        return CLEAR, -1, -1

    def passable_walls(self) -> list[tuple[int, int]]:
        """Every wall a path could pass, once, as ``(field, neighbour)``: the east, then the
        south wall of each field, row by row."""
        step = self.grid.step
        return [(field, field + step[side]) for field, side in self.grid.passable_walls()]

    # -- events that change nothing but what is shown ---------------------------------------------

    @staticmethod
    def visit(field: int) -> Event:
        """The algorithm stands on ``field``."""
        return VISIT, field, -1

    @staticmethod
    def back(field: int, to: int) -> Event:
        """The algorithm steps back from ``field`` to ``to``."""
        return BACK, field, to

    @staticmethod
    def drop(field: int) -> Event:
        """The algorithm is done with ``field`` and steps back nowhere (it takes another)."""
        return BACK, field, -1

    @staticmethod
    def to_frontier(field: int) -> Event:
        """``field`` joins the frontier: it waits at the edge of the growing maze."""
        return FRONTIER, field, -1

    @staticmethod
    def mark(field: int) -> Event:
        """``field`` joins the random walk."""
        return MARK, field, -1

    @staticmethod
    def unmark(field: int) -> Event:
        """``field`` leaves the random walk."""
        return UNMARK, field, -1
