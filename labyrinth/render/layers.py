"""A Scene as the PDF draws it: layers of boxes to fill and lines to stroke, in drawing order,
for the whole maze or cut up by the tiles of a split maze.

A page of a split maze goes through its own share only: its walls are merged from the wall
bits of its own fields, and the few other shapes (fills, openings, the solution) are sorted
to the tiles they touch once. So a maze over 150 pages takes seconds, not minutes.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass

from labyrinth.render.geometry import Box, Geometry
from labyrinth.render.palettes import Colour, Palette
from labyrinth.render.scene import Scene, wall_runs
from labyrinth.render.tiles import Place, Span, Tiles

Shape = tuple[float, float, float, float]  # a box to fill, or a line from x0, y0 to x1, y1
# The walls' place among the layers, after the fills: excluded, cut-off and visited fields,
# the junctions view's five, the dots and the pips.
WALL_LAYER = 10


@dataclass
class Layer:
    """Boxes to fill, or lines to stroke, in one colour (picture units)."""

    rgb: Colour
    items: list[Shape]
    fill: bool = False
    width: float = 1.0
    round: bool = False  # round ends and joins (the solution), else square


def _lines(boxes: list[Box]) -> list[Shape]:
    """Pixel runs as lines through the middle of their pixels."""
    return [(x0 + 0.5, y0 + 0.5, x1 + 0.5, y1 + 0.5) for x0, y0, x1, y1 in boxes]


def _wall_layer(scene: Scene, rgb: Colour, boxes: list[Box]) -> Layer:
    """Wall runs (or a rim's openings) in ``rgb``: lines of a unit, or in the blocks view
    boxes to fill."""
    if scene.filled_walls:
        return Layer(rgb, list(boxes), fill=True)
    return Layer(rgb, _lines(boxes))


def scene_layers(scene: Scene, palette: Palette, walls: list[Box] | None = None) -> list[Layer]:
    """The scene in drawing order: fills, walls (``walls``, else the scene's), the openings,
    the hatching, the solution."""
    ways: list[Iterable[Box]] = list(scene.ways) or [()] * len(palette.ways)
    layers = [
        Layer(scene.excluded_colour(palette), list(scene.excluded), fill=True),
        Layer(palette.cut_off, list(scene.cut_off), fill=True),
        Layer(palette.visited, list(scene.visited), fill=True),
        *(
            Layer(rgb, list(boxes), fill=True)
            for rgb, boxes in zip(palette.ways, ways, strict=True)
        ),
        Layer(palette.pattern, list(scene.cut_off_dots()), fill=True),
        Layer(palette.wall, list(scene.pips()) if palette.shapes else [], fill=True),
        _wall_layer(scene, palette.wall, scene.walls if walls is None else walls),
        _wall_layer(scene, palette.background, scene.openings),
    ]
    assert len(layers) == WALL_LAYER + 2
    if palette.shapes:
        layers.append(Layer(palette.pattern, list(scene.excluded_hatching()), width=0.5))
    points = scene.solution
    if points:
        # one line a leg; with round ends the legs join as one line would
        legs = [(*a, *b) for a, b in zip(points, points[1:], strict=False)]
        layers.append(
            Layer(
                palette.solution,
                legs or [(*points[0], *points[0])],
                width=scene.solution_width,
                round=True,
            )
        )
    return layers


class TileLayers:
    """Each tile's layers, by place: what shows on its page (the tile's fields and one picture
    unit round them, as the drawing clips), perhaps a little more. A tile's walls are merged
    when its page asks for them, so only one page's walls are held at a time."""

    def __init__(self, scene: Scene, palette: Palette, tiles: Tiles) -> None:
        self.scene, self.tiles = scene, tiles
        self._without_walls = _by_tile(
            scene_layers(scene, palette, walls=[]), tiles, scene.geometry
        )

    def __getitem__(self, place: Place) -> list[Layer]:
        layers = list(self._without_walls[place])
        walls = layers[WALL_LAYER]
        layers[WALL_LAYER] = _wall_layer(
            self.scene, walls.rgb, _tile_walls(self.scene, self.tiles, place)
        )
        return layers


def _tile_walls(scene: Scene, tiles: Tiles, place: Place) -> list[Box]:
    """The wall runs of a tile's fields and of one field round them (the clip shows the edge
    of the neighbours' walls), merged from those fields' wall bits alone."""
    geometry = scene.geometry
    # a PDF draws the book's fields, each with its own walls, or the blocks view's squares
    assert geometry.blocks or not geometry.compact
    width, size = geometry.width, geometry.field_size
    column, row = place
    x0, x1 = _widened(tiles.columns[column], width)
    y0, y1 = _widened(tiles.rows[row], geometry.height)
    walls = scene.wall_bytes
    part = b"".join(walls[y * width + x0 : y * width + x1] for y in range(y0, y1))
    dx, dy = x0 * size, y0 * size
    return [
        (a + dx, b + dy, c + dx, d + dy)
        for a, b, c, d in wall_runs(
            Geometry(x1 - x0, y1 - y0, size, geometry.margin, geometry.view), part
        )
    ]


def _widened(span: Span, fields: int) -> Span:
    first, end = span
    return max(0, first - 1), min(fields, end + 1)


def _by_tile(layers: list[Layer], tiles: Tiles, geometry: Geometry) -> dict[Place, list[Layer]]:
    """The layers sorted by tile: each shape goes to every tile it may show on."""
    size, margin = geometry.field_size, geometry.margin

    def reach(spans: tuple[Span, ...]) -> tuple[list[int], list[int]]:
        """The first and last picture unit each tile's page shows, one unit round its fields."""
        return (
            [margin + first * size - 1 for first, _end in spans],
            [margin + end * size for _first, end in spans],
        )

    x_low, x_high = reach(tiles.columns)
    y_low, y_high = reach(tiles.rows)

    def touched(low: list[int], high: list[int], a: float, b: float) -> range:
        """The tiles whose reach from low to high meets a to b (both lists ascend)."""
        a, b = min(a, b), max(a, b)
        first = last = bisect_left(high, a)
        while last < len(low) and low[last] <= b:
            last += 1
        return range(first, last)

    cut = {
        place: [Layer(layer.rgb, [], layer.fill, layer.width, layer.round) for layer in layers]
        for place in tiles.places()
    }
    for index, layer in enumerate(layers):
        for shape in layer.items:
            x0, y0, x1, y1 = shape
            for column in touched(x_low, x_high, x0, x1):
                for row in touched(y_low, y_high, y0, y1):
                    cut[column, row][index].items.append(shape)
    return cut
