"""Kruskal's algorithm as a text: every wall in random order, down if it joins two trees."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import chain

from labyrinth.generators.events import Event
from labyrinth.generators.kruskal import random_words
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.text import Text


def kruskal(maze: Board, rng: random.Random) -> Iterator[Event]:
    # every field a tree of its own
    tree_of = {field: {field} for field in maze.fields()}
    for field, neighbour in walls_in_random_order(maze, rng):
        tree = tree_of[field]
        other_tree = tree_of[neighbour]
        if tree is other_tree:
            # one tree already: a passage would close a loop
            continue
        if len(tree) < len(other_tree):
            tree, other_tree = other_tree, tree
        # the larger tree takes in the smaller one
        tree.update(other_tree)
        for member in other_tree:
            tree_of[member] = tree
        yield maze.carve(field, neighbour)


def walls_in_random_order(maze: Board, rng: random.Random) -> Iterator[tuple[int, int]]:
    """``maze.passable_walls()`` shuffled as the fast generator shuffles them: one step of
    Fisher and Yates a wall, with its 32-bit random words (it draws 64-bit ones beyond 16
    million walls, far more than a text is run on)."""
    walls = maze.passable_walls()
    draws = chain.from_iterable(random_words(rng, len(walls), 32))
    for left, draw in zip(range(len(walls), 0, -1), draws, strict=True):
        drawn = draw * left >> 32
        yield walls[drawn]
        walls[drawn] = walls[left - 1]


TEXTS = {"kruskal": Text(kruskal)}
