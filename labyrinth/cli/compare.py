"""``--compare``: mazes of every algorithm measured, a table of their average texture, and
``--csv``; progress on standard error when that is a terminal."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time

from labyrinth.files import check_writable
from labyrinth.i18n import _
from labyrinth.maze_array import BOOK_HEIGHT, BOOK_WIDTH
from labyrinth.values import UsageError

DEFAULT_RUNS = 10
STANDARD_OUTPUT = "-"


def compare(args: argparse.Namespace) -> int:
    from labyrinth.texture import compare, csv_text, format_comparison, write_csv

    if args.csv == "":
        raise UsageError(_("--csv needs a file name, or - for standard output."))
    csv = STANDARD_OUTPUT if args.csv and names_standard_output(args.csv) else args.csv
    if csv is not None and csv != STANDARD_OUTPUT:
        check_writable(csv)
    runs = args.runs or DEFAULT_RUNS
    try:
        rows = compare(
            args.width or BOOK_WIDTH,
            args.height or BOOK_HEIGHT,
            runs,
            algorithms=[args.algorithm] if args.algorithm else None,
            seed=args.seed or 0,
            loop_percent=args.loops,
            block_permille=args.blocks,
            progress=Progress(runs),
            block_mode=args.blocks_mode,
        )
    except ValueError as error:
        raise UsageError(str(error)) from None
    finally:
        Progress.clear()
    if csv == STANDARD_OUTPUT:
        sys.stdout.write(csv_text(rows))
        return 0
    print(format_comparison(rows))
    if csv:
        write_csv(rows, csv)
        print(_("Saved {file}.").format(file=csv))
    return 0


def names_standard_output(name: str) -> bool:
    """``name`` is where standard output goes already (``/dev/stdout``, ``/dev/fd/1``, or the
    file it is redirected to): the CSV is then printed alone, as with ``-``, rather than
    written over the table (or refused as a pipe no one may write to)."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        return os.path.samestat(os.stat(name), os.fstat(sys.stdout.fileno()))
    return False


class Progress:
    """``--compare``'s progress on standard error, once it has run for a while.

    Shown only when standard error is a terminal: a log file gets no carriage returns.
    """

    DELAY = 1.5  # seconds before the first line: a quick comparison stays silent

    def __init__(self, runs: int) -> None:
        self.runs = runs
        self.began = time.monotonic()

    def __call__(self, spec: str, run: int) -> None:
        stream = sys.stderr
        if stream is None or not stream.isatty() or time.monotonic() - self.began < self.DELAY:
            return
        line = _("Comparing: {algorithm}, maze {run} of {runs}…").format(
            algorithm=spec, run=run, runs=self.runs
        )
        stream.write("\r" + line[:79].ljust(79))
        stream.flush()
        Progress.shown = True

    shown = False

    @classmethod
    def clear(cls) -> None:
        if cls.shown and sys.stderr is not None:
            sys.stderr.write("\r" + " " * 79 + "\r")
            sys.stderr.flush()
        cls.shown = False
