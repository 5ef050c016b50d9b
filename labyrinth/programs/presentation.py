"""What the program replay shows at a step, decided apart from its widgets (tkinter-free):
the state the picture shows, the counters, the status bar's sentence, the outcome and the
check, what the program printed, the stack's rows. The view's widgets only show them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from labyrinth.i18n import Message, _
from labyrinth.programs.recording import ReplayState
from labyrinth.programs.world import HEADING_WORDS
from labyrinth.replay.keyframes import Replayable
from labyrinth.teaching.call_tree import MODULE, RecordedCalls
from labyrinth.teaching.folding import Fold, folded

if TYPE_CHECKING:
    from labyrinth.maze_array import MazeArray
    from labyrinth.options import BuildOptions
    from labyrinth.programs.checks import MazeCheck
    from labyrinth.programs.outcome import Outcome
    from labyrinth.programs.recording import Stack

# A row of the stack: its key (the call's position, -1 for a fold) and its texts.
Row = tuple[int, str] | tuple[int, str, str]
# Characters of the program's output shown under the navigation (its last ones).
OUTPUT_SHOWN = 300


class Replayed(RecordedCalls, Replayable[ReplayState], Protocol):
    """What the replay reads of a recorded run (``programs.recording.Recording`` is one):
    its steps are the ticks the navigation moves through."""

    source: str
    file_name: str
    options: BuildOptions  # the maze's
    maze: MazeArray
    start: int
    goal: int
    outcome: Outcome

    @property
    def steps(self) -> int: ...

    @property
    def is_builder(self) -> bool: ...

    def stack_at(self, step: int, state: ReplayState | None = None) -> Stack: ...

    def trail_at(self, step: int) -> list[int]: ...

    def output_at(self, step: int) -> str: ...

    @property
    def final(self) -> ReplayState: ...


def failing(recording: Replayed, state: ReplayState) -> bool:
    """``state`` is the step where the run failed."""
    return not recording.outcome.ran_to_end and state.step == recording.outcome.step


def as_left(recording: Replayed, state: ReplayState) -> tuple[ReplayState, int]:
    """What the picture shows at ``state``, and the step whose trail it draws: the step
    shown; at the failing step, the maze and the walker as the failing line left them (a
    line that turned twice, then hit a wall, faces the way the sentence says). The next
    step's state is that: what is recorded before a step comes from the line before it."""
    if not failing(recording, state):
        return state, state.step
    after = min(state.step + 1, recording.steps - 1)
    shown = recording.state_at(after)
    shown.step, shown.line = state.step, state.line
    return shown, after


def verdict(outcome: Outcome, check: MazeCheck | None) -> tuple[str, bool]:
    """The outcome and the check (unless it only says the outcome again), and whether the
    program did its job."""
    text = str(outcome.message)
    good = outcome.ran_to_end
    if check is not None:
        judged = str(check.message)
        text = judged if text in judged else f"{text}\n{judged}"
        good = good and check.passed
    return text, good


def printed(output: str) -> str:
    """The last of what the program printed, or nothing."""
    return _("Printed: {text}").format(text=output[-OUTPUT_SHOWN:].strip()) if output else ""


def counters(state: ReplayState, steps: int, open_calls: int, width: int | None) -> str:
    """The step of ``steps``; a builder's open calls, or (``width``: the maze's, for a
    walker) the walker's moves, field and heading."""
    step = state.step + 1
    if width is None:
        return _("Step {step} of {steps} · calls open {open}").format(
            step=step, steps=steps, open=open_calls
        )
    return _("Step {step} of {steps} · moves {moves} · on ({x} | {y}) facing {heading}").format(
        step=step,
        steps=steps,
        moves=state.moves,
        x=state.field % width,
        y=state.field // width,
        heading=Message(HEADING_WORDS[state.heading]),
    )


def sentence(state: ReplayState, stack: Stack, before_first: str) -> str:
    """What the step shown does, for the status bar (``before_first``: a message id for
    before the first step)."""
    if state.step < 0:
        return _(before_first)
    if len(stack) and stack[-1].name != MODULE:
        return _("Step {step}: line {line} in {call}.").format(
            step=state.step + 1, line=state.line, call=stack[-1].call
        )
    return _("Step {step}: line {line}.").format(step=state.step + 1, line=state.line)


def stack_rows(stack: Stack, selected: int, room: int) -> list[Row]:
    """The open calls in ``room`` rows, innermost first, a long stack folded in the middle
    around the ``selected`` call (its position from the outermost; -1: none)."""
    total = len(stack)
    chosen = total - 1 - selected if selected >= 0 else -1
    rows: list[Row] = []
    for position in folded(total, room, chosen):
        if isinstance(position, Fold):
            rows.append((-1, _("… {n} calls …").format(n=position.count)))
            continue
        index = total - 1 - position
        frame = stack[index]
        call = _("the program") if frame.name == MODULE else frame.call
        rows.append((index, call, str(frame.line)))
    return rows
