"""SVG export: well-formed XML whose merged wall lines are exactly the model's walls and the
PNG's wall pixels, also when rendered by a real SVG renderer (rsvg-convert)."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from labyrinth import MazeGraphs
from labyrinth.analysis import distances, shortest_path
from labyrinth.render.geometry import BLUE, Geometry
from labyrinth.render.palettes import PALETTES, PRINT
from labyrinth.render.png import render
from labyrinth.render.svg import save_svg, svg_text
from tests.helpers import built_maze

SVG = "{http://www.w3.org/2000/svg}"


def path_of(root: ET.Element, name: str) -> str:
    (element,) = [e for e in root.iter(SVG + "path") if e.get("class") == name]
    return element.get("d")


def pixels_of_lines(d: str) -> set[tuple[int, int]]:
    """The pixels a path of 1-unit lines through pixel centres (M x y H x | V y) covers."""
    covered = set()
    for x, y, kind, to in re.findall(r"M([\d.]+) ([\d.]+)([HV])([\d.]+)", d):
        x, y, to = int(float(x)), int(float(y)), int(float(to))
        if kind == "H":
            covered.update((px, y) for px in range(x, to + 1))
        else:
            covered.update((x, py) for py in range(y, to + 1))
    return covered


def model_wall_pixels(maze: MazeGraphs, geometry: Geometry) -> set[tuple[int, int]]:
    """Every wall of every field, one by one, as the geometry places it."""
    array, covered = maze.maze_array, set()
    for index, walls in enumerate(array.walls):
        for x0, y0, x1, y1 in geometry.wall_lines(index % array.width, index // array.width, walls):
            covered.update((x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1))
    if geometry.compact:  # the closing east and south rim, and the last post
        width, height, size, margin = (
            array.width,
            array.height,
            geometry.field_size,
            geometry.margin,
        )
        right, bottom = margin + width * size, margin + height * size
        for y in range(height):
            covered.add((right, margin + y * size))
            if array.walls[y * width + width - 1] & 2:
                covered.update((right, margin + y * size + k) for k in range(1, size))
        for x in range(width):
            covered.add((margin + x * size, bottom))
            if array.walls[(height - 1) * width + x] & 4:
                covered.update((margin + x * size + k, bottom) for k in range(1, size))
        covered.add((right, bottom))
    return covered


@settings(max_examples=25, deadline=None)
@given(
    width=st.integers(2, 14),
    height=st.integers(2, 14),
    seed=st.integers(0, 10_000),
    field_size=st.sampled_from([2, 3, 5, 24]),
    loops=st.sampled_from([0, 30]),
)
def test_wall_lines_are_exactly_the_models_walls(width, height, seed, field_size, loops):
    maze = built_maze(width, height, seed=seed, loop_percent=loops)
    root = ET.fromstring(svg_text(maze.maze_array, maze.result.marks, field_size))
    assert root.tag == SVG + "svg"
    assert root.get("shape-rendering") == "crispEdges"
    drawn = pixels_of_lines(path_of(root, "walls"))
    assert drawn == model_wall_pixels(maze, Geometry(width, height, field_size))


def test_few_elements_walls_are_merged_into_runs():
    maze = built_maze(40, 30, seed=5)
    d = path_of(ET.fromstring(svg_text(maze.maze_array, maze.result.marks)), "walls")
    runs = d.count("M")
    walls = sum(bin(w).count("1") for w in maze.maze_array.walls)
    assert runs < walls * 0.7, (runs, walls)
    assert len(list(ET.fromstring(svg_text(maze.maze_array, maze.result.marks)).iter())) < 12


def test_the_walls_are_the_pngs_wall_pixels():
    maze = built_maze(15, 11, seed=9, excluded=[(4, 4), (5, 4)])
    picture = render(maze.maze_array, maze.result.marks).convert("RGB")
    pixels = picture.load()
    blue = {
        (x, y) for y in range(picture.height) for x in range(picture.width) if pixels[x, y] == BLUE
    }
    assert (
        pixels_of_lines(
            path_of(ET.fromstring(svg_text(maze.maze_array, maze.result.marks)), "walls")
        )
        == blue
    )


@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_rendered_by_rsvg_it_matches_the_png(palette, tmp_path):
    if shutil.which("rsvg-convert") is None:
        pytest.skip("rsvg-convert (librsvg2-bin) is not installed")
    maze = built_maze(14, 10, seed=4, excluded=[(3, 3)])
    save_svg(maze.maze_array, maze.result.marks, tmp_path / "m.svg", palette=PALETTES[palette])
    subprocess.run(["rsvg-convert", tmp_path / "m.svg", "-o", tmp_path / "m.png"], check=True)
    with Image.open(tmp_path / "m.png") as image:
        drawn = image.convert("RGB")
    picture = render(maze.maze_array, maze.result.marks, palette=PALETTES[palette]).convert("RGB")
    assert drawn.size == picture.size
    wall = PALETTES[palette].wall
    geometry = Geometry(14, 10)
    for index, walls in enumerate(maze.maze_array.walls):
        x, y = index % 14, index // 14
        left, top, right, bottom = geometry.field_box(x, y)
        middle_x, middle_y = (left + right) // 2, (top + bottom) // 2
        for bit, pixel in ((1, (middle_x, top)), (2, (right, middle_y)), (4, (middle_x, bottom))):
            assert (drawn.getpixel(pixel) == wall) == bool(walls & bit), (x, y, bit)
            assert drawn.getpixel(pixel) == picture.getpixel(pixel), (x, y, bit)


def test_the_solution_is_a_shortest_way_and_is_drawn(tmp_path):
    maze = built_maze(20, 15, seed=3, loop_percent=20)
    array = maze.maze_array
    start, end = maze.start_field.index, maze.end_field.index
    path = shortest_path(array, start, end)
    assert path[0] == start and path[-1] == end
    assert len(path) - 1 == distances(array, start)[end]
    for here, there in zip(path, path[1:], strict=False):
        assert there in distances_one_step(array, here)
    root = ET.fromstring(svg_text(maze.maze_array, maze.result.marks, solution=True, palette=PRINT))
    assert path_of(root, "solution").startswith("M")
    assert "solution" not in svg_text(maze.maze_array, maze.result.marks)


def distances_one_step(array, field):
    distance = distances(array, field)
    return {index for index, steps in enumerate(distance) if steps == 1}


def test_a_field_walled_in_has_no_path():
    maze = built_maze(6, 4, seed=2, excluded=[(3, 3), (4, 2), (5, 2)])
    cut_off = maze.result.cut_off_indices[0]
    assert shortest_path(maze.maze_array, maze.start_field.index, cut_off) == []
