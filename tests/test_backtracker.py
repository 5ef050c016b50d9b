"""The plain loop of build_maze and the watched walk (carve_steps) carve the same maze.

``carve`` is a hand-tuned copy of the walk in ``carve_steps``: different tables, walls
derived in bulk at the end. Here both run on the same grids, with both random sources.
"""

from __future__ import annotations

import contextlib
from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth import MazeException
from labyrinth.generators.backtracker import Carving, carve, carve_steps
from labyrinth.generators.events import BACK
from labyrinth.randomness import MAX_SEED, MIN_SEED, direction_source
from tests.helpers import snapshot, unbuilt_maze


@st.composite
def grids(draw):
    """(width, height, seed, excluded): from no exclusions to most fields excluded."""
    width, height = draw(st.integers(2, 40)), draw(st.integers(2, 40))
    seed = draw(st.integers(MIN_SEED, MAX_SEED))
    density = draw(st.sampled_from([0.0, 0.0, 0.1, 0.3, 0.6, 0.9]))
    rnd = draw(st.randoms(use_true_random=False))
    excluded = [(x, y) for y in range(height) for x in range(width) if rnd.random() < density]
    return width, height, seed, excluded


def prepared(width, height, seed, rng, excluded):
    """A maze with its borders set and its start found, as build_maze prepares it."""
    graphs = unbuilt_maze(width, height, seed=seed, rng=rng, excluded=excluded)
    graphs.set_borders()
    return graphs, graphs.find_first_field().index


@pytest.mark.parametrize("rng", ["python", "java"])
@given(spec=grids())
@settings(max_examples=80, deadline=None)
def test_plain_loop_and_watched_walk_carve_the_same(rng, spec):
    width, height, seed, excluded = spec
    try:
        plain, start = prepared(width, height, seed, rng, excluded)
    except MazeException:
        return  # every field excluded: no start, nothing to carve
    watched, _ = prepared(width, height, seed, rng, excluded)
    carving = carve(plain.maze_array, start, direction_source(rng, seed))
    walked = Carving()
    steps = list(carve_steps(watched.maze_array, start, direction_source(rng, seed), walked))
    assert plain.maze_array.walls == watched.maze_array.walls
    assert plain.maze_array.previous == watched.maze_array.previous
    assert (carving.end, carving.length) == (walked.end, walked.length)
    assert steps[-1] == (BACK, start, -1)


@pytest.mark.parametrize("rng", ["python", "java"])
@given(spec=grids())
@settings(max_examples=40, deadline=None)
def test_build_maze_and_build_steps_give_the_same_result(rng, spec):
    """Through the facade: walls, previous fields, start, end, length and cut-off fields."""
    width, height, seed, excluded = spec
    built = unbuilt_maze(width, height, seed=seed, rng=rng, excluded=excluded)
    watched = unbuilt_maze(width, height, seed=seed, rng=rng, excluded=excluded)
    try:
        result = built.build_maze()
    except MazeException:
        with pytest.raises(MazeException):
            list(watched.build_steps())
        return
    list(watched.build_steps())
    assert snapshot(built, result) == snapshot(watched, watched.result)


def test_the_draws_after_a_plain_walk_are_the_watched_walks():
    """The plain loop reads exactly as many draws as the watched walk: one per step."""
    plain, start = prepared(30, 20, 5, "python", [(3, 3)])
    watched, _ = prepared(30, 20, 5, "python", [(3, 3)])
    plain_source, watched_source = direction_source("python", 5), direction_source("python", 5)
    carve(plain.maze_array, start, plain_source)
    steps = list(carve_steps(watched.maze_array, start, watched_source, Carving()))
    assert len(steps) == 2 * (30 * 20 - 1) - 1
    assert [list(plain_source.direction_order()) for _ in range(50)] == [
        list(watched_source.direction_order()) for _ in range(50)
    ]


@pytest.mark.parametrize(
    ("rng", "seed", "first", "second"), [("python", 15, 15, 7), ("java", 0, 7, 13)]
)
def test_of_two_dead_ends_equally_deep_the_end_is_the_first_found(rng, seed, first, second):
    """5 × 4 mazes whose deepest dead ends tie: the book keeps the first (``>``, not ``>=``)."""
    plain, start = prepared(5, 4, seed, rng, [])
    watched, _ = prepared(5, 4, seed, rng, [])
    carving = carve(plain.maze_array, start, direction_source(rng, seed))
    walked = Carving()
    deque(carve_steps(watched.maze_array, start, direction_source(rng, seed), walked), 0)
    assert carving.end == walked.end == first
    depth_of = {}
    for field in (first, second):
        depth, back = 0, plain.maze_array.previous[field]
        while back >= 0:
            depth, back = depth + 1, plain.maze_array.previous[back]
        depth_of[field] = depth
    assert depth_of[first] == depth_of[second] == carving.length


@pytest.mark.parametrize("rng", ["python", "java"])
@pytest.mark.parametrize("count", [2, 7, 500])
def test_a_walk_sent_a_count_takes_that_many_steps_and_yields_the_last(rng, count):
    """``send(count)`` skips count - 1 steps: the events yielded are every count-th of the
    walk's, and the maze and its end are the same."""
    every_step, start = prepared(30, 20, 8, rng, [(4, 4), (9, 2)])
    whole = Carving()
    full = list(carve_steps(every_step.maze_array, start, direction_source(rng, 8), whole))
    hurried, _ = prepared(30, 20, 8, rng, [(4, 4), (9, 2)])
    walked = Carving()
    walk = carve_steps(hurried.maze_array, start, direction_source(rng, 8), walked)
    yielded = [next(walk)]
    with contextlib.suppress(StopIteration):
        while True:
            yielded.append(walk.send(count))
    assert yielded == full[::count]
    assert hurried.maze_array.walls == every_step.maze_array.walls
    assert hurried.maze_array.previous == every_step.maze_array.previous
    assert (walked.end, walked.length) == (whole.end, whole.length)


@pytest.mark.parametrize("rng", ["python", "java"])
@pytest.mark.parametrize("count", [2, 3, 40, 61, 1000])
def test_a_walk_sent_a_count_goes_on_into_the_next_region_unseen(rng, count):
    """Islands kept apart: the steps skipped by ``send(count)`` cross from one region into the
    next (or end the walk), and still the events yielded are every count-th, the maze the
    same, and the end and length the first region's."""
    wall = [(5, y) for y in range(6)]  # column 5 excluded: two regions, left and right
    every_step, start = prepared(12, 6, 3, rng, wall)
    whole = Carving()
    source = direction_source(rng, 3)
    full = list(carve_steps(every_step.maze_array, start, source, whole, more_starts=[6]))
    hurried, _ = prepared(12, 6, 3, rng, wall)
    walked = Carving()
    walk = carve_steps(hurried.maze_array, start, direction_source(rng, 3), walked, [6])
    yielded = [next(walk)]
    with contextlib.suppress(StopIteration):
        while True:
            yielded.append(walk.send(count))
    assert len(full) == 2 * (12 * 6 - 6) - 2  # each region: a step in and out a field, less one
    assert yielded == full[::count]
    assert hurried.maze_array.walls == every_step.maze_array.walls
    assert hurried.maze_array.previous == every_step.maze_array.previous
    assert (walked.end, walked.length) == (whole.end, whole.length) != (-1, 0)
