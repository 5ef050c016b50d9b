"""The base mode: the build watched step by step, its player, the red current field, the
play button and the status bar's words while it runs."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from labyrinth.generators.events import BACK, CARVE, CLEAR, FRONTIER, MARK, VISIT
from labyrinth.gui.modes import Mode, Window
from labyrinth.gui.player import Player, State
from labyrinth.gui.problems import problem_of
from labyrinth.i18n import _
from labyrinth.maze_exception import MazeException
from labyrinth.render.geometry import INK_FRONTIER, INK_WALK, INK_WHITE
from labyrinth.sides import ALL_SIDES

if TYPE_CHECKING:
    from labyrinth.gui.session import Session

TINTS = {FRONTIER: INK_FRONTIER, MARK: INK_WALK}  # in the colours of the palette


class BuildMode(Mode):
    """The base mode: the grid built before the user's eyes, field by field.

    Space and Step with no build running build a new maze from the controls (``build``, with
    ``paused`` True for Step); a click on a field starts a stroke of ``exclude``.
    """

    solvers_over = True
    player: Player

    def __init__(
        self,
        session: Session,
        window: Window,
        build: Callable[[bool], None],
        exclude: Callable[[tuple[int, int]], object],
    ) -> None:
        super().__init__(session, window)
        self.build, self.exclude = build, exclude
        # The field the walk stands on while a build is watched (-1: none).
        self.current = -1
        self.player = Player(window.root, self.show_event, self._built, self._catch_up, self._state)

    def start(self, paused: bool = False) -> None:
        """Watch the build of the session's new grid, at the chosen speed (or paused at once)."""
        graphs, view = self.session.graphs, self.window.view
        try:
            steps = graphs.build_steps()
            first = next(steps)  # the start field is found here: it may not exist
        except MazeException as error:
            self.window.error(problem_of(error))
            return
        view.show(graphs.maze_array, None, shaded=True)
        self.show_event(*first)  # the first event is already in the picture
        view.canvas.focus_set()  # Space, Right and End steer the build, not a text field
        self.player.start(steps, self.window.speed(), paused=paused)

    def show_event(self, kind: int, field: int, other: int) -> None:
        """Show one event of the build: repaint the fields it touched, move the red field."""
        view, maze = self.window.view, self.session.graphs.maze_array
        if kind == CLEAR:
            view.show(maze, None)
            return
        view.tint(field, TINTS.get(kind))
        if kind == VISIT and maze.walls[field] == ALL_SIDES:  # a first field (Wilson's root):
            view.tint(field, INK_WHITE)  # in the maze before any passage leads into it
        if kind in (CARVE, VISIT):
            view.tint(other, None)
        view.redraw_field(maze, field)
        view.redraw_field(maze, other)
        if kind in (VISIT, MARK):  # the walk stands there (for MARK: the random walk's head)
            self.current = field
        elif kind in (CARVE, BACK):
            self.current = other
        view.mark_current(self.current)

    def _catch_up(self) -> None:
        """After steps that ran unseen, draw the maze as it is now before showing more."""
        self.window.view.show(self.session.graphs.maze_array, None, shaded=True)
        self.current = -1
        self.window.view.mark_current(-1)

    def _built(self) -> None:
        self.current = -1
        self.session.mark_built()
        self.window.view.mark_current(-1)
        self.session.tell("maze")  # drawn finished, with its start and end
        result = self.session.graphs.result
        assert result is not None  # the build is over
        print(result.message(), result.recipe(), sep="\n", flush=True)

    def _state(self, state: State) -> None:
        """The player's state changed: the play button and the status bar say so."""
        self.window.show_playing(state is State.PLAYING)
        if state is State.PAUSED:
            self.window.say(lambda: _("Paused: Space goes on, Right shows one step, End finishes."))
        elif state is State.PLAYING:
            self.window.say(lambda: _("Building…"))

    # -- the protocol ------------------------------------------------------------------------

    def leave(self) -> None:
        """The base mode is never left; a new maze stops its build."""
        self.player.stop()
        self.current = -1

    def watch_build(self, paused: bool) -> None:
        self.start(paused)

    def space(self) -> None:
        if self.player.running:
            self.player.toggle()
        else:
            self.build(False)

    def step(self) -> None:
        """One step of the build; with no build running, a new build paused at its start."""
        if self.player.running:
            self.player.step()
        else:
            self.build(True)

    def finish(self) -> None:
        """The rest of the build at once; before the first build (an End pressed as the window
        appears, before its build began), the whole build."""
        if self.player.state is State.IDLE and self.session.graphs.result is None:
            self.build(False)
        self.player.finish()

    def escape(self) -> None:
        """Esc in the base mode changes nothing."""

    def click(self, field: tuple[int, int]) -> None:
        self.exclude(field)

    def stepping(self) -> bool:
        return self.player.running

    def redraw(self) -> None:
        if self.player.running:
            self.window.view.mark_current(self.current)
