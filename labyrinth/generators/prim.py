"""Prim's algorithm in its three forms: true, simplified and modified.

All three grow one tree from the start field and keep a frontier: the untouched fields next
to the maze. They differ in what they draw from it:

* true — every wall between the maze and the frontier gets a random weight when it is
  found; the lightest one is opened (a heap, ``heapq``). A minimum spanning tree of random
  weights: the maze flows around clumps of heavy walls and fills them in late.
* simplified — the same walls, all weights equal: a random one from a plain list (taken
  out in O(1) by moving the last one into its place). The maze spreads evenly from the
  start, like poured syrup.
* modified — the course's version, by fields instead of walls: a random frontier field is
  carved into from a random neighbour already in the maze. Very many short dead ends.

Walls whose far field got into the maze meanwhile are skipped when drawn. When the frontier
runs out, the region is done; the next untouched field (walled off by excluded fields)
starts the next one. Events: FRONTIER when a field joins the frontier, CARVE when it is
carved into.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Iterator
from heapq import heapify, heappop, heappush, heappushpop

from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import CARVE, FRONTIER, VISIT, Event
from labyrinth.generators.grid import (
    CARVED,
    OPPOSITE,
    SIDES,
    UNTOUCHED,
    WAITING,
    Grid,
    random_side,
    region_starts,
    start_states,
)
from labyrinth.generators.structure import FRONTIER_SET
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray

# Random bits per wall weight; the weights go from 1 to 2 ** 31. Ties are rare, and then the smaller
# field index wins.
WEIGHT_BITS = 31
NO_WALL = (1 << 32) - 1
BAND_SHIFT = WEIGHT_BITS - 6
# ``weight - 1 >> BAND_SHIFT``: the weights fall into 64 bands; a band's number and a side's
# (0 to 3) fit in a byte together. See ``build_true``.
BANDS = 1 << WEIGHT_BITS >> BAND_SHIFT
# ``build_true`` drops the out-of-date walls from its heap when it holds more than a field in
# 2 ** PRUNE_SHIFT (40 bytes a wall), or twice as many as after the last time.
PRUNE_SHIFT = 5


def around(grid: Grid, facing: bool = False) -> list[tuple[tuple[int, int], ...]]:
    """Per set of open sides: ``(offset to the neighbour, side)`` for each side a path may
    pass; with ``facing``, the side is the neighbour's, the one facing back."""
    return [
        tuple(
            (grid.step[side], OPPOSITE[side] if facing else side) for side in SIDES if sides & side
        )
        for sides in range(16)
    ]


def build_true(
    maze: MazeArray, start: int, rng: random.Random, option: str | None
) -> Iterator[Event]:
    """Prim's algorithm on random wall weights, the lightest wall first.

    A wall is one int: its weight, then the field outside the maze, then that field's side
    facing the maze (4 bits). Three tricks keep it fast without changing the maze:

    * a wall heavier than the lightest one already found to the same field is never opened,
      so it is not kept (``lightest``);
    * the heap holds only the lightest band of weights that still has walls; heavier walls
      wait in their bands until the heap runs dry: a heap that fits in the cache. A waiting
      wall is no object but one byte of its field (``band_of``: the band's number and the
      side's), which ``bytearray.find`` looks for when the band becomes the heap; a field
      whose lightest wall lies in another band by then, or that is carved, is passed over;
    * about half the time the new field's lightest wall is the lightest of all: then
      ``heappushpop`` hands it back without touching the heap.
    """
    grid = Grid(maze)
    walls, open_sides, step = grid.walls, grid.open_sides, grid.step
    # Per set of open sides: the offset to each neighbour, the number (0 to 3) of the
    # neighbour's side facing back, and what to add to ``field << 4`` for the neighbour's part
    # of a wall (``neighbour << 4 | facing side``).
    outwards = [
        tuple((offset, facing.bit_length() - 1, offset * 16 + facing) for offset, facing in sides)
        for sides in around(grid, facing=True)
    ]
    bits = rng.getrandbits
    # module names read per wall, bound to locals once
    push, pushpop, pop = heappush, heappushpop, heappop
    weight_bits, band_shift, no_wall = WEIGHT_BITS, BAND_SHIFT, NO_WALL
    frontier, carve = FRONTIER, CARVE
    shift = 4 + grid.count.bit_length()
    field_bits = (1 << shift) - 1
    # Per field: the weight of the lightest wall found so far between it and the maze (NO_WALL: none
    # yet), 0 once it is carved or if a path cannot enter it. A heavier wall to the same field is
    # never opened — the lighter one comes first — so it is not kept at all.
    lightest = array("I", [NO_WALL]) * grid.count
    closed = open_sides.find(0)
    while closed >= 0:
        lightest[closed] = 0
        closed = open_sides.find(0, closed + 1)
    # Per field whose lightest wall waited in a band: ``band << 2 | number of its side``. (The band
    # 0 is never looked for: it is the heap from the start.)
    band_of = bytearray(grid.count)
    heap: list[int] = []
    # When the heap grows past this, the walls to fields carved meanwhile (through a lighter wall)
    # are dropped from it: late in a big maze they are most of it.
    prune_at = grid.count >> PRUNE_SHIFT
    low = 0  # every field before it is carved: where the next region's start is looked for
    field = start if lightest[start] == NO_WALL else _first(lightest, NO_WALL, low)
    while field >= 0:
        lightest[field] = 0
        yield VISIT, field, -1
        # The heap holds the walls up to ``heap_top``; the heavier ones wait in their bands.
        band, heap_top = 0, 1 << BAND_SHIFT
        # The region's fields and their neighbours lie from ``first`` to ``last``: all a band is
        # looked for in (every field before ``low`` is carved or closed).
        first = low
        last = field
        while True:
            # the walls between the new field and its neighbours outside the maze
            # The lightest new wall that belongs in the heap: it may come straight back.
            lightest_new = 0
            base = field << 4
            for offset, number, code in outwards[open_sides[field]]:
                neighbour = field + offset
                known = lightest[neighbour]
                if not known:
                    continue
                weight = bits(weight_bits) + 1
                if weight < known:
                    lightest[neighbour] = weight
                    if weight > heap_top:
                        band_of[neighbour] = (weight - 1 >> band_shift) << 2 | number
                        if neighbour > last:
                            last = neighbour
                    else:
                        wall = weight << shift | base + code
                        if not lightest_new:
                            lightest_new = wall
                        elif wall < lightest_new:
                            push(heap, lightest_new)
                            lightest_new = wall
                        else:
                            push(heap, wall)
                    if known == no_wall:
                        yield frontier, neighbour, -1
            # the lightest wall of all; walls to fields carved meanwhile are dropped
            if lightest_new:
                wall = pushpop(heap, lightest_new) & field_bits
                field = wall >> 4
            while not lightest[field]:
                if not heap:
                    while not heap and band < BANDS - 1:
                        band += 1
                        heap_top += 1 << band_shift
                        # only the walls still the lightest to a field not yet carved (0)
                        for side_number in range(4):
                            wanted = band << 2 | side_number
                            at = band_of.find(wanted, first, last + 1)
                            while at >= 0:
                                weight = lightest[at]
                                if weight - 1 >> band_shift == band:
                                    heap.append(weight << shift | at << 4 | 1 << side_number)
                                at = band_of.find(wanted, at + 1, last + 1)
                    if not heap:
                        break
                    heapify(heap)
                wall = pop(heap) & field_bits
                field = wall >> 4
            if not lightest[field]:
                break  # no wall left: the region is done
            side = wall & 15
            source = field + step[side]
            # ^= takes the wall down: it is known to stand, and one XOR is cheaper than &= ~
            walls[field] ^= side
            walls[source] ^= OPPOSITE[side]
            lightest[field] = 0
            yield carve, source, field
            if len(heap) > prune_at:
                heap = [
                    wall for wall in heap if lightest[(wall & field_bits) >> 4] == wall >> shift
                ]
                heapify(heap)
                prune_at = max(grid.count >> PRUNE_SHIFT, 2 * len(heap))
        field = low = _first(lightest, NO_WALL, low)


def _first(values: array, value: int, low: int) -> int:
    """The index of the first ``value`` in ``values`` from ``low`` on; -1 if there is none."""
    try:
        return values.index(value, low)
    except ValueError:
        return -1


def build_simplified(
    maze: MazeArray, start: int, rng: random.Random, option: str | None
) -> Iterator[Event]:
    """Prim's algorithm with equal weights: a random wall of the frontier, each time.

    A wall is ``field << 4 | side`` for a field in the maze; the list is unordered, so a
    wall is taken out by moving the last one into its place.
    """
    grid = Grid(maze)
    walls, open_sides, step = grid.walls, grid.open_sides, grid.step
    state = start_states(grid)
    outwards = around(grid)
    chance = rng.random
    edges = array("i")
    push, pop = edges.append, edges.pop
    for field in region_starts(state, start):
        state[field] = CARVED
        yield VISIT, field, -1
        while True:
            for offset, side in outwards[open_sides[field]]:
                neighbour = field + offset
                known = state[neighbour]
                if known != CARVED:
                    push(field << 4 | side)
                    if known == UNTOUCHED:
                        state[neighbour] = WAITING
                        yield FRONTIER, neighbour, -1
            # a random wall; walls to fields carved meanwhile are dropped
            while edges:
                index = int(chance() * len(edges))
                wall = edges[index]
                last = pop()
                if index < len(edges):
                    edges[index] = last
                source, side = wall >> 4, wall & 15
                field = source + step[side]
                if state[field] != CARVED:
                    break
            else:
                break  # no wall left: the region is done
            # ^= takes the wall down: it is known to stand, and one XOR is cheaper than &= ~
            walls[source] ^= side
            walls[field] ^= OPPOSITE[side]
            state[field] = CARVED
            yield CARVE, source, field


def build_modified(
    maze: MazeArray, start: int, rng: random.Random, option: str | None
) -> Iterator[Event]:
    """The course's Prim: a random frontier field, carved into from a random neighbour that
    is in the maze. The frontier is an unordered list of fields."""
    grid = Grid(maze)
    walls, open_sides, step = grid.walls, grid.open_sides, grid.step
    state = start_states(grid)
    outwards = around(grid)
    bits, chance = rng.getrandbits, rng.random
    frontier = array("i")
    push, pop = frontier.append, frontier.pop
    for field in region_starts(state, start):
        state[field] = CARVED
        yield VISIT, field, -1
        while True:
            # the untouched neighbours of the field just carved join the frontier
            for offset, _side in outwards[open_sides[field]]:
                if state[field + offset] == UNTOUCHED:
                    state[field + offset] = WAITING
                    push(field + offset)
                    yield FRONTIER, field + offset, -1
            if not frontier:
                break  # the region is done
            index = int(chance() * len(frontier))
            field = frontier[index]
            last = pop()
            if index < len(frontier):
                frontier[index] = last
            inwards = 0
            for offset, side in outwards[open_sides[field]]:
                if state[field + offset] == CARVED:
                    inwards |= side
            side = random_side(inwards, bits)
            source = field + step[side]
            # ^= takes the wall down: it is known to stand, and one XOR is cheaper than &= ~
            walls[field] ^= side
            walls[source] ^= OPPOSITE[side]
            state[field] = CARVED
            yield CARVE, source, field


ALGORITHMS = (
    Algorithm(
        "prim-true",
        N_("Prim's algorithm (true)"),
        N_(
            "Random weights on the walls; always open the lightest wall between the maze "
            "and a new field. Many short dead ends; the maze flows around clumps of heavy "
            "walls and fills them in late."
        ),
        build_true,
        order=30,
        structure=FRONTIER_SET,
        teaching_sides={"": 256},  # a frontier of a fifth of the fields and more
    ),
    Algorithm(
        "prim-simplified",
        N_("Prim's algorithm (simplified)"),
        N_(
            "Open a random wall between the maze and a new field. Spreads evenly from the "
            "start; many short dead ends, a fairly direct solution."
        ),
        build_simplified,
        order=40,
        structure=FRONTIER_SET,
    ),
    Algorithm(
        "prim-modified",
        N_("Prim's algorithm (modified, the course's)"),
        N_(
            "Carve into a random field next to the maze from a random neighbour in it. "
            "Very many short dead ends and a direct solution."
        ),
        build_modified,
        order=50,
        structure=FRONTIER_SET,
    ),
)
