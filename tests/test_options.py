"""BuildOptions: every build parameter checked once, for the API, the window and --compare."""

from __future__ import annotations

import contextlib
import dataclasses
import io
import re

import pytest

from labyrinth import MazeException, MazeGraphs
from labyrinth.analysis import distances
from labyrinth.build import cut_off_among
from labyrinth.ends import Opening
from labyrinth.generators import ALGORITHMS
from labyrinth.options import BuildOptions
from labyrinth.texture import compare

SEED_SENTENCE = "The seed must be a whole number from -9223372036854775808 to "


@pytest.mark.parametrize("seed", ["x", 2**63, 1.5, True])
def test_one_seed_sentence_for_the_api_and_compare(seed):
    for make in (
        lambda: BuildOptions(seed=seed),
        lambda: MazeGraphs(4, 4, display=False, seed=seed),
        lambda: compare(4, 4, 1, seed=seed),
    ):
        with pytest.raises(ValueError, match=SEED_SENTENCE) as raised:
            make()
        assert str(raised.value).endswith(f"not {seed!r}.")


def test_compare_takes_the_highest_seed_its_runs_go_on_from_the_smallest():
    rows = compare(4, 4, 3, ["backtracker"], seed=2**63 - 1)
    assert [row.spec for row in rows] == ["backtracker"]


def test_sizes_fields_and_field_sizes_are_maze_exceptions():
    with pytest.raises(MazeException, match="width 1: use a whole number from 2 to 4096"):
        BuildOptions(width=1)
    with pytest.raises(MazeException, match=r"Field \(4 \| 0\) lies outside the maze of 4 × 3"):
        BuildOptions(width=4, height=3, excluded=((1, 1), (4, 0)))
    with pytest.raises(MazeException, match="Field size 97 cannot be drawn"):
        BuildOptions(field_size=97)


def test_the_options_are_settled_and_frozen():
    options = BuildOptions(algorithm="growing-tree:newest", entrance="n:3")
    assert isinstance(options.seed, int)
    assert options.algorithm == "growing-tree"  # the default variant is not written
    assert options.ends == "border"
    assert options.openings == (Opening("N", 3), Opening("E", 23))
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.seed = 5  # type: ignore[misc]


def test_default_openings_follow_a_new_size():
    options = BuildOptions(width=30, height=20, ends="border").with_changes(width=8, height=6)
    assert options.openings == (Opening("W", 0), Opening("E", 5))
    with pytest.raises(ValueError, match="no algorithm 'nope'"):
        options.with_changes(algorithm="nope")


def test_the_facade_keeps_the_options_it_was_made_with():
    graphs = MazeGraphs(9, 7, display=False, seed=3, loop_percent=10, excluded=((2, 2),))
    again = MazeGraphs.from_options(graphs.options)
    assert again.options is graphs.options  # kept, not made again from its values
    with contextlib.redirect_stdout(io.StringIO()):
        graphs.build_maze()
        again.build_maze()
    assert again.result == graphs.result
    assert bytes(again.maze_array.walls) == bytes(graphs.maze_array.walls)
    assert graphs.maze_array.is_excluded(2, 2)


@pytest.mark.parametrize("spec", list(ALGORITHMS))
@pytest.mark.parametrize("loops", [0, 30])
def test_without_excluded_fields_or_blocks_nothing_is_cut_off(spec, loops):
    """The claim that lets the build skip its scan for cut-off fields: with no border inside
    the grid and no wall put back, a full search from the start reaches every field."""
    for seed in range(3):
        graphs = MazeGraphs(13, 9, display=False, seed=seed, algorithm=spec, loop_percent=loops)
        with contextlib.redirect_stdout(io.StringIO()):
            result = graphs.build_maze()
        start = result.start[1] * 13 + result.start[0]
        distance = distances(graphs.maze_array, start)
        unreached = bytes(d < 0 for d in distance)
        assert not cut_off_among(graphs.maze_array, unreached)
        assert not result.cut_off_indices


def test_the_window_builds_from_the_options_it_was_given(tk_root):
    """The controls replace size, seed, algorithm, loops and blocks; the rest stays as asked:
    the java source leaves with another algorithm and comes back with the book's."""
    from labyrinth.gui.app import LabyrinthApp
    from labyrinth.settings import Settings

    given = BuildOptions(width=6, height=5, seed=3, rng="java", ends="border", field_size=40)
    app = LabyrinthApp(tk_root, Settings(width=6, height=5, speed=0), options=given, seed=3)
    assert (app.graphs.maze_array.width, app.graphs.options.rng) == (6, "java")
    app.algorithm_var.set("kruskal")
    app.controls.variables["width"].set("9")
    assert app.next_grid.options().rng == "python"
    app.algorithm_var.set("backtracker")
    options = app.next_grid.options()
    assert (options.width, options.rng, options.ends, options.field_size) == (
        9,
        "java",
        "border",
        None,
    )
    app.controls.variables["seed"].set("-5")
    assert app.next_grid.options().seed == -5


def test_an_entrance_added_later_makes_the_default_ends_border():
    """Ends that were not given follow the openings in a changed copy too; given ends stay."""
    options = BuildOptions(width=10, height=8).with_changes(entrance="N:3")
    assert options.ends == "border"
    assert options.openings == (Opening("N", 3), Opening("E", 7))
    assert options.with_changes(entrance=None).ends == "book"
    with pytest.raises(ValueError, match="goes with the ends border, not diameter"):
        BuildOptions(width=10, height=8, ends="diameter").with_changes(entrance="N:3")


# Every range as its sentence documents it: keyword, lowest, highest, the refusal's type and
# its sentence (checked one beyond each end, so an off-by-one at either end fails).
SEEDS = "from -9223372036854775808 to 9223372036854775807"
RANGES = [
    ("width", 2, 4096, MazeException, "with width {value}: use a whole number from 2 to 4096."),
    ("height", 2, 4096, MazeException, "with height {value}: use a whole number from 2 to 4096."),
    ("seed", -(2**63), 2**63 - 1, ValueError, "The seed must be a whole number " + SEEDS),
    ("loop_percent", 0, 100, ValueError, "percent must be a whole number from 0 to 100, not"),
    ("block_permille", 0, 1000, ValueError, "permille must be a whole number from 0 to 1000, not"),
    ("field_size", 2, 96, MazeException, "Field size {value} cannot be drawn: use 2 to 96 pixels."),
]


@pytest.mark.parametrize(("keyword", "low", "high", "refusal", "says"), RANGES)
def test_both_ends_of_every_range_are_taken_and_one_beyond_is_refused(
    keyword, low, high, refusal, says
):
    for value in (low, high):
        options = BuildOptions(**{"width": 8, "height": 6, keyword: value})
        assert getattr(options, keyword) == value
    for value in (low - 1, high + 1):
        with pytest.raises(refusal, match=re.escape(says.format(value=value))) as refused:
            BuildOptions(**{"width": 8, "height": 6, keyword: value})
        assert str(refused.value).endswith(f"{value}.") or "{value}" in says


def test_all_loops_and_every_block_build_a_maze():
    """The tops of the two shares are real builds: loops in plenty, or every passage of the
    perfect maze's 62 keeping its wall, so every field is walled in."""
    with contextlib.redirect_stdout(io.StringIO()):
        looped = MazeGraphs(9, 7, display=False, seed=2, loop_percent=100)
        assert looped.build_maze().loops > 0
        blocked = MazeGraphs(9, 7, display=False, seed=2, block_permille=1000)
        assert blocked.build_maze().blocks == 9 * 7 - 1
    assert set(blocked.maze_array.walls) == {15}


@pytest.mark.parametrize(
    ("excluded", "says"),
    [
        (((1, 2, 3),), "The excluded fields must be pairs (x, y), not ((1, 2, 3),)."),
        (((1,),), "The excluded fields must be pairs (x, y), not ((1,),)."),
        ("12", "The excluded fields must be pairs (x, y), not '12'."),
        ("", "The excluded fields must be pairs (x, y), not ''."),
        (((7, 5), (8, 0)), "Field (8 | 0) lies outside the maze of 8 × 6 fields"),
        (((0, 6),), "Field (0 | 6) lies outside the maze of 8 × 6 fields"),
        (((-1, 0),), "Field (-1 | 0) lies outside the maze of 8 × 6 fields"),
    ],
)
def test_an_excluded_field_is_a_pair_inside_the_grid(excluded, says):
    with pytest.raises((ValueError, MazeException), match=re.escape(says)):
        BuildOptions(width=8, height=6, excluded=excluded)
    corners = BuildOptions(width=8, height=6, excluded=((0, 0), (7, 5)))
    assert corners.excluded == ((0, 0), (7, 5))


@pytest.mark.parametrize(
    ("keywords", "says"),
    [
        ({"rng": "perl"}, "The random source 'perl' is unknown: use 'python' or 'java'."),
        ({"ends": "middle"}, "The ends 'middle' are unknown: use book, diameter or border."),
    ],
)
def test_a_name_that_is_not_one_of_the_choices_is_refused_with_them(keywords, says):
    with pytest.raises(ValueError) as refused:
        BuildOptions(width=8, height=6, **keywords)
    assert str(refused.value) == says
