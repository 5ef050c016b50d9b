"""The teaching view's replay for the browser page: the book's recursion (or its loop) on the
shown maze, recorded as the desktop's teaching view records it, and any step of it as the
page shows it — the line in Python and in Java, the stack's rows, the sentence, the counters
and a frame of the maze with the path of open calls.

The page steps, jumps and plays; this session records as far as it is asked, keeps one
state and moves it (a few ticks on are replayed, a jump is made afresh from the history's
keyframes), so step back and jump have no cap.
"""

from __future__ import annotations

from labyrinth.browser.frames import Frame
from labyrinth.i18n import N_, Message, _
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.render.geometry import Geometry, largest_field_size
from labyrinth.render.palettes import BOOK
from labyrinth.replay.navigation import Navigation
from labyrinth.teaching.calls import stack_rows
from labyrinth.teaching.history import BACK, History, State
from labyrinth.teaching.recorder import loop_history, record_recursion, recursion_problem
from labyrinth.teaching.sentences import method_name, place, sentence
from labyrinth.teaching.sources import java_source, source_of

# The most rows of the stack a step sends: the innermost ones, where the walk is.
STACK_ROWS = 60
# The marks' colours, as the desktop's teaching view draws them.
PATH_COLOUR = "#ff8c00"  # the open calls' path: where a step back returns along
END_COLOUR = "#00a000"  # the end-field candidate
BREAK_COLOUR = "#d00000"  # a breakpoint


class TeachingSession(Navigation[State]):
    """The book's walk on one maze, recorded as the recursion or as the loop."""

    history: History

    def __init__(self, graphs: MazeGraphs, history: History) -> None:
        super().__init__(history)
        self.graphs = graphs

    @classmethod
    def record(cls, graphs: MazeGraphs, loop: bool) -> TeachingSession:
        """Record the book's walk on ``graphs`` (an unbuilt grid) as the recursion, or as the
        loop where asked or where the recursion is too deep to show."""
        if not loop and recursion_problem(graphs) is None:
            return cls(graphs, record_recursion(graphs))
        return cls(graphs, loop_history(graphs))

    def go_to_step(self, step: int) -> None:
        """To the start of step ``step``: the call of the book's method (the loop's pass) it
        numbers, 0 before the first."""
        self.go_to_call(step, self.history.enters)

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
            "last": self.at_end,
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
