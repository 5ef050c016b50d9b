"""The command line's solving and terminal part: --list-solvers, --solve NAME, --text, --ascii.

``labyrinth.cli`` adds these arguments, asks :func:`problem` whether they go together, and
hands a built maze to :func:`print_solved`. Nothing here imports tkinter or Pillow.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from labyrinth.build import BuildResult
from labyrinth.i18n import _
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.solvers import SOLVERS, find_solver, solve


def _solver_name(text: str) -> str:
    try:
        return find_solver(text).name
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--text",
        action="store_true",
        help=_("print the maze in the terminal with box-drawing characters (no window)"),
    )
    parser.add_argument(
        "--ascii",
        action="store_true",
        help=_("like --text, with plain ASCII characters for terminals without Unicode"),
    )
    parser.add_argument(
        "--solve",
        metavar=_("NAME"),
        type=_solver_name,
        help=_(
            "solve the maze from start to end and print what the solver found; with --text "
            "the way is drawn (--list-solvers shows them all)"
        ),
    )
    parser.add_argument(
        "--list-solvers",
        action="store_true",
        help=_("list the solvers with what each needs, and stop"),
    )


# Options of this module that --compare, which builds mazes of its own, cannot use.
NOT_WITH_COMPARE = ("text", "ascii", "solve")


def problem(args: argparse.Namespace) -> str | None:
    """One sentence when the terminal options do not go together with the rest, or None."""
    if args.solve and args.save is not None:
        return _(
            "--solve prints its way in the terminal, not into the saved picture: "
            "leave out --save or --solve."
        )
    if args.solve and not (args.text or args.ascii or args.no_display):
        return _(
            "--solve works in the terminal: add --text to see the way drawn, or "
            "--no-display for the solver's sentence alone."
        )
    return None


def list_solvers() -> None:
    for solver in SOLVERS.values():
        print(f"{solver.name}: {_(solver.summary)}")
        print("    " + _("needs: {needs}").format(needs=_(solver.needs)))


def print_solved(args: argparse.Namespace, graphs: MazeGraphs, result: BuildResult) -> None:
    """The maze drawn as text when asked, with the solver's way; then the solver's sentence."""
    solution = None
    if args.solve:
        try:
            solution = solve(graphs.maze_array, args.solve, result.start, result.end, result.seed)
        except ValueError as error:  # the build's own start or end is walled in
            raise MazeException(str(error)) from None
    if args.text or args.ascii:
        from labyrinth.render.text import maze_text

        def drawn(plain: bool) -> str:
            return maze_text(graphs.maze_array, result.start, result.end, solution, plain)

        _print_drawing(drawn, args.ascii)
    if solution is not None:
        print(solution.message())


def _print_drawing(drawn: Callable[[bool], str], plain: bool) -> None:
    """Print the drawing; where the terminal cannot show box drawing, in ASCII with a note."""
    text = drawn(plain)
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        print(
            _(
                "Note: the terminal's encoding {encoding} has no box-drawing characters; "
                "the maze is drawn as with --ascii."
            ).format(encoding=encoding),
            file=sys.stderr,
        )
        text = drawn(True)
    print(text)
