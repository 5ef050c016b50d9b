"""MazeException: the book's exception for a maze that cannot be built."""

from __future__ import annotations

from labyrinth.i18n import MessageError, _


class MazeException(MessageError):
    """A maze that cannot be created or built; the message is one sentence for the user.

    The sentence is kept as a Message and translated each time it is shown, in the book's
    form "Maze field design error: <sentence>"; ``problem`` is the sentence alone.

    Java: MazeException
    """

    def __str__(self) -> str:
        return _("Maze field design error: {message}").format(message=self.problem)

    @property
    def problem(self) -> str:
        """The sentence alone, for messages that need no book prefix."""
        return str(self.message)
