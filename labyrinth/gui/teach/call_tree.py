"""The teaching view's call tree: a switch beside Recursion / Loop / Java, and a window of its
own that draws the recursion's calls as nodes (``labyrinth.teaching.call_tree`` says what
the tree is and why it is drawn so).

A node is a call: red diamond running, orange circle open, white square returned, so that the
shapes say it without the colours. Clicking one selects its call in the stack and frames its
field on the maze (the view does that: ``chosen``), and the view rings the node of the call
selected there. The tree is drawn from the state shown: a step adds or takes away a node and
redraws the few whose state changed, a jump does the same for every call it passes, so the
two show the same tree; the nodes' places are worked out once for the history and the
window's size. The window stands right of the main window where the screen has room, else
over its left edge (the maze controls), where a 1024 × 600 screen has it.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from tkinter import font as tkfont
from tkinter import ttk

from labyrinth.gui.fonts import SMALL, scaled
from labyrinth.gui.labels import Labels
from labyrinth.gui.modes import Window
from labyrinth.i18n import N_, _
from labyrinth.teaching.call_tree import (
    MOST_CALLS,
    OPEN,
    RETURNED,
    RUNNING,
    BookTree,
    Moment,
    Tree,
    offered,
)
from labyrinth.teaching.history import History, State
from labyrinth.teaching.presentation.colours import SELECTED_COLOUR
from labyrinth.teaching.steps import Scene, Steps

# Pixels at the normal text size (``fonts.scaled``): a row (a call) and a column (a depth)
# fill the canvas between their least and most; a node is at most NODE_MOST across.
ROW_LEAST, ROW_MOST = 6, 16
COLUMN_LEAST, COLUMN_MOST = 8, 22
NODE_MOST = 12
MARGIN = 4
WINDOW_WIDTH = 280
# A node's fill and outline by its state; the edges.
COLOURS = {
    RUNNING: ("#ff0000", "#1c1c1c"),
    OPEN: ("#ffc680", "#8a4b00"),
    RETURNED: ("#ffffff", "#8a8a8a"),
}
EDGE_COLOUR = "#8a8a8a"
RULER_COLOUR = "#606060"
NODE = "node"  # the tag of every node; each has ``call<n>`` and its state too
LEGEND = (
    (RUNNING, N_("running")),
    (OPEN, N_("open")),
    (RETURNED, N_("returned")),
    ("selected", N_("selected")),
)
CAPTION = N_("Each call under the call that made it, as far right as its depth.")
TIP = N_(
    "The calls as a tree in a window of its own: click a node to find its call in the stack "
    "and its field on the maze. For up to {most} calls (16 × 16 fields): a row a call, a "
    "longer tree would run over many screens."
)
NOT_THE_LOOP = N_("The loop makes no calls: the call tree is drawn for the recursion.")
TOO_MANY = N_(
    "The call tree is drawn for up to {most} calls (16 × 16 fields): this maze makes {calls}, "
    "a row each would run over many screens."
)


def why_not(history: History) -> str:
    """Why the call tree is not drawn for ``history``; "" where it is."""
    if history.loop:
        return _(NOT_THE_LOOP)
    if not offered(history):
        return _(TOO_MANY).format(most=MOST_CALLS, calls=len(history.enters))
    return ""


class CallTree:
    """The switch (in ``switches``) and, while it is on where the tree is offered, the
    window. ``chosen(call)`` runs when a node is clicked; ``keys`` (event sequence: action)
    work in the window as in the main one.

    The switch is there for the book's walk, disabled in the loop and beyond MOST_CALLS with
    its tooltip saying why; another algorithm has no recursion, and no switch."""

    def __init__(
        self,
        window: Window,
        switches: ttk.Frame,
        chosen: Callable[[int], None],
        keys: Mapping[str, Callable[[], None]],
        toggled: Callable[[], None],
    ) -> None:
        self.main, self.chosen, self.keys = window, chosen, keys
        labels = window.labels
        self.wanted = tk.BooleanVar(window.root, False)
        self.switch = ttk.Checkbutton(switches, variable=self.wanted, command=toggled)
        # Translators: a switch beside Recursion, Loop and Java: as short as it can be
        labels.widget(self.switch, N_("Call tree"))
        labels.made_tooltip(self.switch, self._tip)
        self.switch.pack(side="right")  # left of Java
        self.history: History | None = None
        self.window: TreeWindow | None = None  # made when first shown
        self._book: BookTree | None = None  # the book's recursion as the window draws it

    def _tip(self) -> str:
        if self.history is None:
            return ""
        return why_not(self.history) or _(TIP).format(most=MOST_CALLS)

    def offer(self, history: History | Steps) -> None:
        """The switch for a recording of the book's walk, usable where it draws the tree;
        none for another algorithm's."""
        book = isinstance(history, History)
        if book != bool(self.switch.winfo_manager()):
            if book:
                self.switch.pack(side="right")
            else:
                self.switch.pack_forget()
        self.history = history if isinstance(history, History) else None
        usable = self.history is not None and not why_not(self.history)
        self.switch.state(["!disabled"] if usable else ["disabled"])

    def show(
        self,
        history: History | Steps,
        state: State | Scene,
        selected: int,
        field: int,
        java: bool,
    ) -> None:
        """The tree at ``state`` while the switch is on where it is offered, the call
        ``selected`` (-1: none) and the calls of ``field`` ringed; else no window."""
        if (
            not isinstance(history, History)
            or not isinstance(state, State)
            or why_not(history)
            or not self.wanted.get()
        ):
            self.hide()
            return
        tree = self._book
        if tree is None or tree.history is not history or tree.java != java:
            tree = self._book = BookTree(history, java)  # laid out once, not at every tick
        self.show_tree(tree, BookTree.moment(state), selected, field)

    def show_tree(self, tree: Tree, moment: Moment, selected: int, field: int) -> None:
        """``tree`` at ``moment`` in the window (the switch is on, the tree offered)."""
        if self.window is None:
            self.window = TreeWindow(self.main, self.chosen, self.keys, self.close)
        self.window.show(tree, moment, selected, field)

    def hide(self) -> None:
        if self.window is not None:
            self.window.hide()

    def close(self) -> None:
        """The window's close box or Esc: the switch off."""
        self.wanted.set(False)
        self.hide()


@dataclass(frozen=True)
class Layout:
    """Where the nodes go: call ``n`` on row ``n``, depth ``d`` in column ``d - lowest``."""

    left: float
    top: float
    row: float
    column: float
    node: float
    lowest: int

    def centre(self, call: int, depth: int) -> tuple[int, int]:
        """The middle of a node, on a whole pixel (so that every node is drawn alike)."""
        return (
            round(self.left + (depth - self.lowest + 0.5) * self.column),
            round(self.top + (call + 0.5) * self.row),
        )


class TreeWindow:
    """The call tree's own window: a caption, the canvas with its scroll bars, a legend."""

    def __init__(
        self,
        main: Window,
        chosen: Callable[[int], None],
        keys: Mapping[str, Callable[[], None]],
        close: Callable[[], None],
    ) -> None:
        self.main, self.chosen = main, chosen
        root, labels = main.root, main.labels
        self.top = top = tk.Toplevel(root)
        top.withdraw()
        top.transient(root)
        top.protocol("WM_DELETE_WINDOW", close)
        top.bind("<Escape>", lambda _event: close())
        for sequence, action in keys.items():
            top.bind(sequence, partial(_run, action))
        self.placed = False
        self.small = tkfont.nametofont(SMALL, root)
        frame = ttk.Frame(top, padding=4)
        frame.pack(fill="both", expand=True)
        frame.columnconfigure(0, weight=1)
        frame.rowconfigure(1, weight=1)
        self.caption = ttk.Label(frame, font=SMALL, justify="left")
        labels.widget(self.caption, CAPTION)
        self.caption.grid(row=0, column=0, columnspan=2, sticky="ew")
        frame.bind("<Configure>", lambda event: self.caption.configure(wraplength=event.width - 8))
        self.canvas = canvas = tk.Canvas(frame, background="#ffffff", highlightthickness=0)
        canvas.grid(row=1, column=0, sticky="nsew", pady=(4, 0))
        self.bars = {
            "y": ttk.Scrollbar(frame, orient="vertical", command=canvas.yview),
            "x": ttk.Scrollbar(frame, orient="horizontal", command=canvas.xview),
        }
        canvas.configure(
            yscrollcommand=lambda *view: self._scrolled("y", *view),
            xscrollcommand=lambda *view: self._scrolled("x", *view),
        )
        canvas.bind("<Configure>", lambda _event: self._refit())
        canvas.bind("<ButtonPress-1>", self._clicked)
        self.swatches: list[tk.Canvas] = []
        self._legend(frame, labels).grid(row=3, column=0, columnspan=2, sticky="w", pady=(4, 0))
        # what is drawn: for which tree and canvas size, the nodes' items and states
        self.tree: Tree | None = None
        self.layout: Layout | None = None
        self.fitted: tuple[int, ...] = ()  # what the layout was made for (see ``_fit``)
        self.right = 0.0
        # what the marks were drawn for: calls made, the running call, the selection
        self.marked: tuple[int, int, int, int] | None = None
        self.nodes: list[int] = []
        self.edges: list[int] = []
        self.states: list[str] = []
        self.open: Sequence[int] = ()  # the calls open when the nodes were last drawn
        self.shown: tuple[Moment, int, int] | None = None
        self.followed = (-1, -1)  # the running and the selected call last kept in sight

    # -- showing ------------------------------------------------------------------------------

    def show(self, tree: Tree, moment: Moment, selected: int, field: int) -> None:
        if not self.placed:
            self._place()
        if self.top.state() != "normal":
            self.top.deiconify()
        self.shown = (moment, selected, field)
        if tree.title != self.top.title():
            self.top.title(tree.title)
        if tree is not self.tree or self._fit() != self.fitted:
            self.tree = tree
            self._start()
        self._draw()

    def hide(self) -> None:
        if self.top.winfo_exists() and self.top.state() == "normal":
            self.top.withdraw()

    def _place(self) -> None:
        """Right of the main window if the screen has room there, else over its controls left
        of the maze; as high as the main window down to its status bar."""
        root, maze, legend = self.main.root, self.main.view, self.main.legend
        root.update_idletasks()
        left, top = root.winfo_rootx(), root.winfo_rooty()
        width = scaled(root, WINDOW_WIDTH)
        height = legend.winfo_rooty() + legend.winfo_height() - top
        x = left + root.winfo_width() + 4
        if x + width > root.winfo_screenwidth():
            x, width = left, max(maze.winfo_rootx() - left - 2, scaled(root, WINDOW_WIDTH // 2))
        self.top.geometry(f"{width}x{height}+{x}+{top}")
        self.placed = True

    def _fit(self) -> tuple[int, ...]:
        """What the layout depends on: the canvas's size, the text size (View → Text size)."""
        canvas = self.canvas
        return canvas.winfo_width(), canvas.winfo_height(), scaled(canvas, 100)

    def _refit(self) -> None:
        """The canvas changed its size: the nodes laid out for it anew."""
        if self.tree is not None and self._fit() != self.fitted:
            self._start()
            self._draw()

    def _start(self) -> None:
        """Forget what is drawn; lay the tree's calls out for the canvas as it is now."""
        tree, canvas = self.tree, self.canvas
        assert tree is not None
        canvas.delete("all")
        self.nodes, self.edges, self.states, self.open = [], [], [], ()
        self.marked = None
        self.followed = (-1, -1)
        self.fitted = self._fit()
        width, height = canvas.winfo_width(), canvas.winfo_height()
        self._draw_legend()
        calls = tree.calls
        depths = [tree.column(call) for call in range(calls)]
        lowest, deepest = min(depths, default=0), max(depths, default=0)
        line = self.small.metrics("linespace")
        left = self.small.measure(str(calls)) + scaled(canvas, 2 * MARGIN)
        top = line + scaled(canvas, MARGIN)
        margin = scaled(canvas, MARGIN)
        row = _within((height - top - margin) / max(1, calls), ROW_LEAST, ROW_MOST, canvas)
        column = _within(
            (width - left - margin) / (deepest - lowest + 1),
            COLUMN_LEAST,
            COLUMN_MOST,
            canvas,
        )
        # nodes on neighbouring rows stand a column apart, on the same column two rows apart;
        # an even size puts as many pixels either side of the middle
        room = min(2 * row, max(row, column)) - 2
        node = int(max(2, min(room, scaled(canvas, NODE_MOST)))) // 2 * 2
        self.layout = layout = Layout(left, top, row, column, node, lowest)
        self._rulers(layout, calls, lowest, deepest, line)
        right = left + (deepest - lowest + 1) * column + margin
        self.right = max(float(width), right)  # where a node's label must end
        canvas.configure(scrollregion=(0, 0, right, top + calls * row + margin))

    def _rulers(self, layout: Layout, calls: int, lowest: int, deepest: int, line: int) -> None:
        """The depths along the top, the calls' numbers down the left, at steps that leave
        room between the numbers."""
        canvas, small = self.canvas, self.small
        across = _step(layout.column, small.measure("000") + 4)
        for depth in range(0, deepest + 1, across):
            x = layout.centre(0, depth)[0]
            canvas.create_text(x, 0, text=str(depth), anchor="n", font=SMALL, fill=RULER_COLOUR)
        down = _step(layout.row, line)
        for number in [1, *range(down, calls + 1, down)]:
            y = layout.centre(number - 1, lowest)[1]
            canvas.create_text(
                layout.left - 4, y, text=str(number), anchor="e", font=SMALL, fill=RULER_COLOUR
            )

    def _draw(self) -> None:
        """Bring the nodes to the moment shown: add or take away calls, redraw those whose
        state changed (the calls open before or now), then the marks."""
        tree, layout, shown = self.tree, self.layout, self.shown
        if tree is None or layout is None or shown is None:
            return
        moment, selected, field = shown
        canvas = self.canvas
        open_now = set(moment.open)
        while len(self.nodes) > moment.made:
            canvas.delete(self.nodes.pop(), self.edges.pop())
            self.states.pop()
        for call in range(len(self.nodes), moment.made):
            self.edges.append(self._edge(tree, layout, call))
            self.states.append(moment.state_of(call, open_now))
            self.nodes.append(self._node(tree, layout, call, self.states[call]))
        for call in {*self.open, *moment.open}:
            if call >= moment.made:
                continue
            now = moment.state_of(call, open_now)
            if now != self.states[call]:
                canvas.delete(self.nodes[call])
                self.nodes[call] = self._node(tree, layout, call, now)
                self.states[call] = now
        self.open = moment.open
        running = moment.open[-1] if moment.open else -1
        marks = (moment.made, running, selected, field)
        if marks != self.marked:  # most steps are lines that change no call
            self._marks(tree, layout, moment, selected, field)
            self.marked = marks
        self._follow(tree, layout, running, selected)

    def _edge(self, tree: Tree, layout: Layout, call: int) -> int:
        """The line from the call that made ``call`` to it (none for a call made by none)."""
        parent = tree.parent(call)
        if parent < 0:
            return 0
        edge = self.canvas.create_line(
            *layout.centre(parent, tree.column(parent)),
            *layout.centre(call, tree.column(call)),
            fill=EDGE_COLOUR,
        )
        self.canvas.tag_lower(edge)
        return edge

    def _node(self, tree: Tree, layout: Layout, call: int, state: str) -> int:
        x, y = layout.centre(call, tree.column(call))
        return _shape(self.canvas, state, x, y, layout.node / 2, (NODE, f"call{call}", state))

    def _marks(self, tree: Tree, layout: Layout, moment: Moment, selected: int, field: int) -> None:
        """Rings round the selected call and the other calls about the selected field; the
        label of the running call and of the selected one beside them."""
        canvas = self.canvas
        canvas.delete("mark")
        radius = layout.node / 2
        for call in range(moment.made):
            if field >= 0 and tree.place(call) == field or call == selected:
                x, y = layout.centre(call, tree.column(call))
                wide = 3 if call == selected else 1
                canvas.create_oval(
                    x - radius - 3,
                    y - radius - 3,
                    x + radius + 3,
                    y + radius + 3,
                    outline=SELECTED_COLOUR,
                    width=wide,
                    tags=("mark", "ring", f"ring{call}"),
                )
        running = moment.open[-1] if moment.open else -1
        for call in {running, selected}:
            if 0 <= call < moment.made:
                self._label(tree, layout, call, tree.label(call))
        canvas.tag_raise("mark")

    def _label(self, tree: Tree, layout: Layout, call: int, text: str) -> None:
        """``text`` beside the node of ``call`` on white, right of it unless that runs off."""
        canvas = self.canvas
        x, y = layout.centre(call, tree.column(call))
        gap = layout.node / 2 + 5
        width = self.small.measure(text)
        right = x + gap + width <= self.right
        label = canvas.create_text(
            x + gap if right else x - gap,
            y,
            text=text,
            anchor="w" if right else "e",
            font=SMALL,
            tags="mark",
        )
        backing = canvas.create_rectangle(
            canvas.bbox(label), fill="#ffffff", outline="", tags="mark"
        )
        canvas.tag_lower(backing, label)

    def _follow(self, tree: Tree, layout: Layout, running: int, selected: int) -> None:
        """Keep the call just selected in sight, else the running call as it moves."""
        if (running, selected) == self.followed:
            return
        call = selected if selected != self.followed[1] and selected >= 0 else running
        self.followed = (running, selected)
        if not 0 <= call < len(self.nodes):
            return
        canvas = self.canvas
        x, y = layout.centre(call, tree.column(call))
        region = [float(value) for value in str(canvas.cget("scrollregion")).split()]
        for axis, at, length, size in (
            ("x", x, region[2], canvas.winfo_width()),
            ("y", y, region[3], canvas.winfo_height()),
        ):
            first, last = canvas.xview() if axis == "x" else canvas.yview()
            if length > size and not first * length + 10 <= at <= last * length - 10:
                moveto = canvas.xview_moveto if axis == "x" else canvas.yview_moveto
                moveto(max(0.0, (at - size / 2) / length))

    # -- the user's moves -----------------------------------------------------------------------

    def _clicked(self, event: tk.Event) -> None:
        """A click on a node (or near it, in its row) chooses its call."""
        tree, layout, canvas = self.tree, self.layout, self.canvas
        if tree is None or layout is None:
            return
        x, y = canvas.canvasx(event.x), canvas.canvasy(event.y)
        call = int((y - layout.top) // layout.row)
        if 0 <= call < len(self.nodes):
            centre = layout.centre(call, tree.column(call))[0]
            if abs(x - centre) <= max(layout.node, layout.column):
                self.chosen(call)

    def _scrolled(self, axis: str, first: str, last: str) -> None:
        """A scroll bar only while the tree is bigger than the canvas that way."""
        bar = self.bars[axis]
        bar.set(first, last)
        needed = (float(first), float(last)) != (0.0, 1.0)
        if needed and not bar.winfo_manager():
            if axis == "y":
                bar.grid(row=1, column=1, sticky="ns", pady=(4, 0))
            else:
                bar.grid(row=2, column=0, sticky="ew")
        elif not needed and bar.winfo_manager():
            bar.grid_remove()

    def _legend(self, master: ttk.Frame, labels: Labels) -> ttk.Frame:
        """The four kinds of node with their words; ``_draw_legend`` draws the swatches."""
        legend = ttk.Frame(master)
        for number, (_kind, msgid) in enumerate(LEGEND):
            swatch = tk.Canvas(legend, background="#ffffff", highlightthickness=0)
            swatch.grid(row=number // 2, column=2 * (number % 2), padx=(0, 4), pady=1)
            self.swatches.append(swatch)
            word = ttk.Label(legend, font=SMALL)
            labels.widget(word, msgid)
            word.grid(row=number // 2, column=2 * (number % 2) + 1, sticky="w", padx=(0, 12))
        return legend

    def _draw_legend(self) -> None:
        """Each kind of node as the tree draws it at its largest, at the text size in use."""
        size = scaled(self.canvas, NODE_MOST) + 8
        radius, middle = scaled(self.canvas, NODE_MOST) / 2 - 1, size / 2
        for swatch, (kind, _msgid) in zip(self.swatches, LEGEND, strict=True):
            swatch.delete("all")
            swatch.configure(width=size, height=size)
            if kind == "selected":
                _shape(swatch, OPEN, middle, middle, radius - 3, ())
                swatch.create_oval(2, 2, size - 2, size - 2, outline=SELECTED_COLOUR, width=2)
            else:
                _shape(swatch, kind, middle, middle, radius, ())


def _run(action: Callable[[], None], _event: tk.Event) -> None:
    action()


def _shape(canvas: tk.Canvas, state: str, x: float, y: float, radius: float, tags: tuple) -> int:
    """A node: a diamond (running, a little bigger), a circle (open), a square (returned)."""
    fill, outline = COLOURS[state]
    if state == RUNNING:
        radius += 2
        points = (x, y - radius, x + radius, y, x, y + radius, x - radius, y)
        return canvas.create_polygon(points, fill=fill, outline=outline, tags=tags)
    box = (x - radius, y - radius, x + radius, y + radius)
    make = canvas.create_oval if state == OPEN else canvas.create_rectangle
    return make(box, fill=fill, outline=outline, tags=tags)


def _within(pixels: float, least: int, most: int, widget: tk.Misc) -> float:
    """``pixels`` held between ``least`` and ``most`` at the text size in use."""
    return max(float(scaled(widget, least)), min(float(scaled(widget, most)), pixels))


def _step(pitch: float, room: float) -> int:
    """The fewest of 1, 2, 5, 10, 20, 50 … rows or columns of ``pitch`` pixels that give a
    number ``room`` pixels."""
    step = 1
    while step * pitch < room:
        step = step * 5 // 2 if str(step).startswith("2") else step * 2
    return step
