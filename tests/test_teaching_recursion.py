"""The recursion on a big maze: its ticks worked out from the walk's steps
(``teaching/recursion.py``) are the traced recursion's, tick by tick and state by state."""

from __future__ import annotations

import sys

import pytest
from test_teaching import CASES, graphs_of

from labyrinth.teaching import recorder
from labyrinth.teaching.calls import stack_rows
from labyrinth.teaching.history import History, TracedHistory
from labyrinth.teaching.recorder import (
    RecursionWalk,
    calls_needed,
    record_recursion,
    same_grid,
)
from labyrinth.teaching.sentences import sentence


def worked_out(case: tuple) -> RecursionWalk:
    """The recursion's ticks of ``case`` from ``carve_steps``, not recorded yet."""
    graphs = graphs_of(*case)
    return RecursionWalk(same_grid(graphs), calls_needed(graphs) // 2)


def tick(history: History, at: int) -> tuple[int, int, int, int, int]:
    return (
        history.kinds[at],
        history.fields[at],
        history.others[at],
        history.lines[at],
        history.depths[at],
    )


@pytest.mark.parametrize("case", CASES)
def test_every_tick_and_state_is_the_traced_recursions(case):
    traced = record_recursion(graphs_of(*case))
    assert isinstance(traced, TracedHistory)
    history = worked_out(case)
    history.record()
    assert history.done and not history.loop
    assert len(history) == len(traced)
    assert [tick(history, at) for at in range(len(history))] == [
        tick(traced, at) for at in range(len(traced))
    ]
    assert list(history.enters) == list(traced.enters)
    assert history.steps_expected() == traced.steps_expected()
    state, own = traced.state_at(-1), history.state_at(-1)
    for at in range(-1, len(traced)):
        if at >= 0:
            traced.apply(state, at)
            own = history.moved(own, at)
        assert own == state == history.state_at(at), at
        assert list(history.path_at(own)) == list(traced.path_at(state)), at
        assert history.frames_at(own) == traced.frames_at(state), at
        assert sentence(history, own) == sentence(traced, state), at
        count, row = stack_rows(history, own)
        traced_count, traced_row = stack_rows(traced, state)
        assert count == traced_count
        # the innermost rows at every tick (they change), all of them now and then
        shown = range(count) if at % 17 == 0 else range(max(0, count - 3), count)
        assert [row(at) for at in shown] == [traced_row(at) for at in shown]


@pytest.mark.parametrize("case", CASES[1:5])
def test_a_move_from_any_state_to_any_tick_is_the_state_there(case):
    history = worked_out(case)
    history.record()
    last = len(history) - 1
    picks = [-1, 0, 7, 8, 9, last // 3, last // 2, last - 40, last - 1, last]
    for start in picks:
        for end in picks:
            moved = history.moved(history.state_at(start), end)
            assert moved == history.state_at(end), (start, end)
            touched = history.touched(min(start, end) + 1, max(start, end))
            changed = {
                field
                for field in range(len(history.walls))
                if history.state_at(start).walls[field] != moved.walls[field]
            }
            assert touched is not None and changed <= touched


@pytest.mark.parametrize("case", CASES[1:3])
def test_ticks_recorded_step_by_step_are_those_recorded_at_once(case):
    whole = worked_out(case)
    whole.record()
    history = worked_out(case)
    seen: list[tuple[int, int, int, int, int]] = []
    while not history.done:
        history.record_events(37)
        assert len(history) >= len(seen)
        seen = [tick(history, at) for at in range(len(history))]
        assert seen == [tick(whole, at) for at in range(len(history))]
        assert list(history.enters) == list(whole.enters)[: len(history.enters)]
    assert len(history) == len(whole)


def test_a_big_recursion_runs_untraced_and_shows_the_traced_ticks(monkeypatch):
    """Beyond ``TRACED_RECURSION_FIELDS`` Python runs the recursion untraced, on the maze
    given, under the limit it needs; the ticks shown are the trace's."""
    case = CASES[3]
    traced = record_recursion(graphs_of(*case))
    monkeypatch.setattr(recorder, "TRACED_RECURSION_FIELDS", 0)
    usual = sys.getrecursionlimit()
    graphs = graphs_of(*case)
    history = record_recursion(graphs)
    assert isinstance(history, RecursionWalk) and history.done
    assert history.recursion_limit == traced.recursion_limit
    assert sys.getrecursionlimit() == usual
    # the literal recursion carved the maze given, the same as the ticks shown
    assert graphs.maze_array.walls == history.state_at(len(history) - 1).walls
    assert graphs.current_length_of_path == -1
    assert [tick(history, at) for at in range(len(history))] == [
        tick(traced, at) for at in range(len(traced))
    ]
