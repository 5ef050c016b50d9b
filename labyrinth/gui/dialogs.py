"""The window's dialogs: where to save a picture, and the texture of the built maze."""

from __future__ import annotations

import tkinter as tk
from tkinter import filedialog, ttk
from typing import TYPE_CHECKING

from labyrinth.i18n import _

if TYPE_CHECKING:
    from labyrinth.maze_graphs import MazeGraphs


def ask_picture_path(root: tk.Tk, graphs: MazeGraphs) -> str:
    """The file a picture goes to (PNG, SVG or a PDF worksheet by its extension); "" if none."""
    return filedialog.asksaveasfilename(
        parent=root,
        title=_("Save picture…"),
        initialfile=graphs.file_name(),
        defaultextension=".png",
        filetypes=[
            (_("PNG pictures"), "*.png"),
            (_("SVG drawings"), "*.svg"),
            (_("PDF worksheets with answer key"), "*.pdf"),
        ],
    )


class TextureWindow:
    """A small window with a built maze's texture: dead ends, corridors, river, …

    It is made anew in the current language by ``relabel()``.
    """

    def __init__(self, root: tk.Tk, graphs: MazeGraphs) -> None:
        from labyrinth.texture import measure

        self.texture = measure(graphs)  # measured once; only its words follow the language
        self.window = tk.Toplevel(root)
        self.window.transient(root)
        frame = ttk.Frame(self.window, padding=12)
        frame.pack(fill="both", expand=True)
        self.label = ttk.Label(frame, font="TkFixedFont", justify="left")
        self.label.pack()
        self.close = ttk.Button(frame, command=self.window.destroy)
        self.close.pack(pady=(10, 0))
        self.window.bind("<Escape>", lambda _event: self.window.destroy())
        self.relabel()
        self.close.focus_set()

    def relabel(self) -> None:
        from labyrinth.texture import format_texture

        if not self.window.winfo_exists():
            return
        self.window.title(_("Texture of the maze"))
        self.label.configure(text=format_texture(self.texture))
        self.close.configure(text=_("Close"))
