"""The legend's entries of a mode: added hidden, shown by name, the view's own again after;
the teaching view shows its path, finished fields and end candidate, not the solver's way."""

from __future__ import annotations

from test_window import make_app

from labyrinth.gui.legend import VIEW_ENTRIES
from labyrinth.teaching.presentation import book


def shown(app) -> list[str]:
    """The entries on screen, in their order on the grid."""
    legend = app.legend
    legend.update()
    placed = [
        (int(entry.grid_info()["row"]), int(entry.grid_info()["column"]), key)
        for key, (_swatch, entry) in legend.entries.items()
        if entry.winfo_ismapped()
    ]
    return [key for _row, _column, key in sorted(placed)]


def label(app, key: str) -> str:
    return app.legend.entries[key][1].winfo_children()[1].cget("text")


def test_an_added_entry_is_hidden_until_shown(tk_root):
    app = make_app(tk_root)
    drawn = []
    app.legend.add_entry(
        "mine", "Finished", "tip", "carved", lambda canvas, size: drawn.append(size)
    )
    assert shown(app) == list(VIEW_ENTRIES["walls"]) and drawn == [18]
    app.legend.show_entries(["mine", "current"])
    assert shown(app) == ["mine", "current"]
    app.legend.show_entries(None)
    assert shown(app) == list(VIEW_ENTRIES["walls"])


def test_the_teaching_view_has_its_own_legend(tk_root):
    app = make_app(tk_root, width=10, height=8)
    app.toggle_teaching()
    tk_root.update()
    assert shown(app) == list(book.ENTRIES)
    assert label(app, "teach-path") == "Current path"
    assert label(app, "teach-end") == "End candidate"
    assert "solution" not in shown(app)  # "Way" is the solver's
    app.appearance.set_language("de")
    tk_root.update()
    assert label(app, "teach-path") != "Current path"
    app.toggle_teaching()
    tk_root.update()
    assert shown(app) == list(VIEW_ENTRIES["walls"])


def swatch_pixels(app, key: str) -> str:
    """The rows of entry ``key``'s swatch picture, as Tk holds them."""
    photo = app.legend.images[key]
    return str(photo.tk.call(photo.name, "data"))


def test_an_entry_added_later_is_painted_in_the_palette_and_view_on_show(tk_root):
    app = make_app(tk_root)
    app.appearance.set_palette("okabe-ito")
    app.legend.show_view("junctions")
    app.legend.add_entry("mine", "Finished", "tip", "ways-3", None)
    added = swatch_pixels(app, "mine")
    app.legend.show_palette(app.legend.palette)  # every swatch painted anew
    assert swatch_pixels(app, "mine") == added
    app.legend.show_view("walls")
    app.appearance.set_palette("book")
    assert swatch_pixels(app, "mine") != added
