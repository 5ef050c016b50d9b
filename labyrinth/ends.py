"""Where a maze starts and ends: the book's rule, the longest path, or openings in the rim.

* ``book``: the start is the first open field row by row, the end the field farthest from it;
* ``diameter``: the two ends of the longest path of the start's region (two breadth-first
  searches: exact for a perfect maze; with loops, the longer of the two searches);
* ``border``: an entrance and an exit on the outer rim, each a side (N, E, S, W) and a
  position along it (x on the north and south side, y on the east and west side), drawn as
  openings in the rim, as JMaze offers.
"""

from __future__ import annotations

import dataclasses
import re

from labyrinth.i18n import N_, Message
from labyrinth.maze_array import MazeArray
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W

ENDS = ("book", "diameter", "border")
SIDES = ("N", "E", "S", "W")
# SIDE:POSITION with ASCII digits only (``str.isdigit`` would take ², which int() refuses).
_OPENING = re.compile(r"([NESW]):(-?[0-9]{1,18})", re.ASCII)


@dataclasses.dataclass(frozen=True)
class Opening:
    """A gap in the rim: the side of the maze and the position along it."""

    side: str
    position: int
    # Taken because none was asked for: messages say so.
    default: bool = dataclasses.field(default=False, compare=False)

    def __post_init__(self) -> None:
        whole = isinstance(self.position, int) and not isinstance(self.position, bool)
        if self.side not in SIDES or not whole:
            raise ValueError(_not_an_opening(f"{self.side}:{self.position}"))

    @classmethod
    def parse(cls, text: object) -> Opening:
        """``"W:3"`` -> Opening("W", 3); ValueError in one sentence."""
        found = isinstance(text, str) and _OPENING.fullmatch(text.strip().upper().replace(" ", ""))
        if not found:
            raise ValueError(_not_an_opening(text))
        return cls(found[1], int(found[2]))

    def __str__(self) -> str:
        return f"{self.side}:{self.position}"

    def field(self, width: int, height: int) -> tuple[int, int]:
        """The field inside the opening."""
        return {
            "N": (self.position, 0),
            "S": (self.position, height - 1),
            "W": (0, self.position),
            "E": (width - 1, self.position),
        }[self.side]

    def problem(self, maze: MazeArray) -> Message | None:
        """One sentence on why this opening cannot be in this maze, or None."""
        length = maze.width if self.side in "NS" else maze.height
        if not 0 <= self.position < length:
            return Message(
                N_(
                    "The opening {opening} is off the side: the position on side {side} goes "
                    "from 0 to {last}."
                ),
                opening=self,
                side=self.side,
                last=length - 1,
            )
        x, y = self.field(maze.width, maze.height)
        # The rim's borders count even before a build sets them: a corner field whose two
        # inner neighbours are excluded is walled in, as the build will find it.
        rim = (
            (BIT_N if y == 0 else 0)
            | (BIT_S if y == maze.height - 1 else 0)
            | (BIT_W if x == 0 else 0)
            | (BIT_E if x == maze.width - 1 else 0)
        )
        if (maze.borders[y * maze.width + x] | rim) & ALL_SIDES == ALL_SIDES:
            return Message(
                N_(
                    "The opening {opening} leads into field ({x} | {y}), which is not part of the "
                    "maze."
                ),
                opening=self,
                x=x,
                y=y,
            )
        return None


def _not_an_opening(value: object) -> Message:
    return Message(
        N_(
            "{value!r} is not an opening: write SIDE:POSITION with a side N, E, S or W, "
            "for example W:0."
        ),
        value=value,
    )


def openings_problem(openings: tuple[Opening, Opening], maze: MazeArray) -> Message | None:
    """One sentence on why the entrance and exit cannot be used in this maze, or None."""
    for opening in openings:
        problem = opening.problem(maze)
        if problem:
            return problem
    return same_field_problem(openings, maze.width, maze.height)


def same_field_problem(
    openings: tuple[Opening, Opening], width: int, height: int
) -> Message | None:
    """One sentence when the entrance and the exit lead into the same field, or None."""
    entrance, exit_ = openings
    if entrance.field(width, height) == exit_.field(width, height):
        x, y = entrance.field(width, height)
        named = [
            Message(N_("{opening} (the default)"), opening=opening)
            if opening.default
            else str(opening)
            for opening in openings
        ]
        return Message(
            N_(
                "The entrance {entrance} and the exit {exit} both lead into field ({x} | {y}): "
                "choose openings into two different fields."
            ),
            entrance=named[0],
            exit=named[1],
            x=x,
            y=y,
        )
    return None


def default_openings(width: int, height: int) -> tuple[Opening, Opening]:
    """Top left in through the west side, bottom right out through the east side."""
    return Opening("W", 0, default=True), Opening("E", height - 1, default=True)
