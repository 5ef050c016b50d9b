"""Reading a maze file safely: its type and size checked before reading, its bytes as lines.

Both formats are plain ASCII text, so one reader serves them: it refuses folders, pipes and
devices before opening (a pipe would block), caps the size before reading, and turns the
bytes into lines, naming the line and column of anything that is not plain text.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from labyrinth.i18n import N_, Message, MessageError


class MazeFileError(MessageError):
    """A maze file cannot be read; the message is one sentence for the user, translated when
    it is shown."""


def at(line: int, column: int, message: Message | str) -> MazeFileError:
    """An error at a place in the file: "Line 3, column 5: <message>"."""
    return MazeFileError(
        Message(
            N_("Line {line}, column {column}: {problem}"), line=line, column=column, problem=message
        )
    )


def on_line(line: int, message: Message | str) -> MazeFileError:
    """An error about a whole line of the file: "Line 3: <message>"."""
    return MazeFileError(Message(N_("Line {line}: {problem}"), line=line, problem=message))


def read_capped(path: str | Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, or MazeFileError."""
    path = Path(path)
    try:
        info = os.stat(path)
    except OSError as error:
        raise MazeFileError(_reason(error, path)) from None
    if stat.S_ISDIR(info.st_mode):
        raise MazeFileError(
            Message(N_("Cannot open {path}: it is a folder, not a maze file."), path=path)
        )
    if not stat.S_ISREG(info.st_mode):
        raise MazeFileError(
            Message(
                N_("Cannot open {path}: it is not a regular file (a pipe, a device or a socket)."),
                path=path,
            )
        )
    try:
        # O_NONBLOCK: should the file have been swapped for a pipe since, open does not wait.
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise MazeFileError(_reason(error, path)) from None
    with os.fdopen(handle, "rb") as stream:
        info = os.fstat(stream.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise MazeFileError(
                Message(
                    N_(
                        "Cannot open {path}: it is not a regular file (a pipe, a device or a "
                        "socket)."
                    ),
                    path=path,
                )
            )
        if info.st_size > limit:
            raise MazeFileError(_too_big(path, info.st_size, limit))
        try:
            data = stream.read(limit + 1)
        except OSError as error:
            raise MazeFileError(_reason(error, path)) from None
    if len(data) > limit:
        raise MazeFileError(_too_big(path, len(data), limit))
    return data


def _too_big(path: Path, size: int, limit: int) -> Message:
    return Message(
        N_(
            "Cannot open {path}: it has {size} bytes, more than the {limit} bytes of the largest "
            "maze."
        ),
        path=path,
        size=size,
        limit=limit,
    )


def _reason(error: OSError, path: Path) -> Message:
    if error.errno == errno.ENOENT:
        return Message(N_("Cannot open {path}: there is no such file."), path=path)
    if error.errno in (errno.EACCES, errno.EPERM):
        return Message(N_("Cannot open {path}: there is no permission to read it."), path=path)
    return Message(N_("Cannot open {path}: {reason}."), path=path, reason=error.strerror or error)


UTF8_BOM = b"\xef\xbb\xbf"
UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


def text_lines(data: bytes) -> list[bytes]:
    """The file's lines without line ends (LF, CRLF or CR) and without trailing spaces.

    Empty lines at the end are dropped; a UTF-8 byte-order mark (as some editors write) is
    skipped. Anything but plain ASCII text is refused with its line and column.
    """
    if data.startswith(UTF16_BOMS):
        raise MazeFileError(
            Message(
                N_(
                    "The file is UTF-16 text: save it as plain text (ASCII or UTF-8) and open it "
                    "again."
                )
            )
        )
    if data.startswith(UTF8_BOM):
        data = data[len(UTF8_BOM) :]
    if not data.isascii() or b"\0" in data:
        index = next(i for i, byte in enumerate(data) if byte > 127 or byte == 0)
        line, column = _place(data, index)
        if data[index] == 0:
            raise at(line, column, Message(N_("a NUL byte: this is not a text file.")))
        raise at(
            line,
            column,
            Message(
                N_("the byte {byte} is not plain ASCII text, which a maze file is."),
                byte=f"0x{data[index]:02X}",
            ),
        )
    if b"\r" in data:  # each replace copies the whole file: only when there is a CR
        data = data.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    lines = data.split(b"\n")
    lines = [line.rstrip(b" ") for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def _place(data: bytes, index: int) -> tuple[int, int]:
    """The line and column of ``data[index]`` as an editor counts them: LF, CRLF and a lone CR
    each end a line."""
    before = data[:index]
    breaks = before.count(b"\n") + before.count(b"\r") - before.count(b"\r\n")
    line_start = max(before.rfind(b"\n"), before.rfind(b"\r")) + 1
    return breaks + 1, index - line_start + 1


def shown(text: bytes) -> str:
    """A piece of a line as a message quotes it: 'x', with control characters escaped."""
    return repr(text.decode("ascii"))
