"""Measuring a built maze along its passages: distances, the farthest field, the diameter,
a shortest path.

The breadth-first searches that measure a maze live here: ``distances`` (every field's
distance: the end of every algorithm but the book's, and the way back of ``shortest_path``
for a picture's solution) and ``levels``, its leaner twin that stores no distance, of which
``reach`` (a loaded maze's path length and the fields no path reaches) and ``sweep`` (the
diameter: the ends on the longest path, the texture's longest path) are made. The solvers'
bfs keeps a link per field instead, so it can hand out its search as events and walk its
way back.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator

from labyrinth.maze_array import MazeArray
from labyrinth.maze_field import BIT_E, BIT_N, BIT_S, BIT_W


def open_steps(width: int) -> list[tuple[int, ...]]:
    """Per wall byte: the index offsets to the neighbours behind its open sides."""
    sides = ((BIT_N, -width), (BIT_E, 1), (BIT_S, width), (BIT_W, -1))
    return [tuple(step for side, step in sides if not value & side) for value in range(256)]


def distances(maze: MazeArray, start: int) -> array:
    """Steps from ``start`` to every field along open walls (-1: not reachable).

    Breadth-first, one level of distance at a time, each field's open sides looked up in a
    table: the end field of every algorithm but the book's is found with it, so it has to
    be quick.
    """
    walls, steps = maze.walls, open_steps(maze.width)
    distance = array("i", [-1]) * len(walls)
    distance[start] = 0
    frontier = [start]
    level = 0
    while frontier:
        level += 1
        reached: list[int] = []
        push = reached.append
        for field in frontier:
            for step in steps[walls[field]]:
                if distance[field + step] < 0:
                    distance[field + step] = level
                    push(field + step)
        frontier = reached
    return distance


def farthest(distance: array) -> int:
    """The field farthest from the start; of several, the first row by row."""
    return distance.index(max(distance))


def levels(maze: MazeArray, start: int, seen: bytearray) -> Iterator[list[int]]:
    """The fields 0, 1, 2 ... steps from ``start`` along open walls, a list per distance.

    ``seen`` has a byte per field: each field found is set to 1, and one set already is
    not entered. No distance is stored, so this is lean enough for the biggest mazes.
    """
    walls, steps = maze.walls, open_steps(maze.width)
    seen[start] = 1
    level = [start]
    while level:
        yield level
        following: list[int] = []
        push = following.append
        for field in level:
            for step in steps[walls[field]]:
                neighbour = field + step
                if not seen[neighbour]:
                    seen[neighbour] = 1
                    push(neighbour)
        level = following


def reach(maze: MazeArray, start: int, end: int | None = None) -> tuple[int, int, bytearray]:
    """One sweep from ``start``: the end, its distance (-1: not reachable) and a byte per
    field, 1 for each field reachable from ``start``.

    ``end`` None takes the field farthest from ``start`` (of several, the first row by row).
    """
    seen = bytearray(len(maze.walls))
    length, depth, last = -1, 0, [start]
    for depth, level in enumerate(levels(maze, start, seen)):
        if end is None:
            last = level
        elif length < 0 and seen[end]:
            length = depth
    if end is None:
        return min(last), depth, seen
    return end, length, seen


def sweep(maze: MazeArray, start: int) -> tuple[int, int]:
    """The field farthest from ``start`` (of several, the first row by row) and its distance.

    The same answer as ``farthest(distances(...))``, about three times faster: a byte per
    field marks it seen, and no distance is stored.
    """
    far, depth, _seen = reach(maze, start)
    return far, depth


def diameter(maze: MazeArray, start: int) -> tuple[int, int, int]:
    """Both ends of the longest path in ``start``'s region, and its length.

    Two sweeps: to the field farthest from ``start``, then to the one farthest from that.
    Exact for a perfect maze; with loops a lower bound of the longest shortest path.
    """
    first, _depth = sweep(maze, start)
    second, length = sweep(maze, first)
    return first, second, length


def shortest_path(maze: MazeArray, start: int, end: int) -> list[int]:
    """The field indices of a shortest path from ``start`` to ``end`` (empty if none).

    Walks back from the end along falling distances, so it needs no recursion and no
    stored predecessors; of several shortest paths it takes the first side found.
    """
    distance = distances(maze, start)
    if distance[end] < 0:
        return []
    walls, steps = maze.walls, open_steps(maze.width)
    path = [end]
    field = end
    while field != start:
        field = next(
            field + step
            for step in steps[walls[field]]
            if distance[field + step] == distance[field] - 1
        )
        path.append(field)
    path.reverse()
    return path
