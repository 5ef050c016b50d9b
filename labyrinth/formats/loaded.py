"""A maze read from a file, made into a finished MazeGraphs: shown, saved and exported as is.

Nothing is built: the walls come from the file, and the rest of a build's result is worked
out from them — the path length from start to end and the fields no path reaches (one
breadth-first sweep of :mod:`labyrinth.analysis`), and the loops
(:func:`labyrinth.imperfections.loop_count`, which need not search the swept piece again).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from labyrinth.analysis import reach
from labyrinth.build import BuildResult, cut_off_among
from labyrinth.ends import Opening
from labyrinth.formats.grid_text import WallGrid
from labyrinth.formats.text import MazeFileError
from labyrinth.generators.grid import Grid
from labyrinth.i18n import N_, Message
from labyrinth.imperfections import loop_count
from labyrinth.maze_graphs import MazeGraphs


@dataclass(frozen=True)
class Recipe:
    """What builds the same maze again: MazeGraphs' arguments, and the walls the blocks left."""

    seed: int
    rng: str
    algorithm: str
    loop_percent: int
    block_permille: int
    ends: str
    blocks: int


# From a byte per field, 1 where reached, to one that is 1 where not.
_UNREACHED = bytes([1]) + bytes(255)


class LoadedMaze(MazeGraphs):
    """A finished maze from a file. ``recipe`` is None when the file does not say how it was
    made (a ``.maz``): then its seed and algorithm mean nothing and are not reported."""

    source: Path
    recipe: Recipe | None
    result: BuildResult


def loaded_maze(
    grid: WallGrid,
    source: Path,
    *,
    excluded: Iterable[tuple[int, int]],
    start: tuple[int, int] | None,
    end: tuple[int, int] | None,
    openings: tuple[Opening, Opening] | None,
    recipe: Recipe | None,
) -> LoadedMaze:
    """The finished maze: ``start`` None takes the book's first open field, ``end`` None the
    field farthest from the start."""
    arguments: dict = {"entrance": openings[0], "exit": openings[1]} if openings else {}
    if recipe is not None:
        arguments.update(
            seed=recipe.seed,
            rng=recipe.rng,
            algorithm=recipe.algorithm,
            loop_percent=recipe.loop_percent,
            block_permille=recipe.block_permille,
        )
        if not openings:
            arguments["ends"] = recipe.ends
    maze = LoadedMaze(
        grid.width, grid.height, display=False, save=False, excluded=tuple(excluded), **arguments
    )
    maze.source, maze.recipe = source, recipe
    array_ = maze.maze_array
    maze.set_borders()
    array_.walls[:] = grid.walls
    array_.check_maze()
    width = grid.width
    start_field = maze.find_first_field() if start is None else array_.fields[start[0]][start[1]]
    end_wanted = None if end is None else end[1] * width + end[0]
    # one sweep finds the path length and the fields reached: the loops and the cut-off
    # fields follow from those with byte operations, not from more searches
    end_index, length, reached = reach(array_, start_field.index, end_wanted)
    cut_off = cut_off_among(array_, reached.translate(_UNREACHED))
    loops = loop_count(Grid(array_), piece=reached)
    del reached
    maze.start_field, maze.end_field = start_field, array_.field_at(end_index)
    maze.length_of_path_to_end_field = length
    maze.result = BuildResult(
        width=width,
        height=grid.height,
        seed=maze.seed,
        rng=maze.options.rng,
        start=(start_field.location_x, start_field.location_y),
        end=(end_index % width, end_index // width),
        length=length,
        cut_off_indices=cut_off,
        algorithm=maze.options.algorithm,
        loops=loops,
        blocks=recipe.blocks if recipe else 0,
        openings=openings,
    )
    return maze


def made_from_seed(graphs: MazeGraphs) -> bool:
    """Whether ``graphs``' seed and algorithm made its walls: not for a ``.maz`` file's maze,
    whose MazeGraphs got a seed only because every MazeGraphs has one."""
    return not isinstance(graphs, LoadedMaze) or graphs.recipe is not None


def no_open_field(source: Path) -> MazeFileError:
    return MazeFileError(
        Message(N_("{path} has no open field: every field has four walls."), path=source)
    )
