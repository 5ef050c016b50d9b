"""Random direction sources for the book's algorithm.

The book tries the four directions of a field in random order until one leads to an
unvisited neighbour. A source offers that in two forms that consume exactly the same
random numbers, so the literal code and the fast loop carve the same maze:

* ``direction_order()`` lazily yields the directions in random order (for the literal
  ``check_neighbours``, which stops asking once a neighbour is found);
* ``choose(enterable)`` returns the side bit that the same procedure picks, given the
  bit mask of enterable sides (0 when there is none);
* ``picks()`` hands the same choice to the loops of ``build_maze`` and of the watched
  build as a table and a stream of draws: ``table[PICK_ROW * enterable + draw]`` is
  ``choose(enterable)``.

``"python"`` (the default) draws one of the 24 orders per call from ``random.Random(seed)``.
``"java"`` is ``java.util.Random(seed)`` with the book's ``getRandomDirection()``, bias and
wasted draws included, to reproduce the Java program's mazes bit for bit.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import chain, permutations, repeat
from typing import Protocol

from labyrinth.maze_field import NUMBER_OF_DIRECTIONS

RNG_NAMES = ("python", "java")
DEFAULT_RNG = "python"
MIN_SEED = -(2**63)
# Seeds are Java longs: whole numbers from -2**63 to 2**63 - 1.
MAX_SEED = 2**63 - 1

_ORDERS = tuple(permutations((1, 2, 3, 4)))  # the 24 orders of NORTH, EAST, SOUTH, WEST
# The width of a pick table's row: one entry per possible draw.
PICK_ROW = len(_ORDERS)
# ``_FIRST_ENTERABLE[PICK_ROW * enterable + k]``: the first enterable side bit in order k (0: none).
_FIRST_ENTERABLE = bytes(
    next((1 << (d - 1) for d in order if enterable >> (d - 1) & 1), 0)
    for enterable in range(16)
    for order in _ORDERS
)

_TO_ORDER = bytes(value % 24 for value in range(240)) + bytes(16)
# Bytes from 240 up are dropped so that each of the 24 orders is equally likely.
_UNEVEN = bytes(range(240, 256))
# Draws are made in chunks, small first (a small maze needs a few thousand; making 64 KB of
# them was a third of building the book's 32 x 24 maze in the browser), up to _DRAW_CHUNK
# (16 KB: a chunk of 64 KB, made while a build's other arrays are alive, was a byte a field
# of the peak memory of a 256 x 256 build).
# The stream is the same whatever the chunks: randbytes(a) + randbytes(b) equals
# randbytes(a + b) when ``a`` is a multiple of four (whole 32-bit words).
_FIRST_DRAW_CHUNK = 1 << 11
_DRAW_CHUNK = 1 << 14


class DirectionSource(Protocol):
    def direction_order(self) -> Iterator[int]: ...

    def choose(self, enterable: int) -> int: ...

    def picks(self) -> tuple[Sequence[int], Iterator[int]]: ...


class PythonDirections:
    """One uniformly drawn order of the four directions per question, from random.Random."""

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed % 2**64)  # random.Random(-n) would equal random.Random(n)
        self._draws = chain.from_iterable(self._chunks())

    def _chunks(self) -> Iterator[bytes]:
        size = _FIRST_DRAW_CHUNK
        while True:
            yield self._random.randbytes(size).translate(_TO_ORDER, _UNEVEN)
            size = min(2 * size, _DRAW_CHUNK)

    def direction_order(self) -> Iterator[int]:
        yield from _ORDERS[next(self._draws)]

    def choose(self, enterable: int) -> int:
        return _FIRST_ENTERABLE[PICK_ROW * enterable + next(self._draws)]

    def picks(self) -> tuple[bytes, Iterator[int]]:
        """The choice as a table and the stream of draws (orders 0 to 23) it reads."""
        return _FIRST_ENTERABLE, self._draws


class JavaRandom:
    """``java.util.Random``: the 48-bit linear congruential generator, bit for bit."""

    _MULTIPLIER = 0x5DEECE66D
    _MASK = (1 << 48) - 1

    def __init__(self, seed: int) -> None:
        self._seed = (seed ^ self._MULTIPLIER) & self._MASK

    def next(self, bits: int) -> int:
        """Java: Random.next — the top ``bits`` of the new state, as a signed Java int."""
        self._seed = (self._seed * self._MULTIPLIER + 0xB) & self._MASK
        value = self._seed >> (48 - bits)
        return value - (1 << 32) if value >= 1 << 31 else value

    def next_long(self) -> int:
        """Java: Random.nextLong — two ints glued into a signed 64-bit long."""
        value = ((self.next(32) << 32) + self.next(32)) & ((1 << 64) - 1)
        return value - (1 << 64) if value >= 1 << 63 else value


class JavaDirections:
    """The book's ``getRandomDirection()`` on ``java.util.Random(seed)``."""

    def __init__(self, seed: int) -> None:
        self.random = JavaRandom(seed)

    def get_random_direction(self) -> int:
        """``nextLong() % 4 + 1`` with Java's truncating remainder: -2 .. 4, only 1 .. 4 used.

        Java: MazeGraphs.getRandomDirection
        """
        value = self.random.next_long()
        remainder = abs(value) % NUMBER_OF_DIRECTIONS
        return (remainder if value >= 0 else -remainder) + 1

    def direction_order(self) -> Iterator[int]:
        """Draw until each direction has come once, as the tried flags of checkNeighbours do."""
        tried = 0
        while tried != 0b1111:
            direction = self.get_random_direction()
            if direction >= 1 and not tried >> (direction - 1) & 1:
                tried |= 1 << (direction - 1)
                yield direction

    def choose(self, enterable: int) -> int:
        for direction in self.direction_order():
            bit = 1 << (direction - 1)
            if enterable & bit:
                return bit
        return 0

    def picks(self) -> tuple[_JavaPicks, Iterator[int]]:
        """The choice as a table that runs ``choose``: the draws are the book's, made on
        demand, so the stream only counts steps (always 0)."""
        return _JavaPicks(self), repeat(0)


class _JavaPicks(Sequence[int]):
    """``picks[PICK_ROW * enterable]`` is ``choose(enterable)`` of a JavaDirections."""

    def __init__(self, directions: JavaDirections) -> None:
        self._choose = directions.choose

    def __getitem__(self, key: int) -> int:  # type: ignore[override]  # no slices: whole keys only
        return self._choose(key // PICK_ROW)

    def __len__(self) -> int:
        return 16 * PICK_ROW


def direction_source(rng: str, seed: int) -> DirectionSource:
    """The source named ``rng`` ("python" or "java"), seeded with ``seed``."""
    return JavaDirections(seed) if rng == "java" else PythonDirections(seed)
