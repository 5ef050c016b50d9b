"""What every solver shares: the record of a solve, its sentence, and the checks of its ends.

A solver is a generator ``steps(maze, start, goal, rng, solution)``: it reads the MazeArray's
wall bytes (never changes them), yields small events (``labyrinth.generators.events``: VISIT,
BACK, FILL, and PATH for the way found) and fills in ``solution`` as it goes. Fields are flat
indices ``y * width + x``. No solver recurses, and none runs forever: each stops at the goal,
when it has searched all it can reach, or when a walker finds itself where it has been before.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from labyrinth.generators.events import PATH, Event
from labyrinth.i18n import N_, Message, _, ngettext
from labyrinth.maze_array import MazeArray
from labyrinth.options import is_whole
from labyrinth.quoting import quoted
from labyrinth.sides import ALL_SIDES

FOUND, NO_WAY, GAVE_UP = "found", "no way", "gave up"


def heading_steps(width: int) -> tuple[int, int, int, int]:
    """The index offset of one step north, east, south and west: headings 0 to 3, as the
    wall bits count them, so turning right adds one."""
    return (-width, 1, width, -1)


def heading_name(heading: int) -> str:
    return (_("north"), _("east"), _("south"), _("west"))[heading]


@dataclass
class Solution:
    """What a solve found: the way (or None), every field it visited, its steps, its sentence."""

    solver: str
    width: int
    start: int
    goal: int
    visited: bytearray
    path: list[int] | None = None
    steps: int = 0
    outcome: str = ""
    # Where a walker found itself again (field, heading) before it gave up.
    repeated: tuple[int, int] | None = None
    # For a walker that gave up: whether the goal could have been reached at all, and if
    # so, why its rule missed it (a message id taking {again}, the walker's own).
    reachable: bool = True
    missed: str = ""

    def __post_init__(self) -> None:
        fields = len(self.visited) if isinstance(self.visited, bytearray) else 0
        rows = is_whole(self.width) and self.width >= 1 and fields > 0
        if not (rows and fields % self.width == 0):
            raise ValueError(
                Message(
                    N_(
                        "A solution needs a width of at least 1 and a bytearray visited with "
                        "a byte for each field, not width {width!r} and visited {visited!r}."
                    ),
                    width=quoted(self.width),
                    visited=quoted(self.visited),
                )
            )
        self.position(self.start)  # start and goal are fields of the maze, or ValueError
        self.position(self.goal)

    def position(self, index: int) -> str:
        """A field as the messages write it: ``(x | y)``."""
        if not (is_whole(index) and 0 <= index < len(self.visited)):
            raise ValueError(
                Message(
                    N_(
                        "{value!r} is not a field of the solved maze: give its index "
                        "y × width + x, from 0 to {last}."
                    ),
                    value=quoted(index),
                    last=len(self.visited) - 1,
                )
            )
        return f"({index % self.width} | {index // self.width})"

    @property
    def visited_count(self) -> int:
        return self.visited.count(1)

    def message(self) -> str:
        """One sentence on the outcome, in the chosen language."""
        ends = {
            "solver": self.solver,
            "start": self.position(self.start),
            "goal": self.position(self.goal),
        }
        visited = self.visited_count
        if self.outcome == FOUND and self.path is not None:
            # Counts after a colon need no plural of their own ("visited 1 fields" did).
            return ngettext(
                "{solver} found a way of {length} step from {start} to {goal}; "
                "fields visited: {visited}, solver steps: {steps}.",
                "{solver} found a way of {length} steps from {start} to {goal}; "
                "fields visited: {visited}, solver steps: {steps}.",
                len(self.path) - 1,
            ).format(length=len(self.path) - 1, visited=visited, steps=self.steps, **ends)
        if self.outcome == GAVE_UP and self.repeated is not None:
            here, heading = self.repeated
            again = _(
                "{solver} came back to {field} heading {heading} after {steps} steps "
                "without reaching {goal}, and would go round forever"
            ).format(
                field=self.position(here),
                heading=heading_name(heading),
                steps=self.steps,
                **ends,
            )
            if self.reachable:
                return _(self.missed).format(again=again)
            return _("{again}: there is no way from {start} to {goal}.").format(again=again, **ends)
        return ngettext(
            "There is no way from {start} to {goal}; {solver} visited {visited} field.",
            "There is no way from {start} to {goal}; {solver} visited {visited} fields.",
            visited,
        ).format(visited=visited, **ends)


def path_events(path: list[int]) -> Iterator[Event]:
    """PATH for each field of the way, from the start."""
    before = -1
    for here in path:
        yield PATH, here, before
        before = here


def path_from_links(links, start: int, goal: int) -> list[int]:
    """The way back from ``goal`` along ``links`` (each field's predecessor), from the start."""
    path = [goal]
    while path[-1] != start:
        path.append(links[path[-1]])
    path.reverse()
    return path


def erase_loops(moves: list[int]) -> list[int]:
    """A walker's trail without its detours: each return to a field cuts what lies between."""
    path: list[int] = []
    where: dict[int, int] = {}
    for here in moves:
        if here in where:
            cut = where[here] + 1
            for erased in path[cut:]:
                del where[erased]
            del path[cut:]
        else:
            where[here] = len(path)
            path.append(here)
    return path


def field_problem(maze: MazeArray, start: tuple[int, int], goal: tuple[int, int]) -> Message | None:
    """One sentence on why a solve cannot go from ``start`` to ``goal``, or None."""
    outside = (
        N_(
            "The start ({x} | {y}) lies outside the maze: x goes from 0 to {max_x} "
            "and y from 0 to {max_y}."
        ),
        N_(
            "The goal ({x} | {y}) lies outside the maze: x goes from 0 to {max_x} "
            "and y from 0 to {max_y}."
        ),
    )
    closed = (
        N_(
            "The start ({x} | {y}) is not part of the maze (excluded or walled in): "
            "choose an open field."
        ),
        N_(
            "The goal ({x} | {y}) is not part of the maze (excluded or walled in): "
            "choose an open field."
        ),
    )
    not_a_field = (
        N_("The start {value!r} is not a field: give it as (x, y)."),
        N_("The goal {value!r} is not a field: give it as (x, y)."),
    )
    limits = {"max_x": maze.width - 1, "max_y": maze.height - 1}
    for which, field in enumerate((start, goal)):
        if not isinstance(field, (tuple, list)) or len(field) != 2:
            return Message(not_a_field[which], value=quoted(field))
        x, y = field
        if not maze.contains(x, y):
            return Message(outside[which], x=x, y=y, **limits)
        if maze.borders[y * maze.width + x] & ALL_SIDES == ALL_SIDES:
            return Message(closed[which], x=x, y=y)
    return None


Steps = Callable[[MazeArray, int, int, random.Random, Solution], Iterator[Event]]


@dataclass(frozen=True)
class Solver:
    """What the registry knows about a solver; each solver module declares its own."""

    name: str
    # One line on how it works (a message id, marked with N_).
    summary: str
    # What it needs to find a way (a message id).
    needs: str
    steps: Steps
    # The most steps it takes per field of the maze: the proof that it never runs forever
    # (each module says why its number holds; tests/test_solvers.py checks it on every maze).
    steps_per_field: int
    # Finds a way whenever one exists, in any maze (outcome FOUND or NO_WAY); one that is not
    # complete may stop with GAVE_UP where it has been before.
    complete: bool = True
    # The way it finds is a shortest one, in any maze, loops too (tests/test_solvers.py checks
    # it against the true distance on every maze).
    shortest: bool = False
