"""The student's work in the lessons: which lessons are passed, and each lesson's code as
last shown in the editor, kept in the progress file (``labyrinth.lessons.progress``).

Apart from the mode because keeping it has rules of its own: a progress file that cannot be
read is left alone (one sentence) and this session's work is kept in memory only; a code
unchanged from the lesson's starting code is not written.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from labyrinth.gui.modes import Sentence
from labyrinth.i18n import Message
from labyrinth.lessons.lesson_file import Lesson
from labyrinth.lessons.progress import (
    Progress,
    ProgressError,
    default_progress_path,
    progress_opened,
    read_progress,
)


class StudentWork:
    """The work of the student using the window; ``error`` says a sentence about the file."""

    def __init__(self, error: Callable[[Sentence], object]) -> None:
        self.error = error
        self.progress: Progress | None = None  # read at the lessons' first entry
        self.problem: Message | str | None = None  # why the file is left alone
        self.codes: dict[str, str] = {}  # each lesson's code as last shown in the editor

    def load(self) -> None:
        """Read the progress file (a file that cannot be read: ``problem`` says why)."""
        path = default_progress_path()
        try:
            self.progress = Progress.load(path)
        except ProgressError as error:
            self.progress, self.problem = Progress(path), error.message

    def passed(self, lesson: Lesson) -> bool:
        return self.progress is not None and self.progress.passed(lesson.id)

    def record(self, lesson: Lesson, code: str | None, passed: bool) -> None:
        """Keep the lesson's code and a pass in the progress file (unless it was refused)."""
        progress = self.progress
        if progress is None:
            return
        progress.record(lesson.id, code, passed)
        self._save(progress)

    def _save(self, progress: Progress) -> None:
        """The progress into its file, unless that file was refused (then in memory only)."""
        if self.problem is not None:
            return
        try:
            progress.save()
        except ProgressError as error:
            problem = self.problem = error.message
            self.error(lambda: str(problem))

    def join(self, path: Path) -> Message:
        """The progress file ``path``, carried from the browser or another computer, joined
        to the student's (``Progress.merge``): what to say. ProgressError in one sentence
        when it cannot be read; then nothing changes."""
        imported = read_progress(path)
        if self.progress is None:
            self.load()
        assert self.progress is not None  # made by load
        self.progress.merge(imported)
        for lesson_id in imported:  # the editor shows the carried code
            self.codes.pop(lesson_id, None)
        self._save(self.progress)
        return progress_opened(imported)

    def save_copy(self, path: Path) -> None:
        """The student's progress written to ``path`` too, to carry it: joined to the
        progress file there, if there is one. ProgressError in one sentence when that is no
        progress file or cannot be written (it is never replaced)."""
        copy = Progress(path)
        if self.progress is not None:
            copy.merge(self.progress.lessons)
        copy.save()

    def keep(self, lesson: Lesson, code: str, language: str) -> None:
        """``code`` kept as the lesson's (and in the file, when changed)."""
        if code != self.first_code(lesson, language):
            self.record(lesson, code, passed=False)
        self.codes[lesson.id] = code

    def first_code(self, lesson: Lesson, language: str) -> str:
        """The code a lesson shows: the student's last, or its starting code."""
        kept = self.codes.get(lesson.id)
        if kept is None and self.progress is not None:
            kept = self.progress.last_code(lesson.id)
        return kept if kept is not None else lesson.code(language).rstrip("\n")
