"""Writing files so that a failure never leaves half a file or destroys the old one."""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from labyrinth.i18n import _


class SaveError(Exception):
    """A file could not be written; the message is one sentence for the user."""


def _reason(error: OSError, path: Path) -> str:
    folder = Path(os.path.abspath(path.parent))
    if error.errno == errno.ENOTDIR or (folder.exists() and not folder.is_dir()):
        return _("{folder} is a file, not a folder").format(folder=folder)
    if error.errno == errno.ENOENT and not folder.exists():
        return _("the folder {folder} does not exist").format(folder=folder)
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOENT):
        return _("there is no permission to write in {folder}").format(folder=path.parent)
    if error.errno == errno.EISDIR or path.is_dir():
        return _("a folder of that name is in the way")
    if error.errno == errno.ENOSPC:
        return _("the disk is full")
    return error.strerror or str(error)


def check_writable(path: str | Path) -> None:
    """Raise SaveError now if ``path`` clearly cannot be written, before any long work."""
    path = Path(path)
    folder = path.parent
    problem = None
    if path.is_dir():
        problem = OSError(errno.EISDIR, "is a folder")
    elif not folder.exists():
        problem = OSError(errno.ENOENT, "no such folder")
    elif not folder.is_dir():
        problem = OSError(errno.ENOTDIR, "not a folder")
    elif not os.access(folder, os.W_OK):
        problem = OSError(errno.EACCES, "permission denied")
    if problem:
        raise SaveError(
            _("Cannot save {path}: {reason}.").format(path=path, reason=_reason(problem, path))
        )


def write_atomically(path: str | Path, write: Callable[[BinaryIO], object]) -> Path:
    """Call ``write`` on a temporary file beside ``path``, then move it into place.

    A file that is replaced keeps its permissions; a symbolic link is followed, so its
    target gets the new content.
    """
    path = Path(path)
    if path.is_symlink():
        path = path.resolve()
    folder = path.parent
    temporary = None
    try:
        if path.is_dir():
            raise IsADirectoryError(errno.EISDIR, "is a folder", str(path))
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=folder)
        with os.fdopen(handle, "wb") as stream:
            write(stream)
            stream.flush()
            os.fsync(stream.fileno())
        mode = path.stat().st_mode & 0o7777 if path.exists() else 0o666 & ~_umask()
        os.chmod(temporary, mode)
        os.replace(temporary, path)
        temporary = None
    except OSError as error:
        raise SaveError(
            _("Cannot save {path}: {reason}.").format(path=path, reason=_reason(error, path))
        ) from error
    finally:
        if temporary:  # failed or interrupted (Ctrl+C): no half file is left behind
            with contextlib.suppress(OSError):
                os.unlink(temporary)
    return path


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
