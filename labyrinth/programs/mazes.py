"""The mazes a program meets: the grid a builder starts from, the built maze a walker walks,
the book's own maze to compare a builder's with, and the builder's template.

A builder gets ``self``, a :class:`BuilderGraphs`: the book's fields and helpers of a
:class:`~labyrinth.maze_graphs.MazeGraphs` prepared as the book's ``buildMaze`` prepares it
(all walls up, the rim's borders set, the start field found, the path counters at 0), but
no ``find_neighbours`` other than the student's, nor a way to the book's: it is no
MazeGraphs. The student's method is called with the start field, as ``buildMaze`` calls it.
Its walls are a :class:`RecordedWalls`, so every wall the program changes, through
``remove_walls`` or a field's own ``remove_wall_n``, is recorded.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable

from labyrinth import build
from labyrinth.build import BuildResult
from labyrinth.formats.loaded import made_from_seed
from labyrinth.i18n import N_, Message
from labyrinth.maze_array import MazeArray
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions
from labyrinth.randomness import direction_source
from labyrinth.teaching.sources import recursion_source


def builder_problem(options: BuildOptions) -> Message | None:
    """Why a builder cannot build with ``options`` (it is the algorithm itself), or None."""
    if build.is_plain_book(options) and options.ends == "book":
        return None
    return Message(
        N_(
            "A builder program is the algorithm itself: leave out the algorithm, loops, blocks "
            "and ends, which only the built-in algorithms have."
        )
    )


def program_options(
    graphs: MazeGraphs, excluded: tuple[tuple[int, int], ...], builder: bool
) -> BuildOptions | None:
    """The options of the maze a program (a ``builder`` or a walker) runs on, for the maze
    ``graphs`` shown with ``excluded`` fields, made again where the program runs; None for a
    walker on a maze read from a file that does not say how it was built (not to be made
    again).

    A builder is the algorithm itself: it gets only the size, random source, seed and
    exclusions. A walker walks the maze shown."""
    options = graphs.options
    if builder:
        return BuildOptions(
            options.width, options.height, seed=graphs.seed, rng=options.rng, excluded=excluded
        )
    if not made_from_seed(graphs):
        return None
    return options.with_changes(seed=graphs.seed, excluded=excluded)


def builder_template() -> str:
    """The book's method as the teaching view shows it: a builder file that, unchanged,
    builds exactly the book's maze."""
    return textwrap.dedent("\n".join(recursion_source().lines)) + "\n"


def prepared_graphs(options: BuildOptions) -> MazeGraphs:
    """The maze a builder starts from: as ``build_maze`` prepares it, nothing carved."""
    graphs = MazeGraphs.from_options(options)
    graphs._prepare()  # the book's first steps: all walls up, the rim's borders, the start
    return graphs


def built_graphs(options: BuildOptions) -> tuple[MazeGraphs, BuildResult]:
    """The maze ``options`` describe, built by the algorithm they name, and its result
    (nothing printed, nothing shown)."""
    graphs = MazeGraphs.from_options(options)
    maze = graphs.maze_array
    start = build.prepare(maze, options)
    walk = build.run(maze, options, start, direction_source(options.rng, options.drawn_seed))
    graphs.result = build.finish(maze, options, start, walk)
    return graphs, graphs.result


class BuilderGraphs:
    """What a builder's ``self`` is: the book's fields, and of the book's methods only the
    helpers ``find_neighbours`` uses, taken from MazeGraphs one by one. Nothing here leads
    to the book's ``find_neighbours`` or to another generator: a builder that wants a maze
    must carve it. Shown to the student under the book's name."""

    def __init__(self, graphs: MazeGraphs) -> None:
        self.options = graphs.options
        self.maze_array = graphs.maze_array
        self.start_field = graphs.start_field
        self.end_field = graphs.end_field
        self.current_length_of_path = graphs.current_length_of_path
        self.length_of_path_to_end_field = graphs.length_of_path_to_end_field
        self.directions = graphs.directions

    # The book's helpers a builder may call (the generating methods stay behind).
    seed = MazeGraphs.seed
    _check_neighbour = MazeGraphs._check_neighbour
    check_neighbour_n = MazeGraphs.check_neighbour_n
    check_neighbour_e = MazeGraphs.check_neighbour_e
    check_neighbour_s = MazeGraphs.check_neighbour_s
    check_neighbour_w = MazeGraphs.check_neighbour_w
    check_neighbours = MazeGraphs.check_neighbours
    remove_walls = MazeGraphs.remove_walls


BuilderGraphs.__name__ = BuilderGraphs.__qualname__ = "MazeGraphs"


def book_maze(options: BuildOptions) -> MazeArray:
    """The book's own maze of ``options``' size, exclusions, seed and random source."""
    return built_graphs(options)[0].maze_array


class RecordedWalls(bytearray):
    """A maze's wall bytes that tell ``changed(field, walls)`` of every change (a wall set
    to what it was already is none: a builder that only does that gets nowhere)."""

    def __init__(self, walls: bytes | bytearray, changed: Callable[[int, int], None]) -> None:
        super().__init__(walls)
        self._changed = changed

    def __setitem__(self, key, value) -> None:
        if isinstance(key, int):  # a field's wall byte: every carving comes this way
            if self[key] != value:
                bytearray.__setitem__(self, key, value)
                self._changed(key % len(self), self[key])
            return
        super().__setitem__(key, value)
        for field in range(len(self))[key]:
            self._changed(field, self[field])
