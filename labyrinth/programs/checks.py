"""Checks on seeded mazes: does the program do its job on mazes it was not written for?

Each check judges one recorded run and says so in one sentence, with the fields at fault
(flat indices, for the window to mark). A builder must open walls only between neighbours
(never through the rim or a border, never on one side only), leave excluded fields alone,
reach every field its start can reach, and make no loop: a perfect maze in each region. A
walker must reach the goal (never through a wall: the world refuses that) and is compared
with the shortest way. A run that was stopped, by the user, its budget or its time, fails.

:func:`seeded_mazes` is the fixed list of mazes the checks use (sizes, exclusions, loops for
walkers); a walker's run gets a budget of at most ``STEPS_PER_FIELD`` steps a field, so that a
walker going round in circles is stopped in a moment rather than after the whole budget.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from labyrinth.analysis import distances
from labyrinth.i18n import N_, Message, N_plural, Number, _, ngettext
from labyrinth.maze_array import MazeArray
from labyrinth.options import BuildOptions
from labyrinth.programs.precheck import BUILDER, program_kind
from labyrinth.programs.recording import Recording
from labyrinth.programs.runner import DEFAULT_BUDGET, Budget, run_program
from labyrinth.sides import ALL_SIDES, EXCLUDED
from labyrinth.solvers.solution import heading_steps

# The seeded mazes, in turn: width, height, loop percent (walkers only), excluded fields.
PLAN: tuple[tuple[int, int, int, tuple[tuple[int, int], ...]], ...] = (
    (8, 6, 0, ()),
    (12, 9, 0, ((5, 4), (6, 4), (5, 5), (6, 5), (11, 0))),
    (16, 12, 20, ()),
    (24, 18, 10, ((0, 17), (10, 8), (11, 8), (12, 8), (13, 9))),
)
# The first seed of the checks' mazes; maze i has seed FIRST_SEED + i.
FIRST_SEED = 1
# The most steps a check's run may take per field of its maze (the budget's, if smaller).
STEPS_PER_FIELD = 200
# The fewest steps a check's run may take.
FEWEST_STEPS = 100_000
# The most fields at fault a sentence lists.
SHOWN_FIELDS = 5
# Per side bit: the index offset to the neighbour and the facing side bit.
_SIDES = ((1, 0, -1, 4), (2, 1, 0, 8), (4, 0, 1, 1), (8, -1, 0, 2))


@dataclass(frozen=True)
class MazeCheck:
    """One maze's check: the run, whether it ``passed``, why, the fields at fault."""

    options: BuildOptions
    recording: Recording
    passed: bool
    reason: Message
    faults: tuple[int, ...] = ()

    @property
    def message(self) -> Message:
        """The reason after "Passed:" or "Failed:"."""
        if self.passed:
            return Message(N_("Passed: {reason}"), reason=self.reason)
        return Message(N_("Failed: {reason}"), reason=self.reason)

    def __str__(self) -> str:
        return str(self.message)


def seeded_mazes(kind: str, count: int) -> list[BuildOptions]:
    """The ``count`` mazes a program of ``kind`` is checked on, always the same."""
    mazes = []
    for number in range(count):
        width, height, loops, excluded = PLAN[number % len(PLAN)]
        mazes.append(
            BuildOptions(
                width,
                height,
                seed=FIRST_SEED + number,
                loop_percent=0 if kind == BUILDER else loops,
                excluded=excluded,
            )
        )
    return mazes


def most_check_steps(options: BuildOptions) -> int:
    """The most steps a walker's check on the maze ``options`` describe may take:
    STEPS_PER_FIELD a field, at least FEWEST_STEPS."""
    return max(FEWEST_STEPS, STEPS_PER_FIELD * options.width * options.height)


def check_budget(budget: Budget, options: BuildOptions, kind: str) -> Budget:
    """``budget`` for a check on the maze ``options`` describe: for a walker at most
    ``most_check_steps``; a builder keeps all of it, since it is stopped as soon as it makes
    no progress (``progress``), and a correct Aldous–Broder wanders far longer than a walker
    may."""
    if kind == BUILDER:
        return budget
    return replace(budget, steps=min(budget.steps, most_check_steps(options)))


def check_program(
    source: str,
    file_name: str,
    count: int,
    budget: Budget = DEFAULT_BUDGET,
    language: str | None = None,
) -> Iterator[MazeCheck]:
    """Run the program on each of ``count`` seeded mazes in turn and check it there."""
    kind = program_kind(source)
    for options in seeded_mazes(kind, count):
        recording = run_program(
            source, file_name, options, check_budget(budget, options, kind), language
        )
        yield check_recording(recording)


def check_recording(recording: Recording) -> MazeCheck:
    """Judge one recorded run on its maze."""
    if recording.is_builder:
        return _check_builder(recording)
    return _check_walker(recording)


def _failed(recording: Recording, message: Message, faults: list[int]) -> MazeCheck:
    return MazeCheck(recording.options, recording, False, message, tuple(faults))


def _passed(recording: Recording, message: Message) -> MazeCheck:
    return MazeCheck(recording.options, recording, True, message)


def position(maze: MazeArray, field: int) -> str:
    """A field as the book writes it: ``(x | y)``."""
    return f"({field % maze.width} | {field // maze.width})"


class _Fields:
    """The first fields at fault, as ``(x | y)``, and how many more: in the language of the
    moment each time it is shown."""

    def __init__(self, maze: MazeArray, faults: list[int]) -> None:
        self.shown = ", ".join(position(maze, field) for field in faults[:SHOWN_FIELDS])
        self.more = len(faults) - SHOWN_FIELDS

    def __str__(self) -> str:
        if self.more <= 0:
            return self.shown
        return f"{self.shown} " + ngettext("and {n} more", "and {n} more", self.more).format(
            n=Number(self.more)
        )


# -- a walker -----------------------------------------------------------------------------------


def _check_walker(recording: Recording) -> MazeCheck:
    outcome, maze = recording.outcome, recording.maze
    final = recording.final
    if not outcome.solved:
        faults = [final.field] if final.field >= 0 else []
        return _failed(recording, outcome.message, faults)
    shortest = distances(maze, recording.start)[recording.goal]
    message = Message(
        N_("the walker reached the goal in {moves} moves; the shortest way has {shortest}."),
        moves=Number(final.moves),
        shortest=Number(shortest),
    )
    return _passed(recording, message)


# -- a builder ----------------------------------------------------------------------------------


def _check_builder(recording: Recording) -> MazeCheck:
    """The maze the builder left, judged even when its run did not end: what went wrong in
    the maze is as useful as where the program stopped."""
    maze = recording.maze_after()
    found = _maze_problem(maze, recording.start)
    outcome = recording.outcome
    if not outcome.ran_to_end:
        stack = recording.stack_at(outcome.step)
        faults = [stack[-1].place] if len(stack) and stack[-1].place >= 0 else []
        if found is None:
            return _failed(recording, outcome.message, faults)
        message = Message(
            N_("{stopped} In the maze it left, {problem}"),
            stopped=outcome.message,
            problem=found[0],
        )
        return _failed(recording, message, found[1] or faults)
    if found is not None:
        return _failed(recording, *found)
    if recording.matches_book:
        return _passed(
            recording,
            Message(N_("every field reached, no loop: exactly the book's maze for this seed.")),
        )
    return _passed(recording, Message(N_("every field reached, no loop: a perfect maze.")))


def _maze_problem(maze: MazeArray, start: int) -> Found:
    """The first thing wrong with a built maze, and its fields; None: a perfect maze."""
    for problem in (_through_borders, _excluded_touched, _half_open, _unreached, _loops):
        found = problem(maze, start)
        if found is not None:
            return found
    return None


Found = tuple[Message, list[int]] | None


def _fields_at_fault(maze: MazeArray, faults: list[int], singular: str, plural: str) -> Found:
    """The problem ``singular`` / ``plural`` names (its ``{n}`` the count, its ``{fields}``
    the first of them) with the fields at ``faults``; None when there are none: each check
    of a built maze ends so."""
    if not faults:
        return None
    message = Message(singular, plural, n=len(faults), fields=_Fields(maze, faults))
    return message, faults


def _through_borders(maze: MazeArray, start: int) -> Found:
    """Walls opened where a border is: through the rim, or into an excluded field."""
    faults = [
        field
        for field in range(len(maze.walls))
        if maze.borders[field] & ALL_SIDES & ~maze.walls[field]
        and not maze.borders[field] & EXCLUDED
    ]
    return _fields_at_fault(
        maze,
        faults,
        *N_plural(
            "{n} field has a wall opened through the rim or a border: {fields}.",
            "{n} fields have a wall opened through the rim or a border: {fields}.",
        ),
    )


def _excluded_touched(maze: MazeArray, start: int) -> Found:
    faults = [
        field
        for field in range(len(maze.walls))
        if maze.borders[field] & EXCLUDED and maze.walls[field] & ALL_SIDES != ALL_SIDES
    ]
    return _fields_at_fault(
        maze,
        faults,
        *N_plural(
            "{n} excluded field has lost a wall: {fields}.",
            "{n} excluded fields have lost a wall: {fields}.",
        ),
    )


def _half_open(maze: MazeArray, start: int) -> Found:
    """A wall opened on one side only: a neighbour's facing wall still stands."""
    width, walls = maze.width, maze.walls
    faults = []
    for field in range(len(walls)):
        x, y = field % width, field // width
        for bit, dx, dy, facing in _SIDES:
            if walls[field] & bit or not (0 <= x + dx < width and 0 <= y + dy < maze.height):
                continue
            if walls[field + dy * width + dx] & facing:
                faults.append(field)
                break
    return _fields_at_fault(
        maze,
        faults,
        *N_plural(
            "{n} field has a wall opened on its side only, the neighbour's still stands: {fields}.",
            "{n} fields have a wall opened on their side only, the neighbour's still stands: "
            "{fields}.",
        ),
    )


def _passages(maze: MazeArray) -> list[list[int]]:
    """Each field's neighbours through an open wall."""
    steps = heading_steps(maze.width)
    return [
        [field + steps[side] for side in range(4) if not maze.walls[field] & (1 << side)]
        for field in range(len(maze.walls))
    ]


def _region(maze: MazeArray, start: int) -> set[int]:
    """The fields the start can reach where no border is in the way: what a build must reach."""
    steps = heading_steps(maze.width)
    region, frontier = {start}, [start]
    while frontier:
        field = frontier.pop()
        for side in range(4):
            if maze.borders[field] & (1 << side):
                continue
            neighbour = field + steps[side]  # (borders inside the grid come in pairs)
            if neighbour not in region:
                region.add(neighbour)
                frontier.append(neighbour)
    return region


def _reached(maze: MazeArray, start: int) -> set[int]:
    """The fields a path along open walls joins to the start (no wall is open through the
    rim by now: that is checked first)."""
    return {field for field, steps in enumerate(distances(maze, start)) if steps >= 0}


def _unreached(maze: MazeArray, start: int) -> Found:
    faults = sorted(_region(maze, start) - _reached(maze, start))
    return _fields_at_fault(
        maze,
        faults,
        *N_plural(
            "{n} field was never reached: {fields}.",
            "{n} fields were never reached: {fields}.",
        ),
    )


def _loops(maze: MazeArray, start: int) -> Found:
    """Loops: more passages than a tree has. The fields at fault are those left when dead
    ends are taken away again and again: the loops and what joins them."""
    passages = _passages(maze)
    reached = _reached(maze, start)
    openings = sum(len(passages[field]) for field in reached) // 2
    loops = openings - (len(reached) - 1)
    if loops <= 0:
        return None
    degree = {field: len(passages[field]) for field in reached}
    ends = [field for field, count in degree.items() if count <= 1]
    while ends:
        field = ends.pop()
        degree[field] = 0
        for neighbour in passages[field]:
            if degree.get(neighbour, 0) > 0:
                degree[neighbour] -= 1
                if degree[neighbour] == 1:
                    ends.append(neighbour)
    faults = sorted(field for field, count in degree.items() if count > 0)
    message = Message(
        *N_plural(
            "{n} loop: not a perfect maze; the loop runs through {fields}.",
            "{n} loops: not a perfect maze; they run through {fields}.",
        ),
        n=loops,
        fields=_Fields(maze, faults),
    )
    return message, faults


# -- the command line's lines -------------------------------------------------------------------


def verdict(passed: list[bool]) -> str:
    """The whole check in a sentence, in the language of the moment: every maze passed, or
    how many failed (``passed``: each maze's)."""
    total, failed = len(passed), passed.count(False)
    if failed:
        return _("Verdict: {failed} of {total} mazes failed.").format(failed=failed, total=total)
    return ngettext("Verdict: {n} maze passed.", "Verdict: all {n} mazes passed.", total).format(
        n=total
    )


def maze_words(options: BuildOptions) -> str:
    """A checked maze in a few words, in the language of the moment: size, seed, loops,
    exclusions."""
    parts = [
        _("{width} × {height}, seed {seed}").format(
            width=options.width, height=options.height, seed=options.drawn_seed
        )
    ]
    if options.loop_percent:
        parts.append(_("loops: {percent} percent").format(percent=options.loop_percent))
    if options.excluded:
        count = len(options.excluded)
        parts.append(ngettext("{n} field excluded", "{n} fields excluded", count).format(n=count))
    return ", ".join(parts)
