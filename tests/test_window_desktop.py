"""The window on a user's desktop (under a real X server, pytest-xvfb): its choices saved as
they change, its size following the text size, Alt and a letter opening a menu, a touchpad's
scrolling."""

from __future__ import annotations

import tkinter as tk

import pytest
from helpers import press
from test_window import make_app, run_until

from labyrinth import MazeGraphs
from labyrinth.gui.app import LabyrinthApp
from labyrinth.gui.viewport import TOUCHPAD_SCROLL, knows_event, touchpad_deltas
from labyrinth.settings import Settings, load_settings, settings_path


def saved_settings() -> Settings:
    return load_settings()[0]


# -- choices saved as they change ----------------------------------------------------------------


def test_a_text_size_chosen_with_alt_plus_is_saved_while_the_window_stays_open(tk_root):
    """A desktop session that ends closes the window without Ctrl+Q: the choice is saved
    already."""
    app = make_app(tk_root)
    press(app, "Alt-plus")
    assert app.settings.text_size == 110
    run_until(tk_root, lambda: settings_path().exists() and saved_settings().text_size == 110)
    press(app, "Alt-plus")
    run_until(tk_root, lambda: saved_settings().text_size == 125)
    assert tk_root.winfo_exists()  # never closed


def test_a_window_showing_a_maze_file_saves_its_look_but_not_the_file_s_size(tk_root):
    graphs = MazeGraphs(6, 5, display=False, seed=2)
    graphs.build_maze()
    app = LabyrinthApp(tk_root, Settings(width=6, height=5), graphs, remember_maze=False)
    tk_root.update()
    app.appearance.set_palette("okabe-ito")
    run_until(tk_root, lambda: settings_path().exists())
    assert saved_settings() == Settings(palette="okabe-ito")


# -- the window's size follows the text size --------------------------------------------------


def size_of(root: tk.Tk) -> tuple[int, int]:
    root.update()
    return root.winfo_width(), root.winfo_height()


def test_a_larger_text_grows_the_window_within_the_screen_and_the_maze_keeps_its_size(tk_root):
    """The screen here is 1280 × 1024; the window opens 1040 × 760, the desktop's bars keep
    40 and 90 pixels of it."""
    app = make_app(tk_root, width=32, height=24)
    assert size_of(tk_root) == (1040, 760)
    field_size = app.view.field_size
    app.appearance.set_text_size(110)
    assert size_of(tk_root) == (1144, 836)
    app.appearance.set_text_size(200)
    assert size_of(tk_root) == (1280 - 40, 1024 - 90)
    run_until(tk_root, lambda: app.view.field_size >= field_size)  # fitted again
    status = app.status
    assert status.winfo_rooty() + status.winfo_height() <= tk_root.winfo_rooty() + 934
    app.appearance.set_text_size(100)  # a smaller text: the maze has the room
    assert size_of(tk_root) == (1240, 934)


# -- Alt and a letter open a menu ----------------------------------------------------------------


def menu_opened_by(app, letter: str) -> str | None:
    """The title of the menu that Alt and ``letter`` open, pressed over the maze (None: none
    opens); the menu is closed again. Tk shows a clone of the menu bar on X11 (".#!menu" for
    ".!menu"), which keeps the active entry."""
    root = app.root
    press(app, f"Alt-KeyPress-{letter}")
    shown = "." + str(app.menus.bar).replace(".", "#")
    active = root.tk.call(shown, "index", "active")
    title = (
        None if str(active) == "none" else str(root.tk.call(shown, "entrycget", active, "-label"))
    )
    root.tk.call("tk::MenuUnpost", "")
    root.update()
    return title


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_alt_and_a_menu_s_underlined_letter_opens_that_menu(tk_root, language):
    app = make_app(tk_root)
    app.appearance.set_language(language)
    bar = app.menus.bar
    titles = [bar.entrycget(index, "label") for index in range(bar.index("end") + 1)]
    letters = [title[int(bar.entrycget(i, "underline"))] for i, title in enumerate(titles)]
    assert len({letter.lower() for letter in letters}) == len(titles)  # each its own letter
    for title, letter in zip(titles, letters, strict=True):
        if letter.isascii():  # the test's X server has no German keys (Lösen's ö)
            assert menu_opened_by(app, letter.lower()) == title


# -- a touchpad ----------------------------------------------------------------------------------


def touchpad_event(sideways: int, down: int) -> tk.Event:
    """A ``<TouchpadScroll>`` event as Tk 9 makes it: both pixel counts in its delta, each a
    signed 16-bit number, sideways in the high half and down in the low half."""
    event: tk.Event = tk.Event()
    event.delta = (sideways << 16) | (down & 0xFFFF)
    event.state = 0
    return event


@pytest.mark.parametrize(
    ("sideways", "down"), [(0, 0), (5, 0), (0, 7), (-3, 12), (40, -25), (-1, -1), (-32768, 32767)]
)
def test_a_touchpad_s_delta_unpacks_into_both_signed_pixel_counts(sideways, down):
    assert touchpad_deltas(touchpad_event(sideways, down).delta) == (sideways, down)


def test_two_fingers_on_a_touchpad_move_the_maze_by_their_pixels(tk_root):
    app = make_app(tk_root, width=60, height=45, seed=2)
    for _step in range(4):
        press(app, "Control-plus")
    canvas = app.view.canvas
    canvas.xview_moveto(0.3)
    canvas.yview_moveto(0.3)
    tk_root.update()
    left, top = canvas.canvasx(0), canvas.canvasy(0)
    # fingers moved up and to the left: the maze follows them, the view goes down and right
    app.viewport.touchpad(touchpad_event(-14, -9))
    tk_root.update()
    assert (canvas.canvasx(0), canvas.canvasy(0)) == (left + 14, top + 9)
    app.viewport.touchpad(touchpad_event(6, 20))
    tk_root.update()
    assert (canvas.canvasx(0), canvas.canvasy(0)) == (left + 8, top - 11)


def test_the_touchpad_is_bound_where_tk_has_its_event(tk_root):
    app = make_app(tk_root)
    canvas = app.view.canvas
    assert knows_event(canvas, "<MouseWheel>") and not knows_event(canvas, "<NoSuchEvent>")
    bound = TOUCHPAD_SCROLL in canvas.bind()
    assert bound == knows_event(canvas, TOUCHPAD_SCROLL)
    assert bound == (tk.TkVersion >= 9)  # Tk 8.6 sends a touchpad's scrolling as the wheel's
