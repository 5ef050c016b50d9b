"""The recorded build: one tick per line the method runs, in flat arrays, with keyframes.

A tick is ``(kind, field, other, line, depth)``: what the line before it changed, the line
about to run (an index into the shown source) and ``current_length_of_path`` at that moment.
The walls are the only state as big as the maze; a copy of them is kept every ``interval``
ticks (see ``ticks``): memory grows with the ticks (14 bytes each), not with their square.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass, replace

from labyrinth.teaching.ticks import MIN_INTERVAL, Ticks

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

    def nbytes(self) -> int:
        return len(self.walls) + 64


class History(Ticks[State]):
    """The ticks of the book's walk; ``loop`` tells which source the lines index: the loop
    ``carve_steps`` or the recursion.

    ``borders`` and ``previous`` are the maze's after the build: borders do not change during
    it, and a previous field is written once, before any tick can lead back through it.
    """

    def __init__(
        self, width: int, height: int, walls: bytes, start: int, loop: bool, interval: int = 0
    ) -> None:
        super().__init__(
            width, height, walls, start, interval or max(MIN_INTERVAL, len(walls) // 8)
        )
        self.loop = loop
        self.lines = bytearray()
        self.depths = array("i")
        # The tick of every ENTER: the open calls are the first ``frames`` of them.
        self.enters = array("i")
        self.borders = b""
        self.previous = array("i")
        # Python's recursion limit while the recursion was recorded (0: the loop)
        self.recursion_limit = 0

    def initial(self) -> State:
        return State(bytearray(self.walls))

    def columns(self) -> tuple[bytearray | array, ...]:
        return (*super().columns(), self.lines, self.depths, self.enters)

    def add(self, kind: int, field: int, other: int, line: int, depth: int) -> None:
        """Append one tick while recording."""
        if kind == ENTER:
            self.enters.append(len(self.kinds))
        self.lines.append(line)
        self.depths.append(depth)
        self.record(kind, field, other)

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

    def frames_at(self, state: State) -> array:
        """The ticks of the calls open in ``state``, outermost first."""
        return self.enters[: state.frames]

    def path_at(self, state: State) -> list[int]:
        """The fields from the start to the current one: the loop's stack, in its links."""
        path, here = [], state.current
        while here >= 0:
            path.append(here)
            here = self.previous[here]
        path.reverse()
        return path
