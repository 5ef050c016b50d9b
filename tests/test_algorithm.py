"""The book's algorithm: Java reference mazes, recursion == loop, and the maze invariants."""

from __future__ import annotations

import json
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth import MazeException, MazeGraphs
from labyrinth.generators.events import BACK, CARVE
from labyrinth.randomness import MAX_SEED, MIN_SEED
from tests.helpers import (
    FACING,
    SIDES,
    E,
    N,
    S,
    W,
    bfs,
    border_bits,
    border_neighbours,
    build,
    carved_edges,
    carved_neighbours,
    hex_rows,
    neighbour,
    positions,
    read_grid,
    snapshot,
    unbuilt_maze,
    wall_bits,
)

RNGS = ["python", "java"]
JAVA_FILES = sorted((Path(__file__).parent / "data" / "java").glob("*.json"))
NO_START = "start field cannot be found!"


@contextmanager
def recursion_limit(limit):
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(limit)
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


def call_nested(depth, function):
    """Call ``function`` from ``depth`` extra Python frames down."""
    return function() if depth == 0 else call_nested(depth - 1, function)


@st.composite
def maze_specs(draw, max_side=30):
    """(width, height, seed, excluded): sometimes no exclusions, sometimes enough of them to
    wall off whole regions, sometimes (on small grids) every field."""
    width = draw(st.integers(2, max_side))
    height = draw(st.integers(2, max_side))
    seed = draw(st.integers(MIN_SEED, MAX_SEED))
    density = draw(st.sampled_from([0.0, 0.0, 0.05, 0.2, 0.4, 0.6, 0.9]))
    rnd = draw(st.randoms(use_true_random=False))
    excluded = [(x, y) for y in range(height) for x in range(width) if rnd.random() < density]
    excluded += draw(
        st.lists(st.tuples(st.integers(0, width - 1), st.integers(0, height - 1)), max_size=4)
    )
    return width, height, seed, excluded


# -- (1) the Java program's own mazes ----------------------------------------------------------


def test_java_reference_files_are_there():
    assert len(JAVA_FILES) >= 10


def load(path):
    ref = json.loads(path.read_text(encoding="utf-8"))
    return ref, [tuple(pos) for pos in ref["excluded"]]


def java_cut_off(ref, excluded):
    """Fields the Java left with four walls that are neither excluded nor the start field."""
    return {
        (x, y)
        for y, row in enumerate(ref["walls"])
        for x, digit in enumerate(row)
        if digit == "f" and (x, y) not in set(excluded) and [x, y] != ref["start"]
    }


@pytest.mark.parametrize("path", JAVA_FILES, ids=lambda p: p.stem)
def test_java_reference_maze(path, capsys):
    ref, excluded = load(path)
    graphs, result = build(ref["width"], ref["height"], ref["seed"], "java", excluded)
    out = capsys.readouterr().out
    maze = graphs.maze_array
    assert hex_rows(maze, wall_bits) == ref["walls"]
    assert hex_rows(maze, border_bits) == ref["borders"]
    assert list(result.start) == ref["start"]
    assert list(result.end) == ref["end"]
    assert result.length == ref["length"]
    assert out == ref["message"] + "\n"  # the book prints exactly this one line
    assert result.message() == ref["message"]
    assert set(result.cut_off_fields) == java_cut_off(ref, excluded)


SMALL_JAVA_FILES = [p for p in JAVA_FILES if load(p)[0]["width"] * load(p)[0]["height"] <= 100]


@pytest.mark.parametrize("path", SMALL_JAVA_FILES, ids=lambda p: p.stem)
def test_java_reference_maze_with_the_literal_recursion(path, capsys):
    ref, excluded = load(path)
    graphs, result = build(
        ref["width"], ref["height"], ref["seed"], "java", excluded, recursive=True
    )
    assert hex_rows(graphs.maze_array, wall_bits) == ref["walls"]
    assert (list(result.start), list(result.end), result.length) == (
        ref["start"],
        ref["end"],
        ref["length"],
    )
    assert capsys.readouterr().out == ref["message"] + "\n"


def test_some_java_references_cut_fields_off():
    """The reference set covers cut-off regions and an enclosed first field."""
    cut = {p.stem: java_cut_off(*load(p)) for p in JAVA_FILES}
    assert len(cut["w17_h40_s123456789_cutoff"]) == 12
    assert cut["w6_h5_s11_enclosed"] == {(0, 0)}


# -- (2) the literal recursion and the loop carve the same maze --------------------------------


@pytest.mark.parametrize("rng", RNGS)
@given(spec=maze_specs(max_side=15))
@settings(max_examples=60, deadline=None)
def test_recursion_and_loop_build_the_same_maze(rng, spec):
    width, height, seed, excluded = spec
    try:
        looped = snapshot(*build(width, height, seed, rng, excluded))
    except MazeException as error:
        assert NO_START in str(error)
        with pytest.raises(MazeException):
            build(width, height, seed, rng, excluded, recursive=True)
        return
    recursed = snapshot(*build(width, height, seed, rng, excluded, recursive=True))
    assert recursed == looped


@pytest.mark.parametrize("rng", RNGS)
def test_recursion_and_loop_on_the_same_object(rng):
    graphs = MazeGraphs(9, 7, display=False, seed=12, rng=rng)
    graphs.exclude_maze_field(4, 3)
    first = snapshot(graphs, graphs.build_maze(recursive=True))
    second = snapshot(graphs, graphs.build_maze())
    third = snapshot(graphs, graphs.build_maze(recursive=True))
    assert first == second == third


@pytest.mark.parametrize("rng", RNGS)
def test_recursive_build_does_not_depend_on_the_callers_stack_depth(rng):
    """build_maze(recursive=True) raises the recursion limit itself, so it must work whoever
    calls it; a caller 150 frames deep is not unusual (test runners, GUI callbacks, ...)."""
    expected = snapshot(*build(40, 40, 8, rng))
    graphs = MazeGraphs(40, 40, display=False, seed=8, rng=rng)
    limit = sys.getrecursionlimit()
    try:
        result = call_nested(150, lambda: graphs.build_maze(recursive=True))
    except RecursionError:
        result = None  # fail below, without a traceback thousands of frames long
    assert sys.getrecursionlimit() == limit
    assert result is not None, (
        "build_maze(recursive=True) raised RecursionError when called 150 frames deep: "
        "the recursion limit it sets does not count the frames already on the stack"
    )
    assert snapshot(graphs, result) == expected


# -- (3) invariants over random sizes, seeds and exclusions ------------------------------------


def check_built_maze(graphs, result, excluded):
    maze = graphs.maze_array
    width, height = maze.width, maze.height
    walls = read_grid(maze, wall_bits)
    borders = read_grid(maze, border_bits)

    # the start is the first field in row order without four borders
    start = next(pos for pos in positions(maze) if borders[pos] != N | E | S | W)
    assert result.start == start

    # outer rim: bordered and walled
    for x in range(width):
        assert borders[(x, 0)] & walls[(x, 0)] & N
        assert borders[(x, height - 1)] & walls[(x, height - 1)] & S
    for y in range(height):
        assert borders[(0, y)] & walls[(0, y)] & W
        assert borders[(width - 1, y)] & walls[(width - 1, y)] & E

    # walls are symmetric, and no passage goes through a border
    for pos in walls:
        for side in SIDES:
            behind = neighbour(maze, pos, side)
            if behind is None:
                continue
            assert bool(walls[pos] & side) == bool(walls[behind] & FACING[side]), (pos, side)
            if not walls[pos] & side:
                assert not borders[pos] & side, (pos, side)
                assert not borders[behind] & FACING[side], (pos, side)
    maze.check_maze()

    # the passages form a tree over the reached fields ...
    distance = bfs(start, carved_neighbours(maze, walls))
    assert len(carved_edges(maze, walls)) == len(distance) - 1
    opened = {pos for pos, w in walls.items() if w != N | E | S | W}
    assert opened <= set(distance)  # no passage outside the start's tree
    # ... that spans everything the borders let a path reach
    reachable = bfs(start, border_neighbours(maze, borders))
    assert set(distance) == set(reachable)

    # the end field is the farthest one, and the length is its distance
    assert result.length == max(distance.values())
    assert distance[result.end] == result.length

    # cut off: neither excluded nor reachable through the borders
    excluded = set(excluded)
    expected_cut = {pos for pos in walls if pos not in excluded and pos not in reachable}
    assert sorted(result.cut_off_fields) == sorted(expected_cut)
    assert result.cut_off_count == len(expected_cut)
    for pos in walls:
        assert maze.is_excluded(*pos) == (pos in excluded)


@pytest.mark.parametrize("rng", RNGS)
@given(spec=maze_specs())
@settings(max_examples=60, deadline=None)
def test_maze_invariants(rng, spec):
    width, height, seed, excluded = spec
    graphs = unbuilt_maze(width, height, seed=seed, rng=rng, excluded=excluded)
    try:
        result = graphs.build_maze()
    except MazeException as error:
        assert NO_START in str(error)
        maze = graphs.maze_array
        assert all(maze.fields[x][y].has_all_borders() for x, y in positions(maze))
        return
    assert (result.width, result.height, result.seed, result.rng) == (width, height, seed, rng)
    check_built_maze(graphs, result, excluded)


@pytest.mark.parametrize("rng", RNGS)
@given(spec=maze_specs(max_side=20))
@settings(max_examples=30, deadline=None)
def test_same_seed_same_maze(rng, spec):
    width, height, seed, excluded = spec
    try:
        graphs, result = build(width, height, seed, rng, excluded)
    except MazeException:
        return  # every field closed: covered by test_maze_invariants
    first = snapshot(graphs, result)
    assert snapshot(*build(width, height, seed, rng, excluded)) == first
    # a second build on the same object starts afresh (the Java's static counters leak)
    assert snapshot(graphs, graphs.build_maze()) == first


@pytest.mark.parametrize("rng", RNGS)
def test_different_seeds_give_different_mazes(rng):
    one = snapshot(*build(10, 10, 1, rng))
    two = snapshot(*build(10, 10, 2, rng))
    assert one[0] != two[0]


def test_negative_seed_is_its_own_maze():
    assert snapshot(*build(10, 10, 5, "python"))[0] != snapshot(*build(10, 10, -5, "python"))[0]


# -- (4) nothing left to build ---------------------------------------------------------------


@pytest.mark.parametrize("rng", RNGS)
@pytest.mark.parametrize(("width", "height"), [(2, 2), (3, 4), (5, 2)])
def test_every_field_excluded(rng, width, height):
    graphs = MazeGraphs(width, height, display=False, seed=1, rng=rng)
    for y in range(height):
        for x in range(width):
            graphs.exclude_maze_field(x, y)
    with pytest.raises(MazeException) as caught:
        graphs.build_maze()
    assert NO_START in str(caught.value)
    assert str(caught.value).startswith("Maze field design error: ")  # the Java's prefix


@pytest.mark.parametrize("rng", RNGS)
def test_every_field_closed_without_excluding_all(rng):
    """2 x 2 with two diagonal fields excluded: the others get four borders from the rim."""
    graphs = MazeGraphs(2, 2, display=False, seed=1, rng=rng)
    graphs.exclude_maze_field(1, 0)
    graphs.exclude_maze_field(0, 1)
    with pytest.raises(MazeException, match=NO_START):
        graphs.build_maze()


# -- (5) the start field ---------------------------------------------------------------------


@pytest.mark.parametrize("rng", RNGS)
def test_start_skips_a_field_enclosed_by_excluded_neighbours(rng, capsys):
    graphs, result = build(6, 5, 11, rng, [(1, 0), (0, 1)])
    assert result.start == (2, 0)
    assert result.cut_off_fields == [(0, 0)]
    assert not graphs.maze_array.is_excluded(0, 0)
    assert graphs.maze_array.fields[0][0].has_all_borders()
    assert graphs.maze_array.fields[0][0].has_all_walls()


@pytest.mark.parametrize("rng", RNGS)
@pytest.mark.parametrize("skipped", [1, 6, 7, 13])
def test_start_is_the_first_open_field_in_row_order(rng, skipped):
    width = 6
    excluded = [(i % width, i // width) for i in range(skipped)]
    _, result = build(width, 4, 3, rng, excluded)
    assert result.start == (skipped % width, skipped // width)


@pytest.mark.parametrize("rng", RNGS)
def test_start_field_with_no_way_out(rng):
    """(0 | 0) keeps its south side, but the field below has a one-sided north border (set
    through MazeField): start == end, length 0, and everything else that is not excluded is
    cut off."""
    graphs = MazeGraphs(4, 3, display=False, seed=0, rng=rng)
    graphs.exclude_maze_field(1, 0)
    graphs.maze_array.fields[0][1].set_border_n()
    result = graphs.build_maze()
    assert result.start == (0, 0)
    assert result.end == (0, 0) and result.length == 0
    assert graphs.maze_array.fields[0][0].has_all_walls()
    assert sorted(result.cut_off_fields) == sorted(
        (x, y) for y in range(3) for x in range(4) if (x, y) not in {(0, 0), (1, 0)}
    )


# -- (6) no recursion in the loop ------------------------------------------------------------


@pytest.mark.parametrize(
    ("width", "height", "rng"),
    [(4096, 2, "java"), (4096, 2, "python"), (2, 4096, "python"), (300, 300, "python")],
)
def test_big_mazes_need_no_recursion(width, height, rng, capsys):
    with recursion_limit(200):
        graphs, result = build(width, height, 77, rng)
    assert result.length > width + height
    assert capsys.readouterr().out.startswith("Maze is built")
    if width * height <= 10_000:
        check_built_maze(graphs, result, [])


# -- (7) seeds and parameters ----------------------------------------------------------------


@pytest.mark.parametrize("rng", RNGS)
def test_seed_none_picks_and_reports_a_seed(rng):
    graphs = MazeGraphs(12, 8, display=False, rng=rng)
    result = graphs.build_maze()
    assert isinstance(result.seed, int) and MIN_SEED <= result.seed <= MAX_SEED
    assert graphs.seed == result.seed
    again = snapshot(*build(12, 8, result.seed, rng))
    assert again == snapshot(graphs, result)


def test_seed_none_differs_between_mazes():
    seeds = {MazeGraphs(4, 4, display=False).seed for _ in range(5)}
    assert len(seeds) > 1


@pytest.mark.parametrize("rng", ["Java", "numpy", "", None, 1])
def test_unknown_rng_is_refused(rng):
    with pytest.raises(ValueError):
        MazeGraphs(4, 4, display=False, seed=1, rng=rng)


@pytest.mark.parametrize("seed", [MAX_SEED + 1, MIN_SEED - 1, 2**64, 1.5, "3"])
def test_out_of_range_seed_is_refused(seed):
    with pytest.raises(ValueError):
        MazeGraphs(4, 4, display=False, seed=seed, rng="java")


@pytest.mark.parametrize("seed", [MAX_SEED, MIN_SEED, 0])
@pytest.mark.parametrize("rng", RNGS)
def test_extreme_seeds_are_accepted(seed, rng):
    _, result = build(5, 5, seed, rng)
    assert result.seed == seed


def test_bad_size_is_a_maze_exception_as_in_the_java():
    with pytest.raises(MazeException, match="width 1"):
        MazeGraphs(1, 5, display=False, seed=1)
    with pytest.raises(MazeException, match="height 4097"):
        MazeGraphs(5, 4097, display=False, seed=1)


def test_field_outside_the_grid_is_refused_not_ignored():
    graphs = MazeGraphs(5, 4, display=False, seed=1)
    with pytest.raises(MazeException, match=r"\(5 \| 0\)"):
        graphs.exclude_maze_field(5, 0)


@pytest.mark.parametrize("rng", RNGS)
def test_excluding_more_between_builds(rng):
    """A rebuild keeps the exclusions made so far and gives the maze a fresh build would."""
    graphs, _ = build(9, 6, 4, rng, [(2, 2)])
    graphs.exclude_maze_field(6, 3)
    rebuilt = snapshot(graphs, graphs.build_maze())
    assert rebuilt == snapshot(*build(9, 6, 4, rng, [(2, 2), (6, 3)]))


@pytest.mark.parametrize("rng", ["python", "java"])
@given(
    size=st.tuples(st.integers(2, 12), st.integers(2, 12)),
    seed=st.integers(0, 2**32),
    excluded=st.lists(st.tuples(st.integers(0, 11), st.integers(0, 11)), max_size=8),
)
@settings(max_examples=40, deadline=None)
def test_build_steps_replayed_on_a_fresh_grid_give_the_same_maze(rng, size, seed, excluded):
    """The steps a viewer animates are the build: replaying them reproduces every wall."""
    width, height = size
    excluded = [(x, y) for x, y in excluded if x < width and y < height]
    if len(set(excluded)) == width * height:
        return
    built = unbuilt_maze(width, height, seed=seed, rng=rng, excluded=excluded)
    watched = unbuilt_maze(width, height, seed=seed, rng=rng, excluded=excluded)
    try:
        built.build_maze()
    except MazeException:
        return
    replay = bytearray(b"\x0f") * (width * height)
    events = list(watched.build_steps())
    for kind, field, other in events:
        if kind == CARVE:
            for side, offset in ((1, -width), (2, 1), (4, width), (8, -1)):
                if field + offset == other:
                    replay[field] &= ~side
                    replay[other] &= ~{1: 4, 2: 8, 4: 1, 8: 2}[side]
    assert bytes(replay) == bytes(built.maze_array.walls)
    assert events[-1][0] == BACK and events[-1][2] == -1
    assert watched.result.end == built.result.end
    assert watched.result.length == built.result.length


def test_what_a_student_may_get_wrong_in_python_gets_one_sentence():
    with pytest.raises(MazeException, match=r"width '10': use a whole number from 2 to 4096"):
        MazeGraphs("10", 5, display=False)
    maze = MazeGraphs(32, 24, display=False, seed=1)
    with pytest.raises(
        MazeException,
        match=r"Field \(16.0 \| 12.0\) needs whole numbers; in "
        r"Python, // divides without a remainder",
    ):
        maze.exclude_maze_field(32 / 2, 24 / 2)
    with pytest.raises(MazeException, match="Field size 1 cannot be drawn"):
        MazeGraphs(5, 5, display=False, save=True, field_size=1)
    with pytest.raises(ValueError, match="use 'python' or 'java'"):
        MazeGraphs(5, 5, display=False, rng="c")
    with pytest.raises(MazeException, match="Field size 2.5 cannot be drawn: use 2 to 96"):
        MazeGraphs(5, 5, display=False, field_size=2.5)
    with pytest.raises(ValueError, match="There is no algorithm '5'"):
        MazeGraphs(5, 5, display=False, algorithm=5)
    with pytest.raises(ValueError, match="5 is not an opening: write SIDE:POSITION"):
        MazeGraphs(5, 5, display=False, entrance=5)


def test_the_counters_end_as_after_the_books_recursion(capsys):
    loop = MazeGraphs(9, 7, display=False, seed=4)
    loop.build_maze()
    recursion = MazeGraphs(9, 7, display=False, seed=4)
    recursion.build_maze(recursive=True)
    assert loop.current_length_of_path == recursion.current_length_of_path == -1
    assert loop.length_of_path_to_end_field == recursion.length_of_path_to_end_field


def test_farthest_takes_the_first_of_equally_far_fields_row_by_row():
    """Every way the largest distance can be shared among the six fields of a 3 × 2 maze
    (row by row: index y * 3 + x): the first of them wins, never a later one or a column's."""
    from array import array
    from itertools import combinations

    from labyrinth.analysis import farthest

    for count in range(1, 7):
        for tied in combinations(range(6), count):
            distance = array("i", (5 if field in tied else field - 1 for field in range(6)))
            assert farthest(distance) == tied[0], tied
