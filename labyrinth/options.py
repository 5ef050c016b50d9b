"""BuildOptions: every parameter of a build, checked once, for the API, command line and window.

Each check gives one sentence naming the bad value and what would work: a size or field size
that cannot be used raises MazeException (the book's exception for a maze that cannot be
created), any other bad value ValueError. The object is frozen, so a maze's options, once
checked, stay valid.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields, replace
from typing import Any, TypedDict, TypeGuard

from labyrinth.arguments import checked_arguments
from labyrinth.ends import ENDS, Opening, default_openings
from labyrinth.generators import BOOK, Algorithm, find_algorithm
from labyrinth.i18n import N_, Message
from labyrinth.islands import ISLANDS
from labyrinth.maze_array import BOOK_HEIGHT, BOOK_WIDTH, MazeArray, size_problem
from labyrinth.maze_exception import MazeException
from labyrinth.maze_field import field_problem
from labyrinth.quoting import quoted
from labyrinth.randomness import DEFAULT_RNG, MAX_SEED, MIN_SEED, RNG_NAMES

Field = tuple[int, int]
# What blocks may do: cut fields off (the C# program's rule), or keep the maze whole.
BLOCK_MODES = ("cut", "whole")


def new_seed() -> int:
    """A fresh seed from the operating system, reported so the maze can be made again."""
    return random.SystemRandom().randrange(MAX_SEED + 1)


def is_whole(value: object) -> TypeGuard[int]:
    """An int, but not a bool (True would otherwise pass for 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def seed_problem(seed: object) -> Message | None:
    """One sentence on why ``seed`` cannot be used, or None."""
    if is_whole(seed) and MIN_SEED <= seed <= MAX_SEED:
        return None
    return Message(
        N_("The seed must be a whole number from {low} to {high}, not {seed!r}."),
        seed=quoted(seed),
        low=MIN_SEED,
        high=MAX_SEED,
    )


def _pairs(excluded: object) -> tuple[tuple[object, ...], ...]:
    """The excluded fields as a tuple of pairs; ValueError in one sentence if they are not."""

    def problem() -> ValueError:  # made when needed: quoting a million fields takes a second
        return ValueError(
            Message(
                N_("The excluded fields must be pairs (x, y), not {value!r}."),
                value=quoted(excluded),
            )
        )

    if isinstance(excluded, (str, bytes)):
        raise problem()
    try:
        # map runs in C, and a tuple given stays the same object: a mask has a million
        pairs = tuple(map(tuple, excluded))  # type: ignore[call-overload]
    except TypeError:
        raise problem() from None
    if set(map(len, pairs)) - {2}:
        raise problem()
    return pairs


def _all_inside(pairs: tuple[tuple[object, ...], ...], width: int, height: int) -> bool:
    """Whether every pair is a field of the grid, in passes over all of them at C speed,
    before a sentence is looked for field by field."""
    for index, size in ((0, width), (1, height)):
        values = [pair[index] for pair in pairs]
        if set(map(type, values)) != {int}:  # not a bool, which passes for 1
            return False
        if min(values) < 0 or max(values) >= size:  # type: ignore[type-var, operator]
            return False
    return True


def _share_problem(value: object, high: int, message: str) -> Message | None:
    if is_whole(value) and 0 <= value <= high:
        return None
    return Message(message, value=quoted(value), high=high)


class BuildKeywords(TypedDict, total=False):
    """BuildOptions' values beyond the size: the keyword arguments of MazeGraphs."""

    seed: int | None
    rng: str
    algorithm: str
    loop_percent: int
    block_permille: int
    ends: str | None
    entrance: Opening | str | None
    exit: Opening | str | None
    field_size: int | None
    excluded: tuple[Field, ...]
    islands: str | None
    block_mode: str


@checked_arguments()
@dataclass(frozen=True)
class BuildOptions:
    """What a build is asked to make; ``BuildOptions(...)`` raises on the first bad value.

    ``seed`` None takes a new seed; ``ends`` None is the book's rule, or ``border`` when an
    entrance or exit is given; ``entrance`` and ``exit`` may be written as text (``"W:0"``),
    and a missing one is the default opening of the size (see ``openings``). ``islands``
    None leaves the regions that excluded fields cut apart to the algorithm (the book's walk
    fills only the first), ``separate`` or ``join`` decide (see :mod:`labyrinth.islands`);
    ``block_mode`` ``whole`` keeps every field reachable when blocks are left standing.
    """

    width: int = BOOK_WIDTH
    height: int = BOOK_HEIGHT
    seed: int | None = None
    rng: str = DEFAULT_RNG
    algorithm: str = BOOK
    loop_percent: int = 0
    block_permille: int = 0
    ends: str | None = None
    entrance: Opening | str | None = None
    exit: Opening | str | None = None
    field_size: int | None = None
    excluded: tuple[Field, ...] = field(default=())
    islands: str | None = None
    block_mode: str = "cut"
    # The ends as given (None: follow the openings), so that with_changes derives them again.
    _ends_given: str | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        problem = size_problem(self.width, self.height)
        if problem:
            raise MazeException(problem)
        self._settle("seed", new_seed() if self.seed is None else self.seed)
        problem = seed_problem(self.seed)
        if problem:
            raise ValueError(problem)
        algorithm, option = find_algorithm(self.algorithm)  # ValueError in one sentence
        self._settle("algorithm", algorithm.spec(option))
        if self.rng not in RNG_NAMES:
            raise ValueError(
                Message(
                    N_("The random source {rng!r} is unknown: use 'python' or 'java'."),
                    rng=quoted(self.rng),
                )
            )
        if self.rng == "java" and algorithm.build is not None:
            raise ValueError(
                Message(
                    N_(
                        "The java random source is the book's own: it goes only with "
                        "the algorithm {book}."
                    ),
                    book=BOOK,
                )
            )
        problem = _share_problem(
            self.loop_percent,
            100,
            N_("The loop percent must be a whole number from 0 to {high}, not {value!r}."),
        ) or _share_problem(
            self.block_permille,
            1000,
            N_("The block permille must be a whole number from 0 to {high}, not {value!r}."),
        )
        if problem:
            raise ValueError(problem)
        self._check_choices()
        self._settle_ends()
        if self.field_size is not None:
            # The field size is a picture's: the geometry knows what can be drawn (no Pillow).
            from labyrinth.render.geometry import field_size_problem

            problem = field_size_problem(self.width, self.height, self.field_size)
            if problem:
                raise MazeException(problem)
        self._settle("excluded", _pairs(self.excluded))
        if self.excluded and not _all_inside(self.excluded, self.width, self.height):
            for x, y in self.excluded:
                problem = field_problem(x, y, self.width, self.height)
                if problem:
                    raise MazeException(problem)

    def _settle(self, name: str, value: object) -> None:
        """Put a checked or completed value in place (the object is frozen to everyone else)."""
        object.__setattr__(self, name, value)

    def _check_choices(self) -> None:
        if self.islands is not None and self.islands not in ISLANDS:
            raise ValueError(
                Message(
                    N_("The islands {islands!r} are unknown: use separate or join."),
                    islands=quoted(self.islands),
                )
            )
        if self.block_mode not in BLOCK_MODES:
            raise ValueError(
                Message(
                    N_("The blocks mode {mode!r} is unknown: use cut or whole."),
                    mode=quoted(self.block_mode),
                )
            )

    def _settle_ends(self) -> None:
        if self.ends is not None and self.ends not in ENDS:
            raise ValueError(
                Message(
                    N_("The ends {ends!r} are unknown: use book, diameter or border."),
                    ends=quoted(self.ends),
                )
            )
        openings_given = self.entrance is not None or self.exit is not None
        if openings_given and self.ends not in (None, "border"):
            raise ValueError(
                Message(
                    N_(
                        "An entrance or an exit is an opening in the border: it goes "
                        "with the ends border, not {ends}."
                    ),
                    ends=self.ends,
                )
            )
        self._settle("_ends_given", self.ends)
        self._settle("ends", "border" if openings_given else self.ends or "book")
        for name in ("entrance", "exit"):
            value = getattr(self, name)
            if value is not None and not isinstance(value, Opening):
                self._settle(name, Opening.parse(value))

    @property
    def drawn_seed(self) -> int:
        """The seed in use: the one given, or the one drawn when none was."""
        assert self.seed is not None  # __post_init__ draws one
        return self.seed

    @property
    def openings(self) -> tuple[Opening, Opening] | None:
        """Entrance and exit when the ends are on the border, else None."""
        if self.ends != "border":
            return None
        entrance, exit_ = default_openings(self.width, self.height)
        return (
            self.entrance if isinstance(self.entrance, Opening) else entrance,
            self.exit if isinstance(self.exit, Opening) else exit_,
        )

    @property
    def chosen(self) -> tuple[Algorithm, str | None]:
        """The registry's algorithm and its variant."""
        return find_algorithm(self.algorithm)

    @property
    def imperfect(self) -> bool:
        """Loops or blocks are asked for: the maze will not be perfect."""
        return bool(self.loop_percent or self.block_permille)

    def exclude_into(self, maze: MazeArray) -> None:
        """Take the excluded fields out of ``maze`` (checked already: all at once)."""
        if not self.excluded:
            return
        marked = bytearray(maze.width * maze.height)
        width = maze.width
        for x, y in self.excluded:
            marked[y * width + x] = 1
        maze.exclude_marked(marked)

    def values(self) -> dict[str, Any]:
        """Every value ``BuildOptions(...)`` takes, by name: to make the same options again
        elsewhere (a program's child process)."""
        return {item.name: getattr(self, item.name) for item in fields(self) if item.init}

    def with_changes(self, **changes: Any) -> BuildOptions:
        """A copy with some values changed, checked again; ends that were not given follow
        the openings again (an entrance added to the book's ends makes them border)."""
        changes.setdefault("ends", self._ends_given)
        return replace(self, **changes)
