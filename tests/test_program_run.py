"""Running a student's program in a child process: the book's method builds the book's maze,
a walker walks, and whatever a program does (loops forever, recurses without end, reads
input, floods the output, exits, crashes) the run ends with one sentence naming its line and
no process stays behind."""

from __future__ import annotations

import os
import re
import time
import uuid
from pathlib import Path

import pytest

from labyrinth import i18n
from labyrinth.analysis import distances
from labyrinth.options import BuildOptions
from labyrinth.programs import outcome
from labyrinth.programs.checks import PLAN, check_recording, seeded_mazes
from labyrinth.programs.mazes import book_maze, builder_template, built_graphs
from labyrinth.programs.runner import Budget, ProgramOptionsError, ProgramRun, run_program
from labyrinth.programs.stream import (
    CALL,
    CHUNK_EVENTS,
    DONE,
    EVENTS,
    LINE,
    TEXT,
    WALL,
    StreamWriter,
    read_blocks,
    read_events,
)
from labyrinth.programs.world import EAST
from tests.helpers import with_marker
from tests.test_program_precheck import RIGHT_HAND

SHORT = Budget(steps=200_000, seconds=3)
# The bytes an event takes in a recording: its kind, then line, a and b as 4-byte numbers.
EVENT_BYTES = 1 + 3 * 4


def gone(pid: int | None) -> bool:
    """The process ``pid`` no longer exists (not even as a zombie: it was reaped)."""
    assert pid is not None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def run_and_reap(source: str, options: BuildOptions, budget: Budget = SHORT):
    run = ProgramRun(source, "student.py", options, budget)
    run.start()
    pid = run.pid
    while (recording := run.poll()) is None:
        time.sleep(0.01)
    assert gone(pid)
    return recording


# -- the builder ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "options",
    [
        BuildOptions(8, 6, seed=1),
        BuildOptions(20, 15, seed=99, excluded=((3, 3), (4, 3), (0, 14))),
        BuildOptions(12, 9, seed=5, rng="java"),
    ],
    ids=["small", "excluded fields", "java random source"],
)
def test_the_books_method_unchanged_builds_exactly_the_books_maze(options):
    recording = run_and_reap(builder_template(), options, Budget())
    assert recording.outcome.kind == outcome.FINISHED
    assert recording.matches_book
    assert bytes(recording.maze_after().walls) == bytes(book_maze(options).walls)
    _graphs, result = built_graphs(options)
    width = options.width
    assert recording.end_field == result.end[1] * width + result.end[0]
    assert recording.path_length == result.length
    assert check_recording(recording).passed


def test_a_changed_builder_is_not_the_books_maze_but_may_still_be_perfect():
    # trying the directions in another order: a different maze, still a perfect one
    source = builder_template().replace(
        "neighbour = self.check_neighbours(field)",
        "neighbour = self.check_neighbour_w(field) or self.check_neighbour_n(field) "
        "or self.check_neighbours(field)",
    )
    recording = run_and_reap(source, BuildOptions(10, 8, seed=3), Budget())
    assert recording.outcome.kind == outcome.FINISHED
    assert not recording.matches_book
    check = check_recording(recording)
    assert check.passed
    assert str(check) == "Passed: every field reached, no loop: a perfect maze."


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "were never reached"), ("de", "wurden nie erreicht"), ("fr", "jamais été atteintes")],
)
def test_a_builder_that_forgets_set_previous_field_fails_with_the_unreached_fields_named(
    language, words
):
    source = "".join(
        line for line in builder_template().splitlines(True) if "set_previous_field" not in line
    )
    options = BuildOptions(6, 4, seed=2)
    recording = run_and_reap(source, options, Budget())
    # without the link back, remove_walls opens nothing: the walk never gets anywhere
    assert recording.outcome.kind == outcome.ERROR
    check = check_recording(recording)
    assert not check.passed
    start = recording.start
    assert set(check.faults) == set(range(24)) - {start}
    i18n.set_language(language)
    assert words in str(check)
    assert str(check).count("(") >= 5  # the first fields are named


def without_base_case(template: str) -> str:
    """The book's method without ``if field is not None:``, its body one level less deep."""
    lines = template.splitlines(True)
    assert lines[1].strip() == "if field is not None:"
    return lines[0] + "".join(line[4:] for line in lines[2:])


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        (
            "en",
            "Line 2: field is None here: the walk has stepped back past the first field, which "
            "has no previous field. The book's method begins with if field is not None: so "
            "that the walk ends there.",
        ),
        (
            "de",
            "Zeile 2: field ist hier None: Der Weg ist über das erste Feld hinaus "
            "zurückgegangen, das kein Vorgängerfeld hat. Die Methode des Buchs beginnt mit "
            "if field is not None:, damit der Weg dort endet.",
        ),
        (
            "fr",
            "Ligne 2 : field vaut None ici : le parcours est revenu en arrière au-delà de la "
            "première case, qui n’a pas de case précédente. La méthode du livre commence par "
            "if field is not None: pour que le parcours s’arrête là.",
        ),
    ],
)
def test_the_missing_base_case_is_said_in_the_students_terms(language, sentence):
    recording = run_and_reap(without_base_case(builder_template()), BuildOptions(8, 6, seed=1))
    i18n.set_language(language)
    assert recording.outcome.kind == outcome.ERROR
    assert str(recording.outcome) == sentence
    check = check_recording(recording)  # the maze it built is perfect: the sentence is all
    assert not check.passed and str(check).endswith(f" {sentence}")


@pytest.mark.parametrize(
    ("source", "sentence"),
    [
        (
            builder_template().replace("        if neighbour is not None:\n", "        if True:\n"),
            "Line 5: neighbour is None here: check if neighbour is not None: before you use it.",
        ),
        (
            "here = None\nif not at_goal():\n    steps = here + 1\n",
            "Line 3: here is None here: check if here is not None: before you use it.",
        ),
    ],
    ids=["builder", "walker"],
)
def test_a_name_that_is_none_is_named_at_its_line(source, sentence):
    recording = run_and_reap(source, BuildOptions(8, 6, seed=1))
    assert str(recording.outcome) == sentence


LOOP_WITHOUT_END = """\
def find_neighbours(self, field):
    while True:
        neighbour = self.check_neighbours(field)
        if neighbour is not None:
            neighbour.set_previous_field(field)
            field = neighbour
            self.remove_walls(field)
        else:
            field = field.get_previous_field()
"""


def test_a_loop_without_its_end_names_the_field_it_reads_not_the_name_it_assigns():
    """``neighbour`` still holds the None of the turn before when ``check_neighbours`` fails
    on the field that is None: the sentence names the field."""
    recording = run_and_reap(LOOP_WITHOUT_END, BuildOptions(8, 6, seed=1))
    assert str(recording.outcome).startswith(
        "Line 3: field is None here: the walk has stepped back past the first field"
    )


def test_a_builder_cannot_take_an_algorithm_or_loops():
    with pytest.raises(ProgramOptionsError, match="A builder program is the algorithm itself"):
        ProgramRun(builder_template(), "b.py", BuildOptions(8, 6, seed=1, loop_percent=10))


def test_the_stack_shows_the_calls_with_their_fields_and_lines():
    recording = run_and_reap(builder_template(), BuildOptions(5, 4, seed=1), Budget())
    # find the first moment three calls of find_neighbours are open
    step = next(step for step in range(recording.steps) if len(recording.stack_at(step)) == 3)
    stack = recording.stack_at(step)
    assert [frame.name for frame in stack] == ["find_neighbours"] * 3
    assert stack[0].call == "find_neighbours((0 | 0))" and stack[0].place == 0
    recursive_line = (
        builder_template()
        .splitlines()
        .index("        self.find_neighbours(field)  # recursive call")
        + 1
    )
    assert stack[0].line == stack[1].line == recursive_line  # where each called the next
    assert stack[2].line == 1  # the call just made: its def line
    assert recording.path_at(step) == [frame.place for frame in stack]


# -- the walker -----------------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_a_right_hand_walker_solves_perfect_mazes(language):
    for options in [*seeded_mazes("walker", 2), BuildOptions(20, 15, seed=11)]:
        recording = run_and_reap(RIGHT_HAND[language], options)
        assert recording.outcome.kind == outcome.GOAL_REACHED
        assert recording.outcome.solved
        check = check_recording(recording)
        assert check.passed, str(check)
        trail = recording.trail()
        assert trail[0] == recording.start and trail[-1] == recording.goal
        assert len(trail) - 1 >= distances(recording.maze, recording.start)[recording.goal]


# The fourth maze of the checks: its goal lies on an island, out of reach of a hand on the wall.
ISLAND = seeded_mazes("walker", len(PLAN))[-1]


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "it goes round in circles"),
        ("de", "Er läuft im Kreis"),
        ("fr", "il tourne en rond"),
    ],
)
def test_a_right_hand_walker_goes_round_an_island_until_its_budget_stops_it(language, words):
    recording = run_and_reap(RIGHT_HAND[language], ISLAND, Budget(steps=30_000, seconds=20))
    assert distances(recording.maze, recording.start)[recording.goal] > 0  # reachable
    assert recording.outcome.kind == outcome.OVER_BUDGET
    assert recording.outcome.stopped and not recording.outcome.solved
    assert recording.steps == 30_000
    check = check_recording(recording)
    assert not check.passed
    i18n.set_language(language)
    assert words in str(recording.outcome)
    budget = {"en": "30,000", "de": "30.000", "fr": "30 000"}[language]  # as each writes it
    assert budget in str(recording.outcome)
    assert str(recording.outcome).startswith(("Line ", "Zeile ", "Ligne "))


WALKER_TEMPLATE = (
    "while not at_goal():\n"
    "    if front_is_clear():\n"
    "        move()\n"
    "    else:\n"
    "        turn_left()\n"
)


def test_the_walker_template_going_round_on_the_default_maze_is_stopped_as_going_round():
    # on seed 5 it paces between three fields for ever; time enough that only the circle stops it
    recording = run_and_reap(WALKER_TEMPLATE, BuildOptions(32, 24, seed=5), Budget(seconds=300))
    assert recording.outcome.kind == outcome.OVER_BUDGET
    assert str(recording.outcome) == (
        "Line 3: The walker has stood on (1 | 0) facing east 7,681 times: it goes round in "
        "circles, so it was stopped."
    )
    assert recording.steps < Budget().steps // 10  # long before its budget


def test_a_walker_going_round_when_its_time_is_up_is_said_to_go_round():
    # spinning on the spot moves nowhere, so the time limit ends it; its turns say why
    recording = run_and_reap(
        "while True:\n    turn_left()\n", BuildOptions(6, 4, seed=1), Budget(seconds=1)
    )
    assert recording.outcome.kind == outcome.OVER_TIME
    assert re.fullmatch(
        r"Line [12]: The time limit of 1 seconds is up\. The walker has stood on \(0 \| 0\) "
        r"facing \w+ [\d,]+ times: it goes round in circles\.",
        str(recording.outcome),
    )


def test_a_move_into_a_wall_stops_at_that_step_with_the_field_and_heading():
    source = "turn_left()\nmove()\n"  # every field of the top row has the rim to the north
    recording = run_and_reap(source, BuildOptions(6, 4, seed=4))
    assert recording.outcome.kind == outcome.ERROR
    assert str(recording.outcome) == (
        "Line 2: The walker cannot move from (0 | 0) facing north: a wall is in the way."
    )
    state = recording.state_at(recording.outcome.step)
    assert recording.line_of(recording.outcome.step) == 2
    assert state.field == recording.start and state.heading == (EAST - 1) % 4


def test_a_recursive_walker_shows_its_own_calls_by_name():
    source = (
        "def search(x, y):\n"
        "    if at_goal():\n"
        "        return True\n"
        "    return False\n"
        "search(x=0, y=0)\n"
    )
    recording = run_and_reap(source, BuildOptions(5, 4, seed=1))
    step = next(step for step in range(recording.steps) if len(recording.stack_at(step)) == 2)
    module, search = recording.stack_at(step)
    assert module.call == "<module>" and module.line == 5
    assert search.call == "search(x=0, y=0)" and search.place == 0


# -- surviving what a program does --------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "kind", "sentence"),
    [
        ("while True: pass\n", outcome.OVER_TIME, "Line 1: The time limit of 3 seconds is up"),
        ("x = 0\nwhile True:\n    x += 1\n", outcome.OVER_BUDGET, "Line 3: The budget of 200,000"),
        ("def down(n):\n    return down(n + 1)\ndown(0)\n", outcome.ERROR, "Line 2: The recursion"),
        ("name = input('Your name? ')\n", outcome.ERROR, "Line 1: input() has nothing to read"),
        ("x = [0] * 10**10\n", outcome.ERROR, "Line 1: The program needs more memory"),
        ("import sys\nsys.exit()\n", outcome.FINISHED, "The program ended, but the walker"),
        (
            "import os\nos._exit(3)\n",
            outcome.ERROR,
            "Line 2: The program ended itself with exit code 3.",
        ),
        ("x = 1\ny = x / 0\n", outcome.ERROR, "Line 2: A division by zero."),
        ("x = [1]\nx[3]\n", outcome.ERROR, "Line 2: Python stopped the program with IndexError"),
        (
            "while True:\n    try:\n        while True:\n            x = 1\n"
            "    except BaseException:\n        pass\n",
            outcome.OVER_BUDGET,
            "Line 3: The budget of 200,000",
        ),
    ],
    ids=[
        "endless loop",
        "endless counting",
        "endless recursion",
        "input",
        "huge list",
        "sys.exit",
        "os._exit",
        "division by zero",
        "index error",
        "budget caught",
    ],
)
def test_a_run_ends_with_one_sentence_naming_the_line_and_leaves_no_process(source, kind, sentence):
    recording = run_and_reap(source, BuildOptions(6, 4, seed=1))
    assert recording.outcome.kind == kind
    assert str(recording.outcome).startswith(sentence)
    assert "Traceback" not in str(recording.outcome)
    assert not recording.outcome.solved


@pytest.mark.parametrize(
    ("written", "ending"),
    [
        (b"Traceback (most recent call last):\n  ...\nFatal: no room\n", "saying: Fatal: no room"),
        (b"", "(exit code -9)."),
    ],
    ids=["with its words", "silent"],
)
def test_a_process_that_dies_says_what_it_last_wrote_on_its_error_stream(written, ending):
    # the program's own stderr goes into the recording; this writes past it, onto the
    # process's error stream, as Python does when it cannot start or crashes, then dies
    source = f"import os, signal\nos.write(2, {written!r})\nos.kill(os.getpid(), signal.SIGKILL)\n"
    recording = run_and_reap(source, BuildOptions(6, 4, seed=1))
    assert recording.outcome.kind == outcome.ERROR
    said = str(recording.outcome)
    assert said.startswith("The program's process ended unexpectedly ("), said
    assert said.endswith(ending), said


def test_a_program_stuck_in_a_long_computation_is_killed_after_its_time():
    # sum() holds the interpreter: neither the tracer nor the child's watchdog gets a turn,
    # so the parent kills the child's process group
    recording = run_and_reap("total = sum(range(10**15))\n", BuildOptions(6, 4, seed=1))
    assert recording.outcome.kind == outcome.OVER_TIME
    assert "The time limit of 3 seconds is up: the program was stopped." in str(recording.outcome)


def test_the_memory_limit_is_the_budgets():
    # 800 MB: more than the budget's 400, less than a test machine has
    budget = Budget(steps=1000, seconds=20, memory_mb=400)
    recording = run_and_reap("x = [0] * 100_000_000\n", BuildOptions(6, 4, seed=1), budget)
    assert str(recording.outcome) == (
        "Line 1: The program needs more memory than the 400 MB it may use."
    )


def test_a_print_flood_is_kept_up_to_the_cap():
    budget = Budget(steps=20_000, seconds=10, output_chars=500)
    recording = run_and_reap(
        "while True:\n    print('flood ' * 20)\n", BuildOptions(6, 4, seed=1), budget
    )
    assert recording.outcome.kind == outcome.OVER_BUDGET
    assert len(recording.output) == 500
    assert recording.output.startswith("flood flood")
    assert recording.output_cut > 0


def test_stop_kills_at_once_keeps_what_was_recorded_and_is_never_solved():
    run = ProgramRun("x = 0\nwhile True:\n    x += 1\n", "s.py", BuildOptions(6, 4, seed=1))
    run.start()
    pid = run.pid
    # it has recorded a good part: more than a whole chunk, so at least one block is complete
    # (a block is written at once, but a reader may see the file grow while it is written)
    while run.recorded_bytes() < 2 * EVENT_BYTES * CHUNK_EVENTS:
        assert run.poll() is None
        time.sleep(0.01)
    recording = run.stop()
    assert gone(pid)
    assert recording.outcome.kind == outcome.STOPPED
    assert recording.outcome.stopped and not recording.outcome.solved
    assert recording.steps > 1000
    assert str(recording.outcome).startswith("Line ")
    assert run.stop() is recording and run.poll() is recording


def test_stop_also_ends_what_the_program_started():
    marker = f"sleeper-{uuid.uuid4()}"
    source = (
        "import subprocess, sys\n"
        f"subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)', {marker!r}])\n"
        "while True:\n"
        "    pass\n"
    )
    run = ProgramRun(source, "s.py", BuildOptions(6, 4, seed=1), Budget(seconds=30))
    run.start()
    while not with_marker(marker):
        assert run.poll() is None
        time.sleep(0.02)
    run.stop()
    assert with_marker(marker) == []


def test_a_syntax_error_is_refused_before_anything_runs():
    run = ProgramRun("while True\n    move()\n", "s.py", BuildOptions(6, 4, seed=1))
    run.start()
    assert run.pid is None
    recording = run.poll()
    assert recording is not None
    assert recording.outcome.kind == outcome.REFUSED and recording.steps == 0
    assert (
        str(recording.outcome) == "Line 1, column 11: a colon : is missing at the end of the line."
    )
    assert recording.problems and recording.problems[0].line == 1


def test_run_program_waits_for_the_end(tmp_path: Path):
    recording = run_program("print('hello')\n", "hello.py", BuildOptions(4, 3, seed=1))
    assert recording.output == "hello\n"
    assert recording.outcome.kind == outcome.FINISHED


def test_a_recording_file_is_read_block_by_block_up_to_its_last_whole_block(tmp_path):
    """The parent reads the child's file one block at a time (never all of it at once): what
    it gets is what the file's bytes give, and a block the child was writing when it was
    killed is left out."""
    path = tmp_path / "recording.bin"
    with open(path, "wb", buffering=0) as file:
        writer = StreamWriter(file)
        writer.add(CALL, 1, writer.text("find_neighbours((0 | 0))"), 0)
        writer.add(LINE, 2)
        writer.flush()
        writer.add(WALL, 0, 5, 14)
        writer.flush()
        writer.json_block(DONE, {"ending": "finished"})
    data = path.read_bytes()
    path.write_bytes(data[:-3])  # the DONE block cut short
    with open(path, "rb") as file:
        from_file = [(tag, bytes(payload)) for tag, payload in read_blocks(file)]
    assert from_file == [(tag, bytes(payload)) for tag, payload in read_blocks(data)][:-1]
    assert [tag for tag, _ in from_file] == [TEXT, EVENTS, EVENTS]
    kinds, lines, a, b = read_events(memoryview(from_file[2][1]))
    assert (bytes(kinds), list(lines), list(a), list(b)) == (bytes([WALL]), [0], [5], [14])
