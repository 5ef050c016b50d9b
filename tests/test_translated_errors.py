"""Errors keep their sentence as a message id with its arguments and translate it when shown:
after a language switch the very error that was raised in English reads in German, without
running the failing action again."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import press
from test_window import make_app, type_into

from labyrinth.files import SaveError, write_atomically
from labyrinth.formats import MazeFileError, load_maze
from labyrinth.i18n import N_, Message, N_plural, message_of, set_language
from labyrinth.maze_array import MazeArray
from labyrinth.maze_exception import MazeException
from labyrinth.options import BuildOptions
from labyrinth.randomness import MAX_SEED, MIN_SEED
from labyrinth.render.geometry import PictureTooLarge
from labyrinth.render.png import render
from labyrinth.solvers import solving

DATA = Path(__file__).parent / "data" / "maz"


def raised(kind: type[Exception], action, *args, **keywords) -> Exception:
    with pytest.raises(kind) as caught:
        action(*args, **keywords)
    return caught.value


# -- the message itself -----------------------------------------------------------------------


def test_a_message_reads_in_the_language_of_the_moment_it_is_shown():
    message = Message(
        N_("Cannot save {path}: {reason}."),
        path="maze.png",
        reason=Message(N_("a folder of that name is in the way")),  # translated too
    )
    assert str(message) == "Cannot save maze.png: a folder of that name is in the way."
    set_language("de")
    assert str(message) == (
        "maze.png kann nicht gespeichert werden: ein Ordner mit diesem Namen ist im Weg."
    )
    assert f"{message}" == str(message)


def test_a_plural_message_takes_the_form_of_its_number():
    one, three = (Message(*N_plural("{n} loop", "{n} loops"), n=n) for n in (1, 3))
    assert (str(one), str(three)) == ("1 loop", "3 loops")
    set_language("de")
    assert (str(one), str(three)) == ("1 Schleife", "3 Schleifen")
    assert repr(three) == "Message('{n} loop', '{n} loops', n=3)"
    with pytest.raises(TypeError):
        Message(*N_plural("{n} loop", "{n} loops"))


def test_messages_are_equal_by_id_and_arguments_and_show_them_in_their_repr():
    message = Message(N_("{path}: {problem}"), path="a.maz", problem=Message(N_("width")))
    assert message == Message("{path}: {problem}", path="a.maz", problem=Message("width"))
    assert message != Message("{path}: {problem}", path="b.maz", problem=Message("width"))
    assert Message("width") != "width"
    assert repr(message) == "Message('{path}: {problem}', path='a.maz', problem=Message('width'))"


def test_a_message_without_arguments_is_shown_as_written():
    assert str(Message("no {placeholder} here")) == "no {placeholder} here"


# -- the errors -----------------------------------------------------------------------------


def test_a_maze_exception_follows_the_language_in_the_books_form():
    error = raised(MazeException, MazeArray, 1, 5)
    assert str(error) == (
        "Maze field design error: Maze cannot be created with width 1: use a whole number "
        "from 2 to 4096."
    )
    assert error.message == Message(
        "Maze cannot be created with {name} {value}: use a whole number from {low} to {high}.",
        name=Message("width"),
        value="1",
        low=2,
        high=4096,
    )
    set_language("de")
    german = (
        "Mit 1 als Breite lässt sich kein Labyrinth erstellen; nötig ist eine ganze Zahl "
        "von 2 bis 4096."
    )
    assert error.problem == german
    assert str(error) == "Gestaltungsfehler im Labyrinth: " + german


def test_an_error_in_a_maze_file_follows_the_language(tmp_path):
    broken = tmp_path / "broken.maz"
    text = (DATA / "snake.maz").read_text(encoding="ascii")
    broken.write_text("o---x" + text[5:], encoding="ascii")  # a post that is not one
    error = raised(MazeFileError, load_maze, broken)
    assert str(error) == f"{broken}: Line 1, column 5: expected o (a post), found 'x'."
    set_language("de")
    assert str(error) == f"{broken}: Zeile 1, Spalte 5: erwartet war o (ein Pfosten), gefunden 'x'."


def test_a_file_that_cannot_be_saved_follows_the_language(tmp_path):
    folder = tmp_path / "maze.png"
    folder.mkdir()  # a folder is in the way, whoever runs the test
    error = raised(SaveError, write_atomically, folder, lambda stream: stream.write(b"x"))
    assert str(error) == f"Cannot save {folder}: a folder of that name is in the way."
    set_language("de")
    assert str(error) == (
        f"{folder} kann nicht gespeichert werden: ein Ordner mit diesem Namen ist im Weg."
    )


def test_a_wrong_option_follows_the_language():
    error = raised(ValueError, BuildOptions, seed="x")
    assert str(error) == f"The seed must be a whole number from {MIN_SEED} to {MAX_SEED}, not 'x'."
    set_language("de")
    assert str(error) == (
        f"Der Startwert muss eine ganze Zahl von {MIN_SEED} bis {MAX_SEED} sein, nicht 'x'."
    )


def test_a_picture_too_large_follows_the_language():
    error = raised(PictureTooLarge, render, MazeArray(4, 4), field_size=1)
    assert str(error).startswith("Field size 1 cannot be drawn")
    set_language("de")
    assert str(error).startswith("Die Feldgröße 1 lässt sich nicht zeichnen")


def test_an_error_made_from_another_carries_its_message_on():
    """As the command line makes the book's MazeException of a solver's ValueError."""
    error = raised(ValueError, solving, MazeArray(4, 4), "bfs", (0, 0), (9, 0))
    book_form = MazeException(message_of(error))
    assert str(book_form) == (
        "Maze field design error: The goal (9 | 0) lies outside the maze: x goes from 0 to 3 "
        "and y from 0 to 3."
    )
    set_language("de")
    german = (
        "Das Ziel (9 | 0) liegt außerhalb des Labyrinths: x geht von 0 bis 3 und y von 0 bis 3."
    )
    assert str(error) == book_form.problem == german


# -- the window ----------------------------------------------------------------------------------


def test_a_wrong_width_in_the_status_bar_follows_the_language_switch(tk_root):
    app = make_app(tk_root)
    type_into(app, "width", "abc")
    press(app, "F5")
    english = "Maze cannot be created with width 'abc': use a whole number from 2 to 4096."
    assert app.status.text == english
    # Corrected but not built yet: the bar still tells why the last F5 failed, now in German.
    type_into(app, "width", "12")
    app.appearance.set_language("de")
    tk_root.update()
    german = (
        "Mit 'abc' als Breite lässt sich kein Labyrinth erstellen; nötig ist eine ganze Zahl "
        "von 2 bis 4096."
    )
    assert app.status.text == german
    assert app.status.label.cget("text").startswith("Mit 'abc' als Breite")
    app.appearance.set_language("en")
    tk_root.update()
    assert app.status.text == english
