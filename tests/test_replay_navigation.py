"""Navigation moves through any recorded build: the state it shows at a tick is the one the
history makes afresh, whichever way it got there."""

from __future__ import annotations

import pytest

from labyrinth import MazeGraphs
from labyrinth.replay.navigation import Navigation, TeachingNavigation
from labyrinth.teaching.history import BACK, CARVE
from labyrinth.teaching.recorder import loop_history, record_recursion
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


def test_a_step_back_lands_one_tick_back_on_the_state_that_tick_left():
    made = record_recursion(grid("backtracker"))
    navigation = Navigation(made)
    navigation.go(40)
    assert navigation.go_by(-1)
    assert navigation.tick == 39 and navigation.state.walls == made.state_at(39).walls
    assert navigation.state.current == made.state_at(39).current
    assert not navigation.go(39)  # already there: nothing moves


def test_play_stops_deeper_than_the_depth_limit_and_only_then():
    made = record_recursion(grid("backtracker"))
    navigation = Navigation(made)
    navigation.set_stop_rule(False, 3)
    assert navigation.stop_rule == (False, 3)
    assert navigation.play(10**9)
    tick = navigation.tick
    assert made.depths[tick] + 1 > 3
    assert all(made.depths[t] + 1 <= 3 for t in range(tick) if made.kinds[t] == CARVE)
    navigation.set_stop_rule(False, None)
    assert not navigation.play(10**9) and navigation.at_end


def test_played_follows_a_jump_and_stops_at_a_dead_end():
    made = record_recursion(grid("backtracker"))
    navigation = Navigation(made)
    navigation.set_stop_rule(True, None)
    played = navigation.played()
    assert next(played) == 0
    navigation.go(20)
    ticks = list(played)
    assert ticks[0] == 21 and made.kinds[ticks[-1]] == BACK
    assert all(made.kinds[t] != BACK for t in ticks[:-1])


def test_breakpoints_carried_to_a_smaller_maze_keep_only_its_fields():
    small = Steps(MazeGraphs(3, 3, seed=1, algorithm="prim-true", display=False))
    assert TeachingNavigation(small, {2, 8, 9, 40}).breakpoints == {2, 8}


def test_a_step_starts_at_its_call_and_is_recorded_first():
    made = record_recursion(grid("backtracker"))
    navigation = TeachingNavigation(made, ahead=0)
    assert navigation.step_start(0) == -1
    navigation.go_to_step(5)
    assert navigation.tick == made.enters[4] == navigation.step_start(5)
    assert navigation.ticks_to_step(10**6) == 0  # all recorded: the last step is known
    steps = Steps(grid("kruskal"))
    assert TeachingNavigation(steps).step_start(7) == 6


def test_a_click_selects_the_last_call_on_a_field_and_a_second_lets_go():
    made = record_recursion(grid("backtracker"))
    navigation = TeachingNavigation(made)
    navigation.go(200)
    field = navigation.state.current
    assert navigation.click(field)
    assert navigation.selected == field
    assert made.fields[made.enters[navigation.selected_call]] == field
    assert navigation.call_sentence(java=False)
    assert not navigation.click(field)
    assert navigation.selected == navigation.selected_call == -1
    loop = TeachingNavigation(Steps(grid("prim-true")))
    assert not loop.click(5) and loop.selected == 5 and loop.selected_call == -1


def test_the_ticks_not_recorded_yet_are_counted_before_a_far_move():
    history = loop_history(MazeGraphs(64, 64, seed=2, display=False))
    navigation = TeachingNavigation(history, ahead=0)
    recorded = len(history)
    assert not history.done
    assert navigation.ticks_missing(recorded - 1) == 0
    assert navigation.ticks_missing(recorded + 9) == 10
    assert navigation.ticks_to_step(len(history.enters) + 5) == 10  # about two ticks a step
    history.record()
    assert navigation.ticks_missing(10**9) == navigation.ticks_to_step(10**9) == 0
