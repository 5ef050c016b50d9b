"""The lessons panel beside the maze: the list of lessons with their marks, the chosen lesson's
text with the hints shown so far, the editor's text with the lesson's code, the buttons (Hint,
Run, Check, Stop; Walk for a lesson played by hand), the menu of a teacher's lessons
(``teacher.py``) and the check's sentences, one per maze.

It only shows; the mode (``mode.py``) does what its buttons ask for (``actions``). Its lengths
are given for the normal text size and grow with View → Text size.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping, Sequence
from tkinter import font as tkfont
from tkinter import ttk

from labyrinth.gui.button_row import pack_buttons
from labyrinth.gui.editor.code_text import CodeText
from labyrinth.gui.fonts import SMALL, scaled
from labyrinth.gui.labels import Labels
from labyrinth.gui.lessons.progress_menu import ProgressMenu
from labyrinth.gui.lessons.teacher import TeacherMenu
from labyrinth.i18n import N_

# Pixels at the normal text size: the panel's least width, its padding.
PANEL_LEAST = 360
PADDING = (6, 4)
# Rows of the list; lines of the lesson's text wanted and kept at least; lines of the check's
# sentences at least (the box grows to show them all, as far as the panel has room).
LIST_ROWS, TEXT_LINES, TEXT_LEAST, RESULT_LINES = 4, 12, 3, 3
# How much faster the code's rows give way than the lesson's text when the panel is low (and
# grow when it is high): the text keeps room to be read, the code scrolls as code does.
CODE_WEIGHT = 3
DONE, OPEN = "✓", "○"
TEXT_FONT = "TkDefaultFont"  # the lesson's words read as prose, not as code
TEXT_PADDING = 2
# The buttons under the text: key, label, tooltip.
BUTTONS = (
    ("run", N_("Run"), N_("Run the program on the lesson's first maze, then replay it (Ctrl+R)")),
    ("check", N_("Check"), N_("Check the program on all the lesson's mazes (Ctrl+K)")),
    ("stop", N_("Stop"), N_("Stop the program at once (Esc)")),
    ("walk", N_("Walk the maze"), N_("Play the lesson's maze with the arrow keys")),
)


class LessonsPanel(ttk.Frame):
    """The panel in ``master``; ``actions`` are run by its parts: ``chosen(index)``,
    ``hint``, ``run``, ``check``, ``stop``, ``walk``, ``changed`` (the text changed),
    ``add_folder``, ``built_in_only``, ``join_progress`` and ``save_progress``."""

    def __init__(self, master: tk.Misc, labels: Labels, actions: Mapping[str, Callable]) -> None:
        super().__init__(master, width=scaled(master, PANEL_LEAST))
        self.grid_propagate(False)  # the texts scroll; they never take the maze's room
        self.columnconfigure(0, weight=1)
        self.buttons: dict[str, ttk.Button] = {}

        # The list, the lesson's text and the check's sentences may be longer than their rows:
        # each has a scroll bar.
        list_frame = ttk.Frame(self)
        list_frame.grid(row=0, column=0, sticky="ew")
        self.list = ttk.Treeview(list_frame, show="tree", height=LIST_ROWS, selectmode="browse")
        self.list_bar = _scroll_bar_beside(self.list)
        self.list.bind("<<TreeviewSelect>>", lambda _event: self._chosen(actions["chosen"]))
        labels.tooltip(self.list, N_("The lessons: ✓ passed, ○ open"))

        self.text_frame = ttk.Frame(self)
        self.text_frame.grid(row=1, column=0, sticky="nsew", pady=(4, 0))
        self.text = _read_only_text(self.text_frame, TEXT_LINES)
        self.text_bar = _scroll_bar_beside(self.text)
        self.rowconfigure(1, weight=1)
        self.text.tag_configure("hint", lmargin1=8, lmargin2=8)

        hint_row = ttk.Frame(self)
        hint_row.grid(row=2, column=0, sticky="ew", pady=(2, 0))
        self.hint = ttk.Button(hint_row, command=actions["hint"])
        self.hint.pack(side="left")
        labels.tooltip(self.hint, N_("Show the next hint under the lesson's text"))
        self.teacher = TeacherMenu(
            hint_row, labels, actions["add_folder"], actions["built_in_only"]
        )
        self.teacher.pack(side="right")
        self.progress_menu = ProgressMenu(
            hint_row, labels, actions["join_progress"], actions["save_progress"]
        )
        self.progress_menu.pack(side="right", padx=(0, 4))

        self.code = CodeText(self, actions["changed"])
        self.code.grid(row=3, column=0, sticky="nsew", pady=4)
        self.rowconfigure(3, weight=CODE_WEIGHT)

        row = ttk.Frame(self)
        row.grid(row=4, column=0, sticky="ew")
        self.buttons.update(pack_buttons(row, labels, BUTTONS, actions, padx=(0, 4)))
        self.progress = ttk.Label(row, font=SMALL)
        self.progress.pack(side="left", fill="x", expand=True)

        self.results_frame = ttk.Frame(self)
        self.results_frame.grid(row=5, column=0, sticky="ew", pady=(4, 0))
        self.results = _read_only_text(self.results_frame, RESULT_LINES)
        self.results_bar = _scroll_bar_beside(self.results)
        self.ids: list[str] = []
        self.apply_look()
        self.bind("<Configure>", lambda _event: self._fit_results(), add="+")

    def apply_look(self) -> None:
        across, down = PADDING
        self.configure(padding=(scaled(self, across), scaled(self, down)))
        style = ttk.Style(self)
        background = style.lookup("TEntry", "fieldbackground") or "#ffffff"
        foreground = style.lookup("TEntry", "foreground") or "#1c1c1c"
        for text in (self.text, self.results):
            text.configure(background=background, foreground=foreground)
        # the lesson's text and the code keep their least lines when the panel is low
        line = tkfont.nametofont(TEXT_FONT, self).metrics("linespace")
        self.least_rows = (TEXT_LEAST * line + 2 * TEXT_PADDING, self.code.least_height())
        for row, least in zip((1, 3), self.least_rows, strict=True):
            self.rowconfigure(row, minsize=least)
        self.least_results = RESULT_LINES * line + 2 * TEXT_PADDING
        for tag, style_name in (("good", "Good.TLabel"), ("bad", "Bad.TLabel")):
            colour = style.lookup(style_name, "foreground") or foreground
            self.results.tag_configure(tag, foreground=colour)

    def least_size(self) -> tuple[int, int]:
        """The narrowest and lowest the panel gets: its rows whole, the lesson's text and
        the code at their least lines, the check's sentences at theirs."""
        shrinking = (self.text_frame, self.code, self.results_frame)
        others = sum(
            child.winfo_reqheight() for child in self.grid_slaves() if child not in shrinking
        )
        least = sum(self.least_rows) + self.least_results
        padding = 2 * scaled(self, PADDING[1]) + scaled(self, 14)  # and the gaps between rows
        return scaled(self, PANEL_LEAST), others + least + padding

    def fit(self, room: int, maze_least: int) -> None:
        """Half of ``room`` (the panel's and the maze's pixels), at least the least width,
        and at least ``maze_least`` pixels left to the maze."""
        width = max(scaled(self, PANEL_LEAST), min(room // 2, room - maze_least))
        if width != int(self.cget("width")):
            self.configure(width=width)

    # -- filled by the mode ----------------------------------------------------------------------

    def show_list(self, rows: Sequence[tuple[str, str, bool]], chosen: int) -> None:
        """The lessons as (id, title, passed), ``chosen`` selected."""
        self.list.delete(*self.list.get_children())
        self.ids = [identity for identity, _title, _passed in rows]
        for number, (identity, title, passed) in enumerate(rows, start=1):
            mark = DONE if passed else OPEN
            self.list.insert("", "end", iid=identity, text=f"{mark} {number}. {title}")
        if 0 <= chosen < len(self.ids):
            identity = self.ids[chosen]
            self.list.selection_set(identity)
            self.list.focus(identity)
            self.list.see(identity)

    def show_text(self, text: str, hints: Sequence[str], at_end: bool) -> None:
        """The lesson's text and the hints shown so far, from the top (or at the last)."""
        parts = [(text.rstrip("\n"), "")]
        parts += [("\n" + hint.rstrip("\n"), "hint") for hint in hints]
        _fill(self.text, parts, "\n")
        self.text.see("end" if at_end else "1.0")

    def show_results(self, lines: Sequence[tuple[str, bool]]) -> None:
        """The check's sentences, one a maze; where they do not all fit (a small screen), the
        first maze that failed is at the top: that is the one to read."""
        _fill(self.results, [(line, "good" if good else "bad") for line, good in lines], "\n")
        self._fit_results()
        failed = [number for number, (_line, good) in enumerate(lines, 1) if not good]
        self.results.update_idletasks()
        if failed and self.results.bbox(f"{failed[0]}.0 lineend") is None:
            self.results.yview(f"{failed[0]}.0")

    def _fit_results(self) -> None:
        """The check's sentences whole (one a maze, each perhaps on a few lines): the box grows
        to them as far as the panel has room, the lesson's text and the code giving way down
        to their least lines; beyond that it scrolls."""
        text = self.results
        line = tkfont.nametofont(TEXT_FONT, self).metrics("linespace")
        shown = int(text.tk.call(text, "count", "-update", "-displaylines", "1.0", "end-1c")) + 1
        room = self.winfo_height() - self.least_size()[1] + self.least_results
        lines = max(RESULT_LINES, min(shown, room // line))
        if lines != int(text.cget("height")):
            text.configure(height=lines)

    def show_running(self, running: bool, walk: bool) -> None:
        """Run and Check while nothing runs, Stop while a check or run does; the code and
        its buttons hidden for a lesson walked by hand, Walk shown instead."""
        for key in ("run", "check"):
            self.buttons[key].state(["disabled"] if running else ["!disabled"])
        self.buttons["stop"].state(["!disabled"] if running else ["disabled"])
        for part in (self.list, self.teacher, self.progress_menu):
            part.state(["disabled"] if running else ["!disabled"])
        for button in self.buttons.values():
            button.pack_forget()
        for key in ("walk",) if walk else ("run", "check", "stop"):
            self.buttons[key].pack(side="left", padx=(0, 4), before=self.progress)
        if walk:
            self.code.grid_remove()
        else:
            self.code.grid()

    def _chosen(self, chosen: Callable[[int], None]) -> None:
        selection = self.list.selection()
        if selection and selection[0] in self.ids:
            chosen(self.ids.index(selection[0]))


def _read_only_text(master: tk.Misc, lines: int) -> tk.Text:
    """A text of ``lines`` lines that wraps at words and takes no typing (it can be
    selected and copied)."""
    text = tk.Text(
        master,
        height=lines,
        width=30,
        font=TEXT_FONT,
        wrap="word",
        relief="flat",
        padx=4,
        pady=TEXT_PADDING,
        highlightthickness=0,
    )
    text.configure(state="disabled")
    return text


def _scroll_bar_beside(widget: tk.Text | ttk.Treeview) -> ttk.Scrollbar:
    """A vertical scroll bar at the right of ``widget``, which fills the rest of its frame."""
    bar = ttk.Scrollbar(widget.master, orient="vertical", command=widget.yview)
    widget.configure(yscrollcommand=bar.set)
    bar.pack(side="right", fill="y")
    widget.pack(side="left", fill="both", expand=True)
    return bar


def _fill(text: tk.Text, parts: Sequence[tuple[str, str]], between: str = "") -> None:
    text.configure(state="normal")
    text.delete("1.0", "end")
    for index, (part, tag) in enumerate(parts):
        text.insert("end", (between if index else "") + part, tag)
    text.configure(state="disabled")
