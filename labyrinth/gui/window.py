"""The finished maze in a window, as the Java's MazeGraphs shows it.

The picture on screen is the same picture the PNG gets (:func:`labyrinth.render.png.render`),
at a field size that fits the screen; a maze larger than the screen scrolls.
"""

from __future__ import annotations

import base64
import io
import tkinter as tk
from typing import TYPE_CHECKING

from labyrinth.gui.errors import NoDisplayError
from labyrinth.i18n import _, ngettext
from labyrinth.render.geometry import BOOK_FIELD_SIZE, MIN_FIELD_SIZE, Geometry
from labyrinth.render.png import render

if TYPE_CHECKING:
    from labyrinth.maze_graphs import MazeGraphs


def make_root() -> tk.Tk:
    """A hidden Tk root, or NoDisplayError when there is no screen to put it on."""
    try:
        root = tk.Tk(className="labyrinth")
    except tk.TclError:
        raise NoDisplayError(
            _("No screen is available for the window: use --no-display, "
              "with --save to write the maze to a PNG file.")
        ) from None
    root.withdraw()
    return root


def fitting_field_size(root: tk.Misc, width: int, height: int) -> int:
    """The book's 24 pixels, or less so the maze fits on the screen (at least 2)."""
    room_x, room_y = root.winfo_screenwidth() * 0.9, root.winfo_screenheight() * 0.8
    for size in range(BOOK_FIELD_SIZE, MIN_FIELD_SIZE, -1):
        picture_width, picture_height = Geometry(width, height, size).image_size
        if picture_width <= room_x and picture_height <= room_y:
            return size
    return MIN_FIELD_SIZE


class MazeWindow:
    """A window titled ``Labyrinth W × H`` with the maze picture and the book's result sentence."""

    def __init__(self, root: tk.Tk, maze: MazeGraphs) -> None:
        self.root = root
        array = maze.maze_array
        root.title(_("Labyrinth {width} × {height}").format(width=array.width,
                                                             height=array.height))
        self.field_size = fitting_field_size(root, array.width, array.height)
        picture = render(maze, self.field_size)
        buffer = io.BytesIO()
        picture.save(buffer, format="PNG", compress_level=1)
        self.photo = tk.PhotoImage(master=root, data=base64.b64encode(buffer.getvalue()))

        frame = tk.Frame(root)
        frame.pack(fill="both", expand=True)
        self.canvas = tk.Canvas(frame, width=min(picture.width, root.winfo_screenwidth() * 0.9),
                                height=min(picture.height, root.winfo_screenheight() * 0.8),
                                background="white", highlightthickness=0,
                                scrollregion=(0, 0, picture.width, picture.height))
        scroll_x = tk.Scrollbar(frame, orient="horizontal", command=self.canvas.xview)
        scroll_y = tk.Scrollbar(frame, orient="vertical", command=self.canvas.yview)
        self.canvas.configure(xscrollcommand=scroll_x.set, yscrollcommand=scroll_y.set)
        self.canvas.grid(row=0, column=0, sticky="nsew")
        if picture.width > int(self.canvas["width"]):
            scroll_x.grid(row=1, column=0, sticky="ew")
        if picture.height > int(self.canvas["height"]):
            scroll_y.grid(row=0, column=1, sticky="ns")
        frame.rowconfigure(0, weight=1)
        frame.columnconfigure(0, weight=1)
        self.canvas.create_image(0, 0, image=self.photo, anchor="nw", tags="maze")

        self.status = tk.Label(root, text=self._status_text(maze), anchor="w", padx=6)
        self.status.pack(fill="x")
        for key in ("<Control-q>", "<Escape>"):
            root.bind(key, lambda _event: root.destroy())
        root.deiconify()

    @staticmethod
    def _status_text(maze: MazeGraphs) -> str:
        result = maze.result
        if result is None:
            return ""
        text = result.message()
        if result.cut_off_count:
            text += "  " + ngettext("{n} field cannot be reached.",
                                    "{n} fields cannot be reached.",
                                    result.cut_off_count).format(n=result.cut_off_count)
        return text


def show_maze(maze: MazeGraphs, root: tk.Tk | None = None) -> None:
    """Open the window for a built maze and wait until it is closed."""
    root = root or make_root()
    window = MazeWindow(root, maze)  # holds the picture: Tk shows a blank once it is collected
    root.mainloop()
    del window
