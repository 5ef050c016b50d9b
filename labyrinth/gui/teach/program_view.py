"""The replay of a student's own program in the teaching view's manner: their source with the
line about to run, their call stack with its arguments, the stack drawn on the maze as a path,
the walker's trail and heading, and every step forwards and backwards without a cap.

The run was recorded in a child process first (``labyrinth.programs``); the replay reads
that recording through the few calls of :class:`Replayed`, so another way of recording
needs no change here. It moves through the steps with the one ``replay.navigation``: the
project's one Player plays them at the window's speed up to the last one or a breakpoint (a
line of the program); Right and Left step, Home and End go to either end, a typed or
dragged step jumps (from the nearest keyframe). What it shows at a step is decided in
``programs.presentation`` and drawn on the maze by ``program_picture``. A run that failed or
was stopped opens at its failing step, with the stack and the maze as they were and the
outcome's sentence; a run that ended opens at its start and plays.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import TYPE_CHECKING

from labyrinth.gui.commands import edits_field, tag_every_widget
from labyrinth.gui.fonts import scaled
from labyrinth.gui.modes import Mode, Window, pause_build
from labyrinth.gui.player import Event, Player
from labyrinth.gui.player import State as PlayerState
from labyrinth.gui.teach import overlay, program_marks
from labyrinth.gui.teach.program_panel import (
    RUNNING,
    SELECTED,
    ProgramPanel,
    breakpoint_note,
)
from labyrinth.gui.teach.program_picture import ProgramPicture
from labyrinth.gui.teach.program_tree import ProgramCallTree
from labyrinth.i18n import N_, _
from labyrinth.maze_array import MazeArray
from labyrinth.programs import presentation
from labyrinth.programs.checks import MazeCheck
from labyrinth.programs.presentation import Replayed
from labyrinth.programs.recording import ReplayState
from labyrinth.programs.templates import coloured_names
from labyrinth.replay.navigation import Navigation

if TYPE_CHECKING:
    from labyrinth.gui.session import Session

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
# Pixels at the normal text size the maze keeps at least, across and down.
MAZE_LEAST = (240, 150)
# The status bar before the first step when Esc goes back to the editor (the lessons name
# their own way back).
BEFORE_FIRST = N_("Before the first step: Space plays, Right steps, Esc goes back to the editor.")


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
        # the step shown and the breakpoints (a program's lines): while shown
        self.navigation: Navigation[ReplayState] | None = None
        self.check: MazeCheck | None = None
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
        self.picture = ProgramPicture(window.view)
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
        self.navigation = Navigation(recording)
        self.selected = -1
        self.notice = None  # the last replay's sentence is not this one's
        self.session.enter(self)

    def enter(self) -> None:
        recording, navigation = self.recording, self.navigation
        assert recording is not None and navigation is not None
        panel, window = self.panel, self.window
        pause_build(self.session)
        panel.pack(side="right", fill="y", before=window.view)
        panel.below.pack(side="bottom", fill="x", before=window.view)
        tag_every_widget(window.root, TAG, add=True)
        panel.show_program(recording.source, coloured_names())
        panel.title.configure(text=self._title())
        self.picture.start(recording)
        navigation.go(-1)
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

    @property
    def maze(self) -> MazeArray | None:
        """The walls drawn."""
        return self.picture.maze

    # -- moving ---------------------------------------------------------------------------------

    @property
    def state(self) -> ReplayState | None:
        """The step shown, while the replay is on."""
        navigation = self.navigation
        return navigation.state if navigation is not None and self.active else None

    @property
    def breakpoints(self) -> set[int]:
        """The lines play stops after."""
        return self.navigation.breakpoints if self.navigation is not None else set()

    def jump(self, step: int) -> None:
        """Show step ``step`` (-1: before the first), from the nearest keyframe or onwards
        from the step presentation."""
        navigation = self.navigation
        if navigation is None or not self.active:
            return
        before = navigation.tick
        navigation.go(step)
        if navigation.tick == before:
            return
        self.notice = None
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
        recording, navigation, player = self.recording, self.navigation, self.player
        if player.running:
            player.toggle()
            return
        if recording is None or navigation is None or not self.active:
            return
        if navigation.at_end:
            self.jump(-1)
        # the speed counts maze steps, as in the window: a builder's calls, a walker's moves;
        # the lines between two share its time
        units = len(recording.parents) if recording.is_builder else recording.final.moves
        per_step = recording.steps / max(1, units)
        player.start(self._steps(navigation), self.window.speed(), events_per_step=per_step)

    def _steps(self, navigation: Navigation[ReplayState]) -> Iterator[Event]:
        """The steps after the one shown, up to the last or a breakpoint's line."""
        while navigation is self.navigation and self.active and not navigation.at_end:
            stopped = navigation.play(1)
            yield navigation.tick, 0, 0
            if stopped:
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
        self.panel.step_row.show_playing(playing)
        if state is PlayerState.PAUSED:
            self._refresh()

    def toggle_breakpoint(self, line: int) -> None:
        if line > 0 and self.navigation is not None:
            self.navigation.toggle_breakpoint(line)
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

    def _draw_walls(self) -> None:
        """The picture brought to the walls of the step presentation."""
        recording, state = self.recording, self.state
        assert recording is not None and state is not None
        self.picture.walls(recording, presentation.as_left(recording, state)[0].walls)

    def _draw_all(self, fit: bool = False) -> None:
        """The whole picture of the step shown (``fit``: fitted to the view)."""
        recording, state = self.recording, self.state
        assert recording is not None and state is not None
        self.picture.whole(recording, presentation.as_left(recording, state)[0].walls, fit)

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
        as_left, trail_step = presentation.as_left(recording, state)
        # The fields at fault are the maze's as the run left it: at its end, or at the step it
        # failed (after which an error only unwinds the calls, opening no wall).
        check, failing = self.check, presentation.failing(recording, state)
        at_end = state.step == recording.steps - 1 or failing
        faults = check.faults if check and at_end else ()
        selected_place = stack[self.selected].place if self.selected >= 0 else -1
        self.picture.marks(path, selected_place, faults)
        self.picture.walker_marks(recording, as_left, trail_step)
        panel.step_row.show_position(state.step + 1, recording.steps)
        panel.show_line("failing" if failing else RUNNING, state.line)
        panel.show_line(SELECTED, stack[self.selected].line if self.selected >= 0 else 0)
        panel.show_breakpoints(self.breakpoints)
        panel.note.configure(text=breakpoint_note(len(self.breakpoints)))
        text, good = presentation.verdict(recording.outcome, self.check)
        panel.check.configure(text=text, style="Good.TLabel" if good else "Bad.TLabel")
        panel.output.configure(text=presentation.printed(recording.output_at(state.step)))
        panel.show_stack(presentation.stack_rows(stack, self.selected, panel.rows()), self.selected)
        width = None if recording.is_builder else recording.maze.width
        panel.counters.configure(
            text=presentation.counters(as_left, recording.steps, len(stack), width)
        )
        view.mark_current(path[-1] if recording.is_builder and path else -1)
        selected = stack.calls[self.selected] if self.selected >= 0 else -1
        self.call_tree.show(state.step, stack.calls, selected)
        self.window.say(
            self.notice or partial(presentation.sentence, state, stack, self.before_first)
        )

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
