"""A build watched in the browser page, step by step, as the desktop's window shows one: the
fields not reached yet shaded, the current field, the frontier of a growing maze and a random
walk that may still be erased, each in the palette's colour. Any algorithm; the steps are the
ones the desktop's teaching view records (``teaching.steps.Steps``), so the page can pause,
step and go back as well as on."""

from __future__ import annotations

from labyrinth.browser.frames import Frame
from labyrinth.generators.events import FRONTIER, MARK
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.render.geometry import Geometry, largest_field_size
from labyrinth.render.palettes import BOOK
from labyrinth.replay.navigation import Navigation
from labyrinth.teaching.sentences import step_sentence
from labyrinth.teaching.steps import Scene, Steps


class WatchedBuild(Navigation[Scene]):
    """The build of ``graphs`` (an unbuilt grid) recorded as it is watched."""

    history: Steps

    def __init__(self, graphs: MazeGraphs) -> None:
        # the algorithm's fast generator, not its text: a watched build is a build
        super().__init__(Steps(graphs, readable=False))
        self.graphs = graphs
        effects = self.history.structure.effects
        # members get the tint of the event that makes them: the frontier's or the walk's
        self.tint = (
            BOOK.frontier if FRONTIER in effects else BOOK.random_walk if MARK in effects else None
        )

    def view(self) -> dict[str, object]:
        steps, scene = self.history, self.state
        algorithm = self.graphs.options.algorithm
        return {
            "step": scene.tick + 1,
            "recorded": len(steps),
            "done": self.at_end,
            "sentence": step_sentence(steps, scene, algorithm),
            "frame": self._frame().to_json(),
        }

    def _frame(self) -> Frame:
        steps, scene = self.history, self.state
        size = largest_field_size(steps.width, steps.height)
        frame = Frame(Geometry(steps.width, steps.height, size), scene.walls, BOOK)
        frame.fill(BOOK.hex(BOOK.untouched), frame.untouched())
        excluded = self.graphs.maze_array.excluded_fields_mask()
        frame.fill(BOOK.hex(BOOK.excluded), [i for i, out in enumerate(excluded) if out])
        if self.tint is not None:
            frame.fill(BOOK.hex(self.tint), steps.members(scene))
        if scene.current >= 0:
            frame.fill(BOOK.hex(BOOK.current), [scene.current])
        return frame
