"""The command line, in-process through run(argv) and as a real subprocess."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PIL import Image

import labyrinth
from labyrinth.cli import run
from labyrinth.files import TEMPORARY_SUFFIX

DATA = Path(__file__).parent / "data" / "java"


def test_defaults_build_the_books_32_by_24(capsys):
    assert run(["--no-display", "--seed", "4"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Maze is built, path length from start to end is ")
    assert out[1] == "Seed 4, algorithm backtracker, python random source."


def test_java_random_source_reproduces_the_book_program(capsys):
    reference = json.loads((DATA / "w32_h24_s42_ex16-12.json").read_text())
    assert run(["--no-display", "--rng", "java", "--seed", "42", "--exclude", "16,12"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == reference["message"]


def test_save_writes_the_default_file_name(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert run(["--no-display", "--width", "10", "--height", "8", "--seed", "1", "--save"]) == 0
    assert "Saved Maze_10x8.png." in capsys.readouterr().out
    with Image.open(tmp_path / "Maze_10x8.png") as image:
        assert image.size == (30 + 10 * 24, 30 + 8 * 24)


def test_save_to_a_name_a_folder_or_a_name_without_suffix(tmp_path, capsys):
    assert (
        run(["--no-display", "--seed", "1", "--save", str(tmp_path / "a.png"), "--field-size", "5"])
        == 0
    )
    with Image.open(tmp_path / "a.png") as image:
        assert image.size == (30 + 32 * 5, 30 + 24 * 5)
    assert run(["--no-display", "--seed", "1", "--save", str(tmp_path)]) == 0
    assert (tmp_path / "Maze_32x24.png").is_file()
    assert run(["--no-display", "--seed", "1", "--save", str(tmp_path / "plain")]) == 0
    assert (tmp_path / "plain.png").is_file()


def test_same_seed_same_picture(tmp_path):
    for name in ("one.png", "two.png"):
        assert (
            run(
                ["--no-display", "--seed", "77", "--exclude", "3,3", "--save", str(tmp_path / name)]
            )
            == 0
        )
    one = Image.open(tmp_path / "one.png")
    two = Image.open(tmp_path / "two.png")
    assert one.tobytes() == two.tobytes()


def test_cut_off_fields_are_warned_about(capsys):
    wall = ["12,0", "12,1", "12,2", "12,3", "13,3", "14,3", "15,3", "16,3"]
    args = ["--no-display", "--width", "17", "--height", "40", "--seed", "3"]
    for field in wall:
        args += ["--exclude", field]
    assert run(args) == 0
    err = capsys.readouterr().err
    assert err.startswith("Warning: 12 fields cannot be reached from the start: (13 | 0), ")
    assert err.rstrip().endswith("and 2 more.")


BAD_INPUT = [
    (["--width", "1"], 2, "argument --width: 1 is out of range; the width must be from 2 to 4096."),
    (["--height", "0"], 2, "the height must be from 2 to 4096"),
    (["--width", "4097"], 2, "4097 is out of range"),
    (["--width", "abc"], 2, "'abc' is not a whole number; the width must be from 2 to 4096."),
    (["--height", "2.5"], 2, "'2.5' is not a whole number"),
    (["--seed", "x"], 2, "the seed must be from -9223372036854775808 to 9223372036854775807"),
    (
        ["--exclude", "40,3"],
        2,
        "Field (40 | 3) lies outside the maze of 32 × 24 fields: x goes from 0 to 31 and y from 0 "
        "to 23.",
    ),
    (["--exclude=-1,0"], 2, "Field (-1 | 0) lies outside the maze"),
    (["--exclude", "4"], 2, "'4' is not a field: write X,Y with whole numbers, for example 16,12."),
    (["--field-size", "1"], 2, "the field size must be from 2 to 96"),
    (
        ["--width", "2000", "--height", "2000", "--field-size", "24", "--save"],
        2,
        "use a field size of 4 or less",
    ),
    (
        ["--field-size", "5"],
        2,
        "--field-size sets the picture's size, so it goes only with --save.",
    ),
    (["--compare", "--csv", ""], 2, "--csv needs a file name, or - for standard output."),
    (["--compare", "--list-algorithms"], 2, "cannot go with --list-algorithms"),
    (["--compare", "--install-desktop-entry"], 2, "cannot go with --install-desktop-entry"),
    (["--seed", "7" * 5000], 2, "7777… is too long; the seed must be from"),
    (["--entrance", "W:²"], 2, "'W:²' is not an opening: write SIDE:POSITION"),
    (["--rng", "c"], 2, "argument --rng: invalid choice: 'c' (choose from 'python', 'java')"),
    (["--lang", "it"], 2, "argument --lang: invalid choice: 'it'"),
    (["--save", "maze.jpg"], 2, "Cannot save as maze.jpg: the picture types are .png, .svg, .pdf."),
    (["--frobnicate"], 2, "unrecognized arguments: --frobnicate"),
    (
        [
            "--width",
            "2",
            "--height",
            "2",
            "--exclude",
            "0,0",
            "--exclude",
            "1,0",
            "--exclude",
            "0,1",
            "--exclude",
            "1,1",
        ],
        1,
        "start field cannot be found! Every field is excluded or walled in; "
        "leave at least one field open.",
    ),
    (
        ["--save", "/no/such/folder/m.png"],
        1,
        "Cannot save /no/such/folder/m.png: the folder /no/such/folder does not exist.",
    ),
    (
        ["--entrance", "W:0", "--exit", "N:0"],
        2,
        "The entrance W:0 and the exit N:0 both lead into field (0 | 0): choose openings into two "
        "different fields.",
    ),
    (["--entrance", "E:23"], 2, "the exit E:23 (the default) both lead into field (31 | 23)"),
    (
        ["--ends", "diameter", "--exit", "E:3"],
        2,
        "An entrance or an exit is an opening in the border: it goes with the ends border, not "
        "diameter.",
    ),
    (["--csv", "table.csv"], 2, "--csv goes only with --compare."),
    (["--runs", "10", "--csv", "table.csv"], 2, "--runs, --csv go only with --compare."),
    (
        ["--compare", "--exclude", "1,1", "--save"],
        2,
        "--compare builds mazes of its own, so it cannot go with --exclude, --save.",
    ),
    (
        ["--algorithm", "growing-tree:"],
        2,
        "The algorithm growing-tree has no variant '': choose one of newest, random, oldest, mix.",
    ),
    # Found by the fuzzers and the attack on the installed program:
    (["--width", "1" * 5000], 2, "argument --width: 11111111111111111111… is too long"),
    (["--exclude", "3," + "7" * 5000], 2, "'3,7777777777777777777777777777…' is not a field"),
    (["--exit", "E:٣"], 2, "argument --exit: 'E:٣' is not an opening"),
    (["--entrance", "W:" + "1" * 5000], 2, "'W:1111111111111111111111111111…' is not an opening"),
    (
        ["--list-algorithms", "--width", "5", "--seed", "1"],
        2,
        "--list-algorithms does only that and stops, so it cannot go with --width, --seed.",
    ),
    (["--list-solvers", "--stats"], 2, "--list-solvers does only that and stops"),
    (["--rng", "r" * 10_000], 2, "invalid choice: 'rrrrrrrrrrrrrrrrrrrrrrrrrrrrrr…' (choose"),
    (["--algorithm", "a" * 10_000], 2, "There is no algorithm 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…'"),
    (["w" * 10_000], 2, "argument FILE: wwwwwwwwwwwwwwwwwwwwwwwwwwwwww… is too long for a file"),
    (["a.maz", "b.maz"], 2, "unrecognized arguments: b.maz"),
    (
        ["--load", ""],
        2,
        "argument --load: the name is empty: name a .maz or .labyrinth file to open.",
    ),
    # A long name is quoted by its start and end, whoever made the sentence:
    (["--save", "d" * 9000 + ".jpg"], 2, "Cannot save as ddddd"),
    (["--save", "/no/" + "d" * 9000 + "/m.png"], 1, "Cannot save /no/dddd"),
    (["--export", "/no/" + "d/" * 1000 + "m.maz"], 1, "d/d/m.maz: the folder /no/d/d/"),
]


@pytest.mark.parametrize(("args", "code", "message"), BAD_INPUT)
def test_bad_input_gives_one_clear_sentence(args, code, message, capsys):
    assert run(["--no-display", *args]) == code
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert len(lines[0]) < 300  # a long value is quoted short
    assert lines[0].startswith("labyrinth: ")
    assert message in lines[0]
    assert "Traceback" not in captured.err + captured.out


def test_a_file_in_the_way_of_the_folder(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("x")
    assert run(["--no-display", "--save", str(tmp_path / "notes.txt" / "m.png")]) == 1
    assert "is a file, not a folder." in capsys.readouterr().err


def _command(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "labyrinth", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def test_subprocess_success_and_usage_error(tmp_path):
    done = _command("--no-display", "--seed", "5", "--save", str(tmp_path / "m.png"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Maze is built, path length from start to end is ")
    assert (tmp_path / "m.png").is_file()
    wrong = _command("--no-display", "--width", "0")
    assert wrong.returncode == 2
    assert wrong.stderr == (
        "labyrinth: argument --width: 0 is out of range; the width must be from 2 to 4096.\n"
    )


def test_without_a_screen_the_window_points_to_no_display():
    env = {key: value for key, value in os.environ.items() if key != "DISPLAY"}
    env["LANGUAGE"] = "en"
    done = _command(env=env)
    assert done.returncode == 1
    assert done.stderr == (
        "labyrinth: No screen is available for the window: use --no-display, "
        "with --save to write the maze to a PNG file.\n"
    )
    assert done.stdout == ""


def test_no_display_never_imports_tkinter(tmp_path):
    script = (
        "import sys\n"
        "from labyrinth.cli import run\n"
        f"code = run(['--no-display', '--save', {str(tmp_path / 'm.png')!r}])\n"
        "assert 'tkinter' not in sys.modules, 'tkinter was imported'\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr


def test_lang_may_be_abbreviated_and_the_last_one_wins(capsys):
    assert run(["--no-display", "--la", "de", "--width", "1"]) == 2
    assert "außerhalb" in capsys.readouterr().err
    assert run(["--no-display", "--lang", "en", "--lang", "de", "--width", "1"]) == 2
    assert "außerhalb" in capsys.readouterr().err


def test_a_negative_field_can_be_written_as_it_is(capsys):
    assert run(["--no-display", "--exclude", "-1,0"]) == 2
    assert capsys.readouterr().err == (
        "labyrinth: Field (-1 | 0) lies outside the maze of 32 × 24 fields: x goes from 0 to 31 "
        "and y from 0 to 23.\n"
    )


def test_a_dot_in_the_name_is_not_a_picture_type(tmp_path):
    assert (
        run(
            ["--no-display", "--width", "4", "--height", "3", "--save", str(tmp_path / "maze-v1.2")]
        )
        == 0
    )
    assert (tmp_path / "maze-v1.2.png").is_file()


def test_a_start_walled_into_a_corner_of_a_big_maze(capsys):
    args = [
        "--no-display",
        "--width",
        "600",
        "--height",
        "500",
        "--seed",
        "1",
        "--exclude",
        "1,0",
        "--exclude",
        "1,1",
        "--exclude",
        "0,2",
    ]
    assert run(args) == 0
    captured = capsys.readouterr()
    assert "path length from start to end is 1." in captured.out  # (0 | 0) and (0 | 1)
    assert captured.err.startswith(
        "Warning: 299995 fields cannot be reached from the start: (2 | 0), (3 | 0), "
    )
    assert captured.err.rstrip().endswith("and 299985 more.")


def test_a_closed_pipe_ends_quietly():
    reader = subprocess.Popen(
        [sys.executable, "-m", "labyrinth", "--no-display", "--seed", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    reader.stdout.close()  # as `labyrinth ... | head -0` does
    _out, err = reader.communicate(timeout=60)
    assert reader.returncode == 0
    assert err == b""  # no traceback, nor "Exception ignored" at exit


def interruptible() -> None:
    """In the child before it starts: Ctrl+C acts as in a terminal, even when this test runs
    with SIGINT ignored (as ``pytest &`` from a script runs it)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.timeout(600)
def test_ctrl_c_while_saving_ends_without_a_traceback_or_a_half_file(tmp_path):
    import signal

    # A busy machine can keep this test from looking until the save is over: Ctrl+C then
    # comes as the program exits (it died of it, -2, as Python had given the signal back).
    # Such a run interrupts no save; another one is started.
    for _run in range(3):
        app = start_saving(tmp_path / "big.png")
        if held_while_saving(app, tmp_path):
            break
        app.communicate(timeout=120)
        (tmp_path / "big.png").unlink()
    else:
        pytest.fail("every save was over before it could be interrupted")
    app.send_signal(signal.SIGINT)  # waits, pending, until the program goes on
    app.send_signal(signal.SIGCONT)
    _out, err = app.communicate(timeout=120)
    assert app.returncode == 130, err
    assert "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def start_saving(picture: Path) -> subprocess.Popen[str]:
    """The command line building a big maze and saving it as ``picture``: 8192 × 8192 pixels,
    half a second of writing after a second and a half of building."""
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "labyrinth",
            "--no-display",
            "--width",
            "1024",
            "--height",
            "1024",
            "--field-size",
            "8",
            "--save",
            str(picture),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=interruptible,
    )


def held_while_saving(app: subprocess.Popen[str], folder: Path) -> bool:
    """Wait for the save to begin, then stop the program: True when it is held with the
    save under way (its temporary file, the only thing in ``folder`` until the picture is
    complete, still there), False when the save had ended (the program goes on)."""
    import signal

    for _try in range(30_000):  # the build takes seconds
        if any(folder.iterdir()) or app.poll() is not None:
            break
        time.sleep(0.02)
    app.send_signal(signal.SIGSTOP)
    names = list(folder.iterdir())
    if names and all(name.suffix == TEMPORARY_SUFFIX for name in names):
        return True
    app.send_signal(signal.SIGCONT)
    return False


def test_list_algorithms_names_every_registered_algorithm(capsys):
    from labyrinth.generators import ALGORITHMS

    assert run(["--list-algorithms"]) == 0
    out = capsys.readouterr().out
    for name in ALGORITHMS:
        assert f"\n{name}" in "\n" + out
    assert "binary-tree [NW, NE, SW, SE]: Binary tree" in out


def test_algorithm_loops_blocks_and_ends_from_the_command_line(capsys):
    assert (
        run(
            [
                "--no-display",
                "--seed",
                "3",
                "--algorithm",
                "binary-tree:SE",
                "--loops",
                "10",
                "--blocks",
                "20",
                "--entrance",
                "N:0",
                "--exit",
                "S:31",
            ]
        )
        == 0
    )
    assert capsys.readouterr().out.startswith("Maze is built, path length from start to end")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--algorithm", "maze-o-matic"], "There is no algorithm 'maze-o-matic': choose one of"),
        (["--algorithm", "binary-tree:XX"], "The algorithm binary-tree has no variant 'XX'"),
        (["--loops", "101"], "the loop percent must be from 0 to 100"),
        (["--blocks", "-1"], "the block permille must be from 0 to 1000"),
        (["--entrance", "Q:1"], "is not an opening: write SIDE:POSITION"),
        (["--exit", "E:24"], "The opening E:24 is off the side"),
        (
            ["--rng", "java", "--algorithm", "binary-tree"],
            "The java random source is the book's own: "
            "it goes only with the algorithm backtracker.",
        ),
    ],
)
def test_bad_algorithm_options_give_one_sentence(args, message, capsys):
    assert run(["--no-display", *args]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and message in err


def test_an_imperfect_maze_is_reported_as_such(capsys):
    assert (
        run(
            [
                "--no-display",
                "--seed",
                "3",
                "--width",
                "10",
                "--height",
                "8",
                "--loops",
                "10",
                "--blocks",
                "100",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"Not a perfect maze: \d+ loops?, \d+ walls? left standing\.", out[2])


def test_version(capsys):
    assert run(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"labyrinth {labyrinth.__version__}"


# -- output: encodings, missing, closed and full streams --------------------------------------


def labyrinth_process(*args, **options) -> subprocess.CompletedProcess:
    """The real program, as ``python -m labyrinth``, without a window."""
    return subprocess.run(
        [sys.executable, "-m", "labyrinth", "--no-display", *args],
        capture_output=True,
        timeout=60,
        **options,
    )


def test_letters_the_terminal_cannot_show_become_question_marks():
    env = dict(os.environ, LC_ALL="C", PYTHONIOENCODING="ascii")
    done = labyrinth_process("--lang", "de", "--width", "4", "--height", "4", "--stats", env=env)
    assert done.returncode == 0, done.stderr
    assert b"L?ngster Weg" in done.stdout
    done = labyrinth_process(
        "--lang", "de", "--width", "4", "--height", "4", "--exclude", "9,9", env=env
    )
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        b"labyrinth: Das Feld (9 | 9) liegt au?erhalb des Labyrinths mit 4 ? 4 Feldern: "
        b"x reicht von 0 bis 3 und y von 0 bis 3."
    ]


def test_bytes_that_are_not_utf8_on_the_command_line_are_no_traceback():
    done = labyrinth_process(b"\xff")  # a file to open, by its name
    assert done.returncode == 1
    assert done.stderr == b"labyrinth: Cannot open \\udcff: there is no such file.\n"
    done = labyrinth_process("--width", b"\xff")
    assert done.returncode == 2
    assert done.stderr.startswith(b"labyrinth: argument --width: '\\udcff' is not a whole number")


@pytest.mark.skipif(not Path("/dev/full").is_char_device(), reason="no /dev/full here")
def test_a_full_standard_output_is_one_sentence():
    with open("/dev/full", "wb") as full:
        done = subprocess.run(
            [sys.executable, "-m", "labyrinth", "--no-display", "--width", "4", "--height", "4"],
            stdout=full,
            stderr=subprocess.PIPE,
            timeout=60,
        )
    assert done.returncode == 1
    assert done.stderr == b"labyrinth: Cannot write the output: the disk is full.\n"


@pytest.mark.parametrize("closed", [">&-", "2>&-", ">&- 2>&-"])
def test_a_closed_standard_output_or_error_is_no_traceback(closed):
    """Started with ``>&-``, Python has no sys.stdout at all (None), as a Windows window program."""
    for args in (["--width", "4", "--height", "4"], ["--width", "x"]):
        done = subprocess.run(
            ["sh", "-c", f'exec "$@" {closed}', "sh", sys.executable, "-m", "labyrinth"]
            + ["--no-display", *args],
            capture_output=True,
            timeout=60,
        )
        assert done.returncode in (0, 2)
        assert b"Traceback" not in done.stdout + done.stderr


def test_main_works_without_standard_streams():
    """The Windows window program (pythonw) runs with sys.stdout and sys.stderr None."""
    script = (
        "import sys\n"
        "sys.stdout = sys.stderr = None\n"
        "sys.argv = ['labyrinth', '--no-display', '--width', '4', '--height', '4', *ARGS]\n"
        "from labyrinth.cli import main\n"
        "main()\n"
    )
    for args, code in (([], 0), (["--stats", "--lang", "de"], 0), (["--seed", "x"], 2)):
        done = subprocess.run(
            [sys.executable, "-c", script.replace("ARGS", repr(args))],
            capture_output=True,
            timeout=60,
        )
        assert (done.returncode, done.stdout, done.stderr) == (code, b"", b"")


def test_a_name_too_long_for_the_system_is_one_sentence(tmp_path):
    done = labyrinth_process("--width", "4", "--height", "4", "--save", "n" * 5000, cwd=tmp_path)
    assert done.returncode == 1
    (line,) = done.stderr.decode().splitlines()
    assert line.startswith("labyrinth: Cannot save nnn") and "the name is too long" in line
    assert list(tmp_path.iterdir()) == []


def test_a_value_from_a_file_is_quoted_short(tmp_path, monkeypatch, capsys):
    """A damaged file's line of 20,000 letters is named by its start and end."""
    monkeypatch.chdir(tmp_path)
    assert run(["--no-display", "--width", "4", "--height", "4", "--export", "long.labyrinth"]) == 0
    text = Path("long.labyrinth").read_text(encoding="utf-8")
    Path("long.labyrinth").write_text(text.replace("backtracker", "x" * 20_000))
    capsys.readouterr()
    assert run(["--no-display", "--load", "long.labyrinth"]) == 1
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("labyrinth: long.labyrinth: Line 5: There is no algorithm 'xxxxxxxx")
    assert len(line) < 400 and "x…x" in line


def test_a_usage_error_with_a_full_standard_error_is_still_a_usage_error():
    with open("/dev/full", "wb") as full:
        done = subprocess.run(
            [sys.executable, "-m", "labyrinth", "--no-display", "--width", "x"],
            stdout=subprocess.PIPE,
            stderr=full,
            timeout=60,
        )
    assert (done.returncode, done.stdout) == (2, b"")


@pytest.mark.parametrize("name", ["t.maz", "t.labyrinth", "T.MAZ"])
def test_save_to_a_maze_file_points_to_export_and_writes_nothing(
    name, tmp_path, monkeypatch, capsys
):
    """--save draws pictures: a maze file's name is refused, not saved as t.maz.png."""
    monkeypatch.chdir(tmp_path)
    assert run(["--no-display", "--width", "4", "--height", "3", "--save", name]) == 2
    assert capsys.readouterr().err == (
        f"labyrinth: --save draws pictures (PNG, SVG or PDF); to write the maze as {name}, "
        f"use --export {name}.\n"
    )
    assert list(tmp_path.iterdir()) == []


def test_a_menu_entry_that_cannot_be_installed_names_the_folder(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    Path("data").write_text("a file where the data folder would be")
    monkeypatch.setenv("XDG_DATA_HOME", "data")
    assert run(["--install-desktop-entry"]) == 1
    assert capsys.readouterr().err == (
        "labyrinth: Cannot install the menu entry into data/icons/hicolor/256x256/apps: "
        "Not a directory.\n"
    )


# -- --compare: every seed, CSV on standard output, progress on a terminal ---------------------


def test_compare_starts_from_the_largest_seed(capsys):
    args = [
        "--compare",
        "--width",
        "4",
        "--height",
        "4",
        "--runs",
        "2",
        "--algorithm",
        "sidewinder",
    ]
    assert run([*args, "--seed", str(2**63 - 1)]) == 0
    assert capsys.readouterr().out.splitlines()[1].startswith("sidewinder ")


def test_csv_dash_prints_only_the_csv(capsys):
    import csv

    args = ["--compare", "--width", "5", "--height", "4", "--runs", "1", "--csv", "-"]
    assert run(args) == 0
    rows = list(csv.reader(capsys.readouterr().out.splitlines()))
    assert rows[0][:2] == ["spec", "title"]
    assert rows[1][0] == "backtracker" and len(rows) > 10


COMPARE_QUICKLY = ["--compare", "--width", "4", "--height", "3", "--runs", "1"]


def test_csv_to_dev_stdout_prints_only_the_csv_into_a_pipe_or_a_file(tmp_path):
    """/dev/stdout names standard output: the CSV alone, as with -, not a permission problem
    with /proc/<pid>/fd behind a pipe, nor written over the table in a redirected file."""
    piped = labyrinth_process(*COMPARE_QUICKLY, "--algorithm", "empty", "--csv", "/dev/stdout")
    assert piped.returncode == 0, piped.stderr
    assert piped.stdout.decode().splitlines()[0].startswith("spec,title,")
    assert len(piped.stdout.decode().splitlines()) == 2
    with open(tmp_path / "table.csv", "wb") as file:
        done = subprocess.run(
            [sys.executable, "-m", "labyrinth", *COMPARE_QUICKLY, "--csv", "/dev/stdout"],
            stdout=file,
            stderr=subprocess.PIPE,
            timeout=60,
        )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "table.csv").read_text().startswith("spec,title,")


def test_compare_shows_progress_on_a_terminal_only(monkeypatch, capsys):
    import pty

    from labyrinth.cli import compare

    monkeypatch.setattr(compare.Progress, "DELAY", 0.0)  # at once, not after a while
    args = ["--compare", "--width", "4", "--height", "4", "--runs", "2"]
    assert run(args) == 0
    assert capsys.readouterr().err == ""  # not a terminal: nothing
    main, side = pty.openpty()
    with open(side, "w", encoding="utf-8") as terminal:
        monkeypatch.setattr(sys, "stderr", terminal)
        assert run([*args, "--algorithm", "sidewinder"]) == 0
    shown = b""
    while not shown.endswith(b" \r"):  # up to the line rubbed out with spaces
        shown += os.read(main, 4096)
    os.close(main)
    assert shown.startswith(b"\rComparing: sidewinder, maze 1 of 2\xe2\x80\xa6")
    assert b"\rComparing: sidewinder, maze 2 of 2\xe2\x80\xa6" in shown


def test_a_system_error_naming_a_descriptor_is_one_sentence():
    """An OSError may name a file descriptor (an int) instead of a path: the sentence says
    its number rather than failing in the error handler."""
    from labyrinth.cli.messages import os_problem

    assert os_problem(IsADirectoryError(21, "Is a directory", 3)) == (
        "Cannot use 3: Is a directory."
    )
