"""A program's check on the browser page, judged out of the program's reach.

Each maze's run happens in a worker no program has run in, ended afterwards
(``programs.ts``, ``program_calls.program_record``), as the desktop runs each in a new child
process, and only streams what the program did. This worker — the page's, which the program
never reaches — plans the check (the lesson's mazes, or the desktop's seeded ones), builds
each run's recording from those bytes on a maze of its own making and judges it with the
desktop's checks: the walk is rebuilt here, a move through a wall is refused, a builder's
walls are its carvings, and a program that rewrites the checks or the world in its own
interpreter changes nothing here. As on the desktop, the facts the run reports at its end
(how it ended, a builder's end field) are its own word.

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
from labyrinth.i18n import N_, Message, _, current_language
from labyrinth.lessons.checking import judge, lesson_verdict, maze_line, program_problems
from labyrinth.lessons.lesson_file import Lesson
from labyrinth.maze_exception import MazeException
from labyrinth.options import BuildOptions
from labyrinth.programs.checks import check_budget, check_recording, seeded_mazes, verdict
from labyrinth.programs.mazes import builder_problem
from labyrinth.programs.precheck import BUILDER, check_source, program_kind, program_language
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
DAMAGED = N_("The run's recording is damaged.")


def packed(data: bytes) -> str:
    """A run's recording as it crosses the page (see the module's docstring)."""
    return base64.b64encode(zlib.compress(data, 1)).decode("ascii")


def unpacked(text: str) -> bytes:
    """The recording ``packed`` made; Refused when it is not one."""
    try:
        unpacker = zlib.decompressobj()
        data = unpacker.decompress(base64.b64decode(text, validate=True), LARGEST_RECORDING)
    except (binascii.Error, zlib.error, ValueError):
        raise Refused(str(Message(DAMAGED))) from None
    if unpacker.unconsumed_tail:
        raise Refused(str(Message(N_("The run's recording is too long to judge."))))
    return data


@dataclass
class Check:
    """A check under way: the program, its lesson (None: the seeded mazes), each maze's
    options and budget, and whether each maze judged so far passed."""

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
        if kind == BUILDER:  # options a builder cannot take: said before anything runs
            refused = next(filter(None, (builder_problem(options) for options, _b in plan)), None)
            if refused:
                raise Refused(str(refused))
        problem = next(iter(check_source(source, program_language(source))), None)
        if problem is not None:  # the precheck's first mistake, as Run says it
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
        try:
            run = ProgramRun(check.source, PROGRAM_FILE, options, budget)
            made = run.recorded(unpacked(recording), stopped)
        except (ProgramOptionsError, MazeException) as error:
            raise Refused(sentence_of(error)) from None
        except (ValueError, IndexError, KeyError, TypeError):  # a stream cut or made up
            raise Refused(str(Message(DAMAGED))) from None
        machine = check_recording(made)
        if check.lesson is not None:
            verdict = judge(check.lesson, check.lesson.mazes[index], machine)
            passed, message, faults = verdict.passed, verdict.message, verdict.faults
        else:
            passed, message, faults = machine.passed, machine.message, machine.faults
        check.passed.append(passed)
        session = ProgramSession(made, machine)
        line = maze_line(index + 1, options, message)
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
        if check.lesson is None:
            return {"done": True, "all_passed": passed, "sentence": verdict(check.passed)}
        lesson = check.lesson
        kept = self.lessons.record(lesson, check.source, passed)
        said = lesson_verdict(lesson.title(current_language()), passed)
        return {"done": True, "all_passed": passed, "sentence": said, "lesson": lesson.id, **kept}
