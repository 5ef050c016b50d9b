"""Navigation: one place that moves through a recorded build's ticks — a tick on or back, a
jump, a call's step, play until a breakpoint, a dead end or a depth — recording as far as it
goes.

It holds the history (any of ``labyrinth.teaching``'s: the book's recursion or loop, another
algorithm's steps; or a ``Tape`` of a solver's or the spanning tree's events) and the one
state shown, and moves that state: a few ticks on are replayed, a jump is made afresh from
the history's keyframes, so stepping back and jumping have no cap. Every view that replays
moves with it — the window's teaching view, solvers and tree replay, the browser page's
teaching view and watched build — so where a step back, a jump or play lands is decided
here once; the views only draw what it shows.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Generic, TypeVar

from labyrinth.replay.keyframes import Replayable, Snapshot
from labyrinth.teaching.call_tree import call_at, call_sentence, field_of
from labyrinth.teaching.history import History
from labyrinth.teaching.presentation import (
    STACK_ROWS,
    Marks,
    StepPresentation,
    marks,
    present,
)
from labyrinth.teaching.steps import Steps

S = TypeVar("S", bound=Snapshot)


# The ticks recorded ahead at a time while the view goes forward.
AHEAD = 4096


class Navigation(Generic[S]):
    """The state shown of ``history``, and the ways to move it. Play stops at the
    ``breakpoints`` (those on this maze's fields), and by the stop rule: at dead ends if
    ``dead_ends``, deeper than ``depth_limit``. A move records ``ahead`` ticks beyond where
    it goes (0: a view that records far ways itself, in slices)."""

    def __init__(
        self, history: Replayable[S], breakpoints: Iterable[int] = (), ahead: int = AHEAD
    ) -> None:
        self.history = history
        self.ahead = ahead
        history.record(until=ahead)
        self.state: S = history.state_at(-1)
        self.breakpoints = set(breakpoints)
        self.dead_ends = False
        self.depth_limit = sys.maxsize

    @property
    def tick(self) -> int:
        return self.state.tick

    @property
    def at_end(self) -> bool:
        """The last tick is shown (the whole build is recorded)."""
        return self.history.done and self.state.tick == len(self.history) - 1

    def ticks_missing(self, tick: int) -> int:
        """The ticks still to record before tick ``tick`` is there (0: it is, or the build
        is recorded to its end)."""
        history = self.history
        return 0 if history.done else max(0, tick + 1 - len(history))

    def go(self, tick: int) -> bool:
        """To tick ``tick`` (-1: before the first), clamped to the build's ticks; False when
        that is the tick shown already."""
        history = self.history
        history.record(until=max(0, tick) + self.ahead)
        tick = max(-1, min(tick, len(history) - 1))
        if tick == self.state.tick:
            return False
        self.state = history.moved(self.state, tick)
        return True

    def go_by(self, ticks: int) -> bool:
        """``ticks`` on (back where negative) from the tick shown."""
        return self.go(self.state.tick + ticks)

    def go_to_call(self, step: int, enters: Sequence[int]) -> bool:
        """To the start of step ``step`` of a walk whose steps begin at the ticks ``enters``
        (0: before the first), recording until that step is there."""
        history = self.history
        while len(enters) < step and not history.done:
            history.record(until=len(history) + AHEAD)
        return self.go(enters[min(step, len(enters)) - 1] if step > 0 else -1)

    # -- play -----------------------------------------------------------------------------------

    def set_stop_rule(self, dead_ends: bool, depth_limit: int | None) -> None:
        """Where play stops besides the breakpoints: at dead ends, deeper than a depth
        (None: at any depth)."""
        self.dead_ends = dead_ends
        self.depth_limit = sys.maxsize if depth_limit is None else depth_limit

    def tick_on(self) -> bool:
        """One tick on, applied to the state shown (recorded first where needed); False at
        the last tick. (The players' hot path: a solver on a big maze plays millions of
        ticks, so the history is asked to record only near its end.)"""
        history, tick = self.history, self.state.tick + 1
        if tick + self.ahead >= len(history):
            history.record(until=tick + self.ahead)
            if tick >= len(history):
                return False
        history.advance(self.state, tick)
        return True

    def stops_here(self, dead_ends: bool | None = None) -> bool:
        """Whether play stops at the tick shown: a breakpoint, or the stop rule (with
        ``dead_ends`` in place of the rule's own where given)."""
        if dead_ends is None:
            dead_ends = self.dead_ends
        return self.history.stops(
            self.state.tick, self.state, self.breakpoints, dead_ends, self.depth_limit
        )

    def played(self) -> Iterator[int]:
        """The ticks play shows from the tick shown, each applied to the state shown as it
        comes (after a move, from where that went), up to the last or one where play stops."""
        while self.tick_on():
            stop = self.stops_here()
            yield self.state.tick
            if stop:
                return

    @property
    def stop_rule(self) -> tuple[bool, int]:
        """Where play stops besides the breakpoints: at dead ends, deeper than a depth."""
        return self.dead_ends, self.depth_limit

    def play(self, ticks: int, dead_ends: bool | None = None) -> bool:
        """Up to ``ticks`` ticks on, stopping after one where play stops (``stops_here``);
        True when it stopped there."""
        for _tick in range(ticks):
            if not self.tick_on():
                return False
            if self.stops_here(dead_ends):
                return True
        return False

    def toggle_breakpoint(self, field: int) -> None:
        self.breakpoints ^= {field}


class TeachingNavigation(Navigation[Any]):
    """Navigation through a teaching view's history: its steps (the book's calls or the
    loop's passes, another algorithm's events), the field and the recursion's call
    selected, and what the presentation model makes of the state shown."""

    history: History | Steps

    def __init__(
        self, history: History | Steps, breakpoints: Iterable[int] = (), ahead: int = AHEAD
    ) -> None:
        # the breakpoints carried over from another maze: those on this one's fields
        super().__init__(
            history, (field for field in breakpoints if field < len(history.walls)), ahead
        )
        self.selected = -1  # the field framed on the maze
        self.selected_call = -1  # the recursion's call selected (in the stack, the tree)

    @property
    def shows_recursion(self) -> bool:
        """Whether the history is the recursion (its stack rows are calls)."""
        return isinstance(self.history, History) and not self.history.loop

    # -- steps ----------------------------------------------------------------------------------

    def ticks_to_step(self, step: int) -> int:
        """About the ticks still to record before the start of step ``step`` is known (two a
        call of the book's method); 0 once it is."""
        history = self.history
        if not isinstance(history, History) or history.done:
            return 0
        return 2 * max(0, step - len(history.enters))

    def step_start(self, step: int) -> int:
        """The tick step ``step`` starts with (-1 for step 0): the book's call (its loop's
        pass) as far as they are recorded, or another algorithm's event."""
        history = self.history
        if not isinstance(history, History):
            return step - 1
        enters = history.enters
        return enters[min(step, len(enters)) - 1] if step > 0 else -1

    def go_to_step(self, step: int) -> bool:
        """To the start of step ``step``, recorded first; 0 before the first."""
        if isinstance(self.history, History):
            return self.go_to_call(step, self.history.enters)
        return self.go(step - 1)

    def ticks_per_step(self) -> float:
        """The ticks of a step, as play counts them (the lines of a call share its time)."""
        history = self.history
        if not isinstance(history, History):
            return 1.0
        return max(1.0, len(history) / max(1, len(history.enters)))

    # -- selection ------------------------------------------------------------------------------

    def click(self, field: int) -> bool:
        """Select ``field`` (again: let go), in the recursion with the last call made with
        it; True when a call was chosen that way."""
        if field == self.selected:
            field = -1
        if self.shows_recursion and field >= 0:
            assert isinstance(self.history, History)
            return self.select_call(call_at(self.history, self.state, field), field)
        self.selected, self.selected_call = field, -1
        return False

    def select_call(self, call: int, field: int = -1) -> bool:
        """Select the recursion's call ``call`` (-1: none) and its field (or ``field``, a
        field it has no call of yet); False where the history has no calls."""
        history = self.history
        if not isinstance(history, History):
            return False
        self.selected_call = call
        self.selected = field_of(history, call) if call >= 0 else field
        return True

    def select_row(self, key: int) -> None:
        """A row of the stack selected: a call of the recursion, else a field."""
        if self.shows_recursion:
            self.select_call(key)
        else:
            self.selected = key

    def call_sentence(self, java: bool) -> str:
        """What the selected call is doing at the state shown."""
        history = self.history
        if not isinstance(history, History):
            return ""
        return call_sentence(history, self.state, self.selected_call, java)

    # -- what the state shows -------------------------------------------------------------------

    def present(self, language: str, fold: int = STACK_ROWS) -> StepPresentation:
        """The presentation model of the state shown, with the selection and breakpoints."""
        return present(
            self.history,
            self.state,
            language,
            self.selected,
            self.selected_call,
            fold,
            sorted(self.breakpoints),
        )

    def marks(self) -> Marks:
        """Only the marks of ``present``."""
        return marks(self.history, self.state, self.selected, self.breakpoints)
