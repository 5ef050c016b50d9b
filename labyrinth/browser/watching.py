"""A build watched in the browser page, step by step, as the desktop's window shows one: the
fields not reached yet shaded, the current field, the frontier of a growing maze and a random
walk that may still be erased, each in the palette's colour. Any algorithm; the steps are the
ones the desktop's teaching view records (``teaching.steps.Steps``), so the page can pause,
step and go back as well as on."""

from __future__ import annotations

from collections.abc import Callable

from labyrinth.browser.frames import Area, Frame
from labyrinth.generators.events import FRONTIER, MARK
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.render.geometry import Geometry, largest_field_size
from labyrinth.render.palettes import BOOK
from labyrinth.replay.navigation import Navigation
from labyrinth.teaching.sentences import step_sentence
from labyrinth.teaching.steps import Scene, Steps

# A patch covers a tile of TILE × TILE fields (and the fields around it): a step's changes
# are near each other, several steps' (Kruskal's, Eller's) spread over the maze.
TILE = 8


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
        # what the page's picture shows: its step, current field and tinted members
        self._painted: tuple[int, int, list[int]] | None = None
        # the whole picture's layout: a patch's boxes are placed in it
        self.whole = Geometry(
            self.history.width,
            self.history.height,
            largest_field_size(self.history.width, self.history.height),
        )

    def view(self) -> dict[str, object]:
        steps, scene = self.history, self.state
        algorithm = self.graphs.options.algorithm
        return {
            "step": scene.tick + 1,
            "recorded": len(steps),
            "done": self.at_end,
            "sentence": step_sentence(steps, scene, algorithm),
            "frames": self._picture(),
        }

    def _picture(self) -> list[dict[str, object]]:
        """The step's picture, to be painted in order: the whole of it first and after a big
        change, else patches of the page's last picture, one for each tile of fields with a
        change (a frame of a 1024 × 1024 maze is megabytes and takes the worker most of a
        second; a step changes a few fields)."""
        steps, scene = self.history, self.state
        members = steps.members(scene) if self.tint is not None else []
        changed = self._changed(scene, members)
        self._painted = (scene.tick, scene.current, members)
        width, height = steps.width, steps.height
        excluded = self.graphs.maze_array.excluded_fields_mask()
        whole = Area(0, 0, width - 1, height - 1)
        if changed is None:
            return [self._frame(whole, members, excluded).to_json()]
        if not changed:  # the same step again: one field is as good a patch as any
            changed = {max(scene.current, 0)}
        tiles = sorted({(f % width // TILE, f // width // TILE) for f in changed})
        if len(tiles) * TILE * TILE > whole.fields // 4:
            return [self._frame(whole, members, excluded).to_json()]
        patches = []
        for x, y in tiles:
            inner = Area(
                x * TILE,
                y * TILE,
                min(x * TILE + TILE, width) - 1,
                min(y * TILE + TILE, height) - 1,
            )
            # the fields around the tile too: the lines and posts at its edges and the colour
            # between two fields depend on both sides (see Frame.patch)
            around = Area(
                max(inner.left - 1, 0),
                max(inner.top - 1, 0),
                min(inner.right + 1, width - 1),
                min(inner.bottom + 1, height - 1),
            )
            frame = self._frame(around, members, excluded)
            patches.append(frame.patch(self.whole, around, inner))
        return patches

    def _changed(self, scene: Scene, members: list[int]) -> set[int] | None:
        """The fields that look different from the page's last picture; None: it has none,
        or any field may (a tick that clears the grid)."""
        if self._painted is None:
            return None
        tick, current, shown = self._painted
        low, high = sorted((tick, scene.tick))
        walls = self.history.touched(low + 1, high) if low < high else set()
        if walls is None:
            return None
        changed = walls | (set(shown) ^ set(members)) | {current, scene.current}
        changed.discard(-1)
        return changed

    def _geometry(self, area: Area | None = None) -> Geometry:
        """The whole picture's layout, or ``area``'s alone (without the margin)."""
        if area is None:
            return self.whole
        width, height = area.right - area.left + 1, area.bottom - area.top + 1
        return Geometry(width, height, self.whole.field_size, margin=0)

    def _frame(self, area: Area, members: list[int], excluded: bytes | bytearray) -> Frame:
        """The frame of the fields in ``area`` (the whole maze: the whole picture)."""
        steps, scene, width = self.history, self.state, self.history.width
        place: Callable[[int], int | None]  # a field's index in the frame; None: not in it
        if area.fields == width * steps.height:
            frame = Frame(self._geometry(), scene.walls, BOOK)
            out = [index for index, value in enumerate(excluded) if value]
            place = int
        else:
            inside = area.indices(width)
            frame = Frame(self._geometry(area), bytes(scene.walls[f] for f in inside), BOOK)
            out = [index for index, field in enumerate(inside) if excluded[field]]
            place = {field: index for index, field in enumerate(inside)}.get
        frame.fill(BOOK.hex(BOOK.untouched), frame.untouched())
        frame.fill(BOOK.hex(BOOK.excluded), out)
        if self.tint is not None:
            placed = (place(field) for field in members)
            frame.fill(BOOK.hex(self.tint), [index for index in placed if index is not None])
        current = place(scene.current) if scene.current >= 0 else None
        if current is not None:
            frame.fill(BOOK.hex(BOOK.current), [current])
        return frame
