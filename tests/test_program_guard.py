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
from test_editor import open_editor, press_in_code, set_text
from test_window import run_until

from labyrinth.options import BuildOptions
from labyrinth.programs import guard, runner
from labyrinth.programs.runner import Budget, ProgramRun, run_program
from tests.helpers import process_state, with_marker
from tests.test_program_precheck import RIGHT_HAND

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
        # walled off, the program is process 2 of its namespace, under its init: if it is
        # not, it does nothing (a kill of -1 would end every process of the user's)
        "if (os.getpid(), os.getppid()) != (2, 1):\n"
        "    raise SystemExit(99)\n"
        f"said = open({str(said)!r}, 'w')\n"
        "try:\n"
        f"    socket.create_connection(('127.0.0.1', {port}), timeout=3)\n"
        "    said.write('connected\\n')\n"
        "except OSError as error:\n"
        "    said.write(f'no socket: {error}\\n')\n"
        "said.write(' '.join(p for p in os.listdir('/proc') if p.isdigit()) + '\\n')\n"
        "x11 = os.listdir('/tmp/.X11-unix') if os.path.isdir('/tmp/.X11-unix') else []\n"
        "said.write(f'desktop: {x11} {os.environ.get(\"DISPLAY\")}\\n')\n"
        "said.flush()\n"
        "for signum in (signal.SIGINT, signal.SIGTERM):  # its init ignores them\n"
        "    os.kill(1, signum)\n"
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
    assert str(os.getpid()) not in lines[1].split()  # it could not even see the test
    assert lines[2] == "desktop: [] None"  # no way to the window's X server
    with pytest.raises(BlockingIOError):
        listener.accept()
    listener.close()
    assert with_marker(marker) == []  # both sleepers were ended with the run
    assert decoy.poll() is None and process_state(decoy.pid) not in ("T", "t")
    assert process_state(os.getppid()) not in ("T", "t")  # the test's own parent runs on


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


# Python lines that forbid namespaces to the process and what it starts, where the system
# lets it make one user namespace of its own (in which it may set that limit to 0).
NO_NAMESPACES = """
import ctypes, os
from pathlib import Path
uid, gid = os.getuid(), os.getgid()
if ctypes.CDLL(None, use_errno=True).unshare(0x10000000) == 0:
    maps = {"setgroups": "deny", "uid_map": f"{uid} {uid} 1", "gid_map": f"{gid} {gid} 1"}
    for name, line in maps.items():
        Path("/proc/self", name).write_text(line)
    Path("/proc/sys/user/max_user_namespaces").write_text("0")
"""


def without_namespaces(lines: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """Run Python ``lines`` where no namespace may be made."""
    script = tmp_path / "without_namespaces.py"
    script.write_text(NO_NAMESPACES + lines, encoding="utf-8")
    return subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=60, check=False
    )


@pytest.mark.timeout(90)
def test_without_namespaces_what_a_program_started_ends_with_its_run_and_the_run_says_so(
    tmp_path: Path,
):
    marker = f"left-behind-{uuid.uuid4()}"
    program = tmp_path / "sleepers.py"
    program.write_text(sleepers(marker) + "x = 1\n", encoding="utf-8")
    lines = (
        "import sys\n"
        "from labyrinth.cli import run\n"
        f"sys.exit(run(['--no-display', '--program', {str(program)!r}, '--lang', 'en']))\n"
    )
    done = without_namespaces(lines, tmp_path)
    assert done.stderr == (
        "This system does not let a program be walled off: it could signal your other "
        "programs, this window too, and use the network; what it started was ended with its "
        "run, unless it ended this run's guard first.\n"
    )
    assert "Verdict:" in done.stdout
    assert with_marker(marker) == []


@pytest.mark.timeout(120)
def test_without_namespaces_a_lessons_runs_end_what_they_started_and_say_so(tmp_path: Path):
    marker = f"left-behind-{uuid.uuid4()}"
    program = tmp_path / "walker.py"
    program.write_text(sleepers(marker) + RIGHT_HAND["en"], encoding="utf-8")
    lines = (
        "import sys\n"
        "from labyrinth.cli import run\n"
        "sys.exit(run(['--no-display', '--lesson', 'wall-follower', '--program', "
        f"{str(program)!r}, '--lang', 'en']))\n"
    )
    done = without_namespaces(lines, tmp_path)
    assert done.stderr.startswith("This system does not let a program be walled off: "), done
    assert "is passed." in done.stdout  # one run per maze, each one ended with all it started
    assert with_marker(marker) == []


@pytest.mark.timeout(90)
def test_without_namespaces_stop_ends_what_a_program_started(tmp_path: Path):
    marker = f"left-behind-{uuid.uuid4()}"
    started = tmp_path / "started"
    source = sleepers(marker) + f"open({str(started)!r}, 'w').close()\nwhile True:\n    pass\n"
    lines = (
        "import os, time\n"
        "from labyrinth.options import BuildOptions\n"
        "from labyrinth.programs.runner import Budget, ProgramRun\n"
        f"run = ProgramRun({source!r}, 's.py', BuildOptions(6, 4, seed=1), Budget())\n"
        "run.start()\n"
        f"while not os.path.exists({str(started)!r}):\n"
        "    time.sleep(0.02)\n"
        "print(run.stop().guard)\n"
    )
    done = without_namespaces(lines, tmp_path)
    assert done.stdout == f"{guard.REAPED}\n", done.stderr
    assert with_marker(marker) == []


@pytest.mark.timeout(90)
def test_without_namespaces_the_editor_says_what_was_not_guarded(tk_root, tmp_path: Path):
    # the window in a process of its own, where no namespace may be made
    tests = Path(__file__).parent
    lines = (
        f"import sys, tkinter\nsys.path[:0] = [{str(tests)!r}, {str(tests.parent)!r}]\n"
        "from test_editor import open_editor, press_in_code, set_text\n"
        "from test_window import run_until\n"
        "app, editor = open_editor(tkinter.Tk())\n"
        "set_text(editor, 'x = 1\\n')\n"
        "press_in_code(app, 'Control-r')\n"
        "run_until(app.root, lambda: not editor.running)\n"
        "print(editor.panel.outcome.cget('text'))\n"
    )
    done = without_namespaces(lines, tmp_path)
    assert done.stdout.endswith(
        " This system does not let a program be walled off: it could signal your other "
        "programs, this window too, and use the network; what it started was ended with its "
        "run, unless it ended this run's guard first.\n"
    ), done.stderr


@pytest.mark.timeout(60)
def test_a_walled_off_run_adds_nothing_to_the_editors_sentence(tk_root):
    app, editor = open_editor(tk_root)
    set_text(editor, "x = 1\n")
    press_in_code(app, "Control-r")
    run_until(app.root, lambda: not editor.running)
    said = editor.panel.outcome.cget("text")
    assert said.startswith("The program ended")
    assert ("walled off" in said) != namespaces_allowed()


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


def test_a_child_that_cannot_start_leaves_no_folder(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "executable", str(tmp_path / "no-python-here"))
    before = own_folders()
    run = ProgramRun("x = 1\n", "s.py", OPTIONS, Budget(steps=1000, seconds=5))
    with pytest.raises(FileNotFoundError):
        run.start()
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
