"""The viewer: the book's MazeGraphs window, with the build shown step by step.

A small shell around its parts: the command table with menus and shortcuts (``commands``,
``menus``), the control panel (``controls``), the maze view (``maze_canvas``) with its zoom
and scroll (``viewport``) and legend, the watched build (``building``), the status bar, and
the modes that draw over the maze and take the keys while they are on: play mode, a solver,
the teaching view. The shell makes the grid from the controls and hands Space, Step and
Finish to whichever mode is active. Every text comes from the catalogs and is relabelled
when the language changes.
"""

from __future__ import annotations

import sys
import tkinter as tk
from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING

from labyrinth import i18n
from labyrinth.build import Marks
from labyrinth.formats.loaded import made_from_seed
from labyrinth.generators import BOOK
from labyrinth.gui import theme
from labyrinth.gui.building import BuildShow, maze_ready, problem_of
from labyrinth.gui.commands import Command, bind_shortcuts
from labyrinth.gui.controls import TEXT_FIELDS, Controls
from labyrinth.gui.exclusions import ExclusionEditor
from labyrinth.gui.field_cursor import LEFT_STEPS, RIGHT_STEPS, FieldCursor
from labyrinth.gui.file_dialogs import export_maze_file, open_maze_file, save_picture_file
from labyrinth.gui.help import Help
from labyrinth.gui.labels import Labels
from labyrinth.gui.legend import Legend
from labyrinth.gui.maze_canvas import MazeCanvas
from labyrinth.gui.menus import Menus
from labyrinth.gui.play import PlayMode
from labyrinth.gui.player import Player, State
from labyrinth.gui.solving import SolveView
from labyrinth.gui.status import StatusBar, described
from labyrinth.gui.texture_window import TextureWindow
from labyrinth.gui.viewport import Viewport
from labyrinth.gui.walk.mode import WalkMode
from labyrinth.i18n import N_, _
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions, new_seed
from labyrinth.randomness import DEFAULT_RNG
from labyrinth.render.palettes import PALETTES, Palette
from labyrinth.settings import Settings, load_settings, save_settings

if TYPE_CHECKING:
    from labyrinth.gui.teach.view import TeachingView

STEP_BACK_NEEDS = N_(
    "Nothing to step back: a solver and the spanning-tree replay step back, a build only in "
    "the teaching view (F7)."
)
READY = N_("Click fields to exclude them, then press F5 to build the maze.")
# The window's first size, if the screen has room for it, and the room left around it.
PREFERRED_SIZE = (1040, 760)
SCREEN_MARGIN = (40, 90)
# The window Tk's own file dialog is made in (tkfbox.tcl) on X11, kept between two uses.
FILE_DIALOG = "__tk_filedialog"


def _whole_or_text(text: str) -> int | str:
    """A control's text as a number when it is one; BuildOptions explains anything else."""
    text = text.strip()
    try:
        return int(text) if text.isascii() else text
    except ValueError:
        return text


class LabyrinthApp:
    """The main window around one maze; ``graphs`` is rebuilt whenever size or seed change.

    ``settings`` give the size, speed, algorithm and language to start with, ``seed`` the
    first maze's seed (None: a new one), ``options`` what the command line asked for (the
    controls replace its size, seed, algorithm, loops and blocks). With ``remember_maze``
    the size and algorithm in use at the end are remembered for the next start; without it
    (a start that named its maze), only speed and language are.
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
    ) -> None:
        self.root = root
        self.settings = settings
        self.remember_maze = remember_maze
        # What was asked for: each new grid takes the controls' size, seed, algorithm, loops
        # and blocks over it, and keeps its random source, ends and openings.
        self.options = graphs.options if graphs is not None else options or BuildOptions(seed=0)
        given = graphs is not None or options is not None
        self.exclusions = ExclusionEditor(self, excluded, problem_of)
        self.cursor = FieldCursor(self)
        self.help = Help(self)
        self.texture_window: TextureWindow | None = None
        self.teaching: TeachingView | None = None  # made when first shown
        self.labels = Labels()
        self.algorithm_var = tk.StringVar(
            root, self.options.algorithm if given else settings.algorithm
        )
        self.lang_var = tk.StringVar(root, i18n.current_language())
        self.palette_var = tk.StringVar(root, settings.palette)
        self.building = BuildShow(self)
        self.player = self.building.player

        theme.apply(root)
        self.commands = self._commands()
        self.menus = Menus(root, self.labels, self.commands, self)
        self.status = StatusBar(root)
        self.status.pack(side="bottom", fill="x")  # packed first: it is the last to lose room
        self.controls = Controls(
            root,
            self.labels,
            {
                "width": str(settings.width),
                "height": str(settings.height),
                "seed": str(new_seed() if seed is None else seed),
                "loops": str(self.options.loop_percent),
                "blocks": str(self.options.block_permille),
            },
            settings.speed,
            {
                "new": self.new_maze,
                "build": self.build,
                "step": self.step,
                "play": self.play_pause,
                "finish": self.finish,
            },
            self._speed_changed,
        )
        self.controls.pack(side="left", fill="y")
        self.labels.follow(lambda: _(self.building.play_label), self.building.label_play_button)
        self.legend = Legend(root, self.labels)
        self.legend.pack(side="bottom", fill="x")  # under the maze, beside the controls
        self.legend.show_palette(self.palette)
        self.view = MazeCanvas(root, width=480, height=360)
        self.view.palette = self.palette
        self.view.pack(side="left", fill="both", expand=True)
        self.viewport = Viewport(self, self.view)
        self.exclusions.bind(self.view.canvas)
        self.cursor.bind(self.view.canvas)
        # Drawn over the maze, each with a player of its own: play mode and the Solve menu.
        self.play_mode = PlayMode(self)
        self.solver = SolveView(self, self.menus["solve"])
        self.layers = (self.play_mode, self.solver)
        self.walk = WalkMode(self)  # the first-person view beside the maze, its map
        bind_shortcuts(
            root, self.commands.values(), [self.controls.fields[key] for key in TEXT_FIELDS]
        )
        for key in TEXT_FIELDS:  # Return in a field builds
            for sequence in ("<Return>", "<KP_Enter>"):
                self.controls.fields[key].bind(sequence, lambda _event: self.build())
        root.protocol("WM_DELETE_WINDOW", self.quit)
        root.bind("<Destroy>", self._closed, add="+")
        self._place_window()

        if graphs is not None:  # a maze built through the Python API, shown as the Java does
            self.show_finished(graphs)
        else:
            self.graphs = self._new_grid() or MazeGraphs(
                self.options.width, self.options.height, display=False
            )
            self.show(fit=True)
            self.say(lambda: _(READY))
        self._refresh_texts()

    # -- commands, window, texts ------------------------------------------------------------------

    def _commands(self) -> dict[str, Command]:
        """Every command with its menu label, printed keys and key sequences."""
        zoom_in = ("<Control-plus>", "<Control-equal>", "<Control-KP_Add>")
        return {
            "new": Command(N_("New maze"), N_("Ctrl+N"), ("<Control-n>",), self.new_maze),
            "open": Command(
                N_("Open…"), N_("Ctrl+O"), ("<Control-o>",), lambda: open_maze_file(self)
            ),
            "save": Command(
                N_("Save picture…"), N_("Ctrl+S"), ("<Control-s>",), lambda: save_picture_file(self)
            ),
            "export": Command(
                N_("Export…"), N_("Ctrl+E"), ("<Control-e>",), lambda: export_maze_file(self)
            ),
            "quit": Command(N_("Quit"), N_("Ctrl+Q"), ("<Control-q>",), self.quit),
            "build": Command(N_("Build"), "F5", ("<F5>",), self.build),
            "step": Command(N_("Step"), "F6", ("<F6>",), self.step, more=RIGHT_STEPS),
            "step_back": Command(
                N_("Step back"), N_("Shift+F6"), ("<Shift-F6>",), self.step_back, more=LEFT_STEPS
            ),
            "play": Command(N_("Play / pause"), N_("Space"), ("<space>",), self.play_pause),
            "finish": Command(N_("Finish"), N_("End"), ("<End>",), self.finish),
            "texture": Command(N_("Texture…"), N_("Ctrl+T"), ("<Control-t>",), self.show_texture),
            "zoom_in": Command(N_("Zoom in"), N_("Ctrl++"), zoom_in, partial(self.zoom, 1)),
            "zoom_out": Command(
                N_("Zoom out"),
                N_("Ctrl+-"),
                ("<Control-minus>", "<Control-KP_Subtract>"),
                partial(self.zoom, -1),
            ),
            "fit": Command(
                N_("Fit to window"), N_("Ctrl+0"), ("<Control-0>",), partial(self.zoom, 0)
            ),
            **self.exclusions.commands(),
            **self.cursor.commands(),
            **self.help.commands(),
            "play_mode": Command(
                N_("Play the maze"), N_("Ctrl+P"), ("<Control-p>",), self.toggle_play
            ),
            "teach": Command(N_("Teaching view"), "F7", ("<F7>",), self.toggle_teaching),
            "walk": Command(
                N_("Walk inside the maze"), "F8", ("<F8>",), lambda: self.walk.toggle()
            ),
        }

    def _place_window(self) -> None:
        """Open within the screen (a 1024 × 600 laptop included), and never shrink so far that
        a control or the status bar disappears."""
        root = self.root
        screen_width = root.winfo_screenwidth() - SCREEN_MARGIN[0]
        screen_height = root.winfo_screenheight() - SCREEN_MARGIN[1]
        least_width, least_height = self._keep_minimum()
        width = max(least_width, min(PREFERRED_SIZE[0], screen_width))
        height = max(least_height, min(PREFERRED_SIZE[1], screen_height))
        root.geometry(f"{width}x{height}+{max(0, (screen_width - width) // 2)}+0")

    def _keep_minimum(self) -> tuple[int, int]:
        """The window's minimum size: the controls and the status bar in the current
        language (German and French labels are wider), and a little room for the maze."""
        root = self.root
        root.update_idletasks()
        least_width = self.controls.winfo_reqwidth() + 240
        least_height = (
            self.controls.winfo_reqheight() + self.status.winfo_reqheight() + menubar_height(root)
        )
        root.minsize(least_width, least_height)
        return least_width, least_height

    def set_language(self, code: str) -> None:
        """Switch every label, tooltip, status text and Tk's own dialogs, without a restart."""
        self.settings.language = i18n.set_language(code)
        self.root.tk.call("::msgcat::mclocale", self.settings.language)
        forget_file_dialog(self.root)
        self.lang_var.set(self.settings.language)
        self.labels.relabel()
        if self.texture_window is not None:
            self.texture_window.relabel()
        self.help.relabel()
        self._refresh_texts()
        self._keep_minimum()

    @property
    def palette(self) -> Palette:
        return PALETTES[self.settings.palette]

    def set_palette(self, name: str) -> None:
        """Colours (and shapes) for the view, its legend and the pictures saved from it."""
        self.settings.palette = name
        self.palette_var.set(name)
        self.legend.show_palette(self.palette)
        self.view.palette = self.palette
        self.viewport.redraw()

    def _refresh_texts(self) -> None:
        maze = self.graphs.maze_array
        self.root.title(
            _("Labyrinth {width} × {height}").format(width=maze.width, height=maze.height)
        )
        self.status.describe(partial(described, self.graphs))

    def say(self, message: Callable[[], str]) -> None:
        """Show a message that is made anew when the language changes."""
        self.status.say(message)

    def error(self, message: Callable[[], str]) -> None:
        self.say(message)
        self.root.bell()

    # -- the maze -------------------------------------------------------------------------------

    def show_finished(self, graphs: MazeGraphs) -> None:
        """Show a finished maze (built through the Python API, or opened from a file) in place
        of this one; F5 builds anew with its options."""
        self.player.stop()
        self._drop_layers()
        self.graphs = graphs
        self.options = graphs.options
        variables = self.controls.variables
        variables["width"].set(str(graphs.maze_array.width))
        variables["height"].set(str(graphs.maze_array.height))
        if made_from_seed(graphs):  # a .maz file's maze keeps the seed field as it was
            variables["seed"].set(str(graphs.seed))
            self.algorithm_var.set(graphs.options.algorithm)
            variables["loops"].set(str(graphs.options.loop_percent))
            variables["blocks"].set(str(graphs.options.block_permille))
        self.exclusions.history.reset(graphs.maze_array.excluded_fields())
        self.show(fit=True)
        self.building.say_result()
        self._refresh_texts()

    def build_options(self) -> BuildOptions:
        """The next maze's options: the controls' values over the options given.

        Raises MazeException or ValueError with one sentence for a bad value.
        """
        algorithm = self.algorithm_var.get()
        value = self.controls.value
        return self.options.with_changes(
            width=_whole_or_text(value("width")),
            height=_whole_or_text(value("height")),
            seed=_whole_or_text(value("seed")),
            algorithm=algorithm,
            # the java source belongs to the book's algorithm
            rng=self.options.rng if algorithm == BOOK else DEFAULT_RNG,
            loop_percent=_whole_or_text(value("loops")),
            block_permille=_whole_or_text(value("blocks")),
            field_size=None,  # the window zooms; a saved picture takes the largest size that fits
            excluded=(),  # clicked fields come and go: they are taken out of each new grid
        )

    def _new_grid(self) -> MazeGraphs | None:
        try:
            options = self.build_options()
        except (ValueError, MazeException) as error:
            self.error(problem_of(error))
            return None
        graphs = MazeGraphs.from_options(options)
        width, height = options.width, options.height
        self.exclusions.keep_within(width, height)
        for x, y in sorted(self.excluded):
            graphs.exclude_maze_field(x, y)
        self.settings.width, self.settings.height = width, height
        self.settings.algorithm = options.algorithm
        return graphs

    def marks(self) -> Marks | None:
        """Start, end and openings once the maze is built; nothing while it is being built.
        In play mode, the round's start and goal."""
        if self.play_mode.active:
            return self.play_mode.marks()
        return self.graphs.result.marks if self.graphs.result is not None else None

    @property
    def excluded(self) -> set[tuple[int, int]]:
        return self.exclusions.fields

    def shaded(self) -> bool:
        """Fields not reached yet are shaded: before and while a build."""
        return self.player.running or self.graphs.result is None

    def show(self, fit: bool = False) -> None:
        """Draw the maze as it is (fitted to the view, or at the field size shown)."""
        maze = self.graphs.maze_array
        size = self.view.fitting_field_size(maze.width, maze.height) if fit else None
        self.view.show(maze, self.marks(), size, shaded=self.shaded())
        self.cursor.show()

    def new_maze(self) -> None:
        """A fresh grid with a new seed, keeping the excluded fields that still fit."""
        self.player.stop()
        self.controls.variables["seed"].set(str(new_seed()))
        if teaching := self.teaching_shown():
            teaching.start()
            return
        self.reset_grid()

    def reset_grid(self) -> bool:
        """A new grid from the controls (and the excluded fields), shown unbuilt; False with
        one sentence in the status bar when a control holds a bad value."""
        graphs = self._new_grid()
        if graphs is None:
            return False
        self._drop_layers()
        resized = (graphs.maze_array.width, graphs.maze_array.height) != (
            self.graphs.maze_array.width,
            self.graphs.maze_array.height,
        )
        self.graphs = graphs
        self.show(fit=resized)
        self._refresh_texts()
        self.say(lambda: _(READY))
        return True

    def build(self, paused: bool = False) -> None:
        """Build the maze with the controls' size and seed, animated at the chosen speed.

        A bad value is one sentence in the status bar, and a running build goes on.
        """
        try:
            self.build_options()
        except (ValueError, MazeException) as error:
            self.error(problem_of(error))
            return
        if teaching := self.teaching_shown():
            teaching.start()
            return
        self.player.stop()
        if self.reset_grid():
            self.building.start(paused)

    def _drop_layers(self) -> None:
        """A new maze: play mode and a solver's marks belong to the old one."""
        self.walk.drop()
        for layer in self.layers:
            layer.drop()

    def _watched(self) -> Player | None:
        """The player of a solver or a replay being watched: Space, Step and Finish steer it."""
        return next((layer.player for layer in self.layers if layer.player.running), None)

    def choose_algorithm(self, spec: str) -> None:
        """Pick an algorithm from the menu: the maze is built again with it, to watch."""
        self.algorithm_var.set(spec)
        self.build()

    def show_texture(self) -> None:
        """A small window with the built maze's texture: dead ends, corridors, river, ..."""
        if not maze_ready(self, "texture"):
            return
        self.texture_window = TextureWindow(self.root, self.graphs)

    def step(self) -> None:
        """One step of the build; with no build running, a new build paused at its start."""
        if teaching := self.teaching_shown():
            teaching.forward()
            return
        watched = self._watched()
        if watched is not None:
            watched.step()
        elif not self.player.running:
            self.build(paused=True)
        else:
            self.player.step()

    def step_back(self) -> None:
        """One step back: the teaching view's, or a solver's or replay's (watched or finished);
        a build's events change the walls, and only the teaching view takes them back."""
        if teaching := self.teaching_shown():
            teaching.backward()
            return
        watched = self._watched()
        players = [watched] if watched else [layer.player for layer in self.layers]
        if not any(player.back() for player in players):
            self.error(lambda: _(STEP_BACK_NEEDS))

    def play_pause(self) -> None:
        if teaching := self.teaching_shown():
            teaching.play_pause()
            return
        watched = self._watched()
        if watched is not None:
            watched.toggle()
        elif not self.player.running:
            self.build()
        else:
            self.player.toggle()

    def finish(self) -> None:
        """The rest of the build (or of a watched solver or replay) at once; before the first
        build (an End pressed as the window appears, before its build began), the whole build.
        The teaching view goes to its last step."""
        if teaching := self.teaching_shown():
            teaching.last()
            return
        watched = self._watched()
        if watched is not None:
            watched.finish()
            return
        if self.player.state is State.IDLE and self.graphs.result is None:
            self.build()
        self.player.finish()

    def build_at_start(self) -> None:
        """The build a start asked to watch, unless a key (End, Space) began it already."""
        if self.player.state is State.IDLE:
            self.build()

    def toggle_play(self) -> None:
        self.walk.drop()  # one view of the maze at a time
        self.play_mode.toggle()

    def toggle_teaching(self) -> None:
        """The teaching view on or off: the recursion line by line, its stack, steps back."""
        self.walk.drop()
        if self.teaching is None:
            from labyrinth.gui.teach.view import TeachingView

            self.teaching = TeachingView(self)
        self.teaching.toggle()

    def teaching_shown(self) -> TeachingView | None:
        """The teaching view while it is shown: it plays the maze then."""
        return self.teaching if self.teaching is not None and self.teaching.active else None

    def _speed_changed(self) -> None:
        self.settings.speed = self.controls.speed.get()
        for player in (self.player, *(layer.player for layer in self.layers)):
            player.set_speed(self.settings.speed)

    def zoom(self, steps: int, at: tuple[int, int] | None = None) -> None:
        """Bigger (steps > 0), smaller (< 0) or fitted to the window (0)."""
        self.viewport.zoom(steps, at)

    # -- the end --------------------------------------------------------------------------------

    def _closed(self, event: tk.Event) -> None:
        """The window is gone: cancel its pending jobs, or Tk would run them later and say
        "invalid command name" (their Python side is deleted with the window)."""
        if event.widget is not self.root:
            return
        self.player.stop(closing=True)
        self.viewport.cancel()

    def quit(self) -> None:
        self.player.stop()
        remembered = self.settings
        if not self.remember_maze:  # keep the size and algorithm the file had
            remembered = load_settings()[0]
            for choice in ("language", "speed", "palette"):  # how it is shown, not which maze
                setattr(remembered, choice, getattr(self.settings, choice))
        warning = save_settings(remembered)
        if warning:
            print(warning, file=sys.stderr)
        self.root.destroy()


def forget_file_dialog(root: tk.Tk) -> None:
    """Tk keeps its file dialog once made and shows it again with the labels of its first
    language: destroyed, the next one is made anew in the language now chosen (the folder
    it was in is kept apart from the window, so it is not lost)."""
    dialog = f"{root}.{FILE_DIALOG}".replace("..", ".")
    if root.tk.call("winfo", "exists", dialog):
        root.tk.call("destroy", dialog)


def menubar_height(root: tk.Tk) -> int:
    """Room the menu bar takes above the window's widgets (Tk gives it outside them on X11)."""
    return max(0, root.winfo_rooty() - root.winfo_y()) or 28
