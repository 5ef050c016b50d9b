"""Running a program in a child process, without blocking the caller: the window's way (start,
then poll from ``after()``) and the command line's (:func:`run_program`).

The child is ``python -P -m labyrinth.programs.child`` (see ``child``), started as a process
of its own rather than with ``multiprocessing``: spawning would import the caller's main
module again (the window, or a script in Thonny) and hand objects over by pickling, while a
plain process gets two file names, runs in a session of its own whose whole process group one
signal ends, and has its standard input closed. ``-P`` keeps the student's folder off the
import path, so a ``random.py`` of theirs cannot replace the library's.

On Linux a guard stands between the caller and the child (see ``guard``): it gives the run
namespaces of its own where the system allows it (the program sees no other process and no
network), else it ends whatever the program started once the run is over; the recording
says which (``Recording.guard``). Elsewhere the child's process group is all a kill reaches.

The recording streams into a temporary folder, which a killed child leaves readable up to its
last whole block. The child stops itself at its budget or time limit; the parent ends the run
``PARENT_GRACE`` seconds after the time limit, and at once on :meth:`stop`. No process stays
behind: every end waits for the child, and an abandoned run is killed when it is garbage or
the program exits. The parent removes the folder at every end; folders left by a caller that
was killed are removed by the next caller's first run.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import weakref
from dataclasses import dataclass
from itertools import compress
from pathlib import Path
from typing import IO, Any

import labyrinth
from labyrinth.i18n import N_, Message, MessageError
from labyrinth.maze_array import MazeArray
from labyrinth.options import BuildOptions
from labyrinth.programs import outcome as outcomes
from labyrinth.programs.guard import ISOLATED, REAPED
from labyrinth.programs.mazes import builder_problem, built_graphs, prepared_graphs
from labyrinth.programs.precheck import (
    BUILDER,
    Problem,
    check_source,
    program_kind,
    program_language,
)
from labyrinth.programs.recording import Events, Recording
from labyrinth.programs.stream import (
    DONE,
    EVENTS,
    IS_STEP,
    MARK,
    MOVE,
    STEP_KINDS,
    TEXT,
    TURN,
    read_blocks,
    read_events,
)
from labyrinth.programs.world import MARKED, MOVED, START_HEADING, TURNED, WalkReplay

# Seconds the parent waits beyond the time limit before it kills the child (the child's own
# watchdog ends it half a second after the limit; starting Python takes some of this too).
PARENT_GRACE = 2.0
# How often ``run_program`` looks whether the child has ended.
POLL_SECONDS = 0.01
# Seconds to wait for a killed child to be gone.
REAP_SECONDS = 5.0
# Bytes read from the end of the child's error stream, and the characters of its last line
# that a sentence shows.
ERRORS_TAIL = 4096
ERROR_LINE_CHARS = 200
_WORLD_CHANGES = {MOVE: MOVED, TURN: TURNED, MARK: MARKED}
_WALKER_CHANGES = bytes(int(kind in _WORLD_CHANGES) for kind in range(256))
# The run's temporary folder: this prefix, then the caller's process id and a dash.
FOLDER_PREFIX = "labyrinth-program-"
# The file in the run's folder where the guard says how the run is walled off.
GUARD_REPORT = "guard.txt"
# Whether this process has removed the folders of runs whose callers are gone.
_swept = False


@dataclass(frozen=True)
class Budget:
    """What a run may take: steps (lines, calls and returns of the program), seconds,
    megabytes of memory (where the system can limit it) and characters of output kept."""

    steps: int = 5_000_000
    seconds: float = 10.0
    memory_mb: int = 1024
    output_chars: int = 100_000


DEFAULT_BUDGET = Budget()


class ProgramOptionsError(MessageError):
    """The maze's options do not go with this program (one sentence)."""


def job_options(options: BuildOptions) -> dict[str, Any]:
    """``options`` as a run's job carries them to where the program runs (JSON; made again
    there with ``BuildOptions(**job_options)``)."""
    values = options.values()
    for name in ("entrance", "exit"):
        if values[name] is not None:
            values[name] = str(values[name])
    return values


class ProgramRun:
    """One run of ``source`` (named ``file_name`` in sentences) on the maze ``options``
    describe, within ``budget``. ``language``: the program's names (None: found from the
    source). Raises ProgramOptionsError for options a builder cannot take.

    ``start()`` checks the program and, when the check finds nothing, starts the child;
    ``poll()`` returns None while it runs, then the Recording (also when the check found
    mistakes: then nothing ran); ``stop()`` kills the child at once and returns the
    recording of what it did.
    """

    def __init__(
        self,
        source: str,
        file_name: str,
        options: BuildOptions,
        budget: Budget = DEFAULT_BUDGET,
        language: str | None = None,
    ) -> None:
        self.source, self.file_name, self.options, self.budget = source, file_name, options, budget
        self.kind = program_kind(source)
        self.language = language or program_language(source)
        if self.kind == BUILDER:
            problem = builder_problem(options)
            if problem:
                raise ProgramOptionsError(problem)
            graphs = prepared_graphs(options)
            assert graphs.start_field is not None  # found by the preparation
            self.start_field, self.goal_field = graphs.start_field.index, -1
        else:
            graphs, result = built_graphs(options)
            width = options.width
            self.start_field = result.start[1] * width + result.start[0]
            self.goal_field = result.end[1] * width + result.end[0]
        self.maze = graphs.maze_array
        self._process: subprocess.Popen[bytes] | None = None
        self._folder: Path | None = None
        self._deadline = 0.0
        self._recording: Recording | None = None
        self._kill_at_exit: weakref.finalize | None = None

    # -- the caller's side --------------------------------------------------------------------

    def start(self) -> None:
        """Check the program; start it in a child process unless the check found mistakes."""
        if self.refused():
            return
        sweep_stale_folders()
        self._folder = Path(tempfile.mkdtemp(prefix=f"{FOLDER_PREFIX}{os.getpid()}-"))
        try:
            self._process = self._start_child(self._folder)
        except BaseException:  # a full disk, no process to be had: no folder is left behind
            shutil.rmtree(self._folder, ignore_errors=True)
            raise
        self._deadline = time.monotonic() + self.budget.seconds + PARENT_GRACE
        self._kill_at_exit = weakref.finalize(self, _kill, self._process, self._folder, True)

    def refused(self) -> bool:
        """Check the program: True when the check found mistakes, and the run's recording
        says them (nothing ran)."""
        problems = tuple(check_source(self.source, self.language))
        if problems:
            first = problems[0]
            refused = outcomes.Outcome(outcomes.REFUSED, first.message, -1, first.line)
            self._recording = self._record(b"", refused, problems)
        return bool(problems)

    def _start_child(self, folder: Path) -> subprocess.Popen[bytes]:
        """Write the job into ``folder`` and start the child (through the guard) on it."""
        job = folder / "job.json"
        job.write_text(json.dumps(self._job()), encoding="utf-8")
        child = ["-m", "labyrinth.programs.child", str(job), str(self._recording_path)]
        with open(folder / "errors.txt", "wb") as errors:
            return subprocess.Popen(
                [sys.executable, "-P", *_guarded(folder), *child],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=errors,
                env=_child_environment(),
                **_own_process_group(),
            )

    @property
    def running(self) -> bool:
        return self._recording is None and self._process is not None

    @property
    def pid(self) -> int | None:
        """The process id of the run (on Linux its guard's) while there is one (for tests
        that it is gone)."""
        return None if self._process is None else self._process.pid

    def recorded_bytes(self) -> int:
        """How much the child has recorded so far (0 before it wrote): a sign of life for
        a window to show while it runs."""
        if self._folder is None or self._recording is not None:
            return 0
        try:
            return self._recording_path.stat().st_size
        except OSError:
            return 0

    def poll(self) -> Recording | None:
        """None while the program runs; then its Recording. Kills a child that outlives
        its time limit by more than PARENT_GRACE."""
        if self._recording is not None or self._process is None:
            return self._recording
        assert self._folder is not None  # made before the child
        if not _has_ended(self._process):
            if time.monotonic() < self._deadline:
                return None
            _kill(self._process, self._folder)
            return self._finish("time")
        _kill(self._process, self._folder)  # what it started, if anything; and it is reaped
        return self._finish("")

    def stop(self) -> Recording:
        """Kill the program at once (if it still runs) and return its recording."""
        if self._recording is not None:
            return self._recording
        if self._process is None:
            raise RuntimeError("stop() before start()")
        assert self._folder is not None  # made before the child
        killed = "" if _has_ended(self._process) else "user"
        _kill(self._process, self._folder)
        return self._finish(killed)

    # -- the recording ------------------------------------------------------------------------

    @property
    def _recording_path(self) -> Path:
        assert self._folder is not None
        return self._folder / "recording.bin"

    def _job(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "file_name": self.file_name,
            "kind": self.kind,
            "options": job_options(self.options),
            "steps": self.budget.steps,
            "seconds": self.budget.seconds,
            "memory_mb": self.budget.memory_mb,
            "output_chars": self.budget.output_chars,
        }

    def recorded(self, data: bytes, stopped: bool = False) -> Recording:
        """The recording of a run made elsewhere, from the bytes it streamed (``stream``):
        built here, on this run's own maze, as for a child's (``stopped``: a Stop ended it).
        The browser runs a program in a worker of its own and judges it in another."""
        self._recording = self._record(data, None, (), 0, "user" if stopped else "")
        return self._recording

    def _finish(self, killed: str) -> Recording:
        """Read what the child (ended and reaped) recorded; ``killed``: "user" or "time"
        when the parent ended it, "" when it ended by itself."""
        assert self._process is not None and self._folder is not None
        code = self._process.returncode
        path = self._recording_path
        with open(path, "rb") if path.exists() else io.BytesIO() as file:  # read block by block
            recording = self._record(file, None, (), code, killed, self._last_error_line())
        recording.guard = _guard_report(self._folder)
        if self._kill_at_exit is not None:
            self._kill_at_exit()  # removes the folder; the child is gone already
        self._recording = recording
        return recording

    def _last_error_line(self) -> str:
        """The last line the child wrote on its error stream (Python's own complaint when it
        could not even start the program), cut to a sentence's length; "" for none."""
        assert self._folder is not None
        try:
            with open(self._folder / "errors.txt", "rb") as errors:
                errors.seek(max(0, errors.seek(0, os.SEEK_END) - ERRORS_TAIL))
                tail = errors.read().decode("utf-8", "replace")
        except OSError:
            return ""
        lines = [line.strip() for line in tail.splitlines() if line.strip()]
        return lines[-1][:ERROR_LINE_CHARS] if lines else ""

    def _record(
        self,
        data: bytes | IO[bytes],
        outcome: outcomes.Outcome | None,
        problems: tuple[Problem, ...],
        code: int | None = None,
        killed: str = "",
        said: str = "",
    ) -> Recording:
        events, done = _decode(data)
        if outcome is None:
            outcome = self._outcome(events, done, code, killed, said)
        recording = Recording(
            self.kind,
            self.source,
            self.file_name,
            self.options,
            self.maze,
            self.start_field,
            self.goal_field,
            START_HEADING,
            events,
            outcome,
            problems,
        )
        if done is not None:
            recording.output_cut = int(done.get("output_cut", 0))
            recording.recursion_limit = int(done.get("limit", 0))
            recording.end_field = int(done.get("end", -1))
            recording.path_length = int(done.get("length", -1))
        return recording

    def _outcome(
        self,
        events: Events,
        done: dict[str, Any] | None,
        code: int | None,
        killed: str,
        said: str,
    ) -> outcomes.Outcome:
        last, line = _last_step(events)
        if killed == "user":
            return outcomes.stopped_by_user(last, line)
        facts = self._run_facts(events)
        if done is None:
            if killed == "time":
                return outcomes.over_time(facts, last, line)
            return outcomes.died(code if code is not None else -1, last, line, said)
        return outcomes.outcome_of(done, facts)

    def _run_facts(self, events: Events) -> outcomes.RunFacts:
        """What the outcome's sentence needs to know beyond the child's facts."""
        budget = self.budget
        if self.kind == BUILDER:
            return outcomes.RunFacts(False, budget.steps, budget.seconds)
        walk, forged = walk_of(events, self.maze, self.start_field, self.goal_field)
        world = walk.world
        return outcomes.RunFacts(
            True,
            budget.steps,
            budget.seconds,
            world.position,
            world.heading,
            walk.times_here,
            at_goal=world.at_goal(),
            moves=world.moves,
            forged=_last_step(events, forged) if forged >= 0 else None,
        )


def run_program(
    source: str,
    file_name: str,
    options: BuildOptions,
    budget: Budget = DEFAULT_BUDGET,
    language: str | None = None,
) -> Recording:
    """Run the program to its end (or its budget's) and return its recording: the command
    line's way, which may wait."""
    run = ProgramRun(source, file_name, options, budget, language)
    run.start()
    while True:
        recording = run.poll()
        if recording is not None:
            return recording
        time.sleep(POLL_SECONDS)


def unguarded(recording: Recording) -> Message | None:
    """What the walls around a run did not keep out, in one sentence (None: it was walled
    off, or never ran)."""
    if recording.guard == ISOLATED or recording.outcome.kind == outcomes.REFUSED:
        return None
    if recording.guard == REAPED:
        return Message(
            N_(
                "This system does not let a program be walled off: it could signal your "
                "other programs, this window too, and use the network; what it started was "
                "ended with its run, unless it ended this run's guard first."
            )
        )
    return Message(
        N_(
            "This system does not let a program be walled off: it could signal your other "
            "programs, this window too, and use the network, and what it starts in a "
            "session of its own may outlive its run."
        )
    )


def _last_step(events: Events, before: int | None = None) -> tuple[int, int]:
    """The last step of a recording (``before``: before that event) and its line ((-1, 0):
    none)."""
    kinds = events.kinds
    last = (len(kinds) if before is None else before) - 1
    while last >= 0 and kinds[last] not in STEP_KINDS:
        last -= 1
    if last < 0:
        return -1, 0
    return kinds[: last + 1].translate(IS_STEP).count(1) - 1, events.lines[last]


def walk_of(events: Events, maze: MazeArray, start: int, goal: int) -> tuple[WalkReplay, int]:
    """The walk the events report, rebuilt in the parent's own world (see WalkReplay), and
    the first event that world does not allow (-1: none)."""
    kinds, values = events.kinds, events.a
    walk = WalkReplay(maze, start, goal, START_HEADING)
    for event in compress(range(len(kinds)), kinds.translate(_WALKER_CHANGES)):
        if not walk.apply(_WORLD_CHANGES[kinds[event]], values[event]):
            return walk, event
    return walk, -1


def _decode(data: bytes | IO[bytes]) -> tuple[Events, dict[str, Any] | None]:
    """The events and the DONE facts (None: the run ended without them) of a recording (its
    bytes, or its file)."""
    events = Events.empty()
    done = None
    for tag, payload in read_blocks(data):
        if tag == TEXT:
            events.texts.extend(json.loads(bytes(payload)))
        elif tag == EVENTS:
            kinds, lines, a, b = read_events(payload)
            events.kinds += kinds
            events.lines += lines
            events.a += a
            events.b += b
        elif tag == DONE:
            done = json.loads(bytes(payload))
    return events, done


# What leads to the desktop (the window's X server, the session's bus): a program needs none.
_DESKTOP_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS")


def _child_environment() -> dict[str, str]:
    """The caller's environment without the desktop's addresses, with this labyrinth first on
    the child's import path."""
    environment = {
        name: value for name, value in os.environ.items() if name not in _DESKTOP_VARIABLES
    }
    root = str(Path(labyrinth.__file__).resolve().parent.parent)
    paths = [root, *filter(None, environment.get("PYTHONPATH", "").split(os.pathsep))]
    environment["PYTHONPATH"] = os.pathsep.join(paths)
    environment["PYTHONIOENCODING"] = "utf-8"
    return environment


def _guarded(folder: Path) -> list[str]:
    """The arguments that start the child under the guard, on Linux (none elsewhere)."""
    if not sys.platform.startswith("linux"):
        return []
    guard = Path(__file__).with_name("guard.py")  # by its path: it needs no labyrinth import
    return [str(guard), str(folder / GUARD_REPORT), sys.executable, "-P"]


def _guard_report(folder: Path) -> str:
    """How the guard walled the run off (``guard.ISOLATED``, ``guard.REAPED``), "" when no
    guard said (not on Linux)."""
    try:
        return (folder / GUARD_REPORT).read_text(encoding="ascii")
    except OSError:
        return ""


def sweep_stale_folders() -> None:
    """Remove, once per process, the temporary folders of runs whose callers are gone (a
    window that was killed could not remove its own). Only on POSIX, where a signal 0 asks
    whether a process is there (on Windows it would end it)."""
    global _swept
    if _swept or os.name != "posix":
        return
    _swept = True
    for folder in Path(tempfile.gettempdir()).glob(f"{FOLDER_PREFIX}*-*"):
        owner = folder.name[len(FOLDER_PREFIX) :].split("-", 1)[0]
        if owner.isdigit() and not _alive(int(owner)) and folder.is_dir():
            shutil.rmtree(folder, ignore_errors=True)


def _alive(pid: int) -> bool:
    """Whether a process ``pid`` is there (POSIX)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # someone else's
    return True


def _own_process_group() -> dict[str, Any]:
    if os.name == "posix":
        return {"start_new_session": True}
    return {"creationflags": subprocess.CREATE_NEW_PROCESS_GROUP}  # type: ignore[attr-defined]


def _has_ended(process: subprocess.Popen[bytes]) -> bool:
    """Whether the child has ended, without reaping it on POSIX: until it is reaped, its
    process id names its group, so that a kill of the group reaches only what it started."""
    if os.name != "posix" or not hasattr(os, "waitid") or process.returncode is not None:
        return process.poll() is not None  # (macOS has no waitid: there it is reaped)
    try:
        flags = os.WEXITED | os.WNOHANG | os.WNOWAIT
        return os.waitid(os.P_PID, process.pid, flags) is not None
    except ChildProcessError:
        return True


def _kill(process: subprocess.Popen[bytes], folder: Path, remove: bool = False) -> None:
    """End the child and everything it started, wait until it is gone (reaped); with
    ``remove``, remove the run's ``folder``."""
    if process.returncode is None and _guarded(folder):
        _ask_guard_to_stop(process)
    if process.returncode is None:
        with contextlib.suppress(OSError):
            if os.name == "posix":
                os.killpg(process.pid, signal.SIGKILL)
            else:
                process.kill()
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(REAP_SECONDS)
    if remove:
        shutil.rmtree(folder, ignore_errors=True)


def _ask_guard_to_stop(process: subprocess.Popen[bytes]) -> None:
    """The guard, asked, ends what the program started (in sessions of their own, out of
    its group's reach) and waits until it is all gone; it is given time to, then killed
    all the same."""
    with contextlib.suppress(OSError):
        os.kill(process.pid, signal.SIGTERM)
        os.kill(process.pid, signal.SIGCONT)  # in case the program stopped it
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(REAP_SECONDS)
