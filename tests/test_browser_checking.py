"""A program's check and the lessons through the browser page's bridge, run natively: the
program's run only streams what it did (the worker that runs programs), the page's worker
judges it on a maze of its own making; the lessons' reference programs pass and the desktop
tests' wrong ones fail with the desktop's sentences; the progress round-trips through
``progress.txt``; a lesson walked by hand passes at the goal."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from labyrinth.browser.checking import packed
from labyrinth.lessons.progress import parse_progress
from labyrinth.programs.mazes import builder_template
from tests.lesson_programs import REFERENCE, WRONG

pytestmark = pytest.mark.timeout(300)


def call(name: str, /, **args) -> dict:
    from labyrinth.browser.bridge import answer

    return json.loads(answer(json.dumps({"call": name, "args": args})))


def checked(source: str, lesson: bool = False) -> tuple[dict, list[dict]]:
    """The check as the page makes it: planned and judged by the page's worker, each maze
    run by the worker that runs programs (both are this bridge here)."""
    plan = call("check_plan", source=source, lesson=lesson)
    assert plan["ok"], plan
    judged = []
    for maze in plan.get("mazes", []):
        ran = call("program_record", source=source, **maze["job"])
        judged.append(call("check_judge", recording=ran["recording"], stopped=ran["stopped"]))
    return plan, judged


@pytest.fixture(autouse=True)
def lessons():
    call("start", query="?lang=en")
    call("lessons_start", progress="")


def test_the_books_method_passes_every_seeded_maze_and_a_wrong_one_fails():
    plan, judged = checked(builder_template())
    assert len(plan["mazes"]) == len(judged) == 4
    assert all(maze["passed"] for maze in judged)
    assert judged[0]["line"].startswith("Maze 1 (8 × 6, seed 1): Passed: ")
    assert judged[-1]["sentence"] == "Verdict: all 4 mazes passed."
    wrong = builder_template().replace("neighbour.set_previous_field(field)", "pass")
    _plan, judged = checked(wrong)
    assert not judged[0]["passed"] and "never reached" in judged[0]["line"]
    assert judged[-1]["sentence"] == "Verdict: 4 of 4 mazes failed."
    assert judged[0]["frame"]["framed"], "the fields never reached are framed"


def test_a_program_cannot_pass_by_what_it_streams_of_another_maze():
    """The page's worker rebuilds the run on its own maze: a recording of the right program
    on the first maze, handed in for the second, fails there."""
    plan = call("check_plan", source=builder_template())
    first = call("program_record", source=builder_template(), **plan["mazes"][0]["job"])
    assert call("check_judge", recording=first["recording"])["passed"]
    judged = call("check_judge", recording=first["recording"])
    assert not judged["passed"]


def test_a_damaged_recording_is_one_sentence():
    call("check_plan", source=builder_template())
    assert call("check_judge", recording="not base64!") == {
        "ok": False,
        "problem": "The run's recording is damaged.",
    }
    assert not call("check_judge", recording=packed(b"\x00" * 64))["passed"]


def test_a_mistake_before_the_run_is_said_at_its_line():
    plan = call("check_plan", source="while not at_goal():\n    mvoe()\n")
    assert "mvoe" in plan["problems"][0] and plan["line"] == 2
    assert "mazes" not in plan


@pytest.mark.parametrize("lesson", sorted(REFERENCE))
def test_each_lessons_reference_passes_and_its_wrong_programs_fail(lesson):
    assert call("lesson_open", id=lesson)["ok"]
    _plan, judged = checked(REFERENCE[lesson], lesson=True)
    assert all(maze["passed"] for maze in judged), [maze["line"] for maze in judged]
    assert judged[-1]["sentence"].startswith("Passed: ")
    listed = {entry["id"]: entry["passed"] for entry in judged[-1]["lessons"]}
    assert listed[lesson]
    kept = parse_progress(judged[-1]["progress"].encode(), "progress.txt")
    assert kept[lesson].passed and kept[lesson].code == REFERENCE[lesson]
    for program, words in WRONG[lesson]:
        plan, judged = checked(program, lesson=True)
        said = " ".join(plan.get("problems", []) + [maze["line"] for maze in judged])
        assert words in said
        if judged:
            assert judged[-1]["sentence"].startswith("Not passed yet: ")


def test_progress_round_trips_and_a_pass_stays_a_pass(tmp_path):
    call("lesson_open", id="wall-follower")
    kept = call("lesson_keep", id="wall-follower", code="move()\n")["progress"]
    assert "lesson wall-follower open\n| move()\n" in kept
    call("lessons_start", progress="")
    file = tmp_path / "progress.txt"
    file.write_text(
        "labyrinth progress 1\nlesson wall-follower passed\n| turn_left()\n"
        "lesson a-teachers open\n",
        encoding="utf-8",
    )
    opened = call("progress_import", path=str(file))
    assert opened["said"] == "Progress opened: 2 lessons, 1 passed."
    assert {entry["id"]: entry["passed"] for entry in opened["lessons"]}["wall-follower"]
    assert call("lesson_open", id="wall-follower")["code"] == "turn_left()"
    again = call("lessons_start", progress=opened["progress"])
    assert {entry["id"]: entry["passed"] for entry in again["lessons"]}["wall-follower"]
    assert "lesson a-teachers open" in opened["progress"], "a lesson not known here is kept"


def test_a_broken_progress_file_is_one_sentence_naming_it(tmp_path):
    file = tmp_path / "notes.txt"
    file.write_bytes(b"my notes\n")
    refused = call("progress_import", path=str(file))
    assert not refused["ok"] and "notes.txt" in refused["problem"]
    started = call("lessons_start", progress="garbage")
    assert "progress.txt" in started["problem"]


def test_the_walked_lesson_passes_at_the_goal():
    from labyrinth.analysis import shortest_path
    from labyrinth.lessons.catalog import find_lesson, load_lessons
    from labyrinth.programs.mazes import built_graphs

    call("lesson_open", id="walk")
    start = call("lesson_walk")
    assert start["sentence"].startswith("Field (") and not start["over"]
    options = find_lesson(load_lessons(), "walk").mazes[0].options
    graphs, result = built_graphs(options)
    width = graphs.maze_array.width
    way = shortest_path(
        graphs.maze_array,
        result.start[1] * width + result.start[0],
        result.end[1] * width + result.end[0],
    )
    names = {-width: "north", 1: "east", width: "south", -1: "west"}
    walls = graphs.maze_array.walls[way[0]]
    closed = next(
        name for bit, name in ((1, "north"), (2, "east"), (4, "south"), (8, "west")) if walls & bit
    )
    assert call("lesson_walk", heading=closed)["sentence"].startswith("A wall is in the way.")
    for here, there in zip(way, way[1:], strict=False):
        moved = call("lesson_walk", heading=names[there - here])
    assert moved["over"] and moved["sentence"].startswith("Passed: you reached the goal in ")
    assert {entry["id"]: entry["passed"] for entry in moved["lessons"]}["walk"]
    assert call("lesson_walk", heading="north")["sentence"].startswith("You are at the goal")


def test_code_typed_last_before_the_page_went_is_kept_at_the_next_visit():
    started = call("lessons_start", progress="", pending={"id": "tremaux", "code": "mark()\n"})
    assert "lesson tremaux open\n| mark()\n" in started["progress"]
    assert call("lesson_open", id="tremaux")["code"] == "mark()\n"


@pytest.fixture(scope="module")
def a_walkers_stream():
    """What a walker's run on the first seeded maze streams, unpacked."""
    import base64
    import zlib

    call("start", query="?lang=en")
    plan = call("check_plan", source=RIGHT_HAND_WALKER)
    ran = call("program_record", source=RIGHT_HAND_WALKER, **plan["mazes"][0]["job"])
    return zlib.decompress(base64.b64decode(ran["recording"]))


RIGHT_HAND_WALKER = REFERENCE["wall-follower"]


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_a_cut_or_changed_recording_is_judged_or_refused_in_one_sentence(a_walkers_stream, data):
    """Whatever bytes a program's worker hands in, the page's worker answers: a maze judged,
    or one sentence — never a traceback."""
    stream = bytearray(a_walkers_stream)
    cut = data.draw(st.integers(0, len(stream)))
    for _change in range(data.draw(st.integers(0, 4))):
        if stream:
            at = data.draw(st.integers(0, len(stream) - 1))
            stream[at] = data.draw(st.integers(0, 255))
    call("check_plan", source=RIGHT_HAND_WALKER)
    judged = call("check_judge", recording=packed(bytes(stream[:cut])))
    assert judged["ok"] is False and judged["problem"] or "line" in judged
