"""The print dialog's preview: the worksheet's first page drawn small on a Tk canvas.

It is laid out from the same page plan and page areas as the PDF (labyrinth.render.class_set,
print_options and worksheet's placement), so what it shows is where things will print: the
page, its header, the slots with their mazes, or the first part of a maze split over pages
with the map of the parts and the dashed lines where they join. The mazes are small pictures
from labyrinth.render.png in the chosen palette; text is a grey bar as long as the printed
words (too small to read at this size, but where they will be).
"""

from __future__ import annotations

import math
import tkinter as tk
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PIL import Image
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]

from labyrinth.gui.maze_canvas import ppm
from labyrinth.i18n import _
from labyrinth.render.class_set import number_label
from labyrinth.render.geometry import BOOK_FIELD_SIZE, MARGIN, Geometry
from labyrinth.render.palettes import PALETTES
from labyrinth.render.print_options import (
    PAGE_MARGIN,
    TEXT_SIZE,
    TILE_STRIP,
    TITLE_SIZE,
    PrintOptions,
    Slot,
)
from labyrinth.render.worksheet import LEGEND_SWATCH, MAP_HEIGHT, NOTE_SIZE, placement, with_legend
from labyrinth.saving import maze_title

if TYPE_CHECKING:
    from labyrinth.maze_graphs import MazeGraphs
    from labyrinth.render.class_set import Page, PagePlan
    from labyrinth.render.legend import PictureLegend

SIZE = 280  # the canvas's width and height: room for a page upright or sideways
PAD = 8  # around the page, room for its shadow
PAPER, EDGE, SHADOW = "#ffffff", "#7a7a7a", "#c4c4c4"
TITLE_INK, TEXT_INK, NOTE_INK = "#303030", "#8c8c8c", "#b4b4b4"
MAP_SHADE, JOIN_INK = "#bfbfbf", "#d90000"
CAP_HEIGHT = 0.7  # of a font's size: the height of a bar standing for a line of text
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
        first = plan.pages[0]
        self._header(_("Answer key") if first.answers else _("Maze worksheet"), first.answers)
        if first.tile is None:
            for index, slot in zip(first.mazes, options.slots(first.per_page), strict=False):
                self._slot(mazes[index], index, slot)
        else:
            self._tile(plan, first, mazes[first.mazes[0]])

    def point(self, x: float, y: float) -> tuple[float, float]:
        """Canvas pixels of a point on the page (points from its bottom left)."""
        assert self.options is not None
        return self.left + x * self.scale, self.top + (self.options.page_size[1] - y) * self.scale

    def _text(
        self, text: str, x: float, y: float, room: float, size: float, ink: str, right: bool = False
    ) -> None:
        """A bar where ``text`` prints at ``x``, baseline ``y``: as wide as its words (at most
        ``room``), as high as their capitals; ending at ``x`` when ``right``."""
        font = "Helvetica-Bold" if ink == TITLE_INK else "Helvetica"
        width = min(stringWidth(text, font, size), room)
        left = x - width if right else x
        x0, y0 = self.point(left, y + CAP_HEIGHT * size)
        x1, y1 = self.point(left + width, y)
        self.canvas.create_rectangle(x0, y0, x1, max(y1, y0 + 1), fill=ink, width=0)

    def _header(self, title: str, answers: bool) -> None:
        """The page's title, and on a student's sheet the name and date line."""
        assert self.options is not None
        page_width, page_height = self.options.page_size
        y = page_height - PAGE_MARGIN - TITLE_SIZE
        room = page_width - 2 * PAGE_MARGIN
        self._text(title, PAGE_MARGIN, y, room, TITLE_SIZE, TITLE_INK)
        if not answers:
            line = _("Name: {line}   Date: {short}").format(line="_" * 22, short="_" * 12)
            self._text(line, page_width - PAGE_MARGIN, y, room / 2, TEXT_SIZE, NOTE_INK, True)

    def _slot(self, maze: MazeGraphs, index: int, slot: Slot) -> None:
        """A whole maze under its title line, as the worksheet places it."""
        assert self.options is not None
        slot, legend = with_legend(maze.maze_array, self.options.view, slot)
        if legend is not None:
            self._legend(legend, slot[1] - LEGEND_SWATCH)
        left, bottom, width, height = slot
        number = number_label(index, self.options.count)
        title = f"{number} — {maze_title(maze)}" if number else maze_title(maze)
        self._text(title, left, bottom + height - TEXT_SIZE, width, TEXT_SIZE, TEXT_INK)
        array = maze.maze_array
        geometry = Geometry(array.width, array.height, BOOK_FIELD_SIZE, view=self.options.view)
        x, top, scale = placement(geometry, slot)
        self._picture(maze, (0, array.width), (0, array.height), x, top, BOOK_FIELD_SIZE * scale)

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
            self._text(
                entry.text, entry.text_x, top - entry.baseline, 1e9, legend.font_size, TEXT_INK
            )

    def _tile(self, plan: PagePlan, page: Page, maze: MazeGraphs) -> None:
        """One part of a split maze: its line and note, the map of the parts, the part with
        the dashed lines through the fields it shares with its neighbours."""
        options, tiles, place = plan.options, plan.tiles, page.tile
        assert tiles is not None and place is not None
        strip_top = options.content_top()
        area_left, _bottom, area_width, _height = options.tile_area()
        map_left = self._map(plan, place, area_left + 0.6 * area_width, strip_top, 0.4 * area_width)
        room = map_left - area_left - 4 * mm
        line = _("{title} — page {tile} ({number} of {count})").format(
            title=maze_title(maze),
            tile=tiles.name(place),
            number=tiles.places().index(place) + 1,
            count=tiles.count,
        )
        self._text(line, area_left, strip_top - TEXT_SIZE, room, TEXT_SIZE, TEXT_INK)
        note = _(
            "To join the pages, cut along the dashed lines at the left and top and lay each cut "
            "edge on the neighbour's dashed line."
        )
        note_y = strip_top - TEXT_SIZE - 1.6 * NOTE_SIZE
        self._text(note, area_left, note_y, room, NOTE_SIZE, NOTE_INK)
        column, row = place
        columns, rows = tiles.columns[column], tiles.rows[row]
        field = plan.tile_field()
        left = area_left + (area_width - (columns[1] - columns[0]) * field) / 2
        top = strip_top - TILE_STRIP
        self._picture(maze, columns, rows, left, top, field)
        right = left + (columns[1] - columns[0]) * field
        bottom = top - (rows[1] - rows[0]) * field
        if column + 1 < tiles.across:
            self._dashed((right - field / 2, top), (right - field / 2, bottom))
        if row + 1 < tiles.down:
            self._dashed((left, bottom + field / 2), (right, bottom + field / 2))

    def _map(
        self, plan: PagePlan, place: tuple[int, int], left: float, top: float, width: float
    ) -> float:
        """The parts as a small grid, this one shaded, at the right of the box from ``left``;
        returns the map's left edge (as the worksheet's map lays itself out)."""
        tiles = plan.tiles
        assert tiles is not None
        columns, rows = tiles.largest()
        cell = min(width / (tiles.across * columns), MAP_HEIGHT / (tiles.down * rows))
        cell_width, cell_height = cell * columns, cell * rows
        map_left = left + width - tiles.across * cell_width
        for column, row in tiles.places():
            x0, y0 = self.point(map_left + column * cell_width, top - row * cell_height)
            x1, y1 = self.point(map_left + (column + 1) * cell_width, top - (row + 1) * cell_height)
            shade = MAP_SHADE if (column, row) == place else PAPER
            self.canvas.create_rectangle(x0, y0, x1, y1, fill=shade, outline=EDGE)
        return map_left

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
