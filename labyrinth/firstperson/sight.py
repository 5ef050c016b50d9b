"""What a walker sees: the wall faces in front of a camera, and where they lie on the screen.

Field ``(x | y)`` covers the square ``[x, x+1] × [y, y+1]``; y grows southwards, as in the
maze. A camera stands anywhere in it, looking along a heading that may lie between two of
the four (while a turn is animated). View space has ``lateral`` (to the right) and
``depth`` (ahead); the screen coordinate ``u`` runs from -1 (left edge) to 1 (right edge),
``v`` from the horizon downwards on the same scale.

Every wall is one field high and the eye is halfway up, so a nearer wall hides everything
behind it over its whole screen width: visibility is a problem in one dimension. The faces'
ends split the screen into intervals; in each, the nearest face is seen. Each face's seen
``pieces`` never overlap, so the window can draw them in any order, and a test can ask
whether an opening in the model is an opening on the screen.
"""

from __future__ import annotations

import dataclasses
import enum
import math
from collections import deque
from collections.abc import Collection, Iterable
from dataclasses import dataclass

from labyrinth.maze_array import MazeArray

NORTH, EAST, SOUTH, WEST = range(4)
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))
# Half the screen's width seen at depth 1 (in fields): a view about 77° wide.
TAN = 0.8
NEAR = 0.05  # nothing nearer than this is drawn
HALF_HEIGHT = 0.5  # walls are one field high; the eye is halfway up
DEPTH = 8  # fields seen ahead by default
COLUMNS = 48  # rays cast across the screen to find the fields seen (for the map's fog)
_EPSILON = 1e-9


class Kind(enum.Enum):
    """What lies behind a face, which decides how it looks."""

    WALL = "wall"  # a wall between two fields of the maze
    RIM = "rim"  # the maze's outer wall
    BLOCK = "block"  # an excluded (or walled-in) field: a solid block
    EXIT = "exit"  # an opening in the rim: the way out, the outside seen through it


@dataclass(frozen=True)
class Camera:
    """An eye at ``(x, y)`` looking along ``turns`` quarter turns clockwise from north."""

    x: float
    y: float
    turns: float

    @classmethod
    def at(cls, field: int, heading: int, width: int) -> Camera:
        """The camera of a walker on ``field`` facing ``heading``: at the back edge of the
        field, so the whole field lies in front and its side walls frame the view."""
        dx, dy = STEPS[heading]
        x, y = field % width + 0.5 - 0.5 * dx, field // width + 0.5 - 0.5 * dy
        return cls(x, y, float(heading))

    @property
    def forward(self) -> tuple[float, float]:
        angle = self.turns * math.pi / 2
        return math.sin(angle), -math.cos(angle)

    def view(self, x: float, y: float) -> tuple[float, float]:
        """A point of the maze in view space: (lateral, depth)."""
        fx, fy = self.forward
        dx, dy = x - self.x, y - self.y
        return dx * -fy + dy * fx, dx * fx + dy * fy

    def field(self, maze: MazeArray) -> int:
        """The field the camera looks from (a camera on an edge: the field ahead)."""
        fx, fy = self.forward
        x = min(maze.width - 1, max(0, math.floor(self.x + 0.01 * fx)))
        y = min(maze.height - 1, max(0, math.floor(self.y + 0.01 * fy)))
        return y * maze.width + x


@dataclass(frozen=True)
class Piece:
    """The part of a face seen on the screen: from ``left`` to ``right`` (u), at the depths
    ``depth_left`` and ``depth_right`` there."""

    left: float
    right: float
    depth_left: float
    depth_right: float


@dataclass
class Face:
    """One side of a wall, seen from ``field`` (the open field in front of it) towards
    ``side`` (NORTH … WEST). ``ends`` are its two ends in view space, cut at NEAR."""

    field: int
    side: int
    kind: Kind
    ends: tuple[tuple[float, float], tuple[float, float]]
    pieces: list[Piece] = dataclasses.field(default_factory=list)

    @property
    def facing(self) -> int:
        """The heading the face looks towards (the way back to the walker): its shading."""
        return (self.side + 2) % 4

    @property
    def depth(self) -> float:
        return min(self.ends[0][1], self.ends[1][1])

    def depth_at(self, u: float) -> float:
        """The depth at which the ray through screen column ``u`` meets this face's line."""
        (x1, t1), (x2, t2) = self.ends
        k = u * TAN
        return (x1 * t2 - x2 * t1) / ((x1 - x2) - k * (t1 - t2))


@dataclass
class Sight:
    """Everything the camera sees: faces with their seen pieces, the fields seen."""

    camera: Camera
    faces: list[Face]
    seen: set[int]
    depth: int

    def face(self, field: int, side: int) -> Face | None:
        """The face of ``field``'s wall towards ``side``, if any of it is seen."""
        return next((f for f in self.faces if (f.field, f.side) == (field, side)), None)

    def dead_ends(self, maze: MazeArray) -> set[int]:
        """Seen fields with exactly one way out."""
        return {f for f in self.seen if bin(maze.walls[f] & 15).count("1") == 3}


def project(lateral: float, depth: float, height: float) -> tuple[float, float]:
    """A point of view space at ``height`` below the eye (negative: above) on the screen."""
    scale = depth * TAN
    return lateral / scale, height / scale


def look(
    maze: MazeArray,
    camera: Camera,
    depth: int = DEPTH,
    exits: Collection[tuple[int, int]] = (),
    closed: bytes | bytearray | None = None,
) -> Sight:
    """The faces ``camera`` sees up to ``depth`` fields ahead, and the fields it sees.

    ``exits`` are openings in the rim as (field, side); ``closed`` marks fields that are not
    part of the maze (``MazeArray.closed_fields_mask``), drawn as solid blocks.
    """
    if closed is None:
        closed = maze.closed_fields_mask()
    exits = set(exits)
    fields = _fields_in_view(maze, camera, depth)
    faces = [
        face
        for here in fields
        for side in range(4)
        if (face := _face(maze, camera, here, side, exits, closed)) is not None
    ]
    _cut_into_pieces(faces)
    faces = [face for face in faces if face.pieces]
    columns = {(piece.left + piece.right) / 2 for face in faces for piece in face.pieces}
    columns.update(-1 + (2 * i + 1) / COLUMNS for i in range(COLUMNS))
    seen = _fields_seen(maze, camera, depth, columns)
    return Sight(camera, faces, seen, depth)


def _fields_in_view(maze: MazeArray, camera: Camera, depth: int) -> list[int]:
    """Fields reachable from the camera's field through open passages whose squares reach
    into the view (a generous test: hidden faces are sorted out by depth later)."""
    width, walls = maze.width, maze.walls
    first = camera.field(maze)
    found, queue = {first}, deque([first])
    while queue:
        here = queue.popleft()
        for side, (dx, dy) in enumerate(STEPS):
            if walls[here] & (1 << side):
                continue
            there = here + dy * width + dx
            if there not in found and _in_view(camera, there, width, depth):
                found.add(there)
                queue.append(there)
    return sorted(found)


def _in_view(camera: Camera, field: int, width: int, depth: int) -> bool:
    x, y = field % width, field // width
    corners = [camera.view(x + a, y + b) for a in (0, 1) for b in (0, 1)]
    depths = [t for _lateral, t in corners]
    if max(depths) <= NEAR or min(depths) > depth:
        return False
    if all(lateral > t * TAN for lateral, t in corners):
        return False
    return not all(lateral < -t * TAN for lateral, t in corners)


def _face(
    maze: MazeArray,
    camera: Camera,
    here: int,
    side: int,
    exits: set[tuple[int, int]],
    closed: bytes | bytearray,
) -> Face | None:
    """The wall of ``here`` towards ``side`` as a face, if it stands and faces the camera."""
    if not maze.walls[here] & (1 << side):
        return None
    width, height = maze.width, maze.height
    x, y = here % width, here // width
    line = {
        NORTH: ((x, y), (x + 1, y)),
        EAST: ((x + 1, y), (x + 1, y + 1)),
        SOUTH: ((x + 1, y + 1), (x, y + 1)),
        WEST: ((x, y + 1), (x, y)),
    }[side]
    # The camera must stand on this field's side of the wall's line.
    inside = {
        NORTH: camera.y - y,
        EAST: x + 1 - camera.x,
        SOUTH: y + 1 - camera.y,
        WEST: camera.x - x,
    }[side]
    if inside <= _EPSILON:
        return None
    ends = _clipped(camera.view(*line[0]), camera.view(*line[1]))
    if ends is None:
        return None
    dx, dy = STEPS[side]
    nx, ny = x + dx, y + dy
    if not (0 <= nx < width and 0 <= ny < height):
        kind = Kind.EXIT if (here, side) in exits else Kind.RIM
    else:
        kind = Kind.BLOCK if closed[ny * width + nx] else Kind.WALL
    return Face(here, side, kind, ends)


def _clipped(
    a: tuple[float, float], b: tuple[float, float]
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The part of the segment from ``a`` to ``b`` (view space) at depth NEAR or more."""
    (xa, ta), (xb, tb) = a, b
    if ta < NEAR and tb < NEAR:
        return None
    if ta < NEAR:
        s = (NEAR - ta) / (tb - ta)
        a = (xa + s * (xb - xa), NEAR)
    elif tb < NEAR:
        s = (NEAR - tb) / (ta - tb)
        b = (xb + s * (xa - xb), NEAR)
    return a, b


def _cut_into_pieces(faces: list[Face]) -> None:
    """Give each face the screen intervals where it is the nearest one."""
    spans: list[tuple[float, float, Face]] = []
    for face in faces:
        (xa, ta), (xb, tb) = face.ends
        ua, ub = sorted((xa / (ta * TAN), xb / (tb * TAN)))
        left, right = max(-1.0, ua), min(1.0, ub)
        if right - left > _EPSILON:
            spans.append((left, right, face))
    cuts = sorted({-1.0, 1.0, *(s[0] for s in spans), *(s[1] for s in spans)})
    spans.sort(key=lambda span: span[0])
    shown: list[tuple[float, float, Face]] = []  # merged runs of one face
    for left, right in zip(cuts, cuts[1:], strict=False):
        if right - left <= _EPSILON:
            continue
        middle = (left + right) / 2
        covering = [f for lo, hi, f in spans if lo <= middle <= hi]
        if not covering:
            continue
        nearest = min(covering, key=lambda f: f.depth_at(middle))
        if shown and shown[-1][2] is nearest and abs(shown[-1][1] - left) <= _EPSILON:
            shown[-1] = (shown[-1][0], right, nearest)
        else:
            shown.append((left, right, nearest))
    for left, right, face in shown:
        face.pieces.append(Piece(left, right, face.depth_at(left), face.depth_at(right)))


def _fields_seen(maze: MazeArray, camera: Camera, depth: int, columns: Iterable[float]) -> set[int]:
    """The fields that rays through ``columns`` pass on their way to the first wall."""
    first = camera.field(maze)
    seen = {first}
    fx, fy = camera.forward
    for u in columns:
        k = u * TAN
        dx, dy = fx - k * fy, fy + k * fx  # forward + k · right: its depth grows by 1 a unit
        seen.update(_ray(maze, camera.x, camera.y, dx, dy, first, depth))
    return seen


def _ray(
    maze: MazeArray, x: float, y: float, dx: float, dy: float, here: int, depth: int
) -> Iterable[int]:
    """Fields entered by the ray from (x, y) along (dx, dy) before a wall or ``depth``."""
    width, walls = maze.width, maze.walls
    cx, cy = here % width, here // width
    step_x = 1 if dx > 0 else -1
    step_y = 1 if dy > 0 else -1
    next_x = (cx + (step_x > 0) - x) / dx if abs(dx) > _EPSILON else math.inf
    next_y = (cy + (step_y > 0) - y) / dy if abs(dy) > _EPSILON else math.inf
    every_x = abs(1 / dx) if abs(dx) > _EPSILON else math.inf
    every_y = abs(1 / dy) if abs(dy) > _EPSILON else math.inf
    while True:
        if next_x < next_y:
            side, travelled = (EAST if step_x > 0 else WEST), next_x
        else:
            side, travelled = (SOUTH if step_y > 0 else NORTH), next_y
        if travelled > depth or walls[here] & (1 << side):
            return
        if side in (EAST, WEST):
            cx += step_x
            next_x += every_x
        else:
            cy += step_y
            next_y += every_y
        here = cy * width + cx
        yield here
