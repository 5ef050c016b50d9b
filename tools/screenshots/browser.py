"""The browser edition's pictures: the site built from this checkout (``web/dist``, built
when it is missing), served on 127.0.0.1 as ``labyrinth --web`` serves it, in headless
Chromium driven by Playwright; requests that leave 127.0.0.1 are refused."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PIL import Image

from tests.browser import BROWSERS, QUIET, only_local, served, started
from tools.screenshots.registry import Shot, save, shot
from tools.screenshots.xserver import private_environment, scratch

WEB = Path(__file__).resolve().parents[2] / "web"
PAGE = (1366, 768)
# The book's main() as a link to the page: seed 42, the Java random source, one hole.
BOOK_MAIN = "?seed=42&rng=java&exclude=16,12"


def site() -> Path:
    """``web/dist``, built first when it is missing."""
    dist = WEB / "dist"
    if not (dist / "index.html").exists():
        if not (WEB / "node_modules").is_dir():
            subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=WEB, check=True)
        building = dict(os.environ, PYTHON=sys.executable)  # the Python that packs the core
        subprocess.run(["npm", "run", "build"], cwd=WEB, env=building, check=True)
    return dist


def take(shots: Sequence[Shot], folder: Path) -> None:
    from playwright.sync_api import sync_playwright

    executable = next((path for path in BROWSERS if os.access(path, os.X_OK)), None)
    if executable is None:
        raise SystemExit(
            "The page's pictures need Chromium (apt-get install chromium-headless-shell)."
        )
    with scratch() as work, served(site()) as address, sync_playwright() as playwright:
        fonts = private_environment(work)["FONTCONFIG_FILE"]
        browser = playwright.chromium.launch(
            executable_path=executable, args=QUIET, env={**os.environ, "FONTCONFIG_FILE": fonts}
        )
        for one in shots:
            save(one.make(browser, address), one, folder)
        browser.close()


def opened(browser: Any, address: str, locale: str) -> Any:
    """A new page of the site at ``address`` in a browser speaking ``locale``, once the
    core has shown its maze."""
    context = browser.new_context(
        viewport={"width": PAGE[0], "height": PAGE[1]}, locale=locale, reduced_motion="reduce"
    )
    page = context.new_page()
    page.route("**/*", only_local)
    page.goto(address)
    started(page)
    return page


def photographed(page: Any) -> Image.Image:
    return Image.open(io.BytesIO(page.screenshot())).convert("RGB")


@shot("browser-page", "browser", PAGE)
def browser_page(browser: Any, address: str) -> Image.Image:
    """The page at 1366 × 768 in German, the book's Java maze with (16 | 12) excluded."""
    return photographed(opened(browser, address + BOOK_MAIN, "de-DE"))


@shot("browser-teaching", "browser", PAGE)
def browser_teaching(browser: Any, address: str) -> Image.Image:
    """The page's teaching view of the book's main(), played to its first dead end."""
    page = opened(browser, address + BOOK_MAIN, "en-GB")
    page.click("#teach-open")
    page.wait_for_function("document.querySelector('#teach-code li.current') !== null")
    page.check("#teach-dead-ends")
    page.fill("#teach-speed", "10")
    page.click("#teach-play")
    page.wait_for_function("document.getElementById('teach-play').ariaPressed !== 'true'")
    page.wait_for_timeout(500)
    return photographed(page)


@shot("browser-program", "browser", PAGE)
def browser_program(browser: Any, address: str) -> Image.Image:
    """The book's method typed into the page's editor, its run replayed at step 60 with the
    student's own calls on the stack."""
    from labyrinth.programs.mazes import builder_template

    page = opened(browser, address + "?width=12&height=8&seed=42&program=builder", "en-GB")
    page.get_by_role("textbox", name="Program", exact=True).fill(builder_template())
    page.click("#program-run")
    page.wait_for_function(
        "document.getElementById('program').getAttribute('aria-busy') === 'false'",
        timeout=60_000,
    )
    page.fill("#program-number", "60")
    page.press("#program-number", "Enter")
    page.wait_for_function(
        "document.getElementById('program-sentence').textContent.startsWith('Step 60:')"
    )
    page.locator("#program-number").blur()
    return photographed(page)


@shot("browser-lessons", "browser", PAGE)
def browser_lessons(browser: Any, address: str) -> Image.Image:
    """The lesson on the book's method in the page: a wrong program checked, its three mazes'
    lines, the first maze as the program left it with the fields never reached framed."""
    from labyrinth.programs.mazes import builder_template

    page = opened(browser, address + "?lesson=book-builder", "en-GB")
    page.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
    page.click("#lesson-hint")
    wrong = builder_template().replace("neighbour.set_previous_field(field)", "pass")
    page.get_by_role("textbox", name="Program", exact=True).fill(wrong)
    page.click("#program-check")
    page.wait_for_function(
        "document.getElementById('program').getAttribute('aria-busy') === 'false'",
        timeout=120_000,
    )
    page.locator("#program-check").blur()
    return photographed(page)
