"""The File menu's dialogs: Open… and Export… (maze files, .maz and .labyrinth) and Save
picture… (PNG, SVG or a PDF worksheet)."""

from __future__ import annotations

from pathlib import Path
from tkinter import filedialog, messagebox
from typing import TYPE_CHECKING

from labyrinth.files import SaveError
from labyrinth.formats import MazeFileError, export_maze, load_maze
from labyrinth.gui.building import maze_ready
from labyrinth.gui.dialog_folder import initial_folder, remembered
from labyrinth.i18n import _
from labyrinth.render.geometry import PictureTooLarge
from labyrinth.render.save import save_picture

if TYPE_CHECKING:
    from labyrinth.gui.app import LabyrinthApp


def _file_types() -> list[tuple[str, str]]:
    return [
        (_("Maze files"), "*.maz *.labyrinth"),
        (_("Course mazes (.maz)"), "*.maz"),
        (_("Labyrinth save files (.labyrinth)"), "*.labyrinth"),
        (_("All files"), "*"),
    ]


def open_maze_file(app: LabyrinthApp) -> None:
    path = remembered(
        filedialog.askopenfilename(
            parent=app.root,
            title=_("Open…"),
            filetypes=_file_types(),
            initialdir=initial_folder(app.root),
        )
    )
    if path:
        open_path(app, Path(path))


def open_path(app: LabyrinthApp, path: Path) -> bool:
    """Show the maze of ``path`` finished; a file that cannot be read is one message box."""
    try:
        maze = load_maze(path)
    except MazeFileError as error:
        messagebox.showerror(_("Open…"), str(error), parent=app.root)
        return False
    app.show_finished(maze)
    return True


def export_maze_file(app: LabyrinthApp) -> None:
    if not maze_ready(app, "export"):
        return
    array = app.graphs.maze_array
    path = remembered(
        filedialog.asksaveasfilename(
            parent=app.root,
            title=_("Export…"),
            initialfile=f"Maze_{array.width}x{array.height}.maz",
            defaultextension=".maz",
            filetypes=_file_types()[1:3],
            initialdir=initial_folder(app.root),
        )
    )
    # the dialog let the window run: check again what is there to export
    if path and maze_ready(app, "export"):
        export_path(app, Path(path))


def export_path(app: LabyrinthApp, path: Path) -> bool:
    """Write the shown maze as ``.maz`` or save file; a failure is one message box."""
    try:
        written = export_maze(app.graphs, path)
    except (SaveError, ValueError) as error:
        messagebox.showerror(_("Export…"), str(error), parent=app.root)
        return False
    app.say(lambda: _("Saved {file}.").format(file=written))
    return True


def save_picture_file(app: LabyrinthApp) -> None:
    """File → Save picture…: PNG, SVG or a PDF worksheet, by the extension of the name."""
    if not maze_ready(app, "save"):
        return
    path = remembered(
        filedialog.asksaveasfilename(
            parent=app.root,
            title=_("Save picture…"),
            initialfile=app.graphs.file_name(),
            defaultextension=".png",
            filetypes=[
                (_("PNG pictures"), "*.png"),
                (_("SVG drawings"), "*.svg"),
                (_("PDF worksheets with answer key"), "*.pdf"),
            ],
            initialdir=initial_folder(app.root),
        )
    )
    # the dialog let the window run: check again what is there to save
    if path and maze_ready(app, "save"):
        save_to(app, Path(path))


def save_to(app: LabyrinthApp, path: Path) -> bool:
    """Write the shown maze's picture in the chosen palette; a failure is one message box."""
    # A big maze makes a picture of many megapixels: say so while the window waits.
    before = app.status.message
    app.say(lambda: _("Saving {file}…").format(file=path))
    app.root.configure(cursor="watch")
    app.root.update_idletasks()
    try:
        # By the extension; a PDF is a worksheet, and from here it gets its answer key.
        solution = path.suffix.lower() == ".pdf"
        written = save_picture(app.graphs, path, palette=app.palette, solution=solution)
    except (SaveError, PictureTooLarge) as error:
        app.say(before)
        messagebox.showerror(_("Save picture…"), str(error), parent=app.root)
        return False
    finally:
        app.root.configure(cursor="")
    app.say(lambda: _("Saved {file}.").format(file=written))
    return True
