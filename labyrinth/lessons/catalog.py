"""The list of lessons: the nine built into the package, then a teacher's from their folders.

A teacher's lesson with the id of one already in the list is refused (one sentence naming its
file), so a lesson is never replaced unnoticed; lessons are sorted by their ``order``.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from labyrinth.i18n import N_, Message
from labyrinth.lessons.lesson_file import Lesson, LessonError, read_lesson

BUILT_IN = Path(__file__).resolve().parent / "builtin"
SUFFIX = ".lesson"
# The most lesson files read from one folder.
MOST_LESSONS = 200


def lesson_files(folder: Path) -> list[Path]:
    """The lesson files of ``folder``, by name; LessonError when it cannot be listed."""
    try:
        files = sorted(path for path in folder.iterdir() if path.name.endswith(SUFFIX))
    except OSError as error:
        raise LessonError(
            Message(
                N_("Cannot read the lesson folder {folder}: {reason}."),
                folder=folder,
                reason=error.strerror or error,
            )
        ) from None
    if len(files) > MOST_LESSONS:
        raise LessonError(
            Message(
                N_("The lesson folder {folder} has more than {n} lessons."),
                folder=folder,
                n=MOST_LESSONS,
            )
        )
    return files


def load_lessons(folders: Iterable[Path] = ()) -> list[Lesson]:
    """The built-in lessons and those in ``folders``, in their order."""
    lessons: dict[str, Lesson] = {}
    for folder in (BUILT_IN, *folders):
        for path in lesson_files(folder):
            lesson = read_lesson(path)
            if lesson.id in lessons:
                raise LessonError(
                    Message(
                        N_("{file}: the id {id} is taken by {other}; give the lesson another."),
                        file=path,
                        id=lesson.id,
                        other=lessons[lesson.id].path,
                    )
                )
            lessons[lesson.id] = lesson
    return sorted(lessons.values(), key=lambda lesson: (lesson.order, lesson.id))


def find_lesson(lessons: list[Lesson], lesson_id: str) -> Lesson | None:
    return next((lesson for lesson in lessons if lesson.id == lesson_id), None)
