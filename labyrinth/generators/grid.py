"""What every algorithm needs to know about a maze, and the tools they share.

A ``Grid`` wraps a MazeArray whose rim borders are set: the sides a path may pass (no border
on either side, see ``MazeArray.open_sides``), the step from a field to its neighbour, carving
and walling. ``UnionFind`` keeps sets (the growing forest's trees, the pieces that
``join_pieces`` joins), and ``join_pieces`` is the one fix for algorithms whose own rule
cannot cope with excluded fields: after they ran, it joins the pieces of each region through
random walls, Kruskal-style, so every region ends as one perfect maze.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Callable, Iterable, Iterator
from functools import cached_property
from itertools import compress

from labyrinth.generators.events import CARVE, Event
from labyrinth.maze_array import MazeArray
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W

SIDES = (BIT_N, BIT_E, BIT_S, BIT_W)
# ``OPPOSITE[side]``: the same wall seen from the neighbour.
OPPOSITE = (0, BIT_S, BIT_W, 0, BIT_N, 0, 0, 0, BIT_E)


def _pick_table() -> bytes:
    table = bytearray()
    for mask in range(16):
        sides = [side for side in SIDES if mask & side]
        usable = 256 - 256 % len(sides) if sides else 0
        table += bytes(sides[byte % len(sides)] if byte < usable else 0 for byte in range(256))
    return bytes(table)


# ``PICK[mask << 8 | byte]``: for a random byte, one side of ``mask`` (a set of side bits), each
# equally likely; 0 means "draw another byte" (byte 255 when the mask has three sides).
PICK = _pick_table()


def random_side(mask: int, bits: Callable[[int], int]) -> int:
    """One of the sides in ``mask``, each equally likely; ``bits`` is ``rng.getrandbits``."""
    row = mask << 8
    side = PICK[row | bits(8)]
    while not side:
        side = PICK[row | bits(8)]
    return side


# The state of a field: not reached yet; untouched but next to a carved field; carved.
UNTOUCHED, WAITING, CARVED = 0, 1, 2


def start_states(grid: Grid) -> bytearray:
    """UNTOUCHED for every field a path can enter, CARVED for the others (nothing to do)."""
    return bytearray(grid.open_sides.translate(bytes([CARVED]) + bytes(255)))


def region_starts(state: bytearray, start: int) -> Iterator[int]:
    """The first field of each region to carve: ``start``, then the next UNTOUCHED field,
    row by row, looked for each time the caller has carved the region before it."""
    low = 0  # every field before it is carved: where the next search starts
    first = start if state[start] == UNTOUCHED else state.find(UNTOUCHED)
    while first >= 0:
        yield first
        first = low = state.find(UNTOUCHED, low)


# Fields per slice of the passes over the whole maze (``Grid.side_bytes``, ``wall_numbers``,
# ``clear_previous``, the cut-off fields): their temporaries take up to 8 bytes a field of a
# slice, a few kilobytes; slices of 4096 fields keep the passes at C speed.
SLICE = 1 << 12


def side_table(function: Callable[[int, int], int]) -> bytes:
    """A table for ``Grid.side_bytes``: ``function(open sides, walls)`` for every pair."""
    return bytes(function(key >> 4, key & ALL_SIDES) for key in range(256))


# ``Grid.side_bytes`` tables: the sides, east and south, with an open passage behind them;
# those a path could pass where the wall still stands.
PASSAGES = side_table(lambda sides, walls: sides & ~walls & (BIT_E | BIT_S))
CLOSED = side_table(lambda sides, walls: sides & walls & (BIT_E | BIT_S))
# A wall number's last bit picks its side.
EAST_AND_SOUTH = (BIT_E, BIT_S)
# ``wall_numbers`` tables: 1 where a side byte has the east (south) side.
_HAS_EAST = bytes(int(bool(value & BIT_E)) for value in range(256))
_HAS_SOUTH = bytes(int(bool(value & BIT_S)) for value in range(256))


class Grid:
    """A maze as algorithms see it; ``open_sides[f]`` has the bits of the sides f may pass."""

    def __init__(self, maze: MazeArray) -> None:
        self.maze = maze
        self.width, self.height = maze.width, maze.height
        self.count = maze.width * maze.height
        self.walls = maze.walls
        self.open_sides = maze.open_sides()
        steps = {BIT_N: -self.width, BIT_E: 1, BIT_S: self.width, BIT_W: -1}
        # ``step[side]``: what to add to a field's index to reach the neighbour there.
        self.step = tuple(steps.get(bit, 0) for bit in range(9))

    @cached_property
    def closed(self) -> bytearray:
        """1 for each field with four borders; made when asked (a byte a field)."""
        return self.maze.closed_fields_mask()

    def neighbours(self, field: int) -> list[tuple[int, int]]:
        """``(side, neighbour)`` for every side of ``field`` a path may pass."""
        sides, step = self.open_sides[field], self.step
        return [(side, field + step[side]) for side in SIDES if sides & side]

    def carve(self, field: int, side: int) -> int:
        """Open the wall on ``side`` of ``field`` (both faces); returns the neighbour."""
        neighbour = field + self.step[side]
        self.walls[field] &= ~side
        self.walls[neighbour] &= ~OPPOSITE[side]
        return neighbour

    def build_wall(self, field: int, side: int) -> int:
        """Put up the wall on ``side`` of ``field`` (both faces); returns the neighbour."""
        neighbour = field + self.step[side]
        self.walls[field] |= side
        self.walls[neighbour] |= OPPOSITE[side]
        return neighbour

    def side_towards(self, field: int, neighbour: int) -> int:
        """The side of ``field`` that faces ``neighbour`` (they must be next to each other)."""
        difference = neighbour - field
        if difference == 1:
            return BIT_E
        if difference == -1:
            return BIT_W
        return BIT_S if difference > 0 else BIT_N

    def open_fields(self) -> Iterator[int]:
        """Every field that belongs to the maze (not closed by four borders), row by row."""
        closed = self.closed
        return (field for field in range(self.count) if not closed[field])

    def untouched(self, field: int) -> bool:
        return self.walls[field] == ALL_SIDES

    def regions(self) -> array:
        """A region number per field (-1 for closed fields): fields joined by open sides."""
        return self.regions_and_sizes()[0]

    def regions_and_sizes(self) -> tuple[array, list[int]]:
        """Region numbers as ``regions``, and the number of fields in each region.

        A breadth-first flood fill, level by level, with a table of offsets per open-sides
        byte: each field is looked at once, a level of a grid holds few fields (a stack
        could hold most of them), and the regions are numbered from their first field, row
        by row.
        """
        open_sides = self.open_sides
        offsets = [[self.step[side] for side in SIDES if sides & side] for sides in range(16)]
        number = array("i", [-1]) * self.count
        seen = bytearray(open_sides.translate(bytes([1]) + bytes(255)))
        sizes: list[int] = []
        first = seen.find(0)
        while first >= 0:
            region = len(sizes)
            seen[first] = 1
            number[first] = region
            level = [first]
            size = 0
            while level:
                size += len(level)
                following: list[int] = []
                for field in level:
                    for offset in offsets[open_sides[field]]:
                        if not seen[field + offset]:
                            seen[field + offset] = 1
                            number[field + offset] = region
                            following.append(field + offset)
                level = following
            sizes.append(size)
            first = seen.find(0, first)
        return number, sizes

    def side_bytes(self, table: bytes) -> bytearray:
        """One byte per field: ``table[open_sides << 4 | walls & 15]``, a function of both.

        Computed a slice of fields at a time with big integers and ``bytes.translate``: C
        speed, and no more than one byte a field (a list of walls costs dozens).
        """
        result = bytearray(self.count)
        low_nibbles = int.from_bytes(b"\x0f" * SLICE, "big")
        for begin in range(0, self.count, SLICE):
            end = min(begin + SLICE, self.count)
            sides = int.from_bytes(self.open_sides[begin:end], "big") << 4
            walls = int.from_bytes(self.walls[begin:end], "big") & low_nibbles
            result[begin:end] = (sides | walls).to_bytes(end - begin, "big").translate(table)
        return result

    def passable_walls(self) -> Iterator[tuple[int, int]]:
        """Every wall a path could pass, once: ``(field, side)`` with side east or south,
        row by row (made as they are used: a list of them would take 140 bytes a field)."""
        open_sides = self.open_sides
        for field in self.open_fields():
            sides = open_sides[field]
            if sides & BIT_E:
                yield field, BIT_E
            if sides & BIT_S:
                yield field, BIT_S


class UnionFind:
    """Sets of items, with path halving and union by size: near-constant time per call.

    One flat array, four bytes an item: ``parent[i] >= 0`` is the next item towards the
    root of i's set, ``parent[i] < 0`` makes i a root and ``-parent[i]`` its set's size. The
    caller hands the array over (all -1: each item a set of its own), so a build may lend
    the maze's previous-field array, which only the book's walk fills.
    """

    def __init__(self, parent: array) -> None:
        self.parent = parent

    def add(self) -> int:
        """A new set of one new item, numbered after the others; returns the item."""
        self.parent.append(-1)
        return len(self.parent) - 1

    def find(self, item: int) -> int:
        parent = self.parent
        upper = parent[item]
        while upper >= 0:
            top = parent[upper]
            if top < 0:
                return upper
            parent[item] = top  # path halving: the item skips its parent
            item, upper = top, parent[top]
        return item

    def union(self, first: int, second: int) -> bool:
        """Join the two sets; False if they were one already."""
        first, second = self.find(first), self.find(second)
        if first == second:
            return False
        parent = self.parent
        if parent[first] > parent[second]:  # the larger set (more negative) takes the other
            first, second = second, first
        parent[first] += parent[second]
        parent[second] = first
        return True


def join_pieces(grid: Grid, rng: random.Random) -> Iterator[Event]:
    """Join the carved pieces of every region into one perfect maze, through random walls.

    The pieces are found from the walls already open; then the region's closed passable
    walls are tried in random order and opened where they join two different pieces. The
    walls to try are numbers in an array (``field << 1``, plus 1 for the south wall), which
    ``rng.shuffle`` puts in the same order as it would a list of them. The pieces' union-find
    borrows the maze's previous-field array and gives it back unset.
    """
    try:
        yield from _join(grid, UnionFind(grid.maze.previous), rng)
    finally:
        clear_previous(grid.maze)


def _join(grid: Grid, pieces: UnionFind, rng: random.Random) -> Iterator[Event]:
    step = grid.step
    passages = grid.side_bytes(PASSAGES)
    for field in compress(range(grid.count), passages):
        for side in EAST_AND_SOUTH:
            if passages[field] & side:
                pieces.union(field, field + step[side])
    del passages
    candidates = wall_numbers(grid.side_bytes(CLOSED))
    rng.shuffle(candidates)
    for wall in candidates:
        field, side = wall >> 1, EAST_AND_SOUTH[wall & 1]
        neighbour = field + step[side]
        if pieces.union(field, neighbour):
            grid.carve(field, side)
            yield CARVE, field, neighbour


def wall_numbers(sides: bytes | bytearray) -> array:
    """The east and south sides set in ``sides``, row by row, as wall numbers ``field << 1``
    (east) and ``field << 1 | 1`` (south): four bytes a wall."""
    return wall_numbers_by_slices(
        lambda: (sides[at : at + SLICE] for at in range(0, len(sides), SLICE))
    )


def wall_numbers_by_slices(slices: Callable[[], Iterable[bytes | bytearray]]) -> array:
    """``wall_numbers`` of the side bytes that ``slices()`` hands out one slice after the
    other (it is asked twice: to count the walls, then to number them).

    The array is made at its final size and filled a slice at a time: growing it wall by
    wall, or marking all sides at once, would cost a few bytes a field more.
    """
    total = sum(
        part.translate(_HAS_EAST).count(1) + part.translate(_HAS_SOUTH).count(1)
        for part in slices()
    )
    numbers = array("i", [0]) * total
    position = begin = 0
    for part in slices():
        # byte 2k marks the east wall of the slice's field k, byte 2k + 1 its south wall
        marks = bytearray(2 * len(part))
        marks[0::2] = part.translate(_HAS_EAST)
        marks[1::2] = part.translate(_HAS_SOUTH)
        found = array("i", compress(range(2 * begin, 2 * begin + len(marks)), marks))
        numbers[position : position + len(found)] = found
        position += len(found)
        begin += len(part)
    return numbers


def clear_previous(maze: MazeArray) -> None:
    """Every previous-field index -1 again, as the build found it, a slice at a time.

    Kruskal's algorithm, the growing forest and ``join_pieces`` borrow ``maze.previous``
    (which only the book's walk fills) for their own links: four bytes a field they need not
    allocate.
    """
    previous = maze.previous
    none = array("i", [-1]) * SLICE
    for begin in range(0, len(previous), SLICE):
        end = min(begin + SLICE, len(previous))
        previous[begin:end] = none[: end - begin]
