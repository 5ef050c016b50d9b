"""Memory a build needs, in bytes a field, measured with tracemalloc (no timing involved).

Each build is measured in a Python of its own (``memory_probe.py``). The maze itself
(6 bytes a field) is made before tracing starts; the bounds leave room for the rest, well
below the dozens of bytes a field that lists of tuples, sets or Python ints cost.
"""

from __future__ import annotations

import contextlib
import io
import random
import tracemalloc
from array import array

import pytest
from memory_probe import peak_bytes_a_field

from labyrinth.imperfections import _sample
from labyrinth.maze_graphs import MazeGraphs

MAZE_BYTES = 6  # a wall byte, a border byte and a previous-field index, made before tracing


@pytest.mark.parametrize(
    ("algorithm", "holes", "keywords"),
    [
        ("empty", 0.0, {}),
        ("backtracker", 0.0, {"loop_percent": 50}),
        ("backtracker", 0.0, {"loop_percent": 5}),
        ("backtracker", 0.0, {"ends": "diameter"}),
        ("wilson", 0.05, {}),
    ],
)
def test_a_build_needs_few_bytes_a_field(algorithm, holes, keywords):
    assert peak_bytes_a_field(algorithm, holes, **keywords) < 16


@pytest.mark.parametrize("holes", [0.0, 0.05])
@pytest.mark.parametrize(
    "algorithm",
    ["kruskal", "growing-forest", "prim-true", "binary-tree", "sidewinder", "recursive-division"],
)
def test_a_build_with_the_maze_needs_at_most_16_bytes_a_field(algorithm, holes):
    # Counted with the maze's own 6 bytes a field, as the manual's table is. Kruskal's walls
    # to shuffle take 8 (its union-find borrows the maze's previous fields); lists of Python
    # integers, sets or all random words at once would take dozens. With holes, binary tree,
    # sidewinder and recursive division join their pieces (``join_pieces``): its walls to try
    # take 4, its union-find borrows the previous fields too.
    assert peak_bytes_a_field(algorithm, holes) + MAZE_BYTES <= 16


@pytest.mark.parametrize("holes", [0.0, 0.05])
@pytest.mark.parametrize("algorithm", ["backtracker", "prim-true", "binary-tree"])
def test_blocks_need_at_most_16_bytes_a_field(algorithm, holes):
    # The result keeps the cut-off fields' indices, 4 bytes each, and with a wall in ten left
    # standing most fields are cut off from the start: listed into an array of their number,
    # after the distances (4 bytes a field) are gone.
    assert peak_bytes_a_field(algorithm, holes, block_permille=100) + MAZE_BYTES <= 16


@pytest.mark.parametrize("holes", [0.0, 0.05])
@pytest.mark.parametrize("algorithm", ["backtracker", "prim-true"])
def test_blocks_that_keep_the_maze_whole_need_at_most_16_bytes_a_field(algorithm, holes):
    # The pieces' union-find borrows the maze's previous fields; the closed walls to try take 4
    # bytes a field, the blocked ones 4 each.
    keywords = {"block_permille": 100, "block_mode": "whole"}
    assert peak_bytes_a_field(algorithm, holes, **keywords) + MAZE_BYTES <= 16


@pytest.mark.parametrize("islands", ["separate", "join"])
def test_islands_cost_less_than_a_byte_a_field_over_the_plain_build(islands):
    # A grid of many small regions (three fields in ten excluded): the regions are kept as
    # runs of fields in arrays, the doors to try as numbers in an array (separate: 0.03 bytes
    # a field more, join: 0.4 to 0.7 from run to run, as the objects lie in memory: with the
    # addresses not randomised it stays the same). Lists of fields or of doors cost more.
    plain = peak_bytes_a_field("backtracker", 0.3)
    assert peak_bytes_a_field("backtracker", 0.3, islands=islands) < plain + 1


def test_eller_joining_its_left_over_pieces_needs_at_most_16_bytes_a_field():
    # no walks: every far join is left over
    assert peak_bytes_a_field("eller", 0.3, walks=False) + MAZE_BYTES <= 16


# A hole in the top row cuts binary tree's and sidewinder's corridor there: pieces to join.
BORROWERS = ["kruskal", "growing-forest", "binary-tree", "sidewinder", "recursive-division"]


@pytest.mark.parametrize("algorithm", BORROWERS)
def test_a_borrowed_previous_field_array_is_given_back_unset(algorithm):
    def maze() -> MazeGraphs:
        excluded = ((3, 4), (5, 0))
        return MazeGraphs(40, 30, display=False, seed=5, algorithm=algorithm, excluded=excluded)

    built = maze()
    with contextlib.redirect_stdout(io.StringIO()):
        built.build_maze()
    assert set(built.maze_array.previous) == {-1}
    watched = maze()
    steps = watched.build_steps()
    for _event in steps:
        if set(watched.maze_array.previous) != {-1}:  # borrowed while the build runs
            break
    else:
        pytest.fail("the previous-field array was never borrowed")
    steps.close()  # a watch given up half-way gives it back too
    assert set(watched.maze_array.previous) == {-1}


@pytest.mark.parametrize("count", [0, 1, 5, 6, 40, 300, 999, 1000])
def test_sample_draws_what_random_sample_draws(count):
    # Both of random.sample's ways are met: a set for few of many, a pool for the others.
    population = array("i", range(7, 7007, 7))
    for seed in range(5):
        expected_rng = random.Random(seed)
        expected = expected_rng.sample(list(population), count)
        rng = random.Random(seed)
        assert list(_sample(rng, array("i", population), count)) == expected
        assert rng.random() == expected_rng.random()  # the same draws, no more


def traced_peak(action) -> int:
    """The peak of memory Python allocates while ``action`` runs, in bytes."""
    tracemalloc.start()
    try:
        action()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.timeout(300)  # a 512 × 512 maze built and written under tracemalloc
def test_an_svg_is_written_as_a_stream(tmp_path):
    """Walls, cut-off fills and their dots of a 512 × 512 maze whose blocks cut off nearly
    every field: the document is written a piece at a time, never held (nor its boxes)."""
    from labyrinth.render.svg import save_svg

    with contextlib.redirect_stdout(io.StringIO()):
        graphs = MazeGraphs(512, 512, display=False, seed=1, block_permille=200)
        graphs.build_maze()
    assert graphs.result.cut_off_count > 250_000
    path = tmp_path / "maze.svg"
    peak = traced_peak(lambda: save_svg(graphs.maze_array, graphs.result.marks, path, 8))
    assert path.stat().st_size > 8_000_000
    assert peak < path.stat().st_size / 4  # held whole, with its boxes: 7 times the file


@pytest.mark.parametrize("line", [b"", b"o---o"], ids=["blank lines", "short lines"])
def test_a_file_of_many_lines_is_read_in_pieces(tmp_path, line):
    """20 MB of lines (a reader allows up to 151 MB of them): the reader keeps no list of
    them, only the lines a maze file may have; at most the lines of one piece it read (1 MiB,
    about 10 MB as short lines) are in memory at once. All of them took 10 to 17 times the
    file."""
    from labyrinth.formats import MazeFileError, load_maze

    path = tmp_path / "many.maz"
    path.write_bytes((line + b"\n") * (20_000_000 // (len(line) + 1)))

    def load() -> None:
        with pytest.raises(MazeFileError):
            load_maze(path)

    assert traced_peak(load) < 15_000_000
