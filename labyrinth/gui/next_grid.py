"""The next maze, as the controls describe it: the one options object they edit, checked once
a click, the grid made from it, and the controls filled in from a maze shown (so that F5
builds it again)."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Iterable, Mapping

from labyrinth.formats.loaded import made_from_seed
from labyrinth.generators import BOOK
from labyrinth.gui.controls import Controls
from labyrinth.gui.modes import Sentence
from labyrinth.gui.problems import problem_of
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions, new_seed
from labyrinth.randomness import DEFAULT_RNG
from labyrinth.settings import Settings


def _whole_or_text(text: str) -> int | str:
    """A control's text as a number when it is one; BuildOptions explains anything else."""
    text = text.strip()
    try:
        return int(text) if text.isascii() else text
    except ValueError:
        return text


class NextGrid:
    """The controls' size, seed, loops and blocks and the menus' ``choices`` (the algorithm,
    the islands and the blocks' mode, each a variable of its menu; "" for no islands), over
    ``options`` (the command line's: its random source, ends and openings stay); a grid made
    from them is remembered in ``settings``. ``error`` says why a value is bad."""

    def __init__(
        self,
        controls: Controls,
        choices: Mapping[str, tk.StringVar],
        options: BuildOptions,
        settings: Settings,
        error: Callable[[Sentence], None],
    ) -> None:
        self.controls, self.choices, self.given = controls, choices, options
        self.settings, self.error = settings, error

    def options(self) -> BuildOptions:
        """The next maze's options; MazeException or ValueError with one sentence for a bad
        value. An empty seed field draws a new seed."""
        algorithm = self.choices["algorithm"].get()
        value = self.controls.value
        seed = value("seed")
        return self.given.with_changes(
            width=_whole_or_text(value("width")),
            height=_whole_or_text(value("height")),
            seed=_whole_or_text(seed) if seed.strip() else new_seed(),
            algorithm=algorithm,
            # the java source belongs to the book's algorithm
            rng=self.given.rng if algorithm == BOOK else DEFAULT_RNG,
            loop_percent=_whole_or_text(value("loops")),
            block_permille=_whole_or_text(value("blocks")),
            islands=self.choices["islands"].get() or None,
            block_mode=self.choices["block_mode"].get(),
            field_size=None,  # the window zooms; a saved picture takes the largest size that fits
            excluded=(),  # clicked fields come and go: they are taken out of each new grid
        )

    def checked(self) -> BuildOptions | None:
        """The next maze's options, or None with one sentence when a value is bad."""
        try:
            return self.options()
        except (ValueError, MazeException) as error:
            self.error(problem_of(error))
            return None

    def grid(
        self, excluded: Iterable[tuple[int, int]], options: BuildOptions | None = None
    ) -> MazeGraphs | None:
        """A grid of ``options`` (the controls' if None) with the ``excluded`` fields that fit
        taken out; None with one sentence when a control holds a bad value."""
        options = options or self.checked()
        if options is None:
            return None
        graphs = MazeGraphs.from_options(options)
        for x, y in sorted(excluded):
            if x < options.width and y < options.height:
                graphs.exclude_maze_field(x, y)
        self.settings.width, self.settings.height = options.width, options.height
        self.settings.algorithm = options.algorithm
        return graphs

    def show(self, graphs: MazeGraphs) -> None:
        """The controls show how ``graphs`` was made: F5 builds it again. A file that does not
        say (a ``.maz``) leaves the seed field empty: F5 then draws a new seed."""
        variables = self.controls.variables
        variables["width"].set(str(graphs.maze_array.width))
        variables["height"].set(str(graphs.maze_array.height))
        if not made_from_seed(graphs):
            variables["seed"].set("")
            return
        self.given = graphs.options
        variables["seed"].set(str(graphs.seed))
        self.choices["algorithm"].set(graphs.options.algorithm)
        self.choices["islands"].set(graphs.options.islands or "")
        self.choices["block_mode"].set(graphs.options.block_mode)
        variables["loops"].set(str(graphs.options.loop_percent))
        variables["blocks"].set(str(graphs.options.block_permille))
