"""The texts a new program starts from: the book's method as a builder, a short walker in the
chosen language.

The builder's template is the book's ``find_neighbours`` exactly as the teaching view shows it
(``programs.mazes.builder_template``) under a comment: run unchanged, it builds the book's
maze. The walker's is four lines that walk until a wall is ahead and turn left there — a
start, not a solution: it gets lost in most mazes, which is the student's first problem to
solve.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping
from functools import cache

from labyrinth.i18n import _, current_language
from labyrinth.programs.mazes import builder_template as book_method
from labyrinth.programs.precheck import BUILDER, api_names
from labyrinth.programs.world import NAMES, PROGRAM_LANGUAGES


def _comment(text: str) -> str:
    return "".join(f"# {line}\n" for line in text.splitlines())


def builder_template() -> str:
    """The book's method, with a comment on what the program does with it."""
    header = _comment(
        _(
            "The book's method: the program calls it from the start field, as the book's\n"
            "build does, with its helpers (check_neighbours, remove_walls, ...).\n"
            "Run it unchanged: it builds the book's maze. Then change it and run it again."
        )
    )
    return header + "\n" + book_method()


def walker_template(names: Mapping[str, str]) -> str:
    """A short walker in the names ``names`` gives for the English ones (``move`` → ``vor``)."""
    header = _comment(
        _(
            "A walker: it starts on the start field and must reach the goal.\n"
            "{move}() steps one field ahead, {left}() and {right}() turn;\n"
            "{front}(), {left_clear}() and {right_clear}() look for walls,\n"
            "{goal}() says whether it is there, {mark}() and {marked}() mark fields."
        ).format(
            move=names["move"],
            left=names["turn_left"],
            right=names["turn_right"],
            front=names["front_is_clear"],
            left_clear=names["left_is_clear"],
            right_clear=names["right_is_clear"],
            goal=names["at_goal"],
            mark=names["mark"],
            marked=names["is_marked"],
        )
    )
    body = (
        f"while not {names['at_goal']}():\n"
        f"    if {names['front_is_clear']}():\n"
        f"        {names['move']}()\n"
        f"    else:\n"
        f"        {names['turn_left']}()\n"
    )
    return header + "\n" + body


def template_text(key: str) -> str:
    """The template ``key`` (builder, walker) in the current language."""
    return builder_template() if key == "builder" else walker_template(walker_names())


def walker_names() -> dict[str, str]:
    """The walker's functions in the current language (English where it has none): the
    English name -> the name in that language."""
    language = current_language()
    language = language if language in PROGRAM_LANGUAGES else "en"
    return {method: names[language] for method, names in NAMES.items()}


@cache
def coloured_names() -> frozenset[str]:
    """The names the editor colours as the maze's: the walker's functions in every
    language, what a builder finds defined, and the helpers the book's method calls."""
    walker = {name for names in NAMES.values() for name in names.values()}
    tree = ast.parse(book_method())
    helpers = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    return frozenset(walker | set(api_names(BUILDER, "en")) | helpers)
