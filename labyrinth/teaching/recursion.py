"""The book's recursion on a big maze, its ticks worked out from the walk's steps.

A call of ``find_neighbours`` runs the same lines every time it steps into a neighbour, the
same lines every time it steps back (two more when the dead end is the farthest yet), and
the call with None checks its field and returns, then every call returns, innermost first.
So the ticks Python's trace records line by line — about 19 a field, 21 bytes each — follow
from the walk's steps alone: a bit a step, as ``walk.WalkHistory`` keeps the loop's, and the
tick where each step's call begins, worked out from how many of the steps before carved and
how many were the farthest dead end yet. ``tests/test_teaching_recursion.py`` compares every
tick and every state with the traced recursion's.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from labyrinth.maze_graphs import MazeGraphs
from labyrinth.teaching.history import (
    BACK,
    CARVE,
    END,
    ENTER,
    LINE,
    LONGEST,
    RETURN,
    State,
)
from labyrinth.teaching.path import LinkedPath
from labyrinth.teaching.sources import recursion_source
from labyrinth.teaching.walk import BLOCK, WalkHistory

# Who a tick's field or other field is: the call's field, the field its step leads to (the
# neighbour, or the previous field), None, or ``current_length_of_path`` (END, LONGEST).
HERE, THERE, NONE, DEPTH = range(4)
# The ticks of a call, one a line it runs: (kind, the line's statement begins with, field,
# other, the change of ``current_length_of_path`` by then).
_CHECKS = (
    (ENTER, "def find_neighbours", HERE, NONE, 0),
    (LINE, "if field is not None", HERE, NONE, 0),
    (LINE, "neighbour = self.check_neighbours", HERE, NONE, 0),
    (LINE, "if neighbour is not None", HERE, NONE, 0),
)
_CARVES = (
    *_CHECKS,
    (LINE, "neighbour.set_previous_field", HERE, NONE, 0),
    (LINE, "field = neighbour", HERE, NONE, 0),
    (LINE, "self.remove_walls", THERE, NONE, 0),
    (CARVE, "self.current_length_of_path += 1", HERE, THERE, 0),
    (LINE, "self.find_neighbours(field)", THERE, NONE, 1),
)
_STEPS_BACK = (  # the end of every step back: to the previous field, a level less deep
    (BACK, "self.current_length_of_path -= 1", HERE, THERE, 0),
    (LINE, "self.find_neighbours(field)", THERE, NONE, -1),
)
_BACKS = (
    *_CHECKS,
    (LINE, "if self.current_length_of_path >", HERE, NONE, 0),
    (LINE, "field = field.get_previous_field()", HERE, NONE, 0),
    *_STEPS_BACK,
)
_RECORDS = (  # a step back from the farthest dead end yet: it becomes the end field
    *_CHECKS,
    (LINE, "if self.current_length_of_path >", HERE, NONE, 0),
    (LINE, "self.end_field = field", HERE, NONE, 0),
    (END, "self.length_of_path_to_end_field =", HERE, DEPTH, 0),
    (LONGEST, "field = field.get_previous_field()", HERE, DEPTH, 0),
    *_STEPS_BACK,
)
_LAST = _CHECKS[:2]  # the call with None; then the returns, each on the line of its call
_RETURN = (RETURN, "self.find_neighbours(field)", HERE, NONE, 0)
# A tick as kept in a pattern: its kind, line, field, other, change of depth
Pattern = tuple[tuple[int, int, int, int, int], ...]


class RecursionWalk(WalkHistory):
    """The recursion's ticks on ``graphs`` (prepared for it) from the steps ``carve_steps``
    takes there, recorded on demand; ``reached``: the fields the walk reaches."""

    def __init__(self, graphs: MazeGraphs, reached: int) -> None:
        super().__init__(graphs, reached)
        self.loop = False  # the loop's steps, shown as the recursion's calls
        source = recursion_source()

        def lines(pattern: tuple[tuple[int, str, int, int, int], ...]) -> Pattern:
            return tuple(
                (kind, source.index(line), field, other, change)
                for kind, line, field, other, change in pattern
            )

        self._carves_pattern, self._backs_pattern = lines(_CARVES), lines(_BACKS)
        self._records_pattern, self._last_pattern = lines(_RECORDS), lines(_LAST)
        self._return = lines((_RETURN,))[0]
        # the tick of each step's call in the block worked out last: (block, its ticks)
        self._block_ticks: tuple[int, list[int]] = (-1, [])

    # -- where the steps' calls begin -----------------------------------------------------------

    def _pattern(self, step: int) -> Pattern:
        """The ticks of step ``step``'s call (the call with None for ``step == self.steps``)."""
        if step == self.steps:
            return self._last_pattern
        if self._carves(step):
            return self._carves_pattern
        return self._records_pattern if len(self._record_of(step)) else self._backs_pattern

    def __len__(self) -> int:
        # once the walk is over: the call with None, then every call's RETURN
        return self._step_tick(self.steps) + (len(self._last_pattern) + self.steps + 1) * self.done

    def _first_tick(self, step: int, depth: int) -> int:
        """The tick of step ``step``'s ENTER, ``depth`` deep: each earlier step back takes
        8 ticks, a step that carves one more, the farthest dead end yet two more."""
        return 8 * step + (step + depth) // 2 + 2 * bisect_left(self.records, step)

    def _step_tick(self, step: int) -> int:
        if step == self.steps:
            return self._first_tick(step, self._depth)
        return self._ticks_of_block(step // BLOCK)[step % BLOCK]

    def _ticks_of_block(self, block: int) -> list[int]:
        """The tick of the ENTER of each step of ``block`` (recorded so far)."""
        first = block * BLOCK
        _fields, depths = self._steps_of_block(block)
        kept_block, kept = self._block_ticks
        if kept_block == block and len(kept) == len(depths):
            return kept
        tick = self._first_tick(first, depths[0])
        ticks = []
        for step in range(first, first + len(depths)):
            ticks.append(tick)
            tick += len(self._pattern(step))
        self._block_ticks = block, ticks
        return ticks

    def _locate(self, tick: int) -> tuple[int, int]:
        """The step of ``tick`` (``self.steps``: the call with None or a return) and its
        place among the step's ticks (0: its ENTER)."""
        last = self._step_tick(self.steps)
        if tick >= last:
            return self.steps, tick - last
        blocks = range(len(self.block_depths))
        block = bisect_right(blocks, tick, key=self._block_start) - 1
        ticks = self._ticks_of_block(block)
        place = bisect_right(ticks, tick) - 1
        return block * BLOCK + place, tick - ticks[place]

    def _block_start(self, block: int) -> int:
        first = block * BLOCK
        return self._first_tick(first, self.block_depths[block])

    # -- the ticks ------------------------------------------------------------------------------

    def _step(self, step: int) -> tuple[int, int, int]:
        """Where step ``step``'s call stands, where its step leads, and how deep it is."""
        if step == self.steps:
            return -1, -1, self._depth
        field, depth = self._where(step)
        if self._carves(step):
            return field, self.changes.change(self._carves_before(step))[1], depth
        return field, self.previous[field], depth

    def _tick(self, tick: int) -> tuple[int, int, int, int, int]:
        """``(kind, field, other, depth, line)`` of tick ``tick``."""
        step, place = self._locate(tick)
        last = self._last_pattern
        if step == self.steps and place >= len(last):  # call ``step - returned`` returns
            returned = place - len(last)
            kind, line, _field, _other, _change = self._return
            return kind, self._step(step - returned)[0], -1, self._depth, line
        here, there, depth = self._step(step)
        kind, line, field, other, change = self._pattern(step)[place]
        values = (here, there, -1, depth)
        return kind, values[field], values[other], depth + change, line

    # -- states ---------------------------------------------------------------------------------

    def _changes_after(self, tick: int) -> int:
        if tick < 0:
            return 0
        step, place = self._locate(tick)
        return self._carves_before(step) + (self._moved(step, place) and self._carves(step))

    def _moved(self, step: int, place: int) -> bool:
        """Whether the step's CARVE or BACK is among its first ``place + 1`` ticks."""
        if step == self.steps:
            return False
        kinds = [kind for kind, *_rest in self._pattern(step)]
        return place >= kinds.index(CARVE if self._carves(step) else BACK)

    def _counters(self, tick: int) -> State:
        state = State(bytearray(), tick)
        if tick < 0:
            return state
        step, place = self._locate(tick)
        here, there, _depth = self._step(step)
        moved = self._moved(step, place)
        returned = max(0, place - len(self._last_pattern) + 1) if step == self.steps else 0
        state.calls = step + 1
        state.frames = state.calls - returned
        carves = self._carves_before(step) + (moved and self._carves(step))
        state.backs = step + moved - carves
        state.current = there if moved else here
        records = bisect_left(self.records, step)
        pattern = self._pattern(step)
        kinds = [kind for kind, *_rest in pattern[: place + 1]]
        ends, lengthened = records + (END in kinds), records + (LONGEST in kinds)
        if ends:
            state.end = self.record_fields[ends - 1]
        if lengthened:
            state.longest = self.record_depths[lengthened - 1]
        return state

    def path_at(self, state: State) -> Sequence[int]:
        """The path from the start to the current field (the fields of the open calls'
        steps), its fields read as asked for."""
        if state.current < 0:
            return []
        step, place = self._locate(state.tick)
        depth = self._step(step)[2]
        if self._moved(step, place):
            depth += 1 if self._carves(step) else -1
        return LinkedPath(state.current, depth, self.previous, self.jumps)
