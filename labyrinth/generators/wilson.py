"""Wilson's algorithm: loop-erased random walks, each ending where it meets the maze.

One field is the first of the maze. Then, from every field not yet in it (row by row), a
random walk wanders until it meets the maze. Whenever the walk runs into itself, the loop
it has just made is erased; so when it meets the maze, it is a path without loops, and it
is carved in as a new passage. Like Aldous-Broder's walk the result is uniform — every
spanning tree equally likely — but much faster, since each walk only has to find the maze,
not every last field.

Events: MARK for each field the walk adds, UNMARK for each field of an erased loop, and,
when the walk meets the maze, UNMARK and CARVE for each of its fields in turn. A region
walled off by excluded fields gets its own first field: the first one the scan meets.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Iterator

from labyrinth.generators.aldous_broder import random_bytes, regions, walk_moves
from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import CARVE, MARK, UNMARK, VISIT, Event
from labyrinth.generators.grid import CARVED, OPPOSITE, SIDES, UNTOUCHED, Grid, start_states
from labyrinth.generators.structure import JOIN, LEAVE, OLDEST_FIRST, Structure
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray

# The state of a field on the current walk (the other states: UNTOUCHED, CARVED).
ON_WALK = 1
ROOT_TRIES = 64


def first_field(grid: Grid, start: int, number: array | None, rng: random.Random) -> int:
    """The maze's first field: the centre of the grid if it is in the start's region, else a
    random field of that region (the start itself if that is hard to hit).

    Any first field gives every maze the same chance; from the centre the walks find the
    maze soonest. Still they take several steps per field, more the larger the maze (the
    logarithm of its size): about 4 to 8 at 1000 × 1000, twice that from a corner.
    """
    centre = grid.height // 2 * grid.width + grid.width // 2
    if number is None or number[centre] == number[start]:
        return centre
    for _try in range(ROOT_TRIES):
        field = int(rng.random() * grid.count)
        if number[field] == number[start]:
            return field
    return start


def build(maze: MazeArray, start: int, rng: random.Random, option: str | None) -> Iterator[Event]:
    grid = Grid(maze)
    walls, open_sides, step = grid.walls, grid.open_sides, grid.step
    state = start_states(grid)
    number, sizes = regions(grid)
    # Per region: does it have a field in the maze yet?
    rooted = bytearray(len(sizes))
    moves = walk_moves(grid)
    side_of = {step[side]: side for side in SIDES}
    randoms = random_bytes(rng)
    if state[start] == UNTOUCHED:
        root = first_field(grid, start, number, rng)
        state[root] = CARVED
        rooted[0 if number is None else number[root]] = 1
        yield VISIT, root, -1
    low = 0
    while (first := state.find(UNTOUCHED, low)) >= 0:
        low = first
        if number is not None and not rooted[number[first]]:
            rooted[number[first]] = 1
            state[first] = CARVED
            yield VISIT, first, -1
            continue
        # walk from ``first`` until the maze is met, erasing each loop at once
        state[first] = ON_WALK
        path = [first]
        yield MARK, first, -1
        field = first
        for byte in randoms:
            move = moves[open_sides[field] << 8 | byte]
            if not move:
                continue
            field += move
            known = state[field]
            if known == UNTOUCHED:
                state[field] = ON_WALK
                path.append(field)
                yield MARK, field, -1
            elif known == ON_WALK:
                while (last := path[-1]) != field:
                    path.pop()
                    state[last] = UNTOUCHED
                    yield UNMARK, last, -1
            else:
                break
        # the maze is met: the walk becomes a passage into it
        path.append(field)
        for index in range(len(path) - 1):
            here, there = path[index], path[index + 1]
            side = side_of[there - here]
            # ^= takes the wall down: it is known to stand, and one XOR is cheaper than &= ~
            walls[here] ^= side
            walls[there] ^= OPPOSITE[side]
            state[here] = CARVED
            yield UNMARK, here, -1
            yield CARVE, here, there


ALGORITHMS = (
    Algorithm(
        "wilson",
        N_("Wilson's algorithm"),
        N_(
            "Random walks from each new field until they meet the maze, their loops "
            "erased, become passages. Every maze equally likely, much faster than "
            "Aldous-Broder."
        ),
        build,
        order=80,
        structure=Structure(N_("Random walk"), OLDEST_FIRST, {MARK: (JOIN,), UNMARK: (LEAVE,)}),
        teaching_sides={"": 1024},  # its walks record for minutes beyond
    ),
)
