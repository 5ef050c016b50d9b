"""The recursion's calls as a tree: what each node is at a tick, and which call a field had.

``find_neighbours(field)`` takes exactly one step a call — into a new neighbour, or back from
a dead end — and then calls itself. So the literal tree of its calls is a chain: call n + 1
is made by call n, every call stays open until the call with None ends the walk, and then
they all return, innermost first. The teaching view draws that chain as a tree of the walk:
call n on row n, under the call that made it, and as far right as its depth
(``current_length_of_path`` when it was called). A step into a new field leans one column to
the right, a step back one to the left; a dead end shows as the chain turning back, and the
column of the last call, with None, is left of the first: the walk stepped back past the start.

A node is *running* (the innermost open call: Python runs its lines), *open* (on the stack,
waiting at its recursive call for the call it made) or *returned*. All of it follows from the
state's counts of calls made and calls open, so a jump shows the same tree as stepping there.
"""

from __future__ import annotations

from labyrinth.i18n import _
from labyrinth.teaching.history import History, State
from labyrinth.teaching.sentences import method_name, place

RUNNING, OPEN, RETURNED = "running", "open", "returned"
# The tree is drawn for up to this many calls, two a field reached: a 16 × 16 maze. It has a
# row a call; longer, it would run over many screens, too long to take in as one picture.
MOST_CALLS = 2 * 16 * 16


def offered(history: History) -> bool:
    """Whether the call tree is drawn for ``history``: the recursion, not too many calls."""
    return not history.loop and len(history.enters) <= MOST_CALLS


def state_of(call: int, state: State) -> str:
    """What call ``call`` (0: the first) is in ``state``; it must have been made."""
    if call >= state.frames:
        return RETURNED
    return RUNNING if call == state.frames - 1 else OPEN


def depth_of(history: History, call: int) -> int:
    """``current_length_of_path`` when call ``call`` was made (-1 for the call with None)."""
    return history.depths[history.enters[call]]


def field_of(history: History, call: int) -> int:
    """The field call ``call`` was made with (-1: None)."""
    return history.fields[history.enters[call]]


def call_at(history: History, state: State, field: int) -> int:
    """The last call made with ``field`` up to ``state`` (-1: none yet): a field has one call
    for the step into it and one more for each step back to it."""
    return next(
        (call for call in range(state.calls - 1, -1, -1) if field_of(history, call) == field),
        -1,
    )


def call_sentence(history: History, state: State, call: int, java: bool = False) -> str:
    """One sentence on call ``call``, made by ``state``, for the status line."""
    values = {
        "n": call + 1,
        "call": f"{method_name(java)}({place(history, field_of(history, call), java)})",
        "depth": depth_of(history, call),
    }
    what = state_of(call, state)
    if what == RUNNING:
        return _(
            "Call {n}, {call}, depth {depth}: running, the line highlighted is its next."
        ).format(**values)
    if what == OPEN:
        return _(
            "Call {n}, {call}, depth {depth}: open, it waits for call {inner} to return."
        ).format(inner=call + 2, **values)
    return _("Call {n}, {call}, depth {depth}: returned.").format(**values)
