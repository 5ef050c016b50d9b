"""The window's pictures: the real window (``LabyrinthApp``) in a process of its own on an X
server of its own, driven as a user gets there (see ``driving``), then photographed from
the screen."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageGrab

from labyrinth.options import BuildOptions
from labyrinth.settings import Settings
from tools.screenshots.driving import (
    built,
    choose,
    grab,
    opened,
    paused_build,
    press,
    refusals,
    settle,
    teaching,
    to_dead_end,
    until,
)
from tools.screenshots.registry import SHOTS, Shot, save, shot
from tools.screenshots.xserver import private_environment, scratch, screen

# The book's main(): 32 × 24 fields, the Java program's random source, seed 42, one hole.
BOOK_MAIN = BuildOptions(rng="java", seed=42, excluded=((16, 12),))
WIDE = (1280, 1024)  # a screen where the window has the size it asks for
PROJECTOR = (1920, 1080)


def take(shots: Sequence[Shot], folder: Path) -> None:
    """Each shot in a process of its own (a window of its own, fresh settings), on an X
    server of the shot's screen size."""
    sizes = sorted({one.screen for one in shots})
    with scratch() as work:
        environment = private_environment(work)
        for size in sizes:
            with screen(*size) as display:
                for one in (one for one in shots if one.screen == size):
                    command = [sys.executable, "-m", "tools.screenshots.window", one.name]
                    subprocess.run(
                        [*command, str(folder)],
                        env=dict(environment, DISPLAY=display),
                        check=True,
                        timeout=600,
                    )


# --- the pictures ---------------------------------------------------------------------


@shot("window-book-main", "window", WIDE)
def window_book_main() -> Image.Image:
    """The book's main(): 32 × 24 fields, field (16 | 12) excluded, rng java, seed 42."""
    app = opened(Settings(speed=0), options=BOOK_MAIN, excluded=BOOK_MAIN.excluded, seed=42)
    return grab(built(app).root)


@shot("viewer-building", "window", WIDE)
def viewer_building() -> Image.Image:
    """A build paused: the current field red, carved paths white, the rest shaded."""
    app = opened(Settings(width=24, height=16, speed=4), seed=7)
    return grab(paused_build(app, 260).root)


@shot("start-panel", "window")
def start_panel() -> Image.Image:
    """The start panel of a first start on a 1024 × 600 screen, over the maze."""
    app = opened(Settings(speed=0), seed=3, start_panel=True)
    return grab(app.root)


@shot("viewer-small-screen", "window")
def viewer_small_screen() -> Image.Image:
    """The window in French on a 1024 × 600 screen, its maze built."""
    app = opened(Settings(speed=0), "fr", seed=42)
    return grab(built(app).root)


@shot("classroom-200-percent", "window", PROJECTOR)
def classroom_200_percent() -> Image.Image:
    """The window at 200 % text size on a 1920 × 1080 screen, as a projector shows it."""
    app = opened(Settings(speed=0, text_size=200), seed=42)
    return grab(built(app).root)


@shot("classroom-teaching-200-percent", "window", PROJECTOR)
def classroom_teaching_200_percent() -> Image.Image:
    """The teaching view at 200 % on 1920 × 1080: seed 1, step 330, a dead end 205 deep."""
    app = opened(Settings(speed=0, text_size=200), seed=1)
    teaching(app, 330)
    to_dead_end(app)
    return grab(app.root)


@shot("classroom-dark", "window", WIDE)
def classroom_dark() -> Image.Image:
    """The dark theme with the colour-blind safe palette, a build paused."""
    settings = Settings(width=24, height=16, speed=4, theme="dark", palette="okabe-ito")
    return grab(paused_build(opened(settings, seed=7), 260).root)


@shot("viewer-german", "window", WIDE)
def viewer_german() -> Image.Image:
    """German, Okabe–Ito: a block of excluded fields (hatched), cut-off fields dotted."""
    block = tuple((x, y) for x in range(10, 16) for y in range(12, 18))
    settings = Settings(width=40, height=30, speed=0, palette="okabe-ito")
    app = opened(settings, "de", excluded=block, seed=3)
    app.controls.variables["blocks"].set("5")
    return grab(built(app).root)


def algorithm_at_work(algorithm: str, speed: int, steps: int) -> Image.Image:
    settings = Settings(width=40, height=28, speed=speed, algorithm=algorithm)
    return grab(paused_build(opened(settings, seed=2020), steps).root)


@shot("algorithm-wilson", "window", WIDE)
def algorithm_wilson() -> Image.Image:
    """Wilson's algorithm paused: the loop-erased random walk pink, its head red."""
    return algorithm_at_work("wilson", 8, 1500)


@shot("algorithm-division", "window", WIDE)
def algorithm_division() -> Image.Image:
    """Recursive division paused: walls appear, one door each."""
    return algorithm_at_work("recursive-division", 5, 300)


@shot("algorithm-prim", "window", WIDE)
def algorithm_prim() -> Image.Image:
    """Modified Prim paused: the frontier green round the maze grown so far."""
    return algorithm_at_work("prim-modified", 6, 300)


@shot("play-mode", "window", WIDE)
def play_mode() -> Image.Image:
    """Play mode halfway along the way, the hint (F1) and the two-coloured walls (K)."""
    app = built(opened(Settings(width=20, height=15, speed=0), seed=3))
    press(app, "Control-p")
    play = app.modes["play_mode"]
    way = play.game.hint()
    width = app.session.graphs.maze_array.width
    arrows = {1: "Right", -1: "Left", width: "Down", -width: "Up"}
    for here, there in list(zip(way, way[1:], strict=False))[: len(way) // 2]:
        press(app, arrows[there - here])
    press(app, "F1")
    press(app, "k")
    return grab(app.root)


@shot("walk", "window")
def walk() -> Image.Image:
    """Inside the maze (F8) on a 1024 × 600 screen, a few steps in, the map beside it in fog."""
    app = built(opened(Settings(width=15, height=10, speed=0), seed=11))
    press(app, "F8")
    choose(app, "View", "Walk: fog on the map")
    forward = 0
    while forward < 6:  # forward where the way is open, else turn right
        refused = refusals(app.status.text)
        press(app, "Up")
        settle(app.root, 0.3)
        if refusals(app.status.text) > refused:
            press(app, "Right")
            settle(app.root, 0.3)
        else:
            forward += 1
    return grab(app.root)


@shot("teaching-view", "window")
def teaching_view() -> Image.Image:
    """The teaching view of a 32 × 24 maze on 1024 × 600: seed 7, a dead end 415 calls deep."""
    app = opened(Settings(speed=0), excluded=((16, 12),), seed=7)
    teaching(app, 415)
    to_dead_end(app)
    return grab(app.root)


@shot("call-tree", "window")
def call_tree() -> Image.Image:
    """The call tree of a 6 × 5 maze at step 48 of 60, call 20 chosen with a click."""
    app = opened(Settings(width=6, height=5, speed=0), seed=3)
    view = teaching(app, 48)
    view.call_tree.switch.invoke()
    settle(app.root)
    canvas = view.call_tree.window.canvas
    left, top, right, bottom = canvas.bbox("call19")
    x, y = (left + right) / 2 - canvas.canvasx(0), (top + bottom) / 2 - canvas.canvasy(0)
    canvas.event_generate("<ButtonPress-1>", x=int(x), y=int(y))
    settle(app.root)
    return grab(app.root, canvas.winfo_toplevel())


@shot("teaching-kruskal", "window")
def teaching_kruskal() -> Image.Image:
    """Kruskal's text in the teaching view at step 51 of a 12 × 9 maze."""
    app = opened(Settings(width=12, height=9, speed=0, algorithm="kruskal"), seed=4)
    teaching(app, 51)
    return grab(app.root)


@shot("teaching-division", "window")
def teaching_division() -> Image.Image:
    """Recursive division's text in the teaching view at step 41 of a 12 × 9 maze."""
    settings = Settings(width=12, height=9, speed=0, algorithm="recursive-division")
    app = opened(settings, seed=4)
    teaching(app, 41)
    return grab(app.root)


@shot("program-editor", "window")
def program_editor() -> Image.Image:
    """The program editor (F9) with the book's method as its first text."""
    app = built(opened(Settings(width=12, height=9, speed=0), seed=7))
    press(app, "F9")
    return grab(app.root)


@shot("program-replay", "window")
def program_replay() -> Image.Image:
    """The replay of the book's method, run with Ctrl+R, at step 231."""
    app = built(opened(Settings(width=12, height=9, speed=0), seed=7))
    press(app, "F9")
    editor = app.modes["editor"]
    press(app, "Control-r", editor.code.text)
    until(app.root, lambda: not editor.running, "the program's run")
    replay = app.modes["program"]
    replay.jump_to(231)
    settle(app.root)
    return grab(app.root)


RIGHT_HAND_FOREVER = """\
# Rechte Hand an der Wand
while not am_ziel():
    if rechts_frei():
        rechts()
    while not vorne_frei():
        links()
    vor()
    markieren()
"""


@shot("program-replay-walker", "window")
def program_replay_walker() -> Image.Image:
    """A right-hand walker in German on a maze with loops, stopped by its budget of steps."""
    from labyrinth.programs.runner import Budget

    options = BuildOptions(width=14, height=10, seed=1, loop_percent=15)
    settings = Settings(width=14, height=10, speed=0)
    app = built(opened(settings, "de", options=options, seed=1))
    press(app, "F9")
    editor = app.modes["editor"]
    editor.show_file(Path("program.py"), RIGHT_HAND_FOREVER, Budget(steps=20_000))
    press(app, "Control-r", editor.code.text)
    until(app.root, lambda: not editor.running, "the program's run")
    return grab(app.root)


@shot("lessons-panel", "window", WIDE)
def lessons_panel() -> Image.Image:
    """The lessons (F4): a builder that ignores excluded fields fails, its fields framed."""
    from tests.lesson_programs import IGNORING_EXCLUSIONS

    app = opened(Settings(width=12, height=9, speed=0), seed=1)
    press(app, "F4")
    lessons = app.modes["lessons"]
    while lessons.lesson.id != "exclusions":
        press(app, "Down", lessons.panel.list)
    lessons.code.replace(IGNORING_EXCLUSIONS)
    press(app, "Control-k", lessons.code.text)
    until(app.root, lambda: not lessons.running, "the lesson's check")
    return grab(app.root)


@shot("mask-dialog", "window", WIDE)
def mask_dialog() -> Image.Image:
    """File → Mask from text… with the word LABYRINTH: 137 × 21 fields, nine regions."""
    app = opened(Settings(speed=0), seed=1)
    app.files.mask_from_text()
    settle(app.root, 0.5)
    return grab(app.files.mask_dialog.top)


@shot("print-dialog", "window")
def print_dialog() -> Image.Image:
    """The print dialog: A4, 2 mazes a page, 30 mazes, the answer keys after them."""
    app = built(opened(Settings(speed=0), seed=42))
    press(app, "Control-Shift-P")
    dialog = app.files.print_dialog
    for name, value in (("per_page", "2"), ("count", "30"), ("answer_keys", "at-end")):
        dialog.variables[name].set(value)
    settle(app.root, 1)
    return ImageGrab.grab().convert("RGB")


TURTLE_STYLE = """\
from labyrinth.walker import *
maze(12, 9, seed=7)
speed(0)
while not at_goal():
    if right_is_clear():
        turn_right()
    while not front_is_clear():
        turn_left()
    move()
"""


@shot("walker-script", "window", WIDE)
def walker_script() -> Image.Image:
    """The window of a turtle-style script (labyrinth.walker): the right hand, at the goal."""
    from labyrinth import walker

    exec(TURTLE_STYLE, {})  # the script as a user writes it, up to its done()
    window = walker._walk.window
    assert window is not None
    window.finished()
    settle(window.root)
    return grab(window.root)


def main(name: str, folder: str) -> None:
    one = SHOTS[name]
    save(one.make(), one, Path(folder))


if __name__ == "__main__":
    main(*sys.argv[1:])
