"""The program replay's maze on the window's canvas: the walls of the step shown, the stack
drawn as a path, the fields at fault, a walker's trail, arrow and marks.

Apart from the view, which moves and fills the panel: this only draws what it is handed, and
redraws no more than the fields whose walls changed.
"""

from __future__ import annotations

from itertools import compress
from operator import ne
from typing import TYPE_CHECKING

from labyrinth.build import Marks
from labyrinth.gui.teach import overlay, program_marks
from labyrinth.gui.walk.map_marks import MapMarks
from labyrinth.maze_array import MazeArray

if TYPE_CHECKING:
    from collections.abc import Iterable

    from labyrinth.gui.maze_canvas import MazeCanvas
    from labyrinth.programs.presentation import Replayed
    from labyrinth.programs.recording import ReplayState

# A jump over more fields than this draws the whole picture instead of the fields changed.
REDRAW_ALL_BEYOND = 400


class ProgramPicture:
    """The maze of a replayed run on ``view`` (the window's MazeCanvas); ``maze``: the walls
    drawn."""

    def __init__(self, view: MazeCanvas) -> None:
        self.view = view
        self.walker = MapMarks(view)
        self.maze: MazeArray | None = None

    def start(self, recording: Replayed) -> None:
        """A new maze: ``recording``'s borders, its walls drawn from the first picture."""
        self.maze = MazeArray(recording.maze.width, recording.maze.height)
        self.maze.borders[:] = recording.maze.borders

    def walls(self, recording: Replayed, walls: bytearray) -> None:
        """The picture brought to ``walls``: the fields that differ, or the whole picture
        after a long way."""
        maze = self.maze
        assert maze is not None
        drawn = maze.walls
        if drawn == walls:
            return
        changed = list(compress(range(len(walls)), map(ne, drawn, walls)))
        if len(changed) > REDRAW_ALL_BEYOND:
            self.whole(recording, walls)
            return
        for field in changed:
            drawn[field] = walls[field]
            self.view.redraw_field(maze, field)

    def whole(self, recording: Replayed, walls: bytearray, fit: bool = False) -> None:
        """The whole picture with ``walls`` (``fit``: fitted to the view, a maze newly shown,
        not at the zoom of the one before)."""
        maze = self.maze
        assert maze is not None
        maze.walls[:] = walls
        shown: Marks | None = None
        if not recording.is_builder:
            width = maze.width
            start, goal = recording.start, recording.goal
            shown = Marks((start % width, start // width), (goal % width, goal // width))
        view = self.view
        size = view.fitting_field_size(maze.width, maze.height) if fit else None
        view.show(maze, shown, size, shaded=recording.is_builder)

    def marks(self, path: list[int], selected: int, faults: Iterable[int]) -> None:
        """The stack's ``path`` with its ``selected`` field (-1: none), and the ``faults``."""
        geometry, canvas = self.view.geometry, self.view.canvas
        if geometry is None:
            return
        overlay.draw(canvas, geometry, path, -1, selected, ())
        program_marks.draw_faults(canvas, geometry, faults)

    def walker_marks(self, recording: Replayed, state: ReplayState, trail_step: int) -> None:
        """A walker's trail up to ``trail_step``, its arrow and its marks."""
        if recording.is_builder or self.view.geometry is None:
            return
        self.walker.draw(recording.trail_at(trail_step), state.field, state.heading, None)
        for field, marked in enumerate(state.marks):
            if marked:
                self.walker.mark(field)
