"""MazeArray: the rectangular grid of maze fields, stored compactly.

Three flat arrays hold the whole maze, indexed ``y * width + x``: a wall byte and a border
byte per field (bit 1 north, 2 east, 4 south, 8 west) and a previous-field index
(``array('i')``, -1 for none). That is 6 bytes a field where the Java needs an object with
eight booleans and two references, so a 2000 × 2000 maze fits in 24 MB.
``fields[x][y]`` hands out :class:`MazeField` views onto these arrays, as in the book.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator

from labyrinth.i18n import N_, Message
from labyrinth.maze_exception import MazeException
from labyrinth.maze_field import MazeField, field_problem, whole_numbers_problem
from labyrinth.quoting import quoted
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W, DOOR, EXCLUDED

MIN_SIZE = 2
# Widths and heights from 2 to 4096 fields (the Java allows 2 to 128).
MAX_SIZE = 4096
# The size of the book's ``main()``: the default everywhere.
BOOK_WIDTH, BOOK_HEIGHT = 32, 24


def _bit_table(mapping: dict[int, int]) -> bytes:
    """A ``bytes.translate`` table that moves the side bits named in ``mapping``."""
    return bytes(sum(to for frm, to in mapping.items() if value & frm) for value in range(256))


_ONLY_SIDES = _bit_table({BIT_N: BIT_N, BIT_E: BIT_E, BIT_S: BIT_S, BIT_W: BIT_W})
_SOUTH_TO_NORTH = _bit_table({BIT_S: BIT_N})
_NORTH_TO_SOUTH = _bit_table({BIT_N: BIT_S})
_EAST_TO_WEST = _bit_table({BIT_E: BIT_W})
_WEST_TO_EAST = _bit_table({BIT_W: BIT_E})
_OPEN_SIDES = bytes(ALL_SIDES & ~value for value in range(256))
_IS_CLOSED = bytes(int(value & ALL_SIDES == ALL_SIDES) for value in range(256))
_IS_EXCLUDED = bytes(int(bool(value & EXCLUDED)) for value in range(256))
_IS_DOOR = bytes(int(bool(value & DOOR)) for value in range(256))
# From 1 (excluded) to an excluded field's own border byte, to the border a neighbour gets
# on ``side``, and to the door bit it loses.
_EXCLUDED_BORDERS = bytes([0, ALL_SIDES | EXCLUDED]) + bytes(254)
_SIDE = {side: bytes([0, side]) + bytes(254) for side in (BIT_N, BIT_E, BIT_S, BIT_W)}
_DOOR_BIT = bytes([0, DOOR]) + bytes(254)
_IS_MASKED = bytes(int(bool(value & (EXCLUDED | DOOR))) for value in range(256))
# Fields per band of rows in ``open_sides``: big enough for C speed, small beside the maze.
_BAND_FIELDS = 1 << 12


def size_problem(width: object, height: object) -> Message | None:
    """One sentence saying what is wrong with a maze size, or None if it can be built."""
    for name, value in ((Message(N_("width")), width), (Message(N_("height")), height)):
        if isinstance(value, int) and not isinstance(value, bool) and MIN_SIZE <= value <= MAX_SIZE:
            continue
        return Message(
            N_(
                "Maze cannot be created with {name} {value}: use a whole number from {low} to "
                "{high}."
            ),
            name=name,
            value=quoted(value),
            low=MIN_SIZE,
            high=MAX_SIZE,
        )
    return None


class _Column:
    """``fields[x]``: the column of fields at x, indexed by y."""

    __slots__ = ("_maze", "_x")

    def __init__(self, maze: MazeArray, x: int) -> None:
        self._maze, self._x = maze, x

    def __getitem__(self, y: int) -> MazeField:
        if not 0 <= y < self._maze.height:
            raise IndexError(f"y = {y} is outside 0 .. {self._maze.height - 1}")
        return MazeField(self._maze, self._x, y)

    def __len__(self) -> int:
        return self._maze.height


class _Fields:
    """``fields``: the grid as the book indexes it, ``fields[x][y]``."""

    __slots__ = ("_maze", "_columns")

    def __init__(self, maze: MazeArray) -> None:
        self._maze = maze
        self._columns: list[_Column] = []  # made at the first look (a builder looks often)

    def __getitem__(self, x: int) -> _Column:
        if not 0 <= x < self._maze.width:
            raise IndexError(f"x = {x} is outside 0 .. {self._maze.width - 1}")
        if type(x) is not int:  # (its field says what is wrong with it)
            return _Column(self._maze, x)
        if not self._columns:
            self._columns = [_Column(self._maze, column) for column in range(self._maze.width)]
        return self._columns[x]

    def __len__(self) -> int:
        return self._maze.width


class MazeArray:
    """A maze of ``width`` × ``height`` fields, all walls standing, no borders yet.

    Java: MazeArray
    """

    def __init__(self, width: int, height: int) -> None:
        problem = size_problem(width, height)
        if problem:
            raise MazeException(problem)
        self.width = width
        self.height = height
        count = width * height
        self.walls = bytearray(b"\x0f") * count
        self.borders = bytearray(count)
        self.previous = array("i", [-1]) * count
        self.fields = _Fields(self)

    def get_width(self) -> int:
        """Java: MazeArray.getWidth"""
        return self.width

    def get_height(self) -> int:
        """Java: MazeArray.getHeight"""
        return self.height

    def field_at(self, index: int) -> MazeField:
        """The field at a flat index ``y * width + x``."""
        last = self.width * self.height - 1
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= last:
            raise MazeException(
                Message(
                    N_("The field index {index!r} is not a whole number from 0 to {last}."),
                    index=index,
                    last=last,
                )
            )
        return MazeField(self, index % self.width, index // self.width)

    def contains(self, x: int, y: int) -> bool:
        """True for a field of the grid; MazeException for what is no position at all."""
        if type(x) is not int or type(y) is not int:  # (whole numbers pass without a call)
            problem = whole_numbers_problem(x, y)
            if problem:
                raise MazeException(problem)
        return 0 <= x < self.width and 0 <= y < self.height

    def reset_walls(self) -> None:
        """All walls up and no previous fields, keeping borders: ready for a new build."""
        self.walls[:] = b"\x0f" * len(self.walls)
        self.previous[:] = array("i", [-1]) * len(self.previous)

    def exclude_maze_field(self, x: int, y: int) -> None:
        """Give the field four borders, and its neighbours a border towards it.

        Java: MazeGraphs.excludeMazeField (which ignores a field outside the grid;
        this one refuses it with a clear message)
        """
        problem = field_problem(x, y, self.width, self.height)
        if problem:
            raise MazeException(problem)
        width, height, borders = self.width, self.height, self.borders
        index = y * width + x
        borders[index] = (borders[index] & ~DOOR) | ALL_SIDES | EXCLUDED
        if y > 0:
            borders[index - width] |= BIT_S
        if x < width - 1:
            borders[index + 1] |= BIT_W
        if y < height - 1:
            borders[index + width] |= BIT_N
        if x > 0:
            borders[index - 1] |= BIT_E

    def exclude_marked(self, marked: bytes | bytearray) -> None:
        """``exclude_maze_field`` for every field marked 1 in ``marked`` (a byte a field), a
        band of rows at a time with byte operations: a mask of millions of fields in a
        fraction of a second."""
        width, height, borders = self.width, self.height, self.borders
        rows = max(1, _BAND_FIELDS // width)
        for top in range(0, height, rows):
            bottom = min(top + rows, height)
            begin, end = top * width, bottom * width
            own = marked[begin:end]
            above = marked[begin - width : begin] if top else bytes(width)
            below = marked[end : end + width] if bottom < height else bytes(width)
            facing = int.from_bytes(own.translate(_EXCLUDED_BORDERS), "big")
            # a neighbour that is excluded puts a border on the side that faces it
            facing |= int.from_bytes((above + own[:-width]).translate(_SIDE[BIT_N]), "big")
            facing |= int.from_bytes((own[width:] + below).translate(_SIDE[BIT_S]), "big")
            west = int.from_bytes((b"\x00" + own[:-1]).translate(_SIDE[BIT_W]), "big")
            facing |= west & self._row_edge_mask(BIT_W, bottom - top, first=True)
            east = int.from_bytes((own[1:] + b"\x00").translate(_SIDE[BIT_E]), "big")
            facing |= east & self._row_edge_mask(BIT_E, bottom - top, first=False)
            kept = int.from_bytes(borders[begin:end], "big") & ~int.from_bytes(
                own.translate(_DOOR_BIT), "big"
            )
            borders[begin:end] = (kept | facing).to_bytes(end - begin, "big")

    def open_door(self, x: int, y: int) -> None:
        """Make the excluded field at ``(x | y)`` a door: a field of the maze again, open
        towards every neighbour that is one, so it joins the regions around it.

        A door keeps a border towards the rim and towards excluded neighbours, and is
        remembered as a door: ``masked_fields`` still names it with the excluded fields.
        """
        if not self.is_excluded(x, y):
            raise MazeException(
                Message(N_("Field ({x} | {y}) is not excluded, so it cannot be a door."), x=x, y=y)
            )
        width, height, borders = self.width, self.height, self.borders
        index = y * width + x
        own = DOOR
        for side, inside, neighbour, facing in (
            (BIT_N, y > 0, index - width, BIT_S),
            (BIT_E, x < width - 1, index + 1, BIT_W),
            (BIT_S, y < height - 1, index + width, BIT_N),
            (BIT_W, x > 0, index - 1, BIT_E),
        ):
            if not inside or borders[neighbour] & EXCLUDED:
                own |= side
            else:
                borders[neighbour] &= ~facing
        borders[index] = own

    def is_excluded(self, x: int, y: int) -> bool:
        """True for a field given to ``exclude_maze_field`` (and not made a door since)."""
        problem = field_problem(x, y, self.width, self.height)
        if problem:
            raise MazeException(problem)
        return bool(self.borders[y * self.width + x] & EXCLUDED)

    def excluded_fields(self) -> Iterator[tuple[int, int]]:
        """The fields given to ``exclude_maze_field``, row by row: marked in one byte pass
        and found with ``find``, not a Python test a field (4096 × 4096 has 16 million)."""
        return self._marked_fields(_IS_EXCLUDED)

    def door_fields(self) -> Iterator[tuple[int, int]]:
        """The excluded fields that ``open_door`` made doors, row by row."""
        return self._marked_fields(_IS_DOOR)

    def masked_fields(self) -> Iterator[tuple[int, int]]:
        """The fields cut out of the grid as given: excluded ones and doors, row by row (a
        new grid with these excluded builds this maze again)."""
        return self._marked_fields(_IS_MASKED)

    def _marked_fields(self, table: bytes) -> Iterator[tuple[int, int]]:
        marked, width = self.borders.translate(table), self.width
        index = marked.find(1)
        while index >= 0:
            yield index % width, index // width
            index = marked.find(1, index + 1)

    def excluded_fields_mask(self) -> bytearray:
        """One byte per field: 1 where the field is excluded (a door is not)."""
        return self.borders.translate(_IS_EXCLUDED)

    def closed_fields_mask(self) -> bytearray:
        """One byte per field: 1 where the field has four borders (not part of the maze)."""
        return self.borders.translate(_IS_CLOSED)

    def open_sides(self) -> bytes:
        """One byte per field: the sides through which a path may pass.

        A side is open when neither this field nor the neighbour behind it has a border
        there, exactly the test of the Java's checkNeighbourN/E/S/W. Computed with
        whole-array byte operations, not a Python loop per field, a band of rows at a time:
        temporaries the size of the whole maze would stay in the process's memory after
        they are freed, beside the arrays allocated after them.
        """
        result = bytearray(len(self.borders))
        begin = 0
        for band in self.open_sides_by_rows():
            result[begin : begin + len(band)] = band
            begin += len(band)
        return bytes(result)  # (a join of the bands leaves more memory behind)

    def open_sides_by_rows(self) -> Iterator[bytes]:
        """``open_sides`` in bands of whole rows, top to bottom: for a caller that needs
        them only one band at a time."""
        rows = max(1, _BAND_FIELDS // self.width)
        for top in range(0, self.height, rows):
            yield self._open_sides_of_rows(top, min(top + rows, self.height))

    def _open_sides_of_rows(self, top: int, bottom: int) -> bytes:
        """``open_sides`` of the rows from ``top`` to ``bottom`` (not included)."""
        width, borders = self.width, self.borders
        begin, end = top * width, bottom * width
        own = borders[begin:end].translate(_ONLY_SIDES)
        above = borders[begin - width : begin] if top else bytes(width)
        below = borders[end : end + width] if bottom < self.height else bytes(width)
        blocked = int.from_bytes(own, "big")
        # Each neighbour's facing border, shifted onto this field's side, is or-ed in as
        # one big integer: byte-array passes in C instead of a loop per field.
        blocked |= int.from_bytes((above + own[:-width]).translate(_SOUTH_TO_NORTH), "big")
        blocked |= int.from_bytes((own[width:] + below).translate(_NORTH_TO_SOUTH), "big")
        # The flat array runs on from one row into the next: the first and last field of
        # a row must not take each other for neighbours.
        rows = bottom - top
        from_west = int.from_bytes((b"\x00" + own[:-1]).translate(_EAST_TO_WEST), "big")
        blocked |= from_west & self._row_edge_mask(BIT_W, rows, first=True)
        from_east = int.from_bytes(own[1:].translate(_WEST_TO_EAST) + b"\x00", "big")
        blocked |= from_east & self._row_edge_mask(BIT_E, rows, first=False)
        return blocked.to_bytes(end - begin, "big").translate(_OPEN_SIDES)

    def _row_edge_mask(self, side: int, rows: int, first: bool) -> int:
        """All side bits set, but ``side`` cleared in the first (or last) field of each of
        ``rows`` rows."""
        edge, rest = bytes([ALL_SIDES ^ side]), bytes([ALL_SIDES]) * (self.width - 1)
        return int.from_bytes((edge + rest if first else rest + edge) * rows, "big")

    def check_maze(self) -> None:
        """Raise MazeException at the first field with a border but no wall there.

        Java: MazeArray.checkMaze
        """
        sides = self.borders.translate(_ONLY_SIDES)
        faults = int.from_bytes(sides, "big") & ~int.from_bytes(self.walls, "big")
        if faults:
            count = len(sides)
            index = count - 1 - (faults.bit_length() - 1) // 8
            x, y = index % self.width, index // self.width
            raise MazeException(
                Message(N_("Maze field design error at: x = {x} / y = {y}"), x=x, y=y)
            )
