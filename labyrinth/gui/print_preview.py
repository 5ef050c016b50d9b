"""The print dialog's preview: the worksheet's first page drawn small on a Tk canvas.

It draws the page's layout (labyrinth.render.page_layout), the one the PDF draws, so what it
shows is where things will print: the page, its header, the slots with their mazes, or the
first part of a maze split over pages with the map of the parts and the dashed lines where
they join. The mazes are small pictures
from labyrinth.render.png in the chosen palette; text is a grey bar as long as the printed
words (too small to read at this size, but where they will be).
"""

from __future__ import annotations

import math
import tkinter as tk
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PIL import Image

from labyrinth.gui.maze_canvas import ppm
from labyrinth.render.geometry import BOOK_FIELD_SIZE, MARGIN, Geometry
from labyrinth.render.page_layout import (
    LINE,
    NOTE,
    TITLE,
    PageText,
    PlacedMaze,
    PlacedTile,
    page_layout,
)
from labyrinth.render.palettes import PALETTES
from labyrinth.render.print_options import PrintOptions
from labyrinth.saving import printed

if TYPE_CHECKING:
    from labyrinth.maze_graphs import MazeGraphs
    from labyrinth.render.class_set import PagePlan
    from labyrinth.render.legend import PictureLegend

SIZE = 280  # the canvas's width and height: room for a page upright or sideways
PAD = 8  # around the page, room for its shadow
PAPER, EDGE, SHADOW = "#ffffff", "#7a7a7a", "#c4c4c4"
TITLE_INK, TEXT_INK, NOTE_INK = "#303030", "#8c8c8c", "#b4b4b4"
MAP_SHADE, JOIN_INK = "#bfbfbf", "#d90000"
CAP_HEIGHT = 0.7  # of a font's size: the height of a bar standing for a line of text
INKS = {TITLE: TITLE_INK, LINE: TEXT_INK, NOTE: NOTE_INK}  # the page's texts by their role
KEPT_PICTURES = 8  # rendered mazes kept for the next change of a choice


class PagePreview:
    """A canvas showing the first page of a worksheet; ``show`` draws it again."""

    def __init__(self, parent: tk.Misc, background: str) -> None:
        self.canvas = tk.Canvas(
            parent,
            width=SIZE,
            height=SIZE,
            background=background,
            highlightthickness=0,
            takefocus=0,
        )
        self._photos: list[tk.PhotoImage] = []  # Tk forgets an image Python no longer holds
        self._pictures: dict[tuple[int, str, int, str], tuple[MazeGraphs, Image.Image]] = {}
        self.options: PrintOptions | None = None

    def show(
        self, options: PrintOptions | None, plan: PagePlan | None, mazes: Sequence[MazeGraphs]
    ) -> None:
        """The first page of ``plan`` with ``mazes`` (the class set's first ones, as many as
        it shows); without a plan (the choices cannot be printed), the empty page of
        ``options``; without options, nothing."""
        self.canvas.delete("all")
        self._photos.clear()
        self.options = options
        if options is None:
            return
        page_width, page_height = options.page_size
        self.scale = (SIZE - 2 * PAD) / max(page_width, page_height)
        self.left = (SIZE - page_width * self.scale) / 2
        self.top = (SIZE - page_height * self.scale) / 2
        x0, y0 = self.point(0, page_height)
        x1, y1 = self.point(page_width, 0)
        self.canvas.create_rectangle(x0 + 3, y0 + 3, x1 + 3, y1 + 3, fill=SHADOW, width=0)
        self.canvas.create_rectangle(x0, y0, x1, y1, fill=PAPER, outline=EDGE)
        if plan is None:
            return
        layout = page_layout(plan, plan.pages[0], [printed(maze) for maze in mazes])
        for text in layout.texts:
            self._text(text)
        for placed in layout.mazes:
            self._maze(mazes[placed.index], placed)
        if layout.tile is not None:
            self._tile(plan, mazes[layout.tile.index], layout.tile)

    def point(self, x: float, y: float) -> tuple[float, float]:
        """Canvas pixels of a point on the page (points from its bottom left)."""
        assert self.options is not None
        return self.left + x * self.scale, self.top + (self.options.page_size[1] - y) * self.scale

    def _text(self, text: PageText) -> None:
        """A bar where ``text`` prints: as wide as its words, as high as their capitals."""
        left = text.x - text.width if text.right else text.x
        x0, y0 = self.point(left, text.y + CAP_HEIGHT * text.size)
        x1, y1 = self.point(left + text.width, text.y)
        self.canvas.create_rectangle(x0, y0, x1, max(y1, y0 + 1), fill=INKS[text.role], width=0)

    def _maze(self, maze: MazeGraphs, placed: PlacedMaze) -> None:
        """A whole maze where the layout placed it, and its legend if it has one."""
        if placed.legend is not None:
            self._legend(placed.legend, placed.legend_top)
        array = maze.maze_array
        field = BOOK_FIELD_SIZE * placed.scale
        self._picture(maze, (0, array.width), (0, array.height), placed.left, placed.top, field)

    def _legend(self, legend: PictureLegend, top: float) -> None:
        """The legend of the junctions view with its top ``top`` points above the page's
        foot: each swatch in its colour, its words a bar."""
        assert self.options is not None
        palette = PALETTES[self.options.palette]
        for entry in legend.entries:
            x0, y0, x1, y1 = entry.swatch
            (a, b), (c, d) = self.point(x0, top - y0), self.point(x1 + 1, top - y1 - 1)
            self.canvas.create_rectangle(
                a, b, c, d, fill=palette.hex(palette.ways[entry.ways]), outline=TEXT_INK
            )
            words = PageText(entry.text, entry.text_x, top - entry.baseline, legend.font_size, LINE)
            self._text(words)

    def _tile(self, plan: PagePlan, maze: MazeGraphs, tile: PlacedTile) -> None:
        """One part of a split maze: the map of the parts, the part with the dashed lines
        through the fields it shares with its right and lower neighbours."""
        tiles = plan.tiles
        assert tiles is not None
        for place in tiles.places():
            x, y, width, height = tile.map.cell(place)
            x0, y0 = self.point(x, y + height)
            x1, y1 = self.point(x + width, y)
            shade = MAP_SHADE if place == tile.place else PAPER
            self.canvas.create_rectangle(x0, y0, x1, y1, fill=shade, outline=EDGE)
        column, row = tile.place
        columns, rows = tiles.columns[column], tiles.rows[row]
        left, top, field = tile.left, tile.top, tile.field
        self._picture(maze, columns, rows, left, top, field)
        right = left + (columns[1] - columns[0]) * field
        bottom = top - (rows[1] - rows[0]) * field
        if column + 1 < tiles.across:
            self._dashed((right - field / 2, top), (right - field / 2, bottom))
        if row + 1 < tiles.down:
            self._dashed((left, bottom + field / 2), (right, bottom + field / 2))

    def _dashed(self, start: tuple[float, float], end: tuple[float, float]) -> None:
        self.canvas.create_line(*self.point(*start), *self.point(*end), fill=JOIN_INK, dash=(3, 2))

    def _picture(
        self,
        maze: MazeGraphs,
        columns: tuple[int, int],
        rows: tuple[int, int],
        left: float,
        top: float,
        field: float,
    ) -> None:
        """The fields ``columns`` × ``rows`` (spans) of the maze with their top left corner at
        ``left``, ``top`` on the page, ``field`` points a field."""
        assert self.options is not None
        pixels = field * self.scale  # a field on the canvas
        view = self.options.view
        geometry = Geometry(1, 1, min(BOOK_FIELD_SIZE, max(2, math.ceil(pixels))), view=view)
        size = geometry.field_size  # the blocks view's is even
        picture = self._rendered(maze, self.options.palette, size, view)
        # the compact style's closing line, the blocks view's closing squares: at the maze's end
        line = geometry.line if geometry.compact else 0
        (x0, x1), (y0, y1) = columns, rows
        array = maze.maze_array
        extra_x = line if x1 == array.width else 0
        extra_y = line if y1 == array.height else 0
        part = picture.crop(
            (
                MARGIN + x0 * size,
                MARGIN + y0 * size,
                MARGIN + x1 * size + extra_x,
                MARGIN + y1 * size + extra_y,
            )
        )
        small = part.resize(
            (
                max(1, round(((x1 - x0) * size + extra_x) * pixels / size)),
                max(1, round(((y1 - y0) * size + extra_y) * pixels / size)),
            ),
            Image.Resampling.BICUBIC,  # thin walls stay visible when shrunk
        )
        photo = tk.PhotoImage(master=self.canvas, data=ppm(small), format="ppm")
        self._photos.append(photo)
        self.canvas.create_image(*self.point(left, top), image=photo, anchor="nw")

    def _rendered(self, maze: MazeGraphs, palette: str, size: int, view: str) -> Image.Image:
        """The whole maze's picture in ``view`` at ``size`` pixels a field, kept for the next
        change."""
        from labyrinth.render.png import render

        key = (id(maze), palette, size, view)
        if key not in self._pictures:
            if len(self._pictures) >= KEPT_PICTURES:
                self._pictures.clear()
            marks = maze.result.marks if maze.result else None
            picture = render(maze.maze_array, marks, size, palette=PALETTES[palette], view=view)
            self._pictures[key] = (maze, picture.convert("RGB"))  # the maze kept: its id too
        return self._pictures[key][1]
