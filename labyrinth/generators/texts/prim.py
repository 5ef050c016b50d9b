"""Prim's algorithm as texts: a tree grows from the start into its frontier, the untouched
fields next to it. The true one opens the lightest of randomly weighed walls, the simplified
one a random wall, the modified one (the course's) carves into a random frontier field."""

from __future__ import annotations

import random
from collections.abc import Iterator
from heapq import heappop, heappush
from typing import TypeVar

from labyrinth.generators.events import Event
from labyrinth.generators.grid import random_side
from labyrinth.generators.prim import WEIGHT_BITS
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.text import Text

Item = TypeVar("Item")


def prim_true(maze: Board, start: int, rng: random.Random) -> Iterator[Event]:
    tree: set[int] = set()
    # the weight of the lightest wall to each
    # field in the frontier
    lightest: dict[int, int] = {}
    # excluded fields may split the maze:
    # each region grows a tree of its own
    for first in region_starts(maze, start):
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
                    yield maze.wait(neighbour)
                elif weight >= lightest[neighbour]:
                    continue  # it would never open
                lightest[neighbour] = weight
                wall = (weight, neighbour, field)
                heappush(walls, wall)
            # drop walls now inside the tree
            while walls and walls[0][1] in tree:
                heappop(walls)
            if not walls:
                break  # the region is done
            _weight, new, field = heappop(walls)
            yield maze.carve(field, new)
            field = new


def prim_simplified(maze: Board, start: int, rng: random.Random) -> Iterator[Event]:
    tree: set[int] = set()
    frontier: set[int] = set()
    # excluded fields may split the maze:
    # each region grows a tree of its own
    for first in region_starts(maze, start):
        yield maze.visit(first)
        # (inside, outside): the tree's walls out
        walls: list[tuple[int, int]] = []
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
                    yield maze.wait(neighbour)
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
    tree: set[int] = set()
    frontier: list[int] = []
    # excluded fields may split the maze:
    # each region grows a tree of its own
    for first in region_starts(maze, start):
        yield maze.visit(first)
        field = first
        while True:
            tree.add(field)
            for neighbour in maze.neighbours(field):
                if neighbour in tree:
                    continue
                if neighbour not in frontier:
                    frontier.append(neighbour)
                    yield maze.wait(neighbour)
            if not frontier:
                break  # the region is done
            field = take_random(frontier, rng)
            # carved into from a random neighbour
            # in the tree
            in_tree = []
            for neighbour in maze.neighbours(field):
                if neighbour in tree:
                    in_tree.append(neighbour)
            source = random_neighbour(in_tree, rng)
            yield maze.carve(source, field)


def region_starts(maze: Board, start: int) -> Iterator[int]:
    """The field each region grows from: ``start``, then, each time the caller has built
    the region before, the first field row by row that no passage reaches yet. A field no
    path can leave (its neighbours excluded, or borders between) is no region: nothing to
    carve."""
    for field in [start, *maze.fields()]:
        if maze.untouched(field) and maze.neighbours(field):
            yield field


def random_weight(rng: random.Random) -> int:
    """A wall's weight, from 1 to 2 ** 31, drawn as the fast generator draws it."""
    return rng.getrandbits(WEIGHT_BITS) + 1


def take_random(items: list[Item], rng: random.Random) -> Item:
    """A random one of ``items``, taken out of the list; the last item takes its place
    (nothing shifts), as in the fast generators."""
    index = int(rng.random() * len(items))
    item = items[index]
    items[index] = items[-1]
    items.pop()
    return item


def random_neighbour(among: list[int], rng: random.Random) -> int:
    """One of ``among`` (some of a field's neighbours, north, east, south, west), each
    equally likely, drawn as the fast generators draw one of as many sides of a field
    (``random_side``: a random byte, looked up)."""
    first_sides = (1 << len(among)) - 1  # north, east ...: one bit each
    side = random_side(first_sides, rng.getrandbits)
    return among[side.bit_length() - 1]


TEXTS = {
    "prim-true": Text(prim_true),
    "prim-simplified": Text(prim_simplified),
    "prim-modified": Text(prim_modified),
}
