"""The SVG's fills, rendered by a real SVG renderer (rsvg-convert), against the PNG's pixels:
excluded, cut-off and visited fields, the openings of the entrance and exit, and a grid not
built yet, in every palette and at the book's field size as well as small ones.

The start and end marks are left out of the comparison (their drawing is checked on its
own); everything else must be the PNG's pixel for pixel. The hatching of excluded fields
(palettes with shapes) is drawn smoothed in the SVG, so it is taken out of the document
before rendering: the fill under it must then show whole, where the PNG has fill or hatching.
"""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import subprocess
from collections import Counter
from functools import cache

import pytest
from conftest import skip_or_fail
from PIL import Image

from labyrinth import MazeGraphs
from labyrinth.render.geometry import Box, Geometry
from labyrinth.render.palettes import PALETTES, Palette
from labyrinth.render.png import render
from labyrinth.render.scene import Trail
from labyrinth.render.svg import save_svg
from labyrinth.solvers import solve

WIDTH, HEIGHT = 14, 10
EXCLUDED = ((3, 3), (4, 3))


@cache
def maze_with_every_fill():
    """Excluded fields, blocks that cut fields off, openings in the rim; the fields bfs
    visits from the start as a solve that found no way shows them."""
    graphs = MazeGraphs(
        WIDTH,
        HEIGHT,
        display=False,
        seed=4,
        block_permille=300,
        ends="border",
        excluded=EXCLUDED,
    )
    with contextlib.redirect_stdout(io.StringIO()):
        result = graphs.build_maze()
    solution = solve(graphs.maze_array, "bfs", result.start, result.end)
    visited = tuple(field for field, seen in enumerate(solution.visited) if seen)
    assert result.cut_off_indices and visited and result.openings  # every fill is there
    return graphs, result, Trail((), visited)


HATCHING = re.compile(r'<path class="hatching"[^>]*/>\n')


def both_pictures(
    tmp_path, palette: Palette, field_size: int, hatching: bool = True, built: bool = True
):
    """The PNG renderer's picture and the SVG as rsvg-convert draws it (without its hatching
    if asked so), both RGB: of the maze with every fill, or of its grid before the build."""
    if shutil.which("rsvg-convert") is None:
        skip_or_fail("rsvg-convert (librsvg2-bin) is not installed")
    if built:
        graphs, result, trail = maze_with_every_fill()
        maze, marks = graphs.maze_array, result.marks
    else:
        maze = MazeGraphs(WIDTH, HEIGHT, display=False, seed=4, excluded=EXCLUDED).maze_array
        marks, trail = None, None
    svg, drawn = tmp_path / "fills.svg", tmp_path / "fills.png"
    save_svg(maze, marks, svg, field_size, palette=palette, trail=trail)
    if not hatching:
        text, hatchings = HATCHING.subn("", svg.read_text(encoding="utf-8"))
        assert hatchings == (palette.shapes and Geometry(WIDTH, HEIGHT, field_size).patterned)
        svg.write_text(text, encoding="utf-8")
    subprocess.run(["rsvg-convert", svg, "-o", drawn], check=True, timeout=60)
    with Image.open(drawn) as image:
        from_svg = image.convert("RGB")
    from_png = render(maze, marks, field_size, palette=palette, trail=trail)
    return from_png.convert("RGB"), from_svg


def inside(box: Box, x: int, y: int, grow: int = 0) -> bool:
    left, top, right, bottom = box
    return left - grow <= x <= right + grow and top - grow <= y <= bottom + grow


def commonest(picture: Image.Image, box: Box):
    left, top, right, bottom = box
    return Counter(
        picture.getpixel((x, y)) for x in range(left, right + 1) for y in range(top, bottom + 1)
    ).most_common(1)[0][0]


def assert_the_same_but_marks(from_png, from_svg, palette, geometry, marks: list[Box]) -> None:
    """Pixel for pixel the same outside the ``marks``; in excluded fields of a palette with
    shapes, the SVG (its hatching taken out) shows the fill where the PNG has fill or hatching."""
    hatched = [geometry.interior(*field) for field in EXCLUDED] if palette.shapes else []
    assert from_svg.size == from_png.size
    for y in range(from_png.height):
        for x in range(from_png.width):
            if any(inside(box, x, y) for box in marks):
                continue
            drawn, painted = from_svg.getpixel((x, y)), from_png.getpixel((x, y))
            if any(inside(box, x, y) for box in hatched):
                assert drawn == palette.excluded, (x, y)
                assert painted in (palette.excluded, palette.pattern), (x, y)
            else:
                assert drawn == painted, (x, y)


@pytest.mark.parametrize("field_size", [24, 9, 5])
@pytest.mark.parametrize("name", sorted(PALETTES))
def test_the_svgs_fills_are_the_pngs_pixels(tmp_path, name, field_size):
    palette = PALETTES[name]
    from_png, from_svg = both_pictures(tmp_path, palette, field_size, hatching=False)
    _graphs, result, trail = maze_with_every_fill()
    geometry = Geometry(WIDTH, HEIGHT, field_size)
    ends = (result.start, result.end)
    marks = [geometry.interior(*end) for end in ends] + [geometry.mark_box(*end) for end in ends]
    assert_the_same_but_marks(from_png, from_svg, palette, geometry, marks)
    kinds = (
        (palette.excluded, list(EXCLUDED)),
        (palette.cut_off, [divmod(field, WIDTH)[::-1] for field in result.cut_off_indices]),
        (palette.visited, [divmod(field, WIDTH)[::-1] for field in trail.visited]),
    )
    for colour, fields in kinds:
        for field in set(fields) - set(ends):
            assert commonest(from_svg, geometry.interior(*field)) == colour, field


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_a_grid_not_built_yet_is_the_pngs_too(tmp_path, name):
    """Before the build there are no marks: the whole picture is compared."""
    palette = PALETTES[name]
    from_png, from_svg = both_pictures(tmp_path, palette, 24, hatching=False, built=False)
    assert_the_same_but_marks(from_png, from_svg, palette, Geometry(WIDTH, HEIGHT, 24), [])
    assert commonest(from_svg, Geometry(WIDTH, HEIGHT, 24).interior(*EXCLUDED[0])) == (
        palette.excluded
    )


@pytest.mark.parametrize("field_size", [24, 9])
@pytest.mark.parametrize("name", sorted(name for name in PALETTES if PALETTES[name].shapes))
def test_the_svgs_hatching_lies_where_the_pngs_does(tmp_path, name, field_size):
    """Smoothed, the hatching covers no pixel exactly as the PNG's does, but it inks every
    pixel of the PNG's lines."""
    palette = PALETTES[name]
    from_png, from_svg = both_pictures(tmp_path, palette, field_size)
    geometry = Geometry(WIDTH, HEIGHT, field_size)
    for field in EXCLUDED:
        left, top, right, bottom = geometry.interior(*field)
        hatching = [
            (x, y)
            for x in range(left, right + 1)
            for y in range(top, bottom + 1)
            if from_png.getpixel((x, y)) == palette.pattern
        ]
        assert len(hatching) >= right - left  # a line across the field at least
        assert all(from_svg.getpixel(pixel) != palette.excluded for pixel in hatching), field


def rim_pixel(geometry: Geometry, x: int, y: int, side: str) -> tuple[int, int]:
    """The middle pixel of field ``(x | y)``'s line on ``side``."""
    left, top, right, bottom = geometry.field_box(x, y)
    middle_x, middle_y = (left + right) // 2, (top + bottom) // 2
    return {"N": (middle_x, top), "E": (right, middle_y), "S": (middle_x, bottom)}.get(
        side, (left, middle_y)
    )


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_the_entrance_and_exit_are_open_in_the_rim(tmp_path, name):
    """Where the model has an opening the rim shows the background; the next field along
    the rim has its wall."""
    palette = PALETTES[name]
    from_png, from_svg = both_pictures(tmp_path, palette, 24)
    _graphs, result, _trail = maze_with_every_fill()
    geometry = Geometry(WIDTH, HEIGHT, 24)
    for opening in result.openings:
        x, y = opening.field(WIDTH, HEIGHT)
        along = (0, 1) if opening.side in "WE" else (1, 0)
        next_x, next_y = x + along[0], y + along[1]
        if next_x == WIDTH or next_y == HEIGHT:
            next_x, next_y = x - along[0], y - along[1]
        for picture in (from_svg, from_png):
            assert picture.getpixel(rim_pixel(geometry, x, y, opening.side)) == palette.background
            assert picture.getpixel(rim_pixel(geometry, next_x, next_y, opening.side)) == (
                palette.wall
            )
