"""A student's progress: kept across a restart, merged with another program's, a pass never
taken back; a broken or foreign file refused in one sentence and never written over; the
reader fuzzed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from labyrinth.lessons.progress import (
    FORMAT_LINE,
    LARGEST_FILE,
    Progress,
    ProgressError,
    default_progress_path,
    parse_progress,
    progress_text,
)

WALKER = "while not at_goal():\n    step()  \n\n\tturn_left()\n| not a mark\n"


def test_progress_survives_a_restart_read_by_a_second_process(tmp_path):
    path = tmp_path / "progress.txt"
    progress = Progress.load(path)
    assert not progress.passed("wall-follower") and progress.last_code("wall-follower") is None
    progress.record("wall-follower", WALKER, passed=True)
    progress.record("island", "", passed=False)
    progress.save()
    read_back = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path; from labyrinth.lessons.progress import Progress;"
            "p = Progress.load(Path(sys.argv[1]));"
            "print(p.passed('wall-follower'), p.passed('island'), repr(p.last_code('island')));"
            "sys.stdout.write(p.last_code('wall-follower'))",
            str(path),
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout
    assert read_back == "True False ''\n" + WALKER


def test_the_file_is_plain_text_a_student_can_read(tmp_path):
    progress = Progress(tmp_path / "progress.txt")
    progress.record("walk", None, passed=True)
    progress.record("tremaux", "mark()\n", passed=False)
    progress.save()
    lines = (tmp_path / "progress.txt").read_text("utf-8").splitlines()
    assert lines[0] == FORMAT_LINE
    assert lines[2:] == ["lesson walk passed", "lesson tremaux open", "| mark()", "|"]


def test_a_pass_is_kept_when_a_later_run_fails_and_the_code_is_the_last(tmp_path):
    progress = Progress(tmp_path / "p.txt")
    progress.record("tremaux", "first", passed=True)
    progress.record("tremaux", "second", passed=False)
    progress.save()
    again = Progress.load(tmp_path / "p.txt")
    assert again.passed("tremaux") and again.last_code("tremaux") == "second"


def test_saving_merges_with_what_another_program_saved_meanwhile(tmp_path):
    path = tmp_path / "p.txt"
    window, command_line = Progress.load(path), Progress.load(path)
    command_line.record("island", "a", passed=True)
    command_line.record("kept-from-a-teacher", "t", passed=True)
    command_line.save()
    window.record("island", "b", passed=False)
    window.record("walk", None, passed=True)
    window.save()
    again = Progress.load(path)
    assert again.passed("island") and again.last_code("island") == "b"
    assert again.passed("walk") and again.passed("kept-from-a-teacher")


def test_a_file_saved_with_windows_line_ends_reads_the_same(tmp_path):
    path = tmp_path / "p.txt"
    progress = Progress(path)
    progress.record("walk", "a\nb", passed=True)
    progress.save()
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
    assert Progress.load(path).last_code("walk") == "a\nb"


BROKEN = [
    (b"", "is not a progress file of labyrinth: its first line is not 'labyrinth progress 1'."),
    (b"PNG\x89 whatever\n", "is not a progress file of labyrinth"),
    (b'{"language": "de"}\n', "is not a progress file of labyrinth"),
    (b"labyrinth progress 7\n", "was written by a newer labyrinth (format 7)."),
    (
        f"{FORMAT_LINE}\nlesson walk done\n".encode(),
        "line 2: a lesson is passed or open, not 'done'.",
    ),
    (f"{FORMAT_LINE}\n| x\n".encode(), "line 2: a line of code belongs under a 'lesson' line."),
    (f"{FORMAT_LINE}\nlesson Walk open\n".encode(), "line 2: 'Walk' is not a lesson's id."),
    (f"{FORMAT_LINE}\nlesson a open\n\nlesson a passed\n".encode(), "line 4: the lesson a is "),
    (f"{FORMAT_LINE}\n# ok\nlesson walk\n".encode(), "line 3: a lesson's line reads"),
    (f"{FORMAT_LINE}\nlesson a open\n| \xff\n".encode("latin-1"), "line 3: this line is not UTF-8"),
]


@pytest.mark.parametrize(("content", "words"), BROKEN)
def test_a_broken_or_foreign_file_is_refused_in_one_sentence_and_left_as_it_was(
    tmp_path, content, words
):
    path = tmp_path / "progress.txt"
    path.write_bytes(content)
    with pytest.raises(ProgressError) as refused:
        Progress.load(path)
    message = str(refused.value)
    assert str(path) in message and words in message and "\n" not in message
    # The window carries on with empty progress; saving it must not replace the file.
    progress = Progress(path)
    progress.record("walk", "x", passed=True)
    with pytest.raises(ProgressError):
        progress.save()
    assert path.read_bytes() == content


def test_a_file_too_long_is_refused_before_it_is_read_whole(tmp_path):
    path = tmp_path / "p.txt"
    with path.open("wb") as file:
        file.write(FORMAT_LINE.encode() + b"\n")
        file.truncate(LARGEST_FILE + 2)
    with pytest.raises(ProgressError, match="is longer than 16 MB"):
        Progress.load(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_is_neither_read_nor_replaced(tmp_path):
    pipe = tmp_path / "progress.txt"
    os.mkfifo(pipe)
    with pytest.raises(ProgressError, match="is not a regular file"):
        Progress.load(pipe)
    progress = Progress(pipe)
    progress.record("walk", None, passed=True)
    with pytest.raises(ProgressError):
        progress.save()
    assert pipe.is_fifo()


def test_a_link_stays_a_link_and_its_target_gets_the_progress(tmp_path):
    stick = tmp_path / "stick"
    stick.mkdir()
    target = stick / "my-progress.txt"
    Progress(target).save()
    link = tmp_path / "progress.txt"
    link.symlink_to(target)
    progress = Progress.load(link)
    progress.record("walk", None, passed=True)
    progress.save()
    assert link.is_symlink() and Progress.load(target).passed("walk")


def test_the_folder_is_made_and_a_folder_in_the_way_is_one_sentence(tmp_path):
    deep = tmp_path / "new" / "folder" / "progress.txt"
    progress = Progress(deep)
    progress.record("walk", None, passed=True)
    progress.save()
    assert Progress.load(deep).passed("walk")
    in_the_way = tmp_path / "in-the-way"
    in_the_way.mkdir()
    with pytest.raises(ProgressError, match="is not a regular file"):
        Progress(in_the_way).save()


def test_the_default_file_lies_beside_the_settings(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.delenv("APPDATA", raising=False)
    if os.name != "nt":
        assert default_progress_path() == tmp_path / "labyrinth" / "progress.txt"


# Fuzzing: any mutation of a good file reads or is one sentence naming the file.

_GOOD = Progress(Path("unused"))
_GOOD.record("walk", None, passed=True)
_GOOD.record("island", "while True:\n    step()\n", passed=False)
_GOOD.record("tremaux", "", passed=True)


def _good_bytes() -> bytes:
    return progress_text(_GOOD.lessons).encode()


PIECES = [
    b"|",
    b"lesson ",
    b" passed",
    b" open",
    b"\n",
    b"\r",
    b"#",
    b"labyrinth progress 2",
    b"\xff",
]


@st.composite
def mutated(draw) -> bytes:
    data = bytearray(_good_bytes())
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.integers(0, len(data)))
        kind = draw(st.sampled_from(["flip", "delete", "insert", "piece"]))
        if kind == "flip" and where < len(data):
            data[where] = draw(st.integers(0, 255))
        elif kind == "delete":
            del data[where : where + draw(st.integers(1, 12))]
        elif kind == "insert":
            data[where:where] = draw(st.binary(max_size=12))
        else:
            data[where:where] = draw(st.sampled_from(PIECES))
    return bytes(data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_the_reader_reads_any_mutation_or_names_the_file(data):
    try:
        lessons = parse_progress(data, "fuzz.txt")
    except ProgressError as error:
        assert str(error).startswith(("fuzz.txt", "The progress file fuzz.txt"))
        assert "\n" not in str(error)
    else:
        assert all(entry.code is None or isinstance(entry.code, str) for entry in lessons.values())


@settings(max_examples=150, deadline=None)
@given(
    st.dictionaries(
        st.from_regex(r"[a-z0-9][a-z0-9-]{0,12}", fullmatch=True),
        st.tuples(st.booleans(), st.none() | st.text(max_size=60)),
        max_size=6,
    )
)
def test_whatever_is_recorded_reads_back_the_same(recorded):
    progress = Progress(Path("unused"))
    for lesson_id, (passed, code) in recorded.items():
        progress.record(lesson_id, code, passed)
    read = parse_progress(progress_text(progress.lessons).encode("utf-8", "replace"), "x")
    for lesson_id, (passed, code) in recorded.items():
        assert read[lesson_id].passed == passed
        expected = None if code is None else code.replace("\r\n", "\n").replace("\r", "\n")
        assert read[lesson_id].code == expected
