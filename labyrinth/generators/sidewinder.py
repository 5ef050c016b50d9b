"""Sidewinder: runs of fields along a line, each run closed by one passage towards a side.

The classic (``N``) goes row by row: a field either carves east, so the run goes on, or the
run is closed by a passage north from one of its fields, drawn at random. The top row cannot
go north, so it becomes one long corridor. Each row is decided alone: only the current run is
remembered. The option names the side the runs close towards: ``S`` is the classic upside
down; ``E`` and ``W`` work on columns, whose runs go south and close east or west. Whatever
the side, the corridor lies along it, and no dead end opens away from it.

Excluded fields: a run ends where a border stops it, and a run whose fields all have a border
on the closing side goes on along the line, as the corridor does. A run that cannot close at
all starts a tree of its own; several such trees are joined afterwards through random walls
(``join_pieces``), the fix binary tree uses. Without excluded fields only the corridor has
no passage to close with, and nothing is joined.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import CARVE, Event
from labyrinth.generators.grid import OPPOSITE, Grid, join_pieces
from labyrinth.generators.structure import RUN, Structure
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W

CLOSING_SIDES = {"N": BIT_N, "S": BIT_S, "E": BIT_E, "W": BIT_W}
DEFAULT_SIDE = "N"


def build(maze: MazeArray, start: int, rng: random.Random, option: str | None) -> Iterator[Event]:
    grid = Grid(maze)
    width, height = grid.width, grid.height
    open_sides, closed, walls = grid.open_sides, grid.closed, grid.walls
    closing = CLOSING_SIDES[option or DEFAULT_SIDE]
    if closing in (BIT_N, BIT_S):
        along, length = BIT_E, width
        lines = [y * width for y in range(height)]  # the first field of each row
    else:
        along, length = BIT_S, height
        lines = list(range(width))  # the first field of each column
    if closing in (BIT_S, BIT_E):
        lines.reverse()  # start with the line along the closing side, the corridor
    step, back = grid.step[along], OPPOSITE[along]
    close_step, close_back = grid.step[closing], OPPOSITE[closing]
    rand = rng.random
    roots = 0  # runs that could not close: each one starts a tree
    for first in lines:
        coins = rng.randbytes(length)
        run = run_length = closable = 0
        field = first
        for position in range(length):
            if closed[field]:
                field += step
                continue
            if not run_length:
                run = field
            run_length += 1
            sides = open_sides[field]
            if sides & closing:
                closable += 1
            if sides & along and (coins[position] < 128 or not closable):
                walls[field] &= ~along
                walls[field + step] &= ~back
                yield CARVE, field, field + step
            else:
                if closable:
                    chosen = int(rand() * closable)
                    if closable == run_length:
                        exit_field = run + chosen * step
                    else:
                        exit_field = _closable_field(run, step, open_sides, closing, chosen)
                    walls[exit_field] &= ~closing
                    walls[exit_field + close_step] &= ~close_back
                    yield CARVE, exit_field, exit_field + close_step
                else:
                    roots += 1
                run_length = closable = 0
            field += step
    if roots > 1:
        yield from join_pieces(grid, rng)


def _closable_field(run: int, step: int, open_sides: bytes, closing: int, number: int) -> int:
    """The run's field number ``number`` (from 0) among those that may pass ``closing``."""
    field = run
    while True:
        if open_sides[field] & closing:
            if not number:
                return field
            number -= 1
        field += step


def _run_start(variables: Mapping[str, Any]) -> int:
    """The first field of the run ``build`` grows when it yields, or -1 (the teaching view's
    ``peek``). The text's ``run`` is the list of the run's fields."""
    run = variables["run"]
    if isinstance(run, list):
        return run[0] if run else -1
    return int(run) if variables.get("run_length") else -1


ALGORITHMS = (
    Algorithm(
        "sidewinder",
        N_("Sidewinder"),
        N_(
            "Row by row: runs of fields eastwards, each closed by one passage north "
            "from a random field of the run (or towards the chosen side). One long "
            "corridor along that side; no dead end opens away from it."
        ),
        build,
        order=120,
        options=tuple(CLOSING_SIDES),
        structure=Structure(N_("Run of fields"), RUN, peek=_run_start),
        variant_structures={
            side: Structure(N_("Run of fields"), RUN, peek=_run_start, along_rows=False)
            for side in ("E", "W")
        },
    ),
)
