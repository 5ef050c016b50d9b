"""The checks on a program's maze: each fault a builder can make is found, named by its
fields, and a walker is compared with the shortest way."""

from __future__ import annotations

import pytest

from labyrinth import i18n
from labyrinth.analysis import distances
from labyrinth.options import BuildOptions
from labyrinth.programs import outcome
from labyrinth.programs.checks import (
    FEWEST_STEPS,
    PLAN,
    STEPS_PER_FIELD,
    check_budget,
    check_program,
    check_recording,
    maze_words,
    seeded_mazes,
)
from labyrinth.programs.mazes import book_maze, builder_template
from labyrinth.programs.precheck import BUILDER, WALKER
from labyrinth.programs.runner import Budget, run_program
from labyrinth.sides import BIT_E

OPTIONS = BuildOptions(8, 6, seed=4, excluded=((3, 3),))


def builder_then(lines: str) -> str:
    """The book's method, and ``lines`` run once when the walk is over (the last two calls
    end with ``field`` None: the call with None, and the start's, which stepped back)."""
    once = "    if field is None and not hasattr(self, 'after_the_walk'):\n"
    return builder_template() + once + "        self.after_the_walk = True\n" + lines


def check(source: str, options: BuildOptions = OPTIONS):
    return check_recording(run_program(source, "builder.py", options, Budget()))


def test_the_books_method_passes():
    result = check(builder_template())
    assert result.passed and result.faults == ()
    assert str(result) == (
        "Passed: every field reached, no loop: exactly the book's maze for this seed."
    )


def test_a_wall_opened_through_the_rim_is_found():
    result = check(builder_then("        self.maze_array.fields[2][0].remove_wall_n()\n"))
    assert not result.passed
    assert result.faults == (2,)
    assert str(result) == (
        "Failed: 1 field has a wall opened through the rim or a border: (2 | 0)."
    )


def test_a_wall_opened_into_an_excluded_field_is_found_on_both_sides():
    into = check(builder_then("        self.maze_array.fields[3][2].remove_wall_s()\n"))
    assert into.faults == (2 * 8 + 3,)
    assert "through the rim or a border: (3 | 2)." in str(into)
    out_of = check(builder_then("        self.maze_array.fields[3][3].remove_wall_w()\n"))
    assert out_of.faults == (3 * 8 + 3,)
    assert str(out_of) == "Failed: 1 excluded field has lost a wall: (3 | 3)."


def test_a_wall_opened_on_one_side_only_is_found():
    # the last wall standing to the east, row by row from the bottom right
    closing = (
        "        maze = self.maze_array\n"
        "        for y in reversed(range(maze.height)):\n"
        "            for x in reversed(range(maze.width - 1)):\n"
        "                here = maze.fields[x][y]\n"
        "                if here.has_wall_e() and not here.has_border_e():\n"
        "                    here.remove_wall_e()\n"
        "                    return\n"
    )
    maze = book_maze(OPTIONS)
    field = next(
        y * 8 + x
        for y in reversed(range(6))
        for x in reversed(range(7))
        if maze.walls[y * 8 + x] & BIT_E and not maze.borders[y * 8 + x] & BIT_E
    )
    result = check(builder_then(closing))
    assert result.faults == (field,)
    assert str(result) == (
        "Failed: 1 field has a wall opened on its side only, the neighbour's still stands: "
        f"({field % 8} | {field // 8})."
    )
    assert field % 8 and field // 8  # a field off the first row and column


def test_a_loop_is_found_with_the_fields_it_runs_through():
    square = (
        "        fields = self.maze_array.fields\n"
        "        fields[0][0].remove_wall_e(); fields[1][0].remove_wall_w()\n"
        "        fields[0][1].remove_wall_e(); fields[1][1].remove_wall_w()\n"
        "        fields[0][0].remove_wall_s(); fields[0][1].remove_wall_n()\n"
        "        fields[1][0].remove_wall_s(); fields[1][1].remove_wall_n()\n"
    )
    result = check(builder_then(square))
    assert not result.passed
    assert {0, 1, 8, 9} <= set(result.faults)
    # the book's maze has two of the square's four passages: two more make two loops
    assert str(result).startswith(
        "Failed: 2 loops: not a perfect maze; they run through (0 | 0), (1 | 0), "
    )


def test_a_builder_that_does_nothing_leaves_every_field_but_the_start_unreached():
    result = check("def find_neighbours(self, field):\n    pass\n")
    assert not result.passed
    assert len(result.faults) == 8 * 6 - 2  # all but the start and the excluded field
    assert str(result) == (
        "Failed: 46 fields were never reached: (1 | 0), (2 | 0), (3 | 0), (4 | 0), (5 | 0) "
        "and 41 more."
    )
    i18n.set_language("de")
    assert str(result) == (
        "Nicht bestanden: 46 Felder wurden nie erreicht: (1 | 0), (2 | 0), (3 | 0), (4 | 0), "
        "(5 | 0) und 41 weitere."
    )


def test_fields_walled_in_by_excluded_ones_need_not_be_reached():
    # (0 | 0) walled in by its two excluded neighbours: the start is the next field
    options = BuildOptions(5, 4, seed=1, excluded=((1, 0), (0, 1)))
    result = check(builder_template(), options)
    assert result.passed, str(result)


# A maze 50 fields wide whose column of excluded fields at x = 2 leaves the start a region of
# two columns: fields 0, 1, 50, 51, 100, 101. A set of them does not keep that order (50 and
# 51 come after 100 and 101), so the fields at fault are listed in order only when sorted.
NARROW = BuildOptions(50, 3, seed=1, excluded=((2, 0), (2, 1), (2, 2)))


def test_unreached_fields_are_listed_in_order():
    result = check("def find_neighbours(self, field):\n    pass\n", NARROW)
    assert result.faults == (1, 50, 51, 100, 101)
    assert str(result) == (
        "Failed: 5 fields were never reached: (1 | 0), (0 | 1), (1 | 1), (0 | 2), (1 | 2)."
    )


def test_the_fields_of_a_loop_are_listed_in_order():
    # every wall inside the two columns opened: two loops through all six fields
    open_all = (
        "def find_neighbours(self, field):\n"
        "    fields = self.maze_array.fields\n"
        "    for y in range(3):\n"
        "        fields[0][y].remove_wall_e(); fields[1][y].remove_wall_w()\n"
        "    for y in range(2):\n"
        "        for x in range(2):\n"
        "            fields[x][y].remove_wall_s(); fields[x][y + 1].remove_wall_n()\n"
    )
    result = check(open_all, NARROW)
    assert result.faults == (0, 1, 50, 51, 100, 101)
    assert str(result) == (
        "Failed: 2 loops: not a perfect maze; they run through (0 | 0), (1 | 0), (0 | 1), "
        "(1 | 1), (0 | 2) and 1 more."
    )


def test_a_walker_is_compared_with_the_shortest_way():
    source = (
        "while not at_goal():\n"
        "    if left_is_clear():\n"
        "        turn_left()\n"
        "        move()\n"
        "    elif front_is_clear():\n"
        "        move()\n"
        "    else:\n"
        "        turn_right()\n"
    )
    options = BuildOptions(10, 7, seed=6)
    recording = run_program(source, "left.py", options, Budget())
    result = check_recording(recording)
    shortest = distances(recording.maze, recording.start)[recording.goal]
    assert result.passed
    assert str(result) == (
        f"Passed: the walker reached the goal in {recording.final.moves} moves; the shortest "
        f"way has {shortest}."
    )


def test_a_walker_that_stops_short_fails_on_the_field_it_stands_on():
    recording = run_program("turn_right()\n", "w.py", BuildOptions(6, 4, seed=1), Budget())
    assert recording.outcome.kind == outcome.FINISHED
    result = check_recording(recording)
    assert not result.passed and result.faults == (recording.start,)


def test_the_seeded_mazes_follow_the_plan_and_a_builder_gets_no_loops():
    walkers = seeded_mazes("walker", len(PLAN) + 1)
    builders = seeded_mazes("builder", len(PLAN))
    assert [(maze.width, maze.height) for maze in walkers] == [
        *((width, height) for width, height, _, _ in PLAN),
        (PLAN[0][0], PLAN[0][1]),
    ]
    assert [maze.seed for maze in walkers] == [1, 2, 3, 4, 5]
    assert any(maze.loop_percent for maze in walkers)
    assert any(maze.excluded for maze in walkers)
    assert not any(maze.loop_percent for maze in builders)
    assert maze_words(walkers[3]) == "24 × 18, seed 4, loops: 10 percent, 5 fields excluded"


def test_a_check_gets_a_budget_by_the_size_of_its_maze():
    small, big = BuildOptions(8, 6, seed=1), BuildOptions(100, 100, seed=1)
    assert check_budget(Budget(), small, WALKER).steps == FEWEST_STEPS
    assert check_budget(Budget(), big, WALKER).steps == STEPS_PER_FIELD * 100 * 100
    assert check_budget(Budget(steps=500), big, WALKER).steps == 500


# Two builders that wander long without carving: a random walk that opens a wall only into a
# field it has not been to (Aldous–Broder), and loop-erased random walks to the maze built so
# far (Wilson). Both make a uniform spanning tree, a perfect maze, and step to the neighbours
# inside the maze.
WANDERING_HELPERS = """\
import random

STEPS = {NORTH: (0, -1), EAST: (1, 0), SOUTH: (0, 1), WEST: (-1, 0)}


def open_neighbours(self, field):
    found = []
    for dx, dy in STEPS.values():
        x, y = field.location_x + dx, field.location_y + dy
        if self.maze_array.contains(x, y):
            neighbour = self.maze_array.fields[x][y]
            if not neighbour.has_all_borders():
                found.append(neighbour)
    return found


"""
ALDOUS_BRODER = (
    WANDERING_HELPERS
    + """\
def find_neighbours(self, field):
    chance = random.Random(self.seed)
    maze = self.maze_array
    left = 0
    for column in maze.fields:
        for other in column:
            if not other.has_all_borders():
                left += 1
    left -= 1
    while left > 0:
        neighbour = chance.choice(open_neighbours(self, field))
        if neighbour.has_all_walls():
            neighbour.set_previous_field(field)
            self.remove_walls(neighbour)
            left -= 1
        field = neighbour
"""
)

WILSON = (
    WANDERING_HELPERS
    + """\
def find_neighbours(self, field):
    chance = random.Random(self.seed)
    maze = self.maze_array
    in_tree = {field}
    todo = [f for column in maze.fields for f in column if not f.has_all_borders()]
    chance.shuffle(todo)
    for first in todo:
        if first in in_tree:
            continue
        way = {}
        here = first
        while here not in in_tree:
            way[here] = chance.choice(open_neighbours(self, here))
            here = way[here]
        here = first
        while here not in in_tree:
            after = way[here]
            here.set_previous_field(after)
            self.remove_walls(here)
            in_tree.add(here)
            here = after
"""
)


@pytest.mark.timeout(600)
@pytest.mark.parametrize("source", [ALDOUS_BRODER, WILSON], ids=["Aldous-Broder", "Wilson"])
def test_builders_that_wander_long_without_carving_pass_the_checks(source):
    # all the time they need, however busy the machine: the steps decide here
    budget = Budget(seconds=300)
    results = list(check_program(source, "wander.py", len(PLAN), budget))
    assert [str(result) for result in results] == [
        "Passed: every field reached, no loop: a perfect maze."
    ] * len(PLAN)
    # the longest of their walks between two walls is far beyond a walker's budget
    assert max(result.recording.steps for result in results) > FEWEST_STEPS


def test_a_check_gives_a_builder_its_whole_budget():
    assert check_budget(Budget(), BuildOptions(8, 6, seed=1), BUILDER) == Budget()


STUCK = """\
def find_neighbours(self, field):
    while True:
        neighbour = self.check_neighbours(field)
        if neighbour is not None:
            neighbour.set_previous_field(field)
            self.remove_walls(neighbour)
            field = neighbour
"""


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "en",
            "Line 3: The builder makes no progress, so it was stopped: 49 times it asked "
            "check_neighbours again",
        ),
        (
            "de",
            "Zeile 3: Das Bauprogramm kommt nicht voran und wurde deshalb angehalten: 49-mal "
            "hat es check_neighbours",
        ),
        (
            "fr",
            "Ligne 3 : Le constructeur n’avance plus, il a donc été arrêté : 49 fois, il a de "
            "nouveau interrogé check_neighbours",
        ),
    ],
)
def test_a_builder_that_keeps_asking_check_neighbours_in_vain_is_stopped(language, words):
    recording = run_program(STUCK, "stuck.py", BuildOptions(8, 6, seed=1), Budget())
    assert recording.outcome.stopped
    i18n.set_language(language)
    assert str(recording.outcome).startswith(words)
    # stopped after as many questions in vain as the maze has fields (three steps each), long
    # before its budget or time
    assert recording.steps < 1_000


def test_a_builder_that_changes_no_wall_for_long_is_stopped():
    source = (
        "def find_neighbours(self, field):\n"
        "    field.remove_wall_e()\n"
        "    while True:\n"
        "        field.remove_wall_e()  # open already: no change\n"
    )
    recording = run_program(source, "stuck.py", BuildOptions(4, 3, seed=1), Budget())
    assert str(recording.outcome) == (
        "Line 4: The builder makes no progress, so it was stopped: no wall changed in its "
        "last 60,000 steps. A loop needs a way out once every field is reached."
    )
    assert recording.steps < Budget().steps


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_every_check_sentence_is_translated(language):
    result = check(builder_then("        self.maze_array.fields[2][0].remove_wall_n()\n"))
    i18n.set_language(language)
    assert "(2 | 0)" in str(result)
    assert str(result).startswith(
        {"en": "Failed", "de": "Nicht bestanden", "fr": "Échoué"}[language]
    )
