"""The protocol of the window's modes: the build (the base mode), play mode, the walk, the
teaching view, a solver, the spanning-tree replay, the program editor.

The window hands the protocol's keys to the active mode (``Session.mode``) and knows no mode
by name:

=====================  ====================  ===============================================
key                    method                by default
=====================  ====================  ===============================================
Space, *Animate*       :meth:`Mode.space`    the mode's player plays or pauses
F6, Right, *Step*      :meth:`Mode.step`     one step of the player (Right only while
                                             :meth:`Mode.stepping`)
Shift+F6, Left         :meth:`Mode.step_back`  one step back, or one sentence why not
End, *Finish*          :meth:`Mode.finish`   the player's rest at once
Esc                    :meth:`Mode.escape`   leave the mode
click, X on a field    :meth:`Mode.click`    nothing (the base mode excludes the field)
=====================  ====================  ===============================================

A mode drawn over another (``over_others``: a solver, the replay) hands Space, Step and Finish
to the mode beneath once its player has played out; a view of its own never does (the base
mode would build a new maze over the one in view). Keys of its own (play mode's arrows, the
walk's turns) a mode binds itself, to its own bind tag, while it is on. What a mode may use of
the window is its :class:`Window`; of the session, the maze and the modes.

A new mode is one module with a subclass of :class:`Mode` that brings the command entering it
(:meth:`Mode.commands`), and a line in the table of modes (``mode_table.py``).
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from labyrinth.gui.commands import Command
from labyrinth.gui.field_cursor import LEFT_STEPS, RIGHT_STEPS
from labyrinth.gui.player import State
from labyrinth.i18n import N_, _

if TYPE_CHECKING:
    from labyrinth.build import Marks
    from labyrinth.gui.labels import Labels
    from labyrinth.gui.legend import Legend
    from labyrinth.gui.maze_canvas import MazeCanvas
    from labyrinth.gui.player import Player
    from labyrinth.gui.session import Session
    from labyrinth.maze_graphs import MazeGraphs
    from labyrinth.options import BuildOptions

Field = tuple[int, int]
Sentence = Callable[[], str]  # a sentence made anew in the language shown
STEP_BACK_NEEDS = N_(
    "Nothing to step back: a solver and the spanning-tree replay step back, a build only in "
    "the teaching view (F7)."
)
NOTHING_PLAYS = N_("Nothing plays here: Esc goes back to the maze view, where Space builds.")
PAUSED = N_("Paused: Space goes on, F6 shows one step, Shift+F6 goes one back, End finishes.")


@dataclass(frozen=True)
class Window:
    """What a mode may use of the window beside the session: the maze view to draw on, its
    legend, the labels that follow the language, the status bar (its two ways of speaking and
    what it says now), the speed, and the Animate button's word for a player playing."""

    root: tk.Tk
    view: MazeCanvas
    legend: Legend
    labels: Labels
    say: Callable[[Sentence], None]
    error: Callable[[Sentence], None]  # with a bell
    saying: Callable[[], Sentence]  # what the status bar says now
    speed: Callable[[], int]
    show_playing: Callable[[bool], None]  # the Animate button says Pause while a mode plays
    # The controls' size and seed: a maze a mode draws of its own (a lesson's), or the
    # session's again (None).
    show_maze_numbers: Callable[[BuildOptions | None], None] = lambda _options: None


class Mode:
    """One way of showing the maze and answering the keys (the table above). Subclasses
    override what they do differently; ``session`` is the window's session, ``window`` what
    they use of the window.

    ``over_others`` is True for a mode drawn over the active one (a solver in play mode),
    False for a view of its own (entering it leaves every other mode). ``follows_new_maze``
    keeps the mode on when F5 builds a new grid (the teaching view teaches it);
    ``solvers_over`` lets a solver be drawn over it; ``book_picture`` shows the book's walls
    while the mode is on, whatever view the View menu chose (the teaching view's marks and
    panes are made for them); ``draws_own_maze``: the mode draws a maze of its own in place of
    the session's (a lesson's, a program's replay), and the view's zoom follows that maze.
    """

    over_others = False
    draws_own_maze = False
    follows_new_maze = False
    solvers_over = False
    book_picture = False
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

    def commands(self) -> dict[str, Command]:
        """The mode's own commands by name (the key that enters it), for the window's menus,
        shortcuts and the shortcuts window."""
        return {}

    # -- entering and leaving: called by the session only -------------------------------------

    def can_enter(self) -> bool:
        """Whether the mode can start now; if not, it says why in one sentence."""
        return True

    def enter(self) -> None:
        """Start showing (``can_enter`` said yes)."""

    def leave(self) -> None:
        """Stop showing and forget every mark and key of the mode."""
        if self.player is not None:
            self.player.stop()

    def may_close(self) -> bool:
        """Whether the window may close now; a mode holding the user's work unsaved (the
        program editor) asks first and says no when the user cancels."""
        return True

    def leaves_a_maze(self) -> bool:
        """Whether leaving now leaves a maze behind (see ``left_behind``); cheap to ask."""
        return False

    def left_behind(self) -> MazeGraphs | None:
        """The maze the user keeps on leaving the mode (None: the session's stays)."""
        return None

    # -- the protocol's keys -------------------------------------------------------------------

    def _watched(self) -> Player | None:
        """The player while it has something to play or is paused on it."""
        player = self.player
        return player if player is not None and player.running else None

    def _pass_on(self) -> Mode | None:
        """The mode beneath a mode drawn over it, which gets Space, Step and Finish once this
        one has played out; None (and one sentence) for a view of its own."""
        if self.over_others:
            return self.session.beneath(self)
        self.window.error(lambda: _(NOTHING_PLAYS))
        return None

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
        self.window.error(lambda: _(STEP_BACK_NEEDS))

    def finish(self) -> None:
        if player := self._watched():
            player.finish()
        elif beneath := self._pass_on():
            beneath.finish()

    def watch_build(self, paused: bool) -> None:
        """A new grid replaced the maze (F5, Step): show it being built, the base mode's way
        unless this mode has its own (the teaching view)."""
        self.session.base.watch_build(paused)

    def escape(self) -> None:
        """Esc leaves the mode (the base mode stays)."""
        self.session.leave(self)

    def click(self, field: Field) -> None:
        """A click on ``field`` (or X with the field cursor there)."""

    def stepping(self) -> bool:
        """Right and Left step the mode (rather than moving the field cursor)."""
        return self._watched() is not None

    # -- drawing ---------------------------------------------------------------------------------

    def marks(self) -> Marks | None:
        """The start and goal this mode shows instead of the maze's own (None: the maze's)."""
        return None

    def route(self) -> tuple[Field, Field] | None:
        """Where a solver started over this mode goes from and to (None: the maze's ends)."""
        return None

    def legend_entries(self) -> Sequence[str] | None:
        """The legend's entries while this mode is active (None: the maze's own)."""
        return None

    def least_room(self) -> tuple[int, int]:
        """The least width and height right of the window's controls that the mode needs
        while it is on (panes of its own beside the maze); the window keeps at least that."""
        return 0, 0

    def redraw(self) -> None:
        """The maze's picture was made anew (zoom, palette): draw this mode's marks again."""


def pause_build(session: Session) -> None:
    """Pause the base mode's build where it is: a mode that draws a maze of its own (the
    lessons, a program's replay) was entered, and the build's steps would draw its red current
    field on that maze. Space goes on with it once the mode is left."""
    player = session.base.player
    if player is not None and player.state is State.PLAYING:
        player.toggle()


def protocol_commands(session: Session) -> dict[str, Command]:
    """The protocol's commands with their keys, each handed to the session's active mode."""
    return {
        "step": Command(N_("Step"), "F6", ("<F6>",), lambda: session.mode.step(), more=RIGHT_STEPS),
        "step_back": Command(
            N_("Step back"),
            N_("Shift+F6"),
            ("<Shift-F6>",),
            lambda: session.mode.step_back(),
            more=LEFT_STEPS,
        ),
        "play": Command(
            N_("Animate / pause"), N_("Space"), ("<space>",), lambda: session.mode.space()
        ),
        "finish": Command(N_("Finish"), N_("End"), ("<End>",), lambda: session.mode.finish()),
    }
