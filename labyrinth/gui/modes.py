"""What the views over the maze have in common: they are switched on and off."""

from __future__ import annotations


class Mode:
    """A view that takes over the maze while it is on: play mode, the walk, the teaching view.

    A subclass says whether it is ``active`` and how it is entered and left.
    """

    @property
    def active(self) -> bool:
        raise NotImplementedError

    def toggle(self) -> None:
        if self.active:
            self.leave()
        else:
            self.enter()

    def enter(self) -> None:
        raise NotImplementedError

    def leave(self) -> None:
        raise NotImplementedError
