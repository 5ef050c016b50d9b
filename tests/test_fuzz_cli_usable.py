"""A fuzzer over command lines that get far: mostly usable values, so that most lines pass the
parser and build, save, compare and solve; now and then a nasty value (huge and non-ASCII digits,
empty and dash-like words, control characters, very long words, a folder or a FIFO in the test's
own folder). test_fuzz_cli.py draws the nasty ones first; together they keep every answer a
sentence, never a traceback. The explicit cases they found are in test_cli.py.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from labyrinth.cli import build_parser, run
from labyrinth.ends import ENDS
from labyrinth.generators import ALGORITHMS
from labyrinth.solvers import SOLVERS

OPTIONS = sorted(
    option
    for action in build_parser()._actions
    for option in action.option_strings
    if option.startswith("--")
)

NASTY = [
    "1" * 5000,
    "9" * 4301,
    "-" + "9" * 50,
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "0",
    "1",
    "-1",
    "3",
    "4096",
    "1e3",
    "0x10",
    "1_000",
    " 5 ",
    "²",
    "٣",
    "½",
    "Ⅻ",
    "W:²",
    "E:٣",
    "N:-1",
    "S:99999",
    "W:" + "1" * 5000,
    "X:0",
    "١,٢",
    "1,1",
    "-1,0",
    "3," + "7" * 5000,
    "",
    " ",
    "-",
    "--",
    "\t\x01\x1b[2J",
    "a" * 10_000,
    "é" * 300,
    "x" * 300 + ".png",
    "maze.jpg",
    "maze",
    "table.csv",
    "folder",
    "folder/",
    "missing/maze.png",
    "fifo",
    ".",
    "backtracker",
    "binary-tree:NE",
    "growing-tree:",
    "java",
    "python",
    "de",
    "en",
    "border",
    "diameter",
]

# Values that work, so that the draws get past the parser into building, saving and comparing.
USABLE = {
    "--width": ["2", "5"],
    "--height": ["2", "4"],
    "--seed": ["1", "9223372036854775807", "-9223372036854775808"],
    "--exclude": ["0,0", "4,3", "2,1", "1, 2"],
    "--rng": ["python", "java"],
    "--save": ["", "out.png", "out", "v1.2", "folder", "folder/", "fifo", "missing/x.png"],
    "--field-size": ["2", "24", "96"],
    "--algorithm": [*ALGORITHMS, "binary-tree:SW", "growing-tree:mix"],
    "--loops": ["0", "50", "100"],
    "--blocks": ["0", "500", "1000"],
    "--ends": list(ENDS),
    "--entrance": ["W:0", "N:4", "S:-1", "E:3"],
    "--exit": ["E:3", "S:4", "W:0"],
    "--runs": ["1", "2"],
    "--csv": ["-", "table.csv", "folder", "fifo", "missing/t.csv"],
    "--lang": ["de", "en"],
    "--solve": list(SOLVERS),
    "--from": ["0,0", "4,3", "2,2"],
    "--to": ["4,3", "1,1", "0,3"],
}
# A short draw of anything else, control characters included. A command line holds no NUL, and
# no surrogate but those of bytes that are not UTF-8, which test_cli.py tries through the real
# program (the captured output here would refuse them, where the program escapes them).
OTHER_TEXT = st.text(
    st.characters(blacklist_characters="\x00", blacklist_categories=("Cs",)), max_size=12
)
NASTY_VALUE = st.one_of(st.sampled_from(NASTY), OTHER_TEXT)


@st.composite
def words(draw: st.DrawFn) -> tuple[str, ...]:
    """An option as a user writes it: with a usable or a nasty value, sometimes as
    ``--opt=value``, sometimes alone (a flag, or a value forgotten); now and then a stray word.

    The nasty choices are one in a few, so that most command lines get past the parser.
    """
    if draw(st.integers(0, 11)) == 11:
        return (draw(NASTY_VALUE),)
    option = draw(st.sampled_from(OPTIONS))
    if option not in USABLE or draw(st.integers(0, 9)) == 9:
        return (option,)
    nasty = draw(st.integers(0, 3)) == 3
    value = draw(NASTY_VALUE if nasty else st.sampled_from(USABLE[option]))
    return (f"{option}={value}",) if draw(st.booleans()) else (option, value)


@pytest.fixture
def playground(tmp_path, monkeypatch):
    """The test's folder as working folder and home, with a folder and a FIFO to trip over."""
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "fifo")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


def small(argv: list[str]) -> list[str]:
    """The command line without a window and in a small size (the last --width counts); a
    comparison makes one maze per algorithm."""
    argv = ["--no-display", *argv, "--width", "5", "--height", "4"]
    if "--compare" in argv:
        argv += ["--runs", "1"]
    return argv


@pytest.mark.timeout(300)
@settings(
    max_examples=300,
    derandomize=True,  # the same command lines in every run: a red suite is reproducible
    deadline=None,  # a busy machine is slow; the test's own time limit catches a hang
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(groups=st.lists(words(), max_size=5))
def test_no_usable_command_line_gives_a_traceback(groups, playground, capsys):
    code = run(small([word for group in groups for word in group]))
    captured = capsys.readouterr()
    assert code in (0, 1, 2), (code, captured.err)
    assert "Traceback" not in captured.err + captured.out
    assert not playground.joinpath("fifo").exists() or playground.joinpath("fifo").is_fifo()
