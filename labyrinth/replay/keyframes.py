"""The one replay engine: a recorded run's state at any of its ticks, with bounded memory.

Every replay — the teaching view's histories (the book's recursion and loop, every
algorithm's steps) and a student's program's recording — keeps a copy of its state every
so many ticks (``Keyframes``) and makes the state at any tick from the copy before it,
replaying the ticks in between (``state_at``). Moving the state shown (``moved``) replays a
few ticks on from it, and makes anything further, and every step back, afresh from a
keyframe: so memory grows with the ticks, not with their square, and there is no cap on
stepping back. ``Navigation`` moves through any of them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from bisect import bisect_right
from collections.abc import Iterator
from typing import Generic, Protocol, Self, TypeVar

# A replay replays at most about this many ticks from a state it has to reach a later one;
# further on it makes the state afresh (from a keyframe).
REPLAY_LIMIT = 4096
# The recorder's events ``record`` takes at a time.
EVENTS_AT_ONCE = 4096


class Snapshot(Protocol):
    """What a replay's state must offer: the tick it shows, and a copy."""

    @property
    def tick(self) -> int: ...

    def copy(self) -> Self: ...


S = TypeVar("S", bound=Snapshot)


class Replayable(Protocol[S]):
    """What a navigation moves through: any ``Replay`` (a view may name more it reads)."""

    @property
    def done(self) -> bool: ...

    def __len__(self) -> int: ...

    def record(self, until: int = -1) -> None: ...

    def state_at(self, tick: int) -> S: ...

    def moved(self, state: S, tick: int) -> S: ...

    def advance(self, state: S, tick: int) -> None: ...

    def stops(self, tick: int, state: S, fields: set[int], dead_ends: bool, limit: int) -> bool: ...


def _tick_of(state: Snapshot) -> int:
    return state.tick


class Keyframes(Generic[S]):
    """Copies of a replay's state, kept in the order of their ticks as it is recorded."""

    def __init__(self) -> None:
        self.states: list[S] = []

    def __len__(self) -> int:
        return len(self.states)

    def __iter__(self) -> Iterator[S]:
        return iter(self.states)

    def keep(self, state: S) -> None:
        """Keep a copy of ``state`` (at or after the tick of the one kept last)."""
        self.states.append(state.copy())

    def before(self, tick: int) -> S | None:
        """A copy of the last state kept at or before ``tick``; None where none is."""
        at = bisect_right(self.states, tick, key=_tick_of) - 1
        return self.states[at].copy() if at >= 0 else None


class Replay(ABC, Generic[S]):
    """A run's ticks, recorded as far as a view has gone (all of them once ``done``), and
    the state after any of them. Tick -1 is the state before the first."""

    done = True

    @abstractmethod
    def __len__(self) -> int:
        """The ticks recorded so far."""

    # -- recording ------------------------------------------------------------------------------

    def record(self, until: int = -1) -> None:
        """Record on until tick ``until`` is there, or to the end (-1)."""
        while not self.done and (until < 0 or len(self) <= until):
            self.record_events(EVENTS_AT_ONCE)

    def record_events(self, most: int) -> None:
        """Record up to ``most`` more events (``done`` once there are none): a replay
        recorded whole has none."""

    # -- the state at a tick --------------------------------------------------------------------

    def clamped(self, tick: int) -> int:
        """``tick`` within the ticks recorded, or -1."""
        return max(-1, min(tick, len(self) - 1))

    @abstractmethod
    def initial(self) -> S:
        """The state before the first tick."""

    def kept_before(self, tick: int) -> S | None:
        """A copy of the last state kept at or before ``tick`` (None: replay from the
        start); a replay that keeps ``Keyframes`` returns its ``before(tick)``."""
        return None

    def state_at(self, tick: int) -> S:
        """The state after tick ``tick`` (clamped; -1: before the first): the keyframe
        before it, replayed."""
        tick = self.clamped(tick)
        state = self.kept_before(tick)
        if state is None:
            state = self.initial()
        self.advance(state, tick)
        return state

    @abstractmethod
    def advance(self, state: S, tick: int) -> None:
        """Bring ``state`` forward to ``tick`` (at or after its own): the ticks in between
        replayed on it."""

    def moved(self, state: S, tick: int) -> S:
        """The state after ``tick``, from ``state`` (left as it is) where that is quicker:
        a few ticks on are replayed, anything else (every step back) made afresh."""
        tick = self.clamped(tick)
        if state.tick <= tick <= state.tick + REPLAY_LIMIT:
            later = state.copy()
            self.advance(later, tick)
            return later
        return self.state_at(tick)

    # -- playing --------------------------------------------------------------------------------

    @abstractmethod
    def stops(self, tick: int, state: S, fields: set[int], dead_ends: bool, limit: int) -> bool:
        """Whether play stops at ``tick`` (``state`` is after it): at one of the breakpoints
        ``fields``, at a dead end if ``dead_ends``, deeper than ``limit``."""
