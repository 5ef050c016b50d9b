"""The lessons on the browser page: the desktop's nine and a teacher's lesson files, each
lesson's text, hints and code in the page's language, the lesson walked by hand, and the
student's progress.

The progress is the desktop's ``progress.txt`` (``lessons.progress``): the page keeps its text
in the browser's storage and hands it back at the next visit; the student downloads it and
opens it on another device or in the desktop's lessons. It is a note for the student, never
proof of a pass: anyone can write one. The page's worker answers these calls; a lesson's
check (``checking``) asks here which lesson is open and records its pass here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from labyrinth import i18n
from labyrinth.browser.frames import Frame
from labyrinth.browser.refusal import Refused
from labyrinth.browser.spoken import field_sentence
from labyrinth.game import EAST, NORTH, SOUTH, WEST, Game, Move
from labyrinth.i18n import N_, Message, Number, _
from labyrinth.lessons.catalog import find_lesson, load_lessons
from labyrinth.lessons.lesson_file import (
    BUILDER,
    GENERATOR,
    WALK,
    Lesson,
    LessonError,
    read_lesson,
)
from labyrinth.lessons.progress import (
    Progress,
    ProgressError,
    parse_progress,
    progress_opened,
    progress_text,
    read_progress,
)
from labyrinth.maze_array import MazeArray
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.programs.checks import check_budget
from labyrinth.programs.mazes import built_graphs, prepared_graphs
from labyrinth.programs.precheck import program_kind
from labyrinth.programs.runner import Budget, job_options
from labyrinth.render.geometry import Geometry, largest_field_size
from labyrinth.render.palettes import BOOK
from labyrinth.render.scene import arrow_points
from labyrinth.teaching.presentation.colours import TRAIL_COLOUR, WALKER_COLOUR

# The name progress kept in the browser goes by in sentences about it.
KEPT_PROGRESS = "progress.txt"
# The arrow keys' headings, as the page names them.
HEADINGS = {"north": NORTH, "east": EAST, "south": SOUTH, "west": WEST}


class LessonCalls:
    """The lessons known, the one open, its walk, and the student's progress."""

    def __init__(self) -> None:
        self.lessons: list[Lesson] = []
        self.progress = Progress(Path(KEPT_PROGRESS))
        self.lesson: Lesson | None = None
        self.walk: tuple[Game, MazeGraphs] | None = None
        self.facing = EAST  # where the walker looks, its last step's way

    def lessons_start(
        self, progress: str = "", pending: dict[str, str] | None = None
    ) -> dict[str, Any]:
        """The list of lessons, with the progress the browser kept (its text) and the code
        typed last that the page had no time to keep (``pending``: a lesson's ``id`` and
        ``code``); a kept text that cannot be read is said, and the lessons start without it."""
        self._known()
        problem, self.progress.lessons = None, {}
        try:
            if progress:  # none kept yet: a first visit
                self.progress.lessons = parse_progress(progress.encode("utf-8"), KEPT_PROGRESS)
        except ProgressError as error:
            problem = str(error.message)
        lesson = find_lesson(self.lessons, (pending or {}).get("id", ""))
        if lesson is not None and pending is not None:
            self._keep(lesson, str(pending.get("code", "")))
        return {**self.listed(), **self.kept(), "problem": problem}

    def _known(self) -> list[Lesson]:
        """The lessons known: the built-in ones read at the first call that needs them."""
        if not self.lessons:
            self.lessons = load_lessons()
        return self.lessons

    def state(self) -> dict[str, Any]:
        """The open lesson and whether it is passed, for ``window.labyrinth.state()``."""
        lesson = self.lesson
        if lesson is None:
            return {"lesson": None, "passed": None}
        return {"lesson": lesson.id, "passed": self.progress.passed(lesson.id)}

    def lessons_list(self) -> dict[str, Any]:
        """The list again (in the page's language, after a switch)."""
        return self.listed()

    def listed(self) -> dict[str, Any]:
        """The lessons in the page's language: id, title, kind, passed."""
        language = i18n.current_language()
        return {
            "lessons": [
                {
                    "id": lesson.id,
                    "title": lesson.title(language),
                    "kind": lesson.kind,
                    "passed": self.progress.passed(lesson.id),
                }
                for lesson in self.lessons
            ]
        }

    def lesson_open(self, id: str) -> dict[str, Any]:  # noqa: A002 - the link's word
        """The lesson ``id``: its title, text, hints (the page shows them one by one), the
        student's last code or the lesson's own, in the page's language."""
        lesson = find_lesson(self._known(), id)
        if lesson is None:
            raise Refused(str(Message(N_("There is no lesson {id}."), id=id)))
        if lesson is not self.lesson:  # the same one again (a switch of language): its walk stays
            self.lesson, self.walk = lesson, None
        language = i18n.current_language()
        first = lesson.code(language).rstrip("\n")
        kept = self.progress.last_code(lesson.id)
        return {
            "id": lesson.id,
            "title": lesson.title(language),
            "kind": lesson.kind,
            "text": lesson.text(language),
            **_hints(lesson.hints_in(language)),
            "code": kept if kept is not None else first,
            "first": first,
            "passed": self.progress.passed(lesson.id),
            # a walked lesson's maze comes with its walk (lesson_walk), not twice
            "frame": None if lesson.kind == WALK else _first_maze(lesson).to_json(),
        }

    def lesson_close(self) -> dict[str, Any]:
        """The lessons closed: none is open, a walk ends."""
        self.lesson = self.walk = None
        return {}

    def lesson_keep(self, id: str, code: str) -> dict[str, Any]:  # noqa: A002 - the link's word
        """The code of the lesson ``id`` kept (the page names it: the student may have gone
        to another lesson since typing): the progress's new text, for the browser's storage."""
        lesson = find_lesson(self._known(), id)
        if lesson is None:
            raise Refused(str(Message(N_("There is no lesson {id}."), id=id)))
        self._keep(lesson, code)
        return self.kept()

    def _keep(self, lesson: Lesson, code: str) -> None:
        """``code`` kept as the lesson's, unless it is the lesson's own."""
        if code != lesson.code(i18n.current_language()).rstrip("\n"):
            self.progress.record(lesson.id, code, passed=False)

    def record(self, lesson: Lesson, code: str | None, passed: bool) -> dict[str, Any]:
        """A run's outcome kept: the lessons' list and the progress's new text."""
        self.progress.record(lesson.id, code, passed)
        return {**self.listed(), **self.kept()}

    def lesson_progress(self) -> dict[str, Any]:
        """The progress's text, as the desktop's ``progress.txt``: saved from the page."""
        return self.kept()

    def kept(self) -> dict[str, Any]:
        return {"progress": progress_text(self.progress.lessons)}

    def lesson_run_options(self, source: str) -> dict[str, Any]:
        """The open lesson's first maze and budget, as a run's job carries them: Run runs the
        program there."""
        lesson = self.open_lesson()
        if not lesson.checkable:
            raise Refused(str(Message(N_("This lesson is walked by hand: use the arrow keys."))))
        options = lesson.mazes[0].options
        budget = check_budget(Budget(steps=lesson.steps), options, program_kind(source))
        return {"options": job_options(options), "budget": vars(budget)}

    def open_lesson(self) -> Lesson:
        if self.lesson is None:
            raise Refused(str(Message(N_("No lesson is open."))))
        return self.lesson

    # -- the student's progress as a file ------------------------------------------------------

    def progress_import(self, path: str) -> dict[str, Any]:
        """The progress file ``path`` (opened on the page) joined to the progress kept: its
        lessons' code replaces what was kept, and a pass in either stays a pass."""
        try:
            imported = read_progress(Path(path))
        except ProgressError as error:
            raise Refused(str(error.message)) from None
        self.progress.merge(imported)
        return {**self.listed(), **self.kept(), "said": str(progress_opened(imported))}

    def lesson_file(self, path: str) -> dict[str, Any]:
        """A teacher's lesson file (opened on the page, or fetched from the page's site)
        added to the list; refused with one sentence when it cannot be read or its id is
        taken by another lesson."""
        try:
            lesson = read_lesson(Path(path))
        except LessonError as error:
            raise Refused(str(error.message)) from None
        other = find_lesson(self._known(), lesson.id)
        if other is not None and other.path != lesson.path:
            taken = N_("{file}: the id {id} is taken by {other}; give the lesson another.")
            message = Message(taken, file=Path(path).name, id=lesson.id, other=other.path.name)
            raise Refused(str(message))
        self.lessons = [each for each in self.lessons if each.id != lesson.id]
        self.lessons.append(lesson)
        self.lessons.sort(key=lambda each: (each.order, each.id))
        return {**self.listed(), "id": lesson.id}

    # -- a lesson walked by hand ---------------------------------------------------------------

    def lesson_walk(self, heading: str | None = None) -> dict[str, Any]:
        """The walked lesson's maze: from its start again (no ``heading``), or one step to
        the ``heading`` (north, east, south, west); reaching the goal passes the lesson."""
        lesson = self.open_lesson()
        if lesson.kind != WALK:
            raise Refused(str(Message(N_("This lesson is not walked by hand."))))
        if heading is not None and heading not in HEADINGS:
            raise Refused(str(Message(N_("{heading!r} is no heading."), heading=heading)))
        if heading is None or self.walk is None:
            graphs, result = built_graphs(lesson.mazes[0].options)
            width = graphs.maze_array.width
            start, goal = (y * width + x for x, y in (result.start, result.end))
            self.walk, self.facing = (Game(graphs.maze_array, start, goal), graphs), EAST
        game, graphs = self.walk
        moved = Move.OVER if heading is None or game.over else game.move(HEADINGS[heading])
        if heading is not None and moved is not Move.OVER:
            self.facing = HEADINGS[heading]
        answer = {"frame": _walk_frame(game, self.facing).to_json(), "over": game.over}
        maze = game.maze
        place = field_sentence(graphs, game.position % maze.width, game.position // maze.width)
        if moved is Move.ARRIVED:
            reached = Message(
                N_(
                    "Passed: you reached the goal in {moves} moves; the shortest way has "
                    "{shortest}."
                ),
                moves=Number(game.moves),
                shortest=Number(game.shortest),
            )
            return {**answer, **self.record(lesson, None, True), "sentence": str(reached)}
        if moved is Move.REFUSED:
            place = str(Message(N_("A wall is in the way. {field}"), field=place))
        elif heading is not None and moved is Move.OVER:
            place = str(Message(N_("You are at the goal: Start again walks the maze anew.")))
        return {**answer, "sentence": place}


def _hints(hints: list[str]) -> dict[str, list[str]]:
    """The hints as the page shows them one by one, and the Hint button's label before each
    and after the last, as on the desktop."""
    count = len(hints)
    labels = [_("Hint {n} of {count}").format(n=n, count=count) for n in range(1, count + 1)]
    return {
        "hints": [_("Hint {n}: {hint}").format(n=n, hint=hint) for n, hint in enumerate(hints, 1)],
        "hint_labels": [*labels, _("No more hints") if hints else _("No hints")],
    }


def _first_maze(lesson: Lesson) -> Frame:
    """The lesson's first maze, where Run runs the program: a builder's grid, nothing carved
    yet; a walker's maze with its start, goal and the walker at the start."""
    options = lesson.mazes[0].options
    if lesson.kind in (BUILDER, GENERATOR):
        maze = prepared_graphs(options).maze_array
        geometry = Geometry(maze.width, maze.height, largest_field_size(maze.width, maze.height))
        frame = Frame(geometry, maze.walls)
        frame.fill(BOOK.hex(BOOK.untouched), frame.untouched())
        frame.fill(BOOK.hex(BOOK.excluded), _excluded(maze))
        return frame
    graphs, result = built_graphs(options)
    width = graphs.maze_array.width
    start, goal = (y * width + x for x, y in (result.start, result.end))
    return _walk_frame(Game(graphs.maze_array, start, goal), EAST)


def _excluded(maze: MazeArray) -> list[int]:
    return [field for field, out in enumerate(maze.excluded_fields_mask()) if out]


def _walk_frame(game: Game, heading: int) -> Frame:
    """The walked maze: the way so far, the start and the goal, the walker as an arrow."""
    maze = game.maze
    geometry = Geometry(maze.width, maze.height, largest_field_size(maze.width, maze.height))
    frame = Frame(geometry, maze.walls)
    frame.fill(BOOK.hex(BOOK.excluded), _excluded(maze))
    frame.fill(TRAIL_COLOUR, game.trail)
    frame.fill(BOOK.hex(BOOK.start), [game.start])
    frame.fill(BOOK.hex(BOOK.end), [game.goal])
    frame.arrow = (WALKER_COLOUR, arrow_points(geometry, game.position, heading))
    return frame
