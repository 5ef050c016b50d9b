"""One sentence for each tick, in the chosen language, for the status line."""

from __future__ import annotations

from labyrinth.generators import events
from labyrinth.i18n import N_, _
from labyrinth.teaching.history import BACK, CARVE, END, ENTER, LONGEST, RETURN, History, State
from labyrinth.teaching.sources import source_of
from labyrinth.teaching.steps import Scene, Steps
from labyrinth.teaching.ticks import Ticks

# The direction of a step: north, east, south, west.
_TOWARDS = (N_("to the north"), N_("to the east"), N_("to the south"), N_("to the west"))


def place(history: Ticks, field: int, java: bool = False) -> str:
    """A field as the book writes it, ``(x | y)``; None (the Java's null) for -1."""
    if field < 0:
        return "null" if java else "None"
    return f"({field % history.width} | {field // history.width})"


def method_name(java: bool) -> str:
    """The book's method as the source shown names it."""
    return "findNeighbours" if java else "find_neighbours"


def towards(history: Ticks, here: int, there: int) -> str:
    """ "to the east" and so on, for a step between neighbours."""
    step = there - here
    direction = _TOWARDS[{-history.width: 0, 1: 1, history.width: 2, -1: 3}[step]]
    return _(direction)


def sentence(history: History, state: State, java: bool = False) -> str:
    """What tick ``state.tick`` did: "Step 57: from (3 | 4) to the east, depth 12"; the
    method's name and the line number as the source shown has them (``java``)."""
    tick = state.tick
    if tick < 0:
        return _("Step 0: the walk starts at {field}. Right shows the next line.").format(
            field=place(history, history.start)
        )
    kind, here, there = history.kinds[tick], history.fields[tick], history.others[tick]
    # the depth of the path: the counter falls to -1 only when the walk leaves the start
    step, depth, method = state.calls, max(0, history.depths[tick]), method_name(java)
    if kind == CARVE:
        return _("Step {n}: from {here} {towards}, path length {depth}.").format(
            n=step, here=place(history, here), towards=towards(history, here, there), depth=depth
        )
    if kind == BACK and there < 0:
        return _(
            "Step {n}: dead end at the start {here}: there is no field to go back to, "
            "the walk is over."
        ).format(n=step, here=place(history, here))
    if kind == BACK:
        return _("Step {n}: dead end at {here}, back to {there}, path length {depth}.").format(
            n=step, here=place(history, here), there=place(history, there), depth=depth
        )
    if kind == END:
        return _(
            "Step {n}: {here} is the farthest field so far, {length} steps from the start."
        ).format(n=step, here=place(history, here), length=there)
    if kind == LONGEST:
        return _("Step {n}: the longest path so far is {length} steps, to {here}.").format(
            n=step, length=there, here=place(history, here)
        )
    if kind == RETURN:
        return _("{method}({here}) returns; {open} calls are still open.").format(
            method=method, here=place(history, here), open=state.frames
        )
    if kind == ENTER and here < 0:
        if history.loop:
            return _("Step {n}: the field is {none}, the loop ends.").format(
                n=step, none=place(history, -1, java)
            )
        return _("Step {n}: {method}({none}) does nothing; now every call returns.").format(
            n=step, method=method, none=place(history, -1, java)
        )
    if kind == ENTER:
        if history.loop:
            return _("Step {n}: the loop goes on at {here}, path length {depth}.").format(
                n=step, here=place(history, here), depth=depth
            )
        return _("Step {n}: {method}({here}) is called, path length {depth}.").format(
            n=step, method=method, here=place(history, here), depth=depth
        )
    line = history.lines[tick]
    if java:
        line = source_of(history).java_line(line)
    return _("Step {n} at {here}: line {line}, path length {depth}.").format(
        n=step, here=place(history, here), line=line + 1, depth=depth
    )


# What each event of an algorithm did; ``{n}`` the step, ``{here}`` and ``{there}`` its fields.
_EVENTS = {
    events.VISIT: N_("Step {n}: the build stands on {here}."),
    events.CARVE: N_("Step {n}: the wall from {here} {towards} comes down."),
    events.WALL: N_("Step {n}: a wall goes up between {here} and {there}."),
    events.FRONTIER: N_("Step {n}: {here} waits at the edge of the maze."),
    events.MARK: N_("Step {n}: the random walk goes on to {here}."),
    events.UNMARK: N_("Step {n}: {here} leaves the random walk."),
    events.CLEAR: N_("Step {n}: every inner wall comes down: one empty chamber."),
}


def step_sentence(steps: Steps, scene: Scene, algorithm: str) -> str:
    """What an algorithm's step did, and the size of its structure after it."""
    tick = scene.tick
    size = _("{structure}: {size}").format(
        structure=_(steps.structure.title), size=steps.size(scene)
    )
    if tick < 0:
        said = _("Step 0: {algorithm} starts at {field}. Right shows the next step.").format(
            algorithm=algorithm, field=place(steps, steps.start)
        )
        return f"{said} {size}"
    kind, here, there = steps.kinds[tick], steps.fields[tick], steps.others[tick]
    if kind == events.BACK:
        text = (
            _("Step {n}: {here} is dropped, back to {there}.")
            if there >= 0
            else _("Step {n}: {here} is dropped.")
        )
    else:
        message = _EVENTS[kind]
        text = _(message)
    said = text.format(
        n=tick + 1,
        here=place(steps, here),
        there=place(steps, there),
        towards=towards(steps, here, there) if kind == events.CARVE else "",
    )
    return f"{said} {size}"
