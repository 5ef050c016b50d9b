"""The maze algorithms, one module each, and the registry that lists them.

Every algorithm is a generator ``build(maze, start, rng, option)``: it changes the
MazeArray (rim borders set, all walls up) and yields small events (see ``events``) — the
Python form of the course's ``nextStep()`` / ``hasNextStep()``. ``start`` is the book's start
field; ``rng`` a ``random.Random`` seeded for this build; ``option`` the variant chosen after
a colon, as in ``growing-tree:oldest``. Each module declares its entries in a tuple
``ALGORITHMS``; the list below collects them, so the command line, the Python API, the window
and the tests all read one registry. A new algorithm module is added to that list; a module of
tools (``grid``, ``events`` ...) is simply not in it.
"""

from __future__ import annotations

from labyrinth.generators import (
    aldous_broder,
    backtracker,
    binary_tree,
    division,
    eller,
    empty,
    growing_forest,
    growing_tree,
    hunt_and_kill,
    kruskal,
    prim,
    sidewinder,
    wilson,
)
from labyrinth.generators.algorithm import Algorithm
from labyrinth.i18n import N_, Message

BOOK = "backtracker"
_MODULES = (
    backtracker,
    hunt_and_kill,
    growing_tree,
    prim,
    kruskal,
    aldous_broder,
    wilson,
    eller,
    growing_forest,
    division,
    sidewinder,
    binary_tree,
    empty,
)

ALGORITHMS: dict[str, Algorithm] = {
    algorithm.name: algorithm
    for algorithm in sorted(
        (algorithm for module in _MODULES for algorithm in module.ALGORITHMS),
        key=lambda algorithm: algorithm.order,
    )
}


def find_algorithm(spec: str) -> tuple[Algorithm, str | None]:
    """``"growing-tree:oldest"`` -> the algorithm and its option; ValueError in one sentence."""
    name, colon, option = str(spec).partition(":")
    algorithm = ALGORITHMS.get(name) if isinstance(spec, str) else None
    if algorithm is None:
        raise ValueError(
            Message(
                N_("There is no algorithm {name!r}: choose one of {names}."),
                name=name,
                names=", ".join(ALGORITHMS),
            )
        )
    if (colon and not option) or (option and option not in algorithm.options):
        if not algorithm.options:
            raise ValueError(
                Message(N_("The algorithm {name} has no variants; write just {name}."), name=name)
            )
        raise ValueError(
            Message(
                N_("The algorithm {name} has no variant {option!r}: choose one of {options}."),
                name=name,
                option=option,
                options=", ".join(algorithm.options),
            )
        )
    return algorithm, (option or (algorithm.options[0] if algorithm.options else None))


__all__ = ["ALGORITHMS", "BOOK", "Algorithm", "find_algorithm"]
