"""The browser page's one way into the core: JSON in, JSON out.

The page's worker hands every request to :func:`answer` as ``{"call": name, "args": {...}}``
and gets ``{"ok": true, ...}`` back, or ``{"ok": false, "problem": sentence}`` for a user's
mistake. The page only draws what comes back: the maze's SVG (the desktop's own picture), the
sentences, the words of its labels, the link. Every rule — what a value may be, what a field
is, what undo brings back — stays here.
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from labyrinth import i18n
from labyrinth.browser.checking import CheckCalls
from labyrinth.browser.lessons import LessonCalls
from labyrinth.browser.link import query_of, read_link
from labyrinth.browser.program_calls import ProgramCalls, program_file
from labyrinth.browser.refusal import Refused, sentence_of, step_number
from labyrinth.browser.spoken import field_sentence
from labyrinth.browser.words import page_words
from labyrinth.formats import MazeFileError, load_maze
from labyrinth.formats.maz import maz_text
from labyrinth.formats.savefile import MAX_BYTES, save_text
from labyrinth.i18n import N_, Message
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions
from labyrinth.render.geometry import Geometry, largest_field_size
from labyrinth.render.svg import svg_text
from labyrinth.teaching.limits import teaching_problem

if TYPE_CHECKING:
    from labyrinth.browser.teaching import TeachingSession
    from labyrinth.browser.watching import WatchedBuild

# How many mazes undo brings back (each is a few bytes a field).
UNDO_DEPTH = 20
# The largest side the page shows: its picture is an SVG of every wall, 15 MB at 1024 × 1024
# (the desktop draws tiles of what is in view, up to 4096 × 4096).
PAGE_SIDE = 1024
# The largest side the page's teaching view follows: every step's picture crosses from the
# worker to the page (the desktop's view goes further).
TEACHING_SIDE = 64


@dataclass(frozen=True)
class Shown:
    """A maze on the page: built from ``options``, or opened from the file ``name``."""

    graphs: MazeGraphs
    options: BuildOptions
    name: str | None = None


class Bridge:
    """The page's session: the maze shown, what undo and redo bring back, the language."""

    def __init__(self) -> None:
        self.shown: Shown | None = None
        self.back: list[Shown] = []
        self.forward: list[Shown] = []
        self.solution = False
        self.teaching: TeachingSession | None = None
        self.watched: tuple[WatchedBuild, BuildOptions] | None = None

    # -- the calls ---------------------------------------------------------------------------

    def start(self, query: str = "", languages: list[str] | None = None) -> dict[str, Any]:
        """The first maze: the link's, in the link's language, else the browser's first one
        that labyrinth speaks. A refused value is said, and its default taken."""
        language = read_link(query).language or next(
            (code for code in (languages or []) if code in i18n.LANGUAGES), "en"
        )
        i18n.set_language(language)
        link = read_link(query)  # again, for its refusals in that language
        problems = list(link.problems)
        try:
            options = link.options()
            _check_shown(options.width, options.height)
            graphs = _built(options)
        except (Refused, MazeException, ValueError) as error:
            problems.append(sentence_of(error))
            options = BuildOptions(seed=link.keywords.get("seed"))
            graphs = _built(options)
        self.back, self.forward, self.shown = [], [], Shown(graphs, options)
        self.teaching = self.watched = None
        return {**self.view(), "words": page_words(), "problems": problems}

    def build(self, form: dict[str, str]) -> dict[str, Any]:
        """A new maze from the form's fields (the link's parameters, as text)."""
        options = _form_options(form)
        self._replace(Shown(_built(options), options))
        return self.view()

    # -- a build watched ---------------------------------------------------------------------

    def watch(self, form: dict[str, str]) -> dict[str, Any]:
        """Start watching the build of the form's maze, at step 0 (the maze shown stays until
        the build is finished)."""
        from labyrinth.browser.watching import WatchedBuild  # not needed before: a quicker start

        options = _form_options(form)
        watched = WatchedBuild(MazeGraphs.from_options(options))
        self.watched = watched, options
        return watched.view()

    def watch_play(self, steps: int) -> dict[str, Any]:
        """Up to ``steps`` steps on (back where negative)."""
        watched = self._watched()
        watched.go_by(steps)
        return watched.view()

    def watch_finish(self) -> dict[str, Any]:
        """The watched build finished: its maze replaces the one shown (undo brings that one
        back)."""
        _watched, options = self.watched or (None, None)
        if options is None:
            raise Refused(str(Message(N_("No build is being watched."))))
        self.watched = None
        self._replace(Shown(_built(options), options))
        return self.view()

    def _watched(self) -> WatchedBuild:
        if self.watched is None:
            raise Refused(str(Message(N_("No build is being watched."))))
        return self.watched[0]

    def toggle(self, x: int, y: int) -> dict[str, Any]:
        """Take field (x | y) out of the maze, or bring it back, and build again with the same
        seed (refused, as the book refuses it, when no field is left to start from)."""
        return self.stroke([[x, y]])

    def stroke(self, fields: list[list[int]]) -> dict[str, Any]:
        """A stroke of the mouse or a finger over ``fields``: as on the desktop, the first
        field decides — an open one starts a stroke that excludes, an excluded one a stroke
        that brings fields back; the maze is built again with the same seed, one undo step."""
        shown = self._current()
        width, height = shown.options.width, shown.options.height
        places = [(int(x), int(y)) for x, y in fields]
        for x, y in places:
            if not (0 <= x < width and 0 <= y < height):
                raise Refused(str(Message(N_("Field ({x} | {y}) is not in the maze."), x=x, y=y)))
        if not places:
            return self.view()
        excluded = set(shown.options.excluded)
        if places[0] in excluded:
            excluded -= set(places)
        else:
            excluded |= set(places)
        try:
            options = shown.options.with_changes(excluded=tuple(sorted(excluded)))
        except (MazeException, ValueError) as error:
            raise Refused(sentence_of(error)) from None
        self._replace(Shown(_built(options), options))
        return self.view()

    def undo(self) -> dict[str, Any]:
        return self._step(self.back, self.forward, N_("There is nothing to undo."))

    def redo(self) -> dict[str, Any]:
        return self._step(self.forward, self.back, N_("There is nothing to redo."))

    def describe(self, x: int, y: int) -> dict[str, Any]:
        """What a screen reader says of field (x | y)."""
        return {"sentence": field_sentence(self._current().graphs, x, y)}

    def language(self, code: str) -> dict[str, Any]:
        """Every later word in ``code``; the page's words and the maze's letters again."""
        i18n.set_language(code)
        return {**self.view(), "words": page_words()}

    def show_solution(self, on: bool) -> dict[str, Any]:
        self.solution = bool(on)
        return self.view()

    def save(self, kind: str) -> dict[str, Any]:
        """The shown maze as a file the desktop reads and writes: svg, maz or labyrinth."""
        shown = self._current()
        stem = Path(shown.graphs.file_name()).stem
        if kind == "svg":
            return {"name": f"{stem}.svg", "text": self._svg(shown), "type": "image/svg+xml"}
        writers: dict[str, Callable[[MazeGraphs], bytes]] = {
            "maz": maz_text,
            "labyrinth": save_text,
        }
        if kind not in writers:
            raise Refused(str(Message(N_("{kind!r} is no kind of file to save."), kind=kind)))
        text = writers[kind](shown.graphs).decode("utf-8")
        return {"name": f"{stem}.{kind}", "text": text, "type": "text/plain"}

    def may_open(self, name: str, size: int) -> dict[str, Any]:
        """Whether a file of ``size`` bytes is worth reading: refused before it is read."""
        if size > MAX_BYTES:
            too_big = N_("{name} has {size} bytes; a maze file has at most {most}.")
            raise Refused(str(Message(too_big, name=name, size=size, most=MAX_BYTES)))
        return {}

    def open(self, path: str) -> dict[str, Any]:
        """The maze in the ``.maz`` or ``.labyrinth`` file at ``path`` (in the worker's files)."""
        try:
            graphs = load_maze(path)
        except (MazeFileError, ValueError) as error:
            raise Refused(str(error)) from None
        _check_shown(graphs.maze_array.width, graphs.maze_array.height)
        options = graphs.options
        self._replace(Shown(graphs, options, Path(path).name))
        view = self.view()
        if graphs.warning is not None:
            view["sentence"] = f"{graphs.warning} {view['sentence']}"
        return view

    def maz(self) -> dict[str, Any]:
        """The shown maze as ``.maz`` text, what ``labyrinth --export`` writes."""
        return {"text": maz_text(self._current().graphs).decode("utf-8")}

    # -- the teaching view ---------------------------------------------------------------------

    def teach(self, loop: bool = False, java: bool = False) -> dict[str, Any]:
        """The build of the shown maze's grid, recorded for the teaching view (the book's walk
        as the recursion or the loop, another algorithm's steps), at step 0; refused, as the
        desktop refuses it, for a maze too big to follow."""
        options = self._current().options
        problem = teaching_problem(options)
        if problem is None and max(options.width, options.height) > TEACHING_SIDE:
            too_big = N_("The page's teaching view follows mazes up to {side} × {side} fields.")
            problem = str(Message(too_big, side=TEACHING_SIDE))
        if problem:
            raise Refused(problem)
        from labyrinth.browser.teaching import TeachingSession  # not needed before: a quicker start

        self.teaching = TeachingSession.record(MazeGraphs.from_options(options), loop)
        return self.teaching.view(java)

    def teach_go(
        self,
        tick: int | None = None,
        step: str | None = None,
        by: int | None = None,
        java: bool = False,
    ) -> dict[str, Any]:
        """The teaching view at tick ``tick`` (a line), at the start of step ``step`` (a
        call, as typed in the step box), ``by`` ticks on or back from where it is (keys
        pressed faster than the page is answered add up), or where it is (a switch to Java)."""
        teaching = self._teaching()
        if by is not None:
            teaching.go_by(by)
        elif step is not None:
            teaching.go_to_step(step_number(str(step), teaching.history.steps_expected()))
        elif tick is not None:
            teaching.go(tick)
        return teaching.view(java)

    def teach_play(self, ticks: int, dead_ends: bool = False, java: bool = False) -> dict[str, Any]:
        """Up to ``ticks`` ticks on; ``stopped`` when a breakpoint or a dead end stopped it."""
        teaching = self._teaching()
        stopped = teaching.play(max(1, ticks), dead_ends)
        return {**teaching.view(java), "stopped": stopped}

    def teach_breakpoint(
        self, x: int | None = None, y: int | None = None, java: bool = False
    ) -> dict[str, Any]:
        """A breakpoint on field (x | y), or none any more: play stops when the walk comes
        there. Without a field: on the walk's current field (the keyboard's B), said in a
        sentence."""
        teaching = self._teaching()
        width = teaching.history.width
        if x is None or y is None:
            current = teaching.state.current
            if current < 0:
                raise Refused(str(Message(N_("The walk has no current field yet."))))
            x, y = current % width, current // width
        if not teaching.graphs.maze_array.contains(x, y):
            raise Refused(str(Message(N_("Field ({x} | {y}) is not in the maze."), x=x, y=y)))
        teaching.toggle_breakpoint(y * width + x)
        set_ = y * width + x in teaching.breakpoints
        said = N_("A breakpoint on ({x} | {y}).") if set_ else N_("No breakpoint on ({x} | {y}).")
        return {**teaching.view(java), "said": str(Message(said, x=x, y=y))}

    def teach_leave(self) -> dict[str, Any]:
        """The teaching view closed: its recording goes."""
        self.teaching = None
        return {}

    def _teaching(self) -> TeachingSession:
        if self.teaching is None:
            raise Refused(str(Message(N_("The teaching view is not open."))))
        return self.teaching

    # -- a student's program -------------------------------------------------------------------

    def program_options(self, source: str) -> dict[str, Any]:
        """The options of the maze ``source`` runs on (the maze shown, or for a builder its
        grid), as a run's job carries them: the page hands them to the worker that runs
        programs (``program_run``). Refused for a walker on a maze that cannot be made
        again."""
        from labyrinth.programs.mazes import program_options
        from labyrinth.programs.precheck import BUILDER, program_kind
        from labyrinth.programs.runner import job_options

        shown = self._current()
        builder = program_kind(source) == BUILDER
        options = program_options(shown.graphs, shown.options.excluded, builder)
        if options is None:
            not_made_again = N_(
                "This maze was read from a file that does not say how it was built: build "
                "one for the walker to walk."
            )
            raise Refused(str(Message(not_made_again)))
        return {"options": job_options(options)}

    # -- what the page draws -------------------------------------------------------------------

    def view(self) -> dict[str, Any]:
        """Everything the page shows of the maze."""
        shown = self._current()
        graphs, options = shown.graphs, shown.options
        result = graphs.result
        assert result is not None, "the bridge shows built or opened mazes only"
        maze = graphs.maze_array
        size = options.field_size or largest_field_size(maze.width, maze.height)
        geometry = Geometry(maze.width, maze.height, size)
        left, top = geometry.field_origin(0, 0)
        sentence = " ".join(part for part in (result.message(), result.imperfections()) if part)
        return {
            "svg": self._svg(shown),
            "width": maze.width,
            "height": maze.height,
            "grid": {"left": left, "top": top, "size": size, "image": geometry.image_size},
            "start": list(result.start),
            "goal": list(result.end),
            "sentence": sentence,
            "recipe": result.recipe() if shown.name is None else shown.name,
            "query": query_of(options, i18n.current_language()) if shown.name is None else "",
            "form": _form(options),
            "language": i18n.current_language(),
            "can_undo": bool(self.back),
            "can_redo": bool(self.forward),
            "solution": self.solution,
        }

    def state(self) -> dict[str, Any]:
        """What a page that embeds the maze, or a test, reads: size, seed, algorithm, language,
        the file opened, and the step of a build watched or of the teaching view."""
        shown = self._current()
        stepping = self.watched[0] if self.watched else self.teaching
        return {
            "width": shown.options.width,
            "height": shown.options.height,
            "seed": shown.options.seed,
            "rng": shown.options.rng,
            "algorithm": shown.options.algorithm,
            "language": i18n.current_language(),
            "file": shown.name,
            "step": stepping.tick + 1 if stepping else None,
            "steps": len(stepping.history) if stepping and stepping.history.done else None,
        }

    # -- the session's maze ----------------------------------------------------------------------

    def _current(self) -> Shown:
        if self.shown is None:
            raise Refused(str(Message(N_("There is no maze yet."))))
        return self.shown

    def _svg(self, shown: Shown) -> str:
        result = shown.graphs.result
        marks = result.marks if result else None
        return svg_text(
            shown.graphs.maze_array,
            marks,
            shown.options.field_size,
            solution=self.solution,
        )

    def _replace(self, shown: Shown) -> None:
        if self.shown is not None:
            self.back = [*self.back, self.shown][-UNDO_DEPTH:]
            self.forward = []
        self.shown = shown

    def _step(self, source: list[Shown], target: list[Shown], nothing: str) -> dict[str, Any]:
        if not source:
            raise Refused(str(Message(nothing)))
        target.append(self._current())
        self.shown = source.pop()
        return self.view()


def _form_options(form: dict[str, str]) -> BuildOptions:
    """The build the form asks for; Refused with the first value's sentence."""
    link = read_link({name: value for name, value in form.items() if value.strip()})
    if link.problems:
        raise Refused(link.problems[0])
    try:
        options = link.options()
    except (MazeException, ValueError) as error:
        raise Refused(sentence_of(error)) from None
    _check_shown(options.width, options.height)
    return options


def _check_shown(width: int, height: int) -> None:
    """Refused when the page cannot show a maze this big."""
    if max(width, height) > PAGE_SIDE:
        too_big = N_(
            "The page shows mazes up to {side} × {side} fields, not {width} × {height}; "
            "the desktop program builds them up to 4096 × 4096."
        )
        raise Refused(str(Message(too_big, side=PAGE_SIDE, width=width, height=height)))


def _built(options: BuildOptions) -> MazeGraphs:
    """The maze of ``options``, built; Refused when it cannot be (no field to start from)."""
    graphs = MazeGraphs.from_options(options)
    try:
        with contextlib.redirect_stdout(io.StringIO()):  # its closing line: the page says it
            graphs.build_maze()
    except MazeException as error:
        raise Refused(error.problem) from None
    return graphs


def _form(options: BuildOptions) -> dict[str, str]:
    """The form's fields for ``options``, as the link names them."""
    return {
        "width": str(options.width),
        "height": str(options.height),
        "seed": str(options.seed),
        "rng": options.rng,
        "algorithm": options.algorithm,
        "loops": str(options.loop_percent),
        "blocks": str(options.block_permille),
    }


BRIDGE = Bridge()
# The worker that runs programs answers these (program_calls.py); the page's worker the rest.
PROGRAMS = ProgramCalls()
# The page's worker answers these too: the lessons, and a check judged out of a program's reach.
LESSONS = LessonCalls()
CHECKS = CheckCalls(LESSONS)
CALLS: dict[str, Callable[..., dict[str, Any]]] = {
    **{
        name: getattr(BRIDGE, name)
        for name in [
            "start",
            "build",
            "toggle",
            "stroke",
            "undo",
            "redo",
            "describe",
            "language",
            "show_solution",
            "save",
            "may_open",
            "open",
            "maz",
            "teach",
            "teach_go",
            "teach_play",
            "teach_breakpoint",
            "teach_leave",
            "watch",
            "watch_play",
            "watch_finish",
            "program_options",
        ]
    },
    **{
        name: getattr(LESSONS, name)
        for name in [
            "lessons_start",
            "lessons_list",
            "lesson_open",
            "lesson_close",
            "lesson_keep",
            "lesson_run_options",
            "lesson_walk",
            "lesson_file",
            "progress_import",
            "lesson_progress",
        ]
    },
    **{name: getattr(CHECKS, name) for name in ["check_plan", "check_judge"]},
    "state": lambda: {**BRIDGE.state(), **LESSONS.state()},
    "program_file": program_file,
    **{
        name: getattr(PROGRAMS, name)
        for name in [
            "program_template",
            "program_run",
            "program_record",
            "program_language",
            "program_ended",
            "program_go",
            "program_play",
            "program_breakpoint",
            "program_maz",
            "program_leave",
        ]
    },
}


def answer(request: str) -> str:
    """The page's request answered: the call's result with ``ok``, or the sentence that
    refuses it. Anything else that goes wrong is a fault of the program, not the user's, and
    goes to the worker, which shows it as such."""
    message = json.loads(request)
    call = CALLS.get(message.get("call", ""))
    if call is None:
        raise ValueError(f"no such call: {message.get('call')!r}")
    try:
        return json.dumps({"ok": True, **call(**message.get("args", {}))})
    except Refused as refusal:
        return json.dumps({"ok": False, "problem": str(refusal)})
