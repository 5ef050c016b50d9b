"""A student's program through the browser page's bridge, run natively: the book's method
builds the command line's maze, the replay moves as the desktop's does, a mistake is one
sentence at its line in the page's language, and a stopped run is never solved."""

from __future__ import annotations

import json
import signal

from labyrinth.browser import stopping
from labyrinth.browser.bridge import answer
from labyrinth.browser.program import RunHere
from labyrinth.options import BuildOptions
from labyrinth.programs.mazes import builder_template
from labyrinth.programs.runner import Budget
from tests.test_browser_bridge import exported
from tests.test_program_precheck import RIGHT_HAND

LINK = "width=12&height=8&seed=42&rng=java&exclude=3,4"


def call(name: str, /, **args) -> dict:
    return json.loads(answer(json.dumps({"call": name, "args": args})))


def run_program(source: str) -> dict:
    """As the page runs a program: the options of the maze shown from the page's worker, the
    run in the worker that runs programs (both are this bridge here)."""
    options = call("program_options", source=source)
    if not options["ok"]:
        return options
    return call("program_run", source=source, options=options["options"])


def test_the_books_method_builds_the_command_lines_maze(tmp_path, capsys):
    call("start", query=f"?{LINK}")
    ran = run_program(builder_template())
    assert ran["ok"] and ran["ran"] and ran["good"] and not ran["stopped"]
    assert "exactly the book's maze" in ran["verdict"]
    book = exported(tmp_path, LINK)
    assert call("program_maz")["text"] == book


def test_the_replay_steps_jumps_and_goes_to_either_end():
    call("start", query="?width=6&height=4&seed=3")
    opened = run_program(builder_template())
    steps = opened["steps"]
    assert opened["step"] == 0 and opened["stack"]["rows"] == []
    assert opened["sentence"].startswith("Before the first step")
    first = call("program_go", by=1)
    assert first["step"] == 1 and first["stack"]["rows"] == [["the program", "0"]]
    assert first["source"]["lines"][0].startswith("def find_neighbours(self, field")
    jumped = call("program_go", step="40")
    assert jumped["step"] == 40
    assert jumped["sentence"].startswith("Step 40: line ")
    assert jumped["stack"]["rows"][0][0].startswith("find_neighbours((")
    on, back = call("program_go", by=1), call("program_go", by=-1)
    assert on["step"] == 41 and back == jumped
    last = call("program_go", to="last")
    assert last["step"] == steps and last["last"]
    assert call("program_go", to="first")["step"] == 0
    refused = call("program_go", step=str(steps + 1))
    assert not refused["ok"] and "step number" in refused["problem"]


def test_a_walker_walks_the_shown_maze_and_its_walk_is_drawn():
    call("start", query="?width=8&height=6&seed=5")
    ran = run_program(RIGHT_HAND["en"])
    assert ran["ran"] and ran["good"] and ran["solved"]
    last = call("program_go", to="last")
    colours = [fill["colour"] for fill in last["frame"]["fills"]]
    assert "#40a0ff" in colours  # the trail


def test_a_mistake_found_before_the_run_is_its_line_and_a_german_sentence():
    call("start", query="?width=6&height=4&seed=1&lang=de")
    template = call("program_template", kind="walker")["text"]
    assert "am_ziel()" in template and "Ein Läufer" in template
    broken = template.replace("        vor()", "        vor(")
    refused = run_program(broken)
    assert refused["ok"] and not refused["ran"]
    assert refused["line"] == broken.splitlines().index("        vor(") + 1
    assert refused["sentence"].startswith(f"Zeile {refused['line']}")
    call("language", code="en")


def test_an_error_while_running_opens_at_its_step_with_its_sentence():
    call("start", query="?width=6&height=4&seed=1")
    ran = run_program("x = 1\nprint(undefined_name)\n")
    assert ran["ok"]
    assert ran["line"] == 2 and "undefined_name" in ran["sentence"]


def test_a_stopped_run_is_never_solved():
    """Stop raises a KeyboardInterrupt in the program (Pyodide's interrupt buffer); here the
    walker raises it itself on the goal."""
    source = RIGHT_HAND["en"] + "raise KeyboardInterrupt\n"
    recording = RunHere(source, "program.py", BuildOptions(8, 6, seed=5)).run()
    assert recording.final.field == recording.goal
    assert recording.outcome.stopped and not recording.outcome.solved


def test_an_endless_program_ends_at_its_budget():
    recording = RunHere(
        "while True:\n    pass\n", "program.py", BuildOptions(6, 4, seed=1), Budget(steps=50_000)
    ).run()
    assert recording.outcome.stopped and "50,000" in str(recording.outcome)


def test_a_stop_before_the_program_starts_stops_it_and_a_stop_before_the_run_does_not():
    """Outside a run the page's Stop (a SIGINT in the worker) is remembered: pressed while
    the run is prepared, it stops the program before its first step; pressed before Run, it
    was meant for the run before."""
    stopping.listen()  # as the page's worker does
    try:
        signal.raise_signal(signal.SIGINT)  # a Stop after the last run
        call("start", query="?width=8&height=6&seed=5")
        assert run_program(RIGHT_HAND["en"])["solved"]
        signal.raise_signal(signal.SIGINT)  # pressed while the run is prepared
        recording = RunHere(RIGHT_HAND["en"], "program.py", BuildOptions(8, 6, seed=5)).run()
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        stopping.forget()
    assert recording.outcome.stopped and recording.steps == 0


def test_a_walker_walks_the_maze_shown_and_a_maze_file_without_its_recipe_is_refused(tmp_path):
    """A walker's maze is made again where it runs: from the shown maze's options, the same
    walls; a ``.maz`` file does not say how its maze was built, so a walker there is one
    sentence, as in the window, never a walk through another maze."""
    call("start", query="?width=8&height=6&seed=9")
    shown = call("maz")["text"]
    assert run_program(RIGHT_HAND["en"])["ran"]
    assert call("program_maz")["text"] == shown
    file = tmp_path / "other.maz"
    file.write_text(shown, encoding="utf-8")
    call("start", query="?width=8&height=6&seed=5")
    assert call("open", path=str(file))["ok"]
    refused = run_program(RIGHT_HAND["en"])
    assert not refused["ok"]
    assert refused["problem"].startswith("This maze was read from a file that does not say how")


def test_play_stops_after_a_breakpoints_line_and_b_sets_one_on_the_line_shown():
    call("start", query="?width=6&height=4&seed=3")
    source = builder_template()
    run_program(source)
    refused = call("program_breakpoint")
    assert refused["problem"].startswith("Before the first step there is no line")
    line = next(n for n, text in enumerate(source.splitlines(), 1) if "remove_walls" in text)
    said = call("program_breakpoint", line=line)
    assert said["said"] == f"A breakpoint on line {line}." and said["breakpoints"] == [line]
    played = call("program_play", ticks=10**6)
    assert played["halted"] and not played["last"] and not played["stopped"]
    assert played["sentence"].startswith(f"Step {played['step']}: line {line} ")
    again = call("program_play", ticks=10**6)  # on to the next time that line has run
    assert again["halted"] and again["step"] > played["step"]
    off = call("program_breakpoint")  # B: the line of the step shown
    assert off["said"] == f"No breakpoint on line {line}." and off["breakpoints"] == []
    assert call("program_play", ticks=10**6)["last"]
    assert call("program_breakpoint", line=999)["problem"] == "The program has no line 999."


def test_the_walkers_arrow_points_where_it_looks_at_every_step():
    """A walker program's walker is an arrow in its field, its tip towards its heading (north,
    east, south, west), as in the desktop's window; a builder has none."""
    from labyrinth.browser.bridge import PROGRAMS
    from labyrinth.render.geometry import Geometry, largest_field_size
    from labyrinth.render.scene import centre

    call("start", query="?width=8&height=6&seed=5")
    run_program(RIGHT_HAND["en"])
    geometry = Geometry(8, 6, largest_field_size(8, 6))
    seen = set()
    view = call("program_go", to="first")
    while not view["last"]:
        view = call("program_go", by=1)
        state = PROGRAMS.program.state
        x, y = centre(geometry, state.field % 8, state.field // 8)
        tip_x, tip_y = view["frame"]["arrow"]["points"][:2]
        ahead = [(0, y - tip_y), (tip_x - x, 0), (0, tip_y - y), (x - tip_x, 0)][state.heading]
        assert max(ahead) > 3, (state.heading, ahead)
        assert view["frame"]["arrow"]["colour"] == "#d00000"
        seen.add(state.heading)
    assert len(seen) >= 3  # it turned
    call("start", query="?width=6&height=4&seed=3")
    assert run_program(builder_template())["frame"]["arrow"] is None
