"""Maze files: the course's ``.maz`` wall grid and the ``.labyrinth`` save file.

``load_maze`` opens either (a save file is known by its first line, anything else is read as
a grid), ``export_maze`` writes the one its name's suffix asks for. Both report every problem
as one sentence: MazeFileError for reading, SaveError (labyrinth.files) for writing.
"""

from __future__ import annotations

import os
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
from labyrinth.formats.text import MazeFileError, naming_the_file, read_lines
from labyrinth.i18n import N_, Message
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.quoting import quoted, shown_path

__all__ = ["LoadedMaze", "MazeFileError", "export_maze", "export_problem", "load_maze"]

WRITERS = {MAZ_SUFFIX: write_maz, SAVE_SUFFIX: write_save_file}
# The lines of the largest file: a save file's header, its line 'walls:' and the grid.
MAX_FILE_LINES = MAX_HEADER_LINES + 1 + MAX_LINES


def file_name(path: object) -> str | None:
    """``path`` as the name of a file (given as str, bytes or os.PathLike), or None for
    anything else: another type, an empty name or one with a NUL, which no system allows."""
    try:
        name = os.fsdecode(path)  # type: ignore[arg-type]  # anything else: TypeError
    except TypeError:
        return None
    return name if name and "\0" not in name else None


def load_maze(path: str | Path) -> LoadedMaze:
    """The finished maze in a ``.maz`` grid or a save file; MazeFileError in one sentence
    (ValueError when ``path`` is no file name at all)."""
    name = file_name(path)
    if name is None:
        raise ValueError(
            Message(
                N_("{path!r} is not a file name: give the name of a maze file to open."),
                path=quoted(path),
            )
        )
    path = Path(name)
    with naming_the_file(path):
        lines = read_lines(path, SAVE_MAX_BYTES, MAX_FILE_LINES)
        if lines and is_save_file(lines[0]):
            return save_file_maze(lines, path)
        return maz_maze(lines, path)


def export_problem(path: str | Path) -> Message | None:
    """One sentence when ``path`` does not end in a suffix that can be exported, else None."""
    name = file_name(path)
    if name is None:
        return Message(
            N_("{path!r} is not a file name: give the name of a file to save to."),
            path=quoted(path),
        )
    if Path(name).suffix.lower() in WRITERS:
        return None
    return Message(
        N_(
            "Cannot export as {path}: the name must end in .maz (the course's walls) or "
            ".labyrinth (the full save file)."
        ),
        path=shown_path(name),
    )


def export_maze(maze: MazeGraphs, path: str | Path) -> Path:
    """Write a built maze as ``.maz`` or save file by the suffix; ValueError in one sentence
    for another suffix, or a maze not built; SaveError when the file cannot be written."""
    problem = export_problem(path)
    if problem:
        raise ValueError(problem)
    if not isinstance(maze, MazeGraphs):
        raise ValueError(
            Message(
                N_("Only a MazeGraphs is exported, not {value!r}: build one and export it."),
                value=quoted(maze),
            )
        )
    if maze.result is None:
        raise ValueError(
            Message(N_("The maze is not built yet: build it (build_maze) before exporting it."))
        )
    name = Path(file_name(path) or "")  # a name: export_problem saw to it
    return WRITERS[name.suffix.lower()](maze, name)
