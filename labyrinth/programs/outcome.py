"""How a run ended, in one sentence that names the student's line.

The child reports facts (the kind of ending, the step and line, the error's type and
details); :func:`outcome_of` turns them into an :class:`Outcome` whose sentence is a
:class:`~labyrinth.i18n.Message`, translated each time it is shown. A run that was stopped
(by the user, its budget or its time) is stopped, never solved; the step is where the replay
stops to show it: the failing step, or the last one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from labyrinth.i18n import N_, Message, Number
from labyrinth.programs.none_value import NONE_NAME, none_problem
from labyrinth.programs.progress import ASKED_AGAIN, STALLED, WENT_ROUND, no_progress
from labyrinth.programs.world import HEADING_WORDS, wall_hit

FINISHED = "finished"
GOAL_REACHED = "goal reached"
STOPPED = "stopped by the user"
OVER_BUDGET = "over budget"
OVER_TIME = "over time"
ERROR = "error"
# The check before the run found a mistake: nothing ran.
REFUSED = "refused"
STOPPED_KINDS = (STOPPED, OVER_BUDGET, OVER_TIME)


@dataclass(frozen=True)
class Outcome:
    """How the run ended: ``kind`` (one of the names above), the sentence, the ``step``
    where the replay shows it (-1: none ran) and the student's ``line`` (0: none)."""

    kind: str
    message: Message
    step: int = -1
    line: int = 0

    def __str__(self) -> str:
        return str(self.message)

    @property
    def stopped(self) -> bool:
        """Stopped by the user, the budget or the time: never solved."""
        return self.kind in STOPPED_KINDS

    @property
    def solved(self) -> bool:
        """A walker's program ended by itself with the walker on the goal."""
        return self.kind == GOAL_REACHED

    @property
    def ran_to_end(self) -> bool:
        """The program ended by itself, without an error."""
        return self.kind in (FINISHED, GOAL_REACHED)


@dataclass(frozen=True)
class RunFacts:
    """What the parent adds to the child's facts: the program's kind, the budget it ran
    under, and for a walker the walk as the parent rebuilt it (never the child's word):
    where it stood, how often it had stood so before, whether on the goal, its moves, and
    the step and line of the first change the maze does not allow (None: none)."""

    walker: bool
    steps_budget: int
    seconds: float
    position: tuple[int, int] = (0, 0)
    heading: int = 0
    # How many times the walker stood on its last field facing its last heading.
    times_here: int = 0
    at_goal: bool = False
    moves: int = 0
    forged: tuple[int, int] | None = None


# The fewest times a walker must have stood just so for the sentence to say it goes round.
ROUND_AND_ROUND = 3


def at_line(line: int, problem: Message | str) -> Message:
    """``problem`` with the line it happened at (none when no line was recorded: a run
    killed before its first steps were written)."""
    if line <= 0:
        return problem if isinstance(problem, Message) else Message(problem)
    return Message(N_("Line {line}: {problem}"), line=line, problem=problem)


def unknown_name(name: str, suggestion: str) -> Message:
    """A name the program uses but never gave a value, with a name it may have meant."""
    if suggestion:
        return Message(
            N_("The name {name} is not known. Did you mean {suggestion}?"),
            name=name,
            suggestion=suggestion,
        )
    return Message(
        N_("The name {name} is not known: check its spelling, or give it a value first."),
        name=name,
    )


def unknown_attribute(owner: str, name: str, suggestion: str) -> Message:
    """``owner.name`` where ``owner`` has no such name, with one it may have meant."""
    if suggestion:
        return Message(
            N_("{owner} has no {name}. Did you mean {suggestion}?"),
            owner=owner,
            name=name,
            suggestion=suggestion,
        )
    return Message(N_("{owner} has no {name}."), owner=owner, name=name)


# What a builder's guard names when the program turned off the tracing (see ``carving_guard``).
TRACING_OFF = "sys.settrace"


def foreign_code(function: str) -> Message:
    """A builder's wall opened, or a maze to be made, by ``function``: not the program's;
    or (TRACING_OFF) a wall opened after the program turned off the tracing."""
    if function == TRACING_OFF:
        return Message(
            N_(
                "The program turned off the tracing that follows it, so the walls it opens "
                "no longer count: leave sys.settrace alone."
            )
        )
    return Message(
        N_(
            "{function} is not your program's code, but it was to open walls or make the "
            "maze: only the walls your own find_neighbours opens count."
        ),
        function=function,
    )


def outcome_of(facts: dict[str, Any], run: RunFacts) -> Outcome:
    """The outcome of a run from the DONE block's ``facts``."""
    ending = facts.get("ending", ERROR)
    step, line = int(facts.get("step", -1)), int(facts.get("line", 0))
    steps = int(facts.get("steps", 0))
    if run.forged is not None:
        return _forged(run, *run.forged)
    if facts.get("refused"):
        problem = foreign_code(str(facts["refused"]))
        return Outcome(ERROR, at_line(line, problem), step, line)
    if ending == "budget":
        return Outcome(OVER_BUDGET, _over_budget(run, line, steps), step, line)
    if ending == "time":
        return over_time(run, step, line)
    if ending == WENT_ROUND:
        return Outcome(OVER_BUDGET, at_line(line, _going_round(run)), step, line)
    if ending in (STALLED, ASKED_AGAIN):
        return Outcome(OVER_BUDGET, at_line(line, no_progress(facts)), step, line)
    if ending == "exit" and facts.get("code", "") not in ("", "0"):
        problem = Message(N_("The program ended itself with exit code {code}."), code=facts["code"])
        return Outcome(ERROR, at_line(line, problem), step, line)
    if ending in ("finished", "exit"):
        return _ended(facts, run, step, line, steps)
    return Outcome(ERROR, at_line(line, error_problem(facts)), step, line)


def over_time(run: RunFacts, step: int, line: int) -> Outcome:
    seconds = f"{run.seconds:g}"
    if run.walker and run.times_here >= ROUND_AND_ROUND:
        problem = Message(
            N_(
                "The time limit of {seconds} seconds is up. The walker has stood on "
                "({x} | {y}) facing {heading} {times} times: it goes round in circles."
            ),
            seconds=seconds,
            **_standing(run),
        )
    else:
        problem = Message(
            N_("The time limit of {seconds} seconds is up: the program was stopped."),
            seconds=seconds,
        )
    return Outcome(OVER_TIME, at_line(line, problem), step, line)


def stopped_by_user(step: int, line: int) -> Outcome:
    problem = Message(N_("You stopped the program after {steps} steps."), steps=step + 1)
    return Outcome(STOPPED, at_line(line, problem), step, line)


def died(code: int, step: int, line: int, said: str = "") -> Outcome:
    """The child process ended without saying how (killed by the system, a crash); ``said``:
    the last line it wrote on its error stream, if any, the only clue to why."""
    if said:
        problem = Message(
            N_("The program's process ended unexpectedly (exit code {code}), saying: {said}"),
            code=code,
            said=said,
        )
    else:
        problem = Message(
            N_("The program's process ended unexpectedly (exit code {code})."), code=code
        )
    return Outcome(ERROR, at_line(line, problem), step, line)


def _ended(facts: dict[str, Any], run: RunFacts, step: int, line: int, steps: int) -> Outcome:
    if not run.walker:
        message = Message(N_("The builder ran to its end in {steps} steps."), steps=steps)
        return Outcome(FINISHED, message, step, line)
    if run.at_goal:
        message = Message(
            N_("The walker reached the goal in {moves} moves ({steps} steps)."),
            moves=run.moves,
            steps=steps,
        )
        return Outcome(GOAL_REACHED, message, step, line)
    x, y = run.position
    message = Message(
        N_("The program ended, but the walker is not at the goal: it stands on ({x} | {y})."),
        x=x,
        y=y,
    )
    return Outcome(FINISHED, message, step, line)


def _forged(run: RunFacts, step: int, line: int) -> Outcome:
    """The walk reports a change the maze does not allow: the program changed the walker's
    world from inside instead of calling its functions."""
    x, y = run.position
    problem = Message(
        N_(
            "The walker was moved or turned from ({x} | {y}) in a way its functions never do: "
            "the program changed the walker's world from inside. Only the walker's own "
            "functions move it."
        ),
        x=x,
        y=y,
    )
    return Outcome(ERROR, at_line(line, problem), step, line)


def _standing(run: RunFacts) -> dict[str, Any]:
    """Where a walker that goes round stood, which way it faced and how often: the words of
    each sentence that says it goes round in circles."""
    x, y = run.position
    heading = Message(HEADING_WORDS[run.heading])
    return {"x": x, "y": y, "heading": heading, "times": Number(run.times_here)}


def _going_round(run: RunFacts) -> Message:
    """A walker stopped because it stood on one field facing one way too often."""
    return Message(
        N_(
            "The walker has stood on ({x} | {y}) facing {heading} {times} times: it goes round "
            "in circles, so it was stopped."
        ),
        **_standing(run),
    )


def _over_budget(run: RunFacts, line: int, steps: int) -> Message:
    if run.walker and run.times_here >= ROUND_AND_ROUND:
        problem = Message(
            N_(
                "The budget of {budget} steps is used up. The walker has stood on ({x} | {y}) "
                "facing {heading} {times} times: it goes round in circles."
            ),
            budget=Number(run.steps_budget),
            **_standing(run),
        )
    else:
        problem = Message(
            N_(
                "The budget of {budget} steps is used up: the program was stopped. A program "
                "that never ends needs a way out; a big maze may need a bigger budget."
            ),
            budget=Number(run.steps_budget),
        )
    return at_line(line, problem)


def error_problem(facts: dict[str, Any]) -> Message:
    """The sentence for the error that ended the program (without its line)."""
    kind, text = facts.get("type", ""), facts.get("text", "")
    name, suggestion = facts.get("name", ""), facts.get("suggestion", "")
    if kind == "WalkerStopped":
        return wall_hit(facts["x"], facts["y"], facts["heading"])
    if kind == "ForeignCode":
        return foreign_code(facts.get("function", ""))
    if facts.get(NONE_NAME):
        return none_problem(facts)
    if kind == "NameError" and name:
        return unknown_name(name, suggestion)
    if kind == "AttributeError" and name:
        return unknown_attribute(facts.get("owner", ""), name, suggestion)
    if kind == "RecursionError":
        return Message(
            N_(
                "The recursion went deeper than {limit} calls. Python allows {python_limit}; "
                "here the limit is higher than the book's method needs on this maze. So this "
                "recursion probably never ends. Check that each call comes closer to the end."
            ),
            limit=Number(facts.get("limit", 0)),
            python_limit=Number(1000),
        )
    if kind == "MemoryError":
        return Message(
            N_("The program needs more memory than the {memory} MB it may use."),
            memory=facts.get("memory_mb", 0),
        )
    if kind == "EOFError":
        return Message(
            N_(
                "input() has nothing to read: the program runs without a keyboard, so write "
                "the value into the program."
            )
        )
    if kind == "ZeroDivisionError":
        return Message(N_("A division by zero."))
    return Message(
        N_("Python stopped the program with {error}: {text}"), error=kind or "Error", text=text
    )
