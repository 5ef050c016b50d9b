"""The teaching view: plays a recorded build of the book's walk forwards and backwards.

It records its own copy of the session's maze (the maze shown stays as it was) and shows it
while it is on: the history (``labyrinth.teaching``) holds the ticks, the presentation model
(``labyrinth.teaching.presentation``) says what each one shows; the maze view draws the walls,
the overlay the marks the model names, the panel the source, the stack and the counters, and
the status line the model's sentence. Its Player (the kind every mode plays with)
plays the ticks at the speed the build would take its steps; left at the last tick, the view
leaves its finished maze to the session.
"""

from __future__ import annotations

import sys
import tkinter as tk
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from functools import cached_property, partial
from typing import TYPE_CHECKING

from labyrinth import build
from labyrinth.formats.loaded import made_from_seed
from labyrinth.gui.commands import Command, edits_field, tag_every_widget
from labyrinth.gui.modes import Mode, Window
from labyrinth.gui.player import Event, Player
from labyrinth.gui.player import State as PlayerState
from labyrinth.gui.problems import problem_of
from labyrinth.gui.session import fresh_grid
from labyrinth.gui.teach import overlay
from labyrinth.gui.teach.call_tree import CallTree
from labyrinth.gui.teach.layout import TeachLayout
from labyrinth.gui.teach.panes import TeachPanel
from labyrinth.gui.teach.recording import AT_ONCE, RecordingOn
from labyrinth.gui.teach.structure_panes import StructurePanes, member_legend
from labyrinth.i18n import N_, _
from labyrinth.maze_array import MazeArray
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.render.geometry import INK_WHITE
from labyrinth.sides import ALL_SIDES
from labyrinth.teaching.call_tree import call_at, call_sentence, field_of
from labyrinth.teaching.history import History, State
from labyrinth.teaching.limits import teaching_problem
from labyrinth.teaching.presentation import Marks, StepPresentation, legend, marks, present
from labyrinth.teaching.recorder import (
    calls_needed,
    loop_history,
    record_loop,
    record_recursion,
    recursion_problem,
)
from labyrinth.teaching.sources import same_moment
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
# Fields kept between the current field and the edge of the view while it follows the walk.
FOLLOW_MARGIN = 2
# A jump over more ticks than this draws the whole picture instead of the fields touched.
REDRAW_ALL_BEYOND = 400
WAIT_FOR_BUILD = N_(
    "Wait for the build to finish (End finishes it now), then open the teaching view."
)
NOT_FROM_SEED = N_(
    "This maze was read from a file that does not say how it was built: build one (F5) to "
    "watch it in the teaching view."
)
CHECK_LATER = N_("The check comes when the build is recorded to its end (End).")


def stand_after(anchor: tk.Misc, widgets: Sequence[tk.Misc]) -> None:
    """Put ``widgets``, in their order, right after ``anchor`` among its master's children:
    the stacking order, which is also Tab's order, they have when made at once."""
    for widget in widgets:
        if widget.winfo_class() != "Toplevel":  # a window of its own stacks on the screen
            widget.lift(anchor)
            anchor = widget


class TeachingView(Mode):
    """The view over the window's maze, on while ``active``; it teaches ``taught``, its own
    copy of the session's maze, and a new grid built while it is on."""

    follows_new_maze = True
    book_picture = True
    player: Player

    def __init__(self, session: Session, window: Window) -> None:
        super().__init__(session, window)
        self.taught: MazeGraphs | None = None
        self.history: History | Steps | None = None
        self.state: State | Scene | None = None
        self.maze: MazeArray | None = None  # the walls drawn, those of tick ``drawn``
        self.drawn = -1
        self.check_text: Callable[[], str] = str  # says whether the mazes agree
        # what makes ``check_text`` once the build is recorded to its end
        self._comparison: Callable[[], Callable[[], str]] | None = None
        self.recording = RecordingOn(window)  # on to where the view goes
        self.selected = -1  # the field framed on the maze
        self.selected_call = -1  # the recursion's call selected (in the stack, the tree)
        self.breakpoints: set[int] = set()
        # a sentence that stays until the next move (why the recursion was refused)
        self.notice: Callable[[], str] | None = None
        self.player = Player(
            window.root, self._show_tick, self._catch_up, self._catch_up, self._told
        )
        self._refresh_job: str | None = None
        self._marks_job: str | None = None
        root = window.root
        self.stop_rule = (False, sys.maxsize)  # at dead ends, deeper than: read from the panel
        # the panes are made when the view is first shown: the window opens without them
        self._made_after = root.winfo_children()[-1]  # where they stand among the widgets
        session.listen("language", self._refresh)
        session.listen("look", self._look_changed)
        root.bind_class(TAG, FIRST_KEY, partial(self._key, action=self.first))
        root.bind_class(TAG, "<Control-ButtonPress-1>", self._ctrl_click)
        # the marks of a big maze are drawn where the view is: anew when it moves
        window.view.canvas.bind("<<ViewMoved>>", lambda _event: self._view_moved(), add="+")
        self._marked_view: tuple[int, ...] = ()  # the view the marks were drawn for
        root.bind("<Destroy>", self._closed, add="+")
        self.structure_panes: StructurePanes | None = None  # made for the first other algorithm

    @cached_property
    def panel(self) -> TeachPanel:
        """The panel beside the maze, with the controls and the stack under it, its legend
        entries and the call tree: made when first wanted, in the place among the window's
        widgets (Tab's order) it had when the window made it at once."""
        window = self.window
        made = set(window.root.winfo_children())
        panel = TeachPanel(
            window.root,
            window.labels,
            self.switch,
            self.jump_to_step,
            self._row_selected,
            self._refresh,
            self.space,
            window.error,
        )
        self._read_stop_rule(panel)
        for variable in (panel.at_dead_ends, panel.deeper, panel.depth_limit):
            variable.trace_add("write", lambda *_args: self._read_stop_rule(panel))
        panel.bind("<<TeachTyped>>", lambda _event: window.view.canvas.focus_set())
        for entry in (*overlay.LEGEND, *member_legend()):
            window.legend.add_entry(*entry)
        stand_after(self._made_after, [w for w in window.root.winfo_children() if w not in made])
        return panel

    @cached_property
    def layout(self) -> TeachLayout:
        return TeachLayout(self.window, self.panel, self._maze_size)

    @cached_property
    def call_tree(self) -> CallTree:
        return CallTree(
            self.window,
            self.panel.controls.switches,
            self.select_call,
            {
                "<Right>": self.step,
                "<Left>": self.step_back,
                "<Home>": self.first,
                "<End>": self.finish,
                "<space>": self.space,
            },
            self._refresh,
        )

    def _panes_made(self) -> bool:
        return "panel" in vars(self)

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
        self.layout.show()
        tag_every_widget(self.window.root, TAG, add=True)

    def leave(self) -> None:
        """Hide the panel and forget the recording."""
        self.player.stop()
        self.recording.stop()
        self._cancel_refresh()
        self.layout.hide()
        self.call_tree.hide()
        tag_every_widget(self.window.root, TAG, add=False)
        self.window.view.canvas.delete(overlay.TAG)
        self.history = self.state = self.taught = None
        self.window.say(lambda: _("The teaching view is closed: F7 opens it again."))

    def least_room(self) -> tuple[int, int]:
        return self.layout.least_room()

    def _maze_size(self) -> tuple[int, int] | None:
        return (self.maze.width, self.maze.height) if self.maze is not None else None

    def leaves_a_maze(self) -> bool:
        """At the last tick the view shows a finished maze, which the user keeps."""
        history, state = self.history, self.state
        return (
            history is not None
            and state is not None
            and history.done
            and state.tick >= len(history) - 1
        )

    def left_behind(self) -> MazeGraphs | None:
        """At the last tick, the maze shown as the session keeps mazes, whose walls must be
        those shown: the maze the recording built to its end, finished as a build finishes
        (a traced one built anew from the same options). None before the last tick, or when
        the session shows that maze already."""
        taught, state, history = self.taught, self.state, self.history
        if not self.leaves_a_maze() or taught is None or state is None or history is None:
            return None
        walk = history.walk()
        if walk is None:
            finished = fresh_grid(taught)
            deque(finished.build_steps(), maxlen=0)
        else:  # a big maze: no second build of it
            finished = taught
            finished._finish(walk)
        if finished.maze_array.walls != state.walls:
            return None  # the check line says the mazes differ: the session keeps its own
        shown = self.session.graphs
        if shown.result is not None and shown.maze_array.walls == finished.maze_array.walls:
            return None
        return finished

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
        try:
            self._record(graphs, keep_step)
        except MazeException as error:
            self.window.error(problem_of(error))
            return False
        return True

    def _record(self, graphs: MazeGraphs, keep_step: bool) -> None:
        self.recording.stop()
        before = self.history, self.state
        book = build.is_plain_book(graphs.options)
        self.panel.show_book(book)
        if not book:
            self._start_steps(graphs)
            return
        problem = recursion_problem(graphs)
        refused = self.panel.mode.get() == "recursion" and problem
        if refused:
            self.panel.mode.set("loop")
        history = (
            loop_history(graphs) if self.panel.mode.get() == "loop" else self._recursion(graphs)
        )
        self.history = history
        old, state = before
        # a switch between recursion and loop: the one shown before is the other way
        earlier = old if keep_step and isinstance(old, History) else None
        self._comparison = partial(self._check, graphs, history, problem, earlier)
        tick = -1
        if keep_step and isinstance(old, History) and isinstance(state, State):
            history.record()  # the recursion's size: a moment
            tick = same_moment(old, state.tick, history)
        history.record(until=AT_ONCE)
        self._show_first(graphs, history.state_at(tick))
        if refused:
            self.notice = lambda: recursion_problem(graphs) or ""
            self.window.error(self.notice)

    def _start_steps(self, graphs: MazeGraphs) -> None:
        """Start recording any other algorithm's events; show step 0."""
        self.history = steps = Steps(graphs)
        self.panel.show_book(False, steps.structure.sized)
        self._comparison = partial(self._check_steps, graphs, steps)
        steps.record(until=AT_ONCE)
        self._show_first(graphs, steps.state_at(-1))

    def _check_steps(self, graphs: MazeGraphs, steps: Steps) -> Callable[[], str]:
        """Whether the steps recorded carve the maze ``build_maze`` does."""
        other = fresh_grid(graphs)
        build.run(other.maze_array, other.options, other._prepare(), other.directions)
        if steps.state_at(len(steps) - 1).walls == other.maze_array.walls:
            return lambda: _("✓ The steps shown and build_maze carve the same maze.")
        return lambda: _("✗ The steps shown and build_maze carve different mazes.")

    def _check_line(self) -> str:
        """The check line: says to wait until the build is recorded to its end, then (made
        once) whether the mazes agree."""
        history, comparison = self.history, self._comparison
        if comparison is not None:
            if history is None or not history.done:
                return _(CHECK_LATER)
            self._comparison = None
            self.window.root.configure(cursor="watch")
            try:
                self.check_text = comparison()
            finally:
                self.window.root.configure(cursor="")
        return self.check_text()

    def _show_first(self, graphs: MazeGraphs, state: State | Scene) -> None:
        """The maze the history was recorded from, with its borders, at ``state``."""
        history = self.history
        assert history is not None
        self.taught = graphs
        self.maze = MazeArray(history.width, history.height)
        self.maze.borders[:] = graphs.maze_array.borders
        self.maze.walls[:] = history.walls
        self.breakpoints = {field for field in self.breakpoints if field < len(history.walls)}
        self.panel.controls.show_maze_size(len(history.walls))
        self.selected = self.selected_call = -1
        self.notice = None
        self.call_tree.offer(history)
        self.state = state
        self.redraw()
        self.layout.fit()
        self.window.view.canvas.focus_set()

    def _recursion(self, graphs: MazeGraphs) -> History:
        """Record the recursion; a big maze takes seconds, so the window says so first."""
        window, calls = self.window, calls_needed(graphs)
        window.say(
            lambda: _("Python runs the recursion, {calls} nested calls …").format(calls=calls)
        )
        window.root.configure(cursor="watch")
        window.root.update_idletasks()
        try:
            return record_recursion(graphs)
        finally:
            window.root.configure(cursor="")

    def _check(
        self, graphs: MazeGraphs, history: History, problem: str | None, earlier: History | None
    ) -> Callable[[], str]:
        """Record the other way too (or build the loop's way): says whether the mazes agree.
        ``earlier``: the same maze recorded the other way just before, if it was."""
        other = fresh_grid(graphs)
        if problem:  # no recursion here: the loop shown against build_maze's own loop
            build.run(other.maze_array, other.options, other._prepare(), other.directions)
            if other.maze_array.walls != graphs.maze_array.walls:
                return lambda: _("✗ The loop shown and build_maze carve different mazes.")
            return lambda: _("✓ The loop shown and build_maze carve the same maze.")
        if earlier is None or earlier.loop == history.loop:
            earlier = self._recursion(other) if history.loop else record_loop(other)
        earlier.record()
        same = earlier.state_at(len(earlier) - 1).walls == graphs.maze_array.walls and list(
            earlier.fields[t] for t in earlier.enters
        ) == list(history.fields[t] for t in history.enters)
        if not same:
            return lambda: _("✗ The recursion and the loop carve different mazes.")
        return lambda: _(
            "✓ Recursion and loop carve the same maze: {calls} calls, the same walls."
        ).format(calls=len(history.enters))

    def switch(self) -> None:
        """Recursion or loop, Python or Java: the same step, shown the other way."""
        if not isinstance(self.history, History) or self.taught is None:
            return
        wants_loop = self.panel.mode.get() == "loop"
        if wants_loop != self.history.loop:
            self.start(fresh_grid(self.taught), keep_step=True)
            return
        self.redraw()

    # -- moving ---------------------------------------------------------------------------------

    def jump(self, tick: int) -> None:
        """Show tick ``tick`` (-1: before the first), made from the state shown or afresh;
        a tick not recorded yet is recorded first (a long way in slices)."""
        history, state = self.history, self.state
        if history is None or state is None:
            return
        self.recording.stop()
        if tick >= len(history) and not history.done:
            way = tick - len(history)
            self.recording.reach(
                history, lambda: tick < len(history), partial(self.jump, tick), way
            )
            return
        tick = max(-1, min(tick, len(history) - 1))
        if tick == state.tick:
            return
        self.notice = None
        self._show(history.moved(state, tick))  # type: ignore[arg-type]

    def jump_to_step(self, step: int) -> None:
        """Show the start of step ``step`` (0: before the first): the call of the book's
        method (a pass of its loop), or another algorithm's event."""
        history = self.history
        if isinstance(history, History):
            enters = history.enters
            if step > len(enters) and not history.done:
                self.recording.stop()
                way = 2 * (step - len(enters))  # about two ticks a step
                then = partial(self.jump_to_step, step)
                self.recording.reach(history, lambda: step <= len(enters), then, way)
                return
            self.jump(enters[min(step, len(enters)) - 1] if step > 0 else -1)
        elif history is not None:
            self.jump(step - 1)

    # -- the protocol's keys (Right, Left, End, Space) and Home: play stops at each move --------

    def step(self) -> None:
        """One tick forward."""
        if self.state is not None:
            self.player.stop()
            self.jump(self.state.tick + 1)

    def step_back(self) -> None:
        """One tick back, restored from the nearest keyframe."""
        if self.state is not None:
            self.player.stop()
            self.jump(self.state.tick - 1)

    def first(self) -> None:
        self.player.stop()
        self.jump(-1)

    def finish(self) -> None:
        """The last tick: the maze finished (leaving the view then keeps it), recorded on to
        it first."""
        if self.history is not None:
            self.player.stop()
            self.jump(sys.maxsize)

    def click(self, field: tuple[int, int]) -> None:
        """A click on a field selects it, and in the recursion the last call made with it:
        its row in the stack, its node in the call tree; a click on it again lets go.
        (Ctrl+click sets a breakpoint.)"""
        history, state = self.history, self.state
        if history is None or state is None:
            return
        x, y = field
        index = y * history.width + x
        if index == self.selected:
            index = -1
        if self._shows_recursion() and index >= 0:
            assert isinstance(history, History) and isinstance(state, State)
            self.select_call(call_at(history, state, index), index)
            return
        self.selected, self.selected_call = index, -1
        self._refresh()

    def select_call(self, call: int, field: int = -1) -> None:
        """Select the recursion's call ``call`` (-1: none) and frame its field (or ``field``,
        a field it has no call of yet); the status line says what the call is doing."""
        history = self.history
        if not isinstance(history, History):
            return
        self.selected_call = call
        self.selected = field_of(history, call) if call >= 0 else field
        self.notice = self._call_notice if call >= 0 else None
        self._refresh()

    def _call_notice(self) -> str:
        """What the selected call is doing, until the next move."""
        history, state, call = self.history, self.state, self.selected_call
        if not isinstance(history, History) or not isinstance(state, State):
            return ""
        return call_sentence(history, state, call, self.panel.language.get() == "java")

    def _shows_recursion(self) -> bool:
        """Whether the view shows the recursion (its stack rows are calls)."""
        return isinstance(self.history, History) and not self.history.loop

    def stepping(self) -> bool:
        """Right and Left step the view while it is on, playing or not."""
        return self.active

    def space(self) -> None:
        """Play from the tick shown (from the first at the end), or pause: the view's player
        plays the ticks, up to the last or a breakpoint."""
        history, state, player = self.history, self.state, self.player
        if player.running:
            player.toggle()
            return
        if history is None or state is None:
            return
        self.recording.stop()  # play records on as it goes
        if history.done and state.tick >= len(history) - 1:
            self.jump(-1)
        # the speed counts maze steps, as in the window; the lines of a step share its time
        per_step = len(history) / max(1, len(history.enters)) if isinstance(history, History) else 1
        per_step = max(1.0, per_step)
        player.start(self._ticks(), self.window.speed(), events_per_step=per_step)

    def _ticks(self) -> Iterator[Event]:
        """The ticks after the one shown, each applied to the state shown, up to the last or a
        breakpoint: the player's events, following the view's jumps while it plays."""
        while True:
            history, state = self.history, self.state
            if history is None or state is None:
                return
            tick = state.tick + 1
            if tick >= len(history):
                history.record(until=tick)
            if tick >= len(history):
                return
            history.apply(state, tick)  # type: ignore[arg-type]
            stop = history.stops(tick, state, self.breakpoints, *self.stop_rule)  # type: ignore[arg-type]
            yield tick, history.fields[tick], history.others[tick]
            if stop:
                return

    def _read_stop_rule(self, panel: TeachPanel) -> None:
        """Where play stops besides the breakpoints' fields: dead ends, a depth."""
        limit = panel.controls.depth_box.value() if panel.deeper.get() else None
        self.stop_rule = (panel.at_dead_ends.get(), sys.maxsize if limit is None else limit)

    def _show_tick(self, _tick: int, _field: int, _other: int) -> None:
        """The player showed a tick: its walls at once, the view following the current field
        and the panes once the window is idle (a fast speed shows many ticks between two
        looks)."""
        if not self.active:
            return
        self._draw_walls()
        if self._refresh_job is None:
            self._refresh_job = self.window.root.after_idle(self._looked)

    def _view_moved(self) -> None:
        """The marks for the part now in view, once the window is idle (once for a drag)."""
        if self.active and self._marks_job is None and self._in_view() != self._marked_view:
            self._marks_job = self.window.root.after_idle(self._marks_again)

    def _marks_again(self) -> None:
        self._marks_job = None
        self._draw_marks()

    def _in_view(self) -> tuple[int, ...]:
        canvas = self.window.view.canvas
        corner = int(canvas.canvasx(0)), int(canvas.canvasy(0))
        return (*corner, canvas.winfo_width(), canvas.winfo_height(), self.window.view.field_size)

    def _looked(self) -> None:
        self._refresh_job = None
        self._follow()
        self._refresh()

    def _catch_up(self) -> None:
        """Ticks ran unseen, or play stopped: draw the state as it is now."""
        if self.active and self.state is not None:
            self._show(self.state)

    def _told(self, state: PlayerState) -> None:
        playing = state is PlayerState.PLAYING
        self.window.show_playing(playing)
        self.panel.controls.show_playing(playing)
        if state is PlayerState.PAUSED:
            self._refresh()  # the panes of the tick paused at, now

    # -- showing --------------------------------------------------------------------------------

    def _show(self, later: State | Scene) -> None:
        """Show ``later``: its walls, its marks and panes (the picture's tiles drawn once,
        where the view ends up)."""
        self.state = later
        with self.window.view.moving():
            self._draw_walls()
            self._follow()
        self._refresh()

    def _follow(self) -> None:
        """Keep the current field in the view (zoomed in, the walk leaves it)."""
        state, view = self.state, self.window.view
        if state is None or state.current < 0 or view.geometry is None:
            return
        width = view.geometry.width
        view.see(state.current % width, state.current // width, FOLLOW_MARGIN * view.field_size)

    def _draw_walls(self) -> None:
        """Bring the picture from the tick drawn to the state's: repaint the fields whose
        walls differ, or the whole picture after a long way."""
        history, state, maze = self.history, self.state, self.maze
        assert history is not None and state is not None and maze is not None
        low, high = sorted((self.drawn, state.tick))
        touched = history.touched(low + 1, high) if high - low <= REDRAW_ALL_BEYOND else None
        if touched is None:
            self._draw_all()
            return
        for field in touched:
            maze.walls[field] = state.walls[field]
            self.window.view.redraw_field(maze, field)
        self.drawn = state.tick
        self._tint_first_field()

    def _draw_all(self) -> None:
        assert self.maze is not None and self.state is not None
        self.maze.walls[:] = self.state.walls
        self.drawn = self.state.tick
        self.window.view.show(self.maze, None, shaded=True)
        self._tint_first_field()

    def _tint_first_field(self) -> None:
        """The field another algorithm's build entered first is in the maze from then on,
        white even while it has all four walls (Wilson's first field), not shaded as not
        reached yet — as the main window draws it."""
        history, state, maze = self.history, self.state, self.maze
        if not isinstance(history, Steps) or state is None or maze is None:
            return
        first = history.first_visit
        if first < 0:
            return
        field = history.fields[first]
        inside = first <= state.tick and maze.walls[field] == ALL_SIDES
        self.window.view.tint(field, INK_WHITE if inside else None)
        self.window.view.redraw_field(maze, field)

    def redraw(self) -> None:
        """Draw the whole picture of the state shown (also after the window drew its own)."""
        if not self.active or self.maze is None or self.state is None:
            return
        self._draw_all()
        self._refresh()

    def _look_changed(self) -> None:
        """Another text size or theme: the panes measured and filled anew (panes made later
        are made in the look then on show)."""
        if not self._panes_made():
            return
        self.panel.apply_look()
        self.window.root.update_idletasks()  # the sizes the widgets ask for at the new look
        self.layout.fit()
        self._refresh()

    def _cancel_refresh(self) -> None:
        for job in (self._refresh_job, self._marks_job):
            if job is not None:
                self.window.root.after_cancel(job)
        self._refresh_job = self._marks_job = None

    def _refresh(self) -> None:
        """Everything but the walls: marks, panes, counters, the sentence, as the
        presentation model has them for the state shown."""
        self._cancel_refresh()
        history, state = self.history, self.state
        if not self.active or history is None or state is None:
            return
        panel = self.panel
        language = panel.language.get()
        shown = present(
            history,
            state,
            language,
            self.selected,
            self.selected_call,
            panel.rows_shown(),
            self.breakpoints,
        )
        self._draw_marks(shown.marks)
        panel.controls.show_position(shown.step, shown.steps)
        panel.check.configure(text=self._check_line())
        count = len(self.breakpoints)
        panel.controls.fields_note.configure(
            text=_("Ctrl+click a field to stop there ({n} set).").format(n=count)
        )
        self.call_tree.show(history, state, self.selected_call, self.selected, language == "java")
        self._show_panes(shown, isinstance(history, Steps))
        self.window.say(self.notice or (lambda: shown.sentence))

    def _show_panes(self, shown: StepPresentation, structure: bool) -> None:
        """The source, the stack (another algorithm's structure under its own headings),
        the counters with the scale and the explanation."""
        panel = self.panel
        panel.show_source(shown.source, shown.line)
        if structure:
            panel.show_headings(shown.headings)
        columns = len(shown.headings)
        panel.show_stack(
            [(row.key, *row.cells(columns)) for row in shown.stack_rows],
            shown.selected_row,
            {row.key: row.colour for row in shown.stack_rows if row.colour},
        )
        panel.counters.configure(text=shown.counters)
        scale = shown.scale
        panel.show_scale(
            [(mark.value, mark.colour or panel.scale_colour(mark.kind)) for mark in scale.marks],
            scale.end,
            scale.limit,
            scale.label,
        )
        panel.why.configure(text=shown.why)

    def _draw_marks(self, shown: Marks | None = None) -> None:
        """The marks over the maze: the current field, the path or the structure, the end
        candidate, the breakpoints — where the view is (``shown``: the model's, made
        already)."""
        history, state, view = self.history, self.state, self.window.view
        if not self.active or history is None or state is None:
            return
        self._marked_view = self._in_view()
        view.mark_current(state.current)
        if view.geometry is None:
            return
        if shown is None:
            shown = marks(history, state, self.selected, self.breakpoints)
        if isinstance(history, Steps):
            if self.structure_panes is None:  # made for the first other algorithm
                self.structure_panes = StructurePanes(view.canvas)
            self.structure_panes.draw_marks(view.geometry, shown)
            return
        overlay.draw(
            view.canvas, view.geometry, shown.path, shown.end, shown.selected, shown.breakpoints
        )

    # -- keys and clicks ------------------------------------------------------------------------

    def _key(self, event: tk.Event, action: Callable[[], None]) -> str | None:
        if edits_field(event):
            return None  # the key edits the field
        action()
        return "break"

    def _ctrl_click(self, event: tk.Event) -> str | None:
        """Ctrl+click on the maze sets or clears a breakpoint on the field."""
        view = self.window.view
        if event.widget is not view.canvas:
            return None
        position = view.field_at_event(event)
        view.canvas.focus_set()
        if position is not None and self.history is not None:
            field = position[1] * self.history.width + position[0]
            self.breakpoints ^= {field}
            self._refresh()
        return "break"

    def _row_selected(self, key: int) -> None:
        """A row of the stack selected: a call of the recursion, else a field."""
        if self._shows_recursion():
            self.select_call(key)
            return
        self.selected = key
        self._refresh()
