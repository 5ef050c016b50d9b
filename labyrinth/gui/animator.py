"""Plays a build's steps in time-bounded batches from ``after()``, so the window never freezes.

Speed follows turtle's scale: 0 shows no animation (the steps run unseen, in batches taken
at nearly the speed of a build without a window), 1 is slowest, 10 fastest (3,000 steps a
second). Pause, single step, resume and finish work at any moment.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterator
from itertools import islice
from types import GeneratorType

from labyrinth.pace import STEPS_PER_SECOND

# Milliseconds between two shown ticks (unseen ones follow each other at once).
TICK_MS = 15
# Time one tick may spend before it hands control back to Tk.
BUDGET_S = 0.012
# The same while nothing is shown: longer, since the millisecond each tick waits for the
# next is lost time, but short enough that the window still answers at once.
UNSEEN_BUDGET_S = 0.025
# While nothing is shown, the steps are taken in chunks between two looks at the clock: a
# generator of them, paused at a yield, is sent UNSEEN_CHUNK (the book's walk then takes
# that many steps at once, see carve_steps; any other generator takes one step for it),
# then UNSEEN_PULL more are pulled in C, which is how the other algorithms' steps run fast.
UNSEEN_CHUNK = 1 << 15
UNSEEN_PULL = 256


class Animator:
    """Feeds the events of ``steps`` to ``show_step`` at the chosen speed; ``done()`` after
    the last one."""

    def __init__(
        self,
        widget,
        steps: Iterator[tuple[int, int, int]],
        show_step: Callable[[int, int, int], None],
        done: Callable[[], None],
        speed: int,
        clock: Callable[[], float] = time.perf_counter,
        events_per_step: float = 1,
    ) -> None:
        """``widget`` schedules the ticks (its ``after`` and ``after_cancel``), ``clock`` says
        the time in seconds: both are Tk's and the processor's unless a test brings its own.
        ``events_per_step`` events of ``steps`` make one step of the speed scale."""
        self.widget, self.steps, self.show_step, self.done = widget, steps, show_step, done
        self.clock = clock
        self.speed = speed
        self.events_per_step = events_per_step
        self.playing = False
        self.finished = False
        self.unseen = speed == 0
        # The user asked to finish: the rest runs unseen whatever the speed.
        self.finishing = False
        self._job: str | None = None
        self._credit = 0.0
        self._last = self.clock()

    def play(self) -> None:
        if self.finished:
            return
        self.playing = True
        self._last = self.clock()
        self._schedule()

    def pause(self) -> None:
        self.playing = False
        self._cancel()

    def toggle(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def step(self) -> None:
        """One step, shown; pauses the animation first."""
        self.pause()
        if not self.finished:
            self._show_one()

    def finish(self) -> None:
        """Run the rest without showing it, still in batches (a huge maze stays responsive)."""
        self.unseen = self.finishing = True
        self.play()

    def stop(self) -> None:
        """Abandon the build (a new one replaces it)."""
        self.pause()
        self.finished = True

    def _schedule(self) -> None:
        self._cancel()
        self._job = self.widget.after(TICK_MS if not self.unseen else 1, self._tick)

    def _cancel(self) -> None:
        if self._job is not None:
            self.widget.after_cancel(self._job)
            self._job = None

    def _tick(self) -> None:
        self._job = None
        if not self.playing or self.finished:
            return
        if self.unseen:
            deadline = self.clock() + UNSEEN_BUDGET_S
            while self.clock() < deadline and not self.finished:
                self._run_unseen()
        else:
            now = self.clock()
            deadline = now + BUDGET_S
            rate = STEPS_PER_SECOND[self.speed] * self.events_per_step
            self._credit += (now - self._last) * rate
            self._last = now
            while self._credit >= 1 and self.clock() < deadline and not self.finished:
                self._credit -= 1
                self._show_one()
            self._credit = min(self._credit, rate)
        if not self.finished and self.playing:
            self._schedule()

    def _show_one(self) -> None:
        event = next(self.steps, None)
        if event is None:
            self._end()
        else:
            self.show_step(*event)

    def _run_unseen(self) -> None:
        """A chunk of steps, none of them shown (see UNSEEN_CHUNK)."""
        steps = self.steps
        try:
            if isinstance(steps, GeneratorType) and steps.gi_suspended:  # it takes a send
                steps.send(UNSEEN_CHUNK)
            deque(islice(steps, UNSEEN_PULL - 1), maxlen=0)
            next(steps)  # the last of the pull on its own: StopIteration tells the end
        except StopIteration:
            self._end()

    def _end(self) -> None:
        self.finished = True
        self.playing = False
        self.done()
