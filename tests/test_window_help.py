"""The Help menu under a real X server: the shortcuts window lists every command of the table
with its keys, the controls window every control and algorithm, About links the Wikibook,
Manual opens the manual's copy in the browser; each is keyboard usable, fits a small screen
and follows a language switch."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit
from urllib.request import url2pathname

import pytest
from helpers import press
from test_window import make_app, switch_language

from labyrinth.generators import ALGORITHMS
from labyrinth.gui.help import LARGEST, WIKIBOOK, AboutWindow, ControlsWindow, ShortcutsWindow
from labyrinth.gui.menus import LAYOUT, SUBMENUS
from labyrinth.i18n import _
from tools.build_site import build_manual


def focus_inside(window):
    focus = window.window.focus_get()
    return focus is not None and str(focus).startswith(str(window.window))


def test_every_command_is_in_a_menu_with_its_accelerator(tk_root):
    app = make_app(tk_root)
    in_menus = [key for layout in LAYOUT.values() for key in layout if key is not None]
    assert sorted(in_menus) == sorted([*app.commands, *SUBMENUS])
    for menu, layout in LAYOUT.items():
        for index, key in enumerate(layout):
            if key is None:
                continue
            if key in SUBMENUS:
                assert app.menus[menu].type(index) == "cascade"
                assert app.menus[menu].entrycget(index, "label") == SUBMENUS[key]
                continue
            command = app.commands[key]
            assert app.menus[menu].entrycget(index, "label") == command.label
            assert app.menus[menu].entrycget(index, "accelerator") == command.accelerator


def test_f1_opens_the_shortcuts_with_every_command_and_esc_closes_them(tk_root):
    app = make_app(tk_root)
    press(app, "F1")
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
    press(app, "Return", window.link)
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


def test_the_shortcuts_list_every_modes_keys_from_its_own_table(tk_root):
    """Play mode, the walk, the teaching view, the editor and a watched solver: each section
    made from the mode's own key table (or the window's commands), so none can go stale."""
    from labyrinth.gui.editor.mode import KEYS as EDITOR_KEYS
    from labyrinth.gui.help import SOLVER_COMMANDS, TEACH_KEYS, TEACH_MOUSE
    from labyrinth.gui.play import KEYS as PLAY_KEYS
    from labyrinth.gui.teach.program_view import KEYS as REPLAY_KEYS
    from labyrinth.gui.teach.view import KEYS as TEACH_SEQUENCES
    from labyrinth.gui.walk.mode import KEY_NAMES
    from labyrinth.gui.walk.mode import KEYS as WALK_KEYS

    assert set(TEACH_KEYS) == set(TEACH_SEQUENCES)  # every key the teaching view binds
    assert set(KEY_NAMES) == {*WALK_KEYS, "leave"}
    app = make_app(tk_root)
    rows = app.help.show("shortcuts").rows()
    sections = [label for label, keys in rows if not keys]
    for title in (
        "Play mode (Ctrl+P)",
        "Walking inside the maze (F8)",
        "Teaching view (F7)",
        "Program editor (F9)",
        "The replay of your program (Ctrl+R)",
        "A solver watched from the Solve menu",
    ):
        assert title in sections
    expected = [(what, keys) for what, keys, _s in PLAY_KEYS]
    expected += [*KEY_NAMES.values(), *TEACH_KEYS.values(), *TEACH_MOUSE]
    expected += [(what, keys) for what, keys, _sequences in EDITOR_KEYS.values()]
    expected += list(REPLAY_KEYS)
    for row in expected:
        assert row in rows
    assert ("Move", "Arrow keys, W A S D") in rows
    assert ("Stop when the walk gets to a field (a breakpoint)", "Ctrl+click the field") in rows
    solver = rows[rows.index(("A solver watched from the Solve menu", "")) + 1 :]
    assert [label for label, _keys in solver] == [
        app.commands[key].label for key in SOLVER_COMMANDS
    ]


def test_the_controls_window_explains_the_modes_palettes_and_solvers(tk_root):
    from labyrinth.gui.menus import PALETTE_TITLES, VIEW_TITLES
    from labyrinth.solvers import SOLVERS

    app = make_app(tk_root)
    text = " ".join(app.help.show("controls").shown().split())
    for heading in (
        "Palettes",
        "Views",
        "Play mode",
        "Walking inside the maze",
        "Teaching view",
        "Recursion and Loop",
        "Java source",
        "Stop at dead ends",
        "Path longer than",
        "Breakpoints",
        "The Solve menu",
        "What a program may do",
    ):
        assert heading + " " in text
    for title in (*PALETTE_TITLES.values(), *VIEW_TITLES.values()):
        assert title in text
    for solver in SOLVERS.values():
        assert f"{solver.name} {' '.join(solver.summary.split())}" in text
    assert "W A S D" in text and "Ctrl+click a field" in text


@pytest.mark.parametrize("language", ["Deutsch", "Français"])
def test_help_windows_fit_and_long_cells_end_in_an_ellipsis(tk_root, language):
    """In every language the help windows fit a 1024 × 600 screen; a shortcut cell too long
    for its column is cut with "…" (the selected row is shown in full under the list)."""
    app = make_app(tk_root)
    switch_language(app, language)
    shortcuts = app.help.show("shortcuts")
    for kind in ("shortcuts", "controls", "about"):
        window = app.help.show(kind)
        tk_root.update()
        assert window.window.winfo_width() <= 1024 and window.window.winfo_height() <= 560
    for (label, keys), (shown_label, shown_keys) in zip(
        shortcuts.rows(), shortcuts.shown(), strict=True
    ):
        for whole, shown in ((label, shown_label), (keys, shown_keys)):
            if shown != whole:
                assert shown.endswith("…") and whole.startswith(shown[:-1])
    tree = shortcuts.tree
    row = next(item for section in tree.get_children() for item in tree.get_children(section))
    tree.focus(row)
    tree.selection_set(row)
    tk_root.update()
    label, keys = shortcuts.whole[row]
    assert shortcuts.detail.cget("text") == f"{label}: {keys}"


@pytest.fixture(scope="module")
def manual(tmp_path_factory) -> Path:
    """The manual built from docs/ as an install builds it into the package."""
    folder = tmp_path_factory.mktemp("manual") / "manual"
    build_manual(folder)
    return folder


def choose_manual(app) -> None:
    help_menu = app.menus["help"]
    labels = [help_menu.entrycget(i, "label") for i in range(help_menu.index("end") + 1)]
    help_menu.invoke(labels.index(_("Manual")))
    app.root.update()


@pytest.mark.timeout(300)
def test_help_manual_opens_the_packaged_copy_in_the_browser(tk_root, monkeypatch, manual):
    """Help → Manual hands the browser the front page of the manual's copy as a file URL. No
    real browser can open under test, so ``webbrowser.open`` records the address instead."""
    opened = []
    monkeypatch.setattr("webbrowser.open", lambda url: opened.append(url) or True)
    monkeypatch.setattr("labyrinth.manual_copy.manual_folder", lambda: manual)
    app = make_app(tk_root)
    choose_manual(app)
    [url] = opened
    page = Path(url2pathname(urlsplit(url).path))
    assert url.startswith("file://") and page == manual / "index.html" and page.is_file()
    assert "labyrinth" in page.read_text(encoding="utf-8")
    assert app.status.text == "The manual opens in your browser."
    monkeypatch.setattr("webbrowser.open", lambda url: False)  # no browser on this computer
    choose_manual(app)
    assert app.status.text == f"No browser could be started; the manual is {page}."


def test_help_manual_without_a_copy_says_how_to_get_one(tk_root, monkeypatch, tmp_path):
    opened = []
    monkeypatch.setattr("webbrowser.open", lambda url: opened.append(url) or True)
    monkeypatch.setattr("labyrinth.manual_copy.manual_folder", lambda: tmp_path)
    app = make_app(tk_root)
    choose_manual(app)
    assert opened == []
    assert app.status.text == "No manual here yet: 'pip install -e .' in the checkout builds one."
    switch_language(app, "Deutsch")
    assert app.status.text == "Noch kein Handbuch hier: 'pip install -e .' in der Kopie baut es."
