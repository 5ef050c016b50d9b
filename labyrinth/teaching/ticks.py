"""What every recorded build offers the teaching view: its ticks, and the state after any.

A tick is ``(kind, field, other)`` plus whatever columns a history adds; the state a tick
leaves behind is what the picture shows (the walls, the current field, ...). Histories keep
their ticks in different ways — the book's traced recursion line by line with a copy of its
state every so many ticks, its loop on a big maze as one bit a step, any other algorithm as
a byte an event — so their columns may be ``Column``s, read through a function. All are
recorded while the view goes forward (``record``), from the generator that makes them: the
view opens at step 0 at once, on any size. The walls, the only state as big as the maze,
come from ``walls.WallChanges`` where a history keeps no copies of them. Each history is
an instance of the one replay engine (``labyrinth.replay.keyframes.Replay``): the state at
a tick, a step back and a jump are made there.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Iterator, Sequence

from labyrinth.build import Walk
from labyrinth.replay.keyframes import Replay, S
from labyrinth.replay.lazy import Lazy
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W


class Column(Lazy[int]):
    """A column of ticks read through ``item(tick)`` (``length()`` of them): what
    ``history.kinds`` and the others are where the ticks are not kept one by one."""

    def __init__(self, length: Callable[[], int], item: Callable[[int], int]) -> None:
        self._length, self._item = length, item

    def __len__(self) -> int:
        return self._length()

    def _at(self, index: int) -> int:
        return self._item(index)

    def __iter__(self) -> Iterator[int]:
        return (self._item(at) for at in range(len(self)))

    def find(self, value: int) -> int:
        """The first tick holding ``value``, -1 if none does (as ``bytearray.find``)."""
        return next((at for at in range(len(self)) if self._item(at) == value), -1)

    def rindex(self, value: int) -> int:
        """The last tick holding ``value`` (ValueError if none does)."""
        for at in range(len(self) - 1, -1, -1):
            if self._item(at) == value:
                return at
        raise ValueError(value)


class Ticks(Replay[S]):
    """The ticks of one build of a ``width`` × ``height`` maze whose walls start as ``walls``,
    recorded as far as the view has gone (all of them once ``done``): a replay whose state
    a tick changes at a time (``apply``)."""

    kinds: Sequence[int]
    fields: Sequence[int]
    others: Sequence[int]

    def __init__(self, width: int, height: int, walls: bytes, start: int) -> None:
        self.width, self.height, self.walls, self.start = width, height, walls, start
        self.done = False

    # -- recording ------------------------------------------------------------------------------

    @abstractmethod
    def record_events(self, most: int) -> None:
        """Record up to ``most`` more of the generator's events (``done`` once it has ended)."""

    def walk(self) -> Walk | None:
        """What the build found (its end field, ...) once it is recorded to its end, where
        the maze it was recorded on is then finished; None where it is not."""
        return None

    def progress(self) -> float:
        """How much of the build is recorded, from 0 to 1 (an estimate until ``done``)."""
        return 1.0 if self.done else min(0.99, self._progress())

    @abstractmethod
    def _progress(self) -> float:
        """The share recorded while the build goes on."""

    def steps_expected(self) -> int:
        """How many steps the position counts in all (those recorded until it is known)."""
        return len(self)

    # -- reading --------------------------------------------------------------------------------

    @abstractmethod
    def apply(self, state: S, tick: int) -> None:
        """Change ``state`` by tick ``tick``, the one after ``state.tick``."""

    def advance(self, state: S, tick: int) -> None:
        for later in range(state.tick + 1, tick + 1):
            self.apply(state, later)

    def sides_between(self, here: int, there: int) -> tuple[int, int]:
        """The side of ``here`` that faces its neighbour ``there``, and the facing side."""
        step = there - here
        if step == -self.width:
            return BIT_N, BIT_S
        if step == self.width:
            return BIT_S, BIT_N
        return (BIT_E, BIT_W) if step == 1 else (BIT_W, BIT_E)

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

    @abstractmethod
    def nbytes(self) -> int:
        """The bytes the history holds: its arrays and whatever stands for its states."""
