"""Navigation: one place that moves through a recorded build's ticks — a tick on or back, a
jump, a call's step, play until a breakpoint or a dead end — recording as far as it goes.

It holds the history (any of ``labyrinth.teaching``'s: the book's recursion or loop, another
algorithm's steps) and the one state shown, and moves that state: a few ticks on are
replayed, a jump is made afresh from the history's keyframes, so stepping back and jumping
have no cap. The browser page's teaching view and watched build move with it.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Generic, TypeVar

from labyrinth.replay.keyframes import Replayable, Snapshot

S = TypeVar("S", bound=Snapshot)

# The ticks recorded ahead at a time while the view goes forward.
AHEAD = 4096


class Navigation(Generic[S]):
    """The state shown of ``history``, and the ways to move it."""

    def __init__(self, history: Replayable[S]) -> None:
        self.history = history
        history.record(until=AHEAD)
        self.state: S = history.state_at(-1)
        self.breakpoints: set[int] = set()

    @property
    def tick(self) -> int:
        return self.state.tick

    @property
    def at_end(self) -> bool:
        """The last tick is shown (the whole build is recorded)."""
        return self.history.done and self.state.tick == len(self.history) - 1

    def go(self, tick: int) -> None:
        """To tick ``tick`` (-1: before the first), clamped to the build's ticks."""
        history = self.history
        history.record(until=max(0, tick) + AHEAD)
        tick = max(-1, min(tick, len(history) - 1))
        self.state = history.moved(self.state, tick)

    def go_by(self, ticks: int) -> None:
        """``ticks`` on (back where negative) from the tick shown."""
        self.go(self.state.tick + ticks)

    def go_to_call(self, step: int, enters: Sequence[int]) -> None:
        """To the start of step ``step`` of a walk whose steps begin at the ticks ``enters``
        (0: before the first), recording until that step is there."""
        history = self.history
        while len(enters) < step and not history.done:
            history.record(until=len(history) + AHEAD)
        self.go(enters[min(step, len(enters)) - 1] if step > 0 else -1)

    def play(self, ticks: int, dead_ends: bool = False) -> bool:
        """Up to ``ticks`` ticks on, stopping after one at a breakpoint or, with
        ``dead_ends``, at a dead end; True when it stopped there."""
        history = self.history
        for _tick in range(ticks):
            tick = self.state.tick + 1
            history.record(until=tick + AHEAD)
            if tick >= len(history):
                return False
            self.state = history.moved(self.state, tick)
            if history.stops(tick, self.state, self.breakpoints, dead_ends, sys.maxsize):
                return True
        return False

    def toggle_breakpoint(self, field: int) -> None:
        self.breakpoints ^= {field}
