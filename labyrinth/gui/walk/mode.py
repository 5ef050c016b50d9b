"""Walking inside the maze: the first-person view beside the map, and the keys that walk.

Like the teaching view, the walk puts its bind tag first on every widget of the window while
it is on, so its keys work wherever the focus is (a button, the speed slider, the map) and
stop there: no widget's own arrow keys run, so the focus can never wander to a text field
(JMaze's bug). A text field that has the focus keeps its keys; Esc leaves from anywhere.
The model is ``labyrinth.firstperson``; its steps go through play mode's ``Game``.
"""

from __future__ import annotations

import time
import tkinter as tk
from collections.abc import Callable, Mapping
from functools import partial
from tkinter import ttk
from typing import TYPE_CHECKING

from labyrinth.firstperson.sight import Camera
from labyrinth.firstperson.walker import Walker
from labyrinth.game import Move
from labyrinth.gui import overlay
from labyrinth.gui.commands import Command, mode_key, tag_every_widget
from labyrinth.gui.jobs import Jobs
from labyrinth.gui.modes import Mode, Window
from labyrinth.gui.problems import maze_ready
from labyrinth.gui.walk.map_marks import MapMarks
from labyrinth.gui.walk.view3d import View3D, hex_of
from labyrinth.i18n import N_, _

if TYPE_CHECKING:
    from labyrinth.gui.session import Session
    from labyrinth.render.palettes import Palette

TAG = "LabyrinthWalk"
KEYS = {
    "forward": ("Up", "w", "W", "KP_Up", "KP_8"),
    "back": ("Down", "s", "S", "KP_Down", "KP_2"),
    "left": ("Left", "a", "A", "KP_Left", "KP_4"),
    "right": ("Right", "d", "D", "KP_Right", "KP_6"),
}
# What each of KEYS does and its keys by name, and Esc, for the shortcuts window.
KEY_NAMES = {
    "forward": (N_("One field forward"), N_("Up, W (keypad 8)")),
    "back": (N_("One field back, still looking the same way"), N_("Down, S (keypad 2)")),
    "left": (N_("Turn a quarter left"), N_("Left, A (keypad 4)")),
    "right": (N_("Turn a quarter right"), N_("Right, D (keypad 6)")),
    "leave": (N_("Leave the walk"), N_("Esc")),
}
DIRECTIONS = (N_("north"), N_("east"), N_("south"), N_("west"))
VIEW_SIZE = (440, 330)
FRAMES = 6  # pictures of one smooth step or turn, the last one the new place
FRAME_MS = 16
BUMP_MS = 250
TIMER_MS = 500
FLASH = "#ff2020"


class WalkMode(Mode):
    """The walk inside the session's built maze, a first-person view beside the map; ``clock``
    is injected by tests. Its own keys (walking and turning) are bound to its bind tag."""

    def __init__(
        self, session: Session, window: Window, clock: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__(session, window)
        self.clock = clock
        self.walker: Walker | None = None
        root = window.root
        self.fog = tk.BooleanVar(root, False)
        self.smooth = tk.BooleanVar(root, True)
        self.panel = ttk.Frame(root, padding=(0, 0, 4, 0))
        self.canvas = tk.Canvas(
            self.panel, width=VIEW_SIZE[0], height=VIEW_SIZE[1], highlightthickness=0
        )
        self.canvas.pack(fill="both", expand=True)
        self.palette: Palette = window.view.palette
        self.view = View3D(self.canvas, self.palette)
        self.canvas.configure(background=hex_of(self.view.colours.fog))
        self.compass_box = self.canvas.create_rectangle(
            0, 0, 0, 0, fill="#202633", outline="", tags="hud"
        )
        self.compass = self.canvas.create_text(
            12, 8, anchor="nw", fill="#ffffff", font="TkDefaultFont", tags="hud"
        )
        self.keys_box = self.canvas.create_rectangle(
            0, 0, 0, 0, fill="#202633", outline="", tags="hud"
        )
        self.keys = self.canvas.create_text(
            0, 0, anchor="s", justify="center", fill="#ffffff", font="TkDefaultFont", tags="hud"
        )
        self.box = self.canvas.create_rectangle(
            0, 0, 0, 0, fill="#fffbe6", outline="#806000", state="hidden", tags="hud"
        )
        self.box_text = self.canvas.create_text(
            0, 0, anchor="center", fill="#000000", font="TkDefaultFont", tags="hud"
        )
        self.map_marks = MapMarks(window.view)
        self._frames: list[Camera] = []
        self._fogged: set[int] = set()  # the fields the map's fog has let through
        self.jobs = Jobs(root)
        actions = {"forward": self.forward, "back": self.back, "left": self.left}
        actions["right"] = self.right
        for name, keys in KEYS.items():
            for key in keys:
                handler = mode_key(self._act(actions[name]), in_field=self._in_field)
                root.bind_class(TAG, f"<{key}>", handler)
        root.bind_class(TAG, "<ButtonPress-1>", self._click)
        for sequence in ("<B1-Motion>", "<ButtonRelease-1>"):
            root.bind_class(TAG, sequence, self._on_map)
        self.canvas.bind("<Configure>", lambda _event: self.draw(), add="+")
        window.labels.follow(str, lambda _text: self._hud())
        root.bind("<Destroy>", self._closed, add="+")

    def commands(self) -> dict[str, Command]:
        return {"walk": Command(N_("Walk inside the maze"), "F8", ("<F8>",), self.toggle)}

    def add_to_menus(self, menus: Mapping[str, tk.Menu]) -> None:
        """View → fog on the map, and smooth steps (off for reduced motion)."""
        view = menus["view"]
        view.add_separator()
        for variable, msgid, changed in (
            (self.fog, N_("Walk: fog on the map"), self._fog_changed),
            (self.smooth, N_("Walk: smooth steps and turns"), self._settle),
        ):
            view.add_checkbutton(variable=variable, command=changed)
            index = view.index("end")
            assert index is not None  # the entry just added
            self.window.labels.menu_entry(view, index, "label", partial(_, msgid))

    # -- entering and leaving ---------------------------------------------------------------

    def can_enter(self) -> bool:
        return maze_ready(self.session, self.window.error, "walk")

    def enter(self) -> None:
        """Walk the built maze from its start, the map beside the view."""
        window = self.window
        result = self.session.graphs.result
        assert result is not None  # maze_ready has made sure
        maze = self.session.graphs.maze_array
        width, height = maze.width, maze.height
        exits = []
        for opening in result.openings or ():
            x, y = opening.field(width, height)
            exits.append((y * width + x, "NESW".index(opening.side)))
        self.walker = Walker(
            maze,
            result.start[1] * width + result.start[0],
            result.end[1] * width + result.end[0],
            exits,
            clock=self.clock,
        )
        self.panel.pack(side="left", fill="both", expand=True, before=window.view)
        tag_every_widget(window.root, TAG, add=True)
        self.draw()
        self.canvas.focus_set()
        window.say(self._status)

    def leave(self) -> None:
        """Back to the window's maze; F8 walks again."""
        self.walker = None
        self._frames = []
        self.jobs.cancel()
        tag_every_widget(self.window.root, TAG, add=False)
        self.panel.pack_forget()
        self.window.view.canvas.delete("walk")
        self.canvas.itemconfigure(self.box, state="hidden")
        self.canvas.itemconfigure(self.box_text, state="hidden")
        self.window.view.canvas.focus_set()
        self.window.say(lambda: _("The walk is over: F8 walks again."))

    def _closed(self, event: tk.Event) -> None:
        if event.widget is self.window.root:
            self.jobs.cancel()

    # -- the keys ---------------------------------------------------------------------------

    def _act(self, action: Callable[[], None]) -> Callable[[], None]:
        """A walking key's action, then the counts in the status bar."""

        def run() -> None:
            if self.walker is not None:
                action()
                self.window.say(self._status)

        return run

    def _in_field(self) -> None:
        if self.walker is not None:
            self.window.say(_text_field_has_the_keys)

    def _click(self, event: tk.Event) -> str | None:
        """A click outside a text field gives the keys back to the walk; on the map it does
        nothing else (no field is excluded while walking: that would end the walk)."""
        if self.walker is None or isinstance(event.widget, tk.Entry | tk.Spinbox | tk.Menu):
            return None
        self.canvas.focus_set()
        return self._on_map(event)

    def _on_map(self, event: tk.Event) -> str | None:
        on_map = event.widget is self.window.view.canvas
        return "break" if self.walker is not None and on_map else None

    def forward(self) -> None:
        self._step(backwards=False)

    def back(self) -> None:
        self._step(backwards=True)

    def left(self) -> None:
        self._turn(-1)

    def right(self) -> None:
        self._turn(1)

    def _turn(self, quarter_turns: int) -> None:
        walker = self.walker
        if walker is None or walker.game.over:
            return
        self._settle()
        before = walker.camera
        walker.turn(quarter_turns)
        after = walker.camera
        self._animate(before, Camera(after.x, after.y, before.turns + quarter_turns))

    def _step(self, backwards: bool) -> None:
        walker = self.walker
        if walker is None:
            return
        self._settle()
        before, camera = walker.field, walker.camera
        outcome = walker.step(backwards)
        if outcome is Move.REFUSED:
            self._bump(before, (walker.heading + 2) % 4 if backwards else walker.heading)
        elif outcome in (Move.MOVED, Move.ARRIVED):
            self.map_marks.step(before, walker.field)
            self._animate(camera, walker.camera)
        if outcome is Move.ARRIVED:
            print(walker.game.metrics().text(), flush=True)
        elif walker.game.started is not None and "timer" not in self.jobs:
            self.jobs.later("timer", TIMER_MS, self._tick)
        self.window.say(self._status)

    def _tick(self) -> None:
        self.window.say(self._status)
        if self.walker is not None and not self.walker.game.over:
            self.jobs.later("timer", TIMER_MS, self._tick)

    def _bump(self, field: int, heading: int) -> None:
        """A refused move: a red frame round the view, the wall red on the map."""
        view = self.window.view
        self.view.bump(True)
        if view.geometry is not None:
            grow = max(1, view.geometry.room // 8)
            tags = ("walk", "walk-flash")
            overlay.walls(view.canvas, view.geometry, field, 1 << heading, FLASH, tags, grow)

        def over() -> None:
            self.view.bump(False)
            view.canvas.delete("walk-flash")

        self.jobs.later("bump", BUMP_MS, over)

    # -- moving pictures --------------------------------------------------------------------

    def _animate(self, start: Camera, end: Camera) -> None:
        """From ``start`` to ``end`` in FRAMES pictures, or at once without smooth steps."""
        if self.smooth.get():
            self._frames = [
                Camera(
                    start.x + (end.x - start.x) * share,
                    start.y + (end.y - start.y) * share,
                    start.turns + (end.turns - start.turns) * share,
                )
                for share in (i / FRAMES for i in range(1, FRAMES))
            ]
        self._next_frame()

    def _next_frame(self) -> None:
        if not self._frames:
            self.draw()
            return
        self.draw(self._frames.pop(0))
        self.jobs.later("frame", FRAME_MS, self._next_frame)

    def _settle(self) -> None:
        """A move in progress is shown finished at once (a key came before its end)."""
        if self._frames or "frame" in self.jobs:
            self._frames = []
            self.jobs.cancel("frame")
            self.draw()

    def draw(self, camera: Camera | None = None) -> None:
        """The view from ``camera`` (the walker's own place if None), and the map's arrow."""
        walker = self.walker
        if walker is None:
            return
        if self.window.view.palette is not self.palette:
            self.palette = self.window.view.palette
            self.view.set_palette(self.palette)
            self.canvas.configure(background=hex_of(self.view.colours.fog))
        sight = walker.sight if camera is None else walker.look(camera)
        game = walker.game
        self.view.draw(sight, game.start, game.goal, game.trail, walker.maze.width)
        self.map_marks.point(walker.field, sight.camera.turns)
        if camera is None:
            self._reveal()
        self._hud()

    def redraw(self) -> None:
        """The map's marks again (the maze view drew its picture anew)."""
        walker = self.walker
        if walker is None:
            return
        seen = walker.seen if self.fog.get() else None
        self.map_marks.draw(walker.game.trail, walker.field, walker.heading, seen)
        self._fogged = set(walker.seen)

    def _reveal(self) -> None:
        """Fields seen for the first time come out of the map's fog."""
        walker = self.walker
        if walker is None or not self.fog.get():
            return
        new = walker.seen - self._fogged
        if new:
            self._fogged |= new
            self.map_marks.fog(walker.seen, {field // walker.maze.width for field in new})

    def _fog_changed(self) -> None:
        self.redraw()

    # -- texts ------------------------------------------------------------------------------

    def _hud(self) -> None:
        """The compass at the top left, the keys at the bottom (the status bar is too narrow
        for them at 1024 pixels); at the goal, the metrics in the middle."""
        walker, canvas = self.walker, self.canvas
        if walker is None:
            return
        x, y = walker.field % walker.maze.width, walker.field // walker.maze.width
        direction = DIRECTIONS[walker.heading]
        canvas.itemconfigure(
            self.compass,
            text=_("Facing {direction} · field ({x} | {y})").format(
                direction=_(direction), x=x, y=y
            ),
        )
        left, top, right, bottom = canvas.bbox(self.compass)
        canvas.coords(self.compass_box, left - 6, top - 3, right + 6, bottom + 3)
        over = walker.game.over
        state, keys_state = ("normal", "hidden") if over else ("hidden", "normal")
        width, height = max(1, canvas.winfo_width()), max(1, canvas.winfo_height())
        canvas.coords(self.keys, width / 2, height - 8)
        canvas.itemconfigure(
            self.keys,
            text=_("↑ W forward · ↓ S back · ← → A D turn · Esc leaves"),
            width=max(1, width - 24),
            state=keys_state,
        )
        if not over:  # a hidden item has no bounding box
            left, top, right, bottom = canvas.bbox(self.keys)
            canvas.coords(self.keys_box, left - 6, top - 3, right + 6, bottom + 3)
        canvas.itemconfigure(self.keys_box, state=keys_state)
        canvas.coords(self.box_text, width / 2, height / 2)
        canvas.itemconfigure(
            self.box_text, text=walker.game.metrics().text() if over else "", state=state
        )
        if over:
            left, top, right, bottom = canvas.bbox(self.box_text)
            canvas.coords(self.box, left - 12, top - 10, right + 12, bottom + 10)
        canvas.itemconfigure(self.box, state=state)
        canvas.tag_raise("hud")

    def _status(self) -> str:
        walker = self.walker
        if walker is None:
            return ""
        game = walker.game
        if game.over:
            return game.metrics().in_sentence(
                _(
                    "Goal reached in {seconds:.1f} s with {moves} moves, efficiency "
                    "{efficiency:.2f}. Esc leaves the walk."
                )
            )
        # Translators: short, for the status bar at 1024 pixels; the view shows the keys.
        return _(
            "Time {seconds:.0f} s, moves {moves}, refused {refused}. Esc leaves the walk."
        ).format(seconds=game.seconds(), moves=game.moves, refused=game.refused)


def _text_field_has_the_keys() -> str:
    return _("The text field has the keys: click the view to walk on.")
