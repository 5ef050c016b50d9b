"""The manual's lesson-file reference, held to the parser: every key, setting, part, kind,
check and expectation a lesson file may use is there, and the lesson it gives to copy is read
and checked as a teacher would meet it."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from labyrinth.lessons.checking import check_lesson
from labyrinth.lessons.lesson_file import (
    CHECKS,
    EXPECTATIONS,
    HEAD_KEYS,
    KINDS,
    LANGUAGES,
    MAZE_SETTINGS,
    PARTS,
    parse_lesson,
)
from tests.lesson_programs import RECURSIVE_SEARCH, REFERENCE
from tests.manual_pages import ROOT, page

LESSONS_PAGE = page("lessons.md").read_text(encoding="utf-8")
REFERENCE_PART = LESSONS_PAGE[LESSONS_PAGE.index("## The lesson file") :]


def in_code(word: str) -> bool:
    """Whether the reference shows ``word`` as code, alone or at the start of a code span."""
    return re.search(rf"`{re.escape(word)}[` ]", REFERENCE_PART) is not None


def example_lesson() -> str:
    """The whole lesson the reference gives to copy: its first ```text block."""
    return REFERENCE_PART.split("```text\n", 1)[1].split("```", 1)[0]


@pytest.mark.parametrize("key", HEAD_KEYS)
def test_every_key_of_the_head_is_in_the_reference(key):
    assert in_code(f"{key}:") or in_code(f"{key} LANGUAGE:"), key


@pytest.mark.parametrize(
    "word", [*MAZE_SETTINGS, *PARTS, *KINDS, *CHECKS, *EXPECTATIONS, *LANGUAGES]
)
def test_every_word_a_lesson_file_takes_is_in_the_reference(word):
    assert in_code(word), word


def test_the_lesson_to_copy_uses_a_check_line():
    assert re.search(r"^check: \w+$", example_lesson(), re.MULTILINE)


@pytest.mark.timeout(240)
def test_the_lesson_to_copy_passes_a_search_and_fails_its_own_starting_code(tmp_path):
    lesson = parse_lesson(example_lesson().encode(), tmp_path / "search.lesson")
    assert len(lesson.mazes) >= 3 and lesson.checks
    assert check_lesson(lesson, RECURSIVE_SEARCH, "search.py").passed
    for program in (lesson.code("en"), REFERENCE["wall-follower"]):
        verdict = check_lesson(lesson, program, "search.py")
        assert not verdict.passed
        assert [str(problem) for problem in verdict.problems] == [
            "No function calls itself: this lesson asks for a recursive search."
        ]


@pytest.mark.timeout(240)
def test_the_command_the_reference_gives_checks_the_copied_lesson(tmp_path):
    """The reference's own command, on the lesson copied into a folder of its own."""
    folder = tmp_path / "lessons"
    folder.mkdir()
    (folder / "search.lesson").write_text(example_lesson(), encoding="utf-8")
    (tmp_path / "search.py").write_text(RECURSIVE_SEARCH, encoding="utf-8")
    command = re.search(
        r"`labyrinth (--no-display --lessons FOLDER [^`]+)`", " ".join(REFERENCE_PART.split())
    )
    assert command is not None
    arguments = command[1].replace("FOLDER", str(folder)).split()
    done = subprocess.run(
        [sys.executable, "-m", "labyrinth", *arguments, "--progress", str(tmp_path / "p.txt")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=200,
        env={"PYTHONPATH": str(ROOT), "LANG": "C.UTF-8", "HOME": str(tmp_path)},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("Passed:") == 3
