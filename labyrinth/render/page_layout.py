"""Where everything goes on a worksheet's page, decided once.

The page's texts (its title, the name and date line, each maze's line, a split maze's line
and note), where each whole maze and its legend go, or where a maze's part and the map of
the parts go. The PDF (labyrinth.render.worksheet) draws this with reportlab, the print
dialog's preview (labyrinth.gui.print_preview) small on a Tk canvas: neither places
anything itself, so the preview shows where things will print.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]

from labyrinth.i18n import _
from labyrinth.render.class_set import number_label
from labyrinth.render.geometry import BOOK_FIELD_SIZE, JUNCTIONS, Geometry
from labyrinth.render.legend import PictureLegend, lay_out, ways_counts
from labyrinth.render.print_options import (
    MAZE_TITLE,
    PAGE_MARGIN,
    TEXT_SIZE,
    TILE_STRIP,
    TITLE_SIZE,
    PrintOptions,
    Slot,
)
from labyrinth.render.tiles import Place, TileMap, tile_map

if TYPE_CHECKING:
    from labyrinth.maze_array import MazeArray
    from labyrinth.render.class_set import Page, PagePlan
    from labyrinth.render.scene import Printed

NOTE_SIZE = 8
MAP_HEIGHT = 14 * mm  # the assembly map's; below it the top neighbour's name
# A legend's swatch under a maze of the junctions view, in points; its words 4/5 as high.
LEGEND_SWATCH = 12

# What a text is on the page: the page's title (in bold), a maze's own line, or a line to
# fill in or a hint (the preview draws these three in different greys).
TITLE, LINE, NOTE = "title", "line", "note"


@dataclass(frozen=True)
class PageText:
    """One line of text: from ``x`` (or ending there when ``right``), its baseline ``y``
    points above the page's foot, in Helvetica of ``size`` points (bold for a title)."""

    text: str
    x: float
    y: float
    size: float
    role: str
    right: bool = False

    @property
    def font(self) -> str:
        return "Helvetica-Bold" if self.role == TITLE else "Helvetica"

    @property
    def width(self) -> float:
        """How wide it prints, in points."""
        return float(stringWidth(self.text, self.font, self.size))


def fitted(
    text: str, x: float, y: float, room: float, size: float, role: str, right: bool = False
) -> PageText:
    """``text`` at ``size``, or smaller where it would be wider than ``room`` points."""
    full = PageText(text, x, y, size, role, right)
    return PageText(text, x, y, min(size, size * room / full.width), role, right)


@dataclass(frozen=True)
class PlacedMaze:
    """A whole maze in its slot: the left and top of its fields, the points a picture unit
    takes, and in the junctions view its legend with its top ``legend_top`` points above the
    page's foot."""

    index: int  # in the class set
    left: float
    top: float
    scale: float
    legend: PictureLegend | None
    legend_top: float


@dataclass(frozen=True)
class PlacedTile:
    """One part of a split maze: its top left corner, the points a field takes, and the map
    of all parts."""

    index: int  # in the class set
    place: Place
    left: float
    top: float
    field: float
    map: TileMap


@dataclass(frozen=True)
class PageLayout:
    """A page's lines of text, and its whole mazes or the one part of a split maze."""

    texts: list[PageText]
    mazes: list[PlacedMaze]
    tile: PlacedTile | None


def page_layout(plan: PagePlan, page: Page, mazes: Sequence[Printed]) -> PageLayout:
    """Where the texts and mazes of ``page`` go; ``mazes`` holds at least the page's ones
    (by their index in the class set)."""
    options = plan.options
    texts = _header(options, page.answers)
    if page.tile is None:
        placed = []
        for index, slot in zip(page.mazes, options.slots(page.per_page), strict=False):
            maze, array = mazes[index], mazes[index].array
            room, legend = with_legend(array, options.view, slot)
            left, bottom, width, height = room
            title = _titled(maze.title, index, options.count)
            texts.append(fitted(title, left, bottom + height - TEXT_SIZE, width, TEXT_SIZE, LINE))
            geometry = Geometry(array.width, array.height, BOOK_FIELD_SIZE, view=options.view)
            x, top, scale = placement(geometry, room)
            placed.append(PlacedMaze(index, x, top, scale, legend, room[1] - LEGEND_SWATCH))
        return PageLayout(texts, placed, None)
    (index,) = page.mazes
    tile = _tile(plan, page.tile, index)
    texts += _tile_texts(plan, tile, _titled(mazes[index].title, index, options.count))
    return PageLayout(texts, [], tile)


def _header(options: PrintOptions, answers: bool) -> list[PageText]:
    """The page's title, and on a student's sheet the name and date line at its right."""
    page_width, page_height = options.page_size
    y = page_height - PAGE_MARGIN - TITLE_SIZE
    room = page_width - 2 * PAGE_MARGIN
    title = _("Answer key") if answers else _("Maze worksheet")
    texts = [fitted(title, PAGE_MARGIN, y, room, TITLE_SIZE, TITLE)]
    if not answers:
        line = _("Name: {line}   Date: {short}").format(line="_" * 22, short="_" * 12)
        texts.append(fitted(line, page_width - PAGE_MARGIN, y, room, TEXT_SIZE, NOTE, True))
    return texts


def _titled(title: str, index: int, count: int) -> str:
    """The maze's title line, numbered in a class set."""
    number = number_label(index, count)
    return f"{number} — {title}" if number else title  # "3 / 30 — Maze ...": no words to translate


def with_legend(array: MazeArray, view: str, slot: Slot) -> tuple[Slot, PictureLegend | None]:
    """The part of ``slot`` for the maze and its title, and in the junctions view the legend
    at the slot's foot, laid out downwards from 0 (its top is ``legend.height`` above the
    slot's bottom)."""
    if view != JUNCTIONS:
        return slot, None
    left, bottom, width, height = slot
    counts = ways_counts(array.walls, array.closed_fields_mask())
    legend = lay_out(counts, left, 0, width, LEGEND_SWATCH)
    room = legend.height + LEGEND_SWATCH
    return (left, bottom + room, width, height - room), legend


def drawn_size(geometry: Geometry) -> tuple[int, int]:
    """The picture units of a whole maze without its margin (the blocks view's closing rim
    included)."""
    width, height = geometry.image_size
    return width - 2 * geometry.margin, height - 2 * geometry.margin


def placement(geometry: Geometry, slot: Slot) -> tuple[float, float, float]:
    """Where a whole maze goes in ``slot``, below its title line: the left and top of its
    fields (points) and the points a picture unit takes."""
    left, bottom, width, height = slot
    across, down = drawn_size(geometry)
    height -= MAZE_TITLE
    scale = min(width / across, height / down)
    return left + (width - across * scale) / 2, bottom + height, scale


def _tile(plan: PagePlan, place: Place, index: int) -> PlacedTile:
    """The part at ``place`` centred under the strip, the map at the strip's right."""
    options, tiles = plan.options, plan.tiles
    assert tiles is not None  # a page with a tile belongs to a split maze
    strip_top = options.content_top()
    area_left, _bottom, area_width, _height = options.tile_area()
    box = (area_left + 0.6 * area_width, strip_top - MAP_HEIGHT, 0.4 * area_width, MAP_HEIGHT)
    first_x, end_x = tiles.columns[place[0]]
    field = plan.tile_field()
    left = area_left + (area_width - (end_x - first_x) * field) / 2
    return PlacedTile(index, place, left, strip_top - TILE_STRIP, field, tile_map(tiles, box))


def _tile_texts(plan: PagePlan, tile: PlacedTile, title: str) -> list[PageText]:
    """The part's line (the maze, the part's name and number) and the note on joining the
    pages, left of the map."""
    tiles = plan.tiles
    assert tiles is not None
    strip_top = plan.options.content_top()
    area_left = plan.options.tile_area()[0]
    room = tile.map.left - area_left - 4 * mm
    line = _("{title} — page {tile} ({number} of {count})").format(
        title=title,
        tile=tiles.name(tile.place),
        number=tiles.places().index(tile.place) + 1,
        count=tiles.count,
    )
    note = _(
        "To join the pages, cut along the dashed lines at the left and top and lay each cut "
        "edge on the neighbour's dashed line."
    )
    note_y = strip_top - TEXT_SIZE - 1.6 * NOTE_SIZE
    return [
        fitted(line, area_left, strip_top - TEXT_SIZE, room, TEXT_SIZE, LINE),
        fitted(note, area_left, note_y, room, NOTE_SIZE, NOTE),
    ]
