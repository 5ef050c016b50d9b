"""Worksheet PDFs: the pages they should have (pdfinfo), the maze read back from the rendered
page (pdftoppm), the title and name lines in the chosen language, identical bytes for the
same command, and the options that do nothing refused."""

from __future__ import annotations

import shutil

import pytest
from pdf_reading import find_grid, maze_walls, page_count, page_words, rendered

from labyrinth import MazeGraphs
from labyrinth.cli import run

pytestmark = pytest.mark.skipif(
    shutil.which("pdftoppm") is None, reason="poppler-utils (pdfinfo, pdftoppm) is not installed"
)


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        # 4 sheets on one page, their keys on the next
        (["--per-page", "4", "--mazes", "4", "--solution"], 2),
        # 3 mazes 2 a page: 2 sheets, then the 3 keys together on one page
        (["--per-page", "2", "--mazes", "3", "--solution"], 3),
        (["--per-page", "2", "--mazes", "3", "--answer-keys", "after-each"], 4),
        (["--per-page", "2"], 1),
        (["--mazes", "3", "--paper", "letter", "--orientation", "landscape"], 3),
    ],
)
def test_the_pdf_has_its_pages(options, expected, tmp_path):
    sheet = tmp_path / "sheet.pdf"
    assert run(["--no-display", "--seed", "7", "--save", str(sheet), *options]) == 0
    assert page_count(sheet) == expected


def test_the_same_command_gives_the_same_bytes(tmp_path):
    command = ["--no-display", "--seed", "3", "--per-page", "2", "--solution", "--save"]
    assert run([*command, str(tmp_path / "a.pdf")]) == 0
    assert run([*command, str(tmp_path / "b.pdf")]) == 0
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()


def test_a_maze_file_without_a_seed_is_titled_by_its_name_and_prints_the_same(tmp_path):
    """A .maz knows no seed or algorithm: the title names the file, so two prints agree."""
    maze_file = tmp_path / "course.maz"
    command = ["--no-display", "--seed", "5", "--width", "8", "--height", "6"]
    assert run([*command, "--export", str(maze_file)]) == 0
    for name in ("a.pdf", "b.pdf"):
        assert run(["--no-display", "--load", str(maze_file), "--save", str(tmp_path / name)]) == 0
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()
    words = page_words(tmp_path / "a.pdf")
    assert "Maze 8 × 6, from course.maz" in words and "seed" not in words


def test_titles_and_name_line_in_german(tmp_path):
    sheet = tmp_path / "blatt.pdf"
    command = ["--no-display", "--lang", "de", "--seed", "41", "--per-page", "2", "--solution"]
    assert run([*command, "--save", str(sheet)]) == 0
    sheet_words, key_words = page_words(sheet, 1), page_words(sheet, 2)
    assert "Labyrinth-Arbeitsblatt" in sheet_words and "Lösung" in key_words
    assert "Name:" in sheet_words and "Datum:" in sheet_words
    assert "Startwert 41" in sheet_words and "Startwert 42" in sheet_words


def test_a_rendered_page_shows_the_mazes_walls(tmp_path):
    """The page rendered and read back, grid found from the ink: every wall where it is."""
    maze = MazeGraphs(16, 12, display=False, seed=11)
    maze.build_maze()
    sheet = tmp_path / "one.pdf"
    command = ["--no-display", "--width", "16", "--height", "12", "--seed", "11"]
    assert run([*command, "--save", str(sheet)]) == 0
    (page,) = rendered(sheet, tmp_path)
    grid = find_grid(page)
    assert (grid.columns, grid.rows) == (16, 12)
    assert grid.walls() == maze_walls(maze.maze_array)
    # as large as the page allows: the maze spans the width between the margins (15 mm)
    margin = 15 / 25.4 * 150
    assert abs(grid.xs[0] - margin) < 2 and abs(page.width - grid.xs[-1] - margin) < 2


def test_options_that_do_nothing_are_refused(tmp_path, capsys):
    assert run(["--no-display", "--per-page", "2", "--save", str(tmp_path / "m.svg")]) == 2
    assert "--per-page goes only with a PDF" in capsys.readouterr().err
    for option in (["--answer-keys", "at-end"], ["--pages-ok"]):
        assert run(["--no-display", *option, "--save", str(tmp_path / "m.png")]) == 2
        assert f"{option[0]} goes only with a PDF" in capsys.readouterr().err
    assert run(["--no-display", "--solution"]) == 2
    assert "--solution goes only with --save" in capsys.readouterr().err
    assert run(["--no-display", "--field-size", "8", "--save", str(tmp_path / "m.pdf")]) == 2
    assert "--field-size" in capsys.readouterr().err
    command = ["--no-display", "--width", "200", "--per-page", "4"]
    assert run([*command, "--save", str(tmp_path / "m.pdf")]) == 2
    assert "--per-page 1" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())
