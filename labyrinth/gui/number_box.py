"""A box for a whole number from 0 to a largest one, which takes nothing else.

Every change typed or pasted into it is checked before it lands: ASCII digits only (``²`` is a
digit to Python's ``str.isdigit`` but no number to ``int``), and no more than the largest
number (so 5,000 digits never reach ``int``). A refused change leaves the box as it was and
says in one sentence what the box takes. Space is no character of a number: the box refuses
it quietly, and the window's Space (play, pause) works while the box has the keyboard.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import ttk
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # only named: modes imports the commands, which import this box
    from labyrinth.gui.modes import Sentence


def whole_number(text: str, most: int) -> int | None:
    """``text`` as a number from 0 to ``most``, or None (empty, not ASCII digits, too big)."""
    if not text or not (text.isascii() and text.isdigit()) or len(text) > len(str(most)):
        return None
    number = int(text)
    return number if number <= most else None


class NumberBox(ttk.Entry):
    """An entry for a number from 0 to ``most`` (which its owner may change at any time);
    ``refused(sentence)`` is told when it refuses a change, with the sentence ``explain``
    makes from ``most``."""

    def __init__(
        self,
        master: tk.Misc,
        variable: tk.Variable,
        most: int,
        explain: Callable[[int], str],
        refused: Callable[[Sentence], None],
        width: int = 6,
    ) -> None:
        super().__init__(master, width=width, textvariable=variable)
        self.variable, self.most = variable, most
        self.explain, self.refused = explain, refused
        self.configure(
            validate="key",
            validatecommand=(self.register(self._takes), "%P"),
            invalidcommand=(self.register(self._refused), "%S"),
        )

    def _takes(self, text: str) -> bool:
        """Whether the box may show ``text`` (empty while the user types a new number)."""
        return text == "" or whole_number(text, self.most) is not None

    def _refused(self, typed: str) -> None:
        if typed.strip():  # Space is the window's key (play, pause), not a wrong character
            self.complain()

    def value(self) -> int | None:
        """The number in the box, None when it is empty (it never holds anything else)."""
        return whole_number(str(self.variable.get()).strip(), self.most)

    def complain(self) -> None:
        """Say what the box takes (a change was refused, or Return found it empty)."""
        self.refused(lambda: self.explain(self.most))
