"""A lesson's check watched from the window: the program runs on each of the lesson's mazes in
turn, each in a child process looked at with ``after()`` (the editor's ``RunWatch``), so the
window stays alive; Stop kills the run at once and the check ends there, judged on nothing.

The verdicts are the same as ``labyrinth.lessons.checking.check_lesson`` gives (its ``judge``
and ``program_problems``); only the waiting is the window's.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable

from labyrinth.gui.editor.running import RunWatch
from labyrinth.lessons.checking import LessonVerdict, MazeVerdict, judge, program_problems
from labyrinth.lessons.lesson_file import Lesson
from labyrinth.programs.checks import check_budget, check_recording
from labyrinth.programs.outcome import REFUSED
from labyrinth.programs.precheck import program_kind
from labyrinth.programs.recording import Recording
from labyrinth.programs.runner import Budget, ProgramRun


class LessonCheck:
    """``source`` checked on every maze of ``lesson`` from ``widget``'s event loop:
    ``maze_done(verdict)`` after each maze, ``done(verdict)`` once at the end (not after
    ``stop``)."""

    def __init__(
        self,
        widget: tk.Misc,
        lesson: Lesson,
        source: str,
        file_name: str,
        maze_done: Callable[[MazeVerdict], None],
        done: Callable[[LessonVerdict], None],
    ) -> None:
        self.widget, self.lesson = widget, lesson
        self.source, self.file_name = source, file_name
        self.maze_done, self.done = maze_done, done
        self.verdict = LessonVerdict(lesson, program_problems(lesson, source))
        self.watch: RunWatch | None = None

    @property
    def running(self) -> bool:
        return self.watch is not None and self.watch.running

    def start(self) -> None:
        """Check the first maze (or end at once: the program is not of the lesson's kind)."""
        if self.verdict.problems:
            self.done(self.verdict)
        else:
            self._next()

    def _next(self) -> None:
        index = len(self.verdict.mazes)
        if index == len(self.lesson.mazes):
            self.watch = None
            self.done(self.verdict)
            return
        options = self.lesson.mazes[index].options
        budget = check_budget(Budget(steps=self.lesson.steps), options, program_kind(self.source))
        run = ProgramRun(self.source, self.file_name, options, budget)
        self.watch = RunWatch(self.widget, run, lambda _seconds: None, self._ran)
        self.watch.start()

    def _ran(self, recording: Recording) -> None:
        if recording.outcome.kind == REFUSED:
            self.watch = None
            self.verdict.problems = [problem.message for problem in recording.problems]
            self.done(self.verdict)
            return
        maze = self.lesson.mazes[len(self.verdict.mazes)]
        verdict = judge(self.lesson, maze, check_recording(recording))
        self.verdict.mazes.append(verdict)
        self.maze_done(verdict)
        self._next()

    def stop(self) -> None:
        """Kill the running maze's program and end the check without a verdict."""
        watch, self.watch = self.watch, None
        if watch is not None:
            watch.abandon()
