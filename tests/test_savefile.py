"""The .labyrinth save file: exact reopening, rebuilding from the header, clear refusals."""

from __future__ import annotations

import io
from contextlib import redirect_stdout
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_maz import built

from labyrinth import MazeException, MazeGraphs
from labyrinth.formats import MazeFileError, export_maze, load_maze
from labyrinth.formats.loaded import measuring
from labyrinth.formats.savefile import read_save_data, save_text


def reopened(maze):
    return read_save_data(save_text(maze), Path("m.labyrinth"))


def header(text: bytes) -> dict[str, str]:
    lines = text.decode().split("walls:")[0].splitlines()
    return dict(line.split(": ", 1) for line in lines)


def rebuilt(values: dict[str, str]) -> MazeGraphs:
    options = {}
    if values["ends"] == "border":
        options = {"entrance": values["entrance"], "exit": values["exit"]}
    else:
        options = {"ends": values["ends"]}
    excluded = [] if values["excluded"] == "none" else values["excluded"].split()
    return built(
        int(values["width"]),
        int(values["height"]),
        [tuple(int(n) for n in field.split(",")) for field in excluded],
        seed=int(values["seed"]),
        rng=values["rng"],
        algorithm=values["algorithm"],
        loop_percent=int(values["loops"]),
        block_permille=int(values["blocks"]),
        **options,
    )


@settings(max_examples=40, deadline=None)
@given(
    width=st.integers(2, 12),
    height=st.integers(2, 12),
    seed=st.integers(0, 2**40),
    algorithm=st.sampled_from(["backtracker", "kruskal", "growing-tree:mix", "eller"]),
    loops=st.integers(0, 60),
    blocks=st.integers(0, 200),
    ends=st.sampled_from(["book", "diameter", "border"]),
    excluded=st.lists(st.tuples(st.integers(0, 11), st.integers(0, 11)), max_size=5),
)
def test_a_saved_maze_reopens_exactly_and_rebuilds_from_its_header(
    width, height, seed, algorithm, loops, blocks, ends, excluded
):
    excluded = [(x, y) for x, y in excluded if x < width and y < height]
    try:
        maze = built(
            width,
            height,
            excluded,
            seed=seed,
            algorithm=algorithm,
            loop_percent=loops,
            block_permille=blocks,
            ends=ends,
        )
    except MazeException:  # every field excluded, or the default opening into an excluded one
        return
    text = save_text(maze)
    again = reopened(maze)
    assert again.result == maze.result
    assert bytes(again.maze_array.walls) == bytes(maze.maze_array.walls)
    assert bytes(again.maze_array.borders) == bytes(maze.maze_array.borders)
    assert bytes(rebuilt(header(text)).maze_array.walls) == bytes(maze.maze_array.walls)


@pytest.mark.parametrize("ends", ["book", "border"])
def test_a_big_maze_is_measured_slice_by_slice_as_when_built(ends):
    """A save file names its end, so the maze is there before its sweep: ``measure`` runs the
    sweep a slice at a time (a window shows the walls meanwhile), to the build's own result."""
    excluded = [(x, 280) for x in range(21)] + [(20, y) for y in range(281, 300)]  # a corner
    maze = built(300, 300, excluded, seed=4, loop_percent=5, ends=ends)
    assert maze.result.loops and maze.result.cut_off_count  # it has something to measure
    again = reopened(maze)
    assert measuring(again) is again
    slices = 1
    while not again.measure(0):
        slices += 1
    assert slices > 1 and measuring(again) is None
    assert again.result == maze.result
    assert again.length_of_path_to_end_field == maze.result.length
    assert reopened(maze).length_of_path_to_end_field == maze.result.length  # asked: measured


def test_the_file_is_text_a_person_can_read(tmp_path):
    path = export_maze(built(4, 3, [(1, 1)], seed=42), tmp_path / "m.labyrinth")
    text = path.read_text()
    assert text.startswith("format: labyrinth 1\nprogram: labyrinth ")
    assert "\nexcluded: 1,1\nwalls:\no---o---o---o---o\n" in text
    assert load_maze(path).recipe.seed == 42


def test_a_maze_from_a_maz_file_saves_without_a_recipe(tmp_path):
    maz = export_maze(built(5, 5, seed=3), tmp_path / "m.maz")
    path = export_maze(load_maze(maz), tmp_path / "m.labyrinth")
    assert "seed:" not in path.read_text()
    again = load_maze(path)
    assert again.recipe is None
    assert bytes(again.maze_array.walls) == bytes(load_maze(maz).maze_array.walls)


GOOD = save_text(built(4, 3, [(1, 1)], seed=42)).decode()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            ("format: labyrinth 1", "format: labyrinth 2"),
            "Line 1: the file has format 2, written by a newer labyrinth",
        ),
        (("format: labyrinth 1", "format: maze 1"), "Line 1: expected 'format: labyrinth 1'"),
        (("seed: 42", "seed: many"), "Line 7: seed must be a whole number"),
        (
            ("width: 4", "width: 5"),
            "Line 16: the grid below is 4 × 3 fields, but the header says 5 × 3.",
        ),
        (("excluded: 1,1", "excluded: 0,0"), "Line 14: the excluded field (0 | 0) is open"),
        (("excluded: 1,1", "excluded: 9,9"), "Line 14: excluded: the field (9 | 9) lies outside"),
        (("start: 0,0", "start: 1,1"), "Line 12: start: the field (1 | 1) is excluded."),
        (("algorithm: backtracker", "algorithm: magic"), "Line 5: "),
        (("ends: book", "colour: red"), "Line 11: expected a line 'key: value'"),
        (("rng: python\n", ""), "The save file gives algorithm but not rng"),
        (
            ("algorithm: backtracker\nrng: python", "algorithm: kruskal\nrng: java"),
            "Line 6: The java random source is the book's own: it goes only with the algorithm "
            "backtracker.",
        ),
        (("walls:", "wall:"), "Line 15: expected a line 'key: value'"),
    ],
)
def test_a_broken_save_file_is_one_sentence(change, message):
    with pytest.raises(MazeFileError) as caught:
        read_save_data(GOOD.replace(*change, 1).encode(), Path("m.labyrinth"))
    assert str(caught.value).startswith(message), str(caught.value)


def test_a_loaded_maze_saves_as_png_from_the_command_line(tmp_path, capsys):
    from labyrinth.cli import run

    path = export_maze(built(6, 5, seed=1), tmp_path / "m.labyrinth")
    assert run(["--no-display", "--load", str(path), "--save", str(tmp_path / "m.png")]) == 0
    assert (tmp_path / "m.png").stat().st_size > 0
    assert "Seed 1, algorithm backtracker" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "code", "message"),
    [
        (
            ["--load", "x.maz", "--seed", "3", "--width", "5"],
            2,
            "--load opens a finished maze, so it cannot go with --width, --seed.",
        ),
        (["--export", "m.txt"], 2, "Cannot export as m.txt: the name must end in .maz"),
        (["--load", "missing.maz"], 1, "Cannot open missing.maz: there is no such file."),
    ],
)
def test_command_line_mistakes_with_files(argv, code, message, capsys, tmp_path, monkeypatch):
    from labyrinth.cli import run

    monkeypatch.chdir(tmp_path)
    with redirect_stdout(io.StringIO()):
        assert run(["--no-display", *argv]) == code
    error = capsys.readouterr().err
    assert error.startswith(f"labyrinth: {message}") and error.count("\n") == 1
