"""A picture on a Tk canvas with scroll bars: centred where it is smaller than the view,
scrolled where it is bigger.

It is apart from ``maze_canvas``, which draws the maze into it, because moving the view is a
job of its own: the scroll region, the bars shown only where they are needed, scrolling a
box into view, and telling the picture when the view moved (``view_moved``) so that it draws
what came into view before Tk shows it.
"""

from __future__ import annotations

import contextlib
import tkinter as tk
from collections.abc import Callable, Iterator
from tkinter import ttk

from labyrinth.render.geometry import Region

# Scroll units per notch of the mouse wheel: a tenth of the view each.
WHEEL_UNITS = 1


class ViewCanvas(tk.Canvas):
    """A canvas that says when its view moved (``moved``), before Tk draws the new view:
    the tiles that come into it are drawn first, so no blank strip flashes. Tk itself says
    so only after drawing, through the scroll bars' commands."""

    moved: Callable[[], None] = staticmethod(lambda: None)

    def xview(self, *args):  # the scroll bar's command
        result = super().xview(*args)
        if args:
            self.moved()
        return result

    def yview(self, *args):
        result = super().yview(*args)
        if args:
            self.moved()
        return result

    def xview_moveto(self, fraction: float) -> None:
        super().xview_moveto(fraction)
        self.moved()

    def yview_moveto(self, fraction: float) -> None:
        super().yview_moveto(fraction)
        self.moved()

    def xview_scroll(self, number, what) -> None:
        super().xview_scroll(number, what)
        self.moved()

    def yview_scroll(self, number, what) -> None:
        super().yview_scroll(number, what)
        self.moved()


class ScrolledPicture(tk.Frame):
    """A scrollable canvas for a picture of ``picture_size`` pixels, drawn from (0, 0) in
    canvas coordinates; a subclass draws it and is told by ``view_moved`` when the view
    shows another part of it."""

    def __init__(self, master: tk.Misc, **options) -> None:
        super().__init__(master)
        self.canvas = ViewCanvas(self, background="white", highlightthickness=0, **options)
        self.canvas.moved = self._moved
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
        # The frame asks for the canvas's size whether or not a bar is shown: were a bar's
        # room added to the request, a window that follows its request (one not sized by the
        # user yet) would grow by the bar, no longer need it, shrink, and need it again.
        self.configure(width=self.canvas.winfo_reqwidth(), height=self.canvas.winfo_reqheight())
        self.grid_propagate(False)
        self._moving = False  # see moving()
        # The canvas's scroll region: the picture, centred in the view where it is smaller.
        self.scroll_region = (0, 0, 0, 0)

    @property
    def picture_size(self) -> tuple[int, int]:
        """Width and height of the whole picture ((0, 0): nothing shown)."""
        raise NotImplementedError

    def view_moved(self) -> None:
        """The view may show another part of the picture: draw what came into it."""
        raise NotImplementedError

    def _moved(self) -> None:
        if not self._moving:
            self.view_moved()

    def _room(self) -> tuple[int, int]:
        """The view's width and height without scroll bars: the canvas and the bars shown."""
        canvas = self.canvas
        room_x, room_y = canvas.winfo_width(), canvas.winfo_height()
        if room_x <= 1:  # not laid out yet: the size it asked for
            return canvas.winfo_reqwidth(), canvas.winfo_reqheight()
        if self.scroll_y.winfo_manager():
            room_x += self.scroll_y.winfo_reqwidth()
        if self.scroll_x.winfo_manager():
            room_y += self.scroll_x.winfo_reqheight()
        return room_x, room_y

    def _place_picture(self) -> None:
        """Centre a picture smaller than the view, and show a scroll bar only where the
        picture is bigger: the scroll region is the picture, widened on both sides to the
        view's size where it is smaller. The picture keeps its canvas coordinates from
        (0, 0), so every item drawn over it by field stays where it belongs.

        Whether a bar is needed is decided on the room without bars (a bar takes room from
        the other side), so a picture that fits the view without them never keeps them."""
        picture_width, picture_height = self.picture_size
        if not picture_width:
            return
        room_x, room_y = self._room()
        across, down = picture_width > room_x, picture_height > room_y
        across = across or (down and picture_width > room_x - self.scroll_y.winfo_reqwidth())
        down = down or (across and picture_height > room_y - self.scroll_x.winfo_reqheight())
        for bar, needed in ((self.scroll_x, across), (self.scroll_y, down)):
            if needed and not bar.winfo_manager():
                bar.grid()
            elif not needed and bar.winfo_manager():
                bar.grid_remove()
        # the canvas as it is now; a change of the bars brings a <Configure> and a new call
        room_x, room_y = self.canvas.winfo_width(), self.canvas.winfo_height()
        if room_x <= 1:
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
        self._moved()

    def move_to(self, x: float, y: float) -> None:
        """Scroll so that the picture's point (x, y) is at the view's top left corner (as far
        as the scroll region lets it)."""
        left, top, right, bottom = self.scroll_region
        self.canvas.xview_moveto((x - left) / max(1, right - left))
        self.canvas.yview_moveto((y - top) / max(1, bottom - top))

    def see_box(self, box: Region, margin: int = 0) -> None:
        """Scroll as little as needed to bring the picture's inclusive ``box`` into the view,
        with ``margin`` pixels round it where the view has room for them (a box at the
        picture's edge goes as far as the scroll region lets it)."""
        canvas = self.canvas
        left, top, right, bottom = box
        region_left, region_top, region_right, region_bottom = self.scroll_region
        for low, high, start, room, first, length, move_to in (
            (
                left,
                right,
                canvas.canvasx(0),
                canvas.winfo_width(),
                region_left,
                region_right - region_left,
                canvas.xview_moveto,
            ),
            (
                top,
                bottom,
                canvas.canvasy(0),
                canvas.winfo_height(),
                region_top,
                region_bottom - region_top,
                canvas.yview_moveto,
            ),
        ):
            room_round = max(0, min(margin, (room - (high + 1 - low)) // 2))
            if low - room_round < start:
                move_to((low - room_round - first) / max(1, length))
            elif high + 1 + room_round > start + room:
                move_to((high + 1 + room_round - room - first) / max(1, length))

    def scroll(self, notches: int, sideways: bool = False) -> None:
        """Scroll for notches of the mouse wheel: up (positive) or down, or left and right."""
        move = self.canvas.xview_scroll if sideways else self.canvas.yview_scroll
        move(-WHEEL_UNITS * notches, "units")

    def scroll_pixels(self, right: int, down: int) -> None:
        """Move the view ``right`` and ``down`` pixels over the picture (left and up when
        negative), as far as the picture goes."""
        self.move_to(self.canvas.canvasx(0) + right, self.canvas.canvasy(0) + down)

    def _scrolled(self, scrollbar: ttk.Scrollbar):
        def scrolled(first: str, last: str) -> None:
            scrollbar.set(first, last)
            self._moved()  # the view may have changed by ways ViewCanvas does not see

        return scrolled

    @contextlib.contextmanager
    def moving(self) -> Iterator[None]:
        """A change of the view in several steps (a new picture, then scrolled to the place
        it belongs): the picture is told once, at its end, for the view where it ends up."""
        self._moving = True
        try:
            yield
        finally:
            self._moving = False
        self._moved()

    def view_region(self) -> Region:
        """The part of the canvas that the view shows (beyond the picture where it is smaller)."""
        left, top = int(self.canvas.canvasx(0)), int(self.canvas.canvasy(0))
        return (
            left,
            top,
            left + max(self.canvas.winfo_width(), 1),
            top + max(self.canvas.winfo_height(), 1),
        )
