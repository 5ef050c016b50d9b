"""The teaching view's picture on the window's maze view: the walls of the tick shown and
the marks over them.

Kept apart from the view, which decides what is shown (through its navigation): this part
only draws it, and cheaply — the few fields a few ticks changed are repainted, the whole
picture only after a long way, and a big maze's marks only where the view is, anew when the
view moves.
"""

from __future__ import annotations

from collections.abc import Callable

from labyrinth.gui.modes import Window
from labyrinth.gui.teach import overlay
from labyrinth.gui.teach.structure_panes import StructurePanes
from labyrinth.maze_array import MazeArray
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.render.geometry import INK_WHITE
from labyrinth.replay.navigation import TeachingNavigation
from labyrinth.sides import ALL_SIDES
from labyrinth.teaching.history import History
from labyrinth.teaching.presentation import Marks
from labyrinth.teaching.steps import Steps

# Fields kept between the current field and the edge of the view while it follows the walk.
FOLLOW_MARGIN = 2
# A jump over more ticks than this draws the whole picture instead of the fields touched.
REDRAW_ALL_BEYOND = 400


class TeachPicture:
    """Draws a navigation's state on ``window``'s maze view; ``marks_again()`` runs once the
    window is idle after the view moved to a part whose marks are not drawn yet."""

    def __init__(self, window: Window, marks_again: Callable[[], None]) -> None:
        self.window = window
        self.maze: MazeArray | None = None  # the walls drawn, those of tick ``drawn``
        self.drawn = -1
        self.structure_panes: StructurePanes | None = None  # made for the first other algorithm
        self._marks_again = marks_again
        self._marks_job: str | None = None
        self._marked_view: tuple[int, ...] = ()  # the view the marks were drawn for
        window.view.canvas.bind("<<ViewMoved>>", lambda _event: self._view_moved(), add="+")

    def start(self, graphs: MazeGraphs, history: History | Steps) -> None:
        """The maze ``history`` was recorded from, with its borders, before its first tick."""
        self.maze = MazeArray(history.width, history.height)
        self.maze.borders[:] = graphs.maze_array.borders
        self.maze.walls[:] = history.walls

    def size(self) -> tuple[int, int] | None:
        """The maze's width and height (None: none drawn yet)."""
        return (self.maze.width, self.maze.height) if self.maze is not None else None

    def cancel(self) -> None:
        """No marks drawn later."""
        if self._marks_job is not None:
            self.window.root.after_cancel(self._marks_job)
            self._marks_job = None

    # -- walls ----------------------------------------------------------------------------------

    def draw_walls(self, navigation: TeachingNavigation) -> None:
        """Bring the picture from the tick drawn to the state's: repaint the fields whose
        walls differ, or the whole picture after a long way."""
        history, state, maze = navigation.history, navigation.state, self.maze
        assert maze is not None
        low, high = sorted((self.drawn, state.tick))
        touched = history.touched(low + 1, high) if high - low <= REDRAW_ALL_BEYOND else None
        if touched is None:
            self.draw_all(navigation)
            return
        for field in touched:
            maze.walls[field] = state.walls[field]
            self.window.view.redraw_field(maze, field)
        self.drawn = state.tick
        self._tint_first_field(navigation)

    def draw_all(self, navigation: TeachingNavigation) -> None:
        """The whole picture of the state shown."""
        assert self.maze is not None
        self.maze.walls[:] = navigation.state.walls
        self.drawn = navigation.tick
        self.window.view.show(self.maze, None, shaded=True)
        self._tint_first_field(navigation)

    def _tint_first_field(self, navigation: TeachingNavigation) -> None:
        """The field another algorithm's build entered first is in the maze from then on,
        white even while it has all four walls (Wilson's first field), not shaded as not
        reached yet — as the main window draws it."""
        history, maze = navigation.history, self.maze
        if not isinstance(history, Steps) or maze is None:
            return
        first = history.first_visit
        if first < 0:
            return
        field = history.fields[first]
        inside = first <= navigation.tick and maze.walls[field] == ALL_SIDES
        self.window.view.tint(field, INK_WHITE if inside else None)
        self.window.view.redraw_field(maze, field)

    def follow(self, navigation: TeachingNavigation) -> None:
        """Keep the current field in the view (zoomed in, the walk leaves it)."""
        current, view = navigation.state.current, self.window.view
        if current < 0 or view.geometry is None:
            return
        width = view.geometry.width
        view.see(current % width, current // width, FOLLOW_MARGIN * view.field_size)

    # -- marks ----------------------------------------------------------------------------------

    def draw_marks(self, navigation: TeachingNavigation, shown: Marks | None = None) -> None:
        """The marks over the maze: the current field, the path or the structure, the end
        candidate, the breakpoints — where the view is (``shown``: the model's, made
        already)."""
        view = self.window.view
        self._marked_view = self._in_view()
        view.mark_current(navigation.state.current)
        if view.geometry is None:
            return
        if shown is None:
            shown = navigation.marks()
        if isinstance(navigation.history, Steps):
            if self.structure_panes is None:  # made for the first other algorithm
                self.structure_panes = StructurePanes(view.canvas)
            self.structure_panes.draw_marks(view.geometry, shown)
            return
        overlay.draw(
            view.canvas, view.geometry, shown.path, shown.end, shown.selected, shown.breakpoints
        )

    def _view_moved(self) -> None:
        """The marks for the part now in view, once the window is idle (once for a drag)."""
        if self._marks_job is None and self._in_view() != self._marked_view:
            self._marks_job = self.window.root.after_idle(self._marks_later)

    def _marks_later(self) -> None:
        self._marks_job = None
        self._marks_again()

    def _in_view(self) -> tuple[int, ...]:
        canvas = self.window.view.canvas
        corner = int(canvas.canvasx(0)), int(canvas.canvasy(0))
        return (*corner, canvas.winfo_width(), canvas.winfo_height(), self.window.view.field_size)
