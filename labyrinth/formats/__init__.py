"""Maze files: the course's ``.maz`` wall grid and the ``.labyrinth`` save file.

``load_maze`` opens either (a save file is known by its first line, anything else is read as
a grid), ``export_maze`` writes the one its name's suffix asks for. Both report every problem
as one sentence: MazeFileError for reading, SaveError (labyrinth.files) for writing.
"""

from __future__ import annotations

from pathlib import Path

from labyrinth.formats.grid_text import MAX_LINES
from labyrinth.formats.loaded import LoadedMaze
from labyrinth.formats.maz import SUFFIX as MAZ_SUFFIX
from labyrinth.formats.maz import maz_maze, write_maz
from labyrinth.formats.savefile import MAX_BYTES as SAVE_MAX_BYTES
from labyrinth.formats.savefile import (
    MAX_HEADER_LINES,
    is_save_file,
    save_file_maze,
    write_save_file,
)
from labyrinth.formats.savefile import SUFFIX as SAVE_SUFFIX
from labyrinth.formats.text import MazeFileError, read_lines
from labyrinth.i18n import N_, Message
from labyrinth.maze_graphs import MazeGraphs

__all__ = ["LoadedMaze", "MazeFileError", "export_maze", "export_problem", "load_maze"]

WRITERS = {MAZ_SUFFIX: write_maz, SAVE_SUFFIX: write_save_file}
# The lines of the largest file: a save file's header, its line 'walls:' and the grid.
MAX_FILE_LINES = MAX_HEADER_LINES + 1 + MAX_LINES


def load_maze(path: str | Path) -> LoadedMaze:
    """The finished maze in a ``.maz`` grid or a save file; MazeFileError in one sentence."""
    path = Path(path)
    lines = read_lines(path, SAVE_MAX_BYTES, MAX_FILE_LINES)
    try:
        if lines and is_save_file(lines[0]):
            return save_file_maze(lines, path)
        return maz_maze(lines, path)
    except MazeFileError as error:
        if str(error).startswith(str(path)):
            raise
        # "Line 7, column 1: ..." alone does not say which file, as a compiler's message does
        raise MazeFileError(
            Message(N_("{path}: {problem}"), path=path, problem=error.message)
        ) from None


def export_problem(path: str | Path) -> Message | None:
    """One sentence when ``path`` does not end in a suffix that can be exported, else None."""
    if Path(path).suffix.lower() in WRITERS:
        return None
    return Message(
        N_(
            "Cannot export as {path}: the name must end in .maz (the course's walls) or "
            ".labyrinth (the full save file)."
        ),
        path=path,
    )


def export_maze(maze: MazeGraphs, path: str | Path) -> Path:
    """Write a built maze as ``.maz`` or save file by the suffix; ValueError for another one."""
    problem = export_problem(path)
    if problem:
        raise ValueError(problem)
    return WRITERS[Path(path).suffix.lower()](maze, path)
