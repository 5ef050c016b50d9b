"""The legend under the maze: a small swatch and a word for every colour the view uses.

The swatches are drawn in the colours and shapes of the palette in use (a ring for the end, a
hatch for excluded fields, a cross for cut-off fields where the palette codes by shape), and
they flow into as many columns as the window's width allows.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import ttk

from labyrinth.gui.labels import Labels
from labyrinth.i18n import N_
from labyrinth.render.geometry import FRONTIER_TINT, RED, SHADE, WALK_TINT
from labyrinth.render.palettes import BOOK, Colour, Palette

SWATCH = 14  # pixels a side
GAP = 12  # pixels between two entries

# What each entry shows, and how its swatch is drawn from the palette.
ENTRIES: tuple[tuple[str, str, str], ...] = (  # key, label, tooltip
    ("current", N_("Current field"), N_("The field the walk stands on while a build is shown")),
    ("carved", N_("Carved"), N_("Fields the walk has reached, with their passages")),
    ("untouched", N_("Not reached yet"), N_("Fields the build has not reached yet")),
    ("frontier", N_("Frontier"), N_("Fields next to the maze, waiting to be joined (Prim)")),
    ("walk", N_("Random walk"), N_("The random walk on its way (Wilson, Aldous-Broder)")),
    ("excluded", N_("Excluded"), N_("Fields taken out of the maze (click to change)")),
    ("cut_off", N_("Cut off"), N_("Fields no path reaches, walled in by blocks")),
    ("start", N_("Start field"), N_("Where the path starts")),
    ("end", N_("End field"), N_("The end of the longest path from the start")),
)


def _hex(colour: Colour) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


class Legend(ttk.Frame):
    """One swatch and label per entry; ``show_palette(palette)`` redraws the swatches."""

    def __init__(self, master: tk.Misc, labels: Labels) -> None:
        super().__init__(master, padding=(8, 2, 8, 4))
        self.entries: dict[str, tuple[tk.Canvas, ttk.Frame]] = {}
        for key, msgid, tip in ENTRIES:
            entry = ttk.Frame(self)
            swatch = tk.Canvas(entry, width=SWATCH, height=SWATCH, highlightthickness=0)
            swatch.pack(side="left", padx=(0, 4))
            label = ttk.Label(entry)
            labels.widget(label, msgid)
            label.pack(side="left")
            for widget in (swatch, label):
                labels.tooltip(widget, tip)
            self.entries[key] = (swatch, entry)
        self.columns = 0
        self.bind("<Configure>", lambda _event: self._flow(), add="+")
        self.show_palette(BOOK)

    def _flow(self) -> None:
        """Lay the entries out in as many equal columns as fit the width."""
        self.update_idletasks()
        widest = max(entry.winfo_reqwidth() for _swatch, entry in self.entries.values()) + GAP
        columns = max(1, min(len(self.entries), (self.winfo_width() - 16) // widest))
        if columns == self.columns:
            return
        self.columns = columns
        for index, (_swatch, entry) in enumerate(self.entries.values()):
            entry.grid(row=index // columns, column=index % columns, sticky="w", padx=(0, GAP))

    def show_palette(self, palette: Palette) -> None:
        painters: dict[str, Callable[[tk.Canvas], None]] = {
            "current": lambda canvas: _square(canvas, RED, palette),
            "carved": lambda canvas: _square(canvas, palette.background, palette),
            "untouched": lambda canvas: _square(canvas, SHADE, palette),
            "frontier": lambda canvas: _square(canvas, FRONTIER_TINT, palette),
            "walk": lambda canvas: _square(canvas, WALK_TINT, palette),
            "excluded": lambda canvas: _excluded(canvas, palette),
            "cut_off": lambda canvas: _cut_off(canvas, palette),
            "start": lambda canvas: _square(canvas, palette.start, palette, inset=3),
            "end": lambda canvas: _end(canvas, palette),
        }
        for key, (swatch, _entry) in self.entries.items():
            swatch.delete("all")
            painters[key](swatch)


def _square(canvas: tk.Canvas, fill: Colour, palette: Palette, inset: int = 0) -> None:
    """A field: its colour inside the palette's wall colour."""
    canvas.create_rectangle(0, 0, SWATCH - 1, SWATCH - 1, fill=_hex(palette.background), width=0)
    canvas.create_rectangle(
        inset, inset, SWATCH - 1 - inset, SWATCH - 1 - inset, fill=_hex(fill), width=0
    )
    canvas.create_rectangle(0, 0, SWATCH - 1, SWATCH - 1, outline=_hex(palette.wall))


def _excluded(canvas: tk.Canvas, palette: Palette) -> None:
    _square(canvas, palette.excluded, palette)
    if palette.shapes:  # hatched, as in the pictures
        for offset in range(-SWATCH, SWATCH, 4):
            canvas.create_line(offset, SWATCH, offset + SWATCH, 0, fill=_hex(palette.wall))
        canvas.create_rectangle(0, 0, SWATCH - 1, SWATCH - 1, outline=_hex(palette.wall))


def _cut_off(canvas: tk.Canvas, palette: Palette) -> None:
    _square(canvas, palette.cut_off, palette)
    if palette.shapes:  # crossed, as in the pictures
        canvas.create_line(2, 2, SWATCH - 2, SWATCH - 2, fill=_hex(palette.wall))
        canvas.create_line(2, SWATCH - 3, SWATCH - 2, 1, fill=_hex(palette.wall))


def _end(canvas: tk.Canvas, palette: Palette) -> None:
    if palette.shapes:  # a ring around an empty centre
        _square(canvas, palette.background, palette)
        canvas.create_rectangle(3, 3, SWATCH - 4, SWATCH - 4, outline=_hex(palette.end), width=2)
    else:
        _square(canvas, palette.end, palette, inset=3)
