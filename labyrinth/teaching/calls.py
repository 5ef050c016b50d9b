"""What each open call of the book's walk holds, for the rows of the teaching view's stack.

A call of ``find_neighbours(field)`` does one thing: it steps from ``field`` into the
neighbour ``check_neighbours`` chose, or, when there is none, back to the previous field;
then it calls itself there. So a row says the call's field, how the walk came to it (the
step of the call below) and where it goes (the neighbour it chose, or back) — once
``check_neighbours`` has run. The loop keeps no calls: its stack is the path of previous
fields from the start, and a row is a field of that path.

The steps are arrows, the same in every language: ↑ → ↓ ← a step into the neighbour that
way, ↩ a step back, – nothing (the first call came from ``build_maze``; the call with None
goes nowhere).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass

from labyrinth.teaching.history import BACK, CARVE, ENTER, History, State
from labyrinth.teaching.sources import source_of

STEP_BACK = "↩"
NOTHING = "–"


@dataclass(frozen=True)
class Call:
    """One row of the stack: a call of the recursion, or a field of the loop's path."""

    field: int  # -1: None
    depth: int  # ``current_length_of_path`` when it was called (-1 for the last call)
    came: str  # the step that brought the walk to ``field``
    goes: str  # the step it takes from there; "" while it has not chosen


def stack_rows(history: History, state: State) -> tuple[int, Callable[[int], Call]]:
    """How many rows the stack has in ``state``, and the row at a position (0: the outermost
    call, or the start of the loop's path); only the rows shown need to be made."""
    if history.loop:
        return _path_rows(history, state)
    enters, fields = history.enters, history.fields

    def call(position: int) -> Call:
        tick = enters[position]
        field = fields[tick]
        came = NOTHING if position == 0 else step(history, fields[enters[position - 1]], field)
        if field < 0:
            goes = NOTHING
        elif position + 1 < len(enters) and enters[position + 1] <= state.tick:
            goes = step(history, field, fields[enters[position + 1]])
        else:  # the innermost call, still at work
            goes = chosen(history, state, tick)
        return Call(field, history.depths[tick], came, goes)

    return state.frames, call


def _path_rows(history: History, state: State) -> tuple[int, Callable[[int], Call]]:
    path = history.path_at(state)
    enters = history.enters
    this_pass = enters[bisect_right(enters, state.tick) - 1] if state.tick >= 0 else -1

    def field_of_path(position: int) -> Call:
        field = path[position]
        came = NOTHING if position == 0 else step(history, path[position - 1], field)
        if position + 1 < len(path):
            goes = step(history, field, path[position + 1])
        elif this_pass >= 0 and history.fields[this_pass] == field:
            goes = chosen(history, state, this_pass)
        else:
            goes = ""  # its next pass has not begun
        return Call(field, position, came, goes)

    return len(path), field_of_path


def step(history: History, here: int, there: int) -> str:
    """The walk's step from ``here`` to ``there``: into a neighbour, or back."""
    if there == history.previous[here]:
        return STEP_BACK
    return {-history.width: "↑", 1: "→", history.width: "↓", -1: "←"}[there - here]


def chosen(history: History, state: State, enter: int) -> str:
    """Where the call (or pass) that began at tick ``enter`` goes, once ``check_neighbours``
    has run in ``state``: its neighbour's way, or back; "" before."""
    check = source_of(history).index("neighbour = self.check_neighbours")
    later = enter + 1
    while later < len(history) and history.lines[later] <= check:
        later += 1
    if later > state.tick:
        return ""
    while later < len(history) and history.kinds[later] not in (CARVE, BACK, ENTER):
        later += 1
    if later == len(history) or history.kinds[later] == ENTER:
        return ""
    if history.kinds[later] == BACK:
        return STEP_BACK
    return step(history, history.fields[later], history.others[later])
