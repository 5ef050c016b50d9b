"""``.maz`` files: the course's wall grid alone (see :mod:`labyrinth.formats.grid_text`).

The grid says nothing but walls, so reading one decides the rest:

* a field with four walls is an excluded field (grey), as the book's ``excludeMazeField``
  leaves one — unless it is marked S or G;
* the start is the field marked S, else the entrance (the first of two gaps in the rim, in
  reading order), else the book's first open field row by row;
* the end is the first field marked G (micromouse files mark a goal of four), else the exit
  (the second gap), else the field farthest from the start;
* a rim has no gap or two; S and G and gaps do not go together.
"""

from __future__ import annotations

from pathlib import Path

from labyrinth.ends import Opening, same_field_problem
from labyrinth.files import write_atomically
from labyrinth.formats.grid_text import grid_bytes, read_grid, write_grid
from labyrinth.formats.loaded import LoadedMaze, loaded_maze, no_open_field
from labyrinth.formats.text import MazeFileError, at, text_lines
from labyrinth.i18n import N_, Message
from labyrinth.maze_array import MAX_SIZE, MazeArray
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.quoting import shown_path
from labyrinth.sides import ALL_SIDES

SUFFIX = ".maz"
MAX_BYTES = grid_bytes(MAX_SIZE, MAX_SIZE) + 3  # and a UTF-8 byte-order mark
_FOUR_WALLS = bytes(int(value & ALL_SIDES == ALL_SIDES) for value in range(256))


def maz_text(maze: MazeGraphs) -> bytes:
    """The built maze's walls in the course's grid, a line per row of walls, each ended by LF.

    A field with four walls reads as excluded: when the start or the end has four walls (the
    blocks put them all back), S and G mark them, so the file reads back with its ends (S
    alone when they are one field: its farthest field is itself).
    """
    result = maze.result
    assert result is not None, "only a built maze is exported (export_maze sees to it)"
    letters: tuple[tuple[int, int, bytes], ...] = ()
    walls, width = maze.maze_array.walls, maze.maze_array.width
    if not result.openings and any(
        walls[y * width + x] & ALL_SIDES == ALL_SIDES for x, y in (result.start, result.end)
    ):
        letters = ((*result.start, b"S"),)
        if result.end != result.start:
            letters += ((*result.end, b"G"),)
    return walls_text(maze.maze_array, result.openings or (), letters)


def walls_text(
    maze: MazeArray,
    openings: tuple[Opening, ...] = (),
    letters: tuple[tuple[int, int, bytes], ...] = (),
) -> bytes:
    """``maze``'s walls in the course's grid (see ``maz_text``), a line per row of walls."""
    return b"".join(line + b"\n" for line in write_grid(maze, openings, letters))


def write_maz(maze: MazeGraphs, path: str | Path) -> Path:
    """Write the built maze's walls to ``path`` atomically (SaveError if it cannot)."""
    text = maz_text(maze)
    return write_atomically(path, lambda stream: stream.write(text))


def read_maz_data(data: bytes, path: Path) -> LoadedMaze:
    """The maze of a ``.maz`` file's bytes (or any grid in its grammar); MazeFileError
    otherwise."""
    return maz_maze(text_lines(data), path)


def maz_maze(lines: list[bytes], path: Path) -> LoadedMaze:
    """The maze of a ``.maz`` file's lines (see :func:`labyrinth.formats.text.read_lines`)."""
    if not lines:
        raise MazeFileError(
            Message(N_("{path} is empty: it holds no maze."), path=shown_path(path))
        )
    grid = read_grid(lines)
    if len(grid.starts) > 1:
        _x, _y, line, column = grid.starts[1]
        raise at(line, column, Message(N_("a second S: a maze has one start.")))
    if grid.gaps and (grid.starts or grid.goals):
        line, column = grid.gap_places[0]
        raise at(
            line,
            column,
            Message(
                N_("a gap in the rim, but S and G mark start and end: a maze has one or the other.")
            ),
        )
    if len(grid.gaps) not in (0, 2):
        line, column = grid.gap_places[min(len(grid.gaps), 3) - 1]
        raise at(
            line,
            column,
            Message(
                N_(
                    "a gap in the rim, one of {count}: a rim has no gap, or two (entrance and "
                    "exit)."
                ),
                count=len(grid.gaps),
            ),
        )
    width = grid.width
    marked = {(x, y) for x, y, _line, _column in grid.starts + grid.goals}
    openings = (grid.gaps[0], grid.gaps[1]) if grid.gaps else None
    if openings:
        marked |= {opening.field(width, grid.height) for opening in openings}
    closed = grid.walls.translate(_FOUR_WALLS)
    excluded = []
    index = closed.find(1)
    while index >= 0:
        if (index % width, index // width) not in marked:
            excluded.append((index % width, index // width))
        index = closed.find(1, index + 1)
    # Marked fields are not excluded, but a G in a field with four walls starts nothing: with
    # no S and no gap, some field must have fewer walls (its neighbour then has too).
    if not (grid.starts or openings) and closed.count(1) == len(closed):
        raise no_open_field(path)
    start: tuple[int, int] | None
    end: tuple[int, int] | None
    if openings:
        start, end = (opening.field(width, grid.height) for opening in openings)
    else:
        start = grid.starts[0][:2] if grid.starts else None
        end = grid.goals[0][:2] if grid.goals else None
    maze = loaded_maze(
        grid, path, excluded=excluded, start=start, end=end, openings=openings, recipe=None
    )
    # Only two gaps into one field are refused: a gap's field may be walled in by fields the
    # grammar cannot tell from excluded ones (a cut-off part keeps its four walls), and the
    # maze a file holds is shown as it is.
    problem = openings and same_field_problem(openings, width, grid.height)
    if problem:
        line, column = grid.gap_places[1]
        raise at(line, column, problem)
    return maze
