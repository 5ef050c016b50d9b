"""MazeField: one field of the maze, with four borders, four walls, a location and a previous field.

The Java keeps eight booleans and two references in every field object. Here the fields of a
maze live in the flat arrays of their :class:`~labyrinth.maze_array.MazeArray` (a wall byte,
a border byte and a previous-field index per field), and a ``MazeField`` is a light view onto
one position of those arrays. The methods are the Java ones in snake_case.
"""

from __future__ import annotations

from array import array
from typing import Protocol, runtime_checkable

from labyrinth.i18n import N_, Message
from labyrinth.maze_exception import MazeException
from labyrinth.quoting import quoted
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W

# Directions, numbered as in the book (Java: MazeField.NORTH ...).
NUMBER_OF_DIRECTIONS = 4
NULL = 0
NORTH = 1
EAST = 2
SOUTH = 3
WEST = 4


@runtime_checkable
class FieldArrays(Protocol):
    """What a field is a view onto: the grid's arrays (a ``MazeArray``). Named here, not
    imported, so that ``maze_array`` imports this module and not the other way round."""

    width: int
    height: int
    walls: bytearray
    borders: bytearray
    previous: array[int]

    def field_at(self, index: int) -> MazeField: ...


def whole_numbers_problem(x: object, y: object) -> Message | None:
    """One sentence when ``x`` or ``y`` is not a whole number (as a student's ``/`` gives)."""
    if (
        isinstance(x, bool)
        or isinstance(y, bool)
        or not (isinstance(x, int) and isinstance(y, int))
    ):
        return Message(
            N_(
                "Field ({x} | {y}) needs whole numbers; in Python, // divides without a "
                "remainder, as / does with int in Java."
            ),
            x=x,
            y=y,
        )
    return None


def field_problem(x: object, y: object, width: int, height: int) -> Message | None:
    """One sentence on why ``(x | y)`` is not a field of a ``width`` × ``height`` maze, or None."""
    problem = whole_numbers_problem(x, y)
    if problem is None and not (0 <= x < width and 0 <= y < height):  # type: ignore[operator]
        problem = Message(
            N_(
                "Field ({x} | {y}) lies outside the maze of {width} × {height} fields: "
                "x goes from 0 to {max_x} and y from 0 to {max_y}."
            ),
            x=x,
            y=y,
            width=width,
            height=height,
            max_x=width - 1,
            max_y=height - 1,
        )
    return problem


# The classes whose instances passed the check below. The book's helpers make a field view for
# every neighbour they look at, and a runtime-checkable Protocol's isinstance looks up every
# member each time: checked once per class it cost no more than a dict lookup (it was 74 % of a
# student's builder's run).
_GRID_TYPES: set[type] = set()


def _is_grid(maze_array: object) -> bool:
    """Whether ``maze_array`` has what a field views (and remember its class if so)."""
    if isinstance(maze_array, FieldArrays):
        _GRID_TYPES.add(type(maze_array))
        return True
    return False


class MazeField:
    """One field of a :class:`MazeArray`, at ``(location_x | location_y)``.

    Java: MazeField
    """

    __slots__ = ("_maze", "_index")

    def __init__(self, maze_array: FieldArrays, location_x: int, location_y: int) -> None:
        if type(maze_array) not in _GRID_TYPES and not _is_grid(maze_array):
            raise ValueError(
                Message(
                    N_("A MazeField belongs to a MazeArray, not to {value!r}."), value=maze_array
                )
            )
        width = maze_array.width
        if not (
            type(location_x) is int
            and type(location_y) is int
            and 0 <= location_x < width
            and 0 <= location_y < maze_array.height
        ):  # (the usual case tested inline: a student's builder makes a view per neighbour)
            problem = field_problem(location_x, location_y, width, maze_array.height)
            if problem:
                raise MazeException(problem)
        self._maze = maze_array
        self._index = location_y * width + location_x

    # -- location and previous field ------------------------------------------------------

    @property
    def location_x(self) -> int:
        """Java: MazeField.getLocationX"""
        return self._index % self._maze.width

    @property
    def location_y(self) -> int:
        """Java: MazeField.getLocationY"""
        return self._index // self._maze.width

    def get_location_x(self) -> int:
        """Java: MazeField.getLocationX"""
        return self.location_x

    def get_location_y(self) -> int:
        """Java: MazeField.getLocationY"""
        return self.location_y

    @property
    def index(self) -> int:
        """Position in the maze's flat arrays: ``y * width + x``."""
        return self._index

    def get_previous_field(self) -> MazeField | None:
        """The field the walk came from, or None for the start field.

        Java: MazeField.getPreviousField
        """
        previous = self._maze.previous[self._index]
        return None if previous < 0 else self._maze.field_at(previous)

    def set_previous_field(self, field: MazeField | None) -> None:
        """Java: MazeField.setPreviousField"""
        maze = self._maze
        if isinstance(field, MazeField) and field._maze is maze:  # checked: set per step
            maze.previous[self._index] = field._index
        elif field is None:
            maze.previous[self._index] = -1
        else:
            raise ValueError(
                Message(
                    N_(
                        "The previous field of field ({x} | {y}) is a field of the same maze, "
                        "or None for the start field, not {value!r}."
                    ),
                    x=self.location_x,
                    y=self.location_y,
                    value=quoted(field),
                )
            )

    # -- borders (cannot be removed by building) ---------------------------------------------

    def _set_border(self, bit: int) -> None:
        self._maze.borders[self._index] |= bit

    def _remove_border(self, bit: int) -> None:
        self._maze.borders[self._index] &= ~bit & 0xFF

    def set_border_n(self) -> None:
        """Java: MazeField.setBorderN"""
        self._set_border(BIT_N)

    def set_border_e(self) -> None:
        """Java: MazeField.setBorderE"""
        self._set_border(BIT_E)

    def set_border_s(self) -> None:
        """Java: MazeField.setBorderS"""
        self._set_border(BIT_S)

    def set_border_w(self) -> None:
        """Java: MazeField.setBorderW"""
        self._set_border(BIT_W)

    def remove_border_n(self) -> None:
        """Java: MazeField.removeBorderN"""
        self._remove_border(BIT_N)

    def remove_border_e(self) -> None:
        """Java: MazeField.removeBorderE"""
        self._remove_border(BIT_E)

    def remove_border_s(self) -> None:
        """Java: MazeField.removeBorderS"""
        self._remove_border(BIT_S)

    def remove_border_w(self) -> None:
        """Java: MazeField.removeBorderW"""
        self._remove_border(BIT_W)

    def has_border_n(self) -> bool:
        """Java: MazeField.hasBorderN"""
        return bool(self._maze.borders[self._index] & BIT_N)

    def has_border_e(self) -> bool:
        """Java: MazeField.hasBorderE"""
        return bool(self._maze.borders[self._index] & BIT_E)

    def has_border_s(self) -> bool:
        """Java: MazeField.hasBorderS"""
        return bool(self._maze.borders[self._index] & BIT_S)

    def has_border_w(self) -> bool:
        """Java: MazeField.hasBorderW"""
        return bool(self._maze.borders[self._index] & BIT_W)

    def set_all_borders(self) -> None:
        """Java: MazeField.setAllBorders"""
        self._set_border(ALL_SIDES)

    def remove_all_borders(self) -> None:
        """Java: MazeField.removeAllBorders"""
        self._remove_border(ALL_SIDES)

    def has_all_borders(self) -> bool:
        """Four borders: the field is not part of the maze (drawn grey).

        Java: MazeField.hasAllBorders
        """
        return self._maze.borders[self._index] & ALL_SIDES == ALL_SIDES

    # -- walls (removed while the maze is built) ----------------------------------------------

    def _set_wall(self, bit: int) -> None:
        self._maze.walls[self._index] |= bit

    def _remove_wall(self, bit: int) -> None:
        self._maze.walls[self._index] &= ~bit & 0xFF

    def _has_wall(self, bit: int) -> bool:
        return bool(self._maze.walls[self._index] & bit)

    def set_wall_n(self) -> None:
        """Java: MazeField.setWallN"""
        self._set_wall(BIT_N)

    def set_wall_e(self) -> None:
        """Java: MazeField.setWallE"""
        self._set_wall(BIT_E)

    def set_wall_s(self) -> None:
        """Java: MazeField.setWallS"""
        self._set_wall(BIT_S)

    def set_wall_w(self) -> None:
        """Java: MazeField.setWallW"""
        self._set_wall(BIT_W)

    def remove_wall_n(self) -> None:
        """Java: MazeField.removeWallN"""
        self._remove_wall(BIT_N)

    def remove_wall_e(self) -> None:
        """Java: MazeField.removeWallE"""
        self._remove_wall(BIT_E)

    def remove_wall_s(self) -> None:
        """Java: MazeField.removeWallS"""
        self._remove_wall(BIT_S)

    def remove_wall_w(self) -> None:
        """Java: MazeField.removeWallW"""
        self._remove_wall(BIT_W)

    def has_wall_n(self) -> bool:
        """Java: MazeField.hasWallN"""
        return self._has_wall(BIT_N)

    def has_wall_e(self) -> bool:
        """Java: MazeField.hasWallE"""
        return self._has_wall(BIT_E)

    def has_wall_s(self) -> bool:
        """Java: MazeField.hasWallS"""
        return self._has_wall(BIT_S)

    def has_wall_w(self) -> bool:
        """Java: MazeField.hasWallW"""
        return self._has_wall(BIT_W)

    def set_all_walls(self) -> None:
        """Java: MazeField.setAllWalls"""
        self._set_wall(ALL_SIDES)

    def has_all_walls(self) -> bool:
        """Four walls: no path has entered this field yet.

        Java: MazeField.hasAllWalls
        """
        return self._maze.walls[self._index] & ALL_SIDES == ALL_SIDES

    def check_borders(self) -> bool:
        """True when every side with a border also has its wall.

        Java: MazeField.checkBorders
        """
        borders = self._maze.borders[self._index] & ALL_SIDES
        return borders & self._maze.walls[self._index] == borders

    # -- identity -----------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, MazeField):
            return NotImplemented
        return self._maze is other._maze and self._index == other._index

    def __hash__(self) -> int:
        return hash((id(self._maze), self._index))

    def __repr__(self) -> str:
        return f"MazeField({self.location_x} | {self.location_y})"
