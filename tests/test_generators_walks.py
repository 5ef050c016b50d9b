"""The walking and growing algorithms: the textures they are known for, in numbers; the
uniform ones over every spanning tree of a small grid; and what their events show.

Textures are averaged over a few seeded 40 × 30 mazes; the bounds leave a wide margin
around the measured shares (dead ends: about 0.10 for hunt-and-kill and the newest-first
growing tree, 0.28-0.35 for Prim, the random growing tree and the uniform walks).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from statistics import mean

import pytest

from labyrinth import MazeGraphs
from labyrinth.generators.events import BACK, CARVE, FRONTIER, MARK, UNMARK, VISIT
from tests.helpers import bfs, built_maze, carved_neighbours, read_grid, unbuilt_maze, wall_bits

SIZE = (40, 30)
SEEDS = range(4)
FEW_DEAD_ENDS = ("hunt-and-kill", "growing-tree:newest", "growing-forest")
MANY_DEAD_ENDS = (
    "prim-true",
    "prim-simplified",
    "prim-modified",
    "growing-tree:random",
    "aldous-broder",
    "wilson",
)
# Algorithms that carve only from the maze into an untouched field.
GROWING = (
    "hunt-and-kill",
    "growing-tree:newest",
    "growing-tree:random",
    "growing-tree:oldest",
    "growing-tree:mix",
    "prim-true",
    "prim-simplified",
    "prim-modified",
    "aldous-broder",
)
ALL = GROWING + ("wilson", "growing-forest")


def watched(spec: str, seed: int, size=SIZE, excluded=()) -> tuple[MazeGraphs, list]:
    """A maze built step by step, and its steps."""
    maze = unbuilt_maze(*size, seed=seed, algorithm=spec, excluded=excluded)
    return maze, list(maze.build_steps())


@cache
def texture(spec: str) -> dict[str, float]:
    """Shares of dead ends (one way out) and corridor fields (two), and the path length from
    the start to the farthest field, averaged over SEEDS."""
    dead_ends, corridors, lengths = [], [], []
    for seed in SEEDS:
        maze = built_maze(*SIZE, seed=seed, algorithm=spec)
        ways = Counter(4 - bin(walls).count("1") for walls in maze.maze_array.walls)
        fields = len(maze.maze_array.walls)
        dead_ends.append(ways[1] / fields)
        corridors.append(ways[2] / fields)
        lengths.append(maze.result.length)
    return {"dead ends": mean(dead_ends), "corridors": mean(corridors), "length": mean(lengths)}


# -- textures ------------------------------------------------------------------------------


@pytest.mark.parametrize("many", MANY_DEAD_ENDS)
def test_prim_and_the_uniform_walks_make_many_more_dead_ends(many):
    most_of_the_few = max(texture(spec)["dead ends"] for spec in FEW_DEAD_ENDS)
    assert most_of_the_few < 0.15
    assert texture(many)["dead ends"] > 0.25
    assert texture(many)["dead ends"] > 2 * most_of_the_few


def test_prim_modified_has_the_most_dead_ends_of_the_prims():
    assert texture("prim-modified")["dead ends"] > texture("prim-true")["dead ends"]


@pytest.mark.parametrize("spec", ["growing-tree:newest", "hunt-and-kill", "growing-forest"])
def test_backtracking_walks_make_long_corridors(spec):
    assert texture(spec)["corridors"] > 0.7
    assert texture(spec)["corridors"] > texture("prim-modified")["corridors"] + 0.3


def test_growing_tree_oldest_is_a_breadth_first_search():
    """Taking the oldest field first reaches every field on a shortest way: from the corner,
    the way through the maze is exactly as long as the way across the empty grid."""
    for seed in SEEDS:
        maze = built_maze(*SIZE, seed=seed, algorithm="growing-tree:oldest")
        walls = read_grid(maze.maze_array, wall_bits)
        distance = bfs((0, 0), carved_neighbours(maze.maze_array, walls))
        assert all(steps == x + y for (x, y), steps in distance.items())
        assert maze.result.length == SIZE[0] + SIZE[1] - 2


def test_growing_tree_mix_keeps_the_solution_short():
    newest, mix = texture("growing-tree:newest"), texture("growing-tree:mix")
    assert mix["length"] < newest["length"] / 2
    assert newest["dead ends"] < mix["dead ends"] < texture("growing-tree:random")["dead ends"]


def test_growing_forest_joins_its_trees_into_shorter_ways():
    assert texture("growing-forest")["length"] < texture("growing-tree:newest")["length"] / 1.5


# -- uniform spanning trees ----------------------------------------------------------------


@pytest.mark.parametrize("size", [(3, 2), (2, 3)])
@pytest.mark.parametrize("spec", ["aldous-broder", "wilson"])
def test_the_random_walks_build_every_maze_equally_often(spec, size):
    """A 3 × 2 grid has 15 spanning trees; each must come about equally often (chi-square
    with 14 degrees of freedom below its 0.1 % bound), whereas hunt-and-kill misses some."""
    builds = 1500
    counts = Counter(
        bytes(built_maze(*size, seed=seed, algorithm=spec).maze_array.walls)
        for seed in range(builds)
    )
    assert len(counts) == 15
    expected = builds / 15
    chi_square = sum((count - expected) ** 2 / expected for count in counts.values())
    assert chi_square < 36.12


def test_hunt_and_kill_is_not_uniform():
    counts = Counter(
        bytes(built_maze(3, 2, seed=seed, algorithm="hunt-and-kill").maze_array.walls)
        for seed in range(300)
    )
    assert len(counts) < 15


# -- reproducible --------------------------------------------------------------------------


def test_prim_true_with_the_same_seed_builds_the_same_maze_and_events():
    excluded = [(5, 5), (6, 5), (20, 11)]
    one, one_events = watched("prim-true", 1234, excluded=excluded)
    two, two_events = watched("prim-true", 1234, excluded=excluded)
    other, _ = watched("prim-true", 1235, excluded=excluded)
    assert one_events == two_events
    assert bytes(one.maze_array.walls) == bytes(two.maze_array.walls)
    assert bytes(one.maze_array.walls) != bytes(other.maze_array.walls)


# -- events --------------------------------------------------------------------------------


@pytest.mark.parametrize("spec", GROWING)
def test_every_carve_goes_from_the_maze_into_a_new_field(spec):
    _maze, events = watched(spec, 3, excluded=[(4, 0), (4, 1), (4, 2), (0, 4), (1, 4)])
    reached = set()
    for kind, field, other in events:
        if kind == VISIT:
            reached.add(field)  # a region's first field, or a walk over the maze
        elif kind == CARVE:
            assert field in reached
            assert other not in reached
            reached.add(other)
    assert len(reached) == SIZE[0] * SIZE[1] - 5


def test_wilson_marks_its_walks_and_erases_their_loops():
    _maze, events = watched("wilson", 7, (12, 9))
    kinds = Counter(kind for kind, _field, _other in events)
    assert kinds[MARK] == kinds[UNMARK] > 0
    marked: set[int] = set()
    in_maze: set[int] = set()
    erased = 0
    for number, (kind, field, other) in enumerate(events):
        if kind == VISIT:
            in_maze.add(field)
        elif kind == MARK:
            assert field not in marked and field not in in_maze
            marked.add(field)
        elif kind == UNMARK:
            marked.remove(field)
            if events[number + 1][:2] != (CARVE, field):
                erased += 1  # not carved next: its loop was erased
        elif kind == CARVE:  # the walk becomes maze, from its first field on
            assert field not in marked and field not in in_maze
            assert other in marked or other in in_maze
            in_maze.add(field)
    assert not marked
    assert erased > 0
    assert len(in_maze) == 12 * 9


@pytest.mark.parametrize("spec", ["prim-true", "prim-simplified", "prim-modified"])
def test_prim_shows_each_field_at_the_frontier_before_it_is_carved(spec):
    _maze, events = watched(spec, 11, (12, 9))
    frontier, carved = set(), set()
    for kind, field, other in events:
        if kind == VISIT:
            carved.add(field)
        elif kind == FRONTIER:
            assert field not in frontier and field not in carved
            frontier.add(field)
        elif kind == CARVE:
            assert other in frontier
            frontier.remove(other)
            carved.add(other)
    assert not frontier
    assert len(carved) == 12 * 9


@pytest.mark.parametrize("option", ["newest", "random", "oldest", "mix"])
def test_growing_tree_shows_its_list(option):
    _maze, events = watched(f"growing-tree:{option}", 5, (12, 9))
    kinds = Counter(kind for kind, _field, _other in events)
    assert kinds[FRONTIER] == kinds[BACK] == 12 * 9  # each field joins the list and leaves it
    for before, after in zip(events, events[1:], strict=False):
        if before[0] == CARVE:
            assert after == (FRONTIER, before[2], -1)


def test_aldous_broder_walks_over_known_fields_again_and_again():
    _maze, events = watched("aldous-broder", 2, (12, 9))
    kinds = Counter(kind for kind, _field, _other in events)
    assert kinds[CARVE] == 12 * 9 - 1
    assert kinds[VISIT] > 3 * 12 * 9


def test_growing_forest_grows_several_trees_and_joins_them():
    _maze, events = watched("growing-forest", 4)
    kinds = Counter(kind for kind, _field, _other in events)
    assert kinds[VISIT] >= 2  # seeds
    assert kinds[CARVE] == SIZE[0] * SIZE[1] - 1
    grown = set()
    for kind, field, other in events:
        if kind == VISIT:
            assert field not in grown
            grown.add(field)
        else:
            assert field in grown  # a tree grows from a field it has
            grown.add(other)
    assert len(grown) == SIZE[0] * SIZE[1]


# -- regions -------------------------------------------------------------------------------


@pytest.mark.parametrize("spec", ALL)
def test_regions_cut_off_from_the_start_are_mazes_too(spec):
    """A column of excluded fields splits the grid; a walled-in pocket makes a third region."""
    width, height = 14, 9
    excluded = [(6, y) for y in range(height)] + [(10, 2), (11, 3), (10, 4), (9, 3)]
    maze = built_maze(width, height, seed=21, algorithm=spec, excluded=excluded)
    walls = read_grid(maze.maze_array, wall_bits)
    adjacent = carved_neighbours(maze.maze_array, walls)
    left = bfs((0, 0), adjacent)
    right = bfs((7, 0), adjacent)
    assert len(left) == 6 * height
    assert len(right) == 7 * height - 5  # the excluded four and the pocket
    assert bfs((10, 3), adjacent) == {(10, 3): 0}
    passages = sum(len(adjacent(pos)) for pos in walls) // 2
    assert passages == len(left) - 1 + len(right) - 1
    assert maze.result.cut_off_count == len(right) + 1
