"""The replay of a recorded program: the state at any step from keyframes equals the state
replayed from the first event, and a step back k then forward k is the same picture."""

from __future__ import annotations

import random

import pytest

from labyrinth.build import Marks
from labyrinth.maze_array import MazeArray
from labyrinth.options import BuildOptions
from labyrinth.programs.mazes import builder_template
from labyrinth.programs.recording import Recording
from labyrinth.programs.runner import Budget, run_program
from labyrinth.programs.stream import CALL, LINE, MARK, MOVE, RETURN, STEP_KINDS, TURN, WALL
from labyrinth.render.png import render
from labyrinth.render.scene import Trail
from labyrinth.replay.navigation import Navigation

TREMAUX_LIKE = (
    "while not at_goal():\n"
    "    mark()\n"
    "    if right_is_clear():\n"
    "        turn_right()\n"
    "        move()\n"
    "    elif front_is_clear():\n"
    "        move()\n"
    "    else:\n"
    "        turn_left()\n"
)


@pytest.fixture(scope="module")
def builder() -> Recording:
    # 24 × 18 fields: about 8,000 steps, nine keyframes 1,024 steps apart
    return run_program(builder_template(), "book.py", BuildOptions(24, 18, seed=8), Budget())


@pytest.fixture(scope="module")
def walker() -> Recording:
    return run_program(TREMAUX_LIKE, "walker.py", BuildOptions(30, 20, seed=8), Budget())


def naive(recording: Recording, step: int) -> tuple[bytes, int, int, bytes, list[int]]:
    """Walls, walker field and heading, marks and the open calls' events at ``step``, from
    the first event on: what the keyframes must give."""
    events = recording.events
    walls = bytearray(recording.maze.walls)
    marks = bytearray(len(walls))
    field, heading, calls = recording.start, recording.heading, []
    steps_seen = -1
    last_step = recording.steps - 1
    for event in range(len(events)):
        kind = events.kinds[event]
        if kind in STEP_KINDS:
            steps_seen += 1
        if kind == CALL:
            calls.append(event)
        elif kind == RETURN:
            calls.pop()
        elif kind == WALL:
            walls[events.a[event]] = events.b[event]
        elif kind == MOVE:
            field = events.a[event]
        elif kind == TURN:
            heading = events.a[event]
        elif kind == MARK:
            marks[events.a[event]] = 1
        if steps_seen == step and step < last_step:
            break  # what the step's line changes shows at the next step
    return bytes(walls), field, heading, bytes(marks), calls


def picture(recording: Recording, step: int) -> bytes:
    """What a window would draw at ``step``: the walls, and the walker's trail so far."""
    state = recording.state_at(step)
    maze = MazeArray(recording.maze.width, recording.maze.height)
    maze.borders[:] = recording.maze.borders
    maze.walls[:] = state.walls
    width = maze.width
    start = (recording.start % width, recording.start // width)
    trail = Trail(path=recording.trail_at(step)) if not recording.is_builder else None
    return render(maze, Marks(start, start), 6, trail=trail).tobytes()


@pytest.mark.parametrize("which", ["builder", "walker"])
def test_the_state_at_any_step_is_the_state_replayed_from_the_start(which, request):
    recording: Recording = request.getfixturevalue(which)
    assert recording.outcome.ran_to_end
    choices = random.Random(3)
    interval = recording.interval
    steps = [0, 1, interval - 1, interval, interval + 1, recording.steps - 1]
    steps += [choices.randrange(recording.steps) for _ in range(12)]
    for step in steps:
        assert_replayed_from_the_start(recording, step, recording.state_at(step))


def assert_replayed_from_the_start(recording, step, state):
    """``state`` shows at ``step`` what replaying every event from the first shows."""
    walls, field, heading, marks, calls = naive(recording, step)
    assert bytes(state.walls) == walls, step
    if not recording.is_builder:
        assert (state.field, state.heading, bytes(state.marks)) == (field, heading, marks)
    stack = recording.stack_at(step, state)
    assert [recording.call_events[call] for call in stack.calls] == calls, step


@pytest.mark.parametrize("which", ["builder", "walker"])
@pytest.mark.parametrize("back", [1, 7, 1500])
def test_a_step_back_k_then_forward_k_is_the_same_picture(which, back, request):
    recording: Recording = request.getfixturevalue(which)
    for step in (recording.steps // 3, recording.steps - 1):
        before = picture(recording, step)
        stack_before = list(recording.stack_at(step))
        picture(recording, step - back)
        assert picture(recording, step) == before
        assert list(recording.stack_at(step)) == stack_before


@pytest.mark.parametrize("which", ["builder", "walker"])
def test_the_navigation_lands_each_move_on_the_state_replayed_from_the_start(which, request):
    """Step on, step back, a jump either way, the end: each move through the recording with
    the one navigation lands on the step it names, showing what replaying from the first
    event shows."""
    recording: Recording = request.getfixturevalue(which)
    navigation = Navigation(recording)
    middle, last = recording.steps // 2, recording.steps - 1
    moves = [
        (navigation.go, middle, middle),
        (navigation.go_by, 1, middle + 1),
        (navigation.go_by, -1, middle),
        (navigation.go_by, -1, middle - 1),
        (navigation.go, 3, 3),
        (navigation.go_by, -1, 2),
        (navigation.go, last + 9, last),
        (navigation.go_by, -1, last - 1),
    ]
    for move, argument, step in moves:
        move(argument)
        state = navigation.state
        assert navigation.tick == state.step == step
        assert_replayed_from_the_start(recording, step, state)
        assert state.line == recording.state_at(step).line
    navigation.go(-5)
    assert navigation.tick == -1 and navigation.state.walls == recording.maze.walls


def test_play_stops_after_a_breakpoints_line_and_at_the_end(walker):
    navigation = Navigation(walker)
    navigation.toggle_breakpoint(5)  # the move after turning right
    assert navigation.play(10**9)
    stop = navigation.tick
    at_the_line = [
        step
        for step in range(stop + 1)
        if walker.kind_of(step) == LINE and walker.line_of(step) == 5
    ]
    assert at_the_line == [stop]  # the first time the line is about to run
    navigation.toggle_breakpoint(5)
    assert not navigation.play(10**9) and navigation.at_end


@pytest.mark.parametrize("which", ["builder", "walker"])
def test_the_picture_changes_as_the_program_runs(which, request):
    recording: Recording = request.getfixturevalue(which)
    assert picture(recording, 0) != picture(recording, recording.steps // 2)
    assert picture(recording, recording.steps // 2) != picture(recording, recording.steps - 1)


@pytest.mark.parametrize("which", ["builder", "walker"])
def test_steps_and_events_map_to_each_other(which, request):
    recording: Recording = request.getfixturevalue(which)
    events = recording.events
    step = 0
    for event in range(len(events)):
        if events.kinds[event] in STEP_KINDS:
            assert recording.event_of(step) == event
            assert recording.step_of(event) == step
            step += 1
        else:  # a change shows from the next step on
            assert recording.step_of(event) == step
    assert step == recording.steps


def test_the_builders_last_step_shows_the_maze_it_built(builder):
    assert bytes(builder.state_at(builder.steps - 1).walls) == bytes(builder.maze_after().walls)
    assert builder.matches_book
    assert builder.state_at(-1).walls == bytearray(builder.maze.walls)  # before the first step


def test_the_walkers_trail_grows_with_its_moves_and_ends_on_the_goal(walker):
    trail = walker.trail()
    assert trail[0] == walker.start and trail[-1] == walker.goal
    assert walker.final.moves == len(trail) - 1
    middle = walker.steps // 2
    assert walker.trail_at(middle) == trail[: walker.state_at(middle).moves + 1]
    assert walker.final.marks.count(1) > 0
    assert walker.trail_at(walker.steps - 1) == trail == walker.trail_at(walker.steps + 5)
    assert walker.trail_at(-1) == [walker.start]  # before the first step


def test_after_a_return_the_replay_shows_the_line_that_made_the_call():
    source = "def turn():\n    turn_left()\n\n\nturn()\nturn_left()\n"
    recording = run_program(source, "walker.py", BuildOptions(6, 4, seed=1), Budget())
    returned = next(step for step in range(recording.steps) if recording.kind_of(step) == RETURN)
    assert recording.line_of(returned) == 2  # the line the return leaves from
    assert recording.state_at(returned).line == 5  # the caller's, which goes on
    assert [frame.line for frame in recording.stack_at(returned)] == [5]
