"""Which fields the passages join at a scene of a recorded build, found from its walls:
Sidewinder's run, Eller's sets in the current row, Kruskal's sets.

Apart from ``steps``, which records and replays the build, because each is a search of its
own over the walls of one scene: a run along its line, a breadth-first set, and Eller's labels
made row by row (kept every ``ROWS_KEPT`` rows, so that any row's take a few rows).
"""

from __future__ import annotations

import sys
from collections import deque

from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W

# Each side with the step to the field beyond it (x, y).
SIDE_STEPS = ((BIT_N, 0, -1), (BIT_E, 1, 0), (BIT_S, 0, 1), (BIT_W, -1, 0))
# Every so many rows, Eller's sets through the rows down to it are kept (see ``RowLabels``).
ROWS_KEPT = 32


def run_fields(walls: bytearray, open_sides: bytes, first: int, side: int, step: int) -> list[int]:
    """A run from ``first`` through the open ``side`` of each field (``step`` to the next)."""
    fields = [first]
    while not walls[fields[-1]] & side and open_sides[fields[-1]] & side:
        fields.append(fields[-1] + step)
    return fields


def joined(
    walls: bytearray, open_sides: bytes, width: int, first: int, most: int = sys.maxsize
) -> list[int]:
    """The fields joined to ``first`` by open passages, row by row; ``most``: only so
    many of them, those nearest to ``first``."""
    if first < 0:
        return []
    seen, todo = {first}, deque([first])
    steps = [(side, dx + dy * width) for side, dx, dy in SIDE_STEPS]
    while todo and len(seen) < most:
        here = todo.popleft()
        passages = open_sides[here] & ~walls[here]  # a set of a million: kept lean
        if not passages:
            continue
        for side, step in steps:
            if passages & side and here + step not in seen:
                seen.add(here + step)
                todo.append(here + step)
    return sorted(seen)


def all_sets(walls: bytearray, open_sides: bytes, width: int, current: int) -> list[list[int]]:
    """Every set of two or more fields joined by the passages, each row by row: the
    ``current`` field's first, then the larger before the smaller."""
    seen: set[int] = set()
    found: list[list[int]] = []
    for field in range(len(walls)):
        if field not in seen and open_sides[field]:
            members = joined(walls, open_sides, width, field)
            seen.update(members)
            if len(members) > 1:
                found.append(members)
    found.sort(key=lambda members: (current not in members, -len(members), members[0]))
    return found


class RowLabels:
    """Eller's sets: a label per field of a row, the same for fields joined through the
    rows down to it, on a maze ``width`` fields wide whose fields open to ``open_sides``."""

    def __init__(self, width: int, open_sides: bytes) -> None:
        self.width, self.open_sides = width, open_sides
        self._kept: dict[int, list[int]] = {}  # every ROWS_KEPT rows, by row
        self._last: tuple[int, list[int]] = (-1, [])

    def groups(self, walls: bytearray, y: int) -> list[list[int]]:
        """Row ``y``'s fields grouped into the sets that join them through the rows made so
        far (each set by its first field)."""
        above = self.through(walls, y - 1) if y else None
        groups: dict[int, list[int]] = {}  # by label, in the order of their first fields
        for field, label in zip(
            range(y * self.width, (y + 1) * self.width), self._join(walls, y, above), strict=True
        ):
            if label >= 0:
                groups.setdefault(label, []).append(field)
        return list(groups.values())

    def through(self, walls: bytearray, row: int) -> list[int]:
        """The labels of ``row``'s fields. Eller's rows above the current one are finished,
        so the labels of a row, made from the row above's while the build is recorded, are
        kept every ``ROWS_KEPT`` rows."""
        kept = self._kept
        start, labels = self._last
        nearest = max((at for at in kept if at <= row), default=-1)
        if not nearest <= start <= row:
            start, labels = nearest, kept[nearest] if nearest >= 0 else []
        for later in range(start + 1, row + 1):
            labels = self._join(walls, later, labels if later else None)
            if later % ROWS_KEPT == 0:
                kept[later] = labels
        self._last = row, labels
        return labels

    def _join(self, walls: bytearray, y: int, above: list[int] | None) -> list[int]:
        """The labels of row ``y``'s fields (-1 for one no path enters) given those of the
        row above (``above``): joined by the passages up and along the row."""
        width, open_sides = self.width, self.open_sides
        root: dict[int, int] = {}

        def find(label: int) -> int:
            while root.get(label, label) != label:
                label = root[label]
            return label

        first = y * width
        for field in range(first, first + width):
            sides = open_sides[field]
            if not sides:
                continue
            here = find(field)
            if above is not None and sides & BIT_N and not walls[field] & BIT_N:
                root[here] = here = find(above[field - first])
            if field > first and sides & BIT_W and not walls[field] & BIT_W:
                left = find(field - 1)
                if left != here:
                    root[here] = left
        return [find(field) if open_sides[field] else -1 for field in range(first, first + width)]
