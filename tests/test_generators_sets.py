"""What sets binary tree, sidewinder, Eller, Kruskal and recursive division apart: the texture
each one promises (JMaze's "Perfect Maze Creation Algorithms", the French course's chambers),
and Eller's memory of a single row. The generic checks are in test_generators.py."""

from __future__ import annotations

import random
import tracemalloc
from collections import deque

import pytest

from labyrinth import MazeGraphs
from labyrinth.generators import eller, find_algorithm
from labyrinth.generators.events import CLEAR, WALL
from labyrinth.generators.grid import SIDES, Grid
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W
from tests.helpers import built_maze, unbuilt_maze

OPENINGS = [[side for side in SIDES if not walls & side] for walls in range(16)]


def dead_end_sides(maze: MazeGraphs) -> set[int]:
    """The sides towards which the dead ends of the maze open."""
    return {OPENINGS[walls][0] for walls in maze.maze_array.walls if len(OPENINGS[walls]) == 1}


def dead_end_share(maze: MazeGraphs) -> float:
    walls = maze.maze_array.walls
    return sum(len(OPENINGS[value]) == 1 for value in walls) / len(walls)


def straight_share(maze: MazeGraphs) -> float:
    """Fields that are straight corridors: open on two opposite sides only."""
    walls = maze.maze_array.walls
    return sum(value in (BIT_N | BIT_S, BIT_E | BIT_W) for value in walls) / len(walls)


def longest_inner_wall(maze: MazeGraphs) -> int:
    """The most wall segments in one straight line, inside the rim."""
    array = maze.maze_array
    width, height, walls = array.width, array.height, array.walls
    longest = 0
    for y in range(height - 1):  # lines between rows y and y + 1
        run = 0
        for x in range(width):
            run = run + 1 if walls[y * width + x] & BIT_S else 0
            longest = max(longest, run)
    for x in range(width - 1):  # lines between columns x and x + 1
        run = 0
        for y in range(height):
            run = run + 1 if walls[y * width + x] & BIT_E else 0
            longest = max(longest, run)
    return longest


def corridor_is_open(maze: MazeGraphs, fields: list[int]) -> bool:
    """True if each field of the list opens into the next one."""
    grid = Grid(maze.maze_array)
    return all(
        not grid.walls[field] & grid.side_towards(field, following)
        for field, following in zip(fields, fields[1:], strict=False)
    )


def edge(maze: MazeGraphs, side: int) -> list[int]:
    """The fields along one side of the rim, in order."""
    width, height = maze.maze_array.width, maze.maze_array.height
    return {
        BIT_N: list(range(width)),
        BIT_S: list(range((height - 1) * width, height * width)),
        BIT_W: list(range(0, height * width, width)),
        BIT_E: list(range(width - 1, height * width, width)),
    }[side]


CORNERS = {"NW": (BIT_N, BIT_W), "NE": (BIT_N, BIT_E), "SW": (BIT_S, BIT_W), "SE": (BIT_S, BIT_E)}


@pytest.mark.parametrize("corner", CORNERS)
@pytest.mark.parametrize("seed", range(4))
def test_binary_tree_dead_ends_open_towards_the_corner_and_its_sides_are_corridors(corner, seed):
    maze = built_maze(23, 17, seed=seed, algorithm=f"binary-tree:{corner}")
    sides = CORNERS[corner]
    assert dead_end_sides(maze) <= set(sides)
    for side in sides:
        assert corridor_is_open(maze, edge(maze, side))


@pytest.mark.parametrize("closing", [BIT_N, BIT_S, BIT_E, BIT_W])
@pytest.mark.parametrize("seed", range(4))
def test_sidewinder_has_one_corridor_along_its_side_and_no_dead_end_facing_away(closing, seed):
    name = {BIT_N: "N", BIT_S: "S", BIT_E: "E", BIT_W: "W"}[closing]
    maze = built_maze(21, 18, seed=seed, algorithm=f"sidewinder:{name}")
    away = {BIT_N: BIT_S, BIT_S: BIT_N, BIT_E: BIT_W, BIT_W: BIT_E}[closing]
    assert corridor_is_open(maze, edge(maze, closing))
    ends = dead_end_sides(maze)
    assert away not in ends, "a dead end whose passage faces away from the closing side"
    assert len(ends) == 3


def test_sidewinder_north_is_the_classic_rows_with_one_passage_up_per_run():
    maze = built_maze(30, 12, seed=3, algorithm="sidewinder")
    array = maze.maze_array
    width, walls = array.width, array.walls
    for y in range(1, array.height):
        row = [walls[y * width + x] for x in range(width)]
        runs = []  # the fields of each run: joined eastwards
        for x, value in enumerate(row):
            if x == 0 or row[x - 1] & BIT_E:
                runs.append([])
            runs[-1].append(value)
        for run in runs:
            assert sum(not value & BIT_N for value in run) == 1


def test_division_clears_the_chamber_then_only_puts_walls_up():
    maze = MazeGraphs(20, 14, display=False, seed=4, algorithm="recursive-division")
    events = list(maze.build_steps())
    assert events[0][0] == CLEAR
    assert {kind for kind, _field, _other in events[1:]} == {WALL}
    passable = 20 * 13 + 14 * 19  # inner walls
    assert len(events) - 1 == passable - (20 * 14 - 1)  # a tree stays: one opening per wall


def test_division_makes_long_straight_walls_and_corridors():
    for seed in range(5):
        division = built_maze(40, 40, seed=seed, algorithm="recursive-division")
        kruskal = built_maze(40, 40, seed=seed, algorithm="kruskal")
        assert longest_inner_wall(division) >= 20  # the first wall crosses the whole maze
        assert longest_inner_wall(division) > longest_inner_wall(kruskal)
        assert straight_share(division) > 0.28 > straight_share(kruskal)


@pytest.mark.parametrize(("width", "height", "vertical_expected"), [(60, 6, True), (6, 60, False)])
def test_division_cuts_wide_chambers_by_vertical_walls(width, height, vertical_expected):
    vertical = 0
    for seed in range(40):
        maze = MazeGraphs(width, height, display=False, seed=seed, algorithm="recursive-division")
        steps = maze.build_steps()
        next(steps)  # CLEAR
        _kind, field, other = next(steps)
        vertical += other == field + 1
    assert (vertical >= 32) if vertical_expected else (vertical <= 8)


def test_division_with_holes_never_walls_a_border_and_stays_perfect():
    excluded = [(x, 5) for x in range(3, 17)] + [(9, y) for y in range(0, 11)]
    maze = unbuilt_maze(20, 12, seed=11, algorithm="recursive-division", excluded=excluded)
    events = list(maze.build_steps())
    grid = Grid(maze.maze_array)
    for kind, field, other in events:
        if kind == WALL:
            assert grid.open_sides[field] & grid.side_towards(field, other)
    assert maze.result.loops == 0
    assert not maze.result.cut_off_indices


def test_kruskal_has_many_dead_ends():
    for seed in range(4):
        kruskal = dead_end_share(built_maze(40, 40, seed=seed, algorithm="kruskal"))
        assert kruskal > 0.27
        assert kruskal > 2 * dead_end_share(built_maze(40, 40, seed=seed, algorithm="backtracker"))


def test_kruskal_opens_walls_all_over_the_maze_from_the_start():
    maze = MazeGraphs(40, 40, display=False, seed=2, algorithm="kruskal")
    first = [field for _kind, field, _other in list(maze.build_steps())[:40]]
    assert len({field // 40 // 10 for field in first}) == 4  # all four bands of rows


def eller_peak_bytes(width: int, height: int, excluded=()) -> int:
    """Peak traced bytes while Eller runs; the maze itself is made before tracing starts.

    The same build runs once untraced first: a first run in the process also pays for
    one-time allocations (caches, specialised code), which are not Eller's to count.
    """
    algorithm, option = find_algorithm("eller")

    def eller_steps():
        maze = MazeGraphs(width, height, display=False, seed=5)
        for x, y in excluded:
            maze.exclude_maze_field(x, y)
        maze.set_borders()
        return algorithm.build(maze.maze_array, 0, random.Random(5), option)

    deque(eller_steps(), maxlen=0)
    steps = eller_steps()
    tracemalloc.start()
    try:
        deque(steps, maxlen=0)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_eller_needs_memory_for_one_row_only():
    width, low, high = 300, 60, 240
    short, tall = eller_peak_bytes(width, low), eller_peak_bytes(width, high)
    assert abs(tall - short) < (high - low) * width / 20
    assert tall < 200 * width  # some lists of one row, not a byte per field of the maze


def test_eller_with_holes_still_needs_memory_for_one_row_only():
    width, low, high = 120, 40, 160
    holes = random.Random(1)
    excluded = [(x, y) for y in range(high) for x in range(width) if holes.random() < 0.15]
    short = eller_peak_bytes(width, low, [(x, y) for x, y in excluded if y < low])
    tall = eller_peak_bytes(width, high, excluded)
    assert abs(tall - short) < (high - low) * width / 10


def test_eller_joins_a_piece_that_runs_into_a_dead_end_pocket():
    # A corridor of width one hangs down from the top row between excluded fields and ends
    # in a pocket: whatever Eller chose in the top row, the corridor ends as a set that
    # cannot go on, and it must be joined through a wall it passed long ago.
    excluded = [(2, y) for y in range(1, 9)] + [(4, y) for y in range(1, 9)] + [(3, 9)]
    for seed in range(30):
        maze = built_maze(8, 10, seed=seed, algorithm="eller", excluded=excluded)
        assert maze.result.loops == 0
        assert not maze.result.cut_off_indices
        assert max(maze.maze_array.walls) <= 15  # the walk's marks are gone


def test_eller_leaves_pieces_to_join_pieces_when_walking_gets_long(monkeypatch):
    monkeypatch.setattr(eller, "_WALK_BUDGET", 0)  # no walks: every far join is left over
    holes = random.Random(2)
    for seed in range(10):
        excluded = [(x, y) for y in range(14) for x in range(18) if holes.random() < 0.3]
        maze = built_maze(18, 14, seed=seed, algorithm="eller", excluded=excluded)
        assert maze.result.loops == 0
        check_every_region_is_joined(maze)


def check_every_region_is_joined(maze: MazeGraphs) -> None:
    grid = Grid(maze.maze_array)
    regions = grid.regions()
    for number in set(regions) - {-1}:
        fields = [field for field in range(grid.count) if regions[field] == number]
        seen, queue = {fields[0]}, deque([fields[0]])
        while queue:
            field = queue.popleft()
            for side in SIDES:
                if not grid.walls[field] & side and field + grid.step[side] not in seen:
                    seen.add(field + grid.step[side])
                    queue.append(field + grid.step[side])
        assert seen == set(fields)
