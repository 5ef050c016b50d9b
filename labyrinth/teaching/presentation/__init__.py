"""The teaching view's presentation model: for any tick of a recorded history (the book's
recursion or loop, ``History``; any other algorithm, ``Steps``) what the student sees, as
plain data (``model``) — the Tk view and the browser edition only show it.

``present`` makes it for a tick; ``marks`` only the marks (a view moved over a big maze
draws them anew without its panes); ``legend`` the legend's entries; ``step_of`` the step
a state is in.
"""

from __future__ import annotations

from collections.abc import Iterable

from labyrinth.i18n import _
from labyrinth.teaching.call_tree import call_sentence
from labyrinth.teaching.history import History, State
from labyrinth.teaching.presentation import book, structure
from labyrinth.teaching.presentation.model import (
    DOT,
    SET,
    Chamber,
    Marks,
    Members,
    Scale,
    ScaleMark,
    StackRow,
    StepPresentation,
)
from labyrinth.teaching.sentences import sentence, step_sentence
from labyrinth.teaching.steps import Scene, Steps

__all__ = [
    "DOT",
    "SET",
    "STACK_ROWS",
    "Chamber",
    "Marks",
    "Members",
    "Scale",
    "ScaleMark",
    "StackRow",
    "StepPresentation",
    "legend",
    "marks",
    "present",
    "step_of",
]

# The stack's rows shown when the caller does not say; the window's stack wants as many.
STACK_ROWS = 8
LANGUAGES = ("python", "java")


def present(
    history: History | Steps,
    tick_or_state: int | State | Scene,
    language: str = "python",
    selected: int = -1,
    selected_call: int = -1,
    fold: int = STACK_ROWS,
    breakpoints: Iterable[int] = (),
) -> StepPresentation:
    """What ``history`` shows at a tick (-1: before the first) or at a state of it:
    the source in ``language`` ("python" or "java"; another algorithm has Python only),
    the stack folded into ``fold`` rows, ``selected`` the field framed (and its row
    selected in the loop or a structure), ``selected_call`` the recursion's call selected,
    ``breakpoints`` the fields play stops at."""
    if language not in LANGUAGES:
        raise ValueError(f"language is one of {LANGUAGES}, not {language!r}")
    state = history.state_at(tick_or_state) if isinstance(tick_or_state, int) else tick_or_state
    if isinstance(history, Steps):
        assert isinstance(state, Scene)
        return _present_steps(history, state, selected, fold, breakpoints)
    assert isinstance(state, State)
    java = language == "java"
    source, line, other = book.source_lines(history, state, java)
    stack_rows, selected_row = book.rows(history, state, java, fold, selected, selected_call)
    return StepPresentation(
        tick=state.tick,
        step=step_of(state),
        steps=history.steps_expected(),
        language=language,
        source=source,
        line=line,
        python_line=other if java else line,
        java_line=line if java else other,
        headings=tuple(_(heading) for heading in book.HEADINGS),
        stack_rows=stack_rows,
        selected_row=selected_row,
        counters=book.counters(history, state),
        scale=book.scale(history, state),
        why=book.why(history),
        sentence=sentence(history, state, java),
        call_sentence=call_sentence(history, state, selected_call, java)
        if selected_call >= 0 and not history.loop
        else "",
        marks=book.marks(history, state, selected, breakpoints),
        legend=book.ENTRIES,
    )


def _present_steps(
    steps: Steps, scene: Scene, selected: int, fold: int, breakpoints: Iterable[int]
) -> StepPresentation:
    source, line = structure.source_lines(steps, scene.tick)
    return StepPresentation(
        tick=scene.tick,
        step=step_of(scene),
        steps=steps.steps_expected(),
        language="python",
        source=source,
        line=line,
        python_line=line,
        java_line=-1,
        headings=(structure.title(steps, scene), "#", ""),
        stack_rows=structure.rows(steps, scene, fold),
        selected_row=selected,
        counters=structure.counters(steps, scene),
        scale=structure.scale(steps, scene),
        why=structure.why(steps, scene.tick),
        sentence=step_sentence(steps, scene, _(steps.algorithm.title)),
        call_sentence="",
        marks=structure.marks(steps, scene, selected, breakpoints),
        legend=structure.legend(steps),
    )


def marks(
    history: History | Steps,
    state: State | Scene,
    selected: int = -1,
    breakpoints: Iterable[int] = (),
) -> Marks:
    """Only the marks of ``present`` at ``state``."""
    if isinstance(history, Steps):
        assert isinstance(state, Scene)
        return structure.marks(history, state, selected, breakpoints)
    assert isinstance(state, State)
    return book.marks(history, state, selected, breakpoints)


def legend(history: History | Steps | None) -> tuple[str, ...]:
    """The legend's entries for ``history`` (None: the book's, before any)."""
    return structure.legend(history) if isinstance(history, Steps) else book.ENTRIES


def step_of(state: State | Scene) -> int:
    """The step ``state`` is in: the number the status line and the step box say (the
    recursion's calls so far, the loop's passes; another algorithm's tick, from 1)."""
    return state.calls if isinstance(state, State) else state.tick + 1
