"""A tape: the replay of events that each draw something a view can take away again — a
solver's search, the spanning tree's replay — kept in the one replay engine and moved by
the same ``Navigation`` as every other replay.

Such events leave the maze as it is, so the state at a tick is only the tick: going back
takes away what the events after it drew, going forward draws them again, and no keyframe
is needed. The tape records the events as the view goes forward (three numbers an event in
one array, not a tuple each).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice

from labyrinth.replay.keyframes import Replay

Event = tuple[int, int, int]


@dataclass(slots=True)
class Position:
    """The state a tape's events leave: how far they have gone (-1: before the first)."""

    tick: int

    def copy(self) -> Position:
        return Position(self.tick)


class Tape(Replay[Position]):
    """The events of ``events``, kept as they are read."""

    def __init__(self, events: Iterator[Event]) -> None:
        self.events = events
        self.kept = array("i")
        self.count = 0  # the events kept (asked at every step: an attribute, not a division)
        self.done = False

    def __len__(self) -> int:
        return self.count

    def record_events(self, most: int) -> None:
        kept = self.kept
        for event in islice(self.events, most):
            kept.extend(event)
        read = len(kept) // 3 - self.count
        self.count += read
        self.done = read < most

    def event(self, tick: int) -> Event:
        kept, at = self.kept, 3 * tick
        return kept[at], kept[at + 1], kept[at + 2]

    def played(self, state: Position) -> Iterator[Event]:
        """The events up to ``state``, from the first."""
        return map(self.event, range(state.tick + 1))

    def initial(self) -> Position:
        return Position(-1)

    def advance(self, state: Position, tick: int) -> None:
        state.tick = tick

    def stops(
        self, tick: int, state: Position, fields: set[int], dead_ends: bool, limit: int
    ) -> bool:
        """Play stops at an event on one of ``fields`` (a tape knows no dead ends or depth)."""
        return self.kept[3 * tick + 1] in fields
