"""Searchers: they see the whole map. Breadth-first, random depth-first (the C# program's) and A*.

Each marks a field visited once and never enters it again, so it stops after at most one
step per field (depth-first: two, forward and back) and knows when there is no way.
"""

from __future__ import annotations

import heapq
import random
from array import array
from collections.abc import Iterator

from labyrinth.analysis import open_steps
from labyrinth.generators.events import BACK, VISIT, Event
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.solvers.solution import (
    FOUND,
    NO_WAY,
    Solution,
    Solver,
    path_events,
    path_from_links,
)


def breadth_first(
    maze: MazeArray, start: int, goal: int, rng: random.Random, solution: Solution
) -> Iterator[Event]:
    """The shortest way: fields in the order of their distance from the start.

    The search runs first, in a tight loop over the wall bytes (a list that grows while it
    is read is the queue); its order is then handed out as events, so watching costs the
    search nothing.
    """
    walls, steps, visited = maze.walls, open_steps(maze.width), solution.visited
    links = array("i", [-1]) * len(walls)
    visited[start] = 1
    queue = [start]
    push = queue.append
    for here in queue:
        if here == goal:
            break
        for step in steps[walls[here]]:
            there = here + step
            if not visited[there]:
                visited[there] = 1
                links[there] = here
                push(there)
    found = visited[goal] == 1
    solution.steps = queue.index(goal) + 1 if found else len(queue)
    for here in queue:
        yield VISIT, here, links[here]
    if found:
        solution.path = path_from_links(links, start, goal)
        yield from path_events(solution.path)
    solution.outcome = FOUND if found else NO_WAY


def depth_first(
    maze: MazeArray, start: int, goal: int, rng: random.Random, solution: Solution
) -> Iterator[Event]:
    """Walk to a random unvisited neighbour, step back at dead ends (a new way each seed)."""
    walls, steps, visited = maze.walls, open_steps(maze.width), solution.visited
    visited[start] = 1
    stack = [start]
    yield VISIT, start, -1
    while stack and stack[-1] != goal:
        here = stack[-1]
        new = [here + step for step in steps[walls[here]] if not visited[here + step]]
        solution.steps += 1
        if new:
            there = new[rng.randrange(len(new))] if len(new) > 1 else new[0]
            visited[there] = 1
            stack.append(there)
            yield VISIT, there, here
        else:
            stack.pop()
            yield BACK, here, stack[-1] if stack else -1
    if stack:
        solution.path = stack
        yield from path_events(stack)
    solution.outcome = FOUND if stack else NO_WAY


def a_star(
    maze: MazeArray, start: int, goal: int, rng: random.Random, solution: Solution
) -> Iterator[Event]:
    """Fields in the order of steps so far plus the straight-line (Manhattan) steps still to go."""
    width = maze.width
    walls, steps, visited = maze.walls, open_steps(width), solution.visited
    goal_x, goal_y = goal % width, goal // width
    links = array("i", [-1]) * len(walls)
    best = array("i", [-1]) * len(walls)
    best[start] = 0
    heap = [(0, 0, start)]
    while heap:
        _estimate, depth, here = heapq.heappop(heap)
        if visited[here]:
            continue
        visited[here] = 1
        solution.steps += 1
        yield VISIT, here, links[here]
        if here == goal:
            break
        reached = -depth + 1
        for step in steps[walls[here]]:
            there = here + step
            if not visited[there] and (best[there] < 0 or reached < best[there]):
                best[there], links[there] = reached, here
                rest = abs(there % width - goal_x) + abs(there // width - goal_y)
                # Of equal estimates the deeper first: it goes straight on towards the goal.
                heapq.heappush(heap, (reached + rest, -reached, there))
    if visited[goal]:
        solution.path = path_from_links(links, start, goal)
        yield from path_events(solution.path)
    solution.outcome = FOUND if visited[goal] else NO_WAY


SOLVERS = (
    Solver(
        "bfs",
        N_("breadth-first: the fields in order of their distance; the shortest way"),
        N_("any maze"),
        breadth_first,
        steps_per_field=1,  # a field is taken once
        shortest=True,  # the fields in order of their distance: the goal's is its distance
    ),
    Solver(
        "dfs",
        N_("random depth-first, as the C# program: a new way each seed where there are several"),
        N_("any maze"),
        depth_first,
        steps_per_field=2,  # a field is entered once and left once
    ),
    Solver(
        "astar",
        N_("A*: steps so far plus the Manhattan distance still to go; a shortest way"),
        N_("any maze"),
        a_star,
        steps_per_field=1,  # a field is taken once
        shortest=True,  # the Manhattan distance never overestimates what is still to go
    ),
)
