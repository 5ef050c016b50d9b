"""The teaching view: plays a recorded build of the book's walk forwards and backwards.

It records its own copy of the session's maze (the maze shown stays as it was) and shows it
while it is on: the history (``labyrinth.teaching``) holds the ticks, its navigation
(``labyrinth.replay.navigation``) the tick shown and every rule of moving it, and the
presentation model (``labyrinth.teaching.presentation``) says what a tick shows. The view
keeps the widgets and the drawing, in parts: which recording (``recorded``) and its check
(``check``), the picture on the maze view (``picture``), the panes (``shown_panes``) and the
play by the clock (``playing``), its Player playing the ticks at the speed the build would
take its steps; the status line says the model's sentence. Left at the last tick, the view
leaves its finished maze to the session.
"""

from __future__ import annotations

import sys
import tkinter as tk
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from labyrinth.formats.loaded import made_from_seed
from labyrinth.gui.commands import Command, edits_field, tag_every_widget
from labyrinth.gui.modes import Mode, Window
from labyrinth.gui.player import Player
from labyrinth.gui.problems import problem_of
from labyrinth.gui.session import fresh_grid
from labyrinth.gui.teach import overlay
from labyrinth.gui.teach.call_tree import CallTree
from labyrinth.gui.teach.check import CheckLine, finished_maze
from labyrinth.gui.teach.panes import TeachPanel
from labyrinth.gui.teach.picture import TeachPicture
from labyrinth.gui.teach.playing import TeachPlay
from labyrinth.gui.teach.recorded import recorded
from labyrinth.gui.teach.recording import RecordingOn
from labyrinth.gui.teach.shown_panes import ShownPanes
from labyrinth.i18n import N_, _
from labyrinth.maze_array import MazeArray
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.replay.navigation import TeachingNavigation
from labyrinth.teaching.history import History, State
from labyrinth.teaching.limits import teaching_problem
from labyrinth.teaching.presentation import Marks, legend
from labyrinth.teaching.recorder import recursion_problem
from labyrinth.teaching.steps import Scene, Steps

if TYPE_CHECKING:
    from labyrinth.gui.session import Session

# A bind tag put first on every widget of the window while the view is on: its own keys come
# before the widgets' own. The window hands it the protocol's keys (Right, Left, End, Space).
TAG = "LabyrinthTeach"
# Every key the view answers (the shortcuts window lists them): the protocol's and its own.
PROTOCOL_KEYS = ("<Right>", "<Left>", "<End>", "<space>")
FIRST_KEY = "<Home>"  # its own: back to the first tick
KEYS = (*PROTOCOL_KEYS, FIRST_KEY)
WAIT_FOR_BUILD = N_(
    "Wait for the build to finish (End finishes it now), then open the teaching view."
)
NOT_FROM_SEED = N_(
    "This maze was read from a file that does not say how it was built: build one (F5) to "
    "watch it in the teaching view."
)


class TeachingView(Mode):
    """The view over the window's maze, on while ``active``; it teaches ``taught``, its own
    copy of the session's maze, and a new grid built while it is on."""

    follows_new_maze = True
    book_picture = True
    player: Player

    def __init__(self, session: Session, window: Window) -> None:
        super().__init__(session, window)
        self.taught: MazeGraphs | None = None
        # the recording shown and where in it (None while the view is off)
        self.navigation: TeachingNavigation | None = None
        self._kept_breakpoints: Iterable[int] = ()  # those of a recording left, for the next
        self.picture = TeachPicture(window, self._draw_marks)
        self.check = CheckLine(window)
        self.recording = RecordingOn(window)  # on to where the view goes
        # a sentence that stays until the next move (why the recursion was refused)
        self.notice: Callable[[], str] | None = None
        self.playing = TeachPlay(window, self)
        self.player = self.playing.player
        root = window.root
        self.panes = ShownPanes(window, self)  # made when the view is first shown
        session.listen("language", self.refresh)
        session.listen("look", self.panes.look_changed)
        root.bind_class(TAG, FIRST_KEY, partial(self._key, action=self.first))
        root.bind_class(TAG, "<Control-ButtonPress-1>", self._ctrl_click)
        root.bind("<Destroy>", self._closed, add="+")

    # -- what the navigation holds, as the view shows it ----------------------------------------

    @property
    def history(self) -> History | Steps | None:
        return self.navigation.history if self.navigation is not None else None

    @property
    def state(self) -> State | Scene | None:
        return self.navigation.state if self.navigation is not None else None

    @property
    def breakpoints(self) -> set[int]:
        return self.navigation.breakpoints if self.navigation is not None else set()

    @property
    def selected(self) -> int:
        return self.navigation.selected if self.navigation is not None else -1

    @property
    def selected_call(self) -> int:
        return self.navigation.selected_call if self.navigation is not None else -1

    @property
    def stop_rule(self) -> tuple[bool, int]:
        return self.navigation.stop_rule if self.navigation is not None else (False, sys.maxsize)

    @property
    def maze(self) -> MazeArray | None:
        return self.picture.maze

    @property
    def panel(self) -> TeachPanel:
        return self.panes.panel

    @property
    def call_tree(self) -> CallTree:
        return self.panes.call_tree

    # -- on and off -----------------------------------------------------------------------------

    def can_enter(self) -> bool:
        """Show the panel and start recording the session's maze, paused at step 0; a maze
        beyond what the view holds is refused in one sentence first."""
        session, window = self.session, self.window
        if session.base.stepping():
            window.error(lambda: _(WAIT_FOR_BUILD))
            return False
        if not made_from_seed(session.graphs):
            window.error(lambda: _(NOT_FROM_SEED))
            return False
        problem = teaching_problem(session.graphs.options)
        if problem:
            window.error(lambda: teaching_problem(session.graphs.options) or "")
            return False
        return self.start(fresh_grid(session.graphs))

    def commands(self) -> dict[str, Command]:
        return {"teach": Command(N_("Teaching view"), "F7", ("<F7>",), self.toggle)}

    def enter(self) -> None:
        """Show the panel with the maze recorded by ``can_enter``, paused at step 0."""
        self.panes.layout.show()
        tag_every_widget(self.window.root, TAG, add=True)

    def leave(self) -> None:
        """Hide the panel and forget the recording (its breakpoints kept for the next)."""
        self.player.stop()
        self.recording.stop()
        self._cancel_refresh()
        self.panes.layout.hide()
        self.call_tree.hide()
        tag_every_widget(self.window.root, TAG, add=False)
        self.window.view.canvas.delete(overlay.TAG)
        if self.navigation is not None:
            self._kept_breakpoints = self.navigation.breakpoints
        self.navigation = self.taught = None
        self.window.say(lambda: _("The teaching view is closed: F7 opens it again."))

    def least_room(self) -> tuple[int, int]:
        return self.panes.layout.least_room()

    def leaves_a_maze(self) -> bool:
        """At the last tick the view shows a finished maze, which the user keeps."""
        return self.navigation is not None and self.navigation.at_end

    def left_behind(self) -> MazeGraphs | None:
        """At the last tick, the finished maze the session keeps (see ``finished_maze``)."""
        if self.taught is None or self.navigation is None:
            return None
        return finished_maze(self.taught, self.navigation, self.session.graphs)

    def _closed(self, event: tk.Event) -> None:
        if event.widget is self.window.root:
            self.player.stop(closing=True)
            self.recording.stop()
            self._cancel_refresh()

    def watch_build(self, paused: bool) -> None:
        """A new grid replaced the session's maze: record it and show step 0 (playing at once
        unless ``paused``). One beyond what the view holds is built in the window instead,
        the view closed with one sentence."""
        graphs = self.session.graphs
        if teaching_problem(graphs.options):
            self.toggle()
            self.session.mode.watch_build(paused)
            self.window.error(lambda: teaching_problem(graphs.options) or "")
            return
        if not self.start(fresh_grid(graphs)):
            return
        self.window.legend.show_entries(self.legend_entries())  # another algorithm, maybe
        if not paused:
            self.space()

    def legend_entries(self) -> Sequence[str] | None:
        return legend(self.history)

    # -- recording ------------------------------------------------------------------------------

    def start(self, graphs: MazeGraphs, keep_step: bool = False) -> bool:
        """Record ``graphs`` (a grid of the view's own) in the chosen mode; show step 0 (or
        the same moment: the same step, at the line that does the same). False, with one
        sentence, when the grid cannot be built."""
        self.player.stop()
        self.recording.stop()
        try:
            made = recorded(self.window, self.panel, graphs, self.navigation if keep_step else None)
        except MazeException as error:
            self.window.error(problem_of(error))
            return False
        self.check.expect(made.comparison)
        self._show_first(graphs, made.history, made.tick)
        if made.refused:
            self.notice = lambda: recursion_problem(graphs) or ""
            self.window.error(self.notice)
        return True

    def _show_first(self, graphs: MazeGraphs, history: History | Steps, tick: int = -1) -> None:
        """The maze ``history`` was recorded from, with its borders, at tick ``tick``; the
        breakpoints on its fields kept, the stop rule the panel's."""
        self.taught = graphs
        self.picture.start(graphs, history)
        before = self.navigation
        kept = before.breakpoints if before is not None else self._kept_breakpoints
        # a far move records in slices (``recording``): the navigation records none ahead
        self.navigation = TeachingNavigation(history, kept, ahead=0)
        self.read_stop_rule()
        self.navigation.go(tick)
        self.panel.controls.show_maze_size(len(history.walls))
        self.notice = None
        self.call_tree.offer(history)
        self.redraw()
        self.panes.layout.fit()
        self.window.view.canvas.focus_set()

    def switch(self) -> None:
        """Recursion or loop, Python or Java: the same step, shown the other way."""
        history = self.history
        if not isinstance(history, History) or self.taught is None:
            return
        if (self.panel.mode.get() == "loop") != history.loop:
            self.start(fresh_grid(self.taught), keep_step=True)
            return
        self.redraw()

    # -- moving: the navigation decides where, the view records far ways in slices ----------

    def jump(self, tick: int) -> None:
        """Show tick ``tick`` (-1: before the first); a tick not recorded yet is recorded
        first (a long way in slices)."""
        navigation = self.navigation
        if navigation is None:
            return
        self.recording.stop()
        if not self._recorded_first(
            partial(navigation.ticks_missing, tick), partial(self.jump, tick)
        ):
            self._moved(navigation.go(tick))

    def jump_to_step(self, step: int) -> None:
        """Show the start of step ``step`` (0: before the first): the call of the book's
        method (a pass of its loop), or another algorithm's event."""
        navigation = self.navigation
        if navigation is None:
            return
        missing = partial(navigation.ticks_to_step, step)
        if not self._recorded_first(missing, partial(self.jump_to_step, step)):
            self.jump(navigation.step_start(step))

    def _recorded_first(self, missing: Callable[[], int], then: Callable[[], None]) -> bool:
        """Whether ``missing()`` ticks are to be recorded first: then they are (a long way in
        slices), and ``then()`` runs after."""
        way = missing()
        if way and self.navigation is not None:
            self.recording.reach(self.navigation.history, lambda: not missing(), then, way)
        return bool(way)

    def _moved(self, moved: bool) -> None:
        """The navigation moved (or stayed): the tick it shows now."""
        if moved:
            self.notice = None
            self.show()

    # -- the protocol's keys (Right, Left, End, Space) and Home: play stops at each move --------

    def step(self) -> None:
        """One tick forward."""
        self._step_by(1)

    def step_back(self) -> None:
        """One tick back, restored from the nearest keyframe."""
        self._step_by(-1)

    def _step_by(self, ticks: int) -> None:
        if self.navigation is not None:
            self.player.stop()
            self.recording.stop()
            self._moved(self.navigation.go_by(ticks))

    def first(self) -> None:
        self.player.stop()
        self.jump(-1)

    def finish(self) -> None:
        """The last tick: the maze finished (leaving the view then keeps it), recorded on to
        it first."""
        if self.navigation is not None:
            self.player.stop()
            self.jump(sys.maxsize)

    def click(self, field: tuple[int, int]) -> None:
        """A click on a field selects it, and in the recursion the last call made with it:
        its row in the stack, its node in the call tree; a click on it again lets go.
        (Ctrl+click sets a breakpoint.)"""
        navigation = self.navigation
        if navigation is None:
            return
        x, y = field
        if navigation.click(y * navigation.history.width + x):
            self._say_call()
        self.refresh()

    def select_call(self, call: int, field: int = -1) -> None:
        """Select the recursion's call ``call`` (-1: none) and frame its field (or ``field``,
        a field it has no call of yet); the status line says what the call is doing."""
        if self.navigation is not None and self.navigation.select_call(call, field):
            self._say_call()
            self.refresh()

    def select_row(self, key: int) -> None:
        """A row of the stack selected: a call of the recursion, else a field."""
        navigation = self.navigation
        if navigation is not None:
            navigation.select_row(key)
            if navigation.shows_recursion:
                self._say_call()
            self.refresh()

    def _say_call(self) -> None:
        """The status line says what the selected call is doing, until the next move."""
        navigation = self.navigation
        if navigation is None or navigation.selected_call < 0:
            self.notice = None
            return
        self.notice = lambda: navigation.call_sentence(self.panel.language.get() == "java")

    def stepping(self) -> bool:
        """Right and Left step the view while it is on, playing or not."""
        return self.active

    # -- playing --------------------------------------------------------------------------------

    def space(self) -> None:
        """Play from the tick shown (from the first at the end), or pause."""
        self.playing.space()

    def read_stop_rule(self) -> None:
        """Where play stops besides the breakpoints' fields, as the panel sets it."""
        if self.navigation is not None:
            self.navigation.set_stop_rule(*self.panes.stop_rule())

    # -- showing --------------------------------------------------------------------------------

    def show(self) -> None:
        """Show the navigation's state: its walls, its marks and panes (the picture's tiles
        drawn once, where the view ends up)."""
        navigation = self.navigation
        assert navigation is not None
        with self.window.view.moving():
            self.picture.draw_walls(navigation)
            self.picture.follow(navigation)
        self.refresh()

    def redraw(self) -> None:
        """Draw the whole picture of the state shown (also after the window drew its own)."""
        if not self.active or self.picture.maze is None or self.navigation is None:
            return
        self.picture.draw_all(self.navigation)
        self.refresh()

    def _cancel_refresh(self) -> None:
        self.playing.cancel()
        self.picture.cancel()

    def refresh(self) -> None:
        """Everything but the walls: marks, panes, counters, the sentence, as the
        presentation model has them for the state shown."""
        self._cancel_refresh()
        navigation = self.navigation
        if not self.active or navigation is None:
            return
        shown = self.panes.show(navigation, self.check)
        self._draw_marks(shown.marks)
        self.window.say(self.notice or (lambda: shown.sentence))

    def _draw_marks(self, shown: Marks | None = None) -> None:
        """The marks over the maze, where the view is (``shown``: the model's, made already)."""
        if self.active and self.navigation is not None:
            self.picture.draw_marks(self.navigation, shown)

    # -- keys and clicks ------------------------------------------------------------------------

    def _key(self, event: tk.Event, action: Callable[[], None]) -> str | None:
        if edits_field(event):
            return None  # the key edits the field
        action()
        return "break"

    def _ctrl_click(self, event: tk.Event) -> str | None:
        """Ctrl+click on the maze sets or clears a breakpoint on the field."""
        view, navigation = self.window.view, self.navigation
        if event.widget is not view.canvas:
            return None
        position = view.field_at_event(event)
        view.canvas.focus_set()
        if position is not None and navigation is not None:
            navigation.toggle_breakpoint(position[1] * navigation.history.width + position[0])
            self.refresh()
        return "break"
