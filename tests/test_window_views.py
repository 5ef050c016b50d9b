"""The window's views under a real X server (pytest-xvfb): the View menu's radio group draws the
maze as the walls, the book's blocks or the fields by their ways out, the screen showing each
picture's pixels, a watched build in the blocks view, the legend of each view, the choice
remembered; play mode, the walk and the teaching view on the blocks view; a picture saved from
the window in its view."""

from __future__ import annotations

import json

from helpers import press
from PIL import ImageChops
from test_play import walk
from test_window import finished, grab, grab_fields, make_app, run_until, shown_built

from labyrinth.analysis import shortest_path
from labyrinth.game import heading_between
from labyrinth.gui.file_dialogs import save_to
from labyrinth.gui.overlay import centre
from labyrinth.gui.play import FLASH, MARKER, TRAIL
from labyrinth.render.geometry import Geometry
from labyrinth.render.palettes import BOOK
from labyrinth.render.png import render

VIEWS = ("walls", "blocks", "junctions")


def choose(app, view):
    """Choose ``view`` in the View menu, as a click on its radio entry does."""
    menu = app.menus["view"]
    entries = [
        menu.entrycget(i, "value") if menu.type(i) == "radiobutton" else None
        for i in range(menu.index("end") + 1)
    ]
    menu.invoke(entries.index(view))
    app.root.update()


def built(tk_root, view="walls", **options):
    """The window in ``view`` with its maze built and drawn."""
    app = make_app(tk_root, **options)
    choose(app, view)
    return shown_built(app)


def picture_of(app, view, **options):
    """The PNG's picture of the window's maze in ``view`` at the window's field size, without
    a legend under it."""
    maze, geometry = app.graphs, app.view.geometry
    picture = render(maze.maze_array, maze.result.marks, geometry.field_size, view=view, **options)
    return picture.convert("RGB").crop((0, 0, *geometry.image_size))


def same(first, second):
    return first.size == second.size and ImageChops.difference(first, second).getbbox() is None


def test_the_view_menu_draws_each_view_as_its_picture_and_remembers_it(tk_root, private_config):
    app = built(tk_root, seed=3, excluded=[(5, 4)])
    for view in VIEWS:
        choose(app, view)
        assert app.settings.view == view and app.view.geometry.view == view
        assert same(grab_fields(app), picture_of(app, view)), view
    assert "ways-1" in app.legend.shown and "cut_off" not in app.legend.shown
    choose(app, "blocks")
    assert "ways-1" not in app.legend.shown and "cut_off" in app.legend.shown
    swatch = grab(app.legend.entries["excluded"][0]).convert("RGB")
    assert swatch.getpixel((swatch.width // 2, swatch.height // 2)) == BOOK.wall  # rock
    choose(app, "walls")
    swatch = grab(app.legend.entries["excluded"][0]).convert("RGB")
    assert swatch.getpixel((swatch.width // 2, swatch.height // 2)) == BOOK.excluded
    choose(app, "junctions")
    app.quit()
    saved = json.loads((private_config / "labyrinth" / "settings.json").read_text())
    assert saved["view"] == "junctions"


def test_a_build_watched_in_the_blocks_view_shows_every_step_as_its_picture(tk_root):
    app = make_app(tk_root, width=14, height=10, speed=3, seed=8)
    choose(app, "blocks")
    press(app, "F5")
    press(app, "space")  # paused in the middle of the build
    for _step in range(25):
        press(app, "F6")
    array = app.graphs.maze_array
    size = app.view.geometry.field_size
    shaded = render(array, None, size, shade_untouched=True, view="blocks").convert("RGB")
    assert same(grab_fields(app), shaded)
    assert BOOK.untouched in {colour for _n, colour in shaded.getcolors(1 << 16)}
    press(app, "End")
    run_until(tk_root, lambda: finished(app))
    assert same(grab_fields(app), picture_of(app, "blocks"))


def test_play_mode_on_the_blocks_view_stays_in_the_corridors(tk_root):
    app = built(tk_root, view="blocks", width=10, height=8, seed=4)
    geometry = app.view.geometry
    press(app, "Control-p")
    game = app.modes["play_mode"].game
    assert game is not None
    way = shortest_path(game.maze, game.start, game.goal)
    walk(app, way[:6])
    assert game.position == way[5]
    x0, y0, x1, y1 = app.view.canvas.coords("play-marker")
    middle = ((x0 + x1) / 2, (y0 + y1) / 2)
    assert middle == centre(geometry, game.position)
    left, top, right, bottom = geometry.interior(game.position % 10, game.position // 10)
    assert left <= x0 and x1 <= right + 1 and top <= y0 and y1 <= bottom + 1  # in its square
    shot = grab_fields(app)
    plain = picture_of(app, "blocks", ends=False)
    inks = {tuple(int(MARKER[i : i + 2], 16) for i in (1, 3, 5)), _rgb(TRAIL)}
    drawn = [
        (x, y)
        for y in range(shot.height)
        for x in range(shot.width)
        if shot.getpixel((x, y)) in inks
    ]
    assert drawn and all(plain.getpixel(point) != BOOK.wall for point in drawn)
    here = game.position  # a wall in the way lights up on its own square
    width = game.maze.width
    blocked = next(
        heading
        for heading in range(4)
        if not any(heading_between(here, there, width) == heading for there in _open(game, here))
    )
    press(app, ("Up", "Right", "Down", "Left")[blocked])
    flash = grab_fields(app)
    lit = [
        (x, y)
        for y in range(flash.height)
        for x in range(flash.width)
        if flash.getpixel((x, y)) == _rgb(FLASH)
    ]
    wall = geometry.side_lines(here % width, here // width, 1 << blocked)[0]
    assert lit and all(
        wall[0] - 2 <= x <= wall[2] + 2 and wall[1] - 2 <= y <= wall[3] + 2 for x, y in lit
    )


def _rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


def _open(game, field):
    """The fields one step from ``field`` through an open side."""
    width, height = game.maze.width, game.maze.height
    x, y = field % width, field // width
    fields = game.maze.fields
    steps = (
        (fields[x][y].has_wall_n, (x, y - 1)),
        (fields[x][y].has_wall_e, (x + 1, y)),
        (fields[x][y].has_wall_s, (x, y + 1)),
        (fields[x][y].has_wall_w, (x - 1, y)),
    )
    return [
        b * width + a for wall, (a, b) in steps if not wall() and 0 <= a < width and 0 <= b < height
    ]


def test_the_walk_and_the_teaching_view_on_the_blocks_view(tk_root):
    app = built(tk_root, view="blocks", width=10, height=8, seed=2)
    press(app, "F8")
    assert app.modes["walk"].active and app.view.geometry.view == "blocks"
    position = app.modes["walk"].walker.game.position
    arrow = app.view.canvas.coords("walk-arrow")
    xs, ys = arrow[0::2], arrow[1::2]
    left, top, right, bottom = app.view.geometry.interior(position % 10, position // 10)
    assert left <= min(xs) and max(xs) <= right + 1 and top <= min(ys) and max(ys) <= bottom + 1
    press(app, "Escape")
    press(app, "F7")  # the teaching view teaches with the book's picture
    assert app.modes["teach"].active and app.view.geometry.view == "walls"
    assert "ways-1" not in app.legend.shown
    press(app, "Escape")
    assert not app.modes["teach"].active and app.view.geometry.view == "blocks"


def test_a_picture_saved_from_the_window_is_drawn_in_its_view(tk_root, tmp_path):
    app = built(tk_root, view="junctions", seed=6)
    assert save_to(app.session, app.window, tmp_path / "shown.png")
    maze = app.graphs
    from PIL import Image

    with Image.open(tmp_path / "shown.png") as image:
        saved = image.convert("RGB")
    expected = render(maze.maze_array, maze.result.marks, view="junctions").convert("RGB")
    assert same(saved, expected)
    assert saved.height > Geometry(12, 9).image_size[1]  # with its legend
