"""Plays a build's steps in time-bounded batches from ``after()``, so the window never freezes.

Speed follows turtle's scale: 0 shows no animation (the steps run unseen, still in small
batches), 1 is slowest, 10 fastest (3,000 steps a second). Pause, single step, resume and
finish work at any moment.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from itertools import islice

# Steps shown a second at each speed from 0 (unseen) to 10.
STEPS_PER_SECOND = (0, 2, 5, 10, 25, 60, 150, 300, 600, 1200, 3000)
# Milliseconds between two shown ticks (unseen ones follow each other at once).
TICK_MS = 15
# Time one tick may spend before it hands control back to Tk.
BUDGET_S = 0.012
# Steps taken between two looks at the clock while nothing is shown.
UNSEEN_CHUNK = 2048


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
            self._advance(1, shown=True)

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
        deadline = self.clock() + BUDGET_S
        if self.unseen:
            while self.clock() < deadline and not self.finished:
                self._advance(UNSEEN_CHUNK, shown=False)
        else:
            now = self.clock()
            rate = STEPS_PER_SECOND[self.speed] * self.events_per_step
            self._credit += (now - self._last) * rate
            self._last = now
            while self._credit >= 1 and self.clock() < deadline and not self.finished:
                self._credit -= 1
                self._advance(1, shown=True)
            self._credit = min(self._credit, rate)
        if not self.finished and self.playing:
            self._schedule()

    def _advance(self, count: int, shown: bool) -> None:
        taken = 0
        for kind, field, other in islice(self.steps, count):
            taken += 1
            if shown:
                self.show_step(kind, field, other)
        if taken < count:
            self.finished = True
            self.playing = False
            self.done()
