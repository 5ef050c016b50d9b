"""Readers of small files (a program, a lesson, a mask's picture, the progress) never wait on
a pipe named like a file: the command line says in one sentence what the name is instead."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from labyrinth.lessons.progress import Progress, ProgressError

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def command(*arguments: str) -> subprocess.CompletedProcess[str]:
    """The command line run in English; a reader that waited on the pipe would time out."""
    environment = {**os.environ, "LANGUAGE": "en", "LC_ALL": "C.UTF-8"}
    return subprocess.run(
        [sys.executable, "-m", "labyrinth", *arguments],
        capture_output=True,
        text=True,
        timeout=60,
        env=environment,
    )


@pytest.mark.parametrize(
    "arguments",
    [
        ("--no-display", "--program", "{pipe}"),
        ("--no-display", "--mask", "{pipe}"),
        ("--list-lessons", "--lessons", "{folder}"),
    ],
    ids=["program", "mask", "lesson"],
)
def test_a_pipe_is_refused_in_one_sentence_not_waited_on(tmp_path, arguments):
    folder = tmp_path / "lessons"
    folder.mkdir()
    os.mkfifo(folder / "pipe.lesson")
    pipe = folder / "pipe.lesson"
    done = command(*(part.format(pipe=pipe, folder=folder) for part in arguments))
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "it is not a regular file (a pipe" in lines[0]
    assert "Traceback" not in done.stderr


def test_a_progress_file_that_is_a_pipe_is_refused(tmp_path):
    pipe = tmp_path / "progress.txt"
    os.mkfifo(pipe)
    with pytest.raises(ProgressError, match="is not a regular file"):
        Progress.load(pipe)
