"""A fuzzer over command lines: whatever is typed, the answer is an exit code and at most one
sentence, never a traceback, and no file outside the test's own folder is written."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from labyrinth.cli import run

NASTY_TEXT = st.sampled_from(
    [
        "",
        "-",
        "--",
        " ",
        "0",
        "-1",
        "1_0",
        "²",
        "W:²",
        "٣",
        "9" * 5000,
        "9223372036854775807",
        "-9223372036854775808",
        "1e9",
        "nan",
        "N:-0",
        "E:99999999999999999999",
        "x,y",
        "1,",
        "\x00",
        "\udcff",
        "ä/ö",
        "/",
        ".",
        "..",
        "/dev/null",
        "/dev/full",
        "/proc/self/mem",
        "a" * 300,
        "{}",
        "%s",
    ]
)
SMALL_NUMBER = st.integers(-3, 12).map(str)
VALUES = st.one_of(NASTY_TEXT, SMALL_NUMBER, st.text(max_size=12))
OPTIONS = [
    "--width",
    "--height",
    "--exclude",
    "--seed",
    "--rng",
    "--save",
    "--field-size",
    "--algorithm",
    "--list-algorithms",
    "--loops",
    "--blocks",
    "--ends",
    "--entrance",
    "--exit",
    "--stats",
    "--compare",
    "--runs",
    "--csv",
    "--lang",
    "--help",
    "--version",
    "--bogus",
]
TAKES_A_FILE = {"--save", "--csv"}


@st.composite
def command_lines(draw) -> list[str]:
    argv = ["--no-display", "--width", "4", "--height", "3"]
    for _ in range(draw(st.integers(0, 6))):
        option = draw(st.sampled_from(OPTIONS))
        argv.append(option)
        if draw(st.booleans()):
            value = draw(VALUES)
            if option in TAKES_A_FILE and not value.startswith("/dev/"):
                value = os.path.join("out", value.replace("\x00", ""))
            argv.append(value)
    if "--compare" in argv:
        argv += ["--runs", "1", "--algorithm", "empty"]  # the same options come last: fast
    return argv


@pytest.fixture
def private_folder(tmp_path, monkeypatch):
    (tmp_path / "out").mkdir()
    monkeypatch.chdir(tmp_path)
    return tmp_path


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(argv=command_lines())
def test_any_command_line_gives_an_exit_code_and_at_most_one_sentence(argv, private_folder, capsys):
    devices = {path: os.lstat(path).st_mode for path in ("/dev/null", "/dev/full")}
    code = run(argv)
    captured = capsys.readouterr()
    assert code in (0, 1, 2), argv
    assert "Traceback" not in captured.err, argv
    if code:
        assert len(captured.err.splitlines()) == 1, (argv, captured.err)
        assert captured.err.startswith("labyrinth: "), (argv, captured.err)
    assert {path: os.lstat(path).st_mode for path in devices} == devices, argv
