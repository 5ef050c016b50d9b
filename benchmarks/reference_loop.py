"""A textbook tight backtracker in pure Python: the yardstick ``bench.py`` measures against.

It is the same depth-first search as the book's, written as tightly as plain Python allows,
and nothing else: one random byte per step (bytes from 240 up dropped in bulk, the rest
taken modulo 24, which 1, 2, 3 and 4 sides all divide), a grid padded with a rim of fields
that count as visited (so no step needs a bounds test), the unvisited neighbours of a field
as a mask summed from four byte arrays, steps back along the side each field was entered by
(no stack; in a trial that was a little faster than a list), and the walls derived from the
entered sides in bulk afterwards. It keeps no previous fields, finds no end field and knows
no excluded fields, so it is a lower bound for ``build_maze``, not an alternative to it.
Timing both in the same run gives a ratio that survives a busy or drifting machine.
"""

from __future__ import annotations

import random

N, E, S, W = 1, 2, 4, 8


def _pick_table() -> bytes:
    """``PICK[24 * mask + draw]``: one side of ``mask`` for a draw from 0 to 23 (0: none)."""
    table = bytearray()
    for mask in range(16):
        sides = [side for side in (N, E, S, W) if mask & side]
        table += bytes(sides[draw % len(sides)] if sides else 0 for draw in range(24))
    return bytes(table)


PICK = _pick_table()
_TO_DRAW = bytes(value % 24 for value in range(240)) + bytes(16)
_UNEVEN = bytes(range(240, 256))
_KEEP = {side: bytes(value & side for value in range(256)) for side in (N, E, S, W)}
_OPPOSITE = bytes(
    {N: S, E: W, S: N, W: E}.get(value, 0) if value in (N, E, S, W) else 0 for value in range(256)
)


def reference_maze(width: int, height: int, seed: int) -> bytearray:
    """The walls (bit 1 north, 2 east, 4 south, 8 west) of a backtracker maze from (0 | 0)."""
    row = width + 2  # one rim field left and right, one rim row above and below
    count = row * (height + 2)
    inner = bytearray(b"\x00" + b"\x01" * width + b"\x00")
    free = bytearray(row) + inner * height + bytearray(row)  # 1: not visited yet
    # free_x[g] is 24 * side x while g is unvisited: the mask of a field's unvisited
    # neighbours, already in PICK's row, is the sum of four loads, no branch.
    free_n = bytearray(free.translate(bytes([0, 24 * N]) + bytes(254)))
    free_e = bytearray(free.translate(bytes([0, 24 * E]) + bytes(254)))
    free_s = bytearray(free.translate(bytes([0, 24 * S]) + bytes(254)))
    free_w = bytearray(free.translate(bytes([0, 24 * W]) + bytes(254)))
    entered = bytearray(count)  # the side each field was entered through: also the way back
    step = (0, -row, 1, 0, row, 0, 0, 0, -1)
    start = row + 1
    free_n[start] = free_e[start] = free_s[start] = free_w[start] = 0
    field = start
    source, draws = random.Random(seed), bytearray()
    while len(draws) < 2 * width * height:  # a walk over n fields takes 2n - 1 steps
        draws += source.randbytes(1 << 16).translate(_TO_DRAW, _UNEVEN)
    for draw in draws:
        side = PICK[
            free_n[field - row] + free_e[field + 1] + free_s[field + row] + free_w[field - 1] + draw
        ]
        if side:
            field += step[side]
            entered[field] = side
            free_n[field] = free_e[field] = free_s[field] = free_w[field] = 0
        else:
            side = entered[field]
            if not side:
                break
            field -= step[side]
    return _walls(entered, width, height)


def _walls(entered: bytearray, width: int, height: int) -> bytearray:
    """The walls from the entered sides: each passage opens the entered field's far side
    and the near side of the field it came from; whole-array byte passes, no loop."""
    row = width + 2
    padding = bytes(row)
    opened = int.from_bytes(entered.translate(_OPPOSITE), "big")
    opened |= int.from_bytes(entered[row:].translate(_KEEP[S]) + padding, "big")
    opened |= int.from_bytes(padding + entered[:-row].translate(_KEEP[N]), "big")
    opened |= int.from_bytes(entered[1:].translate(_KEEP[E]) + b"\x00", "big")
    opened |= int.from_bytes(b"\x00" + entered[:-1].translate(_KEEP[W]), "big")
    padded = opened.to_bytes(len(entered), "big").translate(bytes(15 ^ v & 15 for v in range(256)))
    walls = bytearray()
    for y in range(1, height + 1):
        walls += padded[y * row + 1 : y * row + 1 + width]
    return walls
