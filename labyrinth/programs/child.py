"""The child process that runs a student's program: ``python -m labyrinth.programs.child JOB
RECORDING``.

``JOB`` is a JSON file the parent wrote (the source, its file name, its kind, the maze's
options, the budget); the recording streams into ``RECORDING`` (see ``stream``). The program
runs on a thread with a big stack and Python's recursion limit raised (``recursion_room``),
under the tracer; its output goes into the recording, up to a cap; standard input is closed.
Nothing here prints: how the run ended is a DONE block of facts (the kind of ending, the
step and line, the error's type and details), which the parent turns into a sentence.

A watchdog thread writes the events out every ``FLUSH_SECONDS`` and ends the process when
the program will not stop: a budget or time exhausted but caught by the program, or the time
limit passed in code the tracer never sees (a long ``time.sleep``). ``os._exit`` is wrapped
so that a program ending its process that way leaves its last steps and its line behind.
"""

from __future__ import annotations

import builtins
import contextlib
import io
import json
import os
import sys
import threading
import time
from pathlib import Path
from types import MethodType
from typing import Any

from labyrinth.maze_field import MazeField
from labyrinth.options import BuildOptions
from labyrinth.programs.carving_guard import CarvingGuard, ForeignCode
from labyrinth.programs.mazes import BuilderGraphs, RecordedWalls, built_graphs, prepared_graphs
from labyrinth.programs.none_value import none_facts
from labyrinth.programs.precheck import BUILDER, BUILDER_GLOBALS, BUILDER_METHOD, closest
from labyrinth.programs.progress import RepeatedQuestions, RoundAndRound, stall_steps
from labyrinth.programs.stream import DONE, MARK, MOVE, OUTPUT, TURN, WALL, StreamWriter
from labyrinth.programs.tracer import Exhausted, Tracer
from labyrinth.programs.world import MARKED, MOVED, TURNED, WalkerStopped, WalkerWorld
from labyrinth.recursion_room import run_nested

FLUSH_SECONDS = 0.05
# How long a program may go on after the tracer has stopped it, or after its time is up,
# before the watchdog ends the process (the parent waits longer: see ``runner``).
CHILD_GRACE = 0.5
# Nested calls a program may make: twice the fields (what the book's method needs), at least
# this many, at most MOST_CALLS (the memory limit usually comes first).
FEWEST_CALLS = 10_000
MOST_CALLS = 1_000_000
_WORLD_EVENTS = {MOVED: MOVE, TURNED: TURN, MARKED: MARK}


def calls_allowed(width: int, height: int) -> int:
    """The nested calls a program on a ``width`` × ``height`` maze may make."""
    return min(MOST_CALLS, max(FEWEST_CALLS, 2 * width * height))


class CapturedOutput(io.TextIOBase):
    """What the program prints, into the recording, up to ``cap`` characters."""

    def __init__(self, writer: StreamWriter, cap: int) -> None:
        self.writer, self.left, self.cut = writer, cap, 0

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        kept = text[: max(0, self.left)]
        if kept:
            self.writer.add(OUTPUT, 0, self.writer.text(kept))
            self.left -= len(kept)
        self.cut += len(text) - len(kept)
        return len(text)


class ChildRun:
    """One run of the program described by ``job``, recorded by ``writer``."""

    def __init__(self, job: dict[str, Any], writer: StreamWriter) -> None:
        self.job, self.writer = job, writer
        self.options = BuildOptions(**job["options"])
        self.deadline = time.monotonic() + job["seconds"]
        size = (self.options.width, self.options.height)
        self.tracer = Tracer(writer, job["file_name"], job["steps"], self.deadline, size)
        self.output = CapturedOutput(writer, job["output_chars"])
        self.namespace: dict[str, Any] = {
            "__name__": "__main__",
            "__file__": job["file_name"],
            "__builtins__": builtins,
        }
        self.world: WalkerWorld | None = None
        self.questions: RepeatedQuestions | None = None
        self.rounds: RoundAndRound | None = None
        self.graphs: BuilderGraphs  # a builder's self
        self.guard: CarvingGuard | None = None
        self.limit = 0
        self._done = threading.Lock()
        self._finished = False

    # -- the run ------------------------------------------------------------------------------

    def execute(self) -> None:
        """Set the maze up, run the program, write how it ended."""
        self._set_up()
        self.start_watchdog()
        calls = calls_allowed(self.options.width, self.options.height)
        try:
            code = compile(self.job["source"], self.job["file_name"], "exec")
            with contextlib.redirect_stdout(self.output), contextlib.redirect_stderr(self.output):
                run_nested(lambda: self._run(code), calls)
        except BaseException as error:  # everything the program did is reported, as facts
            self.finish(self._error_facts(error))
        else:
            self.finish(self._end_facts())

    def _set_up(self) -> None:
        """The maze, and what the program is given."""
        if self.job["kind"] == BUILDER:
            self.graphs = BuilderGraphs(prepared_graphs(self.options))
            maze = self.graphs.maze_array
            maze.walls = RecordedWalls(maze.walls, self._wall_changed)
            self.namespace.update(BUILDER_GLOBALS)
            self.questions = RepeatedQuestions(self.graphs, self.tracer)
            self.tracer.stall_after(stall_steps(maze.width * maze.height))
            return
        graphs, result = built_graphs(self.options)
        self.world = WalkerWorld(
            graphs.maze_array, result.start, result.end, observer=self._world_changed
        )
        self.namespace.update(self.world.functions())
        self.rounds = RoundAndRound(self.options.width * self.options.height, self.tracer)

    def _run(self, code: Any) -> None:
        """The program, traced: a walker's file from top to bottom; a builder's file, then
        its ``find_neighbours`` from the start field, as ``build_maze`` calls it."""
        self.limit = sys.getrecursionlimit()
        if self.job["kind"] == BUILDER:
            self.guard = CarvingGuard(code, ChildRun._run.__code__)
            self.guard.watch(self.tracer)
        else:
            self.tracer.start()
        try:
            exec(code, self.namespace)
            if self.job["kind"] == BUILDER:
                graphs = self.graphs
                graphs.find_neighbours = MethodType(self.namespace[BUILDER_METHOD], graphs)  # type: ignore[attr-defined]
                graphs.find_neighbours(graphs.start_field)  # type: ignore[attr-defined]
        finally:
            sys.settrace(None)

    def _wall_changed(self, field: int, walls: int) -> None:
        """Record a carving the program made (see CarvingGuard)."""
        if self.tracer.stopped:
            return
        if self.guard is not None:
            self.guard.check_carving(sys._getframe(2))  # above RecordedWalls.__setitem__
        self.writer.add(WALL, 0, field, walls)
        self.tracer.progressed()
        if self.questions is not None:
            self.questions.wall_changed()

    def _world_changed(self, change: int, value: int) -> None:
        if not self.tracer.stopped:
            self.writer.add(_WORLD_EVENTS[change], 0, value)
            world, rounds = self.world, self.rounds
            if change == MOVED and world is not None and rounds is not None:
                rounds.stood(world.field, world.heading)

    # -- how it ended ---------------------------------------------------------------------------

    def finish(self, facts: dict[str, Any]) -> None:
        """Write the events and the DONE block, once (the program's thread and the watchdog
        may both get here)."""
        with self._done:
            if self._finished:
                return
            self._finished = True
            facts.update(self._state())
            self.writer.flush()
            self.writer.json_block(DONE, facts)

    def _state(self) -> dict[str, Any]:
        """The facts every ending has: steps, output cut, recursion limit, the maze's."""
        state: dict[str, Any] = {
            "steps": self.tracer.steps,
            "output_cut": self.output.cut,
            "limit": self.limit,
        }
        if self.guard is not None and self.guard.refused:
            state["refused"] = self.guard.refused
        if self.world is None:  # a walker's walk is judged by the parent, from its moves
            end, length = self.graphs.end_field, self.graphs.length_of_path_to_end_field
            if isinstance(end, MazeField):
                state["end"] = end.index
            if isinstance(length, int):
                state["length"] = length
        return state

    def _last_step(self) -> dict[str, Any]:
        return {"step": self.tracer.steps - 1, "line": self.tracer.line, "depth": self.tracer.depth}

    def _stopped_facts(self, reason: str) -> dict[str, Any]:
        """A program the tracer stopped: why, and a builder's want of progress."""
        progress = self.questions.facts(reason) if self.questions is not None else {}
        return {"ending": reason, **progress, **self._last_step()}

    def _end_facts(self) -> dict[str, Any]:
        return {"ending": "finished", **self._last_step()}

    def _error_facts(self, error: BaseException) -> dict[str, Any]:
        """What is known of the error that ended the program, and where it happened."""
        if isinstance(error, Exhausted):
            return self._stopped_facts(error.reason)
        if isinstance(error, SystemExit):
            return {"ending": "exit", "code": describe_exit(error.code), **self._last_step()}
        facts: dict[str, Any] = {
            "ending": "error",
            "type": type(error).__name__,
            "text": str(error)[:300],
        }
        raised = self.tracer.raised
        if raised is not None and raised[0] is error:
            facts.update(step=raised[1], line=raised[2], depth=raised[3])
        else:
            facts.update(self._last_step())
        facts.update(self._details(error))
        return facts

    def _details(self, error: BaseException) -> dict[str, Any]:
        """The error's own facts, for the parent's sentence."""
        if isinstance(error, WalkerStopped):
            return {"x": error.x, "y": error.y, "heading": error.heading}
        if isinstance(error, ForeignCode):
            return {"function": error.function}
        method = BUILDER_METHOD if self.job["kind"] == BUILDER else ""
        about_none = none_facts(error, self.job["file_name"], self.job["source"], method)
        if about_none:
            return about_none
        if isinstance(error, NameError) and error.name:
            offered = [*self.namespace, *dir(builtins)]
            return {"name": error.name, "suggestion": closest(error.name, offered)}
        if isinstance(error, AttributeError) and error.name:
            owner = error.obj
            offered = [name for name in dir(owner) if not name.startswith("_")]
            return {
                "name": error.name,
                "owner": type(owner).__name__,
                "suggestion": closest(error.name, offered),
            }
        if isinstance(error, MemoryError):
            return {"memory_mb": self.job["memory_mb"]}
        return {}

    # -- the watchdog -------------------------------------------------------------------------

    def start_watchdog(self) -> None:
        """The watchdog's thread (see ``_watch``)."""
        threading.Thread(target=self._watch, name="watchdog", daemon=True).start()

    def _watch(self) -> None:
        """Write the events out now and then; end a program that will not stop."""
        while True:
            time.sleep(FLUSH_SECONDS)
            self.writer.flush()
            now = time.monotonic()
            tracer = self.tracer
            if tracer.stopped and now > tracer.stopped_at + CHILD_GRACE:
                self._end_now(self._stopped_facts(tracer.stopped))
            if now > self.deadline + CHILD_GRACE:
                self._end_now({"ending": "time", **self._last_step()})

    def _end_now(self, facts: dict[str, Any]) -> None:
        self.finish(facts)
        _real_exit(0)

    def exit_now(self, code: int) -> None:
        """The program called ``os._exit(code)``: say so, then do it."""
        self._end_now({"ending": "exit", "code": describe_exit(code), **self._last_step()})


def describe_exit(code: object) -> str:
    return "" if code is None else str(code)[:60]


_real_exit = os._exit


def limit_memory(megabytes: int) -> None:
    """Let the process take at most ``megabytes`` of memory, where the system allows it: a
    huge list then raises MemoryError in the program instead of slowing the machine."""
    with contextlib.suppress(ImportError, ValueError, OSError):
        import resource

        limit = megabytes << 20
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def main(argv: list[str]) -> int:
    job_path, recording_path = argv[1], argv[2]
    job = json.loads(Path(job_path).read_text(encoding="utf-8"))
    limit_memory(job["memory_mb"])
    with open(recording_path, "wb", buffering=0) as file:
        run = ChildRun(job, StreamWriter(file))
        os._exit = run.exit_now  # type: ignore[assignment]
        run.execute()
    return 0


if __name__ == "__main__":
    _real_exit(main(sys.argv))
