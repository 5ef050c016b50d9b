"""The literal recursion at the book's own sizes: Python runs ``find_neighbours`` nested
1,534 deep for the book's 32 × 24 maze and 18,432 deep for its 128 × 72 picture, with the
recursion limit raised for the run only, and carves the walls of the plain build."""

from __future__ import annotations

import sys

import pytest
from test_algorithm import call_nested
from test_teaching import graphs_of

from labyrinth import MazeGraphs
from labyrinth.teaching.recorder import (
    MAX_RECURSION_FIELDS,
    MAX_RECURSION_SIDE,
    TooDeep,
    calls_needed,
    record_loop,
    record_recursion,
    recursion_problem,
)

# The book's main(): 32 × 24 without its middle field; the picture at its top: 128 × 72.
BOOK_SIZES = [(32, 24, ((16, 12),)), (128, 72, ())]


@pytest.mark.timeout(300)  # 128 × 72 traced line by line: over 120 s on two busy cores
@pytest.mark.parametrize(("width", "height", "excluded"), BOOK_SIZES)
def test_the_books_sizes_run_as_recursion_and_carve_the_plain_builds_walls(width, height, excluded):
    usual = sys.getrecursionlimit()
    traced = graphs_of(width, height, 7, "java", excluded)
    history = record_recursion(traced)
    built = graphs_of(width, height, 7, "java", excluded)
    built.build_maze()
    assert traced.maze_array.walls == built.maze_array.walls
    assert history.state_at(len(history) - 1).walls == built.maze_array.walls
    looped = record_loop(graphs_of(width, height, 7, "java", excluded))
    assert [history.fields[t] for t in history.enters] == [looped.fields[t] for t in looped.enters]
    # every call nested in the one before: all of them open at once, under a raised limit
    fields = width * height - len(excluded)
    assert len(history.enters) == 2 * fields > usual
    assert history.state_at(history.enters[-1]).frames == 2 * fields
    assert history.recursion_limit > 2 * fields
    assert sys.getrecursionlimit() == usual  # set back after the run


def test_the_calls_are_the_steps_and_the_same_for_every_build_of_one_size():
    """Each call steps into a new field or back from one, and the last gets None: two
    calls a field the walk reaches, whatever the seed or the caller's stack."""
    histories = [record_recursion(graphs_of(32, 24, seed, "python", ())) for seed in (1, 2, 3)]
    histories.append(call_nested(800, lambda: record_recursion(graphs_of(32, 24, 4, "java", ()))))
    assert {len(history.enters) for history in histories} == {1536}
    assert len({history.recursion_limit for history in histories}) == 1
    last = histories[0].state_at(len(histories[0]) - 1)
    assert last.calls == 1536 and last.backs == 768 and last.frames == 0


def test_excluded_and_cut_off_fields_take_no_calls():
    # a column of excluded fields cuts the 10 × 10 grid: the walk reaches the 3 × 10 left of it
    wall = tuple((3, y) for y in range(10))
    graphs = graphs_of(10, 10, 5, "python", ((8, 8), *wall))
    assert calls_needed(graphs) == 60
    assert len(record_recursion(graphs).enters) == 60


def test_beyond_the_size_it_can_one_sentence_and_the_loop():
    too_big = MazeGraphs(MAX_RECURSION_SIDE + 1, MAX_RECURSION_SIDE, display=False, seed=1)
    with pytest.raises(TooDeep) as refused:
        record_recursion(too_big)
    said = str(refused.value)
    assert f"{MAX_RECURSION_SIDE} × {MAX_RECURSION_SIDE}" in said and "\n" not in said
    assert (too_big.maze_array.walls.count(15), too_big.result) == (
        len(too_big.maze_array.walls),
        None,
    )
    # what counts is the fields reached: a bigger grid walled down to fewer runs as recursion
    cut = MazeGraphs(2 * MAX_RECURSION_SIDE, MAX_RECURSION_SIDE, display=False, seed=1)
    for y in range(MAX_RECURSION_SIDE):
        cut.exclude_maze_field(MAX_RECURSION_SIDE // 2, y)
    assert recursion_problem(cut) is None
    assert len(cut.maze_array.walls) > MAX_RECURSION_FIELDS
