"""labyrinth: the Wikibook "Rekursive Labyrinthe" in Python — build, show and save mazes."""

from labyrinth.build import BuildResult
from labyrinth.files import SaveError
from labyrinth.maze_array import MazeArray
from labyrinth.maze_exception import MazeException
from labyrinth.maze_field import MazeField
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions

__all__ = [
    "BuildOptions",
    "BuildResult",
    "MazeArray",
    "MazeException",
    "MazeField",
    "MazeGraphs",
    "SaveError",
]
__version__ = "0.1.0"
