"""The viewer: the book's MazeGraphs window, with the build shown step by step.

A small shell around its parts: the command table with menus and shortcuts
(``commands``), the control panel (``controls``), the maze view (``maze_canvas``), the
player of the build's events (``player``), the status bar (``status``) and the dialogs.
Every text comes from the catalogs and is relabelled when the language changes.
"""

from __future__ import annotations

import sys
import tkinter as tk
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from tkinter import messagebox
from typing import TYPE_CHECKING

from labyrinth import i18n
from labyrinth.build import BuildResult, Marks
from labyrinth.files import SaveError
from labyrinth.formats.loaded import made_from_seed
from labyrinth.generators import BOOK
from labyrinth.generators.events import BACK, CARVE, CLEAR, FRONTIER, MARK, VISIT
from labyrinth.gui import theme
from labyrinth.gui.commands import Command, bind_shortcuts
from labyrinth.gui.controls import TEXT_FIELDS, Controls
from labyrinth.gui.dialogs import TextureWindow, ask_picture_path
from labyrinth.gui.exclusions import ExclusionEditor
from labyrinth.gui.field_cursor import LEFT_STEPS, RIGHT_STEPS, FieldCursor
from labyrinth.gui.file_dialogs import export_maze_file, open_maze_file
from labyrinth.gui.help import Help
from labyrinth.gui.labels import Labels
from labyrinth.gui.legend import Legend
from labyrinth.gui.maze_canvas import CONTROL, SHIFT, MazeCanvas, Wheel
from labyrinth.gui.menus import Menus, algorithm_label
from labyrinth.gui.play import PlayMode
from labyrinth.gui.player import Player, State
from labyrinth.gui.solving import SolveView
from labyrinth.gui.status import StatusBar
from labyrinth.i18n import N_, _, ngettext
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions, new_seed
from labyrinth.randomness import DEFAULT_RNG
from labyrinth.render.geometry import FRONTIER_TINT, WALK_TINT, PictureTooLarge
from labyrinth.render.palettes import PALETTES, Palette
from labyrinth.render.save import save_picture
from labyrinth.settings import Settings, load_settings, save_settings

if TYPE_CHECKING:
    from labyrinth.gui.teach.view import TeachingView

TINTS = {FRONTIER: FRONTIER_TINT, MARK: WALK_TINT}
# The play button names what it will do.
PLAY_LABELS = {State.PLAYING: N_("Pause")}
STEP_BACK_NEEDS = N_(
    "Nothing to step back: a solver and the spanning-tree replay step back, a build only in "
    "the teaching view (F7)."
)
READY = N_("Click fields to exclude them, then press F5 to build the maze.")
# The window's first size, if the screen has room for it, and the room left around it.
PREFERRED_SIZE = (1040, 760)
SCREEN_MARGIN = (40, 90)


def _whole_or_text(text: str) -> int | str:
    """A control's text as a number when it is one; BuildOptions explains anything else."""
    text = text.strip()
    try:
        return int(text) if text.isascii() else text
    except ValueError:
        return text


def _problem_of(action: Callable[[], object]) -> Callable[[], str]:
    """The sentence of the error that ``action`` raises, made anew each time it is asked
    for, so that it follows a change of language."""

    def problem() -> str:
        try:
            action()
        except MazeException as error:
            return error.problem  # the sentence, without the book's "Maze field design error"
        except ValueError as error:
            return str(error)
        return ""

    return problem


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
        # True once the user zoomed: then a resized window keeps the field size.
        self.user_zoom = False
        self.exclusions = ExclusionEditor(self, excluded, _problem_of)
        self.cursor = FieldCursor(self)
        self.help = Help(self)
        # The field the walk stands on while a build is watched (-1: none).
        self.current = -1
        self.texture_window: TextureWindow | None = None
        self.teaching: TeachingView | None = None  # made when first shown
        self.labels = Labels()
        self.algorithm_var = tk.StringVar(
            root, self.options.algorithm if given else settings.algorithm
        )
        self.lang_var = tk.StringVar(root, i18n.current_language())
        self.palette_var = tk.StringVar(root, settings.palette)
        self.player = Player(root, self._show_event, self._built, self._catch_up, self._state)

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
        self._play_label = N_("Play")
        self.labels.follow(
            lambda: _(self._play_label),
            lambda text: self.controls.buttons["play"].configure(text=text),
        )
        self.legend = Legend(root, self.labels)
        self.legend.pack(side="bottom", fill="x")  # under the maze, beside the controls
        self.legend.show_palette(self.palette)
        self.view = MazeCanvas(root, width=480, height=360)
        self.view.pack(side="left", fill="both", expand=True)
        self.exclusions.bind(self.view.canvas)
        self.cursor.bind(self.view.canvas)
        self.view.canvas.bind("<Configure>", self._resized, add="+")
        self.wheel = Wheel(root)
        for wheel in ("<Button-4>", "<Button-5>", "<MouseWheel>"):
            self.view.canvas.bind(wheel, self._wheel)
        self._refit_job: str | None = None
        # Drawn over the maze, each with a player of its own: play mode and the Solve menu.
        self.play_mode = PlayMode(self)
        self.solver = SolveView(self, self.menus["solve"])
        self.layers = (self.play_mode, self.solver)
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
            self._show(fit=True)
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
            "save": Command(N_("Save picture…"), N_("Ctrl+S"), ("<Control-s>",), self.save_png),
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
                N_("Play the maze"), N_("Ctrl+P"), ("<Control-p>",), lambda: self.play_mode.toggle()
            ),
            "teach": Command(N_("Teaching view"), "F7", ("<F7>",), self.toggle_teaching),
        }

    def _place_window(self) -> None:
        """Open within the screen (a 1024 × 600 laptop included), and never shrink so far that
        a control or the status bar disappears."""
        root = self.root
        root.update_idletasks()
        screen_width = root.winfo_screenwidth() - SCREEN_MARGIN[0]
        screen_height = root.winfo_screenheight() - SCREEN_MARGIN[1]
        least_width = self.controls.winfo_reqwidth() + 240
        least_height = (
            self.controls.winfo_reqheight() + self.status.winfo_reqheight() + menubar_height(root)
        )
        root.minsize(least_width, least_height)
        width = max(least_width, min(PREFERRED_SIZE[0], screen_width))
        height = max(least_height, min(PREFERRED_SIZE[1], screen_height))
        root.geometry(f"{width}x{height}+{max(0, (screen_width - width) // 2)}+0")

    def set_language(self, code: str) -> None:
        """Switch every label, tooltip, status text and Tk's own dialogs, without a restart."""
        self.settings.language = i18n.set_language(code)
        self.root.tk.call("::msgcat::mclocale", self.settings.language)
        self.lang_var.set(self.settings.language)
        self.labels.relabel()
        if self.texture_window is not None:
            self.texture_window.relabel()
        self.help.relabel()
        self._refresh_texts()

    @property
    def palette(self) -> Palette:
        return PALETTES[self.settings.palette]

    def set_palette(self, name: str) -> None:
        """Colours (and shapes) for the view, its legend and the pictures saved from it."""
        self.settings.palette = name
        self.palette_var.set(name)
        self.legend.show_palette(self.palette)

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

    def _say_result(self) -> None:
        """The build's result in the status bar (kept with its maze: a new grid may follow)."""
        result = self.graphs.result
        assert result is not None  # said once a maze is built
        self.say(partial(result_text, result))

    def _label_play_button(self, text: str) -> None:
        self.controls.buttons["play"].configure(text=text)

    def _state(self, state: State) -> None:
        """The player's state changed: the play button and the status bar say so."""
        self._play_label = PLAY_LABELS.get(state, N_("Play"))
        self._label_play_button(_(self._play_label))
        if state is State.PAUSED:
            self.say(lambda: _("Paused: Space goes on, Right shows one step, End finishes."))
        elif state is State.PLAYING:
            self.say(lambda: _("Building…"))

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
        self._show(fit=True)
        self._say_result()
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
        except (ValueError, MazeException):
            self.error(_problem_of(self.build_options))
            return None
        graphs = MazeGraphs.from_options(options)
        width, height = options.width, options.height
        self.exclusions.keep_within(width, height)
        for x, y in sorted(self.excluded):
            graphs.exclude_maze_field(x, y)
        self.settings.width, self.settings.height = width, height
        self.settings.algorithm = options.algorithm
        return graphs

    def _marks(self) -> Marks | None:
        """Start, end and openings once the maze is built; nothing while it is being built.
        In play mode, the round's start and goal."""
        if self.play_mode.active:
            return self.play_mode.marks()
        return self.graphs.result.marks if self.graphs.result is not None else None

    @property
    def excluded(self) -> set[tuple[int, int]]:
        return self.exclusions.fields

    def _show(self, fit: bool = False) -> None:
        maze = self.graphs.maze_array
        size = self.view.fitting_field_size(maze.width, maze.height) if fit else None
        built = self.graphs.result is not None
        self.view.show(maze, self._marks(), size, shaded=not built)
        self.cursor.show()

    def new_maze(self) -> None:
        """A fresh grid with a new seed, keeping the excluded fields that still fit."""
        self.player.stop()
        self.controls.variables["seed"].set(str(new_seed()))
        if teaching := self._teaching():
            teaching.start()
            return
        self._reset_grid()

    def _reset_grid(self) -> bool:
        graphs = self._new_grid()
        if graphs is None:
            return False
        self._drop_layers()
        resized = (graphs.maze_array.width, graphs.maze_array.height) != (
            self.graphs.maze_array.width,
            self.graphs.maze_array.height,
        )
        self.graphs = graphs
        self._show(fit=resized)
        self._refresh_texts()
        self.say(lambda: _(READY))
        return True

    def build(self, paused: bool = False) -> None:
        """Build the maze with the controls' size and seed, animated at the chosen speed.

        A bad value is one sentence in the status bar, and a running build goes on.
        """
        try:
            self.build_options()
        except (ValueError, MazeException):
            self.error(_problem_of(self.build_options))
            return
        if teaching := self._teaching():
            teaching.start()
            return
        self.player.stop()
        if not self._reset_grid():
            return
        try:
            steps = self.graphs.build_steps()
            first = next(steps)  # the start field is found here: it may not exist
        except MazeException:
            self.error(_problem_of(self.graphs.check_start))
            return
        # the first event is already in the picture
        self.view.show(self.graphs.maze_array, self._marks(), shaded=True)
        self._show_event(*first)
        self.view.canvas.focus_set()  # Space, Right and End steer the build, not a text field
        self.player.start(steps, self.controls.speed.get(), paused=paused)

    def _drop_layers(self) -> None:
        """A new maze: play mode and a solver's marks belong to the old one."""
        for layer in self.layers:
            layer.drop()

    def _watched(self) -> Player | None:
        """The player of a solver or a replay being watched: Space, Step and Finish steer it."""
        return next((layer.player for layer in self.layers if layer.player.running), None)

    def _show_event(self, kind: int, field: int, other: int) -> None:
        """Show one event of the build: repaint the fields it touched, move the red field."""
        if kind == CLEAR:
            self.view.show(self.graphs.maze_array, self._marks())
            return
        self.view.tint(field, TINTS.get(kind))
        if kind in (CARVE, VISIT):
            self.view.tint(other, None)
        self.view.redraw_field(self.graphs.maze_array, field)
        self.view.redraw_field(self.graphs.maze_array, other)
        if kind in (VISIT, MARK):  # the walk stands there (for MARK: the random walk's head)
            self.current = field
        elif kind in (CARVE, BACK):
            self.current = other
        self.view.mark_current(self.current)

    def _catch_up(self) -> None:
        """After steps that ran unseen, draw the maze as it is now before showing more."""
        self.view.show(self.graphs.maze_array, self._marks(), shaded=True)
        self.current = -1
        self.view.mark_current(-1)

    def _built(self) -> None:
        self.current = -1
        self.view.mark_current(-1)
        self.view.show(self.graphs.maze_array, self._marks(), shaded=False)
        self.cursor.show()
        self._say_result()
        result = self.graphs.result
        assert result is not None  # the build is over
        print(result.message(), result.recipe(), sep="\n", flush=True)

    def choose_algorithm(self, spec: str) -> None:
        """Pick an algorithm from the menu: the maze is built again with it, to watch."""
        self.algorithm_var.set(spec)
        self.build()

    def show_texture(self) -> None:
        """A small window with the built maze's texture: dead ends, corridors, river, ..."""
        if self.graphs.result is None or self.player.running:
            self.error(lambda: _("Build the maze first (F5), then look at its texture."))
            return
        self.texture_window = TextureWindow(self.root, self.graphs)

    def step(self) -> None:
        """One step of the build; with no build running, a new build paused at its start."""
        if teaching := self._teaching():
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
        if teaching := self._teaching():
            teaching.backward()
            return
        watched = self._watched()
        players = [watched] if watched else [layer.player for layer in self.layers]
        if not any(player.back() for player in players):
            self.error(lambda: _(STEP_BACK_NEEDS))

    def play_pause(self) -> None:
        if teaching := self._teaching():
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
        if teaching := self._teaching():
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

    def toggle_teaching(self) -> None:
        """The teaching view on or off: the recursion line by line, its stack, steps back."""
        if self.teaching is None:
            from labyrinth.gui.teach.view import TeachingView

            self.teaching = TeachingView(self)
        self.teaching.toggle()

    def _teaching(self) -> TeachingView | None:
        """The teaching view while it is shown: it plays the maze then."""
        return self.teaching if self.teaching is not None and self.teaching.active else None

    def _speed_changed(self) -> None:
        self.settings.speed = self.controls.speed.get()
        for player in (self.player, *(layer.player for layer in self.layers)):
            player.set_speed(self.settings.speed)

    # -- the view -------------------------------------------------------------------------------

    def _resized(self, _event: tk.Event) -> None:
        """Until the user zooms, the field size follows the window (a moment after resizing)."""
        if self.user_zoom:
            return
        if self._refit_job is not None:
            self.root.after_cancel(self._refit_job)
        self._refit_job = self.root.after(150, self._refit)

    def _refit(self) -> None:
        self._refit_job = None
        if self.user_zoom or not self.view.winfo_exists():  # the view may be gone meanwhile
            return
        maze = self.graphs.maze_array
        if self.view.fitting_field_size(maze.width, maze.height) != self.view.field_size:
            self.zoom(0)

    def zoom(self, steps: int, at: tuple[int, int] | None = None) -> None:
        """Bigger (steps > 0), smaller (< 0) or fitted to the window (0); a build goes on.

        Zooming in or out keeps the point at ``at`` (a pixel of the view, its middle if
        None) in place, as the mouse wheel with Ctrl does at the pointer.
        """
        maze = self.graphs.maze_array
        self.user_zoom = steps != 0
        shaded = self.player.running or self.graphs.result is None
        if steps == 0:
            size = self.view.fitting_field_size(maze.width, maze.height)
            # where the first fit put it, wherever zooming out left the view
            self.view.canvas.xview_moveto(0)
            self.view.canvas.yview_moveto(0)
            self.view.show(self.graphs.maze_array, self._marks(), size, shaded=shaded)
        else:
            size = self.view.zoomed(self.view.field_size, steps, maze.width, maze.height)
            if size == self.view.field_size:
                return  # at the smallest or largest size already: nothing to draw again
            self.view.rescale(self.graphs.maze_array, self._marks(), size, shaded=shaded, at=at)
        if self.player.running:
            self.view.mark_current(self.current)
        self.cursor.show()
        for layer in self.layers:
            layer.redraw()
        if teaching := self._teaching():
            teaching.redraw()  # the view drew the maze anew, without the step shown

    def _wheel(self, event: tk.Event) -> None:
        """The mouse wheel scrolls (with Shift sideways); with Ctrl it zooms at the pointer."""
        notches = self.wheel.notches(event)
        if not notches:
            return
        state = event.state if isinstance(event.state, int) else 0  # Tk gives a number here
        if state & CONTROL:
            self.zoom(notches, at=(event.x, event.y))
        else:
            self.view.scroll(notches, sideways=bool(state & SHIFT))

    # -- files and the end ----------------------------------------------------------------------

    def can_save(self, what: str) -> bool:
        """A finished maze is there to save; if not, one sentence says so (``what`` names it)."""
        if self.graphs.result is None or self.player.running:
            self.error(lambda: _(what))
            return False
        return True

    def save_png(self) -> None:
        if not self.can_save(N_("Build the maze first (F5), then save it.")):
            return
        path = ask_picture_path(self.root, self.graphs)
        # the dialog let the window run: check again what is there to save
        if path and self.can_save(N_("Build the maze first (F5), then save it.")):
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        # A big maze makes a picture of many megapixels: say so while the window waits.
        before = self.status.message
        self.say(lambda: _("Saving {file}…").format(file=path))
        self.root.configure(cursor="watch")
        self.root.update_idletasks()
        try:
            # By the extension; a PDF is a worksheet, and from here it gets its answer key.
            solution = path.suffix.lower() == ".pdf"
            written = save_picture(self.graphs, path, palette=self.palette, solution=solution)
        except (SaveError, PictureTooLarge) as error:
            self.say(before)
            messagebox.showerror(_("Save picture…"), str(error), parent=self.root)
            return False
        finally:
            self.root.configure(cursor="")
        self.say(lambda: _("Saved {file}.").format(file=written))
        return True

    def _closed(self, event: tk.Event) -> None:
        """The window is gone: cancel its pending jobs, or Tk would run them later and say
        "invalid command name" (their Python side is deleted with the window)."""
        if event.widget is not self.root:
            return
        self.player.stop(closing=True)
        if self._refit_job is not None:
            self.root.after_cancel(self._refit_job)
            self._refit_job = None

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


def result_text(result: BuildResult) -> str:
    """The status bar's sentence for a built maze: path length, loops, fields cut off."""
    text = result.message()
    if result.imperfections():
        text += "  " + result.imperfections()
    if result.cut_off_count:
        text += "  " + ngettext(
            "{n} field cannot be reached.",
            "{n} fields cannot be reached.",
            result.cut_off_count,
        ).format(n=result.cut_off_count)
    return text


def described(graphs: MazeGraphs) -> str:
    """The algorithm and seed of the maze shown, for the status bar; nothing for a maze read
    from a file that does not say them."""
    if not made_from_seed(graphs):
        return ""
    algorithm, option = graphs.options.chosen
    return _("Seed {seed}, {algorithm}").format(
        algorithm=algorithm_label(algorithm.title, option), seed=graphs.seed
    )


def menubar_height(root: tk.Tk) -> int:
    """Room the menu bar takes above the window's widgets (Tk gives it outside them on X11)."""
    return max(0, root.winfo_rooty() - root.winfo_y()) or 28
