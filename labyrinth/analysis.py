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

import time
from array import array
from collections.abc import Iterator

from labyrinth.maze_array import MazeArray
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W


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
        level, _swept, _count = sweep_levels(walls, steps, seen, level, 0)


def sweep_levels(
    walls: bytearray,
    steps: list[tuple[int, ...]],
    seen: bytearray,
    level: list[int],
    most: int,
    wanted: int = -1,
) -> tuple[list[int], list[int], int]:
    """Sweep on from ``level`` (its fields marked in ``seen``), a level after the other,
    until more than ``most`` fields were swept, none is left, or ``wanted`` (a field, -1
    none) is seen: the next level, the last level swept and how many levels were swept.

    Many levels in one call: along a long path each level holds a field or two, and a call
    per level cost more than sweeping it.
    """
    fields = count = 0
    swept = level
    while level and fields <= most:
        swept = level
        fields += len(level)
        count += 1
        following: list[int] = []
        push = following.append
        for field in level:
            for step in steps[walls[field]]:
                neighbour = field + step
                if not seen[neighbour]:
                    seen[neighbour] = 1
                    push(neighbour)
        level = following
        if wanted >= 0 and seen[wanted]:
            break
    return level, swept, count


# Fields swept between two looks at the clock (a few milliseconds).
CLOCK_FIELDS = 20_000


class Reach:
    """One sweep from ``start``, all at once (``finish``) or a slice of time at a time
    (``advance``): a window shows a 4096 × 4096 file's walls first and measures it after,
    as the sweep takes seconds there.

    When done: ``end`` and its distance ``length`` (-1: not reachable) and ``seen``, a byte
    per field, 1 for each field reachable from ``start``. ``end`` None takes the field
    farthest from ``start`` (of several, the first row by row).
    """

    def __init__(self, maze: MazeArray, start: int, end: int | None = None) -> None:
        self.seen = bytearray(len(maze.walls))
        self.seen[start] = 1
        self._walls, self._steps = maze.walls, open_steps(maze.width)
        self._wanted = -1 if end is None else end
        self.end, self.length, self.done = -1 if end is None else end, -1, False
        if end == start:
            self.length = 0
        # the level to sweep next and its distance from the start
        self._level, self._depth = [start], 0

    def advance(self, seconds: float) -> bool:
        """Sweep on for about ``seconds`` (CLOCK_FIELDS fields at least); True when done."""
        until = time.perf_counter() + seconds
        while self._level:
            # once the wanted field is seen, the sweep goes on for the fields it reaches
            wanted = self._wanted if self.length < 0 else -1
            self._level, swept, count = sweep_levels(
                self._walls, self._steps, self.seen, self._level, CLOCK_FIELDS, wanted
            )
            self._depth += count
            if wanted >= 0 and self.seen[wanted]:
                self.length = self._depth  # in the level just found
            if not self._level and self._wanted < 0:  # the farthest: the last level swept
                self.end, self.length = min(swept), self._depth - 1
            if time.perf_counter() > until and self._level:
                return False
        self.done = True
        return True

    def finish(self) -> Reach:
        while not self.done:
            self.advance(3600)
        return self


def reach(maze: MazeArray, start: int, end: int | None = None) -> tuple[int, int, bytearray]:
    """One sweep from ``start`` at once: the end, its distance and the fields reached."""
    swept = Reach(maze, start, end).finish()
    return swept.end, swept.length, swept.seen


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
