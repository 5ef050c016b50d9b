"""Canvas items reused from step to step: the members of a structure, its chambers.

A step changes a few members, so a rectangle already on the canvas stays where its box and
colour are still wanted, and only the others are moved to the new boxes (recoloured where
their colour differs) or hidden, instead of deleting and creating hundreds of items at every
step. Items are matched by their box, not their place in the list: a member that joins in the
middle of a list of thousands moves one rectangle, not all those after it. The maze view
deletes every item when it draws the whole picture anew; the pool notices (its first item is
gone) and starts over.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Sequence

Box = tuple[float, float, float, float]


class Pool:
    """Rectangles under ``tag``, filled (``filled``) or outlined with ``width``."""

    def __init__(self, canvas: tk.Canvas, tag: str, filled: bool, width: int = 2) -> None:
        self.canvas, self.tag, self.filled, self.width = canvas, tag, filled, width
        self._forget()

    def _forget(self) -> None:
        """No items (yet, or any more)."""
        self.items: list[int] = []
        self.drawn: dict[tuple[Box, str], int] = {}  # the item showing each box in a colour
        self.colours: dict[int, str] = {}  # each item's colour, shown or hidden
        self.spare: list[int] = []  # the hidden items

    def show(self, boxes: Sequence[Box], colours: Sequence[str]) -> None:
        """One rectangle per box, in its colour; the rest of the pool hidden."""
        canvas = self.canvas
        if self.items and not canvas.type(self.items[0]):
            self._forget()  # the maze view deleted them
        wanted = dict.fromkeys(zip(boxes, colours, strict=True))
        freed = [self.drawn.pop(key) for key in list(self.drawn) if key not in wanted]
        # Tk's own commands, called directly: thousands of marks a jump, each call through
        # tkinter's option handling costing several times the drawing
        call, name = canvas.tk.call, str(canvas)
        option = "-fill" if self.filled else "-outline"
        for key in wanted:
            if key in self.drawn:
                continue
            box, colour = key
            if freed:  # shown elsewhere: moved, recoloured if need be
                item = freed.pop()
                call(name, "coords", item, *box)
                if self.colours[item] != colour:
                    call(name, "itemconfigure", item, option, colour)
            elif self.spare:  # hidden: moved and shown
                item = self.spare.pop()
                call(name, "coords", item, *box)
                call(name, "itemconfigure", item, option, colour, "-state", "normal")
            else:
                width = 0 if self.filled else self.width
                item = int(
                    call(
                        name,
                        "create",
                        "rectangle",
                        *box,
                        option,
                        colour,
                        "-width",
                        width,
                        "-tags",
                        self.tag,
                    )
                )
                self.items.append(item)
            self.colours[item] = colour
            self.drawn[key] = item
        for item in freed:
            call(name, "itemconfigure", item, "-state", "hidden")
        self.spare += freed
        canvas.tag_raise(self.tag)
