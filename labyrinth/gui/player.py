"""The player of a mode's events (a build's, a solver's, the replay's, the teaching view's
ticks), with one explicit state: nothing yet, playing, paused or finished.

A player given an ``undo`` also steps back: it keeps the events on a ``replay.tape.Tape``
and moves through them with the one ``replay.navigation.Navigation``. Solvers and the
spanning-tree replay do not change the maze, so undoing an event takes away only what it
drew; a build's player keeps nothing (a build's events change the walls).
"""

from __future__ import annotations

import enum
import time
import tkinter as tk
from collections.abc import Callable, Iterator

from labyrinth.gui.animator import Animator
from labyrinth.replay.navigation import Navigation
from labyrinth.replay.tape import Event, Position, Tape


class State(enum.Enum):
    IDLE = "idle"  # no build yet: the grid can be edited
    PLAYING = "playing"
    PAUSED = "paused"
    FINISHED = "finished"


class Forward:
    """The tape's events one by one as the navigation goes on. It never ends for good: after
    a step back, the events taken back come again."""

    def __init__(self, navigation: Navigation[Position], tape: Tape) -> None:
        self.navigation, self.tape = navigation, tape

    def __iter__(self) -> Iterator[Event]:
        return self

    def __next__(self) -> Event:
        navigation = self.navigation
        if not navigation.tick_on():
            raise StopIteration
        return self.tape.event(navigation.state.tick)


class Player:
    """Plays ``steps`` through ``show`` at a speed; tells ``changed`` of every new state.

    ``catch_up`` is called before steps are shown again after some ran unseen (speed 0 or
    Finish), so the picture is redrawn from the model first. ``undo`` takes back what an event
    showed; without it the player cannot step back. ``widget`` schedules the ticks and
    ``clock`` tells the time (see Animator).
    """

    def __init__(
        self,
        widget: tk.Misc,
        show: Callable[[int, int, int], None],
        done: Callable[[], None],
        catch_up: Callable[[], None],
        changed: Callable[[State], None],
        clock: Callable[[], float] = time.perf_counter,
        undo: Callable[[Event], None] | None = None,
    ) -> None:
        self.widget, self.show, self.done, self.clock = widget, show, done, clock
        self.catch_up, self.changed, self.undo = catch_up, changed, undo
        self.animator: Animator | None = None
        self.tape: Tape | None = None
        self.navigation: Navigation[Position] | None = None
        self.state = State.IDLE

    @property
    def played(self) -> int:
        """How many of the tape's events are shown (0 without a tape)."""
        return 0 if self.navigation is None else self.navigation.tick + 1

    def played_events(self) -> Iterator[Event]:
        """The tape's events shown so far, from the first."""
        if self.tape is None or self.navigation is None:
            return iter(())
        return self.tape.played(self.navigation.state)

    @property
    def running(self) -> bool:
        """A build has begun and is not over: the grid must not change under it."""
        return self.state in (State.PLAYING, State.PAUSED)

    def start(
        self,
        steps: Iterator[Event],
        speed: int,
        *,
        paused: bool = False,
        events_per_step: float = 1,
    ) -> None:
        """Play ``steps`` at ``speed``; ``events_per_step`` events make one step of the speed
        scale (the teaching view's lines of a step share its time)."""
        self.stop()
        if self.undo is not None:
            self.tape = Tape(steps)
            self.navigation = Navigation(self.tape)
            steps = Forward(self.navigation, self.tape)
        self.animator = Animator(
            self.widget,
            steps,
            self.show,
            self._finished,
            speed,
            clock=self.clock,
            events_per_step=events_per_step,
        )
        if paused:
            self._set(State.PAUSED)
        else:
            self._set(State.PLAYING)
            self.animator.play()

    def _finished(self) -> None:
        self._set(State.FINISHED)
        self.done()

    def _set(self, state: State) -> None:
        self.state = state
        self.changed(state)

    def toggle(self) -> None:
        if self.animator is None or not self.running:
            return
        if self.state is State.PLAYING:
            self.animator.pause()
            self._set(State.PAUSED)
        else:
            if self.animator.speed == 0:
                self.animator.unseen = True  # a step shown at speed 0: the rest runs unseen
            self._set(State.PLAYING)
            self.animator.play()

    def step(self) -> None:
        """One step, shown; a playing build pauses first."""
        if self.animator is None or not self.running:
            return
        self._show_again()
        self.animator.pause()
        if self.state is not State.PAUSED:
            self._set(State.PAUSED)
        self.animator.step()

    def back(self) -> bool:
        """One step back, shown; a playing player pauses first, a finished one is paused
        again at its last step but one. False when there is nothing to take back."""
        animator, tape, navigation = self.animator, self.tape, self.navigation
        if animator is None or tape is None or navigation is None or self.undo is None:
            return False
        shown = navigation.tick
        if shown < 0:
            return False
        if animator.finished:  # the end was drawn in full: go on from there
            animator.finished = animator.unseen = animator.finishing = False
        else:
            self._show_again()
        animator.pause()
        if self.state is not State.PAUSED:
            self._set(State.PAUSED)
        navigation.go_by(-1)
        self.undo(tape.event(shown))
        return True

    def finish(self) -> None:
        """The rest at once, unseen but in batches, so a huge maze keeps the window alive."""
        if self.animator is not None and self.running:
            if self.state is State.PAUSED:
                self._set(State.PLAYING)
            self.animator.finish()

    def set_speed(self, speed: int) -> None:
        if self.animator is None or not self.running:
            return
        self.animator.speed = speed
        if speed == 0:
            self.finish()
        elif not self.animator.finishing:
            self._show_again()  # a build started at speed 0 becomes visible

    def _show_again(self) -> None:
        """Steps ran unseen: redraw the picture from the model before showing more."""
        animator = self.animator
        if animator is not None and animator.unseen and not animator.finished:
            animator.unseen = animator.finishing = False
            self.catch_up()

    def stop(self, *, closing: bool = False) -> None:
        """Abandon the build: a new grid or a new build replaces it, or the window closes
        (then its widgets are gone, and nobody is told)."""
        if self.animator is not None:
            self.animator.stop()
            self.animator = None
        self.tape = self.navigation = None
        if closing:
            self.state = State.IDLE
        elif self.state is not State.IDLE:
            self._set(State.IDLE)
