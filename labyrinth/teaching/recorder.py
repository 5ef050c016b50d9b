"""Record the book's walk into a History: the real recursion under ``sys.settrace``, or its loop.

The recursion is Python executing ``MazeGraphs.find_neighbours`` itself: the trace function
sees each line as it runs and each call as it is made. It nests one call a step, two a field
the walk reaches, so it runs with Python's recursion limit raised (``recursion_room``), up to
``MAX_RECURSION_SIDE`` squared fields. The loop (``find_neighbours_loop``, the same lines with
a ``while``) is traced the same way and runs any size; beyond ``TRACED_LOOP_FIELDS`` its ticks
come from the window's fast ``carve_steps`` instead. All record the same kinds of ticks, and
the view checks that they carve the same maze for the same seed.
"""

from __future__ import annotations

import sys
from types import CodeType, FrameType
from typing import Any

from labyrinth import build
from labyrinth.analysis import levels
from labyrinth.generators.aldous_broder import plain_open_sides
from labyrinth.i18n import _
from labyrinth.maze_array import MazeArray
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.recursion_room import run_nested
from labyrinth.sides import ALL_SIDES
from labyrinth.teaching.history import (
    BACK,
    CARVE,
    END,
    ENTER,
    LINE,
    LONGEST,
    RETURN,
    History,
    TracedHistory,
)
from labyrinth.teaching.loop import find_neighbours_loop
from labyrinth.teaching.recursion import RecursionWalk
from labyrinth.teaching.sources import Source, loop_source, recursion_source
from labyrinth.teaching.walk import WalkHistory

# The recursion is recorded for mazes of up to this many fields squared that the walk
# reaches (256 × 256: 131,072 nested calls). Measured there (benchmarks/bench_recursion.py,
# figures in the manual): recording takes 6 to 11 s on a 2-core machine, idle or busy, and
# 106 MB at its peak: the open calls' frames, which the trace makes Python keep as objects
# (about 600 bytes a call), and the history's 27 MB. 512 × 512 took 50 s and 425 MB: a frozen
# window for a stack no one scrolls through.
MAX_RECURSION_SIDE = 256
MAX_RECURSION_FIELDS = MAX_RECURSION_SIDE * MAX_RECURSION_SIDE
# The loop is traced line by line up to this many fields (32 × 32); a bigger maze is recorded
# from ``carve_steps``, one tick per step on the loop's line that does it.
TRACED_LOOP_FIELDS = 32 * 32
# The recursion is traced line by line up to this many fields (32 × 32); on a bigger maze
# Python runs it untraced, and its ticks are worked out from the same walk's steps.
TRACED_RECURSION_FIELDS = 32 * 32
# Per value of ``open_sides``: the sides a path may not pass, as wall bits.
_CLOSED = bytes(ALL_SIDES & ~value for value in range(256))


class TooDeep(ValueError):
    """The literal recursion is not recorded for a maze this big."""


def fields_reached(maze: MazeArray, most: int = sys.maxsize) -> int:
    """How many fields the book's walk reaches on ``maze`` (its borders as they are, the rim
    set): those a path joins to the start field. Counting stops once it passes ``most``."""
    grid = MazeArray(maze.width, maze.height)
    grid.borders[:] = maze.borders
    build.set_borders(grid)  # as the build does first
    if grid.open_sides() == plain_open_sides(grid.width, grid.height):
        return len(grid.walls)  # nothing walls a field off: the walk reaches every one
    start = build.find_first_field(grid)
    grid.walls[:] = grid.open_sides().translate(_CLOSED)  # every passage a path may take open
    reached = 0
    for level in levels(grid, start, bytearray(len(grid.walls))):
        reached += len(level)
        if reached > most:
            break
    return reached


def calls_needed(graphs: MazeGraphs) -> int:
    """The calls the literal recursion makes, all of them nested: two a field the walk
    reaches. Of ``n`` fields, ``n - 1`` calls step into a new one, ``n`` step back from one
    (the start's back to None) and the last, with None, ends the walk: exactly its steps."""
    return 2 * fields_reached(graphs.maze_array)


def recursion_problem(graphs: MazeGraphs) -> str | None:
    """One sentence if the literal recursion is not recorded on this maze; None if it is."""
    if not build.is_plain_book(graphs.options):
        return _("Only the book's algorithm, without loops or blocks, has a literal recursion.")
    maze = graphs.maze_array
    excluded = maze.closed_fields_mask().count(1)
    # more fields than that open, and (when some are excluded) that many reached: too many
    big = len(maze.walls) - excluded > MAX_RECURSION_FIELDS
    if big and (not excluded or fields_reached(maze, MAX_RECURSION_FIELDS) > MAX_RECURSION_FIELDS):
        return _("The recursion is shown up to {side} × {side} fields: here the loop.").format(
            side=MAX_RECURSION_SIDE
        )
    return None


def _traced_history(graphs: MazeGraphs, loop: bool, interval: int) -> TracedHistory:
    """An empty history of ``graphs`` prepared for a build: all walls up, a fresh source."""
    start = graphs._prepare()
    maze = graphs.maze_array
    return TracedHistory(maze.width, maze.height, bytes(maze.walls), start, loop, interval)


def loop_history(graphs: MazeGraphs, interval: int = 0) -> History:
    """The loop on ``graphs``, to be recorded as far as it is shown (``History.record``):
    Python running ``find_neighbours_loop`` under the trace up to ``TRACED_LOOP_FIELDS``
    fields, recorded at once; beyond that the fast ``carve_steps`` (``walk.WalkHistory``),
    recorded step by step as the view goes. ``interval``: ticks between copies of a traced
    history's state (0: the default)."""
    if len(graphs.maze_array.walls) > TRACED_LOOP_FIELDS:
        return WalkHistory(graphs, fields_reached(graphs.maze_array))
    history = _traced_history(graphs, True, interval)
    _trace(_Tracer(graphs, history, loop_source(), find_neighbours_loop.__code__), graphs)
    history.close(graphs.maze_array.previous)
    return history


def record_loop(graphs: MazeGraphs, interval: int = 0) -> History:
    """The loop on ``graphs`` (see ``loop_history``), recorded to its end."""
    history = loop_history(graphs, interval)
    history.record()
    return history


def record_recursion(graphs: MazeGraphs, interval: int = 0) -> History:
    """Run the literal ``find_neighbours`` on ``graphs`` and record it, with room for its
    nested calls (``history.recursion_limit`` is the limit it ran under): under
    ``sys.settrace`` up to ``TRACED_RECURSION_FIELDS`` fields, else as ``_worked_out`` says.

    Raises TooDeep with one sentence for a maze too big for it.
    """
    problem = recursion_problem(graphs)
    if problem:
        raise TooDeep(problem)
    calls = calls_needed(graphs)
    if len(graphs.maze_array.walls) > TRACED_RECURSION_FIELDS:
        return _worked_out(graphs, calls)
    history = _traced_history(graphs, False, interval)
    tracer = _Tracer(graphs, history, recursion_source(), MazeGraphs.find_neighbours.__code__)
    _result, history.recursion_limit = run_nested(lambda: _trace(tracer, graphs), calls)
    history.close(graphs.maze_array.previous)
    return history


def _worked_out(graphs: MazeGraphs, calls: int) -> RecursionWalk:
    """The recursion on a big maze: Python runs it on ``graphs`` untraced (a trace of every
    line would take 5 times as long and keep 21 bytes a tick, about 19 ticks a field); its
    ticks are worked out from the steps ``carve_steps`` takes on a grid like it, which walks
    the same way for the same seed (the check line compares the mazes)."""
    history = RecursionWalk(same_grid(graphs), calls // 2)
    graphs._prepare()
    _result, history.recursion_limit = run_nested(
        lambda: graphs.find_neighbours(graphs.start_field), calls
    )
    history.record()
    return history


def same_grid(graphs: MazeGraphs) -> MazeGraphs:
    """A fresh grid of ``graphs``' options and excluded fields: built, the same maze."""
    grid = MazeGraphs.from_options(graphs.options)
    for x, y in graphs.maze_array.masked_fields():
        grid.exclude_maze_field(x, y)
    return grid


def _trace(tracer: _Tracer, graphs: MazeGraphs) -> None:
    """Run the traced method from the start field."""
    previous_trace = sys.gettrace()
    sys.settrace(tracer.call)
    try:
        if tracer.loop:
            find_neighbours_loop(graphs, graphs.start_field)
        else:
            graphs.find_neighbours(graphs.start_field)
    finally:
        sys.settrace(previous_trace)


class _Tracer:
    """Turns the trace events of the frames of ``code`` (the recursion's, or the loop's
    with ``source``'s ``while`` line) into ticks.

    A tick records the line about to run and what the line before it in the same frame
    changed: the walls (``remove_walls``), the current field (a step back), the end field or
    the longest path: each counter changes at the tick after the line that sets it.
    A call of the recursion, or a pass of the loop's ``while``, is an ENTER tick.
    """

    def __init__(
        self, graphs: MazeGraphs, history: TracedHistory, source: Source, code: CodeType
    ) -> None:
        self.graphs, self.history, self.source, self.code = graphs, history, source, code
        self.loop = history.loop
        self.passes = source.index("while field is not None") if self.loop else -1
        self.opens = source.index("self.remove_walls")
        self.steps_back = source.index("field = field.get_previous_field()")
        self.records = source.index("self.end_field = field")
        self.lengthens = source.index("self.length_of_path_to_end_field =")
        self.last = -1  # the shown line that ran last in the innermost frame
        self.before = -1  # the field the frame stood on when that line began
        self.returns = 0  # calls returned so far: all of them return at the very end

    def call(self, frame: FrameType, event: str, _arg: Any) -> Any:
        """The global trace function: only find_neighbours frames are followed."""
        if frame.f_code is not self.code:
            return None
        if not self.loop:
            field = frame.f_locals["field"]
            index = -1 if field is None else field.index
            self.history.add(ENTER, index, -1, 0, self.graphs.current_length_of_path)
        self.last = -1
        return self.local

    def local(self, frame: FrameType, event: str, _arg: Any) -> Any:
        history, graphs = self.history, self.graphs
        line = self.source.shown(frame.f_lineno)
        depth = graphs.current_length_of_path
        if event == "return":
            if self.loop:
                return None  # the loop's one call: no frame of the walk's is open
            self.returns += 1
            innermost = history.enters[len(history.enters) - self.returns]
            caller = frame.f_back
            if caller is not None and caller.f_code is self.code:
                line = self.source.shown(caller.f_lineno)  # where the walk goes on: the call
            history.add(RETURN, history.fields[innermost], -1, line, depth)
            return None
        if event != "line":
            return self.local
        field = frame.f_locals["field"]
        here = -1 if field is None else field.index
        if self.last == self.opens:
            history.add(CARVE, field.get_previous_field().index, here, line, depth)
        elif self.last == self.steps_back:
            history.add(BACK, self.before, here, line, depth)
        elif self.last == self.records:
            end = graphs.end_field
            assert end is not None  # just set by the line before
            history.add(END, end.index, graphs.current_length_of_path, line, depth)
        elif self.last == self.lengthens:
            history.add(LONGEST, here, graphs.length_of_path_to_end_field, line, depth)
        elif line == self.passes:
            history.add(ENTER, here, -1, line, depth)
        else:
            history.add(LINE, here, -1, line, depth)
        self.last, self.before = line, here
        return self.local
