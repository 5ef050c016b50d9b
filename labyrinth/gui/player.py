"""The player of a mode's events (a build's, a solver's, the replay's, the teaching view's
ticks), with one explicit state: nothing yet, playing, paused or finished.

A player given an ``undo`` also steps back: it keeps the events it played on a Tape. Solvers
and the spanning-tree replay do not change the maze, so undoing an event takes away only
what it drew; a build's player keeps nothing (a build's events change the walls).
"""

from __future__ import annotations

import enum
import time
import tkinter as tk
from array import array
from collections.abc import Callable, Iterator

from labyrinth.gui.animator import Animator

Event = tuple[int, int, int]


class State(enum.Enum):
    IDLE = "idle"  # no build yet: the grid can be edited
    PLAYING = "playing"
    PAUSED = "paused"
    FINISHED = "finished"


class Tape:
    """The events of ``events`` as they are played, kept (three numbers an event in one
    array, not a tuple each) so that the player can go back over them and forward again."""

    def __init__(self, events: Iterator[Event]) -> None:
        self.events = events
        self.kept = array("i")
        self.position = 0  # events played: the next one is kept[3 * position:]

    def __iter__(self) -> Iterator[Event]:
        return self

    def __next__(self) -> Event:
        at = 3 * self.position
        if at == len(self.kept):
            self.kept.extend(next(self.events))  # the end of the events ends the tape too
        self.position += 1
        return self.event(self.position - 1)

    def event(self, index: int) -> Event:
        kept, at = self.kept, 3 * index
        return kept[at], kept[at + 1], kept[at + 2]

    def back(self) -> Event:
        """The last event played, taken back."""
        self.position -= 1
        return self.event(self.position)

    def played(self) -> Iterator[Event]:
        """The events played so far, from the first."""
        return map(self.event, range(self.position))


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
        self.state = State.IDLE

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
            steps = self.tape = Tape(steps)
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
        animator, tape = self.animator, self.tape
        if animator is None or tape is None or self.undo is None or not tape.position:
            return False
        if animator.finished:  # the end was drawn in full: go on from there
            animator.finished = animator.unseen = animator.finishing = False
        else:
            self._show_again()
        animator.pause()
        if self.state is not State.PAUSED:
            self._set(State.PAUSED)
        self.undo(tape.back())
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
        self.tape = None
        if closing:
            self.state = State.IDLE
        elif self.state is not State.IDLE:
            self._set(State.IDLE)
