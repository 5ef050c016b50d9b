"""The texture lab: counts checked against mazes counted by hand or field by field.

The expected numbers are found here with plain loops over the book's ``MazeField`` methods
(``has_wall_n`` ...) and brute-force breadth-first searches from ``helpers``, never with
the byte tables of ``labyrinth.texture`` they are meant to check.
"""

from __future__ import annotations

import csv
import re
from statistics import mean

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth.files import SaveError
from labyrinth.generators import ALGORITHMS
from labyrinth.generators.grid import Grid
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W
from labyrinth.texture import (
    Row,
    Texture,
    compare,
    default_specs,
    format_comparison,
    format_texture,
    measure,
    river,
    write_csv,
)
from tests.helpers import (
    E,
    N,
    S,
    W,
    bfs,
    border_bits,
    built_maze,
    carved_neighbours,
    positions,
    read_grid,
    wall_bits,
)


def counted_by_hand(maze: MazeGraphs) -> dict[str, int]:
    """The texture's counts, field by field through the MazeField methods."""
    counts = dict.fromkeys(
        (
            "fields",
            "dead_ends",
            "corridors",
            "straight",
            "junctions",
            "crossroads",
            "isolated",
            "openings",
            "run_ends",
        ),
        0,
    )
    array = maze.maze_array
    for x, y in positions(array):
        field = array.fields[x][y]
        if border_bits(field) == N | E | S | W:
            continue
        walls = wall_bits(field)
        openings = [side for side in (N, E, S, W) if not walls & side]
        number = len(openings)
        counts["fields"] += 1
        counts["openings"] += number
        if number != 2:
            counts["run_ends"] += number
        if number == 0:
            counts["isolated"] += 1
        elif number == 1:
            counts["dead_ends"] += 1
        elif number == 2:
            counts["corridors"] += 1
            counts["straight"] += set(openings) in ({N, S}, {E, W})
        else:
            counts["junctions"] += 1
            counts["crossroads"] += number == 4
    return counts


def region_diameter(maze: MazeGraphs) -> int:
    """The longest shortest path of the start's region, by a search from every field."""
    array = maze.maze_array
    adjacent = carved_neighbours(array, read_grid(array, wall_bits))
    region = bfs(maze.result.start, adjacent)
    return max(max(bfs(field, adjacent).values()) for field in region)


# -- mazes counted by hand ----------------------------------------------------------------------


def test_empty_3x3_is_four_turns_four_t_junctions_and_a_crossroads(capsys):
    texture = measure(built_maze(3, 3, algorithm="empty"))
    assert (texture.fields, texture.dead_ends, texture.corridors, texture.straight) == (9, 0, 4, 0)
    assert (texture.junctions, texture.crossroads, texture.isolated) == (5, 1, 0)
    assert texture.passages == 12
    assert texture.loops == 4  # 12 passages - 9 fields + 1 piece
    assert texture.longest_path == 4  # corner to corner
    assert texture.river == pytest.approx(24 / 16)  # openings / openings of forks
    assert texture.junction_share == pytest.approx(5 / 9)
    assert texture.corridor_share == pytest.approx(4 / 9)
    assert texture.straight_share == 0.0


def test_empty_2x2_is_a_ring_without_forks():
    texture = measure(built_maze(2, 2, algorithm="empty"))
    assert (texture.corridors, texture.dead_ends, texture.junctions) == (4, 0, 0)
    assert texture.river == 4  # no run ends: the ring is one run of all its passages
    assert texture.longest_path == 2


@pytest.mark.parametrize("seed", range(8))
def test_book_2x2_is_a_u(seed):
    """The walk from a corner goes round three fields: a path of four, both ends dead."""
    texture = measure(built_maze(2, 2, seed=seed))
    assert (texture.fields, texture.dead_ends, texture.corridors) == (4, 2, 2)
    assert (texture.straight, texture.junctions, texture.isolated) == (0, 0, 0)
    assert texture.solution_length == texture.longest_path == 3
    assert texture.river == 3.0  # one run from dead end to dead end
    assert (texture.loops, texture.blocks, texture.cut_off) == (0, 0, 0)


def test_hand_carved_maze():
    """A crossroads at (1 | 1) with arms of different kinds, carved wall by wall:

    (0|0)-(1|0)  (2|0)  (3|0)
            |             |
    (0|1)-(1|1)--(2|1)--(3|1)
            |
    (0|2)  (1|2)--(2|2)  (3|2)
    """
    maze = built_maze(4, 3, algorithm="empty")  # for a result; the walls are carved anew below
    maze.maze_array.reset_walls()
    grid = Grid(maze.maze_array)
    for (x, y), side in [
        ((0, 0), BIT_E),
        ((1, 0), BIT_S),
        ((1, 1), BIT_W),
        ((1, 1), BIT_E),
        ((1, 1), BIT_S),
        ((2, 1), BIT_E),
        ((3, 1), BIT_N),
        ((1, 2), BIT_E),
    ]:
        grid.carve(y * 4 + x, side)
    texture = measure(maze)
    assert texture.fields == 12
    assert texture.dead_ends == 4  # (0|0) (3|0) (0|1) (2|2)
    assert (texture.corridors, texture.straight) == (4, 1)  # (2|1) is the straight one
    assert (texture.junctions, texture.crossroads) == (1, 1)
    assert texture.isolated == 3  # (2|0) (0|2) (3|2)
    assert texture.passages == 8
    assert texture.river == pytest.approx(16 / 8)
    assert texture.longest_path == 5  # (3|0) to (0|0) or to (2|2)
    assert texture == Texture(**{**texture.__dict__})  # a plain frozen value


# -- counts against the field methods, for every algorithm --------------------------------------


@pytest.mark.parametrize("spec", default_specs())
@pytest.mark.parametrize(
    ("excluded", "options"),
    [
        ((), {}),
        (((2, 0), (2, 1), (2, 2), (2, 3), (5, 4)), {}),
        ((), {"loop_percent": 20}),
        (((3, 3),), {"block_permille": 300}),
    ],
)
def test_counts_equal_a_count_field_by_field(spec, excluded, options):
    maze = built_maze(9, 7, seed=11, algorithm=spec, excluded=excluded, **options)
    texture = measure(maze)
    expected = counted_by_hand(maze)
    for name in (
        "fields",
        "dead_ends",
        "corridors",
        "straight",
        "junctions",
        "crossroads",
        "isolated",
    ):
        assert getattr(texture, name) == expected[name], name
    assert texture.passages * 2 == expected["openings"]
    if expected["run_ends"]:
        assert texture.river == pytest.approx(expected["openings"] / expected["run_ends"])
    result = maze.result
    assert texture.solution_length == result.length
    assert (texture.loops, texture.blocks, texture.cut_off) == (
        result.loops,
        result.blocks,
        result.cut_off_count,
    )
    perfect = ALGORITHMS[spec.partition(":")[0]].perfect and "loop_percent" not in options
    if perfect:  # blocks only take passages away: still a perfect maze per piece
        assert texture.longest_path == region_diameter(maze)
    else:
        assert result.length <= texture.longest_path <= region_diameter(maze)


def test_cut_off_fields_have_no_opening_and_stay_out_of_the_longest_path():
    maze = built_maze(6, 4, seed=2, excluded=[(2, y) for y in range(4)])
    texture = measure(maze)
    assert texture.fields == 20
    assert texture.cut_off == texture.isolated == 12  # the book walks the left part only
    assert texture.longest_path == region_diameter(maze) <= 2 * 4 - 1


@given(
    width=st.integers(2, 8),
    height=st.integers(2, 8),
    seed=st.integers(0, 2**32),
    algorithm=st.sampled_from(["backtracker", "binary-tree"]),
)
@settings(max_examples=60, deadline=None)
def test_longest_path_is_the_diameter_of_a_perfect_maze(width, height, seed, algorithm):
    maze = built_maze(width, height, seed=seed, algorithm=algorithm)
    texture = measure(maze)
    assert texture.longest_path == region_diameter(maze)
    assert texture.solution_length <= texture.longest_path


@given(size=st.integers(3, 8), seed=st.integers(0, 2**32), loops=st.integers(1, 100))
@settings(max_examples=30, deadline=None)
def test_with_loops_the_longest_path_is_a_lower_bound(size, seed, loops):
    maze = built_maze(size, size, seed=seed, loop_percent=loops)
    texture = measure(maze)
    assert texture.solution_length <= texture.longest_path <= region_diameter(maze)


def test_measure_wants_a_built_maze():
    with pytest.raises(ValueError, match="build it first"):
        measure(MazeGraphs(4, 4, display=False, seed=1))


def test_river_formula():
    assert river(dead_ends=2, corridors=2, junctions=0, crossroads=0) == 3.0
    assert river(dead_ends=3, corridors=0, junctions=1, crossroads=0) == 1.0  # a T
    assert river(dead_ends=0, corridors=0, junctions=0, crossroads=0) == 0.0


# -- comparing algorithms -----------------------------------------------------------------------


def test_default_specs_are_the_registry_and_its_extreme_variants():
    specs = default_specs()
    assert specs[: len(ALGORITHMS)] == list(ALGORITHMS)
    for spec in specs[len(ALGORITHMS) :]:
        name, _colon, option = spec.partition(":")
        assert option in ALGORITHMS[name].options[1:]
    assert len(set(specs)) == len(specs)


def test_compare_gives_one_sane_row_per_spec_quietly(capsys):
    calls = []
    specs = ["backtracker", "binary-tree", "empty", "binary-tree:SE"]
    rows = compare(12, 10, 2, specs, seed=5, progress=lambda spec, run: calls.append((spec, run)))
    assert capsys.readouterr().out == ""  # the book's sentence is silenced
    assert [row.spec for row in rows] == specs
    assert calls == [(spec, run) for spec in specs for run in (1, 2)]
    for row in rows:
        assert isinstance(row, Row)
        assert row.title == ALGORITHMS[row.spec.partition(":")[0]].title
        shares = (row.dead_end_share, row.corridor_share, row.junction_share)
        assert all(0 <= share <= 1 for share in shares)
        assert sum(shares) == pytest.approx(1)  # no field is without an opening here
        assert row.river >= 1
        assert 0 < row.solution_length <= row.longest_path <= 12 * 10
        assert row.us_per_field > 0
    book, binary = rows[0], rows[1]
    assert book.dead_end_share < binary.dead_end_share  # the backtracker's long rivers
    assert book.river > binary.river


def test_compare_averages_the_measured_builds():
    rows = compare(9, 8, 3, ["binary-tree"], seed=40)
    textures = [
        measure(built_maze(9, 8, seed=seed, algorithm="binary-tree")) for seed in (40, 41, 42)
    ]
    row = rows[0]
    assert row.dead_end_share == pytest.approx(mean(t.dead_end_share for t in textures))
    assert row.river == pytest.approx(mean(t.river for t in textures))
    assert row.solution_length == pytest.approx(mean(t.solution_length for t in textures))
    assert row.longest_path == pytest.approx(mean(t.longest_path for t in textures))


def test_compare_passes_loops_and_blocks_on():
    plain, loopy = (
        compare(10, 10, 2, ["backtracker"], loop_percent=percent)[0] for percent in (0, 50)
    )
    assert loopy.junction_share > plain.junction_share


def test_growing_tree_random_has_more_dead_ends_than_newest():
    """Picking a random field behaves like Prim (many short dead ends), the newest like the
    backtracker. (JMaze also says "oldest" gives the lowest river; measured, it grows a
    breadth-first tree with long straight corridors instead; see the manual.)"""
    newest, random_ = compare(16, 16, 3, ["growing-tree:newest", "growing-tree:random"])
    assert random_.dead_end_share > newest.dead_end_share
    assert random_.river < newest.river


@pytest.mark.parametrize(
    ("arguments", "match"),
    [
        ({"algorithms": ["no-such-thing"]}, "no algorithm"),
        ({"algorithms": ["binary-tree:XY"]}, "no variant"),
        ({"runs": 0}, "runs"),
        ({"seed": 2**63}, "seed"),
    ],
)
def test_compare_checks_everything_before_building(arguments, match):
    calls = []
    options = {"algorithms": ["backtracker"], "runs": 2, **arguments}
    with pytest.raises(ValueError, match=match):
        compare(5, 5, progress=lambda spec, run: calls.append(spec), **options)
    assert calls == []


def test_compare_from_the_largest_seed_goes_on_from_the_smallest(monkeypatch):
    seeds = []
    original = MazeGraphs.from_options.__func__

    def spy(cls, options, *rest):
        seeds.append(options.seed)
        return original(cls, options, *rest)

    monkeypatch.setattr(MazeGraphs, "from_options", classmethod(spy))
    compare(4, 4, 3, ["backtracker"], seed=2**63 - 1)
    assert seeds == [2**63 - 1, -(2**63), -(2**63) + 1]


# -- text and CSV -------------------------------------------------------------------------------


def test_format_texture_has_labels_numbers_and_shares():
    maze = built_maze(3, 3, algorithm="empty")
    text = format_texture(measure(maze))
    lines = text.splitlines()
    labels = [
        "Open fields",
        "Dead ends",
        "Corridors",
        "straight",
        "Junctions",
        "crossroads",
        "River",
        "Solution length",
        "Longest path",
        "Loops",
        "Blocks",
        "Cut-off fields",
    ]
    for label in labels:
        assert any(line.lstrip().startswith(label) for line in lines), label
    assert re.search(r"^Junctions +5 +55\.6 %$", text, re.MULTILINE)
    assert re.search(r"^Longest path +4$", text, re.MULTILINE)
    assert re.search(r"^River.* 1\.50$", text, re.MULTILINE)
    numbers = [line for line in lines if not line.endswith("%")]
    assert len({len(line) for line in numbers}) == 1  # the numbers end in one column


def test_format_texture_says_when_the_end_is_unreachable():
    texture = Texture(
        fields=4,
        dead_ends=2,
        corridors=2,
        straight=0,
        junctions=0,
        crossroads=0,
        isolated=0,
        river=3.0,
        solution_length=-1,
        longest_path=3,
        loops=0,
        blocks=0,
        cut_off=0,
    )
    assert "not reachable" in format_texture(texture)


def test_format_comparison_is_an_aligned_table():
    rows = compare(6, 6, 1, ["backtracker", "binary-tree"])
    lines = format_comparison(rows).splitlines()
    assert len(lines) == 3
    for word in ("Algorithm", "Dead ends", "Corridors", "Junctions", "River", "µs/field"):
        assert word in lines[0]
    assert lines[1].startswith("backtracker ") and lines[1].endswith(
        "Recursive backtracker (the book's)"
    )
    assert lines[2].startswith("binary-tree ") and lines[2].endswith("Binary tree")
    assert lines[1].index("%") == lines[2].index("%")  # numbers aligned right


def test_write_csv_reads_back_with_the_same_numbers(tmp_path):
    rows = compare(7, 5, 2, ["backtracker", "binary-tree:NE"], seed=3)
    path = write_csv(rows, tmp_path / "texture.csv")
    with open(path, newline="", encoding="utf-8") as stream:
        table = list(csv.reader(stream))
    assert table[0] == list(Row._fields)
    assert len(table) == 1 + len(rows)
    for line, row in zip(table[1:], rows, strict=True):
        assert line[:2] == [row.spec, row.title]
        assert [float(cell) for cell in line[2:]] == [round(value, 6) for value in row[2:]]
        assert all("," not in cell for cell in line[2:])
    assert not list(tmp_path.glob(".*.part"))


def test_write_csv_fails_in_one_sentence(tmp_path):
    rows = [Row("empty", "Empty (the course's)", 0.0, 0.5, 0.5, 1.5, 4.0, 4.0, 1.0)]
    with pytest.raises(SaveError, match=r"^Cannot save .*does not exist\.$"):
        write_csv(rows, tmp_path / "missing" / "texture.csv")


@pytest.mark.parametrize("seed", range(5))
def test_other_ends_are_measured_from_their_own_start(seed):
    """Ends on the longest path make the solution the diameter; border ends still measure."""
    diameter = measure(built_maze(9, 6, seed=seed, algorithm="binary-tree", ends="diameter"))
    assert diameter.solution_length == diameter.longest_path
    border = built_maze(9, 6, seed=seed, ends="border")
    assert measure(border).longest_path == region_diameter(border)
