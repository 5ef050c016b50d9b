"""The binary tree as a text: every field opens one of two walls, towards the bias corner."""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.generators.binary_tree import DEFAULT_BIAS
from labyrinth.generators.events import Event
from labyrinth.generators.grid import join_pieces
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.dice import odd_coin_tosses
from labyrinth.generators.texts.text import Text


def binary_tree(maze: Board, rng: random.Random, option: str | None) -> Iterator[Event]:
    # the corner: "NW" is north, then west
    corner = option or DEFAULT_BIAS
    # a coin for every field, excluded ones too
    grid_fields = maze.width * maze.height
    heads = odd_coin_tosses(rng, grid_fields)
    pieces = 0  # trees of passages so far
    for field in maze.fields():
        neighbours = []  # towards the corner
        for side in corner:
            neighbour = maze.neighbour(field, side)
            if neighbour is not None:
                neighbours.append(neighbour)
        if not neighbours:
            # no way towards the corner: the
            # root of a piece
            pieces += 1
            continue
        neighbour = neighbours[0]
        tails = not heads[field]
        if len(neighbours) == 2 and tails:
            neighbour = neighbours[1]
        yield maze.carve(field, neighbour)
    # holes cut trees apart: join the pieces
    # (the fast code does so whenever fields
    # are excluded, even with a single piece)
    holes = len(maze.fields()) < grid_fields
    if pieces > 1 or holes:
        yield from join_pieces(maze.grid, rng)


TEXTS = {"binary-tree": Text(binary_tree)}
