"""One sentence for each tick, in the chosen language, for the status line."""

from __future__ import annotations

from labyrinth.i18n import N_, _
from labyrinth.teaching.history import BACK, CARVE, END, ENTER, RETURN, History, State

# The direction of a step: north, east, south, west.
_TOWARDS = (N_("to the north"), N_("to the east"), N_("to the south"), N_("to the west"))


def place(history: History, field: int) -> str:
    """A field as the book writes it, ``(x | y)``; None for -1."""
    if field < 0:
        return "None"
    return f"({field % history.width} | {field // history.width})"


def towards(history: History, here: int, there: int) -> str:
    """ "to the east" and so on, for a step between neighbours."""
    step = there - here
    direction = _TOWARDS[{-history.width: 0, 1: 1, history.width: 2, -1: 3}[step]]
    return _(direction)


def sentence(history: History, state: State) -> str:
    """What tick ``state.tick`` did: "Step 57: from (3 | 4) to the east, depth 12"."""
    tick = state.tick
    if tick < 0:
        return _("Step 0: the walk starts at {field}. Right shows the next line.").format(
            field=place(history, history.start)
        )
    kind, here, there = history.kinds[tick], history.fields[tick], history.others[tick]
    step, depth = state.calls, history.depths[tick]
    if kind == CARVE:
        return _("Step {n}: from {here} {towards}, depth {depth}.").format(
            n=step, here=place(history, here), towards=towards(history, here, there), depth=depth
        )
    if kind == BACK:
        return _("Step {n}: dead end at {here}, back to {there}, depth {depth}.").format(
            n=step, here=place(history, here), there=place(history, there), depth=depth
        )
    if kind == END:
        return _(
            "Step {n}: {here} is the farthest field so far, {length} steps from the start."
        ).format(n=step, here=place(history, here), length=there)
    if kind == RETURN:
        return _("find_neighbours({here}) returns; {open} calls are still open.").format(
            here=place(history, here), open=state.frames
        )
    if kind == ENTER and here < 0:
        if history.loop:
            return _("Step {n}: the field is -1, the loop ends.").format(n=step)
        return _("Step {n}: find_neighbours(None) does nothing; now every call returns.").format(
            n=step
        )
    if kind == ENTER:
        if history.loop:
            return _("Step {n}: the loop goes on at {here}, depth {depth}.").format(
                n=step, here=place(history, here), depth=depth
            )
        return _("Step {n}: find_neighbours({here}) is called, depth {depth}.").format(
            n=step, here=place(history, here), depth=depth
        )
    return _("Step {n} at {here}: line {line}, depth {depth}.").format(
        n=step, here=place(history, here), line=history.lines[tick] + 1, depth=depth
    )
