"""Every algorithm of the registry: perfect over each region whatever is excluded, seeded
builds reproducible, and its events replayed on a fresh grid give the same maze."""

from __future__ import annotations

from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth import MazeException, MazeGraphs
from labyrinth.generators import ALGORITHMS, BOOK
from labyrinth.generators.events import CARVE, CLEAR, WALL
from labyrinth.generators.grid import OPPOSITE, SIDES, Grid
from tests.helpers import built_maze, unbuilt_maze

SPECS = [f"{a.name}:{option}" for a in ALGORITHMS.values() for option in a.options] + [
    a.name for a in ALGORITHMS.values() if not a.options
]

grids = st.tuples(st.integers(2, 13), st.integers(2, 11)).flatmap(
    lambda size: st.tuples(
        st.just(size),
        st.integers(0, 2**40),
        st.lists(
            st.tuples(st.integers(0, size[0] - 1), st.integers(0, size[1] - 1)),
            max_size=size[0] * size[1] // 3,
        ),
    )
)


def build(spec, size, seed, excluded, **options):
    """A built maze, or None when every field is excluded (the build refuses)."""
    try:
        return built_maze(*size, seed=seed, algorithm=spec, excluded=excluded, **options)
    except MazeException:
        return None


def passages_from(grid: Grid, field: int):
    walls = grid.walls
    return [field + grid.step[side] for side in SIDES if not walls[field] & side]


def check_walls_are_consistent(maze: MazeGraphs) -> None:
    grid = Grid(maze.maze_array)
    for field in range(grid.count):
        for side in SIDES:
            if not grid.walls[field] & side:
                assert grid.open_sides[field] & side, "a passage crosses a border"
                neighbour = field + grid.step[side]
                assert not grid.walls[neighbour] & OPPOSITE[side], "a wall open on one face only"


@pytest.mark.parametrize("spec", SPECS)
@given(grids)
@settings(max_examples=25, deadline=None)
def test_perfect_over_every_region(spec, case):
    size, seed, excluded = case
    maze = build(spec, size, seed, excluded)
    if maze is None:
        return
    algorithm = maze.algorithm
    check_walls_are_consistent(maze)
    grid = Grid(maze.maze_array)
    regions = grid.regions()
    start_region = regions[maze.start_field.index]
    cycles = 0
    for number in set(regions) - {-1}:
        fields = [f for f in range(grid.count) if regions[f] == number]
        if not algorithm.whole_grid and number != start_region:
            assert all(grid.walls[f] == 15 for f in fields)  # the book leaves them alone
            continue
        seen = {fields[0]}
        queue = deque(seen)
        while queue:
            for neighbour in passages_from(grid, queue.popleft()):
                if neighbour not in seen:
                    seen.add(neighbour)
                    queue.append(neighbour)
        assert seen == set(fields), "a region is not connected"
        passages = sum(len(passages_from(grid, f)) for f in fields) // 2
        if algorithm.perfect:
            assert passages == len(fields) - 1, "a loop in a perfect maze"
        cycles += passages - len(fields) + 1
    assert maze.result.loops == cycles


@pytest.mark.parametrize("spec", SPECS)
def test_the_same_seed_builds_the_same_maze(spec):
    one = build(spec, (17, 12), 99, [(3, 3), (4, 3), (10, 7)])
    two = build(spec, (17, 12), 99, [(3, 3), (4, 3), (10, 7)])
    other = build(spec, (17, 12), 100, [(3, 3), (4, 3), (10, 7)])
    assert bytes(one.maze_array.walls) == bytes(two.maze_array.walls)
    assert one.result == two.result
    if one.algorithm.perfect and spec != "binary-tree:NW" or "binary" not in spec:
        assert bytes(one.maze_array.walls) != bytes(other.maze_array.walls) or spec == "empty"


def replay(maze: MazeGraphs, events) -> bytes:
    """Apply CARVE, WALL and CLEAR to a grid with all walls up; return its walls."""
    fresh = MazeGraphs(maze.maze_array.width, maze.maze_array.height, display=False)
    for x, y in maze.maze_array.excluded_fields():
        fresh.exclude_maze_field(x, y)
    fresh.set_borders()
    grid = Grid(fresh.maze_array)
    for kind, field, other in events:
        if kind == CARVE:
            grid.carve(field, grid.side_towards(field, other))
        elif kind == WALL:
            grid.build_wall(field, grid.side_towards(field, other))
        elif kind == CLEAR:
            for wall_field, side in grid.passable_walls():
                grid.carve(wall_field, side)
    return bytes(grid.walls)


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("imperfections", [{}, {"loop_percent": 20, "block_permille": 100}])
def test_events_replayed_on_a_fresh_grid_give_the_same_maze(spec, imperfections):
    excluded = [(2, 2), (2, 3), (7, 1), (0, 5)]
    built = build(spec, (14, 9), 5, excluded, **imperfections)
    watched = unbuilt_maze(14, 9, seed=5, algorithm=spec, excluded=excluded, **imperfections)
    events = list(watched.build_steps())
    assert bytes(watched.maze_array.walls) == bytes(built.maze_array.walls)
    assert replay(watched, events) == bytes(built.maze_array.walls)
    assert watched.result == built.result


@pytest.mark.parametrize("spec", SPECS)
def test_loops_and_blocks_are_counted_exactly(spec):
    plain = build(spec, (16, 12), 8, [(5, 5)])
    looped = build(spec, (16, 12), 8, [(5, 5)], loop_percent=15)
    blocked = build(spec, (16, 12), 8, [(5, 5)], block_permille=80)
    grid = Grid(plain.maze_array)
    passages = sum(len(passages_from(grid, f)) for f in range(grid.count)) // 2
    if plain.algorithm.perfect and plain.algorithm.whole_grid:
        assert looped.result.loops == round(passages * 15 / 100)
    assert blocked.result.blocks == sum(
        1
        for f in range(grid.count)
        for n in passages_from(grid, f)
        if n > f and n not in passages_from(Grid(blocked.maze_array), f)
    )


@pytest.mark.parametrize(
    ("percent", "loops"),
    [(1, 0), (3, 2), (5, 2), (7, 4), (9, 4)],
)
def test_a_half_loop_rounds_to_the_even_count(percent, loops):
    """3 × 17 fields have 50 passages: 1 %, 3 %, ... of them is 0.5, 1.5, ... openings, and a
    half goes to the even whole number (Python's round), the same for every seed."""
    for seed in (1, 2, 3):
        maze = build(BOOK, (3, 17), seed, [], loop_percent=percent)
        assert maze.result.loops == loops
