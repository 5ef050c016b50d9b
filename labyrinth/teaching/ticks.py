"""Ticks in flat arrays with keyframes: the history every teaching view keeps.

A tick is ``(kind, field, other)`` plus whatever columns a history adds. The state a tick
leaves behind (the walls, and what else the picture shows) is copied every ``interval``
ticks, so that showing tick ``n`` copies the keyframe before it and replays at most
``interval`` ticks: memory grows with the ticks and not with their square, and there is no
cap on the steps back. The book's recursion (``history``) and every other algorithm
(``steps``) keep their ticks so; they differ in their columns and in what a tick changes.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from array import array
from typing import Generic, Protocol, TypeVar

from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W

# The fewest ticks between two keyframes; big mazes space them by their size instead.
MIN_INTERVAL = 256


class Snapshot(Protocol):
    """What a history's state must offer: the tick it shows, a copy, its size in bytes."""

    tick: int

    def copy(self) -> Snapshot: ...

    def nbytes(self) -> int: ...


S = TypeVar("S", bound=Snapshot)


class Ticks(ABC, Generic[S]):
    """The ticks of one build of a ``width`` × ``height`` maze whose walls start as ``walls``."""

    def __init__(self, width: int, height: int, walls: bytes, start: int, interval: int) -> None:
        self.width, self.height, self.walls, self.start = width, height, walls, start
        self.interval = interval
        self.kinds = bytearray()
        self.fields = array("i")
        self.others = array("i")
        self.keyframes: list[S] = []
        self._live = self.initial()

    def __len__(self) -> int:
        return len(self.kinds)

    @abstractmethod
    def initial(self) -> S:
        """The state before the first tick."""

    @abstractmethod
    def apply(self, state: S, tick: int) -> None:
        """Change ``state`` by tick ``tick``, the one after ``state.tick``."""

    def columns(self) -> tuple[bytearray | array, ...]:
        """Every per-tick array, for ``nbytes``."""
        return (self.kinds, self.fields, self.others)

    def record(self, kind: int, field: int, other: int) -> None:
        """Append one tick while recording (a keyframe first, every ``interval`` ticks);
        a subclass appends its own columns before."""
        if len(self.kinds) % self.interval == 0:
            self.keyframes.append(self._live.copy())  # type: ignore[arg-type]
        self.kinds.append(kind)
        self.fields.append(field)
        self.others.append(other)
        self.apply(self._live, len(self.kinds) - 1)

    def sides_between(self, here: int, there: int) -> tuple[int, int]:
        """The side of ``here`` that faces its neighbour ``there``, and the facing side."""
        step = there - here
        if step == -self.width:
            return BIT_N, BIT_S
        if step == self.width:
            return BIT_S, BIT_N
        return (BIT_E, BIT_W) if step == 1 else (BIT_W, BIT_E)

    def state_at(self, tick: int) -> S:
        """The state after tick ``tick`` (-1: before the first): the keyframe before, replayed."""
        tick = max(-1, min(tick, len(self.kinds) - 1))
        if not self.keyframes:
            return self.initial()
        # the keyframe taken before tick (tick + 1) rounded down; the last tick may have none
        keyframe = self.keyframes[min((tick + 1) // self.interval, len(self.keyframes) - 1)]
        state: S = keyframe.copy()  # type: ignore[assignment]
        self.advance(state, tick)
        return state

    def advance(self, state: S, tick: int) -> None:
        """Replay the ticks after ``state.tick`` up to ``tick``."""
        for later in range(state.tick + 1, tick + 1):
            self.apply(state, later)

    def touched(self, low: int, high: int) -> set[int] | None:
        """The fields whose walls ticks ``low`` to ``high`` change; None: maybe all of them."""
        return {
            field
            for tick in range(low, high + 1)
            if self.changes_walls(tick)
            for field in (self.fields[tick], self.others[tick])
        }

    @abstractmethod
    def changes_walls(self, tick: int) -> bool:
        """Whether tick ``tick`` opens or closes a wall between its two fields."""

    def nbytes(self) -> int:
        """The bytes the history holds: its arrays and keyframes."""
        total = sum(
            len(data) * (data.itemsize if isinstance(data, array) else 1) for data in self.columns()
        )
        return total + sum(keyframe.nbytes() for keyframe in self.keyframes)
