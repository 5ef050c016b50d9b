"""The course's .maz format: golden files, files of other programs, round trips, bad files."""

from __future__ import annotations

import io
import os
from contextlib import redirect_stdout
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth import MazeException, MazeGraphs
from labyrinth.ends import Opening
from labyrinth.formats import MazeFileError, export_maze, load_maze
from labyrinth.formats.maz import maz_text, read_maz_data

DATA = Path(__file__).parent / "data" / "maz"


def built(width, height, excluded=(), **options) -> MazeGraphs:
    maze = MazeGraphs(width, height, display=False, **options)
    for x, y in excluded:
        maze.exclude_maze_field(x, y)
    with redirect_stdout(io.StringIO()):
        maze.build_maze()
    return maze


def from_text(text: str | bytes):
    data = text.encode("ascii") if isinstance(text, str) else text
    return read_maz_data(data, Path("test.maz"))


def test_the_books_main_maze_is_written_as_the_golden_file():
    maze = built(32, 24, [(16, 12)], seed=42, rng="java")
    assert maz_text(maze) == (DATA / "book_main.maz").read_bytes()


def test_golden_files_keep_their_shape_when_written_again():
    for name in ("snake.maz", "snail.maz", "imperfect.maz", "book_main.maz"):
        maze = load_maze(DATA / name)
        assert maz_text(maze) == (DATA / name).read_bytes(), name


def test_the_snake_runs_from_the_first_field_to_its_far_end():
    maze = load_maze(DATA / "snake.maz")
    assert (maze.result.start, maze.result.end, maze.result.length) == ((0, 0), (0, 3), 19)
    assert maze.result.loops == 0 and maze.result.cut_off_count == 0


def test_the_snail_ends_in_its_middle():
    maze = load_maze(DATA / "snail.maz")
    assert (maze.result.start, maze.result.end, maze.result.length) == ((0, 0), (2, 2), 24)
    assert maze.result.imperfections() == ""


def test_an_imperfect_maze_shows_its_loops_and_the_fields_cut_off():
    result = load_maze(DATA / "imperfect.maz").result
    assert result.loops == 2  # the outer ring and the walled-in square of four
    assert result.first_cut_off_fields(4) == [(1, 1), (2, 1), (1, 2), (2, 2)]
    assert result.imperfections() == "Not a perfect maze: 2 loops."


def test_micromouse_letters_mark_start_and_the_first_goal_field():
    maze = load_maze(DATA / "micromouse.maz")
    assert (maze.result.start, maze.result.end, maze.result.length) == ((0, 0), (2, 1), 7)


def test_crlf_no_final_newline_and_stripped_trailing_spaces_read_the_same():
    good = (DATA / "snake.maz").read_text()
    expected = bytes(from_text(good).maze_array.walls)
    variants = [
        good.replace("\n", "\r\n"),
        good.rstrip("\n"),
        "\n".join(line.rstrip() for line in good.splitlines()),
        "\ufeff" + good,
    ]
    for text in variants:
        assert bytes(from_text(text.encode("utf-8")).maze_array.walls) == expected


def test_a_gap_on_the_east_survives_an_editor_stripping_trailing_spaces():
    maze = built(4, 3, seed=2, ends="border")
    stripped = b"\n".join(line.rstrip() for line in maz_text(maze).splitlines())
    assert b"   \n" not in stripped and from_text(stripped).result.openings == maze.result.openings


def test_lines_without_the_outer_posts_are_read_too():
    with_posts = (DATA / "snail.maz").read_text().splitlines()
    without = [line[1:-1] if line.startswith("o") else line for line in with_posts]
    assert bytes(from_text("\n".join(without)).maze_array.walls) == bytes(
        from_text("\n".join(with_posts)).maze_array.walls
    )


def test_two_gaps_in_the_rim_are_entrance_and_exit():
    maze = built(5, 4, seed=9, ends="border", entrance="N:3", exit="W:2")
    text = maz_text(maze)
    assert text.splitlines()[0] == b"o---o---o---o   o---o"
    loaded = from_text(text)
    assert loaded.result.openings == (Opening("N", 3), Opening("W", 2))
    assert (loaded.result.start, loaded.result.end) == ((3, 0), (0, 2))
    assert bytes(loaded.maze_array.walls) == bytes(maze.maze_array.walls)


def test_a_field_with_four_walls_is_excluded():
    maze = built(6, 5, [(2, 2), (5, 0)], seed=4)
    loaded = from_text(maz_text(maze))
    assert sorted(loaded.maze_array.excluded_fields()) == [(2, 2), (5, 0)]
    assert bytes(loaded.maze_array.borders) == bytes(maze.maze_array.borders)


def test_an_edited_wall_opens_a_loop(tmp_path):
    path = export_maze(built(6, 4, seed=7), tmp_path / "m.maz")
    lines = path.read_text().splitlines()
    index = next(i for i in range(2, 7, 2) if "o---o" in lines[i][4:])
    column = lines[index].index("---", 4)
    lines[index] = lines[index][:column] + "   " + lines[index][column + 3 :]
    path.write_text("\n".join(lines) + "\n")
    assert load_maze(path).result.loops == 1


@settings(max_examples=60, deadline=None)
@given(
    width=st.integers(2, 14),
    height=st.integers(2, 14),
    seed=st.integers(0, 2**32),
    loops=st.integers(0, 100),
    border=st.booleans(),
    excluded=st.lists(st.tuples(st.integers(0, 13), st.integers(0, 13)), max_size=6),
)
def test_round_trip_keeps_every_wall(width, height, seed, loops, border, excluded):
    excluded = [(x, y) for x, y in excluded if x < width and y < height]
    try:
        maze = built(
            width,
            height,
            excluded,
            seed=seed,
            loop_percent=loops,
            **({"ends": "border", "entrance": "N:0", "exit": f"S:{width - 1}"} if border else {}),
        )
    except MazeException:  # every field excluded, or an opening into an excluded field
        return
    loaded = from_text(maz_text(maze))
    assert bytes(loaded.maze_array.walls) == bytes(maze.maze_array.walls)
    assert loaded.result.loops == maze.result.loops
    assert loaded.result.openings == maze.result.openings


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "o---o---o\n|   x   |\no---o---o\n|   |   |\no---o---o\n",
            "Line 2, column 5: expected | (a wall) or a space (no wall), found 'x'.",
        ),
        (
            "o---o---o\n|       |\no-- o---o\n|   |   |\no---o---o\n",
            "Line 3, column 2: expected --- (a wall) or three spaces (no wall), found '-- '.",
        ),
        (
            "o---o---o\n|       |\no---+---o\n|   |   |\no---o---o\n",
            "Line 3, column 5: expected o (a post), found '+'.",
        ),
        ("o---o---o\n|       |\no---o---o\n", "Line 4, column 1: the grid ends after 3 lines"),
        (
            "o---o---o\n| S   S |\no---o---o\n|   |   |\no---o---o\n",
            "Line 2, column 6: a second S: a maze has one start.",
        ),
        (
            "o---o---o\n|   |   |\no---o---o\n|   |   |   |\no---o---o\n",
            "Line 4, column 10: expected the end of the line",
        ),
        (
            "o---o   o\n|   |   |\no---o---o\n|   |   |\no---o---o\n",
            "Line 1, column 6: a gap in the rim, one of 1",
        ),
        (
            "o---o---o\n|   |\tx |\no---o---o\n|   |   |\no---o---o\n",
            "Line 2, column 6: expected three spaces (a field), or one letter S or G",
        ),
        (
            "o---o---o\n|  \xe9|   |\no---o---o\n|   |   |\no---o---o\n",
            "Line 2, column 4: the byte 0xE9 is not plain ASCII text",
        ),
        ("o---o---o\n|  \x00|   |\n", "Line 2, column 4: a NUL byte"),
        (
            "o---o---o\n|   |   |\no---o---o\n|   |   |\no---o---o\n",
            "test.maz has no open field: every field has four walls.",
        ),
    ],
)
def test_a_broken_grid_is_one_sentence_with_line_and_column(text, message):
    with pytest.raises(MazeFileError) as caught:
        from_text(text.encode("latin-1"))
    assert str(caught.value).startswith(message)
    assert "\n" not in str(caught.value)


def test_utf16_is_named():
    with pytest.raises(MazeFileError, match="UTF-16"):
        from_text((DATA / "snake.maz").read_text().encode("utf-16"))


def test_a_grid_too_wide_is_refused_before_allocating():
    with pytest.raises(MazeFileError, match="longer than the 16385 characters"):
        from_text(b"o" + b"---o" * 5000 + b"\n|\n" + b"o---o\n|\no---o\n")


def test_ten_bytes_do_not_make_a_big_maze():
    with pytest.raises(MazeFileError):
        from_text(b"o---o\n\n\n\n\n")


def test_folders_pipes_missing_and_huge_files_are_one_sentence(tmp_path):
    pipe = tmp_path / "pipe.maz"
    os.mkfifo(pipe)
    huge = tmp_path / "huge.maz"
    with open(huge, "wb") as stream:
        stream.truncate(300_000_000)
    cases = {
        tmp_path: "it is a folder, not a maze file.",
        pipe: "it is not a regular file (a pipe, a device or a socket).",
        tmp_path / "none.maz": "there is no such file.",
        huge: "it has 300000000 bytes, more than",
    }
    for path, message in cases.items():
        with pytest.raises(MazeFileError) as caught:
            load_maze(path)
        assert message in str(caught.value)
