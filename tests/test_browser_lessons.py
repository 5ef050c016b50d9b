"""The lessons and a program's check in the browser page, in headless Chromium, as a student
goes them: the walk by hand, the book's builder failed and passed, progress that survives a
reload and travels as ``progress.txt``, a check stopped, the sentences in German, a teacher's
lesson from the site, a program saved and opened as a file, and no serious accessibility
violation."""

from __future__ import annotations

import pytest

from labyrinth.analysis import shortest_path
from labyrinth.i18n import in_language
from labyrinth.lessons.catalog import BUILT_IN, find_lesson, load_lessons
from labyrinth.lessons.progress import parse_progress
from labyrinth.programs.mazes import builder_template, built_graphs
from tests.browser import WEB, open_page
from tests.lesson_programs import REFERENCE, TREMAUX, WRONG
from tests.test_browser_page import serious_violations

pytestmark = pytest.mark.timeout(400)

# Milliseconds the page is given to answer a check (three or four runs, judged).
CHECK_MS = 120_000
ARROWS = {"north": "ArrowUp", "east": "ArrowRight", "south": "ArrowDown", "west": "ArrowLeft"}


def typed(page, source: str) -> None:
    page.get_by_role("textbox", name="Program", exact=True).fill(source)


def checked(page) -> str:
    """Check the program; the sentence the page says when the check is over."""
    page.get_by_role("button", name="Check", exact=True).click()
    idle(page)
    return page.inner_text("#program-outcome")


def idle(page) -> None:
    page.wait_for_function(
        "document.getElementById('program').getAttribute('aria-busy') === 'false'",
        timeout=CHECK_MS,
    )


def editor_holds(page, text: str) -> None:
    """Wait until the editor's text holds ``text``."""
    page.wait_for_function(
        "text => document.querySelector('[aria-label=Program]').textContent.includes(text)",
        arg=text,
    )


def results(page) -> list[str]:
    """The check's lines, as a screen reader reads the list."""
    return (
        page.get_by_role("list").filter(has_text="Maze 1").get_by_role("listitem").all_inner_texts()
    )


def listed(page) -> dict[str, str]:
    """The lessons' list: title → its mark (✓ passed, ○ open)."""
    return {text[2:]: text[0] for text in page.locator("#lesson-choice option").all_inner_texts()}


def walk_to_the_goal(page) -> str:
    """The walked lesson's shortest way, key by key; what the page says at the end."""
    options = find_lesson(load_lessons(), "walk").mazes[0].options
    graphs, result = built_graphs(options)
    width = graphs.maze_array.width
    start = result.start[1] * width + result.start[0]
    goal = result.end[1] * width + result.end[0]
    way = shortest_path(graphs.maze_array, start, goal)
    headings = {-width: "north", 1: "east", width: "south", -1: "west"}
    for here, there in zip(way, way[1:], strict=False):
        said = page.inner_text("#lesson-said")
        page.keyboard.press(ARROWS[headings[there - here]])
        page.wait_for_function(
            "said => document.getElementById('lesson-said').textContent !== said", arg=said
        )
    return page.inner_text("#lesson-said")


def test_the_lesson_path_from_the_walk_to_the_books_builder_survives_a_reload(
    chromium, address, tmp_path
):
    page = open_page(chromium, address + "?lesson=walk")
    page.wait_for_selector("#lesson-said:not(:empty)")
    assert page.inner_text("#lesson-title") == "Walk through the maze"
    assert walk_to_the_goal(page).startswith("Passed: you reached the goal in ")
    assert listed(page)["Walk through the maze"] == "✓"
    state = page.evaluate("window.labyrinth.state()")
    assert state["lesson"] == "walk" and state["passed"] is True
    page.get_by_role("button", name="Next lesson", exact=True).click()
    page.wait_for_function("location.search.includes('lesson=wall-follower')")
    assert page.is_hidden("#lesson-next")
    page.select_option("#lesson-choice", "book-builder")
    page.wait_for_function("location.search.includes('lesson=book-builder')")
    wrong, words = WRONG["book-builder"][0]
    typed(page, wrong)
    assert checked(page).startswith("Not passed yet: The book's method.")
    lines = results(page)
    assert len(lines) == 3 and words in lines[0]
    typed(page, REFERENCE["book-builder"])
    assert checked(page) == "Passed: The book's method."
    assert all("Passed: " in line for line in results(page))
    assert listed(page)["The book's method"] == "✓"
    # a reload at once (the link keeps the lesson): the progress and the code are there
    typed(page, REFERENCE["book-builder"] + "# mine\n")
    page.reload()
    page.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
    marks = listed(page)
    assert marks["Walk through the maze"] == marks["The book's method"] == "✓"
    assert marks["The island"] == "○"
    editor = page.get_by_role("textbox", name="Program", exact=True)
    assert "self.find_neighbours(field)  # recursive call" in editor.inner_text()
    assert editor.inner_text().rstrip().endswith("# mine")
    page.get_by_text("Progress and lesson files", exact=True).click()
    with page.expect_download() as saving:
        page.get_by_role("button", name="Save progress", exact=True).click()
    assert saving.value.suggested_filename == "progress.txt"
    saving.value.save_as(tmp_path / "progress.txt")
    kept = parse_progress((tmp_path / "progress.txt").read_bytes(), "progress.txt")
    assert kept["walk"].passed and kept["book-builder"].passed
    assert kept["book-builder"].code == REFERENCE["book-builder"] + "# mine\n"
    assert page.errors == []
    page.context.close()
    # on another device: the file opened there brings the passes and the code
    other = open_page(chromium, address + "?lesson=book-builder")
    other.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
    assert listed(other)["The book's method"] == "○"
    other.set_input_files("#progress-file", str(tmp_path / "progress.txt"))
    other.wait_for_function(
        "document.getElementById('lesson-said').textContent.startsWith('Progress opened')"
    )
    assert listed(other)["The book's method"] == "✓"
    other.select_option("#lesson-choice", "book-builder")
    editor_holds(other, "recursive call")
    broken = tmp_path / "notes.txt"
    broken.write_bytes(b"my notes\n")
    other.set_input_files("#progress-file", str(broken))
    other.wait_for_function("document.getElementById('problem').textContent.includes('notes.txt')")
    assert listed(other)["The book's method"] == "✓", "a broken file changes nothing"
    assert other.errors == []
    other.context.close()


def test_a_check_outside_a_lesson_uses_the_seeded_mazes_and_stop_ends_it(chromium, address):
    page = open_page(chromium, address + "?seed=1&program=builder")
    typed(page, builder_template())
    assert checked(page) == "Verdict: all 4 mazes passed."
    assert len(results(page)) == 4
    # a click on a line shows that maze as the program left it
    page.get_by_role("button", name="Maze 2 (12 × 9, seed 2)").click()
    assert page.get_attribute("#program-results li:nth-child(2) button", "aria-pressed") == "true"
    assert page.is_visible("#teach-canvas") and page.is_hidden("#picture")
    # a walker that would take its whole time on the first maze (Stop interrupts its sleep)
    typed(page, "import time\nwhile True:\n    time.sleep(0.01)\n")
    page.get_by_role("button", name="Check", exact=True).click()
    page.wait_for_function(
        "document.getElementById('program-outcome').textContent.startsWith('Checking maze 1')"
    )
    page.wait_for_timeout(300)
    page.get_by_role("button", name="Stop", exact=True).click()
    idle(page)
    assert page.inner_text("#program-outcome") == "The check was stopped."
    assert page.evaluate("window.labyrinth.state()")["running"] is False
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize("language", ["de", "fr"])
def test_a_lessons_check_reads_in_german_and_french(chromium, address, language):
    page = open_page(chromium, address + f"?lang={language}&lesson=recursive-search")
    page.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
    name = in_language(language, "Program")
    page.get_by_role("textbox", name=name, exact=True).fill(TREMAUX)
    page.get_by_role("button", name=in_language(language, "Check"), exact=True).click()
    idle(page)
    english = "No function calls itself: this lesson asks for a recursive search."
    assert in_language(language, english) != english
    assert page.inner_text("#program-outcome") == in_language(language, english)
    page.context.close()


def test_a_teachers_lesson_opens_from_the_site(chromium, address, site):
    lesson = (BUILT_IN / "2-wall-follower.lesson").read_text(encoding="utf-8")
    lesson = lesson.replace("id: wall-follower", "id: hedge").replace(
        "title en: ", "title en: Hedge maze: "
    )
    (site / "hedge.lesson").write_text(lesson, encoding="utf-8")
    page = open_page(chromium, address + "?lesson=hedge.lesson")
    page.wait_for_function(
        "document.getElementById('lesson-title').textContent.startsWith('Hedge')"
    )
    assert "lesson=hedge.lesson" in page.url
    typed(page, REFERENCE["wall-follower"])
    assert checked(page).startswith("Passed: Hedge maze: ")
    page.reload()  # the link names the file: the lesson and its pass are there again
    page.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
    assert page.inner_text("#lesson-title").startswith("Hedge maze: ")
    assert listed(page)[page.inner_text("#lesson-title")] == "✓"
    page.goto(address + "?lesson=elsewhere%2Fnone.lesson")
    page.wait_for_function("document.getElementById('problem').textContent !== ''")
    assert page.inner_text("#problem") == "This site has no such lesson file."
    page.context.close()


def test_a_program_is_saved_and_opened_as_a_file(chromium, address, tmp_path):
    page = open_page(chromium, address + "?seed=1&program=walker")
    typed(page, "move()  # außen\n")
    with page.expect_download() as saving:
        page.get_by_role("button", name="Save program…", exact=True).click()
    assert saving.value.suggested_filename == "walker.py"
    saving.value.save_as(tmp_path / "walker.py")
    assert (tmp_path / "walker.py").read_text(encoding="utf-8") == "move()  # außen\n"
    latin = tmp_path / "alt.py"
    latin.write_bytes(b"# -*- coding: latin-1 -*-\nturn_left()  # \xe4\r\n")
    page.set_input_files("#program-file", str(latin))
    editor_holds(page, "turn_left()  # ä")
    broken = tmp_path / "broken.py"
    broken.write_bytes(b"move()  # \xff\xfe\n")
    page.set_input_files("#program-file", str(broken))
    page.wait_for_function("document.getElementById('program-outcome').textContent !== ''")
    assert page.inner_text("#program-outcome") == (
        "The program broken.py is not UTF-8 text: save it as UTF-8."
    )
    page.context.close()


def test_no_serious_accessibility_violation_in_the_lessons(chromium, address):
    for scheme in ("light", "dark"):
        page = open_page(chromium, address + "?lesson=wall-follower", color_scheme=scheme)
        page.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
        page.add_script_tag(path=str(WEB / "node_modules" / "axe-core" / "axe.min.js"))
        page.get_by_role("button", name="Hint 1 of 2", exact=True).click()
        typed(page, REFERENCE["wall-follower"])
        checked(page)
        assert serious_violations(page) == []
        page.context.close()


def test_another_lesson_chosen_during_a_check_ends_it_unjudged(chromium, address):
    page = open_page(chromium, address + "?lesson=tremaux")
    page.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
    typed(page, "import time\nwhile True:\n    time.sleep(0.01)\n")
    page.get_by_role("button", name="Check", exact=True).click()
    page.wait_for_function(
        "document.getElementById('program-outcome').textContent.startsWith('Checking maze 1')"
    )
    page.select_option("#lesson-choice", "wall-follower")
    page.wait_for_function("location.search.includes('lesson=wall-follower')")
    idle(page)
    assert page.is_hidden("#program-results")
    assert not page.inner_text("#program-outcome").startswith(("Passed", "Not passed"))
    assert listed(page)["Trémaux: marks"] == "○"
    # the next check is the new lesson's, and runs
    typed(page, REFERENCE["wall-follower"])
    assert checked(page).startswith("Passed: ")
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize("width", [1366, 1024])
def test_a_lessons_replay_fits_a_768_pixel_screen(chromium, address, width):
    """A lesson's run replayed: the lesson's text in a smaller box, its hints folded; the
    stack, the way back and the maze in view without scrolling the page."""
    page = open_page(
        chromium, address + "?lesson=tremaux", viewport={"width": width, "height": 768}
    )
    page.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
    typed(page, REFERENCE["tremaux"])
    page.get_by_role("button", name="Run", exact=True).click()
    idle(page)
    page.get_by_role("button", name="Last", exact=True).click()
    page.wait_for_function("document.getElementById('program-number').value !== '0'")
    assert page.is_visible("#lesson-text") and page.is_hidden("#lesson-hints")
    assert page.evaluate("document.documentElement.scrollHeight") <= 768
    for selector in ("#program-close", "#teach-canvas", "#program-sentence"):
        box = page.locator(selector).first.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 768, selector
    page.get_by_role("button", name="Back to the maze", exact=True).click()
    page.context.close()


def test_a_lesson_shows_its_maze_tab_indents_and_undo_stays_in_the_lesson(chromium, address):
    page = open_page(chromium, address + "?lesson=wall-follower")
    page.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
    # the lesson's first maze, where Run runs, in place of the page's maze
    assert page.is_visible("#teach-canvas") and page.is_hidden("#picture")
    editor = page.get_by_role("textbox", name="Program", exact=True)
    editor.fill("move()")
    editor.press("Home")
    editor.press("Tab")
    assert editor.inner_text() == "    move()"
    editor.press("Shift+Tab")
    assert editor.inner_text() == "move()"
    # Esc, then Tab: the focus moves on, nobody is trapped in the editor
    editor.press("Escape")
    editor.press("Tab")
    assert page.evaluate("document.activeElement.id") == "program-run"
    page.select_option("#lesson-choice", "island")
    page.wait_for_function("location.search.includes('lesson=island')")
    island = editor.inner_text()
    editor.press("Control+z")
    editor.press("Control+z")
    assert editor.inner_text() == island, "undo does not bring another lesson's text"
    page.select_option("#lesson-choice", "wall-follower")
    page.wait_for_function("location.search.includes('lesson=wall-follower')")
    assert editor.inner_text() == "move()"
    # a note in the storage that is none (another page's script) opens the lessons all the same
    page.evaluate("localStorage.setItem('labyrinth-progress-pending', '{broken')")
    page.reload()
    page.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
    assert page.errors == []
    page.context.close()


def test_code_typed_just_before_the_page_went_reaches_its_lesson_later(chromium, address):
    """Typed, and the page left at once for the editor's builder: the lessons, opened later,
    still have the code (the page keeps a copy until the lesson has it), and nothing fails."""
    page = open_page(chromium, address + "?lesson=wall-follower")
    page.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
    typed(page, "# typed last\n")
    page.goto(address + "?seed=1&program=builder")
    page.wait_for_function("document.querySelector('[aria-label=Program]') !== null")
    page.get_by_role("button", name="Back to the maze", exact=True).click()
    page.get_by_role("button", name="Lessons", exact=True).click()
    page.wait_for_function("document.getElementById('lesson-title').textContent !== ''")
    page.select_option("#lesson-choice", "wall-follower")
    editor_holds(page, "# typed last")
    assert page.errors == []
    page.context.close()
