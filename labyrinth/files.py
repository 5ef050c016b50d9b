"""Writing files so that a failure never leaves half a file or destroys the old one, and
opening small files to read without ever waiting on a pipe.

Only a regular file (or a name not yet taken) is ever written: a device, a pipe, a socket or a
folder is refused with one sentence, so ``--csv /dev/null`` run as root cannot replace the
device with a file. A symbolic link to a regular file is written through: its target gets the
new content and the link stays a link.

The temporary file beside the target carries the writing process's id in its name. SIGTERM,
SIGHUP and Ctrl+C remove it; a process killed outright (kill -9, a power cut) cannot, so each
save removes the temporary files of this pattern in its folder whose process is gone and
which have not changed for STALE_AFTER seconds: never a file of another name, nor one that a
running process (or one on another machine sharing the folder) may still be writing.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import signal
import stat
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

from labyrinth.i18n import N_, Message, MessageError, _
from labyrinth.quoting import shown_path

# Temporary files are ``.lab<pid>.<8 hex>.part`` (25 bytes at most) whatever the target's
# name, so a name up to the file system's limit can be written.
TEMPORARY_SUFFIX = ".part"
_TEMPORARY = re.compile(r"\.lab([0-9]{1,7})\.[0-9a-f]{8}\.part", re.ASCII)
# A temporary file of a process that is gone is removed once unchanged for this long.
STALE_AFTER = 60.0


class NotRegularFile(OSError):
    """A name to read that is a folder, a pipe, a device or a socket, not a file; its
    ``strerror`` says so in the language shown."""


@contextlib.contextmanager
def regular_file(path: str | Path) -> Iterator[BinaryIO]:
    """The regular file ``path`` open for reading. It is opened without waiting, so a pipe
    (or a device) of that name raises NotRegularFile instead of hanging the reader until
    something writes to it; OSError when it cannot be opened."""
    handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise NotRegularFile(
                errno.EINVAL, _("it is not a regular file (a pipe, a device or a socket)")
            )
        with os.fdopen(handle, "rb", closefd=False) as stream:
            yield stream
    finally:
        os.close(handle)


def read_at_most(
    path: Path, most: int, error: Callable[[Message], Exception], cannot_read: str, name: object
) -> bytes:
    """The regular file ``path``'s first ``most + 1`` bytes: one more than a reader takes, so
    that it can tell a file too long for it without reading all of it. When it cannot be
    read, ``error`` with the sentence ``cannot_read`` (its ``{file}`` is ``name``, its
    ``{reason}`` the system's)."""
    try:
        with regular_file(path) as stream:
            return stream.read(most + 1)
    except OSError as problem:
        reason = problem.strerror or str(problem)
        raise error(Message(cannot_read, file=name, reason=reason)) from None


def refuse_longer(
    data: bytes,
    most: int,
    error: Callable[[Message], Exception],
    too_long: str,
    name: object,
    unit: int,
) -> None:
    """Raise ``error`` with the sentence ``too_long`` when ``data`` is longer than ``most``
    bytes: its ``{file}`` is ``name``, its ``{size}`` the limit in ``unit`` bytes (a KB, a
    MB)."""
    if len(data) > most:
        raise error(Message(too_long, file=name, size=most // unit))


class SaveError(MessageError):
    """A file could not be written; the message is one sentence for the user, translated when
    it is shown."""


def _folder_text(folder: Path) -> str:
    try:
        return shown_path(os.path.abspath(folder))
    except OSError:  # the working folder was deleted
        return shown_path(folder)


def _reason(error: OSError, path: Path) -> Message | str:
    folder = path.parent
    if error.errno == errno.ENAMETOOLONG:
        return Message(N_("the name is too long for the file system"))
    if error.errno == errno.ELOOP:
        return Message(N_("a symbolic link in the name points in a circle"))
    if error.errno == errno.ENOSPC:
        return Message(N_("the disk is full"))
    try:
        folder_exists, folder_is_dir = folder.exists(), folder.is_dir()
    except OSError:
        folder_exists = folder_is_dir = False
    if error.errno == errno.ENOTDIR or (folder_exists and not folder_is_dir):
        return Message(N_("{folder} is a file, not a folder"), folder=_folder_text(folder))
    if error.errno == errno.ENOENT and not folder_exists:
        return Message(N_("the folder {folder} does not exist"), folder=_folder_text(folder))
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOENT):
        return Message(N_("there is no permission to write in {folder}"), folder=shown_path(folder))
    if error.errno == errno.EISDIR:
        return Message(N_("a folder of that name is in the way"))
    return error.strerror or str(error)


def _refusal(path: Path, reason: Message | str) -> SaveError:
    return SaveError(
        Message(N_("Cannot save {path}: {reason}."), path=shown_path(path), reason=reason)
    )


def _target(path: str | Path) -> Path:
    """The regular file that will be written: ``path`` itself or the file its link names.

    Raises SaveError when the target is anything else or cannot be looked at.
    """
    if not isinstance(path, (str, os.PathLike)) or not os.fspath(path):
        raise ValueError(
            Message(
                N_("{path!r} is not a file name: give the name of a file to save to."), path=path
            )
        )
    path = Path(path)
    try:
        if not path.is_absolute():
            os.getcwd()  # a deleted working folder: a relative name leads nowhere
    except FileNotFoundError:
        raise _refusal(path, Message(N_("the current folder no longer exists"))) from None
    try:
        target = path.resolve(strict=False) if path.is_symlink() else path
        info = os.stat(target)
    except FileNotFoundError:
        return target
    except RuntimeError:  # Python before 3.13 reports a link loop so
        raise _refusal(
            path, Message(N_("a symbolic link in the name points in a circle"))
        ) from None
    except OSError as error:
        raise _refusal(path, _reason(error, path)) from error
    if stat.S_ISDIR(info.st_mode):
        raise _refusal(path, Message(N_("a folder of that name is in the way")))
    if not stat.S_ISREG(info.st_mode):
        raise _refusal(
            path, Message(N_("it is a device, a pipe or a socket, not a file, so it is left alone"))
        )
    return target


def check_writable(path: str | Path) -> Path:
    """Raise SaveError now if ``path`` clearly cannot be written, before any long work.

    Returns the file that will be written (the target of a link).
    """
    target = _target(path)
    folder = target.parent
    problem = None
    try:
        name_max = os.pathconf(folder, "PC_NAME_MAX")
    except (OSError, ValueError, AttributeError):
        name_max = 255
    if len(os.fsencode(target.name)) > name_max:
        problem = OSError(errno.ENAMETOOLONG, "name too long")
    elif not folder.exists():
        problem = OSError(errno.ENOENT, "no such folder")
    elif not folder.is_dir():
        problem = OSError(errno.ENOTDIR, "not a folder")
    elif not os.access(folder, os.W_OK):
        problem = OSError(errno.EACCES, "permission denied")
    if problem:
        raise _refusal(Path(path), _reason(problem, target))
    return target


class _Stopped(BaseException):
    """SIGTERM or SIGHUP arrived while a temporary file existed."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


@contextlib.contextmanager
def _signals_as_exceptions() -> Iterator[None]:
    """While writing, SIGTERM and SIGHUP unwind the stack (so the temporary file is removed),
    then the signal is delivered again as it would have been."""
    names = ("SIGTERM", "SIGHUP")
    signums = [getattr(signal, name) for name in names if hasattr(signal, name)]
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, _frame: object) -> None:
        raise _Stopped(signum)

    previous = {signum: signal.signal(signum, stop) for signum in signums}
    try:
        yield
    except _Stopped as stopped:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        previous = {}
        os.kill(os.getpid(), stopped.signum)
        raise KeyboardInterrupt from None  # only reached when the old handler returns
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def write_atomically(path: str | Path, write: Callable[[BinaryIO], object]) -> Path:
    """Call ``write`` on a temporary file beside ``path``, then move it into place.

    A file that is replaced keeps its permissions; a symbolic link is followed, so its
    target gets the new content and the link stays. Anything but a regular file is refused.
    """
    target = _target(path)
    _remove_stale_temporaries(target.parent)
    temporary: Path | None = None
    try:
        with _signals_as_exceptions():
            try:
                name = f".lab{os.getpid()}.{secrets.token_hex(4)}{TEMPORARY_SUFFIX}"
                temporary = target.parent / name
                handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                with os.fdopen(handle, "wb") as stream:
                    write(stream)
                    stream.flush()
                    os.fsync(stream.fileno())
                mode = target.stat().st_mode & 0o7777 if target.exists() else 0o666 & ~_umask()
                os.chmod(temporary, mode)
                os.replace(temporary, target)
                temporary = None
            finally:
                if temporary:  # failed or interrupted: no half file is left behind
                    with contextlib.suppress(OSError):
                        os.unlink(temporary)
    except OSError as error:
        raise _refusal(Path(path), _reason(error, target)) from error
    return target


def _remove_stale_temporaries(folder: Path) -> None:
    """Remove the temporary files in ``folder`` that a killed save left (see the module's
    docstring). Only where a process id can be checked (POSIX); any failure leaves them."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError), os.scandir(folder) as entries:
        for entry in entries:
            found = _TEMPORARY.fullmatch(entry.name)
            if found and _stale(entry, int(found[1])):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)


def _stale(entry: os.DirEntry, pid: int) -> bool:
    if pid == os.getpid() or not entry.is_file(follow_symlinks=False):
        return False
    if time.time() - entry.stat(follow_symlinks=False).st_mtime < STALE_AFTER:
        return False
    try:
        os.kill(pid, 0)  # signal 0: only whether the process exists
    except ProcessLookupError:
        return True
    except PermissionError:  # it exists, under another user
        pass
    return False


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
