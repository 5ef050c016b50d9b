"""An algorithm's events packed into a byte each, most of them: what ``steps.Steps`` keeps.

An event's field is nearly always where the one before left off — the same field, the
other one, the field the walk stands on, or a neighbour of one of these — and its other
field is -1 or a neighbour. So a tick is one byte, an ``Op`` from a table the recording
fills (the event's kind, the line that yielded it, and how its fields follow from the tick
before); a field that follows from nothing comes after it as a number, as do the numbers the
structure peeks and recursive division's chambers. A tick that changes a wall takes its
fields from the wall changes (``walls.WallChanges``), which keep them anyway. The ticks go
in chunks; a full chunk is compressed with zlib (a random walk's steps take about two bits
each) and unpacked again, into plain lists, when it is read.
"""

from __future__ import annotations

import zlib
from array import array
from collections import OrderedDict
from dataclasses import dataclass

from labyrinth.generators.events import BACK, CARVE, MARK, UNMARK, VISIT, WALL
from labyrinth.teaching.walls import WallChanges

# How an op finds its field: from one of the three registers (the tick before's field and
# other field, the field the walk stands on), a neighbour of one (4 sides each), a field two
# steps from the tick before's (8 of them: where a random walk goes on after a loop of it is
# erased), a number that follows, -1, or the next wall change.
SAME, NEAR, TWO_STEPS, NUMBER, NOTHING, CHANGE = 0, 3, 15, 23, 24, 25
# Unpacked chunks kept for reading (a replay reads two at a time, the columns a third).
KEPT_CHUNKS = 4


@dataclass(frozen=True)
class Op:
    """What one tick's byte stands for."""

    kind: int
    site: int  # which line of which generator yielded it (``Steps.sites``)
    field: int  # a mode above
    other: int  # NOTHING, NEAR + side, SAME + register, NUMBER; CHANGE goes with CHANGE
    aux: bool  # a new peeked number follows (else the tick before's)
    chambers: bool  # recursive division's chambers change: how many stay, then the new ones


@dataclass(slots=True)
class Tick:
    """One tick unpacked."""

    kind: int
    field: int
    other: int
    site: int
    aux: int
    change: int  # the wall changes before this tick
    keep: int = -1  # chambers that stay (-1: no change)
    pushed: tuple[int, ...] = ()  # then these, four numbers a chamber


@dataclass(slots=True)
class Registers:
    """What a tick is packed against: the tick before's fields, the walk's field, the
    peeked number, the wall changes so far."""

    field: int = -1
    other: int = -1
    current: int = -1
    aux: int = -1
    change: int = 0

    def copy(self) -> Registers:
        return Registers(self.field, self.other, self.current, self.aux, self.change)

    def step(self, kind: int, field: int, other: int, aux: int) -> None:
        """After a tick: the walk's field moves as ``Scene.current`` does."""
        if kind == CARVE:
            self.current = other
        elif kind in (WALL, VISIT, MARK, UNMARK):
            self.current = field
        elif kind == BACK:
            self.current = other if other >= 0 else field
        self.field, self.other, self.aux = field, other, aux


@dataclass
class Chunk:
    """Ticks packed: their ops and numbers (compressed once the chunk is full), and the
    registers before the first of them."""

    start: Registers
    ops: bytes | bytearray
    numbers: bytes | array
    packed: bool = False


class PackedTicks:
    """The ticks of one build of a maze ``width`` fields wide, ``chunk`` ticks a chunk."""

    def __init__(self, width: int, changes: WallChanges, chunk: int) -> None:
        self.width, self.changes, self.chunk = width, changes, chunk
        self.ops: list[Op] = []
        self._op_numbers: dict[tuple[int, int, int, int, bool, bool], int] = {}
        self.chunks: list[Chunk] = []
        self.count = 0
        self._registers = Registers()
        self._near = {-width: 0, 1: 1, width: 2, -1: 3}
        self._steps = (-width, 1, width, -1)
        self._two_steps = (
            -2 * width,
            1 - width,
            2,
            width + 1,
            2 * width,
            width - 1,
            -2,
            -width - 1,
        )
        self._two = {step: number for number, step in enumerate(self._two_steps)}
        self._unpacked: OrderedDict[int, list[Tick]] = OrderedDict()
        self._open: list[Tick] = []  # the ticks of the last chunk, while it fills

    def __len__(self) -> int:
        return self.count

    # -- packing --------------------------------------------------------------------------------

    def add(
        self,
        kind: int,
        field: int,
        other: int,
        site: int,
        aux: int,
        changed: bool,
        chambers: tuple[int, tuple[int, ...]] | None,
    ) -> Tick:
        """Pack one tick, and return it unpacked; ``changed``: it changed a wall (added to the
        changes already); ``chambers``: how many stay and the new ones, when they change."""
        if self.count % self.chunk == 0:
            if self.chunks:
                self._pack(self.chunks[-1])
            start = self._registers.copy()
            self.chunks.append(Chunk(start, bytearray(), array("i")))
            self._open = []
        numbers = self.chunks[-1].numbers
        assert isinstance(numbers, array)
        registers = self._registers
        unpacked = Tick(kind, field, other, site, aux, registers.change)
        if chambers is not None:
            unpacked.keep, unpacked.pushed = chambers
        if changed:
            field_mode, other_mode = CHANGE, CHANGE
            registers.change += 1
        else:
            field_mode = self._mode(field, (registers.field, registers.other, registers.current))
            if field_mode == NUMBER:
                numbers.append(field)
            other_mode = self._other_mode(field, other, registers)
            if other_mode == NUMBER:
                numbers.append(other)
        new_aux = aux != registers.aux
        if new_aux:
            numbers.append(aux)
        if chambers is not None:
            keep, pushed = chambers
            numbers.extend((keep, len(pushed) // 4, *pushed))
        key = (kind, site, field_mode, other_mode, new_aux, chambers is not None)
        number = self._op_numbers.get(key)
        if number is None:
            number = self._op_numbers[key] = len(self.ops)
            if number > 255:
                raise OverflowError("more kinds of ticks than a byte holds")
            self.ops.append(Op(*key))
        ops = self.chunks[-1].ops
        assert isinstance(ops, bytearray)
        ops.append(number)
        registers.step(kind, field, other, aux)
        self.count += 1
        self._open.append(unpacked)
        return unpacked

    def _mode(self, field: int, registers: tuple[int, int, int]) -> int:
        if field < 0:
            return NOTHING
        for number, register in enumerate(registers):
            if field == register:
                return SAME + number
        for number, register in enumerate(registers):
            side = self._near.get(field - register)
            if side is not None and register >= 0:
                return NEAR + 4 * number + side
        two = self._two.get(field - registers[0])
        if two is not None and registers[0] >= 0:
            return TWO_STEPS + two
        return NUMBER

    def _other_mode(self, field: int, other: int, registers: Registers) -> int:
        if other < 0:
            return NOTHING
        side = self._near.get(other - field)
        if side is not None and field >= 0:
            return NEAR + side
        if other == registers.field:
            return SAME
        if other == registers.other:
            return SAME + 1
        return NUMBER

    def _pack(self, chunk: Chunk) -> None:
        chunk.ops = zlib.compress(chunk.ops)
        chunk.numbers = zlib.compress(bytes(chunk.numbers))
        chunk.packed = True

    # -- unpacking ------------------------------------------------------------------------------

    def tick(self, tick: int) -> Tick:
        """Tick ``tick`` unpacked (with the others of its chunk, kept for a while)."""
        return self.chunk_ticks(tick // self.chunk)[tick % self.chunk]

    def chunk_ticks(self, number: int) -> list[Tick]:
        """The ticks of chunk ``number``, unpacked."""
        if number == len(self.chunks) - 1 and not self.chunks[number].packed:
            return self._open
        kept = self._unpacked.get(number)
        if kept is not None:
            self._unpacked.move_to_end(number)
            return kept
        ticks = self._unpack(self.chunks[number])
        self._unpacked[number] = ticks
        if len(self._unpacked) > KEPT_CHUNKS:
            self._unpacked.popitem(last=False)
        return ticks

    def _unpack(self, chunk: Chunk) -> list[Tick]:
        assert isinstance(chunk.ops, bytes) and isinstance(chunk.numbers, bytes)
        codes = zlib.decompress(chunk.ops)
        numbers = array("i")
        numbers.frombytes(zlib.decompress(chunk.numbers))
        registers = chunk.start.copy()
        steps, changes = self._steps, self.changes
        at = 0
        ticks = []
        for code in codes:
            op = self.ops[code]
            change = registers.change
            if op.field == CHANGE:
                field, other = changes.change(change)
                registers.change += 1
            else:
                field, at = self._field(op.field, registers, numbers, at)
                if op.other == NOTHING:
                    other = -1
                elif op.other == NUMBER:
                    other, at = numbers[at], at + 1
                elif op.other >= NEAR:
                    other = field + steps[op.other - NEAR]
                else:
                    other = registers.other if op.other else registers.field
            aux = registers.aux
            if op.aux:
                aux, at = numbers[at], at + 1
            tick = Tick(op.kind, field, other, op.site, aux, change)
            if op.chambers:
                tick.keep, count = numbers[at], numbers[at + 1]
                tick.pushed = tuple(numbers[at + 2 : at + 2 + 4 * count])
                at += 2 + 4 * count
            ticks.append(tick)
            registers.step(op.kind, field, other, aux)
        return ticks

    def _field(self, mode: int, registers: Registers, numbers: array, at: int) -> tuple[int, int]:
        if mode == NOTHING:
            return -1, at
        if mode == NUMBER:
            return numbers[at], at + 1
        values = (registers.field, registers.other, registers.current)
        if mode < NEAR:
            return values[mode - SAME], at
        if mode >= TWO_STEPS:
            return registers.field + self._two_steps[mode - TWO_STEPS], at
        near = mode - NEAR
        return values[near // 4] + self._steps[near % 4], at

    def nbytes(self) -> int:
        """The bytes the chunks hold (an unpacked chunk four a number)."""
        return sum(
            len(chunk.ops) + len(chunk.numbers) * (1 if chunk.packed else 4) + 40
            for chunk in self.chunks
        )
