"""Recursive division, as in the French course: divide empty chambers by walls with one opening.

All inner walls between open fields come down at once (one CLEAR event): the whole grid is
one chamber. A chamber of at least two rows and two columns is divided by a wall across it,
along a random column or row, with a single opening at a random place; both halves go onto
an explicit stack of chambers (the left or upper one is divided first), so no recursion grows
with the maze. A chamber of one row or one column is a corridor and stays as it is. The
direction follows the chamber's shape: a wall is vertical with probability width / (width +
height), so a chamber twice as wide as high is cut vertically twice as often.

On the full grid this gives a tree: each wall joins two trees by its one opening.

Excluded fields: a wall is never put up where a border already stands, and the opening is
placed where a path can pass (if the random place is a border, another place of the wall is
drawn among the passable ones). The maze is then the full grid's tree without the excluded
fields: a forest, never a loop. Its pieces are joined through random walls (``join_pieces``),
the fix binary tree uses; without excluded fields there is nothing to join.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import CLEAR, WALL, Event
from labyrinth.generators.grid import Grid, join_pieces
from labyrinth.generators.structure import CHAMBERS, Structure
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W

# A field's walls once every passable wall is open: only where a path may not pass.
_WALLS_AFTER_CLEAR = bytes(ALL_SIDES & ~value for value in range(256))
_PASSABLE_COUNT = bytes(bin(value & ALL_SIDES).count("1") for value in range(256))


def build(maze: MazeArray, start: int, rng: random.Random, option: str | None) -> Iterator[Event]:
    grid = Grid(maze)
    width, height = grid.width, grid.height
    open_sides, walls = grid.open_sides, grid.walls
    rand = rng.random
    walls[:] = open_sides.translate(_WALLS_AFTER_CLEAR)
    yield CLEAR, -1, -1
    chambers = [(0, 0, width, height)]  # (left, top, columns, rows), the last one divided next
    while chambers:
        left, top, columns, rows = chambers.pop()
        if columns < 2 or rows < 2:
            continue  # a corridor: the course stops here
        if rand() * (columns + rows) < columns:
            # A vertical wall east of column ``x``, from row ``top`` down ``rows`` fields.
            x = left + int(rand() * (columns - 1))
            first = top * width + x
            stop = first + rows * width
            opening = first + int(rand() * rows) * width
            if not open_sides[opening] & BIT_E:
                opening = _passable(range(first, stop, width), open_sides, BIT_E, rng)
            for field in range(first, stop, width):
                if field != opening and open_sides[field] & BIT_E:
                    walls[field] |= BIT_E
                    walls[field + 1] |= BIT_W
                    yield WALL, field, field + 1
            chambers.append((x + 1, top, left + columns - x - 1, rows))
            chambers.append((left, top, x - left + 1, rows))
        else:
            # A horizontal wall south of row ``y``, from column ``left`` over ``columns`` fields.
            y = top + int(rand() * (rows - 1))
            first = y * width + left
            stop = first + columns
            opening = first + int(rand() * columns)
            if not open_sides[opening] & BIT_S:
                opening = _passable(range(first, stop), open_sides, BIT_S, rng)
            for field in range(first, stop):
                if field != opening and open_sides[field] & BIT_S:
                    walls[field] |= BIT_S
                    walls[field + width] |= BIT_N
                    yield WALL, field, field + width
            chambers.append((left, y + 1, columns, top + rows - y - 1))
            chambers.append((left, top, columns, y - top + 1))
    full_grid = 2 * (width * (height - 1) + height * (width - 1))
    if sum(open_sides.translate(_PASSABLE_COUNT)) < full_grid:
        yield from join_pieces(grid, rng)


def _passable(fields: range, open_sides: bytes, side: int, rng: random.Random) -> int:
    """A random field of ``fields`` whose ``side`` a path may pass; -1 if there is none."""
    passable = [field for field in fields if open_sides[field] & side]
    return rng.choice(passable) if passable else -1


def chambers_of(variables: Mapping[str, Any]) -> list[tuple[int, int, int, int]]:
    """The chambers when ``build`` yields (its variables): those waiting, then the one it
    divides (``left, top, columns, rows``), which it has taken off its stack."""
    waiting: list[tuple[int, int, int, int]] = list(variables.get("chambers", ()))
    if "rows" in variables:
        waiting.append(
            (variables["left"], variables["top"], variables["columns"], variables["rows"])
        )
    return waiting


ALGORITHMS = (
    Algorithm(
        "recursive-division",
        N_("Recursive division (the course's)"),
        N_(
            "Starts from one empty chamber and divides it by walls with one opening "
            "each; wide chambers are mostly cut by vertical walls. Long straight walls, "
            "like rooms."
        ),
        build,
        order=110,
        structure=Structure(N_("Chambers"), CHAMBERS),
    ),
)
