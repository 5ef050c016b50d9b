"""Where a recorded build's generators yielded its events: which function and which line,
each place numbered once as a site.

Apart from ``steps`` because looking into a generator is a job of its own: through
``yield from`` to the generator that yielded, its function's source read once, and which code
is the algorithm's own and which every algorithm shares (the loops and blocks added after it,
the fast code a text runs).
"""

from __future__ import annotations

from pathlib import Path
from types import CodeType, FrameType, GeneratorType
from typing import NamedTuple

from labyrinth.generators import texts
from labyrinth.generators.texts import Text
from labyrinth.teaching.sources import Source, code_source

# The generators that add loops and blocks after the algorithm (and cut off what blocks).
ADDED_AFTER = ("add_loops", "add_blocks", "_join_pieces_cut")
_TEXTS_FOLDER = Path(texts.__file__).parent


class Site(NamedTuple):
    """A place that yielded: its number in ``YieldSites.sites``, whether it is the
    algorithm's own code, whether it adds loops and blocks after the algorithm."""

    number: int
    mine: bool
    added_after: bool


class YieldSites:
    """The sites of one build whose algorithm yields in ``own`` (its text's function on a
    small maze, ``text``, else its fast generator)."""

    def __init__(self, own: CodeType, text: Text | None) -> None:
        self.sources: list[Source] = []
        self.sites: list[tuple[int, int]] = []  # which of ``sources``, which line
        # Which of ``sources`` are the code every algorithm shares: loops, blocks, pieces.
        self.shared: set[int] = set()
        self._own, self._text = own, text
        self._code_numbers: dict[CodeType, int] = {}
        self._yields: dict[tuple[CodeType, int], Site] = {}

    def of(self, frame: FrameType) -> Site:
        """The site of the generator suspended at ``frame``'s ``yield``."""
        key = frame.f_code, frame.f_lineno
        site = self._yields.get(key)
        if site is None:
            site = self._yields[key] = self._new(*key)
        return site

    def _new(self, code: CodeType, line: int) -> Site:
        number = self._code_numbers.get(code)
        if number is None:
            number = self._code_numbers[code] = len(self.sources)
            self.sources.append(code_source(code))
        mine = code is self._own
        added_after = not mine and code.co_name in ADDED_AFTER
        if added_after or (not mine and self._fast_under_text(code)):
            self.shared.add(number)
        self.sites.append((number, self.sources[number].shown(line)))
        return Site(len(self.sites) - 1, mine, added_after)

    def _fast_under_text(self, code: CodeType) -> bool:
        """Whether ``code`` is fast code a text runs (joining the pieces that excluded fields
        cut apart, Eller's sets stuck above holes): any code outside the texts' package."""
        return self._text is not None and Path(code.co_filename).parent != _TEXTS_FOLDER


def innermost(generator: GeneratorType) -> GeneratorType:
    """The generator that yielded last, through ``yield from``."""
    while isinstance(generator.gi_yieldfrom, GeneratorType):
        generator = generator.gi_yieldfrom
    return generator
