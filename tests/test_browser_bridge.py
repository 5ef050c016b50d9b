"""The browser page's bridge, called as the page's worker calls it: JSON in, JSON out. The
maze it shows is the command line's for the same parameters; every mistake is one sentence."""

from __future__ import annotations

import json
import socket
import struct
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlencode, urlsplit
from urllib.request import urlopen

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from labyrinth.browser.bridge import BRIDGE, Bridge, answer
from labyrinth.browser.link import read_link
from labyrinth.cli import run
from labyrinth.teaching.presentation import present
from tests.browser import served

LINKS = [
    "seed=5",
    "width=16&height=9&seed=42&rng=java&exclude=3,4;5,5",
    "width=12&height=10&seed=7&algorithm=prim-true&loops=20",
    "width=10&height=8&seed=3&algorithm=recursive-division&blocks=40",
    "width=9&height=7&seed=11&algorithm=wilson&exclude=0,0",
]


def call(name: str, /, **args) -> dict:
    return json.loads(answer(json.dumps({"call": name, "args": args})))


def exported(tmp_path: Path, link: str, suffix: str = ".maz") -> str:
    """What the command line writes for the link's parameters."""
    argv = ["--no-display", "--export", str(tmp_path / f"cli{suffix}")]
    for name, value in read_link(link).keywords.items():
        option = {"loop_percent": "--loops", "block_permille": "--blocks"}.get(name, f"--{name}")
        if name == "excluded":
            argv += [part for x, y in value for part in ("--exclude", f"{x},{y}")]
        else:
            argv += [option, str(value)]
    assert run(argv) == 0
    return (tmp_path / f"cli{suffix}").read_text(encoding="utf-8")


@pytest.mark.parametrize("link", LINKS)
def test_the_link_gives_the_command_lines_maze(link, tmp_path, capsys):
    started = call("start", query=f"?{link}")
    assert started["ok"] and started["problems"] == []
    assert call("maz")["text"] == exported(tmp_path, link)
    saved = call("save", kind="labyrinth")
    assert saved["name"].endswith(".labyrinth")
    assert saved["text"] == exported(tmp_path, link, ".labyrinth")


def test_the_link_after_a_build_makes_the_same_maze_again():
    first = call("build", form={"width": "14", "height": "6", "algorithm": "kruskal"})
    assert "seed=" in first["query"]
    maz = call("maz")["text"]
    call("start", query=first["query"])
    assert call("maz")["text"] == maz


def test_a_bad_value_in_the_link_is_said_and_its_default_taken():
    started = call("start", query="width=abc&height=7&seed=3&lang=de")
    assert started["problems"] == [
        "'abc' ist keine ganze Zahl; als Breite sind nur ganze Zahlen von 2 bis 4096 möglich."
    ]
    assert (started["width"], started["height"]) == (32, 7)
    assert started["words"]["words"]["build"] == "Bauen"


def test_values_that_do_not_go_together_are_said_and_the_book_maze_shown():
    started = call("start", query="rng=java&algorithm=kruskal&seed=9")
    assert started["problems"] == [
        "The java random source is the book's own: it goes only with the algorithm backtracker."
    ]
    assert (started["width"], started["height"], started["form"]["seed"]) == (32, 24, "9")


def test_a_bad_form_value_is_refused_and_nothing_replaced():
    call("start", query="seed=4&width=8&height=8")
    before = call("maz")["text"]
    refused = call("build", form={"width": "8", "height": "5000"})
    assert refused == {
        "ok": False,
        "problem": "5000 is out of range; the height must be from 2 to 4096.",
    }
    assert call("maz")["text"] == before
    assert call("undo") == {"ok": False, "problem": "There is nothing to undo."}


def test_excluding_a_field_builds_again_and_undo_and_redo_bring_each_maze_back():
    call("start", query="seed=4&width=8&height=8")
    plain = call("maz")["text"]
    excluded = call("toggle", x=3, y=3)
    assert "exclude=3,3" in excluded["query"] and excluded["can_undo"]
    assert call("describe", x=3, y=3)["sentence"] == "Field (3 | 3) is excluded."
    with_hole = call("maz")["text"]
    assert with_hole != plain
    assert call("undo")["can_redo"]
    assert call("maz")["text"] == plain
    call("redo")
    assert call("maz")["text"] == with_hole
    assert call("toggle", x=8, y=0) == {"ok": False, "problem": "Field (8 | 0) is not in the maze."}


def test_a_maze_that_cannot_be_built_is_said():
    call("start", query="seed=1&width=2&height=2&exclude=0,0;1,0")
    lonely = call("toggle", x=0, y=1)
    assert lonely == {
        "ok": False,
        "problem": "start field cannot be found! Every field is excluded or walled in; "
        "leave at least one field open.",
    }
    started = call("start", query="seed=1&width=2&height=2&exclude=0,0;1,0;0,1")
    assert started["problems"] == [lonely["problem"]]
    assert (started["width"], started["height"]) == (32, 24)


def test_a_field_is_said_with_its_ways_out_and_what_it_is():
    started = call("start", query="seed=5&width=6&height=4")
    x, y = started["start"]
    sentence = call("describe", x=x, y=y)["sentence"]
    assert sentence.startswith(f"Field ({x} | {y}): open to the ")
    assert sentence.endswith("This is the start.")
    maz_rows = call("maz")["text"].splitlines()
    # the .maz grid: the field's east wall is the character right of its middle
    x, y = 2, 1
    east_open = maz_rows[2 * y + 1][4 * x + 4] == " "
    assert ("east" in call("describe", x=x, y=y)["sentence"]) == east_open
    call("language", code="fr")
    assert call("describe", x=0, y=0)["sentence"].startswith("Case (0 | 0)")


def test_the_svg_is_the_desktops(tmp_path):
    call("start", query="seed=8&width=10&height=7")
    assert (
        run(
            [
                "--no-display",
                "--seed",
                "8",
                "--width",
                "10",
                "--height",
                "7",
                "--save",
                str(tmp_path / "m.svg"),
            ]
        )
        == 0
    )
    assert call("save", kind="svg")["text"] == (tmp_path / "m.svg").read_text(encoding="utf-8")
    assert call("save", kind="pdf") == {"ok": False, "problem": "'pdf' is no kind of file to save."}


def test_a_file_is_opened_and_a_broken_or_huge_one_refused(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    call("start", query="seed=6&width=7&height=5")
    (tmp_path / "mine.labyrinth").write_text(call("save", kind="labyrinth")["text"])
    call("build", form={"width": "20", "height": "20"})
    opened = call("open", path="mine.labyrinth")
    assert opened["ok"] and (opened["width"], opened["height"]) == (7, 5)
    assert call("state")["file"] == "mine.labyrinth"
    (tmp_path / "broken.maz").write_text("o---o\n| x |\n")
    refused = call("open", path="broken.maz")
    assert not refused["ok"] and refused["problem"].startswith("broken.maz: ")
    assert call("state")["file"] == "mine.labyrinth"
    huge = call("may_open", name="big.maz", size=10**9)
    assert not huge["ok"] and "big.maz has 1000000000 bytes" in huge["problem"]


def test_the_words_are_there_in_every_language():
    call("start", query="")  # (alone on a worker of the suite, no test before made a maze)
    for code in ("en", "de", "fr"):
        words = call("language", code=code)["words"]
        assert all(words["words"].values()) and len(words["algorithms"]) == 15
    assert call("language", code="de")["words"]["words"]["undo"] == "Rückgängig"


def test_the_undo_keeps_a_bounded_number_of_mazes():
    bridge = Bridge()
    bridge.start("seed=1&width=4&height=4")
    for seed in range(30):
        bridge.build({"width": "4", "height": "4", "seed": str(seed)})
    assert len(bridge.back) == 20


def test_the_bridge_needs_no_tkinter_and_no_pillow():
    code = (
        "import sys; import labyrinth.browser.bridge; "
        "print(sorted(m for m in ('tkinter', 'PIL', 'reportlab') if m in sys.modules))"
    )
    import subprocess

    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


NAMES = st.sampled_from(
    ["width", "height", "seed", "rng", "algorithm", "loops", "blocks", "exclude", "lang", "other"]
)
VALUES = st.one_of(
    st.integers(-10, 200).map(str),  # big enough to refuse, small enough to build quickly
    st.sampled_from(
        ["java", "python", "prim-true", "de", "fr", "1,1;2,2", "0,0", "-1,3", "", "5000", "4097"]
    ),
    st.text(max_size=40),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(NAMES, VALUES), max_size=6))
def test_any_link_gives_a_maze_and_sentences(pairs):
    """A link typed, cut or made up: the page shows a maze, and each refusal is one line."""
    query = urlencode(pairs)
    started = call("start", query=query)
    assert started["ok"], started
    assert all(p and "\n" not in p and "Traceback" not in p for p in started["problems"])
    assert 2 <= started["width"] <= 4096 and 2 <= started["height"] <= 4096
    form = call("build", form=dict((name, value) for name, value in pairs if name != "lang"))
    assert form["ok"] or ("\n" not in form["problem"] and form["problem"])


def test_the_teaching_view_replays_the_books_recursion_line_by_line():
    call("start", query="seed=1&width=8&height=6")
    built = call("maz")["text"]
    first = call("teach")
    assert (first["tick"], first["step"], first["steps"]) == (-1, 0, 96)
    assert first["sentence"] == "Step 0: the walk starts at (0 | 0). Right shows the next line."
    assert first["source"]["lines"][0].startswith("def find_neighbours(self, field")
    java = call("teach_go", java=True)["source"]
    assert java["lines"][0] == "private void findNeighbours (MazeField field)"
    # the lines a step goes through are the method's, shown in Python and at the same place
    # in the book's Java: the presentation model's, as the window shows them
    seen = set()
    for _tick in range(40):
        view = call("teach_go", by=1)
        model = present(BRIDGE.teaching.history, BRIDGE.teaching.state, "python", fold=24)
        assert view["source"]["line"] == model.line == model.python_line
        assert view["sentence"] == model.sentence and view["counters"] == model.counters
        assert view["stack"]["rows"] == [list(row.cells(4)) for row in model.stack_rows]
        seen.add(view["source"]["lines"][view["source"]["line"]].strip())
        java = call("teach_go", java=True)["source"]
        assert java["line"] == model.java_line
    assert "self.find_neighbours(field)  # recursive call" in seen
    # a dead end: the stack's innermost row steps back, the maze shows the path of open calls
    view = call("teach_go", tick=-1)
    while not view["dead_end"]:
        view = call("teach_go", by=1)
    assert view["sentence"].startswith(f"Step {view['step']}: dead end at ")
    rows = view["stack"]["rows"]
    assert rows[0][3] == "↩"  # the innermost call goes back
    assert view["frame"]["path"]["points"]
    # the last step is the built maze, and steps back go as far as asked
    last = call("teach_go", tick=10**9)
    assert last["last"] and last["step"] == 96
    back = call("teach_go", by=-last["tick"] - 1)
    assert back["tick"] == -1 and back["sentence"] == first["sentence"]
    assert call("teach_go", step="12")["sentence"].startswith("Step 12: find_neighbours((")
    # a step box's mistake is said in one sentence, and the step stays
    assert call("teach_go", step="twelve") == {
        "ok": False,
        "problem": "'twelve' is not a whole number; the step number must be from 0 to 96.",
    }
    assert call("teach_go", step="97")["problem"] == (
        "97 is out of range; the step number must be from 0 to 96."
    )
    assert call("teach_go", java=True)["sentence"].startswith("Step 12: findNeighbours((")
    assert call("maz")["text"] == built  # the shown maze stayed


def test_a_step_back_shows_what_the_tick_before_showed():
    """Left on the page (``by=-1``) lands on the tick before, its line, sentence and maze
    those a jump there shows."""
    call("start", query="seed=4&width=7&height=5")
    call("teach")
    there = call("teach_go", tick=29)
    call("teach_go", tick=30)
    back = call("teach_go", by=-1)
    assert back["tick"] == 29
    assert back["sentence"] == there["sentence"] and back["frame"] == there["frame"]
    assert back["source"] == there["source"]


def test_play_stops_at_a_breakpoint_and_at_dead_ends():
    call("start", query="seed=3&width=6&height=5")
    call("teach")
    call("teach_breakpoint", x=5, y=4)
    view = call("teach_play", ticks=10**6)
    assert view["stopped"] and "(5 | 4)" in view["sentence"]
    call("teach_breakpoint", x=5, y=4)  # off again
    call("teach_go", tick=-1)
    view = call("teach_play", ticks=10**6, dead_ends=True)
    assert view["stopped"] and view["dead_end"]
    assert call("teach_breakpoint", x=6, y=0) == {
        "ok": False,
        "problem": "Field (6 | 0) is not in the maze.",
    }


def test_the_loop_is_the_same_walk_and_too_big_mazes_are_refused():
    call("start", query="seed=2&width=7&height=5")
    recursion = call("teach")
    loop = call("teach", loop=True)
    assert loop["loop"] and not recursion["loop"]
    assert "while" in "".join(loop["source"]["lines"])
    loop_walls = call("teach_go", tick=10**9)["frame"]["walls"]
    call("teach", loop=False)
    assert call("teach_go", tick=10**9)["frame"]["walls"] == loop_walls
    call("start", query="seed=2&width=65&height=10")
    assert call("teach")["problem"] == (
        "The page's teaching view follows mazes up to 64 × 64 fields."
    )


@pytest.mark.parametrize("algorithm", ["prim-true", "kruskal", "recursive-division", "wilson"])
def test_another_algorithm_is_taught_with_its_structure(algorithm):
    call("start", query=f"seed=3&width=9&height=7&algorithm={algorithm}")
    first = call("teach")
    assert not first["book"] and first["source"]["lines"] and first["step"] == 0
    view = call("teach_go", step=12)
    assert view["step"] == 12 and view["sentence"].startswith("Step 12: ")
    model = present(BRIDGE.teaching.history, BRIDGE.teaching.state, fold=24)
    assert view["sentence"] == model.sentence
    assert view["stack"]["rows"] == [
        list(row.cells(len(model.headings))) for row in model.stack_rows
    ]
    # the structure is on the maze: members filled, or division's chambers outlined
    colours = {fill["colour"] for fill in view["frame"]["fills"] if fill["boxes"]}
    colours |= {rim["colour"] for rim in view["frame"]["framed"] if rim["boxes"]}
    assert {member.colour for member in model.marks.members} <= colours
    assert call("teach_go", tick=10**9)["last"]
    # the steps end in the maze shown, the one the build makes
    assert BRIDGE.teaching.state.walls == BRIDGE.shown.graphs.maze_array.walls


@pytest.mark.parametrize("algorithm", ["backtracker", "prim-true", "wilson", "recursive-division"])
def test_a_watched_build_ends_in_the_maze_the_build_makes(algorithm, tmp_path, capsys):
    call("start", query="seed=2&width=9&height=7")
    before = call("maz")["text"]
    form = {"seed": "6", "width": "11", "height": "8", "algorithm": algorithm}
    first = call("watch", form=form)
    assert first["step"] == 0 and not first["done"]
    assert call("maz")["text"] == before  # the maze shown stays while the build is watched
    view = call("watch_play", steps=3)
    assert view["step"] == 3 and view["sentence"].startswith("Step 3")
    assert call("watch_play", steps=-1)["step"] == 2
    assert call("watch_play", steps=10**9)["done"]
    finished = call("watch_finish")
    assert finished["can_undo"]
    argv = ["--seed", "6", "--width", "11", "--height", "8", "--algorithm", algorithm]
    assert run(["--no-display", "--export", str(tmp_path / "m.maz"), *argv]) == 0
    assert call("maz")["text"] == (tmp_path / "m.maz").read_text(encoding="utf-8")
    call("undo")
    assert call("maz")["text"] == before
    assert call("watch_finish") == {"ok": False, "problem": "No build is being watched."}


def test_the_state_tells_the_step_of_what_is_stepped():
    call("start", query="seed=2&width=5&height=4")
    assert (call("state")["step"], call("state")["steps"]) == (None, None)
    call("teach")
    call("teach_go", tick=10**9)
    state = call("state")
    assert state["step"] == state["steps"] > 40  # every line of 20 fields' 40 calls
    call("teach_leave")
    assert call("state")["step"] is None
    call("watch", form={"seed": "2", "width": "5", "height": "4"})
    call("watch_play", steps=4)
    assert call("state")["step"] == 4
    call("watch_finish")
    assert call("state")["step"] is None


def test_a_maze_too_big_for_the_page_is_said(tmp_path, monkeypatch, capsys):
    started = call("start", query="width=2000&height=30&seed=1")
    assert started["problems"] == [
        "The page shows mazes up to 1024 × 1024 fields, not 2000 × 30; the desktop program "
        "builds them up to 4096 × 4096."
    ]
    assert (started["width"], started["height"]) == (32, 24)
    assert call("build", form={"width": "1025", "height": "2"})["problem"].startswith(
        "The page shows mazes up to 1024 × 1024 fields, not 1025 × 2;"
    )
    monkeypatch.chdir(tmp_path)
    assert run(["--no-display", "--width", "1100", "--height", "2", "--export", "big.maz"]) == 0
    assert call("open", path="big.maz")["problem"].startswith("The page shows mazes up to")


def test_labyrinth_web_says_how_to_build_the_page_when_it_is_not_built(
    tmp_path, monkeypatch, capsys
):
    monkeypatch.setattr("labyrinth.browser.serve.site_folder", lambda: tmp_path / "dist")
    assert run(["--web", "--no-display"]) == 1
    error = capsys.readouterr().err
    assert error == (
        f"labyrinth: There is no built page in {tmp_path / 'dist'}: run 'npm ci' and "
        "'npm run build' in the folder web of a checkout of labyrinth first.\n"
    )


def test_the_server_sends_the_isolation_headers_and_module_types(site):
    with served(site) as base:
        with urlopen(base) as page:
            assert page.headers["Cross-Origin-Opener-Policy"] == "same-origin"
            assert page.headers["Cross-Origin-Embedder-Policy"] == "require-corp"
        with urlopen(base + "pyodide/pyodide.asm.wasm") as runtime:
            assert runtime.headers["Content-Type"] == "application/wasm"
        with urlopen(base + "pyodide/pyodide.mjs") as module:
            assert module.headers["Content-Type"] == "text/javascript"


def test_a_browser_that_leaves_during_a_download_is_no_error_on_the_terminal(site, capfd):
    """A tab closed while the runtime comes: the connection reset is not a traceback."""
    with served(site) as base:
        address = urlsplit(base)
        serving = threading.active_count()
        for _visit in range(3):
            with socket.create_connection((address.hostname, address.port)) as leaving:
                path = f"{address.path}labyrinth.snapshot.gz"
                leaving.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
                assert leaving.recv(12) == b"HTTP/1.0 200"
                # closed with a reset, as a browser that goes away does
                leaving.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        for _look in range(1000):  # until the server's threads of those requests have ended
            if threading.active_count() == serving:
                break
            time.sleep(0.01)
        with urlopen(base) as page:  # the server serves on
            assert page.status == 200
    assert capfd.readouterr().err == ""


def test_a_stroke_excludes_or_brings_back_by_its_first_field_in_one_undo_step():
    call("start", query="seed=5&width=8&height=6&exclude=2,2")
    plain = call("maz")["text"]
    stroked = call("stroke", fields=[[0, 3], [1, 3], [2, 3]])
    assert "exclude=0,3;1,3;2,2;2,3" in stroked["query"]
    back = call("stroke", fields=[[2, 2], [1, 3], [5, 5]])  # starts on an excluded field
    assert "exclude=0,3;2,3" in back["query"]
    call("undo")
    call("undo")
    assert call("maz")["text"] == plain
    assert call("stroke", fields=[[1, 1], [9, 1]])["problem"] == "Field (9 | 1) is not in the maze."


def test_b_sets_a_breakpoint_on_the_current_field_and_says_so():
    call("start", query="seed=3&width=6&height=5")
    call("teach")
    assert call("teach_breakpoint")["problem"] == "The walk has no current field yet."
    view = call("teach_go", step=7)
    here = BRIDGE.teaching.state.current
    x, y = here % 6, here // 6
    assert call("teach_breakpoint")["said"] == f"A breakpoint on ({x} | {y})."
    assert BRIDGE.teaching.breakpoints == {here}
    call("teach_go", tick=-1)
    stopped = call("teach_play", ticks=10**6)
    assert stopped["stopped"] and stopped["step"] <= view["step"]
    call("teach_go", step=7)
    assert call("teach_breakpoint")["said"] == f"No breakpoint on ({x} | {y})."
