"""The start panel: the first start offers the teaching view, the editor and the lessons over the
maze, by keyboard alone, in every language; Esc closes it and Help → Start brings it back."""

from __future__ import annotations

import pytest
from helpers import press
from test_window import make_app

from labyrinth.gui.app import LabyrinthApp
from labyrinth.gui.start_panel import StartPanel
from labyrinth.gui.window import watch_build
from labyrinth.options import BuildOptions
from labyrinth.settings import Settings


def shown_at_start(root, *, teach=False, remember_maze=True):
    """Start the window as the command line does and say whether the start panel is shown."""
    seen = []

    def look():
        panels = [child for child in root.children.values() if isinstance(child, StartPanel)]
        seen.append(panels[-1].shown)  # the newest window's (children in the order made)
        root.quit()

    root.after(200, look)
    options = BuildOptions(width=8, height=6, seed=1)
    watch_build(root, Settings(width=8, height=6, speed=0), options, remember_maze, teach)
    return seen[0]


def test_the_first_start_shows_the_panel(tk_root):
    assert shown_at_start(tk_root)


def test_at_the_first_start_the_first_choice_has_the_keys_while_the_maze_builds(tk_root):
    """The start-up build plays behind the panel; Return takes the first choice at once."""
    focused = []

    def look(tries=200):
        panel = [child for child in tk_root.children.values() if isinstance(child, StartPanel)]
        if tk_root.focus_get() is panel[-1].buttons[0] or not tries:  # a busy machine: later
            focused.append(tk_root.focus_get() is panel[-1].buttons[0])
            tk_root.quit()
        else:
            tk_root.after(50, look, tries - 1)

    tk_root.after(500, look)
    options = BuildOptions(width=8, height=6, seed=1)
    watch_build(tk_root, Settings(width=8, height=6, speed=3), options, True)
    assert focused == [True]


def test_the_panel_is_shown_at_the_first_start_only(tk_root, private_config):
    """Nothing chosen at the first start: the second start shows the maze all the same."""
    assert shown_at_start(tk_root)
    assert (private_config / "labyrinth" / "settings.json").exists()
    assert not shown_at_start(tk_root)


def test_a_start_with_settings_saved_shows_no_panel(tk_root, private_config):
    (private_config / "labyrinth").mkdir(parents=True)
    (private_config / "labyrinth" / "settings.json").write_text("{}")
    assert not shown_at_start(tk_root)


@pytest.mark.parametrize("start", [{"teach": True}, {"remember_maze": False}])
def test_a_start_that_asks_for_something_shows_no_panel(tk_root, start):
    """--teach, or a start that names its maze (its size, a seed): that is what is wanted."""
    assert not shown_at_start(tk_root, **start)


def with_panel(root):
    """The window with the start panel, and the keyboard in it as the desktop gives it: to
    the widget that had it last in the window."""
    app = LabyrinthApp(root, Settings(width=8, height=6, speed=0), seed=1, start_panel=True)
    root.update()
    focus_in_window(root).focus_force()
    root.update()
    return app


def focus_in_window(root):
    return root.nametowidget(str(root.tk.call("focus", "-lastfor", root)))


def press_focused(app, key):
    """A key where the focus is."""
    press(app, key, app.root.focus_get())


def test_the_keyboard_alone_chooses(tk_root):
    app = with_panel(tk_root)
    panel = app.start_panel
    assert panel.shown and tk_root.focus_get() is panel.buttons[0]
    press_focused(app, "Down")
    press_focused(app, "Down")
    press_focused(app, "Down")  # round to the first
    press_focused(app, "Down")
    assert tk_root.focus_get() is panel.buttons[1]
    press_focused(app, "Return")
    assert app.session.mode is app.modes["editor"] and not panel.shown


@pytest.mark.parametrize(("key", "mode"), [("F7", "teach"), ("F4", "lessons")])
def test_a_choices_own_key_takes_it(tk_root, key, mode):
    app = with_panel(tk_root)
    press_focused(app, key)
    assert app.session.mode is app.modes[mode] and not app.start_panel.shown


def test_esc_closes_the_panel_and_help_start_brings_it_back(tk_root):
    app = with_panel(tk_root)
    press_focused(app, "Escape")
    assert not app.start_panel.shown and app.session.mode is app.building
    help_menu = app.menus["help"]
    help_menu.invoke(
        next(
            index
            for index in range(help_menu.index("end") + 1)
            if help_menu.type(index) == "command" and help_menu.entrycget(index, "label") == "Start"
        )
    )
    tk_root.update()
    assert app.start_panel.shown and focus_in_window(tk_root) is app.start_panel.buttons[0]


@pytest.mark.parametrize(
    ("language", "title", "first"),
    [
        ("de", "Was möchten Sie tun?", "Die Rekursion des Buchs ansehen (F7)"),
        ("fr", "Que voulez-vous faire ?", "Regarder la récursion du livre (F7)"),
    ],
)
def test_the_panel_speaks_the_windows_language(tk_root, language, title, first):
    app = with_panel(tk_root)
    app.appearance.set_language(language)
    tk_root.update()
    texts = [child.cget("text") for child in app.start_panel.winfo_children()]
    assert title in texts and first in texts


def test_a_window_made_without_asking_shows_no_panel(tk_root):
    """Every other window (the tests' too) starts on the maze."""
    app = make_app(tk_root)
    assert not app.start_panel.shown


def test_the_recursion_is_shown_while_the_start_up_build_plays(tk_root):
    """The first choice works at once, as the window starts (its build playing): the teaching
    view opens on the same maze instead of asking to wait for the build."""
    app = LabyrinthApp(tk_root, Settings(width=8, height=6, speed=1), seed=1, start_panel=True)
    app.build()
    tk_root.update()
    assert app.building.stepping()
    app.start_panel.buttons[0].invoke()
    tk_root.update()
    assert app.session.mode is app.modes["teach"] and not app.start_panel.shown
