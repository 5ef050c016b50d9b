"""The maze game without a window: moves, refused moves, hints, the timer on an injected
clock, new ends, the replayed spanning tree and the two-coloured walls."""

from __future__ import annotations

import random

import pytest
from helpers import built_maze
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth import i18n
from labyrinth.analysis import distances, shortest_path
from labyrinth.game import (
    EAST,
    LEFT,
    NORTH,
    RIGHT,
    SOUTH,
    WEST,
    Game,
    Move,
    TreeWalk,
    heading_between,
    random_ends,
    two_coloured_walls,
)
from labyrinth.generators.events import BACK, VISIT

OPPOSITE = {NORTH: SOUTH, SOUTH: NORTH, EAST: WEST, WEST: EAST}


class Clock:
    """A clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def built(width, height, **options):
    graphs = built_maze(width, height, **options)
    return graphs.maze_array, graphs.result


def index(result, where):
    return where[1] * result.width + where[0]


def headings(path, width):
    return [heading_between(a, b, width) for a, b in zip(path, path[1:], strict=False)]


def test_a_walk_along_the_shortest_way_is_perfect(capsys):
    maze, result = built(width=20, height=15, seed=4)
    clock = Clock()
    game = Game(maze, index(result, result.start), index(result, result.end), clock)
    path = shortest_path(maze, game.start, game.goal)
    assert game.seconds() == 0  # the timer starts with the first move
    outcomes = []
    for heading in headings(path, maze.width):
        outcomes.append(game.move(heading))
        clock.now += 0.5
    assert outcomes[-1] is Move.ARRIVED and set(outcomes[:-1]) == {Move.MOVED}
    clock.now += 60  # the timer stopped at the goal
    metrics = game.metrics()
    assert metrics.moves == len(path) - 1 == result.length
    assert (metrics.refused, metrics.hints, metrics.efficiency) == (0, 0, 1.0)
    assert metrics.seconds == pytest.approx(0.5 * (len(path) - 2))
    assert game.trail == path
    assert game.move(NORTH) is Move.OVER


def test_refused_moves_and_hints_are_counted():
    maze, result = built(width=12, height=9, seed=2)
    game = Game(maze, index(result, result.start), index(result, result.end), Clock())
    walled = next(h for h in range(4) if maze.walls[game.start] & (1 << h))
    assert game.move(walled) is Move.REFUSED
    assert game.position == game.start and game.moves == 0
    hint = game.hint()
    assert hint == shortest_path(maze, game.start, game.goal)
    for heading in headings(hint, maze.width):
        game.move(heading)
    metrics = game.metrics()
    assert (metrics.moves, metrics.refused, metrics.hints) == (len(hint) - 1, 1, 1)
    assert metrics.efficiency == 1.0


def test_the_timer_starts_at_the_first_move_even_a_refused_one():
    """Time spent looking before the first move is not counted; a move into a wall is a
    move for the timer (the manual: the time from the first move)."""
    maze, result = built(width=12, height=9, seed=2)
    clock = Clock()
    game = Game(maze, index(result, result.start), index(result, result.end), clock)
    clock.now += 30
    assert game.seconds() == 0
    walled = next(h for h in range(4) if maze.walls[game.start] & (1 << h))
    assert game.move(walled) is Move.REFUSED
    clock.now += 2.5
    assert game.seconds() == 2.5
    open_side = next(h for h in range(4) if not maze.walls[game.start] & (1 << h))
    assert game.move(open_side) in (Move.MOVED, Move.ARRIVED)
    clock.now += 1
    assert game.seconds() == 3.5


def test_a_detour_lowers_the_efficiency():
    maze, result = built(width=12, height=9, seed=2)
    game = Game(maze, index(result, result.start), index(result, result.end), Clock())
    path = shortest_path(maze, game.start, game.goal)
    first = heading_between(path[0], path[1], maze.width)
    game.move(first)
    game.move(OPPOSITE[first])  # there and back again: two moves more
    for heading in headings(path, maze.width):
        game.move(heading)
    metrics = game.metrics()
    assert metrics.moves == len(path) + 1
    assert metrics.efficiency == pytest.approx((len(path) - 1) / (len(path) + 1))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), loops=st.sampled_from([0, 30]), blocks=st.sampled_from([0, 80]))
def test_every_wall_refuses_and_every_opening_lets_through(seed, loops, blocks):
    maze, _result = built(
        width=7, height=6, seed=seed, loop_percent=loops, block_permille=blocks, excluded=((3, 3),)
    )
    for field in range(len(maze.walls)):
        for heading in range(4):
            game = Game(maze, field, field, Clock())
            outcome = game.move(heading)
            assert (outcome is Move.REFUSED) == bool(maze.walls[field] & (1 << heading))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), draw=st.integers(0, 2**32))
def test_new_ends_are_two_open_fields_that_reach_each_other(seed, draw):
    maze, result = built(
        width=6, height=5, seed=seed, block_permille=150, excluded=((2, 2), (3, 2))
    )
    start = index(result, result.start)
    ends = random_ends(maze, start, random.Random(draw))
    region = distances(maze, start)
    if sum(1 for steps in region if steps >= 0) == 1:  # blocks walled the start in
        assert ends is None
        return
    assert ends is not None
    first, second = ends
    assert first != second
    assert region[first] >= 0 and region[second] >= 0
    assert not maze.is_excluded(first % 6, first // 6)
    assert distances(maze, first)[second] > 0


def test_a_single_field_has_no_new_ends():
    maze, _result = built(width=2, height=2, seed=1)
    for field in range(4):
        maze.walls[field] = 15  # every field walled in alone
    assert random_ends(maze, 0, random.Random(1)) is None


@pytest.mark.parametrize("loops", [0, 40])
def test_the_replayed_tree_reaches_every_field_once_along_passages(loops):
    maze, result = built(width=15, height=10, seed=9, loop_percent=loops, excluded=((4, 4),))
    root = index(result, result.start)
    walk = TreeWalk(maze, root)
    events = list(walk.events())
    reached = distances(maze, root)
    region = {field for field, steps in enumerate(reached) if steps >= 0}
    visits = [(field, parent) for kind, field, parent in events if kind == VISIT]
    assert {field for field, _parent in visits} == region and len(visits) == len(region)
    assert sum(1 for kind, *_rest in events if kind == BACK) == len(region)
    for field, parent in visits[1:]:
        assert maze.walls[parent] & (1 << heading_between(parent, field, maze.width)) == 0
    assert set(walk.state) == {0, 2} or set(walk.state) == {2}


@pytest.mark.parametrize("seed", range(8))
def test_walls_left_and_right_of_a_way_between_rim_fields_never_meet(seed):
    """With both ends on the rim of a perfect maze, the way splits the walls in two: no wall
    has one colour on one face and the other colour on the other."""
    maze, _result = built(width=14, height=10, seed=seed)
    width = maze.width
    start, goal = 0, width * maze.height - 1  # opposite corners
    sides = two_coloured_walls(maze, shortest_path(maze, start, goal))
    seen = set()
    for field in range(len(maze.walls)):
        x, y = field % width, field // width
        for heading, (dx, dy) in enumerate(((0, -1), (1, 0), (0, 1), (-1, 0))):
            label = (sides[field] >> (2 * heading)) & 3
            seen.add(label)
            if not maze.walls[field] & (1 << heading) or not label:
                continue
            if 0 <= x + dx < width and 0 <= y + dy < maze.height:
                other = (sides[field + dy * width + dx] >> (2 * OPPOSITE[heading])) & 3
                assert other in (0, label), (field, heading)
    assert {LEFT, RIGHT} <= seen


@pytest.mark.parametrize("algorithm", ["backtracker", "kruskal", "prim-true", "binary-tree"])
@pytest.mark.parametrize("seed", range(3))
def test_in_a_perfect_maze_every_wall_takes_the_side_of_the_way_it_lies_on(seed, algorithm):
    """From the top-left corner to the bottom-right one, the north and east rim lie on the
    way's left, the south and west rim on its right; every other wall takes one side too,
    but for the start's back and the goal's front, which lie on neither."""
    maze, _result = built(width=14, height=10, seed=seed, algorithm=algorithm)
    width, height = maze.width, maze.height
    start, goal = 0, width * height - 1
    path = shortest_path(maze, start, goal)
    sides = two_coloured_walls(maze, path)
    neither = {
        (start, OPPOSITE[heading_between(path[0], path[1], width)]),
        (goal, heading_between(path[-2], path[-1], width)),
    }
    assert LEFT and RIGHT and LEFT != RIGHT
    for field in range(len(maze.walls)):
        x, y = field % width, field // width
        rim = {NORTH: y == 0, EAST: x == width - 1, SOUTH: y == height - 1, WEST: x == 0}
        for heading in range(4):
            label = (sides[field] >> (2 * heading)) & 3
            if not maze.walls[field] & (1 << heading):
                assert label == 0, (field, heading)  # an open side has no wall to colour
            elif (field, heading) in neither:
                assert label == 0, (field, heading)
            elif rim[heading]:
                assert label == (LEFT if heading in (NORTH, EAST) else RIGHT), (field, heading)
            else:
                assert label in (LEFT, RIGHT), (field, heading)


def wall_labels(maze, sides, fields) -> set[int]:
    """The sides given to the standing walls of ``fields`` (0: neither)."""
    return {
        (sides[field] >> (2 * heading)) & 3
        for field in fields
        for heading in range(4)
        if maze.walls[field] & (1 << heading)
    }


def test_a_piece_beyond_an_end_inside_the_maze_touches_both_sides_and_takes_neither():
    """The manual: with an end inside the maze, the pieces beyond it touch both sides (and keep
    the plain wall colour). In an open 3 × 3 maze the way (0 | 1) -> (1 | 1) leaves every
    other field in one piece, reaching round the goal from its left to its right; the way
    on to the rim (2 | 1) parts the rows above and below."""
    maze, _result = built(width=3, height=3, seed=1, algorithm="empty")
    off_the_way = (0, 1, 2, 5, 6, 7, 8)
    assert wall_labels(maze, two_coloured_walls(maze, [3, 4]), off_the_way) == {0}
    across = two_coloured_walls(maze, [3, 4, 5])
    assert wall_labels(maze, across, (0, 1, 2)) == {LEFT}
    assert wall_labels(maze, across, (6, 7, 8)) == {RIGHT}


def test_the_metrics_follow_the_language():
    maze, result = built(width=5, height=4, seed=1)
    game = Game(maze, index(result, result.start), index(result, result.end), Clock())
    i18n.set_language("de")
    text = game.metrics().text()
    assert "Ziel erreicht." in text and "Effizienz" in text
