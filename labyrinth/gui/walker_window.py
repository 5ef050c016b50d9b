"""The window of ``labyrinth.walker``: a maze and a walker driven by a plain script, shown in
the script's own process as ``turtle`` shows its drawing.

The script runs; the window has no loop of its own until ``done()``. So each action of the
walker draws what changed and then lets Tk work for as long as the speed's pause lasts (at
speed 0 no pause, but the window is still looked after every few milliseconds), and every
question (``front_is_clear()`` …) lets Tk look at its events too: a script that only asks
never freezes the window. The walker is the walk mode's arrow and trail; marks are dots.
"""

from __future__ import annotations

import time
import tkinter as tk

from labyrinth import i18n
from labyrinth.gui import overlay
from labyrinth.gui.maze_canvas import MazeCanvas
from labyrinth.gui.status import StatusBar
from labyrinth.gui.theme import Look
from labyrinth.gui.walk.map_marks import MapMarks
from labyrinth.gui.window import make_root
from labyrinth.i18n import Message, _
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.pace import STEPS_PER_SECOND
from labyrinth.programs.world import (
    HEADING_WORDS,
    MARKED,
    MOVED,
    TURNED,
    WalkerStopped,
    WalkerWorld,
)
from labyrinth.render.geometry import BOOK_FIELD_SIZE, Geometry
from labyrinth.render.palettes import PALETTES, for_window
from labyrinth.screen import NoDisplayError
from labyrinth.settings import load_settings

# Seconds the window may go without a look at its events while the script runs.
LOOK_EVERY = 0.03
FLASH = "#ff2020"
# The least size of the maze view at the normal text size, and the room the desktop's bars
# leave on the screen.
LEAST = (480, 300)
SCREEN_MARGIN = (40, 90)
MARGIN = 24  # pixels round the maze
CLOSING_KEYS = ("<Escape>", "<Control-q>", "<Control-w>")


class WalkerWindow:
    """A window with a maze view and a status line; ``show`` puts a maze and its walker in."""

    def __init__(self) -> None:
        try:
            self.root = root = make_root(from_python=True)
        except NoDisplayError:
            raise SystemExit(_("No screen is available for the walker's window.")) from None
        settings = load_settings()[0]
        if settings.language:
            i18n.set_language(settings.language)
        self.look = Look(root, settings.theme, settings.text_size)
        self.status = StatusBar(root)
        self.status.pack(side="bottom", fill="x")
        self.view = MazeCanvas(
            root, width=self.look.scaled(LEAST[0]), height=self.look.scaled(LEAST[1])
        )
        self.view.fit_limit = self.look.scaled(BOOK_FIELD_SIZE)
        self.view.palette = palette = for_window(PALETTES[settings.palette], self.look.dark)
        around = root.cget("background") if self.look.dark else palette.hex(palette.background)
        self.view.canvas.configure(background=around)
        self.view.pack(fill="both", expand=True)
        self.marks = MapMarks(self.view)
        self.graphs: MazeGraphs | None = None
        self.world: WalkerWorld | None = None
        self.closed = False
        self.over = ""  # the sentence of the end: the goal, a wall, done()
        self._looked = time.perf_counter()
        self._fitted: tuple[int, tuple[int, int]] = (0, (0, 0))  # field size, view size
        root.protocol("WM_DELETE_WINDOW", self._close)
        for key in CLOSING_KEYS:
            root.bind(key, lambda _event: self._close())
        self.view.canvas.bind("<Configure>", lambda _event: self._refit(), add="+")

    def show(self, graphs: MazeGraphs, world: WalkerWorld) -> None:
        """Show ``graphs``' maze with ``world``'s walker on it, as the window's first picture
        (a second maze of the script replaces the first)."""
        self.graphs, self.world, self.over = graphs, world, ""
        maze = graphs.maze_array
        self.root.title(
            _("Labyrinth {width} × {height}").format(width=maze.width, height=maze.height)
        )
        self.root.update_idletasks()
        self._fitted = (0, (0, 0))
        self._refit()
        self._say()
        self.root.update()

    def _size_to(self, width: int, height: int) -> None:
        """The window as big as the maze at the book's field size, within the screen."""
        root, look = self.root, self.look
        picture = Geometry(width, height, self.view.fit_limit).image_size
        margin = look.scaled(MARGIN)
        room_width = root.winfo_screenwidth() - SCREEN_MARGIN[0]
        room_height = root.winfo_screenheight() - SCREEN_MARGIN[1]
        root.update_idletasks()
        status = self.status.winfo_reqheight()
        across = min(room_width, max(look.scaled(LEAST[0]), picture[0] + margin))
        down = min(room_height, max(look.scaled(LEAST[1]), picture[1] + margin) + status)
        root.geometry(f"{across}x{down}")
        root.update_idletasks()

    def _refit(self) -> None:
        """The maze fitted to the view, its marks drawn again (a resized window)."""
        graphs, world, view = self.graphs, self.world, self.view
        if graphs is None or world is None or self.closed:
            return
        maze = graphs.maze_array
        size = view.fitting_field_size(maze.width, maze.height)
        room = (view.canvas.winfo_width(), view.canvas.winfo_height())
        if (size, room) == self._fitted:
            return
        self._fitted = (size, room)
        result = graphs.result
        view.show(maze, result.marks if result is not None else None, size, shaded=False)
        self.marks.draw(list(world.trail), world.field, world.heading, None)
        for field, marked in enumerate(world.marks):
            if marked:
                self.marks.mark(field)

    # -- the walker's changes -------------------------------------------------------------------

    def changed(self, change: int, value: int) -> None:
        """The world's observer: draw what changed (a step of the trail, a turn, a mark)."""
        world = self.world
        if world is None or self.closed:
            return
        if change == MOVED:
            self.marks.step(world.trail[-2], value)
            self.marks.point(value, world.heading)
        elif change == TURNED:
            self.marks.point(world.field, value)
        elif change == MARKED:
            self.marks.mark(value)
        if world.at_goal():
            self.over = _("Goal reached with {moves} moves.").format(moves=world.moves)
        self._say()

    def stopped(self, stop: WalkerStopped) -> None:
        """A move into a wall: the wall red, the sentence in the status line."""
        world, geometry = self.world, self.view.geometry
        if world is not None and geometry is not None and not self.closed:
            overlay.walls(
                self.view.canvas,
                geometry,
                world.field,
                1 << stop.heading,
                FLASH,
                ("walk", "walk-flash"),
                max(1, geometry.field_size // 8),
            )
        self.over = str(stop)
        self._say()

    def finished(self) -> None:
        """``done()``: the walk is over, the window stays until it is closed."""
        if not self.over:
            self.over = _("The walk is over: close the window (Esc) to end the program.")
        self._say()

    def _say(self) -> None:
        world = self.world
        if world is None or self.closed:
            return
        if self.over:
            text = self.over
        else:
            x, y = world.position
            text = _("Moves {moves} · field ({x} | {y}) · facing {heading}").format(
                moves=world.moves, x=x, y=y, heading=Message(HEADING_WORDS[world.heading])
            )
        self.status.say(lambda: text)

    # -- time -----------------------------------------------------------------------------------

    def pace(self, speed: int, shown: bool) -> None:
        """After an action: let the window show it for the speed's time (``shown``: it changed
        what the window shows; a question only has the window look at its events now and then)."""
        if self.closed:
            return
        now = time.perf_counter()
        if shown and speed:
            deadline = now + 1 / STEPS_PER_SECOND[speed]
            while not self.closed:
                self._look()
                left = deadline - time.perf_counter()
                if left <= 0:
                    break
                time.sleep(min(left, 0.01))
        elif now - self._looked > LOOK_EVERY:
            self._look()

    def _look(self) -> None:
        self._looked = time.perf_counter()
        try:
            self.root.update()
        except tk.TclError:  # the window was destroyed meanwhile
            self.closed = True

    def wait_for_close(self) -> None:
        """Let the window run until the user closes it."""
        if not self.closed:
            self.root.mainloop()

    def _close(self) -> None:
        if not self.closed:
            self.closed = True
            self.root.destroy()
