"""``labyrinth --no-display --program FILE.py``: one line per maze, a verdict, the exit codes
0 (all passed), 1 (a check failed or a run was stopped) and 2 (a mistake in the command line),
and the builder's maze saved and exported."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from labyrinth.cli import run
from labyrinth.formats import load_maze
from labyrinth.options import BuildOptions
from labyrinth.programs.mazes import book_maze, builder_template
from tests.test_program_precheck import RIGHT_HAND


@pytest.fixture
def book(tmp_path: Path) -> Path:
    path = tmp_path / "book.py"
    path.write_text(builder_template(), encoding="utf-8")
    return path


@pytest.fixture
def rechts(tmp_path: Path) -> Path:
    path = tmp_path / "rechts.py"
    path.write_text(RIGHT_HAND["de"], encoding="utf-8")
    return path


def test_the_books_method_passes_on_its_maze_and_the_seeded_ones(book, capsys):
    code = run(["--no-display", "--program", str(book), "--seed", "5", "--check", "2"])
    lines = capsys.readouterr().out.splitlines()
    assert code == 0
    assert lines == [
        "Maze 1, 32 × 24, seed 5: Passed: every field reached, no loop: exactly the book's maze "
        "for this seed.",
        "Maze 2, 8 × 6, seed 1: Passed: every field reached, no loop: exactly the book's maze "
        "for this seed.",
        "Maze 3, 12 × 9, seed 2, 5 fields excluded: Passed: every field reached, no loop: "
        "exactly the book's maze for this seed.",
        "Verdict: all 3 mazes passed.",
    ]


def test_a_right_hand_walker_fails_on_the_island_maze_in_german(rechts, capsys):
    code = run(["--no-display", "--lang", "de", "--program", str(rechts), "--check", "4"])
    lines = capsys.readouterr().out.splitlines()
    assert code == 1
    assert len(lines) == 6
    assert all("Bestanden: Der Läufer erreichte das Ziel" in line for line in lines[:4])
    assert lines[4].startswith("Labyrinth 5, 24 × 18, Startwert 4, Schleifen: 10 Prozent, ")
    assert "Nicht bestanden: Zeile " in lines[4] and "Er läuft im Kreis." in lines[4]
    assert lines[5] == "Ergebnis: 1 von 5 Labyrinthen nicht bestanden."


def test_a_program_with_a_mistake_is_not_run(tmp_path, capsys):
    path = tmp_path / "walker.py"
    path.write_text("while not at_goal()\n    move()\n", encoding="utf-8")
    assert run(["--no-display", "--program", str(path)]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "Line 1, column 20: a colon : is missing at the end of the line.",
        "Verdict: the program was not run; mend the lines above first.",
    ]


def test_a_stopped_run_fails(tmp_path, capsys):
    path = tmp_path / "loop.py"
    path.write_text("n = 0\nwhile True:\n    n += 1\n", encoding="utf-8")
    code = run(["--no-display", "--program", str(path), "--steps", "1000", "--seed", "1"])
    out = capsys.readouterr().out
    assert code == 1
    assert "Failed: Line 3: The budget of 1,000 steps is used up" in out


def test_what_the_program_prints_comes_first(tmp_path, capsys):
    path = tmp_path / "hello.py"
    path.write_text("print('hello')\nturn_right()\n", encoding="utf-8")
    assert run(["--no-display", "--program", str(path), "--width", "4", "--height", "3"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "hello"
    assert "Failed: The program ended, but the walker is not at the goal" in lines[1]


@pytest.mark.parametrize(
    ("words", "sentence"),
    [
        (["--check", "3"], "--check goes only with --program."),
        (["--steps", "3", "--seconds", "2"], "--steps, --seconds go only with --program."),
        (["--program", "x.py", "--load", "m.maz"], "--program runs your program on a maze"),
        (["--program", "x.py", "--save", "m.pdf"], "--program saves its maze as a picture"),
        (["--program", "x.py", "--check", "0"], "0 is out of range"),
    ],
)
def test_command_line_mistakes_exit_with_2_and_one_sentence(words, sentence, capsys):
    assert run(["--no-display", *words]) == 2
    error = capsys.readouterr().err
    assert error.startswith("labyrinth: ") and sentence in error
    assert error.count("\n") == 1


def test_a_builder_cannot_take_another_algorithm(book, capsys):
    assert run(["--no-display", "--program", str(book), "--algorithm", "kruskal"]) == 2
    assert "A builder program is the algorithm itself" in capsys.readouterr().err


def test_a_program_file_that_cannot_be_read_is_one_sentence(tmp_path, capsys):
    assert run(["--no-display", "--program", str(tmp_path / "missing.py")]) == 1
    assert capsys.readouterr().err == (
        f"labyrinth: Cannot read the program {tmp_path / 'missing.py'}: No such file or "
        "directory.\n"
    )


def test_save_and_export_write_the_builders_maze(book, tmp_path, capsys):
    picture, course = tmp_path / "built.png", tmp_path / "built.maz"
    words = ["--program", str(book), "--width", "9", "--height", "7", "--seed", "3"]
    assert run(["--no-display", *words, "--save", str(picture), "--export", str(course)]) == 0
    out = capsys.readouterr().out
    assert f"Saved {picture}." in out and f"Saved {course}." in out
    with Image.open(picture) as image:
        assert image.size[0] > 9 * 10
    loaded = load_maze(str(course))
    assert bytes(loaded.maze_array.walls) == bytes(book_maze(BuildOptions(9, 7, seed=3)).walls)
