"""The window's View menu and legend: palettes for the view and the saved pictures, and
the three languages relabelling the shell (under a real X server, pytest-xvfb)."""

from __future__ import annotations

import json

from PIL import Image
from test_window import finished, grab, grab_picture, make_app, run_until

from labyrinth.gui.file_dialogs import save_to
from labyrinth.gui.theme import MENU_MARK
from labyrinth.render.palettes import PALETTES


def menu_labels(menu):
    return [
        menu.entrycget(i, "label")
        for i in range(menu.index("end") + 1)
        if menu.type(i) != "separator"
    ]


def built(tk_root, **options):
    app = make_app(tk_root, **options)
    app.build()
    app.finish()
    run_until(tk_root, lambda: finished(app))
    return app


def test_every_palette_is_in_the_view_menu_and_changes_the_saved_picture(
    tk_root, tmp_path, private_config
):
    app = built(tk_root, seed=3, excluded=[(5, 4)])  # high contrast and print differ there
    view = app.menus["view"]
    labels = menu_labels(view)
    assert "Colour-blind safe colours (Okabe–Ito)" in labels
    colours = {}
    for name in PALETTES:
        index = [
            view.entrycget(i, "value") if view.type(i) == "radiobutton" else None
            for i in range(view.index("end") + 1)
        ].index(name)
        view.invoke(index)
        assert app.settings.palette == name
        assert save_to(app, tmp_path / f"{name}.png")
        with Image.open(tmp_path / f"{name}.png") as image:
            colours[name] = {colour for _count, colour in image.convert("RGB").getcolors(1 << 16)}
        start, end = app.legend.entries["start"][0], app.legend.entries["end"][0]
        drawn = {
            start.itemcget(item, "fill") for item in start.find_all() if start.type(item) != "image"
        }
        assert PALETTES[name].hex(PALETTES[name].start) in drawn
        assert end.find_all()
    assert len({frozenset(found) for found in colours.values()}) == len(PALETTES)
    assert (0, 0, 255) in colours["book"] and (0, 0, 255) not in colours["print"]
    app.quit()
    saved = json.loads((private_config / "labyrinth" / "settings.json").read_text())
    assert saved["palette"] == list(PALETTES)[-1]


def test_the_language_menu_offers_three_languages_and_french_relabels_the_shell(tk_root):
    app = make_app(tk_root)
    languages = app.menus["language"]
    assert menu_labels(languages) == ["English", "Deutsch", "Français"]
    try:
        languages.invoke(2)
        assert app.menus.bar.entrycget(0, "label") == "Fichier"
        assert app.controls.buttons["build"].cget("text") != "Build"
        legend_label = app.legend.entries["start"][1].winfo_children()[1]
        assert legend_label.cget("text") == "Case de départ"
    finally:
        app.set_language("en")
    assert app.menus.bar.entrycget(0, "label") == "File"


def test_a_small_maze_is_centred_without_scroll_bars_and_a_big_one_scrolls(tk_root):
    app = make_app(tk_root, width=12, height=9)
    tk_root.update()
    canvas, view = app.view.canvas, app.view
    picture_width, picture_height = view.picture_size
    left, top = -canvas.canvasx(0), -canvas.canvasy(0)  # where the picture begins in the view
    right = canvas.winfo_width() - left - picture_width
    bottom = canvas.winfo_height() - top - picture_height
    assert left > 0 and top > 0
    assert abs(left - right) <= 1 and abs(top - bottom) <= 1
    assert not view.scroll_x.winfo_ismapped() and not view.scroll_y.winfo_ismapped()
    for _notch in range(12):
        app.zoom(1)
    tk_root.update()
    assert view.picture_size[0] > canvas.winfo_width()
    assert view.scroll_x.winfo_ismapped() and view.scroll_y.winfo_ismapped()
    app.zoom(0)
    tk_root.update()
    assert not view.scroll_x.winfo_ismapped()
    assert (-canvas.canvasx(0), -canvas.canvasy(0)) == (left, top)


def test_the_view_follows_the_palette(tk_root):
    app = built(tk_root, seed=4)
    app.set_palette("print")
    colours = {colour for _n, colour in grab_picture(app).convert("RGB").getcolors(1 << 16)}
    assert (0, 0, 255) not in colours and (0, 0, 0) in colours
    start = app.view.canvas.find_withtag("start")
    assert start and app.view.canvas.type(start[0]) == "oval"  # a disc: shape, not hue alone


def dark_pixels(menu, index):
    """Dark pixels in the indicator's column (left of the label) of one entry of a posted
    menu, as the screen shows it."""
    shot = grab(menu).convert("L")
    top = menu.yposition(index)
    bottom = menu.yposition(index + 1) if index < menu.index("end") else shot.height
    column = shot.crop((3, top + 2, 18, bottom - 2))  # inside the border
    return sum(column.histogram()[:90])


def test_menu_marks_show_which_entry_is_chosen(tk_root):
    """The dot of the chosen palette, language and algorithm and the tick of a check entry
    are dark on the light menu, not white."""
    app = make_app(tk_root)
    for name in ("view", "language", "algorithm", "solve"):
        assert str(app.menus[name].cget("selectcolor")) == MENU_MARK
    menu = app.menus["view"]
    radios = [i for i in range(menu.index("end") + 1) if menu.type(i) == "radiobutton"]
    chosen = next(i for i in radios if menu.entrycget(i, "value") == app.palette_var.get())
    other = next(i for i in radios if i != chosen)
    menu.post(40, 20)
    try:
        run_until(tk_root, lambda: menu.winfo_ismapped())
        assert dark_pixels(menu, chosen) > 4
        assert dark_pixels(menu, other) == 0
    finally:
        menu.unpost()


def test_a_watched_build_takes_its_colours_from_the_palette(tk_root):
    """In Okabe–Ito the fields not reached yet are grey and the current field vermilion in
    a frame of the walls' colour; in the book's palette red without a frame, as before."""
    app = make_app(tk_root, width=20, height=15, speed=1)
    app.set_palette("okabe-ito")
    app.build(paused=True)
    for _step in range(5):
        app.step()
    tk_root.update()
    palette = PALETTES["okabe-ito"]
    shot = grab_picture(app).convert("RGB")
    colours = {colour for _n, colour in shot.getcolors(1 << 16)}
    assert palette.untouched in colours and palette.visited not in colours
    current = app.building.current
    left, top, right, bottom = app.view.geometry.interior(current % 20, current // 20)
    assert shot.getpixel(((left + right) // 2, (top + bottom) // 2)) == palette.current
    canvas = app.view.canvas
    assert canvas.itemcget("walker", "outline") == palette.hex(palette.wall)
    assert float(canvas.itemcget("walker", "width")) >= 2  # a frame: shape, not hue alone
    app.set_palette("book")
    assert float(canvas.itemcget("walker", "width")) == 0
    assert canvas.itemcget("walker", "fill") == "#ff0000"


def test_the_legend_s_current_field_is_the_view_s_in_every_palette(tk_root):
    app = make_app(tk_root)
    swatch = app.legend.entries["current"][0]
    for name, palette in PALETTES.items():
        app.set_palette(name)
        (box,) = [item for item in swatch.find_all() if swatch.type(item) == "rectangle"]
        assert swatch.itemcget(box, "fill") == palette.hex(palette.current)
        framed = float(swatch.itemcget(box, "width")) > 0
        assert framed == palette.shapes, name


def test_play_solve_and_walk_during_a_build_say_to_wait_for_it(tk_root):
    app = make_app(tk_root, width=20, height=15, speed=1)
    app.build()
    tk_root.update()
    assert app.player.running
    for start, what in (
        (app.toggle_play, "play it"),
        (lambda: app.solver.solve("bfs"), "solve it"),
        (app.walk.toggle, "walk through it"),
    ):
        start()
        assert app.status.text == (
            f"Wait for the build to finish (End finishes it now), then {what}."
        )
    assert not app.play_mode.active and not app.walk.active and app.player.running
    app.player.stop()


def test_the_minimum_size_follows_the_wider_labels_of_another_language(tk_root):
    app = make_app(tk_root)
    try:
        for code in ("de", "fr", "en"):
            app.set_language(code)
            tk_root.update_idletasks()
            least_width, least_height = tk_root.minsize()
            assert least_width >= app.controls.winfo_reqwidth() + 240, code
            assert least_height > app.controls.winfo_reqheight() + app.status.winfo_reqheight()
    finally:
        app.set_language("en")
