"""The walker's world: moves, turns, the questions, marks, the trail and the wall's sentence,
and its names in three languages."""

from __future__ import annotations

import pytest

from labyrinth import i18n
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.programs.world import (
    EAST,
    MARKED,
    MOVED,
    NAMES,
    NORTH,
    PROGRAM_LANGUAGES,
    START_HEADING,
    TURNED,
    WalkerStopped,
    WalkerWorld,
    WalkReplay,
    names_in,
)


def _corridor_world(**keywords) -> WalkerWorld:
    """A walker on (0 | 0) of a 3 × 2 maze of the book's algorithm (seed 1), walled in to the
    north as every field of the top row is."""
    graphs = MazeGraphs(3, 2, display=False, seed=1)
    graphs.build_maze()
    return WalkerWorld(graphs.maze_array, (0, 0), (2, 1), **keywords)


def test_the_walker_starts_facing_east_and_turns_on_the_spot():
    world = _corridor_world()
    assert world.heading == START_HEADING == EAST
    world.turn_left()
    assert world.heading == NORTH
    world.turn_right()
    world.turn_right()
    world.turn_right()
    world.turn_right()
    assert world.heading == NORTH
    assert world.moves == 0 and list(world.trail) == [0]


def test_questions_follow_the_walls_and_a_move_into_a_wall_stops_with_its_field():
    graphs = MazeGraphs(4, 3, display=False, seed=7)
    graphs.build_maze()
    maze = graphs.maze_array
    world = WalkerWorld(maze, (1, 1), (3, 2))
    walls = maze.walls[world.field]
    for heading in range(4):
        world.heading = heading
        assert world.front_is_clear() == (not walls & (1 << heading))
        assert world.left_is_clear() == (not walls & (1 << ((heading - 1) % 4)))
        assert world.right_is_clear() == (not walls & (1 << ((heading + 1) % 4)))
    blocked = next(heading for heading in range(4) if walls & (1 << heading))
    world.heading = blocked
    with pytest.raises(WalkerStopped) as stopped:
        world.move()
    assert (stopped.value.x, stopped.value.y, stopped.value.heading) == (1, 1, blocked)
    word = ("north", "east", "south", "west")[blocked]
    assert str(stopped.value) == (
        f"The walker cannot move from (1 | 1) facing {word}: a wall is in the way."
    )
    assert world.position == (1, 1) and world.moves == 0


def test_moves_leave_a_trail_marks_stay_and_the_observer_hears_each_change():
    heard: list[tuple[int, int]] = []
    graphs = MazeGraphs(5, 4, display=False, seed=3)
    graphs.build_maze()
    maze = graphs.maze_array
    world = WalkerWorld(
        maze, (0, 0), (4, 3), observer=lambda change, value: heard.append((change, value))
    )
    world.mark()
    assert world.is_marked()
    for _ in range(40):  # the right hand on the wall: a perfect maze leads to the goal
        if world.at_goal():
            break
        if world.right_is_clear():
            world.turn_right()
            world.move()
        elif world.front_is_clear():
            world.move()
        else:
            world.turn_left()
    assert world.at_goal() and world.position == (4, 3)
    assert world.moves == len(world.trail) - 1 > 0
    for before, after in zip(world.trail, world.trail[1:], strict=False):
        assert abs(after - before) in (1, maze.width)
    assert heard[0] == (MARKED, 0)
    assert [value for change, value in heard if change == MOVED] == list(world.trail[1:])
    assert {change for change, _ in heard} == {MARKED, MOVED, TURNED}
    assert not world.is_marked()  # the mark stayed on the start


def test_every_language_names_all_nine_functions_and_no_name_is_shared():
    for language in PROGRAM_LANGUAGES:
        assert sorted(names_in(language).values()) == sorted(NAMES)
    every = [names[code] for names in NAMES.values() for code in PROGRAM_LANGUAGES]
    assert len(set(every)) == len(every)
    assert names_in("de")["vor"] == "move" and names_in("fr")["est_marque"] == "is_marked"


def test_the_functions_of_a_language_drive_the_world():
    world = _corridor_world()
    german = world.functions("de")
    assert set(german) == set(names_in("de"))
    german["rechts"]()
    assert world.heading == (EAST + 1) % 4
    assert len(world.functions()) == 9 * len(PROGRAM_LANGUAGES)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Der Läufer kann von (0 | 0) nicht nach Norden gehen: Dort steht eine Mauer."),
        (
            "fr",
            "Le marcheur ne peut pas avancer depuis (0 | 0) en direction nord : un mur lui "
            "barre le passage.",
        ),
    ],
)
def test_the_wall_sentence_is_translated(language, text):
    world = _corridor_world(heading=NORTH)
    with pytest.raises(WalkerStopped) as stopped:
        world.move()
    i18n.set_language(language)
    assert str(stopped.value) == text


def _recorded(world: WalkerWorld) -> list[tuple[int, int]]:
    """What the child reports of ``world``: each change with its value."""
    changes: list[tuple[int, int]] = []
    world.observer = lambda change, value: changes.append((change, value))
    return changes


def test_the_parents_replay_takes_every_honest_walk_and_counts_where_it_stepped():
    world = _corridor_world()
    changes = _recorded(world)
    while not world.at_goal():
        if world.right_is_clear():
            world.turn_right()
            world.move()
        elif world.front_is_clear():
            world.move()
        else:
            world.turn_left()
        world.mark()
    replay = WalkReplay(world.maze, 0, world.goal)
    assert all(replay.apply(change, value) for change, value in changes)
    assert (replay.world.field, replay.world.heading) == (world.field, world.heading)
    assert replay.world.at_goal() and replay.world.marks == world.marks
    assert replay.most_entered[2] == 1 and replay.times_here == 1  # never twice so


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ((MOVED, 5), "a jump to the goal"),
        ((TURNED, 3), "a half turn at once"),
        ((MARKED, 4), "a mark where the walker is not"),
    ],
)
def test_the_parents_replay_refuses_what_the_walkers_functions_never_do(change, why):
    world = _corridor_world()
    replay = WalkReplay(world.maze, 0, world.goal)
    assert not replay.apply(*change), why
    assert replay.world.field == 0 and replay.world.moves == 0


def test_a_move_through_a_wall_is_refused_by_the_parents_replay():
    world = _corridor_world()
    world.turn_left()  # north: the rim
    replay = WalkReplay(world.maze, 0, world.goal)
    assert replay.apply(TURNED, NORTH)
    assert not replay.apply(MOVED, world.ahead())
