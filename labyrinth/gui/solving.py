"""The Solve menu: watch any solver of the registry find its way through the built maze.

Its events are played by a Player of their own, so Space, Step and Finish steer it as they
steer a build, and Step back takes events back: a solver never changes the maze, so an event
undone only takes away its square or a piece of the way. Visited fields are marks of the maze
view, drawn into its tiles (``MazeCanvas.mark_field``), so a zoom or scroll step costs no more
with them than without; the way, the head and the ends are canvas items tagged ``solve``, drawn
again after a zoom. Steps that ran unseen are caught up from the events played, so what stays
on screen is exactly what the solver did. When there is no way, every visited field stays
shown. In play mode a solver starts from the marker and heads for the round's goal (the mode
beneath gives the route): the solver is a mode drawn over the active one.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING

from labyrinth.generators.events import FILL, PATH, VISIT
from labyrinth.gui import overlay
from labyrinth.gui.maze_canvas import MARK_COLOURS
from labyrinth.gui.modes import PAUSED, Mode, Window
from labyrinth.gui.player import Player, State
from labyrinth.gui.problems import maze_ready
from labyrinth.i18n import N_, _
from labyrinth.render.scene import mark_shape
from labyrinth.replay.tape import Event
from labyrinth.solvers import SOLVERS, Solution, Solver, solving

if TYPE_CHECKING:
    from labyrinth.gui.session import Session

SOLVE_WHERE = N_("A solver works on the maze view and in play mode: press Esc first, then solve.")
VISITED, FILLED = MARK_COLOURS
# The head in the way's colour: play mode's marker is the red dot.
WAY, HEAD = "#e0007a", "#e0007a"
# Play mode's items that stay above the solver's: its marker and its box. The squares are in
# the maze's tiles, under play mode's trail and hint; the way and the head are drawn on top.
ABOVE = ("play-marker", "play-panel")
WAY_TAGS = ("solve", "solve-way")
# Fields of the way in one line of its own (the next begins at its last field): only the lines
# that reach into the view are drawn, so a zoom or scroll step over a long way stays cheap.
WAY_PIECE = 256


def solver_label(solver: Solver) -> str:
    """A solver's menu entry: its name and what it does, in the current language."""
    return f"{solver.name} – {_(solver.summary)}"


class SolveMode(Mode):
    """A solver watched over the maze (or over play mode): the Solve menu enters it."""

    over_others = True
    player: Player

    def __init__(self, session: Session, window: Window) -> None:
        super().__init__(session, window)
        self.name = ""  # the solver to run when entered
        self.solution: Solution | None = None
        # The colour of each field marked by the events played, and for each of those events
        # whether it marked its field (1) or not (0), so that a step back takes exactly that
        # one away and steps that ran unseen are known by their number.
        self.squares: dict[int, str] = {}
        self.drawn = bytearray()
        self.way: list[int] = []  # the fields of the way so far
        # The fields each whole line of the way spans (first and one-past-last column and
        # row), by the line's first index in the way; and the lines drawn, by the same.
        self.way_spans: dict[int, tuple[int, int, int, int]] = {}
        self.way_drawn: list[int] = []
        self.head = 0  # a canvas item (0: none)
        self.printed = False  # the outcome is printed once, however often the end is reached
        self.player = Player(
            window.root, self._step, self._done, self.redraw, self._told, undo=self._undo
        )
        self.show_way = tk.BooleanVar(window.root, True)
        self.show_visited = tk.BooleanVar(window.root, True)
        window.view.canvas.bind("<<ViewMoved>>", lambda _event: self._view_moved(), add="+")

    def add_to_menus(self, menus: Mapping[str, tk.Menu]) -> None:
        """Every solver of the registry and the two toggles, in the Solve menu."""
        labels, menu = self.window.labels, menus["solve"]
        for name, solver in SOLVERS.items():  # the registry's order, whatever it holds
            menu.add_command(command=partial(self.solve, name))
            index = menu.index("end")
            assert index is not None  # the entry just added
            labels.menu_entry(menu, index, "label", partial(solver_label, solver))
        menu.add_separator()
        for variable, msgid in (
            (self.show_way, N_("Show solution")),
            (self.show_visited, N_("Show visited fields")),
        ):
            menu.add_checkbutton(variable=variable, command=self._toggled)
            index = menu.index("end")
            assert index is not None  # the entry just added
            labels.menu_entry(menu, index, "label", partial(_, msgid))

    def solve(self, name: str) -> None:
        """Watch ``name`` solve the built maze from its start to its end; over play mode from
        the marker's field to the round's goal."""
        self.name = name
        self.session.enter(self)

    def can_enter(self) -> bool:
        """A built maze, in the maze view or play mode (not over the teaching view's steps or
        the walk's map)."""
        if not maze_ready(self.session, self.window.error, "solve"):
            return False
        if not self.session.mode.solvers_over:
            self.window.error(lambda: _(SOLVE_WHERE))
            return False
        return True

    def enter(self) -> None:
        session = self.session
        result = session.graphs.result
        assert result is not None  # can_enter has made sure
        routes = (mode.route() for mode in reversed(session.modes) if mode is not self)
        start, goal = next((route for route in routes if route), (result.start, result.end))
        self._forget()
        events, self.solution = solving(
            session.graphs.maze_array, self.name, start, goal, seed=result.seed
        )
        self.printed = False
        self.player.start(events, self.window.speed())
        self.redraw()  # the ends it solves between, marked above the squares to come

    def leave(self) -> None:
        """Take the solver and its marks away."""
        self.player.stop()
        self.solution = None
        self._forget()
        self.window.view.canvas.delete("solve")
        self.window.view.mark_fields({})

    def _forget(self) -> None:
        self.squares, self.drawn, self.way = {}, bytearray(), []
        self.way_spans, self.way_drawn = {}, []
        self.head = 0

    def _toggled(self) -> None:
        self.redraw()

    def _told(self, state: State) -> None:
        self.window.show_playing(state is State.PLAYING)
        solver = self.solution.solver if self.solution else ""
        if state is State.PLAYING:
            self.window.say(
                lambda: _(
                    "{solver} is solving: Space pauses, F6 shows one step, End finishes."
                ).format(solver=solver)
            )
        elif state is State.PAUSED:
            self.window.say(lambda: _(PAUSED))

    def _done(self) -> None:
        solution = self.solution
        if solution is None:
            return
        if solution.path is None:
            self.show_visited.set(True)  # no way: every field it tried stays in view
        self.redraw()
        self.window.say(solution.message)
        if not self.printed:
            self.printed = True
            print(solution.message(), flush=True)

    # -- drawing ----------------------------------------------------------------------------

    def _step(self, kind: int, field: int, other: int) -> None:
        """One event while it is watched: a field visited or filled, a piece of the way."""
        view = self.window.view
        if self._add(kind, field) and kind != PATH:
            if self.show_visited.get():
                view.mark_field(field, self.squares[field])
        elif kind == PATH and self.show_way.get() and view.geometry is not None:
            overlay.path_line(view.canvas, view.geometry, self.way[-2:], WAY, WAY_TAGS)
        self._head(field if kind != PATH else -1)
        self._play_on_top()

    def _add(self, kind: int, field: int) -> bool:
        """What one event adds to the solver's marks, remembered so that it can be taken
        back: a piece of the way, or a field's square the first time the field is visited or
        filled. False when it adds nothing."""
        added = False
        if kind == PATH:
            self.way.append(field)
        elif kind in (VISIT, FILL) and field not in self.squares:
            self.squares[field] = FILLED if kind == FILL else VISITED
            added = True
        self.drawn.append(added)
        return added or kind == PATH

    def _catch_up(self) -> None:
        """Add the events that were played unseen since the last one added."""
        player, tape = self.player, self.player.tape
        if tape is None:
            return
        for tick in range(len(self.drawn), player.played):
            kind, field, _other = tape.event(tick)
            self._add(kind, field)

    def _undo(self, event: Event) -> None:
        """Take back what ``event`` drew; the head goes back to the field before."""
        kind, field, _other = event
        added = self.drawn.pop() if self.drawn else 0
        if kind == PATH and self.way:
            self.way.pop()
            self.way_spans.pop(len(self.way) - WAY_PIECE, None)  # the last line is not whole
            self._way()
        elif added:
            del self.squares[field]
            self.window.view.mark_field(field, None)
        self._head(self._standing())
        self._play_on_top()

    def _standing(self) -> int:
        """Where the solver stands after the events played: the last one's field, none once
        it draws the way or has finished."""
        player = self.player
        if player.tape is None or not player.played or not player.running:
            return -1
        kind, field, _other = player.tape.event(player.played - 1)
        return -1 if kind == PATH else field

    def _way(self) -> None:
        """The way so far, as the lines of WAY_PIECE fields that reach into the view (a
        single field draws none yet)."""
        view = self.window.view
        view.canvas.delete("solve-way")
        self.way_drawn = []
        if view.geometry is None or not self.show_way.get():
            return
        for first in self._pieces_in_view():
            piece = self.way[first : first + WAY_PIECE + 1]
            overlay.path_line(view.canvas, view.geometry, piece, WAY, WAY_TAGS)
            self.way_drawn.append(first)

    def _pieces_in_view(self) -> list[int]:
        """The first index of each line of the way that has a field in view or beside it."""
        view = self.window.view
        assert view.geometry is not None
        left, top, right, bottom = view.geometry.fields_in(view.view_region())
        pieces = []
        for first in range(0, len(self.way) - 1, WAY_PIECE):
            x0, y0, x1, y1 = self._span(first, view.geometry.width)
            if x0 <= right and x1 >= left and y0 <= bottom and y1 >= top:
                pieces.append(first)
        return pieces

    def _span(self, first: int, width: int) -> tuple[int, int, int, int]:
        """The fields the line from ``first`` spans: first and one-past-last column and row,
        kept once the line is whole."""
        span = self.way_spans.get(first)
        if span is None:
            piece = self.way[first : first + WAY_PIECE + 1]
            columns = [field % width for field in piece]
            rows = [field // width for field in piece]
            span = min(columns), min(rows), max(columns) + 1, max(rows) + 1
            if len(piece) == WAY_PIECE + 1:
                self.way_spans[first] = span
        return span

    def _view_moved(self) -> None:
        """The view shows another part of the maze: the lines of the way that came into it."""
        shown = self.solution is not None and self.window.view.geometry is not None
        if shown and self.show_way.get() and self._pieces_in_view() != self.way_drawn:
            self._way()
            self._play_on_top()

    def _head(self, field: int) -> None:
        """The dot where the solver stands (none while it draws the way)."""
        view = self.window.view
        if field < 0 or view.geometry is None:
            if self.head:
                view.canvas.delete(self.head)
            self.head = 0
        elif self.head:
            overlay.move_dot(view.canvas, self.head, view.geometry, field)
        else:
            self.head = overlay.dot(
                view.canvas, view.geometry, field, HEAD, ("solve", "solve-head")
            )

    def redraw(self) -> None:
        """The solver's marks from the events played so far: after steps that ran unseen, at
        the end, after a zoom, or when a toggle changed. The squares stay in the maze's tiles
        through a zoom; only those of steps that ran unseen are added."""
        view, solution = self.window.view, self.solution
        canvas = view.canvas
        canvas.delete("solve")
        self.head = 0
        if solution is None or view.geometry is None or self.player.tape is None:
            return
        self._catch_up()
        view.mark_fields(self.squares if self.show_visited.get() else {})
        self._way()
        self._head(self._standing())
        width = view.geometry.width
        for field, which in ((solution.start, "start"), (solution.goal, "end")):
            mark = mark_shape(view.geometry, (field % width, field // width), view.palette, which)
            overlay.end_mark(canvas, mark, ("solve", "solve-ends"), view.letters)
        self._play_on_top()

    def _play_on_top(self) -> None:
        canvas = self.window.view.canvas
        for tag in ABOVE:  # play mode's, if it is beneath
            canvas.tag_raise(tag)
