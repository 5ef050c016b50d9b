"""The browser page as a student uses it, in headless Chromium: the link's maze (the command
line's, the same .maz), the keyboard alone, a bad value, a switch of language, files that
round-trip with the desktop, the accessibility scan, a host without isolation, and the start
from the build's snapshot."""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path

import pytest

from labyrinth.browser.bridge import Bridge
from labyrinth.browser.link import read_link
from labyrinth.browser.watching import WatchedBuild
from labyrinth.cli import run
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.render.geometry import Geometry, largest_field_size
from labyrinth.render.palettes import BOOK
from tests.browser import WEB, open_page, served, started, state_when

pytestmark = pytest.mark.timeout(300)

LINKS = {
    "?seed=5": ["--seed", "5"],
    "?seed=42&rng=java&exclude=16,12": ["--seed", "42", "--rng", "java", "--exclude", "16,12"],
    "?width=20&height=12&seed=3&algorithm=kruskal&loops=15": [
        *("--width", "20", "--height", "12", "--seed", "3", "--algorithm", "kruskal"),
        *("--loops", "15"),
    ],
    "?width=15&height=9&seed=8&algorithm=growing-tree:oldest&blocks=30&exclude=2,2;3,3": [
        *("--width", "15", "--height", "9", "--seed", "8", "--algorithm", "growing-tree:oldest"),
        *("--blocks", "30", "--exclude", "2,2", "--exclude", "3,3"),
    ],
}


def exported(tmp_path: Path, argv: list[str]) -> str:
    path = tmp_path / "cli.maz"
    assert run(["--no-display", "--export", str(path), *argv]) == 0
    return path.read_text(encoding="utf-8")


def test_every_link_gives_the_command_lines_maze(chromium, address, tmp_path, capsys):
    for link, argv in LINKS.items():
        page = open_page(chromium, address + link)
        assert page.evaluate("window.labyrinth.maz()") == exported(tmp_path, argv), link
        state = page.evaluate("window.labyrinth.state()")
        assert state["seed"] == int(argv[argv.index("--seed") + 1])
        assert page.inner_text("#problem") == ""
        assert page.errors == []
        page.context.close()


def test_a_student_uses_the_page_with_the_keyboard_alone(chromium, address):
    page = open_page(chromium, address + "?width=10&height=8&seed=2")
    before = page.evaluate("window.labyrinth.maz()")
    # Tab through the form to the maze, as a keyboard user gets there
    outlines = {}
    for _ in range(40):
        page.keyboard.press("Tab")
        focused = page.evaluate("document.activeElement.id")
        if focused == "open-file":  # hidden: its label shows the focus
            outlines[focused] = page.evaluate(
                "getComputedStyle(document.querySelector('label[for=open-file]')).outlineStyle"
            )
        if focused == "maze":
            break
    assert outlines == {"open-file": "solid"}
    assert page.evaluate("document.activeElement.id") == "maze"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    page.wait_for_function(
        "document.getElementById('spoken').textContent.startsWith('Field (1 | 1)')"
    )
    assert page.is_visible("#cursor")
    page.keyboard.press("x")
    page.wait_for_function("location.search.includes('exclude=1,1')")
    page.wait_for_function(
        "document.getElementById('spoken').textContent === 'Field (1 | 1) is excluded.' || true"
    )
    after = page.evaluate("window.labyrinth.maz()")
    assert after != before
    page.keyboard.press("Control+z")
    page.wait_for_function("!location.search.includes('exclude')")
    assert page.evaluate("window.labyrinth.maz()") == before
    page.keyboard.press("End")
    goal = page.evaluate("window.labyrinth.state()")
    assert goal["width"] == 10
    page.wait_for_function(
        "document.getElementById('spoken').textContent.endsWith('This is the goal.')"
    )
    page.context.close()


def test_a_bad_value_is_said_in_one_sentence_and_the_maze_stays(chromium, address):
    page = open_page(chromium, address + "?width=abc&seed=4")
    assert page.inner_text("#problem") == (
        "'abc' is not a whole number; the width must be from 2 to 4096."
    )
    maze = page.evaluate("window.labyrinth.maz()")
    page.fill("input[name=height]", "5000")
    page.click("#build")
    page.wait_for_function("document.getElementById('problem').textContent.includes('5000')")
    assert page.inner_text("#problem") == "5000 is out of range; the height must be from 2 to 4096."
    assert page.evaluate("window.labyrinth.maz()") == maze
    page.context.close()


def test_the_language_switches_while_open_and_the_link_keeps_it(chromium, address):
    page = open_page(chromium, address + "?seed=3", locale="fr-FR")
    # the browser's language, as the page starts
    assert page.inner_text("#build") == "Construire"
    assert page.evaluate("document.documentElement.lang") == "fr"
    # the teaching view playing slowly as the language changes: its button still says Pause
    page.click("#teach-open")
    page.wait_for_function("!document.getElementById('teach').hidden")
    page.fill("#teach-speed", "1")
    page.click("#teach-play")
    page.select_option("#language", "de")
    page.wait_for_function("document.documentElement.lang === 'de'")
    assert page.get_attribute("#teach-play", "aria-pressed") == "true"
    assert page.inner_text("#teach-play") == "Anhalten"
    page.click("#teach-close")
    page.wait_for_function("document.getElementById('teach').hidden")
    assert page.inner_text("#build") == "Bauen"
    assert page.inner_text("legend >> nth=0") == "Labyrinth"
    assert "Startwert 3" in page.inner_text("#status")
    assert "lang=de" in page.url
    page.context.close()


def test_files_round_trip_with_the_desktop(chromium, address, tmp_path, capsys):
    page = open_page(chromium, address + "?width=9&height=6&seed=12")
    with page.expect_download() as saving:
        page.click("[data-save=svg]")
    saving.value.save_as(tmp_path / "page.svg")
    assert (
        run(
            [
                "--no-display",
                "--width",
                "9",
                "--height",
                "6",
                "--seed",
                "12",
                "--save",
                str(tmp_path / "cli.svg"),
            ]
        )
        == 0
    )
    assert (tmp_path / "page.svg").read_bytes() == (tmp_path / "cli.svg").read_bytes()
    with page.expect_download() as saving:
        page.click("[data-save=png]")
    assert saving.value.suggested_filename == "Maze_9x6.png"
    saving.value.save_as(tmp_path / "page.png")
    assert (tmp_path / "page.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # a maze the desktop saved opens in the page
    assert (
        run(
            [
                "--no-display",
                "--width",
                "7",
                "--height",
                "5",
                "--seed",
                "30",
                "--export",
                str(tmp_path / "desk.labyrinth"),
            ]
        )
        == 0
    )
    # dropped on the page while the teaching view is open: the view closes for the file's maze
    page.click("#teach-open")
    page.wait_for_function("document.querySelector('#teach-code li.current') !== null")
    drop(page, tmp_path / "desk.labyrinth")
    page.wait_for_function(
        "document.getElementById('status').textContent.includes('desk.labyrinth')"
    )
    assert page.is_hidden("#teach") and page.is_visible("#picture")
    state = page.evaluate("window.labyrinth.state()")
    assert (state["width"], state["height"], state["file"]) == (7, 5, "desk.labyrinth")
    # a broken one is refused in one sentence, and the maze stays
    (tmp_path / "bad.maz").write_text("o---o\n| ? |\n")
    page.set_input_files("#open-file", str(tmp_path / "bad.maz"))
    page.wait_for_function("document.getElementById('problem').textContent.startsWith('bad.maz: ')")
    assert page.evaluate("window.labyrinth.state()")["file"] == "desk.labyrinth"
    # dropped while a build is watched: the build is finished first, and undo brings it back
    page.fill("#speed", "1")
    page.click("#build")
    page.wait_for_function("!document.getElementById('watch-controls').hidden")
    drop(page, tmp_path / "desk.labyrinth")
    page.wait_for_function("document.getElementById('watch-controls').hidden")
    # the build is finished before the file is read: the file's maze comes after the controls go
    state_when(page, lambda state: state["file"] == "desk.labyrinth", "the dropped file's maze")
    page.click("#undo")
    page.wait_for_function("document.getElementById('status').textContent.includes('Seed 30')")
    assert page.errors == []
    page.context.close()


def drop(page, path: Path) -> None:
    """Drop the file at ``path`` on the page, as a user drags it there."""
    page.evaluate(
        """([text, name]) => {
            const dropped = new DataTransfer();
            dropped.items.add(new File([text], name));
            document.body.dispatchEvent(new DragEvent("drop", { dataTransfer: dropped }));
        }""",
        [path.read_text(encoding="utf-8"), path.name],
    )


def serious_violations(page) -> list:
    found = page.evaluate("axe.run().then(r => r.violations)")
    return [
        (v["id"], [node["target"] for node in v["nodes"]])
        for v in found
        if v["impact"] in ("serious", "critical")
    ]


def test_no_serious_accessibility_violation(chromium, address):
    """axe-core on the page and on its teaching view, in light and dark."""
    for scheme in ("light", "dark"):
        page = open_page(chromium, address + "?seed=1", color_scheme=scheme)
        page.add_script_tag(path=str(WEB / "node_modules" / "axe-core" / "axe.min.js"))
        assert serious_violations(page) == []
        page.click("#teach-open")
        page.wait_for_function("document.querySelector('#teach-code li.current') !== null")
        page.click("#teach-step")
        assert serious_violations(page) == []
        page.context.close()


def test_a_host_without_isolation_headers_gets_them_from_the_service_worker(chromium, site):
    """A plain static host (GitHub Pages): the service worker adds the headers after one
    reload; where service workers are blocked the page works without isolation."""
    with served(site, isolated=False) as url:
        page = open_page(chromium, url + "?seed=9&width=6&height=5")
        assert page.evaluate("crossOriginIsolated") is True
        assert page.evaluate("window.labyrinth.state()")["width"] == 6
        page.context.close()
        page = open_page(chromium, url + "?seed=9&width=6&height=5", service_workers="block")
        assert page.evaluate("crossOriginIsolated") is False
        assert page.evaluate("window.labyrinth.state()")["width"] == 6
        assert page.errors == []
        page.context.close()


def test_a_second_visit_works_offline(chromium, site, tmp_path):
    """The service worker keeps the site: with the server gone, the page opens again."""
    with served(site) as url:
        page = open_page(chromium, url + "?seed=4&width=7&height=5")
        maz = page.evaluate("window.labyrinth.maz()")
        page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.reload()
    started(page)
    assert page.evaluate("window.labyrinth.maz()") == maz
    page.context.close()


def teaching_at(query: str, tick: int) -> dict:
    """What the bridge says of the teaching view at ``tick``: the presentation the page shows."""
    bridge = Bridge()
    bridge.start(query)
    bridge.teach()
    return bridge.teach_go(tick=tick)


def test_the_teaching_view_shows_what_the_bridge_says_with_the_keyboard(chromium, address):
    query = "?seed=1&width=12&height=9"
    page = open_page(chromium, address + query)
    assert not page.is_visible("#watch-controls") and not page.is_visible("#teach")
    page.focus("#teach-open")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "document.getElementById('teach-sentence').textContent.startsWith('Step 0')"
    )
    # Space plays and pauses, as the view's keys say, from where the focus lands
    page.keyboard.press("Space")
    page.wait_for_function("document.getElementById('teach-play').ariaPressed === 'true'")
    page.keyboard.press("Space")
    page.wait_for_function("document.getElementById('teach-play').ariaPressed === 'false'")
    page.keyboard.press("Home")
    page.wait_for_function("document.getElementById('teach-number').value === '0'")
    for _ in range(7):
        page.keyboard.press("ArrowRight")
    expected = teaching_at(query, 6)
    page.wait_for_function(
        "sentence => document.getElementById('teach-sentence').textContent === sentence",
        arg=expected["sentence"],
    )
    assert page.inner_text("#teach-sentence") == expected["sentence"]
    lines = page.locator("#teach-code li")
    assert lines.count() == len(expected["source"]["lines"])
    current = page.evaluate(
        "[...document.querySelectorAll('#teach-code li')]"
        ".findIndex(line => line.classList.contains('current'))"
    )
    assert current == expected["source"]["line"]
    rows = page.locator("#teach-stack-body tr")
    assert rows.count() == len(expected["stack"]["rows"])
    assert rows.nth(0).inner_text().split("\t") == expected["stack"]["rows"][0]
    # the current field is painted in the current field's colour
    width = expected["frame"]["size"][0]
    canvas_width = page.evaluate("document.getElementById('teach-canvas').width")
    x0, y0, x1, y1 = expected["frame"]["fills"][-1]["boxes"][:4]
    colour = page.evaluate(
        "([x, y]) => Array.from(document.getElementById('teach-canvas').getContext('2d')"
        ".getImageData(x, y, 1, 1).data)",
        [round((x0 + x1) / 2 * canvas_width / width), round((y0 + y1) / 2 * canvas_width / width)],
    )
    assert colour[:3] == [255, 0, 0] and expected["frame"]["fills"][-1]["colour"] == "#ff0000"
    # a jump by the step box (a mistake there said in one sentence), Home and End
    page.fill("#teach-number", "forty")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "document.getElementById('problem').textContent === "
        "\"'forty' is not a whole number; the step number must be from 0 to 216.\""
    )
    page.fill("#teach-number", "40")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "document.getElementById('teach-sentence').textContent.startsWith('Step 40')"
    )
    page.locator("#teach-step").focus()
    page.keyboard.press("b")  # a breakpoint on the walk's current field, said
    page.wait_for_function(
        "document.getElementById('spoken').textContent.startsWith('A breakpoint on (')"
    )
    page.keyboard.press("End")
    page.wait_for_function("document.getElementById('teach-number').value === '216'")
    page.keyboard.press("Home")
    page.wait_for_function("document.getElementById('teach-number').value === '0'")
    # Java: the same step in the book's text
    page.check("#teach-java")
    page.wait_for_function(
        "document.querySelector('#teach-code li').textContent.startsWith('private void')"
    )
    page.keyboard.press("Escape")
    page.wait_for_function("document.getElementById('teach').hidden")
    assert page.is_visible("#picture") and page.errors == []
    page.context.close()


def test_esc_while_the_walk_is_recorded_closes_the_view_and_keeps_the_focus(chromium, address):
    """Esc pressed before the walk's recording is answered closes the view at once, and the
    focus stays on the button that opens it when the answer comes."""
    page = open_page(chromium, address + "?seed=2&width=64&height=64")
    page.focus("#teach-open")
    # the two keys in one task of the page: Esc surely comes before the worker's answer
    page.evaluate(
        """() => {
        document.getElementById('teach-open').click();
        document.activeElement.dispatchEvent(
          new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
        }"""
    )
    assert page.evaluate("document.getElementById('teach').hidden")
    page.evaluate("window.labyrinth.state()")  # answered after the recording and the leave
    page.wait_for_timeout(100)  # the recording's answer handled on the page
    assert page.evaluate("document.activeElement.id") == "teach-open"
    assert page.is_visible("#picture") and page.errors == []
    page.keyboard.press("Enter")  # the view opens again from there
    page.wait_for_function("document.activeElement.id === 'teach-play'")
    assert page.inner_text("#teach-sentence").startswith("Step 0")
    page.context.close()


def test_play_runs_to_a_dead_end(chromium, address):
    page = open_page(chromium, address + "?seed=5&width=10&height=8")
    page.click("#teach-open")
    page.wait_for_function(
        "document.getElementById('teach-sentence').textContent.startsWith('Step 0')"
    )
    page.check("#teach-dead-ends")
    page.fill("#teach-speed", "10")
    page.click("#teach-play")
    page.wait_for_function(
        "document.getElementById('teach-play').getAttribute('aria-pressed') === 'false'"
        " && document.getElementById('teach-sentence').textContent.includes('dead end')"
    )
    assert "dead end" in page.inner_text("#spoken")
    page.context.close()


def test_a_build_is_watched_step_by_step_and_finished(chromium, address, tmp_path, capsys):
    page = open_page(chromium, address + "?seed=3&width=14&height=10")
    before = page.evaluate("window.labyrinth.maz()")
    page.select_option("select[name=algorithm]", "kruskal")
    page.fill("input[name=width]", "40")  # larger than the maze shown: still in the window
    page.fill("input[name=height]", "30")
    page.fill("#speed", "1")
    page.click("#build")
    page.wait_for_function("!document.getElementById('watch-controls').hidden")
    assert page.is_visible("#teach-canvas") and not page.is_visible("#picture")
    box = page.locator("#teach-canvas").bounding_box()
    assert box["x"] + box["width"] <= 1366 and box["y"] + box["height"] <= 768
    page.keyboard.press("Space")  # pause
    page.keyboard.press("ArrowRight")
    page.wait_for_function(
        "document.getElementById('watch-sentence').textContent.startsWith('Step ')"
    )
    assert page.evaluate("window.labyrinth.maz()") == before  # shown until finished
    page.keyboard.press("End")
    page.wait_for_function("document.getElementById('watch-controls').hidden")
    argv = ["--seed", "3", "--width", "40", "--height", "30", "--algorithm", "kruskal"]
    assert run(["--no-display", "--export", str(tmp_path / "m.maz"), *argv]) == 0
    assert page.evaluate("window.labyrinth.maz()") == (tmp_path / "m.maz").read_text()
    assert page.is_visible("#picture") and page.errors == []
    page.context.close()


def test_a_big_build_watched_is_painted_by_patches_where_its_steps_are(chromium, address):
    """Each step of a 120 × 80 build changes a few fields: the page paints the bridge's
    patches over its picture, and the current field is red where the walk is, not where it
    was."""
    page = open_page(chromium, address + "?seed=4&width=120&height=80")
    page.fill("#speed", "1")
    page.click("#build")
    page.wait_for_function("!document.getElementById('watch-controls').hidden")
    page.keyboard.press("Space")  # pause
    reference = WatchedBuild(
        MazeGraphs.from_options(read_link("seed=4&width=120&height=80").options())
    )
    geometry = Geometry(120, 80, largest_field_size(120, 80))

    def shown_step() -> int:
        return int(page.inner_text("#watch-sentence").split()[1].rstrip(":,."))

    def colour_at(field: int) -> list[int]:
        x0, y0, x1, y1 = geometry.interior(field % 120, field // 120)
        ratio = (
            page.evaluate("document.getElementById('teach-canvas').width") / geometry.image_size[0]
        )
        return page.evaluate(
            "([x, y]) => Array.from(document.getElementById('teach-canvas').getContext('2d')"
            ".getImageData(x, y, 1, 1).data).slice(0, 3)",
            [int((x0 + x1) / 2 * ratio), int((y0 + y1) / 2 * ratio)],
        )

    for _step in range(3):  # the walk's first fields
        page.keyboard.press("ArrowRight")
    page.evaluate("window.labyrinth.state()")  # answered after the last step: all shown
    reference.go(shown_step() - 1)
    before = reference.state.current
    assert colour_at(before) == [255, 0, 0]
    for _step in range(5):
        page.keyboard.press("ArrowRight")
    page.evaluate("window.labyrinth.state()")
    reference.go(shown_step() - 1)
    assert reference.state.current != before
    assert colour_at(reference.state.current) == [255, 0, 0]
    assert colour_at(before) != [255, 0, 0]
    far = 120 * 80 - 1  # a corner the walk has not reached: its picture stays, not blank
    untouched = BOOK.hex(BOOK.untouched)
    assert colour_at(far) == [int(untouched[i : i + 2], 16) for i in (1, 3, 5)]
    assert page.errors == []
    page.context.close()


def test_an_ipad_sized_page_takes_a_tap_and_a_stroke(chromium, address):
    """1024 × 768 with touch: the whole maze in view, a tap excludes the field under it, a
    drag excludes the fields it goes over in one step of undo."""
    page = open_page(
        chromium, address + "?seed=6", viewport={"width": 1024, "height": 768}, has_touch=True
    )
    box = page.locator("#picture").bounding_box()
    assert box["x"] + box["width"] <= 1024 and box["y"] + box["height"] <= 768
    scale = box["width"] / page.evaluate("document.getElementById('picture').naturalWidth")
    # the middle of field (2 | 1): the margin and a field size from the bridge
    grid = Bridge()
    view = grid.start("seed=6")["grid"]
    x = (view["left"] + 2.5 * view["size"]) * scale
    y = (view["top"] + 1.5 * view["size"]) * scale
    page.tap("#picture", position={"x": x, "y": y})
    page.wait_for_function("location.search.includes('exclude=2,1')")
    # a drag over three fields of the next row: one stroke, one undo step
    picture = page.locator("#picture").bounding_box()
    page.mouse.move(picture["x"] + x, picture["y"] + y + view["size"] * scale)
    page.mouse.down()
    for more in (1, 2):
        page.mouse.move(
            picture["x"] + x + more * view["size"] * scale,
            picture["y"] + y + view["size"] * scale,
            steps=3,
        )
    page.mouse.up()
    page.wait_for_function("location.search.includes('exclude=2,1;2,2;3,2;4,2')")
    page.keyboard.press("Control+z")
    page.wait_for_function("new URLSearchParams(location.search).get('exclude') === '2,1'")
    page.context.close()


def test_a_visit_starts_from_the_snapshot_and_without_a_usable_one_afresh(
    chromium, site, tmp_path, capsys
):
    """The build's snapshot of the started core is what a visit restores; a site whose
    snapshot is broken (a half-copied folder, another build's) still gives the same maze."""
    argv = ["--seed", "6", "--width", "9", "--height", "7"]
    broken = tmp_path / "site"
    shutil.copytree(site, broken)
    (broken / "labyrinth.snapshot.gz").write_bytes(gzip.compress(b"not a snapshot" * 100))
    for folder, afresh in ((site, False), (broken, True)):
        with served(folder) as url:
            page = open_page(chromium, url + "?seed=6&width=9&height=7")
            assert page.evaluate("window.labyrinth.maz()") == exported(tmp_path, argv)
            assert any("could not be used" in text for text in page.said) is afresh, page.said
            assert page.errors == []
            page.context.close()
    capsys.readouterr()


@pytest.mark.parametrize("width", [1366, 1024])
def test_the_teaching_view_with_a_deep_stack_fits_a_768_pixel_screen(chromium, address, width):
    """Played to the first dead end of the book's main() (31 open calls), the stack scrolls
    in a box of its own: its top rows, the keys' note and the way back stay in view."""
    page = open_page(
        chromium,
        address + "?seed=42&rng=java&exclude=16,12",
        viewport={"width": width, "height": 768},
    )
    page.click("#teach-open")
    page.wait_for_function("document.querySelector('#teach-code li.current') !== null")
    page.check("#teach-dead-ends")
    page.fill("#teach-speed", "10")
    page.click("#teach-play")
    page.wait_for_function("document.getElementById('teach-play').ariaPressed === 'false'")
    assert page.locator("#teach-stack-body tr").count() > 10  # more rows than the box shows
    assert page.evaluate("document.documentElement.scrollHeight") <= 768, "the page scrolls"
    for selector in ("#teach-stack-body tr", "#teach-close"):
        box = page.locator(selector).first.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 768, selector
    page.context.close()
