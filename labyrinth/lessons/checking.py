"""A lesson's check: the student's program on each of the lesson's mazes, judged by the
engine's checks (labyrinth.programs.checks) and by what the lesson asks beside them.

* every lesson: the program is of the lesson's kind (a builder or generator defines
  ``find_neighbours``; a walker does not);
* ``book``: a builder makes exactly the book's maze for each seed (the recursion's maze),
  and keeps the book's end field and path length;
* ``loop``: ``find_neighbours`` never calls itself (a loop with an explicit stack);
* ``recursion``: a walker has a function that calls itself;
* ``texture``: the maze's dead ends and corridor length are reported beside the book's;
* a maze with ``expect stopped`` is passed when the walker is stopped by its budget there,
  going round: a failure a teacher wants the student to see and explain;
* a maze with ``expect give-up`` (the island) is passed when the walker reaches the goal,
  or when its program ends by itself after the walker came back to a field it left, facing
  the same way (it noticed that it goes round), before it came there a third time (when
  going round would be plain) and before the budget.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from labyrinth.i18n import N_, Message, Number, _
from labyrinth.lessons.lesson_file import (
    BOOK,
    BUILDER,
    GENERATOR,
    GIVE_UP,
    LOOP,
    RECURSION,
    STOPPED,
    TEXTURE,
    Lesson,
    LessonMaze,
)
from labyrinth.options import BuildOptions
from labyrinth.programs.checks import MazeCheck, check_budget, check_recording
from labyrinth.programs.mazes import book_maze, built_graphs
from labyrinth.programs.outcome import FINISHED, OVER_BUDGET, REFUSED, ROUND_AND_ROUND
from labyrinth.programs.precheck import BUILDER as BUILDER_PROGRAM
from labyrinth.programs.precheck import BUILDER_METHOD, Problem, parse_program, program_kind
from labyrinth.programs.recording import Recording
from labyrinth.programs.runner import Budget, run_program, walk_of
from labyrinth.programs.world import HEADING_WORDS
from labyrinth.texture import maze_texture


@dataclass(frozen=True)
class MazeVerdict:
    """The lesson's verdict on one maze: ``passed`` as the lesson expects, the sentence,
    the fields at fault, and the engine's check (with the recording, for a replay)."""

    options: BuildOptions
    passed: bool
    message: Message
    check: MazeCheck
    faults: tuple[int, ...] = ()

    @property
    def recording(self) -> Recording:
        return self.check.recording

    def __str__(self) -> str:
        return str(self.message)


@dataclass
class LessonVerdict:
    """The whole check: the program's problems found before the mazes, and each maze's."""

    lesson: Lesson
    problems: list[Message] = field(default_factory=list)
    mazes: list[MazeVerdict] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.problems and bool(self.mazes) and all(maze.passed for maze in self.mazes)


def maze_line(number: int, options: BuildOptions, verdict: object) -> str:
    """One maze's line of a lesson's check, in the language of the moment."""
    return _("Maze {n} ({width} × {height}, seed {seed}): {verdict}").format(
        n=number, width=options.width, height=options.height, seed=options.seed, verdict=verdict
    )


def lesson_verdict(title: str, passed: bool) -> str:
    """The lesson's check in a sentence, in the language of the moment."""
    if passed:
        return _("Passed: {lesson}.").format(lesson=title)
    return _("Not passed yet: {lesson}. The maze is the first that failed.").format(lesson=title)


def program_problems(lesson: Lesson, source: str) -> list[Message]:
    """What keeps the program from the lesson, found by reading it: its kind, and the
    ``loop`` and ``recursion`` checks."""
    wants_builder = lesson.kind in (BUILDER, GENERATOR)
    if (program_kind(source) == BUILDER_PROGRAM) != wants_builder:
        if wants_builder:
            return [
                Message(N_("This lesson wants a builder: a file that defines find_neighbours."))
            ]
        return [Message(N_("This lesson wants a walker: leave out find_neighbours."))]
    tree = parse_program(source)
    if isinstance(tree, Problem):
        return []  # the run's check before the run names the line
    callers = _self_callers(tree)
    problems = []
    if LOOP in lesson.checks and BUILDER_METHOD in callers:
        problems.append(
            Message(
                N_(
                    "find_neighbours still calls itself: make it a loop that keeps the way "
                    "back in a list of its own."
                )
            )
        )
    if RECURSION in lesson.checks and not callers:
        problems.append(
            Message(N_("No function calls itself: this lesson asks for a recursive search."))
        )
    return problems


def _self_callers(tree: ast.Module) -> set[str]:
    """The functions that call themselves (by name, or as ``self.name``)."""
    callers = set()
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        for node in ast.walk(function):
            if isinstance(node, ast.Call) and _called_name(node.func) == function.name:
                callers.add(function.name)
    return callers


def _called_name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def check_lesson(
    lesson: Lesson, source: str, file_name: str, language: str | None = None
) -> LessonVerdict:
    """Check ``source`` against ``lesson``: every maze, in turn."""
    verdict = LessonVerdict(lesson, program_problems(lesson, source))
    if verdict.problems:
        return verdict
    for maze in maze_verdicts(lesson, source, file_name, language):
        if isinstance(maze, list):
            verdict.problems = maze
            break
        verdict.mazes.append(maze)
    return verdict


def maze_verdicts(
    lesson: Lesson, source: str, file_name: str, language: str | None = None
) -> Iterator[MazeVerdict | list[Message]]:
    """Each maze's verdict as it comes (for a panel that shows them one by one); the
    mistakes found before the run instead, when the program could not run at all."""
    budget = Budget(steps=lesson.steps)
    for maze in lesson.mazes:
        options = maze.options
        recording = run_program(
            source,
            file_name,
            options,
            check_budget(budget, options, program_kind(source)),
            language,
        )
        if recording.outcome.kind == REFUSED:
            yield [problem.message for problem in recording.problems]
            return
        yield judge(lesson, maze, check_recording(recording))


def judge(lesson: Lesson, maze: LessonMaze, check: MazeCheck) -> MazeVerdict:
    """The lesson's verdict on one checked run."""
    recording = check.recording
    if maze.expect == STOPPED and recording.outcome.kind == OVER_BUDGET:
        message = Message(
            N_(
                "As expected: {reason} This is what the lesson wants you to see: say why, "
                "then go on."
            ),
            reason=check.reason,
        )
        return MazeVerdict(check.options, True, message, check, check.faults)
    if maze.expect == GIVE_UP and not recording.outcome.solved:
        return gave_up(check)
    if not check.passed:
        return MazeVerdict(check.options, False, check.message, check, check.faults)
    if BOOK in lesson.checks and not recording.matches_book:
        message = Message(
            N_(
                "Failed: a perfect maze, but not the book's maze for this seed: take the "
                "neighbours in the order check_neighbours gives them."
            )
        )
        return MazeVerdict(check.options, False, message, check)
    if BOOK in lesson.checks:
        wrong_end = _not_the_books_end(recording)
        if wrong_end is not None:
            return MazeVerdict(check.options, False, wrong_end, check, (recording.end_field,))
    if TEXTURE in lesson.checks:
        return MazeVerdict(check.options, True, with_texture(check), check)
    return MazeVerdict(check.options, True, check.message, check)


def _not_the_books_end(recording: Recording) -> Message | None:
    """Why the builder's end field or path length is not the book's (None: both are)."""
    result = built_graphs(recording.options)[1]
    width = recording.options.width
    end_x, end_y = result.end
    if (recording.end_field, recording.path_length) == (end_y * width + end_x, result.length):
        return None
    field = max(recording.end_field, 0)
    return Message(
        N_(
            "Failed: the book's maze, but its end field is ({x} | {y}) with a path of {length} "
            "fields, the book's ({book_x} | {book_y}) with {book_length}: keep the end of the "
            "longest path as the book does."
        ),
        x=field % width,
        y=field // width,
        length=recording.path_length,
        book_x=end_x,
        book_y=end_y,
        book_length=result.length,
    )


def gave_up(check: MazeCheck) -> MazeVerdict:
    """The verdict on a walker that should notice it goes round, and give up: its program
    ended by itself after the walker stepped onto a field a second time facing the same
    way, and before a third."""
    recording = check.recording
    outcome = recording.outcome
    if outcome.kind != FINISHED:
        return _round_failed(check, check.reason, check.faults)
    walk, _forged = walk_of(recording.events, recording.maze, recording.start, recording.goal)
    field, heading, times = walk.most_entered
    place: dict[str, Any] = {
        "x": field % recording.maze.width,
        "y": field // recording.maze.width,
        "heading": Message(HEADING_WORDS[heading]) if field >= 0 else "",
    }
    if times < 2:
        message = Message(
            N_(
                "Failed: the program ended before the walker came back to a field it left, "
                "facing the same way: it gave up before it went round."
            )
        )
        return MazeVerdict(check.options, False, message, check, (walk.world.field,))
    if times >= ROUND_AND_ROUND:
        reason = Message(
            N_(
                "the walker stepped onto ({x} | {y}) facing {heading} {times} times before the "
                "program ended: it went round more than once."
            ),
            times=times,
            **place,
        )
        return _round_failed(check, reason, (field,))
    message = Message(
        N_(
            "Passed: the walker came back to ({x} | {y}) facing {heading}, and the program "
            "ended there: it noticed by itself that it goes round."
        ),
        **place,
    )
    return MazeVerdict(check.options, True, message, check, (field,))


def _round_failed(check: MazeCheck, reason: Message, faults: tuple[int, ...]) -> MazeVerdict:
    """A walker on the island that did not give up in time: why, and what to do."""
    message = Message(
        N_(
            "Failed: {reason} Make your program notice when the walker comes back to a field "
            "it left, facing the same way, and end there."
        ),
        reason=reason,
    )
    return MazeVerdict(check.options, False, message, check, faults)


def with_texture(check: MazeCheck) -> Message:
    """The check's sentence, then the maze's dead ends and corridor length beside those of
    the book's maze."""
    own = maze_texture(check.recording.maze_after())
    book = maze_texture(book_maze(check.options))
    return Message(
        N_(
            "{check} Texture: {dead_ends} percent dead ends (the book's: {book_dead_ends} "
            "percent), "
            "corridors "
            "{river:.1f} fields long between forks (the book's: {book_river:.1f})."
        ),
        check=check.message,
        dead_ends=round(100 * own.dead_end_share),
        book_dead_ends=round(100 * book.dead_end_share),
        river=Number(own.river),
        book_river=Number(book.river),
    )
