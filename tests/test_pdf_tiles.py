"""A maze too big for a page, split into tiles that join: each page rendered (pdftoppm), its
grid found from the wall ink, its walls read, and the pages put together by the names they
print ("A2") give the maze's walls, every wall once; the fields shared by two pages read
alike on both, and both mark them at the same place. Also: how many pages a maze may take."""

from __future__ import annotations

import shutil

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pdf_reading import (
    dashed_lines,
    find_grid,
    maze_walls,
    page_count,
    page_words,
    rendered,
    tile_place,
)

from labyrinth import MazeGraphs
from labyrinth.cli import run
from labyrinth.render.tiles import spans

pytestmark = pytest.mark.skipif(
    shutil.which("pdftoppm") is None, reason="poppler-utils (pdfinfo, pdftoppm) is not installed"
)
SEED = 4

# Sizes that need 2, 4 and 6 pages on both papers (A4 and Letter differ by a few fields).
SIZES = {
    "portrait": {2: (60, 150), 4: (100, 150), 6: (100, 220)},
    "landscape": {2: (150, 40), 4: (150, 90), 6: (250, 90)},
}


def assembled(sheet, folder):
    """The walls read from every tile page, placed by the tile's printed name; a boundary
    shown on two pages must read alike on both, and is kept once."""
    tiles = {}
    for number, page in enumerate(rendered(sheet, folder), start=1):
        place = tile_place(page_words(sheet, number, raw=True))
        assert place not in tiles, f"two pages are {place}"
        tiles[place] = (page, find_grid(page))
    across = 1 + max(column for column, _row in tiles)
    down = 1 + max(row for _column, row in tiles)
    assert set(tiles) == {(c, r) for c in range(across) for r in range(down)}
    widths = [{tiles[c, r][1].columns for r in range(down)} for c in range(across)]
    heights = [{tiles[c, r][1].rows for c in range(across)} for r in range(down)]
    assert all(len(w) == 1 for w in widths) and all(len(h) == 1 for h in heights)
    widths_, heights_ = [w.pop() for w in widths], [h.pop() for h in heights]
    # spread evenly: no tile more than a field wider or taller than another
    assert max(widths_) - min(widths_) <= 1 and max(heights_) - min(heights_) <= 1
    # one scale on every page, or the tiles could not join
    pitches = [grid.pitch for _page, grid in tiles.values()]
    assert max(pitches) - min(pitches) < 0.3
    # neighbours share one column or row: the next tile begins at this one's last field
    x_first = [sum(w - 1 for w in widths_[:c]) for c in range(across)]
    y_first = [sum(h - 1 for h in heights_[:r]) for r in range(down)]
    walls_across, walls_down = {}, {}
    for (column, row), (page, grid) in tiles.items():
        _marks_where_the_neighbours_join(page, grid, column, row, across, down)
        read_across, read_down = grid.walls()
        for read, walls in ((read_across, walls_across), (read_down, walls_down)):
            for (i, j), wall in read.items():
                where = (x_first[column] + i, y_first[row] + j)
                assert walls.setdefault(where, wall) == wall, f"pages differ at {where}"
    return walls_across, walls_down, (across, down)


def _marks_where_the_neighbours_join(page, grid, column, row, across, down):
    """A dashed line through the middle of each shared column and row, and no other."""
    upright, level = dashed_lines(page, grid)
    xs, ys = grid.xs, grid.ys
    expected_x = [(xs[0] + xs[1]) / 2] * (column > 0) + [(xs[-2] + xs[-1]) / 2] * (
        column + 1 < across
    )
    expected_y = [(ys[0] + ys[1]) / 2] * (row > 0) + [(ys[-2] + ys[-1]) / 2] * (row + 1 < down)
    for found, expected in ((upright, expected_x), (level, expected_y)):
        assert len(found) == len(expected), (found, expected)
        assert all(abs(f - e) < 1.5 for f, e in zip(found, expected, strict=True)), (
            found,
            expected,
        )


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("orientation", ["portrait", "landscape"])
@pytest.mark.parametrize("pages", [2, 4, 6])
def test_the_tiles_join_into_the_maze(paper, orientation, pages, tmp_path):
    width, height = SIZES[orientation][pages]
    sheet = tmp_path / "big.pdf"
    command = ["--no-display", "--width", str(width), "--height", str(height), "--seed", str(SEED)]
    command += ["--paper", paper, "--orientation", orientation, "--save", str(sheet)]
    assert run(command + ["--pages-ok"] * (pages > 4)) == 0
    assert page_count(sheet) == pages
    maze = MazeGraphs(width, height, display=False, seed=SEED)
    maze.build_maze()
    walls_across, walls_down, _shape = assembled(sheet, tmp_path)
    expected_across, expected_down = maze_walls(maze.maze_array)
    assert walls_across == expected_across
    assert walls_down == expected_down


def test_a_120_by_90_maze_on_a4_in_german_joins(tmp_path):
    """The issue's case: two pages named A1 and A2, the note on how to join them and the
    map of the pages in German; taped at the marks, the walls meet."""
    sheet = tmp_path / "gross.pdf"
    command = ["--no-display", "--lang", "de", "--width", "120", "--height", "90", "--seed", "5"]
    assert run([*command, "--save", str(sheet)]) == 0
    assert page_count(sheet) == 2
    first, second = page_words(sheet, 1), page_words(sheet, 2)
    assert "Seite A1 (1 von 2)" in first and "Seite A2 (2 von 2)" in second
    assert "Labyrinth-Arbeitsblatt" in first and "gestrichelt" in first
    maze = MazeGraphs(120, 90, display=False, seed=5)
    maze.build_maze()
    walls_across, walls_down, shape = assembled(sheet, tmp_path)
    assert shape == (2, 1)
    assert (walls_across, walls_down) == maze_walls(maze.maze_array)


def test_the_first_page_maps_every_page(tmp_path):
    sheet = tmp_path / "big.pdf"
    command = ["--no-display", "--width", "100", "--height", "150", "--seed", "2"]
    assert run([*command, "--save", str(sheet)]) == 0
    assert page_count(sheet) == 4
    first = page_words(sheet, 1)
    assert all(name in first for name in ("A1", "A2", "B1", "B2"))
    assert "page A1 (1 of 4)" in first and "page B2 (4 of 4)" in page_words(sheet, 4)


def test_more_than_four_pages_for_a_maze_need_pages_ok(tmp_path, capsys):
    sheet = tmp_path / "poster.pdf"
    command = ["--no-display", "--width", "200", "--height", "200", "--seed", "1"]
    assert run([*command, "--save", str(sheet)]) == 2
    assert capsys.readouterr().err == (
        "labyrinth: The maze would be split over 9 pages (9 pages in all): "
        "add --pages-ok to print it so.\n"
    )
    assert not sheet.exists()
    assert run([*command, "--save", str(sheet), "--solution"]) == 2
    assert "9 pages (18 pages in all)" in capsys.readouterr().err
    assert run([*command, "--save", str(sheet), "--pages-ok"]) == 0
    assert page_count(sheet) == 9


def test_no_more_pages_than_the_hard_limit(tmp_path, capsys):
    sheet = tmp_path / "wall.pdf"
    command = ["--no-display", "--width", "1000", "--height", "1000", "--seed", "1"]
    assert run([*command, "--save", str(sheet), "--pages-ok", "--solution"]) == 2
    assert capsys.readouterr().err == (
        "labyrinth: The worksheet would need 330 pages, more than 200: make the maze smaller.\n"
    )
    assert not sheet.exists()
    more = ["--no-display", "--width", "60", "--height", "150", "--mazes", "100"]
    assert run([*more, "--save", str(sheet), "--solution"]) == 2
    assert capsys.readouterr().err == (
        "labyrinth: The worksheet would need 400 pages, more than 200: make the mazes "
        "smaller or fewer.\n"
    )


@given(fields=st.integers(1, 5000), fit=st.integers(2, 200))
def test_spans_cover_the_fields_sharing_one_as_evenly_as_can_be(fields, fit):
    cut = spans(fields, fit)
    assert cut[0][0] == 0 and cut[-1][1] == fields
    assert all(after[0] == before[1] - 1 for before, after in zip(cut, cut[1:], strict=False))
    sizes = [end - first for first, end in cut]
    assert max(sizes) <= fit and max(sizes) - min(sizes) <= 1
    # the fewest: one tile fewer, each as large as a page holds, would not reach the end
    assert len(cut) == 1 or (len(cut) - 1) * (fit - 1) + 1 < fields
