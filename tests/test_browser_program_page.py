"""A student's own program in the browser page, in headless Chromium: the book's method typed
into the editor builds the command line's maze and replays with the student's stack; an
endless program is stopped and the page answers; a mistake reads in German."""

from __future__ import annotations

import pytest

from labyrinth.programs.mazes import builder_template
from tests.browser import WEB, open_page, served, started, state_when
from tests.test_browser_page import exported, serious_violations

pytestmark = pytest.mark.timeout(300)

# Seconds the page is given to answer a run or a Stop.
ANSWER_MS = 60_000


def typed(page, source: str) -> None:
    """``source`` in the editor, found by its name as a screen reader finds it."""
    editor = page.get_by_role("textbox", name="Program", exact=True)
    editor.fill(source)


def ran(page) -> str:
    """Run the program; the sentence the page says when the run is over."""
    page.get_by_role("button", name="Run", exact=True).click()
    page.wait_for_function(
        "document.getElementById('program').getAttribute('aria-busy') === 'false'",
        timeout=ANSWER_MS,
    )
    return page.inner_text("#program-outcome")


def test_the_books_method_typed_into_the_page_builds_the_books_maze(chromium, address, tmp_path):
    page = open_page(chromium, address + "?width=12&height=8&seed=42&rng=java&program=builder")
    assert (
        "def find_neighbours(self, field"
        in page.get_by_role("textbox", name="Program", exact=True).inner_text()
    )
    typed(page, builder_template())
    assert "exactly the book's maze" in ran(page)
    book = exported(tmp_path, ["--width", "12", "--height", "8", "--seed", "42", "--rng", "java"])
    assert page.evaluate("window.labyrinth.programMaz()") == book
    page.get_by_role("button", name="Last", exact=True).click()
    page.wait_for_function("document.getElementById('program-number').value !== '0'")
    steps = page.inner_text("#program-steps").removeprefix("/ ")
    assert page.input_value("#program-number") == steps
    # the student's stack at a step in the middle: their own calls
    page.fill("#program-number", "40")
    page.press("#program-number", "Enter")
    page.wait_for_function(
        "document.getElementById('program-sentence').textContent.startsWith('Step 40:')"
    )
    assert page.inner_text("#program-stack-body").startswith("find_neighbours((")
    assert page.errors == []
    page.context.close()


def test_an_endless_program_is_stopped_and_the_page_answers(chromium, address):
    page = open_page(chromium, address + "?width=8&height=6&seed=1&program=walker")
    typed(page, "while True:\n    pass\n")
    page.get_by_role("button", name="Run", exact=True).click()
    stop = page.get_by_role("button", name="Stop", exact=True)
    page.wait_for_function("!document.getElementById('program-stop').disabled")
    page.wait_for_timeout(500)  # it runs
    stop.click()
    page.wait_for_function(
        "document.getElementById('program').getAttribute('aria-busy') === 'false'",
        timeout=ANSWER_MS,
    )
    assert "You stopped the program" in page.inner_text("#program-outcome")
    state = page.evaluate("window.labyrinth.state()")
    assert state["running"] is False
    # the page answers: a new run of a good program works at once
    typed(page, "x = 1\n")
    assert "stopped" not in ran(page).lower()
    assert page.errors == []
    page.context.close()


def stopped(page, source: str) -> str:
    """Run ``source``, press Stop while it runs; what the page says when it has answered."""
    typed(page, source)
    page.get_by_role("button", name="Run", exact=True).click()
    page.wait_for_function("!document.getElementById('program-stop').disabled")
    page.wait_for_timeout(500)  # it runs
    page.get_by_role("button", name="Stop", exact=True).click()
    page.wait_for_function(
        "document.getElementById('program').getAttribute('aria-busy') === 'false'",
        timeout=ANSWER_MS,
    )
    return page.inner_text("#program-outcome")


# A program that catches the Stop and goes on.
STUBBORN = """while True:
    try:
        while True:
            pass
    except KeyboardInterrupt:
        print("not yet")
"""


def test_a_program_that_ignores_stop_ends_with_its_worker_and_the_next_run_works(
    chromium, address, tmp_path
):
    page = open_page(chromium, address + "?width=12&height=8&seed=42&rng=java&program=builder")
    assert stopped(page, STUBBORN) == (
        "You stopped the program; it did not stop when asked, so it was ended and its steps "
        "cannot be replayed."
    )
    assert page.evaluate("window.labyrinth.state()")["running"] is False
    typed(page, builder_template())  # the worker waiting beside it runs the next program
    assert "exactly the book's maze" in ran(page)
    book = exported(tmp_path, ["--width", "12", "--height", "8", "--seed", "42", "--rng", "java"])
    assert page.evaluate("window.labyrinth.programMaz()") == book
    assert page.errors == []
    page.context.close()


def test_without_isolation_stop_ends_the_programs_worker(chromium, site):
    """A host without the isolation headers and no service worker: no interrupt, so Stop
    ends the worker, and the worker waiting beside it runs the next program."""
    with served(site, isolated=False) as url:
        page = open_page(
            chromium,
            url + "?width=8&height=6&seed=1&program=walker",
            service_workers="block",
        )
        assert page.evaluate("crossOriginIsolated") is False
        said = stopped(page, "while True:\n    pass\n")
        assert said.startswith("You stopped the program; it did not stop when asked"), said
        typed(page, "x = 1\n")
        assert "stopped" not in ran(page)
        assert page.errors == []
        page.context.close()


def test_a_mistake_reads_in_german_at_its_line(chromium, address):
    page = open_page(chromium, address + "?width=8&height=6&seed=1&program=walker&lang=de")
    editor = page.get_by_role("textbox", name="Programm", exact=True)
    assert "am_ziel()" in editor.inner_text()
    assert page.get_by_role("button", name="Ausführen", exact=True).is_visible()
    assert page.get_by_role("button", name="Anhalten", exact=True).is_visible()
    editor.fill("while not am_ziel():\n    vor(\n")
    page.get_by_role("button", name="Ausführen", exact=True).click()
    page.wait_for_function(
        "document.getElementById('program').getAttribute('aria-busy') === 'false'",
        timeout=ANSWER_MS,
    )
    outcome = page.inner_text("#program-outcome")
    assert outcome.startswith("Zeile 2")
    page.context.close()


def test_the_editor_indents_as_idle_does(chromium, address):
    page = open_page(chromium, address + "?width=8&height=6&seed=1&program=walker")
    editor = page.get_by_role("textbox", name="Program", exact=True)
    editor.fill("if at_goal():")
    editor.press("End")
    for key in ("Enter", *"pass", "Enter", "Backspace", *"move()"):
        editor.press(key)
    # a level after the colon, kept on the next line, and one Backspace takes it away
    assert editor.inner_text() == "if at_goal():\n    pass\nmove()"
    page.context.close()


def test_no_serious_accessibility_violation_in_the_editor_and_its_replay(chromium, address):
    for scheme in ("light", "dark"):
        page = open_page(chromium, address + "?seed=1&program=builder", color_scheme=scheme)
        page.add_script_tag(path=str(WEB / "node_modules" / "axe-core" / "axe.min.js"))
        assert serious_violations(page) == []
        ran(page)
        page.get_by_role("button", name="Step", exact=True).click()
        page.wait_for_function("document.getElementById('program-number').value === '1'")
        assert serious_violations(page) == []
        page.context.close()


def test_a_stop_that_comes_after_the_run_breaks_nothing(chromium, address):
    """Stop reaches Python through shared memory whenever it comes: outside a run the worker
    ignores it, so a Stop a moment late leaves the next step and run whole."""
    page = open_page(chromium, address + "?width=8&height=6&seed=1&program=walker")
    typed(page, "move()\n")
    ran(page)
    page.evaluate(
        """() => {
            const stop = document.getElementById('program-stop');
            stop.disabled = false;  // as if it was pressed as the run ended
            stop.click();
        }"""
    )
    page.get_by_role("button", name="First", exact=True).click()
    page.wait_for_function("document.getElementById('program-number').value === '0'")
    assert page.inner_text("#problem") == ""
    assert "You stopped" not in ran(page)
    assert page.errors == []
    page.context.close()


def test_a_switch_of_language_names_the_editor_anew_and_translates_an_unchanged_template(
    chromium, address
):
    page = open_page(chromium, address + "?width=8&height=6&seed=1&program=walker")
    page.select_option("#language", "fr")
    editor = page.get_by_role("textbox", name="Programme", exact=True)
    page.wait_for_function("document.querySelector('.cm-content').innerText.includes('au_but')")
    assert editor.inner_text().startswith("# Un marcheur")
    assert page.get_by_role("button", name="Exécuter", exact=True).is_visible()
    # a program the student changed stays as it is
    editor.fill("avancer()\n")
    page.select_option("#language", "de")
    page.get_by_role("button", name="Ausführen", exact=True).wait_for()
    kept = page.get_by_role("textbox", name="Programm", exact=True).inner_text()
    assert kept.rstrip() == "avancer()"
    page.context.close()


def test_the_replay_is_stepped_with_the_teaching_views_keys(chromium, address):
    page = open_page(chromium, address + "?width=6&height=4&seed=3&program=builder")
    ran(page)
    page.focus("#program-code")
    for key, step in (("ArrowRight", "1"), ("ArrowRight", "2"), ("ArrowLeft", "1"), ("Home", "0")):
        page.keyboard.press(key)
        page.wait_for_function(f"document.getElementById('program-number').value === '{step}'")
    page.keyboard.press("End")
    steps = page.inner_text("#program-steps").removeprefix("/ ")
    page.wait_for_function(f"document.getElementById('program-number').value === '{steps}'")
    page.context.close()


def test_the_editor_opens_from_the_form_and_goes_back_keeping_its_text(chromium, address):
    """The Program buttons open the editor beside the maze; Back to the maze brings the form
    again (a new maze built there), and the editor opens again with the student's text. The
    link says which editor is open."""
    page = open_page(chromium, address + "?width=8&height=6&seed=1")
    page.get_by_role("button", name="Walker: a short start", exact=True).click()
    page.wait_for_function("document.body.classList.contains('programming')")
    editor = page.get_by_role("textbox", name="Program", exact=True)
    page.wait_for_function(
        "document.querySelector('#program-editor').textContent.includes('at_goal')"
    )
    assert "program=walker" in page.url
    mine = "# my walker\nwhile not at_goal():\n    forward()\n"
    typed(page, mine)
    page.get_by_role("button", name="Back to the maze", exact=True).click()
    assert page.is_visible("#maze-form") and not page.is_visible("#program")
    assert "program=" not in page.url
    assert page.evaluate("document.activeElement.id") == "program-walker"
    page.fill("input[name=seed]", "2")
    page.click("#build")
    state_when(page, lambda state: state["seed"] == 2, "the maze of seed 2")
    page.get_by_role("button", name="Walker: a short start", exact=True).click()
    page.wait_for_function("document.body.classList.contains('programming')")
    assert editor.inner_text().replace("\u00a0", " ").startswith("# my walker")
    # the builder instead: its template, and Ctrl+Z in the editor brings the walker back
    page.get_by_role("button", name="Back to the maze", exact=True).click()
    page.get_by_role("button", name="Builder: the book's method", exact=True).click()
    page.wait_for_function(
        "document.querySelector('#program-editor').textContent.includes('find_neighbours')"
    )
    editor.focus()
    page.keyboard.press("Control+z")
    page.wait_for_function(
        "document.querySelector('#program-editor').textContent.includes('my walker')"
    )
    assert page.errors == []
    page.context.close()


def test_a_replay_fits_a_chromebook_screen(chromium, address):
    """At 1366 × 768 the replay's stack, its first rows and the way back are in view beside
    the maze, without scrolling the page."""
    page = open_page(chromium, address + "?width=12&height=8&seed=42&program=builder")
    typed(page, builder_template())
    ran(page)
    page.fill("#program-number", "60")
    page.press("#program-number", "Enter")
    page.wait_for_function(
        "document.getElementById('program-sentence').textContent.startsWith('Step 60:')"
    )
    assert page.evaluate("document.documentElement.scrollHeight") <= 768
    for selector in ("#program-stack-body tr", "#program-close", "#teach-canvas"):
        box = page.locator(selector).first.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 768, selector
    page.context.close()


def test_the_replay_plays_to_a_breakpoint_on_a_line_with_the_keyboard(chromium, address):
    """A click on a line of the listing sets a breakpoint there; Play stops after that line;
    B on the line shown takes it away, and Space plays on to the last step."""
    page = open_page(chromium, address + "?width=6&height=4&seed=3&program=builder")
    source = builder_template()
    typed(page, source)
    ran(page)
    line = next(n for n, text in enumerate(source.splitlines(), 1) if "remove_walls" in text)
    page.locator("#program-code li").nth(line - 1).click()
    page.wait_for_function(
        "line => document.querySelectorAll('#program-code li')[line - 1]"
        ".classList.contains('breakpoint')",
        arg=line,
    )
    page.get_by_role("button", name="Play", exact=True).click()
    page.wait_for_function("document.getElementById('program-play').ariaPressed === 'false'")
    assert page.inner_text("#program-sentence").startswith(
        f"Step {page.input_value('#program-number')}: line {line} "
    )
    page.locator("#program-code").focus()  # the listing: its keys are the replay's
    page.keyboard.press("b")
    page.wait_for_function(
        f"document.getElementById('spoken').textContent === 'No breakpoint on line {line}.'"
    )
    page.keyboard.press("Space")
    page.wait_for_function(
        "document.getElementById('program-number').value === "
        "document.getElementById('program-steps').textContent.replace('/ ', '')"
    )
    assert page.errors == []
    page.context.close()


def test_the_students_text_is_still_there_after_a_reload(chromium, address):
    """The editor's text is kept in the browser for each kind of program; an unchanged
    template is not (it comes again in the page's language)."""
    page = open_page(chromium, address + "?width=8&height=6&seed=1&program=walker")
    page.wait_for_function(
        "document.querySelector('#program-editor').textContent.includes('at_goal')"
    )
    assert page.evaluate("localStorage.getItem('labyrinth-program-walker')") is None
    typed(page, "# kept\nwhile not at_goal():\n    move()\n")
    page.reload()
    started(page)
    page.wait_for_function(
        "document.querySelector('#program-editor').textContent.includes('# kept')"
    )
    assert page.errors == []
    page.context.close()
