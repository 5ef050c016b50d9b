"""The program editor under a real X server: F9 and the View menu, the text's keys (which never
reach the window's shortcuts), colours, Undo, templates, Open and Save of real files, and the
questions asked before unsaved text is lost."""

from __future__ import annotations

from helpers import press
from test_window import grab, make_app

from labyrinth.formats.text import MazeFileError
from labyrinth.gui.editor.code_text import COLOURS
from labyrinth.gui.editor.mode import TAG
from labyrinth.programs.source_file import LARGEST_PROGRAM, read_program
from labyrinth.teaching.sources import recursion_source


def open_editor(root, **options):
    app = make_app(root, **options)
    press(app, "F9")
    editor = app.modes["editor"]
    assert editor.active and app.session.mode is editor
    return app, editor


def press_in_code(app, key):
    """A key pressed in the editor's code."""
    press(app, key, app.modes["editor"].code.text)


def type_text(app, text):
    """Type ``text`` key by key into the editor, as a user would."""
    names = {" ": "space", "\n": "Return", ":": "colon", "(": "parenleft", ")": "parenright"}
    widget = app.modes["editor"].code.text
    widget.focus_force()
    for character in text:
        widget.event_generate(f"<KeyPress-{names.get(character, character)}>")
    app.root.update()


def set_text(editor, text):
    editor.code.replace(text)
    editor.code.text.update()


def shows(colours, hex_colour):
    """Whether ``colours`` has ``hex_colour``, or one a glyph's smoothed edge makes of it."""
    wanted = [int(hex_colour[i : i + 2], 16) for i in (1, 3, 5)]
    return any(sum(abs(a - b) for a, b in zip(c, wanted, strict=True)) < 24 for c in colours)


def answer_box(root, button, seen):
    """Press ``button`` (yes, no, cancel) in the next Tk message box; its text goes to
    ``seen``. Looked for a number of times, not for a duration."""
    looks = iter(range(400))

    def answer():
        dialog = ".__tk__messagebox"
        if root.tk.call("winfo", "exists", dialog):
            seen.append(str(root.tk.call(f"{dialog}.msg", "cget", "-text")))
            root.tk.call(f"{dialog}.{button}", "invoke")
        elif next(looks, None) is not None:
            root.after(50, answer)

    root.after(50, answer)


def answer_file_dialog(root, path):
    """Type ``path`` into the next Tk file dialog and press its OK button."""
    dialog = ".__tk_filedialog"
    looks = iter(range(400))

    def answer():
        exists = root.tk.call("winfo", "exists", dialog)
        if exists and root.tk.call("winfo", "ismapped", dialog):
            entry = f"{dialog}.contents.f2.ent"
            root.tk.call(entry, "delete", 0, "end")
            root.tk.call(entry, "insert", 0, str(path))
            root.tk.call(f"{dialog}.contents.f2.ok", "invoke")
        elif next(looks, None) is not None:
            root.after(50, answer)

    root.after(50, answer)


def test_f9_and_the_view_menu_open_the_editor_with_the_books_method(tk_root):
    app, editor = open_editor(tk_root)
    text = editor.code.get()
    assert "\n".join(recursion_source().lines) in text  # the method as the teaching view shows
    assert editor.panel.winfo_ismapped() and editor.code.text.focus_get() is editor.code.text
    assert TAG in app.controls.buttons["build"].bindtags()  # its keys work everywhere
    press_in_code(app, "Escape")
    assert app.session.mode is app.building and not editor.panel.winfo_ismapped()
    assert TAG not in app.controls.buttons["build"].bindtags()
    view = app.menus["view"]
    entries = range(view.index("end") + 1)
    view.invoke(
        next(
            i
            for i in entries
            if view.type(i) == "command" and view.entrycget(i, "label") == "Program editor"
        )
    )
    tk_root.update()
    assert editor.active and editor.code.get() == text  # the text stayed


def test_keys_typed_in_the_text_edit_it_and_never_steer_the_maze(tk_root):
    """Space, Right, Left, End, Home and X would play, step, finish or exclude a field: in the
    editor's text they only edit it."""
    app, editor = open_editor(tk_root)
    set_text(editor, "")
    for key in ("x", "space", "y", "Left", "Right", "Home", "End", "F6"):
        press_in_code(app, key)
    assert editor.code.get() == "x y"
    assert app.building.player.state.value == "idle" and not app.excluded
    assert app.session.mode is editor


def test_return_keeps_the_indentation_and_tab_indents(tk_root):
    app, editor = open_editor(tk_root)
    set_text(editor, "")
    type_text(app, "while x:\nmove()\n")
    assert editor.code.get() == "while x:\n    move()\n    "
    text = editor.code.text
    text.tag_add("sel", "1.0", "end")
    press_in_code(app, "Tab")
    assert editor.code.get().splitlines()[:2] == ["    while x:", "        move()"]
    press_in_code(app, "Shift-Tab")
    press_in_code(app, "Shift-Tab")
    assert editor.code.get().splitlines()[:2] == ["while x:", "move()"]


def test_backspace_in_the_indentation_goes_back_one_level(tk_root):
    """As IDLE and Thonny: from 8 spaces to 4, from 7 to 4 (not to an `else:` at 7); after
    text, one character."""
    app, editor = open_editor(tk_root)
    set_text(editor, "")
    type_text(app, "if x:\nmove()\n")
    press_in_code(app, "BackSpace")
    assert editor.code.get() == "if x:\n    move()\n"
    type_text(app, "        ")
    press_in_code(app, "BackSpace")
    assert editor.code.get() == "if x:\n    move()\n    "
    type_text(app, "   ")
    press_in_code(app, "BackSpace")
    type_text(app, "else:")
    press_in_code(app, "BackSpace")
    assert editor.code.get() == "if x:\n    move()\n    else"
    for _ in range(5):
        press_in_code(app, "BackSpace")
    assert editor.code.get() == "if x:\n    move()\n"


def test_ctrl_z_undoes_the_text_not_the_maze(tk_root):
    app, editor = open_editor(tk_root)
    app.build()
    app.session.mode.finish()
    tk_root.update()
    press(app, "F9")
    steps = len(app.session.undo_steps)
    before = editor.code.get()
    type_text(app, "ab")
    press_in_code(app, "Control-z")
    assert editor.code.get() == before
    assert len(app.session.undo_steps) == steps and app.graphs.result is not None
    press_in_code(app, "Control-y")
    assert editor.code.get() != before and "ab" in editor.code.get()


def test_the_text_is_coloured_as_python_with_the_mazes_names(tk_root):
    app, editor = open_editor(tk_root)
    set_text(editor, "while not at_goal():  # go\n    move()\n    n = 'x' + str(42)\n")
    text = editor.code.text

    def coloured(kind):
        ranges = text.tag_ranges(kind)
        return [text.get(ranges[i], ranges[i + 1]) for i in range(0, len(ranges), 2)]

    assert coloured("keyword") == ["while", "not"]
    assert coloured("api") == ["at_goal", "move"]
    assert coloured("comment") == ["# go"]
    assert coloured("string") == ["'x'"]
    assert coloured("number") == ["42"]
    assert coloured("builtin") == ["str"]
    assert editor.code.numbers.get("1.0", "end-1c") == "1\n2\n3\n4"
    # on the screen: the keyword's and the API's colours are there
    shot = grab(text).convert("RGB")
    colours = {colour for _count, colour in shot.getcolors(1 << 16)}
    for kind in ("keyword", "api", "string"):
        assert shows(colours, COLOURS[False][kind])


def test_the_dark_theme_darkens_the_text(tk_root):
    app, editor = open_editor(tk_root)
    app.appearance.set_theme("dark")
    background = grab(editor.code.text).convert("L").getpixel((2, 2))
    assert background < 80
    assert editor.code.text.tag_cget("keyword", "foreground") == COLOURS[True]["keyword"]
    app.appearance.set_theme("light")
    assert grab(editor.code.text).convert("L").getpixel((2, 2)) > 200


def test_a_template_replaces_the_text_only_when_the_user_agrees(tk_root):
    app, editor = open_editor(tk_root)
    type_text(app, "x")
    changed = editor.code.get()
    seen: list[str] = []
    answer_box(tk_root, "cancel", seen)
    editor.use_template("walker")
    assert seen and "not saved" in seen[0]
    assert editor.code.get() == changed  # cancelled: kept
    answer_box(tk_root, "no", seen)
    editor.use_template("walker")
    assert editor.code.get().endswith(
        "while not at_goal():\n    if front_is_clear():\n        move()\n"
        "    else:\n        turn_left()\n"
    )
    press_in_code(app, "Control-z")  # the text before comes back with Ctrl+Z all the same
    assert editor.code.get() == changed


def test_the_walker_template_speaks_the_windows_language(tk_root):
    app, editor = open_editor(tk_root)
    app.appearance.set_language("de")
    try:
        set_text(editor, "")
        editor.file.replaced("")
        editor.use_template("walker")
        assert "while not am_ziel():\n    if vorne_frei():\n        vor()" in editor.code.get()
        assert "# Ein Läufer" in editor.code.get()
    finally:
        app.appearance.set_language("en")


def test_save_and_open_real_files(tk_root, tmp_path):
    app, editor = open_editor(tk_root)
    set_text(editor, "move()\n")
    target = tmp_path / "walker.py"
    answer_file_dialog(tk_root, target)
    press_in_code(app, "Control-s")
    assert target.read_text(encoding="utf-8") == "move()\n"
    assert editor.panel.file_name.cget("text") == "walker.py"
    type_text(app, "x")
    assert editor.panel.file_name.cget("text") == "walker.py •"
    press_in_code(app, "Control-s")  # its file is known: saved without asking
    assert target.read_text(encoding="utf-8") == "xmove()\n"
    other = tmp_path / "other.py"
    other.write_bytes("# ä\r\nvor()\r\n".encode())
    answer_file_dialog(tk_root, other)
    press_in_code(app, "Control-o")
    assert editor.code.get() == "# ä\nvor()\n"
    assert editor.panel.file_name.cget("text") == "other.py"


def test_closing_the_window_asks_about_unsaved_text(tk_root, tmp_path):
    app, editor = open_editor(tk_root)
    type_text(app, "x")
    seen: list[str] = []
    answer_box(tk_root, "cancel", seen)
    app.quit()
    assert seen and tk_root.winfo_exists()  # cancelled: the window stays
    target = tmp_path / "kept.py"
    answer_box(tk_root, "yes", seen)
    answer_file_dialog(tk_root, target)
    app.quit()
    assert target.read_text(encoding="utf-8").startswith("x")


def test_the_quit_question_reads_well_with_and_without_a_file_name(tk_root, tmp_path):
    app, editor = open_editor(tk_root)
    app.appearance.set_language("de")
    try:
        type_text(app, "x")
        seen: list[str] = []
        answer_box(tk_root, "cancel", seen)
        app.quit()
        assert (
            seen[-1]
            == "Das neue Programm hat Änderungen, die nicht gespeichert sind. Zuerst speichern?"
        )
        target = tmp_path / "walker.py"
        answer_file_dialog(tk_root, target)
        press_in_code(app, "Control-s")
        type_text(app, "y")
        answer_box(tk_root, "cancel", seen)
        app.quit()
        assert seen[-1].startswith("Das Programm walker.py hat Änderungen")
    finally:
        app.appearance.set_language("en")


def test_a_file_that_cannot_be_read_is_one_sentence(tmp_path):
    big = tmp_path / "big.py"
    big.write_bytes(b"#" * (LARGEST_PROGRAM + 1))
    binary = tmp_path / "picture.py"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00")
    for path, words in (
        (tmp_path / "missing.py", "No such file"),
        (big, "is it really a program"),
        (binary, "not UTF-8 text"),
    ):
        try:
            read_program(path)
        except MazeFileError as problem:
            assert words in str(problem) and "\n" not in str(problem)
        else:
            raise AssertionError(path)


def test_an_unchanged_template_follows_the_language_a_changed_one_stays(tk_root):
    app, editor = open_editor(tk_root)
    editor.use_template("walker")
    app.appearance.set_language("fr")
    try:
        assert "while not au_but():" in editor.code.get()  # the names of the language too
        assert not editor.file.unsaved
        type_text(app, "x")
        app.appearance.set_language("de")
        assert "while not au_but():" in editor.code.get() and editor.code.get().startswith("x")
    finally:
        app.appearance.set_language("en")
