"""The program editor keeps its text across a crash, as the lessons keep their code: changes
not saved are written to a recovery file beside the settings as they are typed and at every
run, a window that did not close as it should leaves it, and the next window puts the text
back, not saved. Saved, or the window closed as it should, the file is gone."""

from __future__ import annotations

import tkinter as tk
from pathlib import Path

import pytest
from test_editor import open_editor, press_in_code, type_text
from test_window import make_app, run_until

from labyrinth.gui.editor.recovery import recovery_path
from labyrinth.settings import settings_path

PROGRAM = "x = 1\n\nwhile x < 3:\n    x = x + 1\n"


def second_window():
    """A new window while the first never closed: what a crash leaves the next start."""
    root = tk.Tk()
    return root, make_app(root)


@pytest.mark.timeout(60)
def test_a_run_keeps_the_text_and_the_next_window_gives_it_back(tk_root, tmp_path: Path):
    app, editor = open_editor(tk_root)
    editor.code.replace(PROGRAM)
    press_in_code(app, "Control-r")
    assert recovery_path() == settings_path().with_name("unsaved-program.py")
    assert recovery_path().read_text(encoding="utf-8") == PROGRAM  # before the run began
    run_until(app.root, lambda: not editor.running)
    root, second = second_window()
    try:
        again = second.modes["editor"]
        assert again.code.get() == PROGRAM.rstrip("\n")
        assert again.file.unsaved and again.file.path is None
        assert again.panel.outcome.cget("text") == (
            "The window ended before this program was saved: here it is again. Save it with Ctrl+S."
        )
        again.file.path = tmp_path / "mine.py"  # (as if chosen in the Save dialog)
        again.save()
        assert (tmp_path / "mine.py").read_text(encoding="utf-8") == PROGRAM
        assert not recovery_path().exists()  # saved: nothing to give back
    finally:
        root.destroy()


@pytest.mark.timeout(60)
def test_typing_is_kept_a_moment_later_and_a_window_closed_as_it_should_leaves_nothing(tk_root):
    app, editor = open_editor(tk_root)
    type_text(app, "move()")
    run_until(app.root, recovery_path().exists)
    assert "move()" in recovery_path().read_text(encoding="utf-8")
    tk_root.destroy()  # the user let the changes go when it asked
    assert not recovery_path().exists()


@pytest.mark.timeout(60)
def test_without_a_recovery_file_the_editor_starts_with_its_template(tk_root):
    app, editor = open_editor(tk_root)
    assert not editor.file.unsaved
    assert editor.template == "builder"
    assert editor.panel.outcome.cget("text") == ""
