"""Promises the code kept that no test pinned: a small bug planted in each (a ``<`` made
``<=``, a line deleted) passed the suite. Each test here fails with that bug.

A save file's end field outside the maze is refused; a new action after Undo clears Redo; the
memory cap of Undo never drops the maze replaced last; a lower grid drops the excluded fields
below it (and right of it); the readers of the save file, the lesson file and the progress file
take a file of exactly their cap and refuse one byte more with a sentence.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from labyrinth.formats import MazeFileError, load_maze
from labyrinth.formats.savefile import read_save_data, save_text
from labyrinth.gui import session as session_module
from labyrinth.gui.session import Origin, Session
from labyrinth.lessons.lesson_file import LessonError, read_lesson
from labyrinth.lessons.progress import ProgressError, read_progress
from labyrinth.maze_graphs import MazeGraphs
from tests.helpers import built_maze
from tests.test_session import a_session as a_session_with_a_base_mode

# The caps as the manual gives them, written out here: a cap changed in the code fails a test.
SAVE_FILE_CAP = (4 * 4096 + 3) * (2 * 4096 + 1) + 16 * 1024 * 1024  # the largest grid + 16 MB
LESSON_FILE_CAP = 256 * 1024
PROGRESS_FILE_CAP = 16 * 1024 * 1024

SAVED = save_text(built_maze(4, 3, seed=42)).decode()


@pytest.mark.parametrize("end", ["4,0", "0,3", "4,3", "9,1"])
def test_a_save_file_whose_end_field_lies_outside_the_maze_is_refused(end):
    assert "\nend: 0,2\n" in SAVED
    data = SAVED.replace("\nend: 0,2\n", f"\nend: {end}\n").encode()
    with pytest.raises(MazeFileError) as raised:
        read_save_data(data, Path("m.labyrinth"))
    x, y = end.split(",")
    assert str(raised.value) == (
        f"Line 13: end: the field ({x} | {y}) lies outside the maze of 4 × 3."
    )


def test_the_end_field_in_the_last_column_and_row_is_kept():
    data = SAVED.replace("\nend: 0,2\n", "\nend: 3,2\n").encode()
    assert read_save_data(data, Path("m.labyrinth")).result.end == (3, 2)


# -- Undo and Redo -----------------------------------------------------------------------------


def a_session() -> Session:
    session, _log = a_session_with_a_base_mode()
    return session


def test_a_new_action_after_undo_clears_redo():
    session = a_session()
    first, second, third = (MazeGraphs(4, 3, seed=seed, display=False) for seed in (1, 2, 3))
    session.replace(first, Origin.GRID)
    session.replace(second, Origin.GRID)
    assert session.undo() and session.graphs is first
    session.replace(third, Origin.GRID)  # a new action: the undone maze is gone for good
    assert not session.undo(redo=True)
    assert session.graphs is third
    assert session.undo() and session.graphs is first


def test_the_memory_cap_never_drops_the_maze_replaced_last(monkeypatch):
    monkeypatch.setattr(session_module, "HISTORY_FIELDS", 20)
    session = a_session()
    big = MazeGraphs(5, 5, display=False)  # 25 fields, more than the cap alone
    session.replace(big, Origin.GRID)
    session.replace(MazeGraphs(2, 2, display=False), Origin.GRID)
    assert [step.fields for step in session.undo_steps] == [25]
    assert session.undo() and session.graphs is big
    session.replace(MazeGraphs(3, 3, display=False), Origin.GRID)
    assert [step.fields for step in session.undo_steps] == [25]  # the one replaced last


# -- a lower grid ------------------------------------------------------------------------------


def test_a_lower_grid_drops_the_excluded_fields_below_it_and_right_of_it():
    session = a_session()
    edge = {(3, 0), (0, 2), (3, 2), (2, 1)}
    session.replace(MazeGraphs(4, 3, display=False), Origin.GRID, edge)
    session.replace(MazeGraphs(3, 2, display=False), Origin.GRID)  # one column, one row less
    assert session.excluded == {(2, 1)}
    session.replace(MazeGraphs(4, 3, display=False), Origin.GRID, edge)
    session.replace(MazeGraphs(4, 2, display=False), Origin.GRID)
    assert session.excluded == {(3, 0), (2, 1)}


def test_the_window_builds_a_lower_grid_without_the_fields_below_it(tk_root):
    from test_window import make_app

    app = make_app(tk_root, width=6, height=5, excluded=[(5, 0), (0, 4), (2, 2)])
    assert app.session.excluded == {(5, 0), (0, 4), (2, 2)}
    app.controls.variables["width"].set("5")
    app.controls.variables["height"].set("4")
    app.build()
    app.session.mode.finish()
    maze = app.session.graphs.maze_array
    assert (maze.width, maze.height) == (5, 4)
    assert app.session.excluded == {(2, 2)}
    assert [(x, y) for x in range(5) for y in range(4) if maze.is_excluded(x, y)] == [(2, 2)]


# -- the readers' caps -------------------------------------------------------------------------


def padded(start: bytes, size: int, filler: bytes) -> bytes:
    """``start`` and then ``filler`` bytes up to ``size`` bytes, ended by a newline."""
    assert len(start) < size
    return start + filler * (size - len(start) - 1) + b"\n"


def test_a_save_file_of_exactly_the_cap_opens_and_one_byte_more_is_refused(tmp_path):
    path = tmp_path / "m.labyrinth"
    with path.open("wb") as file:  # blank lines after the grid, written a piece at a time
        file.write(SAVED.encode())
        rest = SAVE_FILE_CAP - len(SAVED)
        piece = b"\n" * (1 << 24)
        for _ in range(rest >> 24):
            file.write(piece)
        file.write(b"\n" * (rest % (1 << 24)))
    assert path.stat().st_size == SAVE_FILE_CAP
    assert load_maze(path).result.end == (0, 2)
    with path.open("ab") as file:
        file.write(b"\n")
    with pytest.raises(MazeFileError) as raised:
        load_maze(path)
    assert str(raised.value) == (
        f"Cannot open {path}: it has 151035908 bytes, more than the 151035907 bytes of "
        "the largest maze."
    )


LESSON = b"id: capped\norder: 1\nkind: walk\ntitle en: Capped\nmaze: 8 x 6, seed 1\n# "


def test_a_lesson_file_of_exactly_the_cap_is_read_and_one_byte_more_is_refused(tmp_path):
    path = tmp_path / "capped.lesson"
    path.write_bytes(padded(LESSON, LESSON_FILE_CAP, b"x"))
    assert read_lesson(path).id == "capped"
    path.write_bytes(padded(LESSON, LESSON_FILE_CAP + 1, b"x"))
    with pytest.raises(LessonError) as raised:
        read_lesson(path)
    assert str(raised.value) == (f"The lesson {path} is longer than 256 KB: is it really a lesson?")


PROGRESS = b"labyrinth progress 1\nlesson walk passed\n# "


def test_a_progress_file_of_exactly_the_cap_is_read_and_one_byte_more_is_refused(tmp_path):
    path = tmp_path / "progress.txt"
    path.write_bytes(padded(PROGRESS, PROGRESS_FILE_CAP, b"x"))
    assert read_progress(path)["walk"].passed
    path.write_bytes(padded(PROGRESS, PROGRESS_FILE_CAP + 1, b"x"))
    with pytest.raises(ProgressError) as raised:
        read_progress(path)
    assert str(raised.value) == (
        f"The progress file {path} is longer than 16 MB: is it really one?"
    )
