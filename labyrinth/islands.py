"""Islands: the separate regions that excluded fields leave, and the doors that join them.

Excluded fields (a mask, the painter in the window, ``--exclude``) may cut the grid into
regions that no path can connect. The book's walk fills only the region of its start field;
the other algorithms fill each region with a maze of its own. ``islands`` asks for one rule
whatever the algorithm:

* ``separate``: every region becomes a perfect maze of its own (the book's walk starts again
  at the first field of each region it has not filled);
* ``join``: regions that only one excluded field keeps apart get a door there — that field
  becomes part of the maze again — so that they are one perfect maze, with exactly one door
  between two regions it joins; regions further apart stay separate mazes.

The regions are found from runs of open fields a row at a time (bytes found in C, a union of
overlapping runs from one row to the next), not a search a field: a mask of 4096 × 4096 fields
is counted in about a second.
"""

from __future__ import annotations

import random
import re
from array import array
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass

from labyrinth.i18n import N_, Message, N_plural
from labyrinth.maze_array import MazeArray

ISLANDS = ("separate", "join")
# Mixed into the seed so the doors draw apart from the algorithm and the imperfections.
DOOR_SALT = 0xD005_1A4D
_OPEN_RUN = re.compile(rb"\x00+")
# From an excluded-fields mask (1 excluded) to 1 for each field that is not.
_OPEN = bytes([1, 0]) + bytes(254)
# 1 for a count of two or more open neighbours (the counts are 0 to 4).
_TWO_OR_MORE = bytes([0, 0, 1, 1, 1]) + bytes(251)


class _Sets:
    """Union-find over numbered items, with path halving: four bytes an item (a run of
    fields, or a region)."""

    def __init__(self) -> None:
        self.parent = array("i")

    def add(self) -> int:
        self.parent.append(len(self.parent))
        return len(self.parent) - 1

    def find(self, item: int) -> int:
        parent = self.parent
        while parent[item] != item:
            parent[item] = parent[parent[item]]
            item = parent[item]
        return item

    def union(self, first: int, second: int) -> bool:
        first, second = self.find(first), self.find(second)
        if first == second:
            return False
        self.parent[max(first, second)] = min(first, second)
        return True


@dataclass(frozen=True)
class Regions:
    """The regions of a maze's open fields: ``firsts[r]`` is the first field of region r, row
    by row (the regions are numbered in that order), ``sizes[r]`` its number of fields.

    The fields are kept as runs of open fields in a row, in arrays (16 bytes a run):
    ``starts`` and ``ends`` (the first x and the last x + 1), ``numbers`` (their region), and
    ``rows[y]`` the first run of row y.
    """

    width: int
    firsts: list[int]
    sizes: list[int]
    starts: array
    ends: array
    numbers: array
    rows: array

    @property
    def count(self) -> int:
        return len(self.firsts)

    def region_at(self, x: int, y: int) -> int:
        """The region of the field ``(x | y)``, -1 for a closed field."""
        run = bisect_right(self.starts, x, self.rows[y], self.rows[y + 1]) - 1
        return self.numbers[run] if run >= self.rows[y] and x < self.ends[run] else -1

    def region_of(self, index: int) -> int:
        return self.region_at(index % self.width, index // self.width)


def find_regions(maze: MazeArray) -> Regions:
    """The regions of ``maze``'s fields that are not excluded: fields side by side are one
    region (borders come only from excluded fields and the rim, so two such neighbours never
    have one between them). A field that excluded neighbours and the rim wall in is a region
    of its own."""
    width, height = maze.width, maze.height
    closed = maze.excluded_fields_mask()
    starts, ends, rows = array("i"), array("i"), array("i", [0])
    sets = _Sets()
    for y in range(height):
        base = y * width
        for found in _OPEN_RUN.finditer(closed, base, base + width):
            starts.append(found.start() - base)
            ends.append(found.end() - base)
            sets.add()
        rows.append(len(starts))
        if y:
            _union_overlaps(sets, starts, ends, range(rows[y - 1], rows[y]), rows[y])
    del closed
    numbers = array("i", bytes(4 * len(starts)))
    firsts: list[int] = []
    sizes: list[int] = []
    number: dict[int, int] = {}
    y = 0
    for run in range(len(starts)):
        while rows[y + 1] <= run:
            y += 1
        root = sets.find(run)
        if root not in number:
            number[root] = len(firsts)
            firsts.append(y * width + starts[run])
            sizes.append(0)
        numbers[run] = number[root]
        sizes[number[root]] += ends[run] - starts[run]
    return Regions(width, firsts, sizes, starts, ends, numbers, rows)


def _union_overlaps(sets: _Sets, starts: array, ends: array, above: range, first: int) -> None:
    """Join each run of a row (from ``first`` to the last run) with the runs of the row
    ``above`` that share a column with it."""
    i, j = above.start, first
    while i < above.stop and j < len(starts):
        if starts[j] < ends[i] and starts[i] < ends[j]:
            sets.union(i, j)
        if ends[i] < ends[j]:
            i += 1
        else:
            j += 1


@dataclass(frozen=True)
class Joining:
    """What ``join`` did: the doors opened (fields, row by row) and the mazes left (1 when
    every region could be joined to the others)."""

    doors: list[tuple[int, int]]
    mazes: int


def door_candidates(maze: MazeArray, regions: Regions) -> Iterator[tuple[int, tuple[int, ...]]]:
    """Excluded fields with neighbours of two or more regions: ``(field, regions)``, row by
    row. Only excluded fields with two neighbours or more that are not are looked at one by
    one; they are found a row at a time with byte operations."""
    width, height = maze.width, maze.height
    closed = maze.excluded_fields_mask()
    is_open = closed.translate(_OPEN)
    blank = bytes(width)
    for y in range(height):
        row = is_open[y * width : (y + 1) * width]
        north = is_open[(y - 1) * width : y * width] if y else blank
        south = is_open[(y + 1) * width : (y + 2) * width] if y < height - 1 else blank
        # open neighbours a field, summed as big integers: a byte holds 0 to 4, never carries
        counts = sum(
            int.from_bytes(part, "big")
            for part in (north, south, b"\x00" + row[:-1], row[1:] + b"\x00")
        )
        two_or_more = counts.to_bytes(width, "big").translate(_TWO_OR_MORE)
        wanted = int.from_bytes(two_or_more, "big") & int.from_bytes(
            closed[y * width : (y + 1) * width], "big"
        )
        marks = wanted.to_bytes(width, "big")
        x = marks.find(1)
        while x >= 0:
            around = {
                regions.region_at(nx, ny)
                for nx, ny in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))
                if 0 <= nx < width and 0 <= ny < height
            }
            around.discard(-1)
            if len(around) > 1:
                yield y * width + x, tuple(sorted(around))
            x = marks.find(1, x + 1)


def plan_doors(maze: MazeArray, regions: Regions, seed: int) -> Joining:
    """The doors that make regions one excluded field apart one maze (``maze`` is not
    changed: ``MazeArray.open_door`` opens them).

    The doors are tried in an order drawn from ``seed``; one is taken only when every region
    around it still belongs to a different group, so two groups get exactly one door between
    them and no door closes a ring of regions (the whole stays a perfect maze); nor is one
    taken beside another, which would make the two a passage of their own.
    """
    candidates = list(door_candidates(maze, regions))
    random.Random((seed % 2**64) ^ DOOR_SALT).shuffle(candidates)
    groups = _Sets()
    for _region in range(regions.count):
        groups.add()
    width, mazes = maze.width, regions.count
    doors: set[int] = set()
    for field, around in candidates:
        if mazes == 1:
            break
        roots = {groups.find(region) for region in around}
        if len(roots) < len(around):
            continue  # two of its regions are joined already: a second door would be a loop
        if doors.intersection(_beside(field, width)):
            continue
        for region in around[1:]:
            groups.union(around[0], region)
        mazes -= len(around) - 1
        doors.add(field)
    return Joining([(field % width, field // width) for field in sorted(doors)], mazes)


def _beside(field: int, width: int) -> list[int]:
    """The fields above, below, left and right of ``field`` (those the row has)."""
    x = field % width
    return [field - width, field + width] + [field - 1] * (x > 0) + [field + 1] * (x < width - 1)


def regions_sentence(
    count: int, islands: str | None, book_walk: bool, from_mask: bool, joining: Joining | None
) -> Message:
    """One sentence on the ``count`` regions (two or more) and what becomes of them: each a
    maze of its own, joined by doors (``joining``), or, by the book's walk without
    ``islands``, only the first filled."""
    regions = (
        Message(
            *N_plural(
                "The mask leaves {n} separate region", "The mask leaves {n} separate regions"
            ),
            n=count,
        )
        if from_mask
        else Message(
            *N_plural(
                "The excluded fields leave {n} separate region",
                "The excluded fields leave {n} separate regions",
            ),
            n=count,
        )
    )
    if islands == "join" and joining is not None:
        doors = len(joining.doors)
        if joining.mazes == 1:
            what = Message(
                *N_plural("{n} door joins them into one maze", "{n} doors join them into one maze"),
                n=doors,
            )
        else:
            what = Message(
                *N_plural(
                    "doors join those only one field apart, {n} maze remains: the others lie "
                    "too far apart for a door",
                    "doors join those only one field apart, {n} mazes remain: the others lie "
                    "too far apart for a door",
                ),
                n=joining.mazes,
            )
    elif islands is None and book_walk:
        what = Message(N_("the book's walk fills only the first, the others stay cut off"))
    else:
        what = Message(N_("each becomes its own maze"))
    return Message(N_("{regions}: {what}."), regions=regions, what=what)
