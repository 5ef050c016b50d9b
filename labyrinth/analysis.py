"""Measuring a built maze: distances along its passages, and the numbers of its texture."""

from __future__ import annotations

from array import array
from collections import deque

from labyrinth.maze_array import MazeArray
from labyrinth.maze_field import BIT_E, BIT_N, BIT_S, BIT_W


def distances(maze: MazeArray, start: int) -> array:
    """Steps from ``start`` to every field along open walls (-1: not reachable)."""
    width, walls = maze.width, maze.walls
    distance = array("i", [-1]) * len(walls)
    distance[start] = 0
    queue = deque((start,))
    pop, push = queue.popleft, queue.append
    while queue:
        field = pop()
        wall = walls[field]
        step = distance[field] + 1
        for bit, neighbour in ((BIT_N, field - width), (BIT_E, field + 1),
                               (BIT_S, field + width), (BIT_W, field - 1)):
            if not wall & bit and distance[neighbour] < 0:
                distance[neighbour] = step
                push(neighbour)
    return distance


def farthest(distance: array) -> int:
    """The field farthest from the start; of several, the first row by row."""
    return distance.index(max(distance))
