"""The growing tree as a text: take a field from the list, carve into an untouched neighbour
(which joins the list) or drop the field; which one is taken (the newest, a random one, the
oldest, or a mix) makes the maze."""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.generators.events import Event
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.prim import random_neighbour, region_starts
from labyrinth.generators.texts.text import Text


def growing_tree(
    maze: Board, start: int, rng: random.Random, option: str | None
) -> Iterator[Event]:
    option = option or "newest"
    # excluded fields may split the maze:
    # each region grows a tree of its own
    for first in region_starts(maze, start):
        yield maze.visit(first)
        # the list of carved fields
        fields = [first]
        yield maze.wait(first)
        while fields:
            newest = len(fields) - 1
            if option == "oldest":
                index = 0  # a queue
            elif option == "newest":
                index = newest  # a stack
            elif option == "mix" and rng.getrandbits(2):
                index = newest  # three steps in four
            else:  # random; mix one step in four
                index = int(rng.random() * len(fields))
            field = fields[index]
            untouched = []
            for neighbour in maze.neighbours(field):
                if maze.untouched(neighbour):
                    untouched.append(neighbour)
            if untouched:
                new = random_neighbour(untouched, rng)
                yield maze.carve(field, new)
                fields.append(new)
                yield maze.wait(new)
                continue
            # a dead end: drop the field
            if option == "oldest":
                del fields[0]
            else:  # the last one fills the gap
                fields[index] = fields[newest]
                fields.pop()
            if option == "newest" and fields:
                # the backtracker steps back
                yield maze.back(field, fields[-1])
            else:
                yield maze.back(field, -1)


TEXTS = {"growing-tree": Text(growing_tree)}
