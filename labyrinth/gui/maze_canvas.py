"""The maze on a Tk canvas: the part in view drawn in tiles, one small item for the current field.

The tiles come from the same painter as the PNG (what you see is what you save), made from
the model when they come into view: a zoom or scroll step costs about as much for a maze of
64 × 64 fields as for one of 4096 × 4096, and the zoom goes up to the largest field size at
every maze size. The canvas's scroll region is the whole picture (``scrolled_picture``), so
scroll bars, the wheel and ``xview``/``yview`` behave as for one big picture. While a build is
watched, each step repaints only the two fields it touches, in the tiles that show them, and
moves the rectangle of the current field (red in the book's palette).

The picture is drawn in one of the views (the book's walls, its blocks, or the fields filled by
their ways out): the one ``view_of`` names when a picture is made.

Cut-off, excluded and visited fields are fills of the tiles, and so are the insides a mode
marks single fields with (``mark_field``, ``mark_fields``: a solver's visited fields), which
therefore cost nothing on a zoom or scroll step; the start and end marks and a
solver's way are canvas items above them (tags "start", "end", "solution"), drawn at least
MIN_MARK pixels large whatever the zoom, each mark's letter an image of the PNG's pixels of
it. A window shows a solve with :meth:`show_solve` and removes it with the same method given
no way; zooming and new pictures keep it.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from PIL import Image

from labyrinth.gui.overlay import LetterImages, end_mark, hex_colour
from labyrinth.gui.photo_rows import put_rows
from labyrinth.gui.scrolled_picture import ScrolledPicture
from labyrinth.gui.tiles import Key, TileGrid
from labyrinth.render.geometry import (
    BLOCKS,
    BOOK_FIELD_SIZE,
    INK_FRONTIER,
    INK_TEXT,
    INK_WALK,
    INK_WHITE,
    INSIDE,
    MAX_FIELD_SIZE,
    MIN_FIELD_SIZE,
    WALLS,
    Fill,
    Geometry,
    Region,
)
from labyrinth.render.palettes import BOOK, Palette
from labyrinth.render.png import (
    CUT_OFF,
    EXCLUDED,
    PLAIN,
    VISITED,
    FieldPainter,
    field_states,
    fills,
    ink_colours,
    painter,
    part_keys,
)
from labyrinth.render.scene import mark_shape, openings_of, path_points
from labyrinth.sides import ALL_SIDES

if TYPE_CHECKING:
    from labyrinth.build import Marks
    from labyrinth.maze_array import MazeArray
    from labyrinth.render.blocks import BlockPainter

ZOOM_STEP = 1.25
# Bits of a Tk event's ``state``: the key held down with a click or a wheel turn.
SHIFT, CONTROL = 0x1, 0x4
# The inks a watched build tints single fields with (tint), and the states that fill with
# them, after the PNG's five (a key is walls + 16 × state, within a byte). White marks a field
# in the maze that has all four walls yet (Wilson's first field), which would look unreached.
TINTED = (INK_FRONTIER, INK_WALK, INK_WHITE)
TINT_STATES = {ink: VISITED + 1 + number for number, ink in enumerate(TINTED)}
# The colours a mode marks the inside of single fields with, over the picture but drawn into its
# tiles: a solver's visited fields and the dead ends it filled. Each is an ink after the
# palette's and a state after the tints'; only the inside is filled, as a square over the
# field would, so a passage between two marked fields keeps the maze's own fill.
MARK_COLOURS = ("#fff0a0", "#c8c8c8")
MARK_INKS = range(INK_TEXT + 1, INK_TEXT + 1 + len(MARK_COLOURS))
MARK_STATES = {
    colour: VISITED + 1 + len(TINTED) + number for number, colour in enumerate(MARK_COLOURS)
}


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


def ppm(image) -> bytes:
    """A Pillow image as binary PPM, which Tk reads fastest."""
    rgb = image.convert("RGB")
    return b"P6 %d %d 255\n" % rgb.size + rgb.tobytes()


def zoomed_field_size(field_size: int, steps: int) -> int:
    """The field size ``steps`` steps up (positive) or down from ``field_size``: the same
    limits for a maze of any size, as only the part in view is drawn."""
    size = field_size
    for _step in range(abs(steps)):
        if steps > 0:
            size = max(size + 1, round(size * ZOOM_STEP))
        else:
            size = min(size - 1, round(size / ZOOM_STEP))
        if not MIN_FIELD_SIZE < size < MAX_FIELD_SIZE:
            break  # a flung wheel: further steps would only pass the limit
    return max(MIN_FIELD_SIZE, min(MAX_FIELD_SIZE, size))


class MazeCanvas(ScrolledPicture):
    """A scrollable canvas showing a maze at ``field_size`` pixels a field."""

    def __init__(self, master: tk.Misc, **options) -> None:
        super().__init__(master, **options)
        self.maze: MazeArray | None = None
        self.geometry: Geometry | None = None
        self.field_size = BOOK_FIELD_SIZE
        # The largest field size a fit gives: the book's, times the screen's scaling.
        self.fit_limit = BOOK_FIELD_SIZE
        self.shaded = True
        self.palette: Palette = BOOK
        # The view each new picture is drawn in (geometry.VIEWS), asked when it is made: the
        # window's choice, or the book's walls while a mode needs them.
        self.view_of: Callable[[], str] = lambda: WALLS
        self.marks: Marks | None = None
        # Inside colours of single fields while a build is watched (frontier, random walk).
        self.tints: dict[int, int] = {}  # a field's ink of its own, one of TINTED
        # The insides a mode marked, one of MARK_COLOURS a field: kept by every new picture
        # of the same maze (a zoom, a palette), until the mode changes them.
        self.marked: dict[int, str] = {}
        # A solve on show: its way (field indices from the start) and the fields it visited.
        self.path: list[int] = []
        self.visited: set[int] = set()
        # What fills each field (16 × state, as the PNG's field_states gives it, or a tint),
        # and the same without the solve's visited fields and the build's tints.
        self.states = bytearray()
        self.base_states = bytearray()
        # The tiles drawn, by column and row of tiles: their canvas item and Tk image.
        self.tiles: dict[Key, tuple[int, tk.PhotoImage]] = {}
        self.tile_grid: TileGrid | None = (
            None  # where the tiles lie, laid when they are first drawn
        )
        self.painters: dict[tuple[Geometry, Palette], FieldPainter | BlockPainter] = {}
        self.pixels: dict[int, list[bytes]] = {}  # a field's pixel rows by its key
        self.colours: list[str] = []  # the hex colour of each ink, the marks' last
        self.tile_palette: list[int] = []  # the same as red, green and blue numbers
        self.letters: LetterImages = {}  # the letters of the marks, as images
        self._last_view = (0, 0, 0, 0)  # the part of the canvas shown last (``view_moved``)

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
        self._draw(maze, marks, field_size, shaded, palette, fresh=True)

    def _draw(
        self,
        maze: MazeArray,
        marks: Marks | None,
        field_size: int | None,
        shaded: bool | None,
        palette: Palette | None = None,
        *,
        fresh: bool,
    ) -> None:
        """A new picture: the items over it and the tiles in view; ``fresh``: the fields'
        states from the model too (a zoom keeps those shown, with the build's tints)."""
        if field_size is not None:
            self.field_size = max(MIN_FIELD_SIZE, min(MAX_FIELD_SIZE, field_size))
        if shaded is not None:
            self.shaded = shaded
        if palette is not None:
            self.palette = palette
        if fresh or maze is not self.maze or marks != self.marks:
            if maze is not self.maze:
                self.marked.clear()  # they belong to the maze they were made on
            self.maze, self.marks = maze, marks
            cut_off = marks.cut_off if marks is not None else ()
            self.base_states = field_states(maze, cut_off)
            self.states = (
                field_states(maze, cut_off, sorted(self.visited))
                if self.visited
                else bytearray(self.base_states)
            )
            self.tints.clear()
            for index in self.marked:
                self.states[index] = self._state(maze, index)
        self.geometry = Geometry(maze.width, maze.height, self.field_size, view=self.view_of())
        inks = ink_colours(self.palette)
        self.colours = [hex_colour(colour) for colour in inks] + list(MARK_COLOURS)
        self.tile_palette = [channel for colour in inks for channel in colour] + [
            int(colour[at : at + 2], 16) for colour in MARK_COLOURS for at in (1, 3, 5)
        ]
        self.pixels.clear()
        self._forget_tiles()
        self.canvas.delete("all")
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
        self._place_picture()

    @property
    def picture_size(self) -> tuple[int, int]:
        """Width and height of the whole picture (none before a maze is shown)."""
        return self.geometry.image_size if self.geometry is not None else (0, 0)

    def see(self, x: int, y: int, margin: int = 0) -> None:
        """Scroll as little as needed to bring field ``(x | y)`` into the view, with ``margin``
        pixels round it where the view has room for them."""
        if self.geometry is not None:
            self.see_box(self.geometry.field_box(x, y), margin)

    # -- a solve, and the start and end marks above the picture ------------------------------

    def show_solve(
        self, maze: MazeArray, path: Sequence[int] = (), visited: Iterable[int] = ()
    ) -> None:
        """Show a solver's way (field indices from the start) as a line and the fields it
        visited as fills; both empty: no solve. Needs the maze shown with its marks."""
        self.path, self.visited = list(path), set(visited)
        self._draw(maze, self.marks, None, None, fresh=True)

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
            end_mark(
                self.canvas, mark_shape(geometry, field, palette, which), (which,), self.letters
            )

    # -- zoom -----------------------------------------------------------------------------------

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
        with self.moving():
            self._draw(maze, marks, field_size, shaded, fresh=False)
            if old is not None and self.geometry is not None:
                scale = self.geometry.field_size / old.field_size
                self.move_to(
                    *(
                        old.margin + (pixel - old.margin) * scale - offset
                        for pixel, offset in zip(point, at, strict=True)
                    )
                )

    def fitting_field_size(self, width: int, height: int) -> int:
        """The largest field size, at most ``fit_limit`` (the book's 24 on a normal screen),
        that fits the view without scroll bars."""
        self.update_idletasks()
        room_x, room_y = self._room()
        room_x, room_y = max(room_x, 200), max(room_y, 150)
        for size in range(min(self.fit_limit, MAX_FIELD_SIZE), MIN_FIELD_SIZE, -1):
            geometry = Geometry(width, height, size, view=self.view_of())
            picture_width, picture_height = geometry.image_size
            if picture_width <= room_x and picture_height <= room_y:
                return size
        return MIN_FIELD_SIZE

    # -- the tiles of the view ----------------------------------------------------------------

    def _painter(self) -> FieldPainter | BlockPainter:
        """The painter of the geometry (with its view) and palette shown, made once for both."""
        assert self.geometry is not None
        key = (self.geometry, self.palette)
        made = self.painters.get(key)
        if made is None:
            if len(self.painters) > 8:  # a few sizes to zoom back to, not every one
                self.painters.clear()
            made = self.painters[key] = painter(self.geometry, self._fills())
        return made

    def _fills(self) -> list[Fill]:
        """The fill of each state in the view shown: the PNG's, then the build's tints and the
        marks, which fill only the inside of a field (in the blocks view its square)."""
        view = self.geometry.view if self.geometry is not None else WALLS
        shown = fills(self.palette, view)
        if view == BLOCKS:
            marks = [(ink, "", 0) for ink in MARK_INKS]
        else:
            marks = [(shown[PLAIN][0], INSIDE, ink) for ink in MARK_INKS]
        return shown + [(ink, "", 0) for ink in TINTED] + marks

    def view_moved(self) -> None:
        """Draw the tiles that came into view, and forget those more than a tile away; the
        canvas gets a ``<<ViewMoved>>`` when the view shows another part (for marks drawn
        only where they are seen)."""
        if self.maze is None or self.geometry is None:
            return
        view = self.view_region()
        if view != self._last_view:
            self._last_view = view
            self.canvas.event_generate("<<ViewMoved>>", when="tail")
        if self.tile_grid is None:  # a new picture: its tiles start at the view's corner
            self.tile_grid = TileGrid.for_view(view, self.picture_size)
        grid = self.tile_grid
        columns, rows = grid.keys(view)
        for key in [
            key
            for key in self.tiles
            if not (
                columns.start - 1 <= key[0] <= columns.stop
                and rows.start - 1 <= key[1] <= rows.stop
            )
        ]:
            self.canvas.delete(self.tiles.pop(key)[0])
        missing = [(x, y) for y in rows for x in columns if (x, y) not in self.tiles]
        if not missing:
            return
        boxes = [grid.region(key) for key in missing]
        left, top = min(box[0] for box in boxes), min(box[1] for box in boxes)
        right, bottom = max(box[2] for box in boxes), max(box[3] for box in boxes)
        part = self._paint((left, top, right, bottom)).convert("RGB")
        for key, (x0, y0, x1, y1) in zip(missing, boxes, strict=True):
            tile = part.crop((x0 - left, y0 - top, x1 - left, y1 - top))
            photo = tk.PhotoImage(master=self, data=ppm(tile), format="ppm")
            item = self.canvas.create_image(x0, y0, anchor="nw", image=photo, tags="maze")
            self.tiles[key] = item, photo
        self.canvas.tag_lower("maze")  # under everything drawn over the maze

    def _paint(self, region: Region) -> Image.Image:
        """The picture's pixels in ``region``, from the model as it is now."""
        assert self.maze is not None and self.geometry is not None
        part = self._painter().paint(
            self.maze,
            self.states,
            region,
            shade_untouched=self.shaded,
            palette=self.palette,
            openings=openings_of(self.marks, self.geometry) if self.marks is not None else (),
        )
        part.putpalette(self.tile_palette)  # the palette's inks and the marks'
        return part

    def _forget_tiles(self) -> None:
        for item, _photo in self.tiles.values():
            self.canvas.delete(item)
        self.tiles.clear()
        self.tile_grid = None

    # -- single fields while a build is watched -----------------------------------------------

    def tint(self, index: int, ink: int | None) -> None:
        """Give a field an inside ink of its own, one of TINTED (None: back to normal) at its
        next redraw."""
        if ink is None:
            self.tints.pop(index, None)
        elif index >= 0:
            if ink not in TINT_STATES:
                raise ValueError(f"a field is tinted with one of the inks {TINTED}, not {ink}")
            self.tints[index] = ink

    # -- the insides of single fields, marked by a mode -----------------------------------------

    def mark_field(self, index: int, colour: str | None) -> None:
        """Fill a field's inside with one of MARK_COLOURS (None: no more), repainted at once
        in the tiles that show it."""
        if colour is None:
            self.marked.pop(index, None)
        else:
            if colour not in MARK_STATES:
                raise ValueError(f"a field is marked with one of {MARK_COLOURS}, not {colour}")
            self.marked[index] = colour
        if self.maze is not None:
            self.redraw_field(self.maze, index)

    def mark_fields(self, marked: Mapping[int, str]) -> None:
        """The marks of all fields at once (each a field's colour; fields not in ``marked``
        none): the tiles in view are painted anew if any changed, the others as they come
        into view. Nothing to do when they are the same, as after a zoom."""
        if marked == self.marked:
            return
        changed = self.marked.keys() ^ marked.keys()
        changed.update(index for index in marked if marked[index] != self.marked.get(index))
        self.marked = dict(marked)
        if self.maze is None:
            return
        for index in changed:
            self.states[index] = self._state(self.maze, index)
        self._forget_tiles()
        self.view_moved()

    def _state(self, maze: MazeArray, index: int) -> int:
        """What fills a field now (16 × state), in the order of the PNG's field_states."""
        if maze.borders[index] & ALL_SIDES == ALL_SIDES:
            state = EXCLUDED
        elif (tint := self.tints.get(index)) is not None:
            state = TINT_STATES[tint]
        elif (colour := self.marked.get(index)) is not None:
            state = MARK_STATES[colour]
        elif index in self.visited:
            state = VISITED
        elif self.base_states[index] == 16 * CUT_OFF:
            state = CUT_OFF
        else:
            state = PLAIN
        return 16 * state

    def redraw_field(self, maze: MazeArray, index: int) -> None:
        """Repaint one field from the model: its fill and pattern, and the wall lines it
        draws (in the blocks view its square and the four squares round it), in the tiles
        drawn that show it (a field out of view costs next to nothing)."""
        geometry, grid = self.geometry, self.tile_grid
        if geometry is None or index < 0 or maze is not self.maze:
            return
        self.states[index] = self._state(maze, index)
        x, y = index % maze.width, index // maze.width
        # in the blocks view the walls east and south of it are squares beside it
        box = geometry.walled_box(x, y) if geometry.blocks else geometry.field_box(x, y)
        left, top, right, bottom = box
        columns, rows_of_tiles = grid.keys_of_box((left, top, right, bottom)) if grid else ((), ())
        drawn = [
            (self.tiles[column, row][1], grid.region((column, row)))
            for column in columns
            for row in rows_of_tiles
            if grid and (column, row) in self.tiles
        ]
        if not drawn:
            return
        rows = self._field_rows(maze, index, (left, top, right + 1, bottom + 1))
        for photo, (tile_left, tile_top, _right, _bottom) in drawn:
            put_rows(photo, rows, self.colours, left - tile_left, top - tile_top)

    def _field_rows(self, maze: MazeArray, index: int, region: Region) -> list[bytes]:
        """The rows of palette pixels of ``region``, a field's box (the blocks view's squares
        round a field): a field's rows are kept by its key, the squares painted anew."""
        assert self.geometry is not None
        if self.geometry.blocks:
            part = self._paint(region).tobytes()
            width = region[2] - region[0]
            return [part[at : at + width] for at in range(0, len(part), width)]
        x, y = index % maze.width, index // maze.width
        (key,) = part_keys(maze, self.states, (x, y, x + 1, y + 1), shade_untouched=self.shaded)
        rows = self.pixels.get(key)
        if rows is None:
            fill = self._fills()[key >> 4]
            rows = self.pixels[key] = self.geometry.field_pixels(key & ALL_SIDES, *fill)
        return rows

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
