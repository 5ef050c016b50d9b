"""Reading a maze file safely: its type and size checked before reading, its bytes as lines.

Both formats are plain ASCII text, so one reader serves them: it refuses folders, pipes and
devices before opening (a pipe would block), caps the size before reading, and turns the
bytes into lines, naming the line and column of anything that is not plain text.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterator
from pathlib import Path

from labyrinth.i18n import N_, Message, MessageError
from labyrinth.quoting import quoted, shown_path


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


@contextlib.contextmanager
def naming_the_file(path: Path) -> Iterator[None]:
    """Put the file's name before a MazeFileError raised inside that does not name it:
    "Line 7, column 1: ..." alone does not say which file, as a compiler's message does."""
    try:
        yield
    except MazeFileError as error:
        if _names(error.message, shown_path(path)):
            raise
        raise MazeFileError(
            Message(N_("{path}: {problem}"), path=shown_path(path), problem=error.message)
        ) from None


def _names(message: Message | str, name: str) -> bool:
    """Whether a sentence names the file: it begins with the name, or the name is one of its
    arguments ("Cannot open {path}: ...")."""
    if isinstance(message, str):
        return message.startswith(name)
    return str(message).startswith(name) or name in map(str, message.args.values())


def read_lines(path: str | Path, limit: int, max_lines: int) -> list[bytes]:
    """The lines of a regular file of at most ``limit`` bytes (as text_lines gives them), or
    MazeFileError. The file is read a piece at a time and nothing past ``max_lines`` lines is
    kept (see Lines): a reader needs about the file's size in memory whatever the file holds."""
    path = Path(path)
    try:
        info = os.stat(path)
    except OSError as error:
        raise MazeFileError(_reason(error, path)) from None
    if stat.S_ISDIR(info.st_mode):
        raise MazeFileError(
            Message(
                N_("Cannot open {path}: it is a folder, not a maze file."), path=shown_path(path)
            )
        )
    if not stat.S_ISREG(info.st_mode):
        raise MazeFileError(_not_regular(path))
    try:
        # O_NONBLOCK: should the file have been swapped for a pipe since, open does not wait.
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise MazeFileError(_reason(error, path)) from None
    with os.fdopen(handle, "rb") as stream:
        info = os.fstat(stream.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise MazeFileError(_not_regular(path))
        if info.st_size > limit:
            raise MazeFileError(_too_big(path, info.st_size, limit))
        lines, size = Lines(max_lines), 0
        try:
            while not lines.full and (piece := stream.read(PIECE)):
                size += len(piece)
                if size > limit:  # the file grew since
                    raise MazeFileError(_too_big(path, size, limit))
                lines.feed(piece)
        except OSError as error:
            raise MazeFileError(_reason(error, path)) from None
    return lines.end()


# Bytes read at a time: a piece and its lines are the only copies of the file beside the lines
# kept.
PIECE = 1 << 20
# No line of a maze file is longer: a grid's are 16 KiB at most, the save file's list of
# excluded fields may run to a million of them.
LONGEST_LINE = 16 * 1024 * 1024


def _not_regular(path: Path) -> Message:
    return Message(
        N_("Cannot open {path}: it is not a regular file (a pipe, a device or a socket)."),
        path=shown_path(path),
    )


def _too_big(path: Path, size: int, limit: int) -> Message:
    return Message(
        N_(
            "Cannot open {path}: it has {size} bytes, more than the {limit} bytes of the largest "
            "maze."
        ),
        path=shown_path(path),
        size=size,
        limit=limit,
    )


def _reason(error: OSError, path: Path) -> Message:
    if error.errno == errno.ENOENT:
        return Message(N_("Cannot open {path}: there is no such file."), path=shown_path(path))
    if error.errno in (errno.EACCES, errno.EPERM):
        return Message(
            N_("Cannot open {path}: there is no permission to read it."), path=shown_path(path)
        )
    return Message(
        N_("Cannot open {path}: {reason}."), path=shown_path(path), reason=error.strerror or error
    )


UTF8_BOM = b"\xef\xbb\xbf"
UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


def text_lines(data: bytes) -> list[bytes]:
    """The lines of ``data`` as Lines gives them, all of them (ValueError in one sentence
    when ``data`` are not bytes)."""
    if not isinstance(data, (bytes, bytearray)):
        raise ValueError(
            Message(
                N_("A maze file's data are bytes, not {value!r}: read the file in binary mode."),
                value=quoted(data),
            )
        )
    lines = Lines(len(data) + 1)
    for start in range(0, len(data), PIECE):
        if lines.full:
            break
        lines.feed(data[start : start + PIECE])
    return lines.end()


class Lines:
    """A file's lines, fed to it a piece at a time: without line ends (LF, CRLF or CR) and
    without trailing spaces. A UTF-8 byte-order mark (as some editors write) is skipped;
    anything but plain ASCII text is refused with its line and column.

    Blank lines at the end are dropped, so they are only counted until a line follows: a file
    of a hundred million blank lines costs no list of them. Once a line lies past
    ``max_lines``, the lines are ``full``: ``max_lines`` and one more are kept (the readers
    refuse a file that goes on so long) and the rest is not read. A line longer than
    LONGEST_LINE is refused as soon as it is.
    """

    def __init__(self, max_lines: int) -> None:
        self.max_lines = max_lines
        self.lines: list[bytes] = []
        self.blanks = 0  # blank lines after the last line kept
        self.rest = bytearray()  # the last line, still open
        self.full = False
        self._started = False
        self._after_cr = False  # the last piece ended with CR: an LF first in this one is its

    def feed(self, piece: bytes) -> None:
        if not self._started:
            piece = self._start(piece)
        if self._after_cr and piece.startswith(b"\n"):
            piece = piece[1:]
        self._after_cr = piece.endswith(b"\r")
        if b"\r" in piece:
            piece = piece.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        if not piece.isascii() or b"\0" in piece:
            raise self._not_text(piece)
        last = piece.rfind(b"\n")
        if last < 0:
            self.rest += piece
            if len(self.rest) > LONGEST_LINE:
                raise self._too_long()
            return
        if not self.rest.strip(b" ") and not piece.translate(None, b" \n"):
            # only blank lines: counted, not split (a piece of them would be a million)
            self.blanks += piece.count(b"\n")
            self.rest = bytearray(piece[last + 1 :])
            return
        first, *middle, rest = piece.split(b"\n")
        self.rest += first
        self._add(bytes(self.rest))
        for line in middle:
            if self.full:
                return
            self._add(line)
        self.rest = bytearray(rest)

    def end(self) -> list[bytes]:
        """The lines, once the file is read (or ``full``)."""
        if self.rest and not self.full:
            self._add(bytes(self.rest))
        return self.lines

    def _add(self, line: bytes) -> None:
        if len(line) > LONGEST_LINE:
            raise self._too_long()
        line = line.rstrip(b" ")
        if not line:
            self.blanks += 1
            return
        room = self.max_lines - len(self.lines)
        if self.blanks >= room:  # past the last line a file may have
            self.lines += [b""] * room + [line]
            self.full = True
            return
        self.lines += [b""] * self.blanks
        self.blanks = 0
        self.lines.append(line)
        self.full = len(self.lines) > self.max_lines

    def _start(self, piece: bytes) -> bytes:
        self._started = True
        if piece.startswith(UTF16_BOMS):
            raise MazeFileError(
                Message(
                    N_(
                        "The file is UTF-16 text: save it as plain text (ASCII or UTF-8) and "
                        "open it again."
                    )
                )
            )
        return piece[len(UTF8_BOM) :] if piece.startswith(UTF8_BOM) else piece

    def _too_long(self) -> MazeFileError:
        return at(
            len(self.lines) + self.blanks + 1,
            LONGEST_LINE + 1,
            Message(
                N_("the line is longer than {limit} bytes, more than any line of a maze file."),
                limit=LONGEST_LINE,
            ),
        )

    def _not_text(self, piece: bytes) -> MazeFileError:
        index = next(i for i, byte in enumerate(piece) if byte > 127 or byte == 0)
        before = piece[:index]
        line = len(self.lines) + self.blanks + 1 + before.count(b"\n")
        start = before.rfind(b"\n")
        column = (len(self.rest) if start < 0 else 0) + index - start
        if piece[index] == 0:
            return at(line, column, Message(N_("a NUL byte: this is not a text file.")))
        return at(
            line,
            column,
            Message(
                N_("the byte {byte} is not plain ASCII text, which a maze file is."),
                byte=f"0x{piece[index]:02X}",
            ),
        )


def shown(text: bytes) -> str:
    """A piece of a line as a message quotes it: 'x', with control characters escaped."""
    return repr(text.decode("ascii"))
