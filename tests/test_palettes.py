"""Palettes: each changes the picture, and each (but the book's own look) tells start, end,
excluded and cut-off fields apart by shape, so nothing depends on hue alone."""

from __future__ import annotations

import itertools

import pytest
from PIL import ImageChops

from labyrinth import MazeGraphs
from labyrinth.cli import run
from labyrinth.render.geometry import Geometry
from labyrinth.render.palettes import BOOK, PALETTES
from labyrinth.render.png import render

SHAPED = [name for name, palette in PALETTES.items() if palette.shapes]


@pytest.fixture(scope="module")
def maze():
    """A maze with excluded fields and a cut-off corner, (4 | 3) and (5 | 3)."""
    maze = MazeGraphs(6, 4, display=False, seed=2)
    for x, y in ((3, 3), (4, 2), (5, 2), (0, 2)):
        maze.exclude_maze_field(x, y)
    maze.build_maze()
    assert maze.result.cut_off_fields == [(4, 3), (5, 3)]
    return maze


def test_every_palette_changes_the_png(maze):
    pictures = {
        name: render(maze.maze_array, maze.result.marks, palette=p).convert("RGB")
        for name, p in PALETTES.items()
    }
    for one, other in itertools.combinations(pictures, 2):
        assert ImageChops.difference(pictures[one], pictures[other]).getbbox(), (one, other)


def shape(picture, box, ink) -> frozenset[tuple[int, int]]:
    """Which pixels of a box have the colour ``ink``, relative to its corner."""
    left, top, right, bottom = box
    return frozenset(
        (x - left, y - top)
        for x in range(left, right + 1)
        for y in range(top, bottom + 1)
        if picture.getpixel((x, y)) == ink
    )


@pytest.mark.parametrize("name", SHAPED)
def test_states_differ_by_shape(maze, name):
    palette = PALETTES[name]
    picture = render(maze.maze_array, maze.result.marks, palette=palette).convert("RGB")
    geometry = Geometry(6, 4)
    start, end = maze.result.start, maze.result.end
    mark = geometry.mark
    assert shape(picture, mark(*start), palette.start) != shape(picture, mark(*end), palette.end)
    excluded = shape(picture, geometry.interior(3, 3), palette.wall)
    cut_off = shape(picture, geometry.interior(4, 3), palette.wall)
    interior = geometry.interior(0, 0)
    whole = (interior[2] - interior[0] + 1) * (interior[3] - interior[1] + 1)
    # Lines drawn in the wall's ink across the field: neither empty nor a solid block.
    for pattern in (excluded, cut_off):
        assert 0 < len(pattern) < whole
    assert excluded != cut_off


def test_the_book_palette_is_the_books_look(maze):
    assert (
        render(maze.maze_array, maze.result.marks).tobytes()
        == render(maze.maze_array, maze.result.marks, palette=BOOK).tobytes()
    )


def test_palette_on_the_command_line(tmp_path):
    assert run(["--no-display", "--seed", "1", "--save", str(tmp_path / "a.png")]) == 0
    assert (
        run(
            ["--no-display", "--seed", "1", "--palette", "print", "--save", str(tmp_path / "b.png")]
        )
        == 0
    )
    assert (tmp_path / "a.png").read_bytes() != (tmp_path / "b.png").read_bytes()
    assert run(["--no-display", "--palette", "pastel", "--save", str(tmp_path / "c.png")]) == 2
