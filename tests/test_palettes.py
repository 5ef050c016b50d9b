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
from tests.helpers import built_maze

SHAPED = [name for name, palette in PALETTES.items() if palette.shapes]


@pytest.fixture(scope="module")
def maze():
    """A maze with excluded fields and a cut-off corner, (4 | 3) and (5 | 3)."""
    maze = built_maze(6, 4, seed=2, excluded=((3, 3), (4, 2), (5, 2), (0, 2)))
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
    mark = geometry.mark_box
    # A disc and a ring: the same colour would still tell them apart.
    assert shape(picture, mark(*start), palette.start) != shape(picture, mark(*end), palette.end)
    excluded = shape(picture, geometry.interior(3, 3), palette.pattern)
    cut_off = shape(picture, geometry.interior(4, 3), palette.pattern)
    interior = geometry.interior(0, 0)
    whole = (interior[2] - interior[0] + 1) * (interior[3] - interior[1] + 1)
    # Hatching and dots in the pattern's ink: neither empty nor a solid block, not alike.
    for pattern in (excluded, cut_off):
        assert 0 < len(pattern) < whole / 2
    assert excluded != cut_off


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_cut_off_fields_are_filled_and_dotted_in_every_palette(maze, name):
    palette = PALETTES[name]
    picture = render(maze.maze_array, maze.result.marks, palette=palette).convert("RGB")
    geometry = Geometry(6, 4)
    box = geometry.interior(4, 3)
    area = (box[2] - box[0] + 1) * (box[3] - box[1] + 1)
    dots = shape(picture, box, palette.pattern)
    assert len(dots) == sum((x1 - x0 + 1) * (y1 - y0 + 1) for x0, y0, x1, y1 in geometry.dots())
    if palette.cut_off != palette.background:
        assert len(shape(picture, box, palette.cut_off)) == area - len(dots)
    # A field the walk reached stays plain.
    assert picture.getpixel(geometry.interior(0, 0)[:2]) == palette.background


def test_passages_between_cut_off_fields_are_filled_so_they_read_as_one_region():
    maze = MazeGraphs(32, 24, display=False, seed=3, block_permille=3)
    maze.build_maze()
    cut_off = set(maze.result.cut_off_indices)
    picture = render(maze.maze_array, maze.result.marks).convert("RGB")
    geometry = Geometry(32, 24)
    passages = [i for i in cut_off if not maze.maze_array.walls[i] & 2 and i + 1 in cut_off]
    assert passages
    for index in passages:
        _left, top, right, bottom = geometry.field_box(index % 32, index // 32)
        for x in (right, right + 1):  # this field's edge and its neighbour's
            assert picture.getpixel((x, top + 1)) == BOOK.cut_off


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


def distance(one, other) -> float:
    return sum((a - b) ** 2 for a, b in zip(one, other, strict=True)) ** 0.5


@pytest.mark.parametrize("name", PALETTES)
def test_a_watched_builds_colours_are_far_apart(name):
    """Fields not reached yet, the current field, the frontier and a random walk differ from
    each other, from the background and the walls; fields not reached yet from a solver's
    visited ones (Okabe–Ito's pale blues were nearly the same). Print has only greys: there
    the two are never shown at once (one while a build runs, the other when it is solved)."""
    palette = PALETTES[name]
    build = (palette.untouched, palette.current, palette.frontier, palette.random_walk)
    for one, other in itertools.combinations((*build, palette.background, palette.wall), 2):
        assert distance(one, other) >= 30, (one, other)  # the book's pale blue on white: 38
    if name != "print":
        assert distance(palette.untouched, palette.visited) >= 40


def test_the_book_palette_keeps_the_windows_build_colours():
    from labyrinth.render.geometry import FRONTIER_TINT, RED, SHADE, WALK_TINT

    assert (BOOK.untouched, BOOK.current, BOOK.frontier, BOOK.random_walk) == (
        SHADE,
        RED,
        FRONTIER_TINT,
        WALK_TINT,
    )
