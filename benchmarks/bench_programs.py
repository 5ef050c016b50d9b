"""What running a student's program costs (a benchmark, not a test).

    python benchmarks/bench_programs.py

* the book's method as a builder, 64 × 64 and 128 × 128: CPU seconds of the whole run (this
  process and the child's) from ``run_program`` to a Recording ready to replay, best and
  worst of three, and the ratio to the plain build's whole process of the same size
  (``python -m labyrinth --no-display``), measured in the same run; beside them a program
  that does nothing on the same maze (starting the child, building the maze, reading the
  recording) and the same recursion untraced in this process
  (``build_maze(recursive=True)``); steps and events;
* a right-hand walker at 128 × 128: CPU seconds of its whole run, best and worst of three;
* the default budget of 5 million steps used up by a tight loop (``while True: x = 1``):
  CPU seconds of the whole run and how much the caller's memory grew (its peak resident
  size over the one before), both in a fresh process of this benchmark, with the check a
  window makes of the recording;
* the replay at 128 × 128: a step back (``state_at`` and ``stack_at``), median and worst;
* Stop: from ``stop()`` to the recording in hand, for a loop the tracer sees (after one and
  after four seconds: millions of steps), one it does not (``while True: pass``) and a builder
  on a 512 × 512 maze stopped after a second.

Seconds depend on the machine and its load (each figure is the best of three where it is
cheap to repeat; the load average is printed); the ratios are the figures to compare. The
first line says whether this Python has ``sys.monitoring`` (it came with 3.12); the tracer
uses ``sys.settrace``.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

from labyrinth import MazeGraphs
from labyrinth.options import BuildOptions
from labyrinth.programs.checks import MazeCheck, check_recording
from labyrinth.programs.mazes import builder_template
from labyrinth.programs.recording import Recording
from labyrinth.programs.runner import Budget, ProgramRun, run_program

SIZES = (64, 128)
SEED = 1
BACK_STEPS = 300
ROUNDS = 3
WALKER_SIZE = 128
RIGHT_HAND = (
    "while not at_goal():\n"
    "    if right_is_clear():\n"
    "        turn_right()\n"
    "        move()\n"
    "    elif front_is_clear():\n"
    "        move()\n"
    "    else:\n"
    "        turn_left()\n"
)
TIGHT_LOOP = "while True:\n    x = 1\n"
BUDGET_CASE = "--budget-case"
# Time enough on a busy machine: the figures are CPU seconds, not the time limit's.
ROOMY = Budget(seconds=60)


def seconds(action) -> float:  # type: ignore[no-untyped-def]
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def cpu_seconds() -> float:
    """CPU time of this process and of its children that have ended (a run's child, and
    the guard between)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def cpu(action: Callable[[], object]) -> float:
    started = cpu_seconds()
    action()
    return cpu_seconds() - started


def plain_build(size: int) -> float:
    """CPU seconds of the plain build's whole process at ``size`` × ``size``."""
    command = [sys.executable, "-m", "labyrinth", "--no-display"]
    command += ["--width", str(size), "--height", str(size), "--seed", str(SEED)]
    return cpu(lambda: subprocess.run(command, check=True, stdout=subprocess.DEVNULL))


def whole_run(source: str, file_name: str, options: BuildOptions) -> tuple[list[float], Recording]:
    """CPU seconds of ``ROUNDS`` runs to a Recording ready to replay, and the last one."""
    recordings: list[Recording] = []
    times = [
        cpu(lambda: recordings.append(run_program(source, file_name, options, ROOMY)))
        for _ in range(ROUNDS)
    ]
    return times, recordings[-1]


def builder(size: int) -> dict[str, float]:
    options = BuildOptions(size, size, seed=SEED)
    nothing = min(cpu(lambda: run_program("pass\n", "nothing.py", options)) for _ in range(3))
    plain = min(plain_build(size) for _ in range(ROUNDS))
    times, recording = whole_run(builder_template(), "book.py", options)
    assert recording.matches_book, recording.outcome
    replay = seconds(lambda: _again(recording))
    with contextlib.redirect_stdout(io.StringIO()):  # build_maze prints the book's sentence
        untraced = min(
            seconds(
                lambda: MazeGraphs(size, size, display=False, seed=SEED).build_maze(recursive=True)
            )
            for _ in range(3)
        )
    return {
        "seconds": min(times),
        "worst": max(times),
        "plain": plain,
        "nothing": nothing,
        "replay": replay,
        "untraced": untraced,
        "steps": recording.steps,
        "events": len(recording.events),
    }


def _again(recording: Recording) -> Recording:
    """The same events made into a Recording again: the keyframes' pass alone."""
    return Recording(
        recording.kind,
        recording.source,
        recording.file_name,
        recording.options,
        recording.maze,
        recording.start,
        recording.goal,
        recording.heading,
        recording.events,
        recording.outcome,
    )


def step_back(size: int) -> tuple[float, float]:
    """Median and worst milliseconds of one step back with its stack, over the run."""
    recording = run_program(builder_template(), "book.py", BuildOptions(size, size, seed=SEED))
    times = []
    spacing = max(1, recording.steps // BACK_STEPS)
    for step in range(recording.steps - 1, 0, -spacing):
        started = time.perf_counter()
        state = recording.state_at(step - 1)
        stack = recording.stack_at(step - 1, state)
        if len(stack):
            stack[-1]  # the innermost row, as a window shows it
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000, max(times) * 1000


def stop(source: str, options: BuildOptions, wait: float) -> tuple[float, int]:
    """Milliseconds from ``stop()`` to the recording, after ``wait`` seconds of running."""
    run = ProgramRun(source, "stop.py", options, Budget(steps=100_000_000, seconds=60))
    run.start()
    time.sleep(wait)
    assert run.poll() is None
    started = time.perf_counter()
    recording = run.stop()
    return (time.perf_counter() - started) * 1000, recording.steps


def walker(size: int) -> tuple[list[float], Recording]:
    """A right-hand walker on the built maze of ``size`` × ``size``."""
    times, recording = whole_run(RIGHT_HAND, "walker.py", BuildOptions(size, size, seed=SEED))
    assert recording.outcome.ran_to_end, recording.outcome
    return times, recording


def budget_case() -> None:
    """(In a fresh process) the default budget used up by a tight loop, as a window runs and
    checks it: CPU seconds and the growth of the peak resident size, as JSON."""
    before = _resident_mb()
    checks: list[MazeCheck] = []

    def run() -> None:
        recording = run_program(TIGHT_LOOP, "loop.py", BuildOptions(8, 6, seed=SEED), ROOMY)
        checks.append(check_recording(recording))

    times = cpu(run)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(json.dumps({"cpu": times, "growth": peak - before, "steps": checks[0].recording.steps}))


def _resident_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def budget() -> dict[str, float]:
    """The budget case, best and worst of ``ROUNDS`` fresh processes."""
    runs = [
        json.loads(
            subprocess.run(
                [sys.executable, __file__, BUDGET_CASE],
                check=True,
                capture_output=True,
                text=True,
            ).stdout
        )
        for _ in range(ROUNDS)
    ]
    return {
        "cpu": min(run["cpu"] for run in runs),
        "worst": max(run["cpu"] for run in runs),
        "growth": max(run["growth"] for run in runs),
        "steps": runs[0]["steps"],
    }


def main() -> None:
    print(__doc__.split("\n\n")[0].strip())
    print(f"sys.monitoring: {hasattr(sys, 'monitoring')}; Python {sys.version.split()[0]}")
    print(f"load average at the start: {' '.join(f'{load:.2f}' for load in os.getloadavg())}")
    for size in SIZES:
        figures = builder(size)
        print(
            f"{size} × {size} builder: ready to replay after {figures['seconds']:.2f} s CPU "
            f"(worst {figures['worst']:.2f} s), ×{figures['seconds'] / figures['plain']:.1f} "
            f"the plain build's process ({figures['plain']:.2f} s); an empty program "
            f"{figures['nothing']:.2f} s, the keyframes' pass {figures['replay']:.2f} s; "
            f"untraced in-process recursion {figures['untraced']:.3f} s; "
            f"{figures['steps']:,} steps, {figures['events']:,} events"
        )
    times, recording = walker(WALKER_SIZE)
    print(
        f"{WALKER_SIZE} × {WALKER_SIZE} right-hand walker: {min(times):.2f} s CPU "
        f"(worst {max(times):.2f} s), {recording.steps:,} steps"
    )
    figures = budget()
    print(
        f"The budget ({figures['steps']:,} steps) used up by a tight loop "
        f"(while True: x = 1): {figures['cpu']:.2f} s CPU (worst {figures['worst']:.2f} s), "
        f"the caller's memory +{figures['growth']:.0f} MB at its peak (worst)"
    )
    median, worst = step_back(128)
    print(f"128 × 128 step back with stack: median {median:.2f} ms, worst {worst:.2f} ms")
    tiny = BuildOptions(8, 6, seed=SEED)
    loop = "n = 0\nwhile True:\n    n += 1\n"
    for name, source, options, wait in (
        ("a traced loop", loop, tiny, 1.0),
        ("a traced loop", loop, tiny, 4.0),
        ("while True: pass", "while True: pass\n", tiny, 1.0),
        (
            "the book's builder at 512 × 512",
            builder_template(),
            BuildOptions(512, 512, seed=SEED),
            1.0,
        ),
    ):
        milliseconds, steps = stop(source, options, wait)
        print(
            f"Stop after {wait:g} s, {name}: {milliseconds:.0f} ms to the recording "
            f"({steps:,} steps)"
        )


if __name__ == "__main__":
    if sys.argv[1:] == [BUDGET_CASE]:
        budget_case()
    else:
        main()
