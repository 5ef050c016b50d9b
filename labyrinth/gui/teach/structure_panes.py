"""The teaching view for any algorithm but the book's: draws its structure's marks on the
maze (the members, the chambers, the first field) as the presentation model names them
(``labyrinth.teaching.presentation``), and gives the legend the members' dots.
"""

from __future__ import annotations

import tkinter as tk
from functools import partial

from labyrinth.gui.legend import Mark
from labyrinth.gui.teach import overlay
from labyrinth.gui.teach.marks import Pool
from labyrinth.render.geometry import Geometry
from labyrinth.teaching.presentation import SET, Chamber, Marks
from labyrinth.teaching.presentation.colours import DIVIDING_COLOUR, FIRST_COLOUR, WAITING_COLOUR
from labyrinth.teaching.presentation.structure import COLOURS, MEMBER_ENTRIES


class StructurePanes:
    """Draws the marks of a recorded ``Steps`` on ``canvas``."""

    def __init__(self, canvas: tk.Canvas) -> None:
        self.canvas = canvas
        self.members = Pool(canvas, "teach-members", filled=True)
        self.waiting = Pool(canvas, "teach-waiting", filled=False, width=2)
        self.dividing = Pool(canvas, "teach-dividing", filled=False, width=4)
        self.first = Pool(canvas, "teach-first", filled=False, width=3)

    def draw_marks(self, geometry: Geometry, marks: Marks) -> None:
        """The breakpoints, the selected field and the members round the view (a big
        maze's structure may hold millions)."""
        canvas = self.canvas
        overlay.draw(canvas, geometry, [], -1, marks.selected, marks.breakpoints)
        boxes, colours = [], []
        region = overlay.around_view(canvas, geometry)
        for members in marks.members:
            # a set colours the fields it joins almost whole; the members of a list are dots
            inset = geometry.field_size / (8 if members.kind == SET else 4)
            shown = overlay.inside(members.fields, geometry.width, region)
            boxes += overlay.boxes(geometry, shown, inset)
            colours += [members.colour] * len(shown)
        self.members.show(boxes, colours)
        chambers = [_chamber_box(geometry, chamber) for chamber in marks.chambers]
        self.waiting.show(chambers[:-1], [WAITING_COLOUR] * len(chambers[:-1]))
        self.dividing.show(chambers[-1:], [DIVIDING_COLOUR] * len(chambers[-1:]))
        first = [overlay.box(geometry, marks.first, 2)] if marks.first >= 0 else []
        self.first.show(first, [FIRST_COLOUR] * len(first))
        canvas.tag_raise("walker")


def member_legend() -> list[tuple[str, str, str, str, Mark]]:
    """The members' entries for the legend: key, label, tooltip, the swatch below, the dot."""
    return [
        (key, label, tip, "carved", partial(_dot, COLOURS[form][0]))
        for form, (key, label, tip) in MEMBER_ENTRIES.items()
    ]


def _dot(colour: str, canvas: tk.Canvas, size: int) -> None:
    inset = size / 4
    canvas.create_rectangle(inset, inset, size - inset, size - inset, fill=colour, width=0)


def _chamber_box(geometry: Geometry, chamber: Chamber) -> overlay.Box:
    left, top, columns, rows = chamber
    x0, y0, _x1, _y1 = geometry.interior(left, top)
    _x0, _y0, x1, y1 = geometry.interior(left + columns - 1, top + rows - 1)
    return x0 + 2, y0 + 2, x1 - 1, y1 - 1
