"""The guard between the caller and the child that runs a student's program, on Linux:
``python -P .../labyrinth/programs/guard.py REPORT COMMAND...`` (by its path, so that it
starts at once: it needs nothing but the standard library).

Where the system lets an ordinary user make namespaces, the guard moves the run into user,
PID, network and mount namespaces of its own (``ISOLATED``): the program sees no process but
those of its run (its ``/proc`` lists only them), so it cannot signal the window, and no
network, not even this computer's. A small init, process 1 of the namespace, mounts that
``/proc``, lays empty folders over the desktop's socket folders (the X server's, the
session's bus), starts the command in a session of its own and reaps what is left to it;
when the command ends, the init ends, and with it the kernel ends every process of the
namespace. Sockets that other programs keep as files elsewhere stay within reach, as the
user's files do.

Where namespaces are not allowed, the guard is a subreaper (``REAPED``): whatever the program
starts becomes the guard's child when its parent ends, and after the run the guard ends them
all. The program can then still signal the user's other processes and use the network.

The guard writes which of the two it got into REPORT before it starts the command, ends with
the command's exit status (a signal that ended it, too), and on SIGTERM ends the run at once.
Only this module's own process becomes a subreaper: the caller (the window) stays as it was.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path

ISOLATED = "isolated"
REAPED = "reaped"
_CLONE_NEWNS = 0x00020000
_CLONE_NEWUSER = 0x10000000
_CLONE_NEWPID = 0x20000000
_CLONE_NEWNET = 0x40000000
_PR_SET_CHILD_SUBREAPER = 36
_MS_NOSUID, _MS_NODEV, _MS_NOEXEC, _MS_REC, _MS_PRIVATE = 2, 4, 8, 1 << 14, 1 << 18


def _libc_call(name: str, *arguments: int | bytes | None) -> bool:
    """Call ``name`` of the C library; whether it exists and succeeded."""
    try:
        function = getattr(ctypes.CDLL(None, use_errno=True), name)
    except (OSError, AttributeError):
        return False
    # whole machine words: what a C long takes, and what an int reads the low half of
    words = (ctypes.c_ulong(value) if isinstance(value, int) else value for value in arguments)
    return bool(function(*words) == 0)


def isolate() -> bool:
    """Move this process into new user, PID, network and mount namespaces (its next child is
    the PID namespace's process 1), the user and group mapped to themselves; whether it could."""
    uid, gid = os.getuid(), os.getgid()
    if not _libc_call("unshare", _CLONE_NEWUSER | _CLONE_NEWPID | _CLONE_NEWNET | _CLONE_NEWNS):
        return False
    for name, line in (
        ("setgroups", "deny"),
        ("uid_map", f"{uid} {uid} 1"),
        ("gid_map", f"{gid} {gid} 1"),
    ):
        with contextlib.suppress(OSError):  # unmapped, files are still the user's own
            Path("/proc/self", name).write_text(line, encoding="ascii")
    return True


def _wait_for(pid: int) -> int:
    """Reap children until ``pid`` ends (orphans left to this process on the way); its wait
    status."""
    while True:
        ended, status = os.wait()
        if ended == pid:
            return status


def _start(command: list[str]) -> int:
    """Start ``command`` in a session of its own (a signal to its own group reaches no one
    else); its process id. Not by ``subprocess.Popen``: the Popen object, dropped here, polls
    when it goes, and a program that had ended by then (a busy machine is slow to get back
    here) was reaped by it, its status lost to ``_wait_for``. SIGPIPE and SIGXFSZ back to
    their defaults, as Popen does."""
    defaults = (signal.SIGPIPE, signal.SIGXFSZ)
    return os.posix_spawnp(command[0], command, os.environ, setsid=True, setsigdef=defaults)


def run_isolated(command: list[str], on_stop: Callable[[Callable[[], None]], None]) -> int:
    """Run ``command`` under an init in the namespaces ``isolate`` made; its wait status."""
    reading, writing = os.pipe()
    init = os.fork()
    if init == 0:  # process 1 of the namespace: it tells the guard the command's status
        # A process 1 ignores the signals its namespace sends it only where it has no
        # handler: with Python's and the guard's, the program could end its own init.
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, signal.SIG_DFL)
        status = 127 << 8  # (the command could not be started)
        try:
            os.close(reading)
            _mount_own_proc()
            _hide_desktop_sockets(command)
            status = _wait_for(_start(command))
        except BaseException as error:  # said where the runner reads the child's errors
            print(f"guard: {error!r}", file=sys.stderr)
        finally:
            os.write(writing, str(status).encode("ascii"))
            os._exit(0)  # the kernel now ends every process left in the namespace
    os.close(writing)
    on_stop(lambda: os.kill(init, signal.SIGKILL))
    with os.fdopen(reading, "rb") as told:
        said = told.read()
    init_status = _wait_for(init)
    return int(said) if said else init_status


def _mount_own_proc() -> None:
    """Show the namespace's own processes in ``/proc`` (its mounts changed for it alone), so
    that the program cannot even read about the caller's; if the system refuses, the other
    processes stay listed there, still out of the program's reach for signals."""
    if _libc_call("mount", b"none", b"/", None, _MS_REC | _MS_PRIVATE, None):
        flags = _MS_NOSUID | _MS_NODEV | _MS_NOEXEC
        _libc_call("mount", b"proc", b"/proc", b"proc", flags, None)


# Where the desktop's sockets live as files (a new network namespace keeps out only the
# abstract ones): the X server's, the session's (D-Bus, the sound server) and ICE's.
_DESKTOP_SOCKET_FOLDERS = ("/tmp/.X11-unix", "/tmp/.ICE-unix", f"/run/user/{os.getuid()}")


def _hide_desktop_sockets(command: list[str]) -> None:
    """An empty folder over each of the desktop's socket folders, for this namespace alone:
    the program can neither talk to the window's X server nor ask the session to start
    anything. Other sockets that live as files stay within reach. A folder that holds the
    run's own files (``command`` names them) stays as it is."""
    flags = _MS_NOSUID | _MS_NODEV | _MS_NOEXEC
    for folder in _DESKTOP_SOCKET_FOLDERS:
        if os.path.isdir(folder) and not any(part.startswith(folder) for part in command):
            _libc_call("mount", b"none", folder.encode(), b"tmpfs", flags, None)


def run_reaped(command: list[str], on_stop: Callable[[Callable[[], None]], None]) -> int:
    """Run ``command`` as a subreaper and end every descendant after it; its wait status."""
    _libc_call("prctl", _PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    program = _start(command)
    on_stop(lambda: os.killpg(program, signal.SIGKILL))
    status = _wait_for(program)
    end_descendants()
    return status


def end_descendants() -> None:
    """Kill this process's children until none is left: each one killed hands its own
    children (grandchildren in new sessions too) to this subreaper, for the next round."""
    while True:
        for pid in _children():
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        try:
            os.wait()
        except ChildProcessError:
            return


def _children() -> list[int]:
    """The process ids whose parent is this process (from ``/proc``)."""
    me, found = os.getpid(), []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError, ValueError, IndexError):
            stat = (entry / "stat").read_text(encoding="ascii", errors="replace")
            # after the name in parentheses (which may hold anything): state, parent
            if int(stat[stat.rindex(")") + 2 :].split()[1]) == me:
                found.append(int(entry.name))
    return found


class _Stopper:
    """SIGTERM's handler: ends the run once there is one (at once if it comes first)."""

    def __init__(self) -> None:
        self.end: Callable[[], None] | None = None
        self.asked = False

    def set(self, end: Callable[[], None]) -> None:
        self.end = end
        if self.asked:
            self.stop()

    def handle(self, _signum: int, _frame: object) -> None:
        self.asked = True
        self.stop()

    def stop(self) -> None:
        if self.end is not None:
            with contextlib.suppress(OSError):
                self.end()


def exit_as(status: int) -> None:
    """End this process as the command ended: with its exit code, or by its signal."""
    code = os.waitstatus_to_exitcode(status)
    if code < 0:
        with contextlib.suppress(ImportError, ValueError, OSError):
            import resource

            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        with contextlib.suppress(OSError, ValueError):  # (SIGKILL's cannot be changed)
            signal.signal(-code, signal.SIG_DFL)
        os.kill(os.getpid(), -code)
        code = 128 - code
    os._exit(code)


def main(argv: list[str]) -> None:
    report, command = Path(argv[1]), argv[2:]
    stopper = _Stopper()
    signal.signal(signal.SIGTERM, stopper.handle)
    isolated = isolate()
    report.write_text(ISOLATED if isolated else REAPED, encoding="ascii")
    run = run_isolated if isolated else run_reaped
    exit_as(run(command, stopper.set))


if __name__ == "__main__":
    main(sys.argv)
