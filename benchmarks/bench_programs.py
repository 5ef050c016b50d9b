"""What running a student's program costs (a benchmark, not a test).

    python benchmarks/bench_programs.py

* the book's method as a builder, 64 × 64 and 128 × 128: seconds from ``run_program`` to a
  Recording ready to replay, beside a program that does nothing on the same maze (starting
  the child, building the maze, reading the recording) and the same recursion untraced in
  this process (``build_maze(recursive=True)``); steps, events and bytes a step;
* the replay at 128 × 128: a step back (``state_at`` and ``stack_at``), median and worst;
* Stop: from ``stop()`` to the recording in hand, for a loop the tracer sees (after one and
  after four seconds: millions of steps), one it does not (``while True: pass``) and a builder
  on a 512 × 512 maze stopped after a second.

Seconds depend on the machine and its load (each figure is the best of three where it is
cheap to repeat); the ratios are the figures to compare. The first line says whether this
Python has ``sys.monitoring`` (it came with 3.12); the tracer uses ``sys.settrace``.
"""

from __future__ import annotations

import contextlib
import io
import statistics
import sys
import time

from labyrinth import MazeGraphs
from labyrinth.options import BuildOptions
from labyrinth.programs.mazes import builder_template
from labyrinth.programs.recording import Recording
from labyrinth.programs.runner import Budget, ProgramRun, run_program

SIZES = (64, 128)
SEED = 1
BACK_STEPS = 300


def seconds(action) -> float:  # type: ignore[no-untyped-def]
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def builder(size: int) -> dict[str, float]:
    options = BuildOptions(size, size, seed=SEED)
    nothing = min(seconds(lambda: run_program("pass\n", "nothing.py", options)) for _ in range(3))
    recordings: list[Recording] = []
    whole = min(
        seconds(lambda: recordings.append(run_program(builder_template(), "book.py", options)))
        for _ in range(3)
    )
    recording = recordings[-1]
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
        "seconds": whole,
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


def main() -> None:
    print(__doc__.split("\n\n")[0].strip())
    print(f"sys.monitoring: {hasattr(sys, 'monitoring')}; Python {sys.version.split()[0]}")
    for size in SIZES:
        figures = builder(size)
        print(
            f"{size} × {size} builder: ready to replay in {figures['seconds']:.2f} s "
            f"(an empty program {figures['nothing']:.2f} s, the keyframes' pass "
            f"{figures['replay']:.2f} s; untraced in-process recursion "
            f"{figures['untraced']:.3f} s, so ×{figures['seconds'] / figures['untraced']:.0f}); "
            f"{figures['steps']:,} steps, {figures['events']:,} events, "
            f"{figures['steps'] / (figures['seconds'] - figures['nothing']) / 1e6:.2f} M steps/s "
            "beyond the empty program"
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
    main()
