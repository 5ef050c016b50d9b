"""Driving real windows from outside, as a user would: find them, press keys, look at them."""

from __future__ import annotations

import contextlib
import os
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


def wait_for(condition, what, seconds=20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    pytest.fail(f"timed out waiting for {what}")


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
