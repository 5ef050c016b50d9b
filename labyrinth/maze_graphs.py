"""MazeGraphs: the book's class — exclude fields, build the maze, show it, save it.

Read it beside the Java: the same methods under snake_case names, the same fields. The
literal recursive ``find_neighbours`` is here for reading; ``build_maze`` runs its loop form
(:mod:`labyrinth.generators.backtracker`), which needs no recursion at all. What the book does
not have lives elsewhere: the parameters in :mod:`labyrinth.options`, the other algorithms,
loops, blocks and ends in :mod:`labyrinth.build`, the picture in :mod:`labyrinth.render`.
Unlike the Java, the path counters belong to the instance, a second ``build_maze`` starts
afresh, a field outside the grid is refused, and the random source can be seeded.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Unpack

from labyrinth import build
from labyrinth.arguments import checked_arguments
from labyrinth.build import BuildResult
from labyrinth.generators import Algorithm
from labyrinth.generators.events import Event
from labyrinth.i18n import N_, Message, _
from labyrinth.maze_array import MAX_SIZE, MazeArray
from labyrinth.maze_field import EAST, NORTH, SOUTH, WEST, MazeField
from labyrinth.options import BuildKeywords, BuildOptions
from labyrinth.randomness import direction_source
from labyrinth.recursion_room import run_nested

BorderTest = Callable[[MazeField], bool]

# Measured: the literal recursion's Python frames, two calls a field at worst.
RECURSION_BYTES_PER_FIELD = 420
# The most ``build_maze(recursive=True)`` may use (about 1600 × 1600 fields).
RECURSION_MEMORY_LIMIT = 1 << 30


@checked_arguments(*BuildKeywords.__annotations__)
class MazeGraphs:
    """A maze of ``width`` × ``height`` fields, shown (``display``) and saved (``save``) when built.

    The keywords beyond the book's four arguments (``seed``, ``algorithm``, ``loop_percent``
    ...) are those of :class:`~labyrinth.options.BuildOptions`, checked there; ``options``
    holds them.

    Java: MazeGraphs
    """

    MAZE_MAX_SIZE = MAX_SIZE
    Display = True
    DontDisplay = False
    Save = True
    DontSave = False

    def __init__(
        self,
        width: int,
        height: int,
        display: bool = True,
        save: bool = False,
        **keywords: Unpack[BuildKeywords],
    ) -> None:
        self._take(BuildOptions(width, height, **keywords), display, save)

    @classmethod
    def from_options(
        cls, options: BuildOptions, display: bool = False, save: bool = False
    ) -> MazeGraphs:
        """The maze of checked ``options`` (the command line's and the window's way in): the
        same object, not a copy made again from its values (its drawn seed stays)."""
        graphs = cls.__new__(cls)
        graphs._take(options, display, save)
        return graphs

    def _take(self, options: BuildOptions, display: bool, save: bool) -> None:
        """Set up the grid and the book's fields for ``options``."""
        self.options = options
        self.maze_array = MazeArray(options.width, options.height)
        options.exclude_into(self.maze_array)
        self.display = display
        self.save = save
        self.start_field: MazeField | None = None
        self.end_field: MazeField | None = None
        self.current_length_of_path = 0
        self.length_of_path_to_end_field = 0
        self.directions = direction_source(options.rng, self.seed)
        self.result: BuildResult | None = None

    @property
    def seed(self) -> int:
        """The seed in use (given or drawn), to make the same maze again."""
        return self.options.drawn_seed

    @property
    def algorithm(self) -> Algorithm:
        """The registry's entry of the algorithm that builds this maze."""
        return self.options.chosen[0]

    def exclude_maze_field(self, x: int, y: int) -> None:
        """Take the field at ``(x | y)`` out of the maze; a field outside the grid is refused.

        Java: MazeGraphs.excludeMazeField
        """
        self.maze_array.exclude_maze_field(x, y)

    def check_start(self) -> None:
        """Raise the MazeException a build would start with (an opening that cannot be used,
        no field to start from), without changing anything."""
        build.check_openings(self.maze_array, self.options)
        self.find_first_field()

    def set_borders(self) -> None:
        """Give the outer rim of the grid its borders.

        Java: MazeGraphs.setBorders
        """
        build.set_borders(self.maze_array)

    def find_first_field(self) -> MazeField:
        """The first field, row by row from ``(0 | 0)``, that does not have four borders.

        Java: MazeGraphs.findFirstField
        """
        return self.maze_array.field_at(build.find_first_field(self.maze_array))

    def _check_neighbour(
        self, field: MazeField, dx: int, dy: int, side: BorderTest, facing: BorderTest
    ) -> MazeField | None:
        """The neighbour at ``(dx | dy)`` when it has all walls and no border lies between."""
        x, y = field.location_x + dx, field.location_y + dy
        if not self.maze_array.contains(x, y):
            return None
        neighbour = self.maze_array.fields[x][y]
        if neighbour.has_all_walls() and not side(field) and not facing(neighbour):
            return neighbour
        return None

    def check_neighbour_n(self, field: MazeField) -> MazeField | None:
        """Java: MazeGraphs.checkNeighbourN"""
        return self._check_neighbour(field, 0, -1, MazeField.has_border_n, MazeField.has_border_s)

    def check_neighbour_e(self, field: MazeField) -> MazeField | None:
        """Java: MazeGraphs.checkNeighbourE"""
        return self._check_neighbour(field, 1, 0, MazeField.has_border_e, MazeField.has_border_w)

    def check_neighbour_s(self, field: MazeField) -> MazeField | None:
        """Java: MazeGraphs.checkNeighbourS"""
        return self._check_neighbour(field, 0, 1, MazeField.has_border_s, MazeField.has_border_n)

    def check_neighbour_w(self, field: MazeField) -> MazeField | None:
        """Java: MazeGraphs.checkNeighbourW"""
        return self._check_neighbour(field, -1, 0, MazeField.has_border_w, MazeField.has_border_e)

    def check_neighbours(self, field: MazeField) -> MazeField | None:
        """A random neighbour that still has four walls and no border between, or None.

        Java: MazeGraphs.checkNeighbours (its tried flags live in ``direction_order``)
        """
        checks = {
            NORTH: self.check_neighbour_n,
            EAST: self.check_neighbour_e,
            SOUTH: self.check_neighbour_s,
            WEST: self.check_neighbour_w,
        }
        for direction in self.directions.direction_order():
            neighbour = checks[direction](field)
            if neighbour is not None:
                return neighbour
        return None

    def remove_walls(self, current_field: MazeField) -> None:
        """Open the walls between ``current_field`` and the field it was entered from.

        Java: MazeGraphs.removeWalls
        """
        previous_field = current_field.get_previous_field()
        if previous_field is None:
            return
        dx = current_field.location_x - previous_field.location_x
        dy = current_field.location_y - previous_field.location_y
        if (dx, dy) == (0, 1):
            current_field.remove_wall_n()
            previous_field.remove_wall_s()
        elif (dx, dy) == (0, -1):
            current_field.remove_wall_s()
            previous_field.remove_wall_n()
        elif (dx, dy) == (1, 0):
            current_field.remove_wall_w()
            previous_field.remove_wall_e()
        elif (dx, dy) == (-1, 0):
            current_field.remove_wall_e()
            previous_field.remove_wall_w()

    def find_neighbours(self, field: MazeField | None) -> None:
        """Step into a random new neighbour, or back at a dead end; then call itself.

        The literal recursion of the book, one call per step: for reading, and for small
        mazes only (``build_maze(recursive=True)``). ``build_maze`` runs the same steps
        as a loop.

        Java: MazeGraphs.findNeighbours
        """
        if field is not None:
            neighbour = self.check_neighbours(field)
            if neighbour is not None:
                neighbour.set_previous_field(field)
                field = neighbour
                self.remove_walls(field)
                self.current_length_of_path += 1
            else:
                if self.current_length_of_path > self.length_of_path_to_end_field:
                    self.end_field = field
                    self.length_of_path_to_end_field = self.current_length_of_path
                field = field.get_previous_field()
                self.current_length_of_path -= 1
            self.find_neighbours(field)  # recursive call

    def build_maze(self, *, recursive: bool = False) -> BuildResult:
        """Build the maze, check it, save and show it as asked, and print its path length.

        ``recursive=True`` runs the book's literal recursion instead of its loop form; it
        gives the same maze but needs two nested calls per field.

        Java: MazeGraphs.buildMaze
        """
        if recursive and not build.is_plain_book(self.options):
            raise ValueError(
                Message(
                    N_(
                        "Only the book's algorithm, without loops or blocks, has a literal "
                        "recursion."
                    )
                )
            )
        needed = len(self.maze_array.walls) * RECURSION_BYTES_PER_FIELD
        if recursive and needed > RECURSION_MEMORY_LIMIT:
            raise ValueError(
                Message(
                    N_(
                        "The literal recursion would need about {needed} MB for this maze, more "
                        "than {limit} MB: build it without recursive=True, which gives the same "
                        "maze."
                    ),
                    needed=needed >> 20,
                    limit=RECURSION_MEMORY_LIMIT >> 20,
                )
            )
        start = self._prepare()
        if recursive:
            self._find_neighbours_recursively()
            assert self.end_field is not None
            walk = build.Walk(self.end_field.index, self.length_of_path_to_end_field)
        else:
            walk = build.run(self.maze_array, self.options, start, self.directions)
        result = self._finish(walk)
        self._save_if_asked()
        print(result.message(), flush=True)
        self._display_if_asked()  # the window waits until it is closed, so it comes last
        return result

    def build_steps(self) -> Iterator[Event]:
        """The same build one event at a time, for watching it; nothing is shown or printed.

        Yields the events of :mod:`labyrinth.generators.events`, as ``(kind, field, other)``
        flat indices (``y * width + x``). When it is exhausted, ``result`` holds the
        BuildResult.
        """
        start = self._prepare()
        walk = build.Walk()
        yield from build.steps(self.maze_array, self.options, start, self.directions, walk)
        self._finish(walk)

    def _prepare(self) -> int:
        """All walls up, the rim's borders set, a fresh random source; returns the start."""
        start = build.prepare(self.maze_array, self.options)
        self.directions = direction_source(self.options.rng, self.seed)
        self.start_field = self.end_field = self.maze_array.field_at(start)
        self.current_length_of_path = self.length_of_path_to_end_field = 0
        self.result = None
        return start

    def _finish(self, walk: build.Walk) -> BuildResult:
        """Keep the result, and the book's fields as the build left them."""
        assert self.start_field is not None  # found by _prepare
        start = self.start_field.index
        self.result = result = build.finish(self.maze_array, self.options, start, walk)
        if self.algorithm.build is None:  # the book's own walk
            self.current_length_of_path = -1  # as after the recursion: stepped back past the start
        self.start_field = self.maze_array.fields[result.start[0]][result.start[1]]
        self.end_field = self.maze_array.fields[result.end[0]][result.end[1]]
        self.length_of_path_to_end_field = result.length
        return result

    def init(self) -> None:
        """Save the picture and open the window, as asked in the constructor.

        Java: MazeGraphs.init
        """
        self._save_if_asked()
        self._display_if_asked()

    def _save_if_asked(self) -> None:
        if self.save:
            path = Path(self.file_name())
            print(_("Save {file}").format(file=path))
            self.save_png(path)

    def _display_if_asked(self) -> None:
        # The Java's MazeGraphs is a window: the one place where the model opens one, and
        # only when asked (the import happens here, never when this module is imported).
        if self.display:
            from labyrinth.gui.window import make_root, show_maze

            show_maze(self, make_root(from_python=True))

    def file_name(self) -> str:
        """``Maze_<W>x<H>.png``, the Java's file name."""
        return f"Maze_{self.maze_array.width}x{self.maze_array.height}.png"

    @checked_arguments()
    def save_png(self, path: str | Path, field_size: int | None = None) -> Path:
        """Write the built maze as a PNG, atomically; returns the path written.

        Java: MazeGraphs.saveFile
        """
        from labyrinth.render.png import save_png  # Pillow is loaded for pictures only

        marks = self.result.marks if self.result else None
        size = self.options.field_size if field_size is None else field_size
        return save_png(self.maze_array, marks, path, size)

    def _find_neighbours_recursively(self) -> None:
        """``find_neighbours`` from the start field, with room for one Python frame per step;
        with islands, then from the first field of each other region, keeping the end field
        and path length of the first."""
        frames = 2 * len(self.maze_array.walls)
        run_nested(lambda: self.find_neighbours(self.start_field), frames)
        end, length = self.end_field, self.length_of_path_to_end_field
        assert self.start_field is not None  # found by _prepare
        for first in build.other_regions(self.maze_array, self.options, self.start_field.index):
            self.current_length_of_path = 0
            run_nested(partial(self.find_neighbours, self.maze_array.field_at(first)), frames)
        self.end_field, self.length_of_path_to_end_field = end, length
