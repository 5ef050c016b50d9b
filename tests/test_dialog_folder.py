"""Where the file dialogs open, under a home folder of the test's own, and Tk's own dialog
hiding dot-folders until asked."""

from __future__ import annotations

import pytest
from test_window import make_app

from labyrinth.gui import dialog_folder
from labyrinth.gui.dialog_folder import documents_folder, initial_folder, remembered
from labyrinth.gui.file_dialogs import open_maze_file


@pytest.fixture
def home(tmp_path, monkeypatch):
    """An empty home folder, and nothing remembered from an earlier dialog."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setattr(dialog_folder, "_last_folder", None)
    return tmp_path


def user_dirs(home, line):
    (home / ".config").mkdir(exist_ok=True)
    (home / ".config" / "user-dirs.dirs").write_text(
        f'# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR="$HOME/Desktop"\n{line}\n'
    )


def test_without_a_documents_folder_the_dialogs_open_at_home(home):
    assert documents_folder() == home


def test_the_documents_folder_by_its_english_or_german_name(home):
    (home / "Dokumente").mkdir()
    assert documents_folder() == home / "Dokumente"
    (home / "Documents").mkdir()
    assert documents_folder() == home / "Documents"


def test_user_dirs_names_the_documents_folder(home):
    (home / "Documents").mkdir()
    (home / "Papiere").mkdir()
    user_dirs(home, 'XDG_DOCUMENTS_DIR="$HOME/Papiere"')
    assert documents_folder() == home / "Papiere"
    user_dirs(home, f'XDG_DOCUMENTS_DIR="{home / "Papiere"}"')  # an absolute path
    assert documents_folder() == home / "Papiere"


def test_a_documents_folder_of_user_dirs_that_does_not_exist_is_passed_over(home):
    (home / "Documents").mkdir()
    user_dirs(home, 'XDG_DOCUMENTS_DIR="$HOME/Gone"')
    assert documents_folder() == home / "Documents"


def test_xdg_config_home_holds_user_dirs(home, monkeypatch):
    (home / "Papiere").mkdir()
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "elsewhere"))
    (home / "elsewhere").mkdir()
    (home / "elsewhere" / "user-dirs.dirs").write_text('XDG_DOCUMENTS_DIR="$HOME/Papiere"\n')
    assert documents_folder() == home / "Papiere"


def test_the_next_dialog_opens_where_the_last_file_was_chosen(tk_root, home):
    (home / "Documents").mkdir()
    (home / "mazes").mkdir()
    assert initial_folder(tk_root) == str(home / "Documents")
    assert remembered(str(home / "mazes" / "a.maz")) == str(home / "mazes" / "a.maz")
    assert initial_folder(tk_root) == str(home / "mazes")
    remembered("")  # a dialog cancelled: nothing changes
    assert initial_folder(tk_root) == str(home / "mazes")


def hidden_variables(root) -> tuple[str, str]:
    return (
        str(root.tk.call("set", "::tk::dialog::file::showHiddenBtn")),
        str(root.tk.call("set", "::tk::dialog::file::showHiddenVar")),
    )


def test_the_open_dialog_starts_in_documents_and_hides_dot_folders(tk_root, home):
    """Tk's own dialog, opened from the window and read before it is cancelled: its folder,
    the switch offered and hidden files off; the user's choice in it lasts the session."""
    (home / "Documents").mkdir()
    app = make_app(tk_root)
    seen: dict[str, object] = {}
    looks = iter(range(400))

    def look_and_cancel():
        dialog = ".__tk_filedialog"
        if tk_root.tk.call("winfo", "exists", dialog):
            try:
                folder = tk_root.tk.call("set", f"::tk::dialog::file::{dialog[1:]}(selectPath)")
                seen["folder"] = str(folder)
                seen["hidden"] = hidden_variables(tk_root)
            finally:  # whatever was seen, the dialog must not wait for ever
                tk_root.tk.call("::tk::dialog::file::CancelCmd", dialog)
        elif next(looks, None) is not None:
            tk_root.after(50, look_and_cancel)

    tk_root.after(50, look_and_cancel)
    open_maze_file(app.window, app.files.show_finished)
    assert seen["folder"] == str(home / "Documents")
    assert seen["hidden"] == ("1", "0")
    tk_root.tk.call("set", "::tk::dialog::file::showHiddenVar", "1")  # the user shows them
    initial_folder(tk_root)
    assert hidden_variables(tk_root) == ("1", "1")
