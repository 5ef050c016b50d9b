"""A word as a mask, drawn in a small bitmap font kept in the code (no font file needed).

Each glyph is 5 pixels wide (a narrow one, as I, less) and 7 high; umlauts and French
accents add a mark above, with a blank row between (Ç, Œ and Æ are reduced to C, OE and AE).
Lower case is drawn as upper case, ß as the capital ẞ.

A pixel of ink becomes ``scale`` × ``scale`` fields of the maze, so its passages have room;
the blank column between two letters, and the blank row under a mark, stay one field, so
that ``islands join`` can put a door there. Where two pixels touch only at a corner (the
strokes of X, V, N), one field is added to the corner, so a letter is one region, never a
string of pieces.
"""

from __future__ import annotations

from labyrinth.i18n import N_, Message
from labyrinth.masks import INSIDE, OUTSIDE, Mask
from labyrinth.maze_array import MAX_SIZE, MIN_SIZE
from labyrinth.maze_exception import MazeException
from labyrinth.quoting import quoted

# Fields a pixel of ink is wide and high, unless the maze's size says otherwise.
DEFAULT_SCALE = 3
# The longest word drawn.
MAX_LETTERS = 100

_GLYPHS = {
    "A": ".###. #...# #...# ##### #...# #...# #...#",
    "B": "####. #...# #...# ####. #...# #...# ####.",
    "C": ".###. #...# #.... #.... #.... #...# .###.",
    "D": "####. #...# #...# #...# #...# #...# ####.",
    "E": "##### #.... #.... ####. #.... #.... #####",
    "F": "##### #.... #.... ####. #.... #.... #....",
    "G": ".###. #...# #.... #.### #...# #...# .###.",
    "H": "#...# #...# #...# ##### #...# #...# #...#",
    "I": ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
    "J": "..### ...#. ...#. ...#. ...#. #..#. .##..",
    "K": "#...# #..#. #.#.. ##... #.#.. #..#. #...#",
    "L": "#.... #.... #.... #.... #.... #.... #####",
    "M": "#...# ##.## #.#.# #.#.# #...# #...# #...#",
    "N": "#...# #...# ##..# #.#.# #..## #...# #...#",
    "O": ".###. #...# #...# #...# #...# #...# .###.",
    "P": "####. #...# #...# ####. #.... #.... #....",
    "Q": ".###. #...# #...# #...# #.#.# #..#. .##.#",
    "R": "####. #...# #...# ####. #.#.. #..#. #...#",
    "S": ".###. #...# #.... .###. ....# #...# .###.",
    "T": "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
    "U": "#...# #...# #...# #...# #...# #...# .###.",
    "V": "#...# #...# #...# #...# #...# .#.#. ..#..",
    "W": "#...# #...# #...# #.#.# #.#.# #.#.# .#.#.",
    "X": "#...# #...# .#.#. ..#.. .#.#. #...# #...#",
    "Y": "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..",
    "Z": "##### ....# ...#. ..#.. .#... #.... #####",
    "ẞ": ".###. #...# #..#. #.#.. #..#. #...# #.##.",
    "0": ".###. #...# #..## #.#.# ##..# #...# .###.",
    "1": "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.",
    "2": ".###. #...# ....# ...#. ..#.. .#... #####",
    "3": "##### ...#. ..#.. ...#. ....# #...# .###.",
    "4": "...#. ..##. .#.#. #..#. ##### ...#. ...#.",
    "5": "##### #.... ####. ....# ....# #...# .###.",
    "6": "..##. .#... #.... ####. #...# #...# .###.",
    "7": "##### ....# ...#. ..#.. .#... .#... .#...",
    "8": ".###. #...# #...# .###. #...# #...# .###.",
    "9": ".###. #...# #...# .#### ....# ...#. .##..",
    "-": "..... ..... ..... ##### ..... ..... .....",
    " ": "... ... ... ... ... ... ...",
}
# The marks above a letter: two rows.
_ACUTE, _GRAVE = "...#. ..#..", ".#... ..#.."
_CIRCUMFLEX, _DIERESIS = "..#.. .#.#.", "..... .#.#."
_MARKED = {
    "Ä": ("A", _DIERESIS),
    "Ö": ("O", _DIERESIS),
    "Ü": ("U", _DIERESIS),
    "À": ("A", _GRAVE),
    "Â": ("A", _CIRCUMFLEX),
    "É": ("E", _ACUTE),
    "È": ("E", _GRAVE),
    "Ê": ("E", _CIRCUMFLEX),
    "Ë": ("E", _DIERESIS),
    "Î": ("I", _CIRCUMFLEX),
    "Ï": ("I", _DIERESIS),
    "Ô": ("O", _CIRCUMFLEX),
    "Ù": ("U", _GRAVE),
    "Û": ("U", _CIRCUMFLEX),
    "Ÿ": ("Y", _DIERESIS),
}
# Letters drawn as others: the cedilla would hang below the line, the ligatures as two.
_REDUCED = {"Ç": "C", "Œ": "OE", "Æ": "AE"}
LETTERS = "".join(_GLYPHS) + "".join(_MARKED) + "".join(_REDUCED)


def _pixels(glyph: str) -> list[str]:
    return glyph.split()


def word_letters(word: str) -> str:
    """``word`` in the letters the font draws: upper case, ß as ẞ, Ç Œ Æ reduced;
    ValueError in one sentence for a letter it does not have."""
    if not word.strip():
        raise ValueError(Message(N_("The word for the mask is empty: type at least one letter.")))
    if len(word) > MAX_LETTERS:
        raise ValueError(
            Message(
                N_("The word for the mask has {count} letters; at most {limit} fit in a maze."),
                count=len(word),
                limit=MAX_LETTERS,
            )
        )
    letters = "".join(
        _REDUCED.get(letter, letter) for letter in word.strip().replace("ß", "ẞ").upper()
    )
    for letter in letters:
        if letter not in _GLYPHS and letter not in _MARKED:
            raise ValueError(
                Message(
                    N_(
                        "The letter {letter!r} is not in the built-in font: use A to Z, digits, "
                        "spaces, hyphens, Ä Ö Ü ß and French accented letters."
                    ),
                    letter=quoted(letter),
                )
            )
    return letters


def word_bitmap(word: str) -> list[str]:
    """The word's pixels at one field each: rows of ``#`` (ink) and ``.``, a blank column
    between letters, the marks' two rows and a blank row above the letters when a letter has
    a mark."""
    letters = word_letters(word)
    marked = any(letter in _MARKED for letter in letters)
    columns: list[list[str]] = []
    for letter in letters:
        base, mark = _MARKED.get(letter, (letter, None))
        glyph = _pixels(_GLYPHS[base])
        width = len(glyph[0])
        above = _pixels(mark) if mark else ["." * width] * 2
        rows = ([*above, "." * width] if marked else []) + glyph
        if letter != " ":
            rows = _narrowed(rows)
        if columns:
            columns.append(["."] * len(rows))
        columns.append(rows)
    height = len(columns[0])
    return ["".join(part[y] for part in columns) for y in range(height)]


def _narrowed(rows: list[str]) -> list[str]:
    """A glyph without its blank columns left and right (I, 1): one blank column, and so one
    field, between any two letters."""
    inked = [x for x in range(len(rows[0])) if any(row[x] == "#" for row in rows)]
    return [row[inked[0] : inked[-1] + 1] for row in rows]


def word_mask(word: str, width: int | None = None, height: int | None = None) -> Mask:
    """The word as a mask: at DEFAULT_SCALE when no size is given, else at the largest scale
    that fits ``width`` × ``height`` (a missing one follows the word), in the middle.
    ValueError or MazeException in one sentence when it cannot be drawn."""
    bitmap = _trimmed(word_bitmap(word))
    (blank_across, ink_across), (blank_down, ink_down) = _line_counts(bitmap)
    scale = DEFAULT_SCALE
    if width is not None or height is not None:
        scale = min(
            MAX_SIZE if width is None else (width - blank_across) // ink_across,
            MAX_SIZE if height is None else (height - blank_down) // ink_down,
        )
        if scale < 1:
            raise MazeException(
                Message(
                    N_(
                        "The word {word!r} needs at least {across} × {down} fields; the maze "
                        "is smaller."
                    ),
                    word=quoted(word),
                    across=blank_across + ink_across,
                    down=blank_down + ink_down,
                )
            )
    across = max(MIN_SIZE, blank_across + scale * ink_across) if width is None else width
    down = max(MIN_SIZE, blank_down + scale * ink_down) if height is None else height
    if across > MAX_SIZE or down > MAX_SIZE:
        raise MazeException(
            Message(
                N_(
                    "The word {word!r} drawn {scale} fields a pixel is {across} × {down} fields, "
                    "more than a maze's {high}: give a smaller width or height."
                ),
                word=quoted(word),
                scale=scale,
                across=across,
                down=down,
                high=MAX_SIZE,
            )
        )
    return _drawn(bitmap, scale).placed(across, down)


def _trimmed(bitmap: list[str]) -> list[str]:
    """Without blank rows above and below (a word with no mark in its first row)."""
    rows = [row for row in bitmap if "#" in row]
    first, last = bitmap.index(rows[0]), len(bitmap) - bitmap[::-1].index(rows[-1])
    return bitmap[first:last]


def _blank_lines(bitmap: list[str]) -> tuple[list[bool], list[bool]]:
    """Which columns and which rows hold no ink: these stay one field wide."""
    columns = [all(row[x] == "." for row in bitmap) for x in range(len(bitmap[0]))]
    rows = ["#" not in row for row in bitmap]
    return columns, rows


def _line_counts(bitmap: list[str]) -> tuple[tuple[int, int], tuple[int, int]]:
    """``(blank, inked)`` columns, then rows: the word is ``blank + scale × inked`` wide."""
    columns, rows = _blank_lines(bitmap)
    return (sum(columns), len(columns) - sum(columns)), (sum(rows), len(rows) - sum(rows))


def _drawn(bitmap: list[str], scale: int) -> Mask:
    """The bitmap at ``scale`` fields a pixel (blank columns and rows one field), corners
    joined."""
    blank_columns, blank_rows = _blank_lines(bitmap)
    widths = [1 if blank else scale for blank in blank_columns]
    heights = [1 if blank else scale for blank in blank_rows]
    rows = []
    for row, repeat in zip(bitmap, heights, strict=True):
        line = "".join(pixel * width for pixel, width in zip(row, widths, strict=True))
        rows += [line] * repeat
    grid = [bytearray(INSIDE if pixel == "#" else OUTSIDE for pixel in line) for line in rows]
    _join_corners(grid)
    return Mask(len(grid[0]), len(grid), b"".join(grid))


def _join_corners(grid: list[bytearray]) -> None:
    """Where two fields of ink touch only at a corner, ink the field above the lower one."""
    for y in range(len(grid) - 1):
        upper, lower = grid[y], grid[y + 1]
        for x in range(len(upper) - 1):
            falling = upper[x] == lower[x + 1] == INSIDE and upper[x + 1] == lower[x] == OUTSIDE
            rising = upper[x + 1] == lower[x] == INSIDE and upper[x] == lower[x + 1] == OUTSIDE
            if falling:
                upper[x + 1] = INSIDE
            elif rising:
                upper[x] = INSIDE
