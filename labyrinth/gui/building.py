"""The build watched step by step: its player, the red current field, the play button and
the status bar's words while it runs, and the sentence when it is done."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from labyrinth.generators.events import BACK, CARVE, CLEAR, FRONTIER, MARK, VISIT
from labyrinth.gui.player import Player, State
from labyrinth.gui.status import result_text
from labyrinth.i18n import N_, _
from labyrinth.maze_exception import MazeException
from labyrinth.maze_field import ALL_SIDES
from labyrinth.render.geometry import INK_FRONTIER, INK_WALK, INK_WHITE

if TYPE_CHECKING:
    from labyrinth.gui.app import LabyrinthApp

TINTS = {FRONTIER: INK_FRONTIER, MARK: INK_WALK}  # in the colours of the palette
# The play button names what it will do.
PLAY_LABELS = {State.PLAYING: N_("Pause")}


def problem_of(action: Callable[[], object]) -> Callable[[], str]:
    """The sentence of the error that ``action`` raises, made anew each time it is asked
    for, so that it follows a change of language."""

    def problem() -> str:
        try:
            action()
        except MazeException as error:
            return error.problem  # the sentence, without the book's "Maze field design error"
        except ValueError as error:
            return str(error)
        return ""

    return problem


class BuildShow:
    def __init__(self, app: LabyrinthApp) -> None:
        self.app = app
        # The field the walk stands on while a build is watched (-1: none).
        self.current = -1
        self.player = Player(app.root, self.show_event, self._built, self._catch_up, self._state)
        self.play_label = N_("Play")

    def start(self, paused: bool = False) -> None:
        """Watch the build of the app's new grid, at the chosen speed (or paused at once)."""
        app = self.app
        graphs = app.graphs
        try:
            steps = graphs.build_steps()
            first = next(steps)  # the start field is found here: it may not exist
        except MazeException:
            app.error(problem_of(graphs.check_start))
            return
        app.view.show(graphs.maze_array, app.marks(), shaded=True)
        self.show_event(*first)  # the first event is already in the picture
        app.view.canvas.focus_set()  # Space, Right and End steer the build, not a text field
        self.player.start(steps, app.controls.speed.get(), paused=paused)

    def show_event(self, kind: int, field: int, other: int) -> None:
        """Show one event of the build: repaint the fields it touched, move the red field."""
        view, maze = self.app.view, self.app.graphs.maze_array
        if kind == CLEAR:
            view.show(maze, self.app.marks())
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
        self.app.view.show(self.app.graphs.maze_array, self.app.marks(), shaded=True)
        self.current = -1
        self.app.view.mark_current(-1)

    def _built(self) -> None:
        app = self.app
        self.current = -1
        app.view.mark_current(-1)
        app.view.show(app.graphs.maze_array, app.marks(), shaded=False)
        app.cursor.show()
        self.say_result()
        result = app.graphs.result
        assert result is not None  # the build is over
        print(result.message(), result.recipe(), sep="\n", flush=True)

    def say_result(self) -> None:
        """The build's result in the status bar (kept with its maze: a new grid may follow)."""
        result = self.app.graphs.result
        assert result is not None  # said once a maze is built
        self.app.say(partial(result_text, result))

    def label_play_button(self, text: str) -> None:
        self.app.controls.buttons["play"].configure(text=text)

    def _state(self, state: State) -> None:
        """The player's state changed: the play button and the status bar say so."""
        self.play_label = PLAY_LABELS.get(state, N_("Play"))
        self.label_play_button(_(self.play_label))
        if state is State.PAUSED:
            self.app.say(lambda: _("Paused: Space goes on, Right shows one step, End finishes."))
        elif state is State.PLAYING:
            self.app.say(lambda: _("Building…"))


# What an action on the finished maze says when there is none yet: before a build, and
# while one runs (End finishes it at once).
NOT_BUILT = {
    "save": (
        N_("Build the maze first (F5), then save it."),
        N_("Wait for the build to finish (End finishes it now), then save."),
    ),
    "export": (
        N_("Build the maze first (F5), then export it."),
        N_("Wait for the build to finish (End finishes it now), then export."),
    ),
    "texture": (
        N_("Build the maze first (F5), then look at its texture."),
        N_("Wait for the build to finish (End finishes it now), then look at its texture."),
    ),
    "play": (
        N_("Build the maze first (F5), then play it."),
        N_("Wait for the build to finish (End finishes it now), then play it."),
    ),
    "solve": (
        N_("Build the maze first (F5), then solve it."),
        N_("Wait for the build to finish (End finishes it now), then solve it."),
    ),
    "walk": (
        N_("Build the maze first (F5), then walk through it."),
        N_("Wait for the build to finish (End finishes it now), then walk through it."),
    ),
}


def maze_ready(app: LabyrinthApp, action: str) -> bool:
    """A finished maze is there for ``action`` (a key of NOT_BUILT); if not, one sentence
    says why: no build yet, or one still running."""
    first, wait = NOT_BUILT[action]
    if app.player.running:
        app.error(lambda: _(wait))
        return False
    if app.graphs.result is None:
        app.error(lambda: _(first))
        return False
    return True
