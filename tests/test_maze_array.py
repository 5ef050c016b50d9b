"""MazeArray: size checks, exclude_maze_field, check_maze and open_sides."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth import MazeArray, MazeException
from tests.helpers import (
    FACING,
    SIDES,
    E,
    N,
    S,
    W,
    border_bits,
    build,
    neighbour,
    positions,
    read_grid,
    wall_bits,
)

SETTER = {N: "set_border_n", E: "set_border_e", S: "set_border_s", W: "set_border_w"}
WALL_REMOVER = {N: "remove_wall_n", E: "remove_wall_e", S: "remove_wall_s", W: "remove_wall_w"}


# -- size ------------------------------------------------------------------------------------

BAD_SIZES = [1, 0, -3, 4097, 2.5, True, "7"]


@pytest.mark.parametrize("value", BAD_SIZES, ids=repr)
def test_bad_width_is_refused(value):
    with pytest.raises(MazeException) as caught:
        MazeArray(value, 10)
    message = str(caught.value)
    # the book's own words first, then the value and what would work
    assert f"Maze cannot be created with width {value!r}" in message  # '7' shows as a string
    assert "2" in message and "4096" in message


@pytest.mark.parametrize("value", BAD_SIZES, ids=repr)
def test_bad_height_is_refused(value):
    with pytest.raises(MazeException) as caught:
        MazeArray(10, value)
    message = str(caught.value)
    assert f"Maze cannot be created with height {value!r}" in message
    assert "2" in message and "4096" in message


@pytest.mark.parametrize(("width", "height"), [(2, 2), (4096, 2), (2, 4096), (3, 17)])
def test_sizes_at_the_limits_are_accepted(width, height):
    maze = MazeArray(width, height)
    assert (maze.get_width(), maze.get_height()) == (width, height)
    assert (maze.width, maze.height) == (width, height)


# -- exclude_maze_field ----------------------------------------------------------------------


def expected_borders_after_excluding(width, height, excluded):
    """Java excludeMazeField, written out: four borders, plus the facing side of each neighbour."""
    borders = {(x, y): 0 for y in range(height) for x in range(width)}
    for x, y in excluded:
        borders[(x, y)] |= N | E | S | W
        for side, (dx, dy) in ((N, (0, -1)), (E, (1, 0)), (S, (0, 1)), (W, (-1, 0))):
            if (x + dx, y + dy) in borders:
                borders[(x + dx, y + dy)] |= FACING[side]
    return borders


@pytest.mark.parametrize("pos", [(x, y) for y in range(3) for x in range(4)], ids=str)
def test_exclude_every_position_of_a_small_grid(pos):
    """Corners, edges and the middle: neighbours outside the grid are simply skipped."""
    maze = MazeArray(4, 3)
    maze.exclude_maze_field(*pos)
    assert read_grid(maze, border_bits) == expected_borders_after_excluding(4, 3, [pos])
    assert maze.fields[pos[0]][pos[1]].has_all_borders()
    assert maze.is_excluded(*pos)
    assert list(maze.excluded_fields()) == [pos]
    # walls are not touched by excluding
    assert all(w == N | E | S | W for w in read_grid(maze, wall_bits).values())


def test_exclude_interior_field_names_each_neighbour():
    maze = MazeArray(6, 5)
    maze.exclude_maze_field(3, 2)
    assert border_bits(maze.fields[3][2]) == N | E | S | W
    assert border_bits(maze.fields[3][1]) == S
    assert border_bits(maze.fields[4][2]) == W
    assert border_bits(maze.fields[3][3]) == N
    assert border_bits(maze.fields[2][2]) == E
    assert sum(1 for b in read_grid(maze, border_bits).values() if b) == 5


@given(
    size=st.tuples(st.integers(2, 9), st.integers(2, 9)),
    data=st.data(),
)
@settings(max_examples=60, deadline=None)
def test_exclude_many_fields(size, data):
    width, height = size
    excluded = data.draw(
        st.lists(st.tuples(st.integers(0, width - 1), st.integers(0, height - 1)), max_size=20)
    )
    maze = MazeArray(width, height)
    for x, y in excluded:
        maze.exclude_maze_field(x, y)
    assert read_grid(maze, border_bits) == expected_borders_after_excluding(width, height, excluded)
    assert set(maze.excluded_fields()) == set(excluded)
    for x, y in positions(maze):
        assert maze.is_excluded(x, y) == ((x, y) in set(excluded))


@pytest.mark.parametrize("pos", [(-1, 0), (0, -1), (6, 0), (0, 5), (6, 5), (-1, -1), (100, 2)])
def test_exclude_outside_the_grid_is_refused(pos):
    maze = MazeArray(6, 5)
    with pytest.raises(MazeException) as caught:
        maze.exclude_maze_field(*pos)
    message = str(caught.value)
    assert f"({pos[0]} | {pos[1]})" in message
    assert "0 to 5" in message and "0 to 4" in message
    # nothing changed
    assert all(b == 0 for b in read_grid(maze, border_bits).values())
    assert list(maze.excluded_fields()) == []


# -- check_maze ------------------------------------------------------------------------------


def test_check_maze_passes_on_a_fresh_maze():
    MazeArray(5, 4).check_maze()


def test_check_maze_passes_with_borders_and_their_walls():
    maze = MazeArray(5, 4)
    maze.exclude_maze_field(2, 2)
    for x, y in positions(maze):
        maze.fields[x][y].set_all_borders()
    maze.check_maze()


def test_check_maze_passes_on_a_built_maze():
    graphs, _ = build(12, 9, seed=3, rng="python", excluded=[(4, 4), (5, 4)])
    graphs.maze_array.check_maze()


def _design_error(x, y):
    return f"Maze field design error at: x = {x} / y = {y}"


def test_check_maze_reports_the_books_message():
    maze = MazeArray(5, 4)
    maze.fields[3][1].set_border_e()
    maze.fields[3][1].remove_wall_e()
    with pytest.raises(MazeException) as caught:
        maze.check_maze()
    assert _design_error(3, 1) in str(caught.value)
    # the Java: new MazeException ("Maze field design error at: ...") adds its own prefix
    assert str(caught.value) == "Maze field design error: " + _design_error(3, 1)


@pytest.mark.parametrize(
    ("faults", "first"),
    [
        ([(0, 2), (3, 1)], (3, 1)),  # row order, not column order
        ([(4, 1), (1, 2)], (4, 1)),
        ([(3, 2), (1, 2)], (1, 2)),
        ([(4, 3)], (4, 3)),
        ([(0, 0), (4, 3)], (0, 0)),
    ],
)
def test_check_maze_stops_at_the_first_fault_in_row_order(faults, first):
    maze = MazeArray(5, 4)
    for x, y in faults:
        maze.fields[x][y].set_border_s()
        maze.fields[x][y].remove_wall_s()
    with pytest.raises(MazeException) as caught:
        maze.check_maze()
    assert _design_error(*first) in str(caught.value)


def test_check_maze_only_looks_at_a_fields_own_borders():
    """A missing wall is a fault only where that same field has the border (Java checkBorders)."""
    maze = MazeArray(4, 4)
    maze.fields[1][1].set_border_e()  # border on (1|1), wall kept
    maze.fields[2][1].remove_wall_w()  # the wall behind it, on the neighbour, removed
    maze.fields[0][3].remove_wall_n()  # a missing wall with no border at all
    maze.check_maze()


@given(
    size=st.tuples(st.integers(2, 8), st.integers(2, 8)),
    data=st.data(),
)
@settings(max_examples=60, deadline=None)
def test_check_maze_finds_the_first_fault_for_random_borders_and_walls(size, data):
    width, height = size
    count = width * height
    borders = data.draw(st.lists(st.integers(0, 15), min_size=count, max_size=count))
    walls = data.draw(st.lists(st.integers(0, 15), min_size=count, max_size=count))
    maze = MazeArray(width, height)
    for (x, y), b, w in zip(positions(maze), borders, walls, strict=True):
        field = maze.fields[x][y]
        for side in SIDES:
            if b & side:
                getattr(field, SETTER[side])()
            if not w & side:
                getattr(field, WALL_REMOVER[side])()
    faulty = [pos for pos, b, w in zip(positions(maze), borders, walls, strict=True) if b & ~w]
    if not faulty:
        maze.check_maze()
    else:
        with pytest.raises(MazeException) as caught:
            maze.check_maze()
        assert _design_error(*faulty[0]) in str(caught.value)


# -- open_sides ------------------------------------------------------------------------------


def expected_open_sides(maze):
    """Per field: a side is open iff neither the field nor the neighbour behind it has a border
    there. At the edge of the grid there is no neighbour, so only the field's own border counts
    (the rim borders that build_maze sets close those sides)."""
    borders = read_grid(maze, border_bits)
    result = []
    for pos in positions(maze):
        sides = 0
        for side in SIDES:
            behind = neighbour(maze, pos, side)
            if not borders[pos] & side and not (
                behind is not None and borders[behind] & FACING[side]
            ):
                sides |= side
        result.append(sides)
    return result


def set_borders_through_fields(maze, pattern):
    for (x, y), b in zip(positions(maze), pattern, strict=True):
        for side in SIDES:
            if b & side:
                getattr(maze.fields[x][y], SETTER[side])()


def set_rim(maze):
    for x in range(maze.width):
        maze.fields[x][0].set_border_n()
        maze.fields[x][maze.height - 1].set_border_s()
    for y in range(maze.height):
        maze.fields[0][y].set_border_w()
        maze.fields[maze.width - 1][y].set_border_e()


border_patterns = st.tuples(st.integers(2, 9), st.integers(2, 9)).flatmap(
    lambda size: st.tuples(
        st.just(size),
        st.lists(
            st.integers(0, 15) | st.just(0), min_size=size[0] * size[1], max_size=size[0] * size[1]
        ),
        st.lists(st.tuples(st.integers(0, size[0] - 1), st.integers(0, size[1] - 1)), max_size=4),
    )
)


def test_open_sides_of_a_fresh_maze():
    maze = MazeArray(3, 2)
    assert list(maze.open_sides()) == expected_open_sides(maze) == [15] * 6
    set_rim(maze)
    assert list(maze.open_sides()) == [E | S, W | E | S, W | S, N | E, N | E | W, N | W]


@pytest.mark.parametrize("with_rim", [True, False])
@given(spec=border_patterns)
@settings(max_examples=60, deadline=None)
def test_open_sides_matches_the_per_field_rule(with_rim, spec):
    """Asymmetric borders set one side at a time and exclusions, with the rim as build_maze
    sets it or without (then the first and last field of a row must not see each other)."""
    (width, height), pattern, excluded = spec
    maze = MazeArray(width, height)
    set_borders_through_fields(maze, pattern)
    for x, y in excluded:
        maze.exclude_maze_field(x, y)
    if with_rim:
        set_rim(maze)
    assert list(maze.open_sides()) == expected_open_sides(maze)


def test_open_sides_does_not_wrap_around_rows():
    """The east border of the last field in a row has nothing to do with the west side of the
    first field in the next row (and vice versa): they are not neighbours."""
    maze = MazeArray(3, 2)
    maze.fields[2][0].set_border_e()
    sides = maze.open_sides()
    assert sides[1 * 3 + 0] & W, "(0 | 1) lost its west side to the east border of (2 | 0)"

    maze = MazeArray(3, 2)
    maze.fields[0][1].set_border_w()
    sides = maze.open_sides()
    assert sides[0 * 3 + 2] & E, "(2 | 0) lost its east side to the west border of (0 | 1)"


@settings(max_examples=60, deadline=None)
@given(
    width=st.sampled_from([2, 3, 17, 1000, 2049]),
    height=st.integers(2, 12),
    share=st.floats(0, 1),
    seed=st.integers(0, 2**32),
)
def test_excluding_marked_fields_at_once_is_excluding_them_one_by_one(width, height, share, seed):
    """A mask's fields are excluded a band of rows at a time (at 1000 fields a row, four rows
    a band): the borders are those of ``exclude_maze_field`` field by field."""
    rng = random.Random(seed)
    marked = bytearray(int(rng.random() < share) for _ in range(width * height))
    one_by_one, at_once = MazeArray(width, height), MazeArray(width, height)
    for index, mark in enumerate(marked):
        if mark:
            one_by_one.exclude_maze_field(index % width, index // width)
    at_once.exclude_marked(marked)
    assert at_once.borders == one_by_one.borders


def test_a_door_is_a_field_again_that_the_mask_still_names():
    maze = MazeArray(3, 3)
    for x, y in ((1, 0), (1, 1), (1, 2), (0, 1)):
        maze.exclude_maze_field(x, y)
    maze.open_door(1, 1)
    assert list(maze.door_fields()) == [(1, 1)]
    assert list(maze.excluded_fields()) == [(1, 0), (0, 1), (1, 2)]
    assert list(maze.masked_fields()) == [(1, 0), (0, 1), (1, 1), (1, 2)]
    # open towards its one open neighbour (east), bordered towards the excluded ones
    assert maze.borders[4] & 15 == N | S | W
    assert not maze.borders[5] & W
    maze.exclude_maze_field(1, 1)  # excluded again, it is no door any more
    assert list(maze.door_fields()) == [] and maze.borders[5] & W
    with pytest.raises(MazeException, match=r"Field \(2 \| 2\) is not excluded"):
        maze.open_door(2, 2)


def test_the_book_s_fields_x_y_gives_the_same_fields_after_its_first_look():
    """``fields[x]`` is made once per column at the first look: the fields it gives stay views
    of the grid as it is now, and what is no column's number is refused as before."""
    maze = MazeArray(4, 3)
    assert maze.fields[1][2].has_all_walls()
    maze.field_at(9).remove_wall_n()
    assert maze.fields[1][2].index == 9 and not maze.fields[1][2].has_all_walls()
    assert maze.fields[3][0].index == 3 and len(maze.fields[0]) == 3
    for x in (1.5, True):
        with pytest.raises(MazeException, match="needs whole numbers"):
            maze.fields[x][0]
    with pytest.raises(IndexError, match="x = 4 is outside 0 .. 3"):
        maze.fields[4]
