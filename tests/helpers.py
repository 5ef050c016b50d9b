"""Maze helpers for the tests, and the one way the window tests press a key.

They read a maze back only through the book's ``MazeField`` methods (``has_wall_n`` ...)
and walk it with plain breadth-first searches, so the tests do not lean on the package's
own byte tricks (``open_sides``, ``closed_fields_mask`` ...) that they are meant to check.
"""

from __future__ import annotations

import contextlib
import io
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from labyrinth import MazeArray, MazeGraphs
from labyrinth.build import BuildResult

if TYPE_CHECKING:
    import tkinter as tk

    from labyrinth.gui.app import LabyrinthApp

Pos = tuple[int, int]

# Side bits as in the Java reference JSON: one hex digit per field, N*1 + E*2 + S*4 + W*8.
N, E, S, W = 1, 2, 4, 8
SIDES = (N, E, S, W)
STEP = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}
FACING = {N: S, E: W, S: N, W: E}


def wall_bits(field) -> int:
    """The walls of one field as a side mask, asked through the MazeField methods."""
    return (
        (N if field.has_wall_n() else 0)
        | (E if field.has_wall_e() else 0)
        | (S if field.has_wall_s() else 0)
        | (W if field.has_wall_w() else 0)
    )


def border_bits(field) -> int:
    """The borders of one field as a side mask, asked through the MazeField methods."""
    return (
        (N if field.has_border_n() else 0)
        | (E if field.has_border_e() else 0)
        | (S if field.has_border_s() else 0)
        | (W if field.has_border_w() else 0)
    )


def positions(maze: MazeArray) -> Iterator[Pos]:
    """Every field position in the book's row order: y outer, x inner."""
    for y in range(maze.height):
        for x in range(maze.width):
            yield x, y


def read_grid(maze: MazeArray, bits: Callable) -> dict[Pos, int]:
    """``{(x, y): bits(field)}`` for every field."""
    return {(x, y): bits(maze.fields[x][y]) for x, y in positions(maze)}


def hex_rows(maze: MazeArray, bits: Callable) -> list[str]:
    """The maze in the reference JSON's format: one string per row, one hex digit per field."""
    return [
        "".join(format(bits(maze.fields[x][y]), "x") for x in range(maze.width))
        for y in range(maze.height)
    ]


def neighbour(maze: MazeArray, pos: Pos, side: int) -> Pos | None:
    """The field behind ``side`` of ``pos``, or None at the edge of the grid."""
    x, y = pos[0] + STEP[side][0], pos[1] + STEP[side][1]
    return (x, y) if 0 <= x < maze.width and 0 <= y < maze.height else None


def bfs(start: Pos, adjacent: Callable[[Pos], Iterable[Pos]]) -> dict[Pos, int]:
    """Breadth-first distances from ``start``."""
    distance = {start: 0}
    queue = deque([start])
    while queue:
        pos = queue.popleft()
        for nxt in adjacent(pos):
            if nxt not in distance:
                distance[nxt] = distance[pos] + 1
                queue.append(nxt)
    return distance


def carved_neighbours(maze: MazeArray, walls: dict[Pos, int]) -> Callable[[Pos], list[Pos]]:
    """Adjacency over carved passages: a side of a field without its wall."""

    def adjacent(pos: Pos) -> list[Pos]:
        result = []
        for side in SIDES:
            if not walls[pos] & side:
                nxt = neighbour(maze, pos, side)
                if nxt is not None:
                    result.append(nxt)
        return result

    return adjacent


def border_neighbours(maze: MazeArray, borders: dict[Pos, int]) -> Callable[[Pos], list[Pos]]:
    """Adjacency allowed by the borders alone: neither field has a border on the shared side."""

    def adjacent(pos: Pos) -> list[Pos]:
        result = []
        for side in SIDES:
            nxt = neighbour(maze, pos, side)
            if nxt is not None and not borders[pos] & side and not borders[nxt] & FACING[side]:
                result.append(nxt)
        return result

    return adjacent


def carved_edges(maze: MazeArray, walls: dict[Pos, int]) -> set[frozenset[Pos]]:
    """Every pair of neighbours with at least one of the two facing walls missing."""
    adjacent = carved_neighbours(maze, walls)
    return {frozenset((pos, nxt)) for pos in walls for nxt in adjacent(pos)}


def unbuilt_maze(
    width: int, height: int, *, seed: int = 1, excluded: Iterable[Pos] = (), **options: object
) -> MazeGraphs:
    """A maze with its fields excluded, not built yet, never displayed nor saved; ``options``
    as ``MazeGraphs`` takes them (algorithm, rng, loop_percent ...)."""
    maze = MazeGraphs(width, height, display=False, seed=seed, **options)
    for x, y in excluded:
        maze.exclude_maze_field(x, y)
    return maze


def built_maze(
    width: int, height: int, *, seed: int = 1, excluded: Iterable[Pos] = (), **options: object
) -> MazeGraphs:
    """The same, built, the sentence the build prints swallowed. The one maze-building helper
    of the tests."""
    maze = unbuilt_maze(width, height, seed=seed, excluded=excluded, **options)
    with contextlib.redirect_stdout(io.StringIO()):
        maze.build_maze()
    return maze


def build(
    width: int,
    height: int,
    seed: int,
    rng: str,
    excluded: Iterable[Pos] = (),
    *,
    recursive: bool = False,
) -> tuple[MazeGraphs, BuildResult]:
    """A built maze and its result, built as the recursion when ``recursive``."""
    graphs = unbuilt_maze(width, height, seed=seed, rng=rng, excluded=excluded)
    return graphs, graphs.build_maze(recursive=recursive)


def snapshot(graphs: MazeGraphs, result: BuildResult) -> tuple:
    """Everything a build decides, for comparing two builds."""
    maze = graphs.maze_array
    return (
        hex_rows(maze, wall_bits),
        hex_rows(maze, border_bits),
        [
            None
            if (p := maze.fields[x][y].get_previous_field()) is None
            else (p.location_x, p.location_y)
            for x, y in positions(maze)
        ],
        result.start,
        result.end,
        result.length,
        sorted(result.cut_off_fields),
    )


def with_marker(marker: str) -> list[int]:
    """The live processes whose command line holds ``marker`` (zombies left out): a way to
    find a program's children whatever process ids they had where they were started."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if marker.encode() in command:
                found.append(int(entry.name))
    return [pid for pid in found if process_state(pid) not in ("Z", "")]


def process_state(pid: int) -> str:
    """The state of the process ``pid`` as ``/proc`` shows it (R, S, T when stopped, Z…);
    "" when there is none."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return ""
    return stat[stat.rindex(")") + 2]


def press(app: LabyrinthApp, key: str, widget: tk.Misc | None = None) -> None:
    """Press ``key`` (a Tk event name: "Right", "Control-z") as a user would, in ``widget``
    (the maze view's canvas unless given): the focus there first, and every change the key
    makes done before the test looks."""
    widget = widget or app.view.canvas
    widget.focus_force()
    app.root.update()
    widget.event_generate(f"<{key}>")
    app.root.update()
