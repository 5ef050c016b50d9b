"""Random mutations of good files: every reader either opens them or says why in one
sentence (MazeFileError); any other exception is a bug."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_maz import DATA, built

from labyrinth.formats import MazeFileError
from labyrinth.formats.maz import maz_text, read_maz_data
from labyrinth.formats.savefile import is_save_file, read_save_data, save_text

SEEDS = [
    (DATA / "snail.maz").read_bytes(),
    (DATA / "micromouse.maz").read_bytes(),
    save_text(built(5, 4, [(2, 1)], seed=8, ends="border", loop_percent=20)),
    save_text(built(3, 3, seed=2)),
]


def read(data: bytes):
    path = Path("fuzz")
    return read_save_data(data, path) if is_save_file(data) else read_maz_data(data, path)


@st.composite
def mutated(draw) -> bytes:
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 4))):
        if not data:
            break
        where = draw(st.integers(0, len(data) - 1))
        kind = draw(st.sampled_from(["flip", "delete", "duplicate", "truncate", "insert"]))
        if kind == "flip":
            data[where] = draw(st.sampled_from(b" -|oSG\n\r\t\x00\xe9:,0123456789"))
        elif kind == "delete":
            del data[where : where + draw(st.integers(1, 8))]
        elif kind == "duplicate":
            end = where + draw(st.integers(1, 40))
            data[where:where] = data[where:end]
        elif kind == "truncate":
            del data[where:]
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
    maze = built(width, height, seed=seed)
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
