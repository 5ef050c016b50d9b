"""The walls after any number of a build's wall changes, without a copy of them per step.

A build opens and closes walls one at a time, and most walls change once (twice where blocks
put a carved wall back up). The changes are kept in order: the field of the event and the
way to the other field, squeezed a block at a time (``squeeze``: a walk's changes take a
byte or two each). Each wall — a field's east or south side — also keeps the epoch of its
first change, a byte: the changes fall into 254 epochs of ``per_epoch`` changes. The walls
after change ``k`` are then the walls at the start of its epoch, made from those bytes in a
few whole-array passes in C (``bytes.translate`` and big integers, 16 MB in about 0.1 s),
and the changes from there replayed: at most ``per_epoch``, a 254th of them. So the walls
of any step cost a few bytes a field in all, not a copy every few steps.
"""

from __future__ import annotations

from array import array
from collections import OrderedDict
from collections.abc import Iterator
from functools import cache

from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W
from labyrinth.teaching.squeeze import squeeze, unsqueeze

# Epochs 0 to 253; a wall whose epoch byte is NEVER has not changed.
EPOCHS = 254
NEVER = 255
# The fewest changes in an epoch: a small maze replays them all.
MIN_PER_EPOCH = 64
# The sides by their number in a change: N, E, S, W.
SIDES = (BIT_N, BIT_E, BIT_S, BIT_W)
FACING = (BIT_S, BIT_W, BIT_N, BIT_E)
# An epoch byte when epochs become twice as long.
_HALVED = bytes(value // 2 if value != NEVER else NEVER for value in range(256))
# Changes in a block squeezed together, and the blocks kept unsqueezed for reading.
BLOCK = 4096
KEPT_BLOCKS = 4


@cache
def _flipped_from(walls: int) -> bytes:
    """A translate table: the walls flipped from ``walls``."""
    return bytes(value ^ walls for value in range(256))


@cache
def _changed_before(epoch: int, bit: int) -> bytes:
    """A translate table: ``bit`` for an epoch byte below ``epoch``, else 0."""
    return bytes(bit if value < epoch else 0 for value in range(256))


class WallChanges:
    """The wall changes of one build of a ``width`` × ``height`` maze whose walls are ``base``
    before them; ``expected``: about how many changes the build makes (it sizes the epochs)."""

    def __init__(self, width: int, base: bytes, expected: int) -> None:
        self.width = width
        self.base = base
        self.per_epoch = max(MIN_PER_EPOCH, -(-expected // EPOCHS))
        # each change as field * 4 + the number of the side towards the other: full blocks
        # squeezed, the last one as it fills
        self.blocks: list[bytes] = []
        self.tail = array("i")
        self.count = 0
        self._unsqueezed: OrderedDict[int, array] = OrderedDict()
        self.east = bytearray([NEVER]) * len(base)  # the epoch of each east wall's first change
        self.south = bytearray([NEVER]) * len(base)
        self.again = array("i")  # the changes that change a wall once more
        self._steps = (-width, 1, width, -1)  # to the neighbour on the side of each number
        self._numbers = {-width: 0, 1: 1, width: 2, -1: 3}  # a side's number by the step
        self._next_epochs = EPOCHS * self.per_epoch  # more changes: longer epochs

    def __len__(self) -> int:
        return self.count

    def add(self, field: int, other: int) -> None:
        """The wall between ``field`` and its neighbour ``other`` changes (kept lean: a build
        of millions of fields makes millions of changes)."""
        number = self._numbers[other - field]
        count = self.count
        if count == self._next_epochs:
            self._longer_epochs()
        if number & 1:  # east or west: an east wall, the western field's
            epochs, owner = self.east, field if number == 1 else other
        else:  # north or south: a south wall, the northern field's
            epochs, owner = self.south, other if number == 0 else field
        if epochs[owner] == NEVER:
            epochs[owner] = count // self.per_epoch
        else:
            self.again.append(count)
        self.tail.append(field * 4 + number)
        self.count += 1
        if len(self.tail) == BLOCK:
            self.blocks.append(squeeze(self.tail))
            self.tail = array("i")

    def _longer_epochs(self) -> None:
        """More changes than ``expected``: epochs twice as long, the bytes so far halved."""
        self.per_epoch *= 2
        self._next_epochs *= 2
        self.east = self.east.translate(_HALVED)
        self.south = self.south.translate(_HALVED)

    def _block(self, number: int) -> array:
        """The codes of block ``number``."""
        if number == len(self.blocks):
            return self.tail
        codes = self._unsqueezed.get(number)
        if codes is None:
            codes = self._unsqueezed[number] = unsqueeze(self.blocks[number])
            if len(self._unsqueezed) > KEPT_BLOCKS:
                self._unsqueezed.popitem(last=False)
        else:
            self._unsqueezed.move_to_end(number)
        return codes

    def codes(self, first: int, last: int) -> Iterator[int]:
        """The codes of changes ``first`` to ``last`` (not included)."""
        while first < last:
            block, at = divmod(first, BLOCK)
            codes = self._block(block)
            end = min(BLOCK, at + last - first)
            yield from codes[at:end]
            first += end - at

    def change(self, index: int) -> tuple[int, int]:
        """The fields of change ``index``: the event's field and the other."""
        code = self._block(index // BLOCK)[index % BLOCK]
        field = code >> 2
        return field, field + self._steps[code & 3]

    def fields(self, first: int, last: int) -> set[int]:
        """The fields whose walls changes ``first`` to ``last`` (not included) change."""
        fields = set()
        for code in self.codes(first, last):
            fields.add(code >> 2)
            fields.add((code >> 2) + self._steps[code & 3])
        return fields

    def flip(self, walls: bytearray, first: int, last: int) -> None:
        """Apply changes ``first`` to ``last`` (not included) to ``walls``: walls go down, or
        up again."""
        steps = self._steps
        for code in self.codes(first, last):
            field, number = code >> 2, code & 3
            walls[field] ^= SIDES[number]
            walls[field + steps[number]] ^= FACING[number]

    def walls(self, count: int) -> bytearray:
        """The walls after the first ``count`` changes: at the start of the nearest epoch,
        the changes between flipped (on to ``count`` or back to it)."""
        per_epoch = self.per_epoch
        epoch = min(round(count / per_epoch), self.count // per_epoch)
        first = epoch * per_epoch
        if first == 0:
            walls = bytearray(self.base)
        else:
            east = int.from_bytes(self.east.translate(_changed_before(epoch, BIT_E)), "big")
            south = int.from_bytes(self.south.translate(_changed_before(epoch, BIT_S)), "big")
            # an east wall is its eastern neighbour's west wall, one byte on: 8 bits lower,
            # BIT_E (2) becoming BIT_W (8); a south wall is the next row's north wall
            flipped = (east | south | east >> 6 | south >> (8 * self.width + 2)).to_bytes(
                len(self.base), "big"
            )
            del east, south
            walls = bytearray(self._on_base(flipped))
            for again in self.again:  # a wall changed twice before the epoch: once more
                if again >= first:
                    break
                self.flip(walls, again, again + 1)
        self.flip(walls, min(first, count), max(first, count))
        return walls

    @property
    def base(self) -> bytes:
        """The walls before the first change."""
        return self._base

    @base.setter
    def base(self, walls: bytes) -> None:
        self._base = walls
        self._alike = walls.count(walls[:1]) == len(walls)  # all walls up, as a rule

    def _on_base(self, flipped: bytes) -> bytes:
        """The base walls with the walls ``flipped`` flipped."""
        base = self.base
        if self._alike:  # a table does it
            return flipped.translate(_flipped_from(base[0]))
        return (int.from_bytes(base, "big") ^ int.from_bytes(flipped, "big")).to_bytes(
            len(base), "big"
        )

    def nbytes(self) -> int:
        squeezed = sum(len(block) for block in self.blocks) + 4 * len(self.tail)
        return squeezed + 4 * len(self.again) + len(self.east) + len(self.south)
