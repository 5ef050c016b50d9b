"""The teaching view's panel beside the maze: the source with its running line, the counters
with the depth scale, the navigation, the call stack and the breakpoints.

It only shows what the view hands it; every text is made by a function, so that a language
switch makes them again.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Sequence
from functools import partial
from tkinter import font as tkfont
from tkinter import ttk

from labyrinth.gui.fonts import CODE, SMALL
from labyrinth.gui.labels import Labels
from labyrinth.i18n import N_, _

# Rows of the call stack at the least; it grows into the room the maze leaves.
STACK_ROWS = 8
ROW_HEIGHT = 18
SOURCE_LINES = 15
PANEL_WIDTH = 380
# Pixels round a heading's text in the stack's columns.
HEADING_PAD = 18


class TeachPanel(ttk.Frame):
    """The panel beside the maze (source, navigation, breakpoints) and, in ``below``, the
    counters and the call stack under the maze; the view reads the variables and calls the
    ``show_*`` methods."""

    def __init__(
        self,
        master: tk.Misc,
        labels: Labels,
        switched: Callable[[], None],
        jumped: Callable[[int], None],
        row_selected: Callable[[int], None],
        breaks_changed: Callable[[], None],
    ) -> None:
        super().__init__(master, padding=(6, 4), width=PANEL_WIDTH)
        self.pack_propagate(False)  # the source's long lines are cut, never the maze's room
        self.mode = tk.StringVar(self, "recursion")
        self.language = tk.StringVar(self, "python")
        self.at_dead_ends = tk.BooleanVar(self, False)
        self.deeper = tk.BooleanVar(self, False)
        self.depth_limit = tk.StringVar(self, "20")
        self.step_text = tk.StringVar(self, "0")
        self._jumped, self._row_selected = jumped, row_selected
        self._adjusting = False

        switches = ttk.Frame(self)
        switches.pack(fill="x")
        self.switches: list[ttk.Widget] = []
        for value, msgid in (("recursion", N_("Recursion")), ("loop", N_("Loop"))):
            button = ttk.Radiobutton(switches, value=value, variable=self.mode, command=switched)
            labels.widget(button, msgid)
            button.pack(side="left")
            self.switches.append(button)
        java = ttk.Checkbutton(
            switches,
            text="Java",
            variable=self.language,
            onvalue="java",
            offvalue="python",
            command=switched,
        )
        java.pack(side="right")
        self.switches.append(java)
        # the book's walk, or any other algorithm: the texts that differ
        self.book = True
        small = tkfont.nametofont(SMALL)
        self.small = small
        self.check = ttk.Label(
            self, font=small, style="Good.TLabel", wraplength=PANEL_WIDTH - 12, justify="left"
        )
        self.check.pack(fill="x")
        self.why = ttk.Label(self, font=small, wraplength=PANEL_WIDTH - 12, justify="left")
        self.why.pack(fill="x")

        # the source takes the room the rest leaves (packed last); a long line wraps under
        # its own indentation, so every line is read whole
        self.code = code = tkfont.nametofont(CODE)
        self.source = tk.Text(
            self, height=SOURCE_LINES, width=40, wrap="word", font=code, relief="flat"
        )
        self.source.tag_configure("running", background="#ffe27a", foreground="#1c1c1c")

        self.fields_note = ttk.Label(self, font=small)
        self.fields_note.pack(side="bottom", fill="x")
        breaks = ttk.Frame(self)
        breaks.pack(side="bottom", fill="x")
        navigation = ttk.Frame(self)
        navigation.pack(side="bottom", fill="x", pady=(2, 0))
        self.slider = ttk.Scale(navigation, from_=0, to=1, command=self._slid)
        self.slider.pack(side="left", fill="x", expand=True)
        self.total = ttk.Label(navigation, font=small)
        self.total.pack(side="right")
        self.step_box = ttk.Entry(navigation, width=7, textvariable=self.step_text)
        self.step_box.pack(side="right", padx=(4, 0))
        self.step_box.bind("<Return>", lambda _event: self._typed())
        labels.tooltip(self.step_box, N_("Step number: type one and press Return to jump there"))

        self.below = below = ttk.Frame(master, padding=(4, 2))
        self.counters = ttk.Label(below, font=small)
        self.counters.pack(fill="x")
        self.scale = tk.Canvas(below, height=24, highlightthickness=0, background="#ffffff")
        self.scale.pack(fill="x")
        self._scale_args: tuple[Sequence[tuple[int, str]], int, int, str] | None = None
        self.scale.bind("<Configure>", lambda _event: self._rescaled())

        self._headings: dict[str, str] = {}
        style = ttk.Style(self)
        style.configure("Teach.Treeview", rowheight=ROW_HEIGHT, font=small)
        style.configure("Teach.Treeview.Heading", font=small)
        self.stack = ttk.Treeview(
            below,
            columns=("call", "depth", "left"),
            show="headings",
            height=STACK_ROWS,
            selectmode="browse",
            style="Teach.Treeview",
        )
        for column, msgid in (
            ("call", N_("Call")),
            ("depth", N_("Depth")),
            ("left", N_("Left to try")),
        ):
            self._headings[column] = msgid
            labels.translated(msgid, partial(self._heading, column))
            self.stack.column(column, stretch=False)
        self.stack.pack(fill="x", pady=(2, 2))
        self.stack.bind("<Configure>", lambda _event: self._widen_call(), add="+")
        self.stack.bind("<<TreeviewSelect>>", lambda _event: self._selected())
        self._rows: dict[str, int] = {}

        dead = ttk.Checkbutton(breaks, variable=self.at_dead_ends, command=breaks_changed)
        labels.widget(dead, N_("Stop at dead ends"))
        dead.grid(row=0, column=0, columnspan=2, sticky="w")
        self.deeper_box = deeper = ttk.Checkbutton(
            breaks, variable=self.deeper, command=breaks_changed
        )
        labels.follow(self._deeper_text, lambda text: deeper.configure(text=text))
        deeper.grid(row=1, column=0, sticky="w")
        limit = ttk.Entry(breaks, width=5, textvariable=self.depth_limit)
        limit.grid(row=1, column=1, sticky="w", padx=(4, 0))
        self.source.pack(fill="both", expand=True, pady=(2, 2))

    def _heading(self, column: str, text: str) -> None:
        if self.book:
            self._set_heading(column, text)

    def _set_heading(self, column: str, text: str) -> None:
        """A heading, its column as wide as its text (the call's column takes the rest)."""
        self.stack.heading(column, text=text)
        if column != "call":
            width = max(self.small.measure(text), self.small.measure("↑ → ↓ ←")) + HEADING_PAD
            self.stack.column(column, width=width, minwidth=width)
        self._widen_call()

    def _widen_call(self) -> None:
        """The call's column takes the width the others leave."""
        others = sum(int(self.stack.column(column, "width")) for column in ("depth", "left"))
        self.stack.column("call", width=max(60, self.stack.winfo_width() - others - 4))

    def _deeper_text(self) -> str:
        return _("depth above") if self.book else _("size above")

    def show_book(self, book: bool, sized: bool = True) -> None:
        """The book's switches and columns, or those of any other algorithm (whose size
        breakpoint is offered where the size is cheap to follow: ``sized``)."""
        self.book = book
        # another algorithm's summary is longer than the book's note: fewer lines of source
        self.source.configure(height=SOURCE_LINES if book else SOURCE_LINES - 5)
        for switch in self.switches:
            switch.state(["!disabled"] if book else ["disabled"])
        self.deeper_box.state(["!disabled"] if book or sized else ["disabled"])
        self.deeper_box.configure(text=self._deeper_text())
        if book:
            for column, msgid in self._headings.items():
                self._set_heading(column, _(msgid))

    def show_headings(self, texts: Sequence[str]) -> None:
        """The stack's column headings for another algorithm's structure."""
        for column, text in zip(self._headings, texts, strict=True):
            self._set_heading(column, text)

    def fit_stack(self, room: int) -> None:
        """Make the counters and the stack ``room`` pixels high, in whole rows, never fewer
        than ``STACK_ROWS``."""
        rows = int(self.stack.cget("height"))
        other = self.below.winfo_height() - self.stack.winfo_height()  # counters, scale
        heading = self.stack.winfo_height() - rows * ROW_HEIGHT
        wanted = max(STACK_ROWS, (room - other - heading) // ROW_HEIGHT)
        if wanted != rows and self.stack.winfo_ismapped():
            self.stack.configure(height=wanted)

    def fold(self, total: int) -> tuple[list[int], int]:
        """The positions of a list of ``total`` shown in the stack's rows, both ends when
        it is longer than the rows, and how many are folded between them."""
        rows = int(self.stack.cget("height"))
        if total <= rows:
            return list(range(total)), 0
        bottom = (rows - 1) // 2
        top = rows - 1 - bottom
        return [*range(top), *range(total - bottom, total)], total - top - bottom

    # -- filled by the view ---------------------------------------------------------------------

    def show_source(self, lines: Sequence[str], running: int) -> None:
        """The source, indented by two spaces a level, with line ``running`` highlighted."""
        narrow = [_narrow(line) for line in lines]
        if self.source.get("1.0", "end-1c") != "\n".join(narrow):
            self.source.configure(state="normal")
            self.source.delete("1.0", "end")
            for number, line in enumerate(narrow):
                indent = len(line) - len(line.lstrip(" "))
                tag = f"indent{indent}"  # a wrapped line goes on under its own text, further in
                self.source.tag_configure(tag, lmargin2=self.code.measure(" " * (indent + 4)))
                self.source.insert("end", line + ("\n" if number < len(narrow) - 1 else ""), tag)
            self.source.configure(state="disabled")
        self.source.tag_remove("running", "1.0", "end")
        if running >= 0:
            self.source.tag_add("running", f"{running + 1}.0", f"{running + 2}.0")
            self.source.see(f"{running + 1}.0")

    def show_position(self, step: int, count: int) -> None:
        """The slider and the step box at step ``step`` (0: before the first) of ``count``."""
        self._adjusting = True
        self.slider.configure(to=max(1, count))
        self.slider.set(step)
        self.step_text.set(str(step))
        self.total.configure(text=f"/ {count}")
        self._adjusting = False

    def show_stack(
        self, rows: Sequence[tuple[int, str, str, str]], hidden: int, hidden_text: str
    ) -> None:
        """``rows`` (field, call, depth, directions left), innermost first, as ``fold``
        chose them; ``hidden`` rows between the two ends are one row of ``hidden_text``."""
        self.stack.delete(*self.stack.get_children())
        self._rows.clear()
        for position, (field, call, depth, left) in enumerate(rows):
            if hidden and position == (len(rows) + 1) // 2:
                self.stack.insert("", "end", values=(hidden_text, "", ""))
            item = self.stack.insert("", "end", values=(call, depth, left))
            self._rows[item] = field

    def _rescaled(self) -> None:
        if self._scale_args is not None:
            self.show_scale(*self._scale_args)

    def show_scale(
        self, marks: Sequence[tuple[int, str]], end: int, limit: int, label: str
    ) -> None:
        """A bar from 0 to ``end`` filled to each mark (value, colour), the limit in red."""
        self._scale_args = (marks, end, limit, label)
        canvas = self.scale
        canvas.delete("all")
        width = max(canvas.winfo_width(), 100)
        end = max(end, 1)

        def x(value: int) -> float:
            return 2 + (width - 4) * min(value, end) / end

        canvas.create_rectangle(2, 8, width - 2, 18, outline="#a0a0a0")
        for value, colour in marks:
            canvas.create_rectangle(2, 8, x(value), 18, fill=colour, width=0)
        canvas.create_line(x(limit), 2, x(limit), 24, fill="#d00000", width=2)
        right = x(limit) > width / 2
        canvas.create_text(
            x(limit) - 3 if right else x(limit) + 3,
            0,
            text=label,
            anchor="ne" if right else "nw",
            font=self.small,
            fill="#d00000",
        )

    # -- the user's moves -----------------------------------------------------------------------

    def _slid(self, value: str) -> None:
        if not self._adjusting:
            self._jumped(round(float(value)))

    def _typed(self) -> None:
        text = self.step_text.get().strip()
        if text.isdigit():
            self._jumped(int(text))
            self.event_generate("<<TeachTyped>>")  # the keys go back to stepping

    def _selected(self) -> None:
        chosen = self.stack.selection()
        self._row_selected(self._rows.get(chosen[0], -1) if chosen else -1)


def _narrow(line: str) -> str:
    """A line with half its indentation, so that the panel needs less width."""
    stripped = line.lstrip(" ")
    return " " * ((len(line) - len(stripped)) // 2) + stripped
