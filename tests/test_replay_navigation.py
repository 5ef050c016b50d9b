"""Navigation moves through any recorded build: the state it shows at a tick is the one the
history makes afresh, whichever way it got there."""

from __future__ import annotations

import pytest

from labyrinth import MazeGraphs
from labyrinth.replay.navigation import Navigation
from labyrinth.teaching.recorder import record_recursion
from labyrinth.teaching.steps import Steps


def grid(algorithm: str) -> MazeGraphs:
    return MazeGraphs(9, 7, seed=4, algorithm=algorithm, display=False)


@pytest.mark.parametrize("history", ["recursion", "prim-true", "wilson", "kruskal"])
def test_every_way_to_a_tick_shows_the_same_state(history):
    graphs = grid("backtracker" if history == "recursion" else history)
    made = record_recursion(graphs) if history == "recursion" else Steps(graphs)
    navigation = Navigation(made)
    navigation.go(10**9)
    assert navigation.at_end
    last = navigation.tick
    for tick in (last // 2, 3, last - 1, -1, last // 3):
        navigation.go(tick)
        assert navigation.state.walls == made.state_at(tick).walls
    navigation.go_by(5)
    assert navigation.tick == last // 3 + 5
    navigation.go_by(-(10**9))
    assert navigation.tick == -1 and not navigation.at_end


def test_play_stops_at_a_breakpoint_and_at_the_end():
    steps = Steps(grid("prim-true"))
    navigation = Navigation(steps)
    navigation.go(10**9)
    end = navigation.tick
    target = steps.fields[end // 2]
    navigation.go(-1)
    navigation.toggle_breakpoint(target)
    assert navigation.play(10**9)
    assert steps.fields[navigation.tick] == target
    navigation.toggle_breakpoint(target)
    assert not navigation.play(10**9) and navigation.at_end
