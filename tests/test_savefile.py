"""The .labyrinth save file: exact reopening, rebuilding from the header, clear refusals."""

from __future__ import annotations

import io
from collections.abc import Callable
from contextlib import redirect_stdout
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth import MazeException, MazeGraphs
from labyrinth.formats import MazeFileError, export_maze, load_maze
from labyrinth.formats.loaded import measuring
from labyrinth.formats.maz import maz_text
from labyrinth.formats.savefile import read_save_data, save_text
from tests.helpers import built_maze


def reopened(maze):
    return read_save_data(save_text(maze), Path("m.labyrinth"))


def header(text: bytes) -> dict[str, str]:
    lines = text.decode().split("walls:")[0].splitlines()
    return dict(line.split(": ", 1) for line in lines)


def rebuilt(values: dict[str, str]) -> MazeGraphs:
    options = {}
    if values["ends"] == "border":
        options = {"entrance": values["entrance"], "exit": values["exit"]}
    else:
        options = {"ends": values["ends"]}
    # the mask: the fields excluded and those opened again as doors
    excluded = [] if values["excluded"] == "none" else values["excluded"].split()
    excluded += values.get("doors", "").split()
    return built_maze(
        int(values["width"]),
        int(values["height"]),
        excluded=[tuple(int(n) for n in field.split(",")) for field in excluded],
        seed=int(values["seed"]),
        rng=values["rng"],
        algorithm=values["algorithm"],
        loop_percent=int(values["loops"]),
        block_permille=int(values["blocks"]),
        islands=values.get("islands"),
        block_mode=values.get("blocks-mode", "cut"),
        **options,
    )


@settings(max_examples=80, deadline=None)
@given(
    width=st.integers(2, 12),
    height=st.integers(2, 12),
    seed=st.integers(0, 2**40),
    algorithm=st.sampled_from(["backtracker", "kruskal", "growing-tree:mix", "eller"]),
    loops=st.integers(0, 60),
    blocks=st.integers(0, 200),
    ends=st.sampled_from(["book", "diameter", "border"]),
    excluded=st.lists(st.tuples(st.integers(0, 11), st.integers(0, 11)), max_size=12),
    islands=st.sampled_from([None, "separate", "join"]),
    block_mode=st.sampled_from(["cut", "whole"]),
)
def test_a_saved_maze_reopens_exactly_and_rebuilds_from_its_header(
    width, height, seed, algorithm, loops, blocks, ends, excluded, islands, block_mode
):
    excluded = [(x, y) for x, y in excluded if x < width and y < height]
    try:
        maze = built_maze(
            width,
            height,
            excluded=excluded,
            seed=seed,
            algorithm=algorithm,
            loop_percent=loops,
            block_permille=blocks,
            ends=ends,
            islands=islands,
            block_mode=block_mode,
        )
    except MazeException:  # every field excluded, or the default opening into an excluded one
        return
    text = save_text(maze)
    again = reopened(maze)
    assert again.recipe is not None and again.warning is None  # its recipe builds its walls
    assert again.result == maze.result
    assert bytes(again.maze_array.walls) == bytes(maze.maze_array.walls)
    assert bytes(again.maze_array.borders) == bytes(maze.maze_array.borders)
    assert bytes(rebuilt(header(text)).maze_array.walls) == bytes(maze.maze_array.walls)


@pytest.mark.parametrize("ends", ["book", "border"])
def test_a_big_maze_is_measured_slice_by_slice_as_when_built(ends):
    """A save file names its end, so the maze is there before its sweep: ``measure`` runs the
    sweep a slice at a time (a window shows the walls meanwhile), to the build's own result."""
    excluded = [(x, 280) for x in range(21)] + [(20, y) for y in range(281, 300)]  # a corner
    maze = built_maze(300, 300, excluded=excluded, seed=4, loop_percent=5, ends=ends)
    assert maze.result.loops and maze.result.cut_off_count  # it has something to measure
    again = reopened(maze)
    assert measuring(again) is again
    slices = 1
    while not again.measure(0):
        slices += 1
    assert slices > 1 and measuring(again) is None
    assert again.result == maze.result
    assert again.length_of_path_to_end_field == maze.result.length
    assert reopened(maze).length_of_path_to_end_field == maze.result.length  # asked: measured


def test_the_file_is_text_a_person_can_read(tmp_path):
    path = export_maze(built_maze(4, 3, excluded=[(1, 1)], seed=42), tmp_path / "m.labyrinth")
    text = path.read_text()
    assert text.startswith("format: labyrinth 1\nprogram: labyrinth ")
    assert "\nexcluded: 1,1\nwalls:\no---o---o---o---o\n" in text
    assert load_maze(path).recipe.seed == 42


def test_a_maze_from_a_maz_file_saves_without_a_recipe(tmp_path):
    maz = export_maze(built_maze(5, 5, seed=3), tmp_path / "m.maz")
    path = export_maze(load_maze(maz), tmp_path / "m.labyrinth")
    assert "seed:" not in path.read_text()
    again = load_maze(path)
    assert again.recipe is None
    assert bytes(again.maze_array.walls) == bytes(load_maze(maz).maze_array.walls)


GOOD = save_text(built_maze(4, 3, excluded=[(1, 1)], seed=42)).decode()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            ("format: labyrinth 1", "format: labyrinth 3"),
            "Line 1: the file has format 3, written by a newer labyrinth",
        ),
        (("format: labyrinth 1", "format: maze 1"), "Line 1: expected 'format: labyrinth 2'"),
        (("seed: 42", "seed: many"), "Line 7: seed must be a whole number"),
        (
            ("width: 4", "width: 5"),
            "Line 16: the grid below is 4 × 3 fields, but the header says 5 × 3.",
        ),
        (("excluded: 1,1", "excluded: 0,0"), "Line 14: the excluded field (0 | 0) is open"),
        (("excluded: 1,1", "excluded: 9,9"), "Line 14: excluded: the field (9 | 9) lies outside"),
        (
            ("excluded: 1,1", "excluded: 1,1\ndoors: 1,1"),
            "Line 15: the door (1 | 1) is not an open field of the grid below.",
        ),
        (("start: 0,0", "start: 1,1"), "Line 12: start: the field (1 | 1) is excluded."),
        (("algorithm: backtracker", "algorithm: magic"), "Line 5: "),
        (("ends: book", "colour: red"), "Line 11: expected a line 'key: value'"),
        (("rng: python\n", ""), "The save file gives algorithm but not rng"),
        (
            ("algorithm: backtracker\nrng: python", "algorithm: kruskal\nrng: java"),
            "Line 6: The java random source is the book's own: it goes only with the algorithm "
            "backtracker.",
        ),
        (("walls:", "wall:"), "Line 15: expected a line 'key: value'"),
    ],
)
def test_a_broken_save_file_is_one_sentence(change, message):
    with pytest.raises(MazeFileError) as caught:
        read_save_data(GOOD.replace(*change, 1).encode(), Path("m.labyrinth"))
    assert str(caught.value).startswith(message), str(caught.value)


def test_a_save_file_ending_at_its_walls_line_is_one_sentence_naming_that_line():
    with pytest.raises(MazeFileError) as caught:
        read_save_data(GOOD.split("walls:")[0].encode() + b"walls:", Path("m.labyrinth"))
    assert str(caught.value).startswith("Line 15: the grid ends after 0 lines"), caught.value


def test_a_loaded_maze_saves_as_png_from_the_command_line(tmp_path, capsys):
    from labyrinth.cli import run

    path = export_maze(built_maze(6, 5, seed=1), tmp_path / "m.labyrinth")
    assert run(["--no-display", "--load", str(path), "--save", str(tmp_path / "m.png")]) == 0
    assert (tmp_path / "m.png").stat().st_size > 0
    assert "Seed 1, algorithm backtracker" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "code", "message"),
    [
        (
            ["--load", "x.maz", "--seed", "3", "--width", "5"],
            2,
            "--load opens a finished maze, so it cannot go with --width, --seed.",
        ),
        (["--export", "m.txt"], 2, "Cannot export as m.txt: the name must end in .maz"),
        (["--load", "missing.maz"], 1, "Cannot open missing.maz: there is no such file."),
    ],
)
def test_command_line_mistakes_with_files(argv, code, message, capsys, tmp_path, monkeypatch):
    from labyrinth.cli import run

    monkeypatch.chdir(tmp_path)
    with redirect_stdout(io.StringIO()):
        assert run(["--no-display", *argv]) == code
    error = capsys.readouterr().err
    assert error.startswith(f"labyrinth: {message}") and error.count("\n") == 1


def edited(folder: Path, edit: Callable[[str], str]) -> Path:
    """The save file of a built maze, then edited by hand."""
    path = export_maze(built_maze(6, 5, seed=8), folder / "edited.labyrinth")
    text = path.read_text()
    path.write_text(edit(text))
    assert path.read_text() != text
    return path


def new_seed(text: str) -> str:
    return text.replace("seed: 8\n", "seed: 9\n")


def passage_walled(text: str) -> str:
    """The first passage between two fields of the top row walled up."""
    lines = text.splitlines()
    row = lines.index("walls:") + 2
    where = next(column for column in range(4, 24, 4) if lines[row][column] == " ")
    lines[row] = lines[row][:where] + "|" + lines[row][where + 1 :]
    return "\n".join(lines) + "\n"


WARNING = (
    "Warning: the walls in edited.labyrinth do not match its seed {seed} and algorithm "
    "{algorithm}: the maze opens with the walls as they are, without the seed."
)


@pytest.mark.parametrize(
    ("edit", "seed", "algorithm"),
    [
        (new_seed, 9, "backtracker"),
        (lambda text: text.replace("algorithm: backtracker", "algorithm: kruskal"), 8, "kruskal"),
        (lambda text: text.replace("loops: 0", "loops: 40"), 8, "backtracker"),
        (passage_walled, 8, "backtracker"),
    ],
)
def test_walls_that_their_recipe_does_not_build_open_as_they_are_with_a_warning(
    tmp_path, edit, seed, algorithm
):
    path = edited(tmp_path, edit)
    maze = load_maze(path)
    assert str(maze.warning) == WARNING.format(seed=seed, algorithm=algorithm)
    assert maz_text(maze) == path.read_text().split("walls:\n")[1].encode()  # the file's walls
    assert maze.recipe is None  # no seed claimed that does not build them
    assert "seed:" not in save_text(maze).decode()


def test_a_saved_maze_and_a_seed_that_builds_the_same_walls_open_without_a_warning(tmp_path):
    path = export_maze(built_maze(6, 5, seed=8, loop_percent=30), tmp_path / "kept.labyrinth")
    assert load_maze(path).warning is None
    # a 2 × 2 maze has four ways to be perfect: another seed often builds the same walls
    two = built_maze(2, 2, seed=1)
    same = next(
        seed
        for seed in range(2, 100)
        if built_maze(2, 2, seed=seed).maze_array.walls == two.maze_array.walls
    )
    path = export_maze(two, tmp_path / "two.labyrinth")
    path.write_text(path.read_text().replace("seed: 1\n", f"seed: {same}\n"))
    maze = load_maze(path)
    assert maze.warning is None and maze.recipe.seed == same


def test_a_recipe_too_long_to_build_again_is_not_checked(tmp_path):
    """Aldous-Broder's random walk takes dozens of steps a field: at 100 × 100 more than the
    rebuild may take, so the file opens as it says, unchecked."""
    maze = built_maze(100, 100, seed=4, algorithm="aldous-broder")
    path = export_maze(maze, tmp_path / "walk.labyrinth")
    path.write_text(path.read_text().replace("seed: 4\n", "seed: 5\n"))
    opened = load_maze(path)
    assert opened.warning is None and opened.recipe.seed == 5


@pytest.mark.parametrize(
    ("language", "start"),
    [
        ("en", "Warning: the walls in edited.labyrinth do not match its seed 9"),
        ("de", "Warnung: Die Wände in edited.labyrinth passen nicht zu ihrem Startwert 9"),
        ("fr", "Attention : les murs de edited.labyrinth ne correspondent pas à sa graine 9"),
    ],
)
def test_the_command_line_says_so_on_standard_error_and_opens_it(tmp_path, capsys, language, start):
    from labyrinth.cli import run

    path = edited(tmp_path, new_seed)
    assert run(["--no-display", "--lang", language, "--load", str(path)]) == 0
    out, error = capsys.readouterr()
    assert error.startswith(start) and error.count("\n") == 1, error
    assert out.count("\n") == 1  # the book's sentence, and no line claiming the seed


def choose_in_the_open_dialog(root, path: Path) -> None:
    """Type ``path`` into the next Tk file dialog and press its Open button. The dialog is
    looked for a number of times, not for a duration (pytest-timeout guards the time)."""
    dialog = ".__tk_filedialog"
    looks = iter(range(400))

    def answer():
        if root.tk.call("winfo", "exists", dialog) and root.tk.call("winfo", "ismapped", dialog):
            entry = f"{dialog}.contents.f2.ent"
            root.tk.call(entry, "delete", 0, "end")
            root.tk.call(entry, "insert", 0, str(path))
            root.tk.call(f"{dialog}.contents.f2.ok", "invoke")
        elif next(looks, None) is not None:
            root.after(50, answer)

    root.after(50, answer)


def test_the_window_opens_it_and_its_status_bar_leads_with_the_warning(tk_root, tmp_path):
    from test_window import make_app, run_until, switch_language

    path = edited(tmp_path, new_seed)
    app = make_app(tk_root, seed=3)
    menu = app.menus["file"]
    choose_in_the_open_dialog(tk_root, path)
    menu.invoke(
        next(
            i
            for i in range(menu.index("end") + 1)
            if menu.type(i) == "command" and menu.entrycget(i, "label") == "Open…"
        )
    )  # File → Open…: the real dialog, and what it opens
    assert app.status.text.startswith(WARNING.format(seed=9, algorithm="backtracker"))
    run_until(tk_root, lambda: "Maze is built" in app.status.text)  # measured after shown
    assert bytes(app.graphs.maze_array.walls) == bytes(load_maze(path).maze_array.walls)
    assert app.status.text == WARNING.format(seed=9, algorithm="backtracker") + (
        f"  Maze is built, path length from start to end is {app.graphs.result.length}."
    )
    assert app.status.label.cget("text").startswith("Warning: the walls in edited.labyrinth")
    assert app.controls.variables["seed"].get() == ""  # F5 draws a new seed, as for a .maz
    switch_language(app, "Deutsch")
    assert app.status.text.startswith("Warnung: Die Wände in edited.labyrinth")
    switch_language(app, "Français")
    assert app.status.text.startswith("Attention : les murs de edited.labyrinth")
    switch_language(app, "English")
