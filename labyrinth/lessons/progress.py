"""A student's progress: which lessons passed and the last code of each, in a plain text file
the student can read, mail or carry to another machine on a stick.

The file (UTF-8)::

    labyrinth progress 1
    # comment lines and blank lines between lessons are ignored
    lesson wall-follower passed
    | while not at_goal():
    |     step()
    lesson island open

The first line names the format and its version, so a file of anything else (or of a newer
labyrinth) is recognised and refused. Each ``lesson ID STATUS`` line (STATUS: passed or
open) is followed by the lesson's last code, every line of it behind ``|`` and one space; a
lesson may have no code lines (a walk played by hand). Lessons this program does not know (a
teacher's, not loaded now) are kept as they are.

A file that cannot be read is refused with one sentence naming it (and its line), and it is
never written over: saving reads the file again first and refuses as well. Saving merges: the
lessons recorded since loading go into the file as it is then, so a pass recorded by another
window or by the command line meanwhile is kept.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from labyrinth.files import (
    NotRegularFile,
    SaveError,
    refuse_longer,
    regular_file,
    write_atomically,
)
from labyrinth.i18n import N_, Message, MessageError, Number
from labyrinth.programs.source_file import LARGEST_PROGRAM
from labyrinth.quoting import quoted, shown_path
from labyrinth.settings import settings_path

FORMAT_VERSION = 1
FORMAT_LINE = f"labyrinth progress {FORMAT_VERSION}"
_FORMAT = re.compile(r"labyrinth progress (\d{1,9})")
PASSED, OPEN = "passed", "open"
CODE_MARK = "|"
# Caps checked before anything is kept: the whole file, the lessons in it.
LARGEST_FILE = 16 * LARGEST_PROGRAM
MOST_LESSONS = 1000
_LESSON = re.compile(r"lesson +(\S+) +(\S+) *")
# A lesson's id as lesson files allow it (labyrinth.lessons.lesson_file).
_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")


class ProgressError(MessageError):
    """The progress file cannot be read or written: one sentence naming it."""


def default_progress_path() -> Path:
    """Where progress is kept unless the student names a file: beside the settings."""
    return settings_path().with_name("progress.txt")


@dataclass
class LessonProgress:
    """One lesson's entry: passed once (a later failure does not take it back), last code."""

    passed: bool = False
    code: str | None = None


class Progress:
    """The progress kept in the file ``path``; empty until loaded or recorded."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lessons: dict[str, LessonProgress] = {}
        # The lessons recorded since the file was read, in order (a dict as an ordered set):
        # only these are merged in on saving.
        self._recorded: dict[str, None] = {}

    @classmethod
    def load(cls, path: Path) -> Progress:
        """The progress in ``path``; empty when there is no file yet, ProgressError when it
        cannot be read or is not a progress file."""
        progress = cls(path)
        progress.lessons = read_progress(path)
        return progress

    def passed(self, lesson_id: str) -> bool:
        entry = self.lessons.get(lesson_id)
        return entry is not None and entry.passed

    def last_code(self, lesson_id: str) -> str | None:
        entry = self.lessons.get(lesson_id)
        return None if entry is None else entry.code

    def record(self, lesson_id: str, code: str | None, passed: bool) -> None:
        """Keep the outcome of a run: ``code`` becomes the last code (None keeps the one
        there), and a pass stays a pass."""
        if not _ID.fullmatch(lesson_id):
            raise ValueError(f"{lesson_id!r} is not a lesson id")
        entry = self.lessons.setdefault(lesson_id, LessonProgress())
        entry.passed = entry.passed or passed
        if code is not None:
            entry.code = code.replace("\r\n", "\n").replace("\r", "\n")
        self._recorded[lesson_id] = None

    def merge(self, lessons: dict[str, LessonProgress]) -> None:
        """Another device's progress joined to this one (a file the student carried): its
        lessons' code becomes the last code where it has some, and a pass in either stays a
        pass; lessons only this one has stay as they are."""
        for lesson_id, entry in lessons.items():
            self.record(lesson_id, entry.code, entry.passed)

    def save(self) -> None:
        """Write the recorded lessons into the file as it is now (see the module's docstring);
        ProgressError in one sentence when the file there is not a progress file or cannot be
        written. Only a regular file is replaced: a device, a pipe or a folder is left alone,
        and a symbolic link stays a link (its target gets the progress)."""
        merged = read_progress(self.path)
        for lesson_id in self._recorded:
            ours, theirs = self.lessons[lesson_id], merged.get(lesson_id)
            passed = ours.passed or (theirs is not None and theirs.passed)
            merged[lesson_id] = LessonProgress(passed, ours.code)
        text = progress_text(merged).encode("utf-8", "replace")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, lambda stream: stream.write(text))
        except SaveError as error:
            raise ProgressError(error.message) from None
        except OSError as error:  # the folder could not be made
            raise ProgressError(
                Message(
                    N_("Cannot save {path}: {reason}."),
                    path=shown_path(self.path),
                    reason=error.strerror or str(error),
                )
            ) from None
        self.lessons, self._recorded = merged, {}


def progress_text(lessons: dict[str, LessonProgress]) -> str:
    """The file's text for ``lessons`` (the module's docstring shows it)."""
    lines = [FORMAT_LINE, "# The lessons of labyrinth: which passed, and the last code of each."]
    for lesson_id, entry in lessons.items():
        lines.append(f"lesson {lesson_id} {PASSED if entry.passed else OPEN}")
        if entry.code is not None:
            lines += [
                f"{CODE_MARK} {line}" if line else CODE_MARK for line in entry.code.split("\n")
            ]
    return "\n".join(lines) + "\n"


def progress_opened(lessons: dict[str, LessonProgress]) -> Message:
    """What is said when a carried progress file was joined to the student's own."""
    return Message(
        N_("Progress opened: {count} lessons, {passed} passed."),
        count=Number(len(lessons)),
        passed=Number(sum(entry.passed for entry in lessons.values())),
    )


def read_progress(path: Path) -> dict[str, LessonProgress]:
    """The lessons in the progress file ``path``: empty when there is none, ProgressError
    when it cannot be read. Only a regular file is read (a pipe never blocks), at most
    LARGEST_FILE bytes."""
    name = shown_path(path)
    try:
        with regular_file(path) as stream:
            data = stream.read(LARGEST_FILE + 1)
    except FileNotFoundError:
        return {}
    except NotRegularFile:
        raise ProgressError(
            Message(N_("The progress file {file} is not a regular file."), file=name)
        ) from None
    except OSError as error:
        raise _unreadable(name, error.strerror or str(error)) from None
    return parse_progress(data, name)


def _unreadable(name: str, reason: str) -> ProgressError:
    return ProgressError(
        Message(N_("Cannot read the progress file {file}: {reason}."), file=name, reason=reason)
    )


def parse_progress(data: bytes, name: str) -> dict[str, LessonProgress]:
    """The lessons in ``data``, the content of the file called ``name`` in the sentences."""
    too_long = N_("The progress file {file} is longer than {size} MB: is it really one?")
    refuse_longer(data, LARGEST_FILE, ProgressError, too_long, name, unit=1 << 20)
    return _Reader(name).read(data)


class _Reader:
    def __init__(self, name: str) -> None:
        self.name = name
        self.line = 1
        self.lessons: dict[str, LessonProgress] = {}

    def fail(self, problem: Message) -> ProgressError:
        return ProgressError(
            Message(
                N_("{file}, line {line}: {problem}"),
                file=self.name,
                line=self.line,
                problem=problem,
            )
        )

    def read(self, data: bytes) -> dict[str, LessonProgress]:
        # The format line first, so that a foreign file (a picture too) is called foreign.
        first = data.removeprefix(b"\xef\xbb\xbf").split(b"\n", 1)[0]
        self._format(first.decode("utf-8", "replace"))
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            self.line = data[: error.start].count(b"\n") + 1
            raise self.fail(Message(N_("this line is not UTF-8 text."))) from None
        # A file carried through a Windows editor may end its lines in \r\n.
        lines = [line.removesuffix("\r") for line in text.split("\n")]
        if lines[-1] == "":
            lines.pop()
        # The entry being read: its lesson's id and its code lines so far.
        entry: tuple[str, list[str]] | None = None
        for self.line, line in enumerate(lines[1:], start=2):
            if line.startswith(CODE_MARK):
                if entry is None:
                    raise self.fail(Message(N_("a line of code belongs under a 'lesson' line.")))
                entry[1].append(line[len(CODE_MARK) :].removeprefix(" "))
                continue
            self._close(entry)
            entry = None
            if line.strip() and not line.lstrip().startswith("#"):
                entry = self._lesson(line), []
        self._close(entry)
        return self.lessons

    def _format(self, first: str) -> None:
        found = _FORMAT.fullmatch(first.strip())
        if found and int(found[1]) > FORMAT_VERSION:
            raise ProgressError(
                Message(
                    N_("The progress file {file} was written by a newer labyrinth (format {n})."),
                    file=self.name,
                    n=int(found[1]),
                )
            )
        if first.strip() != FORMAT_LINE:
            raise ProgressError(
                Message(
                    N_(
                        "{file} is not a progress file of labyrinth: its first line is not "
                        "'{format}'."
                    ),
                    file=self.name,
                    format=FORMAT_LINE,
                )
            )

    def _lesson(self, line: str) -> str:
        """Keep the lesson of a ``lesson ID STATUS`` line; returns its id."""
        found = _LESSON.fullmatch(line)
        if found is None:
            raise self.fail(
                Message(N_("a lesson's line reads 'lesson ID passed' or 'lesson ID open'."))
            )
        lesson_id, status = found.groups()
        if not _ID.fullmatch(lesson_id):
            raise self.fail(Message(N_("{id!r} is not a lesson's id."), id=quoted(lesson_id)))
        if status not in (PASSED, OPEN):
            raise self.fail(
                Message(N_("a lesson is passed or open, not {status!r}."), status=quoted(status))
            )
        if lesson_id in self.lessons:
            raise self.fail(Message(N_("the lesson {id} is named twice."), id=lesson_id))
        if len(self.lessons) >= MOST_LESSONS:
            raise self.fail(Message(N_("the file has more than {n} lessons."), n=MOST_LESSONS))
        self.lessons[lesson_id] = LessonProgress(passed=status == PASSED)
        return lesson_id

    def _close(self, entry: tuple[str, list[str]] | None) -> None:
        """Give the lesson just read its code, if it had code lines."""
        if entry and entry[1]:
            text = "\n".join(entry[1])
            if len(text) > LARGEST_PROGRAM:
                raise self.fail(
                    Message(
                        N_("the code above is longer than {size} MB."), size=LARGEST_PROGRAM >> 20
                    )
                )
            self.lessons[entry[0]].code = text
