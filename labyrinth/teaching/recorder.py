"""Record the book's walk into a History: the real recursion under ``sys.settrace``, or its loop.

The recursion is Python executing ``MazeGraphs.find_neighbours`` itself: the trace function
sees each line as it runs and each call as it is made. It needs one nested call a step, two
a field, so it runs only while Python's recursion limit allows; the loop ``carve_steps`` runs
the same walk for any size. Both record the same kinds of ticks, and ``same_maze`` proves that
both carve the same maze for the same seed.
"""

from __future__ import annotations

import sys
from types import FrameType
from typing import Any

from labyrinth import build
from labyrinth.generators.backtracker import Carving, carve_steps
from labyrinth.i18n import _
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.teaching.history import BACK, CARVE, END, ENTER, LINE, RETURN, History
from labyrinth.teaching.sources import loop_source, recursion_source

# Frames the recorder itself and its callers may take below the recursion.
FRAME_MARGIN = 40


class TooDeep(ValueError):
    """The literal recursion would pass Python's recursion limit on this maze."""


def calls_needed(graphs: MazeGraphs) -> int:
    """Nested calls the literal recursion may need: two a field that is not excluded, plus one."""
    open_fields = sum(1 for borders in graphs.maze_array.borders if borders & 15 != 15)
    return 2 * open_fields + 1


def recursion_problem(graphs: MazeGraphs) -> str | None:
    """One sentence if the literal recursion cannot run on this maze; None if it can."""
    if not build.is_plain_book(graphs.options):
        return _("Only the book's algorithm, without loops or blocks, has a literal recursion.")
    needed, limit = calls_needed(graphs) + _stack_depth() + FRAME_MARGIN, sys.getrecursionlimit()
    if needed > limit:
        return _(
            "The literal recursion would nest up to {needed} calls and Python allows "
            "{limit}: this maze is shown with the loop, which carves the same maze."
        ).format(needed=needed, limit=limit)
    return None


def _stack_depth() -> int:
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back  # type: ignore[assignment]
    return depth


def _new_history(graphs: MazeGraphs, loop: bool, interval: int) -> History:
    """An empty history of ``graphs`` prepared for a build: all walls up, a fresh source."""
    start = graphs._prepare()
    maze = graphs.maze_array
    return History(maze.width, maze.height, bytes(maze.walls), start, loop, interval)


def _close(history: History, graphs: MazeGraphs) -> History:
    maze = graphs.maze_array
    history.borders, history.previous = bytes(maze.borders), maze.previous
    return history


def record_loop(graphs: MazeGraphs, interval: int = 0) -> History:
    """Run ``carve_steps`` on ``graphs`` and record each pass of its loop (``interval``:
    ticks between keyframes, 0 for the default)."""
    history = _new_history(graphs, True, interval)
    source = loop_source()
    enter, carved, ended, back = (
        source.index(start)
        for start in (
            "while field >= 0",
            "yield field, neighbour",
            "end, longest =",
            "yield field, back",
        )
    )
    previous, depth, longest = graphs.maze_array.previous, 0, 0
    for here, there in carve_steps(
        graphs.maze_array, history.start, graphs.directions.choose, Carving()
    ):
        history.add(ENTER, here, -1, enter, depth)
        if there >= 0 and previous[there] == here:
            depth += 1
            history.add(CARVE, here, there, carved, depth)
        else:
            if depth > longest:  # as the loop does before it steps back
                longest = depth
                history.add(END, here, depth, ended, depth)
            depth -= 1
            history.add(BACK, here, there, back, depth)
    history.add(ENTER, -1, -1, enter, depth)  # the last test of ``while``: the loop ends
    return _close(history, graphs)


def record_recursion(graphs: MazeGraphs, interval: int = 0) -> History:
    """Run the literal ``find_neighbours`` on ``graphs`` under ``sys.settrace`` and record it.

    Raises TooDeep with one sentence when Python's recursion limit does not allow it.
    """
    problem = recursion_problem(graphs)
    if problem:
        raise TooDeep(problem)
    history = _new_history(graphs, False, interval)
    tracer = _Tracer(graphs, history)
    previous_trace = sys.gettrace()
    sys.settrace(tracer.call)
    try:
        graphs.find_neighbours(graphs.start_field)
    finally:
        sys.settrace(previous_trace)
    return _close(history, graphs)


class _Tracer:
    """Turns the trace events of ``find_neighbours`` frames into ticks.

    A tick records the line about to run and what the line before it in the same frame
    changed: the walls (``remove_walls``), the current field (a step back) or the end field.
    """

    def __init__(self, graphs: MazeGraphs, history: History) -> None:
        self.graphs, self.history = graphs, history
        self.code = MazeGraphs.find_neighbours.__code__
        source = recursion_source()
        self.source = source
        self.opens = source.index("self.remove_walls")
        self.steps_back = source.index("field = field.get_previous_field()")
        self.records = source.index("self.length_of_path_to_end_field =")
        self.last = -1  # the shown line that ran last in the innermost frame
        self.before = -1  # the field the frame stood on when that line began
        self.returns = 0  # calls returned so far: all of them return at the very end

    def call(self, frame: FrameType, event: str, _arg: Any) -> Any:
        """The global trace function: only find_neighbours frames are followed."""
        if frame.f_code is not self.code:
            return None
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
            self.returns += 1
            innermost = history.enters[len(history.enters) - self.returns]
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
            history.add(END, end.index, graphs.length_of_path_to_end_field, line, depth)
        else:
            history.add(LINE, here, -1, line, depth)
        self.last, self.before = line, here
        return self.local
