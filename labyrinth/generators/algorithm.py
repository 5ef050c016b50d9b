"""What the registry knows about an algorithm; each algorithm module declares its own."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field

from labyrinth.generators.events import Event
from labyrinth.generators.structure import Structure
from labyrinth.maze_array import MazeArray

Builder = Callable[[MazeArray, int, random.Random, "str | None"], Iterator[Event]]


@dataclass(frozen=True)
class Algorithm:
    # The name to type: ``--algorithm NAME[:OPTION]``.
    name: str
    # Its name in menus (a message id, marked with N_).
    title: str
    # One line on how it works and the texture it makes (a message id).
    summary: str
    # None for the book's algorithm, which MazeGraphs runs with its own direction source.
    build: Builder | None
    # Its place in lists and menus.
    order: int
    # The variants after a colon; the first is the default.
    options: tuple[str, ...] = ()
    # Makes exactly one path between any two fields of a region.
    perfect: bool = True
    # Carves every region; the book's algorithm carves only the start's region.
    whole_grid: bool = True
    # What it works with while it carves, as the teaching view shows it; a variant's own
    # where it differs.
    structure: Structure = field(kw_only=True)
    variant_structures: Mapping[str, Structure] = field(default_factory=dict, kw_only=True)
    # The side of the largest square maze the teaching view shows it on, by variant ("" the
    # default); a variant not named: any size the window builds (teaching/limits.py says why).
    teaching_sides: Mapping[str, int] = field(default_factory=dict, kw_only=True)

    def structure_for(self, option: str | None) -> Structure:
        """The structure of the variant ``option`` (None: the default)."""
        return self.variant_structures.get(option or "", self.structure)

    def teaching_side(self, option: str | None) -> int | None:
        """The side of the largest square maze the teaching view shows the variant ``option``
        on (None: any size)."""
        return self.teaching_sides.get("" if self.spec(option) == self.name else option or "")

    def spec(self, option: str | None = None) -> str:
        return f"{self.name}:{option}" if option and option != self.options[0] else self.name
