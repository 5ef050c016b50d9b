"""Which stretches of a program's text are keywords, strings, comments, numbers or names of the
maze's API, for the editor's colours.

Regular expressions rather than ``tokenize``, as IDLE's colouriser does: a beginner's text is
half written most of the time (an open string, an open bracket), and ``tokenize`` gives up at
the first such place, where a pattern colours every line it can. No tkinter here: the editor
turns the spans into tags.
"""

from __future__ import annotations

import builtins
import keyword
import re
from collections.abc import Iterable, Iterator
from functools import cache

KEYWORD, BUILTIN, STRING, COMMENT, NUMBER, API = (
    "keyword",
    "builtin",
    "string",
    "comment",
    "number",
    "api",
)
KINDS = (KEYWORD, BUILTIN, STRING, COMMENT, NUMBER, API)
# The names of ``builtins`` a beginner meets; not every one (``copyright``, ``help`` …), and
# not True/False/None, which are keywords.
BUILTINS = (
    "abs",
    "all",
    "any",
    "bool",
    "dict",
    "enumerate",
    "float",
    "input",
    "int",
    "len",
    "list",
    "max",
    "min",
    "print",
    "range",
    "reversed",
    "set",
    "sorted",
    "str",
    "sum",
    "tuple",
    "zip",
)
assert all(hasattr(builtins, name) for name in BUILTINS)

# A string with its prefix (r, b, f, u in any case and order Python takes), ended or not: a
# string left open runs to the end of its line, a triple-quoted one to the end of the text.
_PREFIX = r"(?i:[rbuf]|rb|br|fr|rf)?"
_STRING = (
    _PREFIX
    + r"""(?:'''(?:[^\\]|\\.)*?(?:'''|\Z)|\"\"\"(?:[^\\]|\\.)*?(?:\"\"\"|\Z)"""
    + r"""|'(?:[^'\\\n]|\\.)*(?:'|$)|"(?:[^"\\\n]|\\.)*(?:"|$))"""
)
# A number not glued to a name before it (the 2 of ``x2``) nor after a dot (``t.0``).
_NUMBER = (
    r"(?<![\w.])(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+"
    r"|(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?[jJ]?)"
)


def _words(names: Iterable[str]) -> str:
    return r"\b(?:" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + r")\b"


@cache
def _pattern(api: frozenset[str]) -> re.Pattern[str]:
    parts = [
        f"(?P<{COMMENT}>#[^\\n]*)",
        f"(?P<{STRING}>{_STRING})",
        f"(?P<{KEYWORD}>{_words(keyword.kwlist)})",
        f"(?P<{NUMBER}>{_NUMBER})",
    ]
    if api:  # before the builtins: the maze's names win where they agree
        parts.append(f"(?P<{API}>{_words(api)})")
    parts.append(f"(?P<{BUILTIN}>{_words(BUILTINS)})")
    return re.compile("|".join(parts), re.MULTILINE | re.DOTALL)


def spans(text: str, api: Iterable[str] = ()) -> Iterator[tuple[str, int, int]]:
    """The coloured stretches of ``text`` in order, as (kind, first, end) character offsets;
    ``api`` are the names of the maze's functions (coloured as KIND ``api``). A name after a
    dot is an attribute (``self.end_field``): coloured as an API name only when it is one."""
    names = frozenset(api)
    for match in _pattern(names).finditer(text):
        kind = match.lastgroup
        assert kind is not None
        first, end = match.span()
        if kind in (KEYWORD, BUILTIN) and first and text[first - 1] == ".":
            continue  # ``obj.print`` is no call of print
        yield kind, first, end
