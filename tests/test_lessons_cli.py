"""The lessons without the window: ``--list-lessons`` (in German too) with each lesson's status
from the progress file, ``--lesson ID --program FILE.py`` with a line per maze, a verdict and
the exit codes 0 / 1 / 2, the outcome kept across a restart, a teacher's folder added or its
broken line named, a broken progress file refused and left as it was."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from labyrinth.cli import run
from labyrinth.lessons.catalog import BUILT_IN
from labyrinth.lessons.progress import Progress, default_progress_path
from tests.lesson_programs import REFERENCE, WRONG

ROOT = Path(__file__).resolve().parent.parent
IDS = "walk, wall-follower, island, tremaux, recursive-search, book-builder, loop-builder, "
IDS += "exclusions, own-generator"


@pytest.fixture
def program(tmp_path):
    def write(source: str, name: str = "mine.py") -> str:
        path = tmp_path / name
        path.write_text(source, encoding="utf-8")
        return str(path)

    return write


def check(lesson_id: str, program_file: str, *more: str) -> int:
    return run(["--no-display", "--lesson", lesson_id, "--program", program_file, *more])


def test_a_passed_lesson_says_so_per_maze_exits_0_and_is_kept(program, capsys):
    code = check("wall-follower", program(REFERENCE["wall-follower"]))
    lines = capsys.readouterr().out.splitlines()
    assert code == 0
    assert [line.split(":")[0] for line in lines] == [
        "Maze 1, 8 × 6, seed 1",
        "Maze 2, 12 × 9, seed 2, 5 fields excluded",
        "Maze 3, 16 × 12, seed 5",
        "Verdict",
    ]
    assert all(": Passed: the walker reached the goal" in line for line in lines[:3])
    assert lines[3] == "Verdict: the lesson “The right hand on the wall” is passed."
    progress = Progress.load(default_progress_path())
    assert progress.passed("wall-follower")
    assert progress.last_code("wall-follower") == REFERENCE["wall-follower"]


def test_a_failed_lesson_exits_1_keeps_the_code_and_an_earlier_pass(program, capsys):
    assert check("wall-follower", program(REFERENCE["wall-follower"])) == 0
    wrong, words = WRONG["wall-follower"][0]
    capsys.readouterr()
    assert check("wall-follower", program(wrong, "wrong.py")) == 1
    out = capsys.readouterr().out
    assert words in out
    assert out.splitlines()[-1].startswith(
        "Verdict: the lesson “The right hand on the wall” is not passed yet: "
    )
    progress = Progress.load(default_progress_path())
    assert progress.passed("wall-follower") and progress.last_code("wall-follower") == wrong


def test_a_program_of_the_wrong_kind_is_not_run_and_the_verdict_says_mend_it(program, capsys):
    assert check("wall-follower", program(REFERENCE["book-builder"])) == 1
    assert capsys.readouterr().out.splitlines() == [
        "This lesson wants a walker: leave out find_neighbours.",
        "Verdict: the lesson “The right hand on the wall” is not passed yet; mend the lines "
        "above first.",
    ]
    assert not Progress.load(default_progress_path()).passed("wall-follower")


def test_progress_survives_a_restart_and_is_listed_in_german(program, private_config):
    """Two processes of the installed command: the check, then the list in German."""
    environment = {**os.environ, "XDG_CONFIG_HOME": str(private_config), "PYTHONPATH": str(ROOT)}

    def labyrinth(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "labyrinth", *args],
            capture_output=True,
            text=True,
            env=environment,
            timeout=110,
        )

    checked = labyrinth(
        "--no-display", "--lesson", "island", "--program", program(REFERENCE["island"])
    )
    assert checked.returncode == 0, checked.stderr
    # On the island the walker notices that it goes round, and gives up: a pass.
    maze_lines = [line for line in checked.stdout.splitlines() if line.startswith("Maze ")]
    assert "Passed: the walker came back to (" in maze_lines[-1]
    assert not any("Failed" in line for line in maze_lines)
    listed = labyrinth("--list-lessons", "--lang", "de")
    assert listed.returncode == 0 and listed.stderr == ""
    rows = [line.split() for line in listed.stdout.splitlines()]
    assert [row[0] for row in rows] == IDS.split(", ")
    assert [row[-1] for row in rows] == ["offen", "offen", "bestanden", *["offen"] * 6]
    assert listed.stdout.splitlines()[0] == ("walk              Zu Fuß durch das Labyrinth   offen")


def test_a_carried_progress_file_is_used_instead_of_the_default(program, tmp_path, capsys):
    carried = tmp_path / "stick" / "progress.txt"
    assert check("island", program(REFERENCE["island"]), "--progress", str(carried)) == 0
    assert not default_progress_path().exists()
    capsys.readouterr()
    assert run(["--list-lessons", "--progress", str(carried)]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()]
    assert [row[-1] for row in rows] == ["open", "open", "passed", *["open"] * 6]


@pytest.mark.parametrize(
    ("lesson_id", "sentence"),
    [
        ("nope", f"There is no lesson 'nope': choose one of {IDS}."),
        (
            "walk",
            "The lesson walk is walked by hand in the window's lessons, so it has no program "
            "to check.",
        ),
    ],
)
def test_an_unknown_lesson_or_the_walk_is_a_command_line_mistake(
    lesson_id, sentence, program, capsys
):
    assert check(lesson_id, program(REFERENCE["island"])) == 2
    assert capsys.readouterr() == ("", f"labyrinth: {sentence}\n")
    assert not default_progress_path().exists()


def test_a_broken_progress_file_is_refused_before_the_run_and_left_as_it_was(
    program, tmp_path, capsys
):
    broken = tmp_path / "progress.txt"
    content = b"labyrinth progress 1\nlesson island maybe\n"
    broken.write_bytes(content)
    assert check("island", program(REFERENCE["island"]), "--progress", str(broken)) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (f"labyrinth: {broken}, line 2: a lesson is passed or open, not 'maybe'.\n")
    assert run(["--list-lessons", "--progress", str(broken)]) == 1
    assert broken.read_bytes() == content


def test_a_teachers_folder_is_listed_and_one_broken_line_is_named(tmp_path, capsys):
    folder = tmp_path / "class"
    folder.mkdir()
    good = (BUILT_IN / "2-wall-follower.lesson").read_bytes()
    own = good.replace(b"id: wall-follower", b"id: corners").replace(b"order: 20", b"order: 25")
    own = own.replace(b"title en: ", b"title en: Corners. ")
    (folder / "corners.lesson").write_bytes(own)
    assert run(["--list-lessons", "--lessons", str(folder)]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert rows[2].split()[:3] == ["corners", "Corners.", "The"]
    broken = own.replace(b"maze: 16 x 12, seed 5", b"maze: 16 by 12, seed 5")
    (folder / "corners.lesson").write_bytes(broken)
    line = broken.split(b"\n").index(b"maze: 16 by 12, seed 5") + 1
    assert run(["--list-lessons", "--lessons", str(folder)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"labyrinth: {folder / 'corners.lesson'}, line {line}: a maze is ")
    assert err.count("\n") == 1


def test_lessons_folder_alone_lists_as_list_lessons_does(tmp_path, capsys):
    folder = tmp_path / "class"
    folder.mkdir()
    own = (BUILT_IN / "2-wall-follower.lesson").read_bytes()
    own = own.replace(b"id: wall-follower", b"id: corners").replace(b"order: 20", b"order: 25")
    (folder / "corners.lesson").write_bytes(own)
    assert run(["--list-lessons", "--lessons", str(folder)]) == 0
    listed = capsys.readouterr().out
    assert "corners" in listed
    assert run(["--lessons", str(folder)]) == 0
    assert capsys.readouterr().out == listed
    assert run(["--lessons", str(folder), "--width", "5"]) == 2
    assert capsys.readouterr().err == (
        "labyrinth: --lessons without --lesson lists the lessons and stops, so it cannot go "
        "with --width.\n"
    )


def test_a_teachers_lesson_is_checked_like_a_built_in_one(tmp_path, program, capsys):
    folder = tmp_path / "class"
    folder.mkdir()
    good = (BUILT_IN / "2-wall-follower.lesson").read_bytes()
    (folder / "corners.lesson").write_bytes(good.replace(b"id: wall-follower", b"id: corners"))
    walker = program(REFERENCE["wall-follower"])
    assert check("corners", walker, "--lessons", str(folder)) == 0
    assert Progress.load(default_progress_path()).passed("corners")
