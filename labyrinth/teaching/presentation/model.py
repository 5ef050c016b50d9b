"""What the teaching view shows at one tick, as plain data: the view (Tk or a browser page)
puts it into its widgets and draws the marks it names, and decides nothing itself.

``to_json`` gives each a dict of ints, strings and lists that ``json.dumps`` takes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

# The kinds of the members' marks: a dot inside each field, or a set colouring its fields
# almost whole (Kruskal's and the growing forest's trees on a small maze).
DOT = "dot"
SET = "set"


@dataclass(frozen=True)
class StackRow:
    """A row of the stack pane, innermost (or the structure's moving end) first. The book's
    walk: the call (or the loop's field), its path length, the step that came to it and the
    step it takes; another algorithm: the member, its number, a note (``goes`` empty). A
    folded row stands for ``count`` rows left out: its ``text`` alone, key -1. ``key`` is
    what selecting the row selects (the recursion's call, else a field); ``colour``: the
    row's background, the colour its fields have on the maze ("" for none)."""

    key: int
    text: str
    depth: str = ""
    came: str = ""
    goes: str = ""
    folded: bool = False
    colour: str = ""

    def cells(self, columns: int) -> tuple[str, ...]:
        """The texts of the first ``columns`` columns (a folded row: its text alone)."""
        if self.folded:
            return (self.text,)
        return (self.text, self.depth, self.came, self.goes)[:columns]

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "text": self.text,
            "depth": self.depth,
            "came": self.came,
            "goes": self.goes,
            "folded": self.folded,
            "colour": self.colour,
        }


@dataclass(frozen=True)
class ScaleMark:
    """A bar of the scale filled to ``value``: ``kind`` "calls" or "depth" (the theme's
    colours for the book's walk) or "members" in ``colour``."""

    value: int
    kind: str
    colour: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"value": self.value, "kind": self.kind, "colour": self.colour}


@dataclass(frozen=True)
class Scale:
    """A bar from 0 to ``end`` with its marks, ``limit`` marked across it with ``label``."""

    marks: tuple[ScaleMark, ...]
    end: int
    limit: int
    label: str

    def to_json(self) -> dict[str, Any]:
        return {
            "marks": [mark.to_json() for mark in self.marks],
            "end": self.end,
            "limit": self.limit,
            "label": self.label,
        }


@dataclass(frozen=True)
class Members:
    """Fields of the structure marked in one colour, as ``kind`` (``DOT`` or ``SET``)."""

    kind: str
    colour: str
    fields: Sequence[int]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "colour": self.colour, "fields": list(self.fields)}


# A chamber of recursive division: its left column, top row, columns, rows.
Chamber = tuple[int, int, int, int]


@dataclass(frozen=True)
class Marks:
    """The marks over the maze (fields are indices, y * width + x; -1: none): the current
    field, the open path from the start (the book's walk), the end candidate, the field
    selected, the breakpoints, the field another algorithm began at, its structure's
    members, and the chambers still to divide (the last one being divided)."""

    current: int
    path: Sequence[int] = ()
    end: int = -1
    selected: int = -1
    breakpoints: tuple[int, ...] = ()
    first: int = -1
    members: tuple[Members, ...] = ()
    chambers: tuple[Chamber, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "current": self.current,
            "path": list(self.path),
            "end": self.end,
            "selected": self.selected,
            "breakpoints": list(self.breakpoints),
            "first": self.first,
            "members": [members.to_json() for members in self.members],
            "chambers": [list(chamber) for chamber in self.chambers],
        }


@dataclass(frozen=True)
class StepPresentation:
    """Everything the teaching view shows at tick ``tick`` (-1: before the first): step
    ``step`` of about ``steps``; the source in ``language`` with its running line (-1: none)
    and the running line in Python and in Java (-1: no Java for it); the stack pane's
    headings, rows (folded to fit) and the key of its selected row; the counters, the scale,
    the explanation (``why``), the status line's sentence (``call_sentence``: what the
    recursion's selected call is doing, which the status line says in its place right after
    the selection; "" for none), the marks and the legend's entries."""

    tick: int
    step: int
    steps: int
    language: str
    source: tuple[str, ...]
    line: int
    python_line: int
    java_line: int
    headings: tuple[str, ...]
    stack_rows: tuple[StackRow, ...]
    selected_row: int
    counters: str
    scale: Scale
    why: str
    sentence: str
    call_sentence: str
    marks: Marks
    legend: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "tick": self.tick,
            "step": self.step,
            "steps": self.steps,
            "language": self.language,
            "source": list(self.source),
            "line": self.line,
            "python_line": self.python_line,
            "java_line": self.java_line,
            "headings": list(self.headings),
            "stack_rows": [row.to_json() for row in self.stack_rows],
            "selected_row": self.selected_row,
            "counters": self.counters,
            "scale": self.scale.to_json(),
            "why": self.why,
            "sentence": self.sentence,
            "call_sentence": self.call_sentence,
            "marks": self.marks.to_json(),
            "legend": list(self.legend),
        }
