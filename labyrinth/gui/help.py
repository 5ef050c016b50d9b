"""The Help menu's windows: the keyboard shortcuts, what the controls and algorithms mean,
and About.

The shortcuts are made from the command table and the menus' layout, so the list never
names a key the window does not have. Each window is themed, takes the focus, closes with
Esc, scrolls when it is long, fits a 1024 × 600 screen and follows a language switch.
"""

from __future__ import annotations

import tkinter as tk
import webbrowser
from collections.abc import Callable
from functools import partial
from tkinter import font as tkfont
from tkinter import ttk
from typing import TYPE_CHECKING

import labyrinth
from labyrinth.generators import ALGORITHMS
from labyrinth.gui.animator import STEPS_PER_SECOND
from labyrinth.gui.commands import Command
from labyrinth.gui.exclusions import MOUSE_EDITS
from labyrinth.gui.field_cursor import MAZE_KEYS
from labyrinth.gui.menus import LAYOUT, MENUS, VARIANTS
from labyrinth.i18n import N_, _
from labyrinth.maze_array import MAX_SIZE, MIN_SIZE

if TYPE_CHECKING:
    from labyrinth.gui.app import LabyrinthApp

WIKIBOOK = "https://de.wikibooks.org/wiki/Rekursive_Labyrinthe"
# The largest a help window opens, and the room it leaves on the screen (a 1024 × 600 laptop).
LARGEST = (780, 560)
SCREEN_MARGIN = (40, 90)
# The mouse on the maze beside the edits, for the shortcuts window.
MOUSE_VIEW = (
    (N_("Scroll up and down, or sideways"), N_("Mouse wheel, Shift+wheel")),
    (N_("Zoom in or out at the mouse pointer"), N_("Ctrl+wheel")),
)
# What each control means: its label (the panel's message id) and a paragraph.
CONTROLS = (
    (
        N_("Width and height"),
        N_(
            "How many fields the maze has across and down: {least} to {most} "
            "each. The book's maze has 32 × 24. A new size takes effect with the next new "
            "maze (Ctrl+N) or build (F5)."
        ),
    ),
    (
        N_("Seed"),
        N_(
            "The number the random choices start from. The same seed, size and algorithm "
            "build the same maze again, on any computer; New maze takes a new seed."
        ),
    ),
    (
        N_("Loops %"),
        N_(
            "After the build, this share of the passages gets one extra opening through a "
            "wall, and each opening makes a loop: more than one way between some fields. "
            "0 gives a perfect maze, with exactly one way between any two fields."
        ),
    ),
    (
        N_("Blocks ‰"),
        N_(
            "After the build, each passage keeps its wall with this chance in a thousand, as "
            "if the walk had gone on without opening it. Fields behind a block may be cut off "
            "from the rest: the status bar counts them."
        ),
    ),
    (
        N_("Speed"),
        N_(
            "How fast the build is shown: 1 is slowest ({slow} steps a second), 10 fastest "
            "({fast} steps a second), 0 shows no animation. Space pauses the build, Right "
            "then shows one step at a time, End finishes it."
        ),
    ),
    (
        N_("Excluded fields"),
        N_(
            "Click a field before a build to take it out of the maze (grey), or drag over "
            "many; a stroke that starts on a grey field brings fields back. The walk goes "
            "around excluded fields. Undo takes back a whole stroke; Clear exclusions brings "
            "every field back."
        ),
    ),
    (
        N_("River"),
        N_(
            "The texture window (Maze, Texture…) measures a built maze. Its river is the mean "
            "number of steps a passage runs before it forks or ends: much river means few but "
            "long dead ends, as the book's algorithm makes; little river many short ones, as "
            "Prim's makes."
        ),
    ),
)


def shortcut_sections(commands: dict[str, Command]) -> list[tuple[str, list[tuple[str, str]]]]:
    """Every command of the table under its menu's title, with its keys, then the keys and
    the mouse on the maze; all in the current language."""
    sections = []
    for menu, title in MENUS:
        layout = LAYOUT.get(menu)
        if layout is None:  # the algorithms and languages: no keys
            continue
        rows = []
        for key in layout:
            if key is None:
                continue
            command = commands[key]
            keys = [_(text) for text in (command.accelerator, command.more) if text]
            rows.append((_(command.label), ", ".join(keys)))
        sections.append((_(title), rows))
    maze = [(_(what), _(keys)) for what, keys in (*MAZE_KEYS, *MOUSE_EDITS, *MOUSE_VIEW)]
    sections.append((_("On the maze"), maze))
    return sections


def controls_text() -> list[tuple[str, str]]:
    """Headings and paragraphs of the controls window, in the current language."""
    values = {
        "least": MIN_SIZE,
        "most": MAX_SIZE,
        "slow": STEPS_PER_SECOND[1],
        "fast": STEPS_PER_SECOND[-1],
    }
    text = [(_(label), _(paragraph).format(**values)) for label, paragraph in CONTROLS]
    text.append(
        (
            _("Algorithms"),
            _(
                "Choose one in the Algorithm menu: the maze is built again with it at once. "
                "Each makes its own texture."
            ),
        )
    )
    for algorithm in ALGORITHMS.values():
        paragraph = _(algorithm.summary)
        if algorithm.options:
            variants = (VARIANTS[option] for option in algorithm.options)
            names = ", ".join(_(variant) for variant in variants)
            paragraph += " " + _("Variants: {names}.").format(names=names)
        text.append((_(algorithm.title), paragraph))
    return text


def _auto_scrollbar(scrollbar: ttk.Scrollbar) -> Callable[[float, float], None]:
    """A scroll command that shows ``scrollbar`` only when there is something to scroll."""

    def scrolled(first: float, last: float) -> None:
        if float(first) <= 0 and float(last) >= 1:
            scrollbar.grid_remove()
        else:
            scrollbar.grid()
        scrollbar.set(first, last)

    return scrolled


class HelpWindow:
    """A window of the Help menu over ``root``: ``fill`` makes its body, ``texts`` writes its
    words in the current language (again after a switch)."""

    title = ""

    def __init__(self, root: tk.Tk) -> None:
        self.window = tk.Toplevel(root)
        self.window.transient(root)
        self.window.configure(background=ttk.Style(root).lookup("TFrame", "background"))
        frame = ttk.Frame(self.window, padding=12)
        frame.pack(fill="both", expand=True)
        self.close = ttk.Button(frame, command=self.window.destroy)
        self.close.pack(side="bottom", anchor="e", pady=(10, 0))
        self.body = ttk.Frame(frame)
        self.body.pack(fill="both", expand=True)
        self.window.bind("<Escape>", lambda _event: self.window.destroy())
        self.fill()
        self.relabel()
        self._place(root)
        self.focus().focus_set()

    def fill(self) -> None:
        raise NotImplementedError

    def texts(self) -> None:
        raise NotImplementedError

    def focus(self) -> tk.Widget:
        """The widget that takes the focus when the window opens."""
        return self.close

    def exists(self) -> bool:
        return bool(self.window.winfo_exists())

    def relabel(self) -> None:
        self.window.title(_(self.title))
        self.close.configure(text=_("Close"))
        self.texts()

    def _place(self, root: tk.Tk) -> None:
        """Beside the main window's left edge, within the screen, at most LARGEST."""
        window = self.window
        window.update_idletasks()
        screen_width = window.winfo_screenwidth() - SCREEN_MARGIN[0]
        screen_height = window.winfo_screenheight() - SCREEN_MARGIN[1]
        width = min(window.winfo_reqwidth(), LARGEST[0], screen_width)
        height = min(window.winfo_reqheight(), LARGEST[1], screen_height)
        x = max(0, min(root.winfo_rootx() + 40, screen_width - width))
        y = max(0, min(root.winfo_rooty() + 20, screen_height - height))
        window.geometry(f"{width}x{height}+{x}+{y}")
        window.minsize(min(width, 320), min(height, 240))

    def scrolled(self, widget: tk.Text | ttk.Treeview) -> None:
        """Put ``widget`` in the body with a vertical scroll bar that shows when needed."""
        scrollbar = ttk.Scrollbar(self.body, orient="vertical", command=widget.yview)
        widget.configure(yscrollcommand=_auto_scrollbar(scrollbar))
        widget.grid(row=1, column=0, sticky="nsew")
        scrollbar.grid(row=1, column=1, sticky="ns")
        self.body.rowconfigure(1, weight=1)
        self.body.columnconfigure(0, weight=1)


class ShortcutsWindow(HelpWindow):
    """Every command with its keys, grouped by menu, in a list to scroll and walk with keys."""

    title = N_("Keyboard shortcuts")

    def __init__(self, root: tk.Tk, commands: dict[str, Command]) -> None:
        self.commands = commands
        super().__init__(root)

    def fill(self) -> None:
        self.note = ttk.Label(self.body, wraplength=640, justify="left")
        self.note.grid(row=0, column=0, columnspan=2, sticky="w", pady=(0, 8))
        self.tree = ttk.Treeview(self.body, columns=("keys",), height=16, selectmode="browse")
        self.tree.column("#0", width=410, stretch=True)
        self.tree.column("keys", width=270, stretch=True)
        bold = tkfont.nametofont("TkDefaultFont").copy()
        bold.configure(weight="bold")
        self.tree.tag_configure("section", font=bold)
        self.scrolled(self.tree)

    def texts(self) -> None:
        self.note.configure(
            text=_(
                "While the cursor is in a text field, Space, Right, End and letters edit "
                "the text; the Ctrl shortcuts work everywhere."
            )
        )
        self.tree.heading("#0", text=_("Command"), anchor="w")
        self.tree.heading("keys", text=_("Keys"), anchor="w")
        self.tree.delete(*self.tree.get_children())
        for title, rows in shortcut_sections(self.commands):
            section = self.tree.insert("", "end", text=title, open=True, tags=("section",))
            for label, keys in rows:
                self.tree.insert(section, "end", text=label, values=(keys,))
        first = self.tree.get_children()[0]
        self.tree.focus(first)
        self.tree.selection_set(first)

    def focus(self) -> tk.Widget:
        return self.tree

    def rows(self) -> list[tuple[str, str]]:
        """What the list shows: each entry's text and keys, sections included."""
        shown = []
        for section in self.tree.get_children():
            shown.append((self.tree.item(section, "text"), ""))
            for row in self.tree.get_children(section):
                shown.append((self.tree.item(row, "text"), self.tree.set(row, "keys")))
        return shown


class ControlsWindow(HelpWindow):
    """What width, height, seed, loops, blocks, speed, the river and each algorithm mean."""

    title = N_("Controls and algorithms")

    def fill(self) -> None:
        style = ttk.Style(self.window)
        self.text = tk.Text(
            self.body,
            wrap="word",
            width=70,
            height=26,
            padx=10,
            pady=8,
            relief="flat",
            highlightthickness=1,
            background=style.lookup("TEntry", "fieldbackground") or "white",
            font="TkDefaultFont",
            cursor="arrow",
        )
        bold = tkfont.nametofont("TkDefaultFont").copy()
        bold.configure(weight="bold")
        self.text.tag_configure("heading", font=bold, spacing1=8)
        self.text.tag_configure("paragraph", spacing1=2, spacing3=4)
        self.scrolled(self.text)

    def texts(self) -> None:
        self.text.configure(state="normal")
        self.text.delete("1.0", "end")
        for heading, paragraph in controls_text():
            self.text.insert("end", heading + "\n", "heading")
            self.text.insert("end", paragraph + "\n", "paragraph")
        self.text.configure(state="disabled")  # read only; the keys still scroll it

    def focus(self) -> tk.Widget:
        return self.text

    def shown(self) -> str:
        return self.text.get("1.0", "end")


class AboutWindow(HelpWindow):
    """The program, its version and licence, and the Wikibook it ports, with a link."""

    title = N_("About Labyrinth")

    def fill(self) -> None:
        bold = tkfont.nametofont("TkDefaultFont").copy()
        bold.configure(weight="bold", size=bold.cget("size") + 4)
        self.name = ttk.Label(self.body, font=bold)
        self.name.pack(anchor="w")
        self.about = ttk.Label(self.body, wraplength=460, justify="left")
        self.about.pack(anchor="w", pady=(8, 0))
        link_font = tkfont.nametofont("TkDefaultFont").copy()
        link_font.configure(underline=True)
        # A label that acts as a link: the mouse clicks it, the keyboard reaches it with Tab.
        self.link = ttk.Label(
            self.body, text=WIKIBOOK, font=link_font, foreground="#0b57d0", cursor="hand2"
        )
        self.link.configure(takefocus=1)
        self.link.pack(anchor="w", pady=(4, 0))
        for sequence in ("<Button-1>", "<Return>", "<space>"):
            self.link.bind(sequence, lambda _event: self.open_link())
        self.link.bind("<FocusIn>", lambda _event: self.link.configure(background="#dbe7fb"))
        self.link.bind("<FocusOut>", lambda _event: self.link.configure(background=""))
        self.licence = ttk.Label(self.body, wraplength=460, justify="left")
        self.licence.pack(anchor="w", pady=(10, 0))

    def texts(self) -> None:
        self.name.configure(
            text=_("Labyrinth, version {version}").format(version=labyrinth.__version__)
        )
        self.about.configure(
            text=_(
                "Build mazes, watch how they are built, solve and save them: a Python port "
                "of the German Wikibook “Rekursive Labyrinthe” (recursive mazes) by Markus "
                "Bautsch, whose pages explain the recursion step by step:"
            )
        )
        self.licence.configure(
            text=_(
                "Licence: the Unlicense. The program is in the public domain, as the book's "
                "Java code is."
            )
        )

    def open_link(self) -> None:
        webbrowser.open(WIKIBOOK)

    def focus(self) -> tk.Widget:
        return self.link


class Help:
    """The Help menu of ``app``: its commands, and at most one window of each kind."""

    def __init__(self, app: LabyrinthApp) -> None:
        self.app = app
        self.windows: dict[str, HelpWindow] = {}

    def commands(self) -> dict[str, Command]:
        return {
            "shortcuts": Command(
                N_("Keyboard shortcuts"), "F1", ("<F1>",), partial(self.show, "shortcuts")
            ),
            "controls_help": Command(
                N_("Controls and algorithms"), "", (), partial(self.show, "controls")
            ),
            "about": Command(N_("About Labyrinth"), "", (), partial(self.show, "about")),
        }

    def show(self, kind: str) -> HelpWindow:
        """Open the window (or bring it to the front, if it is open)."""
        window = self.windows.get(kind)
        if window is not None and window.exists():
            window.window.deiconify()
            window.window.lift()
            window.focus().focus_set()
            return window
        root = self.app.root
        if kind == "shortcuts":
            window = ShortcutsWindow(root, self.app.commands)
        elif kind == "controls":
            window = ControlsWindow(root)
        else:
            window = AboutWindow(root)
        self.windows[kind] = window
        return window

    def relabel(self) -> None:
        for window in self.windows.values():
            if window.exists():
                window.relabel()
