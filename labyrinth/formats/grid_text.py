"""The course's wall grid as text: one line per row of horizontal walls, alternating with one
line per row of vertical walls (task 6 of the course "Labyrinthe", the ``.maz`` format).

A horizontal wall is ``---``, an absent one three spaces, and the horizontal walls are
separated by posts ``o``; a vertical wall is ``|``, an absent one a space, and the vertical
walls are separated by three spaces (the field between them). We write the posts at both ends
of a line too, so a horizontal line is as long as a vertical one and the walls stand above
their fields (``o---o   o``), as micromouse maze files do; lines without the outer posts
(``---o   ``) are read as well. A field may hold ``S`` (start) or ``G`` (goal) among its
spaces, as micromouse files mark them. A gap in the outer rim is an entrance or exit.

Lines are checked and converted with whole-line byte operations (slices, ``translate``), so
a million fields take a fraction of a second; only a line that breaks the grammar is walked
character by character to say where.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from labyrinth.ends import Opening
from labyrinth.formats.text import MazeFileError, at, on_line, shown
from labyrinth.i18n import N_, Message
from labyrinth.maze_array import MAX_SIZE, MIN_SIZE, MazeArray
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W

H_WALL, H_OPEN, POST = b"---", b"   ", b"o"
V_WALL, V_OPEN = b"|", b" "
# What a place in the grid's lines should hold, for the error when it holds something else.
_NOT_A_POST = N_("expected o (a post), found {found}.")
_NOT_A_ROW_WALL = N_("expected --- (a wall) or three spaces (no wall), found {found}.")
_NOT_A_COLUMN_WALL = N_("expected | (a wall) or a space (no wall), found {found}.")


def _table(mapping: dict[bytes, int]) -> bytes:
    table = bytearray(256)
    for char, value in mapping.items():
        table[char[0]] = value
    return bytes(table)


_NORTH = _table({b"-": BIT_N})
_SOUTH = _table({b"-": BIT_S})
_WEST = _table({b"|": BIT_W})
_EAST = _table({b"|": BIT_E})
_SHOW_NORTH = bytes(b"-"[0] if value & BIT_N else b" "[0] for value in range(256))
_SHOW_SOUTH = bytes(b"-"[0] if value & BIT_S else b" "[0] for value in range(256))
_SHOW_WEST = bytes(b"|"[0] if value & BIT_W else b" "[0] for value in range(256))

MAX_LINE = 4 * MAX_SIZE + 1
MAX_LINES = 2 * MAX_SIZE + 1


def grid_bytes(width: int, height: int) -> int:
    """The size of the grid of the largest maze, with CRLF line ends: what a reader allows."""
    return (4 * width + 3) * (2 * height + 1)


@dataclass
class WallGrid:
    """What a grid of text says: the walls of every field, and the marks around them."""

    width: int
    height: int
    walls: bytearray  # per field the wall bits (N 1, E 2, S 4, W 8); the rim always walled
    gaps: list[Opening] = field(default_factory=list)  # gaps in the rim, in reading order
    gap_places: list[tuple[int, int]] = field(default_factory=list)  # their (line, column)
    starts: list[tuple[int, int, int, int]] = field(default_factory=list)  # S: x, y, line, col
    goals: list[tuple[int, int, int, int]] = field(default_factory=list)  # G: x, y, line, col


def write_grid(
    maze: MazeArray,
    openings: tuple[Opening, ...] = (),
    letters: tuple[tuple[int, int, bytes], ...] = (),
) -> list[bytes]:
    """The maze's walls as the lines of the grid; openings become gaps in the rim, and each
    ``(x, y, letter)`` of ``letters`` (S or G) goes into the middle of its field."""
    width, height, walls = maze.width, maze.height, maze.walls
    length = 4 * width + 1
    lines = []

    def horizontal(row: bytes, show: bytes) -> bytes:
        line = bytearray(POST * length)
        chars = row.translate(show)
        line[1::4] = line[2::4] = line[3::4] = chars
        return bytes(line)

    for y in range(height):
        row = bytes(walls[y * width : (y + 1) * width])
        lines.append(horizontal(row, _SHOW_NORTH))
        vertical = bytearray(b" " * length)
        vertical[0 : length - 1 : 4] = row.translate(_SHOW_WEST)
        vertical[-1:] = V_WALL if row[-1] & BIT_E else V_OPEN
        lines.append(bytes(vertical))
    lines.append(horizontal(bytes(walls[(height - 1) * width :]), _SHOW_SOUTH))
    for opening in openings:
        x, y = opening.field(width, height)
        if opening.side in "NS":
            number = 0 if opening.side == "N" else 2 * height
            lines[number] = lines[number][: 4 * x + 1] + H_OPEN + lines[number][4 * x + 4 :]
        else:
            column = 0 if opening.side == "W" else length - 1
            line = lines[2 * y + 1]
            lines[2 * y + 1] = line[:column] + V_OPEN + line[column + 1 :]
    for x, y, letter in letters:
        line = lines[2 * y + 1]
        lines[2 * y + 1] = line[: 4 * x + 2] + letter + line[4 * x + 3 :]
    return lines


def _ends_early(lines: list[bytes], first_line: int) -> MazeFileError:
    """The grid has too few lines, or an even number: named at its last line (at the line
    before the grid when it has none)."""
    return on_line(
        max(1, first_line + len(lines) - 1),
        Message(
            N_(
                "the grid ends after {count} lines; a maze of H fields high has 2 × H + 1 "
                "lines "
                "(H from {low} to {high}), from the top rim to the bottom rim."
            ),
            count=len(lines),
            low=MIN_SIZE,
            high=MAX_SIZE,
        ),
    )


def read_grid(lines: list[bytes], first_line: int = 1, letters: bool = True) -> WallGrid:
    """The walls (and S, G, gaps) of a grid; MazeFileError naming line and column otherwise.

    ``first_line`` is the file's line number of ``lines[0]``; ``letters`` allows S and G.
    The lines are read in order, so a problem is named at the first line that has one, as an
    editor numbers it: a blank line or a comment where the grid goes on is named itself, not
    the line count it spoils.
    """
    if len(lines) > MAX_LINES:
        raise on_line(
            first_line + MAX_LINES,
            Message(
                N_("the grid goes on past the {limit} lines of a maze {size} fields high."),
                limit=MAX_LINES,
                size=MAX_SIZE,
            ),
        )
    if not lines:  # a save file with nothing after its "walls:" line
        raise _ends_early(lines, first_line)
    # the first line decides the width and whether the lines have outer posts
    problem = _misplaced(lines, 0, first_line, horizontal=True)
    if problem:
        raise problem
    posts = lines[0].startswith(POST)
    longest = max(len(line) for line in lines)
    if longest > MAX_LINE:
        number = next(n for n, line in enumerate(lines) if len(line) > MAX_LINE)
        raise at(
            first_line + number,
            MAX_LINE + 1,
            Message(
                N_("the line is longer than the {limit} characters of a maze {size} fields wide."),
                limit=MAX_LINE,
                size=MAX_SIZE,
            ),
        )
    if posts:
        width = (len(lines[0]) + 2) // 4
    else:  # "---o---": a horizontal line is 2 shorter than a vertical one
        width = max(
            (len(line) + (2 if number % 2 == 0 else 0) + 2) // 4
            for number, line in enumerate(lines)
        )
    if width < MIN_SIZE:
        raise at(
            first_line,
            1,
            Message(
                N_("the grid is {width} fields wide; a maze has {low} to {high} fields across."),
                width=width,
                low=MIN_SIZE,
                high=MAX_SIZE,
            ),
        )
    reader = _LineReader(lines, width, posts, first_line, letters)
    rows = [
        reader.horizontal(number) if number % 2 == 0 else reader.vertical(number)
        for number in range(len(lines))
    ]
    if len(lines) < 2 * MIN_SIZE + 1 or len(lines) % 2 == 0:
        raise _ends_early(lines, first_line)
    height = len(lines) // 2
    horizontal, vertical = rows[0::2], rows[1::2]
    north = b"".join(horizontal[:-1]).translate(_NORTH)
    south = b"".join(horizontal[1:]).translate(_SOUTH)
    west = b"".join(line[:-1] for line in vertical).translate(_WEST)
    east = b"".join(line[1:] for line in vertical).translate(_EAST)
    count = width * height
    combined = 0
    for part in (north, south, west, east):
        combined |= int.from_bytes(part, "big")
    walls = bytearray(combined.to_bytes(count, "big"))
    grid = WallGrid(width, height, walls, starts=reader.starts, goals=reader.goals)
    _find_gaps(grid, horizontal, vertical, reader)
    return grid


# Every line of a grid starts with one of these: a post, a wall, or a gap.
_LINE_STARTS = frozenset(b"o-| ")


def _looks_horizontal(line: bytes) -> bool:
    return b"o" in line and not line.translate(None, b"o- ")


def _looks_vertical(line: bytes) -> bool:
    return b"|" in line and not line.translate(None, b"| SG")


def _misplaced(
    lines: list[bytes], number: int, first_line: int, *, horizontal: bool
) -> MazeFileError | None:
    """The error for ``lines[number]`` when it is out of place rather than broken: a blank
    line, a line that is not part of a grid (a comment, a title), or a line of the other kind
    (one missing or one too many above). None for a line of the expected kind.

    A blank line may be a row of no walls with a gap at either end, so a blank line where a
    row of vertical walls goes is only blamed when the line after it is out of place.
    """
    line = lines[number]
    blank_before = number > 0 and not lines[number - 1]
    if not line or (blank_before and (line[0] not in _LINE_STARTS or _looks_vertical(line))):
        blank = number if not line else number - 1
        while blank > 0 and not lines[blank - 1]:
            blank -= 1
        return on_line(
            first_line + blank,
            Message(
                N_(
                    "the line is blank, but the lines of the grid follow each other from the top "
                    "rim to the bottom rim with no blank line before or between them."
                )
            ),
        )
    if line[0] not in _LINE_STARTS:
        return at(
            first_line + number,
            1,
            Message(
                N_(
                    "the line starts with {found}, which no line of the grid does (they start "
                    "with o, -, | or a space): a grid has no comments or other text."
                ),
                found=shown(line[:1]),
            ),
        )
    if horizontal and _looks_vertical(line):
        return on_line(
            first_line + number,
            Message(
                N_(
                    "expected a line of horizontal walls (o---o), found one of vertical walls "
                    "(|   |): the two take turns, from the top rim to the bottom rim."
                )
            ),
        )
    if not horizontal and _looks_horizontal(line):
        return on_line(
            first_line + number,
            Message(
                N_(
                    "expected a line of vertical walls (|   |), found one of horizontal walls "
                    "(o---o): the two take turns, from the top rim to the bottom rim."
                )
            ),
        )
    return None


def _find_gaps(grid: WallGrid, horizontal, vertical, reader: _LineReader) -> None:
    """Collect the gaps of the rim in reading order, and close them in ``walls``."""
    width, height, walls = grid.width, grid.height, grid.walls

    def gap(opening: Opening, number: int, column: int) -> None:
        x, y = opening.field(width, height)
        walls[y * width + x] |= {"N": BIT_N, "E": BIT_E, "S": BIT_S, "W": BIT_W}[opening.side]
        grid.gaps.append(opening)
        grid.gap_places.append((reader.first_line + number, column + 1))

    def gaps_in(chars: bytes, side: str, number: int) -> None:
        x = chars.find(b" ")
        while x >= 0:
            gap(Opening(side, x), number, reader.wall_column(x))
            x = chars.find(b" ", x + 1)

    gaps_in(horizontal[0], "N", 0)
    for y, line in enumerate(vertical):
        if line[:1] == b" ":
            gap(Opening("W", y), 2 * y + 1, 0)
        if line[-1:] == b" ":
            gap(Opening("E", y), 2 * y + 1, 4 * width)
    gaps_in(horizontal[-1], "S", 2 * height)


class _LineReader:
    """Checks one line of the grid against the grammar and returns its wall characters."""

    def __init__(
        self, lines: list[bytes], width: int, posts: bool, first_line: int, letters: bool
    ) -> None:
        self.lines = lines
        self.width, self.posts, self.first_line, self.letters = width, posts, first_line, letters
        # where the first horizontal wall starts: after the post, or at the line's start
        self.offset = 1 if posts else 0
        self.horizontal_length = 4 * width + 1 if posts else 4 * width - 1
        self.vertical_length = 4 * width + 1
        self.starts: list[tuple[int, int, int, int]] = []
        self.goals: list[tuple[int, int, int, int]] = []

    def wall_column(self, x: int) -> int:
        """0-based column where horizontal wall ``x`` starts."""
        return self.offset + 4 * x

    def horizontal(self, number: int) -> bytes:
        """'-' or ' ' for each of the ``width`` walls of line ``number``."""
        length, width = self.horizontal_length, self.width
        padded = self.lines[number].ljust(length)
        start = self.offset
        chars = padded[start::4][:width]
        post_places = padded[0::4] if self.posts else padded[3::4]
        if (
            len(padded) == length
            and post_places == POST * (width + 1 if self.posts else width - 1)
            and padded[start + 1 :: 4][:width] == chars
            and padded[start + 2 :: 4][:width] == chars
            and not chars.translate(None, b"- ")
        ):
            return chars
        raise self._horizontal_fault(padded, number)

    def _horizontal_fault(self, padded: bytes, number: int) -> MazeFileError:
        misplaced = _misplaced(self.lines, number, self.first_line, horizontal=True)
        if misplaced:
            return misplaced
        line = self.first_line + number
        for column in range(self.horizontal_length):
            if (column - self.offset) % 4 == 3:
                post = padded[column : column + 1]
                if post != POST:
                    return _found_instead(line, column + 1, _NOT_A_POST, post)
            elif (column - self.offset) % 4 == 0:
                segment = padded[column : column + 3]
                if segment not in (H_WALL, H_OPEN):
                    return _found_instead(line, column + 1, _NOT_A_ROW_WALL, segment)
        end = self.horizontal_length
        return at(line, end + 1, self._line_end(padded[end:]))

    def _line_end(self, rest: bytes) -> Message:
        return Message(
            N_(
                "expected the end of the line (the grid's first line makes the maze {width} fields "
                "wide), found {found}."
            ),
            width=self.width,
            found=shown(rest[:3]),
        )

    def vertical(self, number: int) -> bytes:
        """'|' or ' ' for each of the ``width + 1`` walls of line ``number``; notes S and G."""
        length = self.vertical_length
        padded = self.lines[number].ljust(length)
        chars = padded[0::4]
        cells = padded[1::4] + padded[2::4] + padded[3::4]
        if len(padded) == length and not chars.translate(None, b"| "):
            if not cells.translate(None, b" "):
                return chars
            if self.letters and not cells.translate(None, b" SG"):
                self._letters(padded, number)
                return chars
        raise self._vertical_fault(padded, number)

    def _letters(self, padded: bytes, number: int) -> None:
        for x in range(self.width):
            cell = padded[4 * x + 1 : 4 * x + 4]
            letter = cell.replace(b" ", b"")
            if not letter:
                continue
            line, cell_column = self.first_line + number, 4 * x + 2
            if len(letter) > 1:
                raise at(line, cell_column, self._cell_fault(cell))
            place = (x, number // 2, line, cell_column + cell.index(letter))
            (self.starts if letter == b"S" else self.goals).append(place)

    def _cell_fault(self, cell: bytes) -> Message:
        if self.letters:
            return Message(
                N_(
                    "expected three spaces (a field), or one letter S or G among them, found "
                    "{found}."
                ),
                found=shown(cell),
            )
        return Message(N_("expected three spaces (a field), found {found}."), found=shown(cell))

    def _vertical_fault(self, padded: bytes, number: int) -> MazeFileError:
        misplaced = _misplaced(self.lines, number, self.first_line, horizontal=False)
        if misplaced:
            return misplaced
        line, length = self.first_line + number, self.vertical_length
        for column in range(0, length, 4):
            char = padded[column : column + 1]
            if char not in (V_WALL, V_OPEN):
                return _found_instead(line, column + 1, _NOT_A_COLUMN_WALL, char)
            cell = padded[column + 1 : column + 4]
            letter = cell.replace(b" ", b"")
            if letter and not (self.letters and letter in (b"S", b"G")):
                return at(line, column + 2, self._cell_fault(cell))
        return at(line, length + 1, self._line_end(padded[length:]))


def _found_instead(line: int, column: int, expected: str, found: bytes) -> MazeFileError:
    """The error for ``found`` standing where the sentence ``expected`` (its ``{found}``
    the text shown) says what should: each place of the grid's lines is checked so."""
    return at(line, column, Message(expected, found=shown(found)))
