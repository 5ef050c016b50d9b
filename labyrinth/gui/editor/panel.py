"""The editor's panel beside the maze: the file's buttons and the templates above the text, the
budget of a run (steps and seconds) with Run and Stop under it, and the outcome's sentence.

It only shows; the mode (``mode.py``) runs what its buttons ask for (``actions``). Its lengths
are given for the normal text size and grow with View → Text size.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping
from functools import partial
from tkinter import font as tkfont
from tkinter import ttk

from labyrinth.gui.button_row import pack_buttons
from labyrinth.gui.editor.code_text import CodeText
from labyrinth.gui.fonts import CODE, SMALL, scaled
from labyrinth.gui.labels import Labels
from labyrinth.gui.modes import Sentence
from labyrinth.gui.number_box import NumberBox
from labyrinth.i18n import N_, _

# Pixels at the normal text size: the panel's least width, its padding, and the width the
# maze beside it gets before the panel grows beyond its least.
PANEL_LEAST = 340
PADDING = (6, 4)
MAZE_WANTED = 300
# Characters of a line the panel shows whole when the window has room (PEP 8's 79 and the
# line numbers).
LINE_WANTED = 84
# The templates of the Template menu: key, label.
TEMPLATES = (
    ("builder", N_("Builder: the book's method")),
    ("walker", N_("Walker: a short start")),
)
# The buttons beside the template menu, and under the budget: key, label, tooltip.
FILE_BUTTONS = (
    ("open", N_("Open…"), N_("Open a program (Ctrl+O in the text)")),
    ("save", N_("Save…"), N_("Save the program (Ctrl+S in the text)")),
)
RUN_BUTTONS = (
    ("run", N_("Run"), N_("Run the program on the maze, then replay it (Ctrl+R)")),
    ("stop", N_("Stop"), N_("Stop the program at once (Esc)")),
)
# What each budget box takes, said when it refuses what was typed.
STEPS_TAKE = N_("The steps box takes a number from 1 to {most}, in digits.")
SECONDS_TAKE = N_("The seconds box takes a number from 1 to {most}, in digits.")


class EditorPanel(ttk.Frame):
    """The panel in ``master``; ``actions`` are run by its buttons: ``template(key)``,
    ``open``, ``save``, ``run``, ``stop``, ``changed`` (the text changed) and
    ``refused(sentence)`` (a budget box refused what was typed)."""

    def __init__(
        self,
        master: tk.Misc,
        labels: Labels,
        actions: Mapping[str, Callable],
        budget: tuple[int, int],
        most: tuple[int, int],
    ) -> None:
        super().__init__(master, width=scaled(master, PANEL_LEAST))
        self.grid_propagate(False)  # the text scrolls; it never takes the maze's room
        self.columnconfigure(0, weight=1)
        self.labels = labels
        self.buttons: dict[str, ttk.Widget] = {}

        files = ttk.Frame(self)
        files.grid(row=0, column=0, sticky="ew")
        template = ttk.Menubutton(files)
        labels.widget(template, N_("Template"))
        labels.tooltip(
            template, N_("Start from the book's method (a builder) or from a short walker")
        )
        menu = tk.Menu(template, tearoff=False)
        for key, msgid in TEMPLATES:
            menu.add_command(command=partial(actions["template"], key))
            index = menu.index("end")
            assert index is not None  # the entry just added
            labels.menu_entry(menu, index, "label", partial(_, msgid))
        template.configure(menu=menu)
        template.pack(side="left")
        self.buttons["template"] = template
        self.buttons.update(pack_buttons(files, labels, FILE_BUTTONS, actions, padx=(4, 0)))
        self.file_name = ttk.Label(files, font=SMALL, anchor="e")
        self.file_name.pack(side="right", fill="x", expand=True, padx=(4, 0))

        self.code = CodeText(self, actions["changed"])
        self.code.grid(row=1, column=0, sticky="nsew", pady=4)
        self.rowconfigure(1, weight=1)

        budget_row = ttk.Frame(self)
        budget_row.grid(row=2, column=0, sticky="ew")
        title = ttk.Label(budget_row)
        labels.widget(title, N_("Budget:"))
        title.pack(side="left")
        self.steps = tk.StringVar(self, str(budget[0]))
        self.seconds = tk.StringVar(self, str(budget[1]))
        refused = actions["refused"]
        self.step_box, self.seconds_box = (
            NumberBox(budget_row, variable, top, partial(_box_takes, takes), refused, width=width)
            for variable, top, takes, width in (
                (self.steps, most[0], STEPS_TAKE, 10),
                (self.seconds, most[1], SECONDS_TAKE, 4),
            )
        )
        steps_tip = N_(
            "The most steps a run may take: each line Python runs, each call and return is a "
            "step. A run that needs more is stopped, never counted as solved."
        )
        seconds_tip = N_("The most seconds a run may take before it is stopped")
        for box, unit, tip in (
            (self.step_box, N_("steps"), steps_tip),
            (self.seconds_box, N_("seconds"), seconds_tip),
        ):
            box.pack(side="left", padx=(4, 2))
            label = ttk.Label(budget_row)
            labels.widget(label, unit)
            label.pack(side="left")
            labels.tooltip(box, tip)
            labels.tooltip(label, tip)

        run_row = ttk.Frame(self)
        run_row.grid(row=3, column=0, sticky="ew", pady=(4, 0))
        self.buttons.update(pack_buttons(run_row, labels, RUN_BUTTONS, actions, padx=(0, 4)))
        self.progress = ttk.Label(run_row, font=SMALL)
        self.progress.pack(side="left", fill="x", expand=True)
        self.outcome = ttk.Label(self, justify="left")
        self.outcome.grid(row=4, column=0, sticky="ew", pady=(4, 0))
        self.bind("<Configure>", lambda _event: self._wrap())
        self.show_running(False)
        self.apply_look()

    def apply_look(self) -> None:
        """Lengths for the text size in use (the colours of the text: the mode sets them)."""
        across, down = PADDING
        self.configure(padding=(scaled(self, across), scaled(self, down)))
        self._wrap()

    def fit(self, room: int) -> None:
        """Take the part of ``room`` pixels (the panel's and the maze's together) that the
        maze does not need: up to lines of LINE_WANTED characters, at least the least width."""
        code = tkfont.nametofont(CODE, self)
        wanted = code.measure("0" * LINE_WANTED) + self.code.down.winfo_reqwidth()
        wanted += 2 * scaled(self, PADDING[0])
        width = max(scaled(self, PANEL_LEAST), min(wanted, room - scaled(self, MAZE_WANTED)))
        if width != int(self.cget("width")):
            self.configure(width=width)

    def least_size(self) -> tuple[int, int]:
        """The narrowest and lowest the panel gets: its rows whole, the text's least lines."""
        code = self.code
        others = sum(child.winfo_reqheight() for child in self.grid_slaves() if child is not code)
        padding = 2 * scaled(self, PADDING[1]) + scaled(self, 12)  # and the gaps between rows
        return scaled(self, PANEL_LEAST), others + code.least_height() + padding

    def _wrap(self) -> None:
        wrap = max(1, self.winfo_width() - 2 * scaled(self, PADDING[0]))
        self.outcome.configure(wraplength=wrap)

    # -- filled by the mode ----------------------------------------------------------------------

    def show_running(self, running: bool) -> None:
        """Run while nothing runs, Stop while a program does."""
        self.buttons["run"].state(["disabled"] if running else ["!disabled"])
        self.buttons["stop"].state(["!disabled"] if running else ["disabled"])
        for box in (self.step_box, self.seconds_box):
            box.state(["disabled"] if running else ["!disabled"])

    def show_file(self, name: str, unsaved: bool) -> None:
        self.file_name.configure(text=f"{name} •" if unsaved else name)

    def budget(self) -> tuple[int | None, int | None]:
        """The steps and seconds in the boxes (None where a box is empty)."""
        return self.step_box.value(), self.seconds_box.value()

    def show_outcome(self, sentence: Sentence | None, good: bool = False) -> None:
        self.outcome.configure(
            text=sentence() if sentence is not None else "",
            style="Good.TLabel" if good else "TLabel",
        )


def _box_takes(takes: str, most: int) -> str:
    return _(takes).format(most=most)
