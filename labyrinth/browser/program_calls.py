"""The calls of the worker that runs a student's programs in the browser page (see
``web/src/programs.ts``): a run on the maze the page's worker named (``Bridge.program_options``),
its replay stepped, played and jumped, its breakpoints, in the page's language. A worker of
its own, so that a program that ignores Stop ends with it and the page's maze stays."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labyrinth import i18n
from labyrinth.browser import stopping
from labyrinth.browser.refusal import Refused, sentence_of, step_number
from labyrinth.formats.maz import walls_text
from labyrinth.i18n import N_, Message
from labyrinth.maze_exception import MazeException
from labyrinth.options import BuildOptions

if TYPE_CHECKING:
    from labyrinth.browser.program import ProgramSession, RunHere

# The name a student's program runs as: its tracebacks and the replay's listing name it.
PROGRAM_FILE = "program.py"


class ProgramCalls:
    """The last run's replay, if a program has run."""

    def __init__(self) -> None:
        self.program: ProgramSession | None = None

    def program_template(self, kind: str) -> dict[str, Any]:
        """The desktop's first text of a ``kind`` program (builder, walker), in the page's
        language."""
        from labyrinth.programs.templates import template_text  # not needed before

        if kind not in ("builder", "walker"):
            raise Refused(str(Message(N_("{kind!r} is no kind of program."), kind=kind)))
        return {"text": template_text(kind)}

    def program_run(
        self, source: str, options: dict[str, Any], budget: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """Run ``source`` on the maze of ``options`` (``program_options``) within ``budget``
        (a lesson's; else the desktop's), with the desktop's precheck and sentences, and open
        its replay where the desktop opens it; refused with the precheck's first mistake (its
        line in ``line``) when nothing ran. The page asks this of a worker of its own, which
        it ends when a Stop is ignored."""
        recording = self._run(source, options, budget).run()
        if recording.steps == 0:
            problem = recording.problems[0] if recording.problems else None
            return {
                "ran": False,
                "sentence": str(recording.outcome.message),
                "line": problem.line if problem is not None else recording.outcome.line,
            }
        from labyrinth.browser.program import ProgramSession  # not needed before

        self.program = ProgramSession(recording)
        self.program.go(self.program.opening_step())
        return {"ran": True, **self.program.view()}

    def program_record(
        self, source: str, options: dict[str, Any], budget: dict[str, Any]
    ) -> dict[str, Any]:
        """One run of a check (``checking``, which planned it and prechecked the program):
        only what the program streamed, packed, and whether a Stop ended it. The page's
        worker judges it, out of the program's reach; no replay opens here."""
        from labyrinth.browser.checking import packed  # not needed before

        run = self._run(source, options, budget)
        return {"recording": packed(run.streamed()), "stopped": run.stopped}

    def _run(self, source: str, options: dict[str, Any], budget: dict[str, Any] | None) -> RunHere:
        """A run of ``source`` here; Refused with one sentence for options it cannot take."""
        stopping.forget()  # first: a Stop from now on is this run's
        from labyrinth.browser.program import RunHere  # not needed before
        from labyrinth.programs.runner import DEFAULT_BUDGET, Budget, ProgramOptionsError

        try:
            limits = DEFAULT_BUDGET if budget is None else Budget(**budget)
            return RunHere(source, PROGRAM_FILE, BuildOptions(**options), limits)
        except (ProgramOptionsError, MazeException, ValueError, TypeError) as error:
            raise Refused(sentence_of(error)) from None

    def program_language(self, code: str) -> dict[str, Any]:
        """Every later sentence of a program's run and replay in ``code`` (the worker that
        runs programs shows no maze of its own to say it again)."""
        i18n.set_language(code)
        return {}

    def program_ended(self) -> dict[str, Any]:
        """What the page says when it ended a run's worker because the program did not stop
        when asked: the run's steps went with it."""
        ended = N_(
            "You stopped the program; it did not stop when asked, so it was ended and its "
            "steps cannot be replayed."
        )
        return {"sentence": str(Message(ended))}

    def program_go(
        self, step: str | None = None, by: int | None = None, to: str | None = None
    ) -> dict[str, Any]:
        """The replay at step ``step`` (as typed in the step box; 0 before the first), ``by``
        steps on or back, ``to`` the "first" or the "last" step, or where it is."""
        program = self._program()
        if by is not None:
            program.go_by(by)
        elif to is not None:
            program.go(-1 if to == "first" else len(program.recording) - 1)
        elif step is not None:
            program.go(step_number(str(step), program.recording.steps) - 1)
        return program.view()

    def program_play(self, ticks: int) -> dict[str, Any]:
        """Up to ``ticks`` steps on; ``halted`` when a breakpoint's line stopped it (the
        view's ``stopped`` is the run's: a Stop ended it)."""
        program = self._program()
        halted = program.play(max(1, ticks))
        return {**program.view(), "halted": halted}

    def program_breakpoint(self, line: int | None = None) -> dict[str, Any]:
        """A breakpoint on the program's ``line``, or none any more: play stops after it.
        Without a line: on the line of the step shown (the keyboard's B); said in a
        sentence."""
        program = self._program()
        if line is None:
            line = program.state.line
            if line == 0:
                before = N_("Before the first step there is no line to stop at: step on first.")
                raise Refused(str(Message(before)))
        if not 1 <= line <= len(program.recording.source.splitlines()):
            raise Refused(str(Message(N_("The program has no line {line}."), line=line)))
        program.toggle_breakpoint(line)
        set_ = line in program.breakpoints
        said = N_("A breakpoint on line {line}.") if set_ else N_("No breakpoint on line {line}.")
        return {**program.view(), "said": str(Message(said, line=line))}

    def program_maz(self) -> dict[str, Any]:
        """The maze as the program left it, in ``.maz`` text (as ``maz`` writes the shown
        one)."""
        return {"text": walls_text(self._program().recording.maze_after()).decode("utf-8")}

    def program_leave(self) -> dict[str, Any]:
        """The replay closed: its recording goes."""
        self.program = None
        return {}

    def _program(self) -> ProgramSession:
        if self.program is None:
            raise Refused(str(Message(N_("No program has run yet."))))
        return self.program


def program_file(path: str) -> dict[str, Any]:
    """A program file opened on the page (the page's worker reads it): its text, read as the
    desktop reads one — at most a megabyte, in the encoding Python would read it in."""
    from pathlib import Path

    from labyrinth.formats.text import MazeFileError
    from labyrinth.programs.source_file import read_program

    try:
        return {"text": read_program(Path(path))}
    except MazeFileError as error:
        raise Refused(str(error.message)) from None
