"""The course's .maz format: golden files, files of other programs, round trips, bad files."""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth import MazeException
from labyrinth.ends import Opening
from labyrinth.formats import MazeFileError, export_maze, grid_text, load_maze, maz
from labyrinth.formats import text as text_module
from labyrinth.formats.grid_text import MAX_LINE, MAX_LINES
from labyrinth.formats.maz import maz_text, read_maz_data
from labyrinth.formats.savefile import is_save_file, read_save_data, save_text
from labyrinth.formats.text import LONGEST_LINE
from labyrinth.i18n import Message
from tests.helpers import built_maze

DATA = Path(__file__).parent / "data" / "maz"


def from_text(text: str | bytes):
    data = text.encode("ascii") if isinstance(text, str) else text
    return read_maz_data(data, Path("test.maz"))


def test_the_books_main_maze_is_written_as_the_golden_file():
    maze = built_maze(32, 24, excluded=[(16, 12)], seed=42, rng="java")
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
    maze = built_maze(4, 3, seed=2, ends="border")
    stripped = b"\n".join(line.rstrip() for line in maz_text(maze).splitlines())
    assert b"   \n" not in stripped and from_text(stripped).result.openings == maze.result.openings


def test_lines_without_the_outer_posts_are_read_too():
    with_posts = (DATA / "snail.maz").read_text().splitlines()
    without = [line[1:-1] if line.startswith("o") else line for line in with_posts]
    assert bytes(from_text("\n".join(without)).maze_array.walls) == bytes(
        from_text("\n".join(with_posts)).maze_array.walls
    )


def test_two_gaps_in_the_rim_are_entrance_and_exit():
    maze = built_maze(5, 4, seed=9, ends="border", entrance="N:3", exit="W:2")
    text = maz_text(maze)
    assert text.splitlines()[0] == b"o---o---o---o   o---o"
    loaded = from_text(text)
    assert loaded.result.openings == (Opening("N", 3), Opening("W", 2))
    assert (loaded.result.start, loaded.result.end) == ((3, 0), (0, 2))
    assert bytes(loaded.maze_array.walls) == bytes(maze.maze_array.walls)


def test_a_field_with_four_walls_is_excluded():
    maze = built_maze(6, 5, excluded=[(2, 2), (5, 0)], seed=4)
    loaded = from_text(maz_text(maze))
    assert sorted(loaded.maze_array.excluded_fields()) == [(2, 2), (5, 0)]
    assert bytes(loaded.maze_array.borders) == bytes(maze.maze_array.borders)


def test_an_edited_wall_opens_a_loop(tmp_path):
    path = export_maze(built_maze(6, 4, seed=7), tmp_path / "m.maz")
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
        maze = built_maze(
            width,
            height,
            excluded=excluded,
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
        ("o---o---o\n|       |\no---o---o\n", "Line 3: the grid ends after 3 lines"),
        (
            "o---o---o\n| S   S |\no---o---o\n|   |   |\no---o---o\n",
            "Line 2, column 7: a second S: a maze has one start.",
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


# The snail, line by line as an editor numbers them (line 1 is SNAIL[0]):
#  1 o---o---o---o---o---o
#  2 |                   |
#  3 o---o---o---o---o   o
#  4 |               |   |
#  5 o   o---o---o   o   o
#  6 |   |       |   |   |
#  7 o   o   o---o   o   o
#  8 |   |           |   |
#  9 o   o---o---o---o   o
# 10 |                   |
# 11 o---o---o---o---o---o
SNAIL = (DATA / "snail.maz").read_text().splitlines()


def snail(*changes: tuple[int, str | None], inserted: dict[int, str] | None = None) -> str:
    """The snail with line N changed to the text given (None deletes it), then the lines of
    ``inserted`` put in before the (original) line N (after the last for N = 12)."""
    lines: list[str | None] = list(SNAIL)
    for number, line in changes:
        lines[number - 1] = line
    result = []
    for number, line in enumerate([*lines, None], start=1):
        if inserted and number in inserted:
            result.append(inserted[number])
        if line is not None:
            result.append(line)
    return "\n".join(result) + "\n"


def problem_id(error: MazeFileError) -> str:
    """The message id of what is wrong, inside "Line N, column C: ..." or "Line N: ..."."""
    message = error.message
    while isinstance(message, Message) and "problem" in message.args:
        message = message.args["problem"]
    assert isinstance(message, Message)
    return message.msgid


# One broken file per sentence the .maz reader has, and where the problem is: (line, column)
# or (line, None) for a sentence about the whole line, or None about the whole file.
BROKEN = {
    "post": (snail((7, "o   o   +---o   o   o")), (7, 9)),
    "wall": (snail((5, "o   o-- o---o   o   o")), (5, 6)),
    "end of a horizontal line": (snail((9, SNAIL[8] + "---o")), (9, 22)),
    "vertical wall": (snail((6, "|   x       |   |   |")), (6, 5)),
    "field": (snail((8, "|   | #         |   |")), (8, 6)),
    "end of a vertical line": (snail((4, SNAIL[3] + "   |")), (4, 22)),
    "second S": (snail((4, "| S             | S |")), (4, 19)),
    "gap and S": (snail((2, "| S                 |"), (11, "o---o   o---o---o---o")), (11, 6)),
    "one gap": (snail((1, "o---o---o   o---o---o")), (1, 10)),
    "two gaps into one field": (
        snail((1, "o   o---o---o---o---o"), (2, "                    |")),
        (2, 1),
    ),
    "no bottom rim": (snail((11, None)), (10, None)),
    "too few lines": ("o---o---o\n|       |\no---o---o\n", (3, None)),
    "too narrow": ("o---o\n|   |\no---o\n|   |\no---o\n", (1, 1)),
    "too long a line": (snail((3, "o" + "---o" * 4200)), (3, MAX_LINE + 1)),
    # longer than any line of a maze file: refused while it is read, before it is kept
    "a line of 16 MiB": (snail((9, "o" + " " * LONGEST_LINE)), (9, LONGEST_LINE + 1)),
    "too many lines": (
        "o---o---o\n|       |\n" * ((MAX_LINES + 1) // 2) + "o---o---o\n",
        (MAX_LINES + 1, None),
    ),
    "blank first line": (snail(inserted={1: ""}), (1, None)),
    "blank line where horizontal walls go": (snail(inserted={5: ""}), (5, None)),
    "blank line where vertical walls go": (snail(inserted={4: "   "}), (4, None)),
    "comment first": (snail(inserted={1: "# the snail, from the course"}), (1, 1)),
    "comment inside": (snail(inserted={8: "// the middle"}), (8, 1)),
    "vertical walls twice": (snail((5, None)), (5, None)),
    "horizontal walls twice": (snail((6, SNAIL[6])), (6, None)),
    "non-ASCII byte": (snail((6, "|   |  \u00e9    |   |   |")), (6, 8)),
    "NUL byte": (snail((10, "|   \x00               |")), (10, 5)),
    "UTF-16": ((DATA / "snail.maz").read_text().encode("utf-16"), None),
    "empty": ("", None),
    "no open field": (
        snail(
            *((n, "|   |   |   |   |   |") for n in (2, 4, 6, 8, 10)),
            *((n, "o---o---o---o---o---o") for n in (3, 5, 7, 9)),
        ),
        None,
    ),
    "only the goal open": ("o---o---o\n| G |   |\no---o---o\n|   |   |\no---o---o\n", None),
}


def saved_with_a_letter() -> tuple[bytes, tuple[int, int]]:
    """A save file with S in a field (a save file marks its ends in the header), and where."""
    lines = save_text(built_maze(3, 2, seed=1)).decode().splitlines()
    number = lines.index("walls:") + 3  # the grid's first row of fields, as an editor counts
    lines[number - 1] = "| S" + lines[number - 1][3:]
    return ("\n".join(lines) + "\n").encode(), (number, 2)


BROKEN["letter in a save file"] = saved_with_a_letter()


def read(data: bytes):
    path = Path("test.maz")
    return read_save_data(data, path) if is_save_file(data) else read_maz_data(data, path)


def one_sentence(sentence: str) -> bool:
    return (
        "\n" not in sentence
        and sentence.endswith(".")
        and not re.search(r"[.!?] [A-Z]", sentence)
        and "Traceback" not in sentence
    )


@pytest.mark.parametrize("kind", BROKEN)
def test_each_problem_is_one_sentence_naming_the_line_it_is_on(kind):
    text, place = BROKEN[kind]
    data = text if isinstance(text, bytes) else text.encode("utf-8")
    with pytest.raises(MazeFileError) as caught:
        read(data)
    sentence = str(caught.value)
    assert one_sentence(sentence), sentence
    if place is None:  # a sentence about the whole file
        assert not sentence.startswith("Line"), sentence
        return
    line, column = place
    assert sentence.startswith(
        f"Line {line}: " if column is None else f"Line {line}, column {column}: "
    ), sentence
    assert line <= len(data.splitlines())  # a line the file has, not one after its end


def message_ids(module, function: str | None = None) -> set[str]:
    """The message ids marked with N_ in a module (or in one of its functions)."""
    tree: ast.AST = ast.parse(Path(module.__file__).read_text())
    if function is not None:
        tree = next(
            node
            for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name == function
        )
    return {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "N_"
    }


def test_every_sentence_of_the_grid_reader_has_a_broken_file_above():
    raised = set()
    for text, _place in BROKEN.values():
        with pytest.raises(MazeFileError) as caught:
            read(text if isinstance(text, bytes) else text.encode("utf-8"))
        raised.add(problem_id(caught.value))
    written = message_ids(grid_text) | message_ids(maz) | message_ids(text_module, "Lines")
    assert written - raised == set()


@pytest.mark.parametrize("kind", [*BROKEN, "missing"])
def test_each_problem_opened_from_a_file_names_the_file_once(kind, tmp_path):
    """As a compiler's message does: the byte and encoding problems, found while the file is
    read, as well as those of the grid; never twice ("Cannot open x.maz: ...")."""
    path = tmp_path / "broken.maz"
    if kind != "missing":
        text = BROKEN[kind][0]
        path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    with pytest.raises(MazeFileError) as caught:
        load_maze(path)
    sentence = str(caught.value)
    assert sentence.count("broken.maz") == 1 and one_sentence(sentence), sentence
