"""The browser page's speed (a benchmark, not a test): the site built from this checkout,
served on 127.0.0.1 as ``labyrinth --web`` serves it, in headless Chromium (Debian's
chromium-headless-shell, driven by Playwright):

    python benchmarks/bench_browser.py [--rounds 3] [--site web/dist]

- first visit: a fresh browser profile, from the address to the first maze shown (the
  Pyodide runtime, 14 MB, and the core loaded; wall time, as a student waits);
- second visit: the same profile again (the service worker's cache);
- a 32 × 24 build (speed 0) and the teaching view's first step, the best of five mazes each:
  the page's time from the click to the answer shown (the page's own clock, a
  MutationObserver watching for it), and the worker's own time for the bridge's call (Python
  in Pyodide: the worker's User Timing measure), against the same bridge call in native
  Python in this process (CPU time, measured in the same run) — the ratios are the figures;
- the book's method typed into the editor, run on a 64 × 64 grid until its replay is shown,
  against the same run in native Python;
- Stop pressed during an endless program, and during one that catches the interrupt (its
  worker ended), until the page answers; the next run of a one-line program after that;
- the check of the book's method in its lesson (three mazes, each run in a fresh worker and
  judged in the page's), from Check to the verdict shown, against the desktop's check of the
  same lesson (three child processes; wall time);
- the longest task on the page's main thread over all of it (PerformanceObserver
  ``longtask``: any task over 50 ms is one);
- a reference: a plain Python loop in a Pyodide of its own on a page of the site against
  the same loop in native Python (Python's own speed in this browser).

Medians and worsts of ``--rounds`` rounds are printed.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import sync_playwright

from labyrinth.browser.bridge import Bridge
from labyrinth.browser.link import read_link
from labyrinth.browser.program_calls import ProgramCalls
from labyrinth.lessons.catalog import find_lesson, load_lessons
from labyrinth.lessons.checking import check_lesson
from labyrinth.programs.mazes import builder_template
from labyrinth.programs.runner import job_options

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tests.browser import QUIET, browser_path, build_site, served, started  # noqa: E402

# Kept from the page's first script on: every long task on the main thread.
LONG_TASKS = """
window.longTasks = [];
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
}).observe({type: 'longtask', buffered: true});
"""
BUILD = {"width": "32", "height": "24"}
# The maze a student's builder (the book's method typed in) runs on.
BUILDER_MAZE = "width=64&height=64&seed=1"
SEEDS = range(7, 12)


def native_seconds(call, repeat: int = 5) -> float:
    """The least CPU time of ``call`` in this process."""
    best = float("inf")
    for _ in range(repeat):
        begin = time.process_time()
        call()
        best = min(best, time.process_time() - begin)
    return best


def page_seconds(page, button: str, done: str) -> float:
    """The page's own time (``performance.now()``) from a click on ``button`` until the
    condition ``done`` (JavaScript) holds, seen by a MutationObserver on the page."""
    milliseconds = page.evaluate(
        """([button, done]) => new Promise(resolve => {
            const holds = new Function(`return ${done}`);
            const begin = performance.now();
            const observer = new MutationObserver(() => {
                if (holds()) { observer.disconnect(); resolve(performance.now() - begin); }
            });
            observer.observe(document.body, {subtree: true, childList: true,
                                             characterData: true, attributes: true});
            document.getElementById(button).click();
        })""",
        [button, done],
    )
    return milliseconds / 1000


def worker_seconds(page, call: str, worker: int = 0) -> float:
    """The bridge's own time for its last ``call`` in the page's ``worker`` (0: the page's
    own, 1: the first that runs programs), kept there as a User Timing measure: Python in
    Pyodide, without the page's round trip and drawing."""
    measure = f"performance.getEntriesByName('bridge {call}')[0].duration"
    return page.workers[worker].evaluate(measure) / 1000


def one_round(browser, url: str) -> dict[str, float]:
    """One student's visits; each round's browser context is fresh (no cache kept). The
    build and the teaching view's first step are each the best of SEEDS' mazes, on the page
    and in its worker alone."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    begin = time.perf_counter()
    page.goto(url + "?seed=1")
    started(page)
    first = time.perf_counter() - begin
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    begin = time.perf_counter()
    page.reload()
    started(page)
    second = time.perf_counter() - begin
    page.fill("#speed", "0")
    times: dict[str, list[float]] = {
        "build": [],
        "teach": [],
        "build_worker": [],
        "teach_worker": [],
    }
    for seed in SEEDS:
        page.fill("input[name=seed]", str(seed))
        times["build"].append(
            page_seconds(
                page,
                "build",
                f"document.getElementById('status').textContent.includes('Seed {seed},')",
            )
        )
        times["build_worker"].append(worker_seconds(page, "build"))
        page.evaluate("document.getElementById('teach-sentence').textContent = ''")
        times["teach"].append(
            page_seconds(
                page,
                "teach-open",
                "document.getElementById('teach-sentence').textContent !== '' && "
                "document.querySelector('#teach-code li.current') !== null",
            )
        )
        times["teach_worker"].append(worker_seconds(page, "teach"))
        page.keyboard.press("Escape")
        page.wait_for_function("document.getElementById('teach').hidden")
    longest = max(page.evaluate("window.longTasks"), default=0.0) / 1000
    context.close()
    best = {name: min(values) for name, values in times.items()}
    return {"first": first, "second": second, "long": longest, **best}


# A program that catches the Stop and goes on: its worker is ended.
STUBBORN = """while True:
    try:
        while True:
            pass
    except KeyboardInterrupt:
        pass
"""
IDLE = "document.getElementById('program').getAttribute('aria-busy') === 'false'"


# The reference: Python's own speed, the same loop in Pyodide on the page and natively.
REFERENCE_LOOP = (
    "def loop():\n    total = 0\n    for number in range(1_000_000):\n        total += number\n"
)


def reference_round(browser, url: str) -> dict[str, float]:
    """The reference loop in a Pyodide of its own on a page of the site (the runtime the
    worker runs, in the same browser), the best of seven, in seconds."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    milliseconds = page.evaluate(
        """async (code) => {
            const { loadPyodide } = await import('./pyodide/pyodide.mjs');
            const indexURL = new URL('./pyodide/', location.href).href;
            const python = await loadPyodide({ indexURL });
            python.runPython(code);
            const loop = python.globals.get('loop');
            let best = Infinity;
            for (let round = 0; round < 7; round++) {
                const begin = performance.now();
                loop();
                best = Math.min(best, performance.now() - begin);
            }
            return best;
        }""",
        REFERENCE_LOOP,
    )
    context.close()
    return {"loop": milliseconds / 1000}


def stop_round(browser, url: str) -> dict[str, float]:
    """Stop pressed during an endless program (interrupted) and during one that ignores the
    interrupt (its worker ended), each until the page has answered; then the next run of a
    one-line program, in the worker that waited."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    page.goto(url + "?seed=1&width=8&height=6&program=walker")
    started(page)
    editor = page.get_by_role("textbox", name="Program", exact=True)
    times = {}
    for name, source in (("stop", "while True:\n    pass\n"), ("stop_ignored", STUBBORN)):
        editor.fill(source)
        page.click("#program-run")
        page.wait_for_function("!document.getElementById('program-stop').disabled")
        page.wait_for_timeout(300)  # it runs
        times[name] = page_seconds(page, "program-stop", IDLE)
    editor.fill("x = 1\n")
    times["next_run"] = page_seconds(page, "program-run", IDLE)
    context.close()
    # the book's method typed in, on a 64 x 64 grid: from Run to its replay shown (best of 2)
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    page.goto(url + f"?{BUILDER_MAZE}&program=builder")
    started(page)
    page.get_by_role("textbox", name="Program", exact=True).fill(builder_template())
    runs = [page_seconds(page, "program-run", IDLE) for _run in range(2)]
    times["builder"] = min(runs)
    times["builder_worker"] = worker_seconds(page, "program_run", worker=1)
    context.close()
    # the lesson's check of the book's method: from Check to its verdict (best of 2)
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    page.goto(url + "?lesson=book-builder")
    started(page)
    page.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
    page.get_by_role("textbox", name="Program", exact=True).fill(builder_template())
    times["check"] = min(page_seconds(page, "program-check", IDLE) for _check in range(2))
    context.close()
    return times


def native_round() -> dict[str, float]:
    """The same bridge calls in this process's Python, the best of SEEDS' mazes each."""
    bridge = Bridge()
    bridge.start("seed=1")
    build, teach = [], []
    for seed in SEEDS:
        build.append(native_seconds(lambda seed=seed: bridge.build({**BUILD, "seed": str(seed)})))
        teach.append(native_seconds(bridge.teach))
    programs = ProgramCalls()
    options = job_options(read_link(BUILDER_MAZE).options())
    builder = native_seconds(lambda: programs.program_run(builder_template(), options), repeat=2)
    lesson = find_lesson(load_lessons(), "book-builder")
    assert lesson is not None  # built in
    checks = []
    for _check in range(2):
        began = time.perf_counter()  # wall time: the desktop's check runs child processes
        assert check_lesson(lesson, builder_template(), "lesson.py").passed
        checks.append(time.perf_counter() - began)
    space: dict[str, Callable[[], None]] = {}
    exec(REFERENCE_LOOP, space)  # the same code as the page's: no constant folded away
    loop = native_seconds(space["loop"], repeat=7)
    return {
        "build": min(build),
        "teach": min(teach),
        "builder": builder,
        "check": min(checks),
        "loop": loop,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--site", type=Path)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        site = args.site or build_site(Path(folder) / "site")
        rounds, natives = [], []
        with served(site) as url, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=browser_path(), args=QUIET)
            for _round in range(args.rounds):
                rounds.append(
                    {
                        **one_round(browser, url),
                        **stop_round(browser, url),
                        **reference_round(browser, url),
                    }
                )
                natives.append(native_round())
            browser.close()
    for name, what in (
        ("first", "first visit to a usable maze"),
        ("second", "second visit"),
        ("long", "longest main-thread task"),
        ("stop", "Stop, the program interrupted"),
        ("stop_ignored", "Stop, the program ignoring it"),
        ("next_run", "the next run after that"),
        ("check", "the book's method's lesson check"),
    ):
        values = [r[name] for r in rounds]
        print(f"{what:32} median {statistics.median(values):6.2f} s, worst {max(values):6.2f} s")
    checks = [n["check"] for n in natives]
    print(f"{'the same check on the desktop':32} median {statistics.median(checks):6.2f} s")
    for name, what in (
        ("build", "32 x 24 build"),
        ("teach", "teaching view, first step"),
        ("builder", "the book's method at 64 x 64"),
    ):
        native = statistics.median(n[name] for n in natives)
        for part, whose in ((name, "page"), (f"{name}_worker", "worker")):
            ratios = [r[part] / n[name] for r, n in zip(rounds, natives, strict=True)]
            print(
                f"{what:27} {whose:6} {statistics.median(r[part] for r in rounds) * 1000:6.1f} ms, "
                f"native {native * 1000:5.1f} ms CPU, ratio median "
                f"{statistics.median(ratios):.2f}, worst {max(ratios):.2f}"
            )
    ratios = [r["loop"] / n["loop"] for r, n in zip(rounds, natives, strict=True)]
    page_loop = statistics.median(r["loop"] for r in rounds) * 1000
    native_loop = statistics.median(n["loop"] for n in natives) * 1000
    print(
        f"{'reference: a plain loop':27} page   {page_loop:6.1f} ms, "
        f"native {native_loop:5.1f} ms CPU, ratio median "
        f"{statistics.median(ratios):.2f} (Python in Pyodide itself)"
    )
    print(json.dumps(rounds))


if __name__ == "__main__":
    main()
