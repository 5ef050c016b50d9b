"""Run and Check in the lessons: the student's program run in child processes, watched from
the window's event loop.

Run runs the program on the lesson's first maze and replays it, as the editor does (Esc in
the replay comes back to the lesson, beside the maze as the run left it). Check runs it on
every maze of the lesson, one child process after the other (``checking.py``), and lists one
sentence per maze; the pass is kept in the student's progress. Apart from the mode because
these own the child processes: while one runs, the mode keeps the lesson as it is.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from labyrinth.gui.editor.running import RunWatch
from labyrinth.gui.lessons.checking import LessonCheck
from labyrinth.i18n import N_, Number, _
from labyrinth.lessons.checking import LessonVerdict, MazeVerdict, lesson_verdict, maze_line
from labyrinth.lessons.lesson_file import WALK
from labyrinth.programs.checks import MazeCheck, check_budget, check_recording
from labyrinth.programs.outcome import REFUSED
from labyrinth.programs.precheck import program_kind
from labyrinth.programs.recording import Recording
from labyrinth.programs.runner import Budget, ProgramRun

if TYPE_CHECKING:
    from labyrinth.gui.lessons.mode import LessonsMode
    from labyrinth.gui.teach.program_view import ProgramReplay

FILE_NAME = "lesson.py"  # the program's name in the sentences about it
# The replay's status bar before its first step, naming where Esc goes from there.
BEFORE_FIRST = N_("Before the first step: Space plays, Right steps, Esc goes back to the lesson.")


class LessonRuns:
    """Run and Check of ``mode``'s lesson; ``replay`` shows a run."""

    def __init__(self, mode: LessonsMode, replay: ProgramReplay) -> None:
        self.mode, self.replay = mode, replay
        self.check_run: LessonCheck | None = None
        self.watch: RunWatch | None = None
        # the last run replayed and its check: the maze it left is shown when the replay ends
        self.last_run: tuple[Recording, MazeCheck] | None = None

    @property
    def running(self) -> bool:
        return (self.check_run is not None and self.check_run.running) or (
            self.watch is not None and self.watch.running
        )

    def abandon(self) -> None:
        """The lessons left or the window closed: no program goes on running."""
        if self.check_run is not None:
            self.check_run.stop()
        if self.watch is not None:
            self.watch.abandon()

    def show_running(self, running: bool) -> None:
        """The buttons for a program running or not (Walk instead for a lesson walked)."""
        mode = self.mode
        mode.panel.show_running(running, walk=mode.lesson.kind == WALK)
        if not running:
            mode.panel.progress.configure(text="")

    def _source(self) -> str:
        """The program in the editor, kept as the lesson's code, no line marked wrong yet."""
        self.mode.keep_code()
        self.mode.code.show_error_line(0)
        return self.mode.code.get()

    def run(self) -> None:
        """Run the program on the lesson's first maze, then replay it."""
        lesson = self.mode.lesson
        if self.running or lesson.kind == WALK:
            return
        source = self._source()
        options = lesson.mazes[0].options
        budget = check_budget(Budget(steps=lesson.steps), options, program_kind(source))
        run = ProgramRun(source, FILE_NAME, options, budget)
        self.watch = RunWatch(self.mode.window.root, run, self._ticked, self._ran)
        self.show_running(True)
        self.watch.start()

    def _ticked(self, seconds: float) -> None:
        self.mode.panel.progress.configure(
            text=_("Running: {seconds:.1f} s").format(seconds=Number(seconds))
        )

    def _ran(self, recording: Recording) -> None:
        self.watch = None
        self.show_running(False)
        if recording.outcome.kind == REFUSED or not recording.steps:
            self._refused(recording)
            return
        check = check_recording(recording)
        self.last_run = (recording, check)
        self.replay.show(recording, check, back=self._back, before_first=BEFORE_FIRST)

    def _refused(self, recording: Recording) -> None:
        """A program the check before the run refused: its line marked, one sentence."""
        code = self.mode.code
        problem = recording.problems[0] if recording.problems else None
        if problem is not None and problem.line > 0:
            code.show_error_line(problem.line)
            code.text.mark_set("insert", f"{problem.line}.{max(0, problem.column - 1)}")
            code.text.focus_set()
        message = recording.outcome.message if problem is None else problem.message
        self.mode.show_results([(lambda: str(message), False)])
        self.mode.window.error(lambda: str(message))

    def _back(self) -> None:
        """Back from a run's replay: the lesson, beside the maze as the run left it."""
        last_run = self.last_run
        self.mode.session.enter(self.mode)
        if last_run is not None:
            recording, check = last_run
            self.mode.show_left(recording, check.faults)

    def check(self) -> None:
        """Check the program on every maze of the lesson, one after the other."""
        mode = self.mode
        if self.running or mode.lesson.kind == WALK:
            return
        source = self._source()
        mode.show_results([])
        mode.show_maze(mode.lesson)
        self.check_run = LessonCheck(
            mode.window.root, mode.lesson, source, FILE_NAME, self._maze_checked, self._checked
        )
        self.show_running(True)
        self._show_checking()
        self.check_run.start()

    def _show_checking(self) -> None:
        done = len(self.mode.results)
        total = len(self.mode.lesson.mazes)
        self.mode.panel.progress.configure(
            text=_("Checking maze {n} of {count}…").format(n=min(done + 1, total), count=total)
        )

    def _maze_checked(self, verdict: MazeVerdict) -> None:
        number = len(self.mode.results) + 1
        options = verdict.options
        message = verdict.message

        def line() -> str:
            return maze_line(number, options, message)

        self.mode.show_results([*self.mode.results, (line, verdict.passed)])
        self._show_checking()

    def _checked(self, verdict: LessonVerdict) -> None:
        mode = self.mode
        self.check_run = None
        self.show_running(False)
        lesson, code = mode.lesson, mode.code.get()
        if verdict.problems:
            mode.show_results([(partial(str, problem), False) for problem in verdict.problems])
            mode.window.error(mode.results[0][0])
            return
        mode.work.record(lesson, code, verdict.passed)
        mode.show_list()
        title = lesson.title(mode.language)
        # the first maze that failed, or the first maze as the program left it (built)
        shown = next((maze for maze in verdict.mazes if not maze.passed), verdict.mazes[0])
        mode.show_left(shown.recording, shown.faults)
        if verdict.passed:
            mode.window.say(lambda: lesson_verdict(title, True))
        else:
            mode.window.error(lambda: lesson_verdict(title, False))

    def stop(self) -> None:
        """Stop a check (nothing judged) or a run (its replay shows where it was)."""
        if self.check_run is not None and self.check_run.running:
            self.check_run.stop()
            self.check_run = None
            self.show_running(False)
            self.mode.window.say(lambda: _("The check was stopped."))
        elif self.watch is not None:
            self.watch.stop()
