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


@pytest.mark.timeout(60)
def test_the_windows_garbage_is_not_collected_on_the_recursions_thread(tk_root, monkeypatch):
    """A Tk object left in a reference cycle is freed by the collector; freed on the recursion's
    thread, its clean-up would call Tcl from there while the window's thread only waits, and
    each such call stalls a second before it fails (a teaching view opening slowly, a test
    timing out). The run leaves that garbage to the window's own thread."""
    import tkinter

    unraisable: list[str] = []
    monkeypatch.setattr(sys, "unraisablehook", lambda found: unraisable.append(repr(found)))
    cycle: list[object] = [tkinter.StringVar(tk_root, "garbage")]
    cycle.append(cycle)
    del cycle

    def allocate() -> int:  # enough new containers for the collector to run several times
        kept = [[index] for index in range(50_000)]
        return len(kept)

    assert run_nested(allocate, 10)[0] == 50_000
    assert unraisable == []
