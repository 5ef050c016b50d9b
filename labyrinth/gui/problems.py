"""What the window says when an action cannot be done: the sentence of an error, translated
when shown, and the check that a finished maze is there for an action that needs one."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from labyrinth.i18n import N_, _, message_of

if TYPE_CHECKING:
    from labyrinth.gui.modes import Sentence
    from labyrinth.gui.session import Session


def problem_of(error: Exception) -> Callable[[], str]:
    """The sentence of ``error`` for the status bar, translated each time it is asked for,
    so that it follows a change of language."""
    message = message_of(error)  # a MazeException's without the book's "Maze field design error"
    return lambda: str(message)


# What an action on the finished maze says when there is none yet: before a build, and
# while one runs (End finishes it at once).
NOT_BUILT = {
    "save": (
        N_("Build the maze first (F5), then save it."),
        N_("Wait for the build to finish (End finishes it now), then save."),
    ),
    "print": (
        N_("Build the maze first (F5), then print it."),
        N_("Wait for the build to finish (End finishes it now), then print."),
    ),
    "export": (
        N_("Build the maze first (F5), then export it."),
        N_("Wait for the build to finish (End finishes it now), then export."),
    ),
    "texture": (
        N_("Build the maze first (F5), then look at its texture."),
        N_("Wait for the build to finish (End finishes it now), then look at its texture."),
    ),
    "play": (
        N_("Build the maze first (F5), then play it."),
        N_("Wait for the build to finish (End finishes it now), then play it."),
    ),
    "solve": (
        N_("Build the maze first (F5), then solve it."),
        N_("Wait for the build to finish (End finishes it now), then solve it."),
    ),
    "walk": (
        N_("Build the maze first (F5), then walk through it."),
        N_("Wait for the build to finish (End finishes it now), then walk through it."),
    ),
}


def maze_ready(session: Session, error: Callable[[Sentence], None], action: str) -> bool:
    """A finished maze is there for ``action`` (a key of NOT_BUILT); if not, ``error`` says
    why in one sentence: no build yet, or one still running."""
    first, wait = NOT_BUILT[action]
    if session.base.stepping():
        error(lambda: _(wait))
        return False
    if session.graphs.result is None:
        error(lambda: _(first))
        return False
    return True
