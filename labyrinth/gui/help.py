"""The Help menu's windows: the keyboard shortcuts, what the controls and algorithms mean,
and About; and the manual, opened in the browser.

The shortcuts are made from the command table and the menus' layout, so the list never
names a key the window does not have. Each window is themed, takes the focus, closes with
Esc, scrolls when it is long, fits a 1024 × 600 screen, grows with the text size and
follows a language switch and a change of theme.
"""

from __future__ import annotations

import tkinter as tk
import webbrowser
from collections.abc import Callable, Mapping
from functools import partial
from tkinter import font as tkfont
from tkinter import ttk

import labyrinth
from labyrinth.generators import ALGORITHMS
from labyrinth.gui.commands import Command
from labyrinth.gui.editor.mode import KEYS as EDITOR_KEYS
from labyrinth.gui.exclusions import MOUSE_EDITS
from labyrinth.gui.field_cursor import MAZE_KEYS
from labyrinth.gui.fonts import BOLD, LINK, TITLE, scaled
from labyrinth.gui.lessons.mode import KEYS as LESSON_KEYS
from labyrinth.gui.menus import LAYOUT, MENUS, PALETTE_TITLES, SUBMENUS, VARIANTS, VIEW_TITLES
from labyrinth.gui.modes import Sentence
from labyrinth.gui.play import KEYS as PLAY_KEYS
from labyrinth.gui.status import shortened
from labyrinth.gui.teach.program_view import KEYS as REPLAY_KEYS
from labyrinth.gui.walk.mode import KEY_NAMES as WALK_KEYS
from labyrinth.i18n import N_, _
from labyrinth.manual_copy import MISSING, manual_index
from labyrinth.maze_array import MAX_SIZE, MIN_SIZE
from labyrinth.pace import STEPS_PER_SECOND
from labyrinth.quoting import shown_path
from labyrinth.solvers import SOLVERS

WIKIBOOK = "https://de.wikibooks.org/wiki/Rekursive_Labyrinthe"
# The largest a help window opens at the normal text size, and the room it leaves on the
# screen (a 1024 × 600 laptop); both grow with the text.
LARGEST = (780, 560)
# The shortcuts window's columns at the normal text size: what a command does, and its keys.
KEY_COLUMNS = (380, 340)
SCREEN_MARGIN = (40, 90)
# The mouse on the maze beside the edits, for the shortcuts window.
MOUSE_VIEW = (
    (N_("Scroll up and down, or sideways"), N_("Mouse wheel, Shift+wheel")),
    (N_("Zoom in or out at the mouse pointer"), N_("Ctrl+wheel")),
)
# The teaching view's keys (its KEYS, which the tests hold this to) and its mouse.
TEACH_KEYS = {
    "<Right>": (N_("One line forward"), N_("Right")),
    "<Left>": (N_("One line back"), N_("Left")),
    "<Home>": (N_("Back to the start"), N_("Home")),
    "<End>": (N_("To the end"), N_("End")),
    "<space>": (N_("Animate / pause"), N_("Space")),
}
TEACH_MOUSE = (
    (N_("Select a field and its last call (again: let go)"), N_("Click the field")),
    (N_("Stop when the walk gets to a field (a breakpoint)"), N_("Ctrl+click the field")),
)
# The window's commands that steer a solver watched from the Solve menu.
SOLVER_COMMANDS = ("play", "step", "step_back", "finish")
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

# The View menu's palettes, views and modes, the teaching view's controls: a heading and a
# paragraph.
MODES = (
    (
        N_("Palettes"),
        N_(
            "The View menu chooses the colours of the view, its legend and every picture "
            "saved: {names}. The palettes other than the book's tell states apart by shape "
            "too: the start a disc, the end a ring, excluded fields hatched, cut-off fields "
            "dotted, the current field framed. The legend under the maze names every colour."
        ),
    ),
    (
        N_("Views"),
        N_(
            "The View menu also chooses how the maze is drawn: {views}. The book's other "
            "picture draws every field, wall and corner as a square of one size. The ways out "
            "fill each field by how many of its sides are open: a dead end one, a corridor "
            "two, a junction three, a crossroads four, with as many pips in the palettes "
            "other than the book's (none on a corridor). Pictures saved and printed from the "
            "window are drawn in its view; play mode and the walk work in every view, the "
            "teaching view shows the book's picture."
        ),
    ),
    (
        N_("Text size and theme"),
        N_(
            "View, Text size makes every text, control, the legend and the teaching view's "
            "panels bigger or smaller, from three quarters to three times their size, for a "
            "projector or a screen far away: Alt++ and Alt+- step through the sizes, Alt+0 "
            "goes back to the normal size. View, Theme shows the window light or dark, or as "
            "the desktop prefers; in the dark the colour-blind safe and high-contrast palettes "
            "turn dark too, while the book's "
            "colours and the print palette stay a white page. Both are remembered."
        ),
    ),
    (
        N_("Play mode"),
        N_(
            "View, Play the maze (Ctrl+P): walk the red marker from the start to the goal "
            "with the arrow keys or W A S D, wherever the focus is but in a text field. F1 "
            "shows the shortest way from where you stand (a hint), G gives a new start and "
            "goal, K colours the walls left and right of the way, Enter replays the maze's "
            "spanning tree, M shows the keys, Esc leaves. At the goal you see the time, the "
            "moves and how efficient they were."
        ),
    ),
    (
        N_("Walking inside the maze"),
        N_(
            "View, Walk inside the maze (F8): the corridor ahead as you would see it, the map "
            "beside it with your arrow and trail. Up or W steps forward, Down or S back, Left "
            "and Right or A and D turn; a wall refuses the step with a red frame. The View "
            "menu hides the fields not seen yet (fog) and turns smooth steps off."
        ),
    ),
    (
        N_("Program editor"),
        N_(
            "View, Program editor (F9): your own program beside the maze. Start from the "
            "book's method (a builder: it builds the maze) or from a walker (it walks from "
            "the start to the goal), change it, and run it with Ctrl+R. The budget says how "
            "many steps and seconds a run may take; Stop (Esc) ends it at once. The text is "
            "kept when the editor closes, and the window asks before unsaved changes are lost."
        ),
    ),
    (
        N_("What a program may do"),
        N_(
            "A program runs with your rights, like a program run from IDLE or Thonny: it can "
            "read, change and delete your files, and nothing here prevents that. What is "
            "guarded: its steps, seconds, memory and output, and, where the system allows "
            "it (Linux), other processes and the network: the program sees none of them, and "
            "whatever it starts ends with its run. Where the system does not allow it, the "
            "window says after a run what was not guarded. A pass saved in progress.txt is "
            "a note for the student, never proof: anyone can write that file."
        ),
    ),
    (
        N_("The replay of your program"),
        N_(
            "After a run, its replay: your program with the line about to run, your calls "
            "with their arguments under the maze and as a path on it, the walker's trail and "
            "marks. Right and Left step, Space plays, a click on a line's number stops there. "
            "A run that failed opens where it failed, with one sentence; the check says "
            "whether the program did its job on this maze, and marks the fields at fault. "
            "Esc goes back to the editor."
        ),
    ),
    (
        N_("Teaching view"),
        N_(
            "View, Teaching view (F7): the build replayed line by line beside its source, "
            "the call stack and the counters. Right and Left step one line forward and back, "
            "Home and End go to the start and the end, Space plays at the chosen speed."
        ),
    ),
    (
        N_("Recursion and Loop"),
        N_(
            "The book's walk as the recursion it is written as (each call a row of the "
            "stack), or as a loop with a stack of its own: the same maze, step for step."
        ),
    ),
    (
        N_("Java source"),
        N_("The Java check box shows the book's Java code in place of the Python."),
    ),
    (
        N_("Stop at dead ends"),
        N_("Playing stops each time the walk reaches a dead end and begins to walk back."),
    ),
    (
        N_("Path longer than"),
        N_(
            "Playing stops when the walk's path gets longer than the number in the box (for "
            "other algorithms: when their structure grows bigger than it)."
        ),
    ),
    (
        N_("Breakpoints"),
        N_(
            "Ctrl+click a field on the maze: playing stops when the walk gets there. Ctrl+"
            "click it again to take the breakpoint away."
        ),
    ),
    (
        N_("The Solve menu"),
        N_(
            "Choose a solver to watch it go from the start to the end (in play mode from the "
            "marker): visited fields are shaded, the way is a line. Space pauses, F6 or Right "
            "steps, Shift+F6 or Left steps back, End finishes; Show solution and Show "
            "visited fields turn the marks on and off. The solvers:"
        ),
    ),
)


def shortcut_sections(commands: Mapping[str, Command]) -> list[tuple[str, list[tuple[str, str]]]]:
    """Every command of the table under its menu's title, with its keys, then the keys and
    the mouse on the maze; all in the current language."""
    sections = []
    for menu, title in MENUS:
        layout = LAYOUT.get(menu)
        if layout is None:  # the algorithms and languages: no keys
            continue
        rows = []
        for key in _commands_in(layout):
            command = commands[key]
            keys = [_(text) for text in (command.accelerator, command.more) if text]
            rows.append((_(command.label), ", ".join(keys)))
        sections.append((_(title), rows))
    maze = [(_(what), _(keys)) for what, keys in (*MAZE_KEYS, *MOUSE_EDITS, *MOUSE_VIEW)]
    sections.append((_("On the maze"), maze))
    solver = []
    for key in SOLVER_COMMANDS:
        command = commands[key]
        keys = [_(text) for text in (command.accelerator, command.more) if text]
        solver.append((_(command.label), ", ".join(keys)))
    for title, rows in (
        (N_("Play mode (Ctrl+P)"), [(what, keys) for what, keys, _s in PLAY_KEYS]),
        (N_("Walking inside the maze (F8)"), list(WALK_KEYS.values())),
        (N_("Program editor (F9)"), [(what, keys) for what, keys, _s in EDITOR_KEYS.values()]),
        (N_("The replay of your program (Ctrl+R)"), list(REPLAY_KEYS)),
        (N_("Lessons (F4)"), [(what, keys) for what, keys, _s in LESSON_KEYS.values()]),
        (N_("Teaching view (F7)"), [*TEACH_KEYS.values(), *TEACH_MOUSE]),
    ):
        sections.append((_(title), [(_(what), _(keys)) for what, keys in rows]))
    sections.append((_("A solver watched from the Solve menu"), solver))
    return sections


def _commands_in(layout: tuple[str | None, ...]) -> list[str]:
    """The commands of a menu's layout in their order, those of its submenus in their place."""
    keys: list[str] = []
    for key in layout:
        if key in SUBMENUS:
            keys += _commands_in(LAYOUT.get(key, ()))
        elif key is not None:
            keys.append(key)
    return keys


def controls_text() -> list[tuple[str, str]]:
    """Headings and paragraphs of the controls window, in the current language: the
    controls, the View menu's palettes and modes, the teaching view's controls, the Solve
    menu and each solver, each algorithm."""
    values = {
        "least": MIN_SIZE,
        "most": MAX_SIZE,
        "slow": STEPS_PER_SECOND[1],
        "fast": STEPS_PER_SECOND[-1],
    }
    text = [(_(label), _(paragraph).format(**values)) for label, paragraph in CONTROLS]
    palettes = ", ".join(_(title) for title in PALETTE_TITLES.values())
    views = ", ".join(_(title) for title in VIEW_TITLES.values())
    text += [
        (_(label), _(paragraph).format(names=palettes, views=views)) for label, paragraph in MODES
    ]
    text += [(solver.name, _(solver.summary)) for solver in SOLVERS.values()]
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


def _fits(font: tkfont.Font, room: int, text: str) -> bool:
    return font.measure(text) <= room


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
    words in the current language (again after a switch). Its largest size, its lines and its
    lists' columns grow with the text (View → Text size)."""

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
        self.focus().focus_force()  # a window the user asked for: the keys go to it at once

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
        largest = [scaled(window, length) for length in LARGEST]
        width = min(window.winfo_reqwidth(), largest[0], screen_width)
        height = min(window.winfo_reqheight(), largest[1], screen_height)
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

    def __init__(self, root: tk.Tk, commands: Mapping[str, Command]) -> None:
        self.commands = commands
        self.columns = [scaled(root, width) for width in KEY_COLUMNS]
        super().__init__(root)

    def fill(self) -> None:
        wrap = scaled(self.window, 640)
        self.note = ttk.Label(self.body, wraplength=wrap, justify="left")
        self.note.grid(row=0, column=0, columnspan=2, sticky="w", pady=(0, 8))
        self.tree = ttk.Treeview(self.body, columns=("keys",), height=15, selectmode="browse")
        self.tree.column("#0", width=self.columns[0], stretch=True)
        self.tree.column("keys", width=self.columns[1], stretch=True)
        self.tree.tag_configure("section", font=BOLD)
        self.scrolled(self.tree)
        # A cell too long for its column ends in "…": the selected row in full under the list.
        self.whole: dict[str, tuple[str, str]] = {}
        self.detail = ttk.Label(self.body, wraplength=wrap, justify="left")
        self.detail.grid(row=2, column=0, columnspan=2, sticky="w", pady=(6, 0))
        self.tree.bind("<<TreeviewSelect>>", lambda _event: self._selected())

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
        self.whole.clear()
        font = tkfont.nametofont(
            str(ttk.Style(self.tree).lookup("Treeview", "font") or "TkDefaultFont")
        )
        # the room of a cell: its column less the tree's indent and a margin
        label_fits = partial(_fits, font, self.columns[0] - scaled(self.tree, 60))
        keys_fit = partial(_fits, font, self.columns[1] - scaled(self.tree, 12))
        for title, rows in shortcut_sections(self.commands):
            section = self.tree.insert("", "end", text=title, open=True, tags=("section",))
            self.whole[section] = (title, "")
            for label, keys in rows:
                row = self.tree.insert(
                    section,
                    "end",
                    text=shortened(label, label_fits),
                    values=(shortened(keys, keys_fit),),
                )
                self.whole[row] = (label, keys)
        first = self.tree.get_children()[0]
        self.tree.focus(first)
        self.tree.selection_set(first)
        self._selected()

    def _selected(self) -> None:
        label, keys = self.whole.get(self.tree.focus(), ("", ""))
        self.detail.configure(text=f"{label}: {keys}" if keys else label)

    def focus(self) -> tk.Widget:
        return self.tree

    def rows(self) -> list[tuple[str, str]]:
        """What the list holds: each entry's text and keys in full, sections included."""
        return [self.whole[row] for row in self._items()]

    def shown(self) -> list[tuple[str, str]]:
        """What the list shows: long cells cut with "…"."""
        return [(self.tree.item(row, "text"), self.tree.set(row, "keys")) for row in self._items()]

    def _items(self) -> list[str]:
        items = []
        for section in self.tree.get_children():
            items += [section, *self.tree.get_children(section)]
        return items


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
        self.text.tag_configure("heading", font=BOLD, spacing1=8)
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
        wrap = scaled(self.window, 460)
        self.name = ttk.Label(self.body, font=TITLE)
        self.name.pack(anchor="w")
        self.about = ttk.Label(self.body, wraplength=wrap, justify="left")
        self.about.pack(anchor="w", pady=(8, 0))
        # A label that acts as a link: the mouse clicks it, the keyboard reaches it with Tab;
        # its style (the theme's) colours it, and its background while it has the focus.
        self.link = ttk.Label(
            self.body, text=WIKIBOOK, font=LINK, style="Link.TLabel", cursor="hand2"
        )
        self.link.configure(takefocus=1)
        self.link.pack(anchor="w", pady=(4, 0))
        for sequence in ("<Button-1>", "<Return>", "<space>"):
            self.link.bind(sequence, lambda _event: self.open_link())
        self.licence = ttk.Label(self.body, wraplength=wrap, justify="left")
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
    """The Help menu of the window ``root``: its commands, and at most one window of each
    kind; ``commands()`` gives the window's commands for the shortcuts, ``say`` shows a
    sentence in the status bar."""

    def __init__(
        self,
        root: tk.Tk,
        commands: Callable[[], Mapping[str, Command]],
        say: Callable[[Sentence], None],
    ) -> None:
        self.root, self.all_commands, self.say = root, commands, say
        self.windows: dict[str, HelpWindow] = {}

    def commands(self) -> dict[str, Command]:
        return {
            "manual": Command(N_("Manual"), "", (), self.open_manual),
            "shortcuts": Command(
                N_("Keyboard shortcuts"), "F1", ("<F1>",), partial(self.show, "shortcuts")
            ),
            "controls_help": Command(
                N_("Controls and algorithms"), "", (), partial(self.show, "controls")
            ),
            "about": Command(N_("About Labyrinth"), "", (), partial(self.show, "about")),
        }

    def open_manual(self) -> None:
        """The manual's copy in the browser, or the sentence that says how to get one."""
        index = manual_index()
        if index is None:
            self.say(lambda: str(MISSING))
        elif webbrowser.open(index.as_uri()):
            self.say(lambda: _("The manual opens in your browser."))
        else:
            self.say(
                lambda: _("No browser could be started; the manual is {file}.").format(
                    file=shown_path(index)
                )
            )

    def show(self, kind: str) -> HelpWindow:
        """Open the window (or bring it to the front, if it is open)."""
        window = self.windows.get(kind)
        if window is not None and window.exists():
            window.window.deiconify()
            window.window.lift()
            window.focus().focus_set()
            return window
        root = self.root
        if kind == "shortcuts":
            window = ShortcutsWindow(root, self.all_commands())
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

    def restyle(self) -> None:
        """Open the open windows anew, in the theme and text size now chosen."""
        for kind, window in list(self.windows.items()):
            if window.exists():
                window.window.destroy()
                self.show(kind)
