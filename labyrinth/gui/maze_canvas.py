"""The maze on a Tk canvas: one picture for the maze, one small item for the current field.

The picture comes from the same renderer as the PNG (what you see is what you save) and is
kept whole as a Pillow palette image, one byte a pixel. Tk gets only the part in view plus a
margin, cropped again when the view scrolls, so big mazes scroll and zoom smoothly. While a
build is watched, each step repaints only the two fields it touches, in both pictures, and
moves the rectangle of the current field (red in the book's palette).

Cut-off, excluded and visited fields are fills of the picture; the start and end marks and a
solver's way are canvas items above it (tags "start", "end", "solution"), drawn at least
MIN_MARK pixels large whatever the zoom. A window shows a solve with :meth:`show_solve` (or
field by field with :meth:`visit` while a solver is watched) and removes it with
:meth:`clear_solve`; zooming and new pictures keep it.
"""

from __future__ import annotations

import math
import tkinter as tk
from collections.abc import Iterable, Sequence
from tkinter import ttk
from typing import TYPE_CHECKING

from PIL import Image

from labyrinth.maze_field import ALL_SIDES
from labyrinth.render.geometry import (
    MAX_FIELD_SIZE,
    MIN_FIELD_SIZE,
    Fill,
    Geometry,
)
from labyrinth.render.palettes import BOOK, Palette
from labyrinth.render.png import (
    CUT_OFF,
    EXCLUDED,
    PLAIN,
    UNTOUCHED,
    VISITED,
    fills,
    ink_colours,
    render,
)
from labyrinth.render.scene import Trail, mark_parts, mark_shape, path_points

if TYPE_CHECKING:
    from labyrinth.build import Marks
    from labyrinth.maze_array import MazeArray

ZOOM_STEP = 1.25
# Scroll units per notch of the mouse wheel: a tenth of the view each.
WHEEL_UNITS = 1
# Bits of a Tk event's ``state``: the key held down with a click or a wheel turn.
SHIFT, CONTROL = 0x1, 0x4
# Pixels beyond the visible area that Tk gets too, so small scrolls need no new crop.
VIEW_MARGIN = 256
# The largest picture the canvas keeps (one byte a pixel): zooming in stops there.
VIEW_MAX_PIXELS = 64_000_000


class Wheel:
    """Counts whole notches of the mouse wheel. X11 sends a button press a notch (4 up,
    5 down); Windows a ``delta`` of 120 a notch, touchpads smaller parts of it; macOS under
    Tk 8.6 a delta of about 1 a notch (Tk 8.7 and 9 send 120 everywhere). Parts are added up
    until they make a notch."""

    def __init__(self, widget: tk.Misc) -> None:
        system = widget.tk.call("tk", "windowingsystem")
        self.per_notch = 1 if system == "aqua" and tk.TkVersion < 8.7 else 120
        self.parts = 0

    def notches(self, event: tk.Event) -> int:
        """Whole notches turned with this event (up positive), the parts kept for the next."""
        if event.num in (4, 5):
            return 1 if event.num == 4 else -1
        self.parts += event.delta
        turned = int(self.parts / self.per_notch)  # towards zero: the parts stay with their sign
        self.parts -= turned * self.per_notch
        return turned


def hex_colour(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def ppm(image) -> bytes:
    """A Pillow image as binary PPM, which Tk reads fastest."""
    rgb = image.convert("RGB")
    return b"P6 %d %d 255\n" % rgb.size + rgb.tobytes()


def _runs(row: bytes) -> list[tuple[int, int, int]]:
    """Ink, first and last pixel of each run of equal pixels in a row."""
    runs = []
    first = 0
    for at in range(1, len(row) + 1):
        if at == len(row) or row[at] != row[first]:
            runs.append((row[first], first, at - 1))
            first = at
    return runs


class MazeCanvas(tk.Frame):
    """A scrollable canvas showing a maze at ``field_size`` pixels a field."""

    def __init__(self, master: tk.Misc, **options) -> None:
        super().__init__(master)
        self.canvas = tk.Canvas(self, background="white", highlightthickness=0, **options)
        self.scroll_x = ttk.Scrollbar(self, orient="horizontal", command=self.canvas.xview)
        self.scroll_y = ttk.Scrollbar(self, orient="vertical", command=self.canvas.yview)
        self.canvas.configure(
            xscrollcommand=self._scrolled(self.scroll_x),
            yscrollcommand=self._scrolled(self.scroll_y),
        )
        self.canvas.bind("<Configure>", lambda _event: self._place_picture(), add="+")
        self.canvas.grid(row=0, column=0, sticky="nsew")
        # the scroll bars are gridded only while there is something to scroll
        self.scroll_x.grid(row=1, column=0, sticky="ew")
        self.scroll_y.grid(row=0, column=1, sticky="ns")
        self.rowconfigure(0, weight=1)
        self.columnconfigure(0, weight=1)
        self.photo: tk.PhotoImage | None = None
        self.picture: Image.Image | None = None
        # The part of the picture that Tk holds: left, top, right, bottom (exclusive).
        self.region = (0, 0, 0, 0)
        self.geometry: Geometry | None = None
        self.field_size = 24
        self.shaded = True
        # Inside colours of single fields while a build is watched (frontier, random walk).
        self.tints: dict[int, int] = {}  # a field's ink of its own
        self.palette: Palette = BOOK
        self.marks: Marks | None = None
        self.cut_off: set[int] = set()
        # A solve on show: its way (field indices) and the fields it visited.
        self.path: list[int] = []
        self.visited: set[int] = set()
        # The canvas's scroll region: the picture, centred in the view where it is smaller.
        self.scroll_region = (0, 0, 0, 0)

    # -- the whole picture --------------------------------------------------------------------

    def show(
        self,
        maze: MazeArray,
        marks: Marks | None = None,
        field_size: int | None = None,
        *,
        shaded: bool | None = None,
        palette: Palette | None = None,
    ) -> None:
        """Draw the maze as it is now, with its marks; shaded: fields not reached yet are tinted.
        A ``palette`` is kept for the pictures that follow; a solve on show is taken off."""
        self.path, self.visited = [], set()
        self._render(maze, marks, field_size, shaded, palette)
        self._show_region()

    def _render(
        self,
        maze: MazeArray,
        marks: Marks | None,
        field_size: int | None,
        shaded: bool | None,
        palette: Palette | None = None,
    ) -> Image.Image:
        """Make the whole picture; Tk gets its part in view from ``_show_region``."""
        if field_size is not None:
            self.field_size = max(MIN_FIELD_SIZE, min(MAX_FIELD_SIZE, field_size))
        if shaded is not None:
            self.shaded = shaded
        if palette is not None:
            self.palette = palette
        self.marks = marks
        self.cut_off = set(marks.cut_off) if marks is not None else set()
        self.geometry = Geometry(maze.width, maze.height, self.field_size)
        self.picture = picture = render(
            maze,
            marks,
            self.field_size,
            shade_untouched=self.shaded,
            palette=self.palette,
            trail=Trail(visited=sorted(self.visited)),
            ends=False,
        )
        self.colours = [hex_colour(colour) for colour in ink_colours(self.palette)]
        self.fills = fills(self.palette)
        self.pixels: dict[tuple[int, Fill], list[bytes]] = {}
        self.tints.clear()
        self.canvas.delete("all")
        self.canvas.create_image(0, 0, anchor="nw", tags="maze")
        self._draw_solve_items(maze.width)
        # the current field: framed too where the palette codes by shape
        frame = 2 if self.palette.shapes else 0
        self.canvas.create_rectangle(
            0,
            0,
            0,
            0,
            fill=hex_colour(self.palette.current),
            outline=hex_colour(self.palette.wall),
            width=frame,
            state="hidden",
            tags="walker",
        )
        self.region = (0, 0, 0, 0)
        self._place_picture(show=False)
        return picture

    def _place_picture(self, show: bool = True) -> None:
        """Centre a picture smaller than the view, and show a scroll bar only where the
        picture is bigger: the scroll region is the picture, widened on both sides to the
        view's size where it is smaller. The picture keeps its canvas coordinates from
        (0, 0), so every item drawn over it by field stays where it belongs."""
        if self.picture is None:
            return
        picture_width, picture_height = self.picture.size
        room_x, room_y = self.canvas.winfo_width(), self.canvas.winfo_height()
        if room_x <= 1:  # not laid out yet: the size it asked for
            room_x, room_y = self.canvas.winfo_reqwidth(), self.canvas.winfo_reqheight()
        left = min(0, (picture_width - room_x) // 2)
        top = min(0, (picture_height - room_y) // 2)
        region = (left, top, left + max(picture_width, room_x), top + max(picture_height, room_y))
        if region != self.scroll_region:
            self.scroll_region = region
            self.canvas.configure(scrollregion=region)
            if left < 0:
                self.canvas.xview_moveto(0)
            if top < 0:
                self.canvas.yview_moveto(0)
        for bar, needed in (
            (self.scroll_x, left == 0 and picture_width > room_x),
            (self.scroll_y, top == 0 and picture_height > room_y),
        ):
            if needed and not bar.winfo_ismapped():
                bar.grid()
            elif not needed and bar.winfo_manager():
                bar.grid_remove()
        if show:
            self._show_region()

    def move_to(self, x: float, y: float) -> None:
        """Scroll so that the picture's point (x, y) is at the view's top left corner (as far
        as the scroll region lets it)."""
        left, top, right, bottom = self.scroll_region
        self.canvas.xview_moveto((x - left) / max(1, right - left))
        self.canvas.yview_moveto((y - top) / max(1, bottom - top))

    # -- a solve, and the start and end marks above the picture ------------------------------

    def show_solve(
        self, maze: MazeArray, path: Sequence[int] = (), visited: Iterable[int] = ()
    ) -> None:
        """Show a solver's way (field indices from the start) as a line and the fields it
        visited as fills; both empty: no solve. Needs the maze shown with its marks."""
        self.path, self.visited = list(path), set(visited)
        self._render(maze, self.marks, None, None)
        self._show_region()

    def clear_solve(self, maze: MazeArray) -> None:
        """Take the way and the visited fields off the maze."""
        self.show_solve(maze)

    def visit(self, maze: MazeArray, index: int) -> None:
        """One more visited field while a solver is watched: only that field is repainted."""
        self.visited.add(index)
        self.redraw_field(maze, index)

    def show_path(self, maze: MazeArray, path: Sequence[int]) -> None:
        """The way alone, drawn over the picture as it is (the end of a watched solve)."""
        self.path = list(path)
        self.canvas.delete("solution", "start", "end")
        self._draw_solve_items(maze.width)
        self.canvas.tag_raise("walker")

    def _draw_solve_items(self, width: int) -> None:
        """The solver's way, then the start and end marks on top of it."""
        geometry = self.geometry
        if geometry is None or self.marks is None:
            return
        palette = self.palette
        if len(self.path) > 1:
            points = [value for point in path_points(self.path, width, geometry) for value in point]
            self.canvas.create_line(
                *points,
                fill=palette.hex(palette.solution),
                width=max(2, round(geometry.field_size / 5)),
                capstyle="round",
                joinstyle="round",
                tags="solution",
            )
        for field, which in ((self.marks.start, "start"), (self.marks.end, "end")):
            for kind, x0, y0, x1, y1, fill, line, line_width in mark_parts(
                mark_shape(geometry, field, palette, which)
            ):
                create = self.canvas.create_oval if kind == "oval" else self.canvas.create_rectangle
                if line:  # Tk puts a line on whole pixels, inclusive: the PNG's outline pixels
                    x0, y0, x1, y1 = (math.floor(value) for value in (x0, y0, x1, y1))
                create(
                    x0,
                    y0,
                    x1,
                    y1,
                    fill=palette.hex(fill) if fill else "",
                    outline=palette.hex(line) if line else "",
                    width=line_width,
                    tags=which,
                )

    def rescale(
        self,
        maze: MazeArray,
        marks: Marks | None,
        field_size: int,
        *,
        shaded: bool,
        at: tuple[int, int] | None = None,
    ) -> None:
        """Show the maze at another field size, keeping the point of the maze that is at
        ``at`` (a pixel of the view; its middle if None) at the same place in the view."""
        old = self.geometry
        if at is None:
            at = (self.canvas.winfo_width() // 2, self.canvas.winfo_height() // 2)
        point = (self.canvas.canvasx(at[0]), self.canvas.canvasy(at[1]))
        self._render(maze, marks, field_size, shaded)
        if old is not None:
            scale = self.field_size / old.field_size
            self.move_to(
                *(
                    old.margin + (pixel - old.margin) * scale - offset
                    for pixel, offset in zip(point, at, strict=True)
                )
            )
        self._show_region()  # once, for the view where it ends up

    def scroll(self, notches: int, sideways: bool = False) -> None:
        """Scroll for notches of the mouse wheel: up (positive) or down, or left and right."""
        move = self.canvas.xview_scroll if sideways else self.canvas.yview_scroll
        move(-WHEEL_UNITS * notches, "units")

    def _scrolled(self, scrollbar: ttk.Scrollbar):
        def scrolled(first: str, last: str) -> None:
            scrollbar.set(first, last)
            self._show_region()

        return scrolled

    def _show_region(self) -> None:
        """Hand Tk the part of the picture in view (plus a margin) if it does not have it."""
        if self.picture is None:
            return
        left, top = int(self.canvas.canvasx(0)), int(self.canvas.canvasy(0))
        right = left + max(self.canvas.winfo_width(), 1)
        bottom = top + max(self.canvas.winfo_height(), 1)
        have = self.region
        if have[0] <= left and have[1] <= top and right <= have[2] and bottom <= have[3]:
            return
        width, height = self.picture.size
        region = (
            max(0, left - VIEW_MARGIN),
            max(0, top - VIEW_MARGIN),
            min(width, right + VIEW_MARGIN),
            min(height, bottom + VIEW_MARGIN),
        )
        self.photo = tk.PhotoImage(master=self, data=ppm(self.picture.crop(region)), format="ppm")
        self.canvas.itemconfigure("maze", image=self.photo)
        self.canvas.coords("maze", region[0], region[1])
        self.region = region

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
    def zoomed(field_size: int, steps: int, width: int, height: int) -> int:
        """The field size ``steps`` steps up (positive) or down from ``field_size``, for a
        maze of that size."""
        largest = MIN_FIELD_SIZE
        for candidate in range(MAX_FIELD_SIZE, MIN_FIELD_SIZE, -1):
            picture_width, picture_height = Geometry(width, height, candidate).image_size
            if picture_width * picture_height <= VIEW_MAX_PIXELS:
                largest = candidate
                break
        size = field_size
        for _step in range(abs(steps)):
            if steps > 0:
                size = max(size + 1, round(size * ZOOM_STEP))
            else:
                size = min(size - 1, round(size / ZOOM_STEP))
            if not MIN_FIELD_SIZE < size < largest:
                break  # a flung wheel: further steps would only pass the limit
        return max(MIN_FIELD_SIZE, min(largest, size))

    # -- single fields while a build is watched -----------------------------------------------

    def tint(self, index: int, ink: int | None) -> None:
        """Give a field an inside ink of its own (None: back to normal) at its next redraw."""
        if ink is None:
            self.tints.pop(index, None)
        elif index >= 0:
            self.tints[index] = ink

    def _fill(self, maze: MazeArray, index: int) -> Fill:
        """How a field is filled now, in the order the PNG's field_states gives."""
        palette_fills = self.fills
        if maze.borders[index] & ALL_SIDES == ALL_SIDES:
            return palette_fills[EXCLUDED]
        tint = self.tints.get(index)
        if tint is not None:
            return tint, "", 0
        if index in self.visited:
            return palette_fills[VISITED]
        if index in self.cut_off:
            return palette_fills[CUT_OFF]
        if self.shaded and maze.walls[index] == ALL_SIDES:
            return palette_fills[UNTOUCHED]
        return palette_fills[PLAIN]

    def redraw_field(self, maze: MazeArray, index: int) -> None:
        """Repaint one field from the model: its fill and pattern, and the wall lines it draws."""
        if self.picture is None or self.geometry is None or index < 0:
            return
        x, y = index % maze.width, index // maze.width
        key = maze.walls[index], self._fill(maze, index)
        rows = self.pixels.get(key)
        if rows is None:
            rows = self.pixels[key] = self.geometry.field_pixels(key[0], *key[1])
        left, top, right, bottom = self.geometry.field_box(x, y)
        size = self.geometry.field_size
        self.picture.paste(Image.frombytes("P", (size, size), b"".join(rows)), (left, top))
        offset_x, offset_y, region_right, region_bottom = self.region
        if left < region_right and right >= offset_x and top < region_bottom and bottom >= offset_y:
            first = 0
            for row in range(1, size + 1):  # equal rows go to Tk together, a run at a time
                if row < size and rows[row] == rows[first]:
                    continue
                for ink, start, end in _runs(rows[first]):
                    self._put(
                        self.colours[ink],
                        left + start - offset_x,
                        top + first - offset_y,
                        left + end - offset_x,
                        top + row - 1 - offset_y,
                    )
                first = row

    def _put(self, colour: str, x1: int, y1: int, x2: int, y2: int) -> None:
        """Paint an inclusive box of the Tk picture, clipped to it."""
        if self.photo is None:
            return
        width, height = self.photo.width(), self.photo.height()
        x1, y1, x2, y2 = max(x1, 0), max(y1, 0), min(x2, width - 1), min(y2, height - 1)
        if x1 <= x2 and y1 <= y2:
            self.photo.put(colour, to=(x1, y1, x2 + 1, y2 + 1))

    def mark_current(self, index: int) -> None:
        """The current field's rectangle, or none for index -1."""
        if self.geometry is None or index < 0:
            self.canvas.itemconfigure("walker", state="hidden")
            return
        width = self.geometry.width
        left, top, right, bottom = self.geometry.interior(index % width, index // width)
        self.canvas.coords("walker", left, top, right + 1, bottom + 1)
        self.canvas.itemconfigure("walker", state="normal")
        self.canvas.tag_raise("walker")

    def field_at_event(self, event: tk.Event) -> tuple[int, int] | None:
        if self.geometry is None:
            return None
        return self.geometry.field_at_pixel(
            int(self.canvas.canvasx(event.x)), int(self.canvas.canvasy(event.y))
        )
