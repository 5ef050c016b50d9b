"""The maze as an SVG drawing: the PNG's geometry as vector lines, crisp when printed."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from html import escape as _html_escape
from itertools import chain, islice
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, TypeVar, Unpack

from labyrinth.files import write_atomically
from labyrinth.render.geometry import WALLS, Box, Geometry, largest_field_size
from labyrinth.render.legend import PictureLegend, picture_legend
from labyrinth.render.palettes import BOOK, Palette, Segment, text_colour_on
from labyrinth.render.scene import (
    CAP_HEIGHT,
    Look,
    MarkShape,
    Part,
    Point,
    Trail,
    build_scene,
    mark_parts,
    wall_run_parts,
)

if TYPE_CHECKING:
    from labyrinth.build import Marks
    from labyrinth.maze_array import MazeArray

T = TypeVar("T")


def escape(text: str) -> str:
    """``&``, ``<`` and ``>`` as entities, as text in an element needs (xml.sax.saxutils'
    escape, without its import of urllib and email: a quicker start, in the browser too)."""
    return _html_escape(text, quote=False)


def _number(value: float) -> str:
    return f"{value:g}"


def _lines(boxes: list[Box]) -> str:
    """Pixel boxes as one path of whole numbers; drawn shifted by half a unit (see LINES),
    so each 1-unit line runs through the pixel centres and covers exactly those pixels."""
    return "".join(
        [f"M{x0} {y0}H{x1}" if y0 == y1 else f"M{x0} {y0}V{y1}" for x0, y0, x1, y1 in boxes]
    )


LINES = 'fill="none" stroke-width="1" stroke-linecap="square" transform="translate(0.5 0.5)"'


def _segments(segments: list[Segment]) -> str:
    return "".join(
        f"M{_number(x0)} {_number(y0)}L{_number(x1)} {_number(y1)}" for x0, y0, x1, y1 in segments
    )


def _rects(boxes: list[Box]) -> str:
    return "".join(f"M{x0} {y0}H{x1 + 1}V{y1 + 1}H{x0}Z" for x0, y0, x1, y1 in boxes)


def _filled(name: str, colour: str, boxes: Iterable[Box]) -> Iterator[str]:
    """A path filling ``boxes``, in pieces of a few thousand boxes."""
    yield f'<path class="{name}" fill="{colour}" d="'
    yield from map(_rects, _batches(boxes))
    yield '"/>\n'


def _batches(items: Iterable[T]) -> Iterator[list[T]]:
    """``items`` in lists of up to BATCH."""
    items = iter(items)
    while batch := list(islice(items, BATCH)):
        yield batch


BATCH = 4096


def _polyline(points: list[Point]) -> str:
    return "M" + "L".join(f"{_number(x)} {_number(y)}" for x, y in points)


def _pattern(name: str, geometry: Geometry, shapes: str) -> str:
    """A fill that repeats one field's dots (in the blocks view one square's), aligned with
    the fields."""
    size, margin = geometry.pattern_cell.field_size, geometry.margin
    return (
        f'<pattern id="{name}" patternUnits="userSpaceOnUse" x="{margin}" y="{margin}" '
        f'width="{size}" height="{size}">{shapes}</pattern>\n'
    )


def _part(part: Part, hex_) -> str:
    kind, x0, y0, x1, y1, fill, stroke, width = part
    paint = f'fill="{hex_(fill) if fill else "none"}"'
    if stroke is not None:
        paint += f' stroke="{hex_(stroke)}" stroke-width="{_number(width)}"'
    if kind == "oval":
        return (
            f'<ellipse cx="{_number((x0 + x1) / 2)}" cy="{_number((y0 + y1) / 2)}" '
            f'rx="{_number((x1 - x0) / 2)}" ry="{_number((y1 - y0) / 2)}" {paint}/>'
        )
    return (
        f'<rect x="{_number(x0)}" y="{_number(y0)}" width="{_number(x1 - x0)}" '
        f'height="{_number(y1 - y0)}" {paint}/>'
    )


# The fonts of a mark's letter and of a legend, as common sans-serif fonts go by name on each
# system.
TEXT_FONT = 'font-family="DejaVu Sans, Helvetica, Arial, sans-serif"'
LETTER_FONT = f'{TEXT_FONT} font-weight="bold"'


def _letter(mark: MarkShape, hex_) -> str:
    """A mark's letter as text, its capital centred on the mark (the baseline half a
    capital's height below the middle)."""
    if not mark.letter:
        return ""
    x, y = mark.centre
    size = mark.letter_size
    return (
        f'<text x="{_number(x)}" y="{_number(y + CAP_HEIGHT * size / 2)}" '
        f'font-size="{_number(size)}" {LETTER_FONT} text-anchor="middle" '
        f'fill="{hex_(mark.letter_colour)}">{escape(mark.letter)}</text>'
    )


def svg_text(
    maze: MazeArray, marks: Marks | None, field_size: int | None = None, **look: Unpack[Look]
) -> str:
    """The SVG document of a maze in the ``look``'s view and its marks, their letters as
    text; no text from outside goes into it."""
    return "".join(svg_pieces(maze, marks, field_size, **look))


def svg_pieces(
    maze: MazeArray,
    marks: Marks | None,
    field_size: int | None = None,
    *,
    palette: Palette = BOOK,
    solution: bool = False,
    trail: Trail | None = None,
    view: str = WALLS,
) -> Iterator[str]:
    """The SVG document of svg_text in pieces of a row or column of walls at most, so that
    a document of millions of walls is written without ever being held whole."""
    size = field_size or largest_field_size(maze.width, maze.height, view=view)
    geometry = Geometry(maze.width, maze.height, size, view=view)
    scene = build_scene(maze, marks, geometry, solution=solution, trail=trail)
    width, height = geometry.image_size
    legend = picture_legend(maze, geometry) if scene.ways else None
    if legend is not None:
        height = round(legend.top + legend.height)
    hex_ = palette.hex
    yield (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" shape-rendering="crispEdges">\n'
    )
    yield f'<rect width="{width}" height="{height}" fill="{hex_(palette.background)}"/>\n'
    cell = geometry.pattern_cell
    dots = cell.patterned and bool(scene.cut_off)
    if dots:
        yield _pattern(
            "dots",
            geometry,
            f'<path fill="{hex_(palette.pattern)}" d="{_rects(cell.dots())}"/>',
        )
    for name, colour, boxes in (
        ("excluded", scene.excluded_colour(palette), scene.excluded),
        ("cut-off", palette.cut_off, scene.cut_off),
        ("visited", palette.visited, scene.visited),
        *((f"ways-{ways}", palette.ways[ways], boxes) for ways, boxes in enumerate(scene.ways)),
    ):
        if boxes:
            yield from _filled(name, hex_(colour), boxes)
    if dots:
        yield from _filled("cut-off-dots", "url(#dots)", scene.cut_off)
    if palette.shapes and any(scene.ways):
        yield from _filled("pips", hex_(palette.wall), scene.pips())
    if scene.filled_walls:  # the blocks view's squares
        runs = chain.from_iterable(wall_run_parts(geometry, scene.wall_bytes))
        yield from _filled("walls", hex_(palette.wall), runs)
    else:
        yield f'<path class="walls" stroke="{hex_(palette.wall)}" {LINES} d="'
        for lines in wall_run_parts(geometry, scene.wall_bytes):
            yield _lines(lines)
        yield '"/>\n'
    if scene.openings and scene.filled_walls:
        yield from _filled("openings", hex_(palette.background), scene.openings)
    elif scene.openings:
        yield (
            f'<path class="openings" stroke="{hex_(palette.background)}" {LINES} '
            f'd="{_lines(scene.openings)}"/>\n'
        )
    if palette.shapes and scene.excluded and geometry.patterned:
        yield (
            f'<path class="hatching" fill="none" stroke="{hex_(palette.pattern)}" '
            f'stroke-width="1" shape-rendering="auto" d="'
        )
        yield from map(_segments, _batches(scene.excluded_hatching()))
        yield '"/>\n'
    if scene.solution:
        yield (
            f'<path class="solution" fill="none" stroke="{hex_(palette.solution)}" '
            f'stroke-width="{_number(scene.solution_width)}" stroke-linejoin="round" '
            f'stroke-linecap="round" shape-rendering="auto" d="{_polyline(scene.solution)}"/>\n'
        )
    for mark, name in zip(scene.ends(palette), ("start", "end"), strict=False):
        shapes = "".join(_part(part, hex_) for part in mark_parts(mark))
        yield f'<g class="{name}">{shapes}{_letter(mark, hex_)}</g>\n'
    if legend is not None:
        yield from _legend(legend, palette)
    yield "</svg>\n"


def _legend(legend: PictureLegend, palette: Palette) -> Iterator[str]:
    """The junctions view's legend: each swatch as the PNG draws it, and its words."""
    hex_ = palette.hex
    text = hex_(text_colour_on(palette.background))
    yield '<g class="legend">\n'
    for entry in legend.entries:
        x0, y0, x1, _y1 = entry.swatch
        swatch = Geometry(1, 1, x1 - x0 + 1, margin=0)
        walls = [
            (a + x0, b + y0, c + x0, d + y0) for a, b, c, d in swatch.wall_lines(0, 0, entry.walls)
        ]
        pips = [(a + x0, b + y0, c + x0, d + y0) for a, b, c, d in swatch.pips(entry.ways)]
        yield f'<path fill="{hex_(palette.ways[entry.ways])}" d="{_rects([entry.swatch])}"/>'
        if walls:
            yield f'<path stroke="{hex_(palette.wall)}" {LINES} d="{_lines(walls)}"/>'
        if palette.shapes and pips:
            yield f'<path fill="{hex_(palette.wall)}" d="{_rects(pips)}"/>'
        yield (
            f'<text x="{_number(entry.text_x)}" y="{_number(entry.baseline)}" '
            f'font-size="{_number(legend.font_size)}" {TEXT_FONT} fill="{text}">'
            f"{escape(entry.text)}</text>\n"
        )
    yield "</g>\n"


def save_svg(
    maze: MazeArray,
    marks: Marks | None,
    path: str | Path,
    field_size: int | None = None,
    **look: Unpack[Look],
) -> Path:
    """Write the maze in the ``look``'s view as SVG to ``path`` atomically (SaveError if it
    cannot be written), a piece at a time."""
    pieces = svg_pieces(maze, marks, field_size, **look)

    def write(stream: BinaryIO) -> None:
        for piece in pieces:
            stream.write(piece.encode("utf-8"))

    return write_atomically(path, write)
