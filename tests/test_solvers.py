"""Every solver of the registry: a way exactly when one exists (walkers: where they are sure
to find it), the ones marked shortest (and only they) as short as the true distance, a proved
bound on the steps, walkers that stop with a sentence instead of going round an island, and
start and goal checked."""

from __future__ import annotations

import contextlib
import io

import pytest
from helpers import unbuilt_maze
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth import MazeException
from labyrinth.analysis import distances
from labyrinth.generators.events import BACK, FILL, PATH, VISIT
from labyrinth.solvers import SOLVERS, find_solver, solve, solving
from labyrinth.solvers.solution import FOUND, GAVE_UP, NO_WAY

WALL_FOLLOWERS = ("left", "right")

mazes = st.tuples(st.integers(2, 9), st.integers(2, 8)).flatmap(
    lambda size: st.tuples(
        st.just(size),
        st.integers(0, 2**32),
        st.lists(
            st.tuples(st.integers(0, size[0] - 1), st.integers(0, size[1] - 1)),
            max_size=size[0] * size[1] // 4,
        ),
        st.sampled_from([0, 0, 20, 60]),
        st.sampled_from([0, 0, 100, 400]),
        st.sampled_from(["book", "border"]),
    )
)


def built(size, seed, excluded, loops=0, blocks=0, ends="book", algorithm="backtracker"):
    graphs = unbuilt_maze(
        *size,
        seed=seed,
        excluded=excluded,
        loop_percent=loops,
        block_permille=blocks,
        ends=ends,
        algorithm=algorithm,
    )
    with contextlib.redirect_stdout(io.StringIO()):
        try:
            result = graphs.build_maze()
        except MazeException:
            return None, None  # every field excluded, or an opening into an excluded field
    maze = graphs.maze_array
    for x, y in (result.start, result.end):
        if maze.borders[y * maze.width + x] & 15 == 15:
            return None, None  # an opening into a corner walled in by excluded fields
    return graphs, result


def check_way(maze, path, start, goal):
    """The way runs from start to goal through open walls, never twice through a field."""
    width, walls = maze.width, maze.walls
    assert path[0] == start and path[-1] == goal
    assert len(set(path)) == len(path)
    for here, there in zip(path, path[1:], strict=False):
        side = {-width: 1, 1: 2, width: 4, -1: 8}[there - here]
        assert not walls[here] & side, (here, there)


@pytest.mark.parametrize("name", list(SOLVERS))
@given(mazes)
@settings(max_examples=100, deadline=None)
def test_a_way_exactly_when_one_exists(name, case):
    size, seed, excluded, loops, blocks, ends = case
    graphs, result = built(size, seed, excluded, loops, blocks, ends)
    if graphs is None:
        return
    maze = graphs.maze_array
    start = result.start[1] * maze.width + result.start[0]
    goal = result.end[1] * maze.width + result.end[0]
    distance = distances(maze, start)[goal]
    events, solution = solving(maze, name, result.start, result.end, seed)
    events = list(events)
    fields = size[0] * size[1]
    assert solution.steps <= find_solver(name).steps_per_field * fields  # its registry's bound
    assert solution.steps <= 16 * fields  # 4 × fields × 4 headings
    if solution.outcome == FOUND:
        check_way(maze, solution.path, start, goal)
        assert [e[1] for e in events if e[0] == PATH] == solution.path
    else:
        assert solution.path is None
        assert not [e for e in events if e[0] == PATH]
    assert {e[1] for e in events if e[0] in (VISIT, BACK, FILL)} <= {
        i for i, seen in enumerate(solution.visited) if seen
    }
    reachable = distance >= 0
    if find_solver(name).complete:
        assert (solution.outcome == FOUND) == reachable
        assert solution.outcome in (FOUND, NO_WAY)
    else:
        assert solution.outcome == FOUND or not reachable or solution.outcome == GAVE_UP
        if solution.outcome == GAVE_UP:
            assert solution.repeated is not None and solution.reachable == reachable
    perfect = not loops and not blocks
    if name in WALL_FOLLOWERS and reachable and (perfect or (ends == "border" and not blocks)):
        assert solution.outcome == FOUND  # a tree, or both ends by the outer wall
    if find_solver(name).shortest and reachable:
        # Dead ends hold no way between two other fields: what filling leaves has them all.
        assert len(solution.path) - 1 == distance


@pytest.mark.parametrize("name", [name for name, solver in SOLVERS.items() if solver.shortest])
@given(mazes)
@settings(max_examples=100, deadline=None)
def test_shortest_way_is_the_true_distance(name, case):
    size, seed, excluded, loops, blocks, ends = case
    graphs, result = built(size, seed, excluded, loops, blocks, ends)
    if graphs is None:
        return
    maze = graphs.maze_array
    distance = distances(maze, result.start[1] * maze.width + result.start[0])
    solution = solve(maze, name, result.start, result.end)
    truth = distance[result.end[1] * maze.width + result.end[0]]
    assert (len(solution.path) - 1 if solution.path else -1) == truth


@pytest.mark.parametrize("name", [name for name, solver in SOLVERS.items() if not solver.shortest])
def test_a_solver_without_the_promise_of_a_shortest_way_takes_a_longer_one(name):
    """Solver.shortest leaves out no solver that keeps it: each of the others takes a way
    longer than the true distance in one of a few mazes with loops."""

    def longer(seed):
        graphs, result = built((8, 6), seed, [], loops=60)
        maze = graphs.maze_array
        distance = distances(maze, result.start[1] * maze.width + result.start[0])
        solution = solve(maze, name, result.start, result.end)
        truth = distance[result.end[1] * maze.width + result.end[0]]
        return solution.path is not None and len(solution.path) - 1 > truth

    assert any(longer(seed) for seed in range(1, 6))


def island_maze():
    """5 × 5 fields with no inner walls but around the excluded middle field (an island);
    the goal sits beside the island, away from the outer wall."""
    graphs, result = built((5, 5), 1, [(2, 2)], algorithm="empty")
    return graphs.maze_array


@pytest.mark.parametrize("name", WALL_FOLLOWERS)
def test_a_wall_follower_by_an_island_stops_with_a_sentence(name):
    maze = island_maze()
    solution = solve(maze, name, (0, 0), (2, 1))
    assert solution.outcome == GAVE_UP
    assert solution.steps <= 4 * 25
    message = solution.message()
    assert f"{name} came back to" in message
    assert "would go round forever" in message and "island" in message


@pytest.mark.parametrize("name", ["bfs", "dfs", "astar", "tremaux", "dead-end"])
def test_the_searchers_find_the_goal_by_the_island(name):
    solution = solve(island_maze(), name, (0, 0), (2, 1))
    assert solution.outcome == FOUND


def cut_in_two():
    """4 × 3 fields, the third column excluded: the left half cannot reach the right."""
    graphs, result = built((4, 3), 5, [(2, 0), (2, 1), (2, 2)])
    return graphs.maze_array


@pytest.mark.parametrize("name", list(SOLVERS))
def test_no_way_is_said_and_every_visited_field_kept(name):
    solution = solve(cut_in_two(), name, (0, 0), (3, 0))
    assert solution.path is None
    assert "no way from (0 | 0) to (3 | 0)" in solution.message()
    visited = {(i % 4, i // 4) for i, seen in enumerate(solution.visited) if seen}
    assert (0, 0) in visited and (3, 0) not in visited
    if name != "dead-end":  # it fills the dead ends of the whole maze, not only the start's
        assert not visited & {(3, 1), (3, 2)}
    if name == "bfs":
        assert visited == {(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)}
        assert "bfs visited 6 fields" in solution.message()


def test_dfs_takes_a_new_way_with_a_new_seed_and_the_same_with_the_same():
    graphs, _result = built((5, 4), 3, [], algorithm="empty")
    maze = graphs.maze_array
    ways = {tuple(solve(maze, "dfs", (0, 0), (4, 3), seed).path) for seed in range(12)}
    assert len(ways) > 1
    again = [solve(maze, "dfs", (0, 0), (4, 3), 7).path for _ in range(2)]
    assert again[0] == again[1]


@pytest.mark.parametrize(
    ("start", "goal", "says"),
    [
        ((9, 0), (1, 1), "The start (9 | 0) lies outside the maze: x goes from 0 to 3"),
        ((0, 0), (0, -1), "The goal (0 | -1) lies outside the maze"),
        ((2, 1), (0, 0), "The start (2 | 1) is not part of the maze (excluded or walled in)"),
    ],
)
def test_start_and_goal_are_checked_in_one_sentence(start, goal, says):
    with pytest.raises(ValueError) as error:
        solve(cut_in_two(), "bfs", start, goal)
    assert str(error.value).startswith(says)


def test_an_unknown_solver_is_named_with_the_choices():
    with pytest.raises(ValueError, match="There is no solver 'bfss': choose one of bfs, dfs"):
        find_solver("bfss")


def test_start_on_the_goal_is_a_way_of_no_steps():
    for name in SOLVERS:
        solution = solve(cut_in_two(), name, (1, 1), (1, 1))
        assert solution.path == [5], name
        assert "a way of 0 steps" in solution.message()


def test_pledge_that_misses_a_reachable_goal_says_its_walk_passes_it_by():
    """2 × 2 fields, seed 1: a U from (0 | 0) round to (0 | 1), no loop and no island. Pledge
    heads south, is turned away east and never comes back west, though the maze is perfect."""
    graphs, _result = built((2, 2), 1, [])
    solution = solve(graphs.maze_array, "pledge", (0, 0), (0, 1))
    assert solution.outcome == GAVE_UP and solution.reachable
    message = solution.message()
    assert "not on Pledge's walk" in message
    assert "island" not in message


def test_a_way_of_no_step_reads_well():
    """Start and goal on one field: one field visited in one step, said without "1 fields"."""
    graphs, _result = built((3, 3), 2, [])
    message = solve(graphs.maze_array, "bfs", (1, 1), (1, 1)).message()
    assert message == (
        "bfs found a way of 0 steps from (1 | 1) to (1 | 1); fields visited: 1, solver steps: 1."
    )
