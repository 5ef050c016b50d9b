"""The lessons, a mode of the window (View → Lessons, F4): the panel (``panel.py``) beside the
chosen lesson's first maze.

Run and Check run the program in child processes (``running.py``); a maze that failed is
drawn as the program left it, the fields at fault framed as the replay frames them. A pass is
kept in the student's progress (``student_work.py``) and the list's mark turns to done; the
last code of every lesson is kept there too. A lesson walked by hand (``walk``) has no code:
Walk puts its maze in the window and starts play mode, and reaching the goal passes it.

A teacher's lessons come from folders added with the panel's menu "Teacher's lessons"; the
folders are remembered in the settings. A folder whose lessons cannot be read is one sentence
and the list stays as it was (at the start: the built-in lessons and the sentence).

While the mode is on, its bind tag comes first on every widget: Ctrl+R runs and Ctrl+K checks
wherever the focus is, Esc stops a running program (a second Esc leaves the lessons).
"""

from __future__ import annotations

import dataclasses
import tkinter as tk
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from labyrinth.build import Marks
from labyrinth.gui.commands import Command, tag_every_widget
from labyrinth.gui.editor.code_text import breaking
from labyrinth.gui.fonts import scaled
from labyrinth.gui.lessons.panel import LessonsPanel
from labyrinth.gui.lessons.progress_menu import ask_progress_to_open, ask_progress_to_save
from labyrinth.gui.lessons.running import LessonRuns
from labyrinth.gui.lessons.student_work import StudentWork
from labyrinth.gui.lessons.teacher import ask_lesson_folder
from labyrinth.gui.modes import Mode, Sentence, Window, pause_build
from labyrinth.gui.session import Origin
from labyrinth.gui.teach import program_marks
from labyrinth.i18n import N_, Message, _, current_language
from labyrinth.lessons.catalog import lesson_files, load_lessons
from labyrinth.lessons.lesson_file import WALK, Lesson, LessonError
from labyrinth.lessons.progress import ProgressError
from labyrinth.maze_array import MazeArray
from labyrinth.programs.mazes import built_graphs, prepared_graphs
from labyrinth.programs.recording import Recording
from labyrinth.programs.templates import coloured_names
from labyrinth.settings import MAX_LESSON_FOLDERS, Settings

if TYPE_CHECKING:
    from labyrinth.gui.session import Session
    from labyrinth.gui.teach.program_view import ProgramReplay
    from labyrinth.maze_graphs import MazeGraphs

TAG = "LabyrinthLessons"
# The lessons' keys: what each does, its keys by name, and the sequences bound to the tag.
KEYS = {
    "run": (N_("Run the program on the lesson's first maze"), N_("Ctrl+R"), ("<Control-r>",)),
    "check": (N_("Check the program on all the lesson's mazes"), N_("Ctrl+K"), ("<Control-k>",)),
    "stop": (N_("Stop the program, or leave the lessons"), N_("Esc"), ()),
}
# Pixels at the normal text size that the maze keeps beside the panel.
MAZE_LEAST = 240
READY = N_("Choose a lesson, write its program, then Check it (Ctrl+K). Esc leaves the lessons.")


@dataclasses.dataclass
class Shown:
    """The maze drawn beside the panel: the lesson's first, or one the check found wrong."""

    maze: MazeArray
    marks: Marks | None
    builder: bool
    faults: tuple[int, ...] = ()


class LessonsMode(Mode):
    """The lessons beside their mazes. ``replay`` shows a run; ``play()`` starts play mode on
    the session's maze (for a lesson walked by hand); ``settings.lesson_folders``: the folders
    of a teacher's lessons, kept there when changed."""

    draws_own_maze = True

    def __init__(
        self,
        session: Session,
        window: Window,
        replay: ProgramReplay,
        play: Callable[[], object],
        settings: Settings,
    ) -> None:
        super().__init__(session, window)
        self.play, self.settings = play, settings
        self.lessons: list[Lesson] = []
        self.work = StudentWork(window.error)
        self.runs = LessonRuns(self, replay)
        self.folder_problem: Message | str | None = None  # why a teacher's lessons are not listed
        self.chosen = -1
        self.hints_shown = 0
        self.language = current_language()
        self.results: list[tuple[Sentence, bool]] = []  # under the code (``show_results``)
        self.shown: Shown | None = None
        self.walking: tuple[str, MazeGraphs] | None = None  # the lesson walked, its maze
        root = window.root
        self.panel = LessonsPanel(
            root,
            window.labels,
            {
                "chosen": self.choose,
                "hint": self.next_hint,
                "run": self.runs.run,
                "check": self.runs.check,
                "stop": self.runs.stop,
                "walk": self.walk,
                "changed": lambda: None,
                "add_folder": self.add_folder,
                "built_in_only": self.built_in_only,
                "join_progress": self.join_progress,
                "save_progress": self.save_progress,
            },
        )
        self.code = self.panel.code
        self.code.set_api(coloured_names())
        for key, action in (("run", self.runs.run), ("check", self.runs.check)):
            for sequence in KEYS[key][2]:
                root.bind_class(TAG, sequence, breaking(action))
        window.view.bind("<Configure>", lambda _event: self._fit(), add="+")
        root.bind("<Destroy>", self._closed, add="+")
        session.listen("look", self._look_changed)
        session.listen("language", self._language_changed)
        session.listen("goal", self._goal_reached)
        self._look_changed()

    # -- on and off ------------------------------------------------------------------------------

    def can_enter(self) -> bool:
        """The lessons are read once, at the first entry; a malformed one is one sentence."""
        if self.lessons:
            return True
        try:
            self.lessons = load_lessons()
        except LessonError as error:
            problem = error.message
            self.window.error(lambda: str(problem))
            return False
        self.work.load()
        self.folder_problem = self._read_lessons(self.settings.lesson_folders)
        return True

    def commands(self) -> dict[str, Command]:
        # F4: F10 opens the menu bar in Tk, F11 is the desktop's full screen
        return {"lessons": Command(N_("Lessons"), "F4", ("<F4>",), self.toggle)}

    def enter(self) -> None:
        view = self.window.view
        pause_build(self.session)
        self.panel.pack(side="right", fill="y", before=view)
        tag_every_widget(self.window.root, TAG, add=True)
        if self.chosen < 0:
            self.chosen = next(
                (i for i, lesson in enumerate(self.lessons) if not self.work.passed(lesson)), 0
            )
        self._show_lesson()
        self.panel.teacher.show_folders(self.settings.lesson_folders)
        self.panel.list.focus_set()
        problem = self.work.problem
        if self.folder_problem is not None:
            self._show_problem(self.folder_problem)
            self.folder_problem = None
        elif problem is not None:
            self.window.error(lambda: str(problem))
        else:
            self.window.say(lambda: _(READY))

    def leave(self) -> None:
        self.runs.abandon()
        self.keep_code()
        self.runs.show_running(False)
        tag_every_widget(self.window.root, TAG, add=False)
        self.panel.pack_forget()
        self.window.show_maze_numbers(None)
        self.window.view.canvas.delete(program_marks.FAULTS)
        self.window.view.canvas.focus_set()

    def escape(self) -> None:
        """Esc stops a running program, else leaves the lessons (the code stays)."""
        if self.running:
            self.runs.stop()
        else:
            self.session.leave(self)

    def least_room(self) -> tuple[int, int]:
        width, height = self.panel.least_size()
        return width + scaled(self.panel, MAZE_LEAST), height

    def legend_entries(self) -> list[str] | None:
        shown = self.shown
        if shown is None:
            return None
        faults = [program_marks.FAULTS] if shown.faults else []
        if shown.builder:
            return ["carved", "untouched", "excluded", *faults]
        return ["start", "end", *faults]

    def redraw(self, fit: bool = False) -> None:
        """The window drew the session's maze: the lesson's maze again in its place (``fit``:
        a maze newly shown, fitted to the view, not at the zoom of the one before)."""
        shown = self.shown
        if not self.active or shown is None:
            return
        view = self.window.view
        maze = shown.maze
        size = view.fitting_field_size(maze.width, maze.height) if fit else None
        view.show(maze, shown.marks, size, shaded=shown.builder)
        if view.geometry is not None:
            program_marks.draw_faults(view.canvas, view.geometry, shown.faults)

    def _fit(self) -> None:
        if self.active:
            room = self.window.view.winfo_width() + self.panel.winfo_width()
            self.panel.fit(room, scaled(self.panel, MAZE_LEAST))

    def _closed(self, event: tk.Event) -> None:
        if event.widget is self.window.root:
            self.runs.abandon()

    # -- the lessons -----------------------------------------------------------------------------

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.chosen]

    @property
    def running(self) -> bool:
        """Whether the lesson's program runs (then the lesson shown stays as it is)."""
        return self.runs.running

    # -- a teacher's lessons ---------------------------------------------------------------------

    def _read_lessons(self, folders: Sequence[str]) -> Message | str | None:
        """The built-in lessons and those of ``folders`` in the list; when one cannot be read,
        the list stays as it is and its sentence is returned."""
        try:
            self.lessons = load_lessons(Path(folder) for folder in folders)
        except LessonError as error:
            return error.message
        return None

    def add_folder(self) -> None:
        """Teacher's lessons → Add a folder…: its lessons in the list, the folder remembered."""
        folder = ask_lesson_folder(self.window.root)
        if folder is not None:
            self.add_lesson_folder(folder)

    def add_lesson_folder(self, folder: Path) -> None:
        """The lessons of ``folder`` in the list (the chosen lesson stays chosen); a lesson
        that cannot be read is one sentence, and nothing changes."""
        if self.running:
            return
        name = str(folder.resolve())
        try:
            files = lesson_files(folder)
        except LessonError as error:
            self._show_problem(error.message)
            return
        if not files:  # the wrong folder chosen, most likely
            self._show_problem(
                Message(N_("The folder {folder} has no lesson files (*.lesson)."), folder=name)
            )
            return
        kept = [each for each in self.settings.lesson_folders if each != name]
        folders = [*kept, name][-MAX_LESSON_FOLDERS:]
        self._change_folders(
            folders, lambda: _("The lessons of {folder} are in the list.").format(folder=name)
        )

    def built_in_only(self) -> None:
        """Teacher's lessons → Built-in lessons only: the folders forgotten."""
        if not self.running:
            self._change_folders([], lambda: _("Only the built-in lessons are in the list."))

    def _change_folders(self, folders: list[str], done: Sentence) -> None:
        self.keep_code()
        chosen = self.lesson.id
        problem = self._read_lessons(folders)
        if problem is not None:
            self._show_problem(problem)
            return
        self.settings.lesson_folders = folders
        self.panel.teacher.show_folders(folders)
        ids = [lesson.id for lesson in self.lessons]
        self.chosen = ids.index(chosen) if chosen in ids else 0
        self._show_lesson()
        self.window.say(done)

    # -- the progress carried as a file ------------------------------------------------------

    def join_progress(self, path: Path | None = None) -> None:
        """Progress → Open a progress file… (``path``, or the one chosen in the dialog): its
        passes and code joined to the student's; one that cannot be read is one sentence,
        and nothing changes."""
        path = path or ask_progress_to_open(self.window.root)
        if path is None or self.running:
            return
        self.keep_code()
        try:
            said = self.work.join(path)
        except ProgressError as error:
            self._show_problem(error.message)
            return
        self.show_list()
        self._show_lesson()  # the lesson's code as the file brought it
        if self.work.problem is not None:  # the student's own file is left alone
            in_memory = N_(
                "{opened} Your own progress file could not be used, so this stays only "
                "until the window closes: Save progress as… keeps it."
            )
            self.window.error(lambda: str(Message(in_memory, opened=said)))
        else:
            self.window.say(lambda: str(said))

    def save_progress(self, path: Path | None = None) -> None:
        """Progress → Save progress as… (``path``, or the one named in the dialog): the
        student's progress in a file to carry, joined to a progress file there."""
        path = path or ask_progress_to_save(self.window.root)
        if path is None:
            return
        self.keep_code()
        try:
            self.work.save_copy(path)
        except ProgressError as error:
            self._show_problem(error.message)
            return
        self.window.say(lambda: _("Progress saved in {file}.").format(file=path))

    def _show_problem(self, problem: Message | str) -> None:
        """A lesson that cannot be read: its sentence in the panel and the status bar."""
        self.show_results([(lambda: str(problem), False)])
        self.window.error(lambda: str(problem))

    def keep_code(self) -> None:
        """The code in the editor kept for the lesson shown (and in the file, when changed)."""
        if 0 <= self.chosen < len(self.lessons) and self.lesson.kind != WALK:
            self.work.keep(self.lesson, self.code.get(), self.language)

    def choose(self, index: int) -> None:
        """Show the lesson at ``index`` (its code: the student's last, or the starting code)."""
        if index == self.chosen or self.running:
            return
        self.keep_code()
        self.chosen = index
        self._show_lesson()

    def _show_lesson(self) -> None:
        lesson = self.lesson
        self.hints_shown = 0
        self.show_list()
        self._show_text()
        self.code.replace(self.work.first_code(lesson, self.language))
        self.code.text.edit_reset()
        self.code.show_error_line(0)
        self.runs.show_running(False)
        self.show_results([])
        self.show_maze(lesson)

    def show_list(self) -> None:
        rows = [
            (each.id, each.title(self.language), self.work.passed(each)) for each in self.lessons
        ]
        self.panel.show_list(rows, self.chosen)

    def _show_text(self, at_end: bool = False) -> None:
        lesson = self.lesson
        hints = lesson.hints_in(self.language)
        shown = [
            _("Hint {n}: {hint}").format(n=number, hint=hint)
            for number, hint in enumerate(hints[: self.hints_shown], start=1)
        ]
        self.panel.show_text(lesson.text(self.language), shown, at_end)
        if self.hints_shown < len(hints):
            label = _("Hint {n} of {count}").format(n=self.hints_shown + 1, count=len(hints))
            self.panel.hint.state(["!disabled"])
        else:
            label = _("No more hints") if hints else _("No hints")
            self.panel.hint.state(["disabled"])
        self.panel.hint.configure(text=label)

    def next_hint(self) -> None:
        """Reveal the next hint under the lesson's text."""
        if self.hints_shown < len(self.lesson.hints_in(self.language)):
            self.hints_shown += 1
            self._show_text(at_end=True)

    def show_maze(self, lesson: Lesson) -> None:
        """The lesson's first maze beside the panel: a builder's grid before it is carved, a
        walker's maze with its start and goal."""
        options = lesson.mazes[0].options
        if lesson.kind in (WALK, "walker"):
            graphs, result = built_graphs(options)
            self.shown = Shown(graphs.maze_array, result.marks, builder=False)
        else:
            self.shown = Shown(prepared_graphs(options).maze_array, None, builder=True)
        self.window.show_maze_numbers(options)
        self.redraw(fit=True)
        self.window.legend.show_entries(self.legend_entries())

    def show_left(self, recording: Recording, faults: tuple[int, ...] = ()) -> None:
        """The maze as a run left it (a builder's carved, a walker's with its start and goal),
        the fields at ``faults`` framed."""
        maze = recording.maze_after()
        width = maze.width
        marks = None
        if not recording.is_builder:
            start, goal = recording.start, recording.goal
            marks = Marks((start % width, start // width), (goal % width, goal // width))
        self.shown = Shown(maze, marks, recording.is_builder, faults)
        self.window.show_maze_numbers(recording.options)
        self.redraw(fit=True)
        self.window.legend.show_entries(self.legend_entries())

    def show_results(self, results: list[tuple[Sentence, bool]]) -> None:
        """One sentence a line under the code, each good or bad: a check's, or a problem."""
        self.results = results
        self.panel.show_results([(line(), good) for line, good in results])

    # -- a lesson walked by hand -----------------------------------------------------------------

    def walk(self) -> None:
        """Put the lesson's maze in the window and play it; the goal reached passes it."""
        lesson = self.lesson
        graphs, _result = built_graphs(lesson.mazes[0].options)
        self.walking = lesson.id, graphs
        self.session.replace(graphs, Origin.BUILT, graphs.maze_array.masked_fields())
        self.play()

    def _goal_reached(self) -> None:
        walking = self.walking
        if walking is None or walking[1] is not self.session.graphs:
            return
        lesson = next(each for each in self.lessons if each.id == walking[0])
        self.walking = None
        self.work.record(lesson, None, passed=True)
        self.window.say(
            lambda: _("Passed: {lesson}. Esc goes back to the lessons.").format(
                lesson=lesson.title(current_language())
            )
        )

    # -- look and language -----------------------------------------------------------------------

    def _look_changed(self) -> None:
        self.code.apply_look()
        self.panel.apply_look()
        self._fit()

    def _language_changed(self) -> None:
        """The lessons' texts in the new language; a starting code still unchanged too."""
        old, self.language = self.language, current_language()
        if not self.lessons or self.chosen < 0:
            return
        lesson = self.lesson
        if lesson.kind != WALK and self.code.get() == lesson.code(old).rstrip("\n"):
            self.code.replace(lesson.code(self.language).rstrip("\n"))
        self.show_list()
        self._show_text()
        self.show_results(self.results)
