"""Writing files as the user expects: a new file gets the permissions the user's umask
allows, a folder that cannot take the file is refused before the maze is built, a failure
is one sentence and leaves nothing behind, and a save leaves the signal handlers alone."""

from __future__ import annotations

import errno
import os
import shutil
import signal
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from conftest import skip_or_fail

from labyrinth.cli import run
from labyrinth.files import SaveError, write_atomically

PROJECT = Path(__file__).resolve().parent.parent


def write_hello(stream) -> None:
    stream.write(b"hello")


@pytest.mark.parametrize("mask", [0o022, 0o077, 0o002, 0o027])
def test_a_new_file_gets_the_users_umask(tmp_path, mask, capsys):
    old = os.umask(mask)
    try:
        write_atomically(tmp_path / "new.csv", write_hello)
        code = run(["--no-display", "--width", "4", "--height", "3", "--save", str(tmp_path / "m")])
    finally:
        os.umask(old)
    assert code == 0, capsys.readouterr().err
    for name in ("new.csv", "m.png"):
        assert stat.S_IMODE((tmp_path / name).stat().st_mode) == 0o666 & ~mask, name


def test_a_file_replaced_keeps_its_permissions_whatever_the_umask(tmp_path):
    target = tmp_path / "old.csv"
    target.write_bytes(b"old")
    target.chmod(0o604)
    old = os.umask(0o077)
    try:
        write_atomically(target, write_hello)
    finally:
        os.umask(old)
    assert stat.S_IMODE(target.stat().st_mode) == 0o604 and target.read_bytes() == b"hello"


def without_write_permission(folder: Path) -> list[str]:
    """A command prefix under which ``folder`` (mode 555) cannot be written to.

    An ordinary user needs none. Root (as in CI's container) may write anywhere through its
    capability CAP_DAC_OVERRIDE: the program then runs under ``setpriv`` without it, still
    as root, so the folder's permission bits count as they do for everyone else.
    """
    if not os.access(folder, os.W_OK):
        return []
    prefix = ["setpriv", "--bounding-set=-dac_override"]
    if shutil.which("setpriv") is None:
        skip_or_fail("running as root and setpriv (util-linux) is missing to drop the right")
    probe = [sys.executable, "-c", f"import os; print(os.access({str(folder)!r}, os.W_OK))"]
    done = subprocess.run(prefix + probe, capture_output=True, text=True, timeout=60)
    if done.stdout.strip() != "False":
        skip_or_fail(f"cannot take the right to write away here: {done.stderr.strip()}")
    return prefix


def test_a_folder_the_user_cannot_write_to_is_refused_before_the_build(tmp_path):
    """One sentence, exit code 1, and no "Maze is built": the build never began."""
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    target = folder / "maze.png"
    command = [sys.executable, "-m", "labyrinth", "--no-display", "--seed", "1"]
    command += ["--width", "300", "--height", "300", "--save", str(target)]
    environment = dict(os.environ, PYTHONPATH=str(PROJECT), LANGUAGE="en")
    done = subprocess.run(
        without_write_permission(folder) + command,
        capture_output=True,
        text=True,
        timeout=120,
        env=environment,
    )
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr == (
        f"labyrinth: Cannot save {target}: there is no permission to write in {folder}.\n"
    )
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("where", ["missing", "file"])
def test_a_folder_that_is_not_there_is_named_before_the_build(tmp_path, capsys, where):
    (tmp_path / "file").write_text("not a folder")
    folder = tmp_path / where
    says = {
        "missing": f"the folder {folder} does not exist",
        "file": f"{folder} is a file, not a folder",
    }
    code = run(
        ["--no-display", "--width", "200", "--height", "200", "--save", str(folder / "m.png")]
    )
    out, err = capsys.readouterr()
    assert (code, out) == (1, "")
    assert err == f"labyrinth: Cannot save {folder / 'm.png'}: {says[where]}.\n"


def test_an_error_without_words_of_its_own_is_said_in_the_systems(tmp_path):
    """A failure the module has no sentence for is told in the operating system's words, and
    nothing is left behind."""

    def failing(stream) -> None:
        stream.write(b"half")
        raise OSError(errno.EIO, "Input/output error")

    target = tmp_path / "maze.csv"
    with pytest.raises(SaveError) as refused:
        write_atomically(target, failing)
    assert str(refused.value) == f"Cannot save {target}: Input/output error."
    assert list(tmp_path.iterdir()) == []


def test_a_save_leaves_the_signal_handlers_as_they_were(tmp_path):
    """While a file is written SIGTERM and SIGHUP clean up first; afterwards the program's
    own handlers are back."""
    before = {number: signal.getsignal(number) for number in (signal.SIGTERM, signal.SIGHUP)}
    write_atomically(tmp_path / "maze.csv", write_hello)
    assert {number: signal.getsignal(number) for number in before} == before


def test_a_file_can_be_saved_from_a_thread(tmp_path):
    """Signal handlers belong to the main thread: another thread saves without them."""
    failures: list[BaseException] = []

    def save() -> None:
        try:
            write_atomically(tmp_path / "maze.csv", write_hello)
        except BaseException as error:  # the thread's failure, for the test to report
            failures.append(error)

    worker = threading.Thread(target=save)
    worker.start()
    worker.join(timeout=60)
    assert failures == [] and (tmp_path / "maze.csv").read_bytes() == b"hello"
