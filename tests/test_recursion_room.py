"""Room for the book's literal recursion: the limit raised for one run and set back, the
run's error raised in the caller — on a thread of its own, or where no thread can start (a
browser), on the caller's stack."""

from __future__ import annotations

import sys
import threading

import pytest

from labyrinth import recursion_room
from labyrinth.recursion_room import run_nested


def nest(depth: int) -> int:
    return 0 if depth == 0 else 1 + nest(depth - 1)


@pytest.mark.parametrize("threads", [True, False])
def test_a_deep_recursion_runs_and_the_limit_comes_back(threads, monkeypatch):
    monkeypatch.setattr(recursion_room, "THREADS", threads)
    before = sys.getrecursionlimit()
    seen: list[str] = []

    def run() -> int:
        seen.append(threading.current_thread().name)
        return nest(20_000)

    result, limit = run_nested(run, 20_000)
    assert result == 20_000 and limit > 20_000
    assert sys.getrecursionlimit() == before
    assert seen == (["recursion"] if threads else [threading.current_thread().name])


@pytest.mark.parametrize("threads", [True, False])
def test_the_runs_error_is_raised_in_the_caller(threads, monkeypatch):
    monkeypatch.setattr(recursion_room, "THREADS", threads)
    before = sys.getrecursionlimit()
    with pytest.raises(RecursionError):
        run_nested(lambda: nest(50_000), 1_000)
    assert sys.getrecursionlimit() == before
