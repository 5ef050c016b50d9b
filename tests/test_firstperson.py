"""The first-person model without a window: poses, steps, and what the camera sees, checked
on small mazes made by hand."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth.firstperson.sight import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    Camera,
    Kind,
    look,
)
from labyrinth.firstperson.walker import Walker, first_heading
from labyrinth.game import Game, Move
from labyrinth.maze_array import MazeArray
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions

OFFSETS = {NORTH: (0, -1), EAST: (1, 0), SOUTH: (0, 1), WEST: (-1, 0)}


def maze_with(width: int, height: int, passages: list[tuple[int, int, int]]) -> MazeArray:
    """A maze with every wall standing but the ``passages``, each (x, y, side)."""
    maze = MazeArray(width, height)
    for x, y, side in passages:
        dx, dy = OFFSETS[side]
        here, there = y * width + x, (y + dy) * width + x + dx
        maze.walls[here] &= ~(1 << side)
        maze.walls[there] &= ~(1 << ((side + 2) % 4))
    return maze


def corridor(length: int, side_openings: dict[int, int] = ()) -> MazeArray:
    """Row 1 of a ``length`` × 3 maze is a corridor; ``side_openings`` open field x of it to
    the north or south (``{x: side}``)."""
    passages = [(x, 1, EAST) for x in range(length - 1)]
    passages += [(x, 1, side) for x, side in dict(side_openings).items()]
    return maze_with(length, 3, passages)


def seen_faces(maze, field, heading, **options):
    sight = look(maze, Camera.at(field, heading, maze.width), **options)
    return {(face.field, face.side): face for face in sight.faces}, sight


def test_a_straight_corridor_shows_both_walls_and_the_rim_ahead():
    maze = corridor(6)
    faces, sight = seen_faces(maze, 6, EAST)  # field (0 | 1), looking east
    for x in range(6):
        assert (6 + x, NORTH) in faces and (6 + x, SOUTH) in faces
    assert faces[(11, EAST)].kind is Kind.RIM
    assert {key: face.kind for key, face in faces.items() if face.kind is not Kind.WALL} == {
        (11, EAST): Kind.RIM
    }
    assert sight.seen == set(range(6, 12))
    assert sight.dead_ends(maze) == {6, 11}


@pytest.mark.parametrize("opened", [NORTH, SOUTH])
def test_a_side_opening_is_seen_exactly_where_the_maze_has_one(opened):
    maze = corridor(6, {3: opened})
    faces, sight = seen_faces(maze, 6, EAST)
    for x in range(6):
        assert ((6 + x, opened) in faces) == (x != 3)
    beyond = 9 + (-6 if opened == NORTH else 6)
    assert beyond in sight.seen  # the field through the opening
    assert (beyond, EAST) in faces  # its far wall is seen through the opening
    # looking west from the far end, the same opening is on the other hand
    faces, _sight = seen_faces(maze, 11, WEST)
    assert all(((6 + x, opened) in faces) == (x != 3) for x in range(6))


def test_the_view_is_the_same_after_four_turns():
    maze = corridor(5, {1: NORTH, 3: SOUTH})
    walker = Walker(maze, 6, 9)
    before = [(f.field, f.side, f.pieces) for f in walker.sight.faces]
    headings = []
    for _turn in range(4):
        walker.turn(1)
        headings.append(walker.heading)
    assert headings == [2, 3, 0, 1]
    assert [(f.field, f.side, f.pieces) for f in walker.sight.faces] == before
    for _turn in range(4):
        walker.turn(-1)
    assert [(f.field, f.side, f.pieces) for f in walker.sight.faces] == before


def test_at_the_maze_edge_nothing_outside_is_seen():
    """JMaze's view showed too much at the maze's edge: here the rim ends the view."""
    maze = maze_with(4, 4, [(x, 0, EAST) for x in range(3)] + [(3, y, SOUTH) for y in range(3)])
    faces, sight = seen_faces(maze, 0, EAST)  # along the north rim
    assert all(0 <= face.field < 16 for face in faces.values())
    assert faces[(0, NORTH)].kind is Kind.RIM and faces[(3, NORTH)].kind is Kind.RIM
    assert faces[(3, EAST)].kind is Kind.RIM
    assert sight.seen == {0, 1, 2, 3, 7}  # 7 through the opening south of 3
    faces, sight = seen_faces(maze, 3, SOUTH)  # down the east rim, from the corner
    assert all(faces[(3 + 4 * y, EAST)].kind is Kind.RIM for y in range(4))
    assert sight.seen == {2, 3, 7, 11, 15}  # 2 through the own field's side opening


def test_an_opening_in_the_rim_is_seen_as_the_way_out():
    graphs = MazeGraphs.from_options(
        BuildOptions(width=6, height=4, seed=2, ends="border", entrance="W:1", exit="E:2")
    )
    result = graphs.build_maze()
    maze = graphs.maze_array
    exits = [(6, WEST), (17, EAST)]
    start = result.start[1] * 6 + result.start[0]
    assert first_heading(maze, start, exits) == EAST
    faces, _sight = seen_faces(maze, start, WEST, exits=exits)
    assert faces[(6, WEST)].kind is Kind.EXIT
    assert [key for key, face in faces.items() if face.kind is Kind.EXIT] == [(6, WEST)]


def test_an_excluded_field_is_a_solid_block():
    maze = MazeArray(3, 3)
    maze.exclude_maze_field(1, 1)
    passages = [(0, 0, EAST), (1, 0, EAST), (2, 0, SOUTH), (2, 1, SOUTH), (0, 0, SOUTH)]
    for x, y, side in passages:
        dx, dy = OFFSETS[side]
        maze.walls[y * 3 + x] &= ~(1 << side)
        maze.walls[(y + dy) * 3 + x + dx] &= ~(1 << ((side + 2) % 4))
    faces, _sight = seen_faces(maze, 3, NORTH)  # (0 | 1), looking north then east
    assert faces[(3, EAST)].kind is Kind.BLOCK
    faces, _sight = seen_faces(maze, 0, EAST)
    assert faces[(1, SOUTH)].kind is Kind.BLOCK
    assert faces[(0, NORTH)].kind is Kind.RIM


@settings(max_examples=40, deadline=None)
@given(
    st.integers(2, 14),
    st.integers(2, 10),
    st.integers(0, 2**31),
    st.integers(0, 3),
    st.data(),
)
def test_pieces_never_overlap_and_every_corridor_wall_is_seen(width, height, seed, heading, data):
    graphs = MazeGraphs.from_options(
        BuildOptions(width=width, height=height, seed=seed, loop_percent=10)
    )
    graphs.build_maze()
    maze = graphs.maze_array
    field = data.draw(st.integers(0, width * height - 1))
    sight = look(maze, Camera.at(field, heading, width))
    pieces = sorted(p for face in sight.faces for p in ((q.left, q.right) for q in face.pieces))
    for (_a, right), (left, _b) in zip(pieces, pieces[1:], strict=False):
        assert right <= left + 1e-9
    assert all(-1 <= left < right <= 1 for left, right in pieces)
    faces = {(face.field, face.side) for face in sight.faces}
    # along the corridor ahead, a side wall is seen exactly where the maze has one
    dx, dy = OFFSETS[heading]
    here = field
    for _depth in range(sight.depth):
        for side in ((heading + 1) % 4, (heading + 3) % 4):
            assert ((here, side) in faces) == bool(maze.walls[here] & (1 << side))
        assert here in sight.seen
        if maze.walls[here] & (1 << heading):
            assert (here, heading) in faces
            break
        here += dy * width + dx


def test_walls_refuse_steps_and_the_goal_gives_play_modes_metrics():
    maze = corridor(4, {2: SOUTH})
    clock = iter(range(100)).__next__
    walker = Walker(maze, 4, 10, clock=lambda: float(clock()))
    assert walker.heading == EAST
    walker.turn(-1)
    assert walker.step() is Move.REFUSED  # the north wall
    assert walker.field == 4 and walker.game.refused == 1
    walker.turn(1)
    assert walker.step() is Move.MOVED and walker.step() is Move.MOVED
    assert walker.step(backwards=True) is Move.MOVED and walker.field == 5
    assert walker.step() is Move.MOVED
    walker.turn(1)
    assert walker.step() is Move.ARRIVED and walker.game.over
    assert walker.step() is Move.OVER
    metrics = walker.game.metrics()
    assert (metrics.moves, metrics.refused, metrics.shortest) == (5, 1, 3)
    assert metrics.text() == _same_metrics_in_play_mode(maze).text()
    assert {4, 5, 6, 7, 10} <= walker.seen


def _same_metrics_in_play_mode(maze):
    """The same moves in play mode's game, with the same clock readings."""
    clock = iter(range(100)).__next__
    game = Game(maze, 4, 10, lambda: float(clock()))
    for heading in (NORTH, EAST, EAST, WEST, EAST, SOUTH):
        game.move(heading)
    return game.metrics()
