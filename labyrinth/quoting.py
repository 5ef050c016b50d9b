"""Values quoted in messages, shortened: a value of 5,000 digits is named by its first and last
characters, so a sentence about it stays one readable line (and Python, which refuses to print
an int of more than 4,300 digits, is never asked to)."""

from __future__ import annotations

import decimal
import os
import re

# Values longer than this are shortened to the characters kept from their start and end.
LONGEST = 40
HEAD, TAIL = 12, 4
# Ints up to this many bits are written out to take their first digits; bigger ones (only the
# Python API can pass them) would take seconds, and are named by their last digits alone.
MAX_BITS = 1 << 16
# File names longer than this (a system takes 4,096 characters) are shortened alike.
LONGEST_PATH = 200
PATH_HEAD, PATH_TAIL = 120, 60


class Quoted(str):
    """Text that is already quoted: ``{value!r}`` in a message shows it as it is, so the
    catalogs' messages keep their form."""

    def __repr__(self) -> str:
        return str(self)


def quoted(value: object) -> Quoted:
    """``repr(value)``, its middle cut out with "…" when it is longer than a short line."""
    if isinstance(value, int) and not isinstance(value, bool):
        return Quoted(_digits(value))
    if isinstance(value, str):  # cut inside the quotes
        return Quoted(repr(_shortened(value)))
    return Quoted(_shortened(repr(value)))


def _shortened(text: str) -> str:
    if len(text) <= LONGEST:
        return text
    return f"{text[:HEAD]}…{text[-TAIL:]}"


def _digits(value: int) -> str:
    sign = "-" if value < 0 else ""
    value = abs(value)
    tail = f"{value % 10**TAIL:0{TAIL}d}"
    if value.bit_length() > MAX_BITS:
        return f"{sign}…{tail}"
    if value < 10**LONGEST:
        return f"{sign}{value}"
    context = decimal.Context(prec=HEAD, rounding=decimal.ROUND_DOWN, Emax=decimal.MAX_EMAX)
    head = "".join(map(str, context.create_decimal(value).as_tuple().digits))
    return f"{sign}{head}…{tail}"


def shown_path(path: str | os.PathLike) -> str:
    """A file's name as a sentence shows it: as it is, or quoted with its control characters
    escaped when it has any (a newline in a name would cut the sentence in two); a name
    longer than LONGEST_PATH by its start and its end, where the file's own name is."""
    text = os.fsdecode(path)
    text = repr(text) if _CONTROL.search(text) else text
    if len(text) <= LONGEST_PATH:
        return text
    return f"{text[:PATH_HEAD]}…{text[-PATH_TAIL:]}"


# Control characters and the line and paragraph separators.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
