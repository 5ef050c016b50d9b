"""Shared fixtures: a real Tk root under the virtual display that pytest-xvfb starts."""

from __future__ import annotations

import contextlib
import os

import pytest

from labyrinth import i18n
from tests.browser import address, chromium, site  # noqa: F401  # the browser page's fixtures


def skip_or_fail(why: str) -> None:
    """Under CI a missing display is a failure, locally a skip."""
    if os.environ.get("CI"):
        pytest.fail(why, pytrace=False)
    pytest.skip(why)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """Two workers a processor for ``-n logical`` (pyproject.toml's addopts): a test often
    waits, for its X server, a child Python or a browser, and a second worker fills that time
    (on 2 processors the tests without the browser's, about 1,040 CPU seconds, took 8.8
    minutes instead of 10.8). ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still decides where set."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    return 2 * len(os.sched_getaffinity(0))


@pytest.fixture(autouse=True)
def english(monkeypatch):
    """Every test starts in English, also on a German system, whose language the command line
    would otherwise pick up again; tests of language choice set the variables they need."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANGUAGE", "en")
    monkeypatch.setenv("LANG", "C.UTF-8")  # Tk sets the C locale from it: keep UTF-8
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def private_config(tmp_path_factory, monkeypatch):
    """Settings go to a folder of the test's own, never to the user's config, and beside its
    ``tmp_path`` (the window saves them as they change: only the files a test writes itself
    are in ``tmp_path``); the desktop's look is GNOME's default (light), whatever the user's
    desktop prefers."""
    folder = tmp_path_factory.mktemp("config")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder))
    monkeypatch.setenv("GSETTINGS_BACKEND", "memory")
    monkeypatch.delenv("GTK_THEME", raising=False)
    return folder


@pytest.fixture
def tk_root():
    tk = pytest.importorskip("tkinter")
    try:
        root = tk.Tk()
    except tk.TclError as error:
        skip_or_fail(f"Tk cannot open a display: {error}. Install Xvfb (apt-get install xvfb).")
    root.geometry("+0+0")
    yield root
    with contextlib.suppress(tk.TclError):
        root.destroy()
