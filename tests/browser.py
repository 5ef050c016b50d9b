"""The browser page under test: the site built from this checkout, served on 127.0.0.1 as
``labyrinth --web`` serves it, in a real headless Chromium driven by Playwright. Nothing is
mocked: the page's worker runs Pyodide with the checkout's own package. Requests that leave
127.0.0.1 are refused, so the page is tested as it works without a network."""

from __future__ import annotations

import contextlib
import fcntl
import gc
import os
import shutil
import subprocess
import threading
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Error as PlaywrightError

from labyrinth.browser.serve import APP, HEADERS, PageHandler, make_server

WEB = Path(__file__).resolve().parent.parent / "web"
# Debian's chromium-headless-shell, or Debian's full chromium.
BROWSERS = ("/usr/bin/chromium-headless-shell", "/usr/bin/chromium")
# Without these, Chromium keeps calling home, and every refused call is noise.
QUIET = ["--disable-background-networking", "--disable-component-update", "--no-first-run"]
# A first visit loads the runtime (14 MB) and the core: seconds on a busy machine.
LOAD_MS = 90_000


def build_site(folder: Path) -> Path:
    """The site built from this checkout into ``folder`` (installing the node packages first
    when they are missing)."""
    from tests.conftest import skip_or_fail  # (conftest imports this module's fixtures)

    if shutil.which("npm") is None:
        skip_or_fail("The browser tests need Node.js and npm (apt-get install nodejs npm).")
    # one worker of the parallel suite installs the packages, the others wait for it; npm
    # keeps a copy of the lock file it installed, older than the lock file once a pull brings
    # new packages (the build then failed with "Could not resolve")
    installed = WEB / "node_modules" / ".package-lock.json"
    with open(WEB / ".install-lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        lock_file = (WEB / "package-lock.json").stat().st_mtime
        if not installed.exists() or installed.stat().st_mtime < lock_file:
            subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=WEB, check=True)
    subprocess.run(["node", "build.mjs", "--out", str(folder)], cwd=WEB, check=True)
    return folder


def browser_path() -> str:
    from tests.conftest import skip_or_fail

    for path in BROWSERS:
        if os.access(path, os.X_OK):
            return path
    skip_or_fail("The browser tests need Chromium (apt-get install chromium-headless-shell).")
    raise AssertionError  # not reached


@contextlib.contextmanager
def served(folder: Path, isolated: bool = True, manual: Path | None = None) -> Iterator[str]:
    """The page built in ``folder`` served on a free port, under the ``manual`` when given;
    the page's address. ``isolated`` False leaves out the headers, as a plain static host
    would."""
    # Tk's leftovers of earlier tests in this process go now, on the main thread: a garbage
    # collection on the server's thread would delete them there, which Tcl does not allow
    gc.collect()
    server = make_server(folder, manual, port=0)
    if not isolated:
        server.RequestHandlerClass = partial(Plain, app=folder, manual=manual)  # type: ignore[assignment]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{APP}/"
    finally:
        server.shutdown()
        server.server_close()


class Plain(PageHandler):
    """The site without the isolation headers."""

    def send_header(self, keyword: str, value: str) -> None:
        if keyword not in HEADERS:
            super().send_header(keyword, value)


def only_local(route) -> None:
    """Let requests to 127.0.0.1 through; refuse the rest."""
    if urlsplit(route.request.url).hostname == "127.0.0.1":
        route.continue_()
    else:
        route.abort()


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    return build_site(tmp_path_factory.mktemp("site"))


@pytest.fixture(scope="module")
def chromium():
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=browser_path(), args=QUIET)
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def address(site) -> Iterator[str]:
    with served(site) as url:
        yield url


def started(page) -> None:
    """Wait until the page has shown its first maze. A page that first reloads itself to
    become cross-origin isolated offers ``window.labyrinth`` only after the reload."""
    for _ in range(LOAD_MS // 100):
        try:
            if page.evaluate("window.labyrinth !== undefined"):
                break
        except PlaywrightError:  # the reload took the page's script away
            pass
        page.wait_for_timeout(100)
    page.evaluate("window.labyrinth.ready")


def open_page(chromium, url: str, **context):
    """A new page at ``url`` (each in a context of its own), once the core has shown its maze."""
    context = {"viewport": {"width": 1366, "height": 768}, **context}
    page = chromium.new_context(**context).new_page()
    page.route("**/*", only_local)
    errors: list[str] = []
    said: list[str] = []  # the page's and its worker's console
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: said.append(message.text))
    page.goto(url)
    started(page)
    page.errors = errors  # type: ignore[attr-defined]  # read by the tests
    page.said = said  # type: ignore[attr-defined]
    return page


def state_when(page, holds: Callable[[dict], bool], what: str, seconds: float = 30) -> dict:
    """The page's ``window.labyrinth.state()`` once ``holds`` it (the call is answered by the
    worker, so a page function cannot wait for it); fails naming ``what`` after looking for
    ``seconds`` (a look every 50 ms, no clock read: a slow look only makes the wait longer)."""
    for _look in range(int(seconds * 20)):
        state = page.evaluate("window.labyrinth.state()")
        if holds(state):
            return state
        page.wait_for_timeout(50)
    raise AssertionError(f"the page never showed {what}: {state}")
