"""A run of the student's program watched from the window: started, looked at every POLL_MS
with ``after()`` (the window never waits for the child process), stopped at once on demand.

Which maze a program runs on is the core's rule, ``programs.mazes.program_options``, which
the browser page follows too.
"""

from __future__ import annotations

import time
import tkinter as tk
from collections.abc import Callable

from labyrinth.programs.recording import Recording
from labyrinth.programs.runner import ProgramRun

# Milliseconds between two looks at the child process.
POLL_MS = 40


class RunWatch:
    """``run`` started and watched from ``widget``'s event loop: ``progress(seconds)`` while it
    runs, ``done(recording)`` once at its end (or at ``stop``)."""

    def __init__(
        self,
        widget: tk.Misc,
        run: ProgramRun,
        progress: Callable[[float], None],
        done: Callable[[Recording], None],
    ) -> None:
        self.widget, self.run = widget, run
        self.progress, self.done = progress, done
        self.began = time.monotonic()
        self._job: str | None = None

    def start(self) -> None:
        self.began = time.monotonic()
        self.run.start()
        self._look()

    @property
    def running(self) -> bool:
        return self._job is not None

    def _look(self) -> None:
        self._job = None
        recording = self.run.poll()
        if recording is not None:
            self.done(recording)
            return
        self.progress(time.monotonic() - self.began)
        self._job = self.widget.after(POLL_MS, self._look)

    def stop(self) -> None:
        """Kill the program at once; ``done`` gets what it recorded."""
        if self._job is None:
            return
        self._cancel()
        self.done(self.run.stop())

    def abandon(self) -> None:
        """Kill the program and forget it (the editor closes, the window too)."""
        if self._job is not None:
            self._cancel()
            self.run.stop()

    def _cancel(self) -> None:
        if self._job is not None:
            self.widget.after_cancel(self._job)
            self._job = None
