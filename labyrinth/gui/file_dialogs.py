"""The File menu's dialogs: Open… and Export… (maze files, .maz and .labyrinth) and Save
picture… (PNG, SVG or a PDF worksheet of the maze and its answer key; File → Print
worksheet… has the worksheet's other choices)."""

from __future__ import annotations

import contextlib
import tkinter as tk
from collections.abc import Callable, Iterator
from pathlib import Path
from tkinter import messagebox
from typing import TYPE_CHECKING

from labyrinth.files import SaveError
from labyrinth.formats import MazeFileError, export_maze, load_maze
from labyrinth.gui.dialog_folder import ask_file_to_open, ask_file_to_save
from labyrinth.gui.problems import maze_ready
from labyrinth.i18n import _
from labyrinth.render.class_set import PagePlan, PrintProblem, plan_pages
from labyrinth.render.geometry import PictureTooLarge
from labyrinth.render.palettes import for_paper
from labyrinth.render.save import worksheet_options
from labyrinth.saving import save_picture

if TYPE_CHECKING:
    from labyrinth.gui.modes import Sentence, Window
    from labyrinth.gui.session import Session
    from labyrinth.maze_graphs import MazeGraphs


def _file_types() -> list[tuple[str, str]]:
    return [
        (_("Maze files"), "*.maz *.labyrinth"),
        (_("Course mazes (.maz)"), "*.maz"),
        (_("Labyrinth save files (.labyrinth)"), "*.labyrinth"),
        (_("All files"), "*"),
    ]


def open_maze_file(window: Window, show: Callable[[MazeGraphs], None]) -> None:
    root = window.root
    path = ask_file_to_open(root, _("Open…"), _file_types())
    if path:
        open_path(window, Path(path), show)


def open_path(window: Window, path: Path, show: Callable[[MazeGraphs], None]) -> bool:
    """``show`` the maze of ``path``; a file that cannot be read is one message box."""
    with busy(window, lambda: _("Opening {file}…").format(file=path)) as said_before:
        try:
            maze = load_maze(path)
        except MazeFileError as error:
            window.say(said_before)
            messagebox.showerror(_("Open…"), str(error), parent=window.root)
            return False
    show(maze)
    return True


def pages_agreed(plan: PagePlan, parent: tk.Misc, title: str) -> bool:
    """Whether a worksheet of ``plan`` may be written: at once, or when one maze takes more
    than a few pages, once the user says yes to their number."""
    return not plan.asks_first or messagebox.askyesno(
        title, _("This will be {pages} pages. Print them?").format(pages=plan.total), parent=parent
    )


@contextlib.contextmanager
def busy(window: Window, sentence: Sentence) -> Iterator[Sentence]:
    """Say ``sentence`` with a busy cursor while a big file is read or written (a 4096 × 4096
    maze takes seconds); yields what the status bar said before."""
    before = window.saying()
    window.say(sentence)
    window.root.configure(cursor="watch")
    window.root.update_idletasks()
    try:
        yield before
    finally:
        window.root.configure(cursor="")


def export_maze_file(session: Session, window: Window) -> None:
    if not maze_ready(session, window.error, "export"):
        return
    array = session.graphs.maze_array
    path = ask_file_to_save(
        window.root,
        _("Export…"),
        f"Maze_{array.width}x{array.height}.maz",
        ".maz",
        _file_types()[1:3],
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
    path = ask_file_to_save(
        window.root,
        _("Save picture…"),
        session.graphs.file_name(),
        ".png",
        [
            (_("PNG pictures"), "*.png"),
            (_("SVG drawings"), "*.svg"),
            (_("PDF worksheets with answer key"), "*.pdf"),
        ],
    )
    # the dialog let the window run: check again what is there to save
    if path and maze_ready(session, window.error, "save"):
        save_to(session, window, Path(path))


def save_to(session: Session, window: Window, path: Path) -> bool:
    """Write the shown maze's picture in the view's palette (a worksheet in its light form)
    and drawn as the view draws it;
    a failure is one message box, and a PDF over many pages is written only when the user
    says yes to their number."""
    # By the extension; a PDF is a worksheet, and from here it gets its answer key.
    worksheet = path.suffix.lower() == ".pdf"
    # a worksheet is on white paper whatever the window's theme
    palette = for_paper(window.view.palette) if worksheet else window.view.palette
    view = window.view.view_of()
    if worksheet:
        array = session.graphs.maze_array
        try:
            plan = plan_pages(array.width, array.height, worksheet_options(palette, True, view))
        except PrintProblem as error:  # too many pages
            messagebox.showerror(_("Save picture…"), str(error), parent=window.root)
            return False
        if not pages_agreed(plan, window.root, _("Save picture…")):
            return False
    # A big maze makes a picture of many megapixels: say so while the window waits.
    with busy(window, lambda: _("Saving {file}…").format(file=path)) as said_before:
        try:
            written = save_picture(
                session.graphs, path, palette=palette, solution=worksheet, view=view
            )
        except (SaveError, PictureTooLarge) as error:
            window.say(said_before)
            messagebox.showerror(_("Save picture…"), str(error), parent=window.root)
            return False
    window.say(lambda: _("Saved {file}.").format(file=written))
    return True
