"""The teaching view's replay for the browser page: the build of the shown maze recorded as
the desktop's teaching view records it — the book's recursion (or its loop), or any other
algorithm's steps — and any step of it as the desktop shows it. What a step shows comes from
the presentation model (``labyrinth.teaching.presentation``), which the window's teaching
view draws too: the line in Python and in Java, the stack's rows, the counters, the
sentence and the marks; this module adds the frame of the maze the page paints.
"""

from __future__ import annotations

from labyrinth import build
from labyrinth.browser.frames import Frame
from labyrinth.generators import find_algorithm
from labyrinth.i18n import N_, _
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.render.geometry import Geometry, largest_field_size
from labyrinth.render.palettes import BOOK
from labyrinth.replay.navigation import TeachingNavigation
from labyrinth.teaching.history import BACK, History
from labyrinth.teaching.presentation.colours import (
    BREAK_COLOUR,
    DIVIDING_COLOUR,
    END_COLOUR,
    FIRST_COLOUR,
    PATH_COLOUR,
    WAITING_COLOUR,
)
from labyrinth.teaching.presentation.model import DOT, Marks
from labyrinth.teaching.recorder import loop_history, record_recursion, recursion_problem
from labyrinth.teaching.steps import Steps

BOOK_METHOD = N_("The book's method")
OPEN_CALLS = N_("The open calls, innermost first")
# The rows of the stack a step sends: the outermost and the innermost, the middle folded.
STACK_ROWS = 24


class TeachingSession(TeachingNavigation):
    """The build of one maze recorded for the teaching view."""

    def __init__(self, graphs: MazeGraphs, history: History | Steps) -> None:
        super().__init__(history)
        self.graphs = graphs

    @classmethod
    def record(cls, graphs: MazeGraphs, loop: bool) -> TeachingSession:
        """Record the build of ``graphs`` (an unbuilt grid): the book's walk as the recursion,
        or as the loop where asked or where the recursion is too deep to show; any other
        algorithm's steps."""
        if not build.is_plain_book(graphs.options):
            return cls(graphs, Steps(graphs))
        if not loop and recursion_problem(graphs) is None:
            return cls(graphs, record_recursion(graphs))
        return cls(graphs, loop_history(graphs))

    # -- what the page shows ----------------------------------------------------------------

    def view(self, java: bool) -> dict[str, object]:
        """Everything the page shows of the step: the presentation model's, and the frame."""
        history, state = self.history, self.state
        book = isinstance(history, History)
        loop = isinstance(history, History) and history.loop
        dead_end = (
            isinstance(history, History) and state.tick >= 0 and history.kinds[state.tick] == BACK
        )
        shown = self.present("java" if java and book else "python", fold=STACK_ROWS)
        return {
            "tick": shown.tick,
            "step": shown.step,
            "steps": shown.steps,
            "last": self.at_end,
            "book": book,
            "loop": loop,
            "source": {"lines": list(shown.source), "line": shown.line},
            "stack": {
                "heading": list(shown.headings),
                "rows": [list(row.cells(len(shown.headings))) for row in shown.stack_rows],
            },
            "titles": self._titles(),
            "sentence": shown.sentence,
            "counters": shown.counters,
            "dead_end": dead_end,
            "frame": self._frame(shown.marks).to_json(),
        }

    def _titles(self) -> dict[str, str]:
        """The headings over the source and the stack: the book's method and its open calls,
        or the algorithm's name and its structure (the frontier, the sets, ...)."""
        history = self.history
        if isinstance(history, Steps):
            algorithm, _option = find_algorithm(self.graphs.options.algorithm)
            return {"code": _(algorithm.title), "stack": _(history.structure.title)}
        return {"code": _(BOOK_METHOD), "stack": _(OPEN_CALLS)}

    def _frame(self, marks: Marks) -> Frame:
        history, state = self.history, self.state
        width = history.width
        size = largest_field_size(width, history.height)
        frame = Frame(Geometry(width, history.height, size), state.walls, BOOK)
        frame.fill(BOOK.hex(BOOK.untouched), frame.untouched())
        excluded = self.graphs.maze_array.excluded_fields_mask()
        frame.fill(BOOK.hex(BOOK.excluded), [i for i, out in enumerate(excluded) if out])
        for members in marks.members:
            # a set colours its fields; a list's members are marked in the structure's colour
            frame.fill(members.colour, members.fields)
            if members.kind == DOT:
                frame.frame(members.colour, members.fields)
        for number, (left, top, columns, rows) in enumerate(marks.chambers):
            colour = DIVIDING_COLOUR if number == len(marks.chambers) - 1 else WAITING_COLOUR
            frame.outline(colour, (left, top, left + columns - 1, top + rows - 1))
        if marks.path:
            frame.path = (PATH_COLOUR, list(marks.path))
        if marks.first >= 0:
            frame.frame(FIRST_COLOUR, [marks.first])
        if marks.end >= 0:
            frame.frame(END_COLOUR, [marks.end])
        if marks.current >= 0:
            frame.fill(BOOK.hex(BOOK.current), [marks.current])
        frame.frame(BREAK_COLOUR, list(marks.breakpoints))
        return frame
