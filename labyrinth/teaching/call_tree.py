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

The window draws any :class:`Tree` at a :class:`Moment`: the book's (:class:`BookTree`), or
the calls of a student's own program, a real tree whose calls may make several calls each.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Container, Sequence
from dataclasses import dataclass
from typing import Protocol

from labyrinth.i18n import _
from labyrinth.teaching.history import History, State
from labyrinth.teaching.sentences import method_name, place

RUNNING, OPEN, RETURNED = "running", "open", "returned"
# The name Python gives a program's own lines, outside every function.
MODULE = "<module>"
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
            "Call {n}, {call}, path length {depth}: running, the line highlighted is its next."
        ).format(**values)
    if what == OPEN:
        return _(
            "Call {n}, {call}, path length {depth}: open, it waits for call {inner} to return."
        ).format(inner=call + 2, **values)
    return _("Call {n}, {call}, path length {depth}: returned.").format(**values)


# -- the tree a window draws: the book's recursion, or a student's program -----------------------


@dataclass(frozen=True)
class Moment:
    """What a call tree shows at one moment: how many calls were ``made`` so far, and the calls
    ``open`` then, outermost first (the last one running)."""

    made: int
    open: Sequence[int]

    def state_of(self, call: int, open_calls: Container[int]) -> str:
        """What call ``call`` (made already) is; ``open_calls``: ``open`` as a set, if big."""
        if call not in open_calls:
            return RETURNED
        return RUNNING if self.open and call == self.open[-1] else OPEN


class Tree(Protocol):
    """A run's calls as a tree: ``calls`` of them; each call's ``parent`` (-1: none), the
    ``column`` it is drawn in, the field it is about (``place``, -1: none) and its ``label``;
    the window's ``title``."""

    calls: int
    title: str

    def parent(self, call: int) -> int: ...

    def column(self, call: int) -> int: ...

    def place(self, call: int) -> int: ...

    def label(self, call: int) -> str: ...


class BookTree:
    """The book's recursion as a Tree: each call made by the one before, in the column of its
    depth (``current_length_of_path``), labelled with its field."""

    def __init__(self, history: History, java: bool = False) -> None:
        self.history, self.java = history, java
        self.calls = len(history.enters)
        self.title = _("Call tree of {method}").format(method=method_name(java))

    def parent(self, call: int) -> int:
        return call - 1

    def column(self, call: int) -> int:
        return depth_of(self.history, call)

    def place(self, call: int) -> int:
        return field_of(self.history, call)

    def label(self, call: int) -> str:
        return place(self.history, field_of(self.history, call), self.java)

    @staticmethod
    def moment(state: State) -> Moment:
        return Moment(state.calls, range(state.frames))


class CallTexts(Protocol):
    """The recording's table of texts and the column that points into it."""

    texts: list[str]
    a: array


class RecordedCalls(Protocol):
    """What a program's call tree reads of its recording (``programs.recording.Recording``):
    each call's caller, field and CALL event, the events of the steps, the texts."""

    file_name: str
    parents: array
    places: array
    call_events: array

    def event_of(self, step: int) -> int: ...

    def step_of(self, event: int) -> int: ...

    @property
    def events(self) -> CallTexts: ...


class ProgramTree:
    """The calls of a student's program as a Tree: each under the call that made it, in the
    column of its nesting (the program's own lines are call 0 of a walker), labelled with the
    call and its arguments as the stack shows it."""

    def __init__(self, recording: RecordedCalls) -> None:
        self.recording = recording
        parents = recording.parents
        self.calls = len(parents)
        self.columns = array("i", bytes(4 * self.calls))
        for call in range(self.calls):
            parent = parents[call]
            self.columns[call] = self.columns[parent] + 1 if parent >= 0 else 0
        self.title = _("Call tree of {method}").format(method=recording.file_name)

    def parent(self, call: int) -> int:
        return self.recording.parents[call]

    def column(self, call: int) -> int:
        return self.columns[call]

    def place(self, call: int) -> int:
        return self.recording.places[call]

    def label(self, call: int) -> str:
        events = self.recording.events
        text = events.texts[events.a[self.recording.call_events[call]]]
        return _("the program") if text.startswith(MODULE) else text

    def step_of(self, call: int) -> int:
        """The step that makes call ``call``."""
        return self.recording.step_of(self.recording.call_events[call])

    def moment(self, step: int, open_calls: Sequence[int]) -> Moment:
        """The tree at ``step``, where ``open_calls`` are open (the stack's calls)."""
        if step < 0:
            return Moment(0, ())
        event = self.recording.event_of(step)
        return Moment(bisect_right(self.recording.call_events, event), open_calls)
