"""Walkers: they know only the field they stand on. Wall followers, Pledge and Trémaux.

A wall follower can go round an island of a maze with loops forever. It never needs to:
walking by a wall is a fixed rule, so once it arrives somewhere with the heading it had
there before, everything repeats. Each walker keeps what it has seen (a bit per field and
heading) and stops at the first repetition, which bounds it to four moves a field.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.analysis import distances
from labyrinth.generators.events import BACK, VISIT, Event
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.solvers.solution import (
    FOUND,
    GAVE_UP,
    NO_WAY,
    Solution,
    Solver,
    erase_loops,
    heading_steps,
    path_events,
)

# Turns tried in order, in quarter turns to the right: the hand keeps touching its wall.
LEFT_HAND = (-1, 0, 1, 2)
RIGHT_HAND = (1, 0, -1, 2)
# Pledge, blocked while heading its way: turn left until the way ahead is free.
TURN_AWAY = (-1, -2, -3)
# No side open to turn to (only a start walled in all round); no real turn is four quarters.
WALLED_IN = 4


def _turn(walls_here: int, heading: int, turns: tuple[int, ...]) -> int:
    """The first of ``turns`` that faces an open side; WALLED_IN when there is none."""
    for turn in turns:
        if not walls_here & (1 << ((heading + turn) & 3)):
            return turn
    return WALLED_IN


# Why a walker that gave up missed a goal it could have reached.
BESIDE_AN_ISLAND = N_(
    "{again}: the goal is not beside a wall it follows (an island of a maze with loops); "
    "bfs, tremaux or dead-end find it."
)
OFF_THE_WALK = N_(
    "{again}: the goal is not on Pledge's walk, which leads out of a maze, not to every "
    "field; bfs, tremaux or dead-end find it."
)


def _finish(
    maze: MazeArray, start: int, goal: int, moves: list[int], solution: Solution, missed: str
) -> Iterator[Event]:
    """The way a walker found (its trail without detours), or why it found none (``missed``:
    the sentence for a goal it could have reached)."""
    if moves[-1] == goal:
        solution.outcome, solution.path = FOUND, erase_loops(moves)
        return path_events(solution.path)
    if solution.repeated is None:
        solution.outcome = NO_WAY  # the start is walled in
    else:
        solution.outcome = GAVE_UP
        solution.reachable = distances(maze, start)[goal] >= 0
        solution.missed = missed
    return iter(())


def _step(solution: Solution, moves: list[int], here: int, there: int) -> Event:
    """A walker's step from ``here`` to ``there``, kept: the field visited, the move in its
    walk, the step counted; the event that shows it."""
    solution.visited[there] = 1
    moves.append(there)
    solution.steps += 1
    return VISIT, there, here


def _wall_follower(turns: tuple[int, ...]):
    def follow(
        maze: MazeArray, start: int, goal: int, rng: random.Random, solution: Solution
    ) -> Iterator[Event]:
        walls, step = maze.walls, heading_steps(maze.width)
        seen = bytearray(len(walls))
        moves = [start]
        solution.visited[start] = 1
        yield VISIT, start, -1
        here, heading = start, _hand_on_the_rim(maze.borders[start], turns[0])
        while here != goal:
            turn = _turn(walls[here], heading, turns)
            if turn == WALLED_IN:
                break
            heading = (heading + turn) & 3
            there = here + step[heading]
            if seen[there] & (1 << heading):
                solution.repeated = (there, heading)
                break
            seen[there] |= 1 << heading
            yield _step(solution, moves, here, there)
            here = there
        yield from _finish(maze, start, goal, moves, solution, BESIDE_AN_ISLAND)

    return follow


def _hand_on_the_rim(borders: int, hand: int) -> int:
    """A heading that puts the hand on the rim (north when the start is not on it), so a
    walker starting by the outer wall follows the outer wall."""
    for side in range(4):
        if borders & (1 << side):
            return (side - hand) & 3
    return 0


def _goal_heading(width: int, start: int, goal: int) -> int:
    """The main direction from the start to the goal: east or west, or south or north."""
    dx = goal % width - start % width
    dy = goal // width - start // width
    if abs(dx) >= abs(dy):
        return 1 if dx > 0 else 3
    return 2 if dy > 0 else 0


def pledge(
    maze: MazeArray, start: int, goal: int, rng: random.Random, solution: Solution
) -> Iterator[Event]:
    """Head towards the goal; at a wall, follow it with the right hand, counting the turns,
    and leave it when the count is back to zero: so no island holds the walker.

    The count is negative while it follows a wall (it turned left to begin) and reaches
    zero only on turning right into an open field, so a stretch along one wall that comes
    round to where it began repeats for ever; and a stretch that begins where an earlier
    one began, with the same count, repeats the whole walk. Either stops it.
    """
    walls, step = maze.walls, heading_steps(maze.width)
    way = _goal_heading(maze.width, start, goal)
    moves = [start]
    solution.visited[start] = 1
    yield VISIT, start, -1
    here, heading, count = start, way, 0
    stretch: tuple[int, int] | None = None
    stretch_starts: set[tuple[int, int, int]] = set()
    while here != goal:
        if count == 0 and not walls[here] & (1 << way):
            turn, stretch = 0, None
        else:
            turn = _turn(walls[here], heading, TURN_AWAY if count == 0 else RIGHT_HAND)
            if turn == WALLED_IN:
                break
        starting = count == 0 and turn != 0
        count += turn
        heading = (heading + turn) & 3
        there = here + step[heading]
        if starting:
            if (there, heading, count) in stretch_starts:
                solution.repeated = (there, heading)
                break
            stretch_starts.add((there, heading, count))
            stretch = (there, heading)
        elif stretch == (there, heading):
            solution.repeated = stretch
            break
        yield _step(solution, moves, here, there)
        here = there
    yield from _finish(maze, start, goal, moves, solution, OFF_THE_WALK)


def tremaux(
    maze: MazeArray, start: int, goal: int, rng: random.Random, solution: Solution
) -> Iterator[Event]:
    """Mark each passage as you go through it; never take one marked twice; at a field met
    before, turn back, unless you came by a passage you had taken before.

    Each passage is walked at most twice, forward and back; the passages marked once are
    the way from the start to where the walker stands (kept as a stack).
    """
    walls, step, visited = maze.walls, heading_steps(maze.width), solution.visited
    towards = {offset: heading for heading, offset in enumerate(step)}
    marks = bytearray(4 * len(walls))
    stack = [start]
    visited[start] = 1
    yield VISIT, start, -1
    here, turn_back = start, False
    while here != goal:
        if turn_back:
            heading = towards[stack[-2] - here]
        else:
            fresh = [h for h in range(4) if not walls[here] & (1 << h) and not marks[here * 4 + h]]
            if fresh:
                heading = fresh[0]
            elif len(stack) > 1:
                heading = towards[stack[-2] - here]
            else:
                break  # back at the start with every passage walked twice: no way
        there = here + step[heading]
        marks[here * 4 + heading] += 1
        marks[there * 4 + ((heading + 2) & 3)] += 1
        solution.steps += 1
        if marks[here * 4 + heading] == 2:
            stack.pop()
            turn_back = False
            yield BACK, here, there
        else:
            turn_back = bool(visited[there])
            visited[there] = 1
            stack.append(there)
            yield VISIT, there, here
        here = there
    if here == goal:
        solution.outcome, solution.path = FOUND, stack
        yield from path_events(stack)
    else:
        solution.outcome = NO_WAY


def _wall_follower_solver(name: str, description: str, turns: tuple[int, ...]) -> Solver:
    """A wall follower, the left hand's or the right's: the two differ only in the hand, so
    they are made here, with what both suit."""
    return Solver(
        name,
        description,
        N_(
            "a perfect maze, or start and goal both beside the outer wall (else it stops "
            "where it has been before)"
        ),
        _wall_follower(turns),
        steps_per_field=4,  # each (field, heading) is met once
        complete=False,
    )


SOLVERS = (
    _wall_follower_solver("left", N_("wall follower: keep the left hand on the wall"), LEFT_HAND),
    _wall_follower_solver(
        "right", N_("wall follower: keep the right hand on the wall"), RIGHT_HAND
    ),
    Solver(
        "pledge",
        N_("head for the goal; follow a wall counting turns, leave it when the count is zero"),
        N_(
            "made to escape islands towards an exit in the outer wall: it finds a goal "
            "inside a maze only where its walk passes by (else it stops where it has been "
            "before)"
        ),
        pledge,
        # A field's four headings, each met on at most four stretches (a bound checked on
        # every maze of the tests, not proved as the others are).
        steps_per_field=16,
        complete=False,
    ),
    Solver(
        "tremaux",
        N_("Trémaux: mark passages, never take one marked twice, turn back at known fields"),
        N_("any maze"),
        tremaux,
        steps_per_field=4,  # a passage walked twice at most; a field owns two (east, south)
    ),
)
