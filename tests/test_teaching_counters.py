"""Every counter of the teaching view changes at its own line: walking the ticks, a counter
differs from the tick before exactly when the line shown at the tick before is the one that
sets it — in the Python shown and in the book's Java. And the stack's rows hold what the
book's call holds: its field, the step that came to it, the step it takes."""

from __future__ import annotations

import pytest
from test_teaching import graphs_of

from labyrinth.teaching import recorder
from labyrinth.teaching.calls import NOTHING, STEP_BACK, stack_rows
from labyrinth.teaching.history import BACK, CARVE, ENTER, LINE, History, State
from labyrinth.teaching.recorder import record_loop, record_recursion
from labyrinth.teaching.sources import java_source, source_of

# (width, height, seed, rng, excluded): long enough paths to have many new end fields
MAZES = [(10, 8, 2020, "python", ()), (9, 14, 5, "java", ((1, 0), (8, 13), (4, 4)))]


def counters(history: History, state: State) -> dict[str, int]:
    """What the counters line and the maze's marks show at ``state``."""
    depth = history.depths[state.tick] if state.tick >= 0 else 0
    return {
        "depth": depth,
        "longest": state.longest,
        "end field": state.end,
        "steps back": state.backs,
        "calls": state.calls,
        "open": depth if history.loop else state.frames,
        "walls": hash(bytes(state.walls)),
    }


# The statements that set each counter, in Python and in the Java (their starts).
SETTERS = {
    "depth": (
        ("self.current_length_of_path += 1", "self.current_length_of_path -= 1"),
        ("currentLengthOfPath++;", "currentLengthOfPath--;"),
    ),
    "longest": (("self.length_of_path_to_end_field =",), ("lengthOfPathToEndField =",)),
    "end field": (("self.end_field = field",), ("endField = field;",)),
    "steps back": (("field = field.get_previous_field()",), ("field = field.getPreviousField",)),
    "walls": (("self.remove_walls(field)",), ("removeWalls (field);",)),
    # the recursive call: it makes a call, and when that has returned, this call returns
    "calls": (("self.find_neighbours(field)",), ("findNeighbours (field);",)),
    "open": (
        ("self.find_neighbours(field)", "if field is not None"),
        ("findNeighbours (field);", "if (field != null)"),
    ),
}


def sets(history: History, name: str, tick: int) -> bool:
    """Whether the line shown at ``tick`` is one that sets counter ``name`` when it runs, in
    the Python and in the Java."""
    python, java = statements(history, tick)
    setters = SETTERS[name]
    if not (python.startswith(setters[0]) and java.startswith(setters[1])):
        return False
    if name == "calls":  # the recursive call made, not the return through it
        return history.kinds[tick] == LINE
    if python.startswith("if field"):  # the test that fails: the call with None returns
        return history.fields[tick] < 0
    return True


def changes(history: History) -> dict[str, list[int]]:
    """Per counter, the ticks at which it differs from the tick before (tick 0: from the
    state before the first tick)."""
    state = history.state_at(-1)
    shown = counters(history, state)
    changed: dict[str, list[int]] = {name: [] for name in shown}
    for tick in range(len(history)):
        history.apply(state, tick)
        now = counters(history, state)
        for name, value in now.items():
            if value != shown[name]:
                changed[name].append(tick)
        shown = now
    return changed


def statements(history: History, tick: int) -> tuple[str, str]:
    """The Python statement and the Java statement highlighted at ``tick``."""
    source = source_of(history)
    line = history.lines[tick]
    return source.lines[line].strip(), java_source().lines[source.java_line(line)].strip()


@pytest.mark.parametrize("case", MAZES)
@pytest.mark.parametrize("loop", [False, True])
def test_each_counter_changes_when_stepping_over_the_line_that_sets_it(case, loop):
    history = record_loop(graphs_of(*case)) if loop else record_recursion(graphs_of(*case))
    changed = changes(history)
    setters = dict(SETTERS)
    if loop:  # no calls: a pass of the loop begins on its ``while``, and nothing returns
        del setters["calls"], setters["open"]
        passes = [t for t in range(len(history)) if statements(history, t)[0].startswith("while")]
        assert changed["calls"] == passes == list(history.enters)
    for name in setters:
        after = [tick for tick in range(1, len(history)) if sets(history, name, tick - 1)]
        first = [0] if name in ("calls", "open") and not loop else []  # build_maze's call
        assert changed[name] == first + after, name
    assert changed["longest"] and changed["end field"]
    # "longest" and the end field change one line apart, the end field first
    assert [tick + 1 for tick in changed["end field"]] == changed["longest"]


@pytest.mark.parametrize("case", MAZES)
def test_the_big_mazes_loop_changes_each_counter_on_the_same_lines(case, monkeypatch):
    """Beyond ``TRACED_LOOP_FIELDS`` the loop's ticks come from ``carve_steps``, a few lines a
    step; each counter still changes at the line the traced loop shows after its setter."""
    traced = record_loop(graphs_of(*case))
    monkeypatch.setattr(recorder, "TRACED_LOOP_FIELDS", 0)
    fast = record_loop(graphs_of(*case))
    assert len(fast) < len(traced)

    def shown(history: History) -> dict[str, list[tuple[int, int]]]:
        """Per counter, the line it changes at and its new value."""
        result = {}
        for name, ticks in changes(history).items():
            result[name] = [
                (history.lines[t], counters(history, history.state_at(t))[name]) for t in ticks
            ]
        return result

    assert shown(fast) == shown(traced)


def direction(history: History, here: int, there: int) -> str:
    """The arrow of a step between neighbours, from their coordinates."""
    (x, y), (u, v) = divmod(here, history.width)[::-1], divmod(there, history.width)[::-1]
    return {(0, -1): "↑", (1, 0): "→", (0, 1): "↓", (-1, 0): "←"}[(u - x, v - y)]


@pytest.mark.parametrize("case", MAZES)
def test_the_stack_rows_hold_the_calls_field_where_it_came_from_and_where_it_goes(case):
    history = record_recursion(graphs_of(*case))
    check = source_of(history).index("neighbour = self.check_neighbours")
    state = history.state_at(-1)
    came = NOTHING  # the step that led to the next call
    for tick in range(len(history)):
        history.apply(state, tick)
        total, row = stack_rows(history, state)
        assert total == state.frames
        rows = [row(position) for position in range(total)]
        assert [call.field for call in rows] == [
            history.fields[t] for t in history.frames_at(state)
        ]
        # the steps between the calls: each call goes where the next one came from
        assert all(rows[i].goes == rows[i + 1].came for i in range(total - 1))
        assert all(call.goes in ("", NOTHING, STEP_BACK, "↑", "→", "↓", "←") for call in rows)
        kind, innermost = history.kinds[tick], rows[-1] if rows else None
        if kind == ENTER:
            assert innermost.came == came and innermost.goes in ("", NOTHING)
        elif kind == CARVE:
            came = direction(history, history.fields[tick], history.others[tick])
            assert innermost.goes == came  # the neighbour it chose
        elif kind == BACK:
            came = STEP_BACK
            assert innermost.goes == STEP_BACK
        if history.lines[tick] == check:  # about to choose: nothing chosen yet
            assert innermost.goes == ""
    assert state.frames == 0


@pytest.mark.parametrize("case", MAZES)
def test_the_loops_rows_are_its_path(case):
    history = record_loop(graphs_of(*case))
    state = history.state_at(-1)
    for tick in range(len(history)):
        history.apply(state, tick)
        path = history.path_at(state)
        total, row = stack_rows(history, state)
        rows = [row(position) for position in range(total)]
        assert [call.field for call in rows] == path
        assert [call.depth for call in rows] == list(range(len(path)))
        steps = [direction(history, a, b) for a, b in zip(path, path[1:], strict=False)]
        assert [call.came for call in rows] == [NOTHING, *steps][: len(path)]
        assert [call.goes for call in rows[:-1]] == steps
        if history.kinds[tick] == BACK:  # the pass that steps back has left the path
            assert rows == [] or rows[-1].goes == ""
