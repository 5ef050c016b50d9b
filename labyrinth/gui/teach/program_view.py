"""The replay of a student's own program in the teaching view's manner: their source with the
line about to run, their call stack with its arguments, the stack drawn on the maze as a path,
the walker's trail and heading, and every step forwards and backwards without a cap.

The run was recorded in a child process first (``labyrinth.programs``); the replay reads
that recording through the few calls of :class:`Replayed`, so another way of recording
needs no change here. The project's one Player plays the steps at the window's speed up to
the last one or a breakpoint (a line of the program); Right and Left step, Home and End go to
either end, a typed or dragged step jumps (from the nearest keyframe). A run that failed or
was stopped opens at its failing step, with the stack and the maze as they were and the
outcome's sentence; a run that ended opens at its start and plays.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from itertools import compress
from operator import ne
from typing import TYPE_CHECKING, Protocol

from labyrinth.build import Marks
from labyrinth.gui.commands import edits_field, tag_every_widget
from labyrinth.gui.editor.templates import coloured_names
from labyrinth.gui.fonts import scaled
from labyrinth.gui.modes import Mode, Window, pause_build
from labyrinth.gui.player import Event, Player
from labyrinth.gui.player import State as PlayerState
from labyrinth.gui.teach import overlay, program_marks
from labyrinth.gui.teach.program_panel import (
    RUNNING,
    SELECTED,
    ProgramPanel,
    Row,
    breakpoint_note,
)
from labyrinth.gui.teach.program_tree import ProgramCallTree
from labyrinth.gui.walk.map_marks import MapMarks
from labyrinth.i18n import N_, Message, _
from labyrinth.maze_array import MazeArray
from labyrinth.programs.checks import MazeCheck
from labyrinth.programs.outcome import Outcome
from labyrinth.programs.recording import ReplayState, Stack
from labyrinth.programs.stream import LINE
from labyrinth.programs.world import HEADING_WORDS
from labyrinth.teaching.call_tree import MODULE, RecordedCalls
from labyrinth.teaching.folding import Fold, folded

if TYPE_CHECKING:
    from labyrinth.gui.session import Session
    from labyrinth.options import BuildOptions

TAG = "LabyrinthProgram"
# The replay's keys and mouse, for the shortcuts window: what, and the keys by name.
KEYS = (
    (N_("One step forward, one back"), N_("Right, Left")),
    (N_("Back to the start"), N_("Home")),
    (N_("To the end"), N_("End")),
    (N_("Animate / pause"), N_("Space")),
    (N_("A breakpoint on a line, or none"), N_("Click its number, or B on it")),
    (N_("Back to the editor"), N_("Esc")),
)
FIRST_KEY = "<Home>"
# A jump over more fields than this draws the whole picture instead of the fields changed.
REDRAW_ALL_BEYOND = 400
# Pixels at the normal text size the maze keeps at least, across and down.
MAZE_LEAST = (240, 150)
# The status bar before the first step when Esc goes back to the editor (the lessons name
# their own way back).
BEFORE_FIRST = N_("Before the first step: Space plays, Right steps, Esc goes back to the editor.")
# Characters of the program's output shown under the navigation (its last ones).
OUTPUT_SHOWN = 300


class Replayed(RecordedCalls, Protocol):
    """What the replay reads of a recorded run (``programs.recording.Recording`` is one)."""

    source: str
    file_name: str
    options: BuildOptions  # the maze's
    maze: MazeArray
    start: int
    goal: int
    outcome: Outcome

    @property
    def steps(self) -> int: ...

    @property
    def is_builder(self) -> bool: ...

    def state_at(self, step: int) -> ReplayState: ...

    def advance(self, state: ReplayState, step: int) -> None: ...

    def stack_at(self, step: int, state: ReplayState | None = None) -> Stack: ...

    def trail_at(self, step: int) -> list[int]: ...

    def output_at(self, step: int) -> str: ...

    def line_of(self, step: int) -> int: ...

    def kind_of(self, step: int) -> int: ...

    @property
    def final(self) -> ReplayState: ...


class ProgramReplay(Mode):
    """The replay of ``recording`` (see :meth:`show`); ``back()`` returns to the editor, or
    to the lessons when they showed it."""

    draws_own_maze = True

    player: Player

    def __init__(self, session: Session, window: Window, back: Callable[[], object]) -> None:
        super().__init__(session, window)
        self.back = self.to_editor = back
        self.before_first = BEFORE_FIRST
        self.recording: Replayed | None = None
        self.state: ReplayState | None = None
        self.check: MazeCheck | None = None
        self.maze: MazeArray | None = None  # the walls drawn
        self.breakpoints: set[int] = set()
        self.selected = -1  # the stack's row selected: a call's position from the outermost
        self.notice: Callable[[], str] | None = None  # a sentence until the next move
        self.player = Player(
            window.root, self._show_step, self._catch_up, self._catch_up, self._told
        )
        self._refresh_job: str | None = None
        root = window.root
        self.panel = ProgramPanel(
            root,
            window.labels,
            {
                "play": self.space,
                "jumped": self.jump_to,
                "typed": window.view.canvas.focus_set,
                "refused": window.error,
                "breakpoint": self.toggle_breakpoint,
                "row_selected": self._row_selected,
            },
        )
        self.walker = MapMarks(window.view)
        keys = {
            "<Right>": self.step,
            "<Left>": self.step_back,
            "<Home>": self.first,
            "<End>": self.finish,
            "<space>": self.space,
        }
        self.call_tree = ProgramCallTree(
            window, self.panel.title_row, self._node_chosen, keys, self._refresh
        )
        root.bind_class(TAG, FIRST_KEY, partial(self._key, action=self.first))
        window.view.bind("<Configure>", lambda _event: self._fit(), add="+")
        root.bind("<Destroy>", self._closed, add="+")
        session.listen("language", self._refresh)
        session.listen("look", self._look_changed)
        for entry in program_marks.LEGEND:
            window.legend.add_entry(*entry)
        self._look_changed()

    # -- on and off -----------------------------------------------------------------------------

    def show(
        self,
        recording: Replayed,
        check: MazeCheck | None,
        back: Callable[[], object] | None = None,
        before_first: str = BEFORE_FIRST,
    ) -> None:
        """Replay ``recording`` (``check``: how it did on its maze): at its failing step, or
        from its start, playing. Esc then goes ``back`` (by default to the editor);
        ``before_first`` (a message id) says so before the first step."""
        self.player.stop()
        self.back = back or self.to_editor
        self.before_first = before_first
        self.recording, self.check = recording, check
        self.call_tree.offer(recording)
        self.breakpoints = set()
        self.selected = -1
        self.notice = None  # the last replay's sentence is not this one's
        self.session.enter(self)

    def enter(self) -> None:
        recording = self.recording
        assert recording is not None
        panel, window = self.panel, self.window
        pause_build(self.session)
        panel.pack(side="right", fill="y", before=window.view)
        panel.below.pack(side="bottom", fill="x", before=window.view)
        tag_every_widget(window.root, TAG, add=True)
        panel.show_program(recording.source, coloured_names())
        panel.title.configure(text=self._title())
        self.maze = MazeArray(recording.maze.width, recording.maze.height)
        self.maze.borders[:] = recording.maze.borders
        self.state = recording.state_at(-1)
        window.show_maze_numbers(recording.options)
        self._draw_all(fit=True)
        self._fit()
        window.view.canvas.focus_set()
        outcome, check = recording.outcome, self.check
        if outcome.ran_to_end and (check is None or check.passed):
            self.space()
            return
        # where it went wrong: the failing step, or the maze it left with the fields at fault
        self.jump(outcome.step if not outcome.ran_to_end else recording.steps - 1)
        sentence = outcome.message if check is None or outcome.step < 0 else check.message
        self.notice = partial(str, sentence)
        self._refresh()
        window.root.bell()

    def leave(self) -> None:
        self.player.stop()
        self.call_tree.hide()
        self._cancel_refresh()
        tag_every_widget(self.window.root, TAG, add=False)
        self.panel.pack_forget()
        self.panel.below.pack_forget()
        self.window.show_maze_numbers(None)
        canvas = self.window.view.canvas
        for tag in (overlay.TAG, "walk", program_marks.FAULTS):
            canvas.delete(tag)
        self.state = None

    def escape(self) -> None:
        """Esc goes back to the editor (or the lessons), with the program as it was."""
        self.back()

    def stepping(self) -> bool:
        return self.active

    def least_room(self) -> tuple[int, int]:
        """The panel's least width and height, and the maze's least room beside and over the
        stack."""
        panel = self.panel
        maze_width, maze_height = (scaled(panel, length) for length in MAZE_LEAST)
        below = panel.below.winfo_reqheight()
        return panel.least_width() + maze_width, max(panel.least_height(), below + maze_height)

    def legend_entries(self) -> Sequence[str] | None:
        recording = self.recording
        faults = self.check is not None and bool(self.check.faults)
        return program_marks.entries(recording is None or recording.is_builder, faults)

    def _closed(self, event: tk.Event) -> None:
        if event.widget is self.window.root:
            self.player.stop(closing=True)
            self._cancel_refresh()

    def _title(self) -> str:
        recording = self.recording
        assert recording is not None
        kind = _("a builder") if recording.is_builder else _("a walker")
        return _("{file}: {kind}").format(file=recording.file_name, kind=kind)

    # -- moving ---------------------------------------------------------------------------------

    def jump(self, step: int) -> None:
        """Show step ``step`` (-1: before the first), from the nearest keyframe or onwards
        from the step shown."""
        recording, state = self.recording, self.state
        if recording is None or state is None:
            return
        step = max(-1, min(step, recording.steps - 1))
        if step == state.step:
            return
        self.notice = None
        if step > state.step:
            later = state.copy()
            recording.advance(later, step)
        else:
            later = recording.state_at(step)
        self.state = later
        self._draw_walls()
        self._refresh()

    def jump_to(self, step: int) -> None:
        """The navigation's step number (0: before the first)."""
        self.player.stop()
        self.jump(step - 1)

    def step(self) -> None:
        if self.state is not None:
            self.player.stop()
            self.jump(self.state.step + 1)

    def step_back(self) -> None:
        if self.state is not None:
            self.player.stop()
            self.jump(self.state.step - 1)

    def first(self) -> None:
        self.player.stop()
        self.jump(-1)

    def finish(self) -> None:
        if self.recording is not None:
            self.player.stop()
            self.jump(self.recording.steps - 1)

    def space(self) -> None:
        """Play from the step shown (from the first at the end), or pause."""
        recording, state, player = self.recording, self.state, self.player
        if player.running:
            player.toggle()
            return
        if recording is None or state is None:
            return
        if state.step >= recording.steps - 1:
            self.jump(-1)
        # the speed counts maze steps, as in the window: a builder's calls, a walker's moves;
        # the lines between two share its time
        units = len(recording.parents) if recording.is_builder else recording.final.moves
        per_step = recording.steps / max(1, units)
        player.start(self._steps(), self.window.speed(), events_per_step=per_step)

    def _steps(self) -> Iterator[Event]:
        """The steps after the one shown, up to the last or a breakpoint's line."""
        while True:
            recording, state = self.recording, self.state
            if recording is None or state is None or state.step >= recording.steps - 1:
                return
            step = state.step + 1
            recording.advance(state, step)
            yield step, 0, 0
            if recording.kind_of(step) == LINE and recording.line_of(step) in self.breakpoints:
                return

    def _show_step(self, _step: int, _a: int, _b: int) -> None:
        if not self.active:
            return
        self._draw_walls()
        if self._refresh_job is None:
            self._refresh_job = self.window.root.after_idle(self._refresh)

    def _catch_up(self) -> None:
        if self.active and self.state is not None:
            self._draw_walls()
            self._refresh()

    def _told(self, state: PlayerState) -> None:
        playing = state is PlayerState.PLAYING
        self.window.show_playing(playing)
        self.panel.navigation.show_playing(playing)
        if state is PlayerState.PAUSED:
            self._refresh()

    def toggle_breakpoint(self, line: int) -> None:
        if line > 0 and self.recording is not None:
            self.breakpoints ^= {line}
            self._refresh()

    def _row_selected(self, key: int) -> None:
        self.selected = key
        self._refresh()

    def click(self, field: tuple[int, int]) -> None:
        """A click on a field selects the innermost open call about it, if any."""
        recording, state = self.recording, self.state
        if recording is None or state is None:
            return
        index = field[1] * recording.maze.width + field[0]
        stack = recording.stack_at(state.step, state)
        places = [frame.place for frame in stack]
        self.selected = len(places) - 1 - places[::-1].index(index) if index in places else -1
        self._refresh()

    def _key(self, event: tk.Event, action: Callable[[], None]) -> str | None:
        if edits_field(event):
            return None
        action()
        return "break"

    # -- drawing --------------------------------------------------------------------------------

    def _failing(self, recording: Replayed, state: ReplayState) -> bool:
        """``state`` is the step where the run failed."""
        return not recording.outcome.ran_to_end and state.step == recording.outcome.step

    def _as_left(self) -> tuple[ReplayState, int]:
        """What the picture shows, and the step whose trail it draws: the step shown; at the
        failing step, the maze and the walker as the failing line left them (a line that
        turned twice, then hit a wall, faces the way the sentence says). The next step's
        state is that: what is recorded before a step comes from the line before it."""
        recording, state = self.recording, self.state
        assert recording is not None and state is not None
        if not self._failing(recording, state):
            return state, state.step
        after = min(state.step + 1, recording.steps - 1)
        shown = recording.state_at(after)
        shown.step, shown.line = state.step, state.line
        return shown, after

    def _draw_walls(self) -> None:
        """The picture brought to the walls of the step shown: the fields that differ, or the
        whole picture after a long way."""
        maze = self.maze
        assert maze is not None
        drawn, now = maze.walls, self._as_left()[0].walls
        if drawn == now:
            return
        changed = list(compress(range(len(now)), map(ne, drawn, now)))
        if len(changed) > REDRAW_ALL_BEYOND:
            self._draw_all()
            return
        for field in changed:
            drawn[field] = now[field]
            self.window.view.redraw_field(maze, field)

    def _draw_all(self, fit: bool = False) -> None:
        """The whole picture of the step shown (``fit``: fitted to the view, a maze newly
        shown, not at the zoom of the one before)."""
        recording, maze = self.recording, self.maze
        assert recording is not None and maze is not None
        maze.walls[:] = self._as_left()[0].walls
        shown: Marks | None = None
        if not recording.is_builder:
            width = maze.width
            start, goal = recording.start, recording.goal
            shown = Marks((start % width, start // width), (goal % width, goal // width))
        view = self.window.view
        size = view.fitting_field_size(maze.width, maze.height) if fit else None
        view.show(maze, shown, size, shaded=recording.is_builder)

    def redraw(self) -> None:
        """The window drew its own picture (a zoom, a palette): this one again, marks too."""
        if self.active and self.state is not None:
            self._draw_all()
            self._refresh()

    def _fit(self) -> None:
        if self.active:
            self.panel.fit(self.window.view.winfo_width() + self.panel.winfo_width())

    def _look_changed(self) -> None:
        self.panel.apply_look()
        self._fit()
        self._refresh()

    def _cancel_refresh(self) -> None:
        if self._refresh_job is not None:
            self.window.root.after_cancel(self._refresh_job)
            self._refresh_job = None

    def _refresh(self) -> None:
        """Everything but the walls: marks, source, stack, counters, the sentence."""
        self._cancel_refresh()
        recording, state = self.recording, self.state
        if not self.active or recording is None or state is None:
            return
        panel, view = self.panel, self.window.view
        stack = recording.stack_at(state.step, state)
        if self.selected >= len(stack):
            self.selected = -1
        places = recording.places  # the stack's fields, without a Frame made for each call
        path = [field for field in map(places.__getitem__, stack.calls) if field >= 0]
        as_left, trail_step = self._as_left()
        self._draw_marks(recording, state, stack, path)
        self._draw_walker(recording, as_left, trail_step)
        panel.navigation.show_position(state.step + 1, recording.steps)
        panel.show_line("failing" if self._failing(recording, state) else RUNNING, state.line)
        panel.show_line(SELECTED, stack[self.selected].line if self.selected >= 0 else 0)
        panel.show_breakpoints(self.breakpoints)
        panel.note.configure(text=breakpoint_note(len(self.breakpoints)))
        panel.check.configure(**self._check_text(recording))
        output = recording.output_at(state.step)
        panel.output.configure(
            text=_("Printed: {text}").format(text=output[-OUTPUT_SHOWN:].strip()) if output else ""
        )
        self._show_stack(stack)
        panel.counters.configure(text=self._counters(recording, as_left, stack))
        view.mark_current(path[-1] if recording.is_builder and path else -1)
        selected = stack.calls[self.selected] if self.selected >= 0 else -1
        self.call_tree.show(state.step, stack.calls, selected)
        self.window.say(self.notice or partial(self._sentence, recording, state, stack))

    def _node_chosen(self, call: int) -> None:
        """A node clicked: its row in the stack while it is open, else the step that made it."""
        recording, state, tree = self.recording, self.state, self.call_tree.tree
        if recording is None or state is None or tree is None:
            return
        calls = list(recording.stack_at(state.step, state).calls)
        if call in calls:
            self._row_selected(calls.index(call))
            return
        self.player.stop()
        self.jump(tree.step_of(call))

    def _draw_marks(
        self, recording: Replayed, state: ReplayState, stack: Stack, path: list[int]
    ) -> None:
        view = self.window.view
        geometry, canvas = view.geometry, view.canvas
        if geometry is None:
            return
        selected = stack[self.selected].place if self.selected >= 0 else -1
        overlay.draw(canvas, geometry, path, -1, selected, ())
        # The fields at fault are the maze's as the run left it: at its end, or at the step it
        # failed (after which an error only unwinds the calls, opening no wall).
        check = self.check
        as_left = state.step == recording.steps - 1 or self._failing(recording, state)
        program_marks.draw_faults(canvas, geometry, check.faults if check and as_left else ())

    def _draw_walker(self, recording: Replayed, state: ReplayState, trail_step: int) -> None:
        """A walker's trail up to ``trail_step``, its arrow and its marks."""
        if recording.is_builder or self.window.view.geometry is None:
            return
        self.walker.draw(recording.trail_at(trail_step), state.field, state.heading, None)
        for field, marked in enumerate(state.marks):
            if marked:
                self.walker.mark(field)

    def _check_text(self, recording: Replayed) -> dict[str, str]:
        """The outcome and the check (unless it only says the outcome again): green when the
        program did its job."""
        outcome, check = recording.outcome, self.check
        text = str(outcome.message)
        good = outcome.ran_to_end
        if check is not None:
            judged = str(check.message)
            text = judged if text in judged else f"{text}\n{judged}"
            good = good and check.passed
        return {"text": text, "style": "Good.TLabel" if good else "Bad.TLabel"}

    def _show_stack(self, stack: Stack) -> None:
        """The open calls, innermost first, a long stack folded in the middle."""
        total = len(stack)
        chosen = total - 1 - self.selected if self.selected >= 0 else -1
        rows: list[Row] = []
        for position in folded(total, self.panel.rows(), chosen):
            if isinstance(position, Fold):
                rows.append((-1, _("… {n} calls …").format(n=position.count)))
                continue
            index = total - 1 - position
            frame = stack[index]
            call = _("the program") if frame.name == MODULE else frame.call
            rows.append((index, call, str(frame.line)))
        self.panel.show_stack(rows, self.selected)

    def _counters(self, recording: Replayed, state: ReplayState, stack: Stack) -> str:
        step = state.step + 1
        if recording.is_builder:
            return _("Step {step} of {steps} · calls open {open}").format(
                step=step, steps=recording.steps, open=len(stack)
            )
        width = recording.maze.width
        return _("Step {step} of {steps} · moves {moves} · on ({x} | {y}) facing {heading}").format(
            step=step,
            steps=recording.steps,
            moves=state.moves,
            x=state.field % width,
            y=state.field // width,
            heading=Message(HEADING_WORDS[state.heading]),
        )

    def _sentence(self, recording: Replayed, state: ReplayState, stack: Stack) -> str:
        """What the step shown does, for the status bar."""
        if state.step < 0:
            return _(self.before_first)
        if len(stack) and stack[-1].name != MODULE:
            return _("Step {step}: line {line} in {call}.").format(
                step=state.step + 1, line=state.line, call=stack[-1].call
            )
        return _("Step {step}: line {line}.").format(step=state.step + 1, line=state.line)
