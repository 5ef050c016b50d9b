"""The maze as text for a terminal: box-drawing characters, or plain ASCII.

Each field is three characters wide and one line high, with a line of walls between rows.
Every corner where walls meet is drawn from the walls around it (┌ ┬ ┐ ├ ┼ ┤ └ ┴ ┘ ─ │,
and ╴ ╵ ╶ ╷ where a wall ends), so the picture holds for any maze: loops, blocks and
excluded fields (filled) included. The start is S, the end E; a solution's way is a dotted
line through the fields, and when there is none, the fields the solver visited are dotted.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from labyrinth.maze_array import MazeArray
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W
from labyrinth.solvers.solution import Solution

# Corners by the walls that meet there: up 1, right 2, down 4, left 8.
BOX_CORNERS = " ╵╶└╷│┌├╴┘─┴┐┤┬┼"


@dataclass(frozen=True)
class Glyphs:
    """The characters of one drawing style."""

    corners: str
    horizontal: str
    vertical: str
    fill: str
    way: str
    visited: str

    def characters(self) -> str:
        """Every character a drawing in this style may hold."""
        return "".join(
            (self.corners, self.horizontal, self.vertical, self.fill, self.way, self.visited)
        )


BOX = Glyphs(BOX_CORNERS, "─", "│", "█", "•", "·")
# ASCII has no corners: + wherever walls meet or end, - and | along a straight wall.
ASCII = Glyphs(" ++++|++++-+++++", "-", "|", "#", "*", ".")


# Marks of the way, a byte per field: the field itself, the gap to its west, the gap above.
_ON_WAY, _WAY_WEST, _WAY_NORTH = 1, 2, 4


def maze_text(
    maze: MazeArray,
    start: tuple[int, int],
    end: tuple[int, int],
    solution: Solution | None = None,
    plain: bool = False,
) -> str:
    """The maze drawn in lines of text (``plain``: ASCII only), without a final newline."""
    return "\n".join(maze_lines(maze, start, end, solution, plain))


def maze_lines(
    maze: MazeArray,
    start: tuple[int, int],
    end: tuple[int, int],
    solution: Solution | None = None,
    plain: bool = False,
) -> Iterator[str]:
    """The lines of :func:`maze_text` one by one, so a large maze is printed as it is drawn
    (the whole drawing at once took about 360 bytes a field)."""
    glyphs = ASCII if plain else BOX
    width, height, walls = maze.width, maze.height, maze.walls
    closed = maze.closed_fields_mask()
    way = _way_marks(solution, len(walls), width)
    first, last = start[1] * width + start[0], end[1] * width + end[0]
    # Each field's three characters; start and end in one field (blocks can wall the start
    # in, and it is its own end) show both letters.
    marks = {first: " S ", last: " E "} if first != last else {first: "S E"}

    def is_closed(x: int, y: int) -> bool:
        return 0 <= x < width and 0 <= y < height and bool(closed[y * width + x])

    def wall_above(x: int, y: int) -> bool:
        """The wall on top of field (x | y); y may be the height (the bottom rim)."""
        if is_closed(x, y - 1) and is_closed(x, y):
            return False  # inside a filled block
        if y == 0 or y == height:
            return True
        return bool(walls[y * width + x] & BIT_N or walls[(y - 1) * width + x] & BIT_S)

    def wall_left(x: int, y: int) -> bool:
        """The wall left of field (x | y); x may be the width (the right rim)."""
        if is_closed(x - 1, y) and is_closed(x, y):
            return False
        if x == 0 or x == width:
            return True
        return bool(walls[y * width + x] & BIT_W or walls[y * width + x - 1] & BIT_E)

    for y in range(height + 1):
        line: list[str] = []
        for x in range(width + 1):
            mask = (
                (y > 0 and wall_left(x, y - 1)) * 1
                | (x < width and wall_above(x, y)) * 2
                | (y < height and wall_left(x, y)) * 4
                | (x > 0 and wall_above(x - 1, y)) * 8
            )
            around = (is_closed(x + dx, y + dy) for dx in (-1, 0) for dy in (-1, 0))
            line.append(glyphs.fill if all(around) else glyphs.corners[mask])
            if x < width:
                segment = glyphs.horizontal if wall_above(x, y) else " "
                if is_closed(x, y - 1) and is_closed(x, y):
                    segment = glyphs.fill
                middle = segment
                if y < height and way[y * width + x] & _WAY_NORTH:
                    middle = glyphs.way
                line.append(segment + middle + segment)
        yield "".join(line)
        if y == height:
            return
        line = []
        for x in range(width + 1):
            index = y * width + x
            side = glyphs.vertical if wall_left(x, y) else " "
            if is_closed(x - 1, y) and is_closed(x, y):
                side = glyphs.fill
            if x < width and way[index] & _WAY_WEST:
                side = glyphs.way
            line.append(side)
            if x < width:
                if closed[index]:
                    line.append(glyphs.fill * 3)
                    continue
                centre = " "
                if way[index] & _ON_WAY:
                    centre = glyphs.way
                elif solution is not None and solution.path is None and solution.visited[index]:
                    centre = glyphs.visited
                line.append(marks.get(index) or " " + centre + " ")
        yield "".join(line)


def _way_marks(solution: Solution | None, count: int, width: int) -> bytearray:
    """A byte per field: whether the way runs through it, and through the gaps to its west
    and above (from the field before or to the one after)."""
    way = bytearray(count)
    if solution is None or solution.path is None:
        return way
    before = -1
    for here in solution.path:
        way[here] |= _ON_WAY
        if before >= 0:
            if before // width == here // width:
                way[max(here, before)] |= _WAY_WEST
            else:
                way[max(here, before)] |= _WAY_NORTH
        before = here
    return way
