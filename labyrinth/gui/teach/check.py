"""What the teaching view checks by building a maze a second time: the check line (whether
the build recorded carves the maze ``build_maze`` carves, worked out once when the build is
recorded to its end) and, at the last tick, the finished maze the session keeps.

Kept apart from the view, whose job is to show one recording: these build another.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from labyrinth import build
from labyrinth.gui.modes import Window
from labyrinth.gui.session import fresh_grid
from labyrinth.i18n import N_, _
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.replay.navigation import TeachingNavigation
from labyrinth.teaching.history import History
from labyrinth.teaching.recorder import calls_needed, record_loop, record_recursion
from labyrinth.teaching.steps import Steps
from labyrinth.teaching.ticks import Ticks

CHECK_LATER = N_("The check comes when the build is recorded to its end (End).")

# What says whether the mazes agree, made once the build is recorded to its end.
Comparison = Callable[[], Callable[[], str]]


class CheckLine:
    """The check line's text for the history shown in ``window``."""

    def __init__(self, window: Window) -> None:
        self.window = window
        self.text: Callable[[], str] = str  # says whether the mazes agree
        self._comparison: Comparison | None = None

    def expect(self, comparison: Comparison) -> None:
        """A new history: ``comparison`` makes its text once it is recorded to its end."""
        self._comparison = comparison

    def line(self, history: Ticks) -> str:
        """Says to wait until ``history`` is recorded to its end, then (made once) whether
        the mazes agree."""
        comparison = self._comparison
        if comparison is not None:
            if not history.done:
                return _(CHECK_LATER)
            self._comparison = None
            self.window.root.configure(cursor="watch")
            try:
                self.text = comparison()
            finally:
                self.window.root.configure(cursor="")
        return self.text()


def recursion_recorded(window: Window, graphs: MazeGraphs) -> History:
    """Record the recursion; a big maze takes seconds, so the window says so first."""
    calls = calls_needed(graphs)
    window.say(lambda: _("Python runs the recursion, {calls} nested calls …").format(calls=calls))
    window.root.configure(cursor="watch")
    window.root.update_idletasks()
    try:
        return record_recursion(graphs)
    finally:
        window.root.configure(cursor="")


def steps_compared(graphs: MazeGraphs, steps: Steps) -> Callable[[], str]:
    """Whether the steps recorded carve the maze ``build_maze`` does."""
    other = fresh_grid(graphs)
    build.run(other.maze_array, other.options, other._prepare(), other.directions)
    if steps.state_at(len(steps) - 1).walls == other.maze_array.walls:
        return lambda: _("✓ The steps shown and build_maze carve the same maze.")
    return lambda: _("✗ The steps shown and build_maze carve different mazes.")


def book_compared(
    window: Window,
    graphs: MazeGraphs,
    history: History,
    problem: str | None,
    earlier: History | None,
) -> Callable[[], str]:
    """Record the other way too (or build the loop's way): says whether the mazes agree.
    ``earlier``: the same maze recorded the other way just before, if it was."""
    other = fresh_grid(graphs)
    if problem:  # no recursion here: the loop shown against build_maze's own loop
        build.run(other.maze_array, other.options, other._prepare(), other.directions)
        if other.maze_array.walls != graphs.maze_array.walls:
            return lambda: _("✗ The loop shown and build_maze carve different mazes.")
        return lambda: _("✓ The loop shown and build_maze carve the same maze.")
    if earlier is None or earlier.loop == history.loop:
        earlier = recursion_recorded(window, other) if history.loop else record_loop(other)
    earlier.record()
    same = earlier.state_at(len(earlier) - 1).walls == graphs.maze_array.walls and list(
        earlier.fields[t] for t in earlier.enters
    ) == list(history.fields[t] for t in history.enters)
    if not same:
        return lambda: _("✗ The recursion and the loop carve different mazes.")
    return lambda: _(
        "✓ Recursion and loop carve the same maze: {calls} calls, the same walls."
    ).format(calls=len(history.enters))


def finished_maze(
    taught: MazeGraphs, navigation: TeachingNavigation, shown: MazeGraphs
) -> MazeGraphs | None:
    """At the last tick, the maze shown as the session keeps mazes, whose walls must be
    those shown: the maze the recording built to its end (``taught``), finished as a build
    finishes (a traced one built anew from the same options). None before the last tick, or
    when the session shows that maze already (``shown``)."""
    if not navigation.at_end:
        return None
    walk = navigation.history.walk()
    if walk is None:
        finished = fresh_grid(taught)
        deque(finished.build_steps(), maxlen=0)
    else:  # a big maze: no second build of it
        finished = taught
        finished._finish(walk)
    if finished.maze_array.walls != navigation.state.walls:
        return None  # the check line says the mazes differ: the session keeps its own
    if shown.result is not None and shown.maze_array.walls == finished.maze_array.walls:
        return None
    return finished
