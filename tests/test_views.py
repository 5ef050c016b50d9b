"""The views of a maze in its pictures: the book's blocks, a (2W + 1) × (2H + 1) grid of squares
read back from the PNG square by square and compared with the walls asked through the book's
MazeField methods; the SVG (rendered by rsvg-convert) and the PDF (by pdftoppm) showing the
same; the junctions view's fills counted by colour against the fields' open sides, its pips
and its legend's numbers; and ``--view`` on the command line."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from conftest import skip_or_fail
from helpers import E, N, S, W, border_bits, built_maze, positions, wall_bits
from hypothesis import given, settings
from hypothesis import strategies as st
from pdf_reading import find_grid, rendered, wall_ink
from PIL import Image, ImageChops, ImageDraw, ImageFont

from labyrinth import MazeGraphs, i18n
from labyrinth.analysis import distances
from labyrinth.cli import run
from labyrinth.render import png
from labyrinth.render.geometry import INK_TEXT, Geometry
from labyrinth.render.legend import picture_legend
from labyrinth.render.palettes import BOOK, OKABE_ITO, PALETTES, PRINT
from labyrinth.render.png import render, save_png
from labyrinth.render.scene import Trail
from labyrinth.render.svg import save_svg, svg_text
from labyrinth.saving import save_picture

SVG = "{http://www.w3.org/2000/svg}"
NEEDS_RSVG = pytest.mark.skipif(
    shutil.which("rsvg-convert") is None, reason="rsvg-convert (librsvg2-bin) is not installed"
)
NEEDS_POPPLER = pytest.mark.skipif(
    shutil.which("pdftoppm") is None, reason="poppler-utils (pdftoppm) is not installed"
)


def expected_blocks(maze: MazeGraphs) -> dict[tuple[int, int], bool]:
    """Which squares of the (2W + 1) × (2H + 1) grid are filled: every corner, a wall where
    a field on either side has it, an excluded field (four borders)."""
    array = maze.maze_array
    width, height = array.width, array.height
    walls = {pos: wall_bits(array.fields[pos[0]][pos[1]]) for pos in positions(array)}
    borders = {pos: border_bits(array.fields[pos[0]][pos[1]]) for pos in positions(array)}

    def filled(column: int, row: int) -> bool:
        x, y = column // 2, row // 2
        if column % 2 == 0 and row % 2 == 0:
            return True
        if column % 2 and row % 2:
            return borders[x, y] == N | E | S | W
        if column % 2:  # between (x, y - 1) and (x, y)
            return (y < height and bool(walls[x, y] & N)) or (y > 0 and bool(walls[x, y - 1] & S))
        return (x < width and bool(walls[x, y] & W)) or (x > 0 and bool(walls[x - 1, y] & E))

    return {(c, r): filled(c, r) for r in range(2 * height + 1) for c in range(2 * width + 1)}


def marked(maze: MazeGraphs, geometry: Geometry) -> list[tuple[int, int, int, int]]:
    """The start and end marks' boxes (they cover their squares, and small ones more)."""
    return [geometry.mark_box(*maze.result.start), geometry.mark_box(*maze.result.end)]


def meets(box, other) -> bool:
    return not (box[2] < other[0] or other[2] < box[0] or box[3] < other[1] or other[3] < box[1])


def square_box(geometry: Geometry, column: int, row: int) -> tuple[int, int, int, int]:
    side, margin = geometry.line, geometry.margin
    left, top = margin + column * side, margin + row * side
    return left, top, left + side - 1, top + side - 1


@settings(max_examples=25, deadline=None)
@given(
    width=st.integers(2, 12),
    height=st.integers(2, 10),
    seed=st.integers(0, 10_000),
    field_size=st.sampled_from([2, 3, 6, 13, 24]),
    loops=st.sampled_from([0, 30]),
    blocks=st.sampled_from([0, 200]),
    excluded=st.lists(st.tuples(st.integers(0, 11), st.integers(0, 9)), max_size=3),
)
def test_the_blocks_picture_is_the_walls_on_the_grid_square_by_square(
    width, height, seed, field_size, loops, blocks, excluded, tmp_path_factory
):
    excluded = [(x, y) for x, y in excluded if x < width and y < height]
    if len(set(excluded)) == width * height:
        return
    maze = built_maze(
        width, height, seed=seed, excluded=excluded, loop_percent=loops, block_permille=blocks
    )
    path = tmp_path_factory.mktemp("blocks") / "maze.png"
    save_png(maze.maze_array, maze.result.marks, path, field_size, view="blocks")
    with Image.open(path) as image:
        picture = image.convert("RGB")
    geometry = Geometry(width, height, field_size, view="blocks")
    side = field_size // 2
    assert picture.size == (30 + (2 * width + 1) * side, 30 + (2 * height + 1) * side)
    marks = marked(maze, geometry)
    for (column, row), filled in expected_blocks(maze).items():
        box = square_box(geometry, column, row)
        if any(meets(box, mark) for mark in marks):
            continue
        colours = {
            colour for _n, colour in picture.crop((*box[:2], box[2] + 1, box[3] + 1)).getcolors()
        }
        assert (colours == {BOOK.wall}) if filled else (BOOK.wall not in colours), (column, row)
    for x in range(picture.width):  # the margin above, where no mark reaches over it
        for y in range(15):
            if not any(meets((x, y, x, y), mark) for mark in marks):
                assert picture.getpixel((x, y)) == BOOK.background


def test_cut_off_regions_fill_their_squares_and_the_passages_between_them():
    maze = built_maze(20, 15, seed=3, block_permille=300)
    cut_off = {(index % 20, index // 20) for index in maze.result.cut_off_indices}
    assert len(cut_off) > 20
    geometry = Geometry(20, 15, 24, view="blocks")
    picture = render(maze.maze_array, maze.result.marks, 24, view="blocks").convert("RGB")
    marks = marked(maze, geometry)
    for (column, row), filled in expected_blocks(maze).items():
        box = square_box(geometry, column, row)
        if filled or any(meets(box, mark) for mark in marks):
            continue
        x, y = column // 2, row // 2
        if column % 2 and row % 2:
            sides = {(x, y)}
        elif column % 2:
            sides = {(x, y - 1), (x, y)}
        else:
            sides = {(x - 1, y), (x, y)}
        colour = picture.getpixel(box[:2])  # a square's corner pixel: its fill, never a dot
        assert colour == (BOOK.cut_off if sides <= cut_off else BOOK.background), (column, row)


@pytest.mark.parametrize("near", [5, 30])
def test_a_solvers_visited_fields_fill_the_passages_between_two_of_them_only(near, tmp_path):
    maze = built_maze(16, 12, seed=11, loop_percent=30)
    array = maze.maze_array
    distance = distances(array, 6 * 16 + 8)  # round the middle: borders on every side
    visited = [index for index, steps in enumerate(distance) if 0 <= steps <= near]
    trail = Trail(visited=visited)
    seen = {(index % 16, index // 16) for index in visited}
    geometry = Geometry(16, 12, 24, view="blocks")
    picture = render(array, maze.result.marks, 24, view="blocks", trail=trail).convert("RGB")
    save_svg(array, maze.result.marks, tmp_path / "v.svg", 24, trail=trail, view="blocks")
    drawn = None
    if shutil.which("rsvg-convert"):
        subprocess.run(["rsvg-convert", tmp_path / "v.svg", "-o", tmp_path / "v.png"], check=True)
        with Image.open(tmp_path / "v.png") as image:
            drawn = image.convert("RGB")
    marks = marked(maze, geometry)
    for (column, row), filled in expected_blocks(maze).items():
        box = square_box(geometry, column, row)
        if filled or any(meets(box, mark) for mark in marks):
            continue
        x, y = column // 2, row // 2
        sides = (
            {(x, y)} if column % 2 and row % 2 else {(x - 1 + column % 2, y - column % 2), (x, y)}
        )
        expected = BOOK.visited if sides <= seen else BOOK.background
        assert picture.getpixel(box[:2]) == expected, (column, row)
        assert drawn is None or drawn.getpixel(box[:2]) == expected, (column, row)


def test_entrance_and_exit_open_the_rim_squares():
    maze = built_maze(9, 7, seed=2, ends="border", entrance="W:0", exit="E:6")
    geometry = Geometry(9, 7, 24, view="blocks")
    picture = render(maze.maze_array, maze.result.marks, 24, view="blocks").convert("RGB")
    for column, row in ((0, 1), (18, 13)):
        box = square_box(geometry, column, row)
        assert picture.getpixel((box[0] + 1, box[1] + 1)) == BOOK.background
    assert picture.getpixel(square_box(geometry, 0, 3)[:2]) == BOOK.wall


def test_an_odd_field_size_gives_squares_of_half_the_size_below():
    assert Geometry(5, 5, 25, view="blocks").field_size == 24
    assert Geometry(5, 5, 3, view="blocks").line == 1
    assert Geometry(5, 5, 25).field_size == 25


def svg_rendered(tmp_path, maze, view, palette, name="m"):
    svg, png = tmp_path / f"{name}.svg", tmp_path / f"{name}.png"
    save_svg(maze.maze_array, maze.result.marks, svg, palette=palette, view=view)
    subprocess.run(["rsvg-convert", svg, "-o", png], check=True)
    with Image.open(png) as image:
        return image.convert("RGB")


@NEEDS_RSVG
@pytest.mark.parametrize("view", ["blocks", "junctions"])
@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_the_svg_rendered_is_the_png_but_for_letters_and_hatching(view, palette, tmp_path):
    maze = built_maze(13, 9, seed=6, excluded=[(4, 4)], loop_percent=20, block_permille=100)
    drawn = svg_rendered(tmp_path, maze, view, PALETTES[palette])
    picture = render(maze.maze_array, maze.result.marks, view=view, palette=PALETTES[palette])
    assert drawn.size == picture.size
    geometry = Geometry(13, 9, view=view)
    width, height = geometry.image_size
    difference = ImageChops.difference(drawn, picture.convert("RGB")).crop((0, 0, width, height))
    skipped = [*marked(maze, geometry), geometry.interior(4, 4)]  # letters; hatching
    for box in skipped:
        difference.paste((0, 0, 0), (box[0] - 1, box[1] - 1, box[2] + 2, box[3] + 2))
    assert difference.getbbox() is None


@NEEDS_POPPLER
def test_the_blocks_worksheet_shows_the_same_squares(tmp_path):
    maze = built_maze(14, 10, seed=8, excluded=[(6, 5)])
    path = save_picture(maze, tmp_path / "blocks.pdf", view="blocks")
    page = rendered(path, tmp_path)[0]
    box = wall_ink(page).getbbox()
    assert box is not None
    left, top, right, bottom = box
    columns, rows = 29, 21
    across, down = (right - left) / columns, (bottom - top) / rows
    assert abs(across - down) < 0.5  # squares
    ink = wall_ink(page)
    for (column, row), filled in expected_blocks(maze).items():
        x, y = left + (column + 0.5) * across, top + (row + 0.5) * down
        middle = ink.crop((round(x - 1), round(y - 1), round(x + 2), round(y + 2)))
        assert (middle.getextrema() == (255, 255)) == filled, (column, row)


def ways_of(maze: MazeGraphs) -> dict[tuple[int, int], int | None]:
    """Each field's open sides, asked through the MazeField methods (None: excluded)."""
    array = maze.maze_array
    return {
        pos: None
        if border_bits(array.fields[pos[0]][pos[1]]) == N | E | S | W
        else 4 - bin(wall_bits(array.fields[pos[0]][pos[1]])).count("1")
        for pos in positions(array)
    }


def test_the_junctions_view_colours_every_field_by_its_open_sides():
    maze = built_maze(
        24, 18, seed=4, excluded=[(3, 3), (10, 7)], loop_percent=25, block_permille=80
    )
    picture = render(maze.maze_array, maze.result.marks, view="junctions").convert("RGB")
    geometry = Geometry(24, 18)
    ways = ways_of(maze)
    assert {kind for kind in ways.values()} == {None, 0, 1, 2, 3, 4}  # every kind is here
    for (x, y), kind in ways.items():
        left, top, right, bottom = geometry.interior(x, y)
        colour = picture.getpixel((left, top))  # a corner, beside a mark and its pips
        assert colour == (BOOK.excluded if kind is None else BOOK.ways[kind]), (x, y, kind)


def test_counting_the_coloured_fields_gives_the_counts_of_open_sides():
    maze = built_maze(
        30, 20, seed=12, excluded=[(7, 7), (8, 7)], loop_percent=30, block_permille=60
    )
    picture = render(maze.maze_array, maze.result.marks, view="junctions", ends=False)
    picture = picture.convert("RGB")
    geometry = Geometry(30, 20)
    by_colour: dict[tuple[int, int, int], int] = {}
    for x, y in positions(maze.maze_array):
        colour = picture.getpixel(geometry.interior(x, y)[:2])
        by_colour[colour] = by_colour.get(colour, 0) + 1
    ways = list(ways_of(maze).values())
    expected = {BOOK.ways[k]: ways.count(k) for k in range(5) if ways.count(k)}
    assert by_colour == {**expected, BOOK.excluded: 2}
    legend = ET.fromstring(svg_text(maze.maze_array, maze.result.marks, view="junctions"))
    (group,) = [g for g in legend.iter(SVG + "g") if g.get("class") == "legend"]
    numbers = [int(re.search(r"\d+$", text.text).group()) for text in group.iter(SVG + "text")]
    assert numbers == [ways.count(k) for k in range(5)]


DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


@pytest.mark.parametrize(("language", "word"), [("de", "Gänge"), ("fr", "Emmurées")])
def test_the_legend_writes_the_languages_letters_in_a_real_font(language, word):
    """ä and é as letters, not Pillow's boxes: the legend's text is, pixel for pixel, its
    words drawn in DejaVu Sans (fonts-dejavu-core), the font the SVG names first."""
    if not DEJAVU.exists():
        skip_or_fail("DejaVu Sans is missing (apt-get install fonts-dejavu-core)")
    i18n.set_language(language)
    maze = built_maze(8, 6, seed=1)
    picture = render(maze.maze_array, maze.result.marks, 24, view="junctions")
    legend = picture_legend(maze.maze_array, Geometry(8, 6, 24, view="junctions"))
    assert any(entry.text.startswith(word) for entry in legend.entries)
    expected = Image.new("1", picture.size)
    draw = ImageDraw.Draw(expected)
    draw.fontmode = "1"  # the palette picture's text has no smoothing
    font = ImageFont.truetype(str(DEJAVU), round(legend.font_size))
    for entry in legend.entries:
        draw.text((entry.text_x, entry.baseline), entry.text, fill=1, font=font, anchor="ls")
    inks = Image.frombytes("L", picture.size, picture.tobytes())  # the palette's indices
    text = inks.point(lambda ink: 255 * (ink == INK_TEXT)).convert("1")
    assert text.getbbox() is not None
    assert ImageChops.logical_xor(text, expected).getbbox() is None


def test_without_a_real_font_the_legend_is_still_drawn(monkeypatch):
    monkeypatch.setattr(png, "TEXT_FONTS", ("no-such-font.ttf",))
    monkeypatch.setattr(png, "text_font", cache(png.text_font.__wrapped__))
    maze = built_maze(8, 6, seed=1)
    picture = render(maze.maze_array, maze.result.marks, 24, view="junctions")
    inks = Image.frombytes("L", picture.size, picture.tobytes())
    assert inks.point(lambda ink: 255 * (ink == INK_TEXT)).getbbox() is not None


def blobs(picture: Image.Image, box, colour) -> int:
    """Separate patches of ``colour`` inside ``box`` (inclusive), four-connected."""
    x0, y0, x1, y1 = box
    inked = {
        (x, y)
        for x in range(x0, x1 + 1)
        for y in range(y0, y1 + 1)
        if picture.getpixel((x, y)) == colour
    }
    count = 0
    while inked:
        count += 1
        todo = [inked.pop()]
        while todo:
            x, y = todo.pop()
            for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if near in inked:
                    inked.remove(near)
                    todo.append(near)
    return count


@pytest.mark.parametrize("palette", [PRINT, OKABE_ITO])
def test_palettes_of_shapes_add_a_pip_a_way_out_none_on_corridors(palette):
    maze = built_maze(16, 12, seed=5, loop_percent=40, block_permille=50)
    picture = render(maze.maze_array, None, view="junctions", palette=palette).convert("RGB")
    geometry = Geometry(16, 12)
    for (x, y), ways in ways_of(maze).items():
        left, top, right, bottom = geometry.interior(x, y)
        pips = blobs(picture, (left + 1, top + 1, right - 1, bottom - 1), palette.wall)
        assert pips == (0 if ways == 2 else ways), (x, y, ways)
    book = render(maze.maze_array, None, view="junctions").convert("RGB")
    assert all(
        blobs(book, geometry.interior(x, y), BOOK.wall) == 0 for x, y in positions(maze.maze_array)
    )


@NEEDS_POPPLER
def test_the_junctions_worksheet_fills_the_fields_alike(tmp_path):
    maze = built_maze(12, 9, seed=9, loop_percent=30)
    path = save_picture(maze, tmp_path / "junctions.pdf", view="junctions")
    page = rendered(path, tmp_path)[0]
    grid = find_grid(page)
    assert (grid.columns, grid.rows) == (12, 9)
    start, end = maze.result.start, maze.result.end
    for (x, y), ways in ways_of(maze).items():
        if (x, y) in (start, end):
            continue
        px = round(grid.xs[x] + 0.25 * grid.pitch)
        py = round(grid.ys[y] + 0.25 * grid.pitch)
        colour = page.getpixel((px, py))
        assert max(abs(a - b) for a, b in zip(colour, BOOK.ways[ways], strict=True)) < 8, (x, y)
    words = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    counts = [list(ways_of(maze).values()).count(k) for k in range(5)]
    assert f"Dead ends: {counts[1]}" in words and f"Crossroads: {counts[4]}" in words


def test_the_command_line_saves_each_view(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    base = ["--no-display", "--seed", "7", "--width", "10", "--height", "8"]
    for view in ("walls", "blocks", "junctions"):
        assert run([*base, "--view", view, "--save", f"{view}.png"]) == 0
    maze = built_maze(10, 8, seed=7)
    for view in ("walls", "blocks", "junctions"):
        with Image.open(tmp_path / f"{view}.png") as image:
            saved = image.convert("RGB")
        expected = render(maze.maze_array, maze.result.marks, view=view).convert("RGB")
        assert ImageChops.difference(saved, expected).getbbox() is None, view
    assert run([*base, "--view", "blocks", "--save", "b.svg"]) == 0
    assert 'class="walls" fill=' in (tmp_path / "b.svg").read_text()
    assert run([*base, "--view", "bricks"]) == 2
    assert "invalid choice: 'bricks'" in capsys.readouterr().err
