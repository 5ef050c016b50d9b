"""An algorithm's text: a generator function, and how it is called like a fast ``build``."""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from labyrinth.generators.events import Event
from labyrinth.generators.texts.board import Board
from labyrinth.maze_array import MazeArray

# The most fields a maze may have for the view to trace its algorithm's text; beyond, the
# fast generator is shown: a text takes 2 to 6 times as long (hunt and kill's about 50
# times: its hunt scans from the first field each time), and its sets and lists take more
# memory — on mazes no one reads line by line.
TEXT_SIDE = 64
TEXT_FIELDS = TEXT_SIDE * TEXT_SIDE
# What a text may ask for, by the name of its parameter.
_GIVEN = ("maze", "start", "rng", "option")


@dataclass(frozen=True)
class Text:
    """An algorithm's text: a generator function whose parameters are named from ``maze``
    (a ``Board``), ``start`` (the book's start field), ``rng`` and ``option`` (the
    variant), so that it takes only what it uses."""

    function: Callable[..., Iterator[Event]]

    def __post_init__(self) -> None:
        unknown = set(inspect.signature(self.function).parameters) - set(_GIVEN)
        if unknown:
            raise TypeError(f"{self.function.__name__} asks for {sorted(unknown)}")

    def run(
        self, maze: MazeArray, start: int, rng: random.Random, option: str | None
    ) -> Iterator[Event]:
        """The text's events on ``maze``, as a generator's ``build`` would give them."""
        given = dict(zip(_GIVEN, (Board(maze), start, rng, option), strict=True))
        wanted = inspect.signature(self.function).parameters
        return self.function(**{name: given[name] for name in wanted})
