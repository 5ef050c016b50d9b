"""The viewer under a real X server (pytest-xvfb): title, picture, animation, keys, clicks,
language, zoom, and the installed program driven from outside with xdotool."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import tkinter as tk
from pathlib import Path

import pytest
from conftest import skip_or_fail
from helpers import press
from PIL import Image, ImageChops, ImageGrab
from x11 import Output, colours, keys, running, wait_for

from labyrinth import MazeGraphs
from labyrinth.generators import ALGORITHMS
from labyrinth.generators.events import VISIT
from labyrinth.gui.file_dialogs import save_to
from labyrinth.gui.maze_canvas import zoomed_field_size
from labyrinth.options import BuildOptions
from labyrinth.render.geometry import GREEN, ORANGE, RED, SHADE, Geometry
from labyrinth.render.png import render
from labyrinth.settings import Settings

# Tests that start the program and drive it with xdotool: several processes to wait for, each
# slower on a busy machine, so more than the default limit.
DRIVEN_FROM_OUTSIDE = pytest.mark.timeout(300)


def make_app(root, width=12, height=9, seed=1, speed=0, excluded=()):
    from labyrinth.gui.app import LabyrinthApp

    settings = Settings(width=width, height=height, speed=speed)
    app = LabyrinthApp(root, settings, excluded=excluded, seed=seed)
    root.update()
    return app


def run_until(root, condition, tries=4000):
    """Run the window's event loop until ``condition()`` holds; the number of passes only
    guards against a loop that never gets there (pytest-timeout guards the time)."""
    for _try in range(tries):
        if condition():
            return
        root.update()
        time.sleep(0.005)
    pytest.fail("the window did not get there")


def finished(app):
    return app.building.player.animator is not None and app.building.player.animator.finished


def shown_built(app):
    """``app`` with its maze built at once (End ends the build) and drawn."""
    app.build()
    app.session.mode.finish()
    run_until(app.root, lambda: finished(app))
    return app


def grab_picture(app):
    """The maze's picture as the screen shows it: the canvas from its coordinate (0, 0), where
    the picture begins (a picture smaller than the view is centred in it)."""
    canvas = app.view.canvas
    shot = grab(canvas)
    left, top = -int(canvas.canvasx(0)), -int(canvas.canvasy(0))
    width, height = app.view.picture_size
    return shot.crop((left, top, left + width, top + height))


def grab_fields(app):
    """The fields as the screen shows them: the picture without the current field's
    rectangle, an item over it."""
    app.view.canvas.itemconfigure("walker", state="hidden")
    return grab_picture(app).convert("RGB")


def grab(widget):
    widget.update()
    widget.winfo_pointerxy()  # a round trip, so the server has drawn everything
    x, y = widget.winfo_rootx(), widget.winfo_rooty()
    return ImageGrab.grab(bbox=(x, y, x + widget.winfo_width(), y + widget.winfo_height()))


def field_point(app, x, y):
    """Where the middle of field (x, y) is in the canvas window, for an event there (the
    canvas's coordinates start at the picture, which may be centred in the view)."""
    left, top, right, bottom = app.view.geometry.interior(x, y)
    canvas = app.view.canvas
    return (left + right) // 2 - int(canvas.canvasx(0)), (top + bottom) // 2 - int(
        canvas.canvasy(0)
    )


def click_field(app, x, y):
    point_x, point_y = field_point(app, x, y)
    app.view.canvas.event_generate("<ButtonPress-1>", x=point_x, y=point_y)
    app.root.update()


def test_title_and_the_built_maze_where_the_model_says(tk_root):
    app = make_app(tk_root, seed=5, excluded=[(4, 4)])
    assert tk_root.title() == "Labyrinth 12 × 9"
    app.build()
    run_until(tk_root, lambda: finished(app))
    maze = app.graphs
    assert maze.result is not None and maze.maze_array.is_excluded(4, 4)
    picture = render(maze.maze_array, maze.result.marks, app.view.field_size).convert("RGB")
    shot = grab_picture(app).convert("RGB")
    assert ImageChops.difference(shot, picture).getbbox() is None
    geometry = Geometry(12, 9, app.view.field_size)
    assert shot.getpixel(geometry.mark(*maze.result.start)[:2]) == GREEN
    assert shot.getpixel(geometry.mark(*maze.result.end)[:2]) == ORANGE
    assert app.status.text == maze.result.message()


def test_the_animation_pauses_steps_and_finishes(tk_root):
    app = make_app(tk_root, width=20, height=15, speed=3)
    press(app, "F5")
    animator = app.building.player.animator
    assert animator.playing and not animator.finished
    press(app, "space")
    assert not animator.playing
    before = app.building.current
    shot = grab_picture(app).convert("RGB")
    left, top, _r, _b = app.view.geometry.interior(before % 20, before // 20)
    assert shot.getpixel((left, top)) == RED  # the current field
    assert SHADE in {colour for _n, colour in shot.getcolors(1 << 16)}  # fields not reached
    press(app, "F6")
    press(app, "Right")
    assert app.building.current != before and not animator.playing
    press(app, "End")
    run_until(tk_root, lambda: animator.finished)
    assert app.graphs.result is not None
    assert app.view.canvas.itemcget("walker", "state") == "hidden"
    assert app.status.text.startswith("Maze is built, path length")


def test_the_window_plays_the_build_at_the_chosen_speed(tk_root):
    """The window hands its speed to the animator and each event it is given to the canvas;
    how many steps a second each speed shows is counted in test_animator.py."""
    app = make_app(tk_root, width=60, height=40, speed=10)
    app.build()
    assert app.building.player.animator.speed == 10 and not app.building.player.animator.unseen
    shown = []
    original = app.building.show_event
    app.building.player.animator.show_step = lambda *event: (shown.append(event), original(*event))
    run_until(tk_root, lambda: len(shown) >= 50)
    app.session.mode.space()
    assert not app.building.player.animator.playing and not app.building.player.animator.finished
    expected = render(
        app.graphs.maze_array, None, app.view.field_size, shade_untouched=True
    ).convert("RGB")
    assert ImageChops.difference(grab_fields(app), expected).getbbox() is None


def test_a_click_excludes_a_field_and_the_build_respects_it(tk_root):
    app = make_app(tk_root, seed=3)
    click_field(app, 3, 2)
    assert app.excluded == {(3, 2)}
    assert app.graphs.maze_array.is_excluded(3, 2)
    click_field(app, 5, 5)
    click_field(app, 5, 5)  # a second click brings it back
    assert app.excluded == {(3, 2)}
    press(app, "F5")
    press(app, "End")
    run_until(tk_root, lambda: finished(app))
    maze = app.graphs
    assert maze.maze_array.is_excluded(3, 2) and not maze.maze_array.is_excluded(5, 5)
    assert maze.maze_array.walls[2 * 12 + 3] == 15  # never entered
    shot = grab_picture(app).convert("RGB")
    assert shot.getpixel(app.view.geometry.interior(3, 2)[:2]) == (192, 192, 192)


def test_shortcuts_new_maze_and_zoom(tk_root):
    app = make_app(tk_root, seed=11)
    seed = app.controls.variables["seed"].get()
    press(app, "Control-n")
    assert app.controls.variables["seed"].get() != seed
    size = app.view.field_size
    press(app, "Control-minus")
    assert app.view.field_size < size
    press(app, "Control-plus")
    press(app, "Control-plus")
    assert app.view.field_size > size
    press(app, "Control-0")
    assert app.view.field_size == size


def field_in_view(app, x, y):
    """The maze field shown at pixel (x | y) of the canvas."""
    canvas = app.view.canvas
    return app.view.geometry.field_at_pixel(int(canvas.canvasx(x)), int(canvas.canvasy(y)))


def middle_field(app):
    canvas = app.view.canvas
    return field_in_view(app, canvas.winfo_width() // 2, canvas.winfo_height() // 2)


def near(first, second, fields=1):
    return all(abs(a - b) <= fields for a, b in zip(first, second, strict=True))


def test_zoom_keeps_the_middle_of_the_view_in_place(tk_root):
    app = make_app(tk_root, width=150, height=120, seed=2)
    for _step in range(4):
        press(app, "Control-plus")
    canvas = app.view.canvas
    canvas.xview_moveto(0.35)
    canvas.yview_moveto(0.35)
    tk_root.update()
    middle, size = middle_field(app), app.view.field_size
    assert middle[0] > 60 and middle[1] > 50  # scrolled right and down
    press(app, "Control-plus")
    assert app.view.field_size > size
    assert near(middle_field(app), middle)
    press(app, "Control-minus")
    press(app, "Control-minus")
    assert app.view.field_size < size
    assert near(middle_field(app), middle)


def test_the_mouse_wheel_scrolls_and_with_ctrl_zooms_at_the_pointer(tk_root):
    app = make_app(tk_root, width=60, height=45, seed=2)
    for _step in range(4):
        press(app, "Control-plus")
    canvas = app.view.canvas
    top, left = canvas.yview()[0], canvas.xview()[0]
    canvas.event_generate("<Button-5>", x=20, y=20)  # the wheel turned down
    tk_root.update()
    assert canvas.yview()[0] > top and canvas.xview()[0] == left
    canvas.event_generate("<Button-5>", x=20, y=20, state=0x1)  # with Shift: to the right
    tk_root.update()
    assert canvas.xview()[0] > left
    pointer = (canvas.winfo_width() // 4, canvas.winfo_height() // 3)
    under, size = field_in_view(app, *pointer), app.view.field_size
    canvas.event_generate("<Button-4>", x=pointer[0], y=pointer[1], state=0x4)  # Ctrl, up
    tk_root.update()
    assert app.view.field_size > size
    assert near(field_in_view(app, *pointer), under)
    canvas.event_generate("<Button-5>", x=pointer[0], y=pointer[1], state=0x4)  # Ctrl, down
    tk_root.update()
    assert app.view.field_size == size
    assert near(field_in_view(app, *pointer), under)


def type_into(app, key, text):
    field = app.controls.fields[key]
    field.focus_force()
    field.delete(0, "end")
    field.insert(0, text)
    app.root.update()
    return field


def key_in(widget, key):
    widget.event_generate(f"<{key}>")
    widget.update()


def test_ctrl_t_in_a_text_field_opens_the_texture_and_leaves_the_digits_alone(tk_root):
    app = make_app(tk_root)
    app.build()
    app.session.mode.finish()
    run_until(tk_root, lambda: finished(app))
    field = type_into(app, "blocks", "20")
    field.icursor(1)
    key_in(field, "Control-t")  # Tk's own binding would swap the two digits
    assert field.get() == "20"
    texture = [w for w in tk_root.winfo_children() if isinstance(w, tk.Toplevel)]
    assert len(texture) == 1
    texture[0].destroy()


def test_return_in_a_text_field_builds_and_then_space_and_end_steer_the_build(tk_root):
    app = make_app(tk_root, speed=1)
    field = type_into(app, "seed", "77")
    key_in(field, "Return")
    assert app.building.player.animator is not None and not app.building.player.animator.finished
    assert app.graphs.seed == 77
    assert tk_root.focus_get() == app.view.canvas
    press_here = tk_root.focus_get()
    key_in(press_here, "space")
    assert app.controls.variables["seed"].get() == "77" and not app.building.player.animator.playing
    key_in(press_here, "End")
    run_until(tk_root, lambda: finished(app))


def test_space_in_a_text_field_is_typed_and_a_click_on_the_maze_takes_the_keys_back(tk_root):
    app = make_app(tk_root, speed=1)
    app.build()
    field = type_into(app, "seed", "5")
    key_in(field, "space")
    assert app.building.player.animator.playing  # the space went into the field
    click_field(app, 0, 0)
    assert tk_root.focus_get() == app.view.canvas
    key_in(app.view.canvas, "space")
    assert not app.building.player.animator.playing


def test_wheel_deltas_add_up_to_whole_notches(tk_root):
    """Windows sends 120 a notch, touchpads parts of it: half notches add up."""
    app = make_app(tk_root, width=60, height=45, seed=2)
    for _step in range(4):
        press(app, "Control-plus")
    canvas = app.view.canvas
    top = canvas.yview()[0]
    canvas.event_generate("<MouseWheel>", delta=-60, x=20, y=20)
    tk_root.update()
    assert canvas.yview()[0] == top
    canvas.event_generate("<MouseWheel>", delta=-60, x=20, y=20)
    tk_root.update()
    assert canvas.yview()[0] > top
    size = app.view.field_size
    canvas.event_generate("<MouseWheel>", delta=-240, x=20, y=20, state=0x4)  # Ctrl: 2 notches
    tk_root.update()
    assert app.view.field_size == zoomed_field_size(size, -2) < size


def test_a_flung_wheel_stops_at_the_size_limits(tk_root):
    app = make_app(tk_root, width=60, height=45, seed=2)
    largest = zoomed_field_size(app.view.field_size, 1000)
    assert zoomed_field_size(app.view.field_size, 10**12) == largest
    assert zoomed_field_size(largest, -(10**12)) == zoomed_field_size(largest, -1000)


def test_a_shown_maze_with_the_default_openings_rebuilds_at_another_size(tk_root):
    from labyrinth.gui.app import LabyrinthApp

    maze = MazeGraphs(30, 20, display=False, seed=3, ends="border")
    maze.build_maze()
    app = LabyrinthApp(tk_root, Settings(width=30, height=20, speed=0), maze, remember_maze=False)
    tk_root.update()
    app.controls.variables["width"].set("8")
    app.controls.variables["height"].set("6")
    press(app, "F5")
    run_until(tk_root, lambda: finished(app))
    assert (app.graphs.maze_array.width, app.graphs.maze_array.height) == (8, 6)
    assert app.graphs.options.openings == BuildOptions(width=8, height=6, ends="border").openings


def test_sizes_from_the_controls_and_a_bad_value_in_one_sentence(tk_root):
    app = make_app(tk_root)
    app.controls.variables["width"].set("40")
    app.controls.variables["height"].set("30")
    press(app, "F5")
    assert tk_root.title() == "Labyrinth 40 × 30"
    app.controls.variables["width"].set("1")
    press(app, "F5")
    assert app.status.text == (
        "Maze cannot be created with width 1: use a whole number from 2 to 4096."
    )
    assert tk_root.title() == "Labyrinth 40 × 30"


def test_the_language_menu_relabels_menus_controls_and_status(tk_root):
    app = make_app(tk_root)
    app.build()
    run_until(tk_root, lambda: finished(app))
    english = app.status.text
    german_index = [app.menus["language"].entrycget(i, "label") for i in range(2)].index("Deutsch")
    app.menus["language"].invoke(german_index)
    tk_root.update()
    labels = [app.menus.bar.entrycget(i, "label") for i in range(6)]
    assert labels == ["Datei", "Labyrinth", "Algorithmus", "Ansicht", "Lösen", "Sprache"]
    assert app.menus["file"].entrycget(0, "label") == "Neues Labyrinth"
    assert app.controls.buttons["build"].cget("text") == "Bauen"
    assert [app.menus["maze"].entrycget(i, "accelerator") for i in (2, 3, 4, "end")] == [
        "Umschalt+F6",
        "Leertaste",
        "Ende",
        "Strg+T",
    ]
    assert app.status.text.startswith("Das Labyrinth ist fertig")
    assert english.split()[-1] == app.status.text.split()[-1]
    assert tk_root.tk.eval("namespace eval ::tk {::msgcat::mc &Yes}") == "&Ja"
    assert app.settings.language == "de"
    app.menus["language"].invoke(
        [app.menus["language"].entrycget(i, "label") for i in range(2)].index("English")
    )
    assert app.menus.bar.entrycget(0, "label") == "File"


def switch_language(app, name):
    index = [
        app.menus["language"].entrycget(i, "label")
        for i in range(app.menus["language"].index("end") + 1)
    ].index(name)
    app.menus["language"].invoke(index)
    app.root.update()


@pytest.mark.parametrize(
    ("control", "value", "in_english", "in_german"),
    [
        ("width", "1", "Maze cannot be created with width 1", "Mit 1 als Breite"),
        ("loops", "150", "The loop percent must be", "Der Schleifenanteil"),
        ("seed", "x", "The seed must be", "Der Startwert muss"),
    ],
)
def test_an_error_in_the_status_bar_follows_the_language(
    tk_root, control, value, in_english, in_german
):
    app = make_app(tk_root)
    app.controls.variables[control].set(value)
    press(app, "F5")
    assert in_english in app.status.text
    switch_language(app, "Deutsch")
    assert in_german in app.status.text
    switch_language(app, "English")
    assert in_english in app.status.text


def test_a_256_by_256_build_at_speed_0_answers_the_user_and_draws_no_step(tk_root):
    """At speed 0 the event loop runs between batches, so an event that comes in during the
    build is answered before the build ends, and no single step is drawn; that each batch
    ends once its time is spent is counted with a fake clock in test_animator.py."""
    app = make_app(tk_root, width=256, height=256, speed=0)
    app.build()
    drawn, answered = [], []
    canvas = app.view.canvas
    canvas.bind("<<Probe>>", lambda _event: answered.append(app.building.player.animator.finished))

    def probed(steps):
        for count, step in enumerate(steps):
            if count == 1000:  # within the first batch: the user presses a key
                canvas.event_generate("<<Probe>>", when="tail")
            yield step

    app.building.player.animator.steps = probed(app.building.player.animator.steps)
    app.building.player.animator.show_step = lambda *event: drawn.append(event)
    run_until(tk_root, lambda: finished(app), tries=24_000)
    assert app.graphs.result is not None
    assert answered == [False], "the build kept the event waiting until it was done"
    assert drawn == []


def test_save_to_writes_the_picture_and_settings_are_remembered(tk_root, tmp_path, private_config):
    app = make_app(tk_root, seed=8, speed=4)
    app.build()
    app.session.mode.finish()
    run_until(tk_root, lambda: finished(app))
    assert save_to(app.session, app.window, tmp_path / "m.png")
    with Image.open(tmp_path / "m.png") as image:
        assert image.size == Geometry(12, 9, 24).image_size
    assert app.status.text == f"Saved {tmp_path / 'm.png'}."
    app.quit()
    saved = json.loads((private_config / "labyrinth" / "settings.json").read_text())
    # only what differs from what was read (here the defaults): nothing printed, no file opened
    assert saved == {"width": 12, "height": 9}


def test_a_failed_save_says_why_in_a_dialog_and_keeps_the_status(tk_root, tmp_path):
    app = make_app(tk_root, seed=8)
    app.build()
    app.session.mode.finish()
    run_until(tk_root, lambda: finished(app))
    status = app.status.text
    seen = []
    looks = iter(range(400))

    def answer_the_dialog():
        dialog = ".__tk__messagebox"  # Tk's own message box, a child of the main window
        if tk_root.tk.call("winfo", "exists", dialog):
            seen.append(tk_root.tk.call(f"{dialog}.msg", "cget", "-text"))
            tk_root.tk.call(f"{dialog}.ok", "invoke")
        elif next(looks, None) is None:  # not found: let the waiting box go, and fail below
            tk_root.tk.call("set", "::tk::Priv(button)", "ok")
        else:
            tk_root.after(50, answer_the_dialog)

    tk_root.after(50, answer_the_dialog)
    assert not save_to(app.session, app.window, tmp_path / "missing" / "m.png")
    assert seen, "no message box was found"
    assert len(seen) == 1 and "missing" in seen[0] and "Traceback" not in seen[0]
    assert app.status.text == status
    assert str(tk_root.cget("cursor")) == ""


# -- the installed program, driven from outside ---------------------------------------------------


@DRIVEN_FROM_OUTSIDE
def test_the_installed_program_builds_before_the_users_eyes(tmp_path):
    """As a user: start the gui-script, watch, finish with End, save with Ctrl+S, quit."""
    program = Path(sys.executable).parent / "labyrinth"
    if not program.exists():
        skip_or_fail(f"the gui-script is not installed next to {sys.executable}")
    with running(
        [str(program), "--width", "30", "--height", "20", "--seed", "3"], "Labyrinth 30 × 20"
    ) as (app, window):
        wait_for(lambda: RED in colours(window, tmp_path / "early.png"), "the red current field")
        keys(window, "End")
        wait_for(
            lambda: {GREEN, ORANGE} <= colours(window, tmp_path / "done.png"),
            "the start and end marks",
        )
        keys(window, "ctrl+s")
        dialog = wait_for(
            lambda: subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "^Save picture"],
                capture_output=True,
                text=True,
                timeout=30,
            ).stdout.split(),
            "the save dialog",
        )[0]
        target = tmp_path / "from-dialog.png"
        subprocess.run(["xdotool", "windowfocus", "--sync", dialog], check=True, timeout=30)
        subprocess.run(["xdotool", "key", "ctrl+slash"], check=True, timeout=30)  # Tk: select all
        subprocess.run(["xdotool", "type", "--delay", "5", str(target)], check=True, timeout=60)
        subprocess.run(["xdotool", "key", "Return"], check=True, timeout=30)
        wait_for(target.exists, "the saved picture")
        with Image.open(target) as image:
            assert image.size == Geometry(30, 20, 24).image_size
        keys(window, "ctrl+q")
        out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err
    assert out.startswith("Maze is built, path length from start to end is ")


@DRIVEN_FROM_OUTSIDE
def test_mazegraphs_display_true_opens_the_window_as_the_java_does():
    """The book's sentence is printed while the window is open, as the Java prints it."""
    import select

    script = (
        "from labyrinth import MazeGraphs\n"
        "maze = MazeGraphs(7, 5, MazeGraphs.Display, MazeGraphs.DontSave, seed=2)\n"
        "maze.exclude_maze_field(3, 2)\n"
        "maze.build_maze()\n"
    )
    with running([sys.executable, "-c", script], "Labyrinth 7 × 5") as (app, window):
        ready, _w, _x = select.select([app.stdout], [], [], 60)
        assert ready, "nothing printed while the window is open"
        assert app.stdout.readline().startswith("Maze is built, path length from start to end")
        keys(window, "ctrl+q")
        _out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err


def test_the_algorithm_menu_builds_with_the_chosen_algorithm(tk_root):
    from labyrinth.generators import ALGORITHMS

    app = make_app(tk_root, width=15, height=10, speed=0)
    labels = [
        app.menus["algorithm"].entrycget(i, "label")
        for i in range(app.menus["algorithm"].index("end") + 1)
    ]
    assert labels[0] == "Recursive backtracker (the book's)"
    assert "Binary tree – north-east" in labels
    assert len(labels) == sum(len(a.options) or 1 for a in ALGORITHMS.values())
    app.menus["algorithm"].invoke(labels.index("Binary tree – north-east"))
    run_until(tk_root, lambda: finished(app))
    assert app.graphs.result.algorithm == "binary-tree:NE"
    assert app.settings.algorithm == "binary-tree:NE"
    app.controls.variables["loops"].set("25")
    press(app, "F5")
    press(app, "End")
    run_until(tk_root, lambda: finished(app))
    assert app.graphs.result.loops > 0
    app.controls.variables["blocks"].set("x")
    press(app, "F5")
    assert app.status.text == ("The block permille must be a whole number from 0 to 1000, not 'x'.")


def test_the_texture_window_shows_the_numbers_of_the_built_maze(tk_root):
    from labyrinth.texture import format_texture, measure

    app = make_app(tk_root, seed=6)
    press(app, "Control-t")
    assert app.status.text == "Build the maze first (F5), then look at its texture."
    app.build()
    run_until(tk_root, lambda: finished(app))
    press(app, "Control-t")
    window = app.files.texture_window.window
    assert window.title() == "Texture of the maze"
    label = app.files.texture_window.label
    assert label.cget("text") == format_texture(measure(app.graphs))
    assert "Dead ends" in label.cget("text")


SPECS = [a.spec(option) for a in ALGORITHMS.values() for option in (a.options or (None,))]
HOLES = [(10, 10), (11, 10), (12, 10), (40, 30), (50, 5)]


@pytest.mark.parametrize("spec", SPECS)
def test_every_algorithm_is_picked_in_the_window_and_builds_64_by_48(tk_root, spec):
    app = make_app(tk_root, width=64, height=48, seed=12, speed=0, excluded=HOLES)
    labels = [
        app.menus["algorithm"].entrycget(i, "value")
        for i in range(app.menus["algorithm"].index("end") + 1)
    ]
    app.menus["algorithm"].invoke(labels.index(spec))
    run_until(tk_root, lambda: finished(app), tries=24_000)
    direct = MazeGraphs(64, 48, display=False, seed=12, algorithm=spec)
    for x, y in HOLES:
        direct.exclude_maze_field(x, y)
    for _event in direct.build_steps():
        pass
    assert bytes(app.graphs.maze_array.walls) == bytes(direct.maze_array.walls)
    assert app.graphs.result == direct.result
    picture = render(app.graphs.maze_array, app.graphs.result.marks, app.view.field_size).convert(
        "RGB"
    )
    shot = grab_picture(app).convert("RGB")
    assert ImageChops.difference(shot, picture).getbbox() is None


@pytest.mark.parametrize(
    ("spec", "colour"),
    [
        ("wilson", "WALK_TINT"),
        ("prim-modified", "FRONTIER_TINT"),
        ("growing-tree:random", "FRONTIER_TINT"),
    ],
)
def test_watched_algorithms_show_their_own_colours(tk_root, spec, colour):
    from labyrinth.render import geometry

    app = make_app(tk_root, width=40, height=28, seed=7, speed=5)
    app.algorithm_var.set(spec)
    app.build()
    app.session.mode.space()  # pause, take 90 steps one by one, and look
    for _step in range(90):
        app.session.mode.step()
    shot = grab_picture(app).convert("RGB")
    assert getattr(geometry, colour) in {c for _n, c in shot.getcolors(1 << 16)}


def test_division_clears_the_grid_then_walls_appear(tk_root):
    app = make_app(tk_root, width=40, height=28, seed=7, speed=5)
    app.algorithm_var.set("recursive-division")
    app.build()
    app.session.mode.space()
    shot = grab_picture(app).convert("RGB")
    assert SHADE not in {c for _n, c in shot.getcolors(1 << 16)}  # nothing left to reach
    walls_before = sum(bin(w).count("1") for w in app.graphs.maze_array.walls)
    app.session.mode.step()
    app.session.mode.step()
    assert sum(bin(w).count("1") for w in app.graphs.maze_array.walls) > walls_before


def test_odd_digits_in_the_loop_box_give_one_sentence(tk_root):
    app = make_app(tk_root)
    app.controls.variables["loops"].set("²")
    press(app, "F5")
    assert app.status.text == ("The loop percent must be a whole number from 0 to 100, not '²'.")


def test_a_build_started_at_speed_0_becomes_visible_when_the_speed_goes_up(tk_root):
    # big enough that the unseen build outlasts its first tick (1000 × 1000 takes about half
    # a second however fast the machine is)
    app = make_app(tk_root, width=1000, height=1000, speed=0)
    app.build()
    tk_root.update()
    assert app.building.player.animator.unseen and not app.building.player.animator.finished
    app.controls.set_speed(4)
    app._speed_changed()
    assert not app.building.player.animator.unseen
    assert not app.building.player.animator.playing or not app.building.player.animator.finished
    app.building.player.animator.pause()
    expected = render(app.graphs.maze_array, None, app.view.field_size, shade_untouched=True)
    app.view.canvas.itemconfigure("walker", state="hidden")
    canvas = app.view.canvas
    shot = grab(canvas).convert("RGB")  # the part in view: the picture is larger than it
    left, top = int(canvas.canvasx(0)), int(canvas.canvasy(0))
    part = expected.convert("RGB").crop((left, top, left + shot.width, top + shot.height))
    assert ImageChops.difference(shot, part).getbbox() is None


def build_in_the_installed_window(config, remembered, arguments, title):
    """Start the gui-script with ``remembered`` settings, finish the build, quit; returns
    what it printed and the settings file."""
    program = Path(sys.executable).parent / "labyrinth"
    if not program.exists():
        skip_or_fail(f"the gui-script is not installed next to {sys.executable}")
    settings_file = config / "labyrinth" / "settings.json"
    settings_file.parent.mkdir(parents=True)
    settings_file.write_text(json.dumps(remembered))
    with running([str(program), *arguments], title) as (app, window):
        keys(window, "End")
        output = Output(app)
        printed = wait_for(lambda: output.lines(2), "the built maze's message and recipe")
        keys(window, "ctrl+q")
        out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err
    return printed + out, settings_file


@DRIVEN_FROM_OUTSIDE
def test_the_remembered_algorithm_is_used_at_the_next_start(private_config):
    out, settings_file = build_in_the_installed_window(
        private_config,
        {"algorithm": "binary-tree:NE", "width": 20, "height": 15, "speed": 0},
        [],
        "Labyrinth 20 × 15",
    )
    message, recipe = out.splitlines()[-2:]
    seed = int(recipe.split()[1].rstrip(","))
    assert recipe == f"Seed {seed}, algorithm binary-tree:NE, python random source."
    direct = MazeGraphs(20, 15, display=False, seed=seed, algorithm="binary-tree:NE")
    for _event in direct.build_steps():
        pass
    assert message == direct.result.message()
    saved = json.loads(settings_file.read_text())
    assert saved["algorithm"] == "binary-tree:NE" and saved["width"] == 20


@DRIVEN_FROM_OUTSIDE
def test_a_command_that_names_the_maze_gives_the_same_maze_with_a_screen(private_config):
    """Remembered choices fill in only a plain start; --seed and a size mean the defaults
    for everything else, as without a screen."""
    command = ["--seed", "42", "--width", "20", "--height", "15"]
    out, settings_file = build_in_the_installed_window(
        private_config,
        {"algorithm": "kruskal", "width": 50, "height": 40, "speed": 0},
        command,
        "Labyrinth 20 × 15",
    )
    without_screen = run_cli_process([*command, "--no-display"])
    assert out.splitlines()[-2:] == without_screen.splitlines()[:2]
    assert "algorithm backtracker" in without_screen
    saved = json.loads(settings_file.read_text())
    assert (saved["algorithm"], saved["width"]) == ("kruskal", 50)  # a one-off changes nothing


def run_cli_process(arguments):
    program = Path(sys.executable).parent / "labyrinth"
    done = subprocess.run([str(program), *arguments], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


def pending_jobs(root):
    return root.tk.splitlist(root.tk.call("after", "info"))


@pytest.mark.parametrize("close", ["quit", "destroy"])
def test_a_closed_window_leaves_no_job_behind(tk_root, capfd, close):
    """Jobs still pending when the window closes (the next tick of a build, the refit after a
    resize, a tooltip about to show) are cancelled: run later, Tk would print "invalid command
    name ..." on standard error, as it did when another window ran its event loop."""
    app = make_app(tk_root, width=60, height=40, speed=1)
    app.build()  # the next tick is pending
    app.view.canvas.event_generate("<Configure>")  # resized: the field size follows later
    app.controls.buttons["build"].event_generate("<Enter>")  # the pointer rests on a button
    # and the next look at the settings to save, and the editor's text kept in a while
    assert len(pending_jobs(tk_root)) == 5
    if close == "quit":  # Ctrl+Q, the menu, or the window manager's close button
        app.quit()
    else:  # the window destroyed from outside, as a program embedding it might do
        tk_root.destroy()
    assert pending_jobs(tk_root) == ()
    later = tk.Tk()  # another window's event loop runs until those jobs would have run
    try:
        passed = []
        later.after(1000, lambda: passed.append(True))
        run_until(later, lambda: passed)
    finally:
        later.destroy()
    assert "invalid command name" not in capfd.readouterr().err


@pytest.mark.parametrize(
    ("excluded", "in_english", "in_german"),
    [
        ([(1, 0), (0, 1)], "1 field cannot be reached.", "1 Feld ist nicht erreichbar."),
        (
            [(10, 8), (10, 7), (11, 6)],  # the bottom right corner, two fields
            "2 fields cannot be reached.",
            "2 Felder sind nicht erreichbar.",
        ),
    ],
)
def test_the_status_bar_says_how_many_fields_are_cut_off(tk_root, excluded, in_english, in_german):
    """The corner behind excluded fields cannot be reached: the status bar says so after the
    build's sentence, in the number's form and the current language."""
    app = make_app(tk_root, seed=4, excluded=excluded)
    app.build()
    run_until(tk_root, lambda: finished(app))
    assert app.status.text == f"{app.graphs.result.message()}  {in_english}"
    switch_language(app, "Deutsch")
    assert app.status.text.endswith(f".  {in_german}")


def test_wilsons_first_field_is_in_the_maze_from_the_first_step(tk_root):
    """The root of Wilson's tree has four walls until a walk meets it; the window draws it as
    part of the maze (white), not as a field still to reach (shaded), from the first step."""
    from labyrinth.render.geometry import WHITE

    twin = MazeGraphs(40, 28, display=False, seed=7, algorithm="wilson")
    kind, root, _other = next(twin.build_steps())
    assert kind == VISIT  # the root of the tree
    app = make_app(tk_root, width=40, height=28, seed=7, speed=5)
    app.algorithm_var.set("wilson")
    app.build(paused=True)
    for _step in range(3):  # the walk starts far from the root (its first MARKs)
        app.session.mode.step()
    assert app.graphs.maze_array.walls[root] == 0b1111  # no passage leads in yet
    shot = grab_picture(app).convert("RGB")
    geometry = app.view.geometry
    x, y = root % 40, root // 40
    left, top, _right, _bottom = geometry.interior(x, y)
    assert shot.getpixel((left + 1, top + 1)) == WHITE
    far = geometry.interior(39, 27)  # untouched: still shaded
    assert shot.getpixel((far[0] + 1, far[1] + 1)) == SHADE
