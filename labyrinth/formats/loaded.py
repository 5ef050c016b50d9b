"""A maze read from a file, made into a finished MazeGraphs: shown, saved and exported as is.

Nothing is built: the walls come from the file, and the rest of a build's result is worked
out from them — the path length from start to end and the fields no path reaches (one
breadth-first sweep of :mod:`labyrinth.analysis`), and the loops
(:func:`labyrinth.imperfections.loop_count`, which need not search the swept piece again).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from labyrinth.analysis import Reach
from labyrinth.build import BuildResult, Marks, cut_off_among, cut_off_by_blocks, reach_islands
from labyrinth.ends import Opening
from labyrinth.formats.grid_text import WallGrid
from labyrinth.formats.text import MazeFileError
from labyrinth.generators.grid import Grid
from labyrinth.i18n import N_, Message
from labyrinth.imperfections import loop_count
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.quoting import shown_path


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
    islands: str | None = None
    block_mode: str = "cut"


# From a byte per field, 1 where reached, to one that is 1 where not.
_UNREACHED = bytes([1]) + bytes(255)


class LoadedMaze(MazeGraphs):
    """A finished maze from a file. ``recipe`` is None when the file does not say how it was
    made (a ``.maz``), or when its recipe does not build its walls: then its seed and algorithm
    mean nothing and are not reported. ``warning`` is a sentence to show on opening (the
    recipe that did not build the walls), or None.

    The walls, start and end are there at once; the rest of ``result`` (path length, loops,
    cut-off fields) takes a sweep of seconds at 4096 × 4096: ``measure`` runs it a slice at a
    time, and asking for ``result`` or the path length finishes it.
    """

    source: Path
    recipe: Recipe | None
    warning: Message | None = None
    _measuring: _Measuring | None = None

    @property
    def result(self) -> BuildResult:
        if self._measuring is not None:
            self._measuring.finish()
        assert self._result is not None, "a loaded maze is measured once it is made"
        return self._result

    @result.setter
    def result(self, result: BuildResult | None) -> None:
        self._result = result

    @property
    def length_of_path_to_end_field(self) -> int:
        if self._measuring is not None:
            self._measuring.finish()
        return self._length

    @length_of_path_to_end_field.setter
    def length_of_path_to_end_field(self, length: int) -> None:
        self._length = length

    def measure(self, seconds: float) -> bool:
        """Measure on for about ``seconds``; True once ``result`` is complete."""
        if self._measuring is not None and self._measuring.advance(seconds):
            self._measuring = None
        return self._measuring is None

    @property
    def marks(self) -> Marks:
        """Start, end and openings: known before the maze is measured (no cut-off fields yet)."""
        if self._measuring is not None:
            return self._measuring.marks
        return self.result.marks


def measuring(graphs: MazeGraphs) -> LoadedMaze | None:
    """``graphs`` if it is a loaded maze whose measuring is not done, else None."""
    if isinstance(graphs, LoadedMaze) and graphs._measuring is not None:
        return graphs
    return None


class _Measuring:
    """The sweep from the start of a loaded maze, and what follows from it: the path length,
    the cut-off fields (those not reached) and the loops (which need not search the swept
    piece again)."""

    def __init__(
        self,
        maze: LoadedMaze,
        end: int | None,
        openings: tuple[Opening, Opening] | None,
        blocks: int,
    ) -> None:
        self.maze, self.openings, self.blocks = maze, openings, blocks
        assert maze.start_field is not None
        self.reach = Reach(maze.maze_array, maze.start_field.index, end)

    @property
    def marks(self) -> Marks:
        maze, width = self.maze, self.maze.maze_array.width
        assert maze.start_field is not None and self.reach.end >= 0
        start = (maze.start_field.location_x, maze.start_field.location_y)
        return Marks(start, (self.reach.end % width, self.reach.end // width), self.openings)

    def advance(self, seconds: float) -> bool:
        """The sweep for about ``seconds``, then the cut-off fields, the passages and the loops,
        each a slice of its own (a tenth of a second or two at 4096 × 4096). True when done."""
        if not self.reach.done:
            self.reach.advance(seconds)
        elif self.cut_off is None:
            self._find_cut_off()
        elif self.grid is None:
            self.grid = Grid(self.maze.maze_array)
        else:
            self._complete()
            return True
        return False

    def finish(self) -> None:
        self.reach.finish()
        if self.cut_off is None:
            self._find_cut_off()
        self._complete()

    cut_off: array | None = None
    grid: Grid | None = None

    def _find_cut_off(self) -> None:
        # the loops and the cut-off fields follow from the fields reached with byte
        # operations, not from more searches (but for islands, each a maze of its own)
        maze, reached = self.maze, self.reach.seen
        if maze.options.islands:
            reached = bytearray(reached)  # the loops count the swept piece alone
            reach_islands(maze.maze_array, maze.options, reached)
        self.cut_off = cut_off_among(maze.maze_array, reached.translate(_UNREACHED))

    def _complete(self) -> None:
        maze, array_, reach, cut_off = self.maze, self.maze.maze_array, self.reach, self.cut_off
        assert cut_off is not None
        loops = loop_count(self.grid or Grid(array_), piece=reach.seen)
        marks = self.marks
        start = marks.start[1] * array_.width + marks.start[0]
        blocks_cut_off = (
            cut_off_by_blocks(array_, maze.options, start, len(cut_off)) if self.blocks else 0
        )
        maze.end_field = array_.field_at(reach.end)
        maze._measuring = None
        maze.length_of_path_to_end_field = reach.length
        maze.result = BuildResult(
            width=array_.width,
            height=array_.height,
            seed=maze.seed,
            rng=maze.options.rng,
            start=marks.start,
            end=marks.end,
            length=reach.length,
            cut_off_indices=cut_off,
            algorithm=maze.options.algorithm,
            loops=loops,
            blocks=self.blocks,
            openings=self.openings,
            blocks_cut_off=blocks_cut_off,
        )


def recipe_keywords(recipe: Recipe | None, openings: tuple[Opening, Opening] | None) -> dict:
    """MazeGraphs' keyword arguments for a maze from a file, beyond its size and excluded
    fields: the openings, and the recipe when the file gives one."""
    keywords: dict = {"entrance": openings[0], "exit": openings[1]} if openings else {}
    if recipe is not None:
        keywords.update(
            seed=recipe.seed,
            rng=recipe.rng,
            algorithm=recipe.algorithm,
            loop_percent=recipe.loop_percent,
            block_permille=recipe.block_permille,
            islands=recipe.islands,
            block_mode=recipe.block_mode,
        )
        if not openings:
            keywords["ends"] = recipe.ends
    return keywords


def loaded_maze(
    grid: WallGrid,
    source: Path,
    *,
    excluded: Iterable[tuple[int, int]],
    doors: Iterable[tuple[int, int]] = (),
    start: tuple[int, int] | None,
    end: tuple[int, int] | None,
    openings: tuple[Opening, Opening] | None,
    recipe: Recipe | None,
    warning: Message | None = None,
) -> LoadedMaze:
    """The maze of a file: ``start`` None takes the book's first open field, ``end`` None the
    field farthest from the start (measured at once: it takes the sweep); with an ``end`` the
    sweep waits until ``result`` is asked for or ``measure`` runs it. ``doors`` are fields of
    the mask opened again between islands: excluded, then made doors."""
    doors = tuple(doors)
    maze = LoadedMaze(
        grid.width,
        grid.height,
        display=False,
        save=False,
        excluded=(*excluded, *doors),
        **recipe_keywords(recipe, openings),
    )
    maze.source, maze.recipe, maze.warning = source, recipe, warning
    array_ = maze.maze_array
    maze.set_borders()
    for x, y in doors:
        array_.open_door(x, y)
    array_.walls[:] = grid.walls
    array_.check_maze()
    width = grid.width
    maze.start_field = (
        maze.find_first_field() if start is None else array_.fields[start[0]][start[1]]
    )
    end_wanted = None if end is None else end[1] * width + end[0]
    maze._measuring = _Measuring(maze, end_wanted, openings, recipe.blocks if recipe else 0)
    if end is None:
        maze._measuring.finish()
    else:
        maze.end_field = array_.field_at(end[1] * width + end[0])
    return maze


def made_from_seed(graphs: MazeGraphs) -> bool:
    """Whether ``graphs``' seed and algorithm made its walls: not for a ``.maz`` file's maze,
    whose MazeGraphs got a seed only because every MazeGraphs has one."""
    return not isinstance(graphs, LoadedMaze) or graphs.recipe is not None


def no_open_field(source: Path) -> MazeFileError:
    return MazeFileError(
        Message(
            N_("{path} has no open field: every field has four walls."), path=shown_path(source)
        )
    )
