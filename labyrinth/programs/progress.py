"""Whether a program gets anywhere: a builder that opens no wall for long, or a walker that
goes round in circles, is stopped with a sentence rather than after its whole budget or time.

Each bound is per field of the maze. The tracer stops a builder that changes no wall in
``STALL_STEPS_PER_FIELD`` steps a field: more than a correct Aldous–Broder or Wilson wanders
between two walls (their random walks looked for the last fields for up to about 850 steps a
field on the checks' mazes and the default 32 × 24). Sooner, :class:`RepeatedQuestions` stops
a builder that keeps asking the book's ``check_neighbours`` about fields that have no
neighbour left to open while no wall changes: the answer can only be None again, and each
question costs as much as hundreds of its steps (a ``while True`` loop around it used the
whole time limit on every maze). :class:`RoundAndRound` stops a walker that has stepped onto
one field facing one way ``ROUNDS_PER_FIELD`` times a field of the maze.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from labyrinth.i18n import N_, Message, Number
from labyrinth.programs.mazes import BuilderGraphs
from labyrinth.programs.tracer import Tracer

STALLED = "stalled"
ASKED_AGAIN = "asked again"
WENT_ROUND = "round and round"
# Steps a field of the maze a builder may take without changing a wall, and the fewest.
STALL_STEPS_PER_FIELD = 5_000
FEWEST_STALL_STEPS = 10_000
# How often a walker may step onto one field facing one way, per field of the maze: a random
# mouse reaching the goal of the default 32 × 24 maze did so at most 1,700 times (2.2 a field;
# twelve seeds, one of them past the budget), a walker caught in a circle soon does.
ROUNDS_PER_FIELD = 10
# The book's question for a neighbour to open: the same field again, with no wall changed,
# gets the same None. (Its four one-way questions stay unwatched: check_neighbours asks them
# itself, and a frame more for each would slow every builder by a fifth.)
QUESTION = "check_neighbours"


def stall_steps(fields: int) -> int:
    """The steps a builder on a maze of ``fields`` fields may take without changing a wall."""
    return max(FEWEST_STALL_STEPS, STALL_STEPS_PER_FIELD * fields)


class RepeatedQuestions:
    """Watches ``graphs``' ``check_neighbours``: once the builder has asked it again about
    fields that had no neighbour left more often than the maze has fields, with no wall
    changed in between, ``tracer`` stops it."""

    def __init__(self, graphs: BuilderGraphs, tracer: Tracer) -> None:
        self.tracer = tracer
        self.limit = graphs.maze_array.width * graphs.maze_array.height
        self.answered_none: set[int] = set()
        self.repeats = 0
        setattr(graphs, QUESTION, self._watched(getattr(graphs, QUESTION)))

    def _watched(self, question: Callable[[Any], Any]) -> Callable[[Any], Any]:
        def ask(field: Any) -> Any:
            answer = question(field)
            if answer is None:
                self._none_for(getattr(field, "index", -1))
            return answer

        return ask

    def _none_for(self, field: int) -> None:
        if field not in self.answered_none:
            self.answered_none.add(field)
            return
        self.repeats += 1
        if self.repeats > self.limit:
            self.tracer.stop(ASKED_AGAIN)

    def wall_changed(self) -> None:
        """A wall changed: every question may have another answer now."""
        self.answered_none.clear()
        self.repeats = 0

    def facts(self, reason: str) -> dict[str, Any]:
        """What the sentence of a builder stopped for ``reason`` names."""
        if reason == ASKED_AGAIN:
            return {"helper": QUESTION, "times": self.repeats}
        if reason == STALLED:
            return {"stall_steps": self.tracer.stall_steps}
        return {}


class RoundAndRound:
    """Counts how often the walker steps onto each field facing each way; ``tracer`` stops
    it once it has done so more than ``ROUNDS_PER_FIELD`` times a field of the maze."""

    def __init__(self, fields: int, tracer: Tracer) -> None:
        self.tracer = tracer
        self.limit = ROUNDS_PER_FIELD * fields
        self.times = [0] * (4 * fields)

    def stood(self, field: int, heading: int) -> None:
        """The walker has moved onto ``field``, facing ``heading``."""
        place = 4 * field + heading
        self.times[place] += 1
        if self.times[place] > self.limit:
            self.tracer.stop(WENT_ROUND)


def no_progress(facts: dict[str, Any]) -> Message:
    """The sentence for a builder stopped because it made no progress (without its line)."""
    if facts.get("ending") == ASKED_AGAIN:
        return Message(
            N_(
                "The builder makes no progress, so it was stopped: {times} times it asked "
                "{helper} again about a field that has no neighbour left to open, and no wall "
                "changed in between, so the answer stayed None. After None, go back to the "
                "previous field, or end."
            ),
            times=Number(int(facts.get("times", 0))),
            helper=facts.get("helper", QUESTION),
        )
    return Message(
        N_(
            "The builder makes no progress, so it was stopped: no wall changed in its last "
            "{steps} steps. A loop needs a way out once every field is reached."
        ),
        steps=Number(int(facts.get("stall_steps", 0))),
    )
