"""A lesson's check cannot be fooled from inside the program: the walker's walk is rebuilt
in the parent's own world from the moves, turns and marks the child reports, and a builder's
walls count only when its own code opened them. Each cheat here fails its lesson; the
honest solutions still pass (``test_lessons``)."""

from __future__ import annotations

import pytest

from labyrinth.lessons.checking import check_lesson
from labyrinth.options import BuildOptions
from labyrinth.programs.precheck import check_source
from labyrinth.programs.runner import run_program
from tests.lesson_programs import REFERENCE
from tests.test_lessons import lesson

FROM_INSIDE = "changed the walker's world from inside"
NOT_AT_GOAL = "the walker is not at the goal"
FOREIGN = "is not your program's code"
REACHES = "reaches into the labyrinth library itself"


def failing_sentences(lesson_id, program):
    """The lesson's verdict on ``program``, which must fail: its sentences."""
    verdict = check_lesson(lesson(lesson_id), program, "cheat.py")
    assert not verdict.passed
    sentences = [str(problem) for problem in verdict.problems]
    return sentences + [str(maze) for maze in verdict.mazes if not maze.passed]


# -- walkers ------------------------------------------------------------------------------------

WALKER_CHEATS = {
    # onto the goal through the object behind a function it was given: 0 moves
    "self's field": (
        "world = turn_left.__self__\nworld.field = world.goal\n",
        NOT_AT_GOAL,
    ),
    # next to the goal, then one honest-looking move onto it
    "self's field, then a move": (
        "world = turn_left.__self__\n"
        "world.field = world.goal - 1\n"
        "world.heading = 1\n"
        "if front_is_clear():\n"
        "    move()\n",
        FROM_INSIDE,
    ),
    # the world found among all objects, every wall of its maze knocked down, straight on
    "gc, walls down": (
        "import gc\n"
        "world = [o for o in gc.get_objects() if type(o).__name__ == 'WalkerWorld'][0]\n"
        "for field in range(len(world.maze.walls)):\n"
        "    world.maze.walls[field] = 0\n"
        "while not at_goal():\n"
        "    while world.field % world.width != world.goal % world.width:\n"
        "        move()\n"
        "    turn_right()\n"
        "    while not at_goal():\n"
        "        move()\n",
        FROM_INSIDE,
    ),
    # a move onto the goal written straight into the recording
    "forged recording": (
        "import gc\n"
        "writer = [o for o in gc.get_objects() if type(o).__name__ == 'StreamWriter'][0]\n"
        "writer.add(4, 1, move.__self__.goal)\n",
        FROM_INSIDE,
    ),
}


@pytest.mark.parametrize("cheat", list(WALKER_CHEATS))
def test_a_walker_that_moves_itself_from_inside_fails_the_wall_follower(cheat):
    program, words = WALKER_CHEATS[cheat]
    sentences = failing_sentences("wall-follower", program)
    assert any(words in sentence for sentence in sentences), sentences


def test_the_walk_judged_is_the_parents_not_what_the_child_claims():
    options = BuildOptions(8, 6, seed=1)
    recording = run_program(WALKER_CHEATS["self's field"][0], "cheat.py", options)
    assert not recording.outcome.solved and recording.final.field == recording.start
    honest = run_program(REFERENCE["wall-follower"], "honest.py", options)
    assert honest.outcome.solved and honest.final.field == honest.goal


# -- builders -----------------------------------------------------------------------------------

# How a cheat gets hold of the book's MazeGraphs; each is then asked for its find_neighbours.
BOOK_CLASS = {
    "import": "from labyrinth.maze_graphs import MazeGraphs as BOOK\n",
    "__import__": "BOOK = __import__('labyrinth.maze_graphs', fromlist=['x']).MazeGraphs\n",
    "importlib": "import importlib\nBOOK = importlib.import_module('labyrinth').MazeGraphs\n",
    "sys.modules": "import sys\nBOOK = sys.modules['labyrinth'].MazeGraphs\n",
    # the same, spelled so that no reading of the text sees it
    "getattr(sys)": (
        "import sys\nBOOK = getattr(sys, 'mod' + 'ules')['labyrinth.maze_graphs'].MazeGraphs\n"
    ),
    "builtins' import": (
        "import builtins\nBOOK = getattr(builtins, '__imp' + 'ort__')('labyrinth').MazeGraphs\n"
    ),
    "gc": (
        "import gc\n"
        "BOOK = [o for o in gc.get_objects()\n"
        "        if isinstance(o, type) and o.__name__ == 'MazeGraphs'\n"
        "        and 'build_maze' in vars(o)][0]\n"
    ),
}
DELEGATING = """\
def find_neighbours(self, field):
    BOOK.find_neighbours(self, field)
"""
FROM_SELF = {
    "a helper's globals": "self.remove_walls.__func__.__globals__['MazeGraphs']",
    "__mro__": "[c for c in type(self).__mro__ if 'build_maze' in vars(c)][0]",
    "__bases__": "[c for c in (type(self), *type(self).__bases__) if 'build_maze' in vars(c)][0]",
}
BUILDER_CHEATS = {name: found + DELEGATING for name, found in BOOK_CLASS.items()} | {
    name: DELEGATING.replace("BOOK.", f"{found}.") for name, found in FROM_SELF.items()
}
# The book's maze built beside, then its walls copied over.
BUILDER_CHEATS["built beside, copied"] = BOOK_CLASS["gc"] + (
    "def find_neighbours(self, field):\n"
    "    book = BOOK.from_options(self.options)\n"
    "    build = getattr(book, 'build_' + 'maze')  # unseen by the check of the text\n"
    "    try:\n"
    "        build()\n"
    "    except BaseException:\n"
    "        build()\n"
    "    self.maze_array.walls[:] = book.maze_array.walls\n"
    "    self.end_field = book.end_field\n"
    "    self.length_of_path_to_end_field = book.length_of_path_to_end_field\n"
)
# The tracing that watches it turned off first, then the book's maze built beside and copied.
BUILDER_CHEATS["untraced, built beside"] = BUILDER_CHEATS["built beside, copied"].replace(
    "    book = BOOK", "    import sys\n    sys.settrace(None)\n    book = BOOK"
)
# The library's own generator run on the maze it was given.
BUILDER_CHEATS["the build's walk"] = (
    "import gc\n"
    "def find_neighbours(self, field):\n"
    "    build = [m for m in gc.get_objects() if type(m).__name__ == 'module'\n"
    "             and m.__name__ == 'labyrinth.build'][0]\n"
    "    build.run(self.maze_array, self.options, field.index, self.directions)\n"
)


# Why each fails: refused before the run, refused in it, or (the class's own ancestors) the
# way leads nowhere.
WHY = {
    "__mro__": "IndexError",
    "__bases__": "IndexError",
    "untraced, built beside": "turned off the tracing",
}


@pytest.mark.parametrize("cheat", list(BUILDER_CHEATS))
def test_a_builder_handing_the_work_to_the_library_fails_the_book_builder(cheat):
    sentences = failing_sentences("book-builder", BUILDER_CHEATS[cheat])
    words = [WHY[cheat]] if cheat in WHY else [FOREIGN, REACHES]
    assert any(word in sentence for word in words for sentence in sentences), sentences


@pytest.mark.parametrize(
    "cheat", ["getattr(sys)", "gc", "a helper's globals", "built beside, copied"]
)
@pytest.mark.parametrize("lesson_id", ["exclusions", "own-generator"])
def test_the_same_cheats_fail_the_other_builder_lessons(cheat, lesson_id):
    sentences = failing_sentences(lesson_id, BUILDER_CHEATS[cheat])
    assert any(FOREIGN in sentence for sentence in sentences), sentences


def test_a_cheat_that_catches_the_refusal_is_found_out_all_the_same():
    program = BUILDER_CHEATS["gc"].replace(
        "    BOOK.find_neighbours(self, field)\n",
        "    try:\n        BOOK.find_neighbours(self, field)\n    except BaseException:\n"
        "        pass\n",
    )
    sentences = failing_sentences("book-builder", program)
    assert any(FOREIGN in sentence for sentence in sentences), sentences


def test_the_self_a_builder_gets_carries_no_book_method():
    program = (
        "def find_neighbours(self, field):\n"
        "    print([name for c in type(self).__mro__ for name in vars(c)\n"
        "           if name in ('find_neighbours', 'build_maze', 'build_steps')])\n"
        "    print(type(self).__name__)\n"
    )
    recording = run_program(program, "look.py", BuildOptions(4, 3, seed=1))
    assert recording.output == "[]\nMazeGraphs\n"


@pytest.mark.parametrize("cheat", ["import", "__import__", "importlib", "sys.modules"])
def test_reaching_for_the_library_in_the_text_is_refused_before_the_run(cheat):
    problems = check_source(BUILDER_CHEATS[cheat])
    assert [str(problem) for problem in problems if REACHES in str(problem)]
    walker = BOOK_CLASS[cheat] + "move()\n"
    assert any(REACHES in str(problem) for problem in check_source(walker))
    assert [str(p) for p in check_source("maze = 1\nmaze.build_maze()\n")] == [
        "Line 2: build_maze reaches into the labyrinth library itself: a program may use only "
        "what it is given, so write the steps yourself."
    ]
