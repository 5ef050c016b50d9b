"""A solver's events on a tape, moved by the one navigation every replay uses: read only as
far as the view has gone, back and forward again to the same events, a jump anywhere, play
that stops on a field."""

from __future__ import annotations

from labyrinth import MazeGraphs
from labyrinth.replay.navigation import Navigation
from labyrinth.replay.tape import Tape
from labyrinth.solvers import solving


def solver_events(name: str = "bfs", size: int = 30) -> list[tuple[int, int, int]]:
    graphs = MazeGraphs(size, size, seed=5, display=False)
    result = graphs.build_maze()
    events, _solution = solving(graphs.maze_array, name, result.start, result.end, seed=1)
    return list(events)


def test_the_tape_reads_the_events_only_as_far_as_asked():
    events = solver_events(size=120)  # more events than the tape reads at a time
    tape = Tape(iter(events))
    tape.record(until=9)
    assert 10 <= len(tape) < len(events) and not tape.done
    tape.record()
    assert tape.done and [tape.event(tick) for tick in range(len(tape))] == events


def test_back_and_forward_and_a_jump_land_on_the_same_events():
    events = solver_events("dfs")
    navigation = Navigation(Tape(iter(events)))
    assert navigation.tick == -1
    navigation.go_by(3)
    navigation.go_by(-1)
    assert navigation.tick == 1
    navigation.go(len(events) + 100)
    assert navigation.at_end and navigation.tick == len(events) - 1
    navigation.go(len(events) // 2)
    tape = navigation.history
    assert isinstance(tape, Tape)
    assert list(tape.played(navigation.state)) == events[: len(events) // 2 + 1]
    navigation.go_by(-(10**6))
    assert navigation.tick == -1 and list(tape.played(navigation.state)) == []


def test_play_stops_on_a_field_of_a_breakpoint():
    events = solver_events()
    navigation = Navigation(Tape(iter(events)))
    field = events[len(events) // 2][1]
    navigation.toggle_breakpoint(field)
    assert navigation.play(10**6)
    assert events[navigation.tick][1] == field
    assert all(event[1] != field for event in events[: navigation.tick])
