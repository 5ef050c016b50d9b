"""Random mutations of good files: every reader either opens them or says why in one
sentence (MazeFileError); any other exception is a bug."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_maz import DATA, built

from labyrinth.formats import MazeFileError
from labyrinth.formats.maz import read_maz_data
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
