"""Any algorithm's build recorded event by event, to be shown forwards and backwards.

The recorder runs the same events a window's build shows (``build.steps``: the algorithm,
then its loops and blocks) and, at each one, looks into the generator that yielded it: which
function and which line (the ``yield``), and what ``structures`` says to read from its
variables. A tick is ``(kind, field, other)`` as the event was, plus that line and number; a
``Scene`` is what the picture shows after it: the walls, when each field joined the
structure, the current field, recursive division's chambers. Keyframes of scenes make any
step, backwards too, a copy and a short replay (``ticks``).
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from types import CodeType, FrameType, GeneratorType

from labyrinth import build
from labyrinth.generators import find_algorithm
from labyrinth.generators.backtracker import carve_steps
from labyrinth.generators.division import chambers_of
from labyrinth.generators.events import BACK, CARVE, CLEAR, MARK, UNMARK, VISIT, WALL
from labyrinth.generators.structure import (
    AROUND_OTHER,
    CHAMBERS,
    JOIN,
    JOIN_OTHER,
    LEAVE,
    LEAVE_OTHER,
    NEWEST_FIRST,
    NONE,
    ROW,
    RUN,
    SETS,
    Structure,
)
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W
from labyrinth.teaching.sources import Source, code_source
from labyrinth.teaching.ticks import MIN_INTERVAL, Ticks

Chamber = tuple[int, int, int, int]  # left, top, columns, rows
_STEPS = ((BIT_N, 0, -1), (BIT_E, 1, 0), (BIT_S, 0, 1), (BIT_W, -1, 0))


@dataclass
class Scene:
    """The picture after one tick: walls, the structure's members, the current field."""

    walls: bytearray
    # Per field: the tick it joined the structure, -1 while it is not a member.
    since: array
    tick: int = -1
    current: int = -1
    members: int = 0
    largest: int = 0  # the most the structure held so far
    carves: int = 0  # walls the algorithm opened (not its loops)
    chambers: list[Chamber] = field(default_factory=list)

    def copy(self) -> Scene:
        return Scene(
            bytearray(self.walls),
            array("i", self.since),
            self.tick,
            self.current,
            self.members,
            self.largest,
            self.carves,
            list(self.chambers),
        )

    def nbytes(self) -> int:
        return len(self.walls) + 4 * len(self.since) + 100 + 48 * len(self.chambers)


class Steps(Ticks[Scene]):
    """The ticks of one algorithm's build, with its structure (``structures``) at each one."""

    def __init__(
        self,
        width: int,
        height: int,
        walls: bytes,
        start: int,
        structure: Structure,
        open_sides: bytes,
        interval: int = 0,
    ) -> None:
        # a keyframe costs five bytes a field: one every half a tick a field keeps the
        # replay short and the keyframes under ten bytes a tick
        self.structure, self.open_sides = structure, open_sides
        self.effects = structure.effects
        super().__init__(
            width, height, walls, start, interval or max(MIN_INTERVAL, len(walls) // 2)
        )
        self.open_count = sum(1 for sides in open_sides if sides)
        self.lines = array("H")
        self.codes = bytearray()  # which of ``sources``
        self.sources: list[Source] = []
        self.aux = array("i")  # what ``structure.peek`` read
        # Recursive division: per tick, how many chambers stay (-1: no change) and where
        # the chambers it pushes end in ``pushed`` (four numbers each).
        self.keep = array("i")
        self.pushed_end = array("i")
        self.pushed = array("i")
        # The first tick of the loops and blocks added after the algorithm.
        self.algorithm_end = sys.maxsize
        self.cleared = b""  # the walls after CLEAR (recursive division)
        # The last structure listed, by its tick: a step shows it in several places.
        self._listed: tuple[str, int, int, list] = ("", 0, -2, [])

    def initial(self) -> Scene:
        # only structures of fields need to know when each field joined
        since = array("i", [-1]) * (len(self.walls) if self.structure.has_members else 0)
        return Scene(bytearray(self.walls), since)

    def columns(self) -> tuple[bytearray | array, ...]:
        return (
            *super().columns(),
            self.lines,
            self.codes,
            self.aux,
            self.keep,
            self.pushed_end,
            self.pushed,
        )

    def add(
        self,
        event: tuple[int, int, int],
        code: int,
        line: int,
        aux: int,
        chambers: list[Chamber] | None = None,
    ) -> None:
        """Append one event while recording; ``chambers``: recursive division's stack."""
        self.lines.append(line)
        self.codes.append(code)
        if self.structure.peek is not None:
            self.aux.append(aux)
        if chambers is not None:
            shown = self._live.chambers
            keep = 0
            while keep < min(len(shown), len(chambers)) and shown[keep] == chambers[keep]:
                keep += 1
            changed = keep < len(shown) or keep < len(chambers)
            self.keep.append(keep if changed else -1)
            for chamber in chambers[keep:]:
                self.pushed.extend(chamber)
            self.pushed_end.append(len(self.pushed))
        self.record(*event)

    def apply(self, state: Scene, tick: int) -> None:
        kind, here, there = self.kinds[tick], self.fields[tick], self.others[tick]
        walls = state.walls
        if kind in (CARVE, WALL):
            side, facing = self.sides_between(here, there)
            if kind == CARVE:
                walls[here] &= ~side
                walls[there] &= ~facing
                state.current = there
                state.carves += tick < self.algorithm_end
            else:
                walls[here] |= side
                walls[there] |= facing
                state.current = here
        elif kind == CLEAR:
            walls[:] = self.cleared
        elif kind in (VISIT, MARK, UNMARK):
            state.current = here
        elif kind == BACK:
            state.current = there if there >= 0 else here
        if tick < self.algorithm_end:
            for effect in self.effects.get(kind, ()):
                self._effect(state, effect, here, there, tick)
        if self.keep:
            self._chambers(state, tick)
        state.tick = tick
        if self.structure.sized:
            state.largest = max(state.largest, self.size(state))

    def _effect(self, state: Scene, effect: int, here: int, there: int, tick: int) -> None:
        since = state.since
        if effect in (JOIN, LEAVE, LEAVE_OTHER, JOIN_OTHER):
            member = there if effect in (LEAVE_OTHER, JOIN_OTHER) else here
            joined = effect in (JOIN, JOIN_OTHER)
            if (since[member] >= 0) != joined:
                since[member] = tick if joined else -1
                state.members += 1 if joined else -1
            return
        centre = there if effect == AROUND_OTHER else here
        for neighbour in self.neighbours(centre):
            if state.walls[neighbour] == ALL_SIDES and since[neighbour] < 0:
                since[neighbour] = tick
                state.members += 1

    def _chambers(self, state: Scene, tick: int) -> None:
        keep = self.keep[tick]
        if keep < 0:
            return
        del state.chambers[keep:]
        pushed, begin = self.pushed, self.pushed_end[tick - 1] if tick else 0
        for at in range(begin, self.pushed_end[tick], 4):
            state.chambers.append((pushed[at], pushed[at + 1], pushed[at + 2], pushed[at + 3]))

    def neighbours(self, field: int) -> Iterator[int]:
        """The fields next to ``field`` that a path may reach from it."""
        sides = self.open_sides[field]
        for side, dx, dy in _STEPS:
            if sides & side:
                yield field + dx + dy * self.width

    def changes_walls(self, tick: int) -> bool:
        return self.kinds[tick] in (CARVE, WALL)

    def touched(self, low: int, high: int) -> set[int] | None:
        if CLEAR in self.kinds[low : high + 1]:
            return None
        return super().touched(low, high)

    # -- the structure at a scene ---------------------------------------------------------------

    def size(self, state: Scene) -> int:
        """How big the structure is: members, chambers, sets, or fields not reached yet."""
        form = self.structure.form
        if form == CHAMBERS:
            return len(state.chambers)
        if form == SETS:
            return self.open_count - state.carves
        if form == NONE:
            return state.walls.count(ALL_SIDES) - (len(self.walls) - self.open_count)
        if form == RUN:
            return len(self.run(state))
        if form == ROW:
            return len(self.row_sets(state))
        return state.members

    def members(self, state: Scene) -> list[int]:
        """The member fields in the structure's order: the top of a stack or the head of a
        queue first, the hunt's candidates row by row."""
        return self._listed_once("members", state, self._members)

    def _listed_once(self, what: str, state: Scene, make: Callable[[Scene], list]) -> list:
        """``make(state)``, made once while ``state`` shows the same tick."""
        if self._listed[:3] != (what, id(state), state.tick):
            self._listed = (what, id(state), state.tick, make(state))
        return self._listed[3]

    def _members(self, state: Scene) -> list[int]:
        form = self.structure.form
        if form == RUN:
            return self.run(state)
        if form == ROW:
            return [member for group in self.row_sets(state) for member in group]
        if form == SETS:
            return self.set_of(state, state.current)
        if not self.structure.has_members:
            return []
        since = state.since
        if form == NEWEST_FIRST or form != "rows":
            ordered = sorted((joined, member) for member, joined in enumerate(since) if joined >= 0)
            fields = [member for _joined, member in ordered]
            return fields[::-1] if form == NEWEST_FIRST else fields
        return [member for member, joined in enumerate(since) if joined >= 0]

    def run(self, state: Scene) -> list[int]:
        """Sidewinder's run: from its first field along the passages of its line."""
        first = self.aux[state.tick] if state.tick >= 0 else -1
        if first < 0:
            return []
        side, step = (BIT_E, 1) if self.structure.along_rows else (BIT_S, self.width)
        fields = [first]
        while not state.walls[fields[-1]] & side and self.open_sides[fields[-1]] & side:
            fields.append(fields[-1] + step)
        return fields

    def row_sets(self, state: Scene) -> list[list[int]]:
        """Eller's current row, its fields grouped into the sets that join them through the
        rows made so far (each set by its first field)."""
        return self._listed_once("row", state, self._row_sets)

    def _row_sets(self, state: Scene) -> list[list[int]]:
        y = self.aux[state.tick] if state.tick >= 0 else -1
        if y < 0:
            return []
        limit = (y + 1) * self.width
        label: dict[int, int] = {}
        groups: list[list[int]] = []
        for member in range(y * self.width, limit):
            if not self.open_sides[member] or member in label:
                continue
            for reached in self.set_of(state, member, limit):
                label[reached] = len(groups)
            groups.append([member])
        for member in range(y * self.width, limit):
            if member in label and groups[label[member]][0] != member:
                groups[label[member]].append(member)
        return groups

    def set_of(self, state: Scene, first: int, limit: int = sys.maxsize) -> list[int]:
        """The fields joined to ``first`` by open passages (below ``limit``), row by row."""
        if first < 0:
            return []
        walls, seen, todo = state.walls, {first}, [first]
        while todo:
            here = todo.pop()
            for side, dx, dy in _STEPS:
                there = here + dx + dy * self.width
                passage = not walls[here] & side and self.open_sides[here] & side
                if passage and there < limit and there not in seen:
                    seen.add(there)
                    todo.append(there)
        return sorted(seen)

    def stops(self, tick: int, state: Scene, fields: set[int], dead_ends: bool, limit: int) -> bool:
        """Whether play stops at ``tick`` (``state`` is after it): an event at one of
        ``fields``, a dropped field if ``dead_ends``, a structure bigger than ``limit``."""
        kind = self.kinds[tick]
        return (
            (self.fields[tick] in fields or self.others[tick] in fields)
            or (kind == BACK and dead_ends)
            or (self.structure.sized and limit < sys.maxsize and self.size(state) > limit)
        )


def _innermost(generator: GeneratorType) -> GeneratorType:
    """The generator that yielded last, through ``yield from``."""
    while isinstance(generator.gi_yieldfrom, GeneratorType):
        generator = generator.gi_yieldfrom
    return generator


def record_steps(graphs: MazeGraphs, interval: int = 0) -> Steps:
    """Build ``graphs``' maze as the window does, event by event, and record each event."""
    options = graphs.options
    algorithm, option = find_algorithm(options.algorithm)
    structure = algorithm.structure_for(option)
    start = graphs._prepare()
    maze = graphs.maze_array
    steps = Steps(
        maze.width, maze.height, bytes(maze.walls), start, structure, maze.open_sides(), interval
    )
    own = (algorithm.build or carve_steps).__code__  # the function that yields its events
    codes: dict[CodeType, int] = {}
    events = build.steps(maze, options, start, graphs.directions, build.Walk())
    assert isinstance(events, GeneratorType)
    for event in events:
        frame: FrameType | None = _innermost(events).gi_frame
        assert frame is not None  # suspended at its yield
        code = frame.f_code
        if code not in codes:
            codes[code] = len(steps.sources)
            steps.sources.append(code_source(code))
        mine = code is own
        if not mine and code.co_name in ("add_loops", "add_blocks", "_join_pieces_cut"):
            steps.algorithm_end = min(steps.algorithm_end, len(steps))
        aux = structure.peek(frame.f_locals) if structure.peek and mine else -1
        chambers = None
        if structure.form == CHAMBERS:
            chambers = chambers_of(frame.f_locals) if mine else []
        if event[0] == CLEAR:
            steps.cleared = bytes(maze.walls)
        steps.add(
            event, codes[code], steps.sources[codes[code]].shown(frame.f_lineno), aux, chambers
        )
    return steps
