"""Buttons side by side in a panel's row, each with its label and tooltip in the language
shown and its action: the editor's and the lessons' panels make their rows alike."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from tkinter import ttk

from labyrinth.gui.labels import Labels


def pack_buttons(
    row: ttk.Frame,
    labels: Labels,
    buttons: Iterable[tuple[str, str, str]],
    actions: Mapping[str, Callable],
    padx: tuple[int, int],
) -> dict[str, ttk.Button]:
    """A button in ``row`` for each (key, label, tooltip) of ``buttons``, packed from the left
    ``padx`` apart, running ``actions[key]``: the buttons by key."""
    made = {}
    for key, msgid, tip in buttons:
        button = ttk.Button(row, command=actions[key])
        labels.widget(button, msgid)
        labels.tooltip(button, tip)
        button.pack(side="left", padx=padx)
        made[key] = button
    return made
