"""The viewer: the book's MazeGraphs window, with the build shown step by step.

A small shell around one :class:`~labyrinth.gui.session.Session` (the maze, its excluded
fields, where it came from, the modes on it, Undo of every replaced maze) and its parts: the
command table with menus and shortcuts (``commands``, ``menus``), the control panel
(``controls``), the maze view (``maze_canvas``) with its zoom and scroll (``viewport``) and
legend, the status bar, and the modes (``modes``): the build, play mode, the walk, the teaching
view, a solver, the replay. The shell makes a new grid from the controls and hands the
protocol's keys (Space, Step, Step back, Finish, Esc, a click on a field) to the session's
active mode, whichever it is. Every text comes from the catalogs and is relabelled when the
language changes.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterable
from functools import partial

from labyrinth import i18n
from labyrinth.formats.loaded import LoadedMaze, measuring
from labyrinth.gui.building import BuildMode
from labyrinth.gui.commands import Command, bind_shortcuts
from labyrinth.gui.controls import TEXT_FIELDS, Controls
from labyrinth.gui.exclusions import ExclusionEditor
from labyrinth.gui.field_cursor import FieldCursor
from labyrinth.gui.file_menu import FileMenu
from labyrinth.gui.help import Help
from labyrinth.gui.labels import Labels
from labyrinth.gui.legend import SWATCH, Legend
from labyrinth.gui.maze_canvas import MazeCanvas
from labyrinth.gui.menus import Menus
from labyrinth.gui.mode_table import mode_table
from labyrinth.gui.modes import Sentence, Window, protocol_commands
from labyrinth.gui.next_grid import NextGrid
from labyrinth.gui.player import State
from labyrinth.gui.session import Origin, Session
from labyrinth.gui.settings_keeper import SettingsKeeper
from labyrinth.gui.start_panel import StartPanel
from labyrinth.gui.status import StatusBar, described, grid_sentence, result_text, warned
from labyrinth.gui.theme import NORMAL_TEXT_SIZE, Look
from labyrinth.gui.viewport import Viewport
from labyrinth.gui.window_size import WindowSize
from labyrinth.i18n import N_, _
from labyrinth.masks import Mask
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions, new_seed
from labyrinth.render.geometry import BOOK_FIELD_SIZE, WALLS
from labyrinth.render.palettes import PALETTES, Palette, for_window
from labyrinth.settings import TEXT_SIZES, Settings

# Seconds of measuring an opened maze between two looks at the window's events.
MEASURE_SLICE = 0.04
# The window Tk's own file dialog is made in (tkfbox.tcl) on X11, kept between two uses.
FILE_DIALOG = "__tk_filedialog"


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
        self.lang_var = tk.StringVar(root, i18n.current_language())
        self.palette_var = tk.StringVar(root, settings.palette)
        self.view_var = tk.StringVar(root, settings.view)
        self.theme_var = tk.StringVar(root, settings.theme)
        self.text_size_var = tk.StringVar(root, str(settings.text_size))

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
        self._show_look()

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
            self._show_playing,
            self._show_maze_numbers,
        )
        origin = Origin.GRID if graphs is None else Origin.OPENED
        self.session = session = Session(first, excluded, origin, self._build_mode)
        self.size = WindowSize(root, self.controls, self.status, self.look, session)
        self.view.view_of = self.shown_view
        # "Animate", never "Play", which a player would read as play mode
        self._play_label = N_("Animate")
        play = self.controls.buttons["play"]
        self.labels.follow(lambda: _(self._play_label), lambda text: play.configure(text=text))
        self.exclusions = ExclusionEditor(session, window, self._grid_size, self._remake)
        self.cursor = FieldCursor(session, window)
        self.viewport = Viewport(self.view, session, self.cursor.show)
        self.modes = mode_table(session, window, settings)
        self.files = FileMenu(session, window, settings, self.next_grid, self.use_mask)
        self.help = Help(root, lambda: self.commands, self.say)
        self.start_panel = StartPanel(root, self.view, self.labels, self._start_with)
        self.commands = self._commands()
        self.menus = Menus(
            root,
            self.labels,
            self.commands,
            {
                "algorithm": (self.algorithm_var, self.choose_algorithm),
                "view": (self.view_var, self.set_view),
                "islands": (self.islands_var, partial(self.choose, self.islands_var)),
                "block_mode": (self.block_mode_var, partial(self.choose, self.block_mode_var)),
                "palette": (self.palette_var, self.set_palette),
                "text_size": (self.text_size_var, self.set_text_size),
                "theme": (self.theme_var, self.set_theme),
                "language": (self.lang_var, self.set_language),
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
        session.listen("maze", self._maze_changed)
        session.listen("mode", self._mode_changed)
        session.listen("mode", self.start_panel.close)
        session.listen("look", self.start_panel.apply_look)
        root.protocol("WM_DELETE_WINDOW", self.quit)
        root.bind("<Destroy>", self._closed, add="+")
        self.keeper = SettingsKeeper(root, settings, remember_maze)
        self.size.place()
        self._maze_changed()  # a grid not built yet says how to build it
        if start_panel:
            self.start_panel.show()
            self.keeper.save()  # the settings file says the window has been started: once

    def _build_mode(self, session: Session) -> BuildMode:
        """The session's base mode: the build, whose click on a field excludes it."""
        self.building = BuildMode(
            session, self.window, self.build, lambda field: self.exclusions.start_stroke(field)
        )
        return self.building

    def _show_playing(self, playing: bool) -> None:
        """The Animate button names what it will do: Pause while the active mode plays."""
        self._play_label = N_("Pause") if playing else N_("Animate")
        self.controls.buttons["play"].configure(text=_(self._play_label))

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

    # -- commands, modes, window, texts ------------------------------------------------------

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
            # Alt, not Ctrl: Ctrl with + and - zooms the maze, and Ctrl+Shift gives other
            # keys on other keyboards (Shift+0 is = on a German one)
            "text_larger": Command(
                N_("Larger text"),
                "Alt++",
                ("<Alt-plus>", "<Alt-equal>", "<Alt-KP_Add>"),
                partial(self.step_text_size, 1),
            ),
            "text_smaller": Command(
                N_("Smaller text"),
                "Alt+-",
                ("<Alt-minus>", "<Alt-KP_Subtract>"),
                partial(self.step_text_size, -1),
            ),
            "text_normal": Command(
                N_("Normal text size"),
                "Alt+0",
                ("<Alt-0>", "<Alt-KP_0>"),
                partial(self.set_text_size, NORMAL_TEXT_SIZE),
            ),
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

    def set_language(self, code: str) -> None:
        """Switch every label, tooltip, status text and Tk's own dialogs, without a restart."""
        self.settings.language = i18n.set_language(code)
        self.root.tk.call("::msgcat::mclocale", self.settings.language)
        forget_file_dialog(self.root)
        self.lang_var.set(self.settings.language)
        self.labels.relabel()
        self.legend.show_palette(self.palette)  # the letters of start and end, here
        self.viewport.redraw()  # and on the maze
        self.help.relabel()
        self.session.tell("language")
        self._refresh_texts()
        self.size.keep_minimum()

    @property
    def palette(self) -> Palette:
        """The chosen palette as the window's theme shows it (its dark variant in the dark)."""
        return for_window(PALETTES[self.settings.palette], self.look.dark)

    def set_palette(self, name: str) -> None:
        """Colours (and shapes) for the view, its legend and the pictures saved from it."""
        self.settings.palette = name
        self.palette_var.set(name)
        self._show_look()
        self.viewport.redraw()

    def set_view(self, view: str) -> None:
        """How the maze is drawn: the book's walls, its blocks, or its fields by their ways
        out; the legend names what the view shows, and pictures saved follow it."""
        self.settings.view = view
        self.view_var.set(view)
        self._show_mode()
        if self.viewport.user_zoom:
            self.viewport.redraw()
        else:  # the blocks view is half a field wider and higher
            self.viewport.show(fit=True)

    def shown_view(self) -> str:
        """The view the maze is drawn in: the chosen one, or the book's walls while a mode
        that needs them is on (the teaching view)."""
        if any(mode.book_picture for mode in self.session.modes):
            return WALLS
        return self.settings.view

    def set_theme(self, theme: str) -> None:
        """The window light, dark or as the desktop prefers, with the maze's colours to match."""
        self.settings.theme = theme
        self.theme_var.set(theme)
        self.look.set_theme(theme)
        self._show_look()
        self.session.tell("look")
        self.viewport.redraw()
        self.help.restyle()

    def set_text_size(self, percent: int | str) -> None:
        """Every text and control at ``percent`` of its normal size (View → Text size)."""
        before = self.look.factor
        self.look.set_text_size(int(percent))
        self.settings.text_size = self.look.text_size
        self.text_size_var.set(str(self.look.text_size))
        self._show_look()
        self.status.refresh()
        self.help.restyle()
        self.session.tell("look")
        self.size.grow(self.look.factor / before)
        if not self.viewport.user_zoom:
            self.viewport.show(fit=True)

    def step_text_size(self, steps: int) -> None:
        """The next text size up (steps > 0) or down in View → Text size's list."""
        sizes = TEXT_SIZES
        now = self.look.text_size
        if steps > 0:
            bigger = [size for size in sizes if size > now]
            self.set_text_size(bigger[0] if bigger else sizes[-1])
        else:
            smaller = [size for size in sizes if size < now]
            self.set_text_size(smaller[-1] if smaller else sizes[0])

    def _show_look(self) -> None:
        """The legend and the maze's canvas in the palette and theme on show: a palette on a
        white page keeps it in a dark window, framed by the window's colour."""
        palette = self.palette
        # bigger text, or a screen of more dots per inch: bigger fields too (the book's 24
        # pixels at 96 dots per inch and the normal text size)
        self.view.fit_limit = self.look.scaled(BOOK_FIELD_SIZE)
        self.legend.set_swatch_size(self.look.scaled(SWATCH))
        self.legend.show_palette(palette)
        self.view.palette = palette
        around = self.root.cget("background") if self.look.dark else palette.hex(palette.background)
        self.view.canvas.configure(background=around)

    def _refresh_texts(self) -> None:
        maze = self.graphs.maze_array
        self.root.title(
            _("Labyrinth {width} × {height}").format(width=maze.width, height=maze.height)
        )
        self.status.describe(partial(described, self.graphs))

    def say(self, message: Sentence) -> None:
        """Show a message that is made anew when the language changes."""
        self.status.say(message)

    def error(self, message: Sentence) -> None:
        self.say(message)
        self.root.bell()

    # -- the maze -------------------------------------------------------------------------------

    def _maze_changed(self) -> None:
        """Another maze is shown: its picture, its numbers in the controls, its sentence."""
        graphs = self.graphs
        maze = graphs.maze_array
        resized = (maze.width, maze.height) != self._shown_size
        self._shown_size = (maze.width, maze.height)
        self.next_grid.show(graphs)
        self._show_mode()
        if (unmeasured := measuring(graphs)) is not None:
            self.say(warned(graphs, lambda: _("Measuring the path from start to end…")))
            self._measure_later(unmeasured)
        elif not self.building.stepping():
            result = graphs.result
            self.say(
                warned(graphs, partial(result_text, result))
                if result is not None
                else grid_sentence(graphs)
            )
        self.viewport.show(fit=resized)
        self._refresh_texts()

    _shown_size = (0, 0)
    _measured: LoadedMaze | None = None

    def _measure_later(self, maze: LoadedMaze) -> None:
        """Measure a maze opened from a file a slice at a time while its walls are shown (the
        sweep of a 4096 × 4096 file takes seconds), then show its numbers. A maze no longer
        shown is left: it is measured when it is asked for."""
        if maze is self._measured:
            return
        self._measured = maze

        def measure() -> None:
            if self.session.graphs is not maze:
                self._measured = None
            elif maze.measure(MEASURE_SLICE):
                self._measured = None
                self.root.after(1, self._maze_changed)  # its numbers and shades, a pass apart
            else:
                self.root.after(1, measure)

        self.root.after(1, measure)

    def _mode_changed(self) -> None:
        """A mode was entered or left: the maze is drawn again with the modes' marks, and
        the window keeps the room the mode needs."""
        self._show_mode()
        self.size.keep_minimum()
        self.viewport.show()

    def _show_mode(self) -> None:
        """The legend and the Animate button as the active mode (and the view) has them."""
        mode = self.session.mode
        self.legend.show_view(self.shown_view())
        self.legend.show_entries(mode.legend_entries())
        player = mode.player
        self._show_playing(player is not None and player.state is State.PLAYING)

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


def forget_file_dialog(root: tk.Tk) -> None:
    """Tk keeps its file dialog once made and shows it again with the labels of its first
    language: destroyed, the next one is made anew in the language now chosen (the folder
    it was in is kept apart from the window, so it is not lost)."""
    dialog = f"{root}.{FILE_DIALOG}".replace("..", ".")
    if root.tk.call("winfo", "exists", dialog):
        root.tk.call("destroy", dialog)
