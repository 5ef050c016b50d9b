"""MazeField: every ported method of the book's class, on fields taken from a MazeArray."""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

import pytest

from labyrinth import MazeArray, MazeField
from labyrinth import maze_field as mf
from labyrinth.maze_exception import MazeException
from tests.helpers import E, N, S, W, border_bits, positions, read_grid, wall_bits

SIDE_NAMES = {N: "n", E: "e", S: "s", W: "w"}


def method(field: MazeField, action: str, kind: str, side: int):
    """``field.<action>_<kind>_<side>``, e.g. ``set_border_n``."""
    return getattr(field, f"{action}_{kind}_{SIDE_NAMES[side]}")


def others(field_pos, maze):
    """Border and wall masks of every field except ``field_pos``."""
    return {
        pos: (b, w)
        for (pos, b), w in zip(
            read_grid(maze, border_bits).items(), read_grid(maze, wall_bits).values(), strict=True
        )
        if pos != field_pos
    }


def test_direction_constants_are_the_books():
    assert (mf.NULL, mf.NORTH, mf.EAST, mf.SOUTH, mf.WEST) == (0, 1, 2, 3, 4)
    assert mf.NUMBER_OF_DIRECTIONS == 4


def test_fresh_field_has_four_walls_no_borders_no_previous():
    maze = MazeArray(5, 4)
    for x, y in positions(maze):
        field = maze.fields[x][y]
        assert wall_bits(field) == N | E | S | W
        assert border_bits(field) == 0
        assert field.has_all_walls()
        assert not field.has_all_borders()
        assert field.check_borders()
        assert field.get_previous_field() is None


@pytest.mark.parametrize("kind", ["border", "wall"])
@pytest.mark.parametrize("side", [N, E, S, W], ids=lambda s: SIDE_NAMES[s])
def test_set_remove_has_one_side(kind, side):
    maze = MazeArray(4, 3)
    pos = (1, 1)
    field = maze.fields[1][1]
    bits = border_bits if kind == "border" else wall_bits
    if kind == "wall":
        for other in (N, E, S, W):
            method(field, "remove", kind, other)()
    assert bits(field) == 0
    rest = others(pos, maze)

    method(field, "set", kind, side)()
    assert method(field, "has", kind, side)() is True
    assert bits(field) == side  # no other side of this field changed
    method(field, "set", kind, side)()  # setting twice changes nothing
    assert bits(field) == side
    assert others(pos, maze) == rest  # no other field changed, not even the neighbour behind

    method(field, "remove", kind, side)()
    assert method(field, "has", kind, side)() is False
    assert bits(field) == 0
    method(field, "remove", kind, side)()
    assert bits(field) == 0
    assert others(pos, maze) == rest


@pytest.mark.parametrize("side", [N, E, S, W], ids=lambda s: SIDE_NAMES[s])
def test_removing_one_side_keeps_the_other_three(side):
    maze = MazeArray(3, 3)
    field = maze.fields[2][0]
    field.set_all_borders()
    method(field, "remove", "border", side)()
    method(field, "remove", "wall", side)()
    assert border_bits(field) == (N | E | S | W) & ~side
    assert wall_bits(field) == (N | E | S | W) & ~side
    assert not field.has_all_borders()
    assert not field.has_all_walls()


def test_all_borders_and_all_walls():
    maze = MazeArray(3, 2)
    field = maze.fields[1][0]
    field.set_all_borders()
    assert field.has_all_borders()
    assert border_bits(field) == N | E | S | W
    field.remove_all_borders()
    assert not field.has_all_borders()
    assert border_bits(field) == 0

    field.remove_wall_n()
    field.remove_wall_w()
    assert not field.has_all_walls()
    field.set_all_walls()
    assert field.has_all_walls()
    assert wall_bits(field) == N | E | S | W
    # all other fields untouched
    for x, y in positions(maze):
        if (x, y) != (1, 0):
            assert border_bits(maze.fields[x][y]) == 0
            assert wall_bits(maze.fields[x][y]) == N | E | S | W


def test_has_all_borders_needs_all_four():
    maze = MazeArray(2, 2)
    field = maze.fields[0][1]
    for side in (N, E, S):
        method(field, "set", "border", side)()
        assert not field.has_all_borders()
    field.set_border_w()
    assert field.has_all_borders()


def test_check_borders_every_combination():
    """Java: every side with a border must have its wall; walls without borders are fine."""
    for borders, walls in itertools.product(range(16), repeat=2):
        maze = MazeArray(2, 2)
        field = maze.fields[1][1]
        for side in (N, E, S, W):
            if borders & side:
                method(field, "set", "border", side)()
            if not walls & side:
                method(field, "remove", "wall", side)()
        assert (border_bits(field), wall_bits(field)) == (borders, walls)
        assert field.check_borders() is (borders & walls == borders), (borders, walls)


def test_location_of_every_field():
    maze = MazeArray(7, 3)  # not square: catches a swapped x and y
    for x, y in positions(maze):
        field = maze.fields[x][y]
        assert (field.location_x, field.location_y) == (x, y)
        assert (field.get_location_x(), field.get_location_y()) == (x, y)


def test_location_in_a_large_thin_grid():
    maze = MazeArray(4096, 2)
    field = maze.fields[4095][1]
    assert (field.get_location_x(), field.get_location_y()) == (4095, 1)
    assert (maze.fields[0][1].location_x, maze.fields[0][1].location_y) == (0, 1)


def test_previous_field_set_get_and_clear():
    maze = MazeArray(4, 4)
    a, b, c = maze.fields[1][1], maze.fields[1][2], maze.fields[3][0]
    b.set_previous_field(a)
    assert b.get_previous_field() == a
    assert a.get_previous_field() is None  # the link belongs to b only
    # a fresh view of the same field sees the link: the state lives in the maze
    assert maze.fields[1][2].get_previous_field() == maze.fields[1][1]
    b.set_previous_field(c)
    previous = b.get_previous_field()
    assert (previous.location_x, previous.location_y) == (3, 0)
    b.set_previous_field(None)
    assert b.get_previous_field() is None
    c.set_previous_field(c)  # the Java allows any field, even itself
    assert c.get_previous_field() == c


def test_state_is_shared_between_views_of_the_same_field():
    maze = MazeArray(3, 3)
    maze.fields[2][1].set_border_s()
    maze.fields[2][1].remove_wall_e()
    again = maze.fields[2][1]
    assert again.has_border_s()
    assert not again.has_wall_e()


def test_equality_and_hash():
    maze = MazeArray(4, 3)
    assert maze.fields[1][2] == maze.fields[1][2]
    assert hash(maze.fields[1][2]) == hash(maze.fields[1][2])
    assert maze.fields[1][2] != maze.fields[2][1]
    assert maze.fields[0][0] != maze.fields[0][1]
    everything = {maze.fields[x][y] for x, y in positions(maze)}
    everything |= {maze.fields[x][y] for x, y in positions(maze)}
    assert len(everything) == 12
    lookup = {maze.fields[3][1]: "here"}
    assert lookup[maze.fields[3][1]] == "here"


def test_fields_of_different_mazes_differ():
    one, two = MazeArray(4, 3), MazeArray(4, 3)
    assert one.fields[1][1] != two.fields[1][1]
    assert len({one.fields[1][1], two.fields[1][1]}) == 2


def test_field_is_not_equal_to_other_things():
    field = MazeArray(3, 3).fields[1][2]
    assert field != (1, 2)
    assert (field == (1, 2)) is False
    assert field != "MazeField(1 | 2)"
    assert field is not None


def test_repr_names_the_location():
    assert "1 | 2" in repr(MazeArray(3, 4).fields[1][2])
    assert "2 | 1" in repr(MazeArray(3, 4).fields[2][1])


def test_fields_indexing_is_the_books_x_then_y():
    maze = MazeArray(5, 3)
    assert len(maze.fields) == 5
    assert len(maze.fields[4]) == 3
    assert maze.fields[4][2].location_x == 4


@pytest.mark.parametrize("x", [-1, 5, 6, 100])
def test_column_out_of_range_raises_index_error(x):
    with pytest.raises(IndexError):
        MazeArray(5, 3).fields[x]


@pytest.mark.parametrize("y", [-1, 3, 4, 100])
def test_row_out_of_range_raises_index_error(y):
    with pytest.raises(IndexError):
        MazeArray(5, 3).fields[2][y]


def imported_modules(module) -> set[str]:
    """Every labyrinth module a module's source imports, at its top or inside a function."""
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return {name for name in names if name.startswith("labyrinth")}


def test_the_grid_imports_the_field_and_never_the_other_way_round():
    from labyrinth import maze_array, sides

    assert "labyrinth.maze_field" in imported_modules(maze_array)
    assert "labyrinth.maze_array" not in imported_modules(mf)
    assert imported_modules(sides) == set()


def test_a_field_of_something_that_is_no_grid_is_refused_in_one_sentence():
    for not_a_grid in (None, object(), [[0]], "maze"):
        with pytest.raises(ValueError, match="A MazeField belongs to a MazeArray"):
            MazeField(not_a_grid, 0, 0)
    assert MazeField(MazeArray(3, 2), 2, 1).get_location_x() == 2


def test_a_field_takes_any_whole_number_inside_and_refuses_the_rest_in_one_sentence():
    """Whole numbers inside the grid are tested inline (the common case), everything else by
    the sentence's checks: an int of a subclass passes as before, True and 1.0 do not."""

    class Whole(int):
        pass

    maze = MazeArray(3, 2)
    assert MazeField(maze, Whole(2), Whole(1)).index == 5
    assert maze.contains(Whole(2), Whole(1)) and not maze.contains(Whole(3), 0)
    for x, y in ((True, 0), (1.0, 0), (0, -1), (3, 0), (0, 2)):
        with pytest.raises(MazeException, match=r"Field \(") as raised:
            MazeField(maze, x, y)
        assert "\n" not in str(raised.value)
    with pytest.raises(MazeException, match="whole numbers"):
        maze.contains(True, 0)
