"""The maze in the terminal: golden files for box drawing and ASCII, every corner drawn from
the walls around it (read back and compared with the maze), and the command line's --text,
--ascii, --solve and --list-solvers, including a terminal that cannot show Unicode."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth import MazeGraphs
from labyrinth.cli import run
from labyrinth.render.text import BOX_CORNERS, maze_lines, maze_text
from labyrinth.solvers import SOLVERS, solve

GOLDEN = Path(__file__).resolve().parent / "data" / "text"

# name: (maze options, solver or None, ASCII)
CASES = {
    "perfect_box": (dict(seed=7), None, False),
    "perfect_ascii": (dict(seed=7), None, True),
    "imperfect_box": (dict(seed=11, loop_percent=30, block_permille=80), None, False),
    "excluded_box": (dict(seed=5, excluded=((3, 1), (4, 1), (3, 2), (0, 4), (9, 0))), None, False),
    "solved_box": (dict(seed=7), "bfs", False),
    "solved_ascii": (dict(seed=7, loop_percent=20), "left", True),
    "no_way_box": (
        dict(seed=3, excluded=tuple((5, y) for y in range(5)), exit="E:0"),
        "bfs",
        False,
    ),
}


def drawn(options, solver, plain, width=10, height=5):
    graphs = MazeGraphs(width, height, display=False, **options)
    with contextlib.redirect_stdout(io.StringIO()):
        result = graphs.build_maze()
    maze = graphs.maze_array
    solution = solve(maze, solver, result.start, result.end, 1) if solver else None
    return maze_text(maze, result.start, result.end, solution, plain) + "\n"


@pytest.mark.parametrize("name", CASES)
def test_golden_file(name):
    assert drawn(*CASES[name]) == (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")


def test_the_golden_no_way_shows_the_visited_fields_only_left_of_the_cut():
    lines = (GOLDEN / "no_way_box.txt").read_text(encoding="utf-8").splitlines()
    assert all("·" not in line[21:] for line in lines)
    assert sum(line.count("·") for line in lines) == 5 * 5 - 1  # all but the start


@given(
    st.integers(2, 9),
    st.integers(2, 7),
    st.integers(0, 2**32),
    st.sampled_from([0, 30]),
    st.sampled_from([0, 150]),
    st.lists(st.tuples(st.integers(0, 8), st.integers(0, 6)), max_size=6),
)
@settings(max_examples=60, deadline=None)
def test_every_corner_and_wall_agrees_with_the_maze(width, height, seed, loops, blocks, excluded):
    excluded = [(x, y) for x, y in excluded if x < width and y < height]
    graphs = MazeGraphs(
        width,
        height,
        display=False,
        seed=seed,
        loop_percent=loops,
        block_permille=blocks,
        excluded=tuple(excluded),
    )
    with contextlib.redirect_stdout(io.StringIO()):
        try:
            result = graphs.build_maze()
        except Exception:  # every field excluded
            return
    maze = graphs.maze_array
    rows = maze_text(maze, result.start, result.end).splitlines()
    assert len(rows) == 2 * height + 1 and {len(row) for row in rows} == {4 * width + 1}
    closed = maze.closed_fields_mask()
    for y in range(height):
        for x in range(width):
            if closed[y * width + x]:
                assert rows[2 * y + 1][4 * x + 1 : 4 * x + 4] == "███"
                continue
            walls = maze.walls[y * width + x]
            assert (rows[2 * y][4 * x + 2] == "─") == bool(walls & 1), (x, y, "north")
            assert (rows[2 * y + 2][4 * x + 2] == "─") == bool(walls & 4), (x, y, "south")
            assert (rows[2 * y + 1][4 * x] == "│") == bool(walls & 8), (x, y, "west")
            assert (rows[2 * y + 1][4 * x + 4] == "│") == bool(walls & 2), (x, y, "east")
    for r in range(0, len(rows), 2):
        for c in range(0, len(rows[0]), 4):
            corner = rows[r][c]
            if corner == "█":
                continue
            arms = BOX_CORNERS.index(corner)
            assert bool(arms & 1) == (r > 0 and rows[r - 1][c] == "│"), (r, c, corner)
            assert bool(arms & 2) == (c + 1 < len(rows[r]) and rows[r][c + 1] == "─"), (r, c)
            assert bool(arms & 4) == (r + 1 < len(rows) and rows[r + 1][c] == "│"), (r, c)
            assert bool(arms & 8) == (c > 0 and rows[r][c - 1] == "─"), (r, c, corner)


def test_text_prints_the_maze_and_no_window(capsys):
    assert run(["--text", "--width", "10", "--height", "5", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert out.endswith(drawn(*CASES["perfect_box"]))
    assert out.startswith("Maze is built, path length from start to end is")


def test_ascii_with_a_solver_draws_the_way_and_says_what_it_found(capsys):
    args = ["--ascii", "--solve", "left", "--width", "10", "--height", "5", "--seed", "7"]
    assert run([*args, "--loops", "20"]) == 0
    out = capsys.readouterr().out.splitlines()
    golden = (GOLDEN / "solved_ascii.txt").read_text(encoding="utf-8").splitlines()
    assert out[-len(golden) - 1 : -1] == golden
    assert out[-1].startswith("left found a way of ")


def test_solve_without_text_prints_the_sentence(capsys):
    args = ["--no-display", "--solve", "bfs", "--width", "10", "--height", "5", "--seed", "7"]
    assert run(args) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith("bfs found a way of ")
    assert "─" not in "".join(out)


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--solve", "bfs"], "--solve works without a window: add --text"),
        (
            ["--solve", "bfs", "--solution", "--save", "m.png"],
            "--solution draws the shortest way and --solve the way of the solver you name",
        ),
        (["--text", "--solve", "bfs", "--visited"], "--visited goes only with --solve and --save."),
        (["--visited", "--save", "m.png"], "--visited goes only with --solve and --save."),
        (["--compare", "--solve", "bfs"], "--compare builds mazes of its own"),
        (["--text", "--solve", "bf"], "There is no solver 'bf': choose one of bfs, dfs"),
    ],
)
def test_combinations_that_cannot_work_are_refused(args, says, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert run(args) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1
    assert not (tmp_path / "m.png").exists()


def test_list_solvers_names_each_with_what_it_needs(capsys):
    assert run(["--list-solvers"]) == 0
    out = capsys.readouterr().out
    for name in SOLVERS:
        assert f"\n{name}: " in "\n" + out
    assert out.count("    needs: ") == len(SOLVERS)


def program(args, **environment):
    env = {**os.environ, **environment, "LANGUAGE": "en"}
    return subprocess.run(
        [sys.executable, "-m", "labyrinth", *args],
        capture_output=True,
        timeout=120,
        env=env,
    )


def test_a_terminal_without_unicode_gets_ascii_and_a_note():
    done = program(
        ["--text", "--solve", "bfs", "--width", "10", "--height", "5", "--seed", "7"],
        PYTHONIOENCODING="ascii",
    )
    assert done.returncode == 0
    assert b"Traceback" not in done.stderr
    assert b"drawn as with --ascii" in done.stderr
    assert b"+---+" in done.stdout and b"bfs found a way" in done.stdout


def test_the_c_locale_prints_without_a_traceback():
    done = program(["--text", "--width", "6", "--height", "3", "--seed", "2"], LC_ALL="C")
    assert done.returncode == 0 and b"Traceback" not in done.stderr


def test_german_on_an_ascii_terminal_prints_without_a_traceback():
    done = program(
        ["--text", "--lang", "de", "--width", "5", "--height", "3", "--seed", "1"],
        PYTHONIOENCODING="ascii",
    )
    assert done.returncode == 0 and b"Traceback" not in done.stderr
    assert b"Pfadl?nge" in done.stdout and b"+---+" in done.stdout


def test_from_and_to_solve_between_fields_of_ones_choice(capsys):
    """The island of the solver tests, from the command line: the wall follower gives up."""
    args = ["--text", "--solve", "left", "--algorithm", "empty", "--width", "5", "--height", "5"]
    assert run([*args, "--seed", "1", "--exclude", "2,2", "--from", "0,0", "--to", "2,1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith("left came back to ")
    assert out[-11][:7] == "│ S   ·" and out[-9][10] == "E"  # marks at the solve's ends


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--text", "--from", "1,1"], "--from and --to go only with --solve."),
        (
            ["--list-solvers", "--text", "--solve", "bfs"],
            "--list-solvers only lists the solvers: leave out --text, --solve.",
        ),
        (["--text", "--solve", "bfs", "--to", "40,2"], "The goal (40 | 2) lies outside the maze"),
        (
            ["--text", "--solve", "bfs", "--from", "3,2", "--exclude", "3,2"],
            "The start (3 | 2) is not part of the maze (excluded or walled in)",
        ),
    ],
)
def test_from_and_to_mistakes_are_one_sentence(args, says, capsys):
    assert run([*args, "--width", "7", "--height", "5", "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("labyrinth: " + says) and err.count("\n") == 1


def test_a_large_maze_is_drawn_line_by_line_in_a_few_bytes_a_field():
    """The lines come one at a time: drawing a solved 150 × 150 maze holds about a byte or
    two a field (its way's marks), not the whole picture (about 360 bytes a field)."""
    side = 150
    graphs = MazeGraphs(side, side, display=False, seed=1)
    with contextlib.redirect_stdout(io.StringIO()):
        result = graphs.build_maze()
    solution = solve(graphs.maze_array, "bfs", result.start, result.end)
    tracemalloc.start()
    try:
        lines = sum(
            1 for _line in maze_lines(graphs.maze_array, result.start, result.end, solution)
        )
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert lines == 2 * side + 1
    assert peak < 16 * side * side


def test_a_start_that_is_its_own_end_shows_both_letters():
    graphs = MazeGraphs(3, 2, display=False, seed=1)
    with contextlib.redirect_stdout(io.StringIO()):
        graphs.build_maze()
    lines = maze_text(graphs.maze_array, (1, 0), (1, 0)).splitlines()
    assert lines[1][5:8] == "S E"
