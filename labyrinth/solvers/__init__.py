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
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.quoting import quoted
from labyrinth.solvers import dead_end, searchers, walkers
from labyrinth.solvers.solution import Solution, Solver, field_problem

SOLVERS: dict[str, Solver] = {
    solver.name: solver for module in (searchers, walkers, dead_end) for solver in module.SOLVERS
}


def find_solver(name: str) -> Solver:
    """The registry's solver of that name; ValueError in one sentence."""
    solver = SOLVERS.get(name) if isinstance(name, str) else None
    if solver is None:
        raise ValueError(
            Message(
                N_("There is no solver {name!r}: choose one of {names}."),
                name=quoted(name),
                names=", ".join(SOLVERS),
            )
        )
    return solver


def solving(
    maze: MazeArray | MazeGraphs,
    name: str,
    start: tuple[int, int],
    goal: tuple[int, int],
    seed: int = 0,
) -> tuple[Iterator[Event], Solution]:
    """The events of solving the built ``maze`` (its MazeArray, or the MazeGraphs that holds
    it) from ``start`` to ``goal``, and the Solution they fill in (complete once the events
    are exhausted).

    A start or goal outside the maze or on a field that is not part of it raises
    ValueError in one sentence, as does anything else that cannot be used; ``seed`` drives
    the random choices (dfs).
    """
    solver = find_solver(name)
    maze = _grid_of(maze)
    problem = field_problem(maze, start, goal)
    if problem:
        raise ValueError(problem)
    try:
        choices = random.Random(seed)
    except TypeError:  # a seed random cannot take: a list, say
        raise ValueError(
            Message(
                N_("The seed {value!r} cannot be used: give a whole number."), value=quoted(seed)
            )
        ) from None
    width = maze.width
    first, last = start[1] * width + start[0], goal[1] * width + goal[0]
    solution = Solution(solver.name, width, first, last, bytearray(len(maze.walls)))
    events = solver.steps(maze, first, last, choices, solution)
    return events, solution


def _grid_of(maze: object) -> MazeArray:
    """The MazeArray to solve: ``maze`` itself, or the one a MazeGraphs holds."""
    if isinstance(maze, MazeGraphs):
        return maze.maze_array
    if isinstance(maze, MazeArray):
        return maze
    raise ValueError(
        Message(
            N_("There is no maze to solve in {value!r}: give a MazeGraphs or its maze_array."),
            value=quoted(maze),
        )
    )


def solve(
    maze: MazeArray | MazeGraphs,
    name: str,
    start: tuple[int, int],
    goal: tuple[int, int],
    seed: int = 0,
) -> Solution:
    """Solve at once: the Solution of :func:`solving`, its events run without keeping them."""
    events, solution = solving(maze, name, start, goal, seed)
    deque(events, maxlen=0)
    return solution


__all__ = ["SOLVERS", "Solution", "Solver", "find_solver", "solve", "solving"]
