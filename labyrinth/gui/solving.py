"""The Solve menu: watch any solver of the registry find its way through the built maze.

Its events are played by a Player of their own, so Space, Step and Finish steer it as they
steer a build, and Step back takes events back: a solver never changes the maze, so an event
undone only takes away its square or a piece of the way. Visited fields and the way are
canvas items tagged ``solve`` over the maze picture, one square a field and one line for the
way, drawn again from the events played (after a zoom, at the end), so what stays on screen is
exactly what the solver did. When there is no way, every visited field stays shown. In play
mode a solver starts from the marker and heads for the round's goal (the mode beneath gives
the route): the solver is a mode drawn over the active one.
"""

from __future__ import annotations

import tkinter as tk
from array import array
from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING

from labyrinth.generators.events import FILL, PATH, VISIT
from labyrinth.gui import overlay
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
# The head in the way's colour: play mode's marker is the red dot.
VISITED, FILLED, WAY, HEAD = "#fff0a0", "#c8c8c8", "#e0007a", "#e0007a"
# Play mode's items that stay above the solver's: its marker and its box. The squares go under
# a hidden item of the solver's, the floor, which lies under play mode's trail and hint; the
# way and the head are drawn on top. Items are placed by id, so that a step neither searches
# the canvas's items for a tag nor makes Tk redraw more than the fields it touched.
ABOVE = ("play-marker", "play-panel")
WAY_TAGS = ("solve", "solve-way")


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
        # The square of each field on screen, and for each event played the square it drew
        # (0: none), so that a step back takes exactly that one away.
        self.squares: dict[int, int] = {}
        self.drawn = array("l")
        self.way: list[int] = []  # the fields of the way drawn so far
        self.floor = self.head = 0  # canvas items (0: none)
        self.printed = False  # the outcome is printed once, however often the end is reached
        self.player = Player(
            window.root, self._step, self._done, self.redraw, self._told, undo=self._undo
        )
        self.show_way = tk.BooleanVar(window.root, True)
        self.show_visited = tk.BooleanVar(window.root, True)

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

    def _forget(self) -> None:
        self.squares, self.drawn, self.way = {}, array("l"), []
        self.floor = self.head = 0

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
        self._draw(kind, field, watched=True)
        self._head(field if kind != PATH else -1)
        self._play_on_top()

    def _draw(self, kind: int, field: int, watched: bool = False) -> None:
        """What one event adds to the picture, remembered so that it can be taken back. A
        piece of the way is a line of its own while watched; a redraw draws the way at once."""
        view = self.window.view
        item = 0
        if view.geometry is not None:
            if kind == PATH:
                self.way.append(field)
                if watched and self.show_way.get():
                    piece = self.way[-2:]
                    item = overlay.path_line(view.canvas, view.geometry, piece, WAY, WAY_TAGS) or 0
            elif kind in (VISIT, FILL) and field not in self.squares and self.show_visited.get():
                filled = kind == FILL
                item = overlay.square(
                    view.canvas,
                    view.geometry,
                    field,
                    FILLED if filled else VISITED,
                    ("solve", "solve-filled" if filled else "solve-visited"),
                )
                self.squares[field] = item
                if self.floor:
                    view.canvas.tag_lower(item, self.floor)
        self.drawn.append(item)

    def _undo(self, event: Event) -> None:
        """Take back what ``event`` drew; the head goes back to the field before."""
        kind, field, _other = event
        item = self.drawn.pop() if self.drawn else 0
        canvas = self.window.view.canvas
        if item:
            canvas.delete(item)
        if kind == PATH and self.way:
            self.way.pop()
            if not item:  # a piece of the line a redraw drew
                self._way()
        elif item:
            del self.squares[field]
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
        """The way so far as one line (a single field draws none yet)."""
        view = self.window.view
        view.canvas.delete("solve-way")
        if view.geometry is not None and self.show_way.get():
            overlay.path_line(view.canvas, view.geometry, self.way, WAY, WAY_TAGS)

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
        the end, after a zoom, or when a toggle changed."""
        view, solution = self.window.view, self.solution
        canvas = view.canvas
        canvas.delete("solve")
        self._forget()
        if solution is None or view.geometry is None or self.player.tape is None:
            return
        self.floor = canvas.create_line(0, 0, 0, 0, state="hidden", tags=("solve",))
        if canvas.find_withtag("play"):
            canvas.tag_lower(self.floor, "play")
        for kind, field, _other in self.player.played_events():
            self._draw(kind, field)
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
