"""The growing tree as a text: take a field from the list, carve into an untouched neighbour
(which joins the list) or drop the field; which one is taken (the newest, a random one, the
oldest, or a mix) makes the maze."""

from __future__ import annotations

import random
from collections.abc import Iterator

from labyrinth.generators.events import Event
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.dice import random_neighbour, three_in_four
from labyrinth.generators.texts.text import Text


def growing_tree(
    maze: Board, start: int, rng: random.Random, option: str | None
) -> Iterator[Event]:
    option = option or "newest"
    # excluded fields may split the maze:
    # each region grows a tree of its own
    for first in [start, *maze.fields()]:
        if not maze.untouched(first):
            continue  # built already
        if not maze.neighbours(first):
            continue  # no path leaves it
        yield maze.visit(first)
        # the fields that may grow on
        growing = [first]
        yield maze.to_frontier(first)
        while growing:
            newest = len(growing) - 1
            if option == "oldest":
                index = 0  # a queue
            elif option == "newest":
                index = newest  # a stack
            elif option == "mix" and three_in_four(rng):
                index = newest  # a stack, mostly
            else:  # random; mix one step in four
                index = int(rng.random() * len(growing))
            field = growing[index]
            untouched = []
            for neighbour in maze.neighbours(field):
                if maze.untouched(neighbour):
                    untouched.append(neighbour)
            if untouched:
                new = random_neighbour(untouched, rng)
                yield maze.carve(field, new)
                growing.append(new)
                yield maze.to_frontier(new)
                continue
            # a dead end: drop the field
            if option == "oldest":
                del growing[0]
            else:  # the last one fills the gap
                growing[index] = growing[newest]
                growing.pop()
            if option == "newest" and growing:
                # the backtracker steps back
                yield maze.back(field, growing[-1])
            else:
                yield maze.drop(field)


TEXTS = {"growing-tree": Text(growing_tree)}
