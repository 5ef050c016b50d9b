"""The protocol of the window's modes: the build (the base mode), play mode, the walk, the
teaching view, a solver, the spanning-tree replay.

The window hands the protocol's keys to the active mode (``Session.mode``) and knows no mode
by name: Space (:meth:`Mode.space`), Step (F6, Right: :meth:`Mode.step`), Step back (Shift+F6,
Left: :meth:`Mode.step_back`), Finish (End: :meth:`Mode.finish`), Esc (:meth:`Mode.escape`) and
a click on a field (:meth:`Mode.click`). A mode with a :class:`~labyrinth.gui.player.Player`
gets the player's answers by default. Keys of its own (play mode's arrows, the walk's turns)
a mode binds itself, to its own bind tag, while it is on.

A new mode is one module with a subclass of :class:`Mode`, and one line in the app's table of
modes (``_modes`` in ``app.py``).
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from labyrinth.i18n import N_, _

if TYPE_CHECKING:
    from labyrinth.build import Marks
    from labyrinth.gui.labels import Labels
    from labyrinth.gui.legend import Legend
    from labyrinth.gui.maze_canvas import MazeCanvas
    from labyrinth.gui.player import Player
    from labyrinth.gui.session import Session

NOTHING_BACK = N_(
    "Nothing to step back here: a solver, the replay and the teaching view step back."
)
Field = tuple[int, int]


Message = Callable[[], str]  # a sentence made anew in the language shown


@dataclass(frozen=True)
class Window:
    """What a mode may use of the window beside the session: the maze view to draw on, its
    legend, the labels that follow the language, the status bar (its two ways of speaking and
    what it says now), and the speed."""

    root: tk.Tk
    view: MazeCanvas
    legend: Legend
    labels: Labels
    say: Callable[[Message], None]
    error: Callable[[Message], None]  # with a bell
    saying: Callable[[], Message]  # what the status bar says now
    speed: Callable[[], int]


class Mode:
    """One way of showing the maze and answering the keys. Subclasses override what they do
    differently; ``session`` is the window's session, ``window`` what they use of the window.

    ``over_others`` is True for a mode drawn over the active one (a solver in play mode),
    False for a view of its own (entering it leaves every other mode).
    """

    over_others = False
    # True for a mode that takes a new maze over (the teaching view teaches it): every other
    # mode is left when the maze is replaced.
    follows_new_maze = False
    player: Player | None = None

    def __init__(self, session: Session, window: Window) -> None:
        self.session, self.window = session, window

    @property
    def active(self) -> bool:
        """On: entered and not left (it may lie under a mode drawn over it)."""
        return self.session.is_on(self)

    def toggle(self) -> None:
        self.session.toggle(self)

    def add_to_menus(self, menus: Mapping[str, tk.Menu]) -> None:
        """Put the mode's own entries into the window's menus (by name: "view", "solve" …)."""

    # -- entering and leaving: called by the session only -------------------------------------

    def enter(self) -> bool:
        """Start showing; False (with one sentence said) when the mode cannot start now."""
        return True

    def leave(self) -> None:
        """Stop showing and forget every mark and key of the mode."""
        if self.player is not None:
            self.player.stop()

    # -- the protocol's keys -------------------------------------------------------------------

    def _watched(self) -> Player | None:
        """The player while it has something to play or is paused on it."""
        player = self.player
        return player if player is not None and player.running else None

    def _pass_on(self) -> Mode | None:
        """The mode beneath a mode drawn over it, which gets Space, Step and Finish once this
        one has played out. A view of its own passes nothing on: the base mode would build a
        new maze over the one in view."""
        return self.session.beneath(self) if self.over_others else None

    def space(self) -> None:
        if player := self._watched():
            player.toggle()
        elif beneath := self._pass_on():
            beneath.space()

    def step(self) -> None:
        if player := self._watched():
            player.step()
        elif beneath := self._pass_on():
            beneath.step()

    def step_back(self) -> None:
        if self.player is not None and self.player.back():
            return
        self.window.error(lambda: _(NOTHING_BACK))

    def finish(self) -> None:
        if player := self._watched():
            player.finish()
        elif beneath := self._pass_on():
            beneath.finish()

    def watch_build(self, paused: bool) -> None:
        """A new grid replaced the maze (F5, Step): show it being built, the base mode's way
        unless this mode has its own (the teaching view)."""
        if self is self.session.base:
            raise NotImplementedError("the base mode shows builds")
        self.session.base.watch_build(paused)

    def escape(self) -> None:
        """Esc leaves the mode (the base mode stays)."""
        self.session.leave(self)

    def click(self, field: Field) -> bool:
        """A click on ``field``: True when the mode used it (the base mode excludes fields)."""
        return True

    def stepping(self) -> bool:
        """Right and Left step the mode (rather than moving the field cursor)."""
        return self._watched() is not None

    # -- drawing ---------------------------------------------------------------------------------

    def marks(self) -> Marks | None:
        """The start and goal this mode shows instead of the maze's own (None: the maze's)."""
        return None

    def route(self) -> tuple[Field, Field] | None:
        """Where a solver started in this mode goes from and to (None: the maze's ends)."""
        return None

    def legend_entries(self) -> Sequence[str] | None:
        """The legend's entries while this mode is active (None: the maze's own)."""
        return None

    def redraw(self) -> None:
        """The maze's picture was made anew (zoom, palette): draw this mode's marks again."""
