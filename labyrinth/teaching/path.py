"""The walk's path from the start to a field, read without following millions of links.

The loop keeps its stack in the fields' previous links, so the path to the current field is
that field's chain of previous fields: on a 4096 × 4096 maze millions long, a quarter of a
second to follow even in C. The view needs little of it — its length, a few fields at either
end for the stack's rows, the stretches in view for the line on the maze — so a
``LinkedPath`` follows the links only there, and jumps over the rest: a field whose depth is
a multiple of ``SHORT`` (of ``LONG``) remembers its ancestor that many levels up
(``Jumps``, recorded with the walk: about a byte and a half a field).
"""

from __future__ import annotations

from array import array
from typing import TYPE_CHECKING, Any

from labyrinth.replay.lazy import Lazy

if TYPE_CHECKING:
    from labyrinth.render.geometry import Region  # only a type: the model loads no renderer


SHORT = 64
LONG = 4096


class Jumps:
    """The ancestors ``SHORT`` and ``LONG`` levels up of the fields at such depths, recorded
    as the walk enters them (``entered``) and steps back (``left``)."""

    def __init__(self) -> None:
        self.short: dict[int, int] = {}
        self.long: dict[int, int] = {}
        self._stack = array("i")  # the path while the walk is recorded

    def entered(self, field: int) -> None:
        """The walk entered ``field`` one level deeper (the start: level 0)."""
        stack = self._stack
        stack.append(field)
        depth = len(stack) - 1
        if depth and depth % SHORT == 0:
            self.short[field] = stack[depth - SHORT]
            if depth % LONG == 0:
                self.long[field] = stack[depth - LONG]

    def left(self) -> None:
        """The walk stepped back from its deepest field."""
        self._stack.pop()

    def done(self) -> None:
        """The walk is over: no more stack."""
        self._stack = array("i")

    def nbytes(self) -> int:
        """About what the two tables take: a key, a value and a slot each."""
        return 3 * 8 * (len(self.short) + len(self.long)) + 4 * len(self._stack)


class LinkedPath(Lazy[int]):
    """The path from the start to ``current`` (``depth`` levels deep) along ``previous``."""

    def __init__(self, current: int, depth: int, previous: array, jumps: Jumps) -> None:
        self.current, self.depth, self.previous, self.jumps = current, depth, previous, jumps

    def __len__(self) -> int:
        return self.depth + 1

    def _at(self, index: int) -> int:
        return self.up(self.current, self.depth, self.depth - index)

    def __contains__(self, value: object) -> bool:
        return isinstance(value, int) and self._position(value) >= 0

    def index(self, value: Any, start: int = 0, stop: int | None = None) -> int:
        """Where ``value`` lies on the path, found from its own links up to the start (jumped
        over where they can be), not by reading the path field by field."""
        position = self._position(value) if isinstance(value, int) else -1
        if not start <= position < (len(self) if stop is None else stop):
            raise ValueError(value)
        return position

    def _position(self, field: int) -> int:
        """Where ``field`` lies on the path (-1: not on it). A field's links lead up to the
        start; it lies on the path when it is the current field's ancestor at its depth."""
        if not 0 <= field < len(self.previous):
            return -1
        depth, above = 0, field
        previous, short, long = self.previous, self.jumps.short, self.jumps.long
        while True:
            if above in long:
                above, depth = long[above], depth + LONG
            elif above in short:
                above, depth = short[above], depth + SHORT
            elif previous[above] >= 0:
                above, depth = previous[above], depth + 1
            else:
                break
        if depth > self.depth or self.up(self.current, self.depth, self.depth - depth) != field:
            return -1
        return depth

    def up(self, field: int, depth: int, levels: int) -> int:
        """The field ``levels`` up from ``field``, which is ``depth`` deep on the path."""
        previous, short, long = self.previous, self.jumps.short, self.jumps.long
        target = depth - levels
        while depth > target:
            if depth % LONG == 0 and depth - LONG >= target and field in long:
                field, depth = long[field], depth - LONG
            elif depth % SHORT == 0 and depth - SHORT >= target and field in short:
                field, depth = short[field], depth - SHORT
            else:
                field, depth = previous[field], depth - 1
        return field

    def stretches(self, width: int, region: Region) -> list[list[int]]:
        """The stretches of the path within ``region`` (of a maze ``width`` fields wide),
        from the start on. Each field is a neighbour of the one before, so a field ``n``
        steps outside has ``n - 1`` more outside above it: those are jumped over."""
        x0, y0, x1, y1 = region
        low, high = y0 * width, y1 * width  # the region's rows
        found: list[list[int]] = []
        stretch: list[int] = []
        field, depth = self.current, self.depth
        while depth >= 0:
            if low <= field < high and x0 <= field % width < x1:
                stretch.append(field)
                field, depth = self.previous[field], depth - 1
                continue
            if stretch:
                found.append(stretch[::-1])
                stretch = []
            y, x = divmod(field, width)
            away = max(x0 - x, 0, x - x1 + 1) + max(y0 - y, 0, y - y1 + 1)
            if away > depth:
                break
            field, depth = self.up(field, depth, away), depth - away
        if stretch:
            found.append(stretch[::-1])
        return found[::-1]
