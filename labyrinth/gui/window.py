"""Opening the viewer: a Tk root (or one sentence when there is no screen) and the app."""

from __future__ import annotations

import sys
import tkinter as tk
from typing import TYPE_CHECKING

from labyrinth import i18n
from labyrinth.gui.app import LabyrinthApp
from labyrinth.gui.dpi import make_dpi_aware
from labyrinth.i18n import _
from labyrinth.screen import NoDisplayError
from labyrinth.settings import Settings, load_settings, settings_path

if TYPE_CHECKING:
    from pathlib import Path

    from labyrinth.maze_graphs import MazeGraphs
    from labyrinth.options import BuildOptions
    from labyrinth.programs.runner import Budget


def make_root(from_python: bool = False) -> tk.Tk:
    """A Tk root, or NoDisplayError when there is no screen to put it on.

    The advice names the command line's options, or MazeGraphs' arguments ``from_python``.
    """
    make_dpi_aware()  # Windows: sharp, not blown up, on a screen of more dots per inch
    try:
        root = tk.Tk(className="labyrinth")
    except tk.TclError:
        if from_python:
            advice = _(
                "No screen is available for the window: use MazeGraphs(..., "
                "display=False, save=True) to write the maze to a PNG file."
            )
        else:
            advice = _(
                "No screen is available for the window: use --no-display, "
                "with --save to write the maze to a PNG file."
            )
        raise NoDisplayError(advice) from None
    root.tk.call("::msgcat::mclocale", i18n.current_language())
    set_icon(root)
    return root


def set_icon(root: tk.Tk) -> None:
    """The window's icon: the same small maze as the desktop entry's."""
    from labyrinth.desktop import icon_image
    from labyrinth.gui.maze_canvas import ppm

    # Tk reads binary PPM itself: no PNG to encode, and none of Pillow's file plugins to
    # import at the start (they come with Image.save)
    icon = tk.PhotoImage(master=root, data=ppm(icon_image(64)))
    root.iconphoto(True, icon)
    root.icon = icon  # type: ignore[attr-defined]  # Tk drops an image Python no longer holds


def remembered_settings() -> Settings:
    """The settings of the last run; a broken file is reported on stderr and ignored."""
    settings, warning = load_settings()
    if warning:
        print(warning, file=sys.stderr)
    return settings


def show_maze(
    graphs: MazeGraphs,
    root: tk.Tk | None = None,
    settings: Settings | None = None,
    *,
    play: bool = False,
    walk: bool = False,
) -> None:
    """Show a built maze in the viewer and wait until the window is closed (as the Java does);
    with ``play``, in play mode, with ``walk`` inside it."""
    root = root or make_root()
    app = LabyrinthApp(root, settings or remembered_settings(), graphs, remember_maze=False)
    for wanted, mode in ((play, "play_mode"), (walk, "walk")):
        if wanted:
            root.after_idle(app.session.enter, app.modes[mode])
    root.mainloop()
    del app


def show_problem(root: tk.Tk, settings: Settings, problem: str) -> None:
    """Open the viewer on a new grid and say ``problem`` in a message box: the file the
    window was started with cannot be read. Returns when the window is closed."""
    from tkinter import messagebox

    app = LabyrinthApp(root, settings)
    root.after_idle(lambda: messagebox.showerror(_("Open…"), problem, parent=root))
    root.mainloop()
    del app


def _app_on(
    root: tk.Tk,
    settings: Settings,
    options: BuildOptions,
    remember_maze: bool,
    start_panel: bool = False,
) -> LabyrinthApp:
    """The window on the maze the command line's ``options`` describe: the first maze takes
    their excluded fields and seed."""
    return LabyrinthApp(
        root,
        settings,
        excluded=options.excluded,
        options=options,
        seed=options.seed,
        remember_maze=remember_maze,
        start_panel=start_panel,
    )


def watch_build(
    root: tk.Tk, settings: Settings, options: BuildOptions, remember_maze: bool, teach: bool = False
) -> MazeGraphs:
    """Open the viewer on the settings' size and build the maze before the user's eyes
    (``teach``: in the teaching view, paused at step 0). The first plain start (no settings
    saved yet, no maze named) shows the start panel's choices over it.

    ``options`` are the command line's (its excluded fields and seed included).
    Returns the maze shown last, when the window is closed.
    """
    start_panel = remember_maze and not teach and not settings_path().exists()
    app = _app_on(root, settings, options, remember_maze, start_panel)
    root.after_idle(app.toggle_teaching if teach else app.build_at_start)
    root.mainloop()
    return app.graphs


def edit_program(
    root: tk.Tk, settings: Settings, path: Path, source: str, options: BuildOptions, budget: Budget
) -> None:
    """``labyrinth --program FILE.py``: the window on the maze ``options`` describe (built at
    once for a walker to walk), with ``source``, read from ``path``, in the program editor and
    ``budget`` in its boxes. Returns when the window is closed."""
    from labyrinth.gui.editor.mode import EditorMode
    from labyrinth.programs.precheck import WALKER, program_kind

    settings.width, settings.height = options.width, options.height  # not remembered
    app = _app_on(root, settings, options, remember_maze=False)
    editor = app.modes["editor"]
    assert isinstance(editor, EditorMode)

    def start() -> None:
        if program_kind(source) == WALKER:
            app.build()
            app.session.mode.finish()
        app.session.enter(editor)
        editor.show_file(path, source, budget)

    root.after_idle(start)
    root.mainloop()
