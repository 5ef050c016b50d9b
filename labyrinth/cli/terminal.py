"""The command line's terminal output and solving: --text, --ascii, --solve NAME (with --from,
--to and --visited) and --list-solvers.

The runner adds these arguments and hands a built maze to :func:`print_solved`; which of them
go together is in the rules' table. Nothing here imports tkinter or Pillow.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from itertools import compress

from labyrinth.build import BuildResult
from labyrinth.i18n import _, message_of
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.render.scene import Trail
from labyrinth.solvers import SOLVERS, Solution, find_solver, solve
from labyrinth.values import field


class SolveFieldError(ValueError):
    """A field given with --from or --to that a solve cannot use: a command-line mistake."""


def _solver_name(text: str) -> str:
    try:
        return find_solver(text).name
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The terminal's arguments."""
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
            "or --save the way is drawn (--list-solvers shows them all)"
        ),
    )
    for flag, dest, help_text in (
        (
            "--from",
            "solve_from",
            _("with --solve: start at field (X | Y) instead of the maze's start"),
        ),
        ("--to", "solve_to", _("with --solve: go to field (X | Y) instead of the maze's end")),
    ):
        parser.add_argument(flag, dest=dest, metavar="X,Y", type=field, help=help_text)
    parser.add_argument(
        "--visited",
        action="store_true",
        help=_(
            "with --solve and --save: draw every field the solver visited into the picture "
            "(drawn anyway when it finds no way)"
        ),
    )
    parser.add_argument(
        "--list-solvers",
        action="store_true",
        help=_("list the solvers with what each needs, and stop"),
    )


def list_solvers() -> None:
    for solver in SOLVERS.values():
        print(f"{solver.name}: {_(solver.summary)}")
        print("    " + _("needs: {needs}").format(needs=_(solver.needs)))


def _solved(args: argparse.Namespace, graphs: MazeGraphs, result: BuildResult) -> Solution:
    start, end = args.solve_from or result.start, args.solve_to or result.end
    try:
        return solve(graphs.maze_array, args.solve, start, end, result.seed)
    except ValueError as error:
        if args.solve_from or args.solve_to:
            raise SolveFieldError(message_of(error)) from None
        raise MazeException(message_of(error)) from None  # the build's own end is walled in


def print_solved(
    args: argparse.Namespace, graphs: MazeGraphs, result: BuildResult
) -> Solution | None:
    """The maze drawn as text when asked, with the solver's way; then the solver's sentence.
    Returns what the solver found (None without --solve)."""
    solution = _solved(args, graphs, result) if args.solve else None
    start, end = args.solve_from or result.start, args.solve_to or result.end
    if args.text or args.ascii:
        from labyrinth.render.text import maze_lines

        plain = args.ascii or not _can_show_box_drawing()
        for line in maze_lines(graphs.maze_array, start, end, solution, plain):
            print(line)
    if solution is not None:
        print(solution.message())
    return solution


def trail_of(solution: Solution, visited: bool) -> Trail:
    """What a picture shows of a solve: its way, and the fields it visited when it found
    none or when ``visited`` asks for them; the start and end marks go to its ends."""
    fields = solution.visited
    shown = list(compress(range(len(fields)), fields)) if visited or not solution.path else []
    width = solution.width
    ends = (
        (solution.start % width, solution.start // width),
        (
            solution.goal % width,
            solution.goal // width,
        ),
    )
    return Trail(solution.path or (), shown, ends)


def picture_solver(
    args: argparse.Namespace, graphs: MazeGraphs, solution: Solution | None
) -> Callable[[MazeGraphs], Trail] | None:
    """What --solve draws into a saved picture, for ``graphs`` (already ``solution``) and
    for the further mazes of a worksheet; None without --solve."""
    if solution is None:
        return None

    def trail(maze: MazeGraphs) -> Trail:
        if maze is graphs:
            return trail_of(solution, args.visited)
        assert maze.result is not None  # a worksheet's mazes are built before they are drawn
        return trail_of(_solved(args, maze, maze.result), args.visited)

    return trail


def _can_show_box_drawing() -> bool:
    """Whether standard output can take box-drawing characters; if not, a note says the
    maze is drawn as with --ascii."""
    from labyrinth.render.text import BOX

    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    try:
        BOX.characters().encode(encoding)
    except (UnicodeEncodeError, LookupError):
        print(
            _(
                "Note: the terminal's encoding {encoding} has no box-drawing characters; "
                "the maze is drawn as with --ascii."
            ).format(encoding=encoding),
            file=sys.stderr,
        )
        return False
    return True
