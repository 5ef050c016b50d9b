"""MazeException: the book's exception for a maze that cannot be built."""

from __future__ import annotations

from labyrinth.i18n import _


class MazeException(Exception):
    """A maze that cannot be created or built; the message is one sentence for the user.

    Java: MazeException
    """

    def __init__(self, message: str) -> None:
        super().__init__(_("Maze field design error: {message}").format(message=message))
        self.problem = message  # the sentence alone, for messages that need no book prefix
