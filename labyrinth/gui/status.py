"""The status bar: one line at the foot of the window that never changes the window's size.

A text longer than the bar is cut with "…" to fit (the whole text is in its tooltip), so a
long German sentence or a value of 5,000 digits can neither widen the window nor make a label
wider than X allows. The text is made by a function, so it follows a language switch.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import font as tkfont
from tkinter import ttk
from typing import TYPE_CHECKING

from labyrinth.build import islands_ahead
from labyrinth.formats.loaded import LoadedMaze, made_from_seed
from labyrinth.gui.menus import algorithm_label
from labyrinth.gui.tooltip import Tooltip
from labyrinth.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from labyrinth.build import BuildResult
    from labyrinth.maze_graphs import MazeGraphs

READY = N_("Click fields to exclude them, then press F5 to build the maze.")
ELLIPSIS = "…"
# Pixels between the message and the description at the right.
GAP = 16


def shortened(text: str, fits: Callable[[str], bool]) -> str:
    """The longest start of ``text`` (with "…") that ``fits``; the text itself if it fits."""
    if fits(text):
        return text
    low, high = 0, len(text)  # text[:low] + "…" fits; text[:high] + "…" does not
    if not fits(ELLIPSIS):
        return ""
    while high - low > 1:
        middle = (low + high) // 2
        if fits(text[:middle] + ELLIPSIS):
            low = middle
        else:
            high = middle
    return text[:low].rstrip() + ELLIPSIS


class StatusBar(ttk.Frame):
    """``say(make_text)`` shows a message; ``text`` is the whole of it. ``describe(make)``
    puts a short description at the right (the maze's algorithm and seed), in at most a
    third of the bar."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master, style="Status.TFrame", padding=(8, 3))
        self.detail = ttk.Label(self, style="Status.TLabel", anchor="e")
        self.detail.pack(side="right", padx=(GAP, 0))
        # width=1: the label asks for no width of its own; the bar's width comes from the window
        self.label = ttk.Label(self, style="Status.TLabel", width=1, anchor="w")
        self.label.pack(side="left", fill="x", expand=True)
        self.text = self.detail_text = ""
        self.message: Callable[[], str] = str  # makes the text in the current language
        self.details: Callable[[], str] = str
        self._tooltip = Tooltip(self.label, lambda: self.text)
        self._detail_tooltip = Tooltip(self.detail, lambda: self.detail_text)
        self.bind("<Configure>", lambda _event: self._fit(), add="+")

    def say(self, make: Callable[[], str]) -> None:
        self.message = make
        self.refresh()

    def describe(self, make: Callable[[], str]) -> None:
        self.details = make
        self.refresh()

    def refresh(self) -> None:
        """Make the texts again (in the current language) and show as much of them as fits."""
        self.text, self.detail_text = self.message(), self.details()
        self._fit()

    def _font_name(self) -> str:
        """The font the labels are drawn in: their own, else their style's (the theme's)."""
        own = str(self.label.cget("font"))
        return own or str(ttk.Style(self).lookup("Status.TLabel", "font")) or "TkDefaultFont"

    def _fit(self) -> None:
        font = tkfont.nametofont(self._font_name())
        room = self.winfo_width() - 2 * 8 - 4
        if room <= 1:  # not laid out yet: a first guess, corrected at <Configure>
            room = 600
        detail = shortened(self.detail_text, lambda text: font.measure(text) <= room // 3)
        self.detail.configure(text=detail)
        if detail:
            room -= font.measure(detail) + GAP
        shown = shortened(self.text.replace("\n", " "), lambda text: font.measure(text) <= room)
        self.label.configure(text=shown)


def result_text(result: BuildResult) -> str:
    """The status bar's sentence for a built maze: path length, loops, fields cut off."""
    text = result.message()
    if result.imperfections():
        text += "  " + result.imperfections()
    if result.cut_off_count:
        text += "  " + ngettext(
            "{n} field cannot be reached.",
            "{n} fields cannot be reached.",
            result.cut_off_count,
        ).format(n=result.cut_off_count)
    if result.blocks_sentence():
        text += "  " + result.blocks_sentence()
    if result.blocks_cut_off:
        text += " " + _("Maze → Blocks → Keep the maze whole keeps every field reachable.")
    return text


def grid_sentence(graphs: MazeGraphs) -> Callable[[], str]:
    """The status bar's sentence for a grid not built yet: the regions its excluded fields
    leave and what becomes of them (worked out once), then how to build."""
    maze, options = graphs.maze_array, graphs.options
    has_excluded = next(maze.excluded_fields(), None) is not None
    islands = islands_ahead(maze, options) if has_excluded else None

    def sentence() -> str:
        parts = [islands.sentence(options, from_mask=False)] if islands is not None else []
        if parts and parts[0] and options.islands is None:
            parts.append(_("Maze → Islands decides what becomes of them."))
        return "  ".join([*filter(None, parts), _(READY)])

    return sentence


def warned(graphs: MazeGraphs, sentence: Callable[[], str]) -> Callable[[], str]:
    """``sentence``, led by the warning of a maze opened from a file, if it has one (walls
    that its seed does not build), at the start of the bar, which a long text keeps."""
    warning = graphs.warning if isinstance(graphs, LoadedMaze) else None
    if warning is None:
        return sentence
    return lambda: f"{warning}  {sentence()}"


def described(graphs: MazeGraphs) -> str:
    """The algorithm and seed of the maze shown, for the status bar; nothing for a maze read
    from a file that does not say them."""
    if not made_from_seed(graphs):
        return ""
    algorithm, option = graphs.options.chosen
    return _("Seed {seed}, {algorithm}").format(
        algorithm=algorithm_label(algorithm.title, option), seed=graphs.seed
    )
