"""A student's own program on the browser page: run where the page's worker runs, recorded by
the desktop's tracer into the desktop's recording, and replayed with the desktop's navigation
and presentation (``programs.presentation``) — the page only draws what a step shows.

The desktop runs a program in a child process; a browser has none, so the run happens here,
in the worker, which is the sandbox: the tracer keeps the step budget and the time limit as
in the child, and the page's Stop interrupts the program through Pyodide's interrupt buffer
(a KeyboardInterrupt raised in it), which ends the run as the desktop's Stop does.
"""

from __future__ import annotations

import contextlib
import io
import signal
from collections.abc import Iterator, Sequence
from typing import Any

from labyrinth.browser import stopping
from labyrinth.browser.frames import Frame
from labyrinth.i18n import N_, _
from labyrinth.programs import presentation
from labyrinth.programs.checks import MazeCheck, check_recording
from labyrinth.programs.child import ChildRun
from labyrinth.programs.recording import Recording, ReplayState
from labyrinth.programs.runner import ProgramRun
from labyrinth.programs.stream import StreamWriter
from labyrinth.render.geometry import Geometry, largest_field_size
from labyrinth.render.palettes import BOOK
from labyrinth.render.scene import arrow_points
from labyrinth.replay.navigation import Navigation
from labyrinth.teaching.presentation.colours import (
    FAULT_COLOUR,
    MARK_COLOUR,
    PATH_COLOUR,
    TRAIL_COLOUR,
    WALKER_COLOUR,
)

# The stack's rows a step sends: the outermost and the innermost, the middle folded (the
# page shows the stack under the program, on a Chromebook's screen).
STACK_ROWS = 9
# The status line before the first step.
BEFORE_FIRST = N_("Before the first step: step on to follow your program.")


class _ChildHere(ChildRun):
    """The child's run in this process: no watchdog thread (no thread can start in a
    browser; the tracer keeps the budget and the time), and a Stop told from an error."""

    interrupted = False

    def start_watchdog(self) -> None:
        """None here: the tracer stops a program over its budget or time, Stop interrupts."""

    def _run(self, code: Any) -> None:
        if stopping.asked():  # Stop was pressed before the program could start
            raise KeyboardInterrupt
        super()._run(code)

    def _error_facts(self, error: BaseException) -> dict[str, Any]:
        self.interrupted = isinstance(error, KeyboardInterrupt)
        return super()._error_facts(error)


@contextlib.contextmanager
def _stoppable() -> Iterator[None]:
    """Stop interrupts the program (outside a run it is only remembered: see ``stopping``)."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


class RunHere(ProgramRun):
    """A run in this process: the browser's way (see the module's docstring)."""

    stopped = False  # whether Stop ended the last run

    def run(self) -> Recording:
        """Check the program and, when the check finds nothing, run it to its end, its budget's
        or a Stop; its recording."""
        if not self.refused():
            return self.recorded(self.streamed(), self.stopped)
        assert self._recording is not None  # made by the check
        return self._recording

    def streamed(self) -> bytes:
        """Run the program, checked before (``refused``), and return what it streamed: a
        check's run is judged from these in the page's worker, out of the program's reach."""
        data = io.BytesIO()
        child = _ChildHere(self._job(), StreamWriter(data))
        with _stoppable():
            child.execute()
        self.stopped = child.interrupted
        return data.getvalue()


class ProgramSession(Navigation[ReplayState]):
    """The replay of one recorded run: the step shown and what it shows."""

    def __init__(self, recording: Recording, check: MazeCheck | None = None) -> None:
        """``check``: the recording's, when it was judged already."""
        super().__init__(recording)
        self.recording = recording
        if check is None and recording.steps:
            check = check_recording(recording)
        self.check = check

    def opening_step(self) -> int:
        """Where the replay opens, as on the desktop: at the failing step of a run that failed
        or was stopped, at the last one of a run whose maze the check faults, else before the
        first."""
        outcome, check = self.recording.outcome, self.check
        if not outcome.ran_to_end:
            return outcome.step
        return self.recording.steps - 1 if check is not None and not check.passed else -1

    def view(self) -> dict[str, Any]:
        """Everything the page shows of the step: the line, the stack's rows, the counters,
        the sentence, the outcome and the check, what was printed, the picture."""
        recording, state = self.recording, self.state
        stack = recording.stack_at(state.step, state)
        as_left, trail_step = presentation.as_left(recording, state)
        failing = presentation.failing(recording, state)
        verdict, good = presentation.verdict(recording.outcome, self.check)
        width = None if recording.is_builder else recording.maze.width
        sentence = presentation.sentence(state, stack, BEFORE_FIRST)
        if failing or (state.step == recording.steps - 1 and not good):
            sentence = verdict
        rows = presentation.stack_rows(stack, -1, STACK_ROWS)
        at_end = state.step == recording.steps - 1 or failing
        faults = self.check.faults if self.check is not None and at_end else ()
        return {
            "step": state.step + 1,
            "steps": recording.steps,
            "last": self.at_end,
            "source": {"lines": recording.source.splitlines(), "line": state.line},
            "breakpoints": sorted(self.breakpoints),
            "failing": failing,
            "stack": {"heading": [_("Call"), _("Line")], "rows": [list(row[1:]) for row in rows]},
            "counters": presentation.counters(as_left, recording.steps, len(stack), width),
            "sentence": sentence,
            "verdict": verdict,
            "good": good,
            "solved": recording.outcome.solved,
            "stopped": recording.outcome.stopped,
            "printed": presentation.printed(recording.output_at(state.step)),
            "frame": self._frame(as_left, trail_step, stack.calls, faults).to_json(),
        }

    def left_frame(self, faults: Sequence[int]) -> dict[str, Any]:
        """The maze as the run left it, ``faults`` framed: a check's picture of one maze."""
        self.go(len(self.recording) - 1)
        shown, trail_step = presentation.as_left(self.recording, self.state)
        return self._frame(shown, trail_step, (), faults).to_json()

    def _frame(
        self, shown: ReplayState, trail_step: int, calls: Any, faults: Sequence[int]
    ) -> Frame:
        """The maze as ``shown``: a builder's untouched fields and its current one, a walker's
        trail, marks and place; the open calls' path; the ``faults`` framed."""
        recording = self.recording
        maze = recording.maze
        width, height = maze.width, maze.height
        geometry = Geometry(width, height, largest_field_size(width, height))
        frame = Frame(geometry, shown.walls)
        excluded = [i for i, out in enumerate(maze.excluded_fields_mask()) if out]
        places = [field for field in map(recording.places.__getitem__, calls) if field >= 0]
        if recording.is_builder:
            frame.fill(BOOK.hex(BOOK.untouched), frame.untouched())
            frame.fill(BOOK.hex(BOOK.excluded), excluded)
            if places:
                frame.fill(BOOK.hex(BOOK.current), [places[-1]])
        else:
            frame.fill(BOOK.hex(BOOK.excluded), excluded)
            frame.fill(TRAIL_COLOUR, recording.trail_at(trail_step))
            frame.fill(MARK_COLOUR, [i for i, marked in enumerate(shown.marks) if marked])
            frame.fill(BOOK.hex(BOOK.start), [recording.start])
            frame.fill(BOOK.hex(BOOK.end), [recording.goal])
            frame.arrow = (WALKER_COLOUR, arrow_points(geometry, shown.field, shown.heading))
        if places:
            frame.path = (PATH_COLOUR, places)
        if faults:
            frame.frame(FAULT_COLOUR, faults)
        return frame
