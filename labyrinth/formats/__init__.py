"""Maze files: the course's ``.maz`` wall grid and the ``.labyrinth`` save file.

``load_maze`` opens either (a save file is known by its first line, anything else is read as
a grid), ``export_maze`` writes the one its name's suffix asks for. Both report every problem
as one sentence: MazeFileError for reading, SaveError (labyrinth.files) for writing.
"""

from __future__ import annotations

from pathlib import Path

from labyrinth.formats.loaded import LoadedMaze
from labyrinth.formats.maz import SUFFIX as MAZ_SUFFIX
from labyrinth.formats.maz import read_maz_data, write_maz
from labyrinth.formats.savefile import MAX_BYTES as SAVE_MAX_BYTES
from labyrinth.formats.savefile import SUFFIX as SAVE_SUFFIX
from labyrinth.formats.savefile import is_save_file, read_save_data, write_save_file
from labyrinth.formats.text import MazeFileError, read_capped
from labyrinth.i18n import N_, Message
from labyrinth.maze_graphs import MazeGraphs

__all__ = ["LoadedMaze", "MazeFileError", "export_maze", "export_problem", "load_maze"]

WRITERS = {MAZ_SUFFIX: write_maz, SAVE_SUFFIX: write_save_file}


def load_maze(path: str | Path) -> LoadedMaze:
    """The finished maze in a ``.maz`` grid or a save file; MazeFileError in one sentence."""
    path = Path(path)
    data = read_capped(path, SAVE_MAX_BYTES)
    try:
        return read_save_data(data, path) if is_save_file(data) else read_maz_data(data, path)
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
