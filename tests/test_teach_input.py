"""The teaching view's input under a real X server: its number boxes take only what they can
use (one sentence for the rest, no traceback, Play plays on), Play says Pause while it plays,
the view follows the current field when zoomed in, and every control has a tooltip that stays
on the screen."""

from __future__ import annotations

import shutil
import subprocess
import tkinter as tk
from tkinter import font as tkfont

import pytest
from conftest import skip_or_fail
from test_window import make_app, run_until
from x11 import pointer_to

from labyrinth.gui.player import State as PlayerState
from labyrinth.gui.tooltip import WRAP_PIXELS, placed

STEP_SENTENCE = "The step box takes a step from 0 to {last}, in digits."
DEPTH_SENTENCE = "The path box takes a length from 0 to 80, in digits."


@pytest.fixture
def teach(tk_root):
    app = make_app(tk_root, width=10, height=8, seed=2020, speed=3)
    app.toggle_teaching()
    tk_root.update()
    app.tracebacks = []  # what Tk would print as a traceback
    tk_root.report_callback_exception = lambda *error: app.tracebacks.append(error)
    return app


@pytest.fixture
def german_keyboard(tk_root):
    """A German keyboard, where AltGr+2 types ², for the test's own keys."""
    if not shutil.which("setxkbmap"):
        skip_or_fail("setxkbmap is missing (apt-get install x11-xkb-utils)")
    query = subprocess.run(
        ["setxkbmap", "-query"], capture_output=True, encoding="utf-8", timeout=30
    )
    if query.returncode:
        skip_or_fail("setxkbmap cannot change this display's keyboard")
    layout = next(line.split()[-1] for line in query.stdout.splitlines() if "layout" in line)
    subprocess.run(["setxkbmap", "de"], check=True, timeout=30)
    tk_root.update()  # Tk reads the new key map
    yield
    subprocess.run(["setxkbmap", layout], check=True, timeout=30)


def keys_in(app, widget, *names):
    """Real keys from the X server, typed while ``widget`` has the keyboard."""
    widget.focus_force()
    app.root.update()
    window = str(int(app.root.wm_frame(), 16))
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True, timeout=30)
    for name in names:
        subprocess.run(["xdotool", "key", name], check=True, timeout=30)
    settle(app.root)


def settle(root, passes=20):
    """Let Tk read what the X server sent (keys, pointer moves, timers)."""
    for _pass in range(passes):
        root.update()
        subprocess.run(["xdotool", "sleep", "0.02"], check=True, timeout=30)


def click(app, widget):
    """A real click in the middle of ``widget``."""
    app.root.update()
    x = widget.winfo_rootx() + widget.winfo_width() // 2
    y = widget.winfo_rooty() + widget.winfo_height() // 2
    pointer_to(x, y)
    subprocess.run(["xdotool", "click", "1"], check=True, timeout=30)
    settle(app.root)


def plays_on(app):
    """Space (pressed wherever the keyboard is) plays: the ticks move on."""
    view = app.modes["teach"]
    tick = view.state.tick
    window = str(int(app.root.wm_frame(), 16))
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True, timeout=30)
    subprocess.run(["xdotool", "key", "space"], check=True, timeout=30)
    run_until(app.root, lambda: view.state.tick > tick)
    # the ticks moved: it played (a stop rule may have ended the play already, under load
    # before this line runs)
    if view.player.running:
        view.space()  # pause again


@pytest.mark.timeout(200)
def test_a_superscript_two_in_the_step_box_is_refused_with_one_sentence(teach, german_keyboard):
    view = teach.modes["teach"]
    controls = view.panel.controls
    last = len(view.history.enters)
    controls.step_text.set("")
    keys_in(teach, controls.step_box, "twosuperior")
    assert controls.step_text.get() == ""
    assert teach.status.text == STEP_SENTENCE.format(last=last)
    keys_in(teach, controls.step_box, "Return")  # the empty box: the same sentence
    assert teach.status.text == STEP_SENTENCE.format(last=last)
    assert view.state.tick == -1 and not teach.tracebacks
    plays_on(teach)  # Space from inside the box
    assert not teach.tracebacks


@pytest.mark.timeout(200)
def test_a_superscript_two_in_the_depth_box_is_refused(teach, german_keyboard):
    view = teach.modes["teach"]
    panel = view.panel
    panel.deeper.set(True)
    keys_in(teach, panel.controls.depth_box, "End", "twosuperior")
    assert panel.depth_limit.get() == "20"
    assert teach.status.text == DEPTH_SENTENCE
    assert view.stop_rule == (False, 20) and not teach.tracebacks
    plays_on(teach)


@pytest.mark.timeout(200)
@pytest.mark.parametrize("box", ["step", "depth"])
def test_five_thousand_digits_pasted_are_refused(teach, box):
    view = teach.modes["teach"]
    controls = view.panel.controls
    widget = controls.step_box if box == "step" else controls.depth_box
    before = widget.get()
    teach.root.clipboard_clear()
    teach.root.clipboard_append("9" * 5000)
    keys_in(teach, widget, "End", "ctrl+v")
    assert widget.get() == before
    wanted = STEP_SENTENCE.format(last=len(view.history.enters)) if box == "step" else None
    assert teach.status.text == (wanted or DEPTH_SENTENCE)
    assert not teach.tracebacks
    plays_on(teach)
    assert not teach.tracebacks


@pytest.mark.timeout(200)
def test_the_step_box_takes_digits_up_to_the_last_step(teach):
    """A digit that would pass the last step is refused; what is left is used."""
    view = teach.modes["teach"]
    controls = view.panel.controls
    last = len(view.history.enters)
    assert last < 999
    controls.step_text.set("")
    keys_in(teach, controls.step_box, "9", "9", "9", "x", "minus")
    assert controls.step_text.get() == "99"
    assert teach.status.text == STEP_SENTENCE.format(last=last)
    keys_in(teach, controls.step_box, "Return")
    assert view.state.calls == 99 and teach.status.text.startswith("Step 99:")
    assert teach.root.focus_get() is teach.view.canvas  # the keys go back to stepping
    assert not teach.tracebacks


@pytest.mark.timeout(200)
def test_the_depth_box_sets_where_play_stops(teach):
    view = teach.modes["teach"]
    panel = view.panel
    teach.controls.set_speed(10)
    panel.depth_limit.set("")
    keys_in(teach, panel.controls.depth_box, "1", "2")
    click(teach, panel.controls.deeper_box)
    assert panel.deeper.get() and view.stop_rule == (False, 12)
    click(teach, panel.controls.play)
    run_until(teach.root, lambda: not view.player.running)
    assert view.history.depths[view.state.tick] + 1 == 13


@pytest.mark.timeout(200)
def test_play_says_pause_while_it_plays_and_play_when_it_stops(teach):
    view = teach.modes["teach"]
    play = view.panel.controls.play
    assert play.cget("text") == "Play"
    teach.controls.set_speed(1)  # the slowest: a busy machine's clicks take seconds
    click(teach, play)
    run_until(teach.root, lambda: view.player.running)
    assert play.cget("text") == "Pause"
    assert teach.controls.buttons["play"].cget("text") == "Pause"
    click(teach, play)  # pause
    assert play.cget("text") == "Play" and teach.controls.buttons["play"].cget("text") == "Animate"
    tick = view.state.tick
    teach.controls.set_speed(10)
    click(teach, play)
    run_until(teach.root, lambda: not view.player.running)
    assert view.state.tick == len(view.history) - 1 > tick  # played to the end
    assert play.cget("text") == "Play"
    teach.appearance.set_language("de")
    teach.controls.set_speed(1)
    assert play.cget("text") == "Abspielen"
    click(teach, play)  # at the end: plays from the first step
    run_until(teach.root, lambda: view.player.running)  # a busy machine's click comes late
    assert play.cget("text") == "Anhalten"


def visible(app, field):
    """Whether the whole of ``field`` lies in the part of the picture the view shows."""
    canvas, geometry = app.view.canvas, app.view.geometry
    left, top, right, bottom = geometry.field_box(field % geometry.width, field // geometry.width)
    view_left, view_top = canvas.canvasx(0), canvas.canvasy(0)
    return (
        view_left <= left
        and right < view_left + canvas.winfo_width()
        and view_top <= top
        and bottom < view_top + canvas.winfo_height()
    )


@pytest.mark.timeout(300)
def test_zoomed_in_the_view_follows_the_current_field(tk_root):
    app = make_app(tk_root, width=32, height=24, seed=5, speed=4)
    app.toggle_teaching()
    tk_root.update()
    view = app.modes["teach"]
    canvas = app.view.canvas
    for _step in range(12):  # zoomed in step by step until far bigger than the view
        if app.view.picture_size[0] > 4 * canvas.winfo_width():
            break
        app.viewport.zoom(1)
        tk_root.update()
    assert app.view.picture_size[0] > 4 * canvas.winfo_width()
    moved = set()
    for _burst in range(12):  # real Right keys: one line each
        keys_in(app, canvas, *["Right"] * 8)
        assert visible(app, view.state.current), view.state.tick
        moved.add((canvas.canvasx(0), canvas.canvasy(0)))
    assert len(moved) > 1  # the walk left the first view, and the view went with it
    view.jump(len(view.history) // 2)  # a jump far away
    tk_root.update()
    assert visible(app, view.state.current)
    # speed 6: the player keeps to its time, so on a busy machine a faster one skips from a
    # look past the walk's end
    app.controls.set_speed(6)
    view.space()  # play
    looks = 0
    for _look in range(50):  # five looks while a field is current
        tick = view.state.tick
        run_until(tk_root, lambda tick=tick: view.state.tick > tick + 20 or walk_over(view))
        if walk_over(view):  # a busy machine can still play past the walk between two looks
            play_from(view, len(view.history) // 4)
            continue
        # play moves the state at once and the view when the window is next idle: now
        tk_root.update_idletasks()
        assert visible(app, view.state.current)
        looks += 1
        if looks == 5:
            break
    assert looks == 5
    view.space()


def walk_over(view) -> bool:
    """Whether no field is current: the walk is over and its calls only return (the build's
    last ticks, over a thousand here), or play has reached the build's end."""
    return view.state.current < 0


def play_from(view, tick: int) -> None:
    """Play on from ``tick``: paused if playing, jumped there, played again."""
    if view.player.state is PlayerState.PLAYING:
        view.space()
    view.jump(tick)
    view.space()


def test_a_tooltip_is_put_inside_the_screen():
    screen = (1024, 600)
    assert placed((200, 40), (100, 100, 180, 130), screen) == (108, 134)  # under the widget
    x, y = placed((360, 60), (900, 100, 1000, 130), screen)  # at the right edge: moved left
    assert x + 360 <= 1024 and y == 134
    x, y = placed((300, 60), (300, 560, 400, 590), screen)  # at the foot: above the widget
    assert y + 60 <= 560 and x == 308


CONTROLS = ("TButton", "TRadiobutton", "TCheckbutton", "TScale", "TEntry", "Entry")


def controls_in(widget):
    """Every control (button, switch, slider, box) inside ``widget``, found by its class."""
    found = []
    for child in widget.winfo_children():
        if child.winfo_class() in CONTROLS and child.winfo_ismapped():
            found.append(child)
        found += controls_in(child)
    return found


def tooltip_of(widget):
    shown = [
        child
        for child in widget.winfo_children()
        if isinstance(child, tk.Toplevel) and child.winfo_ismapped()
    ]
    return shown[0] if shown else None


@pytest.mark.timeout(300)
@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_every_control_has_a_tooltip_inside_the_screen(tk_root, language):
    """The window is put in the screen's bottom right corner, so that tooltips at its right
    edge and its foot would run off the screen unless moved."""
    app = make_app(tk_root, width=10, height=8, seed=7)
    app.appearance.set_language(language)
    app.toggle_teaching()
    tk_root.update()
    screen_width, screen_height = tk_root.winfo_screenwidth(), tk_root.winfo_screenheight()
    width, height = tk_root.winfo_width(), tk_root.winfo_height()
    tk_root.geometry(f"+{screen_width - width}+{screen_height - height}")
    settle(tk_root)
    panel = app.modes["teach"].panel
    controls = controls_in(panel) + controls_in(panel.below)
    assert len(controls) == 10  # recursion, loop, call tree, Java, Play, slider, step box,
    # three breaks
    for control in controls:
        x = control.winfo_rootx() + control.winfo_width() // 2
        y = control.winfo_rooty() + control.winfo_height() // 2
        pointer_to(x, y)
        run_until(tk_root, lambda control=control: tooltip_of(control) is not None)
        tip = tooltip_of(control)
        tip.update_idletasks()
        left, top = tip.winfo_rootx(), tip.winfo_rooty()
        assert left >= 0 and left + tip.winfo_width() <= screen_width, control
        assert top >= 0 and top + tip.winfo_height() <= screen_height, control
        assert tip.winfo_width() <= WRAP_PIXELS + 20  # a long text wraps
        (label,) = tip.winfo_children()
        assert len(label.cget("text")) > 10
        pointer_to(0, 0)
        run_until(tk_root, lambda control=control: tooltip_of(control) is None)


def test_the_step_box_shows_every_digit_of_a_big_mazes_steps(teach):
    """4096 × 4096 fields take 33,554,432 steps: the box widens to show all eight digits."""
    navigation = teach.modes["teach"].panel.controls.step_row
    box = navigation.step_box
    navigation.show_position(12_345_678, 33_554_432)
    teach.root.update()
    digits = tkfont.Font(font=box.cget("font")).measure("33554432")
    assert box.winfo_width() > digits
    assert box.get() == "12345678"
    assert box.xview() == (0.0, 1.0)  # the whole text in sight


def test_space_after_a_switch_is_clicked_plays_and_leaves_the_switch_as_it_is(teach):
    view = teach.modes["teach"]
    panel = view.panel
    teach.controls.set_speed(10)
    click(teach, panel.controls.deeper_box.master.grid_slaves(row=0, column=0)[0])
    assert panel.at_dead_ends.get()
    typed_into = teach.root.focus_lastfor()  # the keys' widget, had the window the focus
    assert typed_into is teach.view.canvas
    keys_in(teach, typed_into, "space")
    run_until(teach.root, lambda: view.state.tick > 0)
    assert panel.at_dead_ends.get()  # Space played; it did not untick the box


def test_ctrl_a_selects_a_number_box_so_typing_replaces_it(teach):
    box = teach.modes["teach"].panel.controls.step_box
    teach.modes["teach"].panel.controls.step_text.set("32")
    keys_in(teach, box, "ctrl+a", "1", "2")
    assert box.get() == "12"
