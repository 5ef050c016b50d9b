"""What another algorithm's build shows at one step (``Scene``), and a scene kept for jumps
(``Kept``): squeezed, its members in full or as they changed since the scene kept before."""

from __future__ import annotations

import dataclasses
from array import array
from dataclasses import dataclass

from labyrinth.teaching.squeeze import squeeze, unsqueezed

Chamber = tuple[int, int, int, int]  # left, top, columns, rows


@dataclass
class Scene:
    """The picture after one tick: walls, the structure's members, the current field."""

    walls: bytearray
    # The members and the tick each joined the structure, in the order they joined.
    since: dict[int, int] = dataclasses.field(default_factory=dict)
    tick: int = -1
    current: int = -1
    members: int = 0  # how many (sidewinder's: the run's fields)
    largest: int = 0  # the most the structure held so far
    carves: int = 0  # walls the algorithm opened (not its loops)
    built: int = 0  # walls it put up (recursive division; not the blocks)
    chambers: list[Chamber] = dataclasses.field(default_factory=list)

    def copy(self) -> Scene:
        return Scene(
            bytearray(self.walls),
            dict(self.since),
            self.tick,
            self.current,
            self.members,
            self.largest,
            self.carves,
            self.built,
            list(self.chambers),
        )


@dataclass(frozen=True)
class Kept:
    """A scene kept but for its walls (they come from the wall changes), squeezed: its
    members in full, or how they changed since the scene kept before."""

    tick: int
    numbers: tuple[int, int, int, int, int]  # current, members, largest, carves, built
    # full: the members in the order they joined, and when; else each change in turn: a
    # field that joined and when, or ``~field`` for one that left (and 0)
    fields: bytes
    when: bytes
    full: bool
    chambers: tuple[Chamber, ...]

    @classmethod
    def of(cls, scene: Scene, changes: tuple[array, array] | None) -> Kept:
        """``scene`` kept, its members in full or as ``changes``."""
        fields, when = changes or (array("i", scene.since), array("i", scene.since.values()))
        numbers = (scene.current, scene.members, scene.largest, scene.carves, scene.built)
        chambers = tuple(scene.chambers)
        return cls(scene.tick, numbers, squeeze(fields), squeeze(when), not changes, chambers)

    def members(self, since: dict[int, int]) -> dict[int, int]:
        """The members kept, given those of the scene kept before (when they are changes)."""
        fields, when = unsqueezed(self.fields), unsqueezed(self.when)
        if self.full:
            return dict(zip(fields, when, strict=True))
        for field, tick in zip(fields, when, strict=True):
            if field < 0:
                del since[~field]
            else:
                since[field] = tick
        return since

    def nbytes(self) -> int:
        return len(self.fields) + len(self.when) + 48 * len(self.chambers) + 120
