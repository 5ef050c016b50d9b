"""A program's check on the browser page, judged out of the program's reach.

The student's program runs in a worker of its own (``program_calls.program_record``), which
only streams what it did, as the desktop's child process does. This worker — the page's,
which the program never reaches — plans the check (the lesson's mazes, or the desktop's
seeded ones), builds each run's recording from those bytes on a maze of its own making and
judges it with the desktop's checks: a program that rewrites the checks, the world or the
recorder in its own interpreter changes nothing here.

The bytes cross the page as zlib-compressed base64 text in the calls' JSON.
"""

from __future__ import annotations

import base64
import binascii
import zlib
from dataclasses import dataclass, field
from typing import Any

from labyrinth.browser.lessons import LessonCalls
from labyrinth.browser.program import ProgramSession
from labyrinth.browser.program_calls import PROGRAM_FILE
from labyrinth.browser.refusal import Refused, sentence_of
from labyrinth.i18n import N_, Message, _, current_language, ngettext
from labyrinth.lessons.checking import judge, program_problems
from labyrinth.lessons.lesson_file import Lesson
from labyrinth.maze_exception import MazeException
from labyrinth.options import BuildOptions
from labyrinth.programs.checks import check_budget, check_recording, seeded_mazes
from labyrinth.programs.precheck import program_kind
from labyrinth.programs.runner import (
    DEFAULT_BUDGET,
    Budget,
    ProgramOptionsError,
    ProgramRun,
    job_options,
)

# The seeded mazes a program is checked on outside a lesson (the desktop's plan has four).
CHECKED_MAZES = 4
# The most bytes a run's recording may unpack to here (a budget's run streams far less).
LARGEST_RECORDING = 256 * 1024 * 1024


def packed(data: bytes) -> str:
    """A run's recording as it crosses the page (see the module's docstring)."""
    return base64.b64encode(zlib.compress(data, 1)).decode("ascii")


def unpacked(text: str) -> bytes:
    """The recording ``packed`` made; Refused when it is not one."""
    try:
        unpacker = zlib.decompressobj()
        data = unpacker.decompress(base64.b64decode(text, validate=True), LARGEST_RECORDING)
    except (binascii.Error, zlib.error, ValueError):
        raise Refused(str(Message(N_("The run's recording is damaged.")))) from None
    if unpacker.unconsumed_tail:
        raise Refused(str(Message(N_("The run's recording is too long to judge."))))
    return data


@dataclass
class Check:
    """A check under way: the program, its lesson (None: the seeded mazes), each maze's
    options and budget, and how many passed so far."""

    source: str
    lesson: Lesson | None
    mazes: list[tuple[BuildOptions, Budget]]
    passed: list[bool] = field(default_factory=list)


class CheckCalls:
    """The check under way, on the page's worker; ``lessons`` say which lesson is open and
    keep its pass."""

    def __init__(self, lessons: LessonCalls) -> None:
        self.lessons = lessons
        self.check: Check | None = None

    def check_plan(self, source: str, lesson: bool = False) -> dict[str, Any]:
        """The mazes ``source`` is checked on (the open lesson's with ``lesson``, else the
        seeded ones), each as a run's job carries it; or the mistakes that keep it from any
        run (``problems``, and the first one's ``line``)."""
        self.check = None
        chosen = self.lessons.open_lesson() if lesson else None
        if chosen is not None and not chosen.checkable:
            raise Refused(str(Message(N_("This lesson is walked by hand: use the arrow keys."))))
        if chosen is not None:
            problems = program_problems(chosen, source)
            if problems:
                return {"problems": [str(problem) for problem in problems], "line": 0}
        kind = program_kind(source)
        if chosen is not None:
            steps = Budget(steps=chosen.steps)
            plan = [
                (maze.options, check_budget(steps, maze.options, kind)) for maze in chosen.mazes
            ]
        else:
            plan = [
                (options, check_budget(DEFAULT_BUDGET, options, kind))
                for options in seeded_mazes(kind, CHECKED_MAZES)
            ]
        try:
            first = _run(source, *plan[0])
        except (ProgramOptionsError, MazeException, ValueError) as error:
            raise Refused(sentence_of(error)) from None
        refused = first.poll() if first.refused() else None
        if refused is not None:  # the precheck's mistakes, as Run says them
            problem = refused.problems[0]
            return {"problems": [str(problem.message)], "line": problem.line}
        self.check = Check(source, chosen, plan)
        count = len(plan)
        return {
            "mazes": [
                {
                    "job": {"options": job_options(options), "budget": vars(budget)},
                    "said": _("Checking maze {n} of {count}…").format(n=n, count=count),
                }
                for n, (options, budget) in enumerate(plan, 1)
            ]
        }

    def check_judge(self, recording: str, stopped: bool = False) -> dict[str, Any]:
        """The next maze's run judged from what it streamed (``recording``, packed): its line
        for the results' list and its picture (the maze as left, the fields at fault framed);
        after the last maze the whole check's sentence (and a lesson's pass kept)."""
        check = self.check
        if check is None or len(check.passed) == len(check.mazes):
            raise Refused(str(Message(N_("No check is under way."))))
        index = len(check.passed)
        options, budget = check.mazes[index]
        run = _run(check.source, options, budget)
        made = run.recorded(unpacked(recording), stopped)
        machine = check_recording(made)
        if check.lesson is not None:
            verdict = judge(check.lesson, check.lesson.mazes[index], machine)
            passed, message, faults = verdict.passed, verdict.message, verdict.faults
        else:
            passed, message, faults = machine.passed, machine.message, machine.faults
        check.passed.append(passed)
        session = ProgramSession(made, machine)
        line = _("Maze {n} ({width} × {height}, seed {seed}): {verdict}").format(
            n=index + 1,
            width=options.width,
            height=options.height,
            seed=options.seed,
            verdict=message,
        )
        answer: dict[str, Any] = {
            "line": line,
            "passed": passed,
            "frame": session.left_frame(faults),
        }
        if len(check.passed) == len(check.mazes):
            answer.update(self._done(check))
        return answer

    def _done(self, check: Check) -> dict[str, Any]:
        """The whole check's sentence; a lesson's outcome kept in the progress."""
        self.check = None
        passed = all(check.passed)
        total, failed = len(check.passed), check.passed.count(False)
        if check.lesson is None:
            if passed:
                said = ngettext(
                    "Verdict: {n} maze passed.", "Verdict: all {n} mazes passed.", total
                ).format(n=total)
            else:
                said = _("Verdict: {failed} of {total} mazes failed.").format(
                    failed=failed, total=total
                )
            return {"done": True, "all_passed": passed, "sentence": said}
        lesson = check.lesson
        kept = self.lessons.record(lesson, check.source, passed)
        title = lesson.title(current_language())
        if passed:
            said = _("Passed: {lesson}.").format(lesson=title)
        else:
            said = _("Not passed yet: {lesson}. The maze is the first that failed.").format(
                lesson=title
            )
        return {"done": True, "all_passed": passed, "sentence": said, **kept}


def _run(source: str, options: BuildOptions, budget: Budget) -> ProgramRun:
    return ProgramRun(source, PROGRAM_FILE, options, budget)
