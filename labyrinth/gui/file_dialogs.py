"""The File menu's dialogs: Open… and Export… (maze files, .maz and .labyrinth) and Save
picture… (PNG, SVG or a PDF worksheet)."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from pathlib import Path
from tkinter import filedialog, messagebox
from typing import TYPE_CHECKING

from labyrinth.files import SaveError
from labyrinth.formats import MazeFileError, export_maze, load_maze
from labyrinth.gui.dialog_folder import initial_folder, remembered
from labyrinth.gui.problems import maze_ready
from labyrinth.i18n import _
from labyrinth.render.geometry import PictureTooLarge
from labyrinth.render.save import save_picture

if TYPE_CHECKING:
    from labyrinth.gui.modes import Window
    from labyrinth.gui.session import Session
    from labyrinth.maze_graphs import MazeGraphs


def _file_types() -> list[tuple[str, str]]:
    return [
        (_("Maze files"), "*.maz *.labyrinth"),
        (_("Course mazes (.maz)"), "*.maz"),
        (_("Labyrinth save files (.labyrinth)"), "*.labyrinth"),
        (_("All files"), "*"),
    ]


def open_maze_file(root: tk.Tk, show: Callable[[MazeGraphs], None]) -> None:
    path = remembered(
        filedialog.askopenfilename(
            parent=root,
            title=_("Open…"),
            filetypes=_file_types(),
            initialdir=initial_folder(root),
        )
    )
    if path:
        open_path(root, Path(path), show)


def open_path(root: tk.Tk, path: Path, show: Callable[[MazeGraphs], None]) -> bool:
    """``show`` the maze of ``path``; a file that cannot be read is one message box."""
    try:
        maze = load_maze(path)
    except MazeFileError as error:
        messagebox.showerror(_("Open…"), str(error), parent=root)
        return False
    show(maze)
    return True


def export_maze_file(session: Session, window: Window) -> None:
    if not maze_ready(session, window.error, "export"):
        return
    array = session.graphs.maze_array
    path = remembered(
        filedialog.asksaveasfilename(
            parent=window.root,
            title=_("Export…"),
            initialfile=f"Maze_{array.width}x{array.height}.maz",
            defaultextension=".maz",
            filetypes=_file_types()[1:3],
            initialdir=initial_folder(window.root),
        )
    )
    # the dialog let the window run: check again what is there to export
    if path and maze_ready(session, window.error, "export"):
        export_path(session, window, Path(path))


def export_path(session: Session, window: Window, path: Path) -> bool:
    """Write the shown maze as ``.maz`` or save file; a failure is one message box."""
    try:
        written = export_maze(session.graphs, path)
    except (SaveError, ValueError) as error:
        messagebox.showerror(_("Export…"), str(error), parent=window.root)
        return False
    window.say(lambda: _("Saved {file}.").format(file=written))
    return True


def save_picture_file(session: Session, window: Window) -> None:
    """File → Save picture…: PNG, SVG or a PDF worksheet, by the extension of the name."""
    if not maze_ready(session, window.error, "save"):
        return
    path = remembered(
        filedialog.asksaveasfilename(
            parent=window.root,
            title=_("Save picture…"),
            initialfile=session.graphs.file_name(),
            defaultextension=".png",
            filetypes=[
                (_("PNG pictures"), "*.png"),
                (_("SVG drawings"), "*.svg"),
                (_("PDF worksheets with answer key"), "*.pdf"),
            ],
            initialdir=initial_folder(window.root),
        )
    )
    # the dialog let the window run: check again what is there to save
    if path and maze_ready(session, window.error, "save"):
        save_to(session, window, Path(path))


def save_to(session: Session, window: Window, path: Path) -> bool:
    """Write the shown maze's picture in the view's palette; a failure is one message box."""
    # A big maze makes a picture of many megapixels: say so while the window waits.
    before = window.saying()
    root = window.root
    window.say(lambda: _("Saving {file}…").format(file=path))
    root.configure(cursor="watch")
    root.update_idletasks()
    try:
        # By the extension; a PDF is a worksheet, and from here it gets its answer key.
        solution = path.suffix.lower() == ".pdf"
        written = save_picture(session.graphs, path, palette=window.view.palette, solution=solution)
    except (SaveError, PictureTooLarge) as error:
        window.say(before)
        messagebox.showerror(_("Save picture…"), str(error), parent=root)
        return False
    finally:
        root.configure(cursor="")
    window.say(lambda: _("Saved {file}.").format(file=written))
    return True
