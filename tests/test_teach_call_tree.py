"""The teaching view's call tree under a real X server: its nodes are the calls traced, it grows
and shrinks with the steps, a jump shows what stepping shows, the nodes' states are the stack's,
and a node, a stack row and a field on the maze select one another; the switch is offered for
the recursion up to 512 calls."""

from __future__ import annotations

import random
import re

import pytest
from helpers import press
from hypothesis import given
from hypothesis import strategies as st
from test_teach_input import tooltip_of
from test_window import click_field, grab, grab_picture, make_app, run_until
from x11 import pointer_to

from labyrinth import MazeGraphs
from labyrinth.gui.teach.call_tree import COLOURS
from labyrinth.teaching.call_tree import MOST_CALLS, OPEN, RETURNED, RUNNING, call_at
from labyrinth.teaching.folding import Fold, folded
from labyrinth.teaching.history import ENTER
from labyrinth.teaching.presentation.colours import SELECTED_COLOUR
from labyrinth.teaching.recorder import record_recursion

# The shape each state is drawn with: the state is read back from the drawing.
SHAPES = {"polygon": RUNNING, "oval": OPEN, "rectangle": RETURNED}
WINDOW = "984x538+0+0"  # what the window takes of a 1024 × 600 screen


@pytest.fixture
def tree(tk_root):
    """The teaching view of a 6 × 5 maze with its call tree on, at step 0."""
    app = make_app(tk_root, width=6, height=5, seed=3)
    tk_root.geometry(WINDOW)
    app.toggle_teaching()
    tk_root.update()
    view = app.modes["teach"]
    view.call_tree.switch.invoke()
    settle(tk_root)
    return app


def settle(root, passes=10):
    for _pass in range(passes):
        root.update()


def tree_window(app):
    return app.modes["teach"].call_tree.window


def drawn(app) -> dict[int, tuple[str, tuple[float, ...]]]:
    """The nodes on the tree's canvas: each call's state, read from its shape and colour, and
    its place."""
    canvas = tree_window(app).canvas
    nodes = {}
    for item in canvas.find_withtag("node"):
        (call,) = (int(tag[4:]) for tag in canvas.gettags(item) if re.fullmatch(r"call\d+", tag))
        state = SHAPES[canvas.type(item)]
        assert canvas.itemcget(item, "fill") == COLOURS[state][0]
        assert call not in nodes  # one item a call
        nodes[call] = (state, tuple(canvas.coords(item)))
    return nodes


def stack_shown(app) -> tuple[list[tuple[str, ...]], int]:
    """The stack's rows shown, innermost first, and how many calls it has in all: the rows
    and the calls its folded rows stand for."""
    panel = app.modes["teach"].panel
    rows = [tuple(panel.stack.item(item, "values")) for item in panel.stack.get_children()]
    total = 0
    for row in rows:
        folded_row = re.fullmatch(r"… (\d+) calls …", str(row[0]))
        total += int(folded_row.group(1)) if folded_row else 1
    return [row for row in rows if len(row) > 1], total


def stack_calls(app) -> list[int | None]:
    """The call of each row of the stack, innermost first, as its place among the rows and
    the counts of the folded rows say (None for a folded row)."""
    rows, total = stack_shown(app)
    panel = app.modes["teach"].panel
    calls: list[int | None] = []
    position = 0
    for item in panel.stack.get_children():
        text = str(panel.stack.item(item, "values")[0])
        folded_row = re.fullmatch(r"… (\d+) calls …", text)
        if folded_row:
            calls.append(None)
            position += int(folded_row.group(1))
        else:
            calls.append(total - 1 - position)
            position += 1
    return calls


def selected_call(app) -> int | None:
    """The call of the stack's selected row."""
    stack = app.modes["teach"].panel.stack
    (chosen,) = stack.selection()
    return stack_calls(app)[stack.get_children().index(chosen)]


def call_text(view, call: int) -> str:
    history = view.history
    field = history.fields[history.enters[call]]
    where = "None" if field < 0 else f"({field % history.width} | {field // history.width})"
    return f"find_neighbours({where})"


def assert_tree_is_the_stack(app):
    """As many nodes as ENTER ticks so far; the running node the stack's innermost call, the
    running and open ones as many as the stack's calls, the rest returned."""
    view = app.modes["teach"]
    history, tick = view.history, view.state.tick
    nodes = drawn(app)
    entered = history.kinds[: tick + 1].count(ENTER)
    assert sorted(nodes) == list(range(entered))
    rows, on_stack = stack_shown(app)
    states = [nodes[call][0] for call in range(entered)]
    assert states.count(RUNNING) + states.count(OPEN) == on_stack
    assert states == [OPEN] * (on_stack - 1) + [RUNNING] * (on_stack > 0) + [RETURNED] * (
        entered - on_stack
    )
    if on_stack:
        assert rows[0][0] == call_text(view, on_stack - 1)
    counters = app.modes["teach"].panel.counters.cget("text")
    assert f"Calls {entered} · open (the stack's depth) {on_stack}" in counters


@pytest.mark.timeout(300)
def test_the_tree_grows_with_the_steps_and_shrinks_back(tree):
    view = tree.modes["teach"]
    history = view.history
    assert tree_window(tree).top.winfo_ismapped() and drawn(tree) == {}
    seen = {}
    while view.state.tick < len(history) - 1:
        press(tree, "Right")
        assert_tree_is_the_stack(tree)
        seen[view.state.tick] = drawn(tree)
    assert len(drawn(tree)) == len(history.enters) == 60  # 6 × 5 fields: two calls a field
    assert {state for state, _place in drawn(tree).values()} == {RETURNED}
    while view.state.tick > -1:
        press(tree, "Left")
        assert_tree_is_the_stack(tree)
        assert drawn(tree) == seen.get(view.state.tick, {})
    assert drawn(tree) == {}


def test_a_jump_shows_the_tree_stepping_shows(tree):
    view = tree.modes["teach"]
    history = view.history
    ticks = random.Random(19).sample(range(len(history)), 25) + [len(history) - 30]
    stepped = {}
    for tick in sorted(ticks):
        while view.state.tick < tick:
            view.step()
        tree.root.update()
        stepped[tick] = drawn(tree)
    for tick in ticks:  # in the sample's order: back and forth
        view.jump(tick)
        tree.root.update()
        assert drawn(tree) == stepped[tick], tick
        assert_tree_is_the_stack(tree)


def test_the_tree_window_stands_right_of_the_main_window_where_the_screen_has_room(tree):
    """On this 1280 pixels wide screen: beside the 984 × 538 window, within the screen, and the
    6 × 5 maze's 60 calls all in sight without scrolling."""
    view = tree.modes["teach"]
    view.finish()
    settle(tree.root)
    window = tree_window(tree)
    top, canvas = window.top, window.canvas
    assert top.winfo_rootx() >= tree.root.winfo_rootx() + tree.root.winfo_width()
    assert top.winfo_rootx() + top.winfo_width() <= tree.root.winfo_screenwidth()
    assert canvas.yview() == (0.0, 1.0) and canvas.xview() == (0.0, 1.0)
    assert len(drawn(tree)) == 60
    for _state, (x0, y0, x1, y1) in drawn(tree).values():
        assert x0 >= 0 and x1 <= canvas.winfo_width() and y0 >= 0 and y1 <= canvas.winfo_height()


def test_without_room_right_it_covers_the_controls_left_of_the_maze(tk_root):
    """The window at the screen's right edge, as a 1024 × 600 screen has it: the tree's
    window lies over the maze controls, down to the status bar; the maze, the stack and the
    panel stay in sight, and the 60 calls still fit without scrolling."""
    app = make_app(tk_root, width=6, height=5, seed=3)
    tk_root.geometry(WINDOW)
    settle(tk_root)
    tk_root.geometry(f"+{tk_root.winfo_screenwidth() - tk_root.winfo_width()}+0")
    app.toggle_teaching()
    settle(tk_root)
    view = app.modes["teach"]
    view.call_tree.switch.invoke()
    view.finish()
    settle(tk_root)
    window = tree_window(app)
    top, canvas = window.top, window.canvas
    left, right = top.winfo_rootx(), top.winfo_rootx() + top.winfo_width()
    assert left == tk_root.winfo_rootx() and right <= app.view.canvas.winfo_rootx()
    assert right <= view.panel.below.winfo_rootx()
    assert top.winfo_rooty() + top.winfo_height() <= app.status.winfo_rooty()
    assert canvas.yview() == (0.0, 1.0) and canvas.xview() == (0.0, 1.0)
    assert len(drawn(app)) == 60


def node_point(app, call):
    """The middle of call ``call``'s node in the tree canvas's window."""
    canvas = tree_window(app).canvas
    x0, y0, x1, y1 = canvas.bbox(f"call{call}")
    return int((x0 + x1) / 2 - canvas.canvasx(0)), int((y0 + y1) / 2 - canvas.canvasy(0))


def framed_on_the_maze(app, field) -> bool:
    """Whether the maze's picture shows the selection's frame round ``field``."""
    geometry = app.view.geometry
    left, top, right, bottom = geometry.interior(field % geometry.width, field // geometry.width)
    picture = grab_picture(app).convert("RGB")
    purple = tuple(int(SELECTED_COLOUR[index : index + 2], 16) for index in (1, 3, 5))
    middle = (left + right) // 2
    return any(picture.getpixel((middle, y)) == purple for y in range(top - 4, top + 2))


def test_a_click_on_a_node_selects_its_call_in_the_stack_and_its_field(tree):
    view = tree.modes["teach"]
    history = view.history
    view.jump(history.enters[40])  # call 41 running, 40 open under it
    tree.root.update()
    call = 20  # in the middle of the stack: folded away before the click
    assert call not in stack_calls(tree)
    canvas = tree_window(tree).canvas
    x, y = node_point(tree, call)
    canvas.event_generate("<ButtonPress-1>", x=x, y=y)
    settle(tree.root)
    stack = view.panel.stack
    (chosen,) = stack.selection()
    assert stack.item(chosen, "values")[0] == call_text(view, call)
    position = stack.get_children().index(chosen)
    assert stack_calls(tree)[position] == call
    assert stack_calls(tree)[position - 1] is None is stack_calls(tree)[position + 1]  # folds
    field = history.fields[history.enters[call]]
    assert view.selected == field and framed_on_the_maze(tree, field)
    assert tree.status.text.startswith(f"Call {call + 1}, {call_text(view, call)}")
    assert ": open, it waits for call 22" in tree.status.text
    assert canvas.find_withtag(f"ring{call}")
    # a step keeps the call selected in the stack and its field framed
    press(tree, "Right")
    settle(tree.root)
    assert selected_call(tree) == call and framed_on_the_maze(tree, field)
    # the running call: its line is the one highlighted, in sight
    running = view.state.frames - 1
    x, y = node_point(tree, running)
    canvas.event_generate("<ButtonPress-1>", x=x, y=y)
    settle(tree.root)
    assert selected_call(tree) == running == stack_calls(tree)[0]
    assert ": running" in tree.status.text
    source = view.panel.source
    assert source.bbox(str(source.tag_ranges("running")[0])) is not None


def ring_colour_at(app, call):
    """The colour of the tree's pixels just outside call ``call``'s node, on its ring."""
    window = tree_window(app)
    shot = grab(window.canvas).convert("RGB")
    x0, y0, x1, y1 = window.canvas.bbox(f"ring{call}")
    x0 -= window.canvas.canvasx(0)
    y0 -= window.canvas.canvasy(0)
    middle = int((x0 + x1 - 2 * window.canvas.canvasx(0)) / 2)
    return {shot.getpixel((middle, int(y0) + offset)) for offset in range(0, 4)}


def rings(canvas) -> list[int]:
    """The calls whose nodes are ringed."""
    return sorted(
        int(tag[4:])
        for item in canvas.find_withtag("ring")
        for tag in canvas.gettags(item)
        if re.fullmatch(r"ring\d+", tag)
    )


def test_a_stack_row_or_a_field_rings_its_nodes(tree):
    view = tree.modes["teach"]
    history = view.history
    view.jump(history.enters[50])
    tree.root.update()
    stack = view.panel.stack
    stack.selection_set(stack.get_children()[2])  # the third call from the innermost
    settle(tree.root)
    call = 50 - 2
    assert selected_call(tree) == call
    canvas = tree_window(tree).canvas
    assert canvas.find_withtag(f"ring{call}")
    purple = tuple(int(SELECTED_COLOUR[index : index + 2], 16) for index in (1, 3, 5))
    assert purple in ring_colour_at(tree, call)
    field = history.fields[history.enters[call]]
    assert view.selected == field and framed_on_the_maze(tree, field)  # and it stays framed
    # a click on a field: the last call made with it, and a ring round each of its calls;
    # the field with the most calls so far (one for the step in, one each step back to it)
    state = view.state
    made = [history.fields[history.enters[c]] for c in range(state.calls)]
    busiest = max(set(made), key=made.count)
    calls_there = [c for c, there in enumerate(made) if there == busiest]
    assert len(calls_there) >= 2
    click_field(tree, busiest % 6, busiest // 6)
    settle(tree.root)
    last = call_at(history, state, busiest)
    assert last == calls_there[-1] == view.selected_call == selected_call(tree)
    assert framed_on_the_maze(tree, busiest) and rings(canvas) == calls_there
    # the same field again lets go
    click_field(tree, busiest % 6, busiest // 6)
    settle(tree.root)
    assert view.selected == view.selected_call == -1 and not canvas.find_withtag("ring")
    assert stack.selection() == ()


def test_in_the_loop_a_click_on_a_field_selects_its_row_of_the_path(tree):
    view = tree.modes["teach"]
    view.panel.mode.set("loop")
    view.switch()
    depths = view.history.depths
    view.jump(max(range(len(depths)), key=depths.__getitem__))  # the longest path
    settle(tree.root)
    path = view.history.path_at(view.state)
    field = path[len(path) // 2]  # folded away in the middle of the path's rows
    where = f"({field % 6} | {field // 6})"
    stack = view.panel.stack
    assert where not in [stack.item(item, "values")[0] for item in stack.get_children()]
    click_field(tree, field % 6, field // 6)
    settle(tree.root)
    (chosen,) = stack.selection()
    assert stack.item(chosen, "values")[0] == where
    assert view.selected == field and framed_on_the_maze(tree, field)


def test_the_running_node_is_red_and_the_open_ones_orange_on_the_screen(tree):
    view = tree.modes["teach"]
    view.jump(view.history.enters[30])
    settle(tree.root)
    shot = grab(tree_window(tree).canvas).convert("RGB")

    def colour(name):
        return tuple(int(name[index : index + 2], 16) for index in (1, 3, 5))

    assert shot.getpixel(node_point(tree, 30)) == colour(COLOURS[RUNNING][0])
    assert shot.getpixel(node_point(tree, 10)) == colour(COLOURS[OPEN][0])


def hover_tip(app, widget) -> str:
    x = widget.winfo_rootx() + widget.winfo_width() // 2
    y = widget.winfo_rooty() + widget.winfo_height() // 2
    pointer_to(x, y)
    run_until(app.root, lambda: tooltip_of(widget) is not None)
    text = tooltip_of(widget).winfo_children()[0].cget("text")
    pointer_to(0, 0)
    run_until(app.root, lambda: tooltip_of(widget) is None)
    return text


@pytest.mark.timeout(200)
def test_the_switch_is_offered_for_the_recursion_up_to_512_calls(tree):
    view = tree.modes["teach"]
    switch, window = view.call_tree.switch, tree_window(tree)
    assert switch.instate(["!disabled"]) and "512 calls" in hover_tip(tree, switch)
    view.panel.mode.set("loop")
    view.switch()
    settle(tree.root)
    assert switch.instate(["disabled"]) and not window.top.winfo_ismapped()
    assert hover_tip(tree, switch).startswith("The loop makes no calls")
    view.panel.mode.set("recursion")
    view.switch()
    settle(tree.root)
    assert switch.instate(["!disabled"]) and window.top.winfo_ismapped()
    # 16 × 16: 512 calls, drawn; 17 × 16: 544, not
    for width, offered in ((16, True), (17, False)):
        graphs = MazeGraphs(width, 16, display=False, seed=3)
        assert len(record_recursion(graphs).enters) == 2 * width * 16
        view.start(graphs)
        settle(tree.root)
        assert switch.instate(["!disabled"] if offered else ["disabled"])
        assert window.top.winfo_ismapped() == offered
    assert f"up to {MOST_CALLS} calls" in hover_tip(tree, switch)
    assert "this maze makes 544" in hover_tip(tree, switch)


def test_another_algorithm_has_no_call_tree(tk_root):
    app = make_app(tk_root, width=6, height=5, seed=3)
    app.choose_algorithm("prim-true")
    app.session.mode.finish()
    run_until(tk_root, lambda: app.graphs.result is not None)
    app.toggle_teaching()
    settle(tk_root)
    view = app.modes["teach"]
    switch = view.call_tree.switch
    assert not switch.winfo_manager() and not switch.winfo_ismapped()
    assert view.panel.controls.modes[0].instate(["disabled"])  # Recursion, for the book's
    app.choose_algorithm("backtracker")  # the book's again: the switch is back
    settle(tk_root)
    assert switch.winfo_ismapped() and switch.instate(["!disabled"])


def test_the_tree_windows_keys_step_the_view_and_esc_closes_it(tree):
    view = tree.modes["teach"]
    window = tree_window(tree)
    window.canvas.focus_force()
    for _press in range(12):
        window.canvas.event_generate("<Right>")
    tree.root.update()
    assert view.state.tick == 11 and len(drawn(tree)) == tree.modes["teach"].history.kinds[
        :12
    ].count(ENTER)
    window.canvas.event_generate("<Escape>")
    settle(tree.root)
    assert not window.top.winfo_ismapped() and not view.call_tree.wanted.get()
    assert view.active  # Esc in the tree's window closes the tree, not the view


def test_leaving_the_view_hides_the_tree_and_coming_back_shows_it(tree):
    window = tree_window(tree)
    tree.toggle_teaching()
    settle(tree.root)
    assert not window.top.winfo_ismapped()
    tree.toggle_teaching()
    settle(tree.root)
    assert window.top.winfo_ismapped() and drawn(tree) == {}


@given(
    total=st.integers(0, 300),
    rows=st.integers(3, 40),
    keep=st.integers(-1, 299),
)
def test_folding_shows_both_ends_and_the_kept_row(total, rows, keep):
    keep = keep if keep < total else -1
    entries = folded(total, rows, keep)
    assert len(entries) <= rows
    shown = [entry for entry in entries if not isinstance(entry, Fold)]
    assert shown == sorted(set(shown))
    assert len(shown) + sum(entry.count for entry in entries if isinstance(entry, Fold)) == total
    for before, after in zip(entries, entries[1:], strict=False):
        assert not (isinstance(before, Fold) and isinstance(after, Fold))
        if isinstance(before, int) and isinstance(after, int):
            assert after == before + 1  # a gap is always a Fold
    if keep >= 0:
        assert keep in shown
    # the innermost and the outermost, unless a kept one leaves too few rows for them
    if total and (keep < 0 or rows >= 5 or total <= rows):
        assert shown[0] == 0 and shown[-1] == total - 1
