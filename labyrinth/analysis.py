"""Measuring a built maze: distances along its passages, and the numbers of its texture."""

from __future__ import annotations

from array import array

from labyrinth.maze_array import MazeArray
from labyrinth.maze_field import BIT_E, BIT_N, BIT_S, BIT_W


def distances(maze: MazeArray, start: int) -> array:
    """Steps from ``start`` to every field along open walls (-1: not reachable).

    Breadth-first, one level of distance at a time, the four sides written out: the end
    field of every algorithm but the book's is found with it, so it has to be quick.
    """
    width, walls = maze.width, maze.walls
    distance = array("i", [-1]) * len(walls)
    distance[start] = 0
    frontier = [start]
    level = 0
    while frontier:
        level += 1
        reached: list[int] = []
        push = reached.append
        for field in frontier:
            wall = walls[field]
            if not wall & BIT_N and distance[field - width] < 0:
                distance[field - width] = level
                push(field - width)
            if not wall & BIT_E and distance[field + 1] < 0:
                distance[field + 1] = level
                push(field + 1)
            if not wall & BIT_S and distance[field + width] < 0:
                distance[field + width] = level
                push(field + width)
            if not wall & BIT_W and distance[field - 1] < 0:
                distance[field - 1] = level
                push(field - 1)
        frontier = reached
    return distance


def farthest(distance: array) -> int:
    """The field farthest from the start; of several, the first row by row."""
    return distance.index(max(distance))
