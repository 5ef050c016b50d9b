"""The first-person view drawn with polygons on a Tk canvas (no OpenGL).

``labyrinth.firstperson.sight`` says which piece of which wall is seen where; this module
only colours and places them. Ceiling and floor are bands made once per canvas size, darker
towards the distance; the start, the goal and the breadcrumbs are tiles on the floor (the
goal's also on the ceiling, so it shows from afar); walls are shaded by the way they face
and fade into the distance. The polygons are a pool: each frame configures the ones it
needs in drawing order and hides the rest, so no item is created or deleted while walking.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterable, Sequence

from labyrinth.firstperson.sight import (
    HALF_HEIGHT,
    NEAR,
    Camera,
    Face,
    Kind,
    Sight,
    project,
)
from labyrinth.render.palettes import Colour, Palette

# How light each facing is (north, east, south, west), as the sun from the south-east would
# light it: a corner always shows two shades.
LIGHT = (0.62, 0.86, 1.0, 0.74)
SKY = (190, 225, 255)  # the outside, seen through an opening in the rim
CRUMB = (64, 160, 255)  # breadcrumbs: play mode's trail colour
BUMP = "#ff2020"
BANDS = 10  # floor and ceiling bands between the eye and the far end
CRUMB_SIZE = 0.14  # half a breadcrumb's side, in fields
GOAL_GLOW = 0.6  # how much of the goal's colour its walls take
START_SIZE = 0.3  # the start is a square on the floor; the goal fills its field


def mixed(colour: Colour, other: Colour, share: float) -> Colour:
    """``colour`` moved ``share`` of the way to ``other``."""
    return tuple(round(a + (b - a) * share) for a, b in zip(colour, other, strict=True))  # type: ignore[return-value]


def hex_of(colour: Colour) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


class Colours:
    """The view's colours, made from a palette of the pictures."""

    def __init__(self, palette: Palette) -> None:
        background, wall = palette.background, palette.wall
        self.fog = mixed(background, (96, 104, 120), 0.35)
        self.ceiling = mixed(background, (40, 48, 66), 0.6)
        self.floor = mixed(background, (150, 138, 120), 0.5)
        self.wall = mixed(wall, background, 0.45)
        self.edge = mixed(wall, (0, 0, 0), 0.45)
        self.block = palette.excluded
        self.block_edge = palette.pattern
        self.start, self.goal = palette.start, palette.end

    def faded(self, colour: Colour, depth: float, far: float) -> str:
        """A colour at ``depth``: the farther, the more of the fog."""
        return hex_of(mixed(colour, self.fog, min(1.0, depth / far) ** 1.2 * 0.9))

    def face(self, face: Face, depth: float, far: float, goal: int) -> tuple[str, str]:
        """Fill and outline of a face seen at ``depth``; the goal's walls glow in its colour."""
        if face.kind is Kind.EXIT:
            return hex_of(SKY), self.faded(self.goal, depth, far)
        base, edge = (
            (self.block, self.block_edge) if face.kind is Kind.BLOCK else (self.wall, self.edge)
        )
        if face.field == goal:
            base = mixed(base, self.goal, GOAL_GLOW)
        lit = mixed(base, (0, 0, 0), 1 - LIGHT[face.facing])
        return self.faded(lit, depth, far), self.faded(edge, depth, far)


class View3D:
    """The first-person picture on ``canvas``, redrawn from a Sight by ``draw``."""

    def __init__(self, canvas: tk.Canvas, palette: Palette) -> None:
        self.canvas = canvas
        self.colours = Colours(palette)
        self.pool: list[int] = []
        self.used = 0
        self.size = (0, 0)
        self.depth = 8
        # What each shown polygon is, in drawing order (for tests and the status line).
        self.shown: list[tuple[str, object]] = []
        self._bands: list[int] = []
        self._bump = canvas.create_rectangle(0, 0, 0, 0, outline=BUMP, width=6, state="hidden")

    def set_palette(self, palette: Palette) -> None:
        self.colours = Colours(palette)
        self.size = (0, 0)  # the bands take the new colours at the next draw

    # -- one frame --------------------------------------------------------------------------

    def draw(
        self,
        sight: Sight,
        start: int,
        goal: int,
        crumbs: Iterable[int],
        width: int,
    ) -> None:
        """Show ``sight``: bands, then floor tiles, then the walls' pieces."""
        canvas = self.canvas
        size = (max(1, canvas.winfo_width()), max(1, canvas.winfo_height()))
        if size != self.size or sight.depth != self.depth:
            self.size, self.depth = size, sight.depth
            self._draw_bands()
        self.used = 0
        self.shown = []
        camera, far = sight.camera, float(sight.depth)
        colours = self.colours
        for field in sorted(sight.seen):
            if field in (start, goal):
                colour = colours.start if field == start else colours.goal
                tile = _tile(camera, field, width, 0.5 if field == goal else START_SIZE)
                depth = _nearest(camera, field, width)
                fill = colours.faded(colour, depth, far)
                self._polygon(self._screen(tile, HALF_HEIGHT), fill, "", ("tile", field))
                if field == goal:
                    self._polygon(self._screen(tile, -HALF_HEIGHT), fill, "", ("tile", field))
        crumb_fill = colours.faded(CRUMB, 0.0, far)
        for field in sorted(set(crumbs) & sight.seen - {start, goal}):
            tile = _tile(camera, field, width, CRUMB_SIZE)
            self._polygon(self._screen(tile, HALF_HEIGHT), crumb_fill, "", ("crumb", field))
        for face in sight.faces:
            for piece in face.pieces:
                depth = (piece.depth_left + piece.depth_right) / 2
                fill, outline = colours.face(face, depth, far, goal)
                points = self._piece(piece.left, piece.right, piece.depth_left, piece.depth_right)
                self._polygon(points, fill, outline, ("face", face))
        for item in self.pool[self.used :]:
            canvas.itemconfigure(item, state="hidden")
        canvas.tag_raise(self._bump)

    def bump(self, on: bool) -> None:
        """A red frame round the view: a move was refused."""
        width, height = self.size
        self.canvas.coords(self._bump, 3, 3, width - 3, height - 3)
        self.canvas.itemconfigure(self._bump, state="normal" if on else "hidden")

    # -- pieces on the screen ---------------------------------------------------------------

    def _xy(self, u: float, v: float) -> tuple[float, float]:
        width, height = self.size
        half = width / 2
        return half + u * half, height / 2 + v * half

    def _screen(self, points: Sequence[tuple[float, float]], height: float) -> list[float]:
        return [c for lateral, depth in points for c in self._xy(*project(lateral, depth, height))]

    def _piece(self, left: float, right: float, near_left: float, near_right: float) -> list[float]:
        """The trapezoid of a wall seen from column ``left`` to ``right``."""
        top_left = project(0, near_left, -HALF_HEIGHT)[1]
        top_right = project(0, near_right, -HALF_HEIGHT)[1]
        return [
            *self._xy(left, top_left),
            *self._xy(right, top_right),
            *self._xy(right, -top_right),
            *self._xy(left, -top_left),
        ]

    def _polygon(self, points: list[float], fill: str, outline: str, what: tuple) -> None:
        if len(points) < 6:
            return
        if self.used == len(self.pool):
            self.pool.append(self.canvas.create_polygon(0, 0, 0, 0, 0, 0, state="hidden"))
            self.canvas.tag_lower(self.pool[-1], self._bump)
        item = self.pool[self.used]
        self.used += 1
        self.canvas.coords(item, *points)
        self.canvas.itemconfigure(item, fill=fill, outline=outline, state="normal")
        self.shown.append((what[0], what[1]))

    def _draw_bands(self) -> None:
        """Ceiling and floor: bands from the screen's edge to the horizon, fading to fog."""
        canvas, colours = self.canvas, self.colours
        for item in self._bands:
            canvas.delete(item)
        width, height = self.size
        far = float(self.depth)
        horizon = height / 2
        edges = [NEAR * (far / NEAR) ** (i / BANDS) for i in range(BANDS + 1)]
        self._bands = []
        for near, farther in zip(edges, edges[1:], strict=False):
            drop_near = min(horizon, project(0, near, HALF_HEIGHT)[1] * width / 2)
            drop_far = project(0, farther, HALF_HEIGHT)[1] * width / 2
            for sign, colour in ((1, colours.floor), (-1, colours.ceiling)):
                fill = colours.faded(colour, farther, far)
                self._bands.append(
                    canvas.create_rectangle(
                        0,
                        horizon + sign * drop_near,
                        width,
                        horizon + sign * drop_far,
                        fill=fill,
                        width=0,
                    )
                )
        fog = canvas.create_rectangle(
            0, horizon - 2, width, horizon + 2, fill=hex_of(colours.fog), width=0
        )
        self._bands.append(fog)
        for item in self._bands:
            canvas.tag_lower(item)


def _tile(camera: Camera, field: int, width: int, half: float) -> list[tuple[float, float]]:
    """A square of side ``2 · half`` in the middle of a field's floor, in view space, cut at
    NEAR (a polygon of 3 to 5 corners, or none)."""
    x, y = field % width + 0.5, field // width + 0.5
    corners = [
        camera.view(x + dx * half, y + dy * half) for dx, dy in ((-1, -1), (1, -1), (1, 1), (-1, 1))
    ]
    kept: list[tuple[float, float]] = []
    for (xa, ta), (xb, tb) in zip(corners, corners[1:] + corners[:1], strict=True):
        if ta >= NEAR:
            kept.append((xa, ta))
        if (ta >= NEAR) != (tb >= NEAR):
            s = (NEAR - ta) / (tb - ta)
            kept.append((xa + s * (xb - xa), NEAR))
    return kept


def _nearest(camera: Camera, field: int, width: int) -> float:
    x, y = field % width + 0.5, field // width + 0.5
    return max(NEAR, camera.view(x, y)[1])
