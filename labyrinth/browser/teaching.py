"""The teaching view's replay for the browser page: the book's recursion (or its loop) on the
shown maze, recorded as the desktop's teaching view records it, and any step of it as the
page shows it — the line in Python and in Java, the stack's rows, the sentence, the counters
and a frame of the maze with the path of open calls.

The page steps, jumps and plays; this session records as far as it is asked, keeps one
state and moves it (a few ticks on are replayed, a jump is made afresh from the history's
keyframes), so step back and jump have no cap.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from labyrinth.browser.frames import Frame
from labyrinth.i18n import N_, Message, _
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.render.geometry import Geometry, largest_field_size
from labyrinth.render.palettes import BOOK
from labyrinth.teaching.calls import stack_rows
from labyrinth.teaching.history import BACK, History, State
from labyrinth.teaching.recorder import loop_history, record_recursion, recursion_problem
from labyrinth.teaching.sentences import method_name, place, sentence
from labyrinth.teaching.sources import java_source, source_of

# The ticks recorded ahead at a time while the page goes forward.
AHEAD = 4096
# The most rows of the stack a step sends: the innermost ones, where the walk is.
STACK_ROWS = 60
# The marks' colours, as the desktop's teaching view draws them.
PATH_COLOUR = "#ff8c00"  # the open calls' path: where a step back returns along
END_COLOUR = "#00a000"  # the end-field candidate
BREAK_COLOUR = "#d00000"  # a breakpoint


@dataclass
class TeachingSession:
    """The book's walk on one maze, recorded as the recursion or as the loop."""

    graphs: MazeGraphs
    history: History
    state: State
    breakpoints: set[int] = field(default_factory=set)

    @classmethod
    def record(cls, graphs: MazeGraphs, loop: bool) -> TeachingSession:
        """Record the book's walk on ``graphs`` (an unbuilt grid) as the recursion, or as the
        loop where asked or where the recursion is too deep to show."""
        if not loop and recursion_problem(graphs) is None:
            history = record_recursion(graphs)
        else:
            history = loop_history(graphs)
        history.record(until=AHEAD)
        return cls(graphs, history, history.state_at(-1))

    # -- moving ------------------------------------------------------------------------------

    def go(self, tick: int) -> None:
        """To tick ``tick`` (-1: before the first), clamped to the walk's ticks; a line at a
        time is a tick, as the desktop's Right and Left step."""
        history = self.history
        history.record(until=max(0, tick) + AHEAD)
        tick = max(-1, min(tick, len(history) - 1))
        self.state = history.moved(self.state, tick)

    def go_to_step(self, step: int) -> None:
        """To the start of step ``step``: the call of the book's method (the loop's pass) it
        numbers, 0 before the first."""
        history, enters = self.history, self.history.enters
        while len(enters) < step and not history.done:
            history.record(until=len(history) + AHEAD)
        self.go(enters[min(step, len(enters)) - 1] if step > 0 else -1)

    def play(self, ticks: int, dead_ends: bool) -> bool:
        """Up to ``ticks`` ticks on, stopping after one at a breakpoint or, with
        ``dead_ends``, at a dead end; True when it stopped there."""
        history = self.history
        for _tick in range(ticks):
            tick = self.state.tick + 1
            history.record(until=tick + AHEAD)
            if tick >= len(history):
                return False
            self.state = history.moved(self.state, tick)
            if history.stops(tick, self.state, self.breakpoints, dead_ends, sys.maxsize):
                return True
        return False

    def toggle_breakpoint(self, index: int) -> None:
        self.breakpoints ^= {index}

    # -- what the page shows ----------------------------------------------------------------

    def view(self, java: bool) -> dict[str, object]:
        """Everything the page shows of the step: position, lines, stack, sentence, counters
        and the maze's frame."""
        history, state = self.history, self.state
        source = source_of(history)
        line = history.lines[state.tick] if state.tick >= 0 else 0
        return {
            "tick": state.tick,
            "step": state.calls,
            "steps": history.steps_expected(),
            "last": history.done and state.tick == len(history) - 1,
            "loop": history.loop,
            "python": {"lines": list(source.lines), "line": line},
            "java": {"lines": list(java_source().lines), "line": source.java_line(line)},
            "stack": self._stack(java),
            "sentence": sentence(history, state, java),
            "counters": self._counters(),
            "dead_end": state.tick >= 0 and history.kinds[state.tick] == BACK,
            "frame": self._frame().to_json(),
        }

    def _stack(self, java: bool) -> dict[str, object]:
        """The innermost rows of the stack (the loop: its path's last fields), innermost
        first, and how many there are in all."""
        history, state = self.history, self.state
        total, row = stack_rows(history, state)
        rows = []
        for position in range(total - 1, max(-1, total - 1 - STACK_ROWS), -1):
            call = row(position)
            where = place(history, call.field, java)
            text = where if history.loop else f"{method_name(java)}({where})"
            rows.append([text, str(max(0, call.depth)), call.came, call.goes])
        return {
            "total": total,
            "rows": rows,
            "heading": [_("Call"), _("Path"), _("Came"), _("Goes")],  # the desktop's
        }

    def _counters(self) -> str:
        history, state = self.history, self.state
        depth = max(0, history.depths[state.tick]) if state.tick >= 0 else 0
        text = (
            N_(
                "Path length {depth} · longest {longest} · steps back {backs}\n"
                "Calls {calls} · on the stack {stack}"
            )
            if history.loop
            else N_(
                "Path length {depth} · longest {longest} · steps back {backs}\n"
                "Calls {calls} · open (the stack's depth) {open}"
            )
        )
        return str(
            Message(
                text,
                depth=depth,
                longest=state.longest,
                calls=state.calls,
                open=state.frames,
                stack=len(history.path_at(state)) if history.loop else state.frames,
                backs=state.backs,
            )
        )

    def _frame(self) -> Frame:
        history, state = self.history, self.state
        size = largest_field_size(history.width, history.height)
        frame = Frame(Geometry(history.width, history.height, size), state.walls, BOOK)
        frame.fill(BOOK.hex(BOOK.untouched), frame.untouched())
        excluded = self.graphs.maze_array.excluded_fields_mask()
        frame.fill(BOOK.hex(BOOK.excluded), [i for i, out in enumerate(excluded) if out])
        frame.path = (PATH_COLOUR, list(history.path_at(state)))
        if state.end >= 0:
            frame.frame(END_COLOUR, [state.end])
        if state.current >= 0:
            frame.fill(BOOK.hex(BOOK.current), [state.current])
        frame.frame(BREAK_COLOUR, sorted(self.breakpoints))
        return frame
