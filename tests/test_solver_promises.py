"""What the solvers' docstrings promise, event by event, beyond finding a way: the order in
which A* takes its fields, Trémaux turning back at a field met before, and dead-end filling
filling exactly the dead ends (and the fields that become ones) with an exact step count.

The maze is read back through the book's MazeField methods (``helpers``), so the checks do
not lean on the solvers' own wall tables.
"""

from __future__ import annotations

import pytest
from helpers import bfs, border_bits, carved_neighbours, read_grid, wall_bits
from hypothesis import given, settings
from test_solvers import built, mazes

from labyrinth.generators.events import BACK, FILL, PATH, VISIT
from labyrinth.solvers import SOLVERS, solve, solving
from labyrinth.solvers.solution import FOUND, GAVE_UP


def neighbours_of(maze) -> dict[int, list[int]]:
    """Each field's neighbours through open walls, as flat indices."""
    width = maze.width
    adjacent = carved_neighbours(maze, read_grid(maze, wall_bits))
    return {
        y * width + x: [ny * width + nx for nx, ny in adjacent((x, y))]
        for y in range(maze.height)
        for x in range(width)
    }


def distances_from(maze, start: int) -> dict[int, int]:
    """True steps from ``start`` to every field it reaches (a plain breadth-first search)."""
    width = maze.width
    adjacent = carved_neighbours(maze, read_grid(maze, wall_bits))
    found = bfs((start % width, start // width), adjacent)
    return {y * width + x: steps for (x, y), steps in found.items()}


def ends_of(graphs, result) -> tuple[int, int]:
    width = graphs.maze_array.width
    return (
        result.start[1] * width + result.start[0],
        result.end[1] * width + result.end[0],
    )


def solved(graphs, result, name):
    events, solution = solving(graphs.maze_array, name, result.start, result.end)
    return list(events), solution


# -- every solver -------------------------------------------------------------------------------


def steps_shown(name: str, events, goal: int) -> int:
    """A solver's steps as its events show them: a field taken (searchers), a move (walkers,
    forward or back), a field filled and then taken (dead-end filling)."""
    visits = [field for kind, field, _other in events if kind == VISIT]
    backs = sum(1 for kind, *_rest in events if kind == BACK)
    fills = sum(1 for kind, *_rest in events if kind == FILL)
    if name in ("bfs", "dead-end"):  # the queue is shown whole; the search stopped at the goal
        return fills + (visits.index(goal) + 1 if goal in visits else len(visits))
    if name == "astar":
        return len(visits)
    return len(visits) - 1 + backs  # the first visit is the start, not a move


@pytest.mark.parametrize("name", list(SOLVERS))
@given(mazes)
@settings(max_examples=60, deadline=None)
def test_every_event_names_fields_and_the_sentence_counts_them_exactly(name, case):
    """An event's fields are fields of the maze, the second -1 or a neighbour through an
    open wall; the steps the sentence says are the steps the events show."""
    size, seed, excluded, loops, blocks, ends = case
    graphs, result = built(size, seed, excluded, loops, blocks, ends)
    if graphs is None:
        return
    around = neighbours_of(graphs.maze_array)
    _start, goal = ends_of(graphs, result)
    events, solution = solved(graphs, result, name)
    for kind, field, other in events:
        assert field in around, (kind, field)
        assert other == -1 or other in around[field], (kind, field, other)
    steps = steps_shown(name, events, goal)
    assert solution.steps == steps
    if solution.outcome == FOUND:
        assert solution.message().endswith(f"solver steps: {steps}.")
    elif solution.outcome == GAVE_UP:
        assert f" after {steps} steps without reaching " in solution.message()


def rim_fields(width: int, height: int) -> list[tuple[int, int]]:
    return [
        (x, y)
        for y in range(height)
        for x in range(width)
        if x in (0, width - 1) or y in (0, height - 1)
    ]


@pytest.mark.parametrize("name", ["left", "right"])
def test_a_wall_follower_keeps_its_hand_on_the_rim_from_any_rim_field(name):
    """The manual: start and goal both beside the outer wall are found in a maze with loops,
    also from the middle of a side (the hand goes on the rim, not on the island)."""
    graphs, _result = built((5, 5), 1, [(2, 2)], algorithm="empty")
    for start in rim_fields(5, 5):
        for goal in rim_fields(5, 5):
            if start != goal:
                solution = solve(graphs.maze_array, name, start, goal)
                assert solution.outcome == FOUND, (start, goal)


def test_pledge_heads_for_the_goal_along_the_longer_distance():
    """In an open field Pledge's first move goes the way the goal lies farthest: east or
    west, or south or north."""
    graphs, _result = built((6, 5), 1, [], algorithm="empty")
    fields = [(x, y) for y in range(5) for x in range(6)]
    for start in fields:
        for goal in fields:
            dx, dy = goal[0] - start[0], goal[1] - start[1]
            if abs(dx) == abs(dy):
                continue
            events, _solution = solving(graphs.maze_array, "pledge", start, goal)
            first = [field for kind, field, _other in events if kind == VISIT][1]
            step = (1 if dx > 0 else -1, 0) if abs(dx) > abs(dy) else (0, 1 if dy > 0 else -1)
            assert first == (start[1] + step[1]) * 6 + start[0] + step[0], (start, goal)


# -- A* -----------------------------------------------------------------------------------------


@given(mazes)
@settings(max_examples=100, deadline=None)
def test_astar_takes_the_least_estimate_first_and_of_equal_ones_the_deepest(case):
    """The docstring's order: steps so far plus the Manhattan steps still to go, the deeper
    field first among equal estimates. Each field taken must have been, at its turn, the
    best of the fields beside those taken before (their steps so far: the least of a taken
    neighbour's plus one)."""
    size, seed, excluded, loops, blocks, ends = case
    graphs, result = built(size, seed, excluded, loops, blocks, ends)
    if graphs is None:
        return
    maze = graphs.maze_array
    width = maze.width
    start, goal = ends_of(graphs, result)
    around = neighbours_of(maze)
    events, solution = solved(graphs, result, "astar")
    taken = [field for kind, field, _other in events if kind == VISIT]

    def rest(field: int) -> int:
        return abs(field % width - goal % width) + abs(field // width - goal // width)

    so_far = {start: 0}
    for index, field in enumerate(taken):
        done = set(taken[:index])
        frontier = {
            there: min(so_far[here] + 1 for here in around[there] if here in done)
            for here in done
            for there in around[here]
            if there not in done
        } or {start: 0}
        best = min((steps + rest(there), -steps) for there, steps in frontier.items())
        assert field in frontier, (index, field)
        assert (frontier[field] + rest(field), -frontier[field]) == best, (index, field)
        so_far[field] = frontier[field]
    true = distances_from(maze, start)
    assert all(so_far[field] == true[field] for field in taken)  # each taken at its distance
    assert len(taken) == len(set(taken)) == solution.steps
    assert taken[-1] == goal if goal in true else set(taken) == set(true)


@given(mazes)
@settings(max_examples=100, deadline=None)
def test_astar_visits_no_field_that_breadth_first_search_does_not(case):
    size, seed, excluded, loops, blocks, ends = case
    graphs, result = built(size, seed, excluded, loops, blocks, ends)
    if graphs is None:
        return
    _events, star = solved(graphs, result, "astar")
    _events, breadth = solved(graphs, result, "bfs")
    assert set(field for field, seen in enumerate(star.visited) if seen) <= set(
        field for field, seen in enumerate(breadth.visited) if seen
    )
    assert star.visited_count <= breadth.visited_count
    assert f"fields visited: {star.visited_count}," in star.message() or star.outcome != FOUND


def test_astar_goes_straight_for_a_goal_in_an_open_field():
    """With no inner wall, every field towards the goal has the same estimate: the deeper one
    first takes A* straight there, one field a step, where bfs spreads over the grid."""
    graphs, result = built((6, 5), 1, [], algorithm="empty")
    events, solution = solving(graphs.maze_array, "astar", (0, 0), (5, 4))
    taken = [field for kind, field, _other in events if kind == VISIT]
    assert len(taken) == 10 == solution.steps  # the way's 9 steps and the start
    assert "fields visited: 10, solver steps: 10." in solution.message()
    assert solve(graphs.maze_array, "bfs", (0, 0), (5, 4)).visited_count == 30


# -- Trémaux ------------------------------------------------------------------------------------


def tremaux_moves(events) -> list[tuple[int, int, int]]:
    """The walker's moves as (kind, from, to); the first VISIT is the start, not a move."""
    moves = []
    for kind, field, other in events:
        if kind == VISIT and other >= 0:
            moves.append((VISIT, other, field))
        elif kind == BACK:
            moves.append((BACK, field, other))
    return moves


def check_tremaux(maze, start: tuple[int, int], goal: tuple[int, int]) -> int:
    """Trémaux's rules on its moves from ``start`` to ``goal``; the number of times it
    turned back at a known field."""
    around = neighbours_of(maze)
    events, solution = solving(maze, "tremaux", start, goal)
    events = list(events)
    start, goal = start[1] * maze.width + start[0], goal[1] * maze.width + goal[0]
    moves = tremaux_moves(events)
    met, walked, turned = {start}, {}, 0
    for index, (kind, here, there) in enumerate(moves):
        assert there in around[here], (here, there)  # through an open wall
        passage = frozenset((here, there))
        walked[passage] = walked.get(passage, 0) + 1
        assert walked[passage] <= 2, passage  # never a passage marked twice
        if kind == VISIT and there in met and there != goal:
            # A new passage led to a field met before: the next move goes back through it.
            assert moves[index + 1] == (BACK, there, here), index
            turned += 1
        met.add(there)
    assert solution.steps == len(moves)
    return turned


@given(mazes)
@settings(max_examples=100, deadline=None)
def test_tremaux_turns_back_at_a_field_met_before(case):
    size, seed, excluded, loops, blocks, ends = case
    graphs, result = built(size, seed, excluded, loops, blocks, ends)
    if graphs is not None:
        check_tremaux(graphs.maze_array, result.start, result.end)


def test_tremaux_meets_known_fields_in_an_open_grid_and_turns_back_each_time():
    """An open grid is all loops: heading north first, then east, south and west, the walk
    from the far corner spirals into fields it knows."""
    graphs, _result = built((6, 5), 1, [], algorithm="empty")
    assert check_tremaux(graphs.maze_array, (5, 4), (0, 0)) > 0


# -- dead-end filling ---------------------------------------------------------------------------


def check_filling(graphs, result):
    """Every field filled was a dead end when it was filled (one open way at most into
    fields not filled yet), none is filled twice, none of the ends; when it is done no dead
    end is left. The sentence's steps are exactly the fills plus the walk's fields taken."""
    maze = graphs.maze_array
    start, goal = ends_of(graphs, result)
    around = neighbours_of(maze)
    closed = {
        y * maze.width + x
        for (x, y), borders in read_grid(maze, border_bits).items()
        if borders == 15
    }
    events, solution = solved(graphs, result, "dead-end")
    fills = [field for kind, field, _other in events if kind == FILL]
    filled: set[int] = set()
    for field in fills:
        assert field not in filled and field not in (start, goal) and field not in closed
        assert len([there for there in around[field] if there not in filled]) <= 1, field
        filled.add(field)
    left = set(around) - filled - closed - {start, goal}
    dead_ends = [field for field in left if len(set(around[field]) - filled) <= 1]
    assert dead_ends == []
    walk = [field for kind, field, _other in events if kind == VISIT]
    assert not set(walk) & filled  # the walk goes only where nothing was filled
    taken = walk.index(goal) + 1 if goal in walk else len(walk)
    assert solution.steps == len(fills) + taken
    assert f"solver steps: {len(fills) + taken}." in solution.message() or solution.outcome != FOUND
    return fills, solution


@given(mazes)
@settings(max_examples=100, deadline=None)
def test_dead_end_filling_fills_every_dead_end_and_counts_its_steps_exactly(case):
    size, seed, excluded, loops, blocks, ends = case
    graphs, result = built(size, seed, excluded, loops, blocks, ends)
    if graphs is not None:
        check_filling(graphs, result)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_in_a_perfect_maze_filling_leaves_exactly_the_way(seed):
    """Every field off the way is filled and the way is walked: as many steps as fields."""
    graphs, result = built((9, 7), seed, [])
    fills, solution = check_filling(graphs, result)
    assert solution.outcome == FOUND
    assert set(fills) | set(solution.path) == set(range(63))
    assert len(fills) + len(solution.path) == 63 == solution.steps
    assert solution.message().endswith(f"fields visited: 63, solver steps: {63}.")
    events, _solution = solved(graphs, result, "dead-end")
    assert [field for kind, field, _other in events if kind == PATH] == solution.path
