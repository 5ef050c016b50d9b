"""Masks: a maze shaped by a .mask text file, a PNG picture or a word in the built-in letters;
their readers' one-sentence refusals; a mask kept in the save file and in a .mask file."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest
from helpers import built_maze
from PIL import Image, ImageDraw

from labyrinth import MazeGraphs
from labyrinth.build import islands_ahead
from labyrinth.cli import run
from labyrinth.formats import MazeFileError, export_maze, load_maze
from labyrinth.islands import find_regions
from labyrinth.masks import Mask, load_mask
from labyrinth.masks.font import LETTERS, word_bitmap, word_mask
from labyrinth.masks.picture import MAX_PIXELS, THRESHOLD
from labyrinth.masks.text_file import mask_text, read_mask, read_mask_data, write_mask
from labyrinth.maze_exception import MazeException
from labyrinth.render.geometry import Geometry
from labyrinth.render.palettes import BOOK
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W

HEART = Path(__file__).parent.parent / "examples" / "heart.mask"
SMALL = "..##..\n.####.\n######\n.####.\n..##..\n"


def built(mask: Mask, **options) -> MazeGraphs:
    """The maze inside ``mask``, built."""
    return built_maze(mask.width, mask.height, excluded=mask.outside_fields(), **options)


# -- .mask text files --------------------------------------------------------------------------


def test_a_text_masks_outside_fields_are_exactly_the_mazes_excluded_fields(tmp_path, capsys):
    path = tmp_path / "small.mask"
    path.write_text(SMALL)
    outside = {
        (x, y) for y, row in enumerate(SMALL.split()) for x, char in enumerate(row) if char == "."
    }
    mask = read_mask(path)
    assert (mask.width, mask.height) == (6, 5) and set(mask.outside_fields()) == outside
    maze = built(mask, seed=3, islands="join")
    assert set(maze.maze_array.masked_fields()) == outside
    # the command line: the maze takes the mask's size, and its excluded fields are the mask's
    saved = tmp_path / "small.labyrinth"
    assert run(["--no-display", "--mask", str(path), "--seed", "3", "--export", str(saved)]) == 0
    assert "Maze is built" in capsys.readouterr().out
    again = load_maze(saved)
    assert (again.maze_array.width, again.maze_array.height) == (6, 5)
    assert set(again.maze_array.excluded_fields()) == outside


def test_the_heart_example_is_one_region_and_builds_one_maze():
    mask = read_mask(HEART)
    maze = built(mask, seed=1)
    assert find_regions(maze.maze_array).count == 1
    assert maze.result.cut_off_count == 0 and maze.result.length > 0


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "m.mask is empty: it holds no mask."),
        (
            "##\n#x\n",
            "Line 2, column 2: expected # (a field of the maze) or . (outside), found 'x'.",
        ),
        ("###\n##\n###\n", "Line 2: the row has 2 fields, but the first row has 3: every row"),
        ("###\n\n###\n", "Line 2: the row has 0 fields, but the first row has 3"),
        ("#\n#\n", "The mask is 1 × 2 fields: a maze needs at least 2 × 2."),
        ("...\n...\n", "The mask leaves no field for the maze: it needs at least one dark field."),
        ("##\t\n##\n", "Line 1, column 3: expected # (a field of the maze) or . (outside), found"),
        ("#é\n##\n", "Line 1, column 2: the byte 0xC3 is not plain ASCII text"),
    ],
)
def test_a_bad_text_mask_is_one_sentence_naming_its_place(text, message):
    with pytest.raises(MazeFileError) as caught:
        read_mask_data(text.encode(), Path("m.mask"))
    assert str(caught.value).startswith(message), str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_text_mask_too_wide_or_too_high_is_refused_before_it_is_kept():
    with pytest.raises(MazeFileError, match="Line 1, column 4097: a row of a mask has at most"):
        read_mask_data(b"#" * 5000 + b"\n", Path("m.mask"))
    with pytest.raises(MazeFileError, match="Line 4097: a mask has at most 4096 rows."):
        read_mask_data(b"##\n" * 5000, Path("m.mask"))


def test_a_mask_file_names_itself_in_its_sentence(tmp_path):
    path = tmp_path / "bad.mask"
    path.write_text("#x\n##\n")
    with pytest.raises(MazeFileError) as caught:
        read_mask(path)
    assert str(caught.value).startswith(f"{path}: Line 1, column 2: expected #")


def test_a_mask_is_written_and_read_back_and_scaled_to_a_size(tmp_path):
    mask = read_mask_data(SMALL.encode(), Path("m.mask"))
    assert mask_text(mask).decode() == SMALL
    path = write_mask(mask, tmp_path / "again.mask")
    assert read_mask(path) == mask
    bigger = load_mask(path, 12, 10)  # each field two by two
    assert list(bigger.rows())[::2] == ["".join(c * 2 for c in row) for row in SMALL.split()]
    assert load_mask(path, 12, None).height == 10  # the other side in proportion


# -- PNG pictures ------------------------------------------------------------------------------


def heart_picture(size: tuple[int, int], scale: float) -> Image.Image:
    """A dark heart on white, drawn at ``scale`` of a 40 × 30 design, with transparent
    corners (light: outside)."""
    image = Image.new("RGBA", size, (255, 255, 255, 255))
    draw = ImageDraw.Draw(image)
    s = scale
    draw.ellipse((4 * s, 2 * s, 21 * s, 17 * s), fill=(20, 20, 20, 255))
    draw.ellipse((19 * s, 2 * s, 36 * s, 17 * s), fill=(20, 20, 20, 255))
    draw.polygon([(5 * s, 13 * s), (35 * s, 13 * s), (20 * s, 28 * s)], fill=(20, 20, 20, 255))
    draw.rectangle((0, 0, 3 * s, 3 * s), fill=(0, 0, 0, 0))  # transparent: light
    return image


def test_a_png_mask_scaled_to_40_by_30_keeps_its_shape(tmp_path):
    path = tmp_path / "heart.png"
    heart_picture((400, 300), 10).save(path)
    mask = load_mask(path, 40, 30)
    assert (mask.width, mask.height) == (40, 30)
    # the same heart drawn at 40 × 30 fields: they differ only on its edge
    small = heart_picture((40, 30), 1).convert("L").point(lambda v: int(v >= THRESHOLD))
    drawn = small.tobytes()
    differ = sum(a != b for a, b in zip(mask.outside, drawn, strict=True))
    inside = drawn.count(0)
    assert inside > 400 and differ < inside // 10
    # exactly the thresholded picture, shrunk by the average of the pixels each field covers
    with Image.open(path) as picture:
        grey = Image.alpha_composite(
            Image.new("RGBA", picture.size, "white"), picture.convert("RGBA")
        ).convert("L")
    expected = grey.resize((40, 30), Image.Resampling.BOX).point(lambda v: int(v >= THRESHOLD))
    assert mask.outside == expected.tobytes()
    maze = built(mask, seed=2, islands="join")
    assert set(maze.maze_array.masked_fields()) == set(mask.outside_fields())


def test_a_png_mask_takes_the_pictures_size_or_its_proportions(tmp_path):
    path = tmp_path / "heart.png"
    heart_picture((60, 45), 1.5).save(path)
    assert (load_mask(path).width, load_mask(path).height) == (60, 45)  # a field a pixel
    heart_picture((80, 60), 2).save(path)
    assert (load_mask(path).width, load_mask(path).height) == (64, 48)  # 64 on the longer side
    long = tmp_path / "long.png"
    Image.new("L", (5000, 3), 0).save(long)
    assert (load_mask(long).width, load_mask(long).height) == (64, 2)  # never under 2
    assert (load_mask(path, 40).width, load_mask(path, 40).height) == (40, 30)
    assert (load_mask(path, None, 15).width, load_mask(path, None, 15).height) == (20, 15)


def two_blobs_picture(path: Path) -> Mask:
    """Two dark blobs with seven fields of white between them, as a 40 × 36 mask."""
    image = Image.new("L", (400, 360), 255)
    draw = ImageDraw.Draw(image)
    draw.ellipse((20, 60, 180, 300), fill=0)
    draw.ellipse((220, 60, 380, 300), fill=0)
    image.save(path)
    return load_mask(path, 40)


def test_a_picture_of_two_blobs_far_apart_joined_is_one_maze(tmp_path):
    """A bridge joins them, every field is reached."""
    mask = two_blobs_picture(tmp_path / "blobs.png")
    before = MazeGraphs(40, 36, display=False, excluded=tuple(mask.outside_fields()))
    before.set_borders()
    assert find_regions(before.maze_array).count == 2
    maze = built(mask, seed=1, islands="join")
    assert find_regions(maze.maze_array).count == 1
    assert maze.result.cut_off_count == 0 and maze.result.loops == 0


def test_a_picture_of_two_blobs_separate_is_a_perfect_maze_in_each(tmp_path):
    mask = two_blobs_picture(tmp_path / "blobs.png")
    maze = built(mask, seed=1, islands="separate")
    array = maze.maze_array
    regions = find_regions(array)
    assert regions.count == 2 and maze.result.cut_off_count == 0
    # a perfect maze in each: every field reached from its region's first, one passage fewer
    # than fields (the open walls counted on the east and south sides of each field)
    for region in range(2):
        fields = [i for i in range(40 * 36) if regions.region_of(i) == region]
        reached = {regions.firsts[region]}
        todo = [regions.firsts[region]]
        opened = 0
        while todo:
            field = todo.pop()
            for side, step in ((BIT_N, -40), (BIT_E, 1), (BIT_S, 40), (BIT_W, -1)):
                if not array.walls[field] & side and field + step not in reached:
                    reached.add(field + step)
                    todo.append(field + step)
        for field in fields:
            opened += (not array.walls[field] & BIT_E) + (not array.walls[field] & BIT_S)
        assert reached == set(fields) and opened == len(fields) - 1


def test_transparent_parts_of_a_picture_are_outside(tmp_path):
    path = tmp_path / "glass.png"
    image = Image.new("RGBA", (4, 2), (0, 0, 0, 255))
    image.putpixel((0, 0), (0, 0, 0, 0))  # black, but transparent
    image.save(path)
    assert load_mask(path).outside == bytes([1, 0, 0, 0, 0, 0, 0, 0])


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (
            lambda path: Image.new("1", (5000, 4000), 1).save(path),
            f"has more than {MAX_PIXELS} pixels: make it smaller for a mask.",
        ),
        (
            lambda path: path.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 40),
            "it is not a PNG that can be read",
        ),
        (
            lambda path: Image.new("L", (3, 3), 255).save(path),
            "The mask leaves no field for the maze",
        ),
    ],
)
def test_a_picture_that_cannot_be_a_mask_is_one_sentence(tmp_path, make, message):
    path = tmp_path / "p.png"
    make(path)
    with pytest.raises((MazeFileError, MazeException)) as caught:
        load_mask(path)
    text = getattr(caught.value, "problem", str(caught.value))
    assert message in text and "\n" not in text


def test_a_truncated_png_is_one_sentence(tmp_path):
    path = tmp_path / "cut.png"
    heart_picture((80, 60), 2).save(path)
    path.write_bytes(path.read_bytes()[:200])
    with pytest.raises(MazeFileError, match="it is not a PNG that can be read"):
        load_mask(path)


# -- words -----------------------------------------------------------------------------------


def test_every_letter_of_the_font_is_drawn_and_plain_letters_are_one_region_each():
    for letter in LETTERS:
        if letter != " ":
            assert "#" in "".join(word_bitmap(letter)), letter
    word = "LABYRINTH0123456789"
    mask = word_mask(word)
    grid = MazeGraphs(mask.width, mask.height, display=False, excluded=tuple(mask.outside_fields()))
    grid.set_borders()
    assert find_regions(grid.maze_array).count == len(word)


def test_a_word_joined_by_doors_is_one_perfect_maze():
    mask = word_mask("LABYRINTH")
    maze = built(mask, seed=6, islands="join")
    assert len(list(maze.maze_array.door_fields())) == 8
    assert find_regions(maze.maze_array).count == 1
    assert maze.result.cut_off_count == 0 and maze.result.loops == 0


def test_umlauts_and_accents_are_drawn_with_their_marks():
    assert word_bitmap("Ä")[:3] == [".....", ".#.#.", "....."]
    assert word_bitmap("é")[:3] == ["...#.", "..#..", "....."]
    assert word_bitmap("ß") == word_bitmap("ẞ")
    assert word_bitmap("Ç") == word_bitmap("C") and word_bitmap("Œ") == word_bitmap("OE")


def test_a_word_fits_the_size_asked_for():
    mask = word_mask("7B", 40, 30)
    assert (mask.width, mask.height) == (40, 30)
    rows = list(mask.rows())
    assert rows[0] == "." * 40 and "#" in "".join(rows)  # in the middle, outside around


@pytest.mark.parametrize(
    ("word", "size", "message"),
    [
        ("", (None, None), "The word for the mask is empty: type at least one letter."),
        ("A%", (None, None), "The letter '%' is not in the built-in font"),
        ("LABYRINTH", (20, 5), "The word 'LABYRINTH' needs at least 51 × 7 fields"),
        ("A" * 101, (None, None), "The word for the mask has 101 letters; at most 100 fit"),
    ],
)
def test_a_word_that_cannot_be_drawn_is_one_sentence(word, size, message):
    with pytest.raises((ValueError, MazeException)) as caught:
        word_mask(word, *size)
    assert str(getattr(caught.value, "problem", caught.value)).startswith(message)


# -- kept in files -------------------------------------------------------------------------


def test_a_masked_maze_with_doors_keeps_its_mask_in_the_save_file(tmp_path):
    mask = word_mask("HI")
    maze = built(mask, seed=11, islands="join")
    doors = list(maze.maze_array.door_fields())
    assert doors
    path = export_maze(maze, tmp_path / "hi.labyrinth")
    text = path.read_text()
    assert text.startswith("format: labyrinth 2\n") and "islands: join\n" in text
    again = load_maze(path)
    assert again.recipe is not None and again.warning is None  # its recipe builds its walls
    assert Mask.of_maze(again.maze_array) == mask
    assert list(again.maze_array.door_fields()) == doors
    assert bytes(again.maze_array.walls) == bytes(maze.maze_array.walls)


def test_a_maze_without_islands_or_doors_is_still_written_as_format_1(tmp_path):
    maze = built(word_mask("HI"), seed=11)
    assert (
        export_maze(maze, tmp_path / "hi.labyrinth").read_text().startswith("format: labyrinth 1\n")
    )


# -- the command line ----------------------------------------------------------------------


def test_the_command_line_says_the_islands_before_it_builds(tmp_path, capsys):
    two = tmp_path / "two.mask"
    two.write_text("##.##\n##.##\n")
    assert run(["--no-display", "--mask", str(two), "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (
        "The mask leaves 2 separate regions: the book's walk fills only the first, the others "
        "stay cut off. Use --islands separate to give each region a maze of its own, or "
        "--islands join to join them with doors."
    )
    assert run(["--no-display", "--mask", str(two), "--seed", "3", "--islands", "join"]) == 0
    out = capsys.readouterr()
    assert out.out.splitlines()[0] == (
        "The mask leaves 2 separate regions: 1 door joins them into one maze."
    )
    assert "cannot be reached" not in out.err


@pytest.mark.parametrize("word", ["7B", "LAB", "KLASSE 7B", "Ä-i"])
def test_a_words_letters_are_one_maze_without_islands_given(word, tmp_path, capsys):
    """--mask-text 7B built only the 7 and cut off the B's 184 fields: now the letters are
    joined, as --islands join does, and the build reaches every letter."""
    target = tmp_path / "word.labyrinth"
    assert run(["--no-display", "--mask-text", word, "--seed", "3", "--export", str(target)]) == 0
    out, err = capsys.readouterr()
    assert "into one maze." in out.splitlines()[0] and "cannot be reached" not in err
    maze = load_maze(target)
    assert find_regions(maze.maze_array).count == 1
    assert maze.result.cut_off_count == 0
    assert run(["--no-display", "--mask-text", word, "--islands", "separate"]) == 0
    assert "each becomes its own maze" in capsys.readouterr().out


def test_the_command_line_saves_the_mask_of_a_maze(tmp_path, capsys):
    target = tmp_path / "class.mask"
    assert (
        run(["--no-display", "--mask-text", "5b", "--islands", "join", "--save-mask", str(target)])
        == 0
    )
    assert f"Saved {target}." in capsys.readouterr().out
    assert read_mask(target) == word_mask("5b")


def test_the_command_line_says_how_many_fields_the_blocks_cut_off(tmp_path, capsys):
    picture = tmp_path / "m.png"
    arguments = ["--no-display", "--width", "20", "--height", "15", "--seed", "2"]
    assert run([*arguments, "--blocks", "30", "--save", str(picture)]) == 0
    out = capsys.readouterr().out
    counted = int(out.split("The blocks cut off ")[1].split()[0])
    assert counted > 0 and "--blocks-mode whole keeps every field reachable." in out
    # the fields drawn cut off in the picture, as the user sees them
    geometry = Geometry(20, 15)
    with Image.open(picture) as image:
        pixels = image.convert("RGB")
        seen = sum(
            BOOK.cut_off in {pixels.getpixel((left + 2, top + 2)), pixels.getpixel((right, bottom))}
            for x in range(20)
            for y in range(15)
            for left, top, right, bottom in [geometry.interior(x, y)]
        )
    assert seen == counted
    assert run([*arguments, "--blocks", "30", "--blocks-mode", "whole"]) == 0
    captured = capsys.readouterr()
    assert "The blocks cut off" not in captured.out and "cannot be reached" not in captured.err
    assert re.search(r"\n\d+ walls left standing, and no field cut off\.\n", captured.out)
    assert "Not a perfect maze" not in captured.out


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--mask", "x.png", "--mask-text", "A"], "--mask and --mask-text both shape the maze"),
        (["--blocks-mode", "whole"], "--blocks-mode says what the blocks do, so it goes only"),
        (["--islands", "bridge"], "argument --islands: invalid choice: 'bridge'"),
        (["--mask-text", "A%"], "The letter '%' is not in the built-in font"),
        (["--mask-text", "LABYRINTH", "--width", "20"], "The word 'LABYRINTH' needs at least"),
        (["--mask", ""], "the name is empty: name a PNG or .mask file to read."),
    ],
)
def test_a_mask_mistake_on_the_command_line_is_one_sentence(arguments, message, capsys):
    assert run(["--no-display", *arguments]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_an_unreadable_mask_file_is_one_sentence_and_exit_code_1(tmp_path, capsys):
    path = tmp_path / "bad.mask"
    path.write_text("#x\n")
    assert run(["--no-display", "--mask", str(path)]) == 1
    err = capsys.readouterr().err
    assert "Line 1, column 2: expected #" in err and err.count("\n") == 1


def test_the_sentence_before_the_build_agrees_with_the_build():
    mask = word_mask("ÄB")
    grid = MazeGraphs(
        mask.width,
        mask.height,
        display=False,
        seed=5,
        islands="join",
        excluded=tuple(mask.outside_fields()),
    )
    ahead = islands_ahead(grid.maze_array, grid.options)
    assert ahead.count == 4  # A, its two dots, B
    with contextlib.redirect_stdout(io.StringIO()):
        grid.build_maze()
    assert ahead.joining is not None
    assert list(grid.maze_array.door_fields()) == ahead.joining.doors


def test_a_mask_file_that_is_not_there_is_named_once(tmp_path):
    """Its sentence named it twice: "gone.txt: Cannot open gone.txt: there is no such file."."""
    with pytest.raises(MazeFileError) as caught:
        read_mask(tmp_path / "gone.txt")
    assert str(caught.value).count("gone.txt") == 1, str(caught.value)
