"""Words read as values, for the command line's options and the browser page's link: each
reader turns one word into a value, or refuses it with one sentence naming the word (quoted
short) and what would work; UsageError for any mistake in the command line."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from labyrinth.ends import Opening
from labyrinth.generators import find_algorithm
from labyrinth.i18n import _
from labyrinth.maze_array import MAX_SIZE, MIN_SIZE
from labyrinth.randomness import MAX_SEED, MIN_SEED
from labyrinth.render.geometry import MAX_FIELD_SIZE, MIN_FIELD_SIZE


class UsageError(Exception):
    """A mistake in the command line; exit code 2."""


# More characters than any allowed number needs: longer values are refused as too long
# (Python would otherwise answer with its own digit-limit text).
LONGEST_NUMBER = 40
# How much of a bad value a message quotes.
SHOWN_CHARACTERS = 30
# Longer than any path a system takes (4096 on Linux): refused before a sentence quotes it.
LONGEST_PATH = 4096


def shortened(text: str) -> str:
    """``text`` cut to what a one-line message can quote, with … where it was cut."""
    return text if len(text) <= SHOWN_CHARACTERS else text[:SHOWN_CHARACTERS] + "…"


def whole_number(text: str, what: str, low: int, high: int) -> int:
    """``text`` as a whole number from ``low`` to ``high``; ``what`` names it in a refusal."""
    if len(text) > LONGEST_NUMBER:
        raise argparse.ArgumentTypeError(
            _("{value}… is too long; the {what} must be from {low} to {high}.").format(
                value=text[:20], what=what, low=low, high=high
            )
        )
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{value!r} is not a whole number; the {what} must be from {low} to {high}.").format(
                value=shortened(text), what=what, low=low, high=high
            )
        ) from None
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(
            _("{value} is out of range; the {what} must be from {low} to {high}.").format(
                value=value, what=what, low=low, high=high
            )
        )
    return value


def number_of(what: Callable[[], str], low: int, high: int) -> Callable[[str], int]:
    """A reader of whole numbers from ``low`` to ``high``; ``what()`` names them in the
    language of the moment."""

    def read(text: str) -> int:
        return whole_number(text, what(), low, high)

    return read


size_across = number_of(lambda: _("width"), MIN_SIZE, MAX_SIZE)
size_down = number_of(lambda: _("height"), MIN_SIZE, MAX_SIZE)
seed = number_of(lambda: _("seed"), MIN_SEED, MAX_SEED)
field_size = number_of(lambda: _("field size"), MIN_FIELD_SIZE, MAX_FIELD_SIZE)
percent = number_of(lambda: _("loop percent"), 0, 100)
permille = number_of(lambda: _("block permille"), 0, 1000)
runs = number_of(lambda: _("number of runs"), 1, 10_000)


def algorithm(text: str) -> str:
    try:
        chosen, option = find_algorithm(shortened(text))  # no name is that long
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return chosen.spec(option)


def opening(text: str) -> Opening:
    try:
        # A long value is cut: the sentence then quotes the short form, which no longer
        # parses, and int() never meets thousands of digits.
        return Opening.parse(shortened(text))
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def file_to_open(text: str) -> str:
    """The name of a maze file to open: not empty, not longer than a system takes."""
    return _file_name(text, lambda: _("the name is empty: name a .maz or .labyrinth file to open."))


def file_to_read(text: str) -> str:
    """The name of a mask file to read, checked as a maze file's is."""
    return _file_name(text, lambda: _("the name is empty: name a PNG or .mask file to read."))


def program_to_read(text: str) -> str:
    """The name of the student's program file (--program)."""
    return _file_name(text, lambda: _("the name is empty: name the .py file of your program."))


def progress_file(text: str) -> str:
    """The name of the progress file a student carries (--progress)."""
    return _file_name(text, lambda: _("the name is empty: name a file such as progress.txt."))


def lessons_folder(text: str) -> str:
    """The name of a teacher's folder of lessons (--lessons)."""
    return _file_name(text, lambda: _("the name is empty: name a folder of .lesson files."))


def mask_to_write(text: str) -> str:
    """The name of the .mask file --save-mask writes: not empty, not too long."""
    return _file_name(text, lambda: _("the name is empty: name a .mask file to write."))


def _file_name(text: str, empty: Callable[[], str]) -> str:
    if not text:
        raise argparse.ArgumentTypeError(empty())
    if len(text) > LONGEST_PATH:
        raise argparse.ArgumentTypeError(
            _("{value} is too long for a file name.").format(value=shortened(text))
        )
    return text


def field(text: str) -> tuple[int, int]:
    parts = text.replace(" ", "").split(",")
    try:
        if len(text) > 2 * LONGEST_NUMBER:
            raise ValueError(text)  # int() would answer with its digit limit
        x, y = (int(part) for part in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{value!r} is not a field: write X,Y with whole numbers, for example 16,12.").format(
                value=shortened(text)
            )
        ) from None
    return x, y
