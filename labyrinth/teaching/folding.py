"""Which entries of a long list the stack's rows show: both ends, the middle folded into one
row ("… 312 calls …"), and a selected entry from the middle between two such rows."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Fold:
    """A row standing for ``count`` entries not shown."""

    count: int


def folded(total: int, rows: int, keep: int = -1) -> list[int | Fold]:
    """The positions of a list of ``total`` entries shown in ``rows`` rows, in order, with a
    Fold where entries are left out: all of them if they fit; else the first and the last,
    and ``keep`` (-1: none) where it would be folded away, with the ends giving up a row."""
    if total <= rows:
        return list(range(total))
    bottom = (rows - 1) // 2
    top = rows - 1 - bottom
    if top <= keep < total - bottom:  # in the middle: a fold above it and one below
        bottom = max(0, rows - 3) // 2
        top = max(0, rows - 3 - bottom)
        shown = [*range(top), keep, *range(total - bottom, total)]
    else:
        shown = [*range(top), *range(total - bottom, total)]
    entries: list[int | Fold] = []
    previous = -1
    for position in shown:
        if position - previous > 1:
            entries.append(Fold(position - previous - 1))
        entries.append(position)
        previous = position
    if previous < total - 1:
        entries.append(Fold(total - 1 - previous))
    return entries
