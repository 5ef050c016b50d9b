"""Which recording the teaching view shows of a maze: another algorithm's steps, or the
book's walk as the recursion or as the loop the panel asks for (the loop where the
recursion is too deep to show), what its check line compares, and the tick to start at.

Kept apart from the view: this part chooses and records, the view shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from labyrinth import build
from labyrinth.gui.modes import Window
from labyrinth.gui.teach.check import (
    Comparison,
    book_compared,
    recursion_recorded,
    steps_compared,
)
from labyrinth.gui.teach.panes import TeachPanel
from labyrinth.gui.teach.recording import AT_ONCE
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.replay.navigation import TeachingNavigation
from labyrinth.teaching.history import History
from labyrinth.teaching.recorder import loop_history, recursion_problem
from labyrinth.teaching.sources import same_moment
from labyrinth.teaching.steps import Steps


@dataclass
class Recorded:
    """A recording begun: its ``history``, what its check line compares, the ``tick`` to
    show first, and whether the recursion asked for was ``refused`` (the loop shown)."""

    history: History | Steps
    comparison: Comparison
    tick: int = -1
    refused: bool = False


def recorded(
    window: Window, panel: TeachPanel, graphs: MazeGraphs, before: TeachingNavigation | None
) -> Recorded:
    """Begin recording ``graphs`` as ``panel`` asks, at the same moment as ``before`` (the
    same step, at the line that does the same) where that is the same maze the other way."""
    book = build.is_plain_book(graphs.options)
    panel.show_book(book)
    if not book:
        steps = Steps(graphs)
        panel.show_book(False, steps.structure.sized)
        steps.record(until=AT_ONCE)
        return Recorded(steps, partial(steps_compared, graphs, steps))
    problem = recursion_problem(graphs)
    refused = panel.mode.get() == "recursion" and bool(problem)
    if refused:
        panel.mode.set("loop")
    if panel.mode.get() == "loop":
        history = loop_history(graphs)
    else:
        history = recursion_recorded(window, graphs)
    earlier = before.history if before is not None else None
    if not isinstance(earlier, History):
        earlier = None
    comparison = partial(book_compared, window, graphs, history, problem, earlier)
    tick = -1
    if earlier is not None and before is not None:
        history.record()  # the recursion's size: a moment
        tick = same_moment(earlier, before.tick, history)
    history.record(until=AT_ONCE)
    return Recorded(history, comparison, tick, refused)
