"""``labyrinth --no-display --program FILE.py [maze options] [--check N]``: the student's own
program run on the maze the options describe (and on N seeded mazes), one line per maze and
a verdict. Exit code 0 when every maze passes, 1 when one fails or a run was stopped, 2 for a
mistake in the command line. ``--save`` and ``--export`` write the maze of the first run: the
one a builder built, or the one a walker walked.

Without ``--no-display``, :func:`open_in_window` is where the window takes over.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from labyrinth import build, i18n
from labyrinth.analysis import sweep
from labyrinth.cli import printing
from labyrinth.generators import BOOK
from labyrinth.i18n import Number, _
from labyrinth.maze_array import BOOK_HEIGHT, BOOK_WIDTH
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions
from labyrinth.programs.checks import check_program, check_recording, maze_words, verdict
from labyrinth.programs.recording import Recording
from labyrinth.programs.runner import (
    DEFAULT_BUDGET,
    Budget,
    ProgramOptionsError,
    run_program,
    unguarded,
)
from labyrinth.programs.source_file import read_program
from labyrinth.values import UsageError, number_of, program_to_read

MOST_CHECKS = 100


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """--program and the options that go with it."""
    parser.add_argument(
        "--program",
        metavar=_("FILE"),
        type=program_to_read,
        help=_(
            "run your own program on the maze: a builder (it defines find_neighbours, the "
            "book's method) or a walker (move(), turn_left() ... or vor(), links() ...)"
        ),
    )
    parser.add_argument(
        "--check",
        metavar="N",
        type=number_of(lambda: _("number of mazes to check"), 1, MOST_CHECKS),
        help=_("with --program: check it on N seeded mazes as well"),
    )
    parser.add_argument(
        "--steps",
        metavar="N",
        type=number_of(lambda: _("number of steps"), 1, 1_000_000_000),
        help=_(
            "with --program: the most steps (lines, calls and returns) a run may take "
            "(default {steps:,})"
        ).format(steps=Number(DEFAULT_BUDGET.steps)),
    )
    parser.add_argument(
        "--seconds",
        metavar="S",
        type=number_of(lambda: _("number of seconds"), 1, 3600),
        help=_("with --program: the most seconds a run may take (default {seconds:g})").format(
            seconds=DEFAULT_BUDGET.seconds
        ),
    )


def run_program_command(args: argparse.Namespace) -> int:
    """Run, check and report the program of ``--program``; the exit code."""
    path = Path(args.program)
    source = read_program(path)
    options = _maze_options(args)
    budget = Budget(
        steps=args.steps or DEFAULT_BUDGET.steps,
        seconds=args.seconds or DEFAULT_BUDGET.seconds,
    )
    if not args.no_display:
        return open_in_window(path, source, options, budget, args.lang is None)
    save_to = _checked_save_path(args, options)
    try:
        first = run_program(source, path.name, options, budget)
    except ProgramOptionsError as error:
        raise UsageError(str(error)) from None
    if first.outcome.kind == "refused":
        for problem in first.problems:
            print(problem)
        print(_("Verdict: the program was not run; mend the lines above first."))
        return 1
    if first.output:
        print(first.output, end="" if first.output.endswith("\n") else "\n")
    note = unguarded(first)
    if note is not None:  # a warning, beside the run's report
        print(note, file=sys.stderr)
    checks = [check_recording(first)]
    print_check(1, checks[0].options, checks[0])
    for number, check in enumerate(
        check_program(source, path.name, args.check or 0, budget), start=2
    ):
        checks.append(check)
        print_check(number, check.options, check)
    print(verdict([check.passed for check in checks]))
    _write(args, first, save_to)
    return 0 if all(check.passed for check in checks) else 1


def open_in_window(
    path: Path, source: str, options: BuildOptions, budget: Budget, remembered_language: bool
) -> int:
    """``--program`` without ``--no-display``: the window with the program in its editor, on
    the maze the options describe, in the remembered language unless ``--lang`` chose one;
    0 when the window is closed."""
    from labyrinth.gui.window import edit_program, make_root, remembered_settings

    settings = remembered_settings()
    if remembered_language and settings.language:
        i18n.set_language(settings.language)
    edit_program(make_root(), settings, path, source, options, budget)
    return 0


def _maze_options(args: argparse.Namespace) -> BuildOptions:
    from labyrinth.cli.running import maze_of_arguments

    try:
        options, _graphs = maze_of_arguments(
            args,
            args.width or BOOK_WIDTH,
            args.height or BOOK_HEIGHT,
            args.algorithm or BOOK,
            excluded=tuple(args.exclude),
        )
    except MazeException as error:
        raise UsageError(error.problem) from None
    except ValueError as error:  # options that do not go together
        raise UsageError(str(error)) from None
    return options


def _checked_save_path(args: argparse.Namespace, options: BuildOptions) -> Path | None:
    """Where --save writes, checked before the program runs; None without --save."""
    from labyrinth.cli.running import checked_save_path

    return checked_save_path(args, MazeGraphs.from_options(options))


def print_check(number: int, options: BuildOptions, check: object) -> None:
    """One maze's line: its number, the maze in words and the check's sentence."""
    print(
        _("Maze {number}, {maze}: {sentence}").format(
            number=number, maze=maze_words(options), sentence=check
        )
    )


def program_graphs(recording: Recording) -> MazeGraphs:
    """The maze of a run as a MazeGraphs to save: the walls the run left, its start and end
    (a builder's own end field, else the farthest field)."""
    options = recording.options
    graphs = MazeGraphs.from_options(options)
    maze = graphs.maze_array
    after = recording.maze_after()
    maze.borders[:], maze.walls[:] = after.borders, after.walls
    end, length = recording.goal, 0
    if recording.is_builder:
        end, length = recording.end_field, recording.path_length
        if end < 0:  # the builder kept no end field: the farthest one, as other algorithms
            end, length = sweep(maze, recording.start)
    walk = build.Walk(end, length)
    graphs.result = build.finish(maze, options, recording.start, walk)
    return graphs


def _write(args: argparse.Namespace, recording: Recording, save_to: Path | None) -> None:
    """--save and --export of the first run's maze, when it ran to its end."""
    if save_to is None and args.export is None:
        return
    if not recording.outcome.ran_to_end:
        print(_("Not saved: the program did not run to its end."))
        return
    try:
        graphs = program_graphs(recording)
    except MazeException as error:
        print(_("Not saved: {problem}").format(problem=error.problem))
        return
    if save_to is not None:
        for written in printing.save(args, graphs, save_to):
            print(_("Saved {file}.").format(file=written))
    if args.export is not None:
        from labyrinth.formats import export_maze

        print(_("Saved {file}.").format(file=export_maze(graphs, args.export)))
