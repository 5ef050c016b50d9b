"""The teaching view's play: its Player fed with the ticks its navigation plays, the walls
drawn at each tick and the panes once the window is idle.

Kept apart from the view: the view moves as the user's keys and clicks ask, this part as
the clock goes.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from labyrinth.gui.modes import Window
from labyrinth.gui.player import Event, Player
from labyrinth.gui.player import State as PlayerState
from labyrinth.replay.navigation import TeachingNavigation

if TYPE_CHECKING:
    from labyrinth.gui.teach.view import TeachingView


class TeachPlay:
    """Plays ``view``'s navigation in ``window`` with ``player``."""

    def __init__(self, window: Window, view: TeachingView) -> None:
        self.window, self.view = window, view
        self.player = Player(
            window.root, self._show_tick, self._catch_up, self._catch_up, self._told
        )
        self._refresh_job: str | None = None

    def space(self) -> None:
        """Play from the tick shown (from the first at the end), or pause: the player plays
        the ticks, up to the last or one where play stops."""
        view, player = self.view, self.player
        navigation = view.navigation
        if player.running:
            player.toggle()
            return
        if navigation is None:
            return
        view.recording.stop()  # play records on as it goes
        if navigation.at_end:
            view.jump(-1)
        # the speed counts maze steps, as in the window; the lines of a step share its time
        per_step = navigation.ticks_per_step()
        player.start(self._ticks(navigation), self.window.speed(), events_per_step=per_step)

    def cancel(self) -> None:
        """No panes refreshed later."""
        if self._refresh_job is not None:
            self.window.root.after_cancel(self._refresh_job)
            self._refresh_job = None

    def _ticks(self, navigation: TeachingNavigation) -> Iterator[Event]:
        """The player's events: the ticks play shows, following the view's jumps."""
        history = navigation.history
        return ((tick, history.fields[tick], history.others[tick]) for tick in navigation.played())

    def _show_tick(self, _tick: int, _field: int, _other: int) -> None:
        """The player showed a tick: its walls at once, the view following the current field
        and the panes once the window is idle (a fast speed shows many ticks between two
        looks)."""
        navigation = self.view.navigation
        if not self.view.active or navigation is None:
            return
        self.view.picture.draw_walls(navigation)
        if self._refresh_job is None:
            self._refresh_job = self.window.root.after_idle(self._looked)

    def _looked(self) -> None:
        self._refresh_job = None
        if self.view.navigation is not None:
            self.view.picture.follow(self.view.navigation)
        self.view.refresh()

    def _catch_up(self) -> None:
        """Ticks ran unseen, or play stopped: draw the state as it is now."""
        if self.view.active and self.view.navigation is not None:
            self.view.show()

    def _told(self, state: PlayerState) -> None:
        playing = state is PlayerState.PLAYING
        self.window.show_playing(playing)
        self.view.panel.controls.show_playing(playing)
        if state is PlayerState.PAUSED:
            self.view.refresh()  # the panes of the tick paused at, now
