"""The texts the source pane shows, and which line of one is which line of another.

The Python texts are read from the running code itself (``inspect``), so the highlighted line
is the line Python executes; their docstrings are left out. The Java is the book's method.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from types import CodeType
from typing import TYPE_CHECKING

from labyrinth.maze_graphs import MazeGraphs
from labyrinth.teaching.loop import find_neighbours_loop

if TYPE_CHECKING:
    from labyrinth.teaching.history import History

# The book's findNeighbours, as printed in the Wikibook (public domain).
JAVA = """\
private void findNeighbours (MazeField field)
{
    if (field != null)
    {
        MazeField neighbour = checkNeighbours (field);
        if (neighbour != null)
        {
            neighbour.setPreviousField (field);
            field = neighbour;
            removeWalls (field);
            currentLengthOfPath++;
        }
        else
        {
            if (currentLengthOfPath > lengthOfPathToEndField)
            {
                endField = field;
                lengthOfPathToEndField = currentLengthOfPath;
            }
            field = field.getPreviousField ();
            currentLengthOfPath--;
        }
        findNeighbours (field); // recursive call
    }
}
"""

# Each Python statement (its start) with the Java statement it ports.
_JAVA_OF = (
    ("def find_neighbours", "private void findNeighbours"),
    ("if field is not None", "if (field != null)"),
    ("neighbour = self.check_neighbours", "MazeField neighbour = checkNeighbours"),
    ("if neighbour is not None", "if (neighbour != null)"),
    ("neighbour.set_previous_field", "neighbour.setPreviousField"),
    ("field = neighbour", "field = neighbour;"),
    ("self.remove_walls", "removeWalls (field);"),
    ("self.current_length_of_path += 1", "currentLengthOfPath++;"),
    ("else:", "else"),
    ("if self.current_length_of_path >", "if (currentLengthOfPath >"),
    ("self.end_field = field", "endField = field;"),
    ("self.length_of_path_to_end_field =", "lengthOfPathToEndField ="),
    ("field = field.get_previous_field()", "field = field.getPreviousField"),
    ("self.current_length_of_path -= 1", "currentLengthOfPath--;"),
    ("self.find_neighbours(field)", "findNeighbours (field);"),
    # the loop's own line: a pass of it is a call
    ("while field is not None", "if (field != null)"),
)


@dataclass(frozen=True)
class Source:
    """A method's lines as shown (no docstring), and where they start in their file."""

    lines: tuple[str, ...]
    # The file's line number of each shown line.
    numbers: tuple[int, ...]

    def index(self, start: str) -> int:
        """The shown line whose statement starts with ``start``."""
        for index, line in enumerate(self.lines):
            if line.strip().startswith(start):
                return index
        raise LookupError(start)

    def java_line(self, index: int) -> int:
        """The Java line that does what shown line ``index`` does (-1: none)."""
        statement = self.lines[index].strip()
        for python, java_start in _JAVA_OF:
            if statement.startswith(python):
                return java_source().index(java_start)
        return -1

    def shown(self, number: int) -> int:
        """The shown index of the file's line ``number``."""
        return self.numbers.index(number)


def _read(function: Callable[..., object] | CodeType) -> Source:
    lines, first = inspect.getsourcelines(function)
    text = textwrap.dedent("".join(lines))
    body = ast.parse(text).body[0]
    assert isinstance(body, ast.FunctionDef)
    skipped: range = range(0)
    docstring = body.body[0]
    if isinstance(docstring, ast.Expr) and isinstance(docstring.value, ast.Constant):
        skipped = range(docstring.lineno - 1, docstring.end_lineno or docstring.lineno)
    kept = [
        (line.rstrip(), first + number)
        for number, line in enumerate(text.splitlines())
        if number not in skipped
    ]
    return Source(tuple(text for text, _ in kept), tuple(number for _, number in kept))


@cache
def code_source(code: CodeType) -> Source:
    """The source of a running function, a generator's for instance, from its code."""
    return _read(code)


@cache
def recursion_source() -> Source:
    """The literal ``MazeGraphs.find_neighbours``."""
    return _read(MazeGraphs.find_neighbours)


@cache
def loop_source() -> Source:
    """``find_neighbours_loop``: the recursion's lines as a loop."""
    return _read(find_neighbours_loop)


@cache
def java_source() -> Source:
    lines = tuple(JAVA.splitlines())
    return Source(lines, tuple(range(1, len(lines) + 1)))


def source_of(history: History) -> Source:
    """The Python text whose lines ``history`` indexes."""
    return loop_source() if history.loop else recursion_source()


def same_moment(old: History, tick: int, new: History) -> int:
    """The tick of ``new`` that shows what tick ``tick`` of ``old`` shows (the recursion and
    the loop): the same step, at the tick whose line does what the old one's did (both map
    to the book's Java), else as far into the step; -1 for -1."""
    if tick < 0 or not len(new):
        return -1
    step = bisect_right(old.enters, tick)  # the ENTER ticks up to ``tick``: its step
    first = old.enters[step - 1]
    start = new.enters[min(step, len(new.enters)) - 1]
    end = new.enters[step] if step < len(new.enters) else len(new)
    old_source, new_source = source_of(old), source_of(new)
    java = old_source.java_line(old.lines[tick])
    for later in range(start, end):
        if new_source.java_line(new.lines[later]) == java:
            return later
    return min(start + tick - first, end - 1)
