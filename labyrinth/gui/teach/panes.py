"""The teaching view's panes: beside the maze the source with its running line between the
switches and the controls (``controls.py``), under the maze the counters with the depth
scale and the call stack.

It only shows what the view hands it; every text is made by a function, so that a language
switch makes them again. Its lengths are given for the normal text size and grow with View →
Text size (``fonts.scaled``); its row heights come from its fonts. How much room each pane
gets is ``layout.py``'s business.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping, Sequence
from tkinter import font as tkfont
from tkinter import ttk

from labyrinth.gui.fonts import CODE, SMALL, scaled
from labyrinth.gui.labels import Labels
from labyrinth.gui.modes import Sentence
from labyrinth.gui.teach.controls import TeachControls
from labyrinth.gui.teach.stack_table import follow_headings, stack_table
from labyrinth.gui.theme import DEPTH_SCALE, row_height
from labyrinth.i18n import _
from labyrinth.teaching.folding import Fold, folded
from labyrinth.teaching.presentation import STACK_ROWS, StepPresentation, book

# Rows of the call stack wanted: STACK_ROWS (the model's too); it grows into the room the maze
# leaves, and gives up rows down to STACK_LEAST_ROWS only where the maze would have too little
# room.
STACK_LEAST_ROWS = 3
# Lines of source the panel always shows; it grows into the room the rest leaves, in whole
# lines; and the pixels of its gaps above and below.
SOURCE_LEAST_LINES = 5
SOURCE_GAPS = (2, 2)
# Pixels at the normal text size (they grow with it): the panel's width when the window has
# room for it, and the padding of the panel and of the frame under the maze.
PANEL_WIDTH = 380
PANEL_PADDING = (6, 4)
BELOW_PADDING = (4, 2)
# Pixels round a heading's text in the stack's columns; their widths go in steps of these.
HEADING_PAD = 12
COLUMN_STEP = 8
# The depth scale: the bar's height and the gap above it, under its label's line.
BAR_HEIGHT = 10
BAR_GAP = 3
# The panel's rows (grid): what the layout folds or lets grow.
SWITCHES_ROW, CHECK_ROW, WHY_ROW, SOURCE_ROW, BAR_ROW = range(5)
# The stack's columns: the call, its depth, the step that came to it, the step it takes
# (another algorithm's structure shows the first three: what, its number, a note).
COLUMNS = ("call", "depth", "came", "goes")
# A row of the stack: its key, then its texts (a folded run: its text alone).
Row = tuple[int, *tuple[str, ...]]


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
        played: Callable[[], None],
        refused: Callable[[Sentence], None],
    ) -> None:
        super().__init__(master, width=scaled(master, PANEL_WIDTH))
        self.grid_propagate(False)  # the source's long lines wrap, never take the maze's room
        self.columnconfigure(0, weight=1)
        self.mode = tk.StringVar(self, "recursion")
        self.language = tk.StringVar(self, "python")
        self.at_dead_ends = tk.BooleanVar(self, False)
        self.deeper = tk.BooleanVar(self, False)
        self.depth_limit = tk.StringVar(self, "20")
        self._row_selected = row_selected
        # the book's walk, or any other algorithm: the texts that differ
        self.book = True
        small = tkfont.nametofont(SMALL)
        self.small = small
        self.controls = controls = TeachControls(
            self,
            labels,
            small,
            {
                "mode": self.mode,
                "language": self.language,
                "at_dead_ends": self.at_dead_ends,
                "deeper": self.deeper,
                "depth_limit": self.depth_limit,
            },
            {
                "switched": switched,
                "play": played,
                "jumped": jumped,
                "breaks_changed": breaks_changed,
                "refused": refused,
            },
        )
        controls.switches.grid(row=SWITCHES_ROW, column=0, sticky="ew")
        # their wrap length follows the panel's width (``layout.py``)
        self.check = ttk.Label(self, font=small, style="Good.TLabel", justify="left")
        self.check.grid(row=CHECK_ROW, column=0, sticky="ew")
        self.why = ttk.Label(self, font=small, justify="left")
        self.why.grid(row=WHY_ROW, column=0, sticky="ew")

        # the source takes the room the rest leaves, in whole lines (``fit_source``); a long
        # line wraps under its own indentation, so every line is read whole
        self.code = code = tkfont.nametofont(CODE)
        self.source = tk.Text(
            self, height=SOURCE_LEAST_LINES, width=40, wrap="word", font=code, relief="flat"
        )
        self.source.tag_configure("running", background="#ffe27a", foreground="#1c1c1c")
        self.source.grid(row=SOURCE_ROW, column=0, sticky="new", pady=SOURCE_GAPS)
        self.source.bind("<Configure>", lambda _event: self._see_running())
        self.rowconfigure(SOURCE_ROW, weight=1)
        controls.bar.grid(row=BAR_ROW, column=0, sticky="ew")

        self.below = below = ttk.Frame(master)
        self.counters = ttk.Label(below, font=small)
        self.counters.pack(fill="x")
        self.scale = tk.Canvas(below, highlightthickness=0)
        self.scale.pack(fill="x")
        self._scale_args: tuple[Sequence[tuple[int, str]], int, int, str] | None = None
        self.scale.bind("<Configure>", lambda _event: self._rescaled())

        self._headings = dict(zip(COLUMNS, book.HEADINGS, strict=True))
        self.stack = stack_table(below, COLUMNS, STACK_ROWS)
        follow_headings(labels, COLUMNS, book.HEADINGS, self._heading)
        for column in COLUMNS:
            self.stack.column(column, stretch=False)
        self.stack.pack(fill="x", pady=(2, 0))
        # a stack narrower than its columns scrolls sideways (a narrow window)
        self.stack_scroll = ttk.Scrollbar(below, orient="horizontal", command=self.stack.xview)
        self.stack.configure(xscrollcommand=self._stack_scrolled)
        self.stack.bind("<<TreeviewSelect>>", lambda _event: self._selected())
        self._rows: dict[str, int] = {}
        self._shown_selection = ""  # the row show_stack selected
        self.apply_look()

    def apply_look(self) -> None:
        """Lengths for the text size in use and colours for the theme on show; again after
        either changed (a style is the theme's own: a new theme needs it set again)."""
        style = ttk.Style(self)
        style.configure("Teach.Treeview", rowheight=row_height(self, SMALL), font=SMALL)
        style.configure("Teach.Treeview.Heading", font=SMALL)
        across, down = PANEL_PADDING
        self.configure(padding=(scaled(self, across), scaled(self, down)))
        across, down = BELOW_PADDING
        self.below.configure(padding=(scaled(self, across), scaled(self, down)))
        self.rowconfigure(SOURCE_ROW, minsize=self.least_source_height())
        for tag in self.source.tag_names():
            if tag.startswith("indent"):  # a wrapped line's margin, measured in its font
                self._indent(int(tag.removeprefix("indent")))
        self.controls.apply_look()
        self.scale.configure(
            height=self.small.metrics("linespace") + scaled(self, BAR_GAP + BAR_HEIGHT + 1),
            background=style.lookup("TFrame", "background") or "#fafafa",
        )
        self._rescaled()
        self._fit_columns()

    def row_height(self) -> int:
        """Pixels of one of the stack's rows."""
        return int(ttk.Style(self).lookup("Teach.Treeview", "rowheight"))

    def source_border(self) -> int:
        """Pixels round the source's lines, above and below together."""
        source = self.source
        edges = ("borderwidth", "highlightthickness", "pady")
        return 2 * sum(int(source.cget(edge)) for edge in edges)

    def least_source_height(self) -> int:
        """Pixels of the source's least lines, with its borders."""
        return SOURCE_LEAST_LINES * self.code.metrics("linespace") + self.source_border()

    def fit_source(self, room: int) -> None:
        """As many whole lines of the source as ``room`` pixels hold (never fewer than its
        least): no line shows cut in half at its foot."""
        lines = (room - self.source_border()) // self.code.metrics("linespace")
        lines = max(SOURCE_LEAST_LINES, lines)
        if lines != int(self.source.cget("height")):
            self.source.configure(height=lines)  # resized, it brings the running line in sight

    def _heading(self, column: str, text: str) -> None:
        if self.book:
            self._set_heading(column, text)

    def _set_heading(self, column: str, text: str) -> None:
        self.stack.heading(column, text=text)
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Every column as wide as its heading and the widest cell shown, in whole steps of
        ``COLUMN_STEP`` (so that it does not flicker at every new digit while play runs).
        The call's column stretches over the width the others leave; where they leave too
        little, its heading gives way first (another algorithm's title and size, which the
        counters say too), then its cells scroll sideways. The widths follow from what is
        shown alone: a step shows the same whether stepped to or jumped to."""
        stack = self.stack
        rows = [stack.item(item, "values") for item in stack.get_children()]
        shown = stack["displaycolumns"]
        for index, column in enumerate(stack["columns"]):
            if shown not in ("#all", ("#all",)) and column not in shown:
                # a hidden column keeps no width: the tree's stretching would count it
                stack.column(column, width=0, minwidth=0, stretch=False)
                continue
            cells = [self._width_of(str(row[index])) for row in rows if len(row) > index]
            heading = self._width_of(str(stack.heading(column, "text")))
            least = max(cells, default=COLUMN_STEP)
            if column != "call":
                least = max(least, heading)
            wanted = max(least, heading)
            if (int(stack.column(column, "minwidth")), int(stack.column(column, "width"))) != (
                least,
                wanted,
            ):
                stack.column(column, width=wanted, minwidth=least, stretch=column == "call")

    def _width_of(self, text: str) -> int:
        """Pixels a column needs for ``text``, in whole steps."""
        step = scaled(self, COLUMN_STEP)
        return -(-(self.small.measure(text) + scaled(self, HEADING_PAD)) // step) * step

    def _stack_scrolled(self, first: float | str, last: float | str) -> None:
        """The sideways scroll bar under the stack only while its columns are wider."""
        self.stack_scroll.set(first, last)
        needed = (float(first), float(last)) != (0.0, 1.0)
        if needed and not self.stack_scroll.winfo_manager():
            self.stack_scroll.pack(fill="x", after=self.stack)
        elif not needed and self.stack_scroll.winfo_manager():
            self.stack_scroll.pack_forget()

    def show_book(self, book: bool, sized: bool = True) -> None:
        """The book's switches and columns, or those of any other algorithm (whose size
        breakpoint is offered where the size is cheap to follow: ``sized``)."""
        self.book = book
        self.controls.show_book(book, sized)
        if book:
            self.stack.configure(displaycolumns="#all")
            for column, msgid in self._headings.items():
                self._set_heading(column, _(msgid))

    def show_headings(self, texts: Sequence[str]) -> None:
        """The stack's column headings for another algorithm's structure: as many columns
        as texts are shown."""
        self.stack.configure(displaycolumns=COLUMNS[: len(texts)])
        for column, text in zip(COLUMNS, texts, strict=False):
            self._set_heading(column, text)

    def fit_stack(self, room: int, most: int) -> None:
        """Make the counters and the stack ``room`` pixels high, in whole rows: at least
        ``STACK_ROWS`` unless they would take more than ``most`` pixels (the maze needs the
        rest), never fewer than ``STACK_LEAST_ROWS``."""
        rows, row = int(self.stack.cget("height")), self.row_height()
        # as asked for (what a frame is given may lag behind, or fall short in a small window)
        other = self.below.winfo_reqheight() - self.stack.winfo_reqheight()  # counters, scale
        heading = self.stack.winfo_reqheight() - rows * row

        def rows_in(pixels: int) -> int:
            return (pixels - other - heading) // row

        wanted = max(STACK_LEAST_ROWS, min(rows_in(most), max(STACK_ROWS, rows_in(room))))
        if wanted != rows and self.stack.winfo_ismapped():
            self.stack.configure(height=wanted)

    def fold(self, total: int, keep: int = -1) -> list[int | Fold]:
        """The positions of a list of ``total`` shown in the stack's rows, both ends when it
        is longer than the rows and ``keep`` (a selected one, -1: none) between them, with a
        Fold for each run of rows left out (see ``folding``)."""
        return folded(total, self.rows_shown(), keep)

    def rows_shown(self) -> int:
        """How many rows the stack shows."""
        return int(self.stack.cget("height"))

    # -- filled by the view ---------------------------------------------------------------------

    def show_source(self, lines: Sequence[str], running: int) -> None:
        """The source, indented by two spaces a level, with line ``running`` highlighted."""
        narrow = [_narrow(line) for line in lines]
        if self.source.get("1.0", "end-1c") != "\n".join(narrow):
            self.source.configure(state="normal")
            self.source.delete("1.0", "end")
            for number, line in enumerate(narrow):
                indent = len(line) - len(line.lstrip(" "))
                self._indent(indent)
                self.source.insert(
                    "end", line + ("\n" if number < len(narrow) - 1 else ""), f"indent{indent}"
                )
            self.source.configure(state="disabled")
        self.source.tag_remove("running", "1.0", "end")
        if running >= 0:
            self.source.tag_add("running", f"{running + 1}.0", f"{running + 2}.0")
            self._see_running()
        else:  # before the first step: the text from its top
            self.source.yview_moveto(0)

    def _indent(self, indent: int) -> None:
        """A wrapped line of ``indent`` spaces goes on under its own text, further in."""
        margin = self.code.measure(" " * (indent + 4))
        self.source.tag_configure(f"indent{indent}", lmargin2=margin)

    def _see_running(self) -> None:
        """The running line in sight, its end as well as its start (a wrapped line), and
        the lines in view whole: none cut at the top (and so, in whole lines, at the foot)."""
        source = self.source
        running = source.tag_ranges("running")
        if not running:
            return
        # from the top each time: the same step shows the same lines however it was reached
        source.yview_moveto(0)
        source.see(f"{running[1]} - 1 char")
        source.see(running[0])
        top = source.dlineinfo("@0,0")
        inside = self.source_border() // 2
        if top is None or top[1] >= inside:
            return
        source.yview_scroll(top[1] - inside, "pixels")  # the top line shown whole
        last = source.dlineinfo(f"{running[1]} - 1 char")
        if last is None or last[1] + last[3] > source.winfo_height() - inside:
            source.yview_scroll(top[3], "pixels")  # a line on: the running line's end whole

    def show_stack(
        self, rows: Sequence[Row], selected: int = -1, colours: Mapping[int, str] | None = None
    ) -> None:
        """``rows`` (a key, then the texts of the columns shown: for the book's walk the
        call, its depth, the step that came, the step it takes), innermost first, as ``fold``
        chose them: a folded run is a row of its text alone, with the key -1. A row's key is
        what the view gets back when the row is selected; the row with the key ``selected``
        is shown selected. ``colours``: a row's background by its key, the colour its fields
        have on the maze (dark text on it, in any theme)."""
        stack = self.stack
        stack.delete(*stack.get_children())
        self._rows.clear()
        self._shown_selection = ""
        for key, *texts in rows:
            colour = (colours or {}).get(key)
            tags: tuple[str, ...] = ()
            if colour:
                tags = (f"colour{colour}",)
                stack.tag_configure(tags[0], background=colour, foreground="#000000")
            item = stack.insert("", "end", values=texts, tags=tags)
            self._rows[item] = key
            if key == selected >= 0 and not self._shown_selection:
                self._shown_selection = item
                stack.selection_set(item)
                stack.see(item)
        self._fit_columns()

    def _rescaled(self) -> None:
        if self._scale_args is not None:
            self.show_scale(*self._scale_args)

    def scale_colour(self, name: str) -> str:
        """A colour of the depth scale in the theme on show: ``calls`` or ``depth`` (the
        book's marks), ``limit``, ``bordercolor``."""
        return str(ttk.Style(self).lookup(DEPTH_SCALE, name))

    def show_scale(
        self, marks: Sequence[tuple[int, str]], end: int, limit: int, label: str
    ) -> None:
        """A bar from 0 to ``end`` filled to each mark (value, colour), under a line with the
        label beside the limit, which is marked across both."""
        self._scale_args = (marks, end, limit, label)
        canvas = self.scale
        canvas.delete("all")
        width = max(canvas.winfo_width(), 100)
        end = max(end, 1)
        top = self.small.metrics("linespace") + scaled(self, BAR_GAP)
        bottom = top + scaled(self, BAR_HEIGHT)
        edge, stroke = self.scale_colour("bordercolor"), max(2, scaled(self, 2))

        def x(value: int) -> float:
            return stroke + (width - 2 * stroke) * min(value, end) / end

        canvas.create_rectangle(stroke, top, width - stroke, bottom, outline=edge)
        for value, colour in marks:  # outlined: its end shows on any ground
            canvas.create_rectangle(stroke, top, x(value), bottom, fill=colour, outline=edge)
        red = self.scale_colour("limit")
        canvas.create_line(x(limit), 0, x(limit), bottom + 1, fill=red, width=stroke)
        # the label beside the limit, on the side with more room, and never cut off
        text_width = self.small.measure(label)
        gap = 2 * stroke
        left = x(limit) - gap - text_width if x(limit) > width / 2 else x(limit) + gap
        canvas.create_text(
            max(0, min(left, width - text_width)),
            0,
            text=label,
            anchor="nw",
            font=self.small,
            fill=red,
        )

    def show_step(self, shown: StepPresentation, structure: bool) -> None:
        """What the model says of a step: the source, the stack (another algorithm's
        ``structure`` under its own headings), the counters with the scale, the explanation."""
        self.show_source(shown.source, shown.line)
        if structure:
            self.show_headings(shown.headings)
        columns = len(shown.headings)
        self.show_stack(
            [(row.key, *row.cells(columns)) for row in shown.stack_rows],
            shown.selected_row,
            {row.key: row.colour for row in shown.stack_rows if row.colour},
        )
        self.counters.configure(text=shown.counters)
        scale = shown.scale
        self.show_scale(
            [(mark.value, mark.colour or self.scale_colour(mark.kind)) for mark in scale.marks],
            scale.end,
            scale.limit,
            scale.label,
        )
        self.why.configure(text=shown.why)

    # -- the user's moves -----------------------------------------------------------------------

    def _selected(self) -> None:
        """A row the user selected; not the selection ``show_stack`` makes or empties."""
        chosen = self.stack.selection()
        if chosen and chosen[0] != self._shown_selection:
            self._shown_selection = chosen[0]
            self._row_selected(self._rows.get(chosen[0], -1))


def _narrow(line: str) -> str:
    """A line with half its indentation, so that the panel needs less width."""
    stripped = line.lstrip(" ")
    return " " * ((len(line) - len(stripped)) // 2) + stripped
