"""Room for the book's literal recursion: Python's recursion limit raised for one run, on a
thread of its own.

Python stops a recursion at ``sys.getrecursionlimit()`` nested calls (1,000 unless someone
changed it): a guard that turns a recursion that never ends into a RecursionError before it
can exhaust the process's stack. The book's ``find_neighbours`` nests one call a step, two a
field, so a maze of 32 × 24 fields already needs 1,536. ``run_nested`` raises the limit to
what one run needs and sets it back afterwards.

Since Python 3.11 a Python function calling a Python function takes no room on the C stack
(its frame lives on the heap), so the raised limit is safe for the recursion itself. C code
that recurses, though, counts against the same limit and does use the C stack; the run gets
a thread of its own with a stack far bigger than the usual 8 MB as a margin for it (its
pages are taken only as they are used), and the caller's own stack does not count.
Where no thread can start — Python in a browser (Pyodide) — the run happens on the caller's
own stack, the limit raised all the same: the one place that chooses.
"""

from __future__ import annotations

import gc
import sys
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")

# Frames a run may need besides the calls asked for: the trace function and what it calls.
FRAME_MARGIN = 40
# The stack of the thread a run gets (reserved, not used, unless C code recurses deeply).
STACK_BYTES = 64 << 20
# Whether a run gets a thread: not in a browser, where threads cannot start.
THREADS = sys.platform not in ("emscripten", "wasi")


class _Run(Generic[T]):
    """One run of ``function`` on its thread: the limit it ran under, its result or error."""

    def __init__(self, function: Callable[[], T], calls: int) -> None:
        self.function, self.calls = function, calls
        self.limit = 0
        self.result: T | None = None
        self.error: BaseException | None = None

    def __call__(self) -> None:
        before = sys.getrecursionlimit()
        self.limit = max(before, _depth() + self.calls + FRAME_MARGIN)
        sys.setrecursionlimit(self.limit)
        try:
            self.result = self.function()
        except BaseException as error:  # handed to the caller's thread, raised there
            self.error = error
        finally:
            sys.setrecursionlimit(before)


def run_nested(function: Callable[[], T], calls: int) -> tuple[T, int]:
    """Run ``function``, which nests up to ``calls`` calls, with room for them: on a thread
    with a big stack, Python's recursion limit raised while it runs. Returns its result and
    the limit it ran under; its exception is raised here."""
    run = _Run(function, calls)
    if not THREADS:
        run()
        return _outcome(run)
    # No collection on the run's thread: garbage made before the run (a window's Tk objects
    # in a cycle) would be freed there, and Tk's clean-up called from a thread not its own
    # stalls a second a call while this thread only waits. The caller's thread collects it.
    collecting = gc.isenabled()
    gc.disable()
    usual = threading.stack_size(STACK_BYTES)
    try:
        thread = threading.Thread(target=run, name="recursion")
        thread.start()
        thread.join()
    finally:
        threading.stack_size(usual)
        if collecting:
            gc.enable()
    return _outcome(run)


def _outcome(run: _Run[T]) -> tuple[T, int]:
    if run.error is not None:
        raise run.error
    return run.result, run.limit  # type: ignore[return-value]


def _depth() -> int:
    """The frames on the calling thread's stack."""
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back  # type: ignore[assignment]
    return depth
