"""Eller's algorithm: the maze row by row, remembering the sets of one row only.

Two fields of the current row are in the same set when a path joins them through the rows
made so far. Each row is made in two steps: neighbours in different sets are joined at random
(never two of one set: that would be a loop), then every set opens at least one passage down
(else it would be cut off), from a field drawn among its fields, and further fields go down
by the toss of a coin. A field of the next row that nobody entered starts a set of its own.
In the last row every two neighbours of different sets are joined. The sets live in a
union-find over the positions of one row, so the memory beyond the maze itself grows with
the width only: the borders of the current and the next row are read straight from
``maze.borders``, and no array covers the whole grid.

Excluded fields: a carve that a border forbids is skipped. A set with no field that may go
down is joined to all its neighbours in the row (the last-row rule, wherever it is needed).
If it is still alone, its piece can grow no further and is joined where it stands, right
away: through a random closed wall between its fields and another unfinished set's in this
row or the row above; failing that, the smaller side is walked (the piece, or all the other
unfinished pieces) with a hand on the wall, which needs no memory in a tree, its fields
marked in spare bits of their wall bytes (taken away before the next event), and a random
wall from the marked fields to unmarked ones is opened. Each join links two pieces holding
different unfinished sets, so there is never a loop; a piece with nothing to join is a whole
region. This keeps two rows of data. The walks may cover at most four times the fields made;
past that (many holes), the pieces left are joined at the end by ``join_pieces``, the fix
binary tree uses, whose arrays cover the grid. Without excluded fields no set is ever stuck
and none of this runs.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import CARVE, Event
from labyrinth.generators.grid import Grid, join_pieces
from labyrinth.generators.structure import ROW, Structure
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W

# Walks to join stuck pieces may cover this many times the fields made so far.
_WALK_BUDGET = 4
# Spare bits of a wall byte, set only during a walk (no event is yielded meanwhile).
_IN_PIECE = 0x10
_SEEN = 0x20
_SIDES = (BIT_N, BIT_E, BIT_S, BIT_W)  # clockwise: a side's number + 1 turns right
_FACING = (BIT_S, BIT_W, BIT_N, BIT_E)


def build(maze: MazeArray, start: int, rng: random.Random, option: str | None) -> Iterator[Event]:
    width, height = maze.width, maze.height
    borders, walls = maze.borders, maze.walls
    rand, randbytes = rng.random, rng.randbytes
    # The sets of the current row: a union-find over its positions. parent[x] is -1 for a
    # closed field; at the start of a row every open field points straight at its root.
    below = borders[0:width]
    parent = [x if below[x] & ALL_SIDES != ALL_SIDES else -1 for x in range(width)]
    size = [1] * width  # per root: fields of its piece so far (a lower bound after joins)
    stuck_sets = StuckSets(maze, rand)
    for y in range(height):
        base = y * width
        row = below
        last = y == height - 1
        below = bytearray() if last else borders[base + width : base + 2 * width]
        # How many fields of each set may go down.
        can_go_down = [0] * width
        if not last:
            for x in range(width):
                root = parent[x]
                if root >= 0 and not row[x] & BIT_S and not below[x] & BIT_N:
                    can_go_down[root] += 1
        # Join neighbours of different sets: at random, or always where a set cannot go down.
        coins = randbytes(width)
        for x in range(width - 1):
            if row[x] & BIT_E or row[x + 1] & BIT_W:
                continue  # a border (closed fields have all four)
            first = x
            while parent[first] != first:
                parent[first] = first = parent[parent[first]]
            second = x + 1
            while parent[second] != second:
                parent[second] = second = parent[parent[second]]
            if first != second and (
                coins[x] < 128 or not can_go_down[first] or not can_go_down[second]
            ):
                parent[second] = first
                can_go_down[first] += can_go_down[second]
                size[first] += size[second]
                field = base + x
                walls[field] &= ~BIT_E
                walls[field + 1] &= ~BIT_W
                yield CARVE, field, field + 1
        # Passages down: per set one field drawn among those that may go down, the others by
        # a coin; the fields below form the next row's sets.
        coins = randbytes(width)
        next_parent = [-1] * width
        next_size = [1] * width
        new_root = [-1] * width  # per root of this row: its root in the next row
        drawn = [-1] * width  # per root: which of its fields that may go down is sure to
        counted = [0] * width  # per root: its fields that may go down, met so far
        stuck = []  # the roots of the sets that cannot go down
        for x in range(width):
            root = parent[x]
            if root >= 0:
                while parent[root] != root:
                    root = parent[root]
                parent[x] = root
                number = counted[root]
                if drawn[root] < 0:  # the set's first field in this row
                    if can_go_down[root]:
                        drawn[root] = int(rand() * can_go_down[root])
                    else:
                        drawn[root] = width
                        stuck.append(root)
                if not last and not row[x] & BIT_S and not below[x] & BIT_N:
                    counted[root] = number + 1
                    if number == drawn[root] or coins[x] < 128:
                        field = base + x
                        walls[field] &= ~BIT_S
                        walls[field + width] &= ~BIT_N
                        yield CARVE, field, field + width
                        joined = new_root[root]
                        if joined < 0:
                            new_root[root] = joined = x
                            next_size[x] = size[root]
                        next_parent[x] = joined
                        next_size[joined] += 1
                        continue
            if not last and below[x] & ALL_SIDES != ALL_SIDES:
                next_parent[x] = x  # nobody entered this field: a set of its own
        ended = RowEnd(y, row, parent, size, new_root=new_root, next_size=next_size, stuck=stuck)
        yield from stuck_sets.end_row(ended)
        parent, size = next_parent, next_size
    if stuck_sets.left_over:
        yield from join_pieces(Grid(maze), rng)


@dataclass(frozen=True)
class RowEnd:
    """A row's sets at its end, as ``StuckSets`` reads them (one record, not seven
    arguments: five are lists of ints by column, easily passed in the wrong order).

    ``row``: the row's borders; ``parent``: its sets, a union-find over its columns (-1 for a
    closed field); ``size``: per root, the fields of its piece so far; ``new_root``: per
    root, the column its set went down to first (-1: none); ``next_size``: the next row's
    sizes by those columns, grown by the joins; ``stuck``: the roots of the sets that cannot
    go down.
    """

    y: int
    row: bytearray
    parent: list[int]
    size: list[int]
    new_root: list[int]
    next_size: list[int]
    stuck: list[int]


class StuckSets:
    """Joins the sets that cannot go down (only where fields are excluded), row by row.

    Such a set's piece can grow no further. Each one, the smallest first, is joined to
    another unfinished set through a random closed wall in this row or the row above, or
    else through a wall found by walking the smaller side (``_walk_and_pick``). Every piece
    holds exactly one unfinished set, so a join never closes a loop, and a piece with no wall
    to another is a whole region. It keeps the data of this row and the row above.

    Eller's text hands it the text's own sets, row by row (``texts/eller.py``).
    """

    def __init__(self, maze: MazeArray, rand) -> None:
        self.width, self.walls, self.borders, self.rand = maze.width, maze.walls, maze.borders, rand
        # Open fields of the rows made so far.
        self.fields_made = 0
        # Fields of the regions that are complete.
        self.finished = 0
        # Fields walked so far to join pieces: kept below a few times the fields made.
        self.walked = 0
        # True once a piece was left for ``join_pieces`` at the end, as walking got long.
        self.left_over = False
        # The borders of the row above.
        self.above = bytearray()
        # The row above: its union-find at its end (-1 for closed fields).
        self.above_parent: list[int] = []
        # The row above: per root, the position of its set's root in this row, or -1.
        self.above_next: list[int] = []

    def end_row(self, end: RowEnd) -> Iterator[Event]:
        """A row is made: join its stuck sets, then keep it as the row above."""
        self.fields_made += sum(1 for x in range(self.width) if end.parent[x] >= 0)
        if end.stuck:
            yield from self._join(end)
        self.above, self.above_parent, self.above_next = end.row, end.parent, end.new_root

    def _join(self, end: RowEnd) -> Iterator[Event]:
        # as locals: the loops below read them field by field
        y, row, parent, size = end.y, end.row, end.parent, end.size
        new_root, next_size, stuck = end.new_root, end.next_size, end.stuck
        width, walls, base = self.width, self.walls, y * self.width
        # The fields of each stuck set in this row and in the row above.
        cells: dict[int, list[int]] = {root: [] for root in stuck}
        cells_above: dict[int, list[int]] = {root: [] for root in stuck}
        for x in range(width):
            if parent[x] in cells:
                cells[parent[x]].append(x)
            if y and self.root_above(x, parent) in cells_above:
                cells_above[self.root_above(x, parent)].append(x)
        done: set[int] = set()  # sets joined to an unknown one, or whole regions: never a target
        growing = sum(1 for root in range(width) if new_root[root] >= 0 and parent[root] == root)
        remaining = growing + len(stuck)
        for root in sorted(stuck, key=size.__getitem__):
            remaining -= 1
            unfinished = self.fields_made - self.finished
            if not remaining:  # every unfinished field belongs to this piece
                self.finished = self.fields_made
                continue
            if size[root] == unfinished:  # a whole region
                self.finished += size[root]
                continue
            wall = self.nearby_wall(y, row, parent, root, cells[root], cells_above[root], done)
            if not wall and (
                self.walked + min(size[root], unfinished - size[root])
                > _WALK_BUDGET * self.fields_made
            ):
                self.left_over = True  # leave this piece: join_pieces joins it at the end
                done.add(root)
                continue
            if not wall and size[root] <= unfinished - size[root]:
                # Walk this piece, the smaller side: the set it joins stays unknown.
                fields, wall = _walk_and_pick(
                    walls, self.borders, width, [base + cells[root][0]], base + width, self.rand
                )
                self.walked += fields
                done.add(root)
                if wall:
                    field, other, _number = wall
                    walls[field] &= ~_side_towards(field, other, width)
                    walls[other] &= ~_side_towards(other, field, width)
                    yield CARVE, field, other
                else:
                    self.finished += fields
                continue
            if not wall:
                # Walk all other unfinished pieces, the smaller side: any wall from them to a
                # field not walked leads into this piece.
                starts, targets = [], set()
                for x in range(width):
                    target = parent[x]
                    if target >= 0:
                        while parent[target] != target:
                            target = parent[target]
                        if target != root and target not in done and target not in targets:
                            targets.add(target)
                            starts.append((base + x, target))
                fields, wall = _walk_and_pick(
                    walls,
                    self.borders,
                    width,
                    [field for field, _target in starts],
                    base + width,
                    self.rand,
                )
                self.walked += fields
                if not wall:
                    self.finished += unfinished - fields
                    done.add(root)
                    continue
                wall = (wall[1], wall[0], starts[wall[2]][1])
            field, other, target = wall
            walls[field] &= ~_side_towards(field, other, width)
            walls[other] &= ~_side_towards(other, field, width)
            parent[root] = target
            size[target] += size[root]
            if new_root[target] >= 0:
                next_size[new_root[target]] += size[root]
            if target in cells:
                cells[target] += cells[root]
                cells_above[target] += cells_above[root]
            yield CARVE, field, other

    def root_above(self, x: int, parent: list[int]) -> int:
        """The root, in this row, of the set that holds field x of the row above; or -1."""
        above_parent = self.above_parent
        root = above_parent[x]
        if root < 0:
            return -1
        while above_parent[root] != root:
            root = above_parent[root]
        root = self.above_next[root]
        if root < 0:
            return -1
        while parent[root] != root:
            root = parent[root]
        return root

    def nearby_wall(
        self,
        y: int,
        row: bytearray,
        parent: list[int],
        root: int,
        cells: list[int],
        cells_above: list[int],
        done: set[int],
    ):
        """A random closed wall between the set and another one still unfinished, in this row
        or the row above: ``(field, other field, the other's root)``, or None."""
        width, walls, above, rand = self.width, self.walls, self.above, self.rand
        base = y * width
        found, chosen = 0, None
        candidates = []
        for x in cells:  # walls up from this row
            if walls[base + x] & BIT_N and not row[x] & BIT_N and not above[x] & BIT_S:
                candidates.append((base + x, base + x - width, self.root_above(x, parent)))
        for x in cells_above:  # walls of the row above: west, east and down
            field = base - width + x
            if x and walls[field] & BIT_W and not above[x] & BIT_W and not above[x - 1] & BIT_E:
                candidates.append((field, field - 1, self.root_above(x - 1, parent)))
            if (
                x < width - 1
                and walls[field] & BIT_E
                and not above[x] & BIT_E
                and not above[x + 1] & BIT_W
            ):
                candidates.append((field, field + 1, self.root_above(x + 1, parent)))
            if walls[field] & BIT_S and not above[x] & BIT_S and not row[x] & BIT_N:
                other = x
                while parent[other] != other:
                    other = parent[other]
                candidates.append((field, field + width, other))
        for candidate in candidates:
            target = candidate[2]
            if target >= 0 and target != root and target not in done:
                found += 1
                if rand() * found < 1:  # each candidate equally likely
                    chosen = candidate
        return chosen


def _side_towards(field: int, other: int, width: int) -> int:
    difference = other - field
    if difference == 1:
        return BIT_E
    if difference == -1:
        return BIT_W
    return BIT_S if difference == width else BIT_N


def _walk_and_pick(
    walls: bytearray, borders: bytearray, width: int, starts: list[int], limit: int, rand
) -> tuple[int, tuple[int, int, int] | None]:
    """A random wall from the trees holding ``starts`` to a field outside them.

    Each tree is walked with a hand on the wall (needing no memory), its fields marked in a
    spare bit of their wall bytes; then the closed walls a path may pass from a marked field
    to an unmarked one before ``limit`` (the rows made so far) are counted and one is drawn;
    then the marks go. Returns the number of fields walked before ``limit`` and ``(field
    inside, field outside, number of its start)`` for the drawn wall, or None if there is
    no such wall. The caller opens it.
    """
    steps = (-width, 1, width, -1)
    fields = 0
    for start in starts:
        for field in _hand_on_the_wall(walls, start, steps):
            if not walls[field] & _IN_PIECE:
                walls[field] |= _IN_PIECE
                fields += field < limit
    found, chosen = 0, None
    for number, start in enumerate(starts):
        for field in _hand_on_the_wall(walls, start, steps):
            if walls[field] & _SEEN:
                continue
            walls[field] |= _SEEN
            for side_number, side in enumerate(_SIDES):
                if walls[field] & side and not borders[field] & side:
                    neighbour = field + steps[side_number]
                    if (
                        neighbour < limit
                        and not borders[neighbour] & _FACING[side_number]
                        and not walls[neighbour] & _IN_PIECE
                    ):
                        found += 1
                        if rand() * found < 1:  # each wall equally likely
                            chosen = (field, neighbour, number)
    for start in starts:
        for field in _hand_on_the_wall(walls, start, steps):
            walls[field] &= ALL_SIDES
    return fields, chosen


def _hand_on_the_wall(walls: bytearray, start: int, steps: tuple[int, ...]) -> Iterator[int]:
    """Every field of the tree of passages holding ``start``, by a walk with a hand on the wall.

    A field is met once per passage it has (``start`` first). In a tree this walk comes back
    to ``start`` after it went through every passage twice, so it needs no memory.
    """
    yield start
    heading = first = _NEXT_HEADING[(walls[start] & ALL_SIDES) << 2]
    if first < 0:
        return
    field = start
    while True:
        field += steps[heading]
        yield field
        heading = _NEXT_HEADING[(walls[field] & ALL_SIDES) << 2 | heading]
        if field == start and heading == first:
            return


def _next_heading(wall_byte: int, heading: int) -> int:
    """The way on from a field entered going ``heading``: right if open, else straight, ..."""
    for turn in (1, 0, 3, 2):
        number = (heading + turn) & 3
        if not wall_byte & _SIDES[number]:
            return number
    return -1


# ``_next_heading`` for every wall byte (its four side bits) and heading: index walls * 4 + heading.
_NEXT_HEADING = tuple(_next_heading(index >> 2, index & 3) for index in range(64))


def _row(variables: Mapping[str, Any]) -> int:
    """The row ``build`` works on when it yields (the teaching view's ``peek``)."""
    return int(variables.get("y", -1))


ALGORITHMS = (
    Algorithm(
        "eller",
        N_("Eller's algorithm"),
        N_(
            "Row by row, remembering one row only: neighbours in different sets are "
            "joined at random, then each set opens at least one passage down. Memory "
            "for a single row, whatever the height."
        ),
        build,
        order=90,
        structure=Structure(N_("Sets in the row"), ROW, peek=_row),
    ),
)
