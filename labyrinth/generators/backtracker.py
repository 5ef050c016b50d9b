"""The book's recursive backtracker as a flat loop: the engine behind ``build_maze``.

``MazeGraphs.find_neighbours`` recurses once per step, as the Java does; in Python that
dies at about a thousand steps. Its recursive call is the last statement, so it is a loop
in disguise. This module is that loop, over the maze's flat arrays instead of field objects,
twice: ``carve_steps`` yields every step so the window can show it (or runs a stretch
unseen, in a loop of its own, when the window shows nothing), and ``carve`` is the same
walk as one plain loop for ``build_maze``, tuned to within a small factor of the tightest
pure-Python backtracker (``benchmarks/reference_loop.py``). Both ask the direction source
exactly the same questions as the literal code, so all three carve the same maze for the
same seed (tested).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from itertools import islice

from labyrinth.generators.algorithm import Algorithm
from labyrinth.generators.events import BACK, CARVE, Event
from labyrinth.generators.structure import JOIN, LEAVE, NEWEST_FIRST, Structure
from labyrinth.i18n import N_
from labyrinth.maze_array import MazeArray
from labyrinth.randomness import PICK_ROW, DirectionSource
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W


@dataclass
class Carving:
    """What the walk found; filled in when its last step is taken."""

    # Flat index of the end field: the first dead end found at the greatest depth.
    end: int = -1
    # Path length from the start field to the end field.
    length: int = 0


def carve(
    maze: MazeArray, start: int, directions: DirectionSource, more_starts: Sequence[int] = ()
) -> Carving:
    """Carve the whole maze from ``start`` at once: the walk of ``carve_steps`` as a plain loop.

    The maze must have all walls up, as ``build_maze`` leaves it before carving: the walls
    are derived afresh from the walk. ``more_starts`` are the first fields of other regions
    (islands kept separate): once the walk is back past one start, it begins again at the
    next; the end field and path length are those of the first region.

    Java: MazeGraphs.findNeighbours (its loop form)
    """
    width, previous = maze.width, maze.previous
    enter_n, enter_e, enter_s, enter_w = _enterable(maze, start)
    entered = bytearray(len(maze.walls))  # the side each field was entered by; walls follow
    step = _steps(width)
    pick, draws = directions.picks()
    field = end = start
    depth = longest = 0
    starts = _Starts(more_starts, (enter_n, enter_e, enter_s, enter_w), len(entered))
    for draw in draws:  # a for loop over the draws: no call to fetch the next one
        side = pick[
            enter_n[field - width]
            + enter_e[field + 1]
            + enter_s[field + width]
            + enter_w[field - 1]
            + draw
        ]
        if side:
            neighbour = field + step[side]
            previous[neighbour] = field  # the book's link back: the walk's only stack
            entered[neighbour] = side
            enter_n[neighbour] = enter_e[neighbour] = enter_s[neighbour] = enter_w[neighbour] = 0
            field = neighbour
            depth += 1
        else:
            if depth > longest:
                end, longest = field, depth
            field = previous[field]
            if field < 0:
                # stepped back past the start: every reachable field is carved
                field, depth, longest = starts.next_region(end, longest)
                if field < 0:
                    break
            depth -= 1
    carving = starts.first_region or Carving(end, longest)
    # freed before the walls need their own bytes: ``starts`` holds the four arrays too
    del enter_n, enter_e, enter_s, enter_w, starts
    maze.walls[:] = _walls_from_entered(entered, width)
    return carving


class _Starts:
    """The first fields of the regions still to carve, handed out one after the other, and
    what the walk found in the first region (its end field and path length)."""

    def __init__(
        self, starts: Sequence[int], enterable: tuple[bytearray, ...], fields: int
    ) -> None:
        self.pending, self.enterable, self.fields = iter(starts), enterable, fields
        self.first_region: Carving | None = None

    def next_region(self, end: int, longest: int) -> tuple[int, int, int]:
        """``(field, depth, longest)`` to walk on with: the next start (-1 when none is left),
        at depth 1 (one step back is counted as the walk goes on), and a longest path no walk
        can beat, so the first region keeps its end field."""
        if self.first_region is None:
            self.first_region = Carving(end, longest)
        start = next(self.pending, -1)
        for enter in self.enterable:
            enter[start] = 0  # the walk stands on it (a -1 touches only the padding)
        return start, 1, self.fields


def _enterable(maze: MazeArray, start: int) -> tuple[bytearray, ...]:
    """``enter_n, enter_e, enter_s, enter_w``: ``enter_x[g]`` is PICK_ROW * x while ``g`` is
    untouched and can be entered going x (the start is not: the walk stands on it).

    The sum of a field's four neighbours' entries is then the row of its enterable sides in
    the pick table: four loads and no branch per step. The padding catches the indices that
    run off either end (a negative index reads the last bytes), which rim borders make 0.
    """
    open_sides, padding = maze.open_sides(), bytes(maze.width)
    # peak memory: each byte a field counts against the 16-byte budget, so open_sides is
    # gone when the function returns
    enterable = tuple(bytearray(open_sides.translate(table)) + padding for table in _ENTER_TABLES)
    for enter in enterable:
        enter[start] = 0
    return enterable


def _steps(width: int) -> tuple[int, ...]:
    """``step[side]``: what to add to a field's index to reach its neighbour on that side."""
    steps = {BIT_N: -width, BIT_E: 1, BIT_S: width, BIT_W: -1}
    return tuple(steps.get(bit, 0) for bit in range(9))


def _table(pairs: dict[int, int]) -> bytes:
    """A ``bytes.translate`` table: the sum of ``pairs[bit]`` for each bit set in a byte."""
    return bytes(sum(to for bit, to in pairs.items() if value & bit) for value in range(256))


# From open sides to ``enter_x``: a field can be entered going x if its facing side is open.
_ENTER_TABLES = tuple(
    _table({facing: PICK_ROW * side})
    for side, facing in ((BIT_N, BIT_S), (BIT_E, BIT_W), (BIT_S, BIT_N), (BIT_W, BIT_E))
)
_ENTERED_FACE = _table({BIT_N: BIT_S, BIT_E: BIT_W, BIT_S: BIT_N, BIT_W: BIT_E})
_KEEP = {side: _table({side: side}) for side in (BIT_N, BIT_E, BIT_S, BIT_W)}
_WALLS_LEFT = bytes(ALL_SIDES & ~value for value in range(256))


def _walls_from_entered(entered: bytearray, width: int) -> bytes:
    """Every field's walls once the walk is done, in whole-array byte passes (no loop).

    A field entered going x lost its wall facing back, and the field it came from lost
    its wall x; the second kind is read from the neighbour, shifted by one step.
    """
    rows, count = bytes(width), len(entered)
    opened = int.from_bytes(entered.translate(_ENTERED_FACE), "big")
    opened |= int.from_bytes(entered[width:].translate(_KEEP[BIT_S]) + rows, "big")
    opened |= int.from_bytes(rows + entered[:-width].translate(_KEEP[BIT_N]), "big")
    opened |= int.from_bytes(entered[1:].translate(_KEEP[BIT_E]) + b"\x00", "big")
    opened |= int.from_bytes(b"\x00" + entered[:-1].translate(_KEEP[BIT_W]), "big")
    return opened.to_bytes(count, "big").translate(_WALLS_LEFT)


def carve_steps(
    maze: MazeArray,
    start: int,
    directions: DirectionSource,
    carving: Carving,
    more_starts: Sequence[int] = (),
) -> Generator[Event, int | None, None]:
    """Carve from ``start`` one step at a time, yielding an event for each.

    Each step is one call of the Java's findNeighbours: enter a random unvisited neighbour,
    ``(CARVE, field, neighbour)``, or, at a dead end, record the end field if this path is
    the longest so far and step back to the previous field, ``(BACK, field, previous)``. The
    last step goes back from the start field to -1; then ``carving`` holds the end field and
    the path length. The walls change with each step (all must be up at first, as for
    ``carve``); the draws are those of ``carve``, and so are ``more_starts``.

    A viewer that shows nothing may ``send(count)`` instead of calling ``next()``: the walk
    then takes ``count`` steps and yields only the last, nearly as fast as ``carve``.
    """
    width, walls, previous = maze.width, maze.walls, maze.previous
    enter_n, enter_e, enter_s, enter_w = _enterable(maze, start)
    step = _steps(width)  # a tuple indexed by side bit: fastest
    # the walls of a field just entered: all up (as they are before the build, like carve's),
    # but the one facing back
    entered_walls = tuple(ALL_SIDES ^ side for side in (0, BIT_S, BIT_W, 0, BIT_N, 0, 0, 0, BIT_E))
    pick, draws = directions.picks()
    field = end = start
    depth = longest = 0
    starts = _Starts(more_starts, (enter_n, enter_e, enter_s, enter_w), len(walls))
    for draw in draws:
        side = pick[
            enter_n[field - width]
            + enter_e[field + 1]
            + enter_s[field + width]
            + enter_w[field - 1]
            + draw
        ]
        if side:
            neighbour = field + step[side]
            # ^= takes the wall down: it is known to stand, and one XOR is cheaper than &= ~
            walls[field] ^= side
            walls[neighbour] = entered_walls[side]
            previous[neighbour] = field
            enter_n[neighbour] = enter_e[neighbour] = enter_s[neighbour] = enter_w[neighbour] = 0
            count = yield CARVE, field, neighbour  # next() sends None
            field = neighbour
            depth += 1
        else:
            if depth > longest:
                end, longest = field, depth
            back = previous[field]
            count = yield BACK, field, back
            if back < 0:  # stepped back past the start: every reachable field is carved
                back, depth, longest = starts.next_region(end, longest)
                if back < 0:
                    break
            field = back
            depth -= 1
        if count is None or count < 2:
            continue
        # send(count): the same steps as above, count - 1 of them yielding nothing, in a loop
        # of their own (islice counts them in C); the loop above takes and yields the last
        for draw in islice(draws, count - 1):
            side = pick[
                enter_n[field - width]
                + enter_e[field + 1]
                + enter_s[field + width]
                + enter_w[field - 1]
                + draw
            ]
            if side:
                neighbour = field + step[side]
                walls[field] ^= side
                walls[neighbour] = entered_walls[side]
                previous[neighbour] = field
                enter_n[neighbour] = enter_e[neighbour] = enter_s[neighbour] = 0
                enter_w[neighbour] = 0
                field = neighbour
                depth += 1
            else:
                if depth > longest:
                    end, longest = field, depth
                field = previous[field]
                if field < 0:
                    field, depth, longest = starts.next_region(end, longest)
                    if field < 0:
                        break
                depth -= 1
        if field < 0:  # the walk ended among the unseen steps
            break
    first = starts.first_region or Carving(end, longest)
    carving.end, carving.length = first.end, first.length


ALGORITHMS = (
    Algorithm(
        "backtracker",
        N_("Recursive backtracker (the book's)"),
        N_(
            "The Wikibook's recursion: walk to a random new neighbour, step back at dead "
            "ends. Long winding passages, few but long dead ends."
        ),
        None,
        order=0,
        whole_grid=False,
        structure=Structure(N_("Stack"), NEWEST_FIRST, {CARVE: (JOIN,), BACK: (LEAVE,)}),
    ),
)
