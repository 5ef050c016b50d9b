"""The teaching view's panes: the panel beside the maze (source, stack, counters, controls),
its layout in the window and the call tree — made when first wanted, and filled with what
the presentation model says of the state shown.

Kept apart from the view, which moves through the recording and draws the maze: this part
only makes the widgets and shows a step in them.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Sequence
from functools import cached_property
from typing import TYPE_CHECKING

from labyrinth.gui.modes import Window
from labyrinth.gui.teach import overlay
from labyrinth.gui.teach.call_tree import CallTree
from labyrinth.gui.teach.check import CheckLine
from labyrinth.gui.teach.layout import TeachLayout
from labyrinth.gui.teach.panes import TeachPanel
from labyrinth.gui.teach.structure_panes import member_legend
from labyrinth.i18n import _
from labyrinth.replay.navigation import TeachingNavigation
from labyrinth.teaching.presentation import StepPresentation
from labyrinth.teaching.steps import Steps

if TYPE_CHECKING:
    from labyrinth.gui.teach.view import TeachingView


def stand_after(anchor: tk.Misc, widgets: Sequence[tk.Misc]) -> None:
    """Put ``widgets``, in their order, right after ``anchor`` among its master's children:
    the stacking order, which is also Tab's order, they have when made at once."""
    for widget in widgets:
        if widget.winfo_class() != "Toplevel":  # a window of its own stacks on the screen
            widget.lift(anchor)
            anchor = widget


class ShownPanes:
    """The panes of ``view``, the teaching view in ``window``: their controls move the view."""

    def __init__(self, window: Window, view: TeachingView) -> None:
        self.window, self.view = window, view
        # the panes are made when the view is first shown: the window opens without them
        self._made_after = window.root.winfo_children()[-1]  # where they stand among the widgets

    @cached_property
    def panel(self) -> TeachPanel:
        """The panel beside the maze, with the controls and the stack under it, its legend
        entries and the call tree: made when first wanted, in the place among the window's
        widgets (Tab's order) it had when the window made it at once."""
        window, view = self.window, self.view
        made = set(window.root.winfo_children())
        panel = TeachPanel(
            window.root,
            window.labels,
            view.switch,
            view.jump_to_step,
            view.select_row,
            view.refresh,
            view.space,
            window.error,
        )
        for variable in (panel.at_dead_ends, panel.deeper, panel.depth_limit):
            variable.trace_add("write", lambda *_args: view.read_stop_rule())
        panel.bind("<<TeachTyped>>", lambda _event: window.view.canvas.focus_set())
        for entry in (*overlay.LEGEND, *member_legend()):
            window.legend.add_entry(*entry)
        stand_after(self._made_after, [w for w in window.root.winfo_children() if w not in made])
        return panel

    @cached_property
    def layout(self) -> TeachLayout:
        return TeachLayout(self.window, self.panel, self.view.picture.size)

    @cached_property
    def call_tree(self) -> CallTree:
        """The call tree's window, its keys the view's."""
        view = self.view
        keys = {
            "<Right>": view.step,
            "<Left>": view.step_back,
            "<Home>": view.first,
            "<End>": view.finish,
            "<space>": view.space,
        }
        return CallTree(
            self.window, self.panel.controls.switches, view.select_call, keys, view.refresh
        )

    def made(self) -> bool:
        return "panel" in vars(self)

    def stop_rule(self) -> tuple[bool, int | None]:
        """Where the panel says play stops: at dead ends, deeper than a depth (None: any)."""
        panel = self.panel
        limit = panel.controls.depth_box.value() if panel.deeper.get() else None
        return panel.at_dead_ends.get(), limit

    def look_changed(self) -> None:
        """Another text size or theme: the panes measured and filled anew by ``refresh``
        (panes made later are made in the look then on show)."""
        if not self.made():
            return
        self.panel.apply_look()
        self.window.root.update_idletasks()  # the sizes the widgets ask for at the new look
        self.layout.fit()
        self.view.refresh()

    def show(self, navigation: TeachingNavigation, check: CheckLine) -> StepPresentation:
        """The state ``navigation`` shows, as the presentation model has it, in the panes:
        the position, the check line, the breakpoints' note, the call tree, the source, the
        stack and the counters. Returns the model's, for the marks and the sentence."""
        panel = self.panel
        language = panel.language.get()
        shown = navigation.present(language, panel.rows_shown())
        panel.controls.show_position(shown.step, shown.steps)
        panel.check.configure(text=check.line(navigation.history))
        count = len(navigation.breakpoints)
        panel.controls.fields_note.configure(
            text=_("Ctrl+click a field to stop there ({n} set).").format(n=count)
        )
        self.call_tree.show(
            navigation.history,
            navigation.state,
            navigation.selected_call,
            navigation.selected,
            language == "java",
        )
        panel.show_step(shown, isinstance(navigation.history, Steps))
        return shown
