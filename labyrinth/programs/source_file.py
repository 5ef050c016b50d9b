"""Reading a student's program file, for the command line's ``--program`` and the window's
editor alike: at most LARGEST_PROGRAM bytes, in the encoding Python itself would read it in
(UTF-8, or what a byte-order mark or a coding line says), with its lines ending in ``\\n``.
"""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

from labyrinth.files import read_at_most, refuse_longer
from labyrinth.formats.text import MazeFileError
from labyrinth.i18n import N_, Message
from labyrinth.quoting import shown_path

# The most bytes of a program file read (a program is text a student typed).
LARGEST_PROGRAM = 1 << 20


def read_program(path: Path) -> str:
    """The program's text; MazeFileError in one sentence when it cannot be read."""
    name = shown_path(path)
    cannot_read = N_("Cannot read the program {file}: {reason}.")
    data = read_at_most(path, LARGEST_PROGRAM, MazeFileError, cannot_read, name)
    too_long = N_("The program {file} is longer than {size} MB: is it really a program?")
    refuse_longer(data, LARGEST_PROGRAM, MazeFileError, too_long, name, unit=1 << 20)
    try:
        encoding, _lines = tokenize.detect_encoding(io.BytesIO(data).readline)
        text = data.decode(encoding)
    except (SyntaxError, LookupError, UnicodeDecodeError):
        raise MazeFileError(
            Message(N_("The program {file} is not UTF-8 text: save it as UTF-8."), file=name)
        ) from None
    return text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
