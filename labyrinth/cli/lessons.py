"""The lessons without the window.

``labyrinth --list-lessons`` prints each lesson's id, title (in the language of the messages)
and status, passed or open, from the progress file. ``labyrinth --no-display --lesson ID
--program FILE.py`` runs the lesson's check on the student's program: one line per maze, a
verdict, the exit code 0 when the lesson is passed and 1 when not (2 for a mistake in the
command line); the outcome and the program go into the progress file. ``--lessons FOLDER``
adds a teacher's lessons, ``--progress FILE`` keeps progress in a file the student carries.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from labyrinth import i18n
from labyrinth.cli.messages import complain
from labyrinth.cli.program import print_check
from labyrinth.i18n import N_, Message, _
from labyrinth.lessons.catalog import find_lesson, load_lessons
from labyrinth.lessons.checking import LessonVerdict, check_lesson
from labyrinth.lessons.lesson_file import Lesson
from labyrinth.lessons.progress import Progress, ProgressError, default_progress_path
from labyrinth.programs.recording import Recording
from labyrinth.programs.runner import unguarded
from labyrinth.programs.source_file import read_program
from labyrinth.values import UsageError, lessons_folder, progress_file, shortened

# The status words of --list-lessons, by whether the lesson is passed.
STATUS = {True: N_("passed"), False: N_("open")}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """--list-lessons, --lesson and the files they read."""
    parser.add_argument(
        "--list-lessons",
        action="store_true",
        help=_("list the lessons: id, title and whether you passed them, then stop"),
    )
    parser.add_argument(
        "--lesson",
        metavar="ID",
        help=_("with --program and --no-display: check your program as the lesson asks"),
    )
    parser.add_argument(
        "--lessons",
        metavar=_("FOLDER"),
        action="append",
        type=lessons_folder,
        help=_("add a teacher's lessons from this folder (may be given more than once)"),
    )
    parser.add_argument(
        "--progress",
        metavar=_("FILE"),
        type=progress_file,
        help=_("keep your progress in this file (default: beside the settings)"),
    )


def list_lessons(args: argparse.Namespace) -> int:
    """Print the lessons, one a line, with their status; the exit code."""
    lessons = _lessons(args)
    progress = Progress.load(_progress_path(args))
    language = i18n.current_language()
    rows = [
        (lesson.id, lesson.title(language), str(Message(STATUS[progress.passed(lesson.id)])))
        for lesson in lessons
    ]
    id_width = max(len(row[0]) for row in rows)
    title_width = max(len(row[1]) for row in rows)
    for lesson_id, title, status in rows:
        print(f"{lesson_id:<{id_width}}  {title:<{title_width}}  {status}")
    return 0


def check_lesson_command(args: argparse.Namespace) -> int:
    """Check the program of ``--program`` as the lesson of ``--lesson`` asks, print the
    verdicts, keep the outcome; the exit code."""
    lesson = _chosen_lesson(args)
    path = Path(args.program)
    source = read_program(path)
    progress = Progress.load(_progress_path(args))  # a broken file is refused before the run
    language = i18n.current_language()
    verdict = check_lesson(lesson, source, path.name, language)
    _print_verdict(verdict, lesson.title(language))
    progress.record(lesson.id, source, verdict.passed)
    try:
        progress.save()
    except ProgressError as error:  # the verdict stands; the student hears it was not kept
        complain(error)
    return 0 if verdict.passed else 1


def _print_verdict(verdict: LessonVerdict, title: str) -> None:
    """The problems found before the run, or a line per maze; then the lesson's verdict."""
    for problem in verdict.problems:
        print(problem)
    for number, maze in enumerate(verdict.mazes, start=1):
        if number == 1:
            _print_first_run(maze.recording)
        print_check(number, maze.options, maze)
    failed = sum(not maze.passed for maze in verdict.mazes)
    if verdict.passed:
        print(_("Verdict: the lesson “{title}” is passed.").format(title=title))
    elif verdict.problems:
        print(
            _(
                "Verdict: the lesson “{title}” is not passed yet; mend the lines above first."
            ).format(title=title)
        )
    else:
        print(
            _(
                "Verdict: the lesson “{title}” is not passed yet: {failed} of {total} mazes failed."
            ).format(title=title, failed=failed, total=len(verdict.mazes))
        )


def _print_first_run(recording: Recording) -> None:
    """What the program printed on the first maze; a warning when its run could not be
    walled off (the next mazes' runs are as the first)."""
    output = recording.output
    if output:
        print(output, end="" if output.endswith("\n") else "\n")
    note = unguarded(recording)
    if note is not None:
        print(note, file=sys.stderr)


def _lessons(args: argparse.Namespace) -> list[Lesson]:
    return load_lessons(Path(folder) for folder in args.lessons or ())


def _progress_path(args: argparse.Namespace) -> Path:
    return Path(args.progress) if args.progress is not None else default_progress_path()


def _chosen_lesson(args: argparse.Namespace) -> Lesson:
    """The lesson of ``--lesson``; UsageError when there is none of that id or it has no
    program to check."""
    lessons = _lessons(args)
    lesson = find_lesson(lessons, args.lesson)
    if lesson is None:
        raise UsageError(
            _("There is no lesson {id!r}: choose one of {ids}.").format(
                id=shortened(args.lesson), ids=", ".join(each.id for each in lessons)
            )
        )
    if not lesson.checkable:
        raise UsageError(
            _(
                "The lesson {id} is walked by hand in the window's lessons, so it has no "
                "program to check."
            ).format(id=lesson.id)
        )
    return lesson
