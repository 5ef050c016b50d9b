"""The replay's panes: beside the maze the student's program with the line about to run, the
outcome and the check, and the row of steps; under the maze the counters and the call stack.

Like the teaching view's panes it only shows what the view hands it. The source is the
editor's own text widget, read only: the same line numbers and colours as where it was
written. A click on a line's number (or B on the line of the text cursor) sets or clears a
breakpoint there; the view decides what one does.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial
from tkinter import font as tkfont
from tkinter import ttk

from labyrinth.gui.editor.code_text import CodeText
from labyrinth.gui.fonts import CODE, SMALL, scaled
from labyrinth.gui.labels import Labels
from labyrinth.gui.teach.stack_table import follow_headings, stack_table
from labyrinth.gui.teach.step_row import StepRow
from labyrinth.gui.theme import row_height, shows_dark
from labyrinth.i18n import N_, _
from labyrinth.programs.presentation import Row

# Pixels at the normal text size: the panel's least width, its padding, the room the maze
# keeps beside it before the panel grows, and the characters of a line shown whole.
PANEL_LEAST = 340
PADDING = (6, 4)
MAZE_WANTED = 320
LINE_WANTED = 72
# Rows of the call stack under the maze.
STACK_ROWS = 6
COLUMNS = ("call", "line")
RUNNING, SELECTED, BREAK = "running", "selected", "breakpoint"
# The line about to run, a failing one, a line of the call selected, a breakpoint's number:
# background and text, light and dark.
LINE_COLOURS = {
    RUNNING: {False: ("#ffe27a", "#1c1c1c"), True: ("#6b5a10", "#fafafa")},
    "failing": {False: ("#ffb4b4", "#1c1c1c"), True: ("#7a2323", "#fafafa")},
    SELECTED: {False: ("#e4d4ff", "#1c1c1c"), True: ("#4b3a78", "#fafafa")},
    BREAK: {False: ("#d00000", "#ffffff"), True: ("#ff6b6b", "#1c1c1c")},
}


class ProgramPanel(ttk.Frame):
    """The panel in ``master`` and, in ``below``, the counters and the stack. ``actions``:
    ``play``, ``jumped(step)``, ``typed``, ``refused(sentence)``, ``breakpoint(line)`` and
    ``row_selected(key)``."""

    def __init__(self, master: tk.Misc, labels: Labels, actions: Mapping[str, Callable]) -> None:
        super().__init__(master, width=scaled(master, PANEL_LEAST))
        self.grid_propagate(False)
        self.columnconfigure(0, weight=1)
        small = tkfont.nametofont(SMALL, master)
        self.title_row = ttk.Frame(self)  # the program's name, the call tree's switch
        self.title_row.grid(row=0, column=0, sticky="ew")
        self.title = ttk.Label(self.title_row, font=small)
        self.title.pack(side="left")
        self.check = ttk.Label(self, justify="left")
        self.check.grid(row=1, column=0, sticky="ew", pady=(2, 0))
        self.code = CodeText(self, lambda: None)
        self.code.grid(row=2, column=0, sticky="nsew", pady=4)
        self.rowconfigure(2, weight=1)
        text, numbers = self.code.text, self.code.numbers
        text.configure(state="disabled", cursor="arrow")
        numbers.configure(cursor="hand2")
        numbers.bind("<ButtonPress-1>", partial(self._clicked_number, actions["breakpoint"]))
        text.bind("<KeyPress-b>", lambda _event: actions["breakpoint"](self.cursor_line()))
        self.step_row = StepRow(
            self,
            labels,
            small,
            actions["play"],
            actions["jumped"],
            actions["typed"],
            actions["refused"],
        )
        self.step_row.grid(row=3, column=0, sticky="ew")
        self.note = ttk.Label(self, font=small, justify="left")
        self.note.grid(row=4, column=0, sticky="ew")
        self.output = ttk.Label(self, font=small, justify="left")
        self.output.grid(row=5, column=0, sticky="ew")

        self.below = below = ttk.Frame(master)
        self.counters = ttk.Label(below, font=small)
        self.counters.pack(fill="x")
        self.stack = stack_table(below, COLUMNS, STACK_ROWS)
        follow_headings(labels, COLUMNS, (N_("Call"), N_("Line")), self._heading)
        self.stack.column("call", stretch=True)
        self.stack.column("line", stretch=False, anchor="e")
        self.stack.pack(fill="x", pady=(2, 0))
        self._row_selected = actions["row_selected"]
        self._rows: dict[str, int] = {}
        self._shown_selection = ""
        self.stack.bind("<<TreeviewSelect>>", lambda _event: self._selected())
        self.bind("<Configure>", lambda _event: self._wrap(), add="+")

    def _heading(self, column: str, text: str) -> None:
        self.stack.heading(column, text=text)

    def apply_look(self) -> None:
        """Lengths for the text size, colours for the theme on show."""
        across, down = PADDING
        self.configure(padding=(scaled(self, across), scaled(self, down)))
        self.below.configure(padding=(scaled(self, across), scaled(self, down)))
        dark = shows_dark(self)
        self.code.apply_look()
        text = self.code.text
        for tag in (RUNNING, "failing", SELECTED):
            back, fore = LINE_COLOURS[tag][dark]
            text.tag_configure(tag, background=back, foreground=fore)
        back, fore = LINE_COLOURS[BREAK][dark]
        self.code.numbers.tag_configure(BREAK, background=back, foreground=fore)
        text.tag_raise(RUNNING)
        ttk.Style(self).configure("Teach.Treeview", rowheight=row_height(self, SMALL), font=SMALL)
        line = tkfont.nametofont(CODE, self).measure("0")
        self.stack.column("line", width=line * 6, minwidth=line * 4)
        self.step_row.apply_look()
        self._wrap()

    def fit(self, room: int) -> None:
        """The part of ``room`` pixels (the panel's and the maze's) the maze does not need."""
        code = tkfont.nametofont(CODE, self)
        wanted = code.measure("0" * LINE_WANTED) + 2 * scaled(self, PADDING[0])
        width = max(self.least_width(), min(wanted, room - scaled(self, MAZE_WANTED)))
        if width != int(self.cget("width")):
            self.configure(width=width)

    def least_width(self) -> int:
        return max(scaled(self, PANEL_LEAST), self.step_row.least_width())

    def least_height(self) -> int:
        """The panel's rows whole and the text's least lines."""
        others = sum(
            child.winfo_reqheight() for child in self.grid_slaves() if child is not self.code
        )
        return others + self.code.least_height() + 2 * scaled(self, PADDING[1]) + 8

    def _wrap(self) -> None:
        wrap = max(1, self.winfo_width() - 2 * scaled(self, PADDING[0]))
        for label in (self.check, self.note, self.output):
            label.configure(wraplength=wrap)
        margin = 2 * scaled(self, PADDING[0]) + 4
        self.counters.configure(wraplength=max(1, self.below.winfo_width() - margin))

    # -- filled by the view ---------------------------------------------------------------------

    def show_program(self, source: str, api: Iterable[str]) -> None:
        """The program's text, read only, coloured with ``api``'s names."""
        text = self.code.text
        text.configure(state="normal")
        self.code.api = frozenset(api)
        self.code.replace(source)
        text.edit_reset()
        text.configure(state="disabled")

    def show_line(self, tag: str, line: int) -> None:
        """Line ``line`` (from 1; 0: none) tagged ``tag`` alone, kept in sight for RUNNING."""
        text = self.code.text
        for each in (RUNNING, "failing") if tag in (RUNNING, "failing") else (tag,):
            text.tag_remove(each, "1.0", "end")
        if line > 0:
            text.tag_add(tag, f"{line}.0", f"{line + 1}.0")
            if tag != SELECTED:
                text.see(f"{line}.0")

    def show_breakpoints(self, lines: set[int]) -> None:
        numbers = self.code.numbers
        numbers.tag_remove(BREAK, "1.0", "end")
        for line in lines:
            numbers.tag_add(BREAK, f"{line}.0", f"{line}.end")

    def cursor_line(self) -> int:
        return int(self.code.text.index("insert").split(".")[0])

    def _clicked_number(self, toggle: Callable[[int], None], event: tk.Event) -> str:
        line = int(self.code.numbers.index(f"@{event.x},{event.y}").split(".")[0])
        toggle(line)
        return "break"

    def show_stack(self, rows: Sequence[Row], selected: int) -> None:
        """The stack's rows, innermost first; the row of key ``selected`` selected."""
        stack = self.stack
        items = stack.get_children()
        for item in items[len(rows) :]:
            stack.delete(item)
        self._rows = {}
        chosen = ""
        for index, row in enumerate(rows):
            key, *texts = row
            values = (*texts, "")[:2]
            if index < len(items):
                item = items[index]
                stack.item(item, values=values)
            else:
                item = stack.insert("", "end", values=values)
            self._rows[item] = key
            if key == selected and key >= 0:
                chosen = item
        self._shown_selection = chosen
        stack.selection_set(chosen) if chosen else stack.selection_remove(stack.selection())

    def _selected(self) -> None:
        chosen = self.stack.selection()
        if chosen and chosen[0] != self._shown_selection:
            self._shown_selection = chosen[0]
            self._row_selected(self._rows.get(chosen[0], -1))

    def rows(self) -> int:
        return int(self.stack.cget("height"))


def breakpoint_note(count: int) -> str:
    return _(
        "Click a line's number to stop there, or B on the text cursor's line ({n} set)."
    ).format(n=count)
