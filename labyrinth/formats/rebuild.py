"""Whether a save file's recipe still builds its walls.

A save file says both how its maze was made (size, algorithm, seed, loops, …) and what its
walls are, and a hand edit can make the two disagree. The walls are the truth: the maze opens
as they stand. The recipe is checked by building the maze again and comparing the walls. The
rebuild gives up after :data:`REBUILD_STEPS` of the algorithm's steps (its events), so opening
a file costs a tenth of a second more at most, and a huge one nothing: most algorithms take
one to three steps a field (316 × 316 to 182 × 182 fields are checked), Wilson's and
Aldous-Broder's random walks about 10 and 30 (90 × 90 and 60 × 60).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from itertools import islice

from labyrinth.build import Walk, prepare, steps
from labyrinth.ends import Opening
from labyrinth.formats.grid_text import WallGrid
from labyrinth.formats.loaded import Recipe, recipe_keywords
from labyrinth.maze_array import MazeArray
from labyrinth.maze_exception import MazeException
from labyrinth.options import BuildOptions
from labyrinth.randomness import direction_source

# The steps (events) a rebuild may take: at most 0.1 to 0.25 s on the development machine.
REBUILD_STEPS = 100_000


def recipe_builds(
    grid: WallGrid,
    recipe: Recipe,
    excluded: Iterable[tuple[int, int]],
    openings: tuple[Opening, Opening] | None,
) -> bool | None:
    """True when ``recipe`` builds the walls of ``grid``, False when it builds others (or
    none at all), None when the rebuild would take more than REBUILD_STEPS steps."""
    width, height = grid.width, grid.height
    if width * height > REBUILD_STEPS:  # a build takes about a step a field, or more
        return None
    options = BuildOptions(
        width, height, excluded=tuple(excluded), **recipe_keywords(recipe, openings)
    )
    maze = MazeArray(width, height)
    options.exclude_into(maze)
    try:
        start = prepare(maze, options)
    except MazeException:  # no field to start from, or an opening the build refuses
        return False
    directions = direction_source(options.rng, options.drawn_seed)
    build = steps(maze, options, start, directions, Walk())
    deque(islice(build, REBUILD_STEPS), maxlen=0)
    if next(build, None) is not None:
        return None
    return maze.walls == grid.walls
