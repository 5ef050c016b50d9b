"""Palette pixels put into a Tk photo image a run at a time.

Tk's ``PhotoImage.put`` costs about as much for one pixel as for a box of them, so a field
repainted while a build is watched goes to Tk as boxes: equal rows together, each row's runs
of one ink. Apart from ``maze_canvas`` because it knows nothing of mazes, only of pixels.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Sequence


def put_rows(
    photo: tk.PhotoImage, rows: Sequence[bytes], colours: Sequence[str], x: int, y: int
) -> None:
    """Paint ``rows`` of palette pixels (each an index of ``colours``) with their top left
    corner at ``(x, y)`` of ``photo``, clipped to it."""
    first = 0
    for row in range(1, len(rows) + 1):  # equal rows go to Tk together, a run at a time
        if row < len(rows) and rows[row] == rows[first]:
            continue
        for ink, start, end in _runs(rows[first]):
            _put(photo, colours[ink], x + start, y + first, x + end, y + row - 1)
        first = row


def _runs(row: bytes) -> list[tuple[int, int, int]]:
    """Ink, first and last pixel of each run of equal pixels in a row."""
    runs = []
    first = 0
    for at in range(1, len(row) + 1):
        if at == len(row) or row[at] != row[first]:
            runs.append((row[first], first, at - 1))
            first = at
    return runs


def _put(photo: tk.PhotoImage, colour: str, x1: int, y1: int, x2: int, y2: int) -> None:
    """Paint an inclusive box of a photo, clipped to it."""
    width, height = photo.width(), photo.height()
    x1, y1, x2, y2 = max(x1, 0), max(y1, 0), min(x2, width - 1), min(y2, height - 1)
    if x1 <= x2 and y1 <= y2:
        photo.put(colour, to=(x1, y1, x2 + 1, y2 + 1))
