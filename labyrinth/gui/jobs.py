"""Named after() jobs of one mode of the window (play mode, the walk): a job of a name
replaces the pending one of that name, and all are cancelled together when the mode ends or
the window closes, so Tk never runs one whose Python side is gone."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol


class Scheduler(Protocol):
    """Tk's ``after`` and ``after_cancel`` (a widget, or a test's stand-in)."""

    def after(self, ms: int, func: Callable[[], object]) -> str: ...

    def after_cancel(self, id: str) -> None: ...


class Jobs:
    def __init__(self, scheduler: Scheduler) -> None:
        self.scheduler = scheduler
        self._pending: dict[str, str] = {}

    def later(self, name: str, delay: int, action: Callable[[], object]) -> None:
        """Run ``action`` in ``delay`` ms, in place of the job ``name`` pending now."""
        self.cancel(name)

        def run() -> None:
            del self._pending[name]
            action()

        self._pending[name] = self.scheduler.after(delay, run)

    def cancel(self, name: str | None = None) -> None:
        """Cancel the job ``name`` (if pending), or every job (None)."""
        names = list(self._pending) if name is None else [name]
        for each in names:
            job = self._pending.pop(each, None)
            if job is not None:
                self.scheduler.after_cancel(job)

    def __contains__(self, name: str) -> bool:
        return name in self._pending
