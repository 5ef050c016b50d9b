"""Numbers squeezed: differences from the number before, compressed with zlib.

What a history keeps in bulk — the wall changes of a walk, the members of a structure kept
for a jump — are runs of numbers near the ones before them (a neighbour's field, a later
tick), so their differences are small and compress to a byte or two each.
"""

from __future__ import annotations

import zlib
from array import array
from collections.abc import Iterator
from itertools import accumulate
from operator import sub


def squeeze(numbers: array) -> bytes:
    """``numbers`` (an ``array('i')``) as few bytes."""
    differences = array("i", numbers[:1])
    differences.extend(map(sub, numbers[1:], numbers[:-1]))
    return zlib.compress(differences, 1)


def unsqueeze(data: bytes) -> array:
    """The numbers ``squeeze`` made ``data`` of."""
    return array("i", unsqueezed(data))


def unsqueezed(data: bytes) -> Iterator[int]:
    """The same numbers one by one, for a reader that keeps them elsewhere (no array of
    them made on the way: a jump reads a structure's members so)."""
    differences = array("i")
    differences.frombytes(zlib.decompress(data))
    return accumulate(differences)
