"""The editor's text: a Tk Text with line numbers beside it, colours for Python, Undo without a
limit, and the keys a beginner expects of a code editor.

Keys: Tab indents by four spaces (the lines selected, or at the cursor), Shift+Tab takes four
away, Backspace in the indentation takes it back to the level before (as IDLE and Thonny do),
Return keeps the line's indentation (four more after a colon), Ctrl+Z and Ctrl+Y (or
Ctrl+Shift+Z) undo and redo, Ctrl+A selects everything, Ctrl+Tab leaves the text for the next
control. Every other key without Ctrl or Alt belongs to the text alone: Space, the arrows,
Home and End edit it and never reach the window's shortcuts (play, step, finish). Keys with
Ctrl or Alt, the function keys and Esc go on to the window.
"""

from __future__ import annotations

import re
import tkinter as tk
from collections.abc import Callable, Iterable
from tkinter import font as tkfont
from tkinter import ttk

from labyrinth.gui.editor.syntax import KINDS, spans
from labyrinth.gui.fonts import CODE
from labyrinth.gui.theme import shows_dark

# A bind tag put after the Text class's own: it keeps plain keys from the window.
TEXT_KEYS = "LabyrinthEditorText"
INDENT = "    "
# Lines of text the editor always shows (a smaller window is kept from getting lower).
LEAST_LINES = 8
SHIFT, CONTROL, ALT = 0x1, 0x4, 0x8
# The syntax colours on a light and on a dark background (text contrast at least 4.5 : 1 on
# the editor's background, white or #1c1c1c), by kind; and the current line's background.
COLOURS = {
    False: {
        "keyword": "#8f08c4",
        "builtin": "#7a4b00",
        "string": "#0b6a0b",
        "comment": "#6b6b6b",
        "number": "#0b57d0",
        "api": "#b02020",
    },
    True: {
        "keyword": "#d59cf5",
        "builtin": "#e3b86b",
        "string": "#8fd48f",
        "comment": "#a0a0a0",
        "number": "#8ab4f8",
        "api": "#ff8a80",
    },
}
ERROR_LINE = {False: "#ffd6d6", True: "#5c2323"}
# What a line that opens a block ends with (a comment after the colon allowed).
_OPENS_BLOCK = re.compile(r":\s*(#.*)?$")


class CodeText(ttk.Frame):
    """The text with its line numbers and scroll bars; ``changed()`` is told after every
    change of the text, once the window is idle; ``api`` are the names coloured as the maze's
    (set again with ``set_api``)."""

    def __init__(self, master: tk.Misc, changed: Callable[[], None]) -> None:
        super().__init__(master)
        self.changed = changed
        self.api: frozenset[str] = frozenset()
        self.numbers = tk.Text(
            self,
            width=3,
            font=CODE,
            relief="flat",
            takefocus=False,
            cursor="arrow",
            padx=4,
            state="disabled",
            highlightthickness=0,
        )
        self.text = text = tk.Text(
            self,
            width=44,
            height=12,
            font=CODE,
            wrap="none",
            undo=True,
            maxundo=-1,
            autoseparators=True,
            relief="flat",
            padx=4,
        )
        self.down = ttk.Scrollbar(self, orient="vertical", command=self._scroll_both)
        self.across = ttk.Scrollbar(self, orient="horizontal", command=text.xview)
        text.configure(yscrollcommand=self._scrolled, xscrollcommand=self.across.set)
        self.numbers.grid(row=0, column=0, sticky="ns")
        text.grid(row=0, column=1, sticky="nsew")
        self.down.grid(row=0, column=2, sticky="ns")
        self.across.grid(row=1, column=1, sticky="ew")
        self.columnconfigure(1, weight=1)
        self.rowconfigure(0, weight=1)
        own, klass, *rest = text.bindtags()
        text.bindtags((own, klass, TEXT_KEYS, *rest))
        text.bind_class(TEXT_KEYS, "<Key>", _keep_plain_keys)
        for sequence, action in (
            ("<Tab>", self.indent),
            ("<Shift-Tab>", self.dedent),
            ("<ISO_Left_Tab>", self.dedent),
            ("<Return>", self.new_line),
            ("<KP_Enter>", self.new_line),
            ("<Control-z>", self.undo),
            ("<Control-Z>", self.redo),
            ("<Control-Shift-z>", self.redo),
            ("<Control-y>", self.redo),
            ("<Control-a>", self.select_all),
            ("<Control-t>", lambda: None),  # no swapping of two characters (Emacs' key)
            # Tab indents: with Ctrl it leaves the text, forwards and back
            ("<Control-Tab>", lambda: _focus(text.tk_focusNext())),
            ("<Control-Shift-Tab>", lambda: _focus(text.tk_focusPrev())),
            ("<Control-ISO_Left_Tab>", lambda: _focus(text.tk_focusPrev())),
        ):
            text.bind(sequence, breaking(action))
        text.bind("<BackSpace>", self._backspace)
        text.bind("<<Modified>>", self._modified)
        self._job: str | None = None
        self.bind("<Destroy>", self._closed, add="+")

    # -- the text ----------------------------------------------------------------------------

    def get(self) -> str:
        """The program as typed (without the newline Tk keeps after the last line)."""
        return self.text.get("1.0", "end-1c")

    def replace(self, program: str) -> None:
        """Put ``program`` in place of the text: one step Ctrl+Z takes back."""
        text = self.text
        text.configure(autoseparators=False)  # else the delete and the insert are two steps
        text.edit_separator()
        text.delete("1.0", "end")
        text.insert("1.0", program)
        text.edit_separator()
        text.configure(autoseparators=True)
        text.mark_set("insert", "1.0")
        text.see("insert")
        self.refresh()

    def set_api(self, names: Iterable[str]) -> None:
        self.api = frozenset(names)
        self.refresh()

    def show_error_line(self, line: int) -> None:
        """Mark line ``line`` (from 1; 0: none) as the one a problem was found on."""
        text = self.text
        text.tag_remove("error", "1.0", "end")
        if line > 0:
            text.tag_add("error", f"{line}.0", f"{line + 1}.0")
            text.see(f"{line}.0")

    def apply_look(self) -> None:
        """Colours for the theme on show: an entry's field colours, the syntax colours of a
        light or dark theme."""
        style = ttk.Style(self)
        background = style.lookup("TEntry", "fieldbackground") or "#ffffff"
        foreground = style.lookup("TEntry", "foreground") or "#1c1c1c"
        dark = shows_dark(self)
        for widget in (self.text, self.numbers):
            widget.configure(background=background, foreground=foreground)
        # a tab typed elsewhere and pasted in: as wide as an indentation
        self.text.configure(
            insertbackground=foreground, tabs=(tkfont.nametofont(CODE, self).measure(INDENT),)
        )
        self.numbers.configure(foreground=COLOURS[dark]["comment"])
        for kind in KINDS:
            self.text.tag_configure(kind, foreground=COLOURS[dark][kind])
        self.text.tag_configure("error", background=ERROR_LINE[dark])
        self.text.tag_lower("error")

    def least_height(self) -> int:
        """Pixels of the text's least lines, with the scroll bar under them."""
        line = tkfont.nametofont(CODE, self).metrics("linespace")
        return LEAST_LINES * line + self.across.winfo_reqheight() + 4

    # -- keys --------------------------------------------------------------------------------

    def _selected_lines(self) -> range | None:
        text = self.text
        if not text.tag_ranges("sel"):
            return None
        first = int(text.index("sel.first").split(".")[0])
        last_index = text.index("sel.last")
        last, column = map(int, last_index.split("."))
        if column == 0 and last > first:
            last -= 1  # a selection that ends at a line's start does not take that line
        return range(first, last + 1)

    def indent(self) -> None:
        """Four spaces at the cursor, or before every line selected."""
        text, lines = self.text, self._selected_lines()
        text.edit_separator()
        if lines is None:
            text.insert("insert", INDENT)
        else:
            for line in lines:
                text.insert(f"{line}.0", INDENT)
        text.edit_separator()

    def dedent(self) -> None:
        """Up to four spaces less before the cursor's line, or every line selected."""
        text = self.text
        lines = self._selected_lines() or [int(text.index("insert").split(".")[0])]
        text.edit_separator()
        for line in lines:
            start = text.get(f"{line}.0", f"{line}.{len(INDENT)}")
            spaces = len(start) - len(start.lstrip(" "))
            if spaces:
                text.delete(f"{line}.0", f"{line}.{spaces}")
        text.edit_separator()

    def _backspace(self, _event: tk.Event) -> str | None:
        """In the spaces that begin a line, back to the indentation level before (from 7
        spaces to 4, from 8 to 4); anywhere else Tk's own Backspace deletes one character."""
        text = self.text
        before = text.get("insert linestart", "insert")
        if text.tag_ranges("sel") or not before or before.strip(" "):
            return None
        level = (len(before) - 1) // len(INDENT) * len(INDENT)
        text.delete(f"insert linestart +{level}c", "insert")
        return "break"

    def new_line(self) -> None:
        """A new line with the indentation of the line before, four spaces more after a colon."""
        text = self.text
        before = text.get("insert linestart", "insert")
        indent = before[: len(before) - len(before.lstrip(" "))]
        if _OPENS_BLOCK.search(before):
            indent += INDENT
        if text.tag_ranges("sel"):
            text.delete("sel.first", "sel.last")
        text.insert("insert", "\n" + indent)
        text.see("insert")

    def undo(self) -> None:
        try:
            self.text.edit_undo()
        except tk.TclError:  # nothing to undo
            self.bell()

    def redo(self) -> None:
        try:
            self.text.edit_redo()
        except tk.TclError:  # nothing to redo
            self.bell()

    def select_all(self) -> None:
        self.text.tag_add("sel", "1.0", "end-1c")

    # -- colours and numbers -----------------------------------------------------------------

    def _modified(self, _event: object) -> None:
        """The text changed: colour and number it once the window is idle (a paste of many
        lines, or a key held down, makes one pass)."""
        self.text.edit_modified(False)
        if self._job is None:
            self._job = self.after_idle(self._after_change)

    def _after_change(self) -> None:
        self._job = None
        self.refresh()
        self.changed()

    def refresh(self) -> None:
        """The colours and the line numbers of the text as it is now."""
        text = self.text
        program = self.get()
        for kind in KINDS:
            text.tag_remove(kind, "1.0", "end")
        for kind, first, end in spans(program, self.api):
            text.tag_add(kind, f"1.0+{first}c", f"1.0+{end}c")
        self._number(program.count("\n") + 1)

    def _number(self, lines: int) -> None:
        numbers = self.numbers
        wanted = "\n".join(str(line) for line in range(1, lines + 1))
        if numbers.get("1.0", "end-1c") != wanted:
            numbers.configure(state="normal", width=max(2, len(str(lines))))
            numbers.delete("1.0", "end")
            numbers.insert("1.0", wanted, "number")
            numbers.tag_configure("number", justify="right")
            numbers.configure(state="disabled")
        numbers.yview_moveto(self.text.yview()[0])

    def _scrolled(self, first: float | str, last: float | str) -> None:
        """The text scrolled: the scroll bar and the numbers follow."""
        self.down.set(first, last)
        self.numbers.yview_moveto(float(first))

    def _scroll_both(self, *args: str) -> None:
        self.text.yview(*args)

    def _closed(self, event: tk.Event) -> None:
        if event.widget is self and self._job is not None:
            self.after_cancel(self._job)
            self._job = None


def _focus(widget: tk.Misc | None) -> None:
    if widget is not None:
        widget.focus_set()


def breaking(action: Callable[[], object]) -> Callable[[tk.Event], str]:
    """A key's handler that runs ``action`` and stops the key there (no class binding after)."""

    def handle(_event: tk.Event) -> str:
        action()
        return "break"

    return handle


def _keep_plain_keys(event: tk.Event) -> str | None:
    """After the text's own handling: a key without Ctrl or Alt stops here (the window's Space,
    arrows, Home and End would play, step or finish), except the function keys and Esc."""
    state = event.state if isinstance(event.state, int) else 0
    if state & (CONTROL | ALT) or event.keysym == "Escape" or re.fullmatch(r"F\d+", event.keysym):
        return None
    return "break"
