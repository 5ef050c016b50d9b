"""The maze on a Tk canvas: one picture for the maze, one small item for the current field.

The picture comes from the same renderer as the PNG (what you see is what you save). While
a build is watched, each step repaints only the two fields it touches, straight into the
picture's pixels, and moves the red rectangle of the current field.
"""

from __future__ import annotations

import tkinter as tk
from typing import TYPE_CHECKING

from labyrinth.maze_field import ALL_SIDES
from labyrinth.render.geometry import (
    BLUE,
    LIGHT_GREY,
    MAX_FIELD_SIZE,
    MIN_FIELD_SIZE,
    RED,
    SHADE,
    WHITE,
    Geometry,
)
from labyrinth.render.png import render

if TYPE_CHECKING:
    from labyrinth.maze_graphs import MazeGraphs

ZOOM_STEP = 1.25


def hex_colour(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def ppm(image) -> bytes:
    """A Pillow image as binary PPM, which Tk reads fastest."""
    rgb = image.convert("RGB")
    return b"P6 %d %d 255\n" % rgb.size + rgb.tobytes()


class MazeCanvas(tk.Frame):
    """A scrollable canvas showing a maze at ``field_size`` pixels a field."""

    def __init__(self, master: tk.Misc, **options) -> None:
        super().__init__(master)
        self.canvas = tk.Canvas(self, background="white", highlightthickness=0, **options)
        self.scroll_x = tk.Scrollbar(self, orient="horizontal", command=self.canvas.xview)
        self.scroll_y = tk.Scrollbar(self, orient="vertical", command=self.canvas.yview)
        self.canvas.configure(xscrollcommand=self.scroll_x.set,
                              yscrollcommand=self.scroll_y.set)
        self.canvas.grid(row=0, column=0, sticky="nsew")
        self.scroll_x.grid(row=1, column=0, sticky="ew")
        self.scroll_y.grid(row=0, column=1, sticky="ns")
        self.rowconfigure(0, weight=1)
        self.columnconfigure(0, weight=1)
        self.photo: tk.PhotoImage | None = None
        self.geometry: Geometry | None = None
        self.field_size = 24
        self.shaded = True

    # -- the whole picture --------------------------------------------------------------------

    def show(self, maze: MazeGraphs, field_size: int | None = None, *,
             shaded: bool | None = None) -> None:
        """Draw the maze as it is now; shaded: fields not reached yet are tinted."""
        if field_size is not None:
            self.field_size = max(MIN_FIELD_SIZE, min(MAX_FIELD_SIZE, field_size))
        if shaded is not None:
            self.shaded = shaded
        array = maze.maze_array
        self.geometry = Geometry(array.width, array.height, self.field_size)
        picture = render(maze, self.field_size, shade_untouched=self.shaded)
        self.photo = tk.PhotoImage(master=self, data=ppm(picture), format="ppm")
        self.canvas.delete("all")
        self.canvas.create_image(0, 0, image=self.photo, anchor="nw", tags="maze")
        self.canvas.create_rectangle(0, 0, 0, 0, fill=hex_colour(RED), width=0,
                                     state="hidden", tags="walker")
        self.canvas.configure(scrollregion=(0, 0, picture.width, picture.height))

    def fitting_field_size(self, width: int, height: int) -> int:
        """The largest field size, at most the book's 24, that fits the visible area."""
        self.update_idletasks()
        room_x = max(self.canvas.winfo_width(), 200)
        room_y = max(self.canvas.winfo_height(), 150)
        for size in range(24, MIN_FIELD_SIZE, -1):
            picture_width, picture_height = Geometry(width, height, size).image_size
            if picture_width <= room_x and picture_height <= room_y:
                return size
        return MIN_FIELD_SIZE

    @staticmethod
    def zoomed(field_size: int, direction: int) -> int:
        """The next field size up (direction 1) or down (-1)."""
        if direction > 0:
            size = max(field_size + 1, round(field_size * ZOOM_STEP))
        else:
            size = min(field_size - 1, round(field_size / ZOOM_STEP))
        return max(MIN_FIELD_SIZE, min(MAX_FIELD_SIZE, size))

    # -- single fields while a build is watched -----------------------------------------------

    def redraw_field(self, maze: MazeGraphs, index: int) -> None:
        """Repaint one field from the model: its inside and the wall lines it draws."""
        if self.photo is None or self.geometry is None or index < 0:
            return
        array = maze.maze_array
        x, y = index % array.width, index // array.width
        walls = array.walls[index]
        closed = array.borders[index] & ALL_SIDES == ALL_SIDES
        inside = LIGHT_GREY if closed else (
            SHADE if self.shaded and walls == ALL_SIDES else WHITE)
        left, top, right, bottom = self.geometry.field_box(x, y)
        put = self.photo.put
        if self.geometry.compact:
            put(hex_colour(inside), to=(left + 1, top + 1, right + 1, bottom + 1))
            put(hex_colour(WHITE), to=(left, top, right + 1, top + 1))
            put(hex_colour(WHITE), to=(left, top, left + 1, bottom + 1))
        else:
            put(hex_colour(WHITE), to=(left, top, right + 1, bottom + 1))
            if inside != WHITE:
                put(hex_colour(inside), to=(left + 1, top + 1, right, bottom))
        blue = hex_colour(BLUE)
        for x1, y1, x2, y2 in self.geometry.wall_lines(x, y, walls):
            put(blue, to=(x1, y1, x2 + 1, y2 + 1))

    def mark_current(self, maze: MazeGraphs, index: int) -> None:
        """The red current field, or none for index -1."""
        if self.geometry is None or index < 0:
            self.canvas.itemconfigure("walker", state="hidden")
            return
        width = maze.maze_array.width
        left, top, right, bottom = self.geometry.interior(index % width, index // width)
        self.canvas.coords("walker", left, top, right + 1, bottom + 1)
        self.canvas.itemconfigure("walker", state="normal")
        self.canvas.tag_raise("walker")

    def field_at_event(self, event: tk.Event) -> tuple[int, int] | None:
        if self.geometry is None:
            return None
        return self.geometry.field_at_pixel(int(self.canvas.canvasx(event.x)),
                                            int(self.canvas.canvasy(event.y)))
