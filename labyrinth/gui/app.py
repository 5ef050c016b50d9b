"""The viewer: the book's MazeGraphs window, with the build shown step by step.

A small shell around one :class:`~labyrinth.gui.session.Session` (the maze, its excluded
fields, where it came from, the modes on it, Undo of every replaced maze) and its parts: the
control panel (``controls``), the maze view (``maze_canvas``) with its zoom and scroll
(``viewport``) and legend, the status bar, what is shown of the maze and the active mode
(``shown_maze``), the window's language and looks (``appearance``) and size
(``window_size``), the File menu (``file_menu``), and the modes (``mode_table``): the build,
play mode, the walk, the teaching view, a solver, the replay. The shell gathers the commands
the parts bring into one table for the menus and shortcuts (``commands``, ``menus``), makes a
new grid from the controls and hands the protocol's keys (Space, Step, Step back, Finish, Esc,
a click on a field) to the session's active mode, whichever it is. Every text comes from the
catalogs and is relabelled when the language changes.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterable
from functools import partial

from labyrinth.gui.appearance import Appearance
from labyrinth.gui.building import BuildMode
from labyrinth.gui.commands import Command, bind_shortcuts
from labyrinth.gui.controls import TEXT_FIELDS, Controls
from labyrinth.gui.exclusions import ExclusionEditor
from labyrinth.gui.field_cursor import FieldCursor
from labyrinth.gui.file_menu import FileMenu
from labyrinth.gui.help import Help
from labyrinth.gui.labels import Labels
from labyrinth.gui.legend import Legend
from labyrinth.gui.maze_canvas import MazeCanvas
from labyrinth.gui.menus import Menus
from labyrinth.gui.mode_table import mode_table
from labyrinth.gui.modes import Sentence, Window, protocol_commands
from labyrinth.gui.next_grid import NextGrid
from labyrinth.gui.player import State
from labyrinth.gui.session import Origin, Session
from labyrinth.gui.settings_keeper import SettingsKeeper
from labyrinth.gui.shown_maze import ShownMaze
from labyrinth.gui.start_panel import StartPanel
from labyrinth.gui.status import StatusBar
from labyrinth.gui.theme import Look
from labyrinth.gui.viewport import Viewport
from labyrinth.gui.window_size import WindowSize
from labyrinth.i18n import N_, _
from labyrinth.masks import Mask
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions, new_seed
from labyrinth.render.geometry import BOOK_FIELD_SIZE
from labyrinth.settings import Settings


class LabyrinthApp:
    """The main window around one session; its maze is replaced whenever size or seed change.

    ``settings`` give the size, speed, algorithm and language to start with, ``seed`` the
    first maze's seed (None: a new one), ``options`` what the command line asked for (the
    controls replace its size, seed, algorithm, loops and blocks). With ``remember_maze``
    the size and algorithm in use at the end are remembered for the next start; without it
    (a start that named its maze), only speed and language are. ``start_panel`` shows the
    start panel's three choices over the maze (the first start).
    """

    def __init__(
        self,
        root: tk.Tk,
        settings: Settings,
        graphs: MazeGraphs | None = None,
        excluded: Iterable[tuple[int, int]] = (),
        options: BuildOptions | None = None,
        *,
        seed: int | None = None,
        remember_maze: bool = True,
        start_panel: bool = False,
    ) -> None:
        self.root = root
        self.settings = settings
        # What was asked for: each new grid takes the controls' size, seed, algorithm, loops
        # and blocks over it, and keeps its random source, ends and openings.
        asked = graphs.options if graphs is not None else options or BuildOptions(seed=0)
        given = graphs is not None or options is not None
        self.labels = Labels()
        self.algorithm_var = tk.StringVar(root, asked.algorithm if given else settings.algorithm)
        self.islands_var = tk.StringVar(root, asked.islands or "")
        self.block_mode_var = tk.StringVar(root, asked.block_mode)

        self.look = Look(root, settings.theme, settings.text_size)
        self.status = StatusBar(root)
        self.status.pack(side="bottom", fill="x")  # packed first: it is the last to lose room
        self.controls = Controls(
            root,
            self.labels,
            {
                "width": str(settings.width),
                "height": str(settings.height),
                "seed": str(new_seed() if seed is None else seed),
                "loops": str(asked.loop_percent),
                "blocks": str(asked.block_permille),
            },
            settings.speed,
            {
                "new": self.new_maze,
                "build": self.build,
                "step": lambda: self.session.mode.step(),
                "play": lambda: self.session.mode.space(),
                "finish": lambda: self.session.mode.finish(),
            },
            self._speed_changed,
        )
        self.controls.pack(side="left", fill="y")
        self.legend = Legend(root, self.labels)
        self.legend.pack(side="bottom", fill="x")  # under the maze, beside the controls
        self.view = MazeCanvas(root, width=480, height=360)
        self.view.field_size = self.look.scaled(BOOK_FIELD_SIZE)
        self.view.pack(side="left", fill="both", expand=True)

        choices = {
            "algorithm": self.algorithm_var,
            "islands": self.islands_var,
            "block_mode": self.block_mode_var,
        }
        self.next_grid = NextGrid(self.controls, choices, asked, settings, self.error)
        first = graphs or self.next_grid.grid(excluded) or MazeGraphs.from_options(asked)
        self.window = window = Window(
            root,
            self.view,
            self.legend,
            self.labels,
            self.say,
            self.error,
            lambda: self.status.message,
            self.controls.speed.get,
            self.controls.show_playing,
            self._show_maze_numbers,
        )
        origin = Origin.GRID if graphs is None else Origin.OPENED
        self.session = session = Session(first, excluded, origin, self._build_mode)
        self.size = WindowSize(root, self.controls, self.status, self.look, session)
        self.exclusions = ExclusionEditor(session, window, self._grid_size, self._remake)
        self.cursor = FieldCursor(session, window)
        self.viewport = Viewport(self.view, session, self.cursor.show)
        self.help = Help(root, lambda: self.commands, self.say)
        self.appearance = Appearance(
            session,
            window,
            settings,
            self.look,
            self.status,
            self.viewport,
            self.help,
            self.size,
            lambda: self.shown.show_mode(),
        )
        self.modes = mode_table(session, window, settings)
        self.files = FileMenu(session, window, settings, self.next_grid, self.use_mask)
        self.start_panel = StartPanel(root, self.view, self.labels, self._start_with)
        self.commands = self._commands()
        self.menus = Menus(
            root,
            self.labels,
            self.commands,
            {
                "algorithm": (self.algorithm_var, self.choose_algorithm),
                "islands": (self.islands_var, partial(self.choose, self.islands_var)),
                "block_mode": (self.block_mode_var, partial(self.choose, self.block_mode_var)),
                **self.appearance.menu_choices(),
            },
        )
        self.files.add_to_menus(self.menus.menus)
        for mode in self.modes.values():
            mode.add_to_menus(self.menus.menus)
        self.exclusions.bind(self.view.canvas)
        self.cursor.bind(self.view.canvas)
        self.view.canvas.bind("<ButtonPress-1>", self._clicked, add="+")
        bind_shortcuts(
            root, self.commands.values(), [self.controls.fields[key] for key in TEXT_FIELDS]
        )
        for key in TEXT_FIELDS:  # Return in a field builds
            for sequence in ("<Return>", "<KP_Enter>"):
                self.controls.fields[key].bind(sequence, lambda _event: self.build())
        self.shown = ShownMaze(
            session, window, self.viewport, self.status, self.size, self.next_grid, settings
        )
        session.listen("mode", self.start_panel.close)
        session.listen("look", self.start_panel.apply_look)
        root.protocol("WM_DELETE_WINDOW", self.quit)
        root.bind("<Destroy>", self._closed, add="+")
        self.keeper = SettingsKeeper(root, settings, remember_maze)
        self.size.place()
        self.shown.maze_changed()  # a grid not built yet says how to build it
        if start_panel:
            self.start_panel.show()
            self.keeper.save()  # the settings file says the window has been started: once

    def _build_mode(self, session: Session) -> BuildMode:
        """The session's base mode: the build, whose click on a field excludes it."""
        self.building = BuildMode(
            session, self.window, self.build, lambda field: self.exclusions.start_stroke(field)
        )
        return self.building

    def _start_with(self, command: str) -> None:
        """A choice of the start panel. The teaching view waits for a build to end: the
        start-up build gives way to it (the view teaches the same maze from its first step)."""
        if command == "teach" and self.building.stepping():
            self.building.leave()
        self.commands[command].action()

    def escape(self) -> None:
        """Esc closes the start panel, or is the active mode's (back to the maze)."""
        if self.start_panel.shown:
            self.start_panel.close()
        else:
            self.session.mode.escape()

    def _show_maze_numbers(self, options: BuildOptions | None) -> None:
        """The controls' size and seed: those of a maze a mode draws of its own (a lesson's,
        a program's replay), or the session maze's again (None)."""
        if options is None:
            self.next_grid.show(self.graphs)
            return
        variables = self.controls.variables
        variables["width"].set(str(options.width))
        variables["height"].set(str(options.height))
        variables["seed"].set("" if options.seed is None else str(options.seed))

    @property
    def graphs(self) -> MazeGraphs:
        return self.session.graphs

    @property
    def excluded(self) -> frozenset[tuple[int, int]]:
        return self.session.excluded

    # -- commands, the status bar ---------------------------------------------------------------

    def _commands(self) -> dict[str, Command]:
        """Every command with its menu label, printed keys and key sequences."""
        session, modes = self.session, self.modes
        return {
            "new": Command(N_("New maze"), N_("Ctrl+N"), ("<Control-n>",), self.new_maze),
            **self.files.commands(),
            "quit": Command(N_("Quit"), N_("Ctrl+Q"), ("<Control-q>",), self.quit),
            "build": Command(N_("Build"), "F5", ("<F5>",), self.build),
            **protocol_commands(session),
            "escape": Command(N_("Back to the maze"), N_("Esc"), ("<Escape>",), self.escape),
            "start": Command(N_("Start"), "", (), self.start_panel.show),
            **self.viewport.commands(),
            **self.appearance.commands(),
            "clear": Command(N_("Clear exclusions"), "", (), self.exclusions.clear),
            "undo": Command(N_("Undo"), N_("Ctrl+Z"), ("<Control-z>",), self.undo),
            "redo": Command(
                N_("Redo"),
                N_("Ctrl+Y"),
                ("<Control-y>", "<Control-Shift-Z>"),
                partial(self.undo, redo=True),
                more=N_("Ctrl+Shift+Z"),
            ),
            **self.cursor.commands(),
            **self.help.commands(),
            **{
                name: command
                for mode in modes.values()
                for name, command in mode.commands().items()
            },
        }

    def say(self, message: Sentence) -> None:
        """Show a message that is made anew when the language changes."""
        self.status.say(message)

    def error(self, message: Sentence) -> None:
        self.say(message)
        self.root.bell()

    # -- the maze -------------------------------------------------------------------------------

    def _grid_size(self) -> tuple[int, int] | None:
        """The size of the next grid, or None (and one sentence) while edits must wait."""
        if self.building.stepping():
            self.error(
                lambda: _("A build is running: finish it (End) before you change excluded fields.")
            )
            return None
        options = self.next_grid.checked()
        return None if options is None else (options.width, options.height)

    def _remake(self, excluded: frozenset[tuple[int, int]], keep: bool = True) -> None:
        """A new grid with ``excluded``, the maze before kept for Undo when ``keep``."""
        graphs = self.next_grid.grid(excluded)
        if graphs is not None:
            self.session.replace(graphs, Origin.GRID, excluded, keep=keep)

    def new_maze(self) -> None:
        """A fresh grid with a new seed, keeping the excluded fields that still fit."""
        self.controls.variables["seed"].set(str(new_seed()))
        if self.session.mode.follows_new_maze:
            self.build(paused=True)  # the teaching view teaches it
        else:
            self._remake(self.excluded)

    def build(self, paused: bool = False) -> None:
        """Build the maze with the controls' size and seed, animated at the chosen speed; the
        maze it replaces comes back with Ctrl+Z. A bad value is one sentence in the status
        bar, and a running build goes on."""
        options = self.next_grid.checked()
        if options is None:
            return
        graphs = self.next_grid.grid(self.excluded, options)
        assert graphs is not None  # the options are good
        self.session.replace(graphs, Origin.GRID, follow=True)
        self.session.mode.watch_build(paused)

    def undo(self, redo: bool = False) -> None:
        """The maze (or the excluded fields) before the last change, exactly as it was."""
        if not self.session.undo(redo):
            self.error((lambda: _("Nothing to redo.")) if redo else (lambda: _("Nothing to undo.")))

    def _clicked(self, event: tk.Event) -> None:
        """A click on a field goes to the active mode (the build's excludes it)."""
        self.view.canvas.focus_set()  # Space, Right and End work on the maze again
        field = self.view.field_at_event(event)
        if field is not None:
            self.session.mode.click(field)

    def choose_algorithm(self, spec: str) -> None:
        """Pick an algorithm from the menu: the maze is built again with it, to watch."""
        self.algorithm_var.set(spec)
        self.build()

    def choose(self, variable: tk.StringVar, value: str) -> None:
        """Pick the islands or the blocks' mode from the Maze menu: the maze is built again
        with it, to watch."""
        variable.set(value)
        self.build()

    def use_mask(self, mask: Mask, islands: str) -> None:
        """A new grid of the mask's size with its outside fields excluded (Ctrl+Z brings the
        maze before back), built with the islands chosen from now on."""
        self.controls.variables["width"].set(str(mask.width))
        self.controls.variables["height"].set(str(mask.height))
        self.islands_var.set(islands)
        self._remake(frozenset(mask.outside_fields()))

    def build_at_start(self) -> None:
        """The build a start asked to watch, unless a key (End, Space) began it already; the
        start panel keeps the keys while the build plays behind it."""
        if self.building.player.state is State.IDLE:
            self.build()
        if self.start_panel.shown:
            self.start_panel.show()

    def toggle_teaching(self) -> None:
        self.modes["teach"].toggle()

    def _speed_changed(self) -> None:
        self.settings.speed = self.controls.speed.get()
        for mode in self.session.modes:
            if mode.player is not None:
                mode.player.set_speed(self.settings.speed)

    # -- the end --------------------------------------------------------------------------------

    def _closed(self, event: tk.Event) -> None:
        """The window is gone: cancel its pending jobs, or Tk would run them later and say
        "invalid command name" (their Python side is deleted with the window)."""
        if event.widget is not self.root:
            return
        for mode in self.session.modes:
            if mode.player is not None:
                mode.player.stop(closing=True)
        self.viewport.cancel()
        self.keeper.cancel()

    def quit(self) -> None:
        """Close the window (once every mode agrees: the editor asks about unsaved work)."""
        if not all(mode.may_close() for mode in self.modes.values()):
            return
        self.building.player.stop()
        self.keeper.save()
        self.root.destroy()
