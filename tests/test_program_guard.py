"""What a student's program cannot do to the window, and what it cannot leave behind: on Linux
the run has namespaces of its own where the system allows them (no other process, no network),
else a subreaper guard ends whatever it started; no temporary folder outlives its run.

The hostile programs run only where the isolation is on (the test checks that it is wherever
an ordinary process may make namespaces): without it, they would stop or kill the tests.
"""

from __future__ import annotations

import ctypes
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import pytest

from labyrinth.options import BuildOptions
from labyrinth.programs import guard, runner
from labyrinth.programs.runner import Budget, ProgramRun, run_program

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's guard")

OPTIONS = BuildOptions(6, 4, seed=1)


def namespaces_allowed() -> bool:
    """Whether a process of this user may make user, PID and network namespaces (asked in a
    process of its own, which the asking changes)."""
    pid = os.fork()
    if pid == 0:
        libc = ctypes.CDLL(None, use_errno=True)
        os._exit(0 if libc.unshare(0x10000000 | 0x20000000 | 0x40000000) == 0 else 1)
    return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == 0


def with_marker(marker: str) -> list[int]:
    """The processes (of this PID namespace's view) whose command line holds ``marker``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if marker.encode() in command:
                found.append(int(entry.name))
    return [pid for pid in found if _state(pid) not in ("Z", "")]


def _state(pid: int) -> str:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return ""
    return stat[stat.rindex(")") + 2]


def sleepers(marker: str) -> str:
    """Program lines that leave two sleepers behind, both out of the program's session: a
    grandchild that called setsid(), and a process started in a new session."""
    return (
        "import os, subprocess, sys, time\n"
        f"sleeper = [sys.executable, '-c', 'import time; time.sleep(120)', {marker!r}]\n"
        "if os.fork() == 0:\n"
        "    os.setsid()\n"
        "    if os.fork() == 0:\n"
        "        os.execv(sys.executable, sleeper)\n"
        "    os._exit(0)\n"
        "subprocess.Popen(sleeper, start_new_session=True)\n"
        "def started():\n"
        "    for p in filter(str.isdigit, os.listdir('/proc')):\n"
        "        try:\n"
        f"            yield {marker!r}.encode() in open(f'/proc/{{p}}/cmdline', 'rb').read()\n"
        "        except OSError:\n"
        "            pass\n"
        "while sum(started()) < 2:\n"
        "    time.sleep(0.01)\n"
    )


def wait_until_none_left(marker: str) -> None:
    while with_marker(marker):  # the test's time limit bounds this
        time.sleep(0.02)


@pytest.fixture
def decoy():
    """A process of the test's own, which no run may stop or kill."""
    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)"])
    yield process
    process.kill()
    process.wait()


@pytest.mark.timeout(60)
def test_a_run_is_walled_off_wherever_the_system_allows_namespaces():
    recording = run_program("x = 1\n", "s.py", OPTIONS, Budget(steps=1000, seconds=5))
    if namespaces_allowed():
        assert recording.guard == guard.ISOLATED
    else:
        assert recording.guard == guard.REAPED


@pytest.mark.timeout(90)
def test_a_hostile_program_reaches_neither_the_window_nor_the_network_and_leaves_nothing(
    tmp_path: Path, decoy
):
    if not namespaces_allowed():
        pytest.skip("this system allows no namespaces: the run is not walled off")
    # first a harmless run, to be sure that the hostile one will be walled off
    harmless = run_program("x = 1\n", "s.py", OPTIONS, Budget(steps=1000, seconds=5))
    assert harmless.guard == guard.ISOLATED
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0)
    port = listener.getsockname()[1]
    said = tmp_path / "said.txt"
    marker = f"left-behind-{uuid.uuid4()}"
    source = (
        "import os, signal, socket, threading\n"
        f"said = open({str(said)!r}, 'w')\n"
        "try:\n"
        f"    socket.create_connection(('127.0.0.1', {port}), timeout=3)\n"
        "    said.write('connected\\n')\n"
        "except OSError as error:\n"
        "    said.write(f'no socket: {error}\\n')\n"
        "said.flush()\n"
        "for signum in (signal.SIGSTOP, signal.SIGKILL):\n"
        "    for pid in [os.getppid(), -1, *(int(p) for p in os.listdir('/proc') "
        "if p.isdigit())]:\n"
        "        if pid not in {thread.native_id for thread in threading.enumerate()}:\n"
        "            try:\n"
        "                os.kill(pid, signum)\n"
        "            except OSError:\n"
        "                pass\n"
        "said.write('done\\n')\n"
        "said.flush()\n" + sleepers(marker)
    )
    recording = run_program(source, "s.py", OPTIONS, Budget(steps=10**7, seconds=20))
    assert recording.guard == guard.ISOLATED
    lines = said.read_text().splitlines()
    assert lines[0].startswith("no socket:"), lines
    assert lines[-1] == "done"
    with pytest.raises(BlockingIOError):
        listener.accept()
    listener.close()
    assert with_marker(marker) == []  # both sleepers were ended with the run
    assert decoy.poll() is None and _state(decoy.pid) not in ("T", "t")
    assert _state(os.getppid()) not in ("T", "t")  # the test's own parent runs on


@pytest.mark.timeout(60)
def test_what_a_program_starts_in_new_sessions_ends_with_its_run():
    marker = f"left-behind-{uuid.uuid4()}"
    run_program(sleepers(marker), "s.py", OPTIONS, Budget(steps=10**7, seconds=20))
    assert with_marker(marker) == []


@pytest.mark.timeout(60)
def test_stop_ends_what_a_program_started_in_new_sessions():
    marker = f"left-behind-{uuid.uuid4()}"
    run = ProgramRun(sleepers(marker) + "while True:\n    pass\n", "s.py", OPTIONS, Budget())
    run.start()
    while len(with_marker(marker)) < 2:
        assert run.poll() is None
        time.sleep(0.02)
    run.stop()
    assert with_marker(marker) == []


def reaped_guard(source: str) -> subprocess.Popen[bytes]:
    """The guard's subreaper way (where the system allows no namespaces), on ``source``."""
    command = [sys.executable, "-c", source]
    start = (
        "import sys\n"
        "from labyrinth.programs import guard\n"
        f"guard.exit_as(guard.run_reaped({command!r}, lambda end: None))\n"
    )
    return subprocess.Popen([sys.executable, "-c", start])


@pytest.mark.timeout(60)
def test_where_there_are_no_namespaces_the_guard_ends_every_descendant_after_the_run():
    marker = f"left-behind-{uuid.uuid4()}"
    guarded = reaped_guard(sleepers(marker) + "raise SystemExit(3)\n")
    assert guarded.wait(30) == 3  # the program's own exit status
    assert with_marker(marker) == []


@pytest.mark.timeout(60)
def test_the_guard_ends_with_the_signal_that_ended_the_program():
    source = "import os, signal\nos.kill(os.getpid(), signal.SIGTERM)\n"
    guarded = reaped_guard(source)
    assert guarded.wait(30) == -signal.SIGTERM


def own_folders() -> list[Path]:
    return list(Path(tempfile.gettempdir()).glob(f"{runner.FOLDER_PREFIX}{os.getpid()}-*"))


@pytest.mark.timeout(60)
@pytest.mark.parametrize(
    "source",
    [
        "x = 1\n",
        "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)\n",
        "while True:\n  pass\n",
    ],
    ids=["ended", "killed itself", "stopped"],
)
def test_no_temporary_folder_outlives_its_run(source):
    before = own_folders()
    run = ProgramRun(source, "s.py", OPTIONS, Budget(steps=10**9, seconds=20))
    run.start()
    assert len(own_folders()) == len(before) + 1
    time.sleep(0.5)
    run.stop()
    assert own_folders() == before


@pytest.mark.timeout(60)
def test_the_folders_of_runs_whose_window_was_killed_are_removed_by_the_next_run(monkeypatch):
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()  # its process id names no process now
    stale = Path(tempfile.mkdtemp(prefix=f"{runner.FOLDER_PREFIX}{ended.pid}-"))
    (stale / "recording.bin").write_bytes(b"left")
    alive = Path(tempfile.mkdtemp(prefix=f"{runner.FOLDER_PREFIX}{os.getppid()}-"))
    monkeypatch.setattr(runner, "_swept", False)  # as in a new window
    try:
        run_program("x = 1\n", "s.py", OPTIONS, Budget(steps=1000, seconds=5))
        assert not stale.exists()
        assert alive.exists()  # its window may still be running it
    finally:
        for folder in (stale, alive):
            if folder.exists():
                for file in folder.iterdir():
                    file.unlink()
                folder.rmdir()
