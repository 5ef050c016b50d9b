"""The legend under the maze: a small swatch and a word for every colour the view uses.

The swatches are drawn by the renderer itself, in the colours and shapes of the palette in
use (start and end with their letters, a disc and a square where the palette codes by shape,
as are hatched excluded fields and dotted cut-off fields), and they flow into as many columns
as the window's width allows. Each view has its entries: the junctions view names its fills
by the number of ways out, with their pips, in place of the cut-off and visited fields it does
not show; in the blocks view an excluded field is rock, in the walls' colour.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Sequence
from tkinter import ttk

from labyrinth.gui.labels import Labels
from labyrinth.gui.overlay import LetterImages, end_mark, hex_colour
from labyrinth.i18n import N_
from labyrinth.render.geometry import (
    BLOCKS,
    FRONTIER_TINT,
    INK_BLUE,
    INK_WAYS,
    JUNCTIONS,
    PALETTE,
    WALK_TINT,
    WALLS,
    Geometry,
)
from labyrinth.render.legend import WAYS_WALLS
from labyrinth.render.palettes import BOOK, Palette
from labyrinth.render.png import CUT_OFF, EXCLUDED, PLAIN, UNTOUCHED, VISITED, fills, ink_colours
from labyrinth.render.scene import mark_shape
from labyrinth.sides import ALL_SIDES

# A field's size in pixels at the normal text size: big enough for the patterns of the
# pictures; it grows with the text (View → Text size) and the screen's scaling.
SWATCH = 18
GAP = 12  # pixels between two entries

# What each entry shows; the swatches are drawn by ``_paint`` from the palette.
ENTRIES: tuple[tuple[str, str, str], ...] = (  # key, label, tooltip
    ("current", N_("Current field"), N_("The field the walk stands on while a build is shown")),
    ("carved", N_("Carved"), N_("Fields the walk has reached, with their passages")),
    ("untouched", N_("Not reached yet"), N_("Fields the build has not reached yet")),
    ("frontier", N_("Frontier"), N_("Fields next to the maze, waiting to be joined (Prim)")),
    ("walk", N_("Random walk"), N_("The random walk on its way (Wilson, Aldous-Broder)")),
    ("excluded", N_("Excluded"), N_("Fields taken out of the maze (click to change)")),
    ("cut_off", N_("Cut off"), N_("Fields no path reaches, walled in by blocks")),
    ("visited", N_("Visited"), N_("Fields a solver has visited (Solve menu)")),
    ("ways-0", N_("Walled in"), N_("Fields with no way out: all four walls stand")),
    ("ways-1", N_("Dead end"), N_("Fields with one way out")),
    ("ways-2", N_("Corridor"), N_("Fields with two ways out")),
    ("ways-3", N_("Junction"), N_("Fields with three ways out")),
    ("ways-4", N_("Crossroads"), N_("Fields with four ways out")),
    ("solution", N_("Way"), N_("The way a solver found (Solve menu)")),
    ("start", N_("Start field"), N_("Where the path starts")),
    ("end", N_("End field"), N_("The end of the longest path from the start")),
)
WAYS = tuple(f"ways-{ways}" for ways in range(5))
# The entries of each view, in the order of ENTRIES.
_BY_WAYS = ("carved", "cut_off", "visited")  # the junctions view fills these by their ways out
VIEW_ENTRIES = {
    WALLS: tuple(key for key, *_texts in ENTRIES if key not in WAYS),
    BLOCKS: tuple(key for key, *_texts in ENTRIES if key not in WAYS),
    JUNCTIONS: tuple(key for key, *_texts in ENTRIES if key not in _BY_WAYS),
}

# The picture's fill of each entry's field (a state of the PNG, or a tint of the window).
STATE_FILLS = {
    "carved": PLAIN,
    "untouched": UNTOUCHED,
    "excluded": EXCLUDED,
    "cut_off": CUT_OFF,
    "visited": VISITED,
}
TINT_FILLS = {"frontier": FRONTIER_TINT, "walk": WALK_TINT}


# Draws a mode's mark over a swatch of a size in pixels (a line, a frame, a ring).
Mark = Callable[[tk.Canvas, int], object]


class Legend(ttk.Frame):
    """One swatch and label per entry; ``show_palette(palette)`` redraws the swatches.

    A mode with marks of its own (the teaching view) adds its entries once with
    ``add_entry`` and names the entries it shows with ``show_entries``."""

    def __init__(self, master: tk.Misc, labels: Labels) -> None:
        super().__init__(master, padding=(8, 2, 8, 4))
        self.labels = labels
        self.entries: dict[str, tuple[tk.Canvas, ttk.Frame]] = {}
        self.marks: dict[str, tuple[str, Mark | None]] = {}  # a mode's entry: base, mark
        self.swatch = SWATCH
        for key, msgid, tip in ENTRIES:
            self._add(key, msgid, tip)
        self.view = WALLS
        self.shown = VIEW_ENTRIES[self.view]
        self.columns = 0
        self.palette = BOOK
        self.letters: LetterImages = {}  # the start and end marks' letters
        self.bind("<Configure>", lambda _event: self._flow(), add="+")
        self.show_palette(BOOK)

    def _add(self, key: str, msgid: str, tip: str) -> None:
        entry = ttk.Frame(self)
        swatch = tk.Canvas(entry, width=self.swatch, height=self.swatch, highlightthickness=0)
        swatch.pack(side="left", padx=(0, 4))
        label = ttk.Label(entry)
        self.labels.widget(label, msgid)
        label.pack(side="left")
        for widget in (swatch, label):
            self.labels.tooltip(widget, tip)
        self.entries[key] = (swatch, entry)

    def add_entry(self, key: str, msgid: str, tip: str, base: str, mark: Mark | None) -> None:
        """A mode's own entry, hidden until ``show_entries`` names it: the swatch of entry
        ``base`` with ``mark`` (if any) drawn over it. Two modes may share one: it is made
        once."""
        if key in self.entries:
            return
        self.marks[key] = (base, mark)
        self._add(key, msgid, tip)
        self._paint_entry(key)  # the others are painted already

    def show_view(self, view: str) -> None:
        """Swatches as ``view`` draws the fields; its entries at the next ``show_entries``."""
        if view != self.view:
            self.view = view
            self.show_palette(self.palette)

    def show_entries(self, keys: Sequence[str] | None = None) -> None:
        """Show the entries ``keys``, in that order (a mode's); None: the view's own."""
        self.shown = tuple(keys) if keys is not None else VIEW_ENTRIES[self.view]
        for _swatch, entry in self.entries.values():
            entry.grid_remove()
        self.columns = 0
        self._flow()

    def _flow(self) -> None:
        """Lay the entries out in as many equal columns as fit the width."""
        self.update_idletasks()
        shown = [self.entries[key][1] for key in self.shown]
        widest = max((entry.winfo_reqwidth() for entry in shown), default=0) + GAP
        columns = max(1, min(len(shown), (self.winfo_width() - 16) // widest))
        if columns == self.columns:
            return
        self.columns = columns
        for index, entry in enumerate(shown):
            entry.grid(row=index // columns, column=index % columns, sticky="w", padx=(0, GAP))

    def set_swatch_size(self, pixels: int) -> None:
        """Swatches of ``pixels`` (the text grew or shrank), drawn at the next
        ``show_palette``; the columns are laid out again."""
        if pixels == self.swatch:
            return
        self.swatch = pixels
        for swatch, _entry in self.entries.values():
            swatch.configure(width=pixels, height=pixels)
        self.columns = 0
        self.after_idle(self._flow)

    def show_palette(self, palette: Palette) -> None:
        """Draw every swatch as the view draws such a field in ``palette``: by the
        renderer's own field pixels and mark shapes, so legend and maze always agree."""
        self.palette = palette
        self.images: dict[str, tk.PhotoImage] = {}  # Tk drops an image Python no longer holds
        for key in self.entries:
            self._paint_entry(key)

    def _paint_entry(self, key: str) -> None:
        """Draw the swatch of entry ``key`` in the palette, view and size on show."""
        swatch, _entry = self.entries[key]
        base, mark = self.marks.get(key, (key, None))
        self.images[key] = _paint(swatch, base, self.palette, self.letters, self.swatch, self.view)
        if mark is not None:
            mark(swatch, self.swatch)


def _paint(
    canvas: tk.Canvas, key: str, palette: Palette, letters: LetterImages, size: int, view: str
) -> tk.PhotoImage:
    geometry = Geometry(1, 1, size)
    colours = ink_colours(palette)
    fill = fills(palette)[STATE_FILLS.get(key, PLAIN)]
    walls = ALL_SIDES
    if key in TINT_FILLS:
        fill = (PALETTE.index(TINT_FILLS[key]), "", fill[2])
    elif key in WAYS:  # the field's fill and pips, its walls open on as many sides
        walls = WAYS_WALLS[WAYS.index(key)]
        fill = (INK_WAYS, "pips" if palette.shapes else "", INK_BLUE)
    elif key == "excluded" and view == BLOCKS:  # rock, like the walls
        fill = (INK_BLUE, "", INK_BLUE)
    rows = geometry.field_pixels(walls, *fill)
    inks = [hex_colour(colour) for colour in colours]
    photo = tk.PhotoImage(master=canvas, width=size, height=size)
    photo.put([" ".join(map(inks.__getitem__, row)) for row in rows])
    canvas.delete("all")
    canvas.create_image(0, 0, anchor="nw", image=photo)
    left, top = geometry.field_origin(0, 0)
    if key == "current":  # the view's rectangle over the walk's field, framed by shape
        box = geometry.interior(0, 0)
        canvas.create_rectangle(
            box[0] - left,
            box[1] - top,
            box[2] - left + 1,
            box[3] - top + 1,
            fill=hex_colour(palette.current),
            outline=hex_colour(palette.wall),
            width=2 if palette.shapes else 0,
        )
    elif key == "solution":
        middle = size / 2
        canvas.create_line(
            0, middle, size, middle, fill=hex_colour(palette.solution), width=max(3, size // 6)
        )
    elif key in ("start", "end"):  # the mark of a field at the swatch's corner
        mark = mark_shape(Geometry(1, 1, size, margin=0), (0, 0), palette, key)
        end_mark(canvas, mark, (key,), letters)
    return photo  # Tk drops an image that Python no longer holds
