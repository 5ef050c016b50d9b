"""Islands: excluded fields that cut the grid apart, each region its own perfect maze or all of
them one, joined by exactly one door; blocks that say what they cut off, and blocks that keep
the maze whole."""

from __future__ import annotations

import contextlib
import io
import random
from collections import deque
from contextlib import suppress

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth import MazeException, MazeGraphs
from labyrinth.build import islands_ahead
from labyrinth.islands import find_regions
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W

# Two blobs, one column of outside fields between them: a door can join them.
TWO_BLOBS = ["###.###", "###.###", "###.###", "###.###"]
# The same two blobs three columns apart: too far for a door.
FAR_BLOBS = ["##...##", "##...##", "##...##"]
ALGORITHMS = ["backtracker", "kruskal", "prim-true", "wilson", "recursive-division", "eller"]


def masked(rows: list[str], **options) -> MazeGraphs:
    """A built maze whose ``.`` fields are excluded."""
    maze = MazeGraphs(len(rows[0]), len(rows), display=False, **options)
    for y, row in enumerate(rows):
        for x, char in enumerate(row):
            if char == ".":
                maze.exclude_maze_field(x, y)
    with contextlib.redirect_stdout(io.StringIO()):
        maze.build_maze()
    return maze


def passages(maze: MazeGraphs) -> set[frozenset[tuple[int, int]]]:
    """Every open wall between two fields, as the pair of fields."""
    array = maze.maze_array
    found = set()
    for y in range(array.height):
        for x in range(array.width):
            walls = array.walls[y * array.width + x]
            if x + 1 < array.width and not walls & BIT_E:
                found.add(frozenset({(x, y), (x + 1, y)}))
            if y + 1 < array.height and not walls & BIT_S:
                found.add(frozenset({(x, y), (x, y + 1)}))
    return found


def reached(maze: MazeGraphs, start: tuple[int, int]) -> set[tuple[int, int]]:
    """The fields a walk along the open walls reaches from ``start``."""
    array, seen, queue = maze.maze_array, {start}, deque([start])
    while queue:
        x, y = queue.popleft()
        walls = array.walls[y * array.width + x]
        for side, dx, dy in ((BIT_N, 0, -1), (BIT_E, 1, 0), (BIT_S, 0, 1), (BIT_W, -1, 0)):
            if not walls & side and (x + dx, y + dy) not in seen:
                seen.add((x + dx, y + dy))
                queue.append((x + dx, y + dy))
    return seen


def open_fields(maze: MazeGraphs) -> set[tuple[int, int]]:
    """The fields that belong to the maze: those not excluded."""
    array = maze.maze_array
    excluded = set(array.excluded_fields())
    return {(x, y) for y in range(array.height) for x in range(array.width)} - excluded


def is_perfect_over(maze: MazeGraphs, fields: set[tuple[int, int]]) -> bool:
    """One path between any two of ``fields``: all reached from one, fields − 1 passages."""
    inside = [pair for pair in passages(maze) if pair <= fields]
    return reached(maze, min(fields)) == fields and len(inside) == len(fields) - 1


def blobs(rows: list[str]) -> list[set[tuple[int, int]]]:
    """The left and right blob of a mask, as sets of fields."""
    middle = len(rows[0]) // 2
    fields = [(x, y) for y, row in enumerate(rows) for x, char in enumerate(row) if char == "#"]
    return [{f for f in fields if f[0] < middle}, {f for f in fields if f[0] > middle}]


@pytest.mark.parametrize("algorithm", ALGORITHMS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_separate_blobs_give_two_mazes_each_perfect(algorithm, seed):
    maze = masked(TWO_BLOBS, seed=seed, algorithm=algorithm, islands="separate")
    left, right = blobs(TWO_BLOBS)
    assert is_perfect_over(maze, left) and is_perfect_over(maze, right)
    assert not any(pair & left and pair & right for pair in passages(maze))
    assert maze.result.cut_off_count == 0  # each is a maze of its own, none is cut off
    assert list(maze.maze_array.door_fields()) == []


@pytest.mark.parametrize("algorithm", ALGORITHMS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_joined_blobs_are_one_perfect_maze_with_exactly_one_door(algorithm, seed):
    maze = masked(TWO_BLOBS, seed=seed, algorithm=algorithm, islands="join")
    doors = list(maze.maze_array.door_fields())
    assert len(doors) == 1 and doors[0][0] == 3  # in the column between the blobs
    assert open_fields(maze) == blobs(TWO_BLOBS)[0] | blobs(TWO_BLOBS)[1] | set(doors)
    assert is_perfect_over(maze, open_fields(maze))
    through_door = [pair for pair in passages(maze) if doors[0] in pair]
    assert len(through_door) == 2  # in from one blob, out into the other
    assert maze.result.cut_off_count == 0 and maze.result.length > 0


@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_blobs_far_apart_are_joined_by_a_bridge_into_one_maze(algorithm):
    """Three excluded fields between them: a bridge through all three, the shortest way, is
    one door; the two blobs and the bridge are one perfect maze, the way leads through it."""
    maze = masked(FAR_BLOBS, seed=4, islands="join", algorithm=algorithm)
    bridge = list(maze.maze_array.door_fields())
    assert [x for x, _y in bridge] == [2, 3, 4] and len({y for _x, y in bridge}) == 1
    left, right = blobs(FAR_BLOBS)
    assert open_fields(maze) == left | right | set(bridge)
    assert is_perfect_over(maze, open_fields(maze))
    assert maze.result.cut_off_count == 0
    grid = MazeGraphs(7, 3, display=False, seed=4, islands="join", excluded=excluded_of(FAR_BLOBS))
    ahead = islands_ahead(grid.maze_array, grid.options)
    assert ahead.joining is not None and ahead.joining.doors == bridge
    assert ahead.sentence(grid.options, True) == (
        "The mask leaves 2 separate regions: 1 door joins them into one maze."
    )
    three = MazeGraphs(
        11, 3, display=False, seed=4, islands="join", excluded=excluded_of(["##.##...###"] * 3)
    )
    assert islands_ahead(three.maze_array, three.options).sentence(three.options, False) == (
        "The excluded fields leave 3 separate regions: 2 doors join them into one maze."
    )


def test_regions_a_row_apart_across_a_wall_get_a_door_with_a_step():
    # the wall is column 2; the blobs face each other across it one row apart, as two letters
    # of a word may (A's last column and T's first share no row)
    rows = ["##...", "##...", "...##", "...##"]
    for seed in range(10):
        maze = masked(rows, seed=seed, islands="join")
        assert list(maze.maze_array.door_fields()) == [(2, 1), (2, 2)]
        assert is_perfect_over(maze, open_fields(maze))
    grid = MazeGraphs(5, 4, display=False, seed=1, islands="join", excluded=excluded_of(rows))
    ahead = islands_ahead(grid.maze_array, grid.options)
    assert ahead.joining is not None and ahead.joining.count == 1
    assert ahead.sentence(grid.options, True).endswith("1 door joins them into one maze.")


def excluded_of(rows: list[str]) -> tuple[tuple[int, int], ...]:
    return tuple((x, y) for y, row in enumerate(rows) for x, char in enumerate(row) if char == ".")


def test_a_ring_of_regions_gets_doors_that_close_no_loop():
    # four blobs around a cross of outside fields: each touches two others across one field
    rows = ["##.##", "##.##", ".....", "##.##", "##.##"]
    for seed in range(20):
        maze = masked(rows, seed=seed, islands="join")
        assert len(list(maze.maze_array.door_fields())) == 3
        assert is_perfect_over(maze, open_fields(maze))


def test_the_books_own_rule_fills_only_the_first_region_and_says_so():
    maze = masked(TWO_BLOBS, seed=5)
    left, right = blobs(TWO_BLOBS)
    assert is_perfect_over(maze, left)
    assert {field for field in right if maze.maze_array.walls[field[1] * 7 + field[0]] != 15} == (
        set()
    )
    assert maze.result.cut_off_count == len(right)
    grid = MazeGraphs(7, 4, display=False, seed=5, excluded=excluded_of(TWO_BLOBS))
    assert islands_ahead(grid.maze_array, grid.options).sentence(grid.options, False) == (
        "The excluded fields leave 2 separate regions: the book's walk fills only the first, "
        "the others stay cut off."
    )


def test_the_sentence_before_the_build_names_the_doors_the_build_opens():
    grid = MazeGraphs(7, 4, display=False, seed=8, islands="join", excluded=excluded_of(TWO_BLOBS))
    ahead = islands_ahead(grid.maze_array, grid.options)
    borders = bytes(grid.maze_array.borders)
    assert ahead.count == 2 and ahead.joining is not None
    assert ahead.sentence(grid.options, True) == (
        "The mask leaves 2 separate regions: 1 door joins them into one maze."
    )
    with contextlib.redirect_stdout(io.StringIO()):
        grid.build_maze()
    assert list(grid.maze_array.door_fields()) == ahead.joining.doors
    assert bytes(grid.maze_array.borders) != borders  # the build opened it, the look did not
    again = islands_ahead(grid.maze_array, grid.options)  # a built maze: its doors closed first
    assert again.joining is not None and again.joining.doors == ahead.joining.doors


@settings(max_examples=60, deadline=None)
@given(
    width=st.integers(2, 14),
    height=st.integers(2, 14),
    holes=st.floats(0.1, 0.6),
    seed=st.integers(0, 2**32),
    islands=st.sampled_from(["separate", "join"]),
)
def test_the_literal_recursion_builds_the_same_islands(width, height, holes, seed, islands):
    rng = random.Random(seed)
    excluded = tuple((x, y) for y in range(height) for x in range(width) if rng.random() < holes)
    mazes = []
    for recursive in (False, True):
        maze = MazeGraphs(
            width, height, display=False, seed=seed, excluded=excluded, islands=islands
        )
        with contextlib.redirect_stdout(io.StringIO()), suppress(MazeException):
            result = maze.build_maze(recursive=recursive)
            mazes.append((bytes(maze.maze_array.walls), result))
    assert len(mazes) in (0, 2) and mazes[:1] == mazes[1:]  # none when every field is closed


@settings(max_examples=60, deadline=None)
@given(
    width=st.integers(2, 16),
    height=st.integers(2, 16),
    holes=st.floats(0.0, 0.7),
    seed=st.integers(0, 2**32),
    algorithm=st.sampled_from(ALGORITHMS),
    islands=st.sampled_from(["separate", "join"]),
)
def test_every_region_is_a_perfect_maze_and_joined_ones_share_one_door(
    width, height, holes, seed, algorithm, islands
):
    rng = random.Random(seed)
    excluded = tuple((x, y) for y in range(height) for x in range(width) if rng.random() < holes)
    grid = MazeGraphs(width, height, display=False, seed=seed, excluded=excluded, islands=islands)
    ahead = islands_ahead(grid.maze_array, grid.options)
    count = ahead.joining.mazes if ahead.joining else ahead.count
    maze = MazeGraphs(
        width,
        height,
        display=False,
        seed=seed,
        excluded=excluded,
        algorithm=algorithm,
        islands=islands,
    )
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            result = maze.build_maze()
    except MazeException:  # every field excluded or walled in: no field to start from
        assert 0 not in maze.maze_array.closed_fields_mask()
        return
    regions = flood_regions(maze)
    assert all(is_perfect_over(maze, region) for region in regions)
    assert len(regions) == count
    assert result.cut_off_count == 0


def flood_regions(maze: MazeGraphs) -> list[set[tuple[int, int]]]:
    """The regions of open fields, found field by field (the slow, obvious way)."""
    array, left, regions = maze.maze_array, open_fields(maze), []
    while left:
        first = min(left)
        region, queue = {first}, deque([first])
        while queue:
            x, y = queue.popleft()
            border = array.borders[y * array.width + x]
            for side, dx, dy in ((BIT_N, 0, -1), (BIT_E, 1, 0), (BIT_S, 0, 1), (BIT_W, -1, 0)):
                near = (x + dx, y + dy)
                if not border & side and near in left and near not in region:
                    region.add(near)
                    queue.append(near)
        regions.append(region)
        left -= region
    return regions


@settings(max_examples=100, deadline=None)
@given(
    width=st.integers(2, 20),
    height=st.integers(2, 20),
    holes=st.floats(0.0, 0.8),
    seed=st.integers(0, 2**32),
)
def test_the_regions_found_by_runs_are_those_of_a_flood_fill(width, height, holes, seed):
    rng = random.Random(seed)
    maze = MazeGraphs(width, height, display=False, seed=1)
    for y in range(height):
        for x in range(width):
            if rng.random() < holes:
                maze.exclude_maze_field(x, y)
    maze.set_borders()
    regions = find_regions(maze.maze_array)
    slow = flood_regions(maze)
    if not slow:
        return
    assert regions.count == len(slow)
    assert sorted(regions.sizes) == sorted(len(region) for region in slow)
    numbers = [{regions.region_at(x, y) for x, y in region} for region in slow]
    assert all(len(found) == 1 for found in numbers)  # a region is one number
    assert len(set.union(*numbers)) == len(slow)  # and two are two
    firsts = {(first % width, first // width) for first in regions.firsts}
    assert firsts == {min(region, key=lambda field: (field[1], field[0])) for region in slow}


# -- blocks ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_blocks_say_how_many_fields_they_cut_off(seed):
    maze = MazeGraphs(20, 15, display=False, seed=seed, block_permille=30)
    with contextlib.redirect_stdout(io.StringIO()):
        result = maze.build_maze()
    unreached = open_fields(maze) - reached(maze, result.start)
    assert result.blocks_cut_off == result.cut_off_count == len(unreached) > 0
    assert result.blocks_sentence() == f"The blocks cut off {len(unreached)} fields."


def test_blocks_beside_excluded_regions_count_only_what_they_cut_off():
    plain = masked(TWO_BLOBS, seed=3)
    blocked = masked(TWO_BLOBS, seed=3, block_permille=300)
    assert plain.result.cut_off_count == 12  # the right blob, which the book's walk leaves
    assert blocked.result.blocks_cut_off == blocked.result.cut_off_count - 12


@settings(max_examples=60, deadline=None)
@given(
    width=st.integers(2, 24),
    height=st.integers(2, 24),
    permille=st.integers(1, 1000),
    loops=st.sampled_from([0, 0, 10, 40]),
    seed=st.integers(0, 2**32),
    algorithm=st.sampled_from(ALGORITHMS),
)
def test_blocks_that_keep_the_maze_whole_cut_off_nothing(
    width, height, permille, loops, seed, algorithm
):
    maze = MazeGraphs(
        width,
        height,
        display=False,
        seed=seed,
        algorithm=algorithm,
        block_permille=permille,
        loop_percent=loops,
        block_mode="whole",
    )
    with contextlib.redirect_stdout(io.StringIO()):
        result = maze.build_maze()
    assert result.cut_off_count == 0 and result.blocks_cut_off == 0
    assert reached(maze, result.start) == open_fields(maze)
    if not loops and maze.algorithm.perfect:
        assert result.loops == 0 and result.imperfections() == ""  # a perfect maze stays so


@pytest.mark.parametrize("seed", range(1, 9))
def test_whole_blocks_leave_walls_standing_where_cutting_blocks_would_cut(seed):
    cut = MazeGraphs(20, 15, display=False, seed=seed, block_permille=30)
    whole = MazeGraphs(20, 15, display=False, seed=seed, block_permille=30, block_mode="whole")
    with contextlib.redirect_stdout(io.StringIO()):
        cut_result, whole_result = cut.build_maze(), whole.build_maze()
    assert cut_result.cut_off_count > 0 and whole_result.cut_off_count == 0
    # the same walls are blocked; each stands, unless only it could join its piece again
    assert 0 < whole_result.blocks <= cut_result.blocks
    blocked = passages(plain_maze(seed)) - passages(cut)
    assert sum(pair not in passages(whole) for pair in blocked) == whole_result.blocks


def plain_maze(seed: int) -> MazeGraphs:
    maze = MazeGraphs(20, 15, display=False, seed=seed)
    with contextlib.redirect_stdout(io.StringIO()):
        maze.build_maze()
    return maze


def test_whole_blocks_leave_a_region_the_book_does_not_fill_as_it_was():
    cut = masked(TWO_BLOBS, seed=3, block_permille=300)
    whole = masked(TWO_BLOBS, seed=3, block_permille=300, block_mode="whole")
    right = blobs(TWO_BLOBS)[1]
    assert all(whole.maze_array.walls[y * 7 + x] == ALL_SIDES for x, y in right)
    assert whole.result.cut_off_count == 12 and whole.result.blocks_cut_off == 0
    assert cut.result.blocks_cut_off > 0
