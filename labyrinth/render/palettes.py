"""The colours and shapes of a maze picture, shared by the PNG, the SVG and the PDF.

The book's palette is the Java program's look. The others code every state by shape as well
as by colour, so nothing depends on hue alone: the end is a ring around an empty centre,
excluded fields are hatched, cut-off fields carry a cross, and the solution is a line.
"""

from __future__ import annotations

from dataclasses import dataclass

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
    """Colours for each state, and whether states are also told apart by shape."""

    name: str
    background: Colour
    wall: Colour
    excluded: Colour
    cut_off: Colour
    start: Colour
    end: Colour
    solution: Colour
    shapes: bool  # end a ring, excluded hatched, cut-off crossed (the book: plain squares)

    def hex(self, colour: Colour) -> str:
        return "#{:02x}{:02x}{:02x}".format(*colour)


BOOK = Palette(
    "book",
    background=(255, 255, 255),
    wall=(0, 0, 255),
    excluded=(192, 192, 192),
    cut_off=(230, 210, 240),
    start=(0, 255, 0),
    end=(255, 200, 0),
    solution=(255, 0, 0),
    shapes=False,
)
OKABE_ITO = Palette(
    "okabe-ito",
    background=(255, 255, 255),
    wall=(0, 114, 178),
    excluded=(153, 153, 153),
    cut_off=(204, 121, 167),
    start=(0, 158, 115),
    end=(213, 94, 0),
    solution=(230, 159, 0),
    shapes=True,
)
HIGH_CONTRAST = Palette(
    "high-contrast",
    background=(255, 255, 255),
    wall=(0, 0, 0),
    excluded=(96, 96, 96),
    cut_off=(245, 199, 16),
    start=(0, 0, 0),
    end=(0, 0, 0),
    solution=(200, 0, 120),
    shapes=True,
)
PRINT = Palette(
    "print",
    background=(255, 255, 255),
    wall=(0, 0, 0),
    excluded=(255, 255, 255),
    cut_off=(255, 255, 255),
    start=(0, 0, 0),
    end=(0, 0, 0),
    solution=(90, 90, 90),
    shapes=True,
)
PALETTES = {palette.name: palette for palette in (BOOK, OKABE_ITO, HIGH_CONTRAST, PRINT)}
DEFAULT_PALETTE = BOOK.name

Segment = tuple[float, float, float, float]


def hatch(left: float, top: float, right: float, bottom: float, step: float) -> list[Segment]:
    """Diagonal lines ('/') every ``step`` units across a box, clipped to it."""
    segments = []
    total = left + top + step / 2
    while total < right + bottom:
        x1, x2 = max(left, total - bottom), min(right, total - top)
        if x1 < x2:
            segments.append((x1, total - x1, x2, total - x2))
        total += step
    return segments


def cross(left: float, top: float, right: float, bottom: float) -> list[Segment]:
    """The two diagonals of a box: the mark of a cut-off field."""
    return [(left, top, right, bottom), (left, bottom, right, top)]
