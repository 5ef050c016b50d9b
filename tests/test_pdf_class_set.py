"""Class sets: all students' sheets first, then the answer keys several to a page (or in a
file of their own), each maze numbered alike on its sheet and its key, the keys without the
name line and with the way drawn in. Read back with pdftotext and pdftoppm. And the page
count the library gives before writing is the count written."""

from __future__ import annotations

import re
import shutil

import pytest
from pdf_reading import page_count, page_words, rendered

from labyrinth import MazeGraphs
from labyrinth.cli import run
from labyrinth.render.class_set import PrintProblem, plan_pages
from labyrinth.render.print_options import AnswerKeys, PrintOptions
from labyrinth.render.worksheet import answer_key_path
from labyrinth.saving import save_worksheet

pytestmark = pytest.mark.skipif(
    shutil.which("pdftoppm") is None, reason="poppler-utils (pdfinfo, pdftoppm) is not installed"
)
NUMBER = re.compile(r"(\d+) / (\d+) — Maze 32 × 24, algorithm backtracker, seed (\d+)")


def numbered(words: str) -> list[tuple[int, int]]:
    """The maze numbers on a page, in reading order (left to right, then down), with seeds."""
    return [(int(m.group(1)), int(m.group(3))) for m in NUMBER.finditer(words)]


def test_a_class_of_30_gets_all_sheets_then_the_keys(tmp_path):
    sheet = tmp_path / "class.pdf"
    assert (
        run(["--no-display", "--seed", "7", "--mazes", "30", "--solution", "--save", str(sheet)])
        == 0
    )
    pages = page_count(sheet)
    words = [page_words(sheet, number) for number in range(1, pages + 1)]
    sheets = [w for w in words if "Maze worksheet" in w]
    keys = [w for w in words if "Answer key" in w]
    assert words == sheets + keys  # every sheet before every key
    assert [numbered(w) for w in sheets] == [[(n, 6 + n)] for n in range(1, 31)]
    assert all("Name:" in w and "Date:" in w for w in sheets)
    assert not any("Name:" in w or "Date:" in w for w in keys)
    on_keys = [entry for w in keys for entry in numbered(w)]
    assert on_keys == [(n, 6 + n) for n in range(1, 31)]
    assert all(len(numbered(w)) > 1 for w in keys)  # several keys to a page
    assert len(keys) < 30


def test_the_keys_show_the_way_and_the_sheets_do_not(tmp_path):
    sheet = tmp_path / "class.pdf"
    assert (
        run(["--no-display", "--seed", "7", "--mazes", "3", "--solution", "--save", str(sheet)])
        == 0
    )
    pages = rendered(sheet, tmp_path)
    assert len(pages) == 4

    def red(page) -> int:  # the book palette's way: (255, 0, 0)
        colours = page.getcolors(1 << 24)
        return sum(count for count, (r, g, b) in colours if r > 200 and g < 60 and b < 60)

    assert [red(page) > 1000 for page in pages] == [False, False, False, True]


def test_the_keys_in_a_file_of_their_own(tmp_path, capsys):
    sheet = tmp_path / "class.pdf"
    command = ["--no-display", "--seed", "7", "--mazes", "12", "--per-page", "2"]
    assert run([*command, "--answer-keys", "separate-file", "--save", str(sheet)]) == 0
    keys = tmp_path / "class-answers.pdf"
    printed = capsys.readouterr().out.splitlines()
    assert printed[-2:] == [f"Saved {sheet}.", f"Saved {keys}."]
    assert page_count(sheet) == 6
    assert "Answer key" not in page_words(sheet)
    key_words = page_words(keys)
    assert "Maze worksheet" not in key_words and "Name:" not in key_words
    assert [n for n, _seed in numbered(key_words)] == list(range(1, 13))
    assert page_count(keys) == 2  # six keys to a page


def test_keys_after_each_page_keep_its_mazes(tmp_path):
    sheet = tmp_path / "class.pdf"
    command = ["--no-display", "--seed", "7", "--mazes", "3", "--per-page", "2"]
    assert run([*command, "--answer-keys", "after-each", "--save", str(sheet)]) == 0
    words = [page_words(sheet, n) for n in range(1, 5)]
    assert ["Answer key" in w for w in words] == [False, True, False, True]
    assert [[n for n, _seed in numbered(w)] for w in words] == [[1, 2], [1, 2], [3], [3]]


@pytest.mark.parametrize(
    ("size", "options"),
    [
        ((32, 24), PrintOptions(count=30, answer_keys=AnswerKeys.AT_END)),
        ((32, 24), PrintOptions(count=7, per_page=4, answer_keys=AnswerKeys.AFTER_EACH)),
        ((60, 40), PrintOptions(count=5, per_page=2, answer_keys=AnswerKeys.SEPARATE_FILE)),
        ((40, 20), PrintOptions(count=9, orientation="landscape", answer_keys=AnswerKeys.AT_END)),
        ((100, 150), PrintOptions(paper="letter", answer_keys=AnswerKeys.AT_END)),
        ((150, 40), PrintOptions(count=2, orientation="landscape")),
    ],
)
def test_the_page_count_said_before_writing_is_what_is_written(size, options, tmp_path):
    plan = plan_pages(*size, options)
    maze = MazeGraphs(*size, display=False, seed=3)
    maze.build_maze()
    written = save_worksheet(maze, tmp_path / "sheet.pdf", options)
    assert sum(page_count(path) for path in written) == plan.total
    assert (len(written) == 2) == (options.answer_keys is AnswerKeys.SEPARATE_FILE)
    if len(written) == 2:
        assert written[1] == answer_key_path(tmp_path / "sheet.pdf")


def test_print_options_name_a_bad_value(tmp_path):
    for values, sentence in (
        ({"paper": "a3"}, "The paper 'a3' is unknown: use a4, letter."),
        ({"per_page": 3}, "The mazes per page must be one of 1, 2, 4, not 3."),
        ({"count": 0}, "The number of mazes must be a whole number from 1 to 100, not 0."),
        (
            {"answer_keys": "inside"},
            "The answer keys 'inside' are unknown: use none, after-each, at-end, separate-file.",
        ),
        (
            {"palette": "neon"},
            "The palette 'neon' is unknown: use book, okabe-ito, high-contrast, print.",
        ),
    ):
        with pytest.raises(ValueError) as raised:
            PrintOptions(**values)
        assert str(raised.value.args[0]) == sentence


def test_a_maze_without_a_seed_prints_alone(tmp_path):
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
    from labyrinth.formats import load_maze

    with pytest.raises(PrintProblem) as raised:
        save_worksheet(load_maze(maze_file), tmp_path / "sheet.pdf", PrintOptions(count=2))
    assert (
        str(raised.value)
        == "A maze from a file without its seed cannot be made again: print it alone."
    )
    assert not (tmp_path / "sheet.pdf").exists()


def test_a_quiet_class_set_is_the_same_mazes_unprinted(capsys):
    """The window builds a class set without the book's sentence on standard output."""
    from labyrinth.saving import class_set

    first = MazeGraphs(12, 9, display=False, seed=7, algorithm="kruskal")
    first.build_maze()
    loud = class_set(first, 3)
    capsys.readouterr()
    quiet = class_set(first, 3, quiet=True)
    assert capsys.readouterr().out == ""
    assert [bytes(m.maze_array.walls) for m in quiet] == [bytes(m.maze_array.walls) for m in loud]
    assert [m.result.end for m in quiet] == [m.result.end for m in loud]
    assert [m.seed for m in quiet] == [7, 8, 9]
