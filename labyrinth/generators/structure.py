"""What an algorithm works with while it carves — its stack, queue, frontier, walk, run, row,
sets or chambers — as its registry entry declares it, and how the teaching view finds it at
any step.

Most of it follows from the events alone: a field joins when the algorithm puts it there
(FRONTIER, MARK) and leaves when it is carved into, dropped or erased (``effects``). The rest
is read from the generator's own variables each time it yields (``peek``), which only the
teaching view's recorder does: the normal build runs the generators untouched, no slower.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from labyrinth.generators.events import CARVE, FRONTIER
from labyrinth.i18n import N_

# What an event does to the structure's members.
JOIN = 1  # its field joins
LEAVE = 2  # its field leaves
LEAVE_OTHER = 3  # its other field leaves (carved into)
AROUND_OTHER = 4  # the untouched neighbours of its other field join (the walk entered it)
AROUND_FIELD = 5  # the same around its field
JOIN_OTHER = 6  # its other field joins (carved into)

# How the members are listed, and what the size counts.
NEWEST_FIRST = "stack"  # members by the step they joined, the newest on top
OLDEST_FIRST = "queue"  # members by the step they joined, the oldest first
ROW_BY_ROW = "rows"  # members in the order of the fields, row by row
RUN = "run"  # the run of the current line, from its first field (``peek``) along its passages
ROW = "row"  # the current row (``peek``), its fields grouped by the sets joining them
SETS = "sets"  # every field starts as a set; the set of the current field is shown
CHAMBERS = "chambers"  # the chambers still to divide (``peek``), the one being divided on top
NONE = "none"  # nothing kept: the fields not reached yet are counted

Peek = Callable[[Mapping[str, Any]], int]


@dataclass(frozen=True)
class Structure:
    """One algorithm's working structure: its name (a message id) and how it is found."""

    title: str
    form: str
    effects: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    # From the generator's variables when it yields: a number the form needs (the row...).
    peek: Peek | None = None
    # For RUN: the run goes along rows (east) rather than columns (south).
    along_rows: bool = True
    # After a carve the algorithm stands on the field it carved into (a walk); False: on
    # the field that carved (the binary tree, where each field opens one wall of its own).
    walks_on: bool = True

    @property
    def has_members(self) -> bool:
        return self.form in (NEWEST_FIRST, OLDEST_FIRST, ROW_BY_ROW)

    @property
    def sized(self) -> bool:
        """Whether a breakpoint on the size makes sense (its size is cheap at every step)."""
        return self.form not in (ROW, NONE)


# The shared ones: fields waiting at the edge (Prim), every field a set (Kruskal, the growing
# forest), nothing kept (the fields not reached yet are counted).
FRONTIER_SET = Structure(N_("Frontier"), OLDEST_FIRST, {FRONTIER: (JOIN,), CARVE: (LEAVE_OTHER,)})
SETS_OF_FIELDS = Structure(N_("Sets"), SETS)
NOTHING_KEPT = Structure(N_("Not reached yet"), NONE)
