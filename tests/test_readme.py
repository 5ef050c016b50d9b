"""The README's Python session and its command-line examples run as written."""

from __future__ import annotations

import doctest
import shlex
from pathlib import Path

import pytest

from labyrinth.cli import run

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_session(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    failures, tried = doctest.testfile(
        str(README), module_relative=False, optionflags=doctest.ELLIPSIS
    )
    assert tried >= 8
    assert failures == 0
    assert (tmp_path / "worksheet.png").is_file()


def shell_examples() -> list[tuple[str, list[str]]]:
    """The README's ``$ labyrinth --no-display ...`` examples and the lines printed below them."""
    examples: list[tuple[str, list[str]]] = []
    printed: list[str] | None = None
    for line in README.read_text(encoding="utf-8").splitlines():
        if line.startswith("    $ labyrinth ") and "--no-display" in line:
            printed = []
            examples.append((line.removeprefix("    $ labyrinth "), printed))
        elif printed is not None and line.startswith("    ") and not line.startswith("    $"):
            printed.append(line.removeprefix("    "))
        else:
            printed = None
    return examples


@pytest.mark.parametrize(("command", "printed"), shell_examples())
def test_readme_command_prints_what_the_readme_shows(
    command, printed, tmp_path, monkeypatch, capsys
):
    monkeypatch.chdir(tmp_path)
    assert run(shlex.split(command)) == 0
    assert capsys.readouterr().out.splitlines() == printed


def test_the_readme_has_command_examples():
    assert len(shell_examples()) >= 2
