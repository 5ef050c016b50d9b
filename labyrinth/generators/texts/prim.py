"""Prim's algorithm as texts: a tree grows from the start into its frontier, the untouched
fields next to it. The true one opens the lightest of randomly weighed walls, the simplified
one a random wall, the modified one (the course's) carves into a random frontier field."""

from __future__ import annotations

import random
from collections.abc import Iterator
from heapq import heappop, heappush

from labyrinth.generators.events import Event
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.dice import random_neighbour, random_weight, take_random
from labyrinth.generators.texts.text import Text


def prim_true(maze: Board, start: int, rng: random.Random) -> Iterator[Event]:
    tree = set()
    # the weight of the lightest wall to each
    # field in the frontier
    lightest: dict[int, int] = {}
    # excluded fields may split the maze:
    # each region grows a tree of its own
    for first in [start, *maze.fields()]:
        if not maze.untouched(first):
            continue  # built already
        if not maze.neighbours(first):
            continue  # no path leaves it
        yield maze.visit(first)
        # a heap of (weight, outside, inside):
        # the lightest wall comes out first
        walls: list[tuple[int, int, int]] = []
        field = first
        while True:
            tree.add(field)
            for neighbour in maze.neighbours(field):
                if neighbour in tree:
                    continue
                weight = random_weight(rng)
                if neighbour not in lightest:
                    yield maze.to_frontier(neighbour)
                elif weight >= lightest[neighbour]:
                    continue  # it would never open
                lightest[neighbour] = weight
                wall = (weight, neighbour, field)
                heappush(walls, wall)
            # the lightest wall out of the tree
            # (those now inside it are dropped)
            new = None
            while walls and new is None:
                _weight, new, field = heappop(walls)
                if new in tree:
                    new = None
            if new is None:
                break  # the region is done
            yield maze.carve(field, new)
            field = new


def prim_simplified(maze: Board, start: int, rng: random.Random) -> Iterator[Event]:
    tree = set()
    frontier = set()
    # excluded fields may split the maze:
    # each region grows a tree of its own
    for first in [start, *maze.fields()]:
        if not maze.untouched(first):
            continue  # built already
        if not maze.neighbours(first):
            continue  # no path leaves it
        yield maze.visit(first)
        # the walls out of the tree:
        # (inside, outside)
        walls = []
        field = first
        while True:
            tree.add(field)
            frontier.discard(field)
            for neighbour in maze.neighbours(field):
                if neighbour in tree:
                    continue
                walls.append((field, neighbour))
                if neighbour not in frontier:
                    frontier.add(neighbour)
                    yield maze.to_frontier(neighbour)
            # a random wall out of the tree
            # (those now inside it are dropped)
            new = None
            while walls and new is None:
                field, new = take_random(walls, rng)
                if new in tree:
                    new = None
            if new is None:
                break  # the region is done
            yield maze.carve(field, new)
            field = new


def prim_modified(maze: Board, start: int, rng: random.Random) -> Iterator[Event]:
    tree = set()
    frontier = []
    # excluded fields may split the maze:
    # each region grows a tree of its own
    for first in [start, *maze.fields()]:
        if not maze.untouched(first):
            continue  # built already
        if not maze.neighbours(first):
            continue  # no path leaves it
        yield maze.visit(first)
        field = first
        while True:
            tree.add(field)
            for neighbour in maze.neighbours(field):
                if neighbour in tree:
                    continue
                if neighbour not in frontier:
                    frontier.append(neighbour)
                    yield maze.to_frontier(neighbour)
            if not frontier:
                break  # the region is done
            field = take_random(frontier, rng)
            # carved into from a random neighbour
            # in the tree
            carved = []
            for neighbour in maze.neighbours(field):
                if neighbour in tree:
                    carved.append(neighbour)
            source = random_neighbour(carved, rng)
            yield maze.carve(source, field)


TEXTS = {
    "prim-true": Text(prim_true),
    "prim-simplified": Text(prim_simplified),
    "prim-modified": Text(prim_modified),
}
