"""The command line's sentences on standard error: one line each, whatever they quote.

A value from the command line or from a file may hold control characters or run to thousands
of characters (a path, a line of a damaged file); :func:`one_line` shows the first escaped and
the second by its start and end, so that every sentence stays one readable line.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import sys

from labyrinth.i18n import _
from labyrinth.values import shortened

# No word of a sentence is this long: a longer one is a quoted value, shown by its ends.
LONGEST_WORD = 120
KEPT_AT_START, KEPT_AT_END = 80, 30
_LONG_WORD = re.compile(rf"\S{{{LONGEST_WORD + 1},}}")


def one_line(text: str) -> str:
    """``text`` with control characters and line breaks escaped and each word longer than
    LONGEST_WORD cut in its middle with "…"."""
    escaped = "".join(
        char if char.isprintable() else char.encode("unicode_escape", "backslashreplace").decode()
        for char in text
    )
    return _LONG_WORD.sub(
        lambda word: f"{word[0][:KEPT_AT_START]}…{word[0][-KEPT_AT_END:]}", escaped
    )


def complain(error: Exception | str) -> None:
    """The one-sentence message on standard error, after the program's name. Standard error
    that cannot be written (full, closed) leaves nothing else to tell: it changes no exit code."""
    with contextlib.suppress(OSError):
        print(f"labyrinth: {one_line(str(error))}", file=sys.stderr)


def warn(text: object) -> None:
    """A warning on standard error, on one line, as a complaint."""
    with contextlib.suppress(OSError):
        print(one_line(str(text)), file=sys.stderr)


def file_name(filename: object) -> str:
    """An OSError's file as text: a path or bytes decoded, a descriptor (an int) as its number."""
    if isinstance(filename, str | bytes | os.PathLike):
        return os.fsdecode(filename)
    return str(filename)


def os_problem(error: OSError) -> str:
    """The sentence for an error of the system that no check before it caught: writing the
    output, when it names no file, else using the file it names."""
    if error.filename is not None:
        return _("Cannot use {file}: {reason}.").format(
            file=shortened(file_name(error.filename)), reason=error.strerror or error
        )
    return _("Cannot write the output: {reason}.").format(
        reason=_("the disk is full") if error.errno == errno.ENOSPC else error.strerror or error
    )
