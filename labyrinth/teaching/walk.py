"""The book's loop on a big maze, recorded as the view goes: a bit a step, not a tick a line.

Beyond 32 × 32 fields the loop's ticks come from the window's fast ``carve_steps``, one
tick per step on the loop's line that does it: ENTER (a pass of ``while``), then CARVE, or
BACK after END and LONGEST when the dead end is the farthest yet. Such a walk is fixed by
whether each step carves or steps back — the way it carves is the wall it opens, kept by
``walls.WallChanges``, and the way back is the maze's previous field. So a step costs a bit,
and a block of ``BLOCK`` steps remembers where the walk stood and how deep it was; every
column of the ticks, and the state after any tick, is worked out from those: about 9 bytes
a field in all, with the maze's previous fields, where a tick a line took 107.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Sequence
from itertools import islice

from labyrinth.build import Walk
from labyrinth.generators import events
from labyrinth.generators.backtracker import Carving, carve_steps
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.replay.keyframes import REPLAY_LIMIT
from labyrinth.teaching.history import BACK, CARVE, END, ENTER, LONGEST, History, State
from labyrinth.teaching.path import Jumps, LinkedPath
from labyrinth.teaching.sources import loop_source
from labyrinth.teaching.ticks import Column
from labyrinth.teaching.walls import WallChanges

# Steps in a block: where the walk stood and how deep it was are kept at each block's start.
BLOCK = 128
# The ticks of a step: ENTER and CARVE, ENTER and BACK, or ENTER, END, LONGEST and BACK.
_CARVE_STEP = (ENTER, CARVE)
_BACK_STEP = (ENTER, BACK)
_RECORD_STEP = (ENTER, END, LONGEST, BACK)


class WalkHistory(History):
    """The loop ``carve_steps`` runs on ``graphs`` (prepared for it), recorded on demand;
    ``reached``: the fields the walk reaches, two steps each."""

    def __init__(self, graphs: MazeGraphs, reached: int) -> None:
        start = graphs._prepare()
        maze = graphs.maze_array
        super().__init__(maze.width, maze.height, bytes(maze.walls), start, True)
        self.previous = maze.previous  # written by the walk as it goes
        self.total = 2 * reached - 1  # the steps: each field entered once, left once
        self.changes = WallChanges(maze.width, self.walls, reached - 1)
        self.carved = bytearray((self.total + 7) // 8)  # a bit a step: 1 if it carves
        self.steps = 0  # recorded so far
        # at the start of each block: where the walk stands and how deep it is
        self.block_fields, self.block_depths = array("i"), array("i")
        # the steps whose dead end is the farthest yet (END and LONGEST), at which tick
        # they begin, and the field and depth there
        self.records, self.record_ticks = array("i"), array("i")
        self.record_fields, self.record_depths = array("i"), array("i")
        self.jumps = Jumps()  # to read the path to a field without following every link
        self.jumps.entered(start)
        self._carving = Carving()  # the end field and the path's length, once over
        self._source = carve_steps(maze, start, graphs.directions, self._carving)
        self._field, self._depth, self._longest = start, 0, 0
        source = loop_source()
        self._lines = {  # each tick on the line after the one whose change it shows
            kind: source.index(start)
            for kind, start in (
                (ENTER, "while field is not None"),
                (CARVE, "self.current_length_of_path += 1"),
                (END, "self.length_of_path_to_end_field ="),
                (LONGEST, "field = field.get_previous_field()"),
                (BACK, "self.current_length_of_path -= 1"),
            )
        }
        self.kinds = Column(self.__len__, lambda tick: self._tick(tick)[0])
        self.fields = Column(self.__len__, lambda tick: self._tick(tick)[1])
        self.others = Column(self.__len__, lambda tick: self._tick(tick)[2])
        self.depths = Column(self.__len__, lambda tick: self._tick(tick)[3])
        self.lines = Column(self.__len__, lambda tick: self._tick(tick)[4])
        self.enters = Column(lambda: self.steps + self.done, self._step_tick)
        self._block: tuple[int, list[int], list[int]] = (-1, [], [])

    # -- recording ------------------------------------------------------------------------------

    def record_events(self, most: int) -> None:
        steps, carved, changes, jumps = self.steps, self.carved, self.changes, self.jumps
        field, depth, longest = self._field, self._depth, self._longest
        taken = 0
        for kind, here, there in islice(self._source, most):
            if steps % BLOCK == 0:
                self.block_fields.append(field)
                self.block_depths.append(depth)
            if kind == events.CARVE:
                carved[steps >> 3] |= 1 << (steps & 7)
                changes.add(here, there)
                jumps.entered(there)
                depth += 1
            else:
                if depth > longest:
                    longest = depth
                    self.records.append(steps)
                    self.record_ticks.append(2 * steps + 2 * len(self.record_ticks))
                    self.record_fields.append(here)
                    self.record_depths.append(depth)
                jumps.left()
                depth -= 1
            field = there
            steps += 1
            taken += 1
        self.steps, self._field, self._depth, self._longest = steps, field, depth, longest
        if not taken:
            self.done = True
            jumps.done()

    def _progress(self) -> float:
        return self.steps / self.total

    def __len__(self) -> int:
        return self._step_tick(self.steps) + self.done  # the last ENTER once the walk is over

    def steps_expected(self) -> int:
        return self.total + 1

    def walk(self) -> Walk | None:
        carving = self._carving
        return Walk(carving.end, carving.length) if self.done else None

    # -- ticks and steps ------------------------------------------------------------------------

    def _step_tick(self, step: int) -> int:
        """The tick of step ``step``'s ENTER."""
        return 2 * step + 2 * bisect_right(self.records, step - 1)

    def _locate(self, tick: int) -> tuple[int, int]:
        """The step of ``tick`` and its place among the step's ticks (0: its ENTER)."""
        record = bisect_right(self.record_ticks, tick) - 1
        if record >= 0 and tick < self.record_ticks[record] + 4:
            return self.records[record], tick - self.record_ticks[record]
        step, place = divmod(tick - 2 * (record + 1), 2)
        return step, place

    def _carves(self, step: int) -> bool:
        return bool(self.carved[step >> 3] >> (step & 7) & 1)

    def _steps_of_block(self, block: int) -> tuple[list[int], list[int]]:
        """Where the walk stands before each step of ``block``, and how deep it is."""
        first = block * BLOCK
        last = min(first + BLOCK, self.steps)  # the block may still be being recorded
        if self._block[0] == block and len(self._block[1]) == last - first:
            return self._block[1], self._block[2]
        field, depth = self.block_fields[block], self.block_depths[block]
        change = (first + depth) // 2  # the carves before: depth is carves minus backs
        fields, depths = [], []
        for step in range(first, last):
            fields.append(field)
            depths.append(depth)
            if self._carves(step):
                field = self.changes.change(change)[1]
                change += 1
                depth += 1
            else:
                field = self.previous[field]
                depth -= 1
        self._block = (block, fields, depths)
        return fields, depths

    def _where(self, step: int) -> tuple[int, int]:
        """The field the walk stands on before step ``step``, and its depth."""
        if step == self.steps:  # the end: back past the start
            return -1, -1
        fields, depths = self._steps_of_block(step // BLOCK)
        return fields[step % BLOCK], depths[step % BLOCK]

    def _tick(self, tick: int) -> tuple[int, int, int, int, int]:
        """``(kind, field, other, depth, line)`` of tick ``tick``."""
        kind, field, other, depth = self._effect(tick)
        return kind, field, other, depth, self._lines[kind]

    def _effect(self, tick: int) -> tuple[int, int, int, int]:
        """``(kind, field, other, depth)`` of tick ``tick``."""
        step, place = self._locate(tick)
        field, depth = self._where(step)
        if step == self.steps:
            return ENTER, -1, -1, depth
        if self._carves(step):
            kind = _CARVE_STEP[place]
            other = self.changes.change(self._carves_before(step))[1] if kind == CARVE else -1
            return kind, field, other, depth
        kind = (_RECORD_STEP if len(self._record_of(step)) else _BACK_STEP)[place]
        if kind in (END, LONGEST):
            return kind, field, depth, depth
        return kind, field, self.previous[field] if kind == BACK else -1, depth

    def _record_of(self, step: int) -> range:
        """The record at ``step`` (a range of one), or none."""
        at = bisect_right(self.records, step) - 1
        return range(at, at + 1) if at >= 0 and self.records[at] == step else range(0)

    def _carves_before(self, step: int) -> int:
        """The steps before ``step`` that carve (``step`` may be the next to record)."""
        depth = self._where(step)[1] if step < self.steps else self._depth
        return (step + depth) // 2

    # -- states ---------------------------------------------------------------------------------

    def state_at(self, tick: int) -> State:
        tick = self.clamped(tick)
        state = self._counters(tick)
        state.walls = self.changes.walls(self._changes_after(tick))
        return state

    def moved(self, state: State, tick: int) -> State:
        """The state after ``tick`` from ``state``: its walls with the changes between
        flipped when they are few, the rest worked out from the steps."""
        tick = self.clamped(tick)
        now, then = self._changes_after(state.tick), self._changes_after(tick)
        if abs(then - now) > REPLAY_LIMIT:
            return self.state_at(tick)
        later = self._counters(tick)
        later.walls = bytearray(state.walls)
        self.changes.flip(later.walls, min(now, then), max(now, then))
        return later

    def _changes_after(self, tick: int) -> int:
        """The walls changed by tick ``tick`` and those before it."""
        if tick < 0:
            return 0
        step, place = self._locate(tick)
        if step == self.steps:
            return len(self.changes)
        return self._carves_before(step) + (place > 0 and self._carves(step))

    def _counters(self, tick: int) -> State:
        """The state after ``tick`` but for its walls."""
        state = State(bytearray(), tick)
        if tick < 0:
            state.current = -1
            return state
        step, place = self._locate(tick)
        kind, field, other, _depth = self._effect(tick)
        state.calls = state.frames = step + 1
        state.backs = step - self._carves_before(step) + (kind == BACK)
        state.current = other if kind in (CARVE, BACK) else field
        ends = bisect_right(self.record_ticks, tick - 1)  # END is the tick after the ENTER
        if ends:
            state.end = self.record_fields[ends - 1]
        lengthened = bisect_right(self.record_ticks, tick - 2)
        if lengthened:
            state.longest = self.record_depths[lengthened - 1]
        return state

    def path_at(self, state: State) -> Sequence[int]:
        """The path from the start to the current field, its fields read as asked for."""
        if state.current < 0:
            return []
        kind, _field, _other, depth = self._effect(state.tick)
        depth += 1 if kind == CARVE else -1 if kind == BACK else 0
        return LinkedPath(state.current, depth, self.previous, self.jumps)

    def touched(self, low: int, high: int) -> set[int] | None:
        return self.changes.fields(self._changes_after(low - 1), self._changes_after(high))

    def changes_walls(self, tick: int) -> bool:
        return self.kinds[tick] == CARVE

    def nbytes(self) -> int:
        blocks = 4 * (len(self.block_fields) + len(self.block_depths))
        records = 4 * 4 * len(self.records)
        previous = 4 * len(self.previous)
        kept = self.changes.nbytes() + len(self.carved) + self.jumps.nbytes()
        return kept + blocks + records + previous + len(self.walls)
