"""The program editor, a mode of the window (View → Program editor, F9): the student's program
beside the maze, with Run and Stop.

Run checks the program and runs it in a child process on the window's maze (``running.py``),
within the budget shown; the window stays alive meanwhile and Stop kills it at once. A
program the check refused stays in the editor with its line marked and one sentence; any
other run goes to its replay (``teach/program_view.py``), and Esc there comes back here.

Its panel (``panel.py``) stands right of the maze, as the teaching view's does. While the mode
is on, its bind tag comes first on every widget: Ctrl+R runs the program wherever the focus
is, and Esc stops a running one (a second Esc leaves the editor). In the text, Ctrl+S and
Ctrl+O save and open the program (elsewhere they are the window's: save the picture, open a
maze). The text is kept while the editor is closed, and the window asks before it is lost:
another file or a template in its place, or the window closing. Changes not saved are kept in
a recovery file too (``recovery.py``), which the next window puts back after a crash.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from pathlib import Path
from tkinter import messagebox
from typing import TYPE_CHECKING

from labyrinth.formats.text import MazeFileError
from labyrinth.gui.commands import Command, tag_every_widget
from labyrinth.gui.editor.panel import EditorPanel
from labyrinth.gui.editor.program_file import ProgramFile
from labyrinth.gui.editor.recovery import Recovery
from labyrinth.gui.editor.running import RunWatch
from labyrinth.gui.fonts import scaled
from labyrinth.gui.modes import Mode, Sentence, Window
from labyrinth.gui.problems import problem_of
from labyrinth.i18n import N_, Number, _
from labyrinth.maze_exception import MazeException
from labyrinth.programs.checks import check_recording
from labyrinth.programs.mazes import program_options
from labyrinth.programs.outcome import REFUSED
from labyrinth.programs.precheck import BUILDER, program_kind
from labyrinth.programs.recording import Recording
from labyrinth.programs.runner import (
    DEFAULT_BUDGET,
    Budget,
    ProgramOptionsError,
    ProgramRun,
    unguarded,
)
from labyrinth.programs.source_file import read_program
from labyrinth.programs.templates import coloured_names, template_text

if TYPE_CHECKING:
    from labyrinth.gui.session import Session
    from labyrinth.gui.teach.program_view import ProgramReplay

TAG = "LabyrinthEditor"
# The editor's keys: what each does and its keys by name (the shortcuts window lists them),
# and the sequences bound (to the mode's tag, or to the text alone).
KEYS = {
    "run": (N_("Run the program"), N_("Ctrl+R"), ("<Control-r>", "<Control-R>")),
    "stop": (N_("Stop the program, or leave the editor"), N_("Esc"), ()),
    "save": (N_("Save the program (in the text)"), N_("Ctrl+S"), ("<Control-s>",)),
    "open": (N_("Open a program (in the text)"), N_("Ctrl+O"), ("<Control-o>",)),
    "indent": (N_("Indent, or indent less"), N_("Tab, Shift+Tab"), ()),
    "undo": (N_("Undo, redo in the text"), N_("Ctrl+Z, Ctrl+Y"), ()),
    "leave_text": (N_("Leave the text for the next control"), N_("Ctrl+Tab"), ()),
}
# Pixels at the normal text size that the maze keeps beside the panel.
MAZE_LEAST = 240
# The most the budget's boxes take: steps, seconds.
MOST_BUDGET = (1_000_000_000, 3600)
READY = N_("Write or change the program, then run it with Ctrl+R. Esc leaves the editor.")
RECOVERED = N_(
    "The window ended before this program was saved: here it is again. Save it with Ctrl+S."
)


class EditorMode(Mode):
    """The editor beside the session's maze; the text and its file outlive the mode."""

    def __init__(self, session: Session, window: Window, replay: ProgramReplay) -> None:
        super().__init__(session, window)
        self.replay = replay
        self.watch: RunWatch | None = None
        root = window.root
        self.panel = panel = EditorPanel(
            root,
            window.labels,
            {
                "template": self.use_template,
                "open": self.open,
                "save": self.save,
                "run": self.run,
                "stop": self.stop,
                "changed": self._text_changed,
                "refused": window.error,
            },
            budget=(DEFAULT_BUDGET.steps, round(DEFAULT_BUDGET.seconds)),
            most=MOST_BUDGET,
        )
        self.code = panel.code
        self.code.set_api(coloured_names())
        self.file = ProgramFile(root, self.code.get)
        self.outcome: Sentence | None = None
        self.template = "builder"  # the template shown unchanged, if one is (else "")
        self.code.replace(template_text(self.template))
        self.file.replaced(self.code.get())
        self.code.text.edit_reset()  # the first text is no step to undo
        self.recovery = Recovery(root, self.code.get, lambda: self.file.unsaved)
        self._recover()
        for name, action in (("save", self.save), ("open", self.open)):
            for sequence in KEYS[name][2]:
                self.code.text.bind(sequence, self._key(action))
        for sequence in KEYS["run"][2]:
            root.bind_class(TAG, sequence, self._key(self.run))
        window.view.bind("<Configure>", lambda _event: self._fit(), add="+")
        root.bind("<Destroy>", self._closed, add="+")
        session.listen("look", self._look_changed)
        session.listen("language", self._language_changed)
        self._look_changed()
        self._show_file()

    # -- on and off ------------------------------------------------------------------------------

    def commands(self) -> dict[str, Command]:
        # F9: F8 was the walk's before the editor came
        return {"editor": Command(N_("Program editor"), "F9", ("<F9>",), self.toggle)}

    def enter(self) -> None:
        view = self.window.view
        self.panel.pack(side="right", fill="y", before=view)
        tag_every_widget(self.window.root, TAG, add=True)
        self.code.text.focus_set()
        self.window.say(lambda: _(READY))

    def leave(self) -> None:
        if self.watch is not None:
            self.watch.abandon()
        self.panel.show_running(False)
        tag_every_widget(self.window.root, TAG, add=False)
        self.panel.pack_forget()
        self.window.view.canvas.focus_set()
        self.window.say(lambda: _("The editor is closed: F9 opens it again, with your program."))

    def _fit(self) -> None:
        """Share the room right of the controls between the maze and the panel."""
        if self.active:
            self.panel.fit(self.window.view.winfo_width() + self.panel.winfo_width())

    def least_room(self) -> tuple[int, int]:
        """The panel's least width and height, and the least width of the maze beside it."""
        width, height = self.panel.least_size()
        return width + scaled(self.panel, MAZE_LEAST), height

    def may_close(self) -> bool:
        """The window may close: the program is saved, or the user lets its changes go."""
        return self.file.may_replace()

    def escape(self) -> None:
        """Esc stops a running program, else leaves the editor (the text stays)."""
        if self.running:
            self.stop()
        else:
            self.session.leave(self)

    def _closed(self, event: tk.Event) -> None:
        if event.widget is not self.window.root:
            return
        if self.watch is not None:
            self.watch.abandon()
        self.recovery.forget()  # closed as it should: the changes were saved or let go

    def _recover(self) -> None:
        """Put back the text a window that ended without closing left unsaved."""
        kept = self.recovery.found()
        if kept is None or kept == self.code.get():
            return
        self.code.replace(kept)
        self.code.text.edit_reset()
        self.template = ""
        self.outcome = lambda: _(RECOVERED)
        self.panel.show_outcome(self.outcome)

    # -- the text and its file -------------------------------------------------------------------

    def _key(self, action: Callable[[], object]) -> Callable[[tk.Event], str]:
        def handle(_event: tk.Event) -> str:
            action()
            return "break"

        return handle

    def _text_changed(self) -> None:
        self.recovery.changed()
        if self.file.unsaved:
            self.template = ""  # the student's own text now: a language switch leaves it
        self._show_file()

    def _show_file(self) -> None:
        self.panel.show_file(self.file.name(), self.file.unsaved)

    def use_template(self, key: str) -> None:
        """Put a template in place of the text, once the user agrees to lose its changes."""
        if not self.file.may_replace():
            return
        self.code.replace(template_text(key))
        self.file.replaced(self.code.get())
        self.template = key
        self._show_file()
        self._show_outcome(None)  # it spoke of the program replaced
        self.code.text.focus_set()

    def open(self) -> None:
        """File → a program chosen in a dialog, in place of the text."""
        if not self.file.may_replace():
            return
        path = self.file.ask_open()
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Show the program in ``path``; a file that cannot be read is one message box."""
        try:
            program = read_program(path)
        except MazeFileError as problem:
            messagebox.showerror(_("Open program…"), str(problem), parent=self.window.root)
            return False
        self.code.replace(program)
        self.file.opened(path, self.code.get())
        self.template = ""
        self._show_file()
        self._show_outcome(None)
        self.window.say(lambda: _("Opened {file}.").format(file=path.name))
        return True

    def show_file(self, path: Path, program: str, budget: Budget) -> None:
        """The program ``program`` of ``path`` in the editor, ``budget`` in its boxes (the
        command line's ``--program``)."""
        self.code.replace(program)
        self.code.text.edit_reset()
        self.file.opened(path, self.code.get())
        self.template = ""
        self.panel.steps.set(str(budget.steps))
        self.panel.seconds.set(str(max(1, round(budget.seconds))))
        self._show_file()

    def save(self) -> None:
        if self.file.save():
            self.recovery.keep()  # nothing unsaved: no recovery file
            self._show_file()
            path = self.file.path
            assert path is not None  # just saved there
            self.window.say(lambda: _("Saved {file}.").format(file=path))

    # -- running ---------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.watch is not None and self.watch.running

    def run(self) -> None:
        """Check the program and run it on the window's maze, within the budget."""
        if self.running:
            return
        self.recovery.keep()  # a program may stop or kill the window
        source = self.code.get()
        excluded = tuple(sorted(self.session.excluded))
        builder = program_kind(source) == BUILDER
        options = program_options(self.session.graphs, excluded, builder)
        if options is None:
            self._show_outcome(
                lambda: _(
                    "This maze was read from a file that does not say how it was built: build "
                    "one (F5) for the walker to walk."
                )
            )
            return
        steps, seconds = self.panel.budget()
        if not steps or not seconds:
            self._show_outcome(
                lambda: _("The budget needs at least 1 step and 1 second: fill in both boxes.")
            )
            return
        name = self.file.path.name if self.file.path is not None else "program.py"
        try:
            run = ProgramRun(source, name, options, Budget(steps=steps, seconds=seconds))
        except (ProgramOptionsError, MazeException, ValueError) as error:
            self._show_outcome(problem_of(error))
            return
        self.watch = RunWatch(self.window.root, run, self._progress, self._ran)
        self.code.show_error_line(0)
        self.panel.show_running(True)
        self._show_outcome(None)
        self.window.say(lambda: _("The program runs … Esc stops it."))
        self.watch.start()

    def stop(self) -> None:
        """Stop a running program at once: its replay shows where it was."""
        if self.watch is not None:
            self.watch.stop()

    def _progress(self, seconds: float) -> None:
        self.panel.progress.configure(
            text=_("Running: {seconds:.1f} s").format(seconds=Number(seconds))
        )

    def _ran(self, recording: Recording) -> None:
        """The run is over: a refused program stays here, with its line marked; any other
        goes to its replay."""
        self.panel.show_running(False)
        self.panel.progress.configure(text="")
        outcome = recording.outcome
        if outcome.kind == REFUSED or not recording.steps:
            problem = recording.problems[0] if recording.problems else None
            if problem is not None and problem.line > 0:
                self.code.show_error_line(problem.line)
                column = max(0, problem.column - 1)
                self.code.text.mark_set("insert", f"{problem.line}.{column}")
                self.code.text.focus_set()
            self._show_outcome(lambda: str(outcome.message))
            return
        note = unguarded(recording)
        self.outcome = lambda: " ".join(map(str, filter(None, (outcome.message, note))))
        self.panel.show_outcome(self.outcome, good=outcome.ran_to_end)
        self.replay.show(recording, check_recording(recording))

    def _show_outcome(self, sentence: Sentence | None) -> None:
        """A sentence on the program under its Run button and in the status bar (a bell)."""
        self.outcome = sentence
        self.panel.show_outcome(sentence)
        if sentence is not None:
            self.window.error(sentence)

    # -- look and language -----------------------------------------------------------------------

    def _look_changed(self) -> None:
        self.code.apply_look()
        self.panel.apply_look()
        self._fit()

    def _language_changed(self) -> None:
        """Texts in the new language; a template still unchanged too (its comments, and the
        walker's names)."""
        if self.template and not self.file.unsaved and self.file.path is None:
            self.code.replace(template_text(self.template))
            self.file.replaced(self.code.get())
        self._show_file()
        self.panel.show_outcome(self.outcome)
