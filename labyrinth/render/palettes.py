"""The colours and shapes of a maze picture, shared by the PNG, the SVG, the PDF and the window.

The book's palette is the Java program's look (squares for start and end, each with its
letter); what the Java never drew (cut-off and visited fields, marks too small to see) it adds
in pale fills. The others tell every state apart by shape or pattern as well as by colour, so
nothing depends on hue alone: the start is a disc, the end a square (a ring where a mark is
too small for its letter), excluded fields are hatched, cut-off fields dotted, visited fields
a plain fill, and the solution is a line.
"""

from __future__ import annotations

from dataclasses import dataclass

from labyrinth.render.geometry import FRONTIER_TINT, RED, SHADE, WALK_TINT, WHITE

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
    visited: Colour
    # The hatching of excluded fields and the dots of cut-off ones.
    pattern: Colour
    # The line round a start or end mark, so it stands out from the walls it covers.
    outline: Colour
    # Start a disc, excluded fields hatched (the book: squares, no hatching); cut-off fields
    # are dotted in every palette.
    shapes: bool
    # A watched build (the window only): fields not reached yet, the current field (framed
    # in the wall's colour where the palette codes by shape), the frontier of a growing maze
    # (Prim), a random walk that may still be erased (Wilson). The book's are its window's.
    untouched: Colour = SHADE
    current: Colour = RED
    frontier: Colour = FRONTIER_TINT
    random_walk: Colour = WALK_TINT

    def hex(self, colour: Colour) -> str:
        return "#{:02x}{:02x}{:02x}".format(*colour)


BOOK = Palette(
    "book",
    background=(255, 255, 255),
    wall=(0, 0, 255),
    excluded=(192, 192, 192),
    cut_off=(232, 218, 242),
    start=(0, 255, 0),
    end=(255, 200, 0),
    solution=(255, 0, 0),
    visited=(255, 243, 176),
    pattern=(150, 120, 175),
    outline=(0, 0, 0),
    shapes=False,
)
OKABE_ITO = Palette(
    "okabe-ito",
    background=(255, 255, 255),
    wall=(0, 114, 178),
    excluded=(175, 175, 175),
    cut_off=(242, 220, 232),
    start=(0, 158, 115),
    end=(213, 94, 0),
    solution=(230, 159, 0),
    visited=(205, 233, 250),
    pattern=(60, 60, 60),
    outline=(0, 0, 0),
    shapes=True,
    # grey, so it is never taken for the sky blue of visited fields; vermilion framed;
    # the frontier blue-green and the walk yellow, apart with any colour vision
    untouched=(215, 215, 215),
    current=(213, 94, 0),
    frontier=(175, 222, 240),
    random_walk=(245, 228, 110),
)
HIGH_CONTRAST = Palette(
    "high-contrast",
    background=(255, 255, 255),
    wall=(0, 0, 0),
    excluded=(70, 70, 70),
    cut_off=(255, 228, 110),
    start=(0, 0, 0),
    end=(0, 0, 0),
    solution=(200, 0, 120),
    visited=(175, 228, 255),
    pattern=(0, 0, 0),
    outline=(255, 255, 255),
    shapes=True,
    untouched=(228, 228, 228),
    current=(215, 0, 0),
    frontier=(150, 225, 150),
    random_walk=(255, 160, 205),
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
    visited=(222, 222, 222),
    pattern=(0, 0, 0),
    outline=(255, 255, 255),
    shapes=True,
    untouched=(236, 236, 236),
    current=(60, 60, 60),
    frontier=(200, 200, 200),
    random_walk=(170, 170, 170),
)
PALETTES = {palette.name: palette for palette in (BOOK, OKABE_ITO, HIGH_CONTRAST, PRINT)}
DEFAULT_PALETTE = BOOK.name

Segment = tuple[float, float, float, float]

BLACK: Colour = (0, 0, 0)


def _luminance(colour: Colour) -> float:
    """Relative luminance (WCAG 2): how light a colour looks, 0 black to 1 white."""
    linear = [
        value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
        for value in (channel / 255 for channel in colour)
    ]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def text_colour_on(fill: Colour) -> Colour:
    """Black or white, whichever stands out more from ``fill`` (the WCAG contrast ratio):
    the colour of a mark's letter."""
    light = _luminance(fill)
    return BLACK if (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) else WHITE


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
