"""The call tree of a program's replay: a switch beside the program's name and the teaching
view's tree window, drawing the program's own tree of calls (``teaching.call_tree``)."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping, Sequence
from tkinter import ttk

from labyrinth.gui.modes import Window
from labyrinth.gui.teach.call_tree import TreeWindow
from labyrinth.i18n import N_, _
from labyrinth.teaching.call_tree import MOST_CALLS, ProgramTree, RecordedCalls


class ProgramCallTree:
    """The switch in ``row`` and, while it is on for a run it is drawn for, the window:
    ``chosen(call)`` runs for a node clicked, ``keys`` work in the window as in the main one,
    ``toggled()`` after the switch or the window's close."""

    def __init__(
        self,
        window: Window,
        row: ttk.Frame,
        chosen: Callable[[int], None],
        keys: Mapping[str, Callable[[], None]],
        toggled: Callable[[], None],
    ) -> None:
        self.main, self.chosen, self.keys, self.toggled = window, chosen, keys, toggled
        self.wanted = tk.BooleanVar(window.root, False)
        self.switch = ttk.Checkbutton(row, variable=self.wanted, command=toggled)
        window.labels.widget(self.switch, N_("Call tree"))
        window.labels.made_tooltip(self.switch, self._tip)
        self.switch.pack(side="right")
        self.tree: ProgramTree | None = None
        self.calls = 0
        self.window: TreeWindow | None = None  # made when first shown

    def offer(self, recording: RecordedCalls) -> None:
        """The tree of ``recording``'s calls, when it has 2 to MOST_CALLS of them."""
        self.calls = len(recording.parents)
        self.tree = ProgramTree(recording) if 1 < self.calls <= MOST_CALLS else None
        self.switch.state(["!disabled"] if self.tree is not None else ["disabled"])

    def _tip(self) -> str:
        if self.tree is None:
            return _(
                "The call tree is drawn for a run of 2 to {most} calls: this one made {calls}."
            ).format(most=MOST_CALLS, calls=self.calls)
        return _(
            "Every call of the program under the call that made it, in a window of its own: "
            "click a node to go to the step that made it."
        )

    def show(self, step: int, open_calls: Sequence[int], selected: int) -> None:
        """The tree at ``step`` (``open_calls`` open, ``selected`` ringed; -1: none) while the
        switch is on; else no window."""
        tree = self.tree
        if tree is None or not self.wanted.get():
            self.hide()
            return
        if self.window is None:
            self.window = TreeWindow(self.main, self.chosen, self.keys, self._closed)
        self.window.show(tree, tree.moment(step, open_calls), selected, -1)

    def hide(self) -> None:
        if self.window is not None:
            self.window.hide()

    def _closed(self) -> None:
        self.wanted.set(False)
        self.toggled()
