"""Programs for the built-in lessons: a reference solution for each, and plausible wrong
ones with the words of the sentence each must fail with."""

from __future__ import annotations

import re

from labyrinth.programs.mazes import builder_template
from tests.test_program_precheck import RIGHT_HAND

TREMAUX = """\
tries = [0]  # for each field of the way: the right turns made there
mark()
while not at_goal():
    if tries[-1] == 4:  # every way from here tried: one field back
        tries.pop()
        turn_right(); turn_right(); move(); turn_right(); turn_right()
    elif front_is_clear():
        move()
        if not is_marked():
            mark()
            tries.append(0)
            continue
        turn_right(); turn_right(); move(); turn_right(); turn_right()
    turn_right()
    tries[-1] += 1
"""

ISLAND = """\
STEPS = {0: (0, -1), 1: (1, 0), 2: (0, 1), 3: (-1, 0)}  # north, east, south, west
x, y, heading = 0, 0, 1  # counted from the start; the walker faces east
seen = set()


def right():
    global heading
    turn_right()
    heading = (heading + 1) % 4


def left():
    global heading
    turn_left()
    heading = (heading - 1) % 4


def forward():
    global x, y
    move()
    dx, dy = STEPS[heading]
    x, y = x + dx, y + dy


while not at_goal():
    if right_is_clear():
        right()
        forward()
    elif front_is_clear():
        forward()
    else:
        left()
    if (x, y, heading) in seen:  # back where it was, facing the same way: it goes round
        print("I go round in circles: I give up.")
        break
    seen.add((x, y, heading))
"""

RECURSIVE_SEARCH = """\
def step_back():
    turn_right(); turn_right(); move(); turn_right(); turn_right()


def search():
    mark()
    if at_goal():
        return True
    for direction in range(4):
        if front_is_clear():
            move()
            if not is_marked() and search():
                return True
            step_back()
        turn_right()
    return False


search()
"""

LOOP_BUILDER = """\
def find_neighbours(self, field):
    way = []
    while field is not None:
        neighbour = self.check_neighbours(field)
        if neighbour is not None:
            neighbour.set_previous_field(field)
            way.append(field)
            field = neighbour
            self.remove_walls(field)
            self.current_length_of_path += 1
        else:
            if self.current_length_of_path > self.length_of_path_to_end_field:
                self.end_field = field
                self.length_of_path_to_end_field = self.current_length_of_path
            field = way.pop() if way else None
            self.current_length_of_path -= 1
"""

IGNORING_EXCLUSIONS = """\
STEPS = {NORTH: (0, -1), EAST: (1, 0), SOUTH: (0, 1), WEST: (-1, 0)}


def free_neighbour(self, field):
    for direction in self.directions.direction_order():
        dx, dy = STEPS[direction]
        x, y = field.location_x + dx, field.location_y + dy
        if self.maze_array.contains(x, y):
            neighbour = self.maze_array.fields[x][y]
            if neighbour.has_all_walls():
                return neighbour
    return None


def find_neighbours(self, field):
    way = []
    while field is not None:
        neighbour = free_neighbour(self, field)
        if neighbour is not None:
            neighbour.set_previous_field(field)
            way.append(field)
            field = neighbour
            self.remove_walls(field)
        else:
            field = way.pop() if way else None
"""
RESPECTING_EXCLUSIONS = IGNORING_EXCLUSIONS.replace(
    "if neighbour.has_all_walls():",
    "if neighbour.has_all_walls() and not neighbour.has_all_borders():",
)

BINARY_TREE = """\
import random


def find_neighbours(self, field):
    chance = random.Random(self.seed)
    maze = self.maze_array
    for y in range(maze.height):
        for x in range(maze.width):
            here = maze.fields[x][y]
            if here.has_all_borders():
                continue
            others = []
            if y > 0 and not maze.fields[x][y - 1].has_all_borders():
                others.append(maze.fields[x][y - 1])
            if x > 0 and not maze.fields[x - 1][y].has_all_borders():
                others.append(maze.fields[x - 1][y])
            if others:
                here.set_previous_field(chance.choice(others))
                self.remove_walls(here)
"""

REFERENCE = {
    "wall-follower": RIGHT_HAND["de"],
    "island": ISLAND,
    "tremaux": TREMAUX,
    "recursive-search": RECURSIVE_SEARCH,
    "book-builder": builder_template(),
    "loop-builder": LOOP_BUILDER,
    "exclusions": RESPECTING_EXCLUSIONS,
    "own-generator": BINARY_TREE,
}

# lesson -> [(program, words its failing sentence holds)]
WRONG = {
    "wall-follower": [
        ("while not at_goal():\n    move()\n", "a wall is in the way"),
        ("while front_is_clear():\n    move()\n", "not at the goal"),
    ],
    "island": [
        ("while not at_goal():\n    move()\n", "a wall is in the way"),
        (LOOP_BUILDER, "wants a walker"),
        (RIGHT_HAND["en"], "Make your program notice when the walker comes back"),
        (ISLAND.replace("while not at_goal():", "while False:"), "gave up before it went round"),
        (
            ISLAND.replace("seen = set()", "seen = []")
            .replace("seen.add(", "seen.append(")
            .replace("if (x, y, heading) in seen:", "if seen.count((x, y, heading)) == 2:"),
            "went round more than once",
        ),
    ],
    "tremaux": [
        (RIGHT_HAND["fr"], "goes round in circles"),
        (TREMAUX.replace("        if not is_marked():\n", "        if True:\n"), "budget"),
    ],
    "recursive-search": [
        (TREMAUX, "No function calls itself"),
        (RECURSIVE_SEARCH.replace("            step_back()\n", ""), "not at the goal"),
    ],
    "book-builder": [
        (
            builder_template().replace("neighbour.set_previous_field(field)", "pass"),
            "never reached",
        ),
        (
            builder_template().replace(
                "neighbour = self.check_neighbours(field)",
                "neighbour = self.check_neighbour_w(field) or self.check_neighbours(field)",
            ),
            "not the book's maze",
        ),
        (
            re.sub(r" *if self.current_length_of_path > .*\n.*\n.*\n", "", builder_template()),
            "keep the end of the longest path",
        ),
    ],
    "loop-builder": [
        (builder_template(), "still calls itself"),
        (LOOP_BUILDER.replace("way.append(field)", "pass"), "never reached"),
    ],
    "exclusions": [
        (IGNORING_EXCLUSIONS, "through the rim or a border"),
        (
            RESPECTING_EXCLUSIONS.replace("field = way.pop() if way else None", "field = None"),
            "never reached",
        ),
    ],
    "own-generator": [
        (
            BINARY_TREE.replace("                continue\n", "                pass\n"),
            "through the rim or a border",
        ),
        (
            BINARY_TREE.replace("chance.choice(others)", "others[0]")
            .replace(
                "            if others:\n                here",
                "            for other in others:\n                here",
            )
            .replace("here.set_previous_field(others[0])", "here.set_previous_field(other)"),
            "loop",
        ),
    ],
}
