"""Driving the real window as a user does — its keys, its menus, its buttons, the teaching
view's step box — and looking at it on the screen."""

from __future__ import annotations

import re
import time
import tkinter as tk
from typing import Any

from PIL import Image, ImageGrab

from labyrinth import i18n
from labyrinth.settings import Settings
from tests.helpers import press as press_key


def opened(settings: Settings, language: str = "en", **given: Any) -> Any:
    """The window as ``labyrinth`` opens it, on ``settings``; ``given`` as the command line
    passes them (options, excluded, seed, start_panel)."""
    from labyrinth.gui.app import LabyrinthApp
    from labyrinth.gui.window import make_root

    i18n.set_language(language)
    settings.language = language
    root = make_root()
    root.geometry("+0+0")
    app = LabyrinthApp(root, settings, remember_maze=False, **given)
    settle(root)
    return app


def settle(root: tk.Misc, seconds: float = 0.3) -> None:
    """Let the window handle its events and draw for a while."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        root.update()
        time.sleep(0.01)


def until(root: tk.Misc, condition: Any, what: str, seconds: float = 120) -> None:
    """Run the window until ``condition()`` holds."""
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise SystemExit(f"The window never got there: {what}.")
        root.update()
        time.sleep(0.01)
    settle(root)


def press(app: Any, key: str, widget: tk.Misc | None = None) -> None:
    """Press ``key`` in ``widget`` (the maze unless told) as the tests do, then let the
    window draw what the key changed."""
    press_key(app, key, widget)
    settle(app.root, 0.05)


def built(app: Any) -> Any:
    """Build the maze and show it finished (Build, then End)."""
    app.build()
    app.session.mode.finish()
    until(app.root, lambda: app.session.graphs.result is not None, "the maze built")
    return app


def paused_build(app: Any, steps: int) -> Any:
    """Build, paused at once (Step), then ``steps`` steps with Right."""
    app.build(paused=True)
    for _step in range(steps):
        app.session.mode.step()
    settle(app.root)
    return app


def grab(*windows: tk.Misc) -> Image.Image:
    """What the screen shows of ``windows`` (toplevels), the smallest box round them all,
    their menu bars included (a toplevel's geometry says where its frame is, the menu bar's
    top; there is no window manager to add a border)."""
    windows[0].update()
    windows[0].winfo_pointerxy()  # a round trip: the server has drawn everything
    corners = [frame_corner(window) for window in windows]
    left = min(x for x, _y in corners)
    top = min(y for _x, y in corners)
    right = max(window.winfo_rootx() + window.winfo_width() for window in windows)
    bottom = max(window.winfo_rooty() + window.winfo_height() for window in windows)
    return ImageGrab.grab(bbox=(left, top, right, bottom)).convert("RGB")


def choose(app: Any, menu: str, entry: str) -> None:
    """Click ``entry`` in the menu bar's ``menu`` (their English labels)."""
    bar = app.root.nametowidget(app.root["menu"])
    submenu = app.root.nametowidget(bar.entrycget(bar.index(menu), "menu"))
    submenu.invoke(submenu.index(entry))
    settle(app.root)


def frame_corner(window: tk.Misc) -> tuple[int, int]:
    """The top left corner of ``window``'s frame on the screen."""
    _size, x, y = window.winfo_toplevel().wm_geometry().split("+")
    return int(x), int(y)


def teaching(app: Any, step: int) -> Any:
    """The teaching view (F7) at ``step``, typed into its step box."""
    press(app, "F7")
    view = app.modes["teach"]
    until(app.root, lambda: view.history is not None, "the teaching view recorded")
    view.jump_to_step(step)
    settle(app.root, 0.5)
    return view


def to_dead_end(app: Any) -> None:
    """Right, a line at a time, until the teaching view's step comes to its dead end (a
    step of the book's method has a dozen lines)."""
    for _line in range(100):
        if "dead end" in app.status.text:
            settle(app.root)
            return
        press(app, "Right")
    raise SystemExit(f"No dead end in this step: {app.status.text}")


def refusals(status: str) -> int:
    """How many moves the walk's status line says were refused."""
    found = re.search(r"refused (\d+)", status)
    return int(found.group(1)) if found else 0
