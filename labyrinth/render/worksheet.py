"""Printable worksheets: vector PDF pages of mazes and their answer keys, with reportlab.

The pages are those of the class set's PagePlan (labyrinth.render.class_set), drawn one by
one where labyrinth.render.page_layout places their texts and mazes: a page of 1, 2 or 4
mazes (or of several keys), each under its title line, or one tile of a maze too big for a
page (labyrinth.render.tiles). The mazes are drawn from the same
Scene as the SVG, scaled so a field is as large as the page allows.
"""

from __future__ import annotations

import contextlib
import io
import math
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from reportlab import rl_config  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]

from labyrinth.files import write_atomically
from labyrinth.i18n import _
from labyrinth.render.class_set import Page, PagePlan
from labyrinth.render.geometry import BOOK_FIELD_SIZE, Geometry
from labyrinth.render.layers import Layer, TileLayers, scene_layers
from labyrinth.render.legend import PictureLegend
from labyrinth.render.page_layout import PageText, PlacedMaze, PlacedTile, drawn_size, page_layout
from labyrinth.render.palettes import PALETTES, Palette, text_colour_on
from labyrinth.render.scene import (
    CAP_HEIGHT,
    PIXELS_PER_POINT,
    MarkShape,
    Part,
    Printed,
    Scene,
    build_scene,
    mark_parts,
)
from labyrinth.render.tiles import Place, Tiles, draw_joins, draw_map

# A printed start or end mark is at least this wide where its field has the room, so that
# its letter can be read (half a field of four mazes a page is only 1.4 mm); it keeps
# PRINTED_GAP of white from the walls, which its outline would otherwise seem to be.
PRINTED_MARK = 3 * mm
PRINTED_GAP = 0.2 * mm
Window = tuple[int, int, int, int]  # first and last pixel column and row, picture units


class _Drawing:
    """Draws one Scene onto the canvas at a scale, clipped to a window of fields."""

    def __init__(self, canvas: Canvas, scene: Scene, palette: Palette) -> None:
        self.canvas, self.scene, self.palette = canvas, scene, palette

    def colour(self, rgb: tuple[int, int, int]) -> tuple[float, float, float]:
        return _rgb(rgb)

    def part(self, part: Part) -> None:
        """One rectangle or oval of a start or end mark."""
        kind, x0, y0, x1, y1, fill, stroke, width = part
        canvas = self.canvas
        if fill is not None:
            canvas.setFillColorRGB(*self.colour(fill))
        if stroke is not None:
            canvas.setStrokeColorRGB(*self.colour(stroke))
            canvas.setLineWidth(width)
        paint = {"stroke": int(stroke is not None), "fill": int(fill is not None)}
        if kind == "oval":
            canvas.ellipse(x0, y0, x1, y1, **paint)
        else:
            canvas.rect(x0, y0, x1 - x0, y1 - y0, **paint)

    def mark(self, mark: MarkShape) -> None:
        """A start or end mark: its parts, then its letter (if it has one) upright, in
        Helvetica Bold, its capital centred on the mark."""
        for part in mark_parts(mark):
            self.part(part)
        if not mark.letter:
            return
        canvas, size = self.canvas, mark.letter_size
        canvas.saveState()
        canvas.translate(*mark.centre)
        canvas.scale(1, -1)  # the picture's y grows downwards, the page's upwards
        canvas.setFillColorRGB(*self.colour(mark.letter_colour))
        canvas.setFont("Helvetica-Bold", size)
        canvas.drawCentredString(0, -CAP_HEIGHT * size / 2, mark.letter)
        canvas.restoreState()

    def draw(
        self, left: float, top: float, scale: float, window: Window, layers: list[Layer]
    ) -> None:
        """Put the maze's part inside ``window`` (picture units) with its corner at left, top:
        the layers (those of the window, or of the whole maze), then the start and end."""
        canvas = self.canvas
        wx0, wy0, wx1, wy1 = window
        canvas.saveState()
        path = canvas.beginPath()
        path.rect(
            left - scale,
            top - (wy1 - wy0 + 1) * scale,
            (wx1 - wx0 + 2) * scale,
            (wy1 - wy0 + 2) * scale,
        )
        canvas.clipPath(path, stroke=0, fill=0)
        # Picture units to points: y grows downwards in the picture, upwards on the page.
        canvas.transform(scale, 0, 0, -scale, left - wx0 * scale, top + wy0 * scale)
        for layer in layers:
            if not layer.items:
                continue
            if layer.fill:
                canvas.setFillColorRGB(*self.colour(layer.rgb))
                for x0, y0, x1, y1 in layer.items:
                    canvas.rect(x0, y0, x1 + 1 - x0, y1 + 1 - y0, stroke=0, fill=1)
                continue
            canvas.setStrokeColorRGB(*self.colour(layer.rgb))
            canvas.setLineWidth(layer.width)
            canvas.setLineCap(1 if layer.round else 2)
            canvas.setLineJoin(1 if layer.round else 0)
            # The path written straight into the page, as canvas.lines() would write it: its
            # number formatting (pure Python without reportlab's accelerator) took most of
            # the time of a big maze's pages.
            lines = " ".join(
                f"{x0:.2f} {y0:.2f} m {x1:.2f} {y1:.2f} l" for x0, y0, x1, y1 in layer.items
            )
            canvas.addLiteral(f"n {lines} S")
        ends = self.scene.ends(
            self.palette,
            scale=scale * PIXELS_PER_POINT,
            least=least_mark(self.scene.geometry, scale),
        )
        for mark in ends:
            self.mark(mark)
        canvas.restoreState()


def least_mark(geometry: Geometry, scale: float) -> int:
    """The least side of a printed start or end mark in picture units (``scale`` points
    each): PRINTED_MARK, or the field's inside less PRINTED_GAP round it where that is
    smaller (a mark over the walls would hide the ways into its field)."""
    left, _top, right, _bottom = geometry.interior(0, 0)
    room = right - left + 1 - 2 * math.ceil(PRINTED_GAP / scale)
    return min(math.ceil(PRINTED_MARK / scale), room)


class _Mazes:
    """The class set's drawings, made when a page needs one; a split maze's is kept for the
    pages of its other tiles, with its shapes sorted by tile once."""

    def __init__(
        self,
        canvas: Canvas,
        mazes: list[Printed],
        palette: Palette,
        view: str,
    ) -> None:
        self.canvas, self.mazes, self.palette = canvas, mazes, palette
        self.view = view
        self._kept: tuple[tuple[int, bool], _Drawing, TileLayers] | None = None

    def drawing(self, index: int, answers: bool) -> _Drawing:
        """The maze's drawing, with its solution on a key."""
        maze = self.mazes[index]
        array = maze.array
        scene = build_scene(
            array,
            maze.marks,
            Geometry(array.width, array.height, BOOK_FIELD_SIZE, view=self.view),
            solution=answers,
            trail=maze.key() if answers and maze.key else None,
        )
        return _Drawing(self.canvas, scene, self.palette)

    def whole(self, index: int, answers: bool) -> tuple[_Drawing, list[Layer]]:
        """The maze's drawing and all its layers."""
        drawing = self.drawing(index, answers)
        return drawing, scene_layers(drawing.scene, self.palette)

    def tile(
        self, index: int, answers: bool, tiles: Tiles, place: Place
    ) -> tuple[_Drawing, list[Layer]]:
        """The maze's drawing and the layers of one tile."""
        if self._kept is None or self._kept[0] != (index, answers):
            drawing = self.drawing(index, answers)
            self._kept = ((index, answers), drawing, TileLayers(drawing.scene, self.palette, tiles))
        _key, drawing, layers = self._kept
        return drawing, layers[place]


def _legend(canvas: Canvas, legend: PictureLegend, palette: Palette, top: float) -> None:
    """The legend with its top ``top`` points above the page's foot: each swatch as the
    maze's fields are drawn, and its words."""
    canvas.saveState()
    canvas.transform(1, 0, 0, -1, 0, top)  # the legend's units run downwards
    for entry in legend.entries:
        x0, y0, x1, _y1 = entry.swatch
        swatch = Geometry(1, 1, x1 - x0 + 1, margin=0)
        canvas.setFillColorRGB(*_rgb(palette.ways[entry.ways]))
        canvas.rect(x0, y0, x1 + 1 - x0, x1 + 1 - x0, stroke=0, fill=1)
        canvas.setFillColorRGB(*_rgb(palette.wall))
        canvas.setStrokeColorRGB(*_rgb(palette.wall))
        canvas.setLineWidth(1)
        canvas.setLineCap(2)
        for a, b, c, d in swatch.wall_lines(0, 0, entry.walls):
            canvas.line(x0 + a + 0.5, y0 + b + 0.5, x0 + c + 0.5, y0 + d + 0.5)
        for a, b, c, d in swatch.pips(entry.ways) if palette.shapes else ():
            canvas.rect(x0 + a, y0 + b, c + 1 - a, d + 1 - b, stroke=0, fill=1)
        canvas.saveState()
        canvas.translate(entry.text_x, entry.baseline)
        canvas.scale(1, -1)  # words upright again
        canvas.setFillColorRGB(*_rgb(text_colour_on(palette.background)))
        canvas.setFont("Helvetica", legend.font_size)
        canvas.drawString(0, 0, entry.text)
        canvas.restoreState()
    canvas.restoreState()


def _rgb(colour: tuple[int, int, int]) -> tuple[float, float, float]:
    return colour[0] / 255, colour[1] / 255, colour[2] / 255


def _text(canvas: Canvas, text: PageText) -> None:
    """A line of the page's layout, in black."""
    canvas.setFillColorRGB(0, 0, 0)
    canvas.setFont(text.font, text.size)
    if text.right:
        canvas.drawRightString(text.x, text.y, text.text)
    else:
        canvas.drawString(text.x, text.y, text.text)


def _maze_in_slot(canvas: Canvas, drawing: _Drawing, layers: list[Layer], maze: PlacedMaze) -> None:
    """A whole maze where the layout placed it, and its legend if it has one."""
    if maze.legend is not None:
        _legend(canvas, maze.legend, drawing.palette, maze.legend_top)
    geometry = drawing.scene.geometry
    m = geometry.margin
    across, down = drawn_size(geometry)
    window = (m, m, m + across - 1, m + down - 1)
    drawing.draw(maze.left, maze.top, maze.scale, window, layers)


def _tile_page(
    canvas: Canvas, tiles: Tiles, drawing: _Drawing, layers: list[Layer], tile: PlacedTile
) -> None:
    """One part of a split maze: the map of all parts, then the part with the dashed lines
    where it joins its neighbours."""
    draw_map(canvas, tiles, tile.place, tile.map)
    column, row = tile.place
    (first_x, end_x), (first_y, end_y) = tiles.columns[column], tiles.rows[row]
    geometry = drawing.scene.geometry
    m, size = geometry.margin, geometry.field_size
    # the last column and row of parts take the closing rim (the blocks view's is a square)
    rim = geometry.line if geometry.compact else 0
    window = (
        m + first_x * size,
        m + first_y * size,
        m + end_x * size - 1 + (rim if end_x == geometry.width else 0),
        m + end_y * size - 1 + (rim if end_y == geometry.height else 0),
    )
    drawing.draw(tile.left, tile.top, tile.field / size, window, layers)
    draw_joins(canvas, tiles, tile.place, tile.left, tile.top, tile.field)


@contextlib.contextmanager
def _binary_streams() -> Iterator[None]:
    """The pages compressed but not also ASCII85-encoded (reportlab's default, set for the
    whole process): the file is a fifth smaller, and reportlab's encoder, pure Python, took
    a third of the time of a big maze's pages."""
    saved = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = saved


def _pdf(
    plan: PagePlan,
    mazes: list[Printed],
    pages: list[Page],
    title: str,
) -> bytes:
    """One file of the worksheet: ``pages`` of ``plan``, drawn."""
    options = plan.options
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=options.page_size, invariant=1, pageCompression=1)
    canvas.setTitle(title)
    canvas.setCreator("labyrinth")
    drawn = _Mazes(canvas, mazes, PALETTES[options.palette], options.view)
    for page in pages:
        layout = page_layout(plan, page, mazes)
        for text in layout.texts:
            _text(canvas, text)
        for placed in layout.mazes:
            drawing, layers = drawn.whole(placed.index, page.answers)
            _maze_in_slot(canvas, drawing, layers, placed)
        if layout.tile is not None:
            assert plan.tiles is not None  # a page with a tile belongs to a split maze
            tile = layout.tile
            drawing, layers = drawn.tile(tile.index, page.answers, plan.tiles, tile.place)
            _tile_page(canvas, plan.tiles, drawing, layers, tile)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def answer_key_path(path: str | Path) -> Path:
    """Where the answer keys go in a file of their own: sheet.pdf -> sheet-answers.pdf."""
    path = Path(path)
    return path.with_name(f"{path.stem}-answers{path.suffix}")


def write_worksheet(plan: PagePlan, mazes: list[Printed], path: str | Path) -> list[Path]:
    """Write the worksheet of ``plan`` for ``mazes`` (the class set, in order) to ``path``,
    its answer keys to ``answer_key_path(path)`` when they have a file of their own.

    Returns the files written; SaveError when a file cannot be written.
    """
    files = ((Path(path), _("Maze worksheet")), (answer_key_path(path), _("Answer key")))
    written = []
    for number, (target, title) in enumerate(files):
        pages = plan.file_pages(number)
        if pages:
            with _binary_streams():
                data = _pdf(plan, mazes, pages, title)
            written.append(_write(target, data))
    return written


def _write(path: Path, data: bytes) -> Path:
    def write(stream: BinaryIO) -> None:
        stream.write(data)

    return write_atomically(path, write)
