"""Driving real windows from outside, as a user would: find them, press keys, look at them."""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import skip_or_fail
from PIL import Image


def window_titled(title: str) -> str | None:
    """The X window id of the visible window with exactly this title, if there is one."""
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", "^Labyrinth"],
        capture_output=True,
        encoding="utf-8",
        timeout=30,
    )
    for window in found.stdout.split():
        name = subprocess.run(
            ["xdotool", "getwindowname", window], capture_output=True, encoding="utf-8", timeout=30
        ).stdout.strip()
        if name == title:
            return window
    return None


def wait_for(condition, what, tries=5000):
    """The first true value of ``condition()``, asked up to ``tries`` times, 20 ms apart;
    the count only guards against waiting for ever (pytest-timeout guards the time)."""
    for _try in range(tries):
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    pytest.fail(f"gave up waiting for {what}")


@contextlib.contextmanager
def running(command: list[str], title: str) -> Iterator[tuple[subprocess.Popen, str]]:
    """Start a program, wait for its window titled ``title``, and kill it if a test fails."""
    if not os.environ.get("DISPLAY"):
        skip_or_fail("no DISPLAY: pytest-xvfb did not start Xvfb")
    for tool in ("xdotool", "import"):
        if not shutil.which(tool):
            skip_or_fail(f"{tool} is missing (apt-get install xdotool imagemagick)")
    app = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        encoding="utf-8",
        env=dict(os.environ, LANGUAGE="en"),
    )
    try:
        yield app, wait_for(lambda: window_titled(title), f"the window {title!r}")
    finally:
        if app.poll() is None:
            app.kill()
            app.communicate()


class Output:
    """What a program started with ``stdout=PIPE`` printed so far, read straight from the
    pipe (a text stream's buffer would hide lines from ``select``)."""

    def __init__(self, app: subprocess.Popen) -> None:
        self.app, self.seen = app, b""

    def lines(self, count: int) -> str | None:
        """Everything printed so far once it makes ``count`` lines, else None."""
        while select.select([self.app.stdout], [], [], 0.05)[0]:
            chunk = os.read(self.app.stdout.fileno(), 65536)
            if not chunk:
                break
            self.seen += chunk
        return self.seen.decode() if self.seen.count(b"\n") >= count else None


def pointer_to(x: int, y: int) -> None:
    """Move the pointer to the screen's ``x``, ``y`` and wait until it is there. Where it is
    there already, nothing moves: xdotool's ``--sync`` would wait 15 s for a motion that never
    comes."""
    where = subprocess.run(
        ["xdotool", "getmouselocation", "--shell"],
        check=True,
        timeout=30,
        capture_output=True,
        encoding="ascii",
    ).stdout.split()
    if f"X={x}" in where and f"Y={y}" in where:
        return
    subprocess.run(["xdotool", "mousemove", "--sync", str(x), str(y)], check=True, timeout=30)


def keys(window: str, *names: str) -> None:
    """Give ``window`` the keyboard (there is no window manager) and press each key."""
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True, timeout=30)
    for key in names:
        subprocess.run(["xdotool", "key", key], check=True, timeout=30)


def colours(window: str, path: Path) -> set[tuple[int, int, int]]:
    """The colours in a screenshot of ``window``, saved at ``path`` to look at later."""
    subprocess.run(["import", "-window", window, str(path)], check=True, timeout=30)
    with Image.open(path) as image:
        return {colour for _count, colour in image.convert("RGB").getcolors(1 << 16)}
