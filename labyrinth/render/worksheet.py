"""Printable worksheets: vector PDF pages of mazes and their answer keys, with reportlab.

Each maze page lists 1, 2 or 4 mazes (seed, seed + 1, ...), each under its title line, and is
followed by its answer page with the same mazes and their solutions. The mazes are drawn
from the same Scene as the SVG, scaled so a field is as large as the page allows; a maze
whose fields would be smaller than MIN_FIELD_MM is split over several pages that overlap by
one field, the overlap marked by a dashed line.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.pagesizes import A4, LETTER, landscape  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]

from labyrinth.files import write_atomically
from labyrinth.i18n import _
from labyrinth.render.geometry import BOOK_FIELD_SIZE, Geometry
from labyrinth.render.palettes import BOOK, Palette
from labyrinth.render.scene import (
    CAP_HEIGHT,
    PIXELS_PER_POINT,
    MarkShape,
    Part,
    Scene,
    Trail,
    build_scene,
    mark_parts,
)

if TYPE_CHECKING:
    from labyrinth.build import Marks
    from labyrinth.maze_graphs import MazeGraphs

PAPERS = {"a4": A4, "letter": LETTER}
PER_PAGE = (1, 2, 4)
MIN_FIELD_MM = 2.5  # the smallest printed field: room for a fine pencil line between walls
PAGE_MARGIN = 15 * mm
TITLE_SIZE, TEXT_SIZE = 13, 10
OVERLAP = 1  # fields repeated on the next page of a split maze


@dataclass(frozen=True)
class Layout:
    """Paper and how many mazes go on a page."""

    paper: str = "a4"
    landscape: bool = False
    per_page: int = 1

    @property
    def page_size(self) -> tuple[float, float]:
        size = PAPERS[self.paper]
        return landscape(size) if self.landscape else size

    def slots(self) -> list[Slot]:
        """Left, bottom, width and height of each maze's area on a page (title included)."""
        page_width, page_height = self.page_size
        width = page_width - 2 * PAGE_MARGIN
        height = page_height - 2 * PAGE_MARGIN - 2.5 * TITLE_SIZE  # below the name line
        columns = 2 if self.per_page == 4 or (self.per_page == 2 and self.landscape) else 1
        rows = self.per_page // columns
        gap = 8 * mm
        slot_width = (width - (columns - 1) * gap) / columns
        slot_height = (height - (rows - 1) * gap) / rows
        return [
            (
                PAGE_MARGIN + column * (slot_width + gap),
                PAGE_MARGIN + (rows - 1 - row) * (slot_height + gap),
                slot_width,
                slot_height,
            )
            for row in range(rows)
            for column in range(columns)
        ]


def maze_title(maze: MazeGraphs) -> str:
    """Size, algorithm and seed, which make the maze again; a .maz file's name instead."""
    from labyrinth.formats.loaded import LoadedMaze, made_from_seed

    if isinstance(maze, LoadedMaze) and not made_from_seed(maze):
        return _("Maze {width} × {height}, from {file}").format(
            width=maze.maze_array.width, height=maze.maze_array.height, file=maze.source.name
        )
    result = maze.result
    return _("Maze {width} × {height}, algorithm {algorithm}, seed {seed}").format(
        width=maze.maze_array.width,
        height=maze.maze_array.height,
        algorithm=result.algorithm if result else "",
        seed=maze.seed,
    )


def _field_points(geometry: Geometry, width: float, height: float) -> float:
    """Points per picture unit that fit the maze (margins dropped) into ``width`` × ``height``."""
    return min(
        width / (geometry.width * geometry.field_size),
        height / (geometry.height * geometry.field_size),
    )


def pages_needed(maze: MazeGraphs, layout: Layout) -> tuple[int, int]:
    """Pages across and down for one maze: (1, 1) when it fits at MIN_FIELD_MM or more."""
    _left, _bottom, width, height = layout.slots()[0]
    height -= 1.6 * TEXT_SIZE
    per_field = MIN_FIELD_MM * mm
    fit_x, fit_y = int(width // per_field), int(height // per_field)
    array = maze.maze_array
    if array.width <= fit_x and array.height <= fit_y:
        return 1, 1
    return _tiles(array.width, fit_x), _tiles(array.height, fit_y)


def _tiles(fields: int, fit: int) -> int:
    return 1 if fields <= fit else math.ceil((fields - OVERLAP) / (fit - OVERLAP))


class _Drawing:
    """Draws one Scene onto the canvas at a scale, clipped to a window of fields."""

    def __init__(self, canvas: Canvas, scene: Scene, palette: Palette) -> None:
        self.canvas, self.scene, self.palette = canvas, scene, palette

    def colour(self, rgb: tuple[int, int, int]) -> tuple[float, float, float]:
        return rgb[0] / 255, rgb[1] / 255, rgb[2] / 255

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
        self, left: float, top: float, scale: float, window: tuple[int, int, int, int]
    ) -> None:
        """Put the maze's part inside ``window`` (picture units) with its corner at left, top."""
        canvas, scene, palette = self.canvas, self.scene, self.palette
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

        def inside(box: tuple[float, float, float, float]) -> bool:
            return (
                box[2] >= wx0 - 1 and box[0] <= wx1 + 1 and box[3] >= wy0 - 1 and box[1] <= wy1 + 1
            )

        def fill(boxes, rgb) -> None:
            canvas.setFillColorRGB(*self.colour(rgb))
            for x0, y0, x1, y1 in boxes:
                if inside((x0, y0, x1, y1)):
                    canvas.rect(x0, y0, x1 + 1 - x0, y1 + 1 - y0, stroke=0, fill=1)

        def lines(boxes, rgb, width: float = 1.0, cap: int = 2) -> None:
            canvas.setStrokeColorRGB(*self.colour(rgb))
            canvas.setLineWidth(width)
            canvas.setLineCap(cap)
            drawn = [
                (x0 + 0.5, y0 + 0.5, x1 + 0.5, y1 + 0.5)
                for x0, y0, x1, y1 in boxes
                if inside((x0, y0, x1, y1))
            ]
            if drawn:
                canvas.lines(drawn)

        fill(scene.excluded, palette.excluded)
        fill(scene.cut_off, palette.cut_off)
        fill(scene.visited, palette.visited)
        fill(scene.cut_off_dots(), palette.pattern)
        lines(scene.walls, palette.wall)
        lines(scene.openings, palette.background)
        if palette.shapes:
            canvas.setLineWidth(0.5)
            canvas.setStrokeColorRGB(*self.colour(palette.pattern))
            segments = [s for s in scene.excluded_hatching() if inside(s)]
            if segments:
                canvas.lines(segments)
        if scene.solution:
            canvas.setStrokeColorRGB(*self.colour(palette.solution))
            canvas.setLineWidth(scene.solution_width)
            canvas.setLineCap(1)
            canvas.setLineJoin(1)
            solution = canvas.beginPath()
            solution.moveTo(*scene.solution[0])
            for point in scene.solution[1:]:
                solution.lineTo(*point)
            canvas.drawPath(solution, stroke=1, fill=0)
        for mark in scene.ends(palette, scale=scale * PIXELS_PER_POINT):
            self.mark(mark)
        canvas.restoreState()


def _header(canvas: Canvas, layout: Layout, title: str) -> None:
    page_width, page_height = layout.page_size
    canvas.setFillColorRGB(0, 0, 0)
    canvas.setFont("Helvetica-Bold", TITLE_SIZE)
    canvas.drawString(PAGE_MARGIN, page_height - PAGE_MARGIN - TITLE_SIZE, title)
    canvas.setFont("Helvetica", TEXT_SIZE)
    canvas.drawRightString(
        page_width - PAGE_MARGIN,
        page_height - PAGE_MARGIN - TITLE_SIZE,
        _("Name: {line}   Date: {short}").format(line="_" * 22, short="_" * 12),
    )


Slot = tuple[float, float, float, float]
# What the answer page draws for a maze (the shortest way when there is none).
Solver = Callable[["MazeGraphs"], Trail]


def _placement(geometry: Geometry, slot: Slot) -> tuple[float, float, float]:
    """Left and top edge (points) of the maze in a slot, and points per picture unit."""
    left, bottom, width, height = slot
    height -= 1.6 * TEXT_SIZE  # the maze's title line
    scale = _field_points(geometry, width, height)
    maze_width = geometry.width * geometry.field_size * scale
    return left + (width - maze_width) / 2, bottom + height, scale


def maze_placements(
    mazes: Sequence[MazeGraphs], layout: Layout
) -> list[tuple[float, float, float]]:
    """Where the mazes of one page go: left, top (points from the bottom) and scale."""
    return [
        _placement(_geometry(maze), slot) for maze, slot in zip(mazes, layout.slots(), strict=False)
    ]


def _marks(maze: MazeGraphs) -> Marks | None:
    return maze.result.marks if maze.result else None


def _geometry(maze: MazeGraphs) -> Geometry:
    return Geometry(maze.maze_array.width, maze.maze_array.height, BOOK_FIELD_SIZE)


def _maze_in_slot(
    canvas: Canvas, maze: MazeGraphs, scene: Scene, palette: Palette, slot: Slot
) -> None:
    left, bottom, width, height = slot
    title = maze_title(maze)
    size = min(TEXT_SIZE, TEXT_SIZE * width / canvas.stringWidth(title, "Helvetica", TEXT_SIZE))
    canvas.setFont("Helvetica", size)  # smaller when two mazes share a row
    canvas.setFillColorRGB(0, 0, 0)
    canvas.drawString(left, bottom + height - TEXT_SIZE, title)
    geometry = scene.geometry
    x, top, scale = _placement(geometry, slot)
    m, size = geometry.margin, geometry.field_size
    window = (m, m, m + geometry.width * size - 1, m + geometry.height * size - 1)
    _Drawing(canvas, scene, palette).draw(x, top, scale, window)


def _tiled(
    canvas: Canvas, maze: MazeGraphs, scene: Scene, palette: Palette, layout: Layout, title: str
) -> None:
    """One maze over several pages; each page repeats OVERLAP fields of its neighbours."""
    across, down = pages_needed(maze, layout)
    left, bottom, width, height = layout.slots()[0]
    height -= 1.6 * TEXT_SIZE
    geometry = scene.geometry
    size, m = geometry.field_size, geometry.margin
    fit_x, fit_y = int(width // (MIN_FIELD_MM * mm)), int(height // (MIN_FIELD_MM * mm))
    scale = MIN_FIELD_MM * mm / size
    for row in range(down):
        for column in range(across):
            fx0 = min(column * (fit_x - OVERLAP), max(0, geometry.width - fit_x))
            fy0 = min(row * (fit_y - OVERLAP), max(0, geometry.height - fit_y))
            fx1 = min(geometry.width, fx0 + fit_x)
            fy1 = min(geometry.height, fy0 + fit_y)
            _header(canvas, layout, title)
            canvas.setFont("Helvetica", TEXT_SIZE)
            canvas.drawString(
                left,
                bottom + height + 0.6 * TEXT_SIZE,
                _("{title} — part {row}, {column} of {down} × {across}").format(
                    title=maze_title(maze), row=row + 1, column=column + 1, down=down, across=across
                ),
            )
            top = bottom + height
            window = (m + fx0 * size, m + fy0 * size, m + fx1 * size - 1, m + fy1 * size - 1)
            _Drawing(canvas, scene, palette).draw(left, top, scale, window)
            _overlap_marks(
                canvas,
                left,
                top,
                scale * size,
                (fx0, fy0, fx1, fy1),
                geometry,
                column,
                row,
                across,
                down,
            )
            canvas.showPage()


def _overlap_marks(canvas, left, top, field, fields, geometry, column, row, across, down) -> None:
    """Dashed lines one field in from each edge that the next page repeats."""
    fx0, fy0, fx1, fy1 = fields
    right, bottom = left + (fx1 - fx0) * field, top - (fy1 - fy0) * field
    canvas.saveState()
    canvas.setDash(3, 2)
    canvas.setStrokeColorRGB(0.85, 0, 0)
    canvas.setLineWidth(0.8)
    if column + 1 < across:
        canvas.line(right - OVERLAP * field, top + 4, right - OVERLAP * field, bottom - 4)
    if column > 0:
        canvas.line(left + OVERLAP * field, top + 4, left + OVERLAP * field, bottom - 4)
    if row + 1 < down:
        canvas.line(left - 4, bottom + OVERLAP * field, right + 4, bottom + OVERLAP * field)
    if row > 0:
        canvas.line(left - 4, top - OVERLAP * field, right + 4, top - OVERLAP * field)
    canvas.restoreState()


def worksheet_bytes(
    mazes: Sequence[MazeGraphs],
    layout: Layout,
    palette: Palette = BOOK,
    *,
    answers: bool = True,
    solver: Solver | None = None,
) -> bytes:
    """The PDF: per group of ``layout.per_page`` mazes a maze page, then (with ``answers``)
    the answer page with the same mazes and their solutions: the shortest ways, or what
    ``solver`` draws for each maze."""

    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=layout.page_size, invariant=1, pageCompression=1)
    canvas.setTitle(_("Maze worksheet"))
    canvas.setCreator("labyrinth")
    sheet, key = _("Maze worksheet"), _("Answer key")
    for first in range(0, len(mazes), layout.per_page):
        group = mazes[first : first + layout.per_page]
        kinds = ((False, sheet), (True, key)) if answers else ((False, sheet),)
        for solution, heading in kinds:
            scenes = [
                build_scene(
                    maze.maze_array,
                    _marks(maze),
                    _geometry(maze),
                    solution=solution,
                    trail=solver(maze) if solution and solver else None,
                )
                for maze in group
            ]
            if pages_needed(group[0], layout) != (1, 1):
                _tiled(canvas, group[0], scenes[0], palette, layout, heading)
                continue
            _header(canvas, layout, heading)
            for maze, scene, slot in zip(group, scenes, layout.slots(), strict=False):
                _maze_in_slot(canvas, maze, scene, palette, slot)
            canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def save_worksheet(
    mazes: Sequence[MazeGraphs],
    path: str | Path,
    layout: Layout,
    palette: Palette = BOOK,
    *,
    answers: bool = True,
    solver: Solver | None = None,
) -> Path:
    """Write the worksheet PDF to ``path`` atomically (SaveError if it cannot be written)."""
    data = worksheet_bytes(mazes, layout, palette, answers=answers, solver=solver)

    def write(stream: BinaryIO) -> None:
        stream.write(data)

    return write_atomically(path, write)
