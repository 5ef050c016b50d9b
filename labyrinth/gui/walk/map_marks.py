"""The walk's marks on the window's maze, the map beside the first-person view: an arrow
for the walker and its heading, the breadcrumb trail, and the fog over fields not yet seen;
a walker program's replay and its turtle-style window add the fields it marked.

Items are tagged ``walk``; the maze view deletes every item when it draws the maze anew
(a zoom), so ``draw`` makes them all again. While walking, only what changed is touched:
the arrow's corners, one piece of trail, the fog of the rows with newly seen fields.
"""

from __future__ import annotations

from collections.abc import Iterable

from labyrinth.gui import overlay
from labyrinth.gui.maze_canvas import MazeCanvas
from labyrinth.render.scene import arrow_points
from labyrinth.teaching.presentation.colours import MARK_COLOUR as MARK
from labyrinth.teaching.presentation.colours import TRAIL_COLOUR as TRAIL
from labyrinth.teaching.presentation.colours import WALKER_COLOUR as ARROW

TAG = "walk"
ARROW_EDGE = "#000000"
FOG = "#4a4f5a"
MARK_SIZE = 0.18  # a mark's radius, a share of the field: the trail shows beside it


class MapMarks:
    """The walker on ``view`` (the window's MazeCanvas)."""

    def __init__(self, view: MazeCanvas) -> None:
        self.view = view
        self.fog_rows: dict[int, list[int]] = {}
        self.arrow: int | None = None

    def draw(self, trail: list[int], field: int, turns: float, seen: set[int] | None) -> None:
        """All marks anew; ``seen`` None: no fog."""
        canvas, geometry = self.view.canvas, self.view.geometry
        canvas.delete(TAG)
        self.fog_rows, self.arrow = {}, None
        if geometry is None:
            return
        if seen is not None:
            self.fog(seen, range(geometry.height))
        overlay.path_line(canvas, geometry, trail, TRAIL, (TAG, "walk-trail"))
        self.arrow = canvas.create_polygon(
            *arrow_points(geometry, field, turns),
            fill=ARROW,
            outline=ARROW_EDGE,
            tags=(TAG, "walk-arrow"),
        )

    def step(self, before: int, after: int) -> None:
        """One piece of trail more."""
        geometry = self.view.geometry
        if geometry is not None:
            overlay.path_line(
                self.view.canvas, geometry, (before, after), TRAIL, (TAG, "walk-trail")
            )
            self._raise()

    def point(self, field: int, turns: float) -> None:
        """The arrow on ``field`` looking ``turns`` quarter turns clockwise from north."""
        geometry = self.view.geometry
        if geometry is not None and self.arrow is not None:
            self.view.canvas.coords(self.arrow, *arrow_points(geometry, field, turns))

    def mark(self, field: int) -> None:
        """A dot on a field a program's walker marked, under the arrow."""
        geometry = self.view.geometry
        if geometry is not None:
            overlay.dot(self.view.canvas, geometry, field, MARK, (TAG, "walk-mark"), MARK_SIZE)
            self._raise()

    def fog(self, seen: set[int], rows: Iterable[int]) -> None:
        """The fog of ``rows`` again: one rectangle for each run of fields not seen."""
        canvas, geometry = self.view.canvas, self.view.geometry
        if geometry is None:
            return
        width = geometry.width
        for row in rows:
            for item in self.fog_rows.pop(row, ()):
                canvas.delete(item)
            items, x = [], 0
            while x < width:
                if row * width + x in seen:
                    x += 1
                    continue
                first = x
                while x < width and row * width + x not in seen:
                    x += 1
                left, top, _r, _b = geometry.field_box(first, row)
                _l, _t, right, bottom = geometry.field_box(x - 1, row)
                items.append(
                    canvas.create_rectangle(
                        left, top, right + 1, bottom + 1, fill=FOG, width=0, tags=(TAG, "walk-fog")
                    )
                )
            self.fog_rows[row] = items
        self._raise()

    def _raise(self) -> None:
        canvas = self.view.canvas
        canvas.tag_raise("walk-trail")
        canvas.tag_raise("walk-arrow")
