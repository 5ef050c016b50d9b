"""The maze as text for a terminal: box-drawing characters, or plain ASCII.

Each field is three characters wide and one line high, with a line of walls between rows.
Every corner where walls meet is drawn from the walls around it (┌ ┬ ┐ ├ ┼ ┤ └ ┴ ┘ ─ │,
and ╴ ╵ ╶ ╷ where a wall ends), so the picture holds for any maze: loops, blocks and
excluded fields (filled) included. The start is S, the end E; a solution's way is a dotted
line through the fields, and when there is none, the fields the solver visited are dotted.
"""

from __future__ import annotations

from dataclasses import dataclass

from labyrinth.maze_array import MazeArray
from labyrinth.maze_field import BIT_E, BIT_N, BIT_S, BIT_W
from labyrinth.solvers.solution import Solution

# Corners by the walls that meet there: up 1, right 2, down 4, left 8.
BOX_CORNERS = " ╵╶└╷│┌├╴┘─┴┐┤┬┼"


@dataclass(frozen=True)
class Glyphs:
    corners: str
    horizontal: str
    vertical: str
    fill: str
    way: str
    visited: str


BOX = Glyphs(BOX_CORNERS, "─", "│", "█", "•", "·")
# ASCII has no corners: + wherever walls meet or end, - and | along a straight wall.
ASCII = Glyphs(" ++++|++++-+++++", "-", "|", "#", "*", ".")


def maze_text(
    maze: MazeArray,
    start: tuple[int, int],
    end: tuple[int, int],
    solution: Solution | None = None,
    plain: bool = False,
) -> str:
    """The maze drawn in lines of text (``plain``: ASCII only), without a final newline."""
    glyphs = ASCII if plain else BOX
    width, height, walls = maze.width, maze.height, maze.walls
    closed = maze.closed_fields_mask()

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

    rows = [[" "] * (4 * width + 1) for _ in range(2 * height + 1)]
    for y in range(height + 1):
        for x in range(width + 1):
            mask = (
                (y > 0 and wall_left(x, y - 1)) * 1
                | (x < width and wall_above(x, y)) * 2
                | (y < height and wall_left(x, y)) * 4
                | (x > 0 and wall_above(x - 1, y)) * 8
            )
            around = (is_closed(x + dx, y + dy) for dx in (-1, 0) for dy in (-1, 0))
            rows[2 * y][4 * x] = glyphs.fill if all(around) else glyphs.corners[mask]
            if x < width:
                line = glyphs.horizontal if wall_above(x, y) else " "
                if is_closed(x, y - 1) and is_closed(x, y):
                    line = glyphs.fill
                rows[2 * y][4 * x + 1 : 4 * x + 4] = line * 3
            if y < height:
                side = glyphs.vertical if wall_left(x, y) else " "
                if is_closed(x - 1, y) and is_closed(x, y):
                    side = glyphs.fill
                rows[2 * y + 1][4 * x] = side
                if x < width and closed[y * width + x]:
                    rows[2 * y + 1][4 * x + 1 : 4 * x + 4] = glyphs.fill * 3
    if solution is not None:
        _draw_solution(rows, solution, width, glyphs)
    for (x, y), mark in ((start, "S"), (end, "E")):
        rows[2 * y + 1][4 * x + 2] = mark
    return "\n".join("".join(row) for row in rows)


def _draw_solution(rows: list[list[str]], solution: Solution, width: int, glyphs: Glyphs) -> None:
    """The way as dots through the fields and the gaps between them; without a way, every
    field the solver visited."""
    if solution.path is None:
        for index, seen in enumerate(solution.visited):
            if seen:
                rows[2 * (index // width) + 1][4 * (index % width) + 2] = glyphs.visited
        return
    before = None
    for index in solution.path:
        x, y = index % width, index // width
        rows[2 * y + 1][4 * x + 2] = glyphs.way
        if before is not None:
            bx, by = before % width, before // width
            if by == y:
                rows[2 * y + 1][4 * max(x, bx)] = glyphs.way
            else:
                rows[2 * max(y, by)][4 * x + 2] = glyphs.way
        before = index
