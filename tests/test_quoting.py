"""Values quoted in messages are shortened, whatever their size."""

from __future__ import annotations

import pytest

from labyrinth.maze_exception import MazeException
from labyrinth.options import BuildOptions
from labyrinth.quoting import quoted


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (5, "5"),
        (-9223372036854775808, "-9223372036854775808"),
        ("abc", "'abc'"),
        (10**5000 - 1, "999999999999…9999"),
        (-(10**4500) - 7, "-100000000000…0007"),
        ("9" * 5000, "'999999999999…9999'"),
        (list(range(100)), "[0, 1, 2, 3,… 99]"),
        (10**100_000, "…0000"),  # too big to write out: its last digits
    ],
    ids=["small", "64 bits", "text", "5000 digits", "4501 digits", "long text", "list", "huge"],
)
def test_a_value_is_quoted_shortened(value, shown):
    assert quoted(value) == shown
    assert f"{quoted(value)!r}" == shown  # the catalogs' {value!r} shows it as it is


@pytest.mark.parametrize(
    ("keyword", "start"),
    [
        ("seed", "The seed must be"),
        ("width", "Maze cannot be created with width"),
        ("loop_percent", "The loop percent must be"),
        ("block_permille", "The block permille must be"),
    ],
)
@pytest.mark.parametrize("value", [10**5000 - 1, "9" * 5000], ids=["number", "text"])
def test_every_build_option_quotes_5000_digits_shortened(keyword, start, value):
    with pytest.raises((ValueError, MazeException)) as raised:
        BuildOptions(**{keyword: value})
    message = getattr(raised.value, "problem", None) or str(raised.value)
    assert message.startswith(start)
    assert "999999999999…9999" in message and len(message) < 160
