"""Random direction sources: java.util.Random bit for bit, the book's getRandomDirection,
and the two forms (direction_order / choose) that must consume the same draws."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from itertools import islice, permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth.generators.grid import SIDES, random_side
from labyrinth.randomness import (
    MAX_SEED,
    MIN_SEED,
    JavaDirections,
    JavaRandom,
    PythonDirections,
    direction_source,
)

# Produced once, by hand, with OpenJDK 17.0.15 (no Java is needed to run these tests):
#   java.util.Random r = new java.util.Random(seed);
#   five times r.nextLong()            -> JAVA_LONGS
#   (new Random(seed)) five r.nextInt() -> JAVA_INTS
#   (new Random(seed)) twenty times (byte) (r.nextLong() % MazeField.NumberOfDirections + 1),
#   the book's getRandomDirection()     -> JAVA_DIRECTIONS
# java.util.Random uses only the low 48 bits of the seed, so 2**62 gives the values of 0.
JAVA_LONGS = {
    0: [
        -4962768465676381896,
        4437113781045784766,
        -6688467811848818630,
        -8292973307042192125,
        -7423979211207825555,
    ],
    42: [
        -5025562857975149833,
        -5843495416241995736,
        5694868678511409995,
        5111195811822994797,
        -6169532649852302182,
    ],
    -5: [
        4967725915334898755,
        6162916890256202832,
        7026268870879647858,
        5300084627461521827,
        6370092549091603725,
    ],
    2**62: [
        -4962768465676381896,
        4437113781045784766,
        -6688467811848818630,
        -8292973307042192125,
        -7423979211207825555,
    ],
    -1: [
        4961115982468162243,
        226341162490527646,
        -6233441030884181172,
        7681931065131779340,
        -3206673117535979274,
    ],
    123456789: [
        -6197403153606331135,
        8429272609719263920,
        7203573180470058788,
        -1967508324443428465,
        -4618295442963808721,
    ],
    0x123456789ABCDEF0: [
        347762063794264619,
        -6940843621648336874,
        -3734151543995361246,
        8847702967637743564,
        -7221739867808371685,
    ],
    MIN_SEED: [
        -4962768465676381896,
        4437113781045784766,
        -6688467811848818630,
        -8292973307042192125,
        -7423979211207825555,
    ],
    MAX_SEED: [
        4961115982468162243,
        226341162490527646,
        -6233441030884181172,
        7681931065131779340,
        -3206673117535979274,
    ],
}
JAVA_INTS = {
    0: [-1155484576, -723955400, 1033096058, -1690734402, -1557280266],
    42: [-1170105035, 234785527, -1360544799, 205897768, 1325939940],
    -5: [1156638822, 1560933443, 1434915906, 1475992656, 1635930704],
    123456789: [-1442945365, -1016548095, 1962592967, 1094656688, 1677212580],
}
JAVA_DIRECTIONS = {
    0: [1, 3, -1, 0, -2, 4, 2, 1, 0, -2, 1, 3, 1, 1, 0, -1, 4, 1, 3, -1],
    42: [0, 1, 4, 2, -1, 1, 1, 1, 1, 0, 0, 4, -1, 2, 1, -2, 3, 0, 3, -2],
    -5: [4, 1, 3, 4, 2, 1, -1, 2, 4, 0, 2, 2, 2, 3, 1, -1, 3, 0, -1, 2],
    123456789: [-2, 1, 1, 0, 0, 4, 1, 3, 4, 4, 2, 1, 4, 1, 1, 0, 1, 2, 1, 0],
}

seeds = st.integers(MIN_SEED, MAX_SEED)
ORDERS = set(permutations((1, 2, 3, 4)))


def source(rng, seed):
    return JavaDirections(seed) if rng == "java" else PythonDirections(seed)


def orders(source_, count):
    """The next ``count`` direction orders of a source, read to the end."""
    return [tuple(source_.direction_order()) for _ in range(count)]


# -- java.util.Random ------------------------------------------------------------------------


@pytest.mark.parametrize("seed", list(JAVA_LONGS), ids=str)
def test_next_long_matches_java(seed):
    r = JavaRandom(seed)
    assert [r.next_long() for _ in range(5)] == JAVA_LONGS[seed]


@pytest.mark.parametrize("seed", list(JAVA_INTS), ids=str)
def test_next_32_bits_is_java_next_int(seed):
    r = JavaRandom(seed)
    assert [r.next(32) for _ in range(5)] == JAVA_INTS[seed]


@given(seeds)
@settings(max_examples=60, deadline=None)
def test_next_long_stays_a_java_long(seed):
    r = JavaRandom(seed)
    for _ in range(20):
        assert MIN_SEED <= r.next_long() <= MAX_SEED


# -- getRandomDirection ----------------------------------------------------------------------


@pytest.mark.parametrize("seed", list(JAVA_DIRECTIONS), ids=str)
def test_get_random_direction_matches_java(seed):
    d = JavaDirections(seed)
    assert [d.get_random_direction() for _ in range(20)] == JAVA_DIRECTIONS[seed]


@given(seeds)
@settings(max_examples=60, deadline=None)
def test_get_random_direction_is_truncating_remainder_plus_one(seed):
    d, r = JavaDirections(seed), JavaRandom(seed)
    for _ in range(20):
        # Decimal's % keeps the sign of the dividend, like Java's %
        assert d.get_random_direction() == int(Decimal(r.next_long()) % 4) + 1


def test_get_random_direction_spread():
    """-2 .. 4 all occur; NORTH (1) comes from both signs of nextLong, so twice as often."""
    d = JavaDirections(20201023)
    counts = Counter(d.get_random_direction() for _ in range(80_000))
    assert set(counts) == {-2, -1, 0, 1, 2, 3, 4}
    others = [counts[v] for v in (-2, -1, 0, 2, 3, 4)]
    for count in others:
        assert 9_000 < count < 11_000  # expected 10,000 each
    assert 1.8 < counts[1] / (sum(others) / len(others)) < 2.2


# -- JavaDirections.direction_order ----------------------------------------------------------


def test_java_direction_order_follows_the_books_tried_flags():
    # Java draws for seed 0: 1 3 -1 0 -2 4 2 | 1 ...: the order is N S W E after 7 draws
    d = JavaDirections(0)
    assert list(d.direction_order()) == [1, 3, 4, 2]
    assert d.get_random_direction() == JAVA_DIRECTIONS[0][7]
    # seed 42: 0 1 4 2 -1 1 1 1 1 0 0 4 -1 2 1 -2 3 | 0 ...: N W E S after 17 draws
    d = JavaDirections(42)
    assert list(d.direction_order()) == [1, 4, 2, 3]
    assert d.get_random_direction() == JAVA_DIRECTIONS[42][17]


def test_java_direction_order_draws_only_as_far_as_it_is_read():
    """checkNeighbours stops drawing once a neighbour is found."""
    d = JavaDirections(42)  # draws 0 1 | 4 ...
    assert next(d.direction_order()) == 1
    assert d.get_random_direction() == 4


@given(seeds)
@settings(max_examples=60, deadline=None)
def test_java_direction_order_yields_each_direction_once(seed):
    d = JavaDirections(seed)
    for _ in range(5):
        order = list(d.direction_order())
        assert sorted(order) == [1, 2, 3, 4]


# -- PythonDirections.direction_order --------------------------------------------------------


@given(seeds)
@settings(max_examples=60, deadline=None)
def test_python_direction_order_is_a_permutation(seed):
    d = PythonDirections(seed)
    for _ in range(10):
        assert tuple(d.direction_order()) in ORDERS


@given(seeds, st.lists(st.integers(1, 4), max_size=12))
@settings(max_examples=60, deadline=None)
def test_python_direction_order_consumes_one_draw_per_order(seed, reads):
    """Each order costs one draw, however many of its directions are read (the book stops
    at the first direction that leads somewhere)."""
    a, b = PythonDirections(seed), PythonDirections(seed)
    for read in reads:
        assert len(list(islice(a.direction_order(), read))) == read
    for _ in reads:
        assert b.choose(0) == 0  # no side enterable: one draw, nothing chosen
    assert orders(a, 3) == orders(b, 3)


def test_python_negative_seed_is_not_the_positive_one():
    """random.Random(-n) equals random.Random(n); the source must keep them apart."""
    plus, minus = PythonDirections(5), PythonDirections(-5)
    assert orders(plus, 10) != orders(minus, 10)


def test_python_orders_are_close_to_uniform():
    d = PythonDirections(24)
    draws = 24_000
    counts = Counter(tuple(d.direction_order()) for _ in range(draws))
    assert set(counts) == ORDERS
    expected = draws / 24
    chi_square = sum((count - expected) ** 2 / expected for count in counts.values())
    assert chi_square < 60  # 23 degrees of freedom: mean 23; 60 is p < 1e-4


def test_python_seeded_orders_are_reproducible():
    one, two = PythonDirections(99), PythonDirections(99)
    assert orders(one, 50) == orders(two, 50)
    other = PythonDirections(100)
    assert orders(other, 50) != orders(PythonDirections(99), 50)


# -- choose(mask) == first direction of direction_order() in mask --------------------------


def first_in_mask(source_, mask):
    for direction in source_.direction_order():
        bit = 1 << (direction - 1)
        if mask & bit:
            return bit
    return 0


@pytest.mark.parametrize("rng", ["python", "java"])
@given(seed=seeds, masks=st.lists(st.integers(0, 15), min_size=1, max_size=30))
@settings(max_examples=60, deadline=None)
def test_choose_agrees_with_direction_order(rng, seed, masks):
    chooser, walker = source(rng, seed), source(rng, seed)
    for mask in masks:
        bit = chooser.choose(mask)
        assert bit == first_in_mask(walker, mask)
        if mask:
            assert bit in (1, 2, 4, 8) and bit & mask
        else:
            assert bit == 0
    # same state afterwards: the next draws agree
    assert orders(chooser, 4) == orders(walker, 4)
    if rng == "java":
        assert [chooser.get_random_direction() for _ in range(8)] == [
            walker.get_random_direction() for _ in range(8)
        ]


@pytest.mark.parametrize("rng", ["python", "java"])
def test_choose_every_mask_for_fixed_seeds(rng):
    for seed in (0, 1, -1, 42, MAX_SEED, MIN_SEED):
        chooser, walker = source(rng, seed), source(rng, seed)
        for mask in list(range(16)) * 4:
            assert chooser.choose(mask) == first_in_mask(walker, mask), (seed, mask)


@pytest.mark.parametrize("rng", ["python", "java"])
def test_direction_source_by_name(rng):
    made = direction_source(rng, 7)
    assert isinstance(made, JavaDirections if rng == "java" else PythonDirections)
    assert orders(made, 5) == orders(source(rng, 7), 5)


class ThirdDraw(Exception):
    """random_side asked for a third random byte."""


def test_random_side_is_exactly_uniform_for_every_mask():
    """For every set of sides, every pair of random bytes: each side comes out equally often,
    and only the bytes left over by the modulo ask for another draw."""
    for mask in range(1, 16):
        sides = [side for side in SIDES if mask & side]
        outcomes: Counter[int] = Counter()
        for first in range(256):
            for second in range(256):
                draws = iter((first, second))

                def bits(count, draws=draws):
                    assert count == 8
                    for byte in draws:
                        return byte
                    raise ThirdDraw

                try:
                    outcomes[random_side(mask, bits)] += 1
                except ThirdDraw:
                    outcomes[None] += 1
        left_over = 256 % len(sides)
        assert outcomes.pop(None, 0) == left_over**2, mask
        assert set(outcomes) == set(sides), mask
        assert len(set(outcomes.values())) == 1, (mask, outcomes)
