"""The one truth of the window: the maze shown, where it came from, its excluded fields, the
modes on it, and the way back to every maze it replaced.

Parts of the window are handed the session (and the widgets they draw on), never the app, and
hear of changes by four named notifications:

- ``maze``: another maze is shown (built, opened, edited, or one brought back by Undo); the
  modes that belonged to the old one have been left;
- ``mode``: a mode was entered or left (the maze stayed);
- ``language``: the texts are to be made anew;
- ``look``: the theme or the text size changed (a part that measures in pixels or keeps
  styles of its own measures and sets them anew).

Every action that replaces the maze goes through :meth:`Session.replace`, which keeps the maze
it replaces, so Ctrl+Z brings it back exactly: its walls, start, end, excluded fields, file name
and seed. Excluding a field is such an action too (a maze is built on its excluded fields, so a
new one means a new grid), which is why one history serves the exclusions and the mazes.
"""

from __future__ import annotations

import enum
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from labyrinth.maze_graphs import MazeGraphs

if TYPE_CHECKING:
    from labyrinth.gui.modes import Mode

Field = tuple[int, int]
# Steps kept to undo; older ones are forgotten.
HISTORY_LIMIT = 200
# Fields the mazes kept for Undo may hold together (two mazes of 4096 × 4096, about 200 MB):
# older ones are forgotten first, the last one replaced is always kept.
HISTORY_FIELDS = 2 * 4096 * 4096
NOTIFICATIONS = ("maze", "mode", "language", "look", "goal")  # goal: play mode's reached


class Origin(enum.Enum):
    """Where the maze shown came from; a built or opened maze is worth keeping."""

    GRID = "grid"  # an empty grid, not built yet (or being built)
    BUILT = "built"  # built in this window, from its seed
    OPENED = "opened"  # read from a file


@dataclass(frozen=True)
class Shown:
    """One maze as the window shows it: what Undo brings back whole."""

    graphs: MazeGraphs
    excluded: frozenset[Field]
    origin: Origin

    @property
    def fields(self) -> int:
        maze = self.graphs.maze_array
        return maze.width * maze.height


class Session:
    """The maze shown (``graphs``), its excluded fields and origin, the modes on it (the base
    mode at the bottom, the active one on top), and Undo/Redo of every replaced maze.

    ``base`` makes the base mode for the session (the build): it is on from the start and
    never left."""

    def __init__(
        self,
        graphs: MazeGraphs,
        excluded: Iterable[Field],
        origin: Origin,
        base: Callable[[Session], Mode],
    ) -> None:
        self.shown = Shown(graphs, frozenset(excluded), origin)
        self._modes: list[Mode] = [base(self)]
        self.undo_steps: list[Shown] = []
        self.redo_steps: list[Shown] = []
        self._listeners: defaultdict[str, list[Callable[[], None]]] = defaultdict(list)

    # -- notifications -----------------------------------------------------------------------

    def listen(self, name: str, callback: Callable[[], None]) -> None:
        """Call ``callback`` whenever ``name`` (one of NOTIFICATIONS) is told."""
        assert name in NOTIFICATIONS, name
        self._listeners[name].append(callback)

    def tell(self, name: str) -> None:
        for callback in self._listeners[name]:
            callback()

    # -- the maze ------------------------------------------------------------------------------

    @property
    def graphs(self) -> MazeGraphs:
        return self.shown.graphs

    @property
    def excluded(self) -> frozenset[Field]:
        return self.shown.excluded

    @property
    def origin(self) -> Origin:
        return self.shown.origin

    def replace(
        self,
        graphs: MazeGraphs,
        origin: Origin,
        excluded: Iterable[Field] | None = None,
        *,
        keep: bool = True,
        follow: bool = False,
    ) -> None:
        """Show ``graphs`` instead of the maze shown; with ``keep``, Ctrl+Z brings that back.

        ``excluded`` None keeps the excluded fields that fit the new maze. A build running is
        stopped (Undo then brings back its grid as it was before the build), and every mode but
        the base mode belongs to the old maze and is left; with ``follow`` (a new grid to
        build) a mode that follows a new maze stays, the teaching view. Only "maze" is told.
        """
        was = self._stop()
        follows = follow and len(self._modes) > 1 and self._modes[1].follows_new_maze
        self._leave_from(2 if follows else 1)
        if excluded is None:
            width, height = graphs.maze_array.width, graphs.maze_array.height
            excluded = (field for field in self.excluded if field[0] < width and field[1] < height)
        if keep:
            self._keep(self.undo_steps, was)
            self.redo_steps.clear()
        self.shown = Shown(graphs, frozenset(excluded), origin)
        self.tell("maze")

    def mark_built(self) -> None:
        """The grid shown was built: it is a maze now, no longer an empty grid."""
        self.shown = Shown(self.graphs, self.excluded, Origin.BUILT)

    def undo(self, redo: bool = False) -> bool:
        """Bring back the maze replaced last (or the one undone last); False if there is none.
        Every mode is left first, as for a new maze."""
        source, other = (
            (self.redo_steps, self.undo_steps) if redo else (self.undo_steps, self.redo_steps)
        )
        if not source:
            return False
        was = self._stop()
        self._leave_from(1)
        self._keep(other, was)
        self.shown = source.pop()
        self.tell("maze")
        return True

    def _stop(self) -> Shown:
        """Stop a build running, and return the maze shown as Undo keeps it: a grid being
        built as the fresh grid it was."""
        shown = self.shown
        if self.base.stepping():
            shown = Shown(fresh_grid(shown.graphs), shown.excluded, Origin.GRID)
        self.base.leave()
        return shown

    @staticmethod
    def _keep(steps: list[Shown], shown: Shown) -> None:
        """Keep ``shown`` as the newest step, forgetting the oldest beyond the limits."""
        steps.append(shown)
        del steps[:-HISTORY_LIMIT]
        fields = 0
        for index in range(len(steps) - 1, -1, -1):
            fields += steps[index].fields
            if fields > HISTORY_FIELDS and index < len(steps) - 1:
                del steps[: index + 1]
                break

    # -- modes -------------------------------------------------------------------------------

    @property
    def modes(self) -> tuple[Mode, ...]:
        """The modes on, the base mode first and the active one last: changed only by
        entering and leaving them."""
        return tuple(self._modes)

    @property
    def mode(self) -> Mode:
        """The active mode: it gets every key of the protocol (Space, Step, Finish, Esc …)."""
        return self._modes[-1]

    @property
    def base(self) -> Mode:
        return self._modes[0]

    def beneath(self, mode: Mode) -> Mode:
        """The mode ``mode`` was entered over (the base mode for the base mode itself)."""
        index = self._modes.index(mode)
        return self._modes[max(0, index - 1)]

    def is_on(self, mode: Mode) -> bool:
        return mode in self._modes

    def enter(self, mode: Mode) -> bool:
        """Make ``mode`` the active one. A view of its own (play mode, the walk, the teaching
        view) leaves every other first; one drawn over another (a solver, the replay) stays
        over the active one. False when the mode cannot start (it said why): then the modes
        on stay on, unless the active one leaves a maze behind that the new one may use."""
        if mode in self._modes:
            self.leave(mode)
        if not mode.over_others and self.mode.leaves_a_maze():
            self.leave_all()
        if not mode.can_enter():
            return False
        if not mode.over_others:
            self.leave_all()
        self._modes.append(mode)
        mode.enter()
        self.tell("mode")
        return True

    def leave(self, mode: Mode) -> None:
        """The user leaves ``mode`` and every mode entered over it (the base mode is never
        left). A maze it leaves behind (the teaching view's, built to the end) replaces the
        maze shown, and Ctrl+Z brings that back."""
        if mode not in self._modes[1:]:
            return
        kept = self._leave_from(self._modes.index(mode))
        self.tell("mode")
        if kept is not None:
            self.replace(kept, Origin.BUILT, kept.maze_array.masked_fields())

    def _leave_from(self, index: int) -> MazeGraphs | None:
        """Leave the modes from ``index`` up, the top one first, telling nobody; the maze the
        lowest of them leaves behind."""
        kept = None
        while len(self._modes) > max(1, index):
            mode = self._modes.pop()
            kept = mode.left_behind()
            mode.leave()
        return kept

    def leave_above(self, mode: Mode) -> None:
        """Leave every mode entered over ``mode``."""
        index = self._modes.index(mode)
        if index + 1 < len(self._modes):
            self.leave(self._modes[index + 1])

    def leave_all(self) -> None:
        """Back to the base mode."""
        if len(self._modes) > 1:
            self.leave(self._modes[1])

    def toggle(self, mode: Mode) -> None:
        if mode in self._modes[1:]:
            self.leave(mode)
        else:
            self.enter(mode)


def fresh_grid(graphs: MazeGraphs) -> MazeGraphs:
    """A fresh grid of ``graphs``' options and excluded fields: built, the same maze."""
    grid = MazeGraphs.from_options(graphs.options)
    for x, y in graphs.maze_array.masked_fields():
        grid.exclude_maze_field(x, y)
    return grid
