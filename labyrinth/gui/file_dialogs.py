"""File → Open… and File → Export…: maze files (.maz, .labyrinth) in and out of the window."""

from __future__ import annotations

from pathlib import Path
from tkinter import filedialog, messagebox
from typing import TYPE_CHECKING

from labyrinth.files import SaveError
from labyrinth.formats import MazeFileError, export_maze, load_maze
from labyrinth.i18n import N_, _

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
    path = filedialog.askopenfilename(parent=app.root, title=_("Open…"), filetypes=_file_types())
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
    if not app.can_save(N_("Build the maze first (F5), then export it.")):
        return
    array = app.graphs.maze_array
    path = filedialog.asksaveasfilename(
        parent=app.root,
        title=_("Export…"),
        initialfile=f"Maze_{array.width}x{array.height}.maz",
        defaultextension=".maz",
        filetypes=_file_types()[1:3],
    )
    # the dialog let the window run: check again what is there to export
    if path and app.can_save(N_("Build the maze first (F5), then export it.")):
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
