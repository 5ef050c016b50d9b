"""The teaching view's presentation model, without Tk: for the book's maze (32 × 24) at
sampled ticks the line in Python and in Java, the stack's rows at a dead end, the sentence,
the marks and the legend; another algorithm's structure marks; JSON for the browser."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from labyrinth import MazeGraphs
from labyrinth.sides import ALL_SIDES
from labyrinth.teaching.history import BACK, CARVE, ENTER, History
from labyrinth.teaching.presentation import DOT, SET, StepPresentation, legend, present
from labyrinth.teaching.recorder import record_loop, record_recursion
from labyrinth.teaching.sources import java_source
from labyrinth.teaching.steps import Steps

SEED = 2020


def book_maze() -> MazeGraphs:
    return MazeGraphs(32, 24, display=False, seed=SEED)


@pytest.fixture(scope="module")
def recursion() -> History:
    return record_recursion(book_maze())


@pytest.fixture(scope="module")
def loop() -> History:
    return record_loop(book_maze())


def first_dead_end(history: History) -> int:
    return next(tick for tick in range(len(history)) if history.kinds[tick] == BACK)


def next_call(history: History, tick: int) -> int:
    return next(later for later in range(tick, len(history)) if history.kinds[later] == ENTER)


def where(field: int) -> str:
    return f"({field % 32} | {field // 32})"


def sampled(history: History) -> range:
    return range(-1, len(history), 97)


def test_the_python_line_is_the_one_the_history_ran(recursion, loop):
    for history in (recursion, loop):
        for tick in sampled(history):
            shown = present(history, tick)
            assert shown.tick == tick
            assert shown.python_line == (history.lines[tick] if tick >= 0 else 0)
            assert shown.line == shown.python_line
            assert shown.source[shown.line].strip()  # a line of the source, not a gap


def test_the_java_line_does_what_the_python_line_does(recursion):
    java = java_source().lines
    seen = set()
    for tick in sampled(recursion):
        python, in_java = present(recursion, tick), present(recursion, tick, "java")
        assert in_java.source == tuple(java)
        assert in_java.line == python.java_line and in_java.python_line == python.python_line
        statement = python.source[python.line].strip()
        # the book's method header, the step back and the recursive call, as the Java has them
        for start, java_line in (
            ("def find_neighbours", "private void findNeighbours (MazeField field)"),
            ("self.current_length_of_path -= 1", "currentLengthOfPath--;"),
            ("self.find_neighbours(field)", "findNeighbours (field); // recursive call"),
        ):
            if statement.startswith(start):
                assert java[in_java.line].strip() == java_line
                seen.add(start)
    assert len(seen) == 3


def test_at_a_dead_end_the_recursion_calls_itself_with_the_field_before(recursion):
    """The book's method does not return at a dead end: it calls itself again with the
    previous field, so the dead end's call stays open under a new one."""
    back = first_dead_end(recursion)
    here, there = recursion.fields[back], recursion.others[back]
    before = present(recursion, back)
    assert before.stack_rows[0].text == f"find_neighbours({where(here)})"
    assert before.stack_rows[0].goes == "↩"
    after = present(recursion, next_call(recursion, back))
    top, below = after.stack_rows[:2]
    assert top.text == f"find_neighbours({where(there)})" and top.came == "↩"
    assert below.text == f"find_neighbours({where(here)})"
    assert int(top.depth) == int(below.depth) - 1
    assert top.key == below.key + 1  # one more call open


def test_at_a_dead_end_the_loop_takes_the_field_off_its_stack(loop):
    back = first_dead_end(loop)
    here, there = loop.fields[back], loop.others[back]
    before, after = present(loop, back - 1), present(loop, back)
    assert before.stack_rows[0].text == where(here)
    assert after.stack_rows[0].text == where(there)
    assert after.stack_rows[0].key == there  # the loop's rows are fields: a click selects one
    chosen = present(loop, back, selected=there)
    assert chosen.selected_row == there and chosen.marks.selected == there
    assert [row.text for row in after.stack_rows[:3]] == [
        row.text for row in before.stack_rows[1:4]
    ]


def test_the_sentence_says_the_step_as_the_book_does(recursion):
    back = first_dead_end(recursion)
    shown = present(recursion, back)
    here, there = recursion.fields[back], recursion.others[back]
    depth = recursion.depths[back]
    assert shown.sentence == (
        f"Step {shown.step}: dead end at {where(here)}, back to {where(there)}, "
        f"path length {depth}."
    )
    enter = next_call(recursion, back)
    called = f" is called, path length {depth - 1}."
    assert present(recursion, enter).sentence == (
        f"Step {shown.step + 1}: find_neighbours({where(there)}){called}"
    )
    assert present(recursion, enter, "java").sentence == (
        f"Step {shown.step + 1}: findNeighbours({where(there)}){called}"
    )
    carve = next(t for t in range(len(recursion)) if recursion.kinds[t] == CARVE)
    assert present(recursion, carve).sentence.startswith(
        f"Step 1: from {where(recursion.fields[carve])} to the "
    )
    assert present(recursion, -1).sentence == (
        f"Step 0: the walk starts at {where(recursion.start)}. Right shows the next line."
    )


def test_the_call_selected_says_what_it_is_doing(recursion, loop):
    tick = first_dead_end(recursion)
    shown = present(recursion, tick, selected_call=0)
    assert shown.call_sentence == (
        f"Call 1, find_neighbours({where(recursion.start)}), path length 0: open, "
        "it waits for call 2 to return."
    )
    assert present(recursion, tick).call_sentence == ""
    assert present(loop, first_dead_end(loop), selected_call=0).call_sentence == ""


def test_a_long_stack_is_folded_and_keeps_the_selected_call(recursion):
    tick = first_dead_end(recursion)
    shown = present(recursion, tick, fold=8)
    calls = shown.step
    assert len(shown.stack_rows) == 8
    folds = [row for row in shown.stack_rows if row.folded]
    assert [row.text for row in folds] == [f"… {calls - 7} calls …"]
    assert folds[0].key == -1
    chosen = present(recursion, tick, selected_call=20, fold=8)
    assert chosen.selected_row == 20
    assert 20 in [row.key for row in chosen.stack_rows]
    assert sum(row.folded for row in chosen.stack_rows) == 2


def test_the_marks_are_the_path_from_the_start_and_the_end_candidate(recursion):
    back = first_dead_end(recursion)
    marks = present(recursion, back + 1, selected=5, breakpoints={40, 3}).marks
    path = list(marks.path)
    assert path[0] == recursion.start and path[-1] == marks.current
    assert marks.current == recursion.others[back]
    assert marks.end == recursion.fields[back]  # the farthest field so far
    assert marks.selected == 5 and marks.breakpoints == (3, 40)
    assert marks.members == () and marks.first == -1


def test_the_counters_and_the_scale_count_the_calls(recursion, loop):
    tick = first_dead_end(recursion)
    shown = present(recursion, tick)
    assert f"Calls {shown.step} · open (the stack's depth) " in shown.counters
    assert [mark.kind for mark in shown.scale.marks] == ["calls", "depth"]
    assert shown.scale.limit == recursion.recursion_limit
    looped = present(loop, first_dead_end(loop))
    assert "on the stack" in looped.counters
    assert shown.legend == looped.legend
    assert "teach-path" in shown.legend and "teach-end" in shown.legend


def test_the_model_goes_through_json_unchanged(recursion):
    shown = present(recursion, 500, "java", selected_call=3, breakpoints={7})
    data = shown.to_json()
    assert json.loads(json.dumps(data)) == data
    assert data["java_line"] == shown.line and data["python_line"] == recursion.lines[500]
    assert data["stack_rows"][0]["text"] == shown.stack_rows[0].text
    assert data["marks"]["path"] == list(shown.marks.path)


def test_a_state_gives_what_its_tick_gives(recursion):
    state = recursion.state_at(300)
    assert present(recursion, state) == present(recursion, 300)
    with pytest.raises(ValueError, match="language"):
        present(recursion, 300, "cobol")


def steps_of(algorithm: str) -> Steps:
    graphs = MazeGraphs(10, 8, display=False, seed=7, algorithm=algorithm)
    steps = Steps(graphs)
    steps.record()
    return steps


def neighbours(field: int, width: int, height: int) -> list[int]:
    x, y = field % width, field // width
    return [
        ny * width + nx
        for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
        if 0 <= nx < width and 0 <= ny < height
    ]


def test_prims_frontier_is_marked_as_untouched_fields_next_to_the_maze():
    steps = steps_of("prim-true")
    shown = present(steps, len(steps) // 3)
    state = steps.state_at(len(steps) // 3)
    (frontier,) = shown.marks.members
    assert frontier.kind == DOT and frontier.fields
    for field in frontier.fields:
        assert state.walls[field] == ALL_SIDES
        assert any(
            state.walls[other] != ALL_SIDES or other == shown.marks.first
            for other in neighbours(field, 10, 8)
        )
    assert shown.headings[0] == f"Frontier: {len(frontier.fields)}"
    assert "frontier" in shown.legend and "teach-path" not in shown.legend
    assert legend(steps) == shown.legend and "teach-first" in shown.legend
    assert legend(None) == present(record_loop(MazeGraphs(4, 3, display=False)), -1).legend
    assert shown.java_line == -1 and shown.marks.first >= 0
    assert [row.key for row in shown.stack_rows if not row.folded][:3] == list(frontier.fields[:3])
    assert json.loads(json.dumps(shown.to_json())) == shown.to_json()


def test_kruskals_trees_are_marked_as_sets_each_in_its_colour():
    steps = steps_of("kruskal")
    shown = present(steps, len(steps) // 2)
    trees = shown.marks.members
    assert trees and all(tree.kind == SET for tree in trees)
    fields = [field for tree in trees for field in tree.fields]
    assert len(fields) == len(set(fields))  # a field is in one tree
    coloured = {row.key: row.colour for row in shown.stack_rows if row.colour}
    assert coloured == {tree.fields[0]: tree.colour for tree in trees if tree.fields[0] in coloured}
    assert coloured


def test_recursive_division_marks_its_chambers():
    steps = steps_of("recursive-division")
    shown = present(steps, len(steps) // 4)
    assert shown.marks.chambers and shown.marks.members == ()
    assert shown.stack_rows[0].came.endswith("being divided")


def test_importing_the_model_does_not_import_tkinter():
    code = (
        "import sys, labyrinth.teaching.presentation as p; "
        "assert p.present; print('tkinter' in sys.modules, 'labyrinth.gui' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.split() == ["False", "False"]


def test_the_model_is_frozen(recursion):
    shown = present(recursion, 10)
    assert isinstance(shown, StepPresentation)
    with pytest.raises(AttributeError):
        shown.tick = 11  # type: ignore[misc]


@pytest.mark.parametrize("record", [record_loop, record_recursion])
def test_a_maze_beyond_the_traced_size_is_presented_from_its_walk(record):
    """Beyond 32 × 32 fields the history is worked out from the walk (its path linked, not
    listed): the model reads it the same way."""
    history = record(MazeGraphs(40, 30, display=False, seed=SEED))
    assert not isinstance(history.path_at(history.state_at(0)), list)
    tick = len(history) // 2
    shown = present(history, tick)
    path = shown.to_json()["marks"]["path"]
    assert path[0] == history.start and path[-1] == shown.marks.current
    assert json.loads(json.dumps(shown.to_json())) == shown.to_json()
    assert shown.python_line == history.lines[tick]
    assert shown.sentence.startswith(f"Step {shown.step}")
