"""The tracer in the child process: every line, call and return of the student's file as an
event, with the step budget and the time limit checked on the way.

``sys.settrace`` (Python 3.11 has no ``sys.monitoring``) calls the tracer's global function
(see :meth:`Tracer.start`) for every new frame; only frames of the student's file get its
local function for their lines, returns and exceptions, so the book's helpers and the walker's
functions cost a call of the global function each, and nothing per line. A call is written
as ``name(arguments)``: one argument by its value (``find_neighbours((3 | 4))``), several by
name (``search(x=3, y=7)``), ``self`` left out, a field as the book writes it. When the
budget or the time is used up, the tracer raises :class:`Exhausted` into the program; Python
then ends the tracing of that thread, so a program that catches it runs on untraced — the
child's watchdog ends it (``child``).
"""

from __future__ import annotations

import reprlib
import sys
import time
from collections.abc import Callable, Collection
from types import CodeType, FrameType
from typing import Any, NoReturn

from labyrinth.maze_field import MazeField
from labyrinth.programs.stream import CALL, CHUNK_EVENTS, LINE, PLACE, RETURN, StreamWriter

TraceFunction = Callable[[FrameType, str, Any], Any]

# The clock is read every this many steps (a few milliseconds of a traced program).
CLOCK_STEPS = 1 << 12


class Exhausted(BaseException):
    """The step budget (``reason`` "budget") or the time ("time") is used up, or a builder
    makes no progress ("stalled", "asked again": see ``progress``). A BaseException, so that
    the program's own ``except Exception`` does not catch it."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class _Values(reprlib.Repr):
    """Arguments and returned values as short texts; the program's own objects by their
    class only, so that no code of theirs runs inside the tracer."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxstring, self.maxother = 2, 24, 24
        self.maxlist = self.maxtuple = self.maxset = self.maxdict = 4

    def repr1(self, x: Any, level: int) -> str:
        if isinstance(x, MazeField):
            return f"({x.location_x} | {x.location_y})"
        if type(x).__module__ == "builtins":
            return super().repr1(x, level)
        return f"<{type(x).__name__}>"


_describe = _Values().repr


def describe(value: object) -> str:
    """``value`` as a stack row shows it: short, and never the program's own ``__repr__``."""
    try:
        return _describe(value)
    except Exception:  # a builtin container holding something that cannot be shown
        return f"<{type(value).__name__}>"


class Tracer:
    """Traces the frames of ``file_name`` into ``writer``: at most ``budget`` steps, until
    the clock (``time.monotonic``) passes ``deadline``. ``width`` and ``height`` are the
    maze's, to find the field a call is about."""

    def __init__(
        self,
        writer: StreamWriter,
        file_name: str,
        budget: int,
        deadline: float,
        size: tuple[int, int],
    ) -> None:
        self.writer, self.file_name = writer, file_name
        self.budget, self.deadline = budget, deadline
        self.width, self.height = size
        self.steps = 0
        self.depth = 0  # the program's frames open now
        self.line = 0  # the line of the last step
        self.stopped = ""  # the reason once Exhausted was raised
        self.stopped_at = 0.0  # when
        # The step at which the program is stopped: its budget's, or sooner for a builder
        # that opens no wall for ``stall_steps`` steps (0: no such bound).
        self.limit = budget
        self.stall_steps = 0
        # The last exception seen in the program: (error, step, line, depth) where it was
        # first seen, in the innermost of its frames.
        self.raised: tuple[BaseException, int, int, int] | None = None

    def start(
        self,
        refused: Collection[CodeType] = (),
        refuse: Callable[[CodeType], object] | None = None,
    ) -> TraceFunction:
        """Trace the calling thread from now on, and return the global trace function set. A
        call of a code in ``refused`` is handed to ``refuse`` (which raises) where it starts.

        The global function runs for every call of every frame, the library's helpers too
        (a builder's one step makes dozens), and the local one for every line of the
        program: both are closures over what they need, and a line is recorded without a
        call of its own."""
        file_name, traced_call, other_event = self.file_name, self._traced_call, self._other_event
        refused_ids = frozenset(map(id, refused))  # the caller keeps the codes alive
        writer, at_check = self.writer, self._at_check
        kinds, lines, a_values, b_values = writer.kinds, writer.lines, writer.a, writer.b

        def on_call(frame: FrameType, event: str, arg: Any) -> Any:
            code = frame.f_code
            if id(code) in refused_ids and refuse is not None:
                refuse(code)
            if code.co_filename != file_name:
                return None
            traced_call(frame, code)
            return on_event

        def on_event(frame: FrameType, event: str, arg: Any) -> Any:
            if event == "line":
                steps = self.steps
                if steps >= self.limit or not steps % CLOCK_STEPS:
                    at_check(steps)
                self.steps = steps + 1
                line = self.line = frame.f_lineno
                # writer.add(LINE, line), inline: its four columns (the same arrays for the
                # whole run: flush empties them in place), in its order
                kinds.append(LINE)
                lines.append(line)
                a_values.append(-1)
                b_values.append(-1)
                if len(kinds) >= CHUNK_EVENTS:
                    writer.flush()
            else:
                other_event(frame, event, arg)
            return on_event

        sys.settrace(on_call)
        return on_call

    def _at_check(self, steps: int) -> None:
        """Stop the program at its step limit, or (now and then) when its time is up."""
        if steps >= self.limit:
            self.stop("budget" if steps >= self.budget else "stalled")
        if not steps % CLOCK_STEPS and time.monotonic() > self.deadline:
            self.stop("time")

    def _step(self, kind: int, line: int, a: int = -1, b: int = -1) -> None:
        steps = self.steps
        if steps >= self.limit or not steps % CLOCK_STEPS:
            self._at_check(steps)
        self.steps = steps + 1
        self.line = line
        self.writer.add(kind, line, a, b)

    def stop(self, reason: str) -> NoReturn:
        """Stop the program now, for ``reason``."""
        self.stopped, self.stopped_at = reason, time.monotonic()
        raise Exhausted(reason)

    def stall_after(self, steps: int) -> None:
        """Stop a program that opens no wall in ``steps`` steps from now on; every call of
        :meth:`progressed` gives it that many again."""
        self.stall_steps = steps
        self.progressed()

    def progressed(self) -> None:
        """The program changed the maze: it may go on for ``stall_steps`` more steps."""
        if self.stall_steps:
            self.limit = min(self.budget, self.steps + self.stall_steps)

    def _traced_call(self, frame: FrameType, code: CodeType) -> None:
        """A frame of the program's file starts: a call."""
        text = self.writer.text(self._call_text(frame, code))
        self._step(CALL, frame.f_lineno, text, self._caller_line(frame))
        place = self._place(frame, code)
        if place >= 0:
            self.writer.add(PLACE, 0, place)
        self.depth += 1

    def _other_event(self, frame: FrameType, event: str, arg: Any) -> None:
        """A program's frame returns or raises (its lines are ``start``'s)."""
        if event == "return":
            self.depth -= 1
            value = -1 if arg is None else self.writer.text(describe(arg))
            self._step(RETURN, frame.f_lineno, value, self._caller_line(frame))
        elif event == "exception":
            error = arg[1]
            if self.raised is None or self.raised[0] is not error:
                self.raised = (error, self.steps - 1, frame.f_lineno, self.depth)

    def _caller_line(self, frame: FrameType) -> int:
        """The line of the program the frame was called from (0: not from the program)."""
        caller = frame.f_back
        if caller is not None and caller.f_code.co_filename == self.file_name:
            return caller.f_lineno
        return 0

    @staticmethod
    def _arguments(frame: FrameType, code: CodeType) -> list[tuple[str, object]]:
        """The call's arguments as (name, value), ``self`` left out."""
        count = code.co_argcount + code.co_kwonlyargcount
        names = code.co_varnames[:count]
        values = frame.f_locals
        return [(name, values.get(name)) for name in names if name != "self"]

    def _call_text(self, frame: FrameType, code: CodeType) -> str:
        if code.co_name == "<module>":
            return "<module>"
        arguments = self._arguments(frame, code)
        if len(arguments) == 1:
            shown = describe(arguments[0][1])
        else:
            shown = ", ".join(f"{name}={describe(value)}" for name, value in arguments)
        return f"{code.co_name}({shown})"

    def _place(self, frame: FrameType, code: CodeType) -> int:
        """The field a call is about (flat index; -1: none): its first field argument, its
        arguments ``x`` and ``y``, or a pair of whole numbers inside the maze."""
        if code.co_name == "<module>":
            return -1
        arguments = dict(self._arguments(frame, code))
        for value in arguments.values():
            if isinstance(value, MazeField):
                return value.index
        x, y = arguments.get("x"), arguments.get("y")
        if x is None or y is None:
            pairs = [
                value
                for value in arguments.values()
                if isinstance(value, tuple) and len(value) == 2
            ]
            x, y = pairs[0] if pairs else (None, None)
        whole = all(isinstance(value, int) and not isinstance(value, bool) for value in (x, y))
        if whole and 0 <= x < self.width and 0 <= y < self.height:  # type: ignore[operator]
            return y * self.width + x  # type: ignore[operator]
        return -1
