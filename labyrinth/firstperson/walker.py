"""A walker inside the maze: a field and a heading, turning and stepping.

Steps go through the play mode's ``Game``, so walls refuse them the same way, they are
counted the same way, and the goal ends the walk with the same metrics. Turning is free (no
move). The walker also keeps every field it has seen, for the map's fog.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection

from labyrinth.firstperson.sight import DEPTH, Camera, Sight, look
from labyrinth.game import Game, Move
from labyrinth.maze_array import MazeArray


def first_heading(maze: MazeArray, field: int, exits: Collection[tuple[int, int]] = ()) -> int:
    """Where a walker entering at ``field`` looks first: away from an opening in the rim it
    came through, else along the first open side clockwise from east."""
    for opening_field, side in exits:
        if opening_field == field:
            return (side + 2) % 4
    for heading in (1, 2, 3, 0):
        if not maze.walls[field] & (1 << heading):
            return heading
    return 1


class Walker:
    """A walk from ``start`` to ``goal`` (flat indices) through a built ``maze``.

    ``exits`` are the openings in the rim as (field, side); ``clock`` reads the time in
    seconds (injected by tests).
    """

    def __init__(
        self,
        maze: MazeArray,
        start: int,
        goal: int,
        exits: Collection[tuple[int, int]] = (),
        depth: int = DEPTH,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.maze, self.depth = maze, depth
        self.exits = frozenset(exits)
        self.closed = maze.closed_fields_mask()
        self.game = Game(maze, start, goal, clock)
        self.heading = first_heading(maze, start, self.exits)
        self.seen: set[int] = set()
        self.sight = self.look()

    @property
    def field(self) -> int:
        return self.game.position

    @property
    def camera(self) -> Camera:
        return Camera.at(self.field, self.heading, self.maze.width)

    def look(self, camera: Camera | None = None) -> Sight:
        """What ``camera`` (the walker's own by default) sees; the walker's own sight is
        added to the fields seen."""
        sight = look(self.maze, camera or self.camera, self.depth, self.exits, self.closed)
        if camera is None:
            self.seen |= sight.seen
        return sight

    def turn(self, quarter_turns: int) -> None:
        """Turn right (1) or left (-1); a walk that is over stays as it is."""
        if self.game.over:
            return
        self.heading = (self.heading + quarter_turns) % 4
        self.sight = self.look()

    def step(self, backwards: bool = False) -> Move:
        """One field ahead (or back, still facing the same way), unless a wall is there."""
        outcome = self.game.move((self.heading + 2) % 4 if backwards else self.heading)
        if outcome in (Move.MOVED, Move.ARRIVED):
            self.sight = self.look()
        return outcome
