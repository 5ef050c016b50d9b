"""Recording a teaching view's history on to where the view goes, without freezing it.

The view records the build as it moves forward. A move a little beyond what is recorded
records at once; a long way (End, a far jump) records in slices of a tenth of a second,
the window answering between them, under a busy cursor, the status line counting. A new
move, leaving the view or closing the window stops the slices.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from labyrinth.gui.modes import Window
from labyrinth.i18n import _
from labyrinth.teaching.ticks import Ticks

# Ticks beyond what is recorded that a move records at once, and the seconds of a slice.
AT_ONCE = 2000
SLICE = 0.1


class RecordingOn:
    """Records histories on in slices for the view in ``window``."""

    def __init__(self, window: Window) -> None:
        self.window = window
        # the history recorded on, until the first is true, then doing the second
        self._job: tuple[Ticks, Callable[[], bool], Callable[[], None]] | None = None
        self._after: str | None = None

    def reach(
        self, history: Ticks, reached: Callable[[], bool], then: Callable[[], None], way: int
    ) -> None:
        """Record ``history`` on until ``reached()`` (or its end), then ``then()``: at once
        for a short ``way`` (in ticks), else in slices."""
        self.stop()
        if way <= AT_ONCE:
            while not reached() and not history.done:
                history.record_events(AT_ONCE)
            then()
            return
        self._job = history, reached, then
        self.window.root.configure(cursor="watch")
        self._slice()

    def _slice(self) -> None:
        """One slice; the next one once the window has answered."""
        self._after = None
        if self._job is None:
            return
        history, reached, then = self._job
        ends = time.perf_counter() + SLICE
        while not reached() and not history.done and time.perf_counter() < ends:
            history.record_events(AT_ONCE)
        if reached() or history.done:
            self.stop()
            then()
            return
        percent = int(100 * history.progress())
        self.window.say(lambda: _("Recording the build: {percent} % …").format(percent=percent))
        self._after = self.window.root.after(1, self._slice)

    @property
    def going(self) -> bool:
        """Whether slices are being recorded."""
        return self._job is not None

    def stop(self) -> None:
        """No more slices: the cursor as it was."""
        if self._after is not None:
            self.window.root.after_cancel(self._after)
            self._after = None
        if self._job is not None:
            self._job = None
            self.window.root.configure(cursor="")
