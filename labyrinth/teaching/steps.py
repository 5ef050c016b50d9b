"""Any algorithm's build recorded event by event, to be shown forwards and backwards.

The recorder runs the same events a window's build shows (``build.steps``: the algorithm,
then its loops and blocks) and, at each one, looks into the generator that yielded it: which
function and which line (the ``yield``), and what ``structures`` says to read from its
variables. A tick is ``(kind, field, other)`` as the event was, plus that line and number,
packed into about a byte (``packed``); a ``Scene`` is what the picture shows after it: the
walls, when each member joined the structure, the current field, recursive division's
chambers. The walls of any tick come from ``walls.WallChanges``; the rest of a scene is kept
every ``interval`` ticks (``scenes.Kept``; less often once they take a few bytes a field),
so that any step, backwards too, is that scene and a short replay. The view records
on as it goes forward.

Beside it: ``yield_sites`` (which function and line yielded), ``member_effects`` (what an
event does to the structure's members) and ``joined_fields`` (the run, Eller's and Kruskal's
sets found from a scene's walls).
"""

from __future__ import annotations

import dataclasses
import sys
from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import islice
from types import FrameType, GeneratorType

from labyrinth import build
from labyrinth.generators import find_algorithm
from labyrinth.generators.backtracker import carve_steps
from labyrinth.generators.division import chambers_of
from labyrinth.generators.events import BACK, CARVE, CLEAR, MARK, UNMARK, VISIT, WALL
from labyrinth.generators.structure import (
    CHAMBERS,
    NEWEST_FIRST,
    NONE,
    OLDEST_FIRST,
    ROW,
    RUN,
    SETS,
)
from labyrinth.generators.texts import TEXT_FIELDS, text_of
from labyrinth.maze_array import MazeArray
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.sides import ALL_SIDES, BIT_E, BIT_S
from labyrinth.teaching.joined_fields import SIDE_STEPS, RowLabels, all_sets, joined, run_fields
from labyrinth.teaching.member_effects import change_members
from labyrinth.teaching.packed import PackedTicks, Tick
from labyrinth.teaching.scenes import Chamber, Kept, Scene
from labyrinth.teaching.ticks import Column, Ticks
from labyrinth.teaching.walls import WallChanges
from labyrinth.teaching.yield_sites import YieldSites, innermost

# Ticks between two keeps of a scene (the replay to any tick is at most this long), and in
# a chunk of packed ticks. A structure without members (Kruskal's sets, the run, the row,
# the chambers) is kept in a few bytes, so more often: a step back replays at most
# ``DENSE_INTERVAL`` ticks, a few milliseconds.
INTERVAL = 8192
DENSE_INTERVAL = 1024
CHUNK = 4096
# The fields of the current set listed and marked, the nearest first (Kruskal's sets).
SET_SHOWN = 10_000
# The most bytes the scenes kept may take a tick, beyond the first megabyte: a big structure
# is kept less often. Each time they take KEPT_A_FIELD bytes a field more, they are kept
# half as often from then on (its replays are longer).
KEPT_A_TICK = 2
KEPT_A_FIELD = 3
DENSE_A_FIELD = 1
KEPT_FREELY = 1 << 20
# Every so many scenes kept, one keeps its members in full; the others how they changed.
FULL_EVERY = 4


class Steps(Ticks[Scene]):
    """The ticks of one algorithm's build, with its structure (``structures``) at each one,
    recorded from ``events`` (the build's generator on the maze ``graphs``) as far as they
    are shown. On a maze of up to ``TEXT_FIELDS`` fields the algorithm's text runs in place
    of its fast generator (``readable``: where it has one)."""

    def __init__(self, graphs: MazeGraphs, interval: int = 0, readable: bool = True) -> None:
        options = graphs.options
        algorithm, option = find_algorithm(options.algorithm)
        self.algorithm = algorithm  # its title and summary, for the view
        self.structure = structure = algorithm.structure_for(option)
        start = graphs._prepare()
        maze = graphs.maze_array
        super().__init__(maze.width, maze.height, bytes(maze.walls), start)
        self.effects = structure.effects
        # read on every tick replayed: plain attributes, not the structure's properties
        self._walks_on, self._sized = structure.walks_on, structure.sized
        self._run_form = structure.form == RUN
        self.open_sides = maze.open_sides()
        self.open_count = len(self.open_sides) - self.open_sides.count(0)
        # kept densely while that takes at most DENSE_A_FIELD bytes a field (a long walk's
        # history, a hundred ticks a field, then keeps its scenes as often as any other)
        self._dense = not interval and not structure.has_members
        self.interval = interval or (DENSE_INTERVAL if self._dense else INTERVAL)
        self.changes = WallChanges(maze.width, self.walls, len(self.walls))
        # chunks as long as ever: a long walk's ticks squeeze better in them
        self.ticks = PackedTicks(maze.width, self.changes, min(CHUNK, interval or INTERVAL))
        self.kept: list[Kept] = []
        self._kept_ticks = array("i")
        self.rows = RowLabels(maze.width, self.open_sides)  # Eller's sets
        self._kept_bytes = 0
        # kept half as often beyond (or no longer densely)
        self._kept_room = (DENSE_A_FIELD if self._dense else KEPT_A_FIELD) * len(self.walls)
        # The first tick of the loops and blocks added after the algorithm.
        self.algorithm_end = sys.maxsize
        # recursive division's CLEAR (-1: none): its walls come down, the changes begin there
        self.clear_tick = -1
        self.first_visit = -1  # the tick of the first VISIT (the field the build begins at)
        self.kinds = Column(self.__len__, lambda tick: self.ticks.tick(tick).kind)
        self.fields = Column(self.__len__, lambda tick: self.ticks.tick(tick).field)
        self.others = Column(self.__len__, lambda tick: self.ticks.tick(tick).other)
        self.lines = Column(self.__len__, lambda tick: self._site(tick)[1])
        self.codes = Column(self.__len__, lambda tick: self._site(tick)[0])
        self.aux = Column(self.__len__, lambda tick: self.ticks.tick(tick).aux)
        # The last structure listed, by its tick: a step shows it in several places.
        self._listed: tuple[str, int, int, list] = ("", 0, -2, [])
        # The algorithm's text, traced in place of its fast generator on a small maze.
        text = text_of(algorithm.name, option)
        self.has_text = text is not None
        self.text = text if readable and len(self.walls) <= TEXT_FIELDS else None
        builder = self.text.function if self.text else algorithm.build or carve_steps
        self.yields = YieldSites(builder.__code__, self.text)
        # the view reads the functions' sources, and which every algorithm shares, here
        self.sources, self.shared_sources = self.yields.sources, self.yields.shared
        self._walk = build.Walk()  # what the build found, once over
        events = build.steps(maze, options, start, graphs.directions, self._walk, self.text)
        assert isinstance(events, GeneratorType)
        self._recording: _Recording | None = _Recording(events, maze, self.initial())

    @property
    def keyframes(self) -> list[Kept]:
        """The scenes kept (but for their walls)."""
        return self.kept

    def __len__(self) -> int:
        return len(self.ticks)

    def initial(self) -> Scene:
        scene = Scene(bytearray(self.walls))
        if self.structure.sized:  # Kruskal's sets: as many as fields before the first step
            scene.largest = self.size(scene)
        return scene

    # -- recording ------------------------------------------------------------------------------

    def record_events(self, most: int) -> None:
        recording = self._recording
        if recording is None:
            return
        taken = 0
        for event in islice(recording.events, most):
            self._record(recording, event)
            taken += 1
        if not taken:
            self.done = True
            self._recording = None  # the maze it ran on, the scene it kept up: gone

    def _site(self, tick: int) -> tuple[int, int]:
        """Where ``tick``'s event was yielded: which of ``sources``, which line."""
        return self.yields.sites[self.ticks.tick(tick).site]

    def _progress(self) -> float:
        return len(self.changes) / max(1, self.open_count)

    def walk(self) -> build.Walk | None:
        return self._walk if self.done else None

    def _record(self, recording: _Recording, event: tuple[int, int, int]) -> None:
        """Look into the generator that yielded ``event`` and pack it."""
        frame: FrameType | None = innermost(recording.events).gi_frame
        assert frame is not None  # suspended at its yield
        structure = self.structure
        site, mine, added_after = self.yields.of(frame)
        if added_after:
            self.algorithm_end = min(self.algorithm_end, len(self))
        aux = structure.peek(frame.f_locals) if structure.peek and mine else -1
        if structure.form == ROW and aux > 0:  # the rows above Eller's are finished
            self.rows.through(recording.live.walls, aux - 1)
        chambers = None
        if structure.form == CHAMBERS:
            chambers = chambers_of(frame.f_locals) if mine else []
        self._add(recording, event, site, aux, chambers)

    def _add(
        self,
        recording: _Recording,
        event: tuple[int, int, int],
        site: int,
        aux: int,
        chambers: list[Chamber] | None,
    ) -> None:
        """Append one event: it was yielded at ``sites[site]``; ``aux`` is what the structure
        peeked, ``chambers`` recursive division's stack."""
        tick, live = len(self), recording.live
        if tick % self.interval == 0:
            self._keep(recording)
        kind, here, there = event
        changed = False
        if kind in (CARVE, WALL):
            side, _facing = self.sides_between(here, there)
            changed = bool(live.walls[here] & side) == (kind == CARVE)
            if changed:
                self.changes.add(here, there)
        elif kind == CLEAR:
            if len(self.changes):
                raise ValueError("CLEAR after a wall changed")
            self.clear_tick = tick
            self.changes.base = bytes(recording.maze.walls)
        elif kind == VISIT and self.first_visit < 0:
            self.first_visit = tick
        stack = _stack(live.chambers, chambers) if chambers is not None else None
        self._apply(live, tick, self.ticks.add(kind, here, there, site, aux, changed, stack))

    def _keep(self, recording: _Recording) -> None:
        """Keep the live scene (but for its walls) while the scenes kept stay in their
        bytes: its members as they changed since the scene kept before, in full every few."""
        scene, changes = recording.live, (recording.joined, recording.when)
        full = len(self.kept) % FULL_EVERY == 0 or len(recording.joined) > 2 * scene.members
        kept = Kept.of(scene, None if full else changes)
        size = kept.nbytes()
        if self.kept and self._kept_bytes + size > max(KEPT_FREELY, KEPT_A_TICK * len(self)):
            return  # kept at a later interval, when the ticks have paid for it
        self.kept.append(kept)
        self._kept_ticks.append(kept.tick)
        self._kept_bytes += size
        recording.joined, recording.when = array("i"), array("i")
        if self._kept_bytes > self._kept_room:  # from now on, half as often (or as sparsely)
            self.interval = INTERVAL if self._dense else 2 * self.interval
            self._dense = False
            self._kept_room += KEPT_A_FIELD * len(self.walls)

    # -- replaying ------------------------------------------------------------------------------

    def state_at(self, tick: int) -> Scene:
        """The scene after ``tick``: the one kept before it, its walls from the changes,
        replayed."""
        tick = max(-1, min(tick, len(self) - 1))
        if not self.kept:
            return self.initial()
        kept = self._kept_before(tick)
        return self._replayed(kept, self._walls_after(self.kept[kept].tick), tick)

    def moved(self, state: Scene, tick: int) -> Scene:
        """The scene after ``tick`` from ``state``: a few ticks on are replayed; a step back
        or a jump nearby starts from the scene kept before ``tick`` with ``state``'s walls,
        the changes between flipped back (no more of them than ``WallChanges.walls`` flips
        after its whole-array passes, which take a tenth of a second at 4096 × 4096)."""
        tick = max(-1, min(tick, len(self) - 1))
        if state.tick <= tick or not self.kept:
            return super().moved(state, tick)
        kept = self._kept_before(tick)
        kept_tick = self.kept[kept].tick
        now, then = self._changes_through(state.tick), self._changes_through(kept_tick)
        across_clear = (state.tick < self.clear_tick) != (kept_tick < self.clear_tick)
        if across_clear or now - then > self.changes.per_epoch:
            return self.state_at(tick)
        walls = bytearray(state.walls)
        self.changes.flip(walls, then, now)
        return self._replayed(kept, walls, tick)

    def _kept_before(self, tick: int) -> int:
        """The number of the last scene kept at or before ``tick``."""
        return bisect_right(self._kept_ticks, tick) - 1

    def _replayed(self, last: int, walls: bytearray, tick: int) -> Scene:
        """Scene ``last`` kept, with ``walls`` (those at its tick), replayed to ``tick``."""
        first = last - last % FULL_EVERY  # kept in full
        since: dict[int, int] = {}
        for kept in self.kept[first : last + 1]:
            since = kept.members(since)
        kept = self.kept[last]
        scene = Scene(walls, since, kept.tick, *kept.numbers, list(kept.chambers))
        self.advance(scene, tick)
        return scene

    def _walls_after(self, tick: int) -> bytearray:
        if tick < self.clear_tick:
            return bytearray(self.walls)
        return self.changes.walls(self._changes_through(tick))

    def _changes_through(self, tick: int) -> int:
        """The wall changes of the ticks up to ``tick``."""
        if tick + 1 < len(self):
            return self.ticks.tick(tick + 1).change
        return len(self.changes)

    def apply(self, state: Scene, tick: int) -> None:
        self._apply(state, tick, self.ticks.tick(tick))

    def advance(self, state: Scene, tick: int) -> None:
        """Replay on to ``tick`` a chunk of unpacked ticks at a time: a step back replays up
        to an interval of ticks, and looking each one up on its own took a quarter of that."""
        later, size, apply = state.tick + 1, self.ticks.chunk, self._apply
        while later <= tick:
            number = later // size
            ticks, first = self.ticks.chunk_ticks(number), number * size
            last = min(tick, first + size - 1)
            for at in range(later, last + 1):
                apply(state, at, ticks[at - first])
            later = last + 1

    def _apply(self, state: Scene, tick: int, unpacked: Tick) -> None:
        kind, here, there = unpacked.kind, unpacked.field, unpacked.other
        walls = state.walls
        if kind in (CARVE, WALL):
            side, facing = self.sides_between(here, there)
            if kind == CARVE:
                walls[here] &= ~side
                walls[there] &= ~facing
                state.current = there if self._walks_on else here
                state.carves += tick < self.algorithm_end
            else:
                walls[here] |= side
                walls[there] |= facing
                state.current = here
                state.built += tick < self.algorithm_end
        elif kind == CLEAR:
            walls[:] = self.changes.base
        elif kind in (VISIT, MARK, UNMARK):
            state.current = here
        elif kind == BACK:
            state.current = there if there >= 0 else here
        if tick < self.algorithm_end:
            # the recording notes how the live scene's members change, for the scenes it keeps
            recording = self._recording
            note = recording.note if recording is not None and state is recording.live else None
            for effect in self.effects.get(kind, ()):
                change_members(state, effect, (tick, here, there), self.neighbours, note)
        if unpacked.keep >= 0:
            del state.chambers[unpacked.keep :]
            pushed = unpacked.pushed
            for at in range(0, len(pushed), 4):
                state.chambers.append((pushed[at], pushed[at + 1], pushed[at + 2], pushed[at + 3]))
        state.tick = tick
        if self._run_form:
            state.members = self._run_length(state, tick, unpacked)
        if self._sized:
            state.largest = max(state.largest, self.size(state))

    def neighbours(self, field: int) -> Iterator[int]:
        """The fields next to ``field`` that a path may reach from it."""
        sides = self.open_sides[field]
        for side, dx, dy in SIDE_STEPS:
            if sides & side:
                yield field + dx + dy * self.width

    def changes_walls(self, tick: int) -> bool:
        return self.kinds[tick] in (CARVE, WALL)

    def touched(self, low: int, high: int) -> set[int] | None:
        if low <= self.clear_tick <= high:
            return None
        return self.changes.fields(self._changes_through(low - 1), self._changes_through(high))

    def nbytes(self) -> int:
        open_sides = len(self.open_sides)
        return self.ticks.nbytes() + self.changes.nbytes() + self._kept_bytes + 2 * open_sides

    # -- the structure at a scene ---------------------------------------------------------------

    def size(self, state: Scene) -> int:
        """How big the structure is: members, chambers, sets, or fields not reached yet."""
        form = self.structure.form
        if form == CHAMBERS:
            return len(state.chambers)
        if form == SETS:
            return self.open_count - state.carves
        if form == NONE:
            return state.walls.count(ALL_SIDES) - (len(self.walls) - self.open_count)
        if form == ROW:
            return len(self.row_sets(state))
        return state.members

    def members(self, state: Scene) -> list[int]:
        """The member fields in the structure's order: the top of a stack or the head of a
        queue first, the hunt's candidates row by row."""
        return self._listed_once("members", state, self._members)

    def _listed_once(self, what: str, state: Scene, make: Callable[[Scene], list]) -> list:
        """``make(state)``, made once while ``state`` shows the same tick."""
        if self._listed[:3] != (what, id(state), state.tick):
            self._listed = (what, id(state), state.tick, make(state))
        return self._listed[3]

    def _members(self, state: Scene) -> list[int]:
        form = self.structure.form
        if form == RUN:
            return self.run(state)
        if form == ROW:
            return [member for group in self.row_sets(state) for member in group]
        if form == SETS:  # a set of a big maze grows to millions: those nearest are shown
            return self.set_of(state, state.current, most=SET_SHOWN)
        if not self.structure.has_members:
            return []
        if form == NEWEST_FIRST:
            return list(reversed(state.since))  # the members in the order they joined
        if form == OLDEST_FIRST:
            return list(state.since)
        return sorted(state.since)

    def run(self, state: Scene) -> list[int]:
        """Sidewinder's run: from its first field along the passages of its line."""
        first = self.aux[state.tick] if state.tick >= 0 else -1
        if first < 0:
            return []
        return run_fields(state.walls, self.open_sides, first, *self._run_line())

    def _run_line(self) -> tuple[int, int]:
        """The side a run goes on through, and the step to its next field."""
        return (BIT_E, 1) if self.structure.along_rows else (BIT_S, self.width)

    def _run_length(self, state: Scene, tick: int, unpacked: Tick) -> int:
        """The fields of the run after ``tick``, which left ``state`` as it is: while a
        run goes on, the algorithm's carve makes it a field longer or leaves it (its next
        field has not been reached yet), so a replay need not walk it again at every tick —
        the corridor along the first line is a run as long as the line. (The loops and
        blocks after the algorithm have no run: ``first`` is -1.)"""
        first = unpacked.aux
        length = state.members
        going_on = tick > 0 and unpacked.kind == CARVE and length > 0
        if first < 0 or not going_on or self.ticks.tick(tick - 1).aux != first:
            return len(self.run(state))
        side, step = self._run_line()
        last = first + (length - 1) * step
        opened = not state.walls[last] & side and self.open_sides[last] & side
        return length + 1 if opened else length

    def row_sets(self, state: Scene) -> list[list[int]]:
        """Eller's current row, its fields grouped into the sets that join them through the
        rows made so far (each set by its first field)."""
        return self._listed_once("row", state, self._row_sets)

    def _row_sets(self, state: Scene) -> list[list[int]]:
        y = self.aux[state.tick] if state.tick >= 0 else -1
        return self.rows.groups(state.walls, y) if y >= 0 else []

    @property
    def all_sets_shown(self) -> bool:
        """Whether every set is shown (a maze small enough to find them all at each step),
        or only the current field's."""
        return self.structure.form == SETS and len(self.walls) <= TEXT_FIELDS

    def sets(self, state: Scene) -> list[list[int]]:
        """Kruskal's and the growing forest's trees: the fields joined by the passages so
        far, each set of two or more fields row by row, the current field's first, then
        the larger before the smaller."""
        return self._listed_once("sets", state, self._sets)

    def _sets(self, state: Scene) -> list[list[int]]:
        return all_sets(state.walls, self.open_sides, self.width, state.current)

    def set_of(self, state: Scene, first: int, most: int = sys.maxsize) -> list[int]:
        """The fields joined to ``first`` by open passages, row by row; ``most``: only so
        many of them, those nearest to ``first``."""
        return joined(state.walls, self.open_sides, self.width, first, most)

    def stops(self, tick: int, state: Scene, fields: set[int], dead_ends: bool, limit: int) -> bool:
        """Whether play stops at ``tick`` (``state`` is after it): an event at one of
        ``fields``, a dropped field if ``dead_ends``, a structure bigger than ``limit``."""
        kind = self.kinds[tick]
        return (
            (self.fields[tick] in fields or self.others[tick] in fields)
            or (kind == BACK and dead_ends)
            or (self.structure.sized and limit < sys.maxsize and self.size(state) > limit)
        )


@dataclass
class _Recording:
    """What only the recording needs: the generator, the maze it builds, the scene kept up
    with it, and how its members changed since the scene kept last (``Kept``)."""

    events: GeneratorType
    maze: MazeArray
    live: Scene
    joined: array = dataclasses.field(default_factory=lambda: array("i"))
    when: array = dataclasses.field(default_factory=lambda: array("i"))

    def note(self, field: int, tick: int) -> None:
        """``field`` joined the structure at ``tick`` (``~field``, 0: it left)."""
        self.joined.append(field)
        self.when.append(tick)


def _stack(shown: list[Chamber], chambers: list[Chamber]) -> tuple[int, tuple[int, ...]] | None:
    """How recursive division's ``chambers`` differ from those ``shown``: how many stay, and
    the new ones (None: no change)."""
    keep = 0
    while keep < min(len(shown), len(chambers)) and shown[keep] == chambers[keep]:
        keep += 1
    if keep == len(shown) == len(chambers):
        return None
    return keep, tuple(number for chamber in chambers[keep:] for number in chamber)


def record_steps(graphs: MazeGraphs, interval: int = 0) -> Steps:
    """Build ``graphs``' maze as the window does, event by event, and record each event
    (``interval``: ticks between the scenes kept, 0 for the default)."""
    steps = Steps(graphs, interval)
    steps.record()
    return steps
