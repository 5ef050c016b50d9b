"""The API's answer to a bad argument: MazeException or ValueError, with one sentence.

Every public constructor and the functions a user calls are tried with the wrong kinds of
value; a TypeError, KeyError or AttributeError from deep inside would be a bug.
"""

from __future__ import annotations

import pytest

import labyrinth
from labyrinth import BuildOptions, MazeArray, MazeException, MazeField, MazeGraphs, SaveError
from labyrinth.ends import Opening
from tests.helpers import built_maze


class Stranger:
    """An object of a type no call takes; its repr names it the same in every process, so
    that the tests' names are the same wherever they are collected (pytest-xdist compares them)."""

    def __repr__(self) -> str:
        return "Stranger()"


WRONG = [None, "x", "7", 2.5, float("nan"), True, 10**30, -(10**30), [], b"7", Stranger()]


CALLS = {
    **{
        f"BuildOptions({name}=...)": lambda value, name=name: BuildOptions(**{name: value})
        for name in (
            "width",
            "height",
            "seed",
            "rng",
            "algorithm",
            "loop_percent",
            "block_permille",
            "ends",
            "entrance",
            "exit",
            "field_size",
            "excluded",
        )
    },
    "BuildOptions(excluded=[...])": lambda value: BuildOptions(excluded=[value]),
    "MazeGraphs(width, 5)": lambda value: MazeGraphs(value, 5, display=False),
    "MazeGraphs(5, height)": lambda value: MazeGraphs(5, value, display=False),
    "MazeGraphs(seed=...)": lambda value: MazeGraphs(5, 5, display=False, seed=value),
    "MazeGraphs.exclude_maze_field": lambda value: built_maze(5, 4).exclude_maze_field(value, 0),
    "MazeGraphs.save_png(path)": lambda value: built_maze(5, 4).save_png(value),
    "MazeGraphs.save_png(field_size)": lambda value: built_maze(5, 4).save_png("m.png", value),
    "MazeArray(width, 5)": lambda value: MazeArray(value, 5),
    "MazeArray(5, height)": lambda value: MazeArray(5, value),
    "MazeArray.exclude_maze_field": lambda value: MazeArray(5, 5).exclude_maze_field(0, value),
    "MazeArray.is_excluded": lambda value: MazeArray(5, 5).is_excluded(value, 0),
    "MazeArray.contains": lambda value: MazeArray(5, 5).contains(0, value),
    "MazeArray.field_at": lambda value: MazeArray(5, 5).field_at(value),
    "MazeField(maze_array, ...)": lambda value: MazeField(value, 0, 0),
    "MazeField(..., x, ...)": lambda value: MazeField(MazeArray(5, 5), value, 0),
    "Opening(side, 0)": lambda value: Opening(value, 0),
    "Opening('W', position)": lambda value: Opening("W", value),
    "Opening.parse": lambda value: Opening.parse(value),
}


# Values that are right for a call after all, by their repr: defaults, a plain file name,
# whole numbers that are simply outside (Opening.problem says so for the maze at hand).
RIGHT = {(f"BuildOptions({name}=...)", "None") for name in ("seed", "ends", "entrance", "exit")}
RIGHT |= {
    ("BuildOptions(field_size=...)", "None"),
    ("BuildOptions(excluded=...)", "[]"),
    ("MazeGraphs(seed=...)", "None"),
    ("MazeGraphs.save_png(path)", "'x'"),
    ("MazeGraphs.save_png(path)", "'7'"),
    ("MazeGraphs.save_png(field_size)", "None"),
    ("Opening('W', position)", repr(10**30)),
    ("Opening('W', position)", repr(-(10**30))),
    ("MazeArray.contains", repr(10**30)),
    ("MazeArray.contains", repr(-(10**30))),
}


@pytest.mark.parametrize(
    "call, value",
    [
        pytest.param(call, value, id=f"{call}-{value!r}")
        for call in CALLS
        for value in WRONG
        if (call, repr(value)) not in RIGHT
    ],
)
def test_a_wrong_argument_is_one_sentence(call, value, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises((MazeException, ValueError)) as raised:
        CALLS[call](value)
    message = str(raised.value)
    assert message.strip() and "\n" not in message
    assert message.endswith((".", ")")), message
    assert list(tmp_path.iterdir()) == []


def test_the_right_values_among_them_pass(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert MazeArray(5, 5).contains(0, 10**30) is False
    assert str(Opening("W", 10**30).problem(MazeArray(5, 5))).startswith("The opening W:")
    assert built_maze(5, 4).save_png("7").name == "7"
    assert BuildOptions(excluded=[]).excluded == ()


def test_opening_says_which_values_it_got():
    with pytest.raises(ValueError) as raised:
        Opening("X", 0)
    assert str(raised.value) == (
        "'X:0' is not an opening: write SIDE:POSITION with a side N, E, S or W, for example W:0."
    )


def test_save_png_without_a_path_says_so():
    with pytest.raises(
        ValueError, match=r"^None is not a file name: give the name of a file to save to\.$"
    ):
        built_maze(5, 4).save_png(None)


def test_every_exception_the_api_raises_on_purpose_is_exported():
    assert {"MazeException", "SaveError"} <= set(labyrinth.__all__)
    assert labyrinth.SaveError is SaveError
    assert not issubclass(SaveError, (MazeException, ValueError))  # its own, documented class
