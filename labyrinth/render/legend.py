"""The legend of a picture in the junctions view: for each number of ways out a swatch, drawn as
such a field is (its walls open on as many sides, its fill and pips), and how many fields of
the maze have it.

The entries are laid out here once, in the units of the picture (the PNG's and the SVG's
pixels, the PDF's points), flowing into as many columns as its width allows; each picture
draws them its own way. A column leaves room for its text in any sans-serif font (an SVG
viewer's own, the PNG's Aileron, the PDF's Helvetica): a character is reckoned at most
EM_PER_CHARACTER of the font size wide.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from labyrinth.i18n import N_, _
from labyrinth.render.geometry import IS_WAYS, Box, Geometry
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W

if TYPE_CHECKING:
    from labyrinth.maze_array import MazeArray

# The sentence of each number of ways out, 0 to 4.
WAYS_TEXTS = (
    N_("Walled in: {n}"),
    N_("Dead ends: {n}"),
    N_("Corridors: {n}"),
    N_("Junctions: {n}"),
    N_("Crossroads: {n}"),
)
# A swatch's walls for each number of ways out: a dead end open to the south, a straight
# corridor, a junction closed to the north.
WAYS_WALLS = (ALL_SIDES, BIT_N | BIT_E | BIT_W, BIT_N | BIT_S, BIT_N, 0)
# The widest a character of a sans-serif font is reckoned, in font sizes (most are narrower).
EM_PER_CHARACTER = 0.62
# The swatch of a picture's legend, in picture pixels; its text is four fifths as high.
SWATCH = 18


def ways_counts(walls: bytes | bytearray, closed: bytes | bytearray) -> list[int]:
    """How many fields of the maze have 0 to 4 ways out (excluded fields, walled in by their
    borders, not counted)."""
    counts = [walls.translate(table).count(1) for table in IS_WAYS]
    counts[0] -= closed.count(1)
    return counts


@dataclass(frozen=True)
class Entry:
    """One entry: its swatch (a box of the picture), the swatch field's walls and number of
    ways out, and the text that starts at ``text_x`` on the baseline ``baseline``."""

    swatch: Box
    walls: int
    ways: int
    text: str
    text_x: float
    baseline: float


@dataclass(frozen=True)
class PictureLegend:
    """The entries below a picture, from ``top`` down ``height`` units (its space below
    included); the text is ``font_size`` units high."""

    entries: Sequence[Entry]
    top: float
    height: float
    font_size: float


def lay_out(
    counts: Sequence[int],
    left: float,
    top: float,
    width: float,
    swatch: int = SWATCH,
    below: float = 0,
) -> PictureLegend:
    """The entries of ``counts`` in rows from ``left``, ``top``, in columns of one width as
    many as fit ``width`` (one at least), the text four fifths of the ``swatch`` high;
    ``below`` is the space left under the last row."""
    texts = [_(text).format(n=count) for text, count in zip(WAYS_TEXTS, counts, strict=True)]
    gap = swatch / 2
    longest = max(len(text) for text in texts)
    column = swatch + gap + longest * EM_PER_CHARACTER * 0.8 * swatch + 2 * gap
    columns = max(1, int((width + 2 * gap) // column))
    pitch = swatch + gap
    entries = []
    for ways, text in enumerate(texts):
        row, place = divmod(ways, columns)
        x, y = left + place * column, top + row * pitch
        entries.append(
            Entry(
                (round(x), round(y), round(x) + swatch - 1, round(y) + swatch - 1),
                WAYS_WALLS[ways],
                ways,
                text,
                x + swatch + gap,
                y + 0.8 * swatch,
            )
        )
    rows = -(-len(texts) // columns)
    return PictureLegend(entries, top, rows * pitch - gap + below, 0.8 * swatch)


def picture_legend(maze: MazeArray, geometry: Geometry) -> PictureLegend:
    """The legend of ``maze`` pictured on ``geometry`` (its margin round it), below it."""
    margin = geometry.margin
    width, height = geometry.image_size
    counts = ways_counts(maze.walls, maze.closed_fields_mask())
    return lay_out(counts, margin, height - margin + SWATCH, width - 2 * margin, below=margin)
