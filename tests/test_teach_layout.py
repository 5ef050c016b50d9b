"""The teaching view fits a 1024 × 600 screen in every language: nothing under the legend,
no source line cut, the stack's rows, headings and cells whole; at the window's least size
the maze, the stack and the source stay in sight; the loop's counter counts its stack."""

from __future__ import annotations

import re

import pytest
from test_teach_input import settle, tooltip_of
from test_window import make_app, run_until
from x11 import pointer_to

from labyrinth.gui.teach.panes import SOURCE_LEAST_LINES, STACK_LEAST_ROWS, STACK_ROWS

# What the window takes of a 1024 × 600 screen (its margins for the desktop's bars).
WINDOW = "984x538+0+0"


def box(widget) -> tuple[int, int, int, int]:
    x, y = widget.winfo_rootx(), widget.winfo_rooty()
    return x, y, x + widget.winfo_width(), y + widget.winfo_height()


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_everything_fits_at_1024_by_600(tk_root, language):
    app = make_app(tk_root, width=10, height=8, seed=7)
    tk_root.geometry(WINDOW)
    app.appearance.set_language(language)
    app.toggle_teaching()
    view = app.modes["teach"]
    view.panel.at_dead_ends.set(True)
    view.jump(460)
    for _pass in range(5):  # the stack's rows follow the room the maze leaves
        tk_root.update()
    panel = view.panel
    legend_top = box(app.legend)[1]
    _left, _top, right, bottom = box(panel)
    assert bottom <= legend_top
    for widget in (
        panel.controls.fields_note,
        panel.controls.deeper_box,
        panel.controls.step_box,
        panel.controls.total,
    ):
        x0, y0, x1, y1 = box(widget)
        assert widget.winfo_ismapped() and y1 <= bottom and x1 <= right, widget
    assert panel.source.xview() == (0.0, 1.0)  # long lines wrap: none is cut
    stack = panel.stack
    assert int(stack.cget("height")) >= STACK_ROWS
    assert box(panel.below)[3] <= legend_top
    assert_columns_whole(panel)


def assert_columns_whole(panel):
    """Every cell and heading of the stack fits its column, and no column is cut; only the
    first column's heading may give way, where it is another algorithm's structure and size,
    which the counters line says in full."""
    stack = panel.stack
    stack.update_idletasks()
    assert stack.xview() == (0.0, 1.0)
    rows = [stack.item(item, "values") for item in stack.get_children()]
    assert rows
    shown = stack["displaycolumns"]
    for index, column in enumerate(stack["columns"]):
        if shown not in ("#all", ("#all",)) and column not in shown:
            continue  # another algorithm's structure shows three of the four
        width = int(stack.column(column, "width"))
        for row in rows:
            if index < len(row):  # a folded row ("… 12 calls …") has its text alone
                assert panel.small.measure(str(row[index])) < width, (column, row[index])
        heading = stack.heading(column, "text")
        if index or heading not in panel.counters.cget("text"):
            assert panel.small.measure(heading) < width, (column, heading)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize("way", ["recursion", "java", "loop"])
def test_the_books_stack_is_whole_at_1024_pixels(tk_root, language, way):
    app = make_app(tk_root, width=32, height=24, seed=7)
    tk_root.geometry(WINDOW)
    app.appearance.set_language(language)
    app.toggle_teaching()
    view = app.modes["teach"]
    view.panel.mode.set("loop" if way == "loop" else "recursion")
    view.panel.language.set("java" if way == "java" else "python")
    view.switch()
    view.jump(len(view.history) // 3)
    for _pass in range(5):
        tk_root.update()
    assert_columns_whole(view.panel)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize("algorithm", ["growing-tree", "hunt-and-kill", "prim-true"])
@pytest.mark.parametrize("screen", [(984, 538), (1326, 700)])
def test_the_since_step_column_shows_its_number(tk_root, language, algorithm, screen):
    app = make_app(tk_root, width=32, height=24, seed=7)
    tk_root.geometry("{}x{}+0+0".format(*screen))
    app.appearance.set_language(language)
    app.choose_algorithm(algorithm)
    app.session.mode.finish()
    run_until(tk_root, lambda: app.graphs.result is not None)
    app.toggle_teaching()
    view = app.modes["teach"]
    view.jump(len(view.history) // 2)
    for _pass in range(5):
        tk_root.update()
    rows = [view.panel.stack.item(item, "values") for item in view.panel.stack.get_children()]
    notes = [str(row[2]) for row in rows if len(row) > 2]  # a folded row has its text alone
    assert any(re.search(r"\d+$", note) for note in notes)  # "since step 212"
    assert_columns_whole(view.panel)


def inside(inner, outer) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_at_the_least_window_size_maze_stack_and_source_stay_in_sight(tk_root, language):
    app = make_app(tk_root, width=32, height=24, seed=7)
    app.appearance.set_language(language)
    without_view = tk_root.minsize()
    app.toggle_teaching()
    view = app.modes["teach"]
    view.jump(600)  # a deep stack
    tk_root.geometry("1x1")  # as small as the window may get
    for _pass in range(10):
        tk_root.update()
    least = tk_root.minsize()
    assert (tk_root.winfo_width(), tk_root.winfo_height()) == least
    assert least[0] <= 984 and least[1] <= 538  # a 1024 × 600 screen holds it
    panel, canvas = view.panel, app.view.canvas
    window = box(tk_root)
    status_top, legend_top = box(app.status)[1], box(app.legend)[1]
    assert canvas.winfo_ismapped() and canvas.winfo_width() >= 200
    assert canvas.winfo_height() >= 120
    stack = panel.stack
    assert stack.winfo_ismapped() and int(stack.cget("height")) >= STACK_LEAST_ROWS
    assert (
        stack.winfo_height() >= (STACK_LEAST_ROWS + 1) * panel.row_height()
    )  # the rows and headings
    assert panel.source.winfo_ismapped()
    lines = panel.source.winfo_height() // panel.code.metrics("linespace")
    assert lines >= SOURCE_LEAST_LINES
    controls = panel.controls
    for widget in (
        canvas,
        stack,
        panel.source,
        controls.play,
        controls.step_box,
        controls.depth_box,
    ):
        assert inside(box(widget), window) and box(widget)[3] <= legend_top, widget
    assert box(controls.fields_note)[3] <= status_top
    app.toggle_teaching()  # the view gone, the window may get as small as before
    tk_root.update()
    assert tk_root.minsize() == without_view


def test_the_loop_counts_the_fields_on_its_stack(tk_root):
    """In the loop the stack lists the fields from the start to the current one, and the
    counter says how many: the same number (the recursion counts its open calls)."""
    app = make_app(tk_root, width=10, height=8, seed=2020)
    app.toggle_teaching()
    view = app.modes["teach"]
    view.panel.mode.set("loop")
    view.switch()
    history = view.history
    for tick in (0, 40, 120, 400, len(history) // 2, len(history) - 2, len(history) - 1):
        view.jump(tick)
        tk_root.update()
        rows = 0
        for item in view.panel.stack.get_children():  # a folded row stands for its number
            folded = re.fullmatch(
                r"… (\d+) fields …", str(view.panel.stack.item(item, "values")[0])
            )
            rows += int(folded.group(1)) if folded else 1
        counted = re.search(r"on the stack (\d+)", view.panel.counters.cget("text"))
        assert counted and int(counted.group(1)) == rows == len(history.path_at(view.state))


def test_a_short_panel_folds_the_explanation_into_the_check_lines_tooltip(tk_root):
    """At the least size another algorithm's long summary gives way to the source's lines,
    and the check line's tooltip says it; with room again it is back in the panel."""
    app = make_app(tk_root, width=32, height=24, seed=7)
    app.appearance.set_language("fr")
    app.choose_algorithm("wilson")  # a long summary, and seven entries in the legend
    app.session.mode.finish()
    run_until(tk_root, lambda: app.graphs.result is not None)
    app.toggle_teaching()
    tk_root.geometry("1x1")
    settle(tk_root)
    panel = app.modes["teach"].panel
    summary = panel.why.cget("text")
    assert summary and not panel.why.winfo_ismapped()
    assert panel.source.winfo_height() >= SOURCE_LEAST_LINES * panel.code.metrics("linespace")
    check = panel.check
    point = check.winfo_rootx() + 20, check.winfo_rooty() + check.winfo_height() // 2
    pointer_to(*point)
    run_until(tk_root, lambda: tooltip_of(check) is not None)
    assert tooltip_of(check).winfo_children()[0].cget("text") == summary
    pointer_to(0, 0)
    tk_root.geometry(WINDOW)
    settle(tk_root)
    assert panel.why.winfo_ismapped()


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_books_maze_explains_its_recursion_in_full_at_1024_by_600(tk_root, language):
    """The book's 32 × 24 runs as recursion: the explanation (Python's limit, how far it is
    raised, the Java's stack) is wrapped and shown whole, and so are the stack's calls."""
    app = make_app(tk_root, width=32, height=24, seed=7, excluded=[(16, 12)])
    tk_root.geometry(WINDOW)
    app.appearance.set_language(language)
    app.toggle_teaching()
    view = app.modes["teach"]
    view.jump(900)
    for _pass in range(5):
        tk_root.update()
    panel = view.panel
    limit = view.history.recursion_limit
    assert not view.history.loop and limit > 1534 and str(limit) in panel.why.cget("text")
    assert panel.why.winfo_height() >= panel.why.winfo_reqheight()
    assert box(panel.why)[2] <= box(panel)[2] and box(panel)[3] <= box(app.legend)[1]
    width = int(panel.stack.column("call", "width"))
    assert panel.small.measure("find_neighbours((31 | 23))") < width
