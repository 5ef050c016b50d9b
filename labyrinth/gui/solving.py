"""The Solve menu: watch any solver of the registry find its way through the built maze.

Its events are played by a Player of their own, so Space, Step and Finish steer it as they
steer a build; visited fields and the way are canvas items tagged ``solve`` over the maze
picture, drawn from the Solution at the end (and after a zoom), so what stays on screen is
exactly what the solver found. When there is no way, every visited field stays shown.
"""

from __future__ import annotations

import tkinter as tk
from functools import partial
from typing import TYPE_CHECKING

from labyrinth.generators.events import FILL, PATH, VISIT
from labyrinth.gui import overlay
from labyrinth.gui.maze_canvas import hex_colour
from labyrinth.gui.player import Player, State
from labyrinth.i18n import N_, _
from labyrinth.render.geometry import GREEN, ORANGE
from labyrinth.solvers import SOLVERS, Solution, solving

if TYPE_CHECKING:
    from labyrinth.gui.app import LabyrinthApp

VISITED, FILLED, WAY, HEAD = "#fff0a0", "#c8c8c8", "#e0007a", "#d00000"


class SolveView:
    """Fills ``menu`` with every solver and the two toggles, and draws what a solver does."""

    def __init__(self, app: LabyrinthApp, menu: tk.Menu) -> None:
        self.app = app
        self.solution: Solution | None = None
        self.filled: set[int] = set()
        self.player = Player(app.root, self._step, self._done, self.redraw, self._told)
        self.show_way = tk.BooleanVar(app.root, True)
        self.show_visited = tk.BooleanVar(app.root, True)
        for name in SOLVERS:  # the registry's order, whatever solvers it holds
            menu.add_command(label=name, command=partial(self.solve, name))
        menu.add_separator()
        for variable, msgid in (
            (self.show_way, N_("Show solution")),
            (self.show_visited, N_("Show visited fields")),
        ):
            menu.add_checkbutton(variable=variable, command=self._toggled)
            index = menu.index("end")
            assert index is not None  # the entry just added
            app.labels.menu_entry(menu, index, "label", partial(_, msgid))
        app.root.bind("<Destroy>", self._closed, add="+")

    def solve(self, name: str) -> None:
        """Watch ``name`` solve the built maze from its start to its end."""
        app = self.app
        result = app.graphs.result
        if result is None or app.player.running:
            app.error(lambda: _("Build the maze first (F5), then solve it."))
            return
        self.drop()
        events, self.solution = solving(
            app.graphs.maze_array, name, result.start, result.end, seed=result.seed
        )
        self.player.start(events, app.controls.speed.get())

    def drop(self) -> None:
        """Take the solver and its marks away (a new maze replaces this one)."""
        self.player.stop()
        self.solution = None
        self.filled = set()
        self.app.view.canvas.delete("solve")

    def _closed(self, event: tk.Event) -> None:
        if event.widget is self.app.root:
            self.player.stop(closing=True)

    def _toggled(self) -> None:
        self.redraw()

    def _told(self, state: State) -> None:
        solver = self.solution.solver if self.solution else ""
        if state is State.PLAYING:
            self.app.say(
                lambda: _(
                    "{solver} is solving: Space pauses, F6 shows one step, End finishes."
                ).format(solver=solver)
            )
        elif state is State.PAUSED:
            self.app.say(lambda: _("Paused: Space goes on, F6 shows one step, End finishes."))

    def _done(self) -> None:
        solution = self.solution
        if solution is None:
            return
        if solution.path is None:
            self.show_visited.set(True)  # no way: every field it tried stays in view
        self.redraw()
        self.app.say(solution.message)
        print(solution.message(), flush=True)

    # -- drawing ----------------------------------------------------------------------------

    def _step(self, kind: int, field: int, other: int) -> None:
        """One event while it is watched: a field visited or filled, a piece of the way."""
        view = self.app.view
        if view.geometry is None:
            return
        canvas = view.canvas
        if kind == VISIT and self.show_visited.get():
            overlay.square(canvas, view.geometry, field, VISITED, ("solve", "solve-visited"))
        elif kind == FILL:
            self.filled.add(field)
            if self.show_visited.get():
                overlay.square(canvas, view.geometry, field, FILLED, ("solve", "solve-filled"))
        elif kind == PATH and other >= 0 and self.show_way.get():
            overlay.path_line(canvas, view.geometry, (other, field), WAY, ("solve", "solve-way"))
        canvas.delete("solve-head")
        if kind != PATH:
            overlay.dot(canvas, view.geometry, field, HEAD, ("solve", "solve-head"))
        canvas.tag_raise("solve-way")
        canvas.tag_raise("play")

    def redraw(self) -> None:
        """The solver's marks from its Solution as far as it has come: after steps that ran
        unseen, at the end, after a zoom, or when a toggle changed."""
        view, solution = self.app.view, self.solution
        canvas = view.canvas
        canvas.delete("solve")
        if solution is None or view.geometry is None:
            return
        if self.show_visited.get():
            for field, seen in enumerate(solution.visited):
                if seen:
                    filled = field in self.filled
                    overlay.square(
                        canvas,
                        view.geometry,
                        field,
                        FILLED if filled else VISITED,
                        ("solve", "solve-filled" if filled else "solve-visited"),
                    )
        if solution.path is not None and self.show_way.get():
            overlay.path_line(canvas, view.geometry, solution.path, WAY, ("solve", "solve-way"))
        for field, colour in ((solution.start, GREEN), (solution.goal, ORANGE)):
            overlay.mark(canvas, view.geometry, field, hex_colour(colour), ("solve", "solve-ends"))
        canvas.tag_raise("play")
