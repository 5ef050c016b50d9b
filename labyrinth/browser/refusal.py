"""A user's mistake as the browser page's bridge says it: one sentence, never a traceback
(shared by the page's worker and the worker that runs programs)."""

from __future__ import annotations

import argparse

from labyrinth.i18n import _
from labyrinth.maze_exception import MazeException
from labyrinth.values import whole_number


class Refused(Exception):
    """A user's mistake, said in one sentence."""


def step_number(text: str, steps: int) -> int:
    """The step box's text as a step from 0 to ``steps``; Refused with the sentence that says
    what a step number may be."""
    # Translators: the teaching view's step box, used as {what} in "the {what} must be from".
    what = _("step number")
    try:
        return whole_number(text.strip(), what, 0, steps)
    except argparse.ArgumentTypeError as error:
        raise Refused(str(error)) from None


def sentence_of(error: Exception) -> str:
    """The one sentence an error of the core says."""
    return error.problem if isinstance(error, MazeException) else str(error)
