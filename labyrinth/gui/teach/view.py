"""The teaching view: plays a recorded build of the book's walk forwards and backwards.

It records its own copy of the session's maze (the maze shown stays as it was) and shows it
while it is on: the history (``labyrinth.teaching``) says what each tick shows, the maze view
draws the walls, the overlay the path and the marks, the panel the source, the stack and the
counters, and the status line one sentence a tick. Its Player (the kind every mode plays with)
plays the ticks at the speed the build would take its steps; left at the last tick, the view
leaves its finished maze to the session.
"""

from __future__ import annotations

import sys
import tkinter as tk
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import TYPE_CHECKING

from labyrinth import build
from labyrinth.formats.loaded import made_from_seed
from labyrinth.generators.events import VISIT
from labyrinth.gui.commands import edits_field, tag_every_widget
from labyrinth.gui.modes import Mode, Window
from labyrinth.gui.player import Event, Player
from labyrinth.gui.player import State as PlayerState
from labyrinth.gui.problems import problem_of
from labyrinth.gui.session import fresh_grid
from labyrinth.gui.teach import overlay
from labyrinth.gui.teach.call_tree import CallTree
from labyrinth.gui.teach.folding import Fold
from labyrinth.gui.teach.layout import TeachLayout
from labyrinth.gui.teach.panes import Row, TeachPanel
from labyrinth.gui.teach.structure_panes import StructurePanes
from labyrinth.i18n import N_, _
from labyrinth.maze_array import MazeArray
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.render.geometry import INK_WHITE
from labyrinth.sides import ALL_SIDES
from labyrinth.teaching.call_tree import call_at, call_sentence, field_of
from labyrinth.teaching.calls import stack_rows
from labyrinth.teaching.history import History, State
from labyrinth.teaching.recorder import (
    MAX_RECURSION_SIDE,
    calls_needed,
    record_loop,
    record_recursion,
    recursion_problem,
)
from labyrinth.teaching.sentences import method_name, place, sentence
from labyrinth.teaching.sources import java_source, same_moment, source_of
from labyrinth.teaching.steps import Scene, Steps, record_steps

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
        self.selected = -1  # the field framed on the maze
        self.selected_call = -1  # the recursion's call selected (in the stack, the tree)
        self.breakpoints: set[int] = set()
        # a sentence that stays until the next move (why the recursion was refused)
        self.notice: Callable[[], str] | None = None
        self.player = Player(
            window.root, self._show_tick, self._catch_up, self._catch_up, self._told
        )
        self._refresh_job: str | None = None
        root = window.root
        self.panel = panel = TeachPanel(
            root,
            window.labels,
            self.switch,
            self.jump_to_step,
            self._row_selected,
            self._refresh,
            self.space,
            window.error,
        )
        self.layout = TeachLayout(window, panel, self._maze_size)
        self.call_tree = CallTree(
            window,
            panel.controls.switches,
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
        self.stop_rule = (False, sys.maxsize)  # at dead ends, deeper than: read from the panel
        self._read_stop_rule()
        for variable in (panel.at_dead_ends, panel.deeper, panel.depth_limit):
            variable.trace_add("write", lambda *_args: self._read_stop_rule())
        session.listen("language", self._refresh)
        session.listen("look", self._look_changed)
        panel.bind("<<TeachTyped>>", lambda _event: window.view.canvas.focus_set())
        root.bind_class(TAG, FIRST_KEY, partial(self._key, action=self.first))
        root.bind_class(TAG, "<Control-ButtonPress-1>", self._ctrl_click)
        root.bind("<Destroy>", self._closed, add="+")
        for entry in overlay.LEGEND:
            window.legend.add_entry(*entry)
        self.structure_panes: StructurePanes | None = None  # made for the first other algorithm

    # -- on and off -----------------------------------------------------------------------------

    def can_enter(self) -> bool:
        """Show the panel and record the session's maze, paused at step 0."""
        session, window = self.session, self.window
        if session.base.stepping():
            window.error(lambda: _(WAIT_FOR_BUILD))
            return False
        if not made_from_seed(session.graphs):
            window.error(lambda: _(NOT_FROM_SEED))
            return False
        return self.start(fresh_grid(session.graphs))

    def enter(self) -> None:
        """Show the panel with the maze recorded by ``can_enter``, paused at step 0."""
        self.layout.show()
        tag_every_widget(self.window.root, TAG, add=True)

    def leave(self) -> None:
        """Hide the panel and forget the recording."""
        self.player.stop()
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
        return history is not None and state is not None and state.tick >= len(history) - 1

    def left_behind(self) -> MazeGraphs | None:
        """At the last tick, the maze shown as the session keeps mazes: built anew from the
        same options, which must carve the same walls. None before the last tick, or when
        the session shows that maze already."""
        taught, state = self.taught, self.state
        if not self.leaves_a_maze() or taught is None or state is None:
            return None
        finished = fresh_grid(taught)
        deque(finished.build_steps(), maxlen=0)
        if finished.maze_array.walls != state.walls:
            return None  # the check line says the mazes differ: the session keeps its own
        shown = self.session.graphs
        if shown.result is not None and shown.maze_array.walls == finished.maze_array.walls:
            return None
        return finished

    def _closed(self, event: tk.Event) -> None:
        if event.widget is self.window.root:
            self.player.stop(closing=True)
            self._cancel_refresh()

    def watch_build(self, paused: bool) -> None:
        """A new grid replaced the session's maze: record it and show step 0 (playing at once
        unless ``paused``)."""
        if not self.start(fresh_grid(self.session.graphs)):
            return
        self.window.legend.show_entries(self.legend_entries())  # another algorithm, maybe
        if not paused:
            self.space()

    def legend_entries(self) -> Sequence[str] | None:
        return overlay.BOOK_ENTRIES if isinstance(self.history, History) else overlay.STEPS_ENTRIES

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
            record_loop(graphs) if self.panel.mode.get() == "loop" else self._recursion(graphs)
        )
        self.history = history
        old, state = before
        # a switch between recursion and loop: the one shown before is the other way
        earlier = old if keep_step and isinstance(old, History) else None
        self.check_text = self._check(graphs, history, problem, earlier)
        tick = -1
        if keep_step and isinstance(old, History) and isinstance(state, State):
            tick = same_moment(old, state.tick, history)
        self._show_first(graphs, history.state_at(tick))
        if refused:
            self.notice = lambda: recursion_problem(graphs) or ""
            self.window.error(self.notice)

    def _start_steps(self, graphs: MazeGraphs) -> None:
        """Record any other algorithm's events; show step 0."""
        self.history = steps = record_steps(graphs)
        self.panel.show_book(False, steps.structure.sized)
        other = fresh_grid(graphs)
        build.run(other.maze_array, other.options, other._prepare(), other.directions)
        same = steps.state_at(len(steps) - 1).walls == other.maze_array.walls
        self.check_text = (
            (lambda: _("✓ The steps shown and build_maze carve the same maze."))
            if same
            else (lambda: _("✗ The steps shown and build_maze carve different mazes."))
        )
        self._show_first(graphs, steps.state_at(-1))

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
        """Show tick ``tick`` (-1: before the first), restored from the nearest keyframe."""
        history, state = self.history, self.state
        if history is None or state is None:
            return
        tick = max(-1, min(tick, len(history) - 1))
        if tick == state.tick:
            return
        self.notice = None
        if tick > state.tick:
            later = state.copy()
            history.advance(later, tick)  # type: ignore[arg-type]
        else:
            later = history.state_at(tick)
        self._show(later)

    def jump_to_step(self, step: int) -> None:
        """Show the start of step ``step`` (0: before the first): the call of the book's
        method (a pass of its loop), or another algorithm's event."""
        history = self.history
        if isinstance(history, History):
            enters = history.enters
            self.jump(enters[min(step, len(enters)) - 1] if step > 0 else -1)
        elif history is not None:
            self.jump(step - 1)

    def step_of(self, state: State | Scene) -> int:
        """The step ``state`` is in: the number the status line and the step box say."""
        return state.calls if isinstance(state, State) else state.tick + 1

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
        """The last tick: the maze finished (leaving the view then keeps it)."""
        if self.history is not None:
            self.player.stop()
            self.jump(len(self.history) - 1)

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
        if state.tick >= len(history) - 1:
            self.jump(-1)
        # the speed counts maze steps, as in the window; the lines of a step share its time
        per_step = len(history) / max(1, len(history.enters)) if isinstance(history, History) else 1
        player.start(self._ticks(), self.window.speed(), events_per_step=per_step)

    def _ticks(self) -> Iterator[Event]:
        """The ticks after the one shown, each applied to the state shown, up to the last or a
        breakpoint: the player's events, following the view's jumps while it plays."""
        while True:
            history, state = self.history, self.state
            if history is None or state is None or state.tick >= len(history) - 1:
                return
            tick = state.tick + 1
            history.apply(state, tick)  # type: ignore[arg-type]
            stop = history.stops(tick, state, self.breakpoints, *self.stop_rule)  # type: ignore[arg-type]
            yield tick, history.fields[tick], history.others[tick]
            if stop:
                return

    def _read_stop_rule(self) -> None:
        """Where play stops besides the breakpoints' fields: dead ends, a depth."""
        panel = self.panel
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
        """Show ``later``: its walls, its marks and panes."""
        self.state = later
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
        first = history.kinds.find(VISIT)
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
        """Another text size or theme: the panes measured and filled anew."""
        self.panel.apply_look()
        self.window.root.update_idletasks()  # the sizes the widgets ask for at the new look
        self.layout.fit()
        self._refresh()

    def _cancel_refresh(self) -> None:
        if self._refresh_job is not None:
            self.window.root.after_cancel(self._refresh_job)
            self._refresh_job = None

    def _refresh(self) -> None:
        """Everything but the walls: marks, panes, counters, the sentence."""
        self._cancel_refresh()
        history, state = self.history, self.state
        if not self.active or history is None or state is None:
            return
        view = self.window.view
        view.mark_current(state.current)
        count = len(history.enters) if isinstance(history, History) else len(history)
        self.panel.controls.show_position(self.step_of(state), count)
        self.panel.check.configure(text=self.check_text())
        count = len(self.breakpoints)
        self.panel.controls.fields_note.configure(
            text=_("Ctrl+click a field to stop there ({n} set).").format(n=count)
        )
        java = self.panel.language.get() == "java"
        self.call_tree.show(history, state, self.selected_call, self.selected, java)
        if isinstance(history, Steps):
            assert isinstance(state, Scene)
            if self.structure_panes is None:
                self.structure_panes = StructurePanes(self)
            self.structure_panes.refresh(history, state)
            return
        assert isinstance(state, State)
        if view.geometry is not None:
            overlay.draw(
                view.canvas,
                view.geometry,
                history.path_at(state),
                state.end,
                self.selected,
                self.breakpoints,
            )
        self._show_source(history, state)
        self._show_stack(history, state)
        self._show_counters(history, state)
        self.panel.why.configure(text=self._why(history))
        self.window.say(self.notice or (lambda: sentence(history, state, java)))

    def _show_source(self, history: History, state: State) -> None:
        source = source_of(history)
        line = history.lines[state.tick] if state.tick >= 0 else 0
        if self.panel.language.get() == "java":
            self.panel.show_source(java_source().lines, source.java_line(line))
        else:
            self.panel.show_source(source.lines, line)

    def _show_stack(self, history: History, state: State) -> None:
        """The open calls (the loop: the path of previous fields), innermost first: each
        with its depth, the step that came to it and the step it takes."""
        total, row = stack_rows(history, state)
        java = self.panel.language.get() == "java"
        # the row selected, kept in sight in the middle of a long stack; the recursion's rows
        # are its calls, the loop's the fields of its path
        if history.loop:
            path = history.path_at(state)
            chosen = path.index(self.selected) if self.selected in path else -1
        else:
            chosen = self.selected_call if self.selected_call < total else -1
        rows: list[Row] = []
        for position in self.panel.fold(total, total - 1 - chosen if chosen >= 0 else -1):
            if isinstance(position, Fold):
                folded = _("… {n} fields …") if history.loop else _("… {n} calls …")
                rows.append((-1, folded.format(n=position.count)))
                continue
            index = total - 1 - position  # the positions count from the innermost
            call = row(index)
            where = place(history, call.field, java)
            text = where if history.loop else f"{method_name(java)}({where})"
            key = call.field if history.loop else index
            rows.append((key, text, str(max(0, call.depth)), call.came, call.goes))
        self.panel.show_stack(rows, self.selected if history.loop else self.selected_call)

    def _show_counters(self, history: History, state: State) -> None:
        depth = max(0, history.depths[state.tick]) if state.tick >= 0 else 0
        # the loop keeps no call open: it counts the fields on its stack, the stack's rows
        counts = (
            _(
                "Depth {depth} · longest {longest} · steps back {backs}\n"
                "Calls {calls} · on the stack {stack}"
            )
            if history.loop
            else _(
                "Depth {depth} · longest {longest} · steps back {backs}\n"
                "Calls {calls} · open {open}"
            )
        )
        self.panel.counters.configure(
            text=counts.format(
                depth=depth,
                longest=state.longest,
                calls=state.calls,
                open=state.frames,
                stack=len(history.path_at(state)) if history.loop else state.frames,
                backs=state.backs,
            )
        )
        open_calls = state.calls if history.loop else state.frames
        # the recursion ran under a raised limit; the loop is measured against the usual one
        limit = history.recursion_limit or sys.getrecursionlimit()
        colour = self.panel.scale_colour
        self.panel.show_scale(
            [(open_calls, colour("calls")), (depth, colour("depth"))],
            max(int(limit * 1.2), len(history.enters)),
            limit,
            _("Python's limit: {limit}").format(limit=limit),
        )

    def _why(self, history: History) -> str:
        """Why the recursion needs room and how much this maze got; or why the loop needs none."""
        if history.loop:
            return _(
                "The loop keeps no call open: the previous fields are its stack, so it builds "
                "any size. The recursion nests two calls a field; it is shown up to {side} × "
                "{side} fields, since recording it takes seconds there and grows with every field."
            ).format(side=MAX_RECURSION_SIDE)
        calls, usual, limit = len(history.enters), sys.getrecursionlimit(), history.recursion_limit
        python = (
            _(
                "Python's limit is {usual}, a guard against endless recursion; to make room, "
                "the program raises it to {limit} while it records."
            )
            if limit > usual
            else _("Python's limit is {usual}, a guard against endless recursion: enough here.")
        )
        return " ".join(
            (
                _("Each step nests one more call: {calls} for {fields} fields.").format(
                    calls=calls, fields=calls // 2
                ),
                python.format(usual=usual, limit=limit),
                _(
                    "The book's Java has a fixed stack instead, 1 MB by default, room for about "
                    "8,300 calls: 64 × 65 fields build, 65 × 65 overflow."
                ),
            )
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
