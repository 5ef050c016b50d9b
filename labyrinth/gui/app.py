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
from labyrinth.build import Marks
from labyrinth.files import SaveError
from labyrinth.formats.loaded import made_from_seed
from labyrinth.generators import ALGORITHMS, BOOK
from labyrinth.generators.events import BACK, CARVE, CLEAR, FRONTIER, MARK, VISIT
from labyrinth.gui.animator import Animator
from labyrinth.gui.file_dialogs import export_maze_file, open_maze_file
from labyrinth.gui.maze_canvas import CONTROL, SHIFT, MazeCanvas, Wheel
from labyrinth.gui.tooltip import Tooltip
from labyrinth.i18n import N_, _, ngettext
from labyrinth.maze_array import MAX_SIZE, MIN_SIZE
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions, new_seed
from labyrinth.randomness import DEFAULT_RNG
from labyrinth.render.geometry import FRONTIER_TINT, WALK_TINT, PictureTooLarge
from labyrinth.render.save import save_picture
from labyrinth.settings import MAX_SPEED, Settings, load_settings, save_settings

LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}
TEXT_FIELDS = ("width", "height", "seed", "loops", "blocks")
# A bind tag for the shortcuts, put before the text fields' own keys.
SHORTCUTS = "LabyrinthShortcuts"
TINTS = {FRONTIER: FRONTIER_TINT, MARK: WALK_TINT}


def _whole_or_text(text: str) -> int | str:
    """A control's text as a number when it is one; BuildOptions explains anything else."""
    text = text.strip()
    try:
        return int(text) if text.isascii() else text
    except ValueError:
        return text


def _entry_setter(menu: tk.Menu, index: int, option: str) -> Callable[[str], None]:
    """Sets one option (label, accelerator) of a menu's entry to a text."""

    def apply(text: str) -> None:
        menu.entryconfigure(index, {option: text})

    return apply


def _last_entry(menu: tk.Menu) -> int:
    """The index of the entry just added to ``menu``."""
    index = menu.index("end")
    assert index is not None  # the menu has an entry
    return index


def _set_text(widget: tk.Label | tk.Button, text: str) -> None:
    widget.configure(text=text)


def _algorithm_label(title: str, option: str | None) -> str:
    """An algorithm's menu entry in the current language: "Growing tree – oldest"."""
    return _(title) + (f" – {option}" if option else "")


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
        self.options = graphs.options if graphs is not None else options or BuildOptions(seed=0)
        # what was asked for: each new grid takes the controls' size, seed, algorithm, loops
        # and blocks over it, and keeps its random source, ends and openings
        # True once the user zoomed: then a resized window keeps the field size.
        self.user_zoom = False
        self._relabel: list[tuple[Callable[[], str], Callable[[str], None]]] = []
        self.tooltips: list[Tooltip] = []
        self.animator: Animator | None = None
        self.excluded: set[tuple[int, int]] = set(excluded)
        # Makes the status bar's text in the current language; None: the build's result.
        self.message: Callable[[], str] | None = None
        # The field the walk stands on while a build is watched (-1: none).
        self.current = -1

        self.width_var = tk.StringVar(root, str(settings.width))
        self.height_var = tk.StringVar(root, str(settings.height))
        self.seed_var = tk.StringVar(root, str(new_seed() if seed is None else seed))
        self.speed_var = tk.IntVar(root, settings.speed)
        given = graphs is not None or options is not None
        self.algorithm_var = tk.StringVar(
            root, self.options.algorithm if given else settings.algorithm
        )
        self.loops_var = tk.StringVar(root, str(self.options.loop_percent))
        self.blocks_var = tk.StringVar(root, str(self.options.block_permille))
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
        root.bind("<Destroy>", self._closed, add="+")
        root.minsize(480, 360)

        if graphs is not None:  # a maze built through the Python API, shown as the Java does
            self.show_finished(graphs)
        else:
            self.graphs = self._new_grid() or MazeGraphs(
                self.options.width, self.options.height, display=False
            )
            self._show(fit=True)
            self._say(N_("Click fields to exclude them, then press F5 to build the maze."))
        self._refresh_texts()

    def show_finished(self, graphs: MazeGraphs) -> None:
        """Show a finished maze (built through the Python API, or opened from a file) in place
        of this one; F5 builds anew with its options."""
        self._stop_animation()
        self.graphs = graphs
        self.options = graphs.options
        self.width_var.set(str(graphs.maze_array.width))
        self.height_var.set(str(graphs.maze_array.height))
        if made_from_seed(graphs):  # a .maz file's maze keeps the seed field as it was
            self.seed_var.set(str(graphs.seed))
            self.algorithm_var.set(graphs.options.algorithm)
            self.loops_var.set(str(graphs.options.loop_percent))
            self.blocks_var.set(str(graphs.options.block_permille))
        self.excluded = set(graphs.maze_array.excluded_fields())
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
            index = _last_entry(menubar)
            self._translated(msgid, _entry_setter(menubar, index, "label"))
        self._menu_items(
            self.file_menu,
            (
                (N_("New maze"), N_("Ctrl+N"), self.new_maze),
                (N_("Open…"), N_("Ctrl+O"), lambda: open_maze_file(self)),
                (N_("Save picture…"), N_("Ctrl+S"), self.save_png),
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
                    command=partial(self.choose_algorithm, spec),
                )
                index = _last_entry(self.algorithm_menu)
                self._labelled(
                    partial(_algorithm_label, algorithm.title, option),
                    _entry_setter(self.algorithm_menu, index, "label"),
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
                command=partial(self.set_language, code),
            )

    def _menu_items(
        self, menu: tk.Menu, items: Iterable[tuple[str, str, Callable[[], None]] | None]
    ) -> None:
        for item in items:
            if item is None:
                menu.add_separator()
                continue
            msgid, accelerator, command = item
            menu.add_command(command=command)
            index = _last_entry(menu)
            self._translated(msgid, _entry_setter(menu, index, "label"))
            # the keys' names as printed on the keyboard: Strg, Leertaste, Ende in German
            self._translated(accelerator, _entry_setter(menu, index, "accelerator"))

    def _build_controls(self) -> None:
        """Two rows: what the maze is (size, seed, loops, blocks), then how it is shown."""
        maze_bar = tk.Frame(self.root, padx=4, pady=2)
        maze_bar.pack(fill="x")
        play_bar = tk.Frame(self.root, padx=4, pady=2)
        play_bar.pack(fill="x")
        self.controls: dict[str, tk.Widget] = {}

        def labelled(msgid: str, widget: tk.Widget, tip: str) -> None:
            label = tk.Label(widget.master)
            self._translated(msgid, partial(_set_text, label))
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
            self._translated(msgid, partial(_set_text, button))
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
        maze = self.graphs.maze_array
        self.root.title(
            _("Labyrinth {width} × {height}").format(width=maze.width, height=maze.height)
        )
        if self.message is not None:
            self.status.configure(text=self.message())
        elif self.graphs.result is not None:
            self._say_result()

    def _show_status(self, message: Callable[[], str]) -> None:
        """Show a message that is made anew when the language changes."""
        self.message = message
        self.status.configure(text=message())

    def _say(self, msgid: str) -> None:
        self._show_status(lambda: _(msgid))

    def _say_result(self) -> None:
        result = self.graphs.result
        assert result is not None  # called once a maze is built
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

    def _build_options(self) -> BuildOptions:
        """The next maze's options: the controls' values over the options given.

        Raises MazeException or ValueError with one sentence for a bad value.
        """
        algorithm = self.algorithm_var.get()
        return self.options.with_changes(
            width=_whole_or_text(self.width_var.get()),
            height=_whole_or_text(self.height_var.get()),
            seed=_whole_or_text(self.seed_var.get()),
            algorithm=algorithm,
            # the java source belongs to the book's algorithm
            rng=self.options.rng if algorithm == BOOK else DEFAULT_RNG,
            loop_percent=_whole_or_text(self.loops_var.get()),
            block_permille=_whole_or_text(self.blocks_var.get()),
            field_size=None,  # the window zooms; a saved picture takes the largest size that fits
            excluded=(),  # clicked fields come and go: they are taken out of each new grid
        )

    def _error(self, message: Callable[[], str]) -> None:
        self._show_status(message)
        self.root.bell()

    def _new_grid(self) -> MazeGraphs | None:
        try:
            options = self._build_options()
        except (ValueError, MazeException):
            self._error(_problem_of(self._build_options))
            return None
        graphs = MazeGraphs.from_options(options)
        width, height = options.width, options.height
        self.excluded = {(x, y) for x, y in self.excluded if x < width and y < height}
        for x, y in sorted(self.excluded):
            graphs.exclude_maze_field(x, y)
        self.settings.width, self.settings.height = width, height
        self.settings.algorithm = options.algorithm
        return graphs

    def _marks(self) -> Marks | None:
        """Start, end and openings once the maze is built; nothing while it is being built."""
        return self.graphs.result.marks if self.graphs.result is not None else None

    def _show(self, fit: bool = False) -> None:
        maze = self.graphs.maze_array
        size = self.view.fitting_field_size(maze.width, maze.height) if fit else None
        built = self.graphs.result is not None
        self.view.show(maze, self._marks(), size, shaded=not built)

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
        graphs = self._new_grid()
        if graphs is None:
            return False
        resized = (graphs.maze_array.width, graphs.maze_array.height) != (
            self.graphs.maze_array.width,
            self.graphs.maze_array.height,
        )
        self.graphs = graphs
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
            steps = self.graphs.build_steps()
            first = next(steps)  # the start field is found here: it may not exist
        except MazeException:
            self._error(_problem_of(self.graphs.check_start))
            return
        self.view.show(
            self.graphs.maze_array, self._marks(), shaded=True
        )  # the first event is already in the picture
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

    def _built(self) -> None:
        self.current = -1
        self.view.mark_current(-1)
        self.view.show(self.graphs.maze_array, self._marks(), shaded=False)
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
        if self.graphs.result is None or (self.animator and not self.animator.finished):
            self._error(lambda: _("Build the maze first (F5), then look at its texture."))
            return
        from labyrinth.texture import format_texture, measure

        window = tk.Toplevel(self.root)
        window.title(_("Texture of the maze"))
        window.transient(self.root)
        text = format_texture(measure(self.graphs))
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
            self.view.show(self.graphs.maze_array, self._marks(), shaded=True)
            self.current = -1
            self.view.mark_current(-1)

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
        if len(self.excluded) == self.graphs.maze_array.width * self.graphs.maze_array.height:
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
        animating = self.animator is not None and not self.animator.finished
        shaded = animating or self.graphs.result is None
        if steps == 0:
            size = self.view.fitting_field_size(maze.width, maze.height)
            self.view.show(self.graphs.maze_array, self._marks(), size, shaded=shaded)
        else:
            size = self.view.zoomed(self.view.field_size, steps, maze.width, maze.height)
            if size == self.view.field_size:
                return  # at the smallest or largest size already: nothing to draw again
            self.view.rescale(self.graphs.maze_array, self._marks(), size, shaded=shaded, at=at)
        if animating:
            self.view.mark_current(self.current)

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

    def save_png(self) -> None:
        if self.graphs.result is None:
            self._error(lambda: _("Build the maze first (F5), then save it."))
            return
        path = filedialog.asksaveasfilename(
            parent=self.root,
            title=_("Save picture…"),
            initialfile=self.graphs.file_name(),
            defaultextension=".png",
            filetypes=[
                (_("PNG pictures"), "*.png"),
                (_("SVG drawings"), "*.svg"),
                (_("PDF worksheets with answer key"), "*.pdf"),
            ],
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
            # By the extension; a PDF is a worksheet, and from here it gets its answer key.
            solution = path.suffix.lower() == ".pdf"
            written = save_picture(self.graphs, path, solution=solution)
        except (SaveError, PictureTooLarge) as error:
            self.message = before
            self._refresh_texts()
            messagebox.showerror(_("Save picture…"), str(error), parent=self.root)
            return False
        finally:
            self.root.configure(cursor="")
        self._show_status(lambda: _("Saved {file}.").format(file=written))
        return True

    def _closed(self, event: tk.Event) -> None:
        """The window is gone: cancel its pending jobs, or Tk would run them later and say
        "invalid command name" (their Python side is deleted with the window)."""
        if event.widget is not self.root:
            return
        self._stop_animation()
        if self._refit_job is not None:
            self.root.after_cancel(self._refit_job)
            self._refit_job = None

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
