"""--solve NAME with --save: the solver's way in the PNG, SVG and PDF, and every field it visited
when it finds no way (or with --visited), without a window."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET

import pytest
from PIL import Image

from labyrinth import MazeGraphs
from labyrinth.cli import run
from labyrinth.render.geometry import Geometry
from labyrinth.render.palettes import BOOK
from labyrinth.render.scene import centre
from labyrinth.solvers import solve

SIZE = ["--width", "20", "--height", "15", "--seed", "3"]
# Blocks cut most of this maze off: (10 | 0) cannot be reached from the start.
CUT = [*SIZE, "--blocks", "100"]


def maze(*, blocks=0):
    graphs = MazeGraphs(20, 15, display=False, seed=3, block_permille=blocks)
    graphs.build_maze()
    return graphs


def colour(picture, field):
    return picture.getpixel(Geometry(20, 15).interior(*field)[:2])


def test_the_solvers_way_is_drawn_into_the_png(tmp_path, capsys):
    assert run(["--solve", "left", *SIZE, "--save", str(tmp_path / "m.png")]) == 0
    assert "left found a way" in capsys.readouterr().out
    graphs = maze()
    found = solve(graphs.maze_array, "left", graphs.result.start, graphs.result.end)
    picture = Image.open(tmp_path / "m.png").convert("RGB")
    middle = found.path[len(found.path) // 2]
    x, y = centre(Geometry(20, 15), middle % 20, middle // 20)
    assert picture.getpixel((int(x), int(y))) == BOOK.solution
    # Visited fields are left out while the solver found its way (unless --visited).
    assert BOOK.visited not in {c for _n, c in picture.getcolors(1 << 16)}


def test_no_way_says_so_and_shows_every_visited_field(tmp_path, capsys):
    out = tmp_path / "m.png"
    assert run(["--solve", "bfs", *CUT, "--to", "10,0", "--save", str(out)]) == 0
    assert "There is no way from (0 | 0) to (10 | 0); bfs visited 11 fields." in (
        capsys.readouterr().out
    )
    graphs = maze(blocks=100)
    found = solve(graphs.maze_array, "bfs", graphs.result.start, (10, 0))
    picture = Image.open(out).convert("RGB")
    visited = [i for i, seen in enumerate(found.visited) if seen]
    assert len(visited) == 11
    for index in visited:
        if (index % 20, index // 20) != graphs.result.start:
            assert colour(picture, (index % 20, index // 20)) == BOOK.visited
    # The end mark moved to the goal asked for, in its cut-off region.
    end = Geometry(20, 15).mark_box(10, 0)
    assert picture.getpixel(end[:2]) == BOOK.end
    assert colour(picture, (15, 10)) == BOOK.cut_off


def test_visited_fields_on_request_and_in_the_svg(tmp_path):
    out = tmp_path / "m.svg"
    assert run(["--solve", "dfs", "--visited", *SIZE, "--save", str(out)]) == 0
    root = ET.parse(out).getroot()
    classes = {element.get("class") for element in root.iter()}
    assert {"solution", "visited", "start", "end"} <= classes


@pytest.mark.skipif(shutil.which("pdfinfo") is None, reason="poppler-utils is not installed")
def test_a_pdf_gets_the_solvers_way_on_its_answer_page(tmp_path):
    from pdf_reading import page_count

    out = tmp_path / "m.pdf"
    assert run(["--solve", "astar", *SIZE, "--save", str(out)]) == 0
    assert page_count(out) == 2
    # both sheets, then both keys on one page
    assert run(["--solve", "astar", *SIZE, "--mazes", "2", "--save", str(out)]) == 0
    assert page_count(out) == 3
