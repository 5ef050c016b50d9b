"""Eller's algorithm as a text: row by row, the sets of one row only, joined and sent down.

A set that excluded fields leave with no way down is joined by the fast generator's own code
(``FastJoiner`` hands it the text's sets): the view shows that code for those steps.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from labyrinth.generators.eller import RowEnd, StuckSets
from labyrinth.generators.events import Event
from labyrinth.generators.grid import join_pieces
from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.dice import coin_tosses
from labyrinth.generators.texts.text import Text


def eller(maze: Board, rng: random.Random) -> Iterator[Event]:
    # fields entered from above: their sets
    entered: dict[int, int] = {}
    # (sets that holes keep from going down:
    # joined by the fast code)
    fast_joiner = FastJoiner(maze, rng)
    for y in range(maze.height):
        # the label of each field's set
        set_label = {}
        for field in maze.row(y):
            # a set of its own, named by its field
            set_label[field] = field
            if field in entered:
                # came down: the set from above
                set_label[field] = entered[field]
        # the sets with a way down
        can_go_down = set()
        for field in set_label:
            if maze.neighbour(field, "S") is not None:
                can_go_down.add(set_label[field])
        # neighbours of different sets: joined
        # by a coin, or if one cannot go down
        coins = coin_tosses(rng, maze.width)
        for field in set_label:
            neighbour = maze.neighbour(field, "E")
            if neighbour is None:
                continue  # a border
            left = set_label[field]
            right = set_label[neighbour]
            if left == right:
                # one set already: a passage
                # would close a loop
                continue
            left_stuck = left not in can_go_down
            right_stuck = right not in can_go_down
            heads = coins[maze.x(field)]
            if heads or left_stuck or right_stuck:
                # the right set joins the left one
                for other in set_label:
                    if set_label[other] == right:
                        set_label[other] = left
                if right in can_go_down:
                    can_go_down.add(left)
                yield maze.carve(field, neighbour)
        # each set goes down from a field drawn
        # at random, and where a coin says so
        coins = coin_tosses(rng, maze.width)
        drawn = one_field_each(maze, set_label, rng)
        entered = {}
        for field in set_label:
            below = maze.neighbour(field, "S")
            if below is None:
                continue
            heads = coins[maze.x(field)]
            if field in drawn or heads:
                entered[below] = set_label[field]
                yield maze.carve(field, below)
        # a set with no way down (holes below)
        # is joined to another by the fast code
        yield from fast_joiner.join(y, set_label, entered)
    if fast_joiner.left_over:
        yield from join_pieces(maze.grid, rng)


def one_field_each(maze: Board, set_label: dict[int, int], rng: random.Random) -> set[int]:
    """For each set with a field that may go down, one such field drawn at random, as the
    fast generator draws it: the sets in the order of their first fields, each by
    ``rng.random()`` times the number of its fields that may go down."""
    ways_down: dict[int, list[int]] = {}  # per set: its fields that may go down
    for field, label in set_label.items():
        fields = ways_down.setdefault(label, [])
        if maze.neighbour(field, "S") is not None:
            fields.append(field)
    drawn = set()
    for fields in ways_down.values():
        if fields:
            drawn.add(fields[int(rng.random() * len(fields))])
    return drawn


class FastJoiner:
    """Hands the sets that cannot go down (only beside excluded fields) to the fast
    generator's own code, ``eller.StuckSets``, whose docstring tells how it joins them.

    That code keeps a union-find over the row's columns and the number of fields of each
    set's piece. This builds both from the text's sets, row by row, and carries the sizes
    of the sets that went down, with what the joins added to them, on to the next row.
    """

    def __init__(self, maze: Board, rng: random.Random) -> None:
        self.maze = maze
        self.fast = StuckSets(maze.grid.maze, rng.random)
        self.entered: dict[int, int] = {}  # the row's fields entered from above: their sets
        self.carried: dict[int, int] = {}  # per set that came down: its piece's fields

    @property
    def left_over(self) -> bool:
        """Whether some piece was left for ``join_pieces`` (walking to it got too long)."""
        return self.fast.left_over

    def join(self, y: int, set_label: dict[int, int], entered: dict[int, int]) -> Iterator[Event]:
        """Join the stuck sets of row ``y`` (``set_label``; ``entered``: the fields of the
        row below entered, by set)."""
        maze, width = self.maze, self.maze.width
        # each set as the fast code knows it: by the column of its first field
        root: dict[int, int] = {}
        for field, label in set_label.items():
            root.setdefault(label, maze.x(field))
        parent = [-1] * width
        for field, label in set_label.items():
            parent[maze.x(field)] = root[label]
        # a piece's fields: those of the row, and those above of each set that came down
        pieces = Counter(set_label.values())
        for field, came_down in self.entered.items():
            # (counted at the first field the set came down to)
            pieces[set_label[field]] += self.carried.pop(came_down, 0)
        size = [1] * width
        for label, column in root.items():
            size[column] = pieces[label]
        going_down = [-1] * width  # per root: the column its set went down to first
        for field, label in entered.items():
            if going_down[root[label]] < 0:
                going_down[root[label]] = maze.x(field)
        went_down = set(entered.values())
        stuck = [column for label, column in root.items() if label not in went_down]
        borders = maze.grid.maze.borders[y * width : (y + 1) * width]
        # (the fast code adds to the next row's sizes: here they come from ``size``)
        next_sizes = [0] * width
        ended = RowEnd(
            y, borders, parent, size, new_root=going_down, next_size=next_sizes, stuck=stuck
        )
        yield from self.fast.end_row(ended)
        self.entered = entered
        self.carried = {label: size[root[label]] for label in went_down}


TEXTS = {"eller": Text(eller)}
