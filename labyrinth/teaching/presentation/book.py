"""What a tick of the book's walk shows, recursion or loop: the source line in Python and
Java, the stack's rows, the counters and the scale, the sentence and the marks."""

from __future__ import annotations

import sys
from collections.abc import Iterable

from labyrinth.i18n import N_, _
from labyrinth.teaching.calls import stack_rows
from labyrinth.teaching.folding import Fold, folded
from labyrinth.teaching.history import History, State
from labyrinth.teaching.presentation.model import Marks, Scale, ScaleMark, StackRow
from labyrinth.teaching.recorder import MAX_RECURSION_SIDE
from labyrinth.teaching.sentences import method_name, place
from labyrinth.teaching.sources import java_source, source_of

# The stack's column headings: the call, its path length, the step that came, the step taken.
HEADINGS = (N_("Call"), N_("Path"), N_("Came"), N_("Goes"))
# The legend's entries in the teaching view of the book's walk.
ENTRIES = (
    "current",
    "teach-path",
    "teach-finished",
    "untouched",
    "teach-end",
    "teach-break",
    "excluded",
)


def source_lines(history: History, state: State, java: bool) -> tuple[tuple[str, ...], int, int]:
    """The source shown, its running line, and the running line of the other language
    (Python's for the Java, the Java's for Python); before the first tick the first line."""
    source = source_of(history)
    line = history.lines[state.tick] if state.tick >= 0 else 0
    java_line = source.java_line(line)
    if java:
        return tuple(java_source().lines), java_line, line
    return tuple(source.lines), line, java_line


def rows(
    history: History, state: State, java: bool, shown: int, selected: int, selected_call: int
) -> tuple[tuple[StackRow, ...], int]:
    """The open calls (the loop: the path of previous fields), innermost first, folded into
    ``shown`` rows with the row selected kept in sight; and the selected row's key. The
    recursion's rows are its calls, the loop's the fields of its path."""
    total, row = stack_rows(history, state)
    if history.loop:
        path = history.path_at(state)
        chosen = path.index(selected) if selected in path else -1
    else:
        chosen = selected_call if selected_call < total else -1
    made: list[StackRow] = []
    for position in folded(total, shown, total - 1 - chosen if chosen >= 0 else -1):
        if isinstance(position, Fold):
            fold = _("… {n} fields …") if history.loop else _("… {n} calls …")
            made.append(StackRow(-1, fold.format(n=position.count), folded=True))
            continue
        index = total - 1 - position  # the positions count from the innermost
        call = row(index)
        where = place(history, call.field, java)
        text = where if history.loop else f"{method_name(java)}({where})"
        key = call.field if history.loop else index
        made.append(StackRow(key, text, str(max(0, call.depth)), call.came, call.goes))
    return tuple(made), selected if history.loop else selected_call


def depth_at(history: History, state: State) -> int:
    """The path's length at the state's tick."""
    return max(0, history.depths[state.tick]) if state.tick >= 0 else 0


def counters(history: History, state: State) -> str:
    """The counters' two lines; the loop keeps no call open: it counts the fields on its
    stack, the stack's rows."""
    counts = (
        _(
            "Path length {depth} · longest {longest} · steps back {backs}\n"
            "Calls {calls} · on the stack {stack}"
        )
        if history.loop
        else _(
            "Path length {depth} · longest {longest} · steps back {backs}\n"
            "Calls {calls} · open (the stack's depth) {open}"
        )
    )
    return counts.format(
        depth=depth_at(history, state),
        longest=state.longest,
        calls=state.calls,
        open=state.frames,
        stack=len(history.path_at(state)) if history.loop else state.frames,
        backs=state.backs,
    )


def scale(history: History, state: State) -> Scale:
    """The open calls and the path's length against Python's recursion limit: the one the
    recursion ran under, the usual one for the loop."""
    open_calls = state.calls if history.loop else state.frames
    limit = history.recursion_limit or sys.getrecursionlimit()
    return Scale(
        (ScaleMark(open_calls, "calls"), ScaleMark(depth_at(history, state), "depth")),
        max(int(limit * 1.2), history.steps_expected()),
        limit,
        _("Python's limit: {limit}").format(limit=limit),
    )


def why(history: History) -> str:
    """Why the recursion needs room and how much this maze got; or why the loop needs none."""
    if history.loop:
        return _(
            "The loop keeps no call open: the previous fields are its stack, so it builds "
            "any size. The recursion nests two calls a field; it is shown up to {side} × "
            "{side} fields, since recording it takes seconds there and grows with every field."
        ).format(side=MAX_RECURSION_SIDE)
    calls, usual, limit = len(history.enters), sys.getrecursionlimit(), history.recursion_limit
    python = (
        _(
            "Python's limit is {usual}, a guard against endless recursion; to make room, "
            "the program raises it to {limit} while it records."
        )
        if limit > usual
        else _("Python's limit is {usual}, a guard against endless recursion: enough here.")
    )
    return " ".join(
        (
            _("Each step nests one more call: {calls} for {fields} fields.").format(
                calls=calls, fields=calls // 2
            ),
            python.format(usual=usual, limit=limit),
            _(
                "The book's Java has a fixed stack instead, 1 MB by default, room for about "
                "8,300 calls: 64 × 65 fields build, 65 × 65 overflow."
            ),
        )
    )


def marks(history: History, state: State, selected: int, breakpoints: Iterable[int]) -> Marks:
    """The current field, the open path, the end candidate, the selection, the breakpoints."""
    return Marks(
        state.current,
        history.path_at(state),
        state.end,
        selected,
        tuple(sorted(breakpoints)),
    )
