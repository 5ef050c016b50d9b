"""What an event does to the members of an algorithm's structure (its ``effects``): a field
joins or leaves, or the untouched fields round one join.

Apart from ``steps`` because it is one rule for two scenes: a replayed one, and the
recording's live one, whose changes are also noted for the scenes it keeps.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from labyrinth.generators.structure import AROUND_OTHER, JOIN, JOIN_OTHER, LEAVE, LEAVE_OTHER
from labyrinth.sides import ALL_SIDES
from labyrinth.teaching.scenes import Scene

# Called with a field that joined and its tick, or ``~field`` and 0 for one that left.
Note = Callable[[int, int], None]


def change_members(
    state: Scene,
    effect: int,
    event: tuple[int, int, int],
    neighbours: Callable[[int], Iterable[int]],
    note: Note | None,
) -> None:
    """Apply ``effect`` of ``event`` (tick, field, other field) to ``state``'s members;
    ``neighbours``: the fields a path may reach from a field."""
    tick, here, there = event
    since = state.since
    if effect in (JOIN, LEAVE, LEAVE_OTHER, JOIN_OTHER):
        member = there if effect in (LEAVE_OTHER, JOIN_OTHER) else here
        if effect in (JOIN, JOIN_OTHER):
            if member not in since:
                since[member] = tick
                state.members += 1
                if note:
                    note(member, tick)
        elif since.pop(member, None) is not None:
            state.members -= 1
            if note:
                note(~member, 0)
        return
    centre = there if effect == AROUND_OTHER else here
    for neighbour in neighbours(centre):
        if state.walls[neighbour] == ALL_SIDES and neighbour not in since:
            since[neighbour] = tick
            state.members += 1
            if note:
                note(neighbour, tick)
