"""Where the teaching view's panes go, and how they share the window's room.

The panel (switches, source, controls) stands right of the maze, the counters and the stack
under it. At every size of the window the maze, the stack and the source stay in sight: the
panel narrows down to its least width when the window is narrow (a stack narrower than its
columns scrolls sideways); the explanation under the
check line folds away when the panel is too short for it and a dozen lines of the source
(its text is then the check line's tooltip);
the stack takes the height the maze does not need, giving up rows only down to a few where
the maze would get too little; the source shows whole lines; and the window gets no smaller
than that needs (``least_room``, which the window adds to its own minimum while the view is
on). Its lengths are given for the normal text size and grow with View → Text size.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from labyrinth.gui.fonts import scaled
from labyrinth.gui.teach.panes import (
    PANEL_PADDING,
    PANEL_WIDTH,
    SOURCE_GAPS,
    SOURCE_LEAST_LINES,
    STACK_LEAST_ROWS,
    TeachPanel,
)
from labyrinth.render.geometry import MIN_FIELD_SIZE, Geometry

if TYPE_CHECKING:
    from labyrinth.gui.modes import Window

# Pixels at the normal text size (they grow with it):
# the least the maze view keeps, across and down (with its scroll bars): the smallest view
# the maze is fitted to (MazeCanvas.fitting_field_size);
MAZE_LEAST = (240, 150)
# the panel's least width (nor narrower than its switches ask);
PANEL_LEAST = 280
# what the maze and the stack under it get before the panel grows beyond its least width:
# the stack's columns whole in English, German and French for the default 32 × 24 maze.
MAZE_COLUMN_WANTED = 370
# Lines of the source the explanation under the check line gives way to: the book's method
# from its head to its step back.
SOURCE_WANTED_LINES = 12
# Pixels a scroll bar of the maze view may take (a scroll bar keeps its width).
SCROLLBAR_ROOM = 20


class TeachLayout:
    """Puts ``panel`` and its ``below`` round the window's maze view while ``shown``, and
    shares the room between them; ``maze_size()`` is the size of the maze taught (None
    before the first)."""

    def __init__(
        self, window: Window, panel: TeachPanel, maze_size: Callable[[], tuple[int, int] | None]
    ) -> None:
        self.window, self.panel, self.maze_size = window, panel, maze_size
        self.shown = False
        self.folded = False  # the explanation folded away for want of height
        window.view.bind("<Configure>", lambda _event: self.fit(), add="+")
        panel.bind("<Configure>", lambda _event: self.fit(), add="+")
        window.labels.made_tooltip(
            panel.check, lambda: str(panel.why.cget("text")) if self.folded else ""
        )

    def show(self) -> None:
        """The panel right of the maze, the counters and the stack under it."""
        view = self.window.view
        self.panel.pack(side="right", fill="y", before=view)
        self.panel.below.pack(side="bottom", fill="x", before=view)
        self.shown = True
        self.fit()

    def hide(self) -> None:
        self.panel.pack_forget()
        self.panel.below.pack_forget()
        self.shown = False

    # -- sharing the room ---------------------------------------------------------------------

    def fit(self) -> None:
        """Share the room as the window's size and the texts shown need now."""
        panel = self.panel
        # the maze column is as wide as the frame under it (the maze view may be squeezed
        # out of sight for a moment), as high as the panel beside it
        column = panel.below.winfo_width()
        if not self.shown or column <= 1:
            return  # not laid out yet: a <Configure> comes
        room = column + panel.winfo_width()
        wanted = scaled(panel, PANEL_WIDTH)
        width = max(self.panel_least(), min(wanted, room - scaled(panel, MAZE_COLUMN_WANTED)))
        if width != int(panel.cget("width")):
            panel.configure(width=width)
        margin = self._label_margin()
        # under the maze, as wide; never narrower than the maze's least width, which the
        # window keeps (a column squeezed for a moment would wrap it into a tall tower)
        counters = max(column, scaled(panel, MAZE_LEAST[0])) - margin
        for label, wrap in (
            (panel.check, width - margin),
            (panel.why, width - margin),
            (panel.controls.fields_note, width - margin),
            (panel.counters, counters),
        ):
            if int(str(label.cget("wraplength")) or 0) != wrap:
                label.configure(wraplength=wrap)
        self._fold()
        self._fit_stack()
        # the source's room: the panel's height less its other rows
        others = self._panel_height(explained=not self.folded) - panel.least_source_height()
        panel.fit_source(panel.winfo_height() - others)

    def _label_margin(self) -> int:
        """Pixels between a label's text and the panel's edges: its padding."""
        return 2 * scaled(self.panel, PANEL_PADDING[0])

    def panel_least(self) -> int:
        """The narrowest panel: its controls whole."""
        panel = self.panel
        return max(scaled(panel, PANEL_LEAST), panel.controls.least_width() + self._label_margin())

    def _panel_height(self, explained: bool) -> int:
        """The panel's least height: its rows with the source's least lines, with the
        explanation or without it."""
        panel = self.panel
        rows = [panel.controls.switches, panel.check, panel.controls.bar]
        if explained:
            rows.append(panel.why)
        padding = 2 * scaled(panel, PANEL_PADDING[1]) + sum(SOURCE_GAPS)
        return sum(row.winfo_reqheight() for row in rows) + panel.least_source_height() + padding

    def _fold(self) -> None:
        """The explanation shown where the source keeps SOURCE_WANTED_LINES beside it (or
        all it has): on a small screen at a large text size (a projector's 1280 × 800 at
        150 %) the code is what the class reads, and the explanation stays the check line's
        tooltip."""
        panel = self.panel
        counted = panel.source.count("1.0", "end", "displaylines")
        lines = min(SOURCE_WANTED_LINES, counted[0] if counted else 0) - SOURCE_LEAST_LINES
        more = max(0, lines) * panel.code.metrics("linespace")
        folded = panel.winfo_height() < self._panel_height(explained=True) + more
        if folded != self.folded:
            self.folded = folded
            if folded:
                panel.why.grid_remove()
            else:
                panel.why.grid()

    def _fit_stack(self) -> None:
        """The stack takes the height the maze does not need at its widest fit (the view
        fits a field at most as big as its fit limit, the book's at the normal text size;
        room is left for its scroll bars), and leaves the maze at least its least height."""
        size = self.maze_size()
        if size is None:
            return
        panel = self.panel
        room = panel.below.winfo_width() - SCROLLBAR_ROOM
        field = next(
            (
                field
                for field in range(self.window.view.fit_limit, MIN_FIELD_SIZE, -1)
                if Geometry(*size, field).image_size[0] <= room
            ),
            MIN_FIELD_SIZE,
        )
        picture = Geometry(*size, field).image_size[1] + SCROLLBAR_ROOM
        column = panel.winfo_height()
        panel.fit_stack(column - picture, column - scaled(panel, MAZE_LEAST[1]))

    def least_room(self) -> tuple[int, int]:
        """The least width and height right of the window's controls that shows the maze,
        the stack's least rows and the source's least lines, with the legend under them."""
        panel = self.panel
        stack = panel.stack
        rows = int(stack.cget("height"))
        below = panel.below.winfo_reqheight() - (rows - STACK_LEAST_ROWS) * panel.row_height()
        maze_width, maze_height = (scaled(panel, length) for length in MAZE_LEAST)
        height = max(self._panel_height(explained=False), maze_height + below)
        return maze_width + self.panel_least(), height + self.window.legend.winfo_reqheight()
