"""The texts' dice: random numbers drawn exactly as the fast generators draw them.

A text carves its generator's maze only if it draws the same random numbers in the same
order. The fast code draws in its own ways (bytes looked up in tables, bytes and words drawn
in bulk); each helper here draws the same numbers, written plainly, so that a text's line
can say what it picks (``random_neighbour(untouched, rng)``) and leave how to this module.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

from labyrinth.generators.aldous_broder import random_bytes
from labyrinth.generators.grid import SIDES
from labyrinth.generators.prim import WEIGHT_BITS
from labyrinth.generators.texts.board import Board

Item = TypeVar("Item")


def random_neighbour(among: list[int], rng: random.Random) -> int:
    """One of ``among`` (up to four of a field's neighbours, north, east, south, west), each
    equally likely, as the fast generators draw one of as many sides (``grid.random_side``):
    a random byte, its remainder by their number; a byte of the uneven rest at the top (255
    for three) is drawn again."""
    count = len(among)
    while True:
        byte = rng.getrandbits(8)
        if byte < 256 - 256 % count:
            return among[byte % count]


def random_stepper(maze: Board, rng: random.Random) -> Callable[[int], int]:
    """``random_step(field)``: one of the field's neighbours, each equally likely, as the
    fast random walks draw it. The last two bits of a random byte pick a side (north, east,
    south, west); where no path may pass, the next byte is drawn. The bytes are drawn 4096
    at a time, when the first is needed, so one stepper serves a whole build."""
    randoms = random_bytes(rng)
    open_sides, step = maze.grid.open_sides, maze.grid.step

    def random_step(field: int) -> int:
        while True:
            side = SIDES[next(randoms) & 3]
            if open_sides[field] & side:
                return field + step[side]

    return random_step


def take_random(items: list[Item], rng: random.Random) -> Item:
    """A random one of ``items``, taken out of the list; the last item takes its place
    (nothing shifts), as in the fast generators."""
    index = int(rng.random() * len(items))
    item = items[index]
    items[index] = items[-1]
    items.pop()
    return item


def random_weight(rng: random.Random) -> int:
    """A wall's weight, from 1 to 2 ** 31, as true Prim's fast generator draws it."""
    return rng.getrandbits(WEIGHT_BITS) + 1


def three_in_four(rng: random.Random) -> bool:
    """True three times in four: two random bits, not both 0 (the growing tree's mix)."""
    return rng.getrandbits(2) != 0


def coin_tosses(rng: random.Random, count: int) -> list[bool]:
    """``count`` coins, heads or tails (True, False), as sidewinder and Eller's fast code
    toss them: a random byte each, all drawn at once, heads below 128."""
    return [byte < 128 for byte in rng.randbytes(count)]


def odd_coin_tosses(rng: random.Random, count: int) -> list[bool]:
    """``count`` coins, heads or tails (True, False), as the binary tree's fast code tosses
    them: a random byte each, all drawn at once, heads when it is odd."""
    return [byte % 2 == 1 for byte in rng.randbytes(count)]
