"""Start and end: the book's rule, the longest path, openings in the border."""

from __future__ import annotations

from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from labyrinth import MazeException, MazeGraphs
from labyrinth.ends import Opening
from labyrinth.generators.grid import SIDES, Grid
from labyrinth.render.geometry import BLUE, WHITE, Geometry
from labyrinth.render.png import render
from tests.helpers import built_maze


def all_distances(maze, field):
    grid = Grid(maze.maze_array)
    distance = {field: 0}
    queue = deque([field])
    while queue:
        current = queue.popleft()
        for side in SIDES:
            if not grid.walls[current] & side:
                neighbour = current + grid.step[side]
                if neighbour not in distance:
                    distance[neighbour] = distance[current] + 1
                    queue.append(neighbour)
    return distance


@given(
    st.integers(2, 9),
    st.integers(2, 9),
    st.integers(0, 2**32),
    st.sampled_from(["backtracker", "binary-tree"]),
)
@settings(max_examples=40, deadline=None)
def test_diameter_is_the_longest_path_of_the_maze(width, height, seed, algorithm):
    maze = built_maze(width, height, seed=seed, ends="diameter", algorithm=algorithm)
    result = maze.result
    longest = max(max(all_distances(maze, f).values()) for f in range(width * height))
    assert result.length == longest
    start = result.start[1] * width + result.start[0]
    end = result.end[1] * width + result.end[0]
    assert all_distances(maze, start)[end] == longest


def test_the_book_rule_stays_the_default():
    assert built_maze(12, 9, seed=4).result.end == built_maze(12, 9, seed=4, ends="book").result.end


def test_border_openings_start_and_end_there_and_show_in_the_picture():
    maze = built_maze(12, 9, seed=4, entrance="N:3", exit="S:10")
    result = maze.result
    assert result.start == (3, 0) and result.end == (10, 8)
    assert result.length == all_distances(maze, 3)[8 * 12 + 10]
    assert [str(opening) for opening in result.openings] == ["N:3", "S:10"]
    for size in (24, 2):
        # Without the marks, which reach over the rim where fields are tiny.
        image = render(maze.maze_array, maze.result.marks, size, ends=False).convert("RGB")
        geometry = Geometry(12, 9, size)
        left, top, right, bottom = geometry.opening(3, 0, "N")
        assert image.getpixel((left, top)) == WHITE and image.getpixel((right, bottom)) == WHITE
        assert image.getpixel(geometry.opening(4, 0, "N")[:2]) == BLUE  # the rim goes on
        assert image.getpixel(geometry.opening(10, 8, "S")[:2]) == WHITE


def test_border_defaults_and_walls_in_the_model_stay():
    maze = built_maze(12, 9, seed=4, ends="border")
    assert [str(o) for o in maze.result.openings] == ["W:0", "E:8"]
    maze.maze_array.check_maze()  # the rim keeps its walls; only the picture opens it


@pytest.mark.parametrize(
    ("entrance", "message"),
    [
        ("N:12", "The opening N:12 is off the side: the position on side N goes from 0 to 11."),
        ("W:1", "The opening W:1 leads into field (0 | 1), which is not part of the maze."),
    ],
)
def test_bad_openings_are_refused_in_one_sentence(entrance, message):
    maze = MazeGraphs(12, 9, display=False, seed=1, entrance=entrance)
    maze.exclude_maze_field(0, 1)
    with pytest.raises(
        MazeException, match=message.replace("(", r"\(").replace(")", r"\)").replace("|", r"\|")
    ):
        maze.build_maze()


def test_an_opening_into_a_corner_walled_in_by_excluded_fields_is_refused():
    """The rim's borders count before the build sets them: (0 | 0) with (1 | 0) and (0 | 1)
    excluded is not part of the maze, whichever of its two rim sides the opening is in."""
    for entrance in ("N:0", "W:0"):
        graphs = MazeGraphs(
            2, 3, display=False, seed=0, entrance=entrance, excluded=((0, 1), (1, 0))
        )
        with pytest.raises(MazeException, match=r"leads into field \(0 \| 0\), which is not part"):
            graphs.build_maze()


def test_openings_into_one_field_and_openings_with_other_ends_are_refused():
    with pytest.raises(ValueError, match="goes with the ends border, not book"):
        MazeGraphs(12, 9, display=False, ends="book", entrance="W:3")
    maze = MazeGraphs(12, 9, display=False, seed=1, entrance="S:11", exit="E:8")
    with pytest.raises(MazeException, match=r"both lead into field \(11 \| 8\)"):
        maze.build_maze()


def test_an_opening_is_parsed_or_explained():
    assert Opening.parse(" e:7 ") == Opening("E", 7)
    with pytest.raises(ValueError, match="write SIDE:POSITION with a side N, E, S or W"):
        Opening.parse("X:1")


def test_an_unreachable_exit_is_said_so():
    wall = [(5, y) for y in range(9)]
    maze = built_maze(12, 9, seed=4, entrance="W:0", exit="E:8", excluded=wall)
    assert maze.result.length == -1
    assert maze.result.message() == ("Maze is built, but the end cannot be reached from the start.")


def test_the_saved_png_has_the_openings(tmp_path):
    maze = built_maze(12, 9, seed=4, entrance="W:2", exit="E:6")
    path = maze.save_png(tmp_path / "m.png")
    with Image.open(path) as image:
        geometry = Geometry(12, 9, 24)
        assert image.convert("RGB").getpixel(geometry.opening(0, 2, "W")[:2]) == WHITE
