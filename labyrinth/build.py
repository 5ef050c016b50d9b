"""The build pipeline: algorithm -> loops and blocks -> ends -> BuildResult.

``MazeGraphs`` runs these steps on its MazeArray; they know nothing of windows or pictures.
:func:`prepare` puts every wall up and finds the start, :func:`steps` yields the events of
the chosen algorithm and of the loops and blocks asked for (to watch them), :func:`run` does
the same without events where it can, and :func:`finish` checks the maze, finds its ends and
the fields no path reaches, and returns the BuildResult.
"""

from __future__ import annotations

import random
from array import array
from collections import deque
from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from itertools import compress

from labyrinth.analysis import diameter, levels, reach
from labyrinth.arguments import checked_arguments
from labyrinth.ends import Opening, openings_problem
from labyrinth.generators.backtracker import Carving, carve, carve_steps
from labyrinth.generators.events import Event
from labyrinth.generators.grid import SLICE, Grid
from labyrinth.generators.texts.text import Text
from labyrinth.i18n import N_, Message, _, ngettext
from labyrinth.imperfections import Blocks, add_blocks, add_loops, imperfect_rng, loop_count
from labyrinth.islands import Joining, find_regions, plan_doors, regions_sentence
from labyrinth.maze_array import MazeArray
from labyrinth.maze_exception import MazeException
from labyrinth.options import BuildOptions, is_whole
from labyrinth.quoting import quoted
from labyrinth.randomness import DirectionSource
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W, EXCLUDED

# bytes.translate tables: a whole grid is classified in one pass in C, not field by field.
_IS_UNTOUCHED = bytes(int(value == ALL_SIDES) for value in range(256))
_IS_EXCLUDED = bytes(int(bool(value & EXCLUDED)) for value in range(256))
# 1 for a field the sweep from the start did not reach (its mark 0)
_NOT_REACHED = bytes(int(value == 0) for value in range(256))
_NOT_EXCLUDED = bytes(1 - excluded for excluded in _IS_EXCLUDED)


@dataclass(frozen=True)
class Marks:
    """What a picture marks besides the walls: start, end, and the openings in the rim."""

    start: tuple[int, int]
    end: tuple[int, int]
    openings: tuple[Opening, Opening] | None = None
    cut_off: Sequence[int] = ()  # open fields that no path reaches, drawn as such


@checked_arguments()
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
    algorithm: str = "backtracker"
    loops: int = 0  # independent loops: 0 for a perfect maze
    blocks: int = 0  # passages whose wall was left standing (block permille)
    openings: tuple[Opening, Opening] | None = None  # entrance and exit, for ends on the border
    blocks_cut_off: int = 0  # of the cut-off fields, those that only the blocks cut off

    @property
    def marks(self) -> Marks:
        return Marks(self.start, self.end, self.openings, self.cut_off_indices)

    @property
    def cut_off_count(self) -> int:
        return len(self.cut_off_indices)

    @property
    def cut_off_fields(self) -> list[tuple[int, int]]:
        """Open fields that no path reaches because excluded fields wall them in."""
        return self.first_cut_off_fields(len(self.cut_off_indices))

    def first_cut_off_fields(self, count: int) -> list[tuple[int, int]]:
        """The first ``count`` cut-off fields, row by row (cheap when millions are cut off)."""
        if not (is_whole(count) and count >= 0):
            raise ValueError(
                Message(
                    N_(
                        "The number of cut-off fields to name is a whole number, 0 or more, "
                        "not {value!r}."
                    ),
                    value=quoted(count),
                )
            )
        width = self.width
        return [(index % width, index // width) for index in self.cut_off_indices[:count]]

    def imperfections(self) -> str:
        """How far the maze is from perfect, in words; empty for a perfect maze (walls left
        standing that cut nothing off leave it perfect: see ``blocks_sentence``)."""
        if not self.loops and not self.blocks_cut_off:
            return ""
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

    def blocks_sentence(self) -> str:
        """How many fields the walls left standing cut off; for a maze they leave perfect,
        that they cut none off; empty without blocks, or when the loops say it."""
        if self.blocks_cut_off:
            return ngettext(
                "The blocks cut off {n} field.",
                "The blocks cut off {n} fields.",
                self.blocks_cut_off,
            ).format(n=self.blocks_cut_off)
        if self.blocks and not self.loops:
            return ngettext(
                "{n} wall left standing, and no field cut off.",
                "{n} walls left standing, and no field cut off.",
                self.blocks,
            ).format(n=self.blocks)
        return ""

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


@dataclass
class Walk:
    """What the steps found on the way: the book's end field and path length, the blocks."""

    end: int = -1
    length: int = 0
    blocks: int = 0


def set_borders(maze: MazeArray) -> None:
    """Give the outer rim of the grid its borders.

    Java: MazeGraphs.setBorders
    """
    width, height, borders = maze.width, maze.height, maze.borders
    for x in range(width):
        borders[x] |= BIT_N
        borders[(height - 1) * width + x] |= BIT_S
    for y in range(height):
        borders[y * width] |= BIT_W
        borders[y * width + width - 1] |= BIT_E


def find_first_field(maze: MazeArray) -> int:
    """The first field, row by row from ``(0 | 0)``, that does not have four borders.

    Java: MazeGraphs.findFirstField
    """
    index = maze.closed_fields_mask().find(0)
    if index < 0:
        raise MazeException(
            Message(
                N_(
                    "start field cannot be found! Every field is excluded or walled in; "
                    "leave at least one field open."
                )
            )
        )
    return index


def check_openings(maze: MazeArray, options: BuildOptions) -> None:
    """MazeException when an entrance or exit leads nowhere (into an excluded field, ...)."""
    problem = options.openings and openings_problem(options.openings, maze)
    if problem:
        raise MazeException(problem)


def prepare(maze: MazeArray, options: BuildOptions) -> int:
    """All walls up, the rim's borders set, the doors between islands opened as asked (and
    only those: the doors of an earlier build are excluded again); returns the start field's
    index."""
    check_openings(maze, options)
    maze.reset_walls()
    set_borders(maze)
    close_doors(maze)
    open_doors(maze, options)
    return find_first_field(maze)


def close_doors(maze: MazeArray) -> None:
    """Exclude the doors of an earlier build again: the doors follow from the excluded
    fields and the seed alone."""
    for x, y in list(maze.door_fields()):
        maze.exclude_maze_field(x, y)


def open_doors(maze: MazeArray, options: BuildOptions) -> None:
    """For ``islands`` join, open the doors between the regions."""
    joining = planned_doors(maze, options)
    for x, y in joining.doors if joining else ():
        maze.open_door(x, y)


def planned_doors(maze: MazeArray, options: BuildOptions) -> Joining | None:
    """The doors ``open_doors`` would open (None: nothing to join), ``maze`` unchanged."""
    if options.islands != "join":
        return None
    regions = find_regions(maze)
    return plan_doors(maze, regions, options.drawn_seed) if regions.count > 1 else None


@dataclass(frozen=True)
class Islands:
    """The regions a build will find, told before it starts: how many, and the doors."""

    count: int
    joining: Joining | None

    def sentence(self, options: BuildOptions, from_mask: bool) -> str:
        """One sentence on the regions and what becomes of them; empty for one region."""
        if self.count < 2:
            return ""
        book_walk = options.chosen[0].build is None
        return str(
            regions_sentence(self.count, options.islands, book_walk, from_mask, self.joining)
        )


def islands_ahead(maze: MazeArray, options: BuildOptions) -> Islands:
    """The regions that a build of ``maze`` will find and the doors it will open. Only the
    rim's borders are set, as the build sets them; a maze built with doors is looked at in
    a copy of its borders, the doors excluded again."""
    if next(maze.door_fields(), None) is not None:
        scratch = MazeArray(maze.width, maze.height)
        scratch.borders[:] = maze.borders
        close_doors(scratch)
        maze = scratch
    set_borders(maze)
    return Islands(find_regions(maze).count, planned_doors(maze, options))


def other_regions(maze: MazeArray, options: BuildOptions, start: int) -> Sequence[int]:
    """The first fields of the regions beside the start's that the book's walk fills too: all
    of them when ``islands`` is given, none by the book's own rule."""
    if not options.islands:
        return ()
    regions = find_regions(maze)
    own = regions.region_of(start)
    return regions.firsts[:own] + regions.firsts[own + 1 :]


def is_plain_book(options: BuildOptions) -> bool:
    """The book's own walk, nothing added: it finds its end field itself."""
    return options.chosen[0].build is None and not options.imperfect


def steps(
    maze: MazeArray,
    options: BuildOptions,
    start: int,
    directions: DirectionSource,
    walk: Walk,
    text: Text | None = None,
) -> Generator[Event, int | None, None]:
    """The chosen algorithm's events, then the loops and blocks asked for.

    ``directions`` is the book's random source (the book's algorithm's only; the others
    draw from a ``random.Random`` of the seed). ``text``: the algorithm's text to run in
    place of its fast generator (the same events).
    """
    algorithm, option = options.chosen
    if algorithm.build is None:
        carving = Carving()
        more = other_regions(maze, options, start)
        yield from carve_steps(maze, start, directions, carving, more)  # passes send(count) on
        walk.end, walk.length = carving.end, carving.length
    else:
        seed = options.drawn_seed % 2**64
        builder = text.run if text is not None else algorithm.build
        yield from builder(maze, start, random.Random(seed), option)
    if options.imperfect:
        grid, rng = Grid(maze), imperfect_rng(options.drawn_seed)
        yield from add_loops(grid, rng, options.loop_percent)
        blocks = Blocks()
        try:
            whole = options.block_mode == "whole"
            yield from add_blocks(grid, rng, options.block_permille, blocks, whole)
        finally:
            walk.blocks = blocks.standing


def run(maze: MazeArray, options: BuildOptions, start: int, directions: DirectionSource) -> Walk:
    """The same build as :func:`steps`, at full speed."""
    walk = Walk()
    if is_plain_book(options):
        carving = carve(maze, start, directions, other_regions(maze, options, start))
        walk.end, walk.length = carving.end, carving.length
    else:
        # deque(..., maxlen=0) runs the generator in C and keeps no event
        deque(steps(maze, options, start, directions, walk), maxlen=0)
    return walk


def finish(maze: MazeArray, options: BuildOptions, start: int, walk: Walk) -> BuildResult:
    """Check the maze, find the end and the cut-off fields, and make the result.

    The book's algorithm found its end field while walking. For the others, and with
    loops or blocks, the end is the field farthest from the start along the passages
    (the first of several, row by row), found by a breadth-first search. Ends on the
    border or on the longest path replace those (see :mod:`labyrinth.ends`).
    """
    maze.check_maze()
    end, length = walk.end, walk.length
    if options.openings:
        entrance, exit_ = (opening.field(maze.width, maze.height) for opening in options.openings)
        start = entrance[1] * maze.width + entrance[0]
        end = exit_[1] * maze.width + exit_[0]
    cut_off = array("i")
    # Only excluded fields put borders inside the grid, and only blocks put walls back on a
    # path: without either, every field is reached, so the scan for cut-off fields is skipped.
    may_cut_off = options.block_permille > 0 or maze.borders.translate(_IS_EXCLUDED).find(1) >= 0
    if is_plain_book(options) and not options.openings:
        if may_cut_off:
            # with islands, each region is a maze of its own, walked from its first field
            firsts = find_regions(maze).firsts if options.islands else [start]
            cut_off = _cut_off_after_walk(maze, firsts)
    else:
        # one sweep, a byte a field: the end (the farthest field, unless the openings say),
        # its distance, and which fields it reached
        end, length, reached = reach(maze, start, end if options.openings else None)
        if may_cut_off:
            reach_islands(maze, options, reached)
            cut_off = cut_off_among(maze, reached.translate(_NOT_REACHED))
        del reached
    blocks_cut_off = cut_off_by_blocks(maze, options, start, len(cut_off)) if walk.blocks else 0
    algorithm, option = options.chosen
    loops = loop_count(Grid(maze)) if options.imperfect or not algorithm.perfect else 0
    if options.ends == "diameter":
        start, end, length = diameter(maze, start)
    return BuildResult(
        width=maze.width,
        height=maze.height,
        seed=options.drawn_seed,
        rng=options.rng,
        start=(start % maze.width, start // maze.width),
        end=(end % maze.width, end // maze.width),
        length=length,
        cut_off_indices=cut_off,
        algorithm=options.algorithm,
        loops=loops,
        blocks=walk.blocks,
        openings=options.openings,
        blocks_cut_off=blocks_cut_off,
    )


def reach_islands(maze: MazeArray, options: BuildOptions, reached: bytearray) -> None:
    """With islands, each region is a maze of its own: mark in ``reached`` (a byte a field,
    1 where the sweep from the start came) the fields reached from the first field of each
    other region as well."""
    if options.islands:
        for first in find_regions(maze).firsts:
            if not reached[first]:
                deque(levels(maze, first, reached), maxlen=0)


def cut_off_by_blocks(maze: MazeArray, options: BuildOptions, start: int, cut_off: int) -> int:
    """Of ``cut_off`` fields, those the blocks cut off. Without islands, the fields outside
    the start's region are cut off anyway; with them, each region is a maze of its own, and
    only the blocks cut fields off (loops only open walls)."""
    if not cut_off or options.islands:
        return cut_off
    regions = find_regions(maze)
    outside = (
        len(maze.walls)
        - maze.excluded_fields_mask().count(1)
        - regions.sizes[regions.region_of(start)]
    )
    return cut_off - outside


def _cut_off_after_walk(maze: MazeArray, starts: Sequence[int]) -> array:
    """After the book's walk: fields still with four walls, not a start, not excluded."""
    mask = bytearray(maze.walls.translate(_IS_UNTOUCHED))
    for start in starts:
        mask[start] = 0  # an isolated start keeps its walls but is reached
    return cut_off_among(maze, mask)


def cut_off_among(maze: MazeArray, unreached: bytes | bytearray) -> array:
    """The fields marked 1 in ``unreached`` that nobody excluded.

    Counted first, then listed into an array of that size a slice at a time: there may be
    as many as fields, and an array grown item by item keeps more than it holds.
    """
    borders = maze.borders
    if unreached.count(1) == borders.translate(_IS_EXCLUDED).count(1):
        return array("i")  # only the excluded fields were not reached: none is cut off

    def marks(begin: int) -> bytes:
        """1 for each field of the slice from ``begin`` that is unreached and not excluded."""
        end = min(begin + SLICE, len(unreached))
        wanted = int.from_bytes(unreached[begin:end], "big")
        wanted &= int.from_bytes(borders[begin:end].translate(_NOT_EXCLUDED), "big")
        return wanted.to_bytes(end - begin, "big")

    starts = range(0, len(unreached), SLICE)
    cut_off = array("i", [0]) * sum(marks(begin).count(1) for begin in starts)
    position = 0
    for begin in starts:
        found = array("i", compress(range(begin, begin + SLICE), marks(begin)))
        cut_off[position : position + len(found)] = found
        position += len(found)
    return cut_off
