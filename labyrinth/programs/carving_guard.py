"""The builder's guard in the child process: only the walls the program's own code opens
count, and the library's own maze-making code does not run for it.

A builder's ``self`` has no ``find_neighbours`` but the student's (see ``mazes``), yet from
inside a program everything loaded can be reached: through ``gc``, ``sys.modules``, a
function's ``__globals__``. So the guard looks at what runs rather than at what is handed
over. A wall counts only when every frame on the stack, up to the run's own, is the
program's code (compiled from its file) or one of the book's carving helpers, and while
the program is still traced; and a call into the library's generating code (the book's
``find_neighbours`` and ``build_maze``, the build and its generators) is refused where it
starts. Either ends the run with :class:`ForeignCode`, and the parent judges the maze from
the carvings recorded before. A program that takes the child process itself apart can still
forge what it reports: the guard closes the ways a student finds, not every way.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from types import CodeType, FrameType, FunctionType

import labyrinth
from labyrinth.i18n import MessageError
from labyrinth.maze_array import MazeArray
from labyrinth.maze_field import MazeField
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.programs.mazes import BuilderGraphs, RecordedWalls
from labyrinth.programs.outcome import TRACING_OFF, foreign_code
from labyrinth.programs.tracer import TraceFunction, Tracer

# Verified frames kept at most (then forgotten, and verified again as needed).
MOST_VERIFIED_FRAMES = 100_000
# The library's code that makes mazes: these files entirely ...
_PACKAGE = Path(labyrinth.__file__).parent
_GENERATING_FILES = (_PACKAGE / "build.py", _PACKAGE / "generators", _PACKAGE / "teaching")
# ... and these methods of MazeGraphs.
_GENERATING_METHODS = (
    "find_neighbours",
    "build_maze",
    "build_steps",
    "_find_neighbours_recursively",
    "_prepare",
    "_finish",
)


class ForeignCode(MessageError):
    """A wall was opened, or a maze was to be made, by ``function``: code that is not the
    program's own (or, TRACING_OFF, a wall opened untraced)."""

    def __init__(self, function: str) -> None:
        super().__init__(foreign_code(function))
        self.function = function


def codes(code: CodeType) -> Iterator[CodeType]:
    """``code`` and every code object made inside it (functions, lambdas, comprehensions)."""
    yield code
    for constant in code.co_consts:
        if isinstance(constant, CodeType):
            yield from codes(constant)


def _class_codes(*classes: type) -> Iterator[CodeType]:
    """The code of every method and property of ``classes``."""
    for cls in classes:
        for value in vars(cls).values():
            function = value.fget if isinstance(value, property) else value
            if isinstance(function, FunctionType):
                yield from codes(function.__code__)


def _generating_codes() -> set[CodeType]:
    """The code of the library's maze-making, among the modules loaded now."""
    found = {
        code for name in _GENERATING_METHODS for code in codes(getattr(MazeGraphs, name).__code__)
    }
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None)
        if not file or not Path(file).is_relative_to(_PACKAGE):
            continue
        path = Path(file)
        if not any(path == place or path.is_relative_to(place) for place in _GENERATING_FILES):
            continue
        for value in vars(module).values():
            if getattr(value, "__module__", None) != module.__name__:
                continue  # imported there, made elsewhere
            if isinstance(value, FunctionType):
                found.update(codes(value.__code__))
            elif isinstance(value, type):
                found.update(_class_codes(value))
    return found


class CarvingGuard:
    """Watches a builder run whose program compiled to ``program``; ``root`` is the code of
    the child's function that runs it (the stack is walked up to it). ``refused`` names the
    first foreign code met ("" for none), for the run's facts: a program that catches
    ForeignCode is found out all the same. The program's frames once verified are remembered,
    so that a recursion thousands of calls deep is walked once."""

    def __init__(self, program: CodeType, root: CodeType) -> None:
        helpers = (BuilderGraphs, MazeField, MazeArray, RecordedWalls)
        self.program = set(codes(program))
        self.allowed = self.program | set(_class_codes(*helpers))
        self.generating = _generating_codes() - self.allowed
        self.root = root
        self.refused = ""
        self._verified: dict[int, FrameType] = {}
        self._watch: TraceFunction | None = None

    def _refuse(self, name: str) -> None:
        self.refused = self.refused or name
        raise ForeignCode(name)

    def check_carving(self, frame: FrameType | None) -> None:
        """Raise ForeignCode unless the program is still watched and every frame from
        ``frame`` up is allowed."""
        if sys.gettrace() is not self._watch:
            self._refuse(TRACING_OFF)
        verified, allowed, program = self._verified, self.allowed, self.program
        fresh = []
        while frame is not None and id(frame) not in verified:
            code = frame.f_code
            if code is self.root:
                break
            if code not in allowed:
                self._refuse(code.co_qualname)
            if code in program:  # (a helper's frame is gone after this carving)
                fresh.append(frame)
            frame = frame.f_back
        if len(verified) > MOST_VERIFIED_FRAMES:
            verified.clear()
        for frame in fresh:  # only once the whole stack passed
            verified[id(frame)] = frame

    def watch(self, tracer: Tracer) -> None:
        """Start ``tracer``, which refuses a call into the library's maze-making code where
        it starts."""
        self._watch = tracer.start(self.generating, self._refuse_code)

    def _refuse_code(self, code: CodeType) -> None:
        self._refuse(code.co_qualname)
