"""The teaching view fits a 1024 × 600 screen in every language: nothing under the legend,
no source line cut, the stack's rows and headings whole."""

from __future__ import annotations

import pytest
from test_window import make_app

from labyrinth.gui.teach.panes import COLUMNS, STACK_ROWS

# What the window takes of a 1024 × 600 screen (its margins for the desktop's bars).
WINDOW = "984x538+0+0"


def box(widget) -> tuple[int, int, int, int]:
    x, y = widget.winfo_rootx(), widget.winfo_rooty()
    return x, y, x + widget.winfo_width(), y + widget.winfo_height()


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_everything_fits_at_1024_by_600(tk_root, language):
    app = make_app(tk_root, width=10, height=8, seed=7)
    tk_root.geometry(WINDOW)
    app.set_language(language)
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
    for widget in (panel.fields_note, panel.deeper_box, panel.step_box, panel.total):
        x0, y0, x1, y1 = box(widget)
        assert widget.winfo_ismapped() and y1 <= bottom and x1 <= right, widget
    assert panel.source.xview() == (0.0, 1.0)  # long lines wrap: none is cut
    stack = panel.stack
    assert int(stack.cget("height")) >= STACK_ROWS
    assert box(panel.below)[3] <= legend_top
    widths = {column: int(stack.column(column, "width")) for column in COLUMNS}
    assert sum(widths.values()) <= stack.winfo_width()
    for column in COLUMNS[1:]:
        assert panel.small.measure(stack.heading(column, "text")) < widths[column]
    assert panel.small.measure("find_neighbours((9 | 7))") < widths["call"]


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_books_maze_explains_its_recursion_in_full_at_1024_by_600(tk_root, language):
    """The book's 32 × 24 runs as recursion: the explanation (Python's limit, how far it is
    raised, the Java's stack) is wrapped and shown whole, and so are the stack's calls."""
    app = make_app(tk_root, width=32, height=24, seed=7, excluded=[(16, 12)])
    tk_root.geometry(WINDOW)
    app.set_language(language)
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
