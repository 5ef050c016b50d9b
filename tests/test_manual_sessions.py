"""The Python sessions and the command-line examples of the README and the manual run as
written."""

from __future__ import annotations

import doctest
import shlex
from pathlib import Path

import pytest

from labyrinth.cli import run
from tests.manual_pages import PAGES, README, name_of, page

SESSIONS = [path for path in PAGES if ">>> " in path.read_text(encoding="utf-8")]


@pytest.mark.timeout(300)
@pytest.mark.parametrize("path", SESSIONS, ids=name_of)
def test_every_session_runs(path: Path, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    failures, tried = doctest.testfile(
        str(path), module_relative=False, optionflags=doctest.ELLIPSIS
    )
    assert tried > 0
    assert failures == 0


def test_the_sessions_are_where_a_reader_looks_for_them():
    assert {README, page("api.md"), page("lessons.md"), page("printing.md")} <= set(SESSIONS)


def shell_examples() -> list[tuple[str, str, list[str]]]:
    """The ``$ labyrinth --no-display ...`` examples of every page and the lines printed below
    them, each with its page."""
    examples: list[tuple[str, str, list[str]]] = []
    for path in PAGES:
        printed: list[str] | None = None
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("    $ labyrinth ") and "--no-display" in line:
                printed = []
                examples.append((name_of(path), line.removeprefix("    $ labyrinth "), printed))
            elif printed is not None and line.startswith("    ") and not line.startswith("    $"):
                printed.append(line.removeprefix("    "))
            else:
                printed = None
    return examples


@pytest.mark.parametrize(("where", "command", "printed"), shell_examples())
def test_every_command_prints_what_the_page_shows(
    where, command, printed, tmp_path, monkeypatch, capsys
):
    monkeypatch.chdir(tmp_path)
    assert run(shlex.split(command)) == 0, where
    assert capsys.readouterr().out.splitlines() == printed, where


def test_the_manual_has_command_examples():
    assert len(shell_examples()) >= 2
