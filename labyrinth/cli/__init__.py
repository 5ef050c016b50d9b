"""The command line: ``labyrinth --width W --height H --exclude X,Y --seed N --save [FILE] ...``.

``run(argv)`` returns the exit code: 0 built, 1 the maze or its file failed, 2 a usage
mistake. Every mistake is one sentence naming the bad value and what would work.
With ``--no-display`` nothing here imports tkinter.

The package: ``parser`` (the options and their help), ``rules`` (which options go together,
one table), ``values`` (each option's value read), ``running`` (what a command line does),
``terminal`` (--text, --ascii, --solve), ``printing`` (--save's pictures and worksheets),
``compare`` (--compare), ``messages`` (sentences on standard error).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import sys
from collections.abc import Sequence

from labyrinth import i18n
from labyrinth.browser.site import SiteMissing
from labyrinth.cli.messages import complain, os_problem
from labyrinth.cli.parser import Parser, build_parser
from labyrinth.cli.running import run_parsed
from labyrinth.files import SaveError
from labyrinth.formats.text import MazeFileError
from labyrinth.i18n import _, ngettext
from labyrinth.lessons.lesson_file import LessonError
from labyrinth.lessons.progress import ProgressError
from labyrinth.maze_exception import MazeException
from labyrinth.render.class_set import PrintProblem
from labyrinth.render.geometry import PictureTooLarge
from labyrinth.screen import NoDisplayError
from labyrinth.values import UsageError

__all__ = ["UsageError", "build_parser", "main", "run"]


def run(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); returns the exit code."""
    argv = _negative_fields_attached(sys.argv[1:] if argv is None else argv)
    i18n.set_language(_language_from(argv))
    _use_translated_argparse()
    try:
        parser = build_parser()
        return run_parsed(parser.parse_args(argv), parser)
    except SystemExit as done:  # --help has been printed
        return done.code if isinstance(done.code, int) else 0
    except UsageError as error:
        complain(error)
        return 2
    except (
        MazeException,
        SaveError,
        PictureTooLarge,
        PrintProblem,
        NoDisplayError,
        MazeFileError,
        LessonError,
        ProgressError,
        SiteMissing,
    ) as error:
        complain(error)
        return 1
    except KeyboardInterrupt:
        with contextlib.suppress(OSError):
            print(file=sys.stderr)
        return 130


def main() -> None:
    """Entry point of the ``labyrinth`` and ``labyrinth-cli`` commands.

    A letter the terminal cannot show (German on an ASCII console) is shown as "?", not a
    crash; a standard output that is missing (a Windows window program), closed or full ends
    quietly or with one sentence.
    """
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115
        reconfigure = getattr(getattr(sys, name), "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="replace")
    try:
        code = run()
        sys.stdout.flush()
    except BrokenPipeError:  # the reader went away, as with `labyrinth ... | head -1`
        code = 0
        _drop("stdout")
    except OSError as error:  # a full disk or device behind standard output
        _drop("stdout")
        complain(os_problem(error))
        code = 1
    try:
        sys.stderr.flush()
    except OSError:  # full or gone: what it could not take is not tried again at exit
        _drop("stderr")
    sys.exit(code)


def _drop(name: str) -> None:
    """A standard stream failed: point it at the null device so the exit flush stays quiet."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), getattr(sys, name).fileno())


# -- the words before argparse reads them -----------------------------------------------------


def _language_from(argv: Sequence[str]) -> str | None:
    """``--lang`` read ahead of the real parse, so that the help and errors are translated.

    A small parser of its own understands what the real one will (``--la de``,
    ``--lang=de``, the last of several); anything it cannot read is left to the real parse.
    """
    ahead = Parser(add_help=False)
    ahead.add_argument("--lang")
    try:
        language = ahead.parse_known_args(argv)[0].lang
    except UsageError:
        return None
    return language if language in i18n.LANGUAGES else None


_NEGATIVE_FIELD = re.compile(r"^-\d+\s*,\s*-?\d+$")


def _negative_fields_attached(argv: Sequence[str]) -> list[str]:
    """``--exclude -1,0`` as ``--exclude=-1,0``: argparse would take -1,0 for an option."""
    fixed: list[str] = []
    for arg in argv:
        if fixed and fixed[-1] == "--exclude" and _NEGATIVE_FIELD.match(arg):
            fixed[-1] = f"--exclude={arg}"
        else:
            fixed.append(arg)
    return fixed


def _use_translated_argparse() -> None:
    """argparse's own words ("usage", "invalid choice", ...) come from our catalog too."""
    # argparse looks its module-level _ and ngettext up at call time
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
