"""``.mask`` files: a mask as text, one line per row of fields, ``#`` a field of the maze and
``.`` a field left out::

    .##.##.
    #######
    .#####.
    ..###..
    ...#...

The reader caps the size before it reads (at most 4096 rows of 4096 fields) and names the
line and column of anything else, as the maze files' readers do (their line reader is
shared: trailing spaces and blank lines at the end are dropped, a UTF-8 byte-order mark is
skipped).
"""

from __future__ import annotations

from pathlib import Path

from labyrinth.files import write_atomically
from labyrinth.formats.text import (
    MazeFileError,
    at,
    naming_the_file,
    on_line,
    read_lines,
    text_lines,
)
from labyrinth.i18n import N_, Message
from labyrinth.masks import INSIDE, OUTSIDE, Mask
from labyrinth.maze_array import MAX_SIZE, MIN_SIZE
from labyrinth.quoting import shown_path

SUFFIX = ".mask"
FIELD, OUT = ord("#"), ord(".")
# The largest file: 4096 rows of 4096 characters and their line ends (CR LF), a byte-order
# mark.
MAX_BYTES = MAX_SIZE * (MAX_SIZE + 2) + 3
_VALUES = bytes.maketrans(b"#.", bytes([INSIDE, OUTSIDE]))


def read_mask(path: str | Path) -> Mask:
    """The mask in a ``.mask`` file; MazeFileError in one sentence naming the place."""
    path = Path(path)
    with naming_the_file(path):
        return mask_of_lines(read_lines(path, MAX_BYTES, MAX_SIZE), path)


def read_mask_data(data: bytes, path: Path) -> Mask:
    """The mask of a ``.mask`` file's bytes (for tests and fuzzing: no file needed)."""
    return mask_of_lines(text_lines(data), path)


def mask_of_lines(lines: list[bytes], path: Path) -> Mask:
    if not lines:
        raise MazeFileError(
            Message(N_("{path} is empty: it holds no mask."), path=shown_path(path))
        )
    if len(lines) > MAX_SIZE:
        raise on_line(
            MAX_SIZE + 1,
            Message(N_("a mask has at most {limit} rows."), limit=MAX_SIZE),
        )
    width = len(lines[0])
    for number, line in enumerate(lines, start=1):
        bad = line.translate(None, b"#.")
        if bad:
            column = next(i for i, byte in enumerate(line) if byte not in (FIELD, OUT)) + 1
            raise at(
                number,
                column,
                Message(
                    N_("expected # (a field of the maze) or . (outside), found {found!r}."),
                    found=chr(line[column - 1]),
                ),
            )
        if len(line) > MAX_SIZE:
            raise at(
                number,
                MAX_SIZE + 1,
                Message(N_("a row of a mask has at most {limit} fields."), limit=MAX_SIZE),
            )
        if len(line) != width:
            raise on_line(
                number,
                Message(
                    N_(
                        "the row has {length} fields, but the first row has {width}: every row "
                        "of a mask is as long as the first."
                    ),
                    length=len(line),
                    width=width,
                ),
            )
    if width < MIN_SIZE or len(lines) < MIN_SIZE:
        raise MazeFileError(
            Message(
                N_("The mask is {width} × {height} fields: a maze needs at least {low} × {low}."),
                width=width,
                height=len(lines),
                low=MIN_SIZE,
            )
        )
    mask = Mask(width, len(lines), b"".join(line.translate(_VALUES) for line in lines))
    problem = mask.problem()
    if problem:
        raise MazeFileError(problem)
    return mask


def mask_text(mask: Mask) -> bytes:
    """The ``.mask`` file of a mask: a line per row, each ended by LF."""
    return b"".join(row.encode("ascii") + b"\n" for row in mask.rows())


def write_mask(mask: Mask, path: str | Path) -> Path:
    """Write ``mask`` to ``path`` atomically (SaveError if it cannot); the path written."""
    text = mask_text(mask)
    return write_atomically(path, lambda stream: stream.write(text))
