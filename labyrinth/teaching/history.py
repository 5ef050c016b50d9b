"""The recorded build: one tick per line the method runs, in flat arrays, with keyframes.

A tick is ``(kind, field, other, line, depth)``: what the line before it changed, the line
about to run (an index into the shown source) and ``current_length_of_path`` at that moment.
The walls are the only state as big as the maze; a copy of them is kept every ``interval``
ticks, so that showing tick ``n`` copies the keyframe before it and replays at most
``interval`` ticks: memory grows with the ticks (14 bytes each) and not with their square.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass, field

from labyrinth.maze_field import BIT_E, BIT_N, BIT_S, BIT_W

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

# The fewest ticks between two keyframes; big mazes space them by their size instead.
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
        return State(bytearray(self.walls), *_scalars(self))


def _scalars(state: State) -> tuple[int, ...]:
    return (
        state.tick,
        state.current,
        state.frames,
        state.calls,
        state.backs,
        state.end,
        state.longest,
    )


@dataclass
class _Keyframe:
    walls: bytes
    scalars: tuple[int, ...]


@dataclass
class History:
    """The ticks of one build of a ``width`` × ``height`` maze whose walls start as ``walls``.

    ``loop`` tells which source the lines index: the loop ``carve_steps`` or the recursion.
    ``borders`` and ``previous`` are the maze's after the build: borders do not change during
    it, and a previous field is written once, before any tick can lead back through it.
    """

    width: int
    height: int
    walls: bytes
    start: int
    loop: bool
    interval: int = 0
    kinds: bytearray = field(default_factory=bytearray)
    fields: array = field(default_factory=lambda: array("i"))
    others: array = field(default_factory=lambda: array("i"))
    lines: bytearray = field(default_factory=bytearray)
    depths: array = field(default_factory=lambda: array("i"))
    # The tick of every ENTER: the open calls are the first ``frames`` of them.
    enters: array = field(default_factory=lambda: array("i"))
    borders: bytes = b""
    previous: array = field(default_factory=lambda: array("i"))
    keyframes: list[_Keyframe] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.interval = self.interval or max(MIN_INTERVAL, len(self.walls) // 8)
        self._live = State(bytearray(self.walls))

    def __len__(self) -> int:
        return len(self.kinds)

    def add(self, kind: int, field: int, other: int, line: int, depth: int) -> None:
        """Append one tick while recording (a keyframe first, every ``interval`` ticks)."""
        if len(self.kinds) % self.interval == 0:
            self.keyframes.append(_Keyframe(bytes(self._live.walls), _scalars(self._live)))
        if kind == ENTER:
            self.enters.append(len(self.kinds))
        self.kinds.append(kind)
        self.fields.append(field)
        self.others.append(other)
        self.lines.append(line)
        self.depths.append(depth)
        self.apply(self._live, len(self.kinds) - 1)

    def apply(self, state: State, tick: int) -> None:
        """Change ``state`` by tick ``tick``, the one after ``state.tick``."""
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
            state.end, state.longest = here, there
        state.tick = tick

    def sides_between(self, here: int, there: int) -> tuple[int, int]:
        """The side of ``here`` that faces its neighbour ``there``, and the facing side."""
        step = there - here
        if step == -self.width:
            return BIT_N, BIT_S
        if step == self.width:
            return BIT_S, BIT_N
        return (BIT_E, BIT_W) if step == 1 else (BIT_W, BIT_E)

    def state_at(self, tick: int) -> State:
        """The state after tick ``tick`` (-1: before the first): the keyframe before, replayed."""
        tick = max(-1, min(tick, len(self.kinds) - 1))
        if not self.keyframes:
            return State(bytearray(self.walls))
        # the keyframe taken before tick (tick + 1) rounded down; the last tick may have none
        keyframe = self.keyframes[min((tick + 1) // self.interval, len(self.keyframes) - 1)]
        state = State(bytearray(keyframe.walls), *keyframe.scalars)
        self.advance(state, tick)
        return state

    def advance(self, state: State, tick: int) -> None:
        """Replay the ticks after ``state.tick`` up to ``tick``."""
        for later in range(state.tick + 1, tick + 1):
            self.apply(state, later)

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

    def nbytes(self) -> int:
        """The bytes the history holds: its arrays and keyframes."""
        arrays = (self.kinds, self.fields, self.others, self.lines, self.depths, self.enters)
        total = sum(
            len(data) * (data.itemsize if isinstance(data, array) else 1) for data in arrays
        )
        return total + sum(len(keyframe.walls) + 64 for keyframe in self.keyframes)
