"""The table of open calls that both replays show under their source — the teaching view's
(the book's method) and a student program's: one look, its headings in the language shown."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Sequence
from functools import partial
from tkinter import ttk

from labyrinth.gui.labels import Labels


def stack_table(master: tk.Misc, columns: Sequence[str], rows: int) -> ttk.Treeview:
    """A table of ``rows`` rows with ``columns`` in ``master``, headings on top."""
    return ttk.Treeview(
        master,
        columns=tuple(columns),
        show="headings",
        height=rows,
        selectmode="browse",
        style="Teach.Treeview",
    )


def follow_headings(
    labels: Labels,
    columns: Sequence[str],
    headings: Sequence[str],
    set_heading: Callable[[str, str], None],
) -> None:
    """Hand each column's heading (a message id of ``headings``) to ``set_heading(column,
    text)`` in the language shown, now and after every switch."""
    for column, msgid in zip(columns, headings, strict=True):
        labels.translated(msgid, partial(set_heading, column))
