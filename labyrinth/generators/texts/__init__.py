"""The algorithms as texts to read: one short function each, in the book's style.

The generators the program builds with are written for speed (bit masks, flat arrays,
random bytes drawn in bulk). The teaching view shows these texts instead, on mazes up to
``TEXT_FIELDS`` fields: plain names, one idea a line, on a ``Board`` that speaks of fields
and their neighbours. Each text draws the same random numbers in the same order as its
generator and yields the same events, so it carves the same maze (``tests/test_texts.py``
checks that for every algorithm, variant and shape, with excluded fields too): the ``dice``
module draws them as the fast code does. Where a text calls a shared helper of the fast code
(``join_pieces``), the view shows that code and says so.
"""

from __future__ import annotations

from importlib import import_module

from labyrinth.generators.texts.board import Board
from labyrinth.generators.texts.text import TEXT_FIELDS, TEXT_SIDE, Text

# The texts' modules, named once; each declares ``TEXTS``, its texts by the algorithm's name
# (or ``name:option`` for a variant's own).
_MODULES = tuple(
    import_module(f"{__name__}.{module}")
    for module in (
        "prim",
        "growing_tree",
        "kruskal",
        "aldous_broder",
        "wilson",
        "hunt_and_kill",
        "division",
        "growing_forest",
        "eller",
        "sidewinder",
        "binary_tree",
    )
)
TEXTS: dict[str, Text] = {name: text for module in _MODULES for name, text in module.TEXTS.items()}


def text_of(name: str, option: str | None = None) -> Text | None:
    """The text of the algorithm ``name``'s variant ``option``: its own (``TEXTS`` under
    ``name:option``) or the algorithm's; None: only the fast generator."""
    return TEXTS.get(f"{name}:{option}") or TEXTS.get(name)


__all__ = ["TEXTS", "TEXT_FIELDS", "TEXT_SIDE", "Board", "Text", "text_of"]
