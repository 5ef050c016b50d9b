"""Islands: the separate regions that excluded fields leave, and the doors that join them.

Excluded fields (a mask, the painter in the window, ``--exclude``) may cut the grid into
regions that no path can connect. The book's walk fills only the region of its start field;
the other algorithms fill each region with a maze of its own. ``islands`` asks for one rule
whatever the algorithm:

* ``separate``: every region becomes a perfect maze of its own (the book's walk starts again
  at the first field of each region it has not filled);
* ``join``: regions that a wall of excluded fields one field thick keeps apart get a door
  through it — that field becomes part of the maze again, or two side by side where the
  regions face each other a row apart — so that they are one perfect maze, with exactly one
  door between two regions it joins; regions further apart are joined by bridges, doors
  through several excluded fields, so that every region is in the one maze.

The regions are found from runs of open fields a row at a time (bytes found in C, a union of
overlapping runs from one row to the next), not a search a field: a mask of 4096 × 4096 fields
is counted in about a second.
"""

from __future__ import annotations

import random
import re
from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from labyrinth.i18n import N_, Message, N_plural
from labyrinth.maze_array import MazeArray

ISLANDS = ("separate", "join")
# A word's islands unless others are chosen: its letters joined into one maze, every letter
# reached (the book's walk alone would fill only the first letter).
WORD_ISLANDS = "join"
# Mixed into the seed so the doors draw apart from the algorithm and the imperfections.
DOOR_SALT = 0xD005_1A4D
_OPEN_RUN = re.compile(rb"\x00+")
# From an excluded-fields mask (1 excluded) to 1 for each field that is not.
_OPEN = bytes([1, 0]) + bytes(254)


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

    All are arrays: four bytes a region, and the fields kept as runs of fields in a row, 16
    bytes a run: ``starts`` and ``ends`` (the first x and the last x + 1), ``numbers`` (their
    region), and ``rows[y]`` the first run of row y.
    """

    width: int
    firsts: array
    sizes: array
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

    def first_of_run(self, run: int) -> int:
        """The index of the first field of the run ``run``."""
        return (bisect_right(self.rows, run) - 1) * self.width + self.starts[run]


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
    # A set's root is its first run (a union keeps the smaller root): the run that numbers it.
    numbers, firsts, sizes = array("i", bytes(4 * len(starts))), array("i"), array("i")
    y = 0
    for run in range(len(starts)):
        while rows[y + 1] <= run:
            y += 1
        root = sets.find(run)
        if root == run:
            numbers[run] = len(firsts)
            firsts.append(y * width + starts[run])
            sizes.append(0)
        else:
            numbers[run] = numbers[root]
        sizes[numbers[run]] += ends[run] - starts[run]
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
    """What ``join`` plans: the doors (``count`` of them), their fields row by row (a door is
    one field, or two along the wall it crosses), and the mazes left (1 when every region
    could be joined to the others)."""

    doors: list[tuple[int, int]]
    count: int
    mazes: int


_SIDES = ((0, -1), (1, 0), (0, 1), (-1, 0))


def _bordering(maze: MazeArray, least: int) -> Iterator[tuple[int, int]]:
    """The excluded fields with at least ``least`` neighbours that are not, row by row: found
    a row at a time with byte operations, so that only these are looked at one by one."""
    width, height = maze.width, maze.height
    excluded = maze.excluded_fields_mask()
    is_open = excluded.translate(_OPEN)
    blank = bytes(width)
    table = bytes(int(count >= least) for count in range(5)) + bytes(251)
    for y in range(height):
        row = is_open[y * width : (y + 1) * width]
        north = is_open[(y - 1) * width : y * width] if y else blank
        south = is_open[(y + 1) * width : (y + 2) * width] if y < height - 1 else blank
        # the neighbours a field has, summed as big integers: a byte holds 0 to 4, never carries
        counts = sum(
            int.from_bytes(part, "big")
            for part in (north, south, b"\x00" + row[:-1], row[1:] + b"\x00")
        )
        enough = int.from_bytes(counts.to_bytes(width, "big").translate(table), "big")
        marks = (enough & int.from_bytes(excluded[y * width : (y + 1) * width], "big")).to_bytes(
            width, "big"
        )
        x = marks.find(1)
        while x >= 0:
            yield x, y
            x = marks.find(1, x + 1)


def _around(regions: Regions, fields: tuple[int, ...], maze: MazeArray) -> set[int]:
    """The regions beside ``fields`` (flat indices)."""
    found = set()
    for field in fields:
        x, y = field % maze.width, field // maze.width
        for dx, dy in _SIDES:
            if _inside(x + dx, y + dy, maze):
                found.add(regions.region_at(x + dx, y + dy))
    found.discard(-1)
    return found


def straight_doors(maze: MazeArray, regions: Regions) -> array:
    """Excluded fields beside two regions or more, row by row: doors of one field, as the
    field's index (an array: eight bytes a door, and a mask of many islands has many)."""
    doors = array("q")
    for x, y in _bordering(maze, 2):
        if len(_around(regions, (y * maze.width + x,), maze)) > 1:
            doors.append(y * maze.width + x)
    return doors


def stepped_doors(maze: MazeArray, regions: Regions) -> array:
    """Two excluded fields side by side along a wall one field thick, one beside a region,
    the other beside another region on the wall's far side: a door that crosses the wall
    with a step (where two letters face each other a row apart). Each as the two fields'
    indices in one number, ``first + 1 << 32 | second``."""
    width, doors = maze.width, array("q")
    for x, y in _bordering(maze, 1):
        for dx, dy in _SIDES:
            near = regions.region_at(x + dx, y + dy) if _inside(x + dx, y + dy, maze) else -1
            if near < 0:
                continue
            for px, py in ((dy, dx), (-dy, -dx)):  # along the wall
                ox, oy = x + px, y + py
                if not _inside(ox - dx, oy - dy, maze) or regions.region_at(ox, oy) >= 0:
                    continue
                far = regions.region_at(ox - dx, oy - dy)
                if far >= 0 and far != near:
                    doors.append((y * width + x + 1) << 32 | (oy * width + ox))
    return doors


def _inside(x: int, y: int, maze: MazeArray) -> bool:
    return 0 <= x < maze.width and 0 <= y < maze.height


def _fields(door: int) -> tuple[int, ...]:
    """The fields of a door as ``straight_doors`` or ``stepped_doors`` number it."""
    return (door,) if door < 1 << 32 else ((door >> 32) - 1, door & 0xFFFFFFFF)


def plan_doors(maze: MazeArray, regions: Regions, seed: int) -> Joining:
    """The doors that make regions one excluded field apart one maze (``maze`` is not
    changed: ``MazeArray.open_door`` opens them).

    Straight doors are tried first, then stepped ones, each in an order drawn from ``seed``; a
    door is taken only when every region around it still belongs to a different group, so
    two groups get exactly one door between them and no door closes a ring of regions (the
    whole stays a perfect maze); nor is one taken beside another, which would make the two a
    passage of their own.
    """
    rng = random.Random((seed % 2**64) ^ DOOR_SALT)
    groups = _Sets()
    for _region in range(regions.count):
        groups.add()
    width, mazes, count = maze.width, regions.count, 0
    opened: set[int] = set()
    for kind in (straight_doors, stepped_doors):
        if mazes == 1:
            break
        candidates = kind(maze, regions)
        rng.shuffle(candidates)  # an array shuffles as a list does, with the same draws
        for door in candidates:
            if mazes == 1:
                break
            fields = _fields(door)
            around = sorted(_around(regions, fields, maze))
            if len({groups.find(region) for region in around}) < len(around):
                continue  # two of its regions are joined already: a second door would be a loop
            if opened.intersection(near for field in fields for near in _beside(field, width)):
                continue
            for region in around[1:]:
                groups.union(around[0], region)
            mazes -= len(around) - 1
            opened.update(fields)
            count += 1
    if mazes > 1:
        _open_bridges(maze, regions, groups, opened, mazes - 1)
        count, mazes = count + mazes - 1, 1
    doors = [(field % width, field // width) for field in sorted(opened)]
    return Joining(doors, count, mazes)


def _open_bridges(
    maze: MazeArray, regions: Regions, groups: _Sets, opened: set[int], bridges: int
) -> None:
    """Join the groups of regions that no door joined by ``bridges`` bridges: doors that run
    through several excluded fields. The smallest group left is joined to the nearest other
    each time, through as few excluded fields as lie between them; the search goes through
    excluded fields only, so it costs memory for the gap, not for the regions. Their fields
    go into ``opened``."""
    is_open = bytearray(maze.excluded_fields_mask().translate(_OPEN))
    for field in opened:
        is_open[field] = 1
    region_of = {field: min(_around(regions, (field,), maze)) for field in opened}
    left = _groups_left(regions, groups)

    def group(field: int) -> int:
        return groups.find(region_of[field] if field in region_of else regions.region_of(field))

    for _bridge in range(bridges):
        smallest = min(left, key=lambda root: _fields_in(regions, left[root]))
        runs = left.pop(smallest)
        bridge = _nearest_bridge(maze, regions, runs, is_open, group)
        for field in bridge[1:-1]:
            is_open[field] = 1
            opened.add(field)
            region_of[field] = regions.numbers[runs[0]]
        other = group(bridge[-1])
        groups.union(smallest, other)
        joined = groups.find(smallest)
        merged = runs + left.pop(other, [])
        if joined != groups.find(0):
            left[joined] = merged


def _groups_left(regions: Regions, groups: _Sets) -> dict[int, list[int]]:
    """The runs of fields of each group but the first region's, by the group's root."""
    main, left = groups.find(0), dict[int, list[int]]()
    for run, region in enumerate(regions.numbers):
        root = groups.find(region)
        if root != main:
            left.setdefault(root, []).append(run)
    return left


def _fields_in(regions: Regions, runs: list[int]) -> int:
    return sum(regions.ends[run] - regions.starts[run] for run in runs)


def _nearest_bridge(
    maze: MazeArray,
    regions: Regions,
    runs: list[int],
    is_open: bytearray,
    group: Callable[[int], int],
) -> list[int]:
    """The shortest way from the fields of ``runs`` (one group) through excluded fields to a
    field of another group: the field it leaves, the excluded fields, the field it reaches."""
    width, size = maze.width, maze.width * maze.height
    own = group(regions.first_of_run(runs[0]))
    came_from: dict[int, int] = {}
    ring: list[int] = []
    for run in runs:
        first = regions.first_of_run(run)
        for field in range(first, first + regions.ends[run] - regions.starts[run]):
            for near in _beside(field, width):
                if 0 <= near < size and not is_open[near] and near not in came_from:
                    came_from[near] = field
                    ring.append(near)
    while ring:
        further: list[int] = []
        for field in ring:
            for near in _beside(field, width):
                if not 0 <= near < size or near in came_from:
                    continue
                came_from[near] = field
                if not is_open[near]:
                    further.append(near)
                elif group(near) != own:
                    way = [near, field]
                    while not is_open[way[-1]]:  # back through the excluded fields
                        way.append(came_from[way[-1]])
                    return way[::-1]
        ring = further
    raise AssertionError("the grid joins every region")  # all fields are one grid


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
        what = Message(
            *N_plural("{n} door joins them into one maze", "{n} doors join them into one maze"),
            n=joining.count,
        )
    elif islands is None and book_walk:
        what = Message(N_("the book's walk fills only the first, the others stay cut off"))
    else:
        what = Message(N_("each becomes its own maze"))
    return Message(N_("{regions}: {what}."), regions=regions, what=what)
