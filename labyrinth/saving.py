"""Saving a built maze: a picture (PNG, SVG) or a worksheet PDF, and a class set's mazes.

The render layer draws grids and marks; this module sits above it and the facade: it makes
the class set's further mazes (seed, seed + 1, ...) from the first and hands the renderer each
maze's grid, marks, title line and answer key's way.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from labyrinth.i18n import N_, Message, _
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.randomness import MAX_SEED, MIN_SEED
from labyrinth.render.geometry import WALLS
from labyrinth.render.palettes import BOOK, Palette
from labyrinth.render.scene import Printed, Trail

if TYPE_CHECKING:
    from labyrinth.render.print_options import PrintOptions

# What a key draws for a maze (the shortest way when there is none).
Solver = Callable[[MazeGraphs], Trail]


def maze_title(maze: MazeGraphs) -> str:
    """Size, algorithm and seed, which make the maze again; a .maz file's name instead."""
    from labyrinth.formats.loaded import LoadedMaze, made_from_seed

    if isinstance(maze, LoadedMaze) and not made_from_seed(maze):
        return _("Maze {width} × {height}, from {file}").format(
            width=maze.maze_array.width, height=maze.maze_array.height, file=maze.source.name
        )
    result = maze.result
    return _("Maze {width} × {height}, algorithm {algorithm}, seed {seed}").format(
        width=maze.maze_array.width,
        height=maze.maze_array.height,
        algorithm=result.algorithm if result else "",
        seed=maze.seed,
    )


def printed(maze: MazeGraphs, solver: Solver | None = None) -> Printed:
    """What a built maze prints: ``solver`` draws its key (None: the shortest way)."""
    key = (lambda: solver(maze)) if solver is not None else None
    marks = maze.result.marks if maze.result else None
    return Printed(maze.maze_array, marks, maze_title(maze), key)


def next_seed(seed: int, step: int) -> int:
    """``seed + step`` within the range of a Java long, wrapping round at its end."""
    span = MAX_SEED - MIN_SEED + 1
    return (seed + step - MIN_SEED) % span + MIN_SEED


def class_set(
    first: MazeGraphs,
    count: int,
    built: Callable[[MazeGraphs], None] | None = None,
    *,
    quiet: bool = False,
) -> list[MazeGraphs]:
    """``first`` (built) and ``count`` - 1 more mazes made like it with the seeds that follow;
    ``built`` hears of each new one. Each build prints the book's sentence, as build_maze
    does, unless ``quiet`` (the window's). PrintProblem for a maze that no seed can make
    again."""
    from labyrinth.formats.loaded import made_from_seed
    from labyrinth.render.class_set import PrintProblem

    if count > 1 and not made_from_seed(first):
        raise PrintProblem(
            Message(N_("A maze from a file without its seed cannot be made again: print it alone."))
        )
    mazes = [first]
    for step in range(1, count):
        more = MazeGraphs.from_options(first.options.with_changes(seed=next_seed(first.seed, step)))
        if quiet:
            deque(more.build_steps(), maxlen=0)  # the same build, step by step, unprinted
        else:
            more.build_maze()
        if built is not None:
            built(more)
        mazes.append(more)
    return mazes


def save_worksheet(
    first: MazeGraphs,
    path: str | Path,
    options: PrintOptions | None = None,
    *,
    solver: Solver | None = None,
    built: Callable[[MazeGraphs], None] | None = None,
    quiet: bool = False,
) -> list[Path]:
    """Write the worksheet of ``options`` for the built maze ``first`` (and, in a class set,
    the mazes with the seeds after it; ``built`` hears of each, ``quiet`` builds them
    without printing the book's sentence) to ``path``, its answer keys
    to ``answer_key_path(path)`` when they have a file of their own. A key draws the
    shortest way, or what ``solver`` gives for each maze.

    Returns the files written. PrintProblem when it cannot be printed as asked (checked
    before anything is built), SaveError when a file cannot be written.
    """
    from labyrinth.render.class_set import plan_pages
    from labyrinth.render.print_options import PrintOptions
    from labyrinth.render.worksheet import write_worksheet

    options = options or PrintOptions()
    plan = plan_pages(first.maze_array.width, first.maze_array.height, options)
    mazes = class_set(first, options.count, built, quiet=quiet)
    return write_worksheet(plan, [printed(maze, solver) for maze in mazes], path)


def save_picture(
    graphs: MazeGraphs,
    path: str | Path,
    field_size: int | None = None,
    *,
    palette: Palette = BOOK,
    solution: bool = False,
    solver: Solver | None = None,
    view: str = WALLS,
) -> Path:
    """Write the built maze in ``view`` as PNG, SVG or a one-maze worksheet PDF, by the
    extension of ``path``.

    A PDF's field size follows the paper, and ``solution`` (or a ``solver``) adds its answer
    key (PrintProblem when that would be more than MAX_PAGES pages); in a PNG or SVG the
    solution is drawn on the maze: the shortest way, or the way and visited fields that
    ``solver`` gives for the maze.
    """
    from labyrinth.render.save import write_picture

    return write_picture(
        printed(graphs, solver),
        path,
        field_size or graphs.options.field_size,
        palette=palette,
        solution=solution,
        view=view,
    )
