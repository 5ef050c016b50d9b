"""The recording as it streams from the child process to a file: blocks that a run killed at
any moment leaves readable up to the last whole one.

A block is a 4-byte tag, the payload's length (4 bytes, little-endian) and the payload:

* ``TEXT`` — a JSON list of strings, appended to the recording's table of texts (a call's
  ``name(arguments)``, a returned value, printed output); events refer to them by index;
* ``EVTS`` — ``n`` events as four columns: kinds (a byte each), then lines, ``a`` and ``b``
  (4-byte signed integers each);
* ``DONE`` — JSON: how the run ended (the facts the parent makes its sentence of).

The child writes a block with one ``write`` on an unbuffered file; the parent reads blocks
until one is incomplete. Texts come before the events that refer to them.
"""

from __future__ import annotations

import io
import json
import struct
import threading
from array import array
from collections.abc import Iterator
from typing import IO, Any

# The kinds of events. A step of the program is one of the first three: the trace saw a
# line about to run, a call (line: the ``def``; a: the text ``name(arguments)``; b: the
# caller's line, 0 for none of the program's) or a return (a: the returned value's text,
# -1 for None; b: the caller's line, where the program goes on).
LINE, CALL, RETURN = 0, 1, 2
# What the steps changed, each recorded before the next step (a, b):
WALL = 3  # (field, its wall byte now)
MOVE = 4  # (field the walker moved to, -)
TURN = 5  # (heading the walker faces now, -)
MARK = 6  # (field marked, -)
OUTPUT = 7  # (text printed, -)
PLACE = 8  # (the field the call just made is about, -): the stack drawn on the maze
STEP_KINDS = (LINE, CALL, RETURN)
# bytes.translate: 1 for the kinds that are steps.
IS_STEP = bytes(int(kind in STEP_KINDS) for kind in range(256))

TEXT, EVENTS, DONE = b"TEXT", b"EVTS", b"DONE"
_HEADER = struct.Struct("<4sI")
_COUNT = struct.Struct("<I")
# Events gathered before the child writes them (about 0.8 MB).
CHUNK_EVENTS = 1 << 16


class StreamWriter:
    """The child's side: events appended by the traced thread, written by it when a chunk is
    full and by a second thread now and then (``flush``), so that a run killed from outside
    leaves all but its last moments in the file. Appending takes no lock: ``flush`` writes
    only the events whose four columns are all there."""

    def __init__(self, file: IO[bytes]) -> None:
        self.file = file
        self.kinds = bytearray()
        self.lines = array("i")
        self.a = array("i")
        self.b = array("i")
        self.texts: list[str] = []
        self._text_index: dict[str, int] = {}
        self._texts_written = 0
        self._lock = threading.Lock()

    def text(self, value: str) -> int:
        """The index of ``value`` in the table of texts (each text is kept once)."""
        index = self._text_index.get(value)
        if index is None:
            index = self._text_index[value] = len(self.texts)
            self.texts.append(value)
        return index

    def add(self, kind: int, line: int, a: int = -1, b: int = -1) -> None:
        """Append an event (the tracer appends a line's columns itself, in this order)."""
        self.kinds.append(kind)
        self.lines.append(line)
        self.a.append(a)
        self.b.append(b)
        if len(self.kinds) >= CHUNK_EVENTS:
            self.flush()

    def flush(self) -> None:
        """Write the events complete so far, and the texts before them."""
        with self._lock:
            count = min(len(self.kinds), len(self.lines), len(self.a), len(self.b))
            texts = len(self.texts)
            if texts > self._texts_written:
                self._block(TEXT, json.dumps(self.texts[self._texts_written : texts]).encode())
                self._texts_written = texts
            if count:
                columns = (self.lines, self.a, self.b)
                payload = b"".join(
                    [_COUNT.pack(count), bytes(self.kinds[:count])]
                    + [column[:count].tobytes() for column in columns]
                )
                self._block(EVENTS, payload)
                for column in (self.kinds, *columns):
                    del column[:count]

    def json_block(self, tag: bytes, value: dict[str, Any]) -> None:
        with self._lock:
            self._block(tag, json.dumps(value).encode())

    def _block(self, tag: bytes, payload: bytes) -> None:
        self.file.write(_HEADER.pack(tag, len(payload)) + payload)


def read_blocks(source: bytes | IO[bytes]) -> Iterator[tuple[bytes, memoryview]]:
    """The whole blocks of a recording, as (tag, payload): from a file opened for reading,
    one block at a time, so that a recording of millions of steps is never in memory twice
    (in its bytes and in its columns); or from the file's bytes, ``source``."""
    file = io.BytesIO(source) if isinstance(source, bytes) else source
    while True:
        header = file.read(_HEADER.size)
        if len(header) < _HEADER.size:
            return
        tag, length = _HEADER.unpack(header)
        payload = file.read(length)
        if len(payload) < length:
            return  # the run ended while this block was written
        yield tag, memoryview(payload)


def read_events(payload: memoryview) -> tuple[memoryview, array, array, array]:
    """An EVTS block's columns: kinds, lines, a, b."""
    (count,) = _COUNT.unpack_from(payload)
    kinds = payload[4 : 4 + count]
    columns = []
    start = 4 + count
    for _ in range(3):
        column = array("i")
        column.frombytes(payload[start : start + 4 * count])
        columns.append(column)
        start += 4 * count
    return kinds, columns[0], columns[1], columns[2]
