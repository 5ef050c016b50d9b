"""The raw exceptions the attack on the public API and the command line found last, each one
sentence now that names the value and what would work, in English, German and French."""

from __future__ import annotations

import pytest

from labyrinth import BuildOptions, BuildResult, MazeArray, MazeGraphs, i18n
from labyrinth.cli import run
from labyrinth.formats import MazeFileError, load_maze
from labyrinth.formats.maz import read_maz_data
from labyrinth.formats.savefile import read_save_data
from labyrinth.solvers import solve
from labyrinth.solvers.solution import Solution
from tests.helpers import built_maze

OPTION_NAMES = (
    "width, height, seed, rng, algorithm, loop_percent, block_permille, ends, entrance, exit, "
    "field_size, excluded, islands, block_mode"
)

CALLS = {
    "set_previous_field('x')": (
        lambda: MazeArray(5, 5).fields[1][2].set_previous_field("x"),
        "The previous field of field (1 | 2) is a field of the same maze, or None for the "
        "start field, not 'x'.",
    ),
    "set_previous_field(5)": (
        lambda: MazeArray(5, 5).fields[1][2].set_previous_field(5),
        "The previous field of field (1 | 2) is a field of the same maze, or None for the "
        "start field, not 5.",
    ),
    "set_previous_field(a field of another maze)": (
        lambda: MazeArray(5, 5).fields[1][2].set_previous_field(MazeArray(5, 5).fields[0][0]),
        "The previous field of field (1 | 2) is a field of the same maze, or None for the "
        "start field, not MazeField(0 | 0).",
    ),
    "BuildOptions(5, 5, width=None)": (
        lambda: BuildOptions(5, 5, width=None),
        "BuildOptions got the argument width twice, by its place and by name: give it once.",
    ),
    "BuildOptions(5, 5).with_changes(nonsense=1)": (
        lambda: BuildOptions(5, 5).with_changes(nonsense=1),
        f"BuildOptions has no argument 'nonsense': its arguments are {OPTION_NAMES}.",
    ),
    "BuildOptions with 15 arguments by place": (
        lambda: BuildOptions(*range(15)),
        "BuildOptions takes at most 14 arguments by their place, not 15: give the others by "
        f"name ({OPTION_NAMES}).",
    ),
    "MazeGraphs(5, 5, display=False, nonsense=1)": (
        lambda: MazeGraphs(5, 5, display=False, nonsense=1),
        "MazeGraphs has no argument 'nonsense': its arguments are width, height, display, "
        f"save, {OPTION_NAMES.removeprefix('width, height, ')}.",
    ),
    "MazeGraphs()": (lambda: MazeGraphs(), "MazeGraphs needs values for width, height."),
    "save_png('x.png', palette='book')": (
        lambda: built_maze(5, 4).save_png("x.png", palette="book"),
        "MazeGraphs.save_png has no argument 'palette': its arguments are path, field_size.",
    ),
    "result.first_cut_off_fields('x')": (
        lambda: built_maze(5, 4).result.first_cut_off_fields("x"),
        "The number of cut-off fields to name is a whole number, 0 or more, not 'x'.",
    ),
    "BuildResult()": (
        lambda: BuildResult(),
        "BuildResult needs values for width, height, seed, rng, start, end, length, "
        "cut_off_indices.",
    ),
    "read_maz_data('o---o', 'p')": (
        lambda: read_maz_data("o---o", "p"),
        "A maze file's data are bytes, not 'o---o': read the file in binary mode.",
    ),
    "read_save_data(None, 'p')": (
        lambda: read_save_data(None, "p"),
        "A maze file's data are bytes, not None: read the file in binary mode.",
    ),
    "solve(...).position('x')": (
        lambda: solve(built_maze(5, 4).maze_array, "bfs", (0, 0), (4, 3)).position("x"),
        "'x' is not a field of the solved maze: give its index y × width + x, from 0 to 19.",
    ),
    "Solution('bfs', 0, 0, 0, bytearray())": (
        lambda: Solution("bfs", 0, 0, 0, bytearray()).message(),
        "A solution needs a width of at least 1 and a bytearray visited with a byte for each "
        "field, not width 0 and visited bytearray(b'').",
    ),
    "Solution with a goal outside": (
        lambda: Solution("bfs", 5, 0, 25, bytearray(25)),
        "25 is not a field of the solved maze: give its index y × width + x, from 0 to 24.",
    ),
}


@pytest.mark.parametrize("call", CALLS)
def test_a_wrong_call_is_one_sentence_naming_the_value_and_what_works(call, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    make, sentence = CALLS[call]
    with pytest.raises(ValueError) as raised:
        make()
    assert str(raised.value) == sentence
    assert list(tmp_path.iterdir()) == []


SENTENCES = {
    "de": (
        "MazeGraphs.save_png hat kein Argument 'palette': Seine Argumente sind path, field_size.",
        "BuildOptions bekam das Argument width zweimal, nach seiner Stelle und beim Namen: "
        "Geben Sie es einmal an.",
        "BuildResult braucht Werte für width, height, seed, rng, start, end, length, "
        "cut_off_indices.",
        "Das Vorgängerfeld von Feld (1 | 2) ist ein Feld desselben Labyrinths oder None für "
        "das Startfeld, nicht 'x'.",
    ),
    "fr": (
        "MazeGraphs.save_png n’a pas d’argument 'palette' : ses arguments sont path, field_size.",
        "BuildOptions a reçu l’argument width deux fois, par sa place et par son nom : "
        "donnez-le une seule fois.",
        "BuildResult a besoin de valeurs pour width, height, seed, rng, start, end, length, "
        "cut_off_indices.",
        "La case précédente de la case (1 | 2) est une case du même labyrinthe, ou None pour "
        "la case de départ, et non 'x'.",
    ),
}


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_sentences_read_in_the_language_chosen(language, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    i18n.set_language(language)
    calls = (
        "save_png('x.png', palette='book')",
        "BuildOptions(5, 5, width=None)",
        "BuildResult()",
        "set_previous_field('x')",
    )
    for call, sentence in zip(calls, SENTENCES[language], strict=True):
        with pytest.raises(ValueError) as raised:
            CALLS[call][0]()
        assert str(raised.value) == sentence


def test_the_right_calls_still_work():
    field = MazeArray(5, 5).fields[1][2]
    field.set_previous_field(field._maze.fields[1][1])
    assert field.get_previous_field() == field._maze.fields[1][1]
    field.set_previous_field(None)
    assert field.get_previous_field() is None
    assert BuildOptions(5, 5).with_changes(width=7).width == 7
    assert MazeGraphs(5, 5, display=False, seed=1, loop_percent=10).options.loop_percent == 10
    assert built_maze(5, 4).result.first_cut_off_fields(0) == []


def test_a_long_file_name_is_quoted_by_its_start_and_end():
    name = "a" * 5000
    with pytest.raises(MazeFileError) as raised:
        load_maze(name)
    sentence = str(raised.value)
    assert sentence.startswith("Cannot open " + "a" * 120 + "…" + "a" * 60)
    assert len(sentence) < 300
    with pytest.raises(MazeFileError) as raised:
        load_maze("/no/b.maz")
    assert str(raised.value) == "Cannot open /no/b.maz: there is no such file."


EMPTY_NAMES = {
    "--save-mask": (
        ["--width", "5", "--height", "4"],
        "the name is empty: name a .mask file to write.",
    ),
    "--program": ([], "the name is empty: name the .py file of your program."),
    "--progress": (["--list-lessons"], "the name is empty: name a file such as progress.txt."),
    "--lessons": (["--list-lessons"], "the name is empty: name a folder of .lesson files."),
}


@pytest.mark.parametrize("option", EMPTY_NAMES)
def test_an_empty_file_name_is_one_sentence(option, capsys, tmp_path, monkeypatch):
    """--save-mask "" raised a ValueError; --program "" and --progress "" named the folder "."
    as a file that is not regular; --lessons "" read the current folder."""
    monkeypatch.chdir(tmp_path)
    others, sentence = EMPTY_NAMES[option]
    assert run(["--no-display", option, "", *others]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"labyrinth: argument {option}: {sentence}\n"
    assert captured.out == ""
    assert list(tmp_path.iterdir()) == []
