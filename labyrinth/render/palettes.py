"""The colours and shapes of a maze picture, shared by the PNG, the SVG, the PDF and the window.

The book's palette is the Java program's look (squares for start and end, each with its
letter); what the Java never drew (cut-off and visited fields, marks too small to see) it adds
in pale fills. The others tell every state apart by shape or pattern as well as by colour, so
nothing depends on hue alone: the start is a disc, the end a square (a ring where a mark is
too small for its letter), excluded fields are hatched, cut-off fields dotted, visited fields
a plain fill, and the solution is a line. In the junctions view each field is filled by its
number of ways out, and the palettes of shapes add that many pips, as on a die.

A dark window shows the palettes of shapes on a dark ground (``for_window``): the same
shapes, the colours chosen anew so that walls, marks and the current field stand out from
the dark as much as from white (at least 3 : 1, WCAG's measure for graphics). The book's
palette stays the book's white page, and the print palette what the printer gets: a white
sheet on the dark window, framed by the window's own colour.
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
    # The junctions view: the fill of a field with 0 (walled in), 1 (a dead end), 2 (a
    # corridor), 3 (a junction) and 4 ways out (a crossroads), each apart from the walls.
    ways: tuple[Colour, Colour, Colour, Colour, Colour] = (
        (200, 170, 230),
        (255, 150, 150),
        (255, 255, 255),
        (150, 210, 255),
        (140, 230, 140),
    )

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
    ways=((240, 205, 225), (250, 195, 165), (255, 255, 255), (170, 215, 245), (245, 225, 120)),
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
    ways=((200, 160, 230), (255, 150, 150), (255, 255, 255), (140, 200, 255), (255, 225, 100)),
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
    ways=((150, 150, 150), (190, 190, 190), (255, 255, 255), (230, 230, 230), (210, 210, 210)),
)
PALETTES = {palette.name: palette for palette in (BOOK, OKABE_ITO, HIGH_CONTRAST, PRINT)}
DEFAULT_PALETTE = BOOK.name

# The dark window's ground (Sun Valley's dark background), under the dark palettes.
DARK_GROUND: Colour = (28, 28, 28)
# Okabe and Ito's colours that stand out from the dark: sky blue walls, the bluish green
# start, the vermilion end; the fills dark, so the marks and walls keep their contrast.
OKABE_ITO_DARK = Palette(
    "okabe-ito-dark",
    background=DARK_GROUND,
    wall=(86, 180, 233),
    excluded=(88, 88, 88),
    cut_off=(78, 46, 66),
    start=(0, 158, 115),
    end=(213, 94, 0),
    solution=(240, 228, 66),
    visited=(24, 62, 92),
    pattern=(200, 200, 200),
    outline=(255, 255, 255),
    shapes=True,
    untouched=(58, 58, 58),
    current=(230, 110, 20),
    frontier=(22, 84, 78),
    random_walk=(102, 92, 20),
    ways=((90, 50, 80), (110, 45, 20), DARK_GROUND, (20, 70, 100), (95, 85, 20)),
)
HIGH_CONTRAST_DARK = Palette(
    "high-contrast-dark",
    background=(0, 0, 0),
    wall=(255, 255, 255),
    excluded=(150, 150, 150),
    cut_off=(110, 88, 0),
    start=(255, 255, 255),
    end=(255, 255, 255),
    solution=(255, 110, 200),
    visited=(0, 72, 112),
    pattern=(0, 0, 0),
    outline=(0, 0, 0),
    shapes=True,
    untouched=(44, 44, 44),
    current=(255, 70, 70),
    frontier=(30, 100, 30),
    random_walk=(120, 40, 84),
    ways=((70, 40, 100), (120, 30, 30), (0, 0, 0), (0, 60, 120), (90, 80, 0)),
)
DARK_VARIANTS = {OKABE_ITO.name: OKABE_ITO_DARK, HIGH_CONTRAST.name: HIGH_CONTRAST_DARK}

Segment = tuple[float, float, float, float]

BLACK: Colour = (0, 0, 0)


def _luminance(colour: Colour) -> float:
    """Relative luminance (WCAG 2): how light a colour looks, 0 black to 1 white."""
    linear = [
        value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
        for value in (channel / 255 for channel in colour)
    ]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def for_window(palette: Palette, dark: bool) -> Palette:
    """The palette as a window of that theme shows it: its dark variant on a dark window,
    where it has one (see the module's docstring)."""
    return DARK_VARIANTS.get(palette.name, palette) if dark else palette


def for_paper(palette: Palette) -> Palette:
    """The light form of a palette (a worksheet is printed on white, whatever the window)."""
    return next(
        (light for light in PALETTES.values() if DARK_VARIANTS.get(light.name) == palette),
        palette,
    )


def contrast(first: Colour, second: Colour) -> float:
    """WCAG's contrast ratio of two colours, from 1 (the same) to 21 (black and white)."""
    lighter, darker = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


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
