"""Worksheet PDFs: the pages they should have (pdfinfo), the maze where it should be when
rendered (pdftoppm), the title and name lines in the chosen language, identical bytes for
the same command."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from PIL import Image

from labyrinth import MazeGraphs
from labyrinth.cli import run
from labyrinth.render.geometry import BOOK_FIELD_SIZE, Geometry
from labyrinth.render.worksheet import Layout, maze_placements, pages_needed

pytestmark = pytest.mark.skipif(
    shutil.which("pdftoppm") is None, reason="poppler-utils (pdfinfo, pdftoppm) is not installed"
)
DPI = 150


def pages(path) -> int:
    info = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(next(line.split()[1] for line in info.splitlines() if line.startswith("Pages:")))


def text(path) -> str:
    return subprocess.run(
        ["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True
    ).stdout


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        (["--per-page", "4", "--mazes", "4", "--solution"], 2),
        (["--per-page", "2", "--mazes", "3", "--solution"], 4),
        (["--per-page", "2"], 1),
        (["--mazes", "3", "--paper", "letter", "--orientation", "landscape"], 3),
    ],
)
def test_the_pdf_has_its_pages(options, expected, tmp_path):
    sheet = tmp_path / "sheet.pdf"
    assert run(["--no-display", "--seed", "7", "--save", str(sheet), *options]) == 0
    assert pages(sheet) == expected


def test_the_same_command_gives_the_same_bytes(tmp_path):
    command = ["--no-display", "--seed", "3", "--per-page", "2", "--solution", "--save"]
    assert run([*command, str(tmp_path / "a.pdf")]) == 0
    assert run([*command, str(tmp_path / "b.pdf")]) == 0
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()


def test_a_maze_file_without_a_seed_is_titled_by_its_name_and_prints_the_same(tmp_path):
    """A .maz knows no seed or algorithm: the title names the file, so two prints agree."""
    maze_file = tmp_path / "course.maz"
    assert (
        run(
            [
                "--no-display",
                "--seed",
                "5",
                "--width",
                "8",
                "--height",
                "6",
                "--export",
                str(maze_file),
            ]
        )
        == 0
    )
    for name in ("a.pdf", "b.pdf"):
        assert run(["--no-display", "--load", str(maze_file), "--save", str(tmp_path / name)]) == 0
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()
    words = text(tmp_path / "a.pdf")
    assert "Maze 8 × 6, from course.maz" in words and "seed" not in words


def test_titles_and_name_line_in_german(tmp_path):
    sheet = tmp_path / "blatt.pdf"
    command = ["--no-display", "--lang", "de", "--seed", "41", "--per-page", "2", "--solution"]
    assert run([*command, "--save", str(sheet)]) == 0
    words = text(sheet)
    assert "Labyrinth-Arbeitsblatt" in words and "Lösung" in words
    assert "Name:" in words and "Datum:" in words
    assert "Startwert 41" in words and "Startwert 42" in words


def test_rendered_it_shows_the_maze_where_it_should_be(tmp_path):
    maze = MazeGraphs(16, 12, display=False, seed=11)
    maze.build_maze()
    layout = Layout(per_page=1)
    sheet = tmp_path / "one.pdf"
    assert (
        run(
            [
                "--no-display",
                "--width",
                "16",
                "--height",
                "12",
                "--seed",
                "11",
                "--save",
                str(sheet),
            ]
        )
        == 0
    )
    subprocess.run(
        ["pdftoppm", "-png", "-r", str(DPI), "-f", "1", "-l", "1", sheet, tmp_path / "page"],
        check=True,
    )
    with Image.open(next(tmp_path.glob("page*.png"))) as page:
        grey = page.convert("L")
    ((left, top, scale),) = maze_placements([maze], layout)
    geometry = Geometry(16, 12, BOOK_FIELD_SIZE)
    per_point = DPI / 72
    page_height = layout.page_size[1]

    def dark_near(px: float, py: float) -> bool:
        """A dark pixel within a pixel of a point given in picture units."""
        x = (left + (px - geometry.margin) * scale) * per_point
        y = (page_height - top + (py - geometry.margin) * scale) * per_point
        return any(
            grey.getpixel((round(x) + dx, round(y) + dy)) < 128
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
        )

    size, walls = geometry.field_size, maze.maze_array.walls
    for index, value in enumerate(walls):
        x, y = index % 16, index // 16
        left_px, top_px = geometry.field_origin(x, y)
        if y > 0:
            above = walls[index - 16]
            assert dark_near(left_px + size / 2, top_px) == bool(value & 1 or above & 4), (x, y)
        if x > 0:
            before = walls[index - 1]
            assert dark_near(left_px, top_px + size / 2) == bool(value & 8 or before & 2), (x, y)


def test_a_big_maze_is_split_over_pages_with_overlap(tmp_path):
    sheet = tmp_path / "big.pdf"
    assert (
        run(
            [
                "--no-display",
                "--width",
                "100",
                "--height",
                "90",
                "--seed",
                "1",
                "--save",
                str(sheet),
            ]
        )
        == 0
    )
    maze = MazeGraphs(100, 90, display=False, seed=1)
    across, down = pages_needed(maze, Layout())
    assert across * down > 1
    assert pages(sheet) == across * down
    assert "part 1, 2 of" in text(sheet)


def test_options_that_do_nothing_are_refused(tmp_path, capsys):
    assert run(["--no-display", "--per-page", "2", "--save", str(tmp_path / "m.svg")]) == 2
    assert "--per-page goes only with a PDF" in capsys.readouterr().err
    assert run(["--no-display", "--solution"]) == 2
    assert "--solution goes only with --save" in capsys.readouterr().err
    assert run(["--no-display", "--field-size", "8", "--save", str(tmp_path / "m.pdf")]) == 2
    assert "--field-size" in capsys.readouterr().err
    assert (
        run(
            ["--no-display", "--width", "200", "--per-page", "4", "--save", str(tmp_path / "m.pdf")]
        )
        == 2
    )
    assert "--per-page 1" in capsys.readouterr().err
