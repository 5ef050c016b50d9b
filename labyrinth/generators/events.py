"""The small events an algorithm yields while it changes the maze, so that someone can watch.

An event is a tuple ``(kind, field, other)`` of flat indices (``y * width + x``); ``other`` is
-1 where a kind needs only one field. The model has already changed when an event is yielded:
replaying CARVE and WALL on a fresh grid gives the same walls (tested for every algorithm).
"""

from __future__ import annotations

# The walk stands on ``field``.
VISIT = 0
# The wall between ``field`` and ``other`` was opened; the walk goes on at ``other``.
CARVE = 1
# The walk steps back from ``field`` to ``other`` (-1: it has left the maze).
BACK = 2
# The wall between ``field`` and ``other`` was put up.
WALL = 3
# ``field`` waits at the edge of the growing maze (Prim, growing tree, ...).
FRONTIER = 4
# ``field`` is on a random walk that may still be erased (Wilson).
MARK = 5
# ``field`` left the random walk: its loop was erased, or the walk became maze.
UNMARK = 6
# All inner walls between open fields were taken down at once (division starts so).
CLEAR = 7

# ``field`` lies on the way a solver found; ``other`` is the field before it (-1 at the start).
PATH = 8
# A solver filled ``field``: a dead end, or a field that leads only into filled ones.
FILL = 9

Event = tuple[int, int, int]
