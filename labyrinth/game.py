"""The maze game, without a window: a player walks from start to goal through a built maze.

Moves into walls are refused and counted, the timer starts at the first move and reads an
injected clock (so tests need none), hints are shortest ways from where the player stands,
and at the goal the metrics are one translated text, as the seed game prints them. The
window (``labyrinth.gui.play``) only draws what this model says.
"""

from __future__ import annotations

import enum
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from labyrinth.analysis import distances, open_steps, shortest_path
from labyrinth.generators.events import BACK, VISIT, Event
from labyrinth.i18n import Number, _
from labyrinth.maze_array import MazeArray

# Headings 0 to 3 as the wall bits count them: north, east, south, west.
NORTH, EAST, SOUTH, WEST = range(4)
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))


class Move(enum.Enum):
    MOVED = "moved"
    REFUSED = "refused"  # a wall (or the rim, or an excluded field) is in the way
    ARRIVED = "arrived"  # the move reached the goal: the game is over
    OVER = "over"  # the game was over already: nothing moves


@dataclass(frozen=True)
class Metrics:
    """What a finished game is judged by."""

    seconds: float
    moves: int
    refused: int
    hints: int
    shortest: int  # steps of a shortest way from the start to the goal

    @property
    def efficiency(self) -> float:
        """Shortest way / moves: 1.0 for a perfect walk, less for every detour."""
        return self.shortest / self.moves if self.moves else 1.0

    def in_sentence(self, sentence: str) -> str:
        """The translated ``sentence`` with its ``{seconds}``, ``{moves}`` and
        ``{efficiency}`` filled in: the status lines of the game and of the walk say the
        result each in words of its own."""
        return sentence.format(
            seconds=Number(self.seconds),
            moves=Number(self.moves),
            efficiency=Number(self.efficiency),
        )

    def text(self) -> str:
        """The metrics in the chosen language, one per line."""
        lines = (
            _("Goal reached."),
            _("Time: {seconds:.1f} s").format(seconds=Number(self.seconds)),
            _("Moves: {moves}").format(moves=Number(self.moves)),
            _("Refused moves: {refused}").format(refused=Number(self.refused)),
            _("Hints used: {hints}").format(hints=self.hints),
            _("Shortest way: {shortest} steps").format(shortest=Number(self.shortest)),
            _("Efficiency (shortest way / moves): {efficiency:.2f}").format(
                efficiency=Number(self.efficiency)
            ),
        )
        return "\n".join(lines)


class Game:
    """One round from ``start`` to ``goal`` (flat indices) in a built ``maze``.

    ``clock`` says the time in seconds; the timer starts with the first move.
    """

    def __init__(
        self,
        maze: MazeArray,
        start: int,
        goal: int,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.maze, self.start, self.goal, self.clock = maze, start, goal, clock
        self.position = start
        self.trail = [start]
        self.moves = self.refused = self.hints = 0
        self.started: float | None = None
        self.ended: float | None = None
        self.shortest = max(0, len(shortest_path(maze, start, goal)) - 1)

    @property
    def over(self) -> bool:
        return self.ended is not None

    def seconds(self) -> float:
        """Time since the first move (0 before it), stopped at the goal."""
        if self.started is None:
            return 0.0
        return (self.ended if self.ended is not None else self.clock()) - self.started

    def move(self, heading: int) -> Move:
        """One step towards ``heading`` (NORTH … WEST), unless a wall is in the way."""
        if self.over:
            return Move.OVER
        if self.started is None:
            self.started = self.clock()
        if self.maze.walls[self.position] & (1 << heading):
            self.refused += 1
            return Move.REFUSED
        dx, dy = STEPS[heading]
        self.position += dy * self.maze.width + dx
        self.trail.append(self.position)
        self.moves += 1
        if self.position == self.goal:
            self.ended = self.clock()
            return Move.ARRIVED
        return Move.MOVED

    def hint(self) -> list[int]:
        """A shortest way from where the player stands to the goal; counts as a hint."""
        self.hints += 1
        return shortest_path(self.maze, self.position, self.goal)

    def metrics(self) -> Metrics:
        return Metrics(self.seconds(), self.moves, self.refused, self.hints, self.shortest)


def random_ends(maze: MazeArray, around: int, rng: random.Random) -> tuple[int, int] | None:
    """A new start and goal, two different fields of the region reachable from ``around``
    (open fields only: excluded, walled-in and cut-off fields lie outside it); None when the
    region has a single field."""
    distance = distances(maze, around)
    region = [field for field, steps in enumerate(distance) if steps >= 0]
    if len(region) < 2:
        return None
    start, goal = rng.sample(region, 2)
    return start, goal


class TreeWalk:
    """The maze's spanning tree walked depth first from ``root``, as the seed game animates
    its construction: forward to each field not reached yet, back when none is left.

    ``state`` follows the walk (0 not reached, 1 on the walk's stack, 2 walked back from) and
    ``parent`` each field's field before it, so a window can redraw the walk at any moment.
    With loops, the passages that close them are not part of the tree and are never walked.
    """

    def __init__(self, maze: MazeArray, root: int) -> None:
        self.maze, self.root = maze, root
        self.state = bytearray(len(maze.walls))
        self.parent = [-1] * len(maze.walls)

    def events(self) -> Iterator[Event]:
        """VISIT (field, parent) forward, BACK (field, parent) on the way back; no recursion."""
        walls, steps, state, parent = (
            self.maze.walls,
            open_steps(self.maze.width),
            self.state,
            self.parent,
        )
        state[self.root] = 1
        yield VISIT, self.root, -1
        stack = [self.root]
        while stack:
            here = stack[-1]
            for step in steps[walls[here]]:
                there = here + step
                if not state[there]:
                    state[there], parent[there] = 1, here
                    stack.append(there)
                    yield VISIT, there, here
                    break
            else:
                stack.pop()
                state[here] = 2
                yield BACK, here, parent[here]


LEFT, RIGHT = 1, 2


def two_coloured_walls(maze: MazeArray, path: list[int]) -> bytearray:
    """Which side of the way from start to goal each wall lies on: per field and wall side,
    two bits (LEFT or RIGHT) at bit ``2 * heading``; 0 for walls on neither side.

    Along the way, a field's walls on the walker's left are LEFT, those on the right RIGHT.
    Every piece of the maze off the way, reached through open passages, takes the side it
    branches off to; a piece that touches both sides (a loop around the way), or only the
    ends' backs, stays uncoloured. In a perfect maze this splits the walls into the two
    walls a wall follower touches with its left and its right hand.
    """
    width, walls = maze.width, maze.walls
    sides = bytearray(len(walls))
    on_path = bytearray(len(walls))
    for field in path:
        on_path[field] = 1
    offsets = (-width, 1, width, -1)
    attached: dict[int, int] = {}  # a field off the way beside it: the sides it branches to
    for index, field in enumerate(path):
        ahead = heading_between(field, path[index + 1], width) if index + 1 < len(path) else None
        came = heading_between(path[index - 1], field, width) if index else None
        labels = side_labels(came if came is not None else ahead, ahead)
        for heading, label in labels.items():
            if walls[field] & (1 << heading):
                sides[field] |= label << (2 * heading)
            else:
                neighbour = field + offsets[heading]
                if not on_path[neighbour]:
                    attached[neighbour] = attached.get(neighbour, 0) | label
    _colour_pieces(maze, on_path, attached, sides)
    return sides


def heading_between(field: int, other: int, width: int) -> int:
    """The heading of one step from ``field`` to its neighbour ``other``."""
    return {-width: NORTH, 1: EAST, width: SOUTH, -1: WEST}[other - field]


def side_labels(came: int | None, ahead: int | None) -> dict[int, int]:
    """The sides of a field of the way that are not its entry or exit, each LEFT or RIGHT.

    ``came`` is the heading the walker entered with, ``ahead`` the one it leaves with (None
    at the goal); the start counts as entered straight ahead. Behind the start and ahead of
    the goal lie neither left nor right.
    """
    if came is None:
        return {}
    if ahead is None or ahead == came:
        return {(came + 3) % 4: LEFT, (came + 1) % 4: RIGHT}
    if ahead == (came + 3) % 4:  # a left turn: the outer corner is on the right
        return {came: RIGHT, (came + 1) % 4: RIGHT}
    return {came: LEFT, (came + 3) % 4: LEFT}  # a right turn


def _colour_pieces(
    maze: MazeArray, on_path: bytearray, attached: dict[int, int], sides: bytearray
) -> None:
    """Give every wall of each piece off the way the one side it branches off to."""
    walls, steps = maze.walls, open_steps(maze.width)
    seen = bytearray(on_path)
    for first, label in attached.items():
        if seen[first]:
            continue
        seen[first] = 1
        piece, frontier = [first], [first]
        while frontier:
            here = frontier.pop()
            for step in steps[walls[here]]:
                there = here + step
                if on_path[there]:
                    continue
                if not seen[there]:
                    seen[there] = 1
                    piece.append(there)
                    frontier.append(there)
                label |= attached.get(there, 0)
        if label not in (LEFT, RIGHT):
            continue
        for field in piece:
            wall = walls[field]
            sides[field] = sum(label << (2 * h) for h in range(4) if wall & (1 << h))
