"""The book's recursive backtracker as a flat loop: the engine behind ``build_maze``.

``MazeGraphs.find_neighbours`` recurses once per step, as the Java does; in Python that
dies at about a thousand steps. Its recursive call is the last statement, so it is a loop
in disguise. This module is that loop, over the maze's flat arrays instead of field objects.
It asks the direction source exactly the same questions as the literal code, so both carve
the same maze for the same seed (tested).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from labyrinth.generators.algorithm import Algorithm
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.maze_field import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W


@dataclass
class Carving:
    """What the walk found; filled in when its last step is taken."""

    # Flat index of the end field: the first dead end found at the greatest depth.
    end: int = -1
    # Path length from the start field to the end field.
    length: int = 0


def carve(maze: MazeArray, start: int, choose: Callable[[int], int]) -> Carving:
    """Carve the whole maze from ``start`` at once.

    Java: MazeGraphs.findNeighbours (its loop form)
    """
    carving = Carving()
    deque(carve_steps(maze, start, choose, carving), maxlen=0)  # runs it in C, keeps nothing
    return carving


def carve_steps(
    maze: MazeArray, start: int, choose: Callable[[int], int], carving: Carving
) -> Iterator[tuple[int, int]]:
    """Carve from ``start`` one step at a time, yielding ``(field, next_field)`` flat indices.

    ``choose(enterable_sides)`` picks the side to go through. Each step is one call of the
    Java's findNeighbours: enter a random unvisited neighbour (then ``next_field``'s
    previous field is ``field``), or, at a dead end, record the end field if this path is
    the longest so far and step back to the previous field. The last step goes back from
    the start field to -1; then ``carving`` holds the end field and the path length.
    """
    width, walls, previous = maze.width, maze.walls, maze.previous
    open_sides = maze.open_sides()
    steps = {BIT_N: -width, BIT_E: 1, BIT_S: width, BIT_W: -1}
    step = tuple(steps.get(bit, 0) for bit in range(9))  # a tuple indexed by side bit: fastest
    opposite = (0, BIT_S, BIT_W, 0, BIT_N, 0, 0, 0, BIT_E)
    field = start
    depth = longest = 0
    end = start
    while field >= 0:
        sides = open_sides[field]
        enterable = 0
        if sides & BIT_N and walls[field - width] == ALL_SIDES:
            enterable = BIT_N
        if sides & BIT_E and walls[field + 1] == ALL_SIDES:
            enterable |= BIT_E
        if sides & BIT_S and walls[field + width] == ALL_SIDES:
            enterable |= BIT_S
        if sides & BIT_W and walls[field - 1] == ALL_SIDES:
            enterable |= BIT_W
        side = choose(enterable)
        if side:
            neighbour = field + step[side]
            # ^= takes the wall down: it is known to stand, and one XOR is cheaper than &= ~
            walls[field] ^= side
            walls[neighbour] ^= opposite[side]
            previous[neighbour] = field
            yield field, neighbour
            field = neighbour
            depth += 1
        else:
            if depth > longest:
                end, longest = field, depth
            back = previous[field]
            yield field, back
            field = back
            depth -= 1
    carving.end, carving.length = end, longest


ALGORITHMS = (
    Algorithm(
        "backtracker",
        N_("Recursive backtracker (the book's)"),
        N_(
            "The Wikibook's recursion: walk to a random new neighbour, step back at dead "
            "ends. Long winding passages, few but long dead ends."
        ),
        None,
        order=0,
        whole_grid=False,
    ),
)
