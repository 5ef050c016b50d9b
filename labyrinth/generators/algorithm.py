"""What the registry knows about an algorithm; each algorithm module declares its own."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from labyrinth.generators.events import Event
from labyrinth.maze_array import MazeArray

Builder = Callable[[MazeArray, int, random.Random, "str | None"], Iterator[Event]]


@dataclass(frozen=True)
class Algorithm:
    name: str
    """The name to type: ``--algorithm NAME[:OPTION]``."""
    title: str
    """Its name in menus (a message id, marked with N_)."""
    summary: str
    """One line on how it works and the texture it makes (a message id)."""
    build: Builder | None
    """None for the book's algorithm, which MazeGraphs runs with its own direction source."""
    order: int
    """Its place in lists and menus."""
    options: tuple[str, ...] = ()
    """The variants after a colon; the first is the default."""
    perfect: bool = True
    """Makes exactly one path between any two fields of a region."""
    whole_grid: bool = True
    """Carves every region; the book's algorithm carves only the start's region."""

    def spec(self, option: str | None = None) -> str:
        return f"{self.name}:{option}" if option and option != self.options[0] else self.name
