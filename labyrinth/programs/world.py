"""The walker's world: a maze, a walker on a field facing one way, its trail and its marks.

A walker program (Karel style) drives it with nine functions, named in the student's
language by the one table :data:`NAMES`, which the child process that runs a program and
the turtle-style module both read. ``move()`` into a wall raises :class:`WalkerStopped`,
whose sentence names the field, as the book writes it ``(x | y)``, and the heading.

Headings count as the wall bits do: 0 north, 1 east, 2 south, 3 west, so a right turn adds
one. The walker starts facing east (:data:`START_HEADING`), as Karel and Reeborg do: the
same on every maze, so the program, not the maze, decides where it turns first.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable

from labyrinth.i18n import N_, Message, MessageError
from labyrinth.languages import LANGUAGES, WALKER_METHODS
from labyrinth.maze_array import MazeArray
from labyrinth.solvers.solution import heading_steps

NORTH, EAST, SOUTH, WEST = range(4)
START_HEADING = EAST
# The headings' words, translated when a sentence is shown.
HEADING_WORDS = (N_("north"), N_("east"), N_("south"), N_("west"))

# What a world tells its observer, with the value after the change.
MOVED = 1  # the walker stands on field (flat index) value
TURNED = 2  # the walker faces heading value
MARKED = 3  # field value has a mark

# The walker's functions: the world's method, then its name in each language (the table of
# ``labyrinth.languages``, where a language is one entry).
NAMES: dict[str, dict[str, str]] = {
    method: {code: language.walker[method] for code, language in LANGUAGES.items()}
    for method in WALKER_METHODS
}
# The functions that answer a question (True or False) rather than act.
QUESTIONS = ("front_is_clear", "left_is_clear", "right_is_clear", "at_goal", "is_marked")
PROGRAM_LANGUAGES = tuple(LANGUAGES)


def names_in(language: str) -> dict[str, str]:
    """The walker's functions in ``language``: its name -> the world's method."""
    return {names[language]: method for method, names in NAMES.items()}


def wall_hit(x: int, y: int, heading: int) -> Message:
    """The sentence for a move into a wall from ``(x | y)`` facing ``heading``."""
    return Message(
        N_("The walker cannot move from ({x} | {y}) facing {heading}: a wall is in the way."),
        x=x,
        y=y,
        heading=Message(HEADING_WORDS[heading]),
    )


class WalkerStopped(MessageError):
    """``move()`` ran into a wall: the walk stops here, at ``(x | y)`` facing ``heading``."""

    def __init__(self, x: int, y: int, heading: int) -> None:
        super().__init__(wall_hit(x, y, heading))
        self.x, self.y, self.heading = x, y, heading


Observer = Callable[[int, int], None]


class WalkerWorld:
    """A walker on the built ``maze``, from ``start`` to ``goal`` (each ``(x, y)``).

    It keeps its ``trail`` (the fields it stood on, flat indices ``y * width + x``, the
    start first), its ``heading``, its ``marks`` (a byte per field, 1 where marked) and
    ``moves``. ``observer``, when given, hears of each change as ``(MOVED | TURNED |
    MARKED, value)``: the child process records them, the turtle-style window draws them.
    """

    def __init__(
        self,
        maze: MazeArray,
        start: tuple[int, int],
        goal: tuple[int, int],
        heading: int = START_HEADING,
        observer: Observer | None = None,
    ) -> None:
        self.maze = maze
        self.width = maze.width
        self.goal = goal[1] * maze.width + goal[0]
        self.field = start[1] * maze.width + start[0]
        self.heading = heading % 4
        self.trail = array("i", [self.field])
        self.marks = bytearray(len(maze.walls))
        self.moves = 0
        self.observer = observer
        self._steps = heading_steps(maze.width)

    @property
    def position(self) -> tuple[int, int]:
        """Where the walker stands, ``(x, y)``."""
        return self.field % self.width, self.field // self.width

    def _clear(self, turn: int) -> bool:
        return not self.maze.walls[self.field] & (1 << ((self.heading + turn) & 3))

    def _tell(self, change: int, value: int) -> None:
        if self.observer is not None:
            self.observer(change, value)

    def ahead(self) -> int:
        """The field ahead (flat index), wall or not."""
        return self.field + self._steps[self.heading]

    def move(self) -> None:
        """One field ahead; WalkerStopped when a wall is in the way."""
        if not self._clear(0):
            raise WalkerStopped(*self.position, self.heading)
        self.field = self.ahead()
        self.moves += 1
        self.trail.append(self.field)
        self._tell(MOVED, self.field)

    def turn_left(self) -> None:
        """A quarter turn to the left, on the spot."""
        self.heading = (self.heading - 1) & 3
        self._tell(TURNED, self.heading)

    def turn_right(self) -> None:
        """A quarter turn to the right, on the spot."""
        self.heading = (self.heading + 1) & 3
        self._tell(TURNED, self.heading)

    def front_is_clear(self) -> bool:
        """No wall ahead."""
        return self._clear(0)

    def left_is_clear(self) -> bool:
        """No wall to the left."""
        return self._clear(-1)

    def right_is_clear(self) -> bool:
        """No wall to the right."""
        return self._clear(1)

    def at_goal(self) -> bool:
        """The walker stands on the goal."""
        return self.field == self.goal

    def mark(self) -> None:
        """Mark the field the walker stands on (a mark stays; marking again changes nothing)."""
        self.marks[self.field] = 1
        self._tell(MARKED, self.field)

    def is_marked(self) -> bool:
        """The field the walker stands on has a mark."""
        return bool(self.marks[self.field])

    def functions(self, language: str | None = None) -> dict[str, Callable[[], object]]:
        """The walker's functions by their names in ``language`` (None: every language's),
        bound to this world: what a walker program gets to call."""
        languages = PROGRAM_LANGUAGES if language is None else (language,)
        return {
            names[code]: getattr(self, method)
            for method, names in NAMES.items()
            for code in languages
        }


class WalkReplay:
    """The walk a run recorded, applied by the parent to a world of its own: what a check
    judges. The child only reports what the walker did (moved, turned, marked): whatever
    the program did to the child's copy of the world, only the changes this world allows
    count, and the walk stops at the first it does not."""

    def __init__(
        self, maze: MazeArray, start: int, goal: int, heading: int = START_HEADING
    ) -> None:
        width = maze.width
        self.world = WalkerWorld(
            maze, (start % width, start // width), (goal % width, goal // width), heading
        )
        # How often the walker stood on each field facing each way: (field, heading) -> times.
        self.stood: dict[tuple[int, int], int] = {(self.world.field, self.world.heading): 1}
        # How often it stepped onto each field facing each way (the start is no step).
        self.entered: dict[tuple[int, int], int] = {}

    def apply(self, change: int, value: int) -> bool:
        """Apply one reported change; False when the world does not allow it: a move
        through a wall or a jump, a turn by more than a quarter, a mark elsewhere than under
        the walker."""
        if not self._allowed(change, value):
            return False
        if change == MARKED:
            return True  # the walker stands as it stood
        here = (self.world.field, self.world.heading)
        self.stood[here] = self.stood.get(here, 0) + 1
        if change == MOVED:
            self.entered[here] = self.entered.get(here, 0) + 1
        return True

    def _allowed(self, change: int, value: int) -> bool:
        world = self.world
        if change == MOVED:
            if not world.front_is_clear() or value != world.ahead():
                return False
            world.move()
            return True
        if change == TURNED:
            if value == (world.heading + 1) & 3:
                world.turn_right()
            elif value == (world.heading - 1) & 3:
                world.turn_left()
            else:
                return False
            return True
        if change == MARKED and value == world.field:
            world.mark()
            return True
        return False

    @property
    def times_here(self) -> int:
        """How often the walker stood where it stands now, facing the way it faces now."""
        return self.stood[(self.world.field, self.world.heading)]

    @property
    def most_entered(self) -> tuple[int, int, int]:
        """The field and heading the walker stepped onto most often, and how often (a field
        entered a second time facing the same way: it has come back to where it went round)."""
        if not self.entered:
            return -1, 0, 0
        (field, heading), times = max(self.entered.items(), key=lambda item: item[1])
        return field, heading, times
