"""What the window shows of the session's maze and its active mode: when another maze is
shown, its picture, its numbers in the controls, the status bar's sentence and the title
(a big maze opened from a file measured a slice at a time meanwhile); when a mode is entered or
left, the legend, the Animate button and the room the mode needs."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from labyrinth.formats.loaded import LoadedMaze, measuring
from labyrinth.gui.appearance import shown_view
from labyrinth.gui.player import State
from labyrinth.gui.status import described, grid_sentence, result_text, warned
from labyrinth.i18n import _

if TYPE_CHECKING:
    from labyrinth.gui.modes import Window
    from labyrinth.gui.next_grid import NextGrid
    from labyrinth.gui.session import Session
    from labyrinth.gui.status import StatusBar
    from labyrinth.gui.viewport import Viewport
    from labyrinth.gui.window_size import WindowSize
    from labyrinth.settings import Settings

# Seconds of measuring an opened maze between two looks at the window's events.
MEASURE_SLICE = 0.04


class ShownMaze:
    """The ``window``'s answer to the ``session``'s notifications "maze", "mode" and
    "language": the maze in the ``viewport``, the ``status`` bar's sentences, the window's
    title and ``size``, the maze's numbers in the controls (``next_grid``), and the legend in
    the view the ``settings`` chose."""

    def __init__(
        self,
        session: Session,
        window: Window,
        viewport: Viewport,
        status: StatusBar,
        size: WindowSize,
        next_grid: NextGrid,
        settings: Settings,
    ) -> None:
        self.session, self.window, self.settings = session, window, settings
        self.next_grid, self.viewport, self.status, self.size = next_grid, viewport, status, size
        session.listen("maze", self.maze_changed)
        session.listen("mode", self._mode_changed)
        session.listen("language", self._refresh_texts)

    def _refresh_texts(self) -> None:
        maze = self.session.graphs.maze_array
        self.window.root.title(
            _("Labyrinth {width} × {height}").format(width=maze.width, height=maze.height)
        )
        self.status.describe(partial(described, self.session.graphs))

    def maze_changed(self) -> None:
        """Another maze is shown: its picture, its numbers in the controls, its sentence."""
        graphs = self.session.graphs
        maze = graphs.maze_array
        resized = (maze.width, maze.height) != self._shown_size
        self._shown_size = (maze.width, maze.height)
        self.next_grid.show(graphs)
        self.show_mode()
        if (unmeasured := measuring(graphs)) is not None:
            self.window.say(warned(graphs, lambda: _("Measuring the path from start to end…")))
            self._measure_later(unmeasured)
        elif not self.session.base.stepping():
            result = graphs.result
            self.window.say(
                warned(graphs, partial(result_text, result))
                if result is not None
                else grid_sentence(graphs)
            )
        self.viewport.show(fit=resized)
        self._refresh_texts()

    _shown_size = (0, 0)
    _measured: LoadedMaze | None = None

    def _measure_later(self, maze: LoadedMaze) -> None:
        """Measure a maze opened from a file a slice at a time while its walls are shown (the
        sweep of a 4096 × 4096 file takes seconds), then show its numbers. A maze no longer
        shown is left: it is measured when it is asked for."""
        if maze is self._measured:
            return
        self._measured = maze

        def measure() -> None:
            if self.session.graphs is not maze:
                self._measured = None
            elif maze.measure(MEASURE_SLICE):
                self._measured = None
                self.window.root.after(1, self.maze_changed)  # its numbers and shades, a pass apart
            else:
                self.window.root.after(1, measure)

        self.window.root.after(1, measure)

    def _mode_changed(self) -> None:
        """A mode was entered or left: the maze is drawn again with the modes' marks, and
        the window keeps the room the mode needs."""
        self.show_mode()
        self.size.keep_minimum()
        self.viewport.show()

    def show_mode(self) -> None:
        """The legend and the Animate button as the active mode (and the view) has them."""
        mode = self.session.mode
        self.window.legend.show_view(shown_view(self.session, self.settings))
        self.window.legend.show_entries(mode.legend_entries())
        player = mode.player
        self.window.show_playing(player is not None and player.state is State.PLAYING)
