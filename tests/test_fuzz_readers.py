"""Random mutations of good files: every reader either opens them or says why in one
sentence (MazeFileError); any other exception is a bug. Every file the program writes reads
back with the same walls; the Python API answers any argument with a result or one sentence."""

from __future__ import annotations

import contextlib
import io
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from test_maz import DATA

from labyrinth import MazeException, MazeGraphs, SaveError
from labyrinth.formats import MazeFileError, export_maze, load_maze
from labyrinth.formats.maz import maz_text, read_maz_data
from labyrinth.formats.savefile import is_save_file, read_save_data, save_text
from labyrinth.formats.text import UTF8_BOM, Lines
from labyrinth.generators import ALGORITHMS
from labyrinth.masks import load_mask
from labyrinth.masks.font import word_mask
from labyrinth.masks.text_file import mask_text, read_mask_data
from labyrinth.solvers import find_solver, solve
from tests.helpers import built_maze

SEEDS = [
    (DATA / "snail.maz").read_bytes(),
    (DATA / "micromouse.maz").read_bytes(),
    save_text(built_maze(5, 4, excluded=[(2, 1)], seed=8, ends="border", loop_percent=20)),
    save_text(built_maze(3, 3, seed=2)),
    # format 2: islands, blocks that keep the maze whole, doors
    save_text(
        built_maze(
            7,
            4,
            excluded=[(3, 0), (3, 1), (3, 2), (3, 3)],
            seed=5,
            islands="join",
            block_permille=100,
            block_mode="whole",
        )
    ),
]


def read(data: bytes):
    path = Path("fuzz")
    return read_save_data(data, path) if is_save_file(data) else read_maz_data(data, path)


# Pieces that once made a reader raise something else than MazeFileError, and their kin: a
# number written twice negative, one of thousands of digits, a recipe that does not go
# together, marks and gaps.
TOKENS = [b"-", b"--", b"9" * 5000, b"0" * 30, b"java", b"kruskal", b"border", b"G", b"S", b"W:0"]


@st.composite
def mutated(draw, seeds: list[bytes] = SEEDS) -> bytes:
    data = bytearray(draw(st.sampled_from(seeds)))
    for _ in range(draw(st.integers(1, 4))):
        if not data:
            break
        where = draw(st.integers(0, len(data) - 1))
        kinds = ["flip", "delete", "duplicate", "truncate", "insert", "token"]
        kind = draw(st.sampled_from(kinds))
        if kind == "flip":
            data[where] = draw(st.sampled_from(b" -|oSG\n\r\t\x00\xe9:,0123456789"))
        elif kind == "delete":
            del data[where : where + draw(st.integers(1, 8))]
        elif kind == "duplicate":
            end = where + draw(st.integers(1, 40))
            data[where:where] = data[where:end]
        elif kind == "truncate":
            del data[where:]
        elif kind == "token":
            data[where:where] = draw(st.sampled_from(TOKENS))
        else:
            data[where:where] = draw(st.binary(min_size=1, max_size=4))
    return bytes(data)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_files_open_or_give_one_sentence(data):
    try:
        maze = read(data)
    except MazeFileError as error:
        assert "\n" not in str(error) and str(error).endswith((".", "?")), str(error)
    else:
        assert maze.result is not None


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"format: labyrinth 1\n",
        b"format: labyrinth 1\nwalls:\n",
        b"o---o\n|\n",
        b"\n\n\n\n\n",
        b"o\no\no\no\no\n",
    ],
)
def test_found_by_fuzzing(data):
    with pytest.raises(MazeFileError):
        read(data)


GOOD_SAVE = save_text(built_maze(3, 3, seed=2)).decode()


@pytest.mark.parametrize(
    ("change", "sentence"),
    [
        *(
            ((f"{key}: {value}", f"{key}: --5"), f"{key} must be a whole number from")
            for key, value in (
                ("seed", 2),
                ("width", 3),
                ("height", 3),
                ("loops", 0),
                ("blocks", 0),
                ("walls-left-standing", 0),
            )
        ),
        (("seed: 2", "seed: " + "9" * 5000), "seed must be a whole number from"),
        (("start: 0,0", "start: 0," + "0" * 5000), "start: expected a field X,Y"),
        (("format: labyrinth 1", "format: labyrinth 1" + "0" * 5000), "expected 'format:"),
        (("rng: python", "rng: java"), "it goes only with the algorithm backtracker"),
    ],
)
def test_numbers_no_int_takes_are_one_sentence_on_their_line(change, sentence):
    """--5 and numbers of more than 4,300 digits were a ValueError traceback."""
    data = GOOD_SAVE.replace(*change, 1)
    if change[0] == "rng: python":
        data = data.replace("algorithm: backtracker", "algorithm: kruskal")
    with pytest.raises(MazeFileError) as caught:
        read(data.encode())
    assert re.match(r"Line \d+: ", str(caught.value)) and sentence in str(caught.value)
    assert len(str(caught.value)) < 200 and str(caught.value).endswith(".")


def reference_lines(data: bytes) -> list[bytes] | tuple[int, int]:
    """The lines of ``data`` as an editor shows them, or the line and column of its first byte
    that is no plain text."""
    data = data.removeprefix(UTF8_BOM)
    lines = re.split(rb"\r\n|\r|\n", data)
    for number, line in enumerate(lines, start=1):
        bad = re.search(rb"[\x00\x80-\xff]", line)
        if bad:
            return number, bad.start() + 1
    lines = [line.rstrip(b" ") for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


@settings(max_examples=500, deadline=None)
@given(
    data=st.lists(st.sampled_from([b" ", b"o", b"-", b"\r", b"\n", b"\xe9", b"\0"]), max_size=60),
    bom=st.booleans(),
    cuts=st.lists(st.integers(1, 6), max_size=30),
)
def test_lines_read_a_piece_at_a_time_are_the_lines_of_the_whole(data, bom, cuts):
    """Wherever the pieces are cut (between CR and LF, in a run of blank lines), the lines,
    and the place of a byte that is no text, are the same as an editor's."""
    whole = (UTF8_BOM if bom else b"") + b"".join(data)
    expected = reference_lines(whole)
    lines = Lines(len(whole) + 1)
    pieces, start = [], 0
    for size in [3, *cuts]:  # the first piece holds the byte-order mark whole
        pieces.append(whole[start : start + size])
        start += size
    pieces.append(whole[start:])
    try:
        for piece in pieces:
            if piece:
                lines.feed(piece)
        got: list[bytes] | tuple[int, int] = lines.end()
    except MazeFileError as error:
        found = re.match(r"Line (\d+), column (\d+): ", str(error))
        assert found, str(error)
        got = int(found[1]), int(found[2])
    assert got == expected


def test_lines_past_the_last_a_file_may_have_are_not_kept():
    """A hundred thousand blank lines before a line past the limit: the limit's lines and
    that line are kept, then reading stops; blank lines at the end are only counted."""
    lines = Lines(5)
    lines.feed(b"a\n" + b"\n" * 100_000 + b"b\nc\n")
    assert lines.full and lines.end() == [b"a", b"", b"", b"", b"", b"b"]
    ending = Lines(5)
    ending.feed(b"a\nb\n" + b"\n" * 100_000)
    assert not ending.full and ending.end() == [b"a", b"b"] and ending.blanks == 100_000


SPECS = [
    name + (f":{option}" if option else "")
    for name, algorithm in ALGORITHMS.items()
    for option in (algorithm.options or [None])
]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    width=st.integers(2, 7),
    height=st.integers(2, 7),
    seed=st.integers(0, 10**6),
    algorithm=st.sampled_from(SPECS),
    loops=st.sampled_from([0, 30, 100]),
    blocks=st.sampled_from([0, 300, 1000]),
    ends=st.sampled_from(["book", "diameter", "border"]),
    excluded=st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=3),
)
def test_every_file_written_reads_back_with_the_same_walls(
    width, height, seed, algorithm, loops, blocks, ends, excluded
):
    """A maze built with any options, exported as .maz and as save file, opens again with the
    same walls, and so do the files written from what was opened (--blocks 1000 wrote a .maz
    that said "has no open field")."""
    options = {"seed": seed, "algorithm": algorithm, "loop_percent": loops}
    options |= {"block_permille": blocks, "ends": ends}
    inside = tuple((x, y) for x, y in excluded if x < width and y < height)
    try:
        maze = built_maze(width, height, **options, excluded=inside)
    except (MazeException, ValueError):  # options that do not go together
        assume(False)
    walls = bytes(maze.maze_array.walls)
    with tempfile.TemporaryDirectory() as folder:
        for suffix in (".maz", ".labyrinth"):
            opened = load_maze(export_maze(maze, Path(folder) / f"built{suffix}"))
            assert bytes(opened.maze_array.walls) == walls
            for again in (".maz", ".labyrinth"):
                reopened = load_maze(export_maze(opened, Path(folder) / f"again{again}"))
                assert bytes(reopened.maze_array.walls) == walls


def test_a_maz_with_gaps_into_walled_in_fields_is_exported_as_a_save_file_that_opens(tmp_path):
    """The corner fields of both gaps are walled in by excluded fields: the .maz opened, its
    save file was refused ("leads into field (0 | 0), which is not part of the maze")."""
    source = tmp_path / "walled.maz"
    source.write_text(
        "o---o---o---o---o\n"
        "    |   |       |\n"
        "o---o---o   o---o\n"
        "|   |           |\n"
        "o---o   o---o---o\n"
        "|       |   |    \n"
        "o---o---o---o---o\n"
    )
    maze = load_maze(source)
    for suffix in (".labyrinth", ".maz"):
        again = load_maze(export_maze(maze, tmp_path / f"again{suffix}"))
        assert bytes(again.maze_array.walls) == bytes(maze.maze_array.walls)
        assert list(again.maze_array.excluded_fields()) == [(1, 0), (0, 1), (2, 2)]


def test_a_maze_whose_blocks_wall_in_every_field_reads_back_with_its_start(tmp_path):
    maze = built_maze(4, 3, seed=1, block_permille=1000)
    opened = load_maze(export_maze(maze, tmp_path / "blocks.maz"))
    assert bytes(opened.maze_array.walls) == bytes(maze.maze_array.walls)
    assert (opened.result.start, opened.result.end) == (maze.result.start, maze.result.end)


# Values of every kind the API may be handed by mistake. No name holds a slash: whatever is
# written stays in the test's folder.
NAMES = st.text(st.characters(blacklist_characters="/\\", blacklist_categories=["Cs"]), max_size=8)
FIELDS = st.tuples(st.integers(-2, 6), st.integers(-2, 6))


def made_mazes() -> list[object]:
    graphs = built_maze(5, 4, seed=3)
    return [graphs, graphs.maze_array, MazeGraphs(3, 3, display=False)]


MAZES = made_mazes()
ANYTHING = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(),
    NAMES,
    NAMES.map(str.encode),
    NAMES.map(Path),
    st.sampled_from(["good.maz", "good.labyrinth", "x.maz", "x.labyrinth", "x.png", ".", "bfs"]),
    st.sampled_from(["bfs", "dfs", "astar", "tremaux", "dead-end"]),
    st.sampled_from(MAZES),
    FIELDS,
    st.lists(st.integers(0, 3), max_size=3),
    st.dictionaries(NAMES, st.integers(), max_size=2),
)
CALLS = st.one_of(
    st.tuples(st.just(load_maze), st.tuples(ANYTHING)),
    st.tuples(st.just(export_maze), st.tuples(ANYTHING, ANYTHING)),
    st.tuples(st.just(find_solver), st.tuples(ANYTHING)),
    st.tuples(
        st.just(solve),
        st.tuples(ANYTHING, ANYTHING, st.one_of(FIELDS, ANYTHING), st.one_of(FIELDS, ANYTHING)),
    ),
    st.tuples(
        st.just(solve),
        st.tuples(st.sampled_from(MAZES), st.just("bfs"), FIELDS, FIELDS, ANYTHING),
    ),
)
# What the API promises to raise, each with one sentence.
SENTENCES = (MazeException, MazeFileError, SaveError, ValueError)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(CALLS)
def test_the_api_answers_any_argument_with_a_result_or_one_sentence(call):
    """load_maze(None), export_maze(None, ...), solve(graphs, ...), find_solver(['bfs']) and
    their kin raised TypeError, AttributeError or AssertionError."""
    function, arguments = call
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        export_maze(MAZES[0], "good.maz")
        export_maze(MAZES[0], "good.labyrinth")
        try:
            function(*arguments)
        except SENTENCES as error:
            sentence = str(error)
            assert "\n" not in sentence and sentence.endswith("."), sentence


# Lines that are no part of a grid: blank ones, and comments as other formats write them.
STRAY_LINES = st.one_of(
    st.sampled_from(["", "   "]),
    st.builds(
        str.__add__,
        st.sampled_from(["#", "//", ";", "%", "REM "]),
        st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=30),
    ),
)


@settings(max_examples=200, deadline=None)
@given(
    width=st.integers(2, 9),
    height=st.integers(2, 9),
    seed=st.integers(0, 2**32),
    strays=st.lists(st.tuples(st.integers(0, 10**6), STRAY_LINES), min_size=1, max_size=4),
    broken=st.one_of(st.none(), st.integers(0, 10**6)),
)
def test_stray_lines_are_named_where_an_editor_shows_them(width, height, seed, strays, broken):
    """Blank and comment lines put anywhere in a good .maz: the file is refused at the first
    line that is out of place (or at a broken post before it), counted as an editor counts;
    blank lines after the grid change nothing."""
    maze = built_maze(width, height, seed=seed)
    good = maz_text(maze).decode().splitlines()
    lines: list[tuple[str, bool]] = [(line, False) for line in good]  # (text, out of place)
    if broken is not None:  # a post of a line of horizontal walls turned into a '+'
        number = 2 * (broken % (height + 1))
        lines[number] = (good[number][:4] + "+" + good[number][5:], True)
    for where, stray in strays:
        lines.insert(where % (len(lines) + 1), (stray, True))
    while not lines[-1][0].strip():  # trailing blank lines are no part of the file's grid
        lines.pop()
    data = "".join(text + "\n" for text, _wrong in lines).encode()
    wrong = [number for number, (_text, out) in enumerate(lines, start=1) if out]
    if not wrong:
        assert bytes(read(data).maze_array.walls) == bytes(maze.maze_array.walls)
        return
    with pytest.raises(MazeFileError) as caught:
        read(data)
    assert re.match(rf"Line {wrong[0]}[:,] ", str(caught.value)), (str(caught.value), wrong)


def test_a_name_with_a_newline_is_quoted_so_the_sentence_stays_one_line(tmp_path):
    """Found by the fuzzer above: load_maze("\\n") said "Cannot open" on one line and the rest
    on the next."""
    name = tmp_path / "a\nb.maz"
    with pytest.raises(MazeFileError) as caught:
        load_maze(name)
    assert str(caught.value) == f"Cannot open {str(name)!r}: there is no such file."
    with pytest.raises(SaveError) as refused:
        export_maze(MAZES[0], name / "c.maz")
    assert "\n" not in str(refused.value) and str(refused.value).startswith("Cannot save '")
    written = export_maze(MAZES[0], tmp_path / "tab\there.maz")  # a name it may have
    assert load_maze(written).maze_array.walls == MAZES[0].maze_array.walls


# -- masks -------------------------------------------------------------------------------------


def png_bytes(image) -> bytes:
    stream = io.BytesIO()
    image.save(stream, "PNG")
    return stream.getvalue()


def mask_pictures() -> list[bytes]:
    from PIL import Image

    grey = Image.new("L", (6, 4), 255)
    grey.paste(0, (1, 1, 5, 3))
    clear = Image.new("RGBA", (5, 5), (0, 0, 0, 0))
    clear.paste((0, 0, 0, 255), (0, 0, 3, 5))
    paletted = grey.convert("P")
    paletted.info["transparency"] = 255
    return [png_bytes(grey), png_bytes(clear), png_bytes(paletted), png_bytes(grey.convert("1"))]


MASK_TEXTS = [b"..##..\n.####.\n######\n", b"#.\n.#\n##\n", mask_text(word_mask("HI"))]
MASK_PICTURES = mask_pictures()


@settings(max_examples=400, deadline=None)
@given(mutated(MASK_TEXTS))
def test_mutated_mask_texts_read_or_give_one_sentence(data):
    try:
        mask = read_mask_data(data, Path("fuzz.mask"))
    except MazeFileError as error:
        assert "\n" not in str(error) and str(error).endswith("."), str(error)
    else:
        assert len(mask.outside) == mask.width * mask.height and mask.inside_count > 0


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(MASK_PICTURES), st.sampled_from([(None, None), (7, None), (9, 5)]))
def test_mutated_mask_pictures_read_or_give_one_sentence(data, size):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.png"
        path.write_bytes(data)
        try:
            mask = load_mask(path, *size)
        except (MazeFileError, MazeException) as error:
            text = getattr(error, "problem", str(error))
            assert "\n" not in text and text.endswith("."), text
        else:
            assert len(mask.outside) == mask.width * mask.height and mask.inside_count > 0
