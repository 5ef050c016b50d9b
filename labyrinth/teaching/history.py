"""The recorded book's walk: one tick per line the method runs, and the state after each.

A tick is ``(kind, field, other, line, depth)``: what the line before it changed, the line
about to run (an index into the shown source) and ``current_length_of_path`` at that moment.
``History`` is what the teaching view reads; ``TracedHistory`` keeps the ticks of the traced
recursion or loop one by one in flat arrays (14 bytes each) with a copy of the state every
``interval`` ticks — they run up to 256 × 256 fields. The loop on a bigger maze is a
``walk.WalkHistory``: a bit a step.
"""

from __future__ import annotations

from abc import abstractmethod
from array import array
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import takewhile

from labyrinth.replay.keyframes import Keyframes
from labyrinth.teaching.ticks import Ticks

# The kinds of ticks. LINE: a line runs and changes nothing the view shows.
LINE = 0
# ``find_neighbours(field)`` is called (the loop: a pass of ``while`` begins at ``field``);
# ``field`` is -1 for the call with None that ends the walk.
ENTER = 1
# The innermost open call returns (the recursion only: the loop has no calls to return from).
RETURN = 2
# The wall between ``field`` and ``other`` is gone; the walk stands on ``other``.
CARVE = 3
# A dead end: the walk steps back from ``field`` to its previous field ``other`` (-1: none).
BACK = 4
# ``field`` is the new end-field candidate, ``other`` steps from the start.
END = 5
# The longest path so far is now ``other`` steps (to ``field``, the end field).
LONGEST = 6
# The fewest ticks between two copies of a traced history's state.
MIN_INTERVAL = 256


@dataclass
class State:
    """Everything the view shows at one tick besides the arrays' own entries."""

    walls: bytearray
    # The tick whose effect is the last one applied (-1: none yet).
    tick: int = -1
    current: int = -1
    frames: int = 0  # open calls of find_neighbours
    calls: int = 0  # ENTER ticks so far: the step number
    backs: int = 0  # steps back so far
    end: int = -1
    longest: int = 0

    def copy(self) -> State:
        return replace(self, walls=bytearray(self.walls))


class History(Ticks[State]):
    """The ticks of the book's walk; ``loop`` tells which source the lines index: the loop
    ``carve_steps`` or the recursion.

    ``previous`` is the maze's: a previous field is written once, before any tick can lead
    back through it.
    """

    lines: Sequence[int]
    depths: Sequence[int]
    # The tick of every ENTER: the open calls are the first ``frames`` of them.
    enters: Sequence[int]

    def __init__(self, width: int, height: int, walls: bytes, start: int, loop: bool) -> None:
        super().__init__(width, height, walls, start)
        self.loop = loop
        self.previous = array("i")
        # Python's recursion limit while the recursion was recorded (0: the loop)
        self.recursion_limit = 0
        self._path: list[int] = []  # the path asked for last (see ``path_at``)

    @abstractmethod
    def steps_expected(self) -> int:
        """How many calls (passes of the loop) the walk makes in all."""

    def initial(self) -> State:
        return State(bytearray(self.walls))

    def apply(self, state: State, tick: int) -> None:
        kind, here, there = self.kinds[tick], self.fields[tick], self.others[tick]
        if kind == ENTER:
            state.calls += 1
            state.frames += 1
            state.current = here
        elif kind == RETURN:
            state.frames -= 1
        elif kind == CARVE:
            side, facing = self.sides_between(here, there)
            state.walls[here] &= ~side
            state.walls[there] &= ~facing
            state.current = there
        elif kind == BACK:
            state.backs += 1
            state.current = there
        elif kind == END:
            state.end = here
        elif kind == LONGEST:
            state.longest = there
        state.tick = tick

    def changes_walls(self, tick: int) -> bool:
        return self.kinds[tick] == CARVE

    def stops(self, tick: int, state: State, fields: set[int], dead_ends: bool, limit: int) -> bool:
        """Whether play stops at ``tick`` (``state`` is after it): a call at one of ``fields``,
        a dead end if ``dead_ends``, a step deeper than ``limit``."""
        kind = self.kinds[tick]
        return (
            (kind == BACK and dead_ends)
            or (kind == ENTER and self.fields[tick] in fields)
            or (kind == CARVE and self.depths[tick] + 1 > limit)
        )

    def frames_at(self, state: State) -> list[int]:
        """The ticks of the calls open in ``state``, outermost first."""
        return list(self.enters[: state.frames])

    def path_at(self, state: State) -> Sequence[int]:
        """The fields from the start to the current one: the loop's stack, in its links.
        A step on from the path asked for last adds or drops its last field; any other path
        is followed in C (millions of fields in a fraction of a second). The list is the
        history's own until the next call: read it, do not keep it."""
        path, current = self._path, state.current
        if current < 0:
            path.clear()
        elif path and path[-1] == current:
            pass
        elif path and self.previous[current] == path[-1]:
            path.append(current)
        elif len(path) > 1 and path[-2] == current:
            path.pop()
        else:
            path = [current]
            # ``map`` reads the list as it grows: each field's previous, up to the start's -1
            path.extend(takewhile((0).__le__, map(self.previous.__getitem__, path)))
            path.reverse()
            self._path = path
        return path


class TracedHistory(History):
    """The ticks of the traced recursion or loop, kept one by one, with a copy of the state
    every ``interval`` ticks: showing tick ``n`` copies the copy before it and replays at
    most ``interval`` ticks."""

    def __init__(
        self,
        width: int,
        height: int,
        walls: bytes,
        start: int,
        loop: bool,
        interval: int = 0,
    ) -> None:
        super().__init__(width, height, walls, start, loop)
        self.interval = interval or max(MIN_INTERVAL, len(walls) // 8)
        self.kinds: bytearray = bytearray()
        self.fields: array = array("i")
        self.others: array = array("i")
        self.lines: bytearray = bytearray()
        self.depths: array = array("i")
        self.enters: array = array("i")
        self.keyframes: Keyframes[State] = Keyframes()
        self._live = self.initial()

    def __len__(self) -> int:
        return len(self.kinds)

    def add(self, kind: int, field: int, other: int, line: int, depth: int) -> None:
        """Append one tick while recording (a copy of the state first, every ``interval``)."""
        if len(self.kinds) % self.interval == 0:
            self.keyframes.keep(self._live)
        if kind == ENTER:
            self.enters.append(len(self.kinds))
        self.kinds.append(kind)
        self.fields.append(field)
        self.others.append(other)
        self.lines.append(line)
        self.depths.append(depth)
        self.apply(self._live, len(self.kinds) - 1)

    def close(self, previous: array) -> None:
        """The build has run: its maze's previous fields; every tick is here."""
        self.previous, self.done = previous, True

    def record_events(self, most: int) -> None:
        """Traced at once: there is nothing left to record."""

    def _progress(self) -> float:
        return 1.0

    def steps_expected(self) -> int:
        return len(self.enters)

    def kept_before(self, tick: int) -> State | None:
        return self.keyframes.before(tick)

    def nbytes(self) -> int:
        columns: tuple[bytearray | array, ...] = (
            self.kinds,
            self.fields,
            self.others,
            self.lines,
            self.depths,
            self.enters,
        )
        kept = sum(len(column) * (1 if isinstance(column, bytearray) else 4) for column in columns)
        return kept + 4 * len(self.previous) + sum(len(k.walls) + 64 for k in self.keyframes)
