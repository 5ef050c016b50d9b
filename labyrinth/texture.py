"""The texture lab: what a built maze is like, in numbers, and how the algorithms compare.

Walter Pullen (astrolog.org, quoted in JMaze's README) describes each algorithm by its
texture: how many dead ends, how much "river" (passages that flow on in long runs before they
fork or end), how long and twisty the solution is. :func:`measure` counts these for one built
maze, :func:`compare` averages them over many builds of every algorithm, and the ``format_*``
functions and :func:`write_csv` show or save the numbers.

Every field is classed by its openings (walls not standing): 0 none, 1 dead end, 2 corridor
(straight when the two openings face each other, else a turn), 3 or 4 junction (4: a
crossroads). The counts come from one ``bytes.translate`` of the wall array and a few
``bytes.count`` calls, so even a 4096 × 4096 maze is counted in C, not field by field.
"""

from __future__ import annotations

import contextlib
import csv
import gc
import io
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, NamedTuple

from labyrinth.analysis import diameter
from labyrinth.files import write_atomically
from labyrinth.generators import ALGORITHMS
from labyrinth.i18n import N_, Message, _
from labyrinth.maze_array import MazeArray
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions, seed_problem
from labyrinth.randomness import MAX_SEED, MIN_SEED
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_N, BIT_S, BIT_W

# Field kinds, as ``_KIND`` maps a wall byte onto them.
_NONE, _DEAD_END, _TURN, _STRAIGHT, _T_JUNCTION, _CROSSROADS = range(6)


def _kind(walls: int) -> int:
    openings = ALL_SIDES & ~walls
    count = bin(openings).count("1")
    if count == 2:
        return _STRAIGHT if openings in (BIT_N | BIT_S, BIT_E | BIT_W) else _TURN
    return (_NONE, _DEAD_END, _TURN, _T_JUNCTION, _CROSSROADS)[count]


# ``bytes.translate`` table: wall byte -> field kind (only the four side bits count).
_KIND = bytes(_kind(value) for value in range(256))

# Fields from which :func:`compare` frees each maze at once instead of when Python's collector comes
# round (a few milliseconds, against megabytes held).
_COLLECT_FROM = 100_000

# Variants :func:`compare` adds to the default list, when registered: their textures are the far
# ends of what one algorithm can make.
EXTRA_VARIANTS = ("growing-tree:oldest", "growing-tree:random", "growing-tree:mix")


@dataclass(frozen=True)
class Texture:
    """The numbers of one built maze. Shares are of ``fields``, the open fields."""

    # Fields that belong to the maze: all but those closed by four borders.
    fields: int
    # Fields with exactly one opening.
    dead_ends: int
    # Fields with exactly two openings.
    corridors: int
    # Corridor fields whose two openings face each other (north–south or east–west).
    straight: int
    # Fields with three or four openings (crossroads included).
    junctions: int
    # Fields with four openings.
    crossroads: int
    # Open fields without any opening: left alone by the book's walk (cut off), or walled in by
    # blocks. Cut-off fields carved by another algorithm do have openings.
    isolated: int
    # Mean length, in steps, of the passage runs between two decision points: from a dead end or
    # junction to the next dead end or junction. See :func:`river`.
    river: float
    # Steps from start to end, as the build reported it (-1: the end cannot be reached).
    solution_length: int
    # Steps of the longest shortest path in the start's region (see :func:`measure`).
    longest_path: int
    loops: int
    blocks: int
    cut_off: int

    @property
    def passages(self) -> int:
        """Open walls between two fields: every opening is half a passage."""
        return (self.dead_ends + 2 * self.corridors + 3 * self.junctions + self.crossroads) // 2

    @property
    def dead_end_share(self) -> float:
        return _share(self.dead_ends, self.fields)

    @property
    def corridor_share(self) -> float:
        return _share(self.corridors, self.fields)

    @property
    def junction_share(self) -> float:
        return _share(self.junctions, self.fields)

    @property
    def crossroads_share(self) -> float:
        return _share(self.crossroads, self.fields)

    @property
    def straight_share(self) -> float:
        """Straight fields among the corridor fields: how seldom a corridor turns."""
        return _share(self.straight, self.corridors)


def _share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def river(dead_ends: int, corridors: int, junctions: int, crossroads: int) -> float:
    """Pullen's "river" as a number: the mean steps of a run between decision points.

    A run is a passage from a dead end or junction, through corridor fields only, to the
    next dead end or junction. Each such field sends one run-end out of every opening, so
    there are (dead ends + 3 × T-junctions + 4 × crossroads) / 2 runs, sharing all passages:

        river = (sum of all openings) / (openings of dead ends and junctions)

    This follows Pullen's words directly ("more river: fewer but longer dead ends"; the
    backtracker has much; JMaze says growing tree "oldest" has about the least, but measured
    it has by far the most, as its breadth-first growth runs straight corridors out). It is a ratio
    of counts, so it compares across algorithms and sizes, needs no walk through the maze,
    and is exact with loops too. A run of 1 is a field next to a fork; the 2 × 2 maze's
    U is one run of 3. Straightness is a different thing: see ``Texture.straight_share``.
    Without any decision point (only rings, or nothing open) it is the number of passages.
    """
    t_junctions = junctions - crossroads
    run_ends = dead_ends + 3 * t_junctions + 4 * crossroads
    openings = run_ends + 2 * corridors
    return openings / run_ends if run_ends else openings / 2


def measure(graphs: MazeGraphs) -> Texture:
    """Count the texture of a built maze.

    ``longest_path`` is found by two breadth-first searches (from the start to the field
    farthest from it, then from there): exact for a perfect maze. With loops it is the
    longer of the two searches, a lower bound of the true longest shortest path.
    """
    result = graphs.result
    if result is None:
        raise ValueError(Message(N_("The maze has no texture yet: build it first.")))
    maze = graphs.maze_array
    start = result.start[1] * maze.width + result.start[0]
    return _counted(maze, start, result.length, result.loops, result.blocks, result.cut_off_count)


def maze_texture(maze: MazeArray, start: int = 0) -> Texture:
    """The texture of a maze known only by its walls (a student's, say): no solution
    length (-1), loops, blocks or cut-off fields counted."""
    return _counted(maze, start, -1, 0, 0, 0)


def _counted(
    maze: MazeArray, start: int, solution_length: int, loops: int, blocks: int, cut_off: int
) -> Texture:
    kinds = maze.walls.translate(_KIND)
    count = [kinds.count(kind) for kind in range(6)]
    closed = maze.closed_fields_mask().count(1)  # closed fields have all four walls
    dead_ends, turns, straight = count[_DEAD_END], count[_TURN], count[_STRAIGHT]
    crossroads = count[_CROSSROADS]
    junctions = count[_T_JUNCTION] + crossroads
    corridors = turns + straight
    return Texture(
        fields=len(kinds) - closed,
        dead_ends=dead_ends,
        corridors=corridors,
        straight=straight,
        junctions=junctions,
        crossroads=crossroads,
        isolated=count[_NONE] - closed,
        river=river(dead_ends, corridors, junctions, crossroads),
        solution_length=solution_length,
        longest_path=longest_path(maze, start),
        loops=loops,
        blocks=blocks,
        cut_off=cut_off,
    )


def longest_path(maze: MazeArray, start: int) -> int:
    """Two sweeps: the field farthest from ``start``, then the farthest from that one."""
    return diameter(maze, start)[2]


def _percent(share: float) -> str:
    return f"{share * 100:.1f} %"


def _aligned(rows: Sequence[Sequence[str]], right: Iterable[int]) -> str:
    """Columns padded to their widest cell; the columns in ``right`` aligned right."""
    right = set(right)
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [
            cell.rjust(width) if column in right else cell.ljust(width)
            for column, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def format_texture(texture: Texture) -> str:
    """The texture as a small table for ``labyrinth --stats``: label, number, share."""
    t = texture
    solution = str(t.solution_length) if t.solution_length >= 0 else _("not reachable")
    rows = [
        (_("Open fields"), str(t.fields), ""),
        (_("Dead ends"), str(t.dead_ends), _percent(t.dead_end_share)),
        (_("Corridors"), str(t.corridors), _percent(t.corridor_share)),
        ("  " + _("straight (share of corridors)"), str(t.straight), _percent(t.straight_share)),
        (_("Junctions"), str(t.junctions), _percent(t.junction_share)),
        ("  " + _("crossroads"), str(t.crossroads), _percent(t.crossroads_share)),
        (_("Fields without opening"), str(t.isolated), ""),
        (_("River (mean steps between forks and dead ends)"), f"{t.river:.2f}", ""),
        (_("Solution length"), solution, ""),
        (_("Longest path"), str(t.longest_path), ""),
        (_("Loops"), str(t.loops), ""),
        (_("Blocks"), str(t.blocks), ""),
        (_("Cut-off fields"), str(t.cut_off), ""),
    ]
    return _aligned(rows, right=(1, 2))


class Row(NamedTuple):
    """One algorithm's average texture over the runs of :func:`compare`."""

    # The algorithm as asked for, ``name[:option]``.
    spec: str
    # Its menu name as a message id (English): show it with ``_(row.title)``.
    title: str
    dead_end_share: float
    corridor_share: float
    junction_share: float
    river: float
    solution_length: float
    longest_path: float
    # Microseconds per field for ``build_maze`` (walk, check, end search; no drawing).
    us_per_field: float


def default_specs() -> list[str]:
    """Every registered algorithm at its default, then the extra variants that exist."""
    specs = list(ALGORITHMS)
    for spec in EXTRA_VARIANTS:
        name, _colon, option = spec.partition(":")
        algorithm = ALGORITHMS.get(name)
        if algorithm and option in algorithm.options[1:]:
            specs.append(spec)
    return specs


def _wrapped(seed: int) -> int:
    """Past the largest seed the runs go on from the smallest, so every valid seed works."""
    return (seed - MIN_SEED) % (MAX_SEED - MIN_SEED + 1) + MIN_SEED


def compare(
    width: int,
    height: int,
    runs: int,
    algorithms: Sequence[str] | None = None,
    seed: int = 0,
    loop_percent: int = 0,
    block_permille: int = 0,
    progress: Callable[[str, int], None] | None = None,
    block_mode: str = "cut",
) -> list[Row]:
    """Build ``runs`` mazes per algorithm (seeds ``seed``, ``seed + 1`` ...) and average.

    Past the largest seed the seeds go on from the smallest, so every valid seed works.

    Every argument is checked before the first build, so a typo fails at once and not
    after minutes. ``progress(spec, run)`` is called before each build, run counting from
    1. Each maze is measured and dropped at once, so memory stays that of one maze.
    """
    specs = default_specs() if algorithms is None else list(algorithms)
    if not (isinstance(runs, int) and not isinstance(runs, bool) and runs >= 1):
        raise ValueError(
            Message(
                N_("The number of runs {runs!r} is not a whole number of at least 1."), runs=runs
            )
        )
    problem = seed_problem(seed)
    if problem:
        raise ValueError(problem)
    options = [
        BuildOptions(
            width=width,
            height=height,
            seed=seed,
            algorithm=spec,
            loop_percent=loop_percent,
            block_permille=block_permille,
            block_mode=block_mode,
        )
        for spec in specs
    ]  # MazeException or ValueError in one sentence, before the first build
    rows = []
    fields = width * height
    for spec, first in zip(specs, options, strict=True):
        sums = [0.0] * 7
        for run in range(runs):
            if progress is not None:
                progress(spec, run + 1)
            graphs = MazeGraphs.from_options(first.with_changes(seed=_wrapped(seed + run)))
            with contextlib.redirect_stdout(io.StringIO()):
                began = time.perf_counter()
                graphs.build_maze()
                seconds = time.perf_counter() - began
            t = measure(graphs)
            del graphs
            if fields >= _COLLECT_FROM:
                gc.collect()  # a MazeArray refers to itself (fields[x][y]): free it now
            values = (
                t.dead_end_share,
                t.corridor_share,
                t.junction_share,
                t.river,
                t.solution_length,
                t.longest_path,
                seconds * 1e6 / fields,
            )
            sums = [total + value for total, value in zip(sums, values, strict=True)]
        rows.append(Row(spec, first.chosen[0].title, *(total / runs for total in sums)))
    return rows


def _named(row: Row) -> str:
    """The algorithm's name in the current language, with its variant: "Growing tree – oldest"."""
    _name, _colon, option = row.spec.partition(":")
    return _(row.title) + (f" – {option}" if option else "")


def format_comparison(rows: Sequence[Row]) -> str:
    """The rows of :func:`compare` as an aligned table with a translated header."""
    header = (
        _("Algorithm"),
        _("Dead ends"),
        _("Corridors"),
        _("Junctions"),
        _("River"),
        _("Solution length"),
        _("Longest path"),
        _("µs/field"),
        _("Name"),
    )
    table = [header] + [
        (
            row.spec,
            _percent(row.dead_end_share),
            _percent(row.corridor_share),
            _percent(row.junction_share),
            f"{row.river:.2f}",
            f"{row.solution_length:.1f}",
            f"{row.longest_path:.1f}",
            f"{row.us_per_field:.2f}",
            _named(row),
        )
        for row in rows
    ]
    return _aligned(table, right=range(1, 8))


def csv_text(rows: Iterable[Row]) -> str:
    """The rows as CSV.

    The header is the English field names and the numbers have a decimal point, whatever
    the language, so spreadsheets and scripts read every file the same way.
    """
    text = io.StringIO(newline="")
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(Row._fields)
    for row in rows:
        writer.writerow([row.spec, row.title, *(repr(round(value, 6)) for value in row[2:])])
    return text.getvalue()


def write_csv(rows: Iterable[Row], path: str | Path) -> Path:
    """Save the rows as CSV, atomically; a SaveError says in one sentence what failed."""
    content = csv_text(rows).encode("utf-8")

    def write(stream: BinaryIO) -> None:
        stream.write(content)

    return write_atomically(path, write)
