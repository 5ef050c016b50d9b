"""The viewer: the book's MazeGraphs window, with the build shown step by step.

Controls for size, seed and speed; menus with shortcuts (Ctrl+N new maze, F5 build,
F6 or Right one step, Space play or pause, End finish, Ctrl+S save, Ctrl+Q quit, Ctrl+plus,
Ctrl+minus and Ctrl+0 zoom); the mouse wheel scrolls, with Ctrl it zooms at the pointer;
clicking a field before a build excludes it or brings it back.
Every text comes from the catalogs and is relabelled when the language changes.
"""

from __future__ import annotations

import sys
import tkinter as tk
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from tkinter import filedialog, messagebox

from labyrinth import i18n
from labyrinth.files import SaveError
from labyrinth.generators import ALGORITHMS, BOOK
from labyrinth.generators.events import BACK, CARVE, CLEAR, FRONTIER, MARK, VISIT
from labyrinth.gui.animator import Animator
from labyrinth.gui.file_dialogs import export_maze_file, open_maze_file
from labyrinth.gui.maze_canvas import CONTROL, SHIFT, MazeCanvas, Wheel
from labyrinth.gui.tooltip import Tooltip
from labyrinth.i18n import N_, _, ngettext
from labyrinth.maze_array import BOOK_HEIGHT, BOOK_WIDTH, MAX_SIZE, MIN_SIZE, size_problem
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs, new_seed
from labyrinth.randomness import DEFAULT_RNG, MAX_SEED, MIN_SEED
from labyrinth.render.geometry import FRONTIER_TINT, WALK_TINT
from labyrinth.render.png import PictureTooLarge
from labyrinth.settings import MAX_SPEED, Settings, load_settings, save_settings

LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}
TEXT_FIELDS = ("width", "height", "seed", "loops", "blocks")
SHORTCUTS = "LabyrinthShortcuts"
"""A bind tag for the shortcuts, put before the text fields' own keys."""
TINTS = {FRONTIER: FRONTIER_TINT, MARK: WALK_TINT}


def _whole_or_text(text: str) -> int | str:
    """A control's text as a number when it is one; MazeGraphs explains anything else."""
    text = text.strip()
    return int(text) if text.isascii() and text.isdigit() else text


def _problem_of(action: Callable[[], object]) -> Callable[[], str]:
    """The sentence of the error that ``action`` raises, made anew each time it is asked
    for, so that it follows a change of language."""

    def problem() -> str:
        try:
            action()
        except (ValueError, MazeException) as error:
            return str(error)
        return ""

    return problem


class LabyrinthApp:
    """The main window around one maze; ``maze`` is rebuilt whenever size or seed change.

    ``settings`` give the size, speed, algorithm and language to start with, ``seed`` the
    first maze's seed (None: a new one). With ``remember_maze`` the size and algorithm in use
    at the end are remembered for the next start; without it (a start that named its maze),
    only speed and language are.
    """

    def __init__(
        self,
        root: tk.Tk,
        settings: Settings,
        maze: MazeGraphs | None = None,
        excluded: Iterable[tuple[int, int]] = (),
        options: dict | None = None,
        *,
        seed: int | None = None,
        remember_maze: bool = True,
    ) -> None:
        self.root = root
        self.settings = settings
        self.remember_maze = remember_maze
        self.options = dict(options or {})
        """MazeGraphs' keyword arguments beyond size and seed; the controls override some."""
        if maze is not None:
            self.options = self._options_of(maze)
        self.user_zoom = False
        """True once the user zoomed: then a resized window keeps the field size."""
        self._relabel: list[tuple[Callable[[], str], Callable[[str], None]]] = []
        self.tooltips: list[Tooltip] = []
        self.animator: Animator | None = None
        self.excluded: set[tuple[int, int]] = set(excluded)
        self.message: Callable[[], str] | None = None
        """Makes the status bar's text in the current language; None: the build's result."""
        self.current = -1
        """The field the walk stands on while a build is watched (-1: none)."""

        self.width_var = tk.StringVar(root, str(settings.width))
        self.height_var = tk.StringVar(root, str(settings.height))
        self.seed_var = tk.StringVar(root, str(new_seed() if seed is None else seed))
        self.speed_var = tk.IntVar(root, settings.speed)
        self.algorithm_var = tk.StringVar(root, self.options.get("algorithm") or settings.algorithm)
        self.loops_var = tk.StringVar(root, str(self.options.get("loop_percent", 0)))
        self.blocks_var = tk.StringVar(root, str(self.options.get("block_permille", 0)))
        self.lang_var = tk.StringVar(root, i18n.current_language())

        self._build_menus()
        self._build_controls()
        self.view = MazeCanvas(root, width=800, height=600)
        self.view.pack(fill="both", expand=True)
        self.status = tk.Label(root, anchor="w", padx=6, relief="sunken")
        self.status.pack(fill="x")
        self.view.canvas.bind("<ButtonPress-1>", self._click)
        self.view.canvas.bind("<Configure>", self._resized, add="+")
        self.wheel = Wheel(root)
        for wheel in ("<Button-4>", "<Button-5>", "<MouseWheel>"):
            self.view.canvas.bind(wheel, self._wheel)
        self._refit_job: str | None = None
        self._bind_keys()
        root.protocol("WM_DELETE_WINDOW", self.quit)
        root.minsize(480, 360)

        if maze is not None:  # a maze built through the Python API, shown as the Java does
            self.maze = maze
            self.width_var.set(str(maze.maze_array.width))
            self.height_var.set(str(maze.maze_array.height))
            self.seed_var.set(str(maze.seed))
            self.excluded = set(maze.maze_array.excluded_fields())
            self._show(fit=True)
            self._say_result()
        else:
            self.maze = self._new_grid() or MazeGraphs(
                BOOK_WIDTH, BOOK_HEIGHT, display=False, seed=new_seed()
            )
            self._show(fit=True)
            self._say(N_("Click fields to exclude them, then press F5 to build the maze."))
        self._refresh_texts()

    @staticmethod
    def _options_of(maze: MazeGraphs) -> dict:
        """The options that built ``maze``: F5 builds the next one the same way."""
        options = {
            "rng": maze.rng,
            "algorithm": maze.algorithm.spec(maze.algorithm_option),
            "loop_percent": maze.loop_percent,
            "block_permille": maze.block_permille,
            "ends": maze.ends,
        }
        if maze.openings:
            options["entrance"], options["exit"] = (
                None if opening.default else opening for opening in maze.openings
            )
        return options

    def show_finished(self, maze: MazeGraphs) -> None:
        """Show a finished maze (built elsewhere or opened from a file) in place of this one."""
        self._stop_animation()
        self.maze = maze
        self.options = self._options_of(maze)
        self.width_var.set(str(maze.maze_array.width))
        self.height_var.set(str(maze.maze_array.height))
        self.seed_var.set(str(maze.seed))
        self.excluded = set(maze.maze_array.excluded_fields())
        self._show(fit=True)
        self._refresh_texts()
        self._say_result()

    # -- labels that follow the language --------------------------------------------------------

    def _translated(self, msgid: str, apply: Callable[[str], None]) -> None:
        """Label a widget now, and again whenever the language changes."""
        self._labelled(lambda: _(msgid), apply)

    def _labelled(self, text: Callable[[], str], apply: Callable[[str], None]) -> None:
        self._relabel.append((text, apply))
        apply(text())

    def _build_menus(self) -> None:
        menubar = tk.Menu(self.root, tearoff=False)
        self.root.configure(menu=menubar)
        self.menubar = menubar
        self.file_menu = tk.Menu(menubar, tearoff=False)
        self.maze_menu = tk.Menu(menubar, tearoff=False)
        self.algorithm_menu = tk.Menu(menubar, tearoff=False)
        self.view_menu = tk.Menu(menubar, tearoff=False)
        self.lang_menu = tk.Menu(menubar, tearoff=False)
        for msgid, menu in (
            (N_("File"), self.file_menu),
            (N_("Maze"), self.maze_menu),
            (N_("Algorithm"), self.algorithm_menu),
            (N_("View"), self.view_menu),
            (N_("Language"), self.lang_menu),
        ):
            menubar.add_cascade(menu=menu)
            index = menubar.index("end")
            self._translated(msgid, lambda s, i=index: menubar.entryconfigure(i, label=s))
        self._menu_items(
            self.file_menu,
            (
                (N_("New maze"), N_("Ctrl+N"), self.new_maze),
                (N_("Open…"), N_("Ctrl+O"), lambda: open_maze_file(self)),
                (N_("Save PNG…"), N_("Ctrl+S"), self.save_png),
                (N_("Export…"), N_("Ctrl+E"), lambda: export_maze_file(self)),
                None,
                (N_("Quit"), N_("Ctrl+Q"), self.quit),
            ),
        )
        self._menu_items(
            self.maze_menu,
            (
                (N_("Build"), "F5", self.build),
                (N_("Step"), "F6", self.step),
                (N_("Play / pause"), N_("Space"), self.play_pause),
                (N_("Finish"), N_("End"), self.finish),
                None,
                (N_("Texture…"), N_("Ctrl+T"), self.show_texture),
            ),
        )
        for algorithm in ALGORITHMS.values():
            for option in algorithm.options or (None,):
                spec = algorithm.spec(option)
                self.algorithm_menu.add_radiobutton(
                    value=spec,
                    variable=self.algorithm_var,
                    command=lambda spec=spec: self.choose_algorithm(spec),
                )
                index = self.algorithm_menu.index("end")
                self._labelled(
                    lambda title=algorithm.title, option=option: (
                        _(title) + (f" – {option}" if option else "")
                    ),
                    lambda s, i=index: self.algorithm_menu.entryconfigure(i, label=s),
                )
        self._menu_items(
            self.view_menu,
            (
                (N_("Zoom in"), N_("Ctrl++"), lambda: self.zoom(1)),
                (N_("Zoom out"), N_("Ctrl+-"), lambda: self.zoom(-1)),
                (N_("Fit to window"), N_("Ctrl+0"), lambda: self.zoom(0)),
            ),
        )
        for code, name in LANGUAGE_NAMES.items():
            self.lang_menu.add_radiobutton(
                label=name,
                value=code,
                variable=self.lang_var,
                command=lambda code=code: self.set_language(code),
            )

    def _menu_items(self, menu: tk.Menu, items) -> None:
        for item in items:
            if item is None:
                menu.add_separator()
                continue
            msgid, accelerator, command = item
            menu.add_command(command=command)
            index = menu.index("end")
            self._translated(msgid, lambda s, m=menu, i=index: m.entryconfigure(i, label=s))
            # the keys' names as printed on the keyboard: Strg, Leertaste, Ende in German
            self._translated(
                accelerator, lambda s, m=menu, i=index: m.entryconfigure(i, accelerator=s)
            )

    def _build_controls(self) -> None:
        """Two rows: what the maze is (size, seed, loops, blocks), then how it is shown."""
        maze_bar = tk.Frame(self.root, padx=4, pady=2)
        maze_bar.pack(fill="x")
        play_bar = tk.Frame(self.root, padx=4, pady=2)
        play_bar.pack(fill="x")
        self.controls = {}

        def labelled(msgid: str, widget: tk.Widget, tip: str) -> None:
            label = tk.Label(widget.master)
            self._translated(msgid, lambda s: label.configure(text=s))
            label.pack(side="left", padx=(6, 2))
            widget.pack(side="left")
            self._tooltip(widget, tip)
            self._tooltip(label, tip)

        self.controls["width"] = tk.Spinbox(
            maze_bar, from_=MIN_SIZE, to=MAX_SIZE, width=5, textvariable=self.width_var
        )
        labelled(N_("Width"), self.controls["width"], N_("Fields across, 2 to 4096"))
        self.controls["height"] = tk.Spinbox(
            maze_bar, from_=MIN_SIZE, to=MAX_SIZE, width=5, textvariable=self.height_var
        )
        labelled(N_("Height"), self.controls["height"], N_("Fields down, 2 to 4096"))
        self.controls["seed"] = tk.Entry(maze_bar, width=20, textvariable=self.seed_var)
        labelled(N_("Seed"), self.controls["seed"], N_("The same seed builds the same maze"))
        self.controls["speed"] = tk.Scale(
            play_bar,
            from_=0,
            to=MAX_SPEED,
            orient="horizontal",
            variable=self.speed_var,
            showvalue=True,
            length=110,
            command=lambda _value: self._speed_changed(),
        )
        labelled(
            N_("Speed"),
            self.controls["speed"],
            N_("Animation speed: 1 slow, 10 fast, 0 no animation"),
        )
        self.controls["loops"] = tk.Spinbox(
            maze_bar, from_=0, to=100, width=4, textvariable=self.loops_var
        )
        labelled(
            N_("Loops %"),
            self.controls["loops"],
            N_("Share of the passages that get an extra opening, each making a loop"),
        )
        self.controls["blocks"] = tk.Spinbox(
            maze_bar, from_=0, to=1000, width=5, textvariable=self.blocks_var
        )
        labelled(
            N_("Blocks ‰"),
            self.controls["blocks"],
            N_("Walls in a thousand left standing where the walk goes on"),
        )
        for key, msgid, command, tip in (
            ("new", N_("New maze"), self.new_maze, N_("A new grid with a new seed (Ctrl+N)")),
            ("build", N_("Build"), self.build, N_("Build the maze step by step (F5)")),
            ("step", N_("Step"), self.step, N_("One step of the walk (F6 or Right)")),
            ("play", N_("Play / pause"), self.play_pause, N_("Pause or go on (Space)")),
            ("finish", N_("Finish"), self.finish, N_("Finish the build at once (End)")),
        ):
            button = tk.Button(play_bar, command=command)
            self._translated(msgid, lambda s, b=button: b.configure(text=s))
            button.pack(side="left", padx=2)
            self._tooltip(button, tip)
            self.controls[key] = button

    def _tooltip(self, widget: tk.Widget, msgid: str) -> None:
        self.tooltips.append(Tooltip(widget, lambda: _(msgid)))

    def _bind_keys(self) -> None:
        keys = {
            "<Control-n>": self.new_maze,
            "<F5>": self.build,
            "<F6>": self.step,
            "<Right>": self.step,
            "<space>": self.play_pause,
            "<End>": self.finish,
            "<Control-s>": self.save_png,
            "<Control-o>": lambda: open_maze_file(self),
            "<Control-e>": lambda: export_maze_file(self),
            "<Control-q>": self.quit,
            "<Control-t>": self.show_texture,
            "<Control-plus>": lambda: self.zoom(1),
            "<Control-equal>": lambda: self.zoom(1),
            "<Control-KP_Add>": lambda: self.zoom(1),
            "<Control-minus>": lambda: self.zoom(-1),
            "<Control-KP_Subtract>": lambda: self.zoom(-1),
            "<Control-0>": lambda: self.zoom(0),
        }
        for sequence, command in keys.items():
            handler = partial(self._key, command=command)
            self.root.bind_all(sequence, handler)
            self.root.bind_class(SHORTCUTS, sequence, handler)
        # In the text fields the shortcuts come before the fields' own keys (Ctrl+T would
        # swap two digits), and Return builds.
        for key in TEXT_FIELDS:
            field = self.controls[key]
            own, *others = field.bindtags()
            field.bindtags((own, SHORTCUTS, *others))
            for sequence in ("<Return>", "<KP_Enter>"):
                field.bind(sequence, partial(self._key, command=self.build))

    def _key(self, event: tk.Event, command: Callable[[], None]) -> str | None:
        typing = isinstance(event.widget, tk.Entry | tk.Spinbox)
        if typing and event.keysym in ("space", "Right", "End"):
            return None  # those keys edit the text field
        command()
        return "break"

    def set_language(self, code: str) -> None:
        """Switch every label, tooltip, status text and Tk's own dialogs, without a restart."""
        self.settings.language = i18n.set_language(code)
        self.root.tk.call("::msgcat::mclocale", self.settings.language)
        self.lang_var.set(self.settings.language)
        for text, apply in self._relabel:
            apply(text())
        self._refresh_texts()

    def _refresh_texts(self) -> None:
        array = self.maze.maze_array
        self.root.title(
            _("Labyrinth {width} × {height}").format(width=array.width, height=array.height)
        )
        if self.message is not None:
            self.status.configure(text=self.message())
        elif self.maze.result is not None:
            self._say_result()

    def _show_status(self, message: Callable[[], str]) -> None:
        """Show a message that is made anew when the language changes."""
        self.message = message
        self.status.configure(text=message())

    def _say(self, msgid: str) -> None:
        self._show_status(lambda: _(msgid))

    def _say_result(self) -> None:
        result = self.maze.result
        text = result.message()
        if result.imperfections():
            text += "  " + result.imperfections()
        if result.cut_off_count:
            text += "  " + ngettext(
                "{n} field cannot be reached.",
                "{n} fields cannot be reached.",
                result.cut_off_count,
            ).format(n=result.cut_off_count)
        self.message = None
        self.status.configure(text=text)

    # -- the maze -------------------------------------------------------------------------------

    def _read_controls(self) -> tuple[int, int, int] | None:
        """Width, height and seed from the controls, or None after saying what is wrong."""
        try:
            width, height = int(self.width_var.get()), int(self.height_var.get())
        except ValueError:
            width = height = None
        if width is None:
            self._error(
                lambda: _("Width and height must be whole numbers from {low} to {high}.").format(
                    low=MIN_SIZE, high=MAX_SIZE
                )
            )
            return None
        if size_problem(width, height):
            self._error(lambda: size_problem(width, height))
            return None
        try:
            seed = int(self.seed_var.get())
        except ValueError:
            seed = None
        if seed is None or not MIN_SEED <= seed <= MAX_SEED:
            text = self.seed_var.get()
            self._error(
                lambda: _(
                    "The seed must be a whole number from {low} to {high}, not {seed!r}."
                ).format(seed=text, low=MIN_SEED, high=MAX_SEED)
            )
            return None
        return width, height, seed

    def _build_options(self) -> dict:
        """MazeGraphs' keyword arguments from the options given and the controls."""
        options = dict(
            self.options,
            algorithm=self.algorithm_var.get(),
            loop_percent=_whole_or_text(self.loops_var.get()),
            block_permille=_whole_or_text(self.blocks_var.get()),
        )
        if options["algorithm"] != BOOK:
            options["rng"] = DEFAULT_RNG  # the java source belongs to the book's algorithm
        return options

    def _error(self, message: Callable[[], str]) -> None:
        self._show_status(message)
        self.root.bell()

    def _new_grid(self) -> MazeGraphs | None:
        values = self._read_controls()
        if values is None:
            return None
        width, height, seed = values
        options = self._build_options()
        try:
            maze = MazeGraphs(width, height, display=False, seed=seed, **options)
        except ValueError:
            self._error(
                _problem_of(lambda: MazeGraphs(width, height, display=False, seed=seed, **options))
            )
            return None
        self.excluded = {(x, y) for x, y in self.excluded if x < width and y < height}
        for x, y in sorted(self.excluded):
            maze.exclude_maze_field(x, y)
        self.settings.width, self.settings.height = width, height
        self.settings.algorithm = self.algorithm_var.get()
        return maze

    def _show(self, fit: bool = False) -> None:
        array = self.maze.maze_array
        size = self.view.fitting_field_size(array.width, array.height) if fit else None
        built = self.maze.result is not None
        self.view.show(self.maze, size, shaded=not built)

    def _stop_animation(self) -> None:
        if self.animator is not None:
            self.animator.stop()
            self.animator = None

    def new_maze(self) -> None:
        """A fresh grid with a new seed, keeping the excluded fields that still fit."""
        self._stop_animation()
        self.seed_var.set(str(new_seed()))
        self._reset_grid()

    def _reset_grid(self) -> bool:
        maze = self._new_grid()
        if maze is None:
            return False
        resized = (maze.maze_array.width, maze.maze_array.height) != (
            self.maze.maze_array.width,
            self.maze.maze_array.height,
        )
        self.maze = maze
        self._show(fit=resized)
        self._refresh_texts()
        self._say(N_("Click fields to exclude them, then press F5 to build the maze."))
        return True

    def build(self) -> None:
        """Build the maze with the controls' size and seed, animated at the chosen speed."""
        self._stop_animation()
        if not self._reset_grid():
            return
        try:
            steps = self.maze.build_steps()
            first = next(steps)  # the start field is found here: it may not exist
        except MazeException:
            self._error(_problem_of(self.maze.check_start))
            return
        self.view.show(self.maze, shaded=True)  # the first event is already in the picture
        self._show_event(*first)
        self.animator = Animator(
            self.root, steps, self._show_event, self._built, self.speed_var.get()
        )
        self._say(N_("Building…"))
        self.view.canvas.focus_set()  # Space, Right and End steer the build, not a text field
        self.animator.play()

    def _show_event(self, kind: int, field: int, other: int) -> None:
        """Show one event of the build: repaint the fields it touched, move the red field."""
        if kind == CLEAR:
            self.view.show(self.maze)
            return
        self.view.tint(field, TINTS.get(kind))
        if kind in (CARVE, VISIT):
            self.view.tint(other, None)
        self.view.redraw_field(self.maze, field)
        self.view.redraw_field(self.maze, other)
        if kind in (VISIT, MARK):  # the walk stands there (for MARK: the random walk's head)
            self.current = field
        elif kind in (CARVE, BACK):
            self.current = other
        self.view.mark_current(self.maze, self.current)

    def _built(self) -> None:
        self.current = -1
        self.view.mark_current(self.maze, -1)
        self.view.show(self.maze, shaded=False)
        self._say_result()
        print(self.maze.result.message(), self.maze.result.recipe(), sep="\n", flush=True)

    def choose_algorithm(self, spec: str) -> None:
        """Pick an algorithm from the menu: the maze is built again with it, to watch."""
        self.algorithm_var.set(spec)
        self.build()

    def show_texture(self) -> None:
        """A small window with the built maze's texture: dead ends, corridors, river, ..."""
        if self.maze.result is None or (self.animator and not self.animator.finished):
            self._error(lambda: _("Build the maze first (F5), then look at its texture."))
            return
        from labyrinth.texture import format_texture, measure

        window = tk.Toplevel(self.root)
        window.title(_("Texture of the maze"))
        window.transient(self.root)
        text = format_texture(measure(self.maze))
        label = tk.Label(window, text=text, justify="left", font="TkFixedFont", padx=12, pady=10)
        label.pack()
        close = tk.Button(window, text=_("Close"), command=window.destroy)
        close.pack(pady=(0, 10))
        window.bind("<Escape>", lambda _event: window.destroy())
        self.texture_window = window

    def step(self) -> None:
        if self.animator is None or self.animator.finished:
            self.build()
            if self.animator is not None:
                self.animator.pause()
            return
        self._catch_up()
        self.animator.step()

    def _catch_up(self) -> None:
        """After steps that ran unseen, draw the maze as it is now before showing more."""
        if self.animator is not None and self.animator.unseen:
            self.animator.unseen = self.animator.finishing = False
            self.view.show(self.maze, shaded=True)
            self.current = -1
            self.view.mark_current(self.maze, -1)

    def play_pause(self) -> None:
        if self.animator is None or self.animator.finished:
            self.build()
            return
        self.animator.toggle()

    def finish(self) -> None:
        if self.animator is not None and not self.animator.finished:
            self.animator.finish()

    def _speed_changed(self) -> None:
        self.settings.speed = self.speed_var.get()
        if self.animator is not None and not self.animator.finished:
            self.animator.speed = self.settings.speed
            if self.settings.speed == 0:
                self.animator.finish()
            elif not self.animator.finishing:
                self._catch_up()  # a build started at speed 0 becomes visible

    def _click(self, event: tk.Event) -> None:
        """Before a build (or after one), a click takes a field out or brings it back."""
        self.view.canvas.focus_set()  # Space, Right and End work on the build again
        if self.animator is not None and not self.animator.finished:
            return
        field = self.view.field_at_event(event)
        if field is None:
            return
        self.excluded ^= {field}
        if len(self.excluded) == self.maze.maze_array.width * self.maze.maze_array.height:
            self.excluded ^= {field}
            self._error(lambda: _("At least one field must stay open."))
            return
        self._stop_animation()
        self._reset_grid()

    def _resized(self, _event: tk.Event) -> None:
        """Until the user zooms, the field size follows the window (a moment after resizing)."""
        if self.user_zoom:
            return
        if self._refit_job is not None:
            self.root.after_cancel(self._refit_job)
        self._refit_job = self.root.after(150, self._refit)

    def _refit(self) -> None:
        self._refit_job = None
        if self.user_zoom:
            return
        array = self.maze.maze_array
        if self.view.fitting_field_size(array.width, array.height) != self.view.field_size:
            self.zoom(0)

    def zoom(self, steps: int, at: tuple[int, int] | None = None) -> None:
        """Bigger (steps > 0), smaller (< 0) or fitted to the window (0); a build goes on.

        Zooming in or out keeps the point at ``at`` (a pixel of the view, its middle if
        None) in place, as the mouse wheel with Ctrl does at the pointer.
        """
        array = self.maze.maze_array
        self.user_zoom = steps != 0
        animating = self.animator is not None and not self.animator.finished
        shaded = animating or self.maze.result is None
        if steps == 0:
            size = self.view.fitting_field_size(array.width, array.height)
            self.view.show(self.maze, size, shaded=shaded)
        else:
            size = self.view.zoomed(self.view.field_size, steps, array.width, array.height)
            if size == self.view.field_size:
                return  # at the smallest or largest size already: nothing to draw again
            self.view.rescale(self.maze, size, shaded=shaded, at=at)
        if animating:
            self.view.mark_current(self.maze, self.current)

    def _wheel(self, event: tk.Event) -> None:
        """The mouse wheel scrolls (with Shift sideways); with Ctrl it zooms at the pointer."""
        notches = self.wheel.notches(event)
        if not notches:
            return
        if event.state & CONTROL:
            self.zoom(notches, at=(event.x, event.y))
        else:
            self.view.scroll(notches, sideways=bool(event.state & SHIFT))

    def save_png(self) -> None:
        if self.maze.result is None:
            self._error(lambda: _("Build the maze first (F5), then save it."))
            return
        path = filedialog.asksaveasfilename(
            parent=self.root,
            title=_("Save PNG…"),
            initialfile=self.maze.file_name(),
            defaultextension=".png",
            filetypes=[(_("PNG pictures"), "*.png")],
        )
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        # A big maze makes a picture of many megapixels: say so while the window waits.
        before = self.message
        self._show_status(lambda: _("Saving {file}…").format(file=path))
        self.root.configure(cursor="watch")
        self.root.update_idletasks()
        try:
            written = self.maze.save_png(path)
        except (SaveError, PictureTooLarge) as error:
            self.message = before
            self._refresh_texts()
            messagebox.showerror(_("Save PNG…"), str(error), parent=self.root)
            return False
        finally:
            self.root.configure(cursor="")
        self._show_status(lambda: _("Saved {file}.").format(file=written))
        return True

    def quit(self) -> None:
        self._stop_animation()
        remembered = self.settings
        if not self.remember_maze:  # keep the size and algorithm the file had
            remembered = load_settings()[0]
            remembered.language, remembered.speed = self.settings.language, self.settings.speed
        warning = save_settings(remembered)
        if warning:
            print(warning, file=sys.stderr)
        self.root.destroy()
