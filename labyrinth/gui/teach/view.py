"""The teaching view: plays a recorded build of the book's walk forwards and backwards.

It takes over the window's maze while it is on: the history (``labyrinth.teaching``) says what
each tick shows, the maze view draws the walls, the overlay the path and the marks, the panel
the source, the stack and the counters, and the status line one sentence a tick.
"""

from __future__ import annotations

import sys
import tkinter as tk
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from labyrinth import build
from labyrinth.gui.animator import STEPS_PER_SECOND
from labyrinth.gui.commands import TYPING_KEYS, tag_every_widget
from labyrinth.gui.maze_canvas import CONTROL
from labyrinth.gui.modes import Mode
from labyrinth.gui.teach import overlay
from labyrinth.gui.teach.panes import TeachPanel
from labyrinth.gui.teach.structure_panes import StructurePanes
from labyrinth.i18n import _
from labyrinth.maze_array import MazeArray
from labyrinth.maze_field import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.render.geometry import BOOK_FIELD_SIZE, MIN_FIELD_SIZE, Geometry
from labyrinth.teaching.history import History, State
from labyrinth.teaching.recorder import (
    calls_needed,
    record_loop,
    record_recursion,
    recursion_problem,
)
from labyrinth.teaching.sentences import method_name, place, sentence
from labyrinth.teaching.sources import java_source, same_moment, source_of
from labyrinth.teaching.steps import Scene, Steps, record_steps

if TYPE_CHECKING:
    from labyrinth.gui.app import LabyrinthApp

# A bind tag put first on every widget of the window while the view is on: its keys come
# before the widgets' own (a slider's Left) and the window's shortcuts (End finishes a build).
TAG = "LabyrinthTeach"
KEYS = ("<Right>", "<Left>", "<Home>", "<End>", "<space>")
# Ticks between two redraws while playing fast; each timer event shows one batch.
TIMER_MS = 20
# Ticks a timer event replays at speed 0 (no animation): play runs to the end at once.
UNSHOWN_BATCH = 50_000
# Pixels a scroll bar of the maze view may take.
SCROLLBAR_ROOM = 20
# A jump over more ticks than this draws the whole picture instead of the fields touched.
REDRAW_ALL_BEYOND = 400
# The directions as arrows in the stack's "left to try" column: the same in every language.
SIDES = ((BIT_N, "↑"), (BIT_E, "→"), (BIT_S, "↓"), (BIT_W, "←"))


class TeachingView(Mode):
    """The view over ``app``'s window; ``active`` while it is shown."""

    @property
    def active(self) -> bool:
        return self._shown

    def __init__(self, app: LabyrinthApp) -> None:
        self.app = app
        self._shown = False
        self.history: History | Steps | None = None
        self.state: State | Scene | None = None
        self.maze: MazeArray | None = None  # the walls shown, those of ``state``
        self.open_sides = b""
        self.check_text: Callable[[], str] = str  # says whether the mazes agree
        self.selected = -1
        self.breakpoints: set[int] = set()
        self._job: str | None = None
        self.panel = TeachPanel(
            app.root,
            app.labels,
            self.switch,
            self.jump_to_step,
            self._row_selected,
            self._refresh,
        )
        app.labels.follow(lambda: _("Recursion"), lambda _text: self._refresh())
        self.panel.bind("<<TeachTyped>>", lambda _event: app.view.canvas.focus_set())
        # a sentence that stays until the next move (why the recursion was refused)
        self.notice: Callable[[], str] | None = None
        root = app.root
        for sequence, action in zip(
            KEYS, (self.forward, self.backward, self.first, self.last, self.play_pause), strict=True
        ):
            root.bind_class(TAG, sequence, partial(self._key, action=action))
        root.bind_class(TAG, "<ButtonPress-1>", self._click)
        app.view.bind("<Configure>", lambda _event: self._fit_stack(), add="+")
        for entry in overlay.LEGEND:
            app.legend.add_entry(*entry)
        self._saved_buttons: dict[str, str] = {}
        self.structure_panes: StructurePanes | None = None  # made for the first other algorithm

    # -- on and off -----------------------------------------------------------------------------

    def enter(self) -> None:
        """Show the panel and record the controls' maze, paused at step 0."""
        app = self.app
        app.player.stop()
        self._shown = True
        self.panel.pack(side="right", fill="y", before=app.view)
        self.panel.below.pack(side="bottom", fill="x", before=app.view)
        tag_every_widget(app.root, TAG, add=True)
        for key, action in (
            ("step", self.forward),
            ("play", self.play_pause),
            ("finish", self.last),
        ):
            button = app.controls.buttons[key]
            self._saved_buttons[key] = str(button.cget("command"))
            button.configure(command=action)
        self.start()

    def leave(self) -> None:
        """Hide the panel and give the window back a fresh grid."""
        self.pause()
        self._shown = False
        self.panel.pack_forget()
        self.panel.below.pack_forget()
        tag_every_widget(self.app.root, TAG, add=False)
        for key, command in self._saved_buttons.items():
            self.app.controls.buttons[key].configure(command=command)
        self.history = self.state = None
        self.app.legend.show_entries(None)
        self.app.view.canvas.delete(overlay.TAG)
        self.app.reset_grid()

    # -- recording ------------------------------------------------------------------------------

    def start(self, keep_step: bool = False) -> None:
        """Record the maze of the controls in the chosen mode; show step 0 (or the same
        moment: the same step, at the line that does the same)."""
        self.pause()
        before = self.history, self.state
        if not self.app.reset_grid():
            return  # the controls' values are wrong: the status line says why
        graphs = self.app.graphs
        book = build.is_plain_book(graphs.options)
        self.panel.show_book(book)
        self.app.legend.show_entries(overlay.BOOK_ENTRIES if book else overlay.STEPS_ENTRIES)
        if not book:
            self._start_steps(graphs)
            return
        problem = recursion_problem(graphs)
        refused = self.panel.mode.get() == "recursion" and problem
        if refused:
            self.panel.mode.set("loop")
        self.history = history = (
            record_loop(graphs) if self.panel.mode.get() == "loop" else record_recursion(graphs)
        )
        self.open_sides = graphs.maze_array.open_sides()
        self.check_text = self._check(graphs, history, problem)
        old, state = before
        tick = -1
        if keep_step and isinstance(old, History) and isinstance(state, State):
            tick = same_moment(old, state.tick, history)
        self._show_first(graphs, history.state_at(tick))
        if refused:
            self.notice = lambda: recursion_problem(graphs) or ""
            self.app.error(self.notice)

    def _start_steps(self, graphs: MazeGraphs) -> None:
        """Record any other algorithm's events; show step 0."""
        self.history = steps = record_steps(graphs)
        self.panel.show_book(False, steps.structure.sized)
        twin = self._twin(graphs)
        build.run(twin.maze_array, twin.options, twin._prepare(), twin.directions)
        same = steps.state_at(len(steps) - 1).walls == twin.maze_array.walls
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
        self.maze = MazeArray(history.width, history.height)
        self.maze.borders[:] = graphs.maze_array.borders
        self.maze.walls[:] = history.walls
        self.breakpoints = {field for field in self.breakpoints if field < len(history.walls)}
        self.selected = -1
        self.state = state
        self.redraw()
        self.app.view.canvas.focus_set()

    def _twin(self, graphs: MazeGraphs) -> MazeGraphs:
        """A fresh MazeGraphs of the same options and excluded fields."""
        twin = MazeGraphs.from_options(graphs.options)
        for x, y in graphs.maze_array.excluded_fields():
            twin.exclude_maze_field(x, y)
        return twin

    def _check(
        self, graphs: MazeGraphs, history: History, problem: str | None
    ) -> Callable[[], str]:
        """Record the other way too (or build the loop's way): says whether the mazes agree."""
        twin = self._twin(graphs)
        if problem:  # no recursion here: the loop shown against build_maze's own loop
            build.run(twin.maze_array, twin.options, twin._prepare(), twin.directions)
            if twin.maze_array.walls != graphs.maze_array.walls:
                return lambda: _("✗ The loop shown and build_maze carve different mazes.")
            return lambda: _("✓ The loop shown and build_maze carve the same maze.")
        other = record_recursion(twin) if history.loop else record_loop(twin)
        same = twin.maze_array.walls == graphs.maze_array.walls and list(
            other.fields[t] for t in other.enters
        ) == list(history.fields[t] for t in history.enters)
        if not same:
            return lambda: _("✗ The recursion and the loop carve different mazes.")
        return lambda: _(
            "✓ Recursion and loop carve the same maze: {calls} calls, the same walls."
        ).format(calls=len(history.enters))

    def switch(self) -> None:
        """Recursion or loop, Python or Java: the same step, shown the other way."""
        if not isinstance(self.history, History):
            return
        wants_loop = self.panel.mode.get() == "loop"
        if wants_loop != self.history.loop:
            self.start(keep_step=True)
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

    def forward(self) -> None:
        if self.state is not None:
            self.pause()
            self.jump(self.state.tick + 1)

    def backward(self) -> None:
        if self.state is not None:
            self.pause()
            self.jump(self.state.tick - 1)

    def first(self) -> None:
        self.pause()
        self.jump(-1)

    def last(self) -> None:
        if self.history is not None:
            self.pause()
            self.jump(len(self.history) - 1)

    def play_pause(self) -> None:
        if self._job is not None:
            self.pause()
        elif self.history is not None and self.state is not None:
            if self.state.tick >= len(self.history) - 1:
                self.jump(-1)
            self._job = self.app.root.after(TIMER_MS, self._play)

    def pause(self) -> None:
        if self._job is not None:
            self.app.root.after_cancel(self._job)
            self._job = None

    def _play(self) -> None:
        """One timer event: as many ticks as the speed asks for, up to a breakpoint."""
        self._job = None
        history, state = self.history, self.state
        if history is None or state is None or not self.active:
            return
        speed = self.app.controls.speed.get()
        # the speed counts maze steps, as in the window; the lines of a step share its time
        per_step = len(history) / max(1, len(history.enters)) if isinstance(history, History) else 1
        rate = STEPS_PER_SECOND[speed] * per_step
        count = max(1, round(rate * TIMER_MS / 1000)) if speed else UNSHOWN_BATCH
        target = min(len(history) - 1, state.tick + count)
        later = state.copy()
        stopped = self._advance_to_breakpoint(later, target)
        self._show(later)
        if not stopped and target < len(history) - 1:
            self._job = self.app.root.after(
                TIMER_MS if count > 1 else max(TIMER_MS, round(1000 / rate)), self._play
            )

    def _advance_to_breakpoint(self, state: State | Scene, last: int) -> bool:
        """Replay ticks into ``state`` up to ``last`` or the first breakpoint; True if one
        stopped it."""
        history = self.history
        assert history is not None
        dead_ends = self.panel.at_dead_ends.get()
        limit = self._depth_limit() if self.panel.deeper.get() else sys.maxsize
        for tick in range(state.tick + 1, last + 1):
            history.apply(state, tick)  # type: ignore[arg-type]
            if history.stops(tick, state, self.breakpoints, dead_ends, limit):  # type: ignore[arg-type]
                return True
        return False

    def _depth_limit(self) -> int:
        text = self.panel.depth_limit.get().strip()
        return int(text) if text.isdigit() else sys.maxsize

    # -- showing --------------------------------------------------------------------------------

    def _show(self, later: State | Scene) -> None:
        """Go from the state shown to ``later``: repaint the fields whose walls differ."""
        history, state, maze = self.history, self.state, self.maze
        assert history is not None and state is not None and maze is not None
        low, high = sorted((state.tick, later.tick))
        touched = history.touched(low + 1, high) if high - low <= REDRAW_ALL_BEYOND else None
        self.state = later
        if touched is None:
            self.redraw()
            return
        for field in touched:
            maze.walls[field] = later.walls[field]
            self.app.view.redraw_field(maze, field)
        self._refresh()

    def redraw(self) -> None:
        """Draw the whole picture of the state shown (also after the window drew its own)."""
        if not self.active or self.maze is None or self.state is None:
            return
        self.maze.walls[:] = self.state.walls
        self.app.view.show(self.maze, None, shaded=True)
        self._refresh()

    def _refresh(self) -> None:
        """Everything but the walls: marks, panes, counters, the sentence."""
        history, state = self.history, self.state
        if not self.active or history is None or state is None:
            return
        view = self.app.view
        view.mark_current(state.current)
        count = len(history.enters) if isinstance(history, History) else len(history)
        self.panel.show_position(self.step_of(state), count)
        self.panel.check.configure(text=self.check_text())
        count = len(self.breakpoints)
        self.panel.fields_note.configure(
            text=_("Ctrl+click a field to stop there ({n} set).").format(n=count)
        )
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
        java = self.panel.language.get() == "java"
        self.app.say(self.notice or (lambda: sentence(history, state, java)))

    def _show_source(self, history: History, state: State) -> None:
        source = source_of(history)
        line = history.lines[state.tick] if state.tick >= 0 else 0
        if self.panel.language.get() == "java":
            self.panel.show_source(java_source().lines, source.java_line(line))
        else:
            self.panel.show_source(source.lines, line)

    def _show_stack(self, history: History, state: State) -> None:
        if history.loop:
            fields = history.path_at(state)
            depths = list(range(len(fields)))
        else:
            ticks = history.frames_at(state)
            fields = [history.fields[t] for t in ticks]
            depths = [history.depths[t] for t in ticks]
        total = len(fields)
        positions, hidden = self.panel.fold(total)
        shown = [total - 1 - position for position in positions]  # innermost first
        java = self.panel.language.get() == "java"
        rows = [
            (
                fields[index],
                place(history, fields[index], java)
                if history.loop
                else f"{method_name(java)}({place(history, fields[index], java)})",
                str(max(0, depths[index])),
                self._left(history, fields[index], state),
            )
            for index in shown
        ]
        text = (_("… {n} fields …") if history.loop else _("… {n} calls …")).format(n=hidden)
        self.panel.show_stack(rows, hidden, text)

    def _left(self, history: History, field: int, state: State) -> str:
        """The directions from ``field`` into fields not reached yet: what is left to try."""
        if field < 0:
            return ""
        steps = {BIT_N: -history.width, BIT_E: 1, BIT_S: history.width, BIT_W: -1}
        left = [
            arrow
            for bit, arrow in SIDES
            if self.open_sides[field] & bit
            and state.walls[field + steps[bit]] == ALL_SIDES
            and field + steps[bit] != history.start
        ]
        return " ".join(left) or "–"

    def _show_counters(self, history: History, state: State) -> None:
        depth = max(0, history.depths[state.tick]) if state.tick >= 0 else 0
        limit = sys.getrecursionlimit()
        self.panel.counters.configure(
            text=_(
                "Depth {depth} · longest {longest} · steps back {backs}\n"
                "Calls {calls} · open {open}"
            ).format(
                depth=depth,
                longest=state.longest,
                calls=state.calls,
                open=state.frames if not history.loop else depth,
                backs=state.backs,
            )
        )
        open_calls = state.calls if history.loop else state.frames
        self.panel.show_scale(
            [(open_calls, "#ffc680"), (depth, "#ff8c00")],
            max(int(limit * 1.2), calls_needed(self.app.graphs)),
            limit,
            _("Python's limit: {limit}").format(limit=limit),
        )

    def _why(self, history: History) -> str:
        if history.loop:
            return _(
                "The loop keeps no call open: the previous fields are its stack, so it "
                "builds any size. The recursion nests one call a step, two a field."
            )
        return _(
            "One more nested call a step, two a field: Python stops at {limit} calls, the "
            "book's Java near 64 × 64 fields. Big mazes need the loop."
        ).format(limit=sys.getrecursionlimit())

    def _fit_stack(self) -> None:
        """The stack takes the height the maze does not need at its widest fit (the view
        fits a field at most as big as the book's; room is left for its scroll bars)."""
        if not self.active:
            return
        view, maze = self.app.view, self.app.graphs.maze_array
        room = view.winfo_width() - SCROLLBAR_ROOM
        size = next(
            (
                size
                for size in range(BOOK_FIELD_SIZE, MIN_FIELD_SIZE, -1)
                if Geometry(maze.width, maze.height, size).image_size[0] <= room
            ),
            MIN_FIELD_SIZE,
        )
        picture = Geometry(maze.width, maze.height, size).image_size[1] + SCROLLBAR_ROOM
        self.panel.fit_stack(view.winfo_height() + self.panel.below.winfo_height() - picture)

    # -- keys and clicks ------------------------------------------------------------------------

    def _key(self, event: tk.Event, action: Callable[[], None]) -> str | None:
        if not self.active:
            return None
        if isinstance(event.widget, tk.Entry | tk.Spinbox) and event.keysym in TYPING_KEYS:
            return None  # the key edits the field
        action()
        return "break"

    def _click(self, event: tk.Event) -> str | None:
        """On the maze: Ctrl+click sets or clears a breakpoint; a plain click changes nothing."""
        if not self.active or event.widget is not self.app.view.canvas:
            return None
        state = event.state if isinstance(event.state, int) else 0
        position = self.app.view.field_at_event(event)
        self.app.view.canvas.focus_set()
        if position is not None and state & CONTROL and self.history is not None:
            field = position[1] * self.history.width + position[0]
            self.breakpoints ^= {field}
            self._refresh()
        return "break"

    def _row_selected(self, field: int) -> None:
        self.selected = field
        self._refresh()
