"""MazeGraphs: the book's facade — exclude fields, build the maze, show it, save it.

The literal recursive ``find_neighbours`` is here for reading next to the Java; ``build_maze``
runs its loop form (:mod:`labyrinth.generators.backtracker`), which needs no recursion at all.
Unlike the Java, the path counters belong to the instance, a second ``build_maze`` starts
afresh, a field outside the grid is refused, and the random source can be seeded.
"""

from __future__ import annotations

import random
import sys
from array import array
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import compress
from pathlib import Path

from labyrinth.analysis import distances, farthest
from labyrinth.ends import ENDS, Opening, default_openings, diameter, openings_problem
from labyrinth.generators import BOOK, find_algorithm
from labyrinth.generators.backtracker import Carving, carve, carve_steps
from labyrinth.generators.events import BACK, CARVE, Event
from labyrinth.generators.grid import Grid
from labyrinth.i18n import N_, _, ngettext
from labyrinth.imperfections import add_blocks, add_loops, imperfect_rng, loop_count
from labyrinth.maze_array import MAX_SIZE, MazeArray
from labyrinth.maze_exception import MazeException
from labyrinth.maze_field import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W, EXCLUDED, MazeField
from labyrinth.randomness import DEFAULT_RNG, MAX_SEED, MIN_SEED, RNG_NAMES, direction_source

_IS_UNTOUCHED = bytes(int(value == ALL_SIDES) for value in range(256))
_IS_EXCLUDED = bytes(int(bool(value & EXCLUDED)) for value in range(256))


RECURSION_BYTES_PER_FIELD = 420
"""Measured: the literal recursion's Python frames, two calls a field at worst."""
RECURSION_MEMORY_LIMIT = 1 << 30
"""The most ``build_maze(recursive=True)`` may use (about 1600 × 1600 fields)."""


@dataclass(frozen=True)
class BuildResult:
    """What a build found: start, end, path length and the fields it could not reach."""

    width: int
    height: int
    seed: int
    rng: str
    start: tuple[int, int]
    end: tuple[int, int]
    length: int
    cut_off_indices: array = field(repr=False)
    algorithm: str = BOOK
    loops: int = 0
    """Independent loops: 0 for a perfect maze."""
    blocks: int = 0
    """Passages whose wall was left standing (block permille)."""
    openings: tuple[Opening, Opening] | None = None
    """Entrance and exit in the rim, when the ends are on the border."""

    @property
    def cut_off_count(self) -> int:
        return len(self.cut_off_indices)

    @property
    def cut_off_fields(self) -> list[tuple[int, int]]:
        """Open fields that no path reaches because excluded fields wall them in."""
        return self.first_cut_off_fields(len(self.cut_off_indices))

    def first_cut_off_fields(self, count: int) -> list[tuple[int, int]]:
        """The first ``count`` cut-off fields, row by row (cheap when millions are cut off)."""
        width = self.width
        return [(index % width, index // width) for index in self.cut_off_indices[:count]]

    def imperfections(self) -> str:
        """How far the maze is from perfect, in words; empty for a perfect maze."""
        parts = []
        if self.loops:
            parts.append(ngettext("{n} loop", "{n} loops", self.loops).format(n=self.loops))
        if self.blocks:
            parts.append(
                ngettext("{n} wall left standing", "{n} walls left standing", self.blocks).format(
                    n=self.blocks
                )
            )
        return _("Not a perfect maze: {parts}.").format(parts=", ".join(parts)) if parts else ""

    def message(self) -> str:
        """The book's closing sentence."""
        if self.length < 0:
            return _("Maze is built, but the end cannot be reached from the start.")
        return _("Maze is built, path length from start to end is {length}.").format(
            length=self.length
        )

    def recipe(self) -> str:
        """What makes the same maze again: seed, algorithm and random source."""
        return _("Seed {seed}, algorithm {algorithm}, {rng} random source.").format(
            seed=self.seed, algorithm=self.algorithm, rng=self.rng
        )


def new_seed() -> int:
    """A fresh seed from the operating system, reported so the maze can be made again."""
    return random.SystemRandom().randrange(MAX_SEED + 1)


class MazeGraphs:
    """A maze of ``width`` × ``height`` fields, shown (``display``) and saved (``save``) when built.

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
        *,
        seed: int | None = None,
        rng: str = DEFAULT_RNG,
        field_size: int | None = None,
        algorithm: str = BOOK,
        loop_percent: int = 0,
        block_permille: int = 0,
        ends: str | None = None,
        entrance: Opening | str | None = None,
        exit: Opening | str | None = None,  # noqa: A002 - the word a maze needs
    ) -> None:
        self.algorithm, self.algorithm_option = find_algorithm(algorithm)
        if rng == "java" and self.algorithm.build is not None:
            raise ValueError(
                _(
                    "The java random source is the book's own: it goes only with "
                    "the algorithm {book}."
                ).format(book=BOOK)
            )
        for value, high, message in (
            (
                loop_percent,
                100,
                N_("The loop percent must be a whole number from 0 to {high}, not {value!r}."),
            ),
            (
                block_permille,
                1000,
                N_("The block permille must be a whole number from 0 to {high}, not {value!r}."),
            ),
        ):
            if not (isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= high):
                raise ValueError(_(message).format(value=value, high=high))
        self.loop_percent, self.block_permille = loop_percent, block_permille
        if ends is not None and ends not in ENDS:
            raise ValueError(
                _("The ends {ends!r} are unknown: use book, diameter or border.").format(ends=ends)
            )
        openings_given = entrance is not None or exit is not None
        if openings_given and ends not in (None, "border"):
            raise ValueError(
                _(
                    "An entrance or an exit is an opening in the border: it goes "
                    "with the ends border, not {ends}."
                ).format(ends=ends)
            )
        self.ends = "border" if openings_given else ends or "book"
        self.openings = None
        if self.ends == "border":
            default = default_openings(width, height)
            self.openings = tuple(
                fallback
                if value is None
                else value
                if isinstance(value, Opening)
                else Opening.parse(value)
                for value, fallback in ((entrance, default[0]), (exit, default[1]))
            )
        if rng not in RNG_NAMES:
            raise ValueError(
                _("The random source {rng!r} is unknown: use 'python' or 'java'.").format(rng=rng)
            )
        if seed is not None and not (
            isinstance(seed, int) and not isinstance(seed, bool) and MIN_SEED <= seed <= MAX_SEED
        ):
            raise ValueError(
                _("The seed must be a whole number from {low} to {high}, not {seed!r}.").format(
                    seed=seed, low=MIN_SEED, high=MAX_SEED
                )
            )
        self.maze_array = MazeArray(width, height)
        if field_size is not None:
            from labyrinth.render.png import field_size_problem

            problem = field_size_problem(width, height, field_size)
            if problem:
                raise MazeException(problem)
        self.display = display
        self.save = save
        self.seed = new_seed() if seed is None else seed
        self.rng = rng
        self.field_size = field_size
        self.start_field: MazeField | None = None
        self.end_field: MazeField | None = None
        self.current_length_of_path = 0
        self.length_of_path_to_end_field = 0
        self.result: BuildResult | None = None
        self.blocks = 0
        self.directions = direction_source(rng, self.seed)

    # -- the book's methods -------------------------------------------------------------------

    def exclude_maze_field(self, x: int, y: int) -> None:
        """Take the field at ``(x | y)`` out of the maze; a field outside the grid is refused.

        Java: MazeGraphs.excludeMazeField
        """
        self.maze_array.exclude_maze_field(x, y)

    def _check_openings(self) -> None:
        problem = self.openings and openings_problem(self.openings, self.maze_array)
        if problem:
            raise MazeException(problem)

    def check_start(self) -> None:
        """Raise the MazeException a build would start with (an opening that cannot be used,
        no field to start from), without changing anything."""
        self._check_openings()
        self.find_first_field()

    def set_borders(self) -> None:
        """Give the outer rim of the grid its borders.

        Java: MazeGraphs.setBorders
        """
        maze = self.maze_array
        width, height, borders = maze.width, maze.height, maze.borders
        for x in range(width):
            borders[x] |= BIT_N
            borders[(height - 1) * width + x] |= BIT_S
        for y in range(height):
            borders[y * width] |= BIT_W
            borders[y * width + width - 1] |= BIT_E

    def find_first_field(self) -> MazeField:
        """The first field, row by row from ``(0 | 0)``, that does not have four borders.

        Java: MazeGraphs.findFirstField
        """
        index = self.maze_array.closed_fields_mask().find(0)
        if index < 0:
            raise MazeException(
                _(
                    "start field cannot be found! Every field is excluded or walled in; "
                    "leave at least one field open."
                )
            )
        return self.maze_array.field_at(index)

    def _check_neighbour(self, field: MazeField, dx: int, dy: int, side: int, facing: int):
        x, y = field.location_x + dx, field.location_y + dy
        if not self.maze_array.contains(x, y):
            return None
        neighbour = self.maze_array.fields[x][y]
        borders = self.maze_array.borders
        if (
            neighbour.has_all_walls()
            and not borders[field.index] & side
            and not borders[neighbour.index] & facing
        ):
            return neighbour
        return None

    def check_neighbour_n(self, field: MazeField) -> MazeField | None:
        """Java: MazeGraphs.checkNeighbourN"""
        return self._check_neighbour(field, 0, -1, BIT_N, BIT_S)

    def check_neighbour_e(self, field: MazeField) -> MazeField | None:
        """Java: MazeGraphs.checkNeighbourE"""
        return self._check_neighbour(field, 1, 0, BIT_E, BIT_W)

    def check_neighbour_s(self, field: MazeField) -> MazeField | None:
        """Java: MazeGraphs.checkNeighbourS"""
        return self._check_neighbour(field, 0, 1, BIT_S, BIT_N)

    def check_neighbour_w(self, field: MazeField) -> MazeField | None:
        """Java: MazeGraphs.checkNeighbourW"""
        return self._check_neighbour(field, -1, 0, BIT_W, BIT_E)

    def check_neighbours(self, field: MazeField) -> MazeField | None:
        """A random neighbour that still has four walls and no border between, or None.

        Java: MazeGraphs.checkNeighbours (its tried flags live in ``direction_order``)
        """
        checks = (
            None,
            self.check_neighbour_n,
            self.check_neighbour_e,
            self.check_neighbour_s,
            self.check_neighbour_w,
        )
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
        """Build the maze, check it, show and save it as asked, and print its path length.

        ``recursive=True`` runs the book's literal recursion instead of its loop form; it
        gives the same maze but needs two nested calls per field.

        Java: MazeGraphs.buildMaze
        """
        if recursive and (self.algorithm.build is not None or self._imperfect()):
            raise ValueError(
                _("Only the book's algorithm, without loops or blocks, has a literal recursion.")
            )
        needed = len(self.maze_array.walls) * RECURSION_BYTES_PER_FIELD
        if recursive and needed > RECURSION_MEMORY_LIMIT:
            raise ValueError(
                _(
                    "The literal recursion would need about {needed} MB for this maze, more "
                    "than {limit} MB: build it without recursive=True, which gives the same maze."
                ).format(needed=needed >> 20, limit=RECURSION_MEMORY_LIMIT >> 20)
            )
        start = self._prepare_build()
        if recursive:
            self._find_neighbours_recursively()
        elif self._plain_book():
            carving = carve(self.maze_array, start.index, self.directions.choose)
            self.end_field = self.maze_array.field_at(carving.end)
            self.length_of_path_to_end_field = carving.length
            self.current_length_of_path = -1  # as after the recursion: stepped back past the start
        else:
            deque(self._events(start), maxlen=0)
        self._finish_build()
        self._save_if_asked()
        print(self.result.message(), flush=True)
        self._display_if_asked()  # the window waits until it is closed, so it comes last
        return self.result

    def build_steps(self) -> Iterator[Event]:
        """The same build one event at a time, for watching it; nothing is shown or printed.

        Yields the events of :mod:`labyrinth.generators.events`, as ``(kind, field, other)``
        flat indices (``y * width + x``). When it is exhausted, ``result`` holds the
        BuildResult.
        """
        start = self._prepare_build()
        yield from self._events(start)
        self._finish_build()

    def _plain_book(self) -> bool:
        return self.algorithm.build is None and not self._imperfect()

    def _imperfect(self) -> bool:
        return bool(self.loop_percent or self.block_permille)

    def _events(self, start: MazeField) -> Iterator[Event]:
        """The chosen algorithm's events, then the loops and blocks asked for."""
        maze = self.maze_array
        if self.algorithm.build is None:
            carving = Carving()
            previous = maze.previous
            for field, next_field in carve_steps(
                maze, start.index, self.directions.choose, carving
            ):
                entered = next_field >= 0 and previous[next_field] == field
                yield (CARVE if entered else BACK), field, next_field
            self.end_field = maze.field_at(carving.end)
            self.length_of_path_to_end_field = carving.length
            self.current_length_of_path = -1
        else:
            rng = random.Random(self.seed % 2**64)
            yield from self.algorithm.build(maze, start.index, rng, self.algorithm_option)
        if self._imperfect():
            grid, rng = Grid(maze), imperfect_rng(self.seed)
            yield from add_loops(grid, rng, self.loop_percent)
            for event in add_blocks(grid, rng, self.block_permille):
                self.blocks += 1
                yield event

    def _prepare_build(self) -> MazeField:
        """All walls up, the rim's borders set, a fresh random source; returns the start."""
        self._check_openings()
        self.maze_array.reset_walls()
        self.set_borders()
        self.directions = direction_source(self.rng, self.seed)
        self.start_field = self.end_field = self.find_first_field()
        self.current_length_of_path = 0
        self.length_of_path_to_end_field = 0
        self.result = None
        self.blocks = 0
        return self.start_field

    def _finish_build(self) -> None:
        """Check the maze, find the end and the cut-off fields, and keep the result.

        The book's algorithm found its end field while walking. For the others, and with
        loops or blocks, the end is the field farthest from the start along the passages
        (the first of several, row by row), found by a breadth-first search. Ends on the
        border or on the longest path replace those (see :mod:`labyrinth.ends`).
        """
        maze = self.maze_array
        maze.check_maze()
        if self.ends == "border":
            entrance, exit_ = (opening.field(maze.width, maze.height) for opening in self.openings)
            self.start_field = maze.fields[entrance[0]][entrance[1]]
            self.end_field = maze.fields[exit_[0]][exit_[1]]
        if self._plain_book() and self.ends != "border":
            cut_off = self._cut_off_indices()  # the walk found its end field itself
        else:
            distance = distances(maze, self.start_field.index)
            end = self.end_field.index if self.ends == "border" else farthest(distance)
            self.end_field = maze.field_at(end)
            self.length_of_path_to_end_field = distance[end]
            cut_off = self._cut_off_among(bytes(d < 0 for d in distance))
        loops = loop_count(Grid(maze)) if self._imperfect() or not self.algorithm.perfect else 0
        if self.ends == "diameter":
            first, second, length = diameter(maze, self.start_field.index)
            self.start_field, self.end_field = maze.field_at(first), maze.field_at(second)
            self.length_of_path_to_end_field = length
        self.result = BuildResult(
            width=maze.width,
            height=maze.height,
            seed=self.seed,
            rng=self.rng,
            start=(self.start_field.location_x, self.start_field.location_y),
            end=(self.end_field.location_x, self.end_field.location_y),
            length=self.length_of_path_to_end_field,
            cut_off_indices=cut_off,
            algorithm=self.algorithm.spec(self.algorithm_option),
            loops=loops,
            blocks=self.blocks,
            openings=self.openings,
        )

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
        if self.display:
            from labyrinth.gui.window import make_root, show_maze

            show_maze(self, make_root(from_python=True))

    # -- beyond the book ----------------------------------------------------------------------

    def file_name(self) -> str:
        """``Maze_<W>x<H>.png``, the Java's file name."""
        return f"Maze_{self.maze_array.width}x{self.maze_array.height}.png"

    def save_png(self, path: str | Path, field_size: int | None = None) -> Path:
        """Write the built maze as a PNG, atomically; returns the path written.

        Java: MazeGraphs.saveFile
        """
        from labyrinth.render.png import save_png

        return save_png(self, path, field_size or self.field_size)

    def _find_neighbours_recursively(self) -> None:
        depth, frame = 0, sys._getframe()
        while frame is not None:  # the frames the caller already uses
            depth, frame = depth + 1, frame.f_back
        needed = depth + 2 * len(self.maze_array.walls) + 100
        limit = sys.getrecursionlimit()
        if needed > limit:
            sys.setrecursionlimit(needed)
        try:
            self.find_neighbours(self.start_field)
        finally:
            sys.setrecursionlimit(limit)

    def _cut_off_indices(self) -> array:
        """After the book's walk: fields still with four walls, not the start, not excluded."""
        mask = bytearray(self.maze_array.walls.translate(_IS_UNTOUCHED))
        mask[self.start_field.index] = 0  # an isolated start keeps its walls but is reached
        return self._cut_off_among(mask)

    def _cut_off_among(self, unreached: bytes | bytearray) -> array:
        """The fields marked 1 in ``unreached`` that nobody excluded."""
        maze = self.maze_array
        excluded = int.from_bytes(maze.borders.translate(_IS_EXCLUDED), "big")
        mask = (int.from_bytes(unreached, "big") & ~excluded).to_bytes(len(unreached), "big")
        return array("i", compress(range(len(mask)), mask))
