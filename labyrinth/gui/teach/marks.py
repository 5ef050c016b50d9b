"""Canvas items reused from step to step: the members of a structure, its chambers.

A step changes a few members, so the rectangles already on the canvas are moved and
recoloured where they differ and the spare ones hidden, instead of deleting and creating
hundreds of items at every step. The maze view deletes every item when it draws the whole
picture anew; the pool notices (its first item is gone) and starts over.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Sequence

Box = tuple[float, float, float, float]


class Pool:
    """Rectangles under ``tag``, filled (``filled``) or outlined with ``width``."""

    def __init__(self, canvas: tk.Canvas, tag: str, filled: bool, width: int = 2) -> None:
        self.canvas, self.tag, self.filled, self.width = canvas, tag, filled, width
        self.items: list[int] = []
        self.shown: list[tuple[Box, str] | None] = []

    def show(self, boxes: Sequence[Box], colours: Sequence[str]) -> None:
        """One rectangle per box, in its colour; the rest of the pool hidden."""
        canvas = self.canvas
        if self.items and not canvas.type(self.items[0]):
            self.items, self.shown = [], []  # the maze view deleted them
        option = "fill" if self.filled else "outline"
        for index, (box, colour) in enumerate(zip(boxes, colours, strict=True)):
            if index == len(self.items):
                self.items.append(
                    canvas.create_rectangle(
                        box, width=0 if self.filled else self.width, tags=self.tag
                    )
                )
                self.shown.append(None)
            if self.shown[index] != (box, colour):
                item = self.items[index]
                canvas.coords(item, box)
                canvas.itemconfigure(item, {option: colour, "state": "normal"})
                self.shown[index] = (box, colour)
        for index in range(len(boxes), len(self.items)):
            if self.shown[index] is not None:
                canvas.itemconfigure(self.items[index], state="hidden")
                self.shown[index] = None
        canvas.tag_raise(self.tag)
