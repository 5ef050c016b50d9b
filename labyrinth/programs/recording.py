"""A recorded run, ready to replay: its events, how it ended, and the maze at any step.

A *step* is one line, call or return of the program (what the budget counts). The events
are the steps and, between them, what the steps changed (walls, the walker's moves, turns
and marks, output), in flat columns (see ``stream``). The picture at step ``s`` shows the
moment before line ``s`` runs: everything recorded up to step ``s``'s event.

A recording is an instance of the one replay engine (``labyrinth.replay.keyframes``), a step
its tick: the state at a step is restored from the keyframe before it (a copy of the walls,
marks and walker every ``interval`` steps) by replaying the changes in between: memory grows
with the events, not with their square, there is no cap on stepping back, and a step back at
128 × 128 takes well under 50 ms (``benchmarks/bench_programs.py``).
"""

from __future__ import annotations

from array import array
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import cached_property

from labyrinth.maze_array import MazeArray
from labyrinth.options import BuildOptions
from labyrinth.programs.outcome import Outcome
from labyrinth.programs.precheck import BUILDER, Problem
from labyrinth.programs.stream import (
    CALL,
    IS_STEP,
    LINE,
    MARK,
    MOVE,
    OUTPUT,
    PLACE,
    RETURN,
    TURN,
    WALL,
)
from labyrinth.replay.keyframes import Keyframes, Replay
from labyrinth.replay.lazy import Lazy

# The fewest steps between two keyframes.
MIN_INTERVAL = 1024
# Keyframes take at most about this many bytes (more steps between them instead) ...
KEYFRAME_BYTES = 64 << 20
# ... and there are at most this many.
MOST_KEYFRAMES = 512
_NOT_LINE = bytes(int(kind != LINE) for kind in range(256))
_NOT_STEP = bytes(1 - is_step for is_step in IS_STEP)


def positions(mask: bytes | bytearray) -> array:
    """Where ``mask`` has a 1: found by ``find``, at C speed over the zeros between, so that
    millions of steps that change nothing cost next to nothing."""
    found = array("i")
    position = mask.find(1)
    while position >= 0:
        found.append(position)
        position = mask.find(1, position + 1)
    return found


@dataclass
class ReplayState:
    """What the maze shows at one step: the walls, the walker, its marks, the open calls."""

    walls: bytearray
    marks: bytearray  # a byte per field, 1 where marked (empty for a builder)
    field: int  # where the walker stands (-1: a builder)
    heading: int
    moves: int = 0
    innermost: int = -1  # the innermost open call (its number among the calls; -1: none)
    depth: int = 0  # the open calls
    step: int = -1  # the step shown (-1: before the first)
    line: int = 0  # the line about to run in the innermost call (0: none)

    @property
    def tick(self) -> int:
        """The step shown, as the replay engine counts its ticks."""
        return self.step

    def copy(self) -> ReplayState:
        # (written out: a copy a step while playing, where ``dataclasses.replace`` took
        # longer than the step itself)
        return ReplayState(
            bytearray(self.walls),
            bytearray(self.marks),
            self.field,
            self.heading,
            self.moves,
            self.innermost,
            self.depth,
            self.step,
            self.line,
        )


@dataclass(frozen=True)
class Frame:
    """One open call: ``call`` as the stack shows it (``find_neighbours((3 | 4))``), its
    function's ``name``, the line it is at, the field it is about (flat index; -1: none)."""

    name: str
    call: str
    line: int
    place: int


class Stack(Lazy[Frame]):
    """The open calls at a step, outermost first; ``calls`` are their numbers."""

    def __init__(self, recording: Recording, calls: array, line: int) -> None:
        self.recording, self.calls, self.line = recording, calls, line

    def __len__(self) -> int:
        return len(self.calls)

    def _at(self, position: int) -> Frame:
        calls = self.calls
        call = calls[position]
        events = self.recording.events
        call_events = self.recording.call_events
        if position + 1 < len(calls):  # where it called the next one
            line = events.b[call_events[calls[position + 1]]]
        else:
            line = self.line
        text = events.texts[events.a[call_events[call]]]
        return Frame(text.split("(", 1)[0], text, line, self.recording.places[call])


@dataclass
class Events:
    """The recording's columns (see ``stream``) and its table of texts."""

    kinds: bytearray
    lines: array
    a: array
    b: array
    texts: list[str]

    @classmethod
    def empty(cls) -> Events:
        return cls(bytearray(), array("i"), array("i"), array("i"), [])

    def __len__(self) -> int:
        return len(self.kinds)


class Recording(Replay[ReplayState]):
    """One run of a program: ``kind`` (BUILDER or WALKER), its ``source`` and
    ``file_name``, the maze ``options`` it ran on, ``maze`` before the run, the walker's
    ``start``, ``goal`` and ``heading`` (flat indices; -1 for a builder's goal), the
    ``events``, the ``outcome``, the ``problems`` found before the run (then nothing ran),
    the output it printed (``output_cut`` characters beyond the cap were dropped) and the
    recursion limit it ran under.

    ``events`` are the columns of ``stream`` (kinds, lines, a, b, texts); ``event_of(step)``
    and ``step_of(event)`` go between steps and events. Its ticks are its steps, all
    recorded.
    """

    def __init__(
        self,
        kind: str,
        source: str,
        file_name: str,
        options: BuildOptions,
        maze: MazeArray,
        start: int,
        goal: int,
        heading: int,
        events: Events,
        outcome: Outcome,
        problems: tuple[Problem, ...] = (),
    ) -> None:
        self.kind, self.source, self.file_name = kind, source, file_name
        self.options, self.maze = options, maze
        self.start, self.goal, self.heading = start, goal, heading
        self.events, self.outcome, self.problems = events, outcome, problems
        self.output_cut = 0
        self.recursion_limit = 0
        self.guard = ""  # how the run was walled off (see ``runner``): "" for not at all
        # The builder's own end field and path length, as it left them (-1: none).
        self.end_field = -1
        self.path_length = -1
        kinds = events.kinds
        # The events that are no steps (what the steps changed), each by the number of steps
        # before it: the event of step s is s plus how many of them come before it. A loop
        # that changes nothing has none, so millions of steps cost nothing here.
        self._extras = positions(kinds.translate(_NOT_STEP))
        self._extra_ranks = array("i", (event - rank for rank, event in enumerate(self._extras)))
        self._steps = len(kinds) - len(self._extras)
        self._changes = positions(kinds.translate(_NOT_LINE))
        self.call_events = array("i")  # the CALL event of each call, in order
        self.parents = array("i")  # each call's caller among the calls (-1: none)
        self.places = array("i")  # the field each call is about (-1: none)
        self.interval = self._interval()
        self.keyframes: Keyframes[ReplayState] = Keyframes()
        self._final = self._replay_all()

    @property
    def steps(self) -> int:
        """How many steps the program ran (that were recorded)."""
        return self._steps

    def __len__(self) -> int:
        return self._steps

    def event_of(self, step: int) -> int:
        """The event of step ``step`` (a line, call or return)."""
        return step + bisect_right(self._extra_ranks, step)

    def step_of(self, event: int) -> int:
        """The step of event ``event``: a step's own number; for a change, the first step
        whose state shows it (the change was made while the step before it ran)."""
        return event - bisect_left(self._extras, event)

    @property
    def is_builder(self) -> bool:
        return self.kind == BUILDER

    # -- keyframes ----------------------------------------------------------------------------

    def initial(self) -> ReplayState:
        marks = bytearray() if self.is_builder else bytearray(len(self.maze.walls))
        field = -1 if self.is_builder else self.start
        return ReplayState(bytearray(self.maze.walls), marks, field, self.heading)

    def _interval(self) -> int:
        state_bytes = 2 * len(self.maze.walls) + 64
        keyframes = max(1, min(MOST_KEYFRAMES, KEYFRAME_BYTES // state_bytes))
        return max(MIN_INTERVAL, -(-self.steps // keyframes))

    def _replay_all(self) -> ReplayState:
        """One pass over the changes: the calls' links and places, and the keyframes (the
        state after the last step the last of them)."""
        state = self.initial()
        event_of, interval = self.event_of, self.interval
        keyframe_step = 0  # the step the next keyframe shows, and its event (found once)
        keyframe_event = event_of(0) if self.steps else len(self.events)
        for event in self._changes:
            while keyframe_event < event:
                self._keep(state, keyframe_step)
                keyframe_step += interval
                keyframe_event = (
                    event_of(keyframe_step) if keyframe_step < self.steps else len(self.events)
                )
            self._apply(state, event, recording=True)
        while keyframe_step < self.steps:
            self._keep(state, keyframe_step)
            keyframe_step += interval
        if self.steps:
            self._keep(state, self.steps - 1)
        return state

    def _keep(self, state: ReplayState, step: int) -> None:
        state.step = step  # (the pass itself reads no step)
        self.keyframes.keep(state)

    def _apply(self, state: ReplayState, event: int, recording: bool = False) -> None:
        """Change ``state`` by one event that is not a line (``recording``: the first pass,
        which also links the calls)."""
        events = self.events
        kind, a = events.kinds[event], events.a[event]
        if kind == CALL:
            if recording:  # (this call is the last one so far)
                self.call_events.append(event)
                self.parents.append(state.innermost)
                self.places.append(-1)
                state.innermost = len(self.call_events) - 1
            else:
                state.innermost = bisect_right(self.call_events, event) - 1
            state.depth += 1
        elif kind == RETURN:
            if state.innermost >= 0:
                state.innermost = self.parents[state.innermost]
            state.depth -= 1
        elif kind == WALL:
            state.walls[a] = events.b[event]
        elif kind == MOVE:
            state.field = a
            state.moves += 1
        elif kind == TURN:
            state.heading = a
        elif kind == MARK:
            state.marks[a] = 1
        elif kind == PLACE and recording and state.innermost >= 0:
            self.places[state.innermost] = a

    # -- the replay ---------------------------------------------------------------------------

    def kept_before(self, step: int) -> ReplayState | None:
        return self.keyframes.before(step)

    def advance(self, state: ReplayState, step: int) -> None:
        """Bring ``state`` forward to ``step``: the changes in between applied to it, so
        that playing step after step never goes back to a keyframe. The last step shows
        every event recorded."""
        if step < 0:
            return  # before the first step: nothing to replay
        changes = self._changes
        begin = bisect_right(changes, self._last_event(state.step))
        for position in range(begin, bisect_right(changes, self._last_event(step))):
            self._apply(state, changes[position])
        state.step = step
        state.line = self._line_at(step)

    def stops(
        self, tick: int, state: ReplayState, fields: set[int], dead_ends: bool, limit: int
    ) -> bool:
        """Play stops after a line of the program's that is one of its breakpoints
        (``fields``: a program's breakpoints are its lines; it has no dead ends, no limit)."""
        if not fields:
            return False
        event = self.event_of(tick)
        return self.events.kinds[event] == LINE and self.events.lines[event] in fields

    def _line_at(self, step: int) -> int:
        """The line about to run at ``step``, in the innermost open call: a return goes on in
        its caller."""
        event = self.event_of(step)
        if self.events.kinds[event] == RETURN:
            return self.events.b[event]
        return self.events.lines[event]

    def line_of(self, step: int) -> int:
        """The line step ``step`` records: the line about to run, a call's ``def`` line, the
        line a return leaves from."""
        return self.events.lines[self.event_of(step)]

    def kind_of(self, step: int) -> int:
        """LINE, CALL or RETURN."""
        return self.events.kinds[self.event_of(step)]

    def stack_at(self, step: int, state: ReplayState | None = None) -> Stack:
        """The open calls at ``step``, outermost first (``state``: ``state_at(step)`` if
        already made). Its frames are made as they are read: a stack thousands of calls
        deep costs a list of their numbers."""
        state = state or self.state_at(step)
        chain = array("i")
        call = state.innermost
        while call >= 0:
            chain.append(call)
            call = self.parents[call]
        chain.reverse()
        return Stack(self, chain, state.line)

    def path_at(self, step: int) -> list[int]:
        """The fields of the open calls, outermost first: the stack drawn on the maze."""
        stack = self.stack_at(step)
        places = self.places
        return [places[call] for call in stack.calls if places[call] >= 0]

    def _last_event(self, step: int) -> int:
        """The last event shown at ``step``: the last of all at the last step, as in
        ``state_at``; -1 before the first."""
        if step < 0 or not self.steps:
            return -1
        return len(self.events) if step >= self.steps - 1 else self.event_of(step)

    @cached_property
    def _moves(self) -> array:
        """The MOVE events, in order."""
        return array("i", (event for event in self._changes if self.events.kinds[event] == MOVE))

    def trail_at(self, step: int) -> list[int]:
        """The fields the walker stood on up to ``step``, the start first."""
        if self.is_builder:
            return []
        last = self._last_event(step)
        count = bisect_right(self._moves, last)
        return [self.start, *(self.events.a[event] for event in self._moves[:count])]

    @cached_property
    def _outputs(self) -> array:
        return array("i", (event for event in self._changes if self.events.kinds[event] == OUTPUT))

    def output_at(self, step: int) -> str:
        """What the program printed up to ``step``."""
        last = self._last_event(step)
        count = bisect_right(self._outputs, last)
        texts, a = self.events.texts, self.events.a
        return "".join(texts[a[event]] for event in self._outputs[:count])

    @property
    def output(self) -> str:
        """Everything the program printed (up to the cap)."""
        return self.output_at(self.steps)

    # -- after the run ------------------------------------------------------------------------

    @property
    def final(self) -> ReplayState:
        """The state after every recorded event."""
        return self._final.copy()

    def maze_after(self) -> MazeArray:
        """The maze as the run left it (its borders, and the walls after every event)."""
        maze = MazeArray(self.maze.width, self.maze.height)
        maze.borders[:] = self.maze.borders
        maze.walls[:] = self._final.walls
        return maze

    def trail(self) -> list[int]:
        """Every field the walker stood on, the start first (empty for a builder)."""
        return self.trail_at(self.steps)

    @cached_property
    def matches_book(self) -> bool:
        """A builder that ran to its end and carved exactly the book's maze of the same
        size, exclusions, seed and random source (False for a walker)."""
        if not self.is_builder or not self.outcome.ran_to_end:
            return False
        from labyrinth.programs.mazes import book_maze

        return bytes(self._final.walls) == bytes(book_maze(self.options).walls)
