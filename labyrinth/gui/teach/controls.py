"""The teaching view's controls: the switches above the source (recursion or loop, Python or
Java) and the bar under it (the row of ``step_row``: Play, the slider, the step
box; and where play stops), each with a tooltip.

The two number boxes take only what they can use (see ``NumberBox``): a step of the recording,
a depth or size the maze can reach; anything else is refused with one sentence in the status
bar, and Space plays on from either box.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import font as tkfont
from tkinter import ttk

from labyrinth.gui.labels import Labels
from labyrinth.gui.number_box import NumberBox
from labyrinth.gui.teach.step_row import StepRow
from labyrinth.i18n import N_, _

# The switches: value of the mode variable, label, tooltip.
MODES = (
    (
        "recursion",
        N_("Recursion"),
        N_("The book's recursive method: one nested call a step, Python's own call stack"),
    ),
    (
        "loop",
        N_("Loop"),
        N_("The same walk as a loop: the previous fields are its stack, any maze size"),
    ),
)
JAVA_TIP = N_("The book's Java text, its line numbers and names, at the same line")


class TeachControls:
    """The switches (``switches``, a row) and the bar (``bar``) of the panel ``master``, bound
    to the panel's variables, their small texts in ``small``; ``actions`` are what the
    controls run: ``switched`` (recursion or loop, Java), ``play`` (play or pause),
    ``jumped(step)``, ``breaks_changed`` and ``refused(sentence)`` (a number box refused what
    was typed). A step typed, or a switch clicked, generates ``<<TeachTyped>>`` on
    ``master``: the keys go back to stepping."""

    def __init__(
        self,
        master: ttk.Frame,
        labels: Labels,
        small: tkfont.Font,
        variables: dict[str, tk.Variable],
        actions: dict[str, Callable],
    ) -> None:
        self.master = master
        self.book = True  # the book's walk, or another algorithm: the texts that differ

        self.switches = switches = ttk.Frame(master)
        self.modes: list[ttk.Widget] = []
        for value, msgid, tip in MODES:
            button = ttk.Radiobutton(
                switches, value=value, variable=variables["mode"], command=actions["switched"]
            )
            labels.widget(button, msgid)
            labels.tooltip(button, tip)
            button.pack(side="left")
            self.modes.append(button)
        java = ttk.Checkbutton(
            switches,
            text="Java",
            variable=variables["language"],
            onvalue="java",
            offvalue="python",
            command=actions["switched"],
        )
        labels.tooltip(java, JAVA_TIP)
        java.pack(side="right")
        self.modes.append(java)

        self.bar = bar = ttk.Frame(master)
        bar.columnconfigure(0, weight=1)
        self.step_row = step_row = StepRow(
            bar,
            labels,
            small,
            actions["play"],
            actions["jumped"],
            self._back_to_stepping,
            actions["refused"],
        )
        step_row.grid(row=0, column=0, sticky="ew", pady=(2, 0))
        # the row's parts, as the view and its tests know them
        self.play, self.slider, self.total = step_row.play, step_row.slider, step_row.total
        self.step_box, self.step_text = step_row.step_box, step_row.step_text

        breaks = ttk.Frame(bar)
        breaks.grid(row=1, column=0, sticky="w")
        dead = ttk.Checkbutton(
            breaks, variable=variables["at_dead_ends"], command=actions["breaks_changed"]
        )
        labels.widget(dead, N_("Stop at dead ends"))
        labels.made_tooltip(dead, self._dead_ends_tip)
        dead.grid(row=0, column=0, columnspan=2, sticky="w")
        self.deeper_box = deeper = ttk.Checkbutton(
            breaks, variable=variables["deeper"], command=actions["breaks_changed"]
        )
        labels.follow(self._deeper_text, lambda text: deeper.configure(text=text))
        labels.made_tooltip(deeper, self._deeper_tip)
        deeper.grid(row=1, column=0, sticky="w")
        self.depth_box = NumberBox(
            breaks, variables["depth_limit"], 1, self._depth_sentence, actions["refused"], width=5
        )
        labels.made_tooltip(self.depth_box, self._deeper_tip)
        self.depth_box.grid(row=1, column=1, sticky="w", padx=(4, 0))
        self.fields_note = ttk.Label(bar, font=small)
        self.fields_note.grid(row=2, column=0, sticky="w")
        # a switch clicked hands the keys back to stepping: Space plays, not toggles it again
        for switch in (*self.modes, dead, deeper):
            switch.bind("<ButtonRelease-1>", lambda _event: self._back_to_stepping(), add="+")

    def apply_look(self) -> None:
        """The slider's least length for the text size in use."""
        self.step_row.apply_look()

    def _back_to_stepping(self) -> None:
        self.master.event_generate("<<TeachTyped>>")

    # -- the texts that differ between the book's walk and another algorithm -----------------

    def _deeper_text(self) -> str:
        return _("path longer than") if self.book else _("size above")

    def _deeper_tip(self) -> str:
        if self.book:
            return _("Play stops when the walk's path gets longer than the number in the box")
        return _("Play stops when the structure grows beyond the number in the box")

    def _dead_ends_tip(self) -> str:
        if self.book:
            return _("Play stops at each dead end, where the walk steps back")
        return _("Play stops each time a field leaves the structure")

    def _depth_sentence(self, most: int) -> str:
        if self.book:
            return _("The path box takes a length from 0 to {most}, in digits.").format(most=most)
        return _("The size box takes a size from 0 to {most}, in digits.").format(most=most)

    def show_book(self, book: bool, sized: bool) -> None:
        """The book's switches, or another algorithm's (whose size breakpoint is offered
        where the size is cheap to follow: ``sized``)."""
        self.book = book
        for switch in self.modes:
            switch.state(["!disabled"] if book else ["disabled"])
        self.deeper_box.state(["!disabled"] if book or sized else ["disabled"])
        self.deeper_box.configure(text=self._deeper_text())

    def show_maze_size(self, fields: int) -> None:
        """The maze taught has ``fields`` fields: the most a depth or a size can reach."""
        self.depth_box.most = fields

    # -- filled by the view ---------------------------------------------------------------------

    def show_position(self, step: int, count: int) -> None:
        """The slider and the step box at step ``step`` (0: before the first) of ``count``."""
        self.step_row.show_position(step, count)

    def show_playing(self, playing: bool) -> None:
        """The Play button names what it does: Pause while the steps play."""
        self.step_row.show_playing(playing)

    def least_width(self) -> int:
        """The narrowest the controls get with the slider still usable: the switches, and the
        step row with a total of up to six digits."""
        return max(self.switches.winfo_reqwidth(), self.step_row.least_width())
