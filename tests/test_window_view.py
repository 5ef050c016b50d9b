"""The window's View menu and legend: palettes for the view and the saved pictures, and
the three languages relabelling the shell (under a real X server, pytest-xvfb)."""

from __future__ import annotations

import json

from helpers import press
from PIL import Image, ImageChops
from test_window import grab, grab_picture, make_app, run_until, shown_built

from labyrinth import MazeGraphs
from labyrinth.gui.file_dialogs import save_to
from labyrinth.gui.maze_canvas import CONTROL, SHIFT
from labyrinth.gui.theme import MENU_MARK
from labyrinth.render.geometry import MAX_FIELD_SIZE, MIN_FIELD_SIZE, Geometry
from labyrinth.render.palettes import PALETTES
from labyrinth.render.png import render


def menu_labels(menu):
    return [
        menu.entrycget(i, "label")
        for i in range(menu.index("end") + 1)
        if menu.type(i) != "separator"
    ]


def test_every_palette_is_in_the_view_menu_and_changes_the_saved_picture(
    tk_root, tmp_path, private_config
):
    app = shown_built(
        make_app(tk_root, seed=3, excluded=[(5, 4)])
    )  # high contrast and print differ there
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
        assert save_to(app.session, app.window, tmp_path / f"{name}.png")
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
        app.appearance.set_language("en")
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
        app.viewport.zoom(1)
    tk_root.update()
    assert view.picture_size[0] > canvas.winfo_width()
    assert view.scroll_x.winfo_ismapped() and view.scroll_y.winfo_ismapped()
    app.viewport.zoom(0)
    tk_root.update()
    assert not view.scroll_x.winfo_ismapped()
    assert (-canvas.canvasx(0), -canvas.canvasy(0)) == (left, top)


def test_the_view_follows_the_palette(tk_root):
    app = shown_built(make_app(tk_root, seed=4))
    app.appearance.set_palette("print")
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
    radios = [  # the palettes' group (the views' has its own chosen entry)
        i
        for i in range(menu.index("end") + 1)
        if menu.type(i) == "radiobutton" and menu.entrycget(i, "value") in PALETTES
    ]
    chosen = next(
        i for i in radios if menu.entrycget(i, "value") == app.appearance.variables["palette"].get()
    )
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
    app.appearance.set_palette("okabe-ito")
    app.build(paused=True)
    for _step in range(5):
        app.session.mode.step()
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
    app.appearance.set_palette("book")
    assert float(canvas.itemcget("walker", "width")) == 0
    assert canvas.itemcget("walker", "fill") == "#ff0000"


def test_the_legend_s_current_field_is_the_view_s_in_every_palette(tk_root):
    app = make_app(tk_root)
    swatch = app.legend.entries["current"][0]
    for name, palette in PALETTES.items():
        app.appearance.set_palette(name)
        (box,) = [item for item in swatch.find_all() if swatch.type(item) == "rectangle"]
        assert swatch.itemcget(box, "fill") == palette.hex(palette.current)
        framed = float(swatch.itemcget(box, "width")) > 0
        assert framed == palette.shapes, name


def test_play_solve_and_walk_during_a_build_say_to_wait_for_it(tk_root):
    app = make_app(tk_root, width=20, height=15, speed=1)
    app.build()
    tk_root.update()
    assert app.building.player.running
    for start, what in (
        (app.modes["play_mode"].toggle, "play it"),
        (lambda: app.modes["solve"].solve("bfs"), "solve it"),
        (app.modes["walk"].toggle, "walk through it"),
    ):
        start()
        assert app.status.text == (
            f"Wait for the build to finish (End finishes it now), then {what}."
        )
    assert (
        not app.modes["play_mode"].active
        and not app.modes["walk"].active
        and app.building.player.running
    )
    app.building.player.stop()


def test_the_minimum_size_follows_the_wider_labels_of_another_language(tk_root):
    app = make_app(tk_root)
    try:
        for code in ("de", "fr", "en"):
            app.appearance.set_language(code)
            tk_root.update_idletasks()
            least_width, least_height = tk_root.minsize()
            assert least_width >= app.controls.winfo_reqwidth() + 240, code
            assert least_height > app.controls.winfo_reqheight() + app.status.winfo_reqheight()
    finally:
        app.appearance.set_language("en")


def wheel(app, notches, state=0, at=None):
    """Turn the mouse wheel over the canvas (up for positive notches), at a point of it."""
    canvas = app.view.canvas
    x, y = at or (canvas.winfo_width() // 2, canvas.winfo_height() // 2)
    for _notch in range(abs(notches)):
        canvas.event_generate("<Button-4>" if notches > 0 else "<Button-5>", x=x, y=y, state=state)
    app.root.update()


def geometry_field(app, point):
    """The field at a point of the canvas window."""
    canvas = app.view.canvas
    return app.view.geometry.field_at_pixel(
        int(canvas.canvasx(point[0])), int(canvas.canvasy(point[1]))
    )


def shown_and_expected(app, expected_picture):
    """The canvas as the screen shows it, and the same part of ``expected_picture`` (a
    function of the part of the picture: left, top, right, bottom)."""
    canvas = app.view.canvas
    shot = grab(canvas).convert("RGB")
    left, top = int(canvas.canvasx(0)), int(canvas.canvasy(0))
    return shot, expected_picture((left, top, left + shot.width, top + shot.height))


def test_the_view_shows_the_png_s_pixels_wherever_it_is_zoomed_and_scrolled(tk_root):
    app = shown_built(make_app(tk_root, width=40, height=30, seed=6, excluded=[(10, 10), (11, 10)]))
    maze, view, canvas = app.graphs, app.view, app.view.canvas
    corner = (canvas.winfo_width() // 3, canvas.winfo_height() // 4)
    seen = set()
    for zoom_steps, scroll in (
        (3, lambda: wheel(app, -2)),  # down with the wheel
        (2, lambda: wheel(app, -3, SHIFT)),  # right with Shift and the wheel
        (4, lambda: canvas.xview("scroll", 1, "pages")),  # a click on a scroll bar
        (20, lambda: canvas.yview("moveto", 0.6)),  # up to the largest fields; a drag
        (-5, lambda: canvas.xview_moveto(1.0)),
    ):
        wheel(app, zoom_steps, CONTROL, at=corner)
        scroll()
        tk_root.update()
        size = view.field_size
        seen.add(size)
        picture = render(maze.maze_array, maze.result.marks, size).convert("RGB")
        assert view.picture_size == picture.size
        region = canvas.cget("scrollregion").split()
        assert [int(value) for value in region] == [0, 0, *picture.size]  # bigger than the view
        shot, expected = shown_and_expected(app, picture.crop)
        assert ImageChops.difference(shot, expected).getbbox() is None, size
    assert MAX_FIELD_SIZE in seen and len(seen) >= 4


def test_a_watched_build_is_painted_field_by_field_into_a_zoomed_view(tk_root):
    app = make_app(tk_root, width=30, height=20, seed=4, speed=1)
    app.build(paused=True)
    for _step in range(40):
        app.session.mode.step()
    wheel(app, 4, CONTROL)
    wheel(app, -2)
    for _step in range(60):  # some fields are repainted in view, some out of it
        app.session.mode.step()
    app.view.canvas.itemconfigure("walker", state="hidden")
    maze = app.graphs.maze_array
    picture = render(maze, None, app.view.field_size, shade_untouched=True).convert("RGB")
    shot, expected = shown_and_expected(app, picture.crop)
    assert ImageChops.difference(shot, expected).getbbox() is None
    app.building.player.stop()


def test_a_4096_by_4096_maze_zooms_up_to_the_largest_fields(tk_root):
    """An unbuilt grid: every field alike (four walls, shaded), so the expected picture of any
    part of it is made from one field of a small grid's PNG."""
    app = make_app(tk_root, width=4096, height=4096)
    view, canvas = app.view, app.view.canvas
    assert view.field_size == MIN_FIELD_SIZE
    canvas.xview_moveto(0.45)
    canvas.yview_moveto(0.45)
    tk_root.update()
    middle = (canvas.winfo_width() // 2, canvas.winfo_height() // 2)
    under = geometry_field(app, middle)
    steps = 0
    while view.field_size < MAX_FIELD_SIZE and steps < 30:
        wheel(app, 1, CONTROL, at=middle)
        steps += 1
    assert view.field_size == MAX_FIELD_SIZE
    assert all(abs(a - b) <= 2 for a, b in zip(geometry_field(app, middle), under, strict=True))
    geometry = Geometry(4096, 4096, MAX_FIELD_SIZE)
    assert view.picture_size == geometry.image_size
    assert canvas.cget("scrollregion").split() == ["0", "0", *map(str, geometry.image_size)]
    wheel(app, -3)  # and scrolled with the wheel
    small = render(
        MazeGraphs(3, 3, display=False).maze_array, None, MAX_FIELD_SIZE, shade_untouched=True
    )
    left, top, right, bottom = Geometry(3, 3, MAX_FIELD_SIZE).field_box(1, 1)
    field = small.convert("RGB").crop((left, top, right + 1, bottom + 1))  # the middle one

    def unbuilt(region):
        left, top, right, bottom = region
        part = Image.new("RGB", (right - left, bottom - top))
        first_x, first_y = geometry.field_at_pixel(left, top)
        origin_x, origin_y = geometry.field_origin(first_x, first_y)
        for x in range(origin_x - left, part.width, MAX_FIELD_SIZE):
            for y in range(origin_y - top, part.height, MAX_FIELD_SIZE):
                part.paste(field, (x, y))
        return part

    shot, expected = shown_and_expected(app, unbuilt)
    assert ImageChops.difference(shot, expected).getbbox() is None


def test_ctrl_0_fits_the_maze_so_that_no_scroll_bar_is_left(tk_root):
    """A maze whose picture fits the view only without scroll bars (they take room)."""
    app = make_app(tk_root)
    canvas, view = app.view.canvas, app.view
    room_x, room_y = canvas.winfo_width(), canvas.winfo_height()
    margins = 2 * Geometry(2, 2).margin
    app.controls.variables["width"].set(str((room_x - margins) // 2))
    app.controls.variables["height"].set(str((room_y - margins) // 2))
    press(app, "Control-n")
    for _step in range(3):
        press(app, "Control-plus")
    assert view.scroll_x.winfo_ismapped() and view.scroll_y.winfo_ismapped()
    press(app, "Control-0")
    tk_root.update()
    assert view.field_size == MIN_FIELD_SIZE
    assert not view.scroll_x.winfo_ismapped() and not view.scroll_y.winfo_ismapped()
    width, height = view.picture_size
    assert room_x - 2 <= width <= canvas.winfo_width() and height <= canvas.winfo_height()
