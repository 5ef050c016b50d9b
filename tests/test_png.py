"""The PNG picture: the book's look, pixel for pixel, in both wall styles, written atomically."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageChops

from labyrinth import MazeGraphs
from labyrinth.files import SaveError
from labyrinth.render.geometry import (
    BLUE,
    GREEN,
    LIGHT_GREY,
    MAX_PIXELS,
    ORANGE,
    WHITE,
    Geometry,
    largest_field_size,
)
from labyrinth.render.palettes import PALETTES
from labyrinth.render.png import (
    FAST_ZLIB_PIXELS,
    FieldPainter,
    PictureTooLarge,
    field_states,
    fills,
    render,
)
from labyrinth.render.scene import openings_of
from tests.helpers import built_maze

DATA = Path(__file__).parent / "data" / "java"
# The Java draws into a window-sized image with 31 pixels left free for the title bar.
JAVA_BANNER = 31


def test_same_picture_as_the_java_program():
    reference = json.loads((DATA / "w8_h6_s3_ex2-2.json").read_text())
    maze = built_maze(8, 6, seed=3, excluded=reference["excluded"], rng="java")
    java = Image.open(DATA / "Maze_8x6_s3_ex2-2.png").convert("RGB")
    java = java.crop((0, JAVA_BANNER, java.width, java.height))
    ours = render(maze.maze_array, maze.result.marks, letters=False).convert("RGB")
    assert ours.size == java.size
    assert ImageChops.difference(ours, java).getbbox() is None


def test_the_default_picture_is_the_javas_with_a_letter_on_each_mark():
    reference = json.loads((DATA / "w8_h6_s3_ex2-2.json").read_text())
    maze = built_maze(8, 6, seed=3, excluded=reference["excluded"], rng="java")
    java = Image.open(DATA / "Maze_8x6_s3_ex2-2.png").convert("RGB")
    java = java.crop((0, JAVA_BANNER, java.width, java.height))
    ours = render(maze.maze_array, maze.result.marks).convert("RGB")
    geometry = Geometry(8, 6)
    for field, colour in ((maze.result.start, GREEN), (maze.result.end, ORANGE)):
        x0, y0, x1, y1 = geometry.mark_box(*field)
        box = (x0, y0, x1 + 1, y1 + 1)
        inks = {ink for _count, ink in ours.crop(box).getcolors()}
        assert inks == {colour, (0, 0, 0)}  # the Java's square, a black letter on it
        ours.paste(java.crop(box), box)
    assert ImageChops.difference(ours, java).getbbox() is None  # and nothing else changed


@pytest.mark.parametrize("field_size", [4, 7, 24, 31])
def test_book_style_walls_marks_and_grey_fields(field_size):
    maze = built_maze(9, 7, seed=11, excluded=[(4, 3)])
    # The marks of small fields reach over the walls: the walls are checked without them.
    image = render(maze.maze_array, maze.result.marks, field_size, ends=False).convert("RGB")
    geometry = Geometry(9, 7, field_size)
    assert image.size == geometry.image_size
    walls = maze.maze_array.walls
    for y in range(7):
        for x in range(9):
            left, top = geometry.field_origin(x, y)
            middle = field_size // 2
            w = walls[y * 9 + x]
            # Each wall is a blue line on the field's own edge, an opening is white there.
            assert image.getpixel((left + middle, top)) == (BLUE if w & 1 else WHITE)
            assert image.getpixel((left + field_size - 1, top + middle)) == (
                BLUE if w & 2 else WHITE
            )
            assert image.getpixel((left + middle, top + field_size - 1)) == (
                BLUE if w & 4 else WHITE
            )
            assert image.getpixel((left, top + middle)) == (BLUE if w & 8 else WHITE)
    grey_left, grey_top, grey_right, grey_bottom = geometry.interior(4, 3)
    assert image.getpixel((grey_left, grey_top)) == LIGHT_GREY
    assert image.getpixel((grey_right, grey_bottom)) == LIGHT_GREY
    assert image.getpixel((0, 0)) == WHITE  # the margin
    image = render(maze.maze_array, maze.result.marks, field_size).convert("RGB")
    start, end = maze.result.start, maze.result.end
    # Inside the outline a grown mark has (small fields), the book's colours.
    inset = 1 if geometry.mark_box(*start) != geometry.mark(*start) else 0
    x0, y0, x1, y1 = geometry.mark_box(*start)
    assert image.getpixel((x0 + inset, y0 + inset)) == GREEN
    x0, y0, x1, y1 = geometry.mark_box(*end)
    assert image.getpixel((x1 - inset, y1 - inset)) == ORANGE


@pytest.mark.parametrize("field_size", [2, 3])
def test_compact_style_shares_one_line_between_fields(field_size):
    maze = built_maze(10, 8, seed=5, excluded=[(3, 3)])
    image = render(maze.maze_array, maze.result.marks, field_size, ends=False).convert("RGB")
    geometry = Geometry(10, 8, field_size)
    assert geometry.compact
    assert image.size == (30 + 10 * field_size + 1, 30 + 8 * field_size + 1)
    walls = maze.maze_array.walls
    for y in range(8):
        for x in range(10):
            left, top = geometry.field_origin(x, y)
            w = walls[y * 10 + x]
            assert image.getpixel((left, top)) == BLUE  # the post in every corner
            assert image.getpixel((left + 1, top)) == (BLUE if w & 1 else WHITE)
            assert image.getpixel((left, top + 1)) == (BLUE if w & 8 else WHITE)
            # the line shared with the east neighbour is that field's west line
            assert image.getpixel((left + field_size, top + 1)) == (BLUE if w & 2 else WHITE)
            assert image.getpixel((left + 1, top + field_size)) == (BLUE if w & 4 else WHITE)
    assert image.getpixel(geometry.interior(3, 3)[:2]) == LIGHT_GREY
    image = render(maze.maze_array, maze.result.marks, field_size).convert("RGB")
    x0, y0, _x1, _y1 = geometry.mark_box(*maze.result.start)
    assert image.getpixel((x0 + 1, y0 + 1)) == GREEN
    x0, y0, _x1, _y1 = geometry.mark_box(*maze.result.end)
    assert image.getpixel((x0 + 1, y0 + 1)) == ORANGE


def test_saved_file_is_the_rendered_picture(tmp_path):
    maze = built_maze(12, 9)
    path = maze.save_png(tmp_path / "maze.png", 10)
    assert path == tmp_path / "maze.png"
    saved = Image.open(path)
    assert saved.format == "PNG"
    assert (
        ImageChops.difference(
            saved.convert("RGB"), render(maze.maze_array, maze.result.marks, 10).convert("RGB")
        ).getbbox()
        is None
    )
    assert [p.name for p in tmp_path.iterdir()] == ["maze.png"]  # no temporary file left


def test_save_true_writes_the_java_file_name(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    maze = MazeGraphs(5, 4, display=False, save=True, seed=2)
    maze.build_maze()
    assert (tmp_path / "Maze_5x4.png").is_file()
    out = capsys.readouterr().out
    assert "Save Maze_5x4.png" in out


def test_failed_save_keeps_the_old_file(tmp_path):
    target = tmp_path / "maze.png"
    target.write_bytes(b"old picture")
    maze = built_maze(6, 5)

    def broken_write(stream):
        stream.write(b"half a pic")
        raise OSError(28, "No space left on device")

    from labyrinth.files import write_atomically

    with pytest.raises(SaveError, match="disk is full"):
        write_atomically(target, broken_write)
    assert target.read_bytes() == b"old picture"
    assert [p.name for p in tmp_path.iterdir()] == ["maze.png"]
    maze.save_png(target)
    assert Image.open(target).format == "PNG"


def test_unwritable_places_give_one_sentence(tmp_path):
    maze = built_maze(4, 4)
    a_file = tmp_path / "notes.txt"
    a_file.write_text("x")
    with pytest.raises(SaveError) as missing:
        maze.save_png(tmp_path / "missing" / "maze.png")
    assert str(missing.value) == (
        f"Cannot save {tmp_path / 'missing' / 'maze.png'}: "
        f"the folder {tmp_path / 'missing'} does not exist."
    )
    with pytest.raises(SaveError, match="is a file, not a folder"):
        maze.save_png(a_file / "maze.png")
    with pytest.raises(SaveError, match="folder of that name is in the way"):
        maze.save_png(tmp_path)


def test_big_mazes_shrink_their_fields_and_refuse_huge_pictures():
    assert largest_field_size(32, 24) == 24
    size = largest_field_size(2000, 2000)
    picture_width, picture_height = Geometry(2000, 2000, size).image_size
    assert picture_width * picture_height <= MAX_PIXELS
    assert Geometry(2000, 2000, size + 1).image_size[0] ** 2 > MAX_PIXELS
    maze = built_maze(300, 300)
    with pytest.raises(PictureTooLarge, match="use a field size of 29 or less"):
        render(maze.maze_array, maze.result.marks, 96)


def test_a_2000_by_2000_maze_saves_at_2_pixels(tmp_path):
    maze = built_maze(2000, 2000, seed=9)
    path = maze.save_png(tmp_path / "big.png", 2)
    with Image.open(path) as image:
        assert image.size == (4031, 4031)
        left, top, _right, _bottom = Geometry(2000, 2000, 2).mark_box(*maze.result.start)
        assert image.convert("RGB").getpixel((left + 1, top + 1)) == GREEN  # inside its outline


def test_replacing_keeps_the_files_permissions_and_follows_a_link(tmp_path):
    maze = built_maze(5, 4)
    target = tmp_path / "maze.png"
    target.write_bytes(b"old")
    target.chmod(0o640)
    maze.save_png(target)
    assert target.stat().st_mode & 0o777 == 0o640
    real = tmp_path / "pictures" / "real.png"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "link.png"
    link.symlink_to(real)
    maze.save_png(link)
    assert link.is_symlink()
    assert Image.open(real).format == "PNG"


def test_an_interrupted_save_leaves_no_half_file(tmp_path):
    from labyrinth.files import write_atomically

    def interrupted(stream):
        stream.write(b"half")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_atomically(tmp_path / "m.png", interrupted)
    assert list(tmp_path.iterdir()) == []


def zlib_level_class(path):
    """FLEVEL of the first IDAT's zlib header: 1 for levels 2 to 5, 2 for level 6."""
    data = path.read_bytes()
    start = data.index(b"IDAT") + 4
    return data[start + 1] >> 6


def test_large_pictures_take_the_faster_zlib_level(tmp_path):
    """From FAST_ZLIB_PIXELS on level 4 (half the time, the manual), below it Pillow's 6."""
    maze = built_maze(500, 500)
    assert Geometry(500, 500, 8).image_size == (4030, 4030)  # 16.2 megapixels
    assert 4030 * 4030 >= FAST_ZLIB_PIXELS > 4030 * 4030 * 0.9
    large = maze.save_png(tmp_path / "large.png", 8)
    small = maze.save_png(tmp_path / "small.png", 7)
    assert zlib_level_class(large) == 1
    assert zlib_level_class(small) == 2
    with Image.open(large) as first, Image.open(small) as second:
        assert first.size == (4030, 4030) and second.size == (3530, 3530)


@settings(max_examples=60, deadline=None)
@given(
    field_size=st.sampled_from([2, 3, 4, 6, 24, 96]),
    palette=st.sampled_from(sorted(PALETTES)),
    shaded=st.booleans(),
    corners=st.tuples(*[st.floats(0, 1)] * 4),
)
def test_any_part_of_the_picture_is_painted_as_the_whole_picture_shows_it(
    field_size, palette, shaded, corners
):
    """What the window's tiles show: a part of the picture, margins and closing lines too."""
    maze = MazeGraphs(11, 7, display=False, seed=4, ends="border", block_permille=80)
    maze.exclude_maze_field(2, 2)
    maze.build_maze()
    marks = maze.result.marks
    assert marks.openings and marks.cut_off  # rim openings and dotted fields in the picture
    geometry = Geometry(11, 7, field_size)
    whole = render(
        maze.maze_array,
        marks,
        field_size,
        shade_untouched=shaded,
        palette=PALETTES[palette],
        ends=False,
    )
    width, height = geometry.image_size
    x0, x1 = sorted(round(corner * (width - 1)) for corner in corners[:2])
    y0, y1 = sorted(round(corner * (height - 1)) for corner in corners[2:])
    region = (x0, y0, x1 + 1, y1 + 1)
    part = FieldPainter(geometry, fills(PALETTES[palette])).paint(
        maze.maze_array,
        field_states(maze.maze_array, marks.cut_off),
        region,
        shade_untouched=shaded,
        palette=PALETTES[palette],
        openings=openings_of(marks, geometry),
    )
    assert part.tobytes() == whole.crop(region).tobytes()
    assert part.getpalette() == whole.getpalette()
