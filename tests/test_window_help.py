"""The Help menu under a real X server: the shortcuts window lists every command of the table
with its keys, the controls window every control and algorithm, About links the Wikibook;
each is keyboard usable, fits a small screen and follows a language switch."""

from __future__ import annotations

import pytest
from test_window import make_app, switch_language

from labyrinth.generators import ALGORITHMS
from labyrinth.gui.help import LARGEST, WIKIBOOK, AboutWindow, ControlsWindow, ShortcutsWindow
from labyrinth.gui.menus import LAYOUT
from labyrinth.i18n import _


def focus_inside(window):
    focus = window.window.focus_get()
    return focus is not None and str(focus).startswith(str(window.window))


def test_every_command_is_in_a_menu_with_its_accelerator(tk_root):
    app = make_app(tk_root)
    in_menus = [key for layout in LAYOUT.values() for key in layout if key is not None]
    assert sorted(in_menus) == sorted(app.commands)
    for menu, layout in LAYOUT.items():
        for index, key in enumerate(layout):
            if key is None:
                continue
            command = app.commands[key]
            assert app.menus[menu].entrycget(index, "label") == command.label
            assert app.menus[menu].entrycget(index, "accelerator") == command.accelerator


def test_f1_opens_the_shortcuts_with_every_command_and_esc_closes_them(tk_root):
    app = make_app(tk_root)
    app.view.canvas.focus_force()
    tk_root.update()
    app.view.canvas.event_generate("<F1>")
    tk_root.update()
    window = app.help.windows["shortcuts"]
    assert isinstance(window, ShortcutsWindow) and window.window.title() == "Keyboard shortcuts"
    assert focus_inside(window)
    rows = window.rows()
    for command in app.commands.values():
        keys = ", ".join(text for text in (command.accelerator, command.more) if text)
        assert (command.label, keys) in rows
    assert ("Step", "F6, Right while a build, a solver or a replay runs") in rows
    assert ("Step back", "Shift+F6, Left while a solver or a replay runs") in rows
    assert ("Move the field cursor", "Arrow keys") in rows
    assert ("Exclude many fields, or bring them back", "Drag") in rows
    window.tree.event_generate("<Escape>")
    tk_root.update()
    assert not window.exists()
    app.help.show("shortcuts")
    assert app.help.windows["shortcuts"] is not window  # made anew after it closed


@pytest.mark.parametrize("kind", ["shortcuts", "controls", "about"])
def test_each_help_window_fits_a_small_screen_and_has_the_focus(tk_root, kind):
    app = make_app(tk_root)
    window = app.help.show(kind)
    tk_root.update()
    assert focus_inside(window)
    width, height = window.window.winfo_width(), window.window.winfo_height()
    assert width <= LARGEST[0] and height <= LARGEST[1]
    assert width <= 1024 and height <= 600 - 40  # room for a panel on a 1024 × 600 screen
    assert app.help.show(kind) is window  # a second call brings the same window forward


def test_the_controls_window_explains_every_control_and_algorithm(tk_root):
    app = make_app(tk_root)
    window = app.help.show("controls")
    assert isinstance(window, ControlsWindow)
    text = " ".join(window.shown().split())
    for heading in ("Width and height", "Seed", "Loops %", "Blocks ‰", "Speed", "River"):
        assert heading + " " in text
    assert "2 to 4096" in text and "(3000 steps a second)" in text
    for algorithm in ALGORITHMS.values():
        assert algorithm.title in text and " ".join(algorithm.summary.split()) in text
    assert "Variants: newest, random, oldest, mix." in text
    window.text.see("end")  # long: it scrolls, with its scroll bar shown
    tk_root.update()
    assert window.text.yview()[0] > 0


def test_about_says_version_and_licence_and_opens_the_wikibook(tk_root, monkeypatch):
    import labyrinth

    opened = []
    monkeypatch.setattr("webbrowser.open", opened.append)
    app = make_app(tk_root)
    window = app.help.show("about")
    assert isinstance(window, AboutWindow)
    assert labyrinth.__version__ in window.name.cget("text")
    assert "Unlicense" in window.licence.cget("text")
    assert "Rekursive Labyrinthe" in window.about.cget("text")
    window.link.event_generate("<Button-1>")
    window.link.focus_force()
    tk_root.update()
    window.link.event_generate("<Return>")
    tk_root.update()
    assert opened == [WIKIBOOK, WIKIBOOK]


def test_a_language_switch_relabels_the_open_help_windows(tk_root):
    app = make_app(tk_root)
    windows = [app.help.show(kind) for kind in ("shortcuts", "controls", "about")]
    switch_language(app, "Deutsch")
    tk_root.update()
    shortcuts, controls, about = windows
    assert shortcuts.window.title() == "Tastenkürzel"
    rows = shortcuts.rows()
    for command in app.commands.values():
        assert _(command.label) in [label for label, _keys in rows]
    assert ("Rückgängig", "Strg+Z") in rows and ("Datei", "") in rows
    assert shortcuts.close.cget("text") == "Schließen"
    assert "Breite und Höhe" in controls.shown() and "Varianten: " in controls.shown()
    assert about.licence.cget("text").startswith("Lizenz")
    assert app.menus.bar.entrycget(app.menus.bar.index("end"), "label") == "Hilfe"
    switch_language(app, "English")
    assert shortcuts.window.title() == "Keyboard shortcuts"
