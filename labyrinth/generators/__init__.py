"""The maze algorithms, one module each, and the registry that lists them.

Every algorithm is a generator ``build(maze, start, rng, option)``: it changes the
MazeArray (rim borders set, all walls up) and yields small events (see ``events``) — the
Python form of the course's ``nextStep()`` / ``hasNextStep()``. ``start`` is the book's start
field; ``rng`` a ``random.Random`` seeded for this build; ``option`` the variant chosen after
a colon, as in ``growing-tree:oldest``. Each module declares its entries in a tuple
``ALGORITHMS``; this package collects them, so the command line, the Python API, the window
and the tests all read one registry.
"""

from __future__ import annotations

import importlib
import pkgutil

from labyrinth.generators.algorithm import Algorithm
from labyrinth.i18n import _

BOOK = "backtracker"
_TOOLS = {"algorithm", "events", "grid"}


def _collect() -> dict[str, Algorithm]:
    found = []
    for module in pkgutil.iter_modules(__path__):
        if module.name not in _TOOLS and not module.name.startswith("_"):
            found += importlib.import_module(f"{__name__}.{module.name}").ALGORITHMS
    return {algorithm.name: algorithm for algorithm in sorted(found, key=lambda a: a.order)}


ALGORITHMS: dict[str, Algorithm] = _collect()


def find_algorithm(spec: str) -> tuple[Algorithm, str | None]:
    """``"growing-tree:oldest"`` -> the algorithm and its option; ValueError in one sentence."""
    name, colon, option = str(spec).partition(":")
    algorithm = ALGORITHMS.get(name) if isinstance(spec, str) else None
    if algorithm is None:
        raise ValueError(
            _("There is no algorithm {name!r}: choose one of {names}.").format(
                name=name, names=", ".join(ALGORITHMS)
            )
        )
    if (colon and not option) or (option and option not in algorithm.options):
        if not algorithm.options:
            raise ValueError(
                _("The algorithm {name} has no variants; write just {name}.").format(name=name)
            )
        raise ValueError(
            _("The algorithm {name} has no variant {option!r}: choose one of {options}.").format(
                name=name, option=option, options=", ".join(algorithm.options)
            )
        )
    return algorithm, (option or (algorithm.options[0] if algorithm.options else None))


__all__ = ["ALGORITHMS", "BOOK", "Algorithm", "find_algorithm"]
