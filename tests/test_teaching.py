"""The teaching view's model: the traced recursion and the loop record the same walk, and the
history restores every tick from its keyframes exactly as replaying from the start does."""

from __future__ import annotations

import pytest

from labyrinth import MazeGraphs
from labyrinth.teaching import recorder
from labyrinth.teaching.history import BACK, CARVE, END, ENTER, LINE, RETURN, History
from labyrinth.teaching.recorder import record_loop, record_recursion
from labyrinth.teaching.sentences import sentence
from labyrinth.teaching.sources import java_source, loop_source, recursion_source

# (width, height, seed, rng, excluded fields)
CASES = [
    (6, 5, 3, "python", ()),
    (10, 8, 2020, "python", ()),
    (10, 8, 7, "java", ()),
    (12, 12, 99, "python", ((3, 3), (4, 3), (5, 3), (0, 11))),
    (9, 14, 5, "java", ((1, 0), (8, 13), (4, 4))),
    (2, 2, 1, "python", ()),
]


def graphs_of(width, height, seed, rng, excluded) -> MazeGraphs:
    graphs = MazeGraphs(width, height, display=False, seed=seed, rng=rng)
    for x, y in excluded:
        graphs.exclude_maze_field(x, y)
    return graphs


def effects(history: History) -> list[tuple[int, int, int]]:
    wanted = (CARVE, BACK, END)
    return [
        (history.kinds[t], history.fields[t], history.others[t])
        for t in range(len(history))
        if history.kinds[t] in wanted
    ]


def calls(history: History) -> list[tuple[int, int]]:
    return [(history.fields[t], history.depths[t]) for t in history.enters]


@pytest.mark.parametrize("case", CASES)
def test_recursion_and_loop_record_the_same_walk(case):
    traced, looped, built = graphs_of(*case), graphs_of(*case), graphs_of(*case)
    recursion, loop = record_recursion(traced), record_loop(looped)
    built.build_maze()
    assert traced.maze_array.walls == looped.maze_array.walls == built.maze_array.walls
    assert calls(recursion) == calls(loop)
    assert effects(recursion) == effects(loop)
    # the history's own walls, replayed to the end, are the maze's
    assert recursion.state_at(len(recursion) - 1).walls == built.maze_array.walls
    last = loop.state_at(len(loop) - 1)
    assert last.walls == built.maze_array.walls
    assert (last.end, last.longest) == (built.end_field.index, built.length_of_path_to_end_field)
    # the recursion's calls return only after the last one, innermost first
    returns = [recursion.fields[t] for t in range(len(recursion)) if recursion.kinds[t] == RETURN]
    assert recursion.kinds.rindex(ENTER) < recursion.kinds.index(RETURN)
    assert returns == [field for field, _ in reversed(calls(recursion))]
    assert RETURN not in loop.kinds


@pytest.mark.parametrize("case", CASES[:4])
def test_a_jump_equals_replaying_from_the_start(case):
    history = record_recursion(graphs_of(*case), interval=7)
    assert len(history.keyframes) > 10
    state = history.state_at(-1)
    stack: list[int] = []
    for tick in range(len(history)):
        history.apply(state, tick)
        if history.kinds[tick] == ENTER:
            stack.append(history.fields[tick])
        elif history.kinds[tick] == RETURN:
            stack.pop()
        jumped = history.state_at(tick)
        assert jumped == state
        assert [history.fields[t] for t in history.frames_at(jumped)] == stack


@pytest.mark.parametrize("case", CASES[3:5])
def test_the_loops_stack_is_the_path_back_to_the_start(case):
    history = record_loop(graphs_of(*case), interval=5)
    path: list[int] = [history.start]
    for tick in range(len(history)):
        kind = history.kinds[tick]
        if kind == CARVE:
            path.append(history.others[tick])
        elif kind == BACK:
            path.pop()
        assert history.path_at(history.state_at(tick)) == path


def test_the_highlighted_lines_are_the_methods_own():
    history = record_recursion(graphs_of(*CASES[1]))
    source = recursion_source()
    shown = {source.lines[line].strip() for line in history.lines}
    assert "self.remove_walls(field)" in shown
    assert "self.find_neighbours(field)  # recursive call" in shown
    assert all(source.java_line(line) >= 0 for line in set(history.lines))
    assert java_source().lines[source.java_line(source.index("self.remove_walls"))].strip() == (
        "removeWalls (field);"
    )
    loop = record_loop(graphs_of(*CASES[1]))
    assert all(loop_source().java_line(line) >= 0 for line in set(loop.lines))
    assert LINE in history.kinds and LINE in loop.kinds


def test_the_loop_is_traced_and_maps_to_the_recursion_line_by_line():
    """The loop's lines are the recursion's, but for ``while``: a pass is a call."""
    recursion, loop = recursion_source(), loop_source()
    statements = [line.strip().split("  #")[0] for line in loop.lines]
    assert statements[1] == "while field is not None:"
    assert statements[2:] == [line.strip() for line in recursion.lines[2:-1]]
    history = record_loop(graphs_of(*CASES[1]))
    shown = [loop.lines[line].strip() for line in history.lines]
    assert all(shown[t].startswith("while field is not None") for t in history.enters)
    assert "neighbour = self.check_neighbours(field)" in shown


@pytest.mark.parametrize("case", CASES[:3])
def test_a_big_mazes_loop_from_carve_steps_records_the_same_steps(case, monkeypatch):
    traced = record_loop(graphs_of(*case))
    monkeypatch.setattr(recorder, "TRACED_LOOP_FIELDS", 0)
    fast = record_loop(graphs_of(*case))
    assert LINE not in fast.kinds
    assert calls(fast) == calls(traced) and effects(fast) == effects(traced)
    for kind in (CARVE, BACK, END):
        assert {fast.lines[t] for t in range(len(fast)) if fast.kinds[t] == kind} == {
            traced.lines[t] for t in range(len(traced)) if traced.kinds[t] == kind
        }


@pytest.mark.parametrize("loop", [False, True])
def test_the_end_field_changes_on_the_line_after_it_is_set(loop):
    graphs = graphs_of(*CASES[2])
    history = record_loop(graphs) if loop else record_recursion(graphs)
    source = loop_source() if loop else recursion_source()
    after = source.index("self.end_field = field") + 1
    ends = [t for t in range(len(history)) if history.kinds[t] == END]
    assert ends and all(history.lines[t] == after for t in ends)


def test_each_tick_has_its_sentence():
    history = record_loop(graphs_of(*CASES[0]))
    state = history.state_at(-1)
    texts = {sentence(history, state)}
    for tick in range(len(history)):
        history.apply(state, tick)
        texts.add(sentence(history, state))
    first = "Step 1: from (0 | 0) to the south, path length 0"
    assert any(text.startswith(first) for text in texts)
    assert any("dead end" in text for text in texts)


def test_the_history_of_a_128_by_128_build_is_small():
    history = record_loop(MazeGraphs(128, 128, display=False, seed=1))
    assert len(history) > 4 * 128 * 128
    assert history.nbytes() < 2_000_000
