"""Sidewinder as a text: runs along each line, each closed by one passage towards a side."""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.generators.events import Event
from labyrinth.generators.grid import join_pieces
from labyrinth.generators.sidewinder import DEFAULT_SIDE
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.dice import coin_tosses
from labyrinth.generators.texts.text import Text


def sidewinder(maze: Board, rng: random.Random, option: str | None) -> Iterator[Event]:
    # where each run closes; where runs go on
    closing = option or DEFAULT_SIDE
    along = "E" if closing in ("N", "S") else "S"
    pieces = 0  # trees of passages so far
    for line in lines(maze, rng, closing):
        # the run (shown beside), and its exits:
        # (field, the field it would close into)
        run = []
        exits = []
        for field, heads in line:
            run.append(field)
            beyond = maze.neighbour(field, closing)
            if beyond is not None:
                exits.append((field, beyond))
            onward = maze.neighbour(field, along)
            # heads, or no exit yet: it goes on
            goes_on = heads or not exits
            if onward is not None and goes_on:
                yield maze.carve(field, onward)
                continue
            # it closes through a random exit
            if exits:
                drawn = int(rng.random() * len(exits))
                exit_field, beyond = exits[drawn]
                yield maze.carve(exit_field, beyond)
            else:
                # no exit: the root of a piece
                pieces += 1
            run, exits = [], []
    if pieces > 1:  # holes: join the pieces
        yield from join_pieces(maze.grid, rng)


def lines(maze: Board, rng: random.Random, closing: str) -> Iterator[list[tuple[int, bool]]]:
    """The lines the runs go along: rows (columns for ``closing`` east or west), the one
    along the closing side first. Each is its fields that are not excluded, each with a
    coin (``coin_tosses``), tossed for every field of the line as the line begins."""
    columns, rows = range(maze.width), range(maze.height)
    if closing in ("N", "S"):
        every_line = [[maze.field_at(x, y) for x in columns] for y in rows]
    else:
        every_line = [[maze.field_at(x, y) for y in rows] for x in columns]
    if closing in ("S", "E"):
        every_line.reverse()
    included = set(maze.fields())
    for line in every_line:
        coins = zip(line, coin_tosses(rng, len(line)), strict=True)
        yield [(field, heads) for field, heads in coins if field in included]


TEXTS = {"sidewinder": Text(sidewinder)}
