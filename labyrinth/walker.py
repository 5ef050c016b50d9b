"""Walk a maze from a plain script, as Python's ``turtle`` draws: in the script's own process.

::

    from labyrinth.walker import *

    maze(20, 15, seed=3)          # or labyrinth(...) in German, labyrinthe(...) in French
    while not at_goal():
        if right_is_clear():
            turn_right()
        while not front_is_clear():
            turn_left()
        move()
    done()                        # fertig() in German, termine() in French

``maze`` builds a maze and opens a window with the walker on its start field, facing east;
each function of the walker (the nine of :data:`labyrinth.programs.world.NAMES`, in every
language of ``labyrinth.languages``) acts at once and is shown at the chosen ``speed`` (0 to
10 as in turtle and the window: 1 slow, 10 fast, 0 at once). ``done()`` keeps the window open
until it is closed. A function called before ``maze`` builds a maze of 20 × 15 fields first.

A move into a wall stops the walk: the window shows where, with the sentence that also goes
to the error output, and the script ends when the window is closed. Closing the window ends
the script too. Every function here is made from the one table of languages
(``labyrinth.languages``), so the languages never drift apart.

The script runs with the Python Labyrinth is installed in (``.venv/bin/python myscript.py`` in
the source folder; the manual's "Which Python runs it" names pipx's, Thonny's and VS Code's):
another Python stops at the import with ModuleNotFoundError, before this module can say so.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from labyrinth.i18n import _
from labyrinth.languages import LANGUAGES
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.programs.world import NAMES, QUESTIONS, WalkerStopped, WalkerWorld

if TYPE_CHECKING:
    from labyrinth.gui.walker_window import WalkerWindow

DEFAULT_SIZE = (20, 15)
DEFAULT_SPEED = 3  # ten steps a second: slow enough to follow each one
MAX_SPEED = 10


class _Walk:
    """The maze of this script, its walker and the window that shows them."""

    def __init__(self) -> None:
        self.world: WalkerWorld | None = None
        self.window: WalkerWindow | None = None
        self.speed = DEFAULT_SPEED

    def start(self, width: int, height: int, seed: int | None, loops: int) -> None:
        graphs = MazeGraphs(width, height, display=False, seed=seed, loop_percent=loops)
        result = graphs.build_maze()
        self.world = WalkerWorld(graphs.maze_array, result.start, result.end)
        if self.window is None:
            from labyrinth.gui.walker_window import WalkerWindow

            self.window = WalkerWindow()
        self.world.observer = self.window.changed
        self.window.show(graphs, self.world)

    def act(self, method: str) -> object:
        """Run the world's ``method``: shown at the speed; a move into a wall ends the walk."""
        if self.world is None:
            self.start(*DEFAULT_SIZE, None, 0)
        world, window = self.world, self.window
        assert world is not None and window is not None
        try:
            answer = getattr(world, method)()
        except WalkerStopped as stop:
            window.stopped(stop)
            print(str(stop), file=sys.stderr)
            window.wait_for_close()
            raise SystemExit(1) from None
        if window.closed:
            raise SystemExit(_("The window was closed: the walk ends."))
        window.pace(self.speed, shown=method not in QUESTIONS)
        return answer


_walk = _Walk()


def maze(
    width: int = DEFAULT_SIZE[0],
    height: int = DEFAULT_SIZE[1],
    seed: int | None = None,
    loops: int = 0,
) -> None:
    """Build a maze of ``width`` × ``height`` fields (``seed``: the same maze every time;
    ``loops``: the share in percent of passages with an extra opening) and show it with the
    walker on its start field, facing east."""
    _walk.start(width, height, seed, loops)


def speed(value: int) -> None:
    """How fast the walker is shown: 1 slow to 10 fast, 0 at once (as in turtle)."""
    if not isinstance(value, int) or not 0 <= value <= MAX_SPEED:
        raise ValueError(
            _("The speed is a whole number from 0 to {most}, not {value!r}.").format(
                most=MAX_SPEED, value=value
            )
        )
    _walk.speed = value


def done() -> None:
    """Keep the window open until it is closed; the script ends then."""
    if _walk.window is not None:
        _walk.window.finished()
        _walk.window.wait_for_close()


def _function(method: str, name: str) -> Callable[[], object]:
    def walker_function() -> object:
        return _walk.act(method)

    walker_function.__name__ = walker_function.__qualname__ = name
    walker_function.__doc__ = getattr(WalkerWorld, method).__doc__
    return walker_function


# The maze, speed and done functions by their names in the other languages.
_SCRIPT: dict[str, Callable[..., None]] = {"maze": maze, "speed": speed, "done": done}
_ALIASES = {
    name: _SCRIPT[function]
    for language in LANGUAGES.values()
    for function, name in language.script.items()
    if name != function
}
globals().update(_ALIASES)
_WALKER = {
    name: _function(method, name) for method, names in NAMES.items() for name in names.values()
}
globals().update(_WALKER)
__all__ = ["maze", "speed", "done", *_ALIASES, *_WALKER]
