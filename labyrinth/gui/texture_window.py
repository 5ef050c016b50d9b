"""The texture window: the built maze's dead ends, corridors, river, …"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk
from typing import TYPE_CHECKING

from labyrinth.i18n import _

if TYPE_CHECKING:
    from labyrinth.maze_graphs import MazeGraphs


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
