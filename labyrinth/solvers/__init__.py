"""The maze solvers and the registry that lists them.

Every solver is a generator of events, as the algorithms that build mazes are (see
:mod:`labyrinth.solvers.solution`); :func:`solving` hands out its events to watch and the
Solution they fill in, :func:`solve` runs it to the end. The registry is an explicit list of
the solver modules, so the command line, the tests and a window all read one list.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterator

from labyrinth.generators.events import Event
from labyrinth.i18n import N_, Message
from labyrinth.maze_array import MazeArray
from labyrinth.solvers import dead_end, searchers, walkers
from labyrinth.solvers.solution import Solution, Solver, field_problem

SOLVERS: dict[str, Solver] = {
    solver.name: solver for module in (searchers, walkers, dead_end) for solver in module.SOLVERS
}


def find_solver(name: str) -> Solver:
    """The registry's solver of that name; ValueError in one sentence."""
    solver = SOLVERS.get(name)
    if solver is None:
        raise ValueError(
            Message(
                N_("There is no solver {name!r}: choose one of {names}."),
                name=name,
                names=", ".join(SOLVERS),
            )
        )
    return solver


def solving(
    maze: MazeArray,
    name: str,
    start: tuple[int, int],
    goal: tuple[int, int],
    seed: int = 0,
) -> tuple[Iterator[Event], Solution]:
    """The events of solving the built ``maze`` from ``start`` to ``goal``, and the Solution
    they fill in (complete once the events are exhausted).

    A start or goal outside the maze or on a field that is not part of it raises
    ValueError in one sentence; ``seed`` drives the random choices (dfs).
    """
    solver = find_solver(name)
    problem = field_problem(maze, start, goal)
    if problem:
        raise ValueError(problem)
    width = maze.width
    first, last = start[1] * width + start[0], goal[1] * width + goal[0]
    solution = Solution(solver.name, width, first, last, bytearray(len(maze.walls)))
    events = solver.steps(maze, first, last, random.Random(seed), solution)
    return events, solution


def solve(
    maze: MazeArray, name: str, start: tuple[int, int], goal: tuple[int, int], seed: int = 0
) -> Solution:
    """Solve at once: the Solution of :func:`solving`, its events run without keeping them."""
    events, solution = solving(maze, name, start, goal, seed)
    deque(events, maxlen=0)
    return solution


__all__ = ["SOLVERS", "Solution", "Solver", "find_solver", "solve", "solving"]
