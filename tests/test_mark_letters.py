"""Start and end told apart without colour: in a greyscale picture of every palette, in the
PNG, the SVG, the PDF and the window, by a letter in the picture's language on each mark, and
by shape alone (a disc and a ring) where a printed letter would be too small to read."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from pdf_reading import DPI as PDF_DPI
from pdf_reading import page_words, rendered
from PIL import Image, ImageChops
from test_window import grab_picture, make_app, shown_built

from labyrinth import MazeGraphs
from labyrinth.i18n import set_language
from labyrinth.render.geometry import BOOK_FIELD_SIZE, GREEN, ORANGE, Geometry
from labyrinth.render.page_layout import placement
from labyrinth.render.palettes import BOOK, PALETTES, text_colour_on
from labyrinth.render.png import render
from labyrinth.render.print_options import PrintOptions
from labyrinth.render.scene import mark_shape
from labyrinth.render.svg import save_svg
from labyrinth.render.worksheet import least_mark
from labyrinth.saving import save_worksheet
from tests.helpers import built_maze

Box = tuple[int, int, int, int]
# Field sizes: the book's 24, large, the smallest whose mark is half a field (box 10), and
# fields whose mark is grown to 10 pixels over the walls (book style, and the compact one).
FIELD_SIZES = (24, 40, 20, 16, 3)


# Greys this far apart are told apart on paper and screen; the book's green and orange
# squares are 44 apart (150 and 194), as alike as the issue found them.
DISTINCT = 64


def apart(one: Image.Image, box: Box, other: Image.Image, other_box: Box) -> int:
    """How many pixels of two equal boxes of greyscale pictures are DISTINCT greys."""
    return sum(
        abs(a - b) >= DISTINCT
        for a, b in zip(one.crop(box).tobytes(), other.crop(other_box).tobytes(), strict=True)
    )


def ends_apart(grey: Image.Image, start: Box, end: Box) -> int:
    return apart(grey, start, grey, end)


# Two letters in the same box (S and D, G and Z ...) differ in at least this many pixels.
LETTERS_APART = 8


def meaningful(box: Box) -> int:
    """The least difference that tells two marks apart: a twentieth of a box, 8 pixels or
    more (a letter covers about a quarter of its mark)."""
    return max(8, (box[2] - box[0]) * (box[3] - box[1]) // 20)


def png_box(geometry: Geometry, field: tuple[int, int]) -> Box:
    """A mark's box as Pillow crops it."""
    x0, y0, x1, y1 = geometry.mark_box(*field)
    return x0, y0, x1 + 1, y1 + 1


def boxes(maze: MazeGraphs, field_size: int) -> tuple[Box, Box]:
    geometry = Geometry(maze.maze_array.width, maze.maze_array.height, field_size)
    return png_box(geometry, maze.result.start), png_box(geometry, maze.result.end)


def test_the_javas_plain_squares_are_alike_in_greyscale():
    """What the issue measured, and what the measure must catch: two plain squares."""
    maze = built_maze(8, 6, seed=3)
    grey = render(maze.maze_array, maze.result.marks, letters=False).convert("L")
    start, end = boxes(maze, BOOK_FIELD_SIZE)
    assert ends_apart(grey, start, end) == 0


@pytest.mark.parametrize("field_size", FIELD_SIZES)
@pytest.mark.parametrize("name", sorted(PALETTES))
def test_png_start_and_end_differ_in_greyscale(name, field_size):
    maze = built_maze(8, 6, seed=3)
    picture = render(maze.maze_array, maze.result.marks, field_size, palette=PALETTES[name])
    start, end = boxes(maze, field_size)
    assert ends_apart(picture.convert("L"), start, end) >= meaningful(start)


def in_language(language: str, draw):
    set_language(language)
    try:
        return draw()
    finally:
        set_language("en")


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_png_letters_are_the_pictures_language(name):
    maze = built_maze(8, 6, seed=3)
    start, end = boxes(maze, BOOK_FIELD_SIZE)

    def grey(language):
        return in_language(
            language,
            lambda: render(maze.maze_array, maze.result.marks, palette=PALETTES[name]).convert("L"),
        )

    english, german, french = grey("en"), grey("de"), grey("fr")
    for box in (start, end):  # S and D, G and Z, Z and A
        assert apart(german, box, french, box) >= LETTERS_APART
    assert apart(english, start, german, start) == 0  # S in both
    assert apart(english, end, german, end) >= LETTERS_APART  # G and Z


def test_the_command_lines_picture_has_the_letters_of_its_language(tmp_path, monkeypatch):
    """German by --lang, French by the system's language."""
    from labyrinth.cli import run

    monkeypatch.setenv("LANGUAGE", "fr")
    greys = {}
    for language, choice in (("de", ["--lang", "de"]), ("fr", [])):
        path = tmp_path / f"{language}.png"
        command = ["--no-display", *choice, "--seed", "3", "--width", "8", "--height", "6"]
        assert run([*command, "--save", str(path)]) == 0
        with Image.open(path) as picture:
            greys[language] = picture.convert("L")
    start, end = boxes(built_maze(8, 6, seed=3), BOOK_FIELD_SIZE)  # the same maze
    for box in (start, end):  # S and D, Z and A
        assert apart(greys["de"], box, greys["fr"], box) >= LETTERS_APART


def test_a_letter_stands_out_from_its_mark_in_every_palette():
    """Black or white, whichever contrasts more: at least WCAG's 4.5 : 1 for text."""

    def luminance(colour):
        linear = [
            c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
            for c in (v / 255 for v in colour)
        ]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    for palette in PALETTES.values():
        for colour in (palette.start, palette.end):
            light, dark = sorted((luminance(colour), luminance(text_colour_on(colour))))
            assert (dark + 0.05) / (light + 0.05) >= 4.5, (palette.name, colour)


def test_too_small_to_read_the_marks_are_a_disc_and_a_ring_in_every_palette():
    geometry = Geometry(8, 6)
    for palette in PALETTES.values():
        start = mark_shape(geometry, (0, 0), palette, "start", scale=0.3)
        end = mark_shape(geometry, (1, 0), palette, "end", scale=0.3)
        assert (start.shape, start.letter, end.shape, end.letter) == ("disc", "", "ring", "")
    plain = mark_shape(geometry, (0, 0), BOOK, "start", letters=False)
    assert (plain.shape, plain.letter, plain.outline) == ("square", "", None)  # the Java's


# -- SVG, rendered by librsvg -------------------------------------------------------------------


@pytest.mark.skipif(shutil.which("rsvg-convert") is None, reason="librsvg2-bin is not installed")
@pytest.mark.parametrize("name", sorted(PALETTES))
def test_svg_start_and_end_differ_in_greyscale_in_the_pictures_language(name, tmp_path):
    maze = built_maze(8, 6, seed=3)
    start, end = boxes(maze, BOOK_FIELD_SIZE)

    def grey(language):
        svg, png = tmp_path / f"{language}.svg", tmp_path / f"{language}.png"
        in_language(
            language,
            lambda: save_svg(maze.maze_array, maze.result.marks, svg, palette=PALETTES[name]),
        )
        subprocess.run(["rsvg-convert", svg, "-o", png], check=True)
        with Image.open(png) as picture:
            return picture.convert("L")

    german, french = grey("de"), grey("fr")
    assert ends_apart(german, start, end) >= meaningful(start)
    assert ends_apart(french, start, end) >= meaningful(start)
    for box in (start, end):
        assert apart(german, box, french, box) >= LETTERS_APART


# -- PDF worksheets, rendered by poppler in grey ------------------------------------------------

DPI = 200


def pdf_boxes(maze: MazeGraphs, options: PrintOptions) -> tuple[Box, Box]:
    """The marks' boxes on the first page at DPI, where the worksheet places the maze."""
    geometry = Geometry(maze.maze_array.width, maze.maze_array.height, BOOK_FIELD_SIZE)
    left, top, scale = placement(geometry, options.slots(options.per_page)[0])
    per_point, page_height = DPI / 72, options.page_size[1]

    def box(field):
        x0, y0, x1, _y1 = geometry.mark_box(*field, least_mark(geometry, scale))
        left_px = round((left + (x0 - geometry.margin) * scale) * per_point)
        top_px = round((page_height - top + (y0 - geometry.margin) * scale) * per_point)
        side = round((x1 + 1 - x0) * scale * per_point)
        return left_px, top_px, left_px + side, top_px + side

    return box(maze.result.start), box(maze.result.end)


def grey_page(sheet) -> Image.Image:
    stem = sheet.with_suffix("")
    subprocess.run(
        ["pdftoppm", "-gray", "-png", "-r", str(DPI), "-f", "1", "-l", "1", sheet, stem],
        check=True,
    )
    (page,) = sheet.parent.glob(f"{stem.name}*.png")
    with Image.open(page) as picture:
        return picture.convert("L")


needs_poppler = pytest.mark.skipif(
    shutil.which("pdftoppm") is None, reason="poppler-utils is not installed"
)


@needs_poppler
@pytest.mark.parametrize("name", sorted(PALETTES))
def test_pdf_start_and_end_differ_in_greyscale_in_the_pictures_language(name, tmp_path):
    maze = built_maze(10, 8, seed=5)
    options = PrintOptions(palette=name)
    start, end = pdf_boxes(maze, options)

    def grey(language):
        sheet = tmp_path / f"{language}.pdf"
        in_language(language, lambda: save_worksheet(maze, sheet, options))
        return grey_page(sheet)

    german, french = grey("de"), grey("fr")
    assert ends_apart(german, start, end) >= meaningful(start)
    for box in (start, end):
        assert apart(german, box, french, box) >= LETTERS_APART


@needs_poppler
@pytest.mark.parametrize(("width", "height"), [(32, 24), (34, 26)])  # the book's; the largest
def test_four_mazes_a_page_keep_their_letters_on_marks_as_wide_as_their_fields(
    width, height, tmp_path
):
    """Four a page, half a field was a mark of 1.4 mm and too small for a letter; the largest
    maze that fits four a page has the smallest fields printed, 2.5 mm."""
    maze = built_maze(width, height, seed=5)
    sheet = tmp_path / "four.pdf"
    save_worksheet(maze, sheet, PrintOptions(per_page=4, count=1))
    words = page_words(sheet, 1).split()
    assert "S" in words and "G" in words
    (page,) = rendered(sheet, tmp_path)
    for colour in (GREEN, ORANGE):  # the book's start and end
        left, _top, right, _bottom = solid(page, colour).getbbox()
        assert (right - left) / PDF_DPI * 25.4 >= 1.5  # mm, inside its outline (it was 1.3)


def solid(page: Image.Image, colour: tuple[int, int, int]) -> Image.Image:
    """A 0/255 image: 255 where ``page`` has exactly ``colour``."""
    difference = ImageChops.difference(page, Image.new("RGB", page.size, colour)).convert("L")
    return difference.point(lambda value: 255 if value == 0 else 0)


# -- the window under Xvfb ----------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_the_window_shows_start_and_end_apart_in_greyscale_and_in_its_language(tk_root, name):
    app = make_app(tk_root, width=12, height=9, seed=1)
    app.appearance.set_palette(name)
    shown_built(app)
    geometry, result = app.view.geometry, app.graphs.result
    start, end = png_box(geometry, result.start), png_box(geometry, result.end)
    try:
        english = grab_picture(app).convert("L")
        app.appearance.set_language("fr")
        french = grab_picture(app).convert("L")
    finally:
        app.appearance.set_language("en")
    assert ends_apart(english, start, end) >= meaningful(start)
    assert ends_apart(french, start, end) >= meaningful(start)
    for box in (start, end):  # S and D, G and A
        assert apart(english, box, french, box) >= LETTERS_APART
