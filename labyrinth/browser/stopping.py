"""The page's Stop, as the worker's Python hears it: Pyodide turns the page's write into the
shared interrupt buffer into a SIGINT. During a program's run it interrupts the program (see
``program``); at any other time it is only remembered, so that the bridge's own work is never
broken and a Stop pressed while a run is being prepared still stops that run."""

from __future__ import annotations

import signal
from types import FrameType


class _Stop:
    asked = False


def listen() -> None:
    """Remember a Stop from now on (the worker calls this once, at its start)."""
    signal.signal(signal.SIGINT, _remember)


def _remember(_signal: int, _frame: FrameType | None) -> None:
    _Stop.asked = True


def forget() -> None:
    """A new run is asked for: a Stop before it was meant for the last one."""
    _Stop.asked = False


def asked() -> bool:
    """Whether Stop was pressed since the run was asked for."""
    return _Stop.asked
