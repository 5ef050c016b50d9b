"""A run of the student's program watched from the window: started, looked at every POLL_MS
with ``after()`` (the window never waits for the child process), stopped at once on demand.

Which maze a program runs on: a builder builds the maze of the window's size, seed, random
source and excluded fields (it is the algorithm itself, so the window's algorithm, loops and
blocks do not apply); a walker walks the maze the window shows, made again in the child
process from its options: a maze read from a file that does not say how it was built cannot
be made again, and is one sentence.
"""

from __future__ import annotations

import time
import tkinter as tk
from collections.abc import Callable

from labyrinth.formats.loaded import made_from_seed
from labyrinth.gui.modes import Sentence
from labyrinth.i18n import _
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions
from labyrinth.programs.mazes import builder_options
from labyrinth.programs.precheck import BUILDER
from labyrinth.programs.recording import Recording
from labyrinth.programs.runner import ProgramRun

# Milliseconds between two looks at the child process.
POLL_MS = 40


def program_options(
    graphs: MazeGraphs, excluded: frozenset[tuple[int, int]], kind: str
) -> BuildOptions | Sentence:
    """The options of the maze a program of ``kind`` runs on, or why there is none."""
    options = graphs.options
    fields = tuple(sorted(excluded))
    if kind == BUILDER:
        return builder_options(options, graphs.seed, fields)
    if not made_from_seed(graphs):
        return lambda: _(
            "This maze was read from a file that does not say how it was built: build one "
            "(F5) for the walker to walk."
        )
    return options.with_changes(seed=graphs.seed, excluded=fields)


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
