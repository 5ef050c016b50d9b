"""The teaching view for every algorithm but the book's, under a real X server: steps back
and forwards give the same picture pixel for pixel, a jump equals stepping, and the panel
and the marks show the structure the model holds."""

from __future__ import annotations

import pytest
from test_window import grab, make_app, run_until

from labyrinth.generators import ALGORITHMS
from labyrinth.generators.texts import TEXT_SIDE
from labyrinth.teaching.sentences import place
from labyrinth.teaching.steps import Steps

NAMES = [name for name in ALGORITHMS if name != "backtracker"]


def teach(tk_root, spec: str, width: int = 10, height: int = 8):
    app = make_app(tk_root, width=width, height=height, seed=7, speed=6)
    app.choose_algorithm(spec)  # the maze is built with it: End finishes that build
    app.session.mode.finish()
    run_until(tk_root, lambda: app.graphs.result is not None)
    app.toggle_teaching()
    tk_root.update()
    return app


def panes(app):
    panel = app.modes["teach"].panel
    running = panel.source.tag_ranges("running")
    rows = [panel.stack.item(item, "values") for item in panel.stack.get_children()]
    return str(running[0]) if running else "", rows, panel.counters.cget("text"), app.status.text


@pytest.mark.timeout(300)
@pytest.mark.parametrize("name", NAMES)
def test_back_k_then_forward_k_and_a_jump_give_the_same_picture(tk_root, name):
    app = teach(tk_root, name)
    view = app.modes["teach"]
    assert isinstance(view.history, Steps)
    middle = len(view.history) // 2
    for _step in range(middle):
        view.step()
    tk_root.update()
    assert view.state.tick == middle - 1
    picture, shown = grab(app.root), panes(app)
    for _step in range(7):
        view.step_back()
    tk_root.update()
    assert view.state.tick == middle - 8
    for _step in range(7):
        view.step()
    assert panes(app) == shown
    assert grab(app.root).tobytes() == picture.tobytes()
    view.finish()
    view.first()
    view.jump(middle - 1)
    assert panes(app) == shown
    assert grab(app.root).tobytes() == picture.tobytes()


@pytest.mark.parametrize("name", ["prim-modified", "growing-tree", "wilson", "recursive-division"])
def test_the_panel_and_the_marks_show_the_models_structure(tk_root, name):
    app = teach(tk_root, name)
    view = app.modes["teach"]
    steps = view.history
    canvas = app.view.canvas
    for tick in range(0, len(steps), max(1, len(steps) // 9)):
        view.jump(tick)
        tk_root.update()
        scene = steps.state_at(tick)
        rows = [view.panel.stack.item(item, "values") for item in view.panel.stack.get_children()]
        shown = [row[0] for row in rows if not row[0].startswith("…")]
        if name == "recursive-division":
            assert f"walls put up {scene.built}" in view.panel.counters.cget("text")
            waiting = canvas.find_withtag("teach-waiting")
            visible = [item for item in waiting if canvas.itemcget(item, "state") != "hidden"]
            assert len(visible) == max(0, len(scene.chambers) - 1)
            rows_there = int(view.panel.stack.cget("height"))
            chambers = len(scene.chambers)
            assert len(shown) == (chambers if chambers <= rows_there else rows_there - 1)
            continue
        members = steps.members(scene)
        expected = [place(steps, field) for field in members]
        positions = [entry for entry in view.panel.fold(len(expected)) if isinstance(entry, int)]
        assert shown == [expected[position] for position in positions]
        if len(expected) > len(positions):  # both ends shown
            assert shown[0] == expected[0] and shown[-1] == expected[-1]
        items = canvas.find_withtag("teach-members")
        visible = [item for item in items if canvas.itemcget(item, "state") != "hidden"]
        assert len(visible) == len(members)
        stack = view.panel.stack
        assert not any(stack.item(item, "tags") for item in stack.get_children())  # no colours
        assert f": {steps.size(scene)}" in app.status.text


@pytest.mark.parametrize("name", ["kruskal", "growing-forest"])
def test_every_tree_of_a_small_maze_has_a_colour_of_its_own(tk_root, name):
    app = teach(tk_root, name)
    view = app.modes["teach"]
    steps = view.history
    canvas = app.view.canvas
    for tick in (5, len(steps) // 3, len(steps) // 2):
        view.jump(tick)
        tk_root.update()
        trees = steps.sets(steps.state_at(tick))
        assert trees and all(len(tree) > 1 for tree in trees)
        assert view.state.current in trees[0]  # the tree that just grew on top
        items = canvas.find_withtag("teach-members")
        colour_of = {}
        for item in items:
            if canvas.itemcget(item, "state") != "hidden":
                x0, y0, x1, y1 = canvas.coords(item)
                colour_of[field_under(app, x0, y0, x1, y1)] = canvas.itemcget(item, "fill")
        assert sorted(colour_of) == sorted(field for tree in trees for field in tree)
        for tree in trees:
            assert len({colour_of[field] for field in tree}) == 1
        stack = view.panel.stack
        rows = [stack.item(item, "values") for item in stack.get_children()]
        assert rows[0][0].startswith(place(steps, trees[0][0]))
        assert rows[0][2].startswith(str(len(trees[0])))
        # the first tree's row has the colour its fields have on the maze
        (tag,) = stack.item(stack.get_children()[0], "tags")
        assert str(stack.tag_configure(tag, "background")) == colour_of[trees[0][0]]


def field_under(app, x0: float, y0: float, x1: float, y1: float) -> int:
    """The field a mark's box lies on."""
    x, y = app.view.geometry.field_at_pixel(int(x0 + x1) // 2, int(y0 + y1) // 2)
    return y * app.view.geometry.width + x


def test_the_first_field_is_marked_once_the_build_began_there(tk_root):
    app = teach(tk_root, "wilson")
    view = app.modes["teach"]
    steps = view.history
    canvas = app.view.canvas

    def ring():
        shown = [
            item
            for item in canvas.find_withtag("teach-first")
            if canvas.itemcget(item, "state") != "hidden"
        ]
        if not shown:
            return None
        return field_under(app, *canvas.coords(shown[0]))

    view.first()
    tk_root.update()
    assert ring() is None
    view.jump(steps.first_visit)
    tk_root.update()
    assert ring() == steps.fields[steps.first_visit]
    view.jump(len(steps) // 2)
    tk_root.update()
    assert ring() == steps.fields[steps.first_visit]


def test_the_text_is_traced_on_a_small_maze_and_the_fast_code_said_beyond(tk_root):
    app = teach(tk_root, "kruskal")
    view = app.modes["teach"]
    view.jump(3)
    tk_root.update()
    source = view.panel.source.get("1.0", "end")
    assert "def kruskal(maze: Board" in source
    assert "yield maze.carve(field, neighbour)" in source
    assert "fast code" not in view.panel.why.cget("text")
    app = teach(tk_root, "kruskal", TEXT_SIDE + 1, TEXT_SIDE)
    view = app.modes["teach"]
    view.jump(3)
    tk_root.update()
    assert "yield maze.carve" not in view.panel.source.get("1.0", "end")
    assert "more than 4,096 fields" in view.panel.why.cget("text")


def test_before_the_first_step_a_long_text_shows_its_top(tk_root):
    app = teach(tk_root, "growing-tree")
    view = app.modes["teach"]
    source = view.panel.source
    view.jump(len(view.history) // 2)
    tk_root.update()
    assert source.yview()[0] > 0  # the text is longer than the pane: scrolled to the line
    view.first()
    tk_root.update()
    assert source.yview()[0] == 0.0
    assert not source.tag_ranges("running")


@pytest.mark.parametrize(
    ("name", "entry", "colour"),
    [
        ("growing-tree", "teach-stack", "#ffb347"),
        ("growing-tree:oldest", "teach-list", "#7fc8ff"),
        ("hunt-and-kill", "teach-hunt", "#ffd966"),
        ("wilson", "walk", None),
        ("kruskal", None, None),
    ],
)
def test_the_legend_names_the_marks_of_the_structure_shown(tk_root, name, entry, colour):
    app = teach(tk_root, name)
    view = app.modes["teach"]
    view.jump(len(view.history) // 3)
    tk_root.update()
    shown = app.legend.shown
    assert ("teach-first" in shown) == (name != "kruskal")  # Kruskal begins at no field
    assert ("frontier" in shown) == (entry == "frontier")
    assert ("walk" in shown) == (entry == "walk")
    for key in ("teach-stack", "teach-list", "teach-hunt", "teach-run"):
        assert (key in shown) == (key == entry)
    if colour:  # the swatch's dot is the colour of the dots on the maze
        swatch, _frame = app.legend.entries[entry]
        dots = [item for item in swatch.find_all() if swatch.type(item) == "rectangle"]
        assert [swatch.itemcget(item, "fill") for item in dots] == [colour]
        canvas = app.view.canvas
        members = [
            item
            for item in canvas.find_withtag("teach-members")
            if canvas.itemcget(item, "state") != "hidden"
        ]
        assert members and {canvas.itemcget(item, "fill") for item in members} == {colour}
