"""Eller's algorithm as a text: row by row, the sets of one row only, joined and sent down.

A set that excluded fields leave with no way down is joined by the fast generator's own code
(``StuckSets`` hands it the text's sets): the view shows that code for those steps.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from labyrinth.generators.eller import _StuckSets
from labyrinth.generators.events import Event
from labyrinth.generators.grid import join_pieces
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.sidewinder import coin_tosses
from labyrinth.generators.texts.text import Text


def eller(maze: Board, rng: random.Random) -> Iterator[Event]:
    # fields entered from above: their sets
    entered: dict[int, int] = {}
    stuck_sets = StuckSets(maze, rng)
    for y in range(maze.height):
        # a field's set: the one that came down
        # into it, or else a set of its own
        fields = row(maze, y)
        set_of = {f: entered.get(f, f) for f in fields}
        # the sets with a way down
        can_go_down = set()
        for field in set_of:
            if maze.neighbour(field, "S") is not None:
                can_go_down.add(set_of[field])
        # neighbours of different sets: joined
        # by a coin, or if one cannot go down
        heads = coin_tosses(rng, maze.width)
        for field in set_of:
            neighbour = maze.neighbour(field, "E")
            if neighbour is None:
                continue  # a border
            left = set_of[field]
            right = set_of[neighbour]
            if left == right:
                continue  # one set: a loop
            stuck = not {left, right} <= can_go_down
            if heads[maze.x(field)] or stuck:
                # the right set joins the left one
                for other in set_of:
                    if set_of[other] == right:
                        set_of[other] = left
                if right in can_go_down:
                    can_go_down.add(left)
                yield maze.carve(field, neighbour)
        # each set goes down from a field drawn
        # at random, and where a coin says so
        heads = coin_tosses(rng, maze.width)
        drawn = one_field_each(maze, set_of, rng)
        entered = {}
        for field in set_of:
            below = maze.neighbour(field, "S")
            if below is None:
                continue
            if field in drawn or heads[maze.x(field)]:
                entered[below] = set_of[field]
                yield maze.carve(field, below)
        # a set with no way down (holes below)
        # is joined to another by the fast code
        yield from stuck_sets.join(y, set_of, entered)
    if stuck_sets.left_over:
        yield from join_pieces(maze.grid, rng)


def row(maze: Board, y: int) -> list[int]:
    """The fields of row ``y`` that are not excluded, left to right."""
    fields = (maze.field_at(x, y) for x in range(maze.width))
    return [field for field in fields if not maze.grid.closed[field]]


def one_field_each(maze: Board, set_of: dict[int, int], rng: random.Random) -> set[int]:
    """For each set with a field that may go down, one such field drawn at random, as the
    fast generator draws it: the sets in the order of their first fields, each by
    ``rng.random()`` times the number of its fields that may go down."""
    ways_down: dict[int, list[int]] = {}  # per set: its fields that may go down
    for field, number in set_of.items():
        fields = ways_down.setdefault(number, [])
        if maze.neighbour(field, "S") is not None:
            fields.append(field)
    drawn = set()
    for fields in ways_down.values():
        if fields:
            drawn.add(fields[int(rng.random() * len(fields))])
    return drawn


class StuckSets:
    """The sets that cannot go down (only beside excluded fields), joined by the fast
    generator's own code (``eller._StuckSets``, whose docstring tells how).

    That code keeps a union-find over the row's columns and the number of fields of each
    set's piece. This builds both from the text's sets, row by row, and carries the sizes
    of the sets that went down, with what the joins added to them, on to the next row.
    """

    def __init__(self, maze: Board, rng: random.Random) -> None:
        self.maze = maze
        self.fast = _StuckSets(maze.grid.maze, rng.random)
        self.entered: dict[int, int] = {}  # the row's fields entered from above: their sets
        self.carried: dict[int, int] = {}  # per set that came down: its piece's fields

    @property
    def left_over(self) -> bool:
        """Whether some piece was left for ``join_pieces`` (walking to it got too long)."""
        return self.fast.left_over

    def join(self, y: int, set_of: dict[int, int], entered: dict[int, int]) -> Iterator[Event]:
        """Join the stuck sets of row ``y`` (``set_of``; ``entered``: the fields of the row
        below entered, by set)."""
        maze, width = self.maze, self.maze.width
        self.fast.fields_made += len(set_of)
        # each set as the fast code knows it: by the column of its first field
        root: dict[int, int] = {}
        for field, number in set_of.items():
            root.setdefault(number, maze.x(field))
        parent = [-1] * width
        for field, number in set_of.items():
            parent[maze.x(field)] = root[number]
        # a piece's fields: those of the row, and those above of each set that came down
        pieces = Counter(set_of.values())
        for field, came_down in self.entered.items():
            # (counted at the first field the set came down to)
            pieces[set_of[field]] += self.carried.pop(came_down, 0)
        size = [1] * width
        for number, column in root.items():
            size[column] = pieces[number]
        going_down = [-1] * width  # per root: the column its set went down to first
        for field, number in entered.items():
            if going_down[root[number]] < 0:
                going_down[root[number]] = maze.x(field)
        went_down = set(entered.values())
        stuck = [column for number, column in root.items() if number not in went_down]
        borders = maze.grid.maze.borders[y * width : (y + 1) * width]
        if stuck:
            # (the fast code adds to the next row's sizes: here they come from ``size``)
            next_sizes = [0] * width
            yield from self.fast.join(y, borders, parent, size, going_down, next_sizes, stuck)
        self.fast.row_done(borders, parent, going_down)
        self.entered = entered
        self.carried = {number: size[root[number]] for number in went_down}


TEXTS = {"eller": Text(eller)}
