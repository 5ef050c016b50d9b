"""Dead-end filling: fill every dead end, and each field that becomes one, until none is left.

What stays open is the way (in a perfect maze exactly the way; with loops, the way and its
loops), walked breadth-first from the start. Each field is filled at most once.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.analysis import open_steps
from labyrinth.generators.events import FILL, Event
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.sides import ALL_SIDES
from labyrinth.solvers.searchers import breadth_first
from labyrinth.solvers.solution import Solution, Solver

# Open sides a field has, by its wall byte.
_OPEN_COUNT = bytes(4 - bin(value & ALL_SIDES).count("1") for value in range(256))
_IS_CLOSED = bytes(int(value & ALL_SIDES == ALL_SIDES) for value in range(256))


def dead_end_filling(
    maze: MazeArray, start: int, goal: int, rng: random.Random, solution: Solution
) -> Iterator[Event]:
    walls, steps = maze.walls, open_steps(maze.width)
    degree = bytearray(walls.translate(_OPEN_COUNT))
    closed = maze.borders.translate(_IS_CLOSED)
    filled = bytearray(len(walls))
    queue = [
        field
        for field, open_count in enumerate(degree)
        if open_count <= 1 and not closed[field] and field != start and field != goal
    ]
    for here in queue:
        filled[here] = 1
        yield FILL, here, -1
        for step in steps[walls[here]]:
            there = here + step
            if not filled[there]:
                degree[there] -= 1
                if degree[there] == 1 and there != start and there != goal:
                    queue.append(there)
    walk = Solution(solution.solver, maze.width, start, goal, filled)
    yield from breadth_first(maze, start, goal, rng, walk)
    solution.visited[:] = walk.visited
    solution.path, solution.outcome = walk.path, walk.outcome
    solution.steps = len(queue) + walk.steps


SOLVERS = (
    Solver(
        "dead-end",
        N_("dead-end filling: fill dead ends until only the way is left, then walk it"),
        N_("any maze (with loops, what is left keeps them; the walk takes the shortest)"),
        dead_end_filling,
        steps_per_field=2,  # a field is filled once, then what is left is walked once
        shortest=True,  # filling keeps every way to the goal; what is left is walked breadth-first
    ),
)
