"""An error about None said in the student's terms: which of their names was None at their
line, rather than Python's "NoneType has no location_x" from inside a helper they never saw.

The child looks, when the program failed on None, at the innermost frame of the student's
file and finds the first name of the failing line that holds None (:func:`none_facts`); the
parent says it (:func:`none_problem`). The commonest case has a sentence of its own: the
book's method without its base case walks back from the start field to its previous field,
None, and calls itself with it; the book checks ``if field is not None:`` first.
"""

from __future__ import annotations

import ast
import re
from types import FrameType, TracebackType
from typing import Any

from labyrinth.i18n import N_, Message

# The facts' keys: the name that held None, and whether it was the builder's field.
NONE_NAME = "none_name"
PAST_FIRST_FIELD = "past_first_field"
_NAME = re.compile(r"[^\W\d]\w*")
_STRING_OR_COMMENT = re.compile(r"#.*|'(?:\\.|[^'\\])*'|\"(?:\\.|[^\"\\])*\"")


def none_facts(error: BaseException, file_name: str, source: str, method: str) -> dict[str, Any]:
    """What the parent needs to say an error about None in the student's terms (empty when
    ``error`` is not about None, or no name of the student's line held it). ``method``: the
    builder's method (its second parameter is the field), "" for a walker."""
    if not _about_none(error):
        return {}
    frame, line = _innermost_frame(error.__traceback__, file_name)
    if frame is None:
        return {}
    lines = source.splitlines()
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    values = frame.f_locals
    held = [name for name in _read_names(text) if name in values and values[name] is None]
    if not held:
        return {}
    code = frame.f_code
    field = code.co_varnames[1] if code.co_name == method and code.co_argcount >= 2 else None
    return {NONE_NAME: held[0], PAST_FIRST_FIELD: held[0] == field}


def _read_names(line: str) -> list[str]:
    """The names ``line`` reads, in order: not those it assigns to (``neighbour =`` before
    the call that failed on ``field`` still holds the None of the turn before)."""
    text = line.strip()
    if text.startswith("elif "):
        text = text[2:]  # read alone, an elif is an if
    for candidate in (text, text + " pass"):  # a line that opens a block gets one
        try:
            tree = ast.parse(candidate)
        except SyntaxError:
            continue
        names = [node for node in ast.walk(tree) if isinstance(node, ast.Name)]
        read = [node for node in names if isinstance(node.ctx, ast.Load)]
        return [node.id for node in sorted(read, key=lambda node: node.col_offset)]
    return _NAME.findall(_STRING_OR_COMMENT.sub(" ", text))


def _about_none(error: BaseException) -> bool:
    """``None.location_x``, ``None[0]``, ``None + 1``: the value the program used was None."""
    if isinstance(error, AttributeError):
        return getattr(error, "obj", object()) is None
    return isinstance(error, TypeError) and "'NoneType'" in str(error)


def _innermost_frame(trace: TracebackType | None, file_name: str) -> tuple[FrameType | None, int]:
    """The innermost frame of the student's file the error passed through, and its line."""
    found: tuple[FrameType | None, int] = (None, 0)
    while trace is not None:
        if trace.tb_frame.f_code.co_filename == file_name:
            found = (trace.tb_frame, trace.tb_lineno)
        trace = trace.tb_next
    return found


def none_problem(facts: dict[str, Any]) -> Message:
    """The sentence for an error about None (without its line)."""
    name = facts[NONE_NAME]
    if facts.get(PAST_FIRST_FIELD):
        return Message(
            N_(
                "{name} is None here: the walk has stepped back past the first field, which "
                "has no previous field. The book's method begins with if {name} is not None: "
                "so that the walk ends there."
            ),
            name=name,
        )
    return Message(
        N_("{name} is None here: check if {name} is not None: before you use it."), name=name
    )
