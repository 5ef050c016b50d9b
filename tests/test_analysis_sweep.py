"""The sweep that measures a maze handles many breadth-first levels a call: on random mazes
(loops, blocks, excluded fields) it finds what a plain breadth-first search storing every
distance finds, all at once and in slices of a few fields."""

from __future__ import annotations

import contextlib
import io

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from labyrinth import MazeGraphs, analysis
from labyrinth.analysis import Reach, distances, levels


@st.composite
def mazes(draw, least: int = 2, most: int = 14):
    width, height = draw(st.integers(least, most)), draw(st.integers(least, most))
    fields = [(x, y) for y in range(height) for x in range(width)]
    excluded = draw(st.lists(st.sampled_from(fields), max_size=len(fields) // 3, unique=True))
    graphs = MazeGraphs(
        width,
        height,
        display=False,
        seed=draw(st.integers(0, 10**6)),
        loop_percent=draw(st.sampled_from([0, 0, 20, 100])),
        block_permille=draw(st.sampled_from([0, 0, 300])),
        excluded=excluded,
    )
    with contextlib.redirect_stdout(io.StringIO()):
        graphs.build_maze()
    maze = graphs.maze_array
    open_fields = [i for i, closed in enumerate(maze.excluded_fields_mask()) if not closed]
    start = draw(st.sampled_from(open_fields))
    end = draw(st.none() | st.sampled_from(range(len(maze.walls))))
    return maze, start, end


def swept(maze, start, end, in_slices: bool) -> Reach:
    sweep = Reach(maze, start, end)
    if in_slices:
        while not sweep.advance(0):  # a slice of CLOCK_FIELDS fields a call
            pass
        return sweep
    return sweep.finish()


def assert_as_a_plain_search(maze, start, end, sweep: Reach) -> None:
    """The fields reached, the end and its distance: those of a search storing every distance."""
    distance = distances(maze, start)
    assert sweep.done
    assert list(sweep.seen) == [int(steps >= 0) for steps in distance]
    if end is None:
        assert (sweep.end, sweep.length) == (distance.index(max(distance)), max(distance))
    else:
        assert (sweep.end, sweep.length) == (end, distance[end])


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(mazes(), st.sampled_from([1, 3, 20_000]), st.booleans())
def test_the_sweep_finds_what_a_plain_search_finds(monkeypatch, case, clock_fields, in_slices):
    maze, start, end = case
    monkeypatch.setattr(analysis, "CLOCK_FIELDS", clock_fields)
    assert_as_a_plain_search(maze, start, end, swept(maze, start, end, in_slices))


@pytest.mark.timeout(300)
@settings(max_examples=12, deadline=None)
@given(mazes(least=40, most=120), st.booleans())
def test_the_sweep_of_a_medium_maze_finds_what_a_plain_search_finds(case, in_slices):
    """Wide levels of hundreds of fields, many slices: still every field's answer the same."""
    maze, start, end = case
    assert_as_a_plain_search(maze, start, end, swept(maze, start, end, in_slices))


@settings(max_examples=60, deadline=None)
@given(mazes())
def test_the_levels_are_the_fields_of_each_distance(case):
    maze, start, _end = case
    distance = distances(maze, start)
    found = [sorted(level) for level in levels(maze, start, bytearray(len(maze.walls)))]
    expected = [
        [field for field, steps in enumerate(distance) if steps == depth]
        for depth in range(max(distance) + 1)
    ]
    assert found == expected


@pytest.mark.parametrize("in_slices", [False, True])
def test_a_field_found_late_in_a_long_corridor_has_its_distance(in_slices):
    """A maze of one winding path: a level a field, many levels a call."""
    graphs = MazeGraphs(40, 40, display=False, seed=5)
    with contextlib.redirect_stdout(io.StringIO()):
        graphs.build_maze()
    maze = graphs.maze_array
    distance = distances(maze, 0)
    far = distance.index(max(distance))
    sweep = swept(maze, 0, far, in_slices)
    assert sweep.length == distance[far] and sweep.seen.count(1) == 1600
