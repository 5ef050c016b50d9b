"""Play mode: walk the built maze with the keyboard, as the seed's maze game does.

The model is ``labyrinth.game``; this module draws it over the maze picture (marker, trail,
hint, two-coloured walls, the replayed spanning tree, a box for the key help and the
metrics) as canvas items tagged ``play``, and owns the keys while it is active, as the walk
does: its bind tag comes first on every widget of the window, so its keys work wherever the
focus is (a button, the slider) and stop there; a text field with the focus keeps its keys.
"""

from __future__ import annotations

import dataclasses
import random
import time
import tkinter as tk
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from labyrinth.analysis import shortest_path
from labyrinth.game import (
    EAST,
    LEFT,
    NORTH,
    RIGHT,
    SOUTH,
    WEST,
    Game,
    Move,
    random_ends,
    two_coloured_walls,
)
from labyrinth.gui import overlay
from labyrinth.gui.commands import Command, mode_key, tag_every_widget
from labyrinth.gui.jobs import Jobs
from labyrinth.gui.modes import Mode, Window
from labyrinth.gui.problems import maze_ready
from labyrinth.gui.tree_replay import TreeReplay
from labyrinth.i18n import N_, _

if TYPE_CHECKING:
    from labyrinth.build import Marks
    from labyrinth.gui.session import Session

TAG = "LabyrinthPlay"  # the bind tag of every widget of the window while play mode is on
HEADINGS = {
    "Up": NORTH,
    "Down": SOUTH,
    "Left": WEST,
    "Right": EAST,
    "w": NORTH,
    "s": SOUTH,
    "a": WEST,
    "d": EAST,
}
MARKER, TRAIL, HINT, FLASH = "#d00000", "#40a0ff", "#00a000", "#ff2020"
WALL_COLOURS = {LEFT: "#e66100", RIGHT: "#5d3a9b"}  # told apart with any colour vision
FLASH_MS = 300
TIMER_MS = 500
# Play mode's keys: what each does, the keys by name, and the sequences bound (the moves
# come from HEADINGS, Esc leaves from anywhere); the key box on the maze and the shortcuts
# window are made from it, the bindings from it in this order.
KEYS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (N_("Move"), N_("Arrow keys, W A S D"), ()),
    (N_("The shortest way from here (a hint)"), "F1", ("<F1>",)),
    (N_("A new random start and goal"), "G", ("<g>", "<G>")),
    (N_("Walls left and right of the way in two colours"), "K", ("<k>", "<K>")),
    (
        N_("Replay the maze's spanning tree (Space pauses)"),
        N_("Enter"),
        ("<Return>", "<KP_Enter>"),
    ),
    (N_("Show or hide these keys"), "M", ("<m>", "<M>")),
    (N_("Leave play mode"), N_("Esc, Q"), ("<q>", "<Q>")),
)


def key_help() -> str:
    """The box of play mode's keys (M), in the current language."""
    rows = (_("{keys}: {what}").format(keys=_(keys), what=_(what)) for what, keys, _s in KEYS)
    return "\n".join((_("Play mode keys"), *rows))


class PlayMode(Mode):
    """Play mode on the session's built maze; ``clock`` and ``rng`` are injected for tests.

    Its own keys (the moves, F1, G, K, Enter, M, Q) are bound to its bind tag; Space, Step and
    Finish go to a solver or the replay drawn over it, and do nothing in play mode itself.
    """

    solvers_over = True

    def __init__(
        self,
        session: Session,
        window: Window,
        clock: Callable[[], float] = time.monotonic,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(session, window)
        self.clock, self.rng = clock, rng or random.Random()
        self.game: Game | None = None
        self.hint: list[int] = []
        self.two_coloured = False
        self.panel: Callable[[], str] | None = None  # the text of the box on the maze
        self.walls: bytearray | None = None  # the two-coloured walls of this round
        # Where Esc goes back to when another mode started the round (the lessons); None: the maze.
        self.back: Callable[[], object] | None = None
        self.tree = TreeReplay(session, window)
        self.jobs = Jobs(window.root)
        root = window.root
        for key, heading in HEADINGS.items():
            keys = [f"<{key}>"] + ([f"<{key.upper()}>"] if len(key) == 1 else [])
            for sequence in keys:
                root.bind_class(TAG, sequence, mode_key(partial(self.move, heading)))
        actions = (
            self.show_hint,
            self.new_ends,
            self.toggle_walls,
            self.replay,
            self.toggle_keys,
            self.escape,
        )
        for (_what, _keys, sequences), action in zip(KEYS[1:], actions, strict=True):
            for sequence in sequences:
                root.bind_class(TAG, sequence, mode_key(action))
        window.labels.follow(str, lambda _text: self._draw_panel())  # the box follows the language
        root.bind("<Destroy>", self._closed, add="+")

    def marks(self) -> Marks | None:
        """The round's start and goal over the maze's own marks (its entrance and exit stay
        open, its cut-off fields shaded), for the picture; None outside play mode."""
        game, result = self.game, self.session.graphs.result
        if game is None or result is None:
            return None
        width = game.maze.width
        start, goal = divmod(game.start, width)[::-1], divmod(game.goal, width)[::-1]
        return dataclasses.replace(result.marks, start=start, end=goal)

    def route(self) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """A solver goes from the marker to the round's goal."""
        game = self.game
        if game is None:
            return None
        width = game.maze.width
        return divmod(game.position, width)[::-1], divmod(game.goal, width)[::-1]

    # -- entering and leaving ---------------------------------------------------------------

    def can_enter(self) -> bool:
        return maze_ready(self.session, self.window.error, "play")

    def enter_from(self, back: Callable[[], object]) -> None:
        """Play, and let Esc call ``back`` (the lessons that started a walk go on there)."""
        if self.session.enter(self):
            self.back = back

    def commands(self) -> dict[str, Command]:
        return {
            "play_mode": Command(N_("Play the maze"), N_("Ctrl+P"), ("<Control-p>",), self.toggle)
        }

    def enter(self) -> None:
        """Play the built maze from its start to its end."""
        result = self.session.graphs.result
        assert result is not None  # maze_ready has made sure
        width = result.width
        start, goal = (
            result.start[1] * width + result.start[0],
            result.end[1] * width + result.end[0],
        )
        tag_every_widget(self.window.root, TAG, add=True)
        self.window.view.canvas.focus_set()
        self._new_round(start, goal)

    def _new_round(self, start: int, goal: int) -> None:
        self.session.leave_above(self)  # a solver's way led elsewhere
        self.game = Game(self.session.graphs.maze_array, start, goal, self.clock)
        self.hint, self.walls, self.panel = [], None, None
        self._show_picture()
        self.window.say(self._status)

    def leave(self) -> None:
        """Forget the round and every mark of it; the maze is shown with its own ends."""
        self.game, self.panel, self.back = None, None, None
        self.jobs.cancel()
        tag_every_widget(self.window.root, TAG, add=False)
        self.window.view.canvas.delete("play")
        self.window.say(lambda: _("Play mode is over: Ctrl+P plays again."))

    def escape(self) -> None:
        """Esc leaves play mode: back to the mode that started it, if one did."""
        back = self.back
        self.session.leave(self)
        if back is not None:
            back()

    def _closed(self, event: tk.Event) -> None:
        if event.widget is self.window.root:
            self.jobs.cancel()

    # -- the keys ---------------------------------------------------------------------------

    def move(self, heading: int) -> None:
        game = self.game
        if game is None:
            return
        before = game.position
        outcome = game.move(heading)
        if outcome is Move.REFUSED:
            self._flash(before, heading)
        elif outcome in (Move.MOVED, Move.ARRIVED):
            self._step_drawn(before, game.position)
        if outcome is Move.ARRIVED:
            self.panel = lambda: game.metrics().text()
            self._draw_panel()
            print(game.metrics().text(), flush=True)
        elif game.started is not None and "timer" not in self.jobs:
            self.jobs.later("timer", TIMER_MS, self._tick)
        self.window.say(self._status)  # back from a solver's sentence
        if outcome is Move.ARRIVED:
            self.session.tell("goal")  # a lesson walked by hand is passed

    def show_hint(self) -> None:
        if self.game is None or self.game.over:
            return
        self.hint = self.game.hint()
        self.redraw()
        self.window.say(self._status)

    def new_ends(self) -> None:
        """A new random start and goal in the start's part of the maze (never one field)."""
        game = self.game
        if game is None:
            return
        ends = random_ends(game.maze, game.start, self.rng)
        if ends is None:
            self.window.error(lambda: _("This part of the maze has a single field: nowhere to go."))
            return
        self.jobs.cancel()
        self._new_round(*ends)

    def toggle_walls(self) -> None:
        self.two_coloured = not self.two_coloured
        self.redraw()

    def toggle_keys(self) -> None:
        self.panel = None if self.panel is not None else key_help
        self._draw_panel()

    def replay(self) -> None:
        """Watch the spanning tree grow from the build's start; again: take it away."""
        if self.game is None:
            return
        if self.tree.active:
            self.session.leave(self.tree)
            self.window.say(self._status)
        else:
            self.session.leave_above(self)  # a solver's marks would hide the tree
            self.session.enter(self.tree)

    def _tick(self) -> None:
        if self.session.mode is self:  # a solver's or the tree's sentence stays until a move
            self.window.say(self._status)
        if self.game is not None and not self.game.over:
            self.jobs.later("timer", TIMER_MS, self._tick)

    # -- texts ------------------------------------------------------------------------------

    def _status(self) -> str:
        game = self.game
        if game is None:
            return ""
        if game.over:
            return game.metrics().in_sentence(
                _(
                    "Goal reached in {seconds:.1f} s with {moves} moves, efficiency "
                    "{efficiency:.2f}. G plays again, Esc leaves."
                )
            )
        return _(
            "Time {seconds:.0f} s, moves {moves}, refused {refused}, hints {hints}. "
            "Arrow keys or W A S D move, M shows the keys, Esc leaves."
        ).format(seconds=game.seconds(), moves=game.moves, refused=game.refused, hints=game.hints)

    # -- drawing ----------------------------------------------------------------------------

    def _show_picture(self) -> None:
        """The maze picture with this round's start and goal, and the marks on top."""
        self.window.view.show(self.session.graphs.maze_array, self.marks())
        self.redraw()

    def redraw(self) -> None:
        """Every mark of play mode again: after a zoom, or when one of them changed."""
        game, geometry = self.game, self.window.view.geometry
        canvas = self.window.view.canvas
        canvas.delete("play")
        if game is None or geometry is None:
            return
        if self.two_coloured:
            self._draw_walls()
        if self.tree.active:  # its lines are play mode's items too
            self.tree.draw()
        overlay.path_line(canvas, geometry, game.trail, TRAIL, ("play", "play-trail"))
        overlay.path_line(canvas, geometry, self.hint, HINT, ("play", "play-hint"), dash=(6, 4))
        overlay.dot(canvas, geometry, game.position, MARKER, ("play", "play-marker"))
        self._draw_panel()

    def _step_drawn(self, before: int, after: int) -> None:
        """One move on screen: a piece of trail and the marker moved (nothing else redrawn)."""
        view = self.window.view
        geometry = view.geometry
        if geometry is None:
            return
        overlay.path_line(view.canvas, geometry, (before, after), TRAIL, ("play", "play-trail"))
        marker = view.canvas.find_withtag("play-marker")
        if marker:
            overlay.move_dot(view.canvas, marker[0], geometry, after)
            view.canvas.tag_raise("play-marker")
            view.canvas.tag_raise("play-panel")

    def _flash(self, field: int, heading: int) -> None:
        """The wall that refused a move lights up for a moment."""
        view = self.window.view
        if view.geometry is None:
            return
        view.canvas.delete("play-flash")
        grow = max(1, view.geometry.room // 8)
        overlay.walls(
            view.canvas, view.geometry, field, 1 << heading, FLASH, ("play", "play-flash"), grow
        )
        self.jobs.later("flash", FLASH_MS, lambda: view.canvas.delete("play-flash"))

    def _draw_walls(self) -> None:
        game, geometry = self.game, self.window.view.geometry
        assert game is not None and geometry is not None
        if self.walls is None:
            path = shortest_path(game.maze, game.start, game.goal)
            self.walls = two_coloured_walls(game.maze, path)
        for label, colour in WALL_COLOURS.items():
            for field, sides in enumerate(self.walls):
                bits = sum(1 << h for h in range(4) if (sides >> (2 * h)) & 3 == label)
                if bits:
                    tags = ("play", "play-walls")
                    overlay.walls(self.window.view.canvas, geometry, field, bits, colour, tags)

    def _draw_panel(self) -> None:
        """The box with the key help or the metrics, at the top left of the visible part."""
        canvas = self.window.view.canvas
        canvas.delete("play-panel")
        if self.panel is not None and self.game is not None:
            overlay.text_box(canvas, self.panel(), ("play", "play-panel"))
