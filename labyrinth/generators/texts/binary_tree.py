"""The binary tree as a text: every field opens one of two walls, towards the bias corner."""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.generators.binary_tree import DEFAULT_BIAS
from labyrinth.generators.events import Event
from labyrinth.generators.grid import join_pieces
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.text import Text


def binary_tree(maze: Board, rng: random.Random, option: str | None) -> Iterator[Event]:
    # the corner: "NW" is north, then west
    corner = option or DEFAULT_BIAS
    heads = coin_per_field(maze, rng)
    roots = 0  # no way towards the corner
    for field in maze.fields():
        neighbours = []  # towards the corner
        for side in corner:
            neighbour = maze.neighbour(field, side)
            if neighbour is not None:
                neighbours.append(neighbour)
        if not neighbours:
            roots += 1  # the root of a tree
            continue
        neighbour = neighbours[0]
        if len(neighbours) == 2 and not heads[field]:
            neighbour = neighbours[1]  # tails
        yield maze.carve(field, neighbour)
    excluded = len(maze) - len(maze.fields())
    if roots > 1 or excluded:
        # holes cut trees apart: join them
        yield from join_pieces(maze.grid, rng)


def coin_per_field(maze: Board, rng: random.Random) -> list[bool]:
    """A coin for every field, heads or tails (True, False), tossed as the fast generator
    tosses them: one random byte a field, all drawn at once, heads when it is odd."""
    return [byte % 2 == 1 for byte in rng.randbytes(len(maze))]


TEXTS = {"binary-tree": Text(binary_tree)}
