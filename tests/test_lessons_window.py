"""The lessons panel under a real X server: F4 opens it, a lesson is picked from the list with
the keys, its reference solution is checked (in child processes, the window alive) and passes
with its mark turned to done, a wrong one fails with its sentence and the maze it failed on
framed, hints come one by one, the progress survives a new window, the labels are German; a
teacher's folder of lessons is added with the folder chooser, listed, checked and still there
after a restart, a broken one is its sentence; the replay names the lesson as Esc's way back."""

from __future__ import annotations

import tkinter

import pytest
from helpers import press
from PIL import ImageChops
from test_editor import press_in_code
from test_program_window import inside
from test_window import grab, make_app, run_until

from labyrinth.analysis import shortest_path
from labyrinth.gui.app import LabyrinthApp
from labyrinth.gui.lessons.panel import DONE, OPEN
from labyrinth.gui.teach.program_marks import FAULTS
from labyrinth.lessons.catalog import BUILT_IN
from labyrinth.lessons.progress import Progress, default_progress_path
from labyrinth.settings import load_settings
from tests.lesson_programs import REFERENCE, RIGHT_HAND, WRONG


def open_lessons(root):
    app = make_app(root)
    press(app, "F4")
    lessons = app.modes["lessons"]
    assert lessons.active and app.session.mode is lessons
    return app, lessons


def pick(app, lessons, lesson_id):
    """Walk the list with Down and Up until ``lesson_id`` is chosen, as a user would."""
    listing = lessons.panel.list
    wanted = lessons.panel.ids.index(lesson_id)
    while lessons.chosen != wanted:
        press(app, "Down" if lessons.chosen < wanted else "Up", listing)
    assert lessons.lesson.id == lesson_id


def check(app, lessons, source):
    set_text(lessons, source)
    press_in_code(app, "Control-k")
    run_until(app.root, lambda: not lessons.running)
    app.root.update()


def set_text(lessons, source):
    lessons.code.replace(source)
    lessons.code.text.update()


def results(lessons):
    return lessons.panel.results.get("1.0", "end-1c")


def mark_of(lessons, lesson_id):
    return lessons.panel.list.item(lesson_id, "text")[0]


def test_f4_opens_the_lessons_with_the_first_open_lesson_and_esc_leaves(tk_root):
    app, lessons = open_lessons(tk_root)
    assert lessons.lesson.id == "walk" and lessons.panel.winfo_ismapped()
    assert mark_of(lessons, "walk") == OPEN
    assert "Walk one yourself" in lessons.panel.text.get("1.0", "end")
    assert lessons.panel.buttons["walk"].winfo_ismapped()  # walked by hand: no code
    assert not lessons.panel.code.winfo_ismapped()
    pick(app, lessons, "wall-follower")
    assert lessons.panel.code.winfo_ismapped()
    assert lessons.code.get() == lessons.lesson.code("en").rstrip("\n")
    press(app, "Escape", lessons.panel.list)
    assert app.session.mode is app.building and not lessons.panel.winfo_ismapped()


def test_the_reference_solution_passes_and_its_mark_turns_to_done(tk_root):
    app, lessons = open_lessons(tk_root)
    pick(app, lessons, "wall-follower")
    check(app, lessons, REFERENCE["wall-follower"])
    lines = results(lessons).splitlines()
    assert len(lines) == 3 and all(line.startswith("Maze ") for line in lines)
    assert mark_of(lessons, "wall-follower") == DONE
    assert "Passed" in app.status.message()
    assert Progress.load(default_progress_path()).passed("wall-follower")


def test_a_wrong_program_fails_with_its_sentence_and_the_maze_framed_where_it_failed(tk_root):
    app, lessons = open_lessons(tk_root)
    pick(app, lessons, "book-builder")
    before = grab(app.view.canvas)
    program, words = WRONG["book-builder"][0]
    check(app, lessons, program)
    assert words in results(lessons)
    assert mark_of(lessons, "book-builder") == OPEN
    assert app.view.canvas.find_withtag(FAULTS)  # the fields at fault framed
    assert ImageChops.difference(
        before.convert("RGB"), grab(app.view.canvas).convert("RGB")
    ).getbbox()
    progress = Progress.load(default_progress_path())
    assert not progress.passed("book-builder") and progress.last_code("book-builder") == program


def test_a_program_of_the_wrong_kind_is_one_sentence_before_any_maze(tk_root):
    app, lessons = open_lessons(tk_root)
    pick(app, lessons, "island")
    program, words = WRONG["island"][1]
    check(app, lessons, program)
    assert words in results(lessons) and len(results(lessons).splitlines()) == 1


def test_stop_ends_a_check_of_an_endless_loop_at_once(tk_root):
    app, lessons = open_lessons(tk_root)
    pick(app, lessons, "wall-follower")
    set_text(lessons, "while True:\n    pass\n")
    press_in_code(app, "Control-k")
    assert lessons.running
    press(app, "Escape", lessons.panel.list)  # the first Esc stops, the panel stays
    assert not lessons.running and lessons.active
    assert mark_of(lessons, "wall-follower") == OPEN


def test_run_replays_on_the_first_maze_and_esc_comes_back_to_the_lesson(tk_root):
    app, lessons = open_lessons(tk_root)
    pick(app, lessons, "wall-follower")
    set_text(lessons, REFERENCE["wall-follower"])
    press_in_code(app, "Control-r")
    run_until(app.root, lambda: app.session.mode is app.modes["program"])
    replay = app.modes["program"]
    assert replay.recording.maze.width == lessons.lesson.mazes[0].options.width
    press(app, "Escape")
    assert app.session.mode is lessons and lessons.code.get() == REFERENCE["wall-follower"]


def test_hints_come_one_by_one(tk_root):
    app, lessons = open_lessons(tk_root)
    pick(app, lessons, "tremaux")
    hints = lessons.lesson.hints_in("en")
    assert len(hints) >= 2
    button = lessons.panel.hint
    for shown in range(len(hints)):
        assert button.cget("text") == f"Hint {shown + 1} of {len(hints)}"
        text = lessons.panel.text.get("1.0", "end")
        assert all(hint.strip() in text for hint in hints[:shown])
        assert hints[shown].strip() not in text
        button.focus_force()
        press(app, "space", button)
    assert hints[-1].strip() in lessons.panel.text.get("1.0", "end")
    assert button.instate(["disabled"]) and button.cget("text") == "No more hints"


def test_the_walk_is_passed_by_reaching_the_goal_in_play_mode(tk_root):
    app, lessons = open_lessons(tk_root)
    lessons.panel.buttons["walk"].invoke()
    play = app.modes["play_mode"]
    assert app.session.mode is play
    game = play.game

    path = shortest_path(game.maze, game.start, game.goal)
    width = game.maze.width
    keys = {1: "Right", -1: "Left", width: "Down", -width: "Up"}
    for here, there in zip(path, path[1:], strict=False):
        press(app, keys[there - here])
    assert game.over
    assert Progress.load(default_progress_path()).passed("walk")
    said = app.status.message()
    assert said.startswith("Passed: ") and said.endswith("Esc goes back to the lessons.")
    press(app, "Escape")  # play mode began in the lessons: back there
    assert app.session.mode is lessons and lessons.panel.winfo_ismapped()
    assert lessons.lesson.id == "walk" and mark_of(lessons, "walk") == DONE
    assert not play.active
    press(app, "Escape", lessons.panel.list)  # and Esc there leaves the lessons
    assert app.session.mode is app.session.base and not lessons.panel.winfo_ismapped()


def test_progress_is_kept_after_a_restart(tk_root):
    app, lessons = open_lessons(tk_root)
    pick(app, lessons, "wall-follower")
    check(app, lessons, REFERENCE["wall-follower"])
    # what there is to keep: a pass (a check that did not pass says why here, rather than
    # a mark missing after the restart)
    assert mark_of(lessons, "wall-follower") == DONE, results(lessons)
    pick(app, lessons, "island")
    set_text(lessons, "# my own try\n")
    press(app, "Escape", lessons.panel.list)  # leaving keeps the code
    app.root.destroy()
    root = tkinter.Tk()
    try:
        app, lessons = open_lessons(root)
        assert mark_of(lessons, "wall-follower") == DONE and mark_of(lessons, "island") == OPEN
        pick(app, lessons, "island")
        assert lessons.code.get().startswith("# my own try")
        pick(app, lessons, "wall-follower")
        assert lessons.code.get() == REFERENCE["wall-follower"]
    finally:
        root.destroy()


def test_german_labels_and_lessons(tk_root):
    app, lessons = open_lessons(tk_root)
    app.appearance.set_language("de")
    tk_root.update()
    assert lessons.panel.buttons["walk"].cget("text") != "Walk the maze"
    assert "Pfeiltasten" in lessons.panel.text.get("1.0", "end")
    assert lessons.panel.list.item("walk", "text").endswith("Zu Fuß durch das Labyrinth")
    pick(app, lessons, "tremaux")
    assert lessons.panel.hint.cget("text").startswith("Hinweis")
    assert lessons.panel.buttons["check"].cget("text") == "Prüfen"
    app.appearance.set_language("en")


@pytest.mark.parametrize(
    ("screen", "percent", "language"),
    [((1024, 560), 100, "de"), ((1024, 560), 100, "fr"), ((1366, 728), 150, "de")],
)
def test_the_panel_fits_the_screen_at_the_text_size(tk_root, screen, percent, language):
    """On a 1024 × 600 laptop and at 150 % on 1366 × 768 every part of the panel is in the
    window and the maze keeps room."""
    app, lessons = open_lessons(tk_root)
    pick(app, lessons, "wall-follower")
    app.appearance.set_language(language)
    app.appearance.set_text_size(percent)
    tk_root.geometry(f"{screen[0]}x{screen[1]}")
    tk_root.update()
    assert tk_root.winfo_width() <= screen[0] and tk_root.winfo_height() <= screen[1]
    panel = lessons.panel
    parts = [panel.list, panel.text, panel.hint, panel.code.text, panel.results]
    parts += [panel.buttons[key] for key in ("run", "check", "stop")]
    assert all(inside(part, tk_root) for part in parts)
    assert app.view.canvas.winfo_width() >= 200
    app.appearance.set_text_size(100)
    app.appearance.set_language("en")


def test_the_replay_from_the_lessons_says_that_esc_goes_back_to_the_lesson(tk_root):
    app, lessons = open_lessons(tk_root)
    pick(app, lessons, "wall-follower")
    set_text(lessons, REFERENCE["wall-follower"])
    press_in_code(app, "Control-r")
    run_until(app.root, lambda: app.session.mode is app.modes["program"])
    press(app, "Home")
    said = app.status.message()
    assert said.startswith("Before the first step") and said.endswith("back to the lesson.")


# -- a teacher's lessons ------------------------------------------------------------------------

CORNERS = (
    (BUILT_IN / "2-wall-follower.lesson")
    .read_bytes()
    .replace(b"id: wall-follower", b"id: corners")
    .replace(b"order: 20", b"order: 25")
    .replace(b"title en: The right hand on the wall", b"title en: Round the corners")
)


def teachers_folder(tmp_path, content=CORNERS):
    folder = tmp_path / "class 7b"
    folder.mkdir()
    (folder / "corners.lesson").write_bytes(content)
    return folder


def choose_folder_in_the_dialog(root, folder):
    """Tk's folder chooser, once it is open: ``folder`` typed in and OK pressed. It is
    looked for a number of times, not for a duration (pytest-timeout guards the time)."""
    looks = iter(range(400))
    dialog = ".__tk_choosedir"

    def choose():
        if root.tk.call("winfo", "exists", dialog):
            root.tk.call("set", f"::tk::dialog::file::{dialog[1:]}(selectPath)", str(folder))
            root.tk.call("::tk::dialog::file::chooseDir::OkCmd", dialog)
            if root.tk.call("winfo", "exists", dialog):  # still open: look again
                root.after(50, choose)
        elif next(looks, None) is not None:
            root.after(50, choose)

    root.after(50, choose)


def test_a_teachers_folder_is_listed_checked_and_kept_after_a_restart(tk_root, tmp_path):
    folder = teachers_folder(tmp_path)
    app, lessons = open_lessons(tk_root)
    menu = lessons.panel.teacher.menu
    assert menu.entrycget(1, "state") == "disabled"  # nothing to take away yet
    choose_folder_in_the_dialog(tk_root, folder)
    menu.invoke(0)  # Teacher's lessons → Add a folder…
    assert lessons.panel.ids[2] == "corners" and lessons.lesson.id == "walk"
    assert lessons.panel.list.item("corners", "text") == f"{OPEN} 3. Round the corners"
    assert app.status.message() == f"The lessons of {folder} are in the list."
    assert menu.entrycget(3, "label") == str(folder)
    pick(app, lessons, "corners")
    check(app, lessons, REFERENCE["wall-follower"])
    assert mark_of(lessons, "corners") == DONE
    press(app, "Escape", lessons.panel.list)
    app.quit()

    settings, warning = load_settings()
    assert warning is None and settings.lesson_folders == [str(folder)]
    root = tkinter.Tk()
    try:
        app = LabyrinthApp(root, settings, seed=1)
        press(app, "F4")
        lessons = app.modes["lessons"]
        assert mark_of(lessons, "corners") == DONE
        lessons.panel.teacher.menu.invoke(1)  # Built-in lessons only
        assert "corners" not in lessons.panel.ids and lessons.lesson.id != "corners"
        assert app.settings.lesson_folders == []
        assert lessons.panel.teacher.menu.entrycget(1, "state") == "disabled"
    finally:
        root.destroy()


def test_a_broken_teachers_lesson_is_its_sentence_and_nothing_changes(tk_root, tmp_path):
    broken = CORNERS.replace(b"maze: 16 x 12, seed 5", b"maze: 16 by 12, seed 5")
    folder = teachers_folder(tmp_path, broken)
    line = broken.split(b"\n").index(b"maze: 16 by 12, seed 5") + 1
    app, lessons = open_lessons(tk_root)
    pick(app, lessons, "island")
    ids = list(lessons.panel.ids)
    lessons.add_lesson_folder(folder)  # what Add a folder… does with the folder chosen
    sentence = results(lessons)
    assert sentence.startswith(f"{folder / 'corners.lesson'}, line {line}: a maze is written")
    assert "\n" not in sentence and app.status.message() == sentence
    assert lessons.panel.ids == ids and lessons.lesson.id == "island"
    assert app.settings.lesson_folders == []
    lessons.add_lesson_folder(tmp_path)  # the folder above it: no lesson files
    assert results(lessons) == f"The folder {tmp_path} has no lesson files (*.lesson)."
    assert lessons.panel.ids == ids and app.settings.lesson_folders == []


def test_a_remembered_folder_gone_broken_leaves_the_built_in_lessons_and_its_sentence(
    tk_root, tmp_path
):
    folder = teachers_folder(tmp_path, CORNERS.replace(b"kind: walker", b"kind: painter"))
    settings, _warning = load_settings()
    settings.lesson_folders = [str(folder)]
    app = LabyrinthApp(tk_root, settings, seed=1)
    press(app, "F4")
    lessons = app.modes["lessons"]
    assert lessons.active and "corners" not in lessons.panel.ids
    assert results(lessons).startswith(f"{folder / 'corners.lesson'}, line ")
    assert app.status.message() == results(lessons)
    assert app.settings.lesson_folders == [str(folder)]  # kept, for the teacher to mend


def _scroll_to_end(bar) -> None:
    """Drag ``bar`` to its end, as the user does: its command moves what it scrolls."""
    bar.tk.eval(f"{bar.cget('command')} moveto 1.0")
    bar.update()


@pytest.mark.parametrize("screen", [(1024, 560), (1366, 728)])
def test_every_word_of_every_lesson_and_every_lesson_can_be_scrolled_into_view(tk_root, screen):
    """On a 1024 × 600 and a 1366 × 768 screen the list and each lesson's text have a scroll
    bar that brings their last lines into view."""
    app, lessons = open_lessons(tk_root)
    tk_root.geometry(f"{screen[0]}x{screen[1]}")
    tk_root.update()
    panel = lessons.panel
    for bar in (panel.list_bar, panel.text_bar, panel.results_bar):
        assert bar.winfo_ismapped() and inside(bar, tk_root)
    last_lesson = panel.ids[-1]
    _scroll_to_end(panel.list_bar)
    assert panel.list.bbox(last_lesson)  # the last lesson's row is shown
    for lesson_id in panel.ids:
        pick(app, lessons, lesson_id)
        tk_root.update()
        text = panel.text
        last_word = text.get("1.0", "end-1c").split()[-1]
        last = text.search(last_word, "end", backwards=True)
        _scroll_to_end(panel.text_bar)
        assert text.bbox(last) is not None, lesson_id
        assert text.bbox(f"{last} lineend -1c") is not None, lesson_id


@pytest.mark.timeout(240)
def test_every_mazes_result_is_shown_whole_without_scrolling(tk_root):
    """A check's sentences, one a maze and each on two or three lines, all in sight at once on
    a 1366 × 768 screen: the box grows to them (it held three lines, and mazes 2 and 3 needed
    scrolling)."""
    app, lessons = open_lessons(tk_root)
    tk_root.geometry("1366x728")
    pick(app, lessons, "wall-follower")
    check(app, lessons, REFERENCE["wall-follower"])
    text = lessons.panel.results
    tk_root.update()
    assert text.get("1.0", "end-1c").count("\n") == 2  # three mazes
    assert text.count("1.0", "end", "displaylines")[0] > 3  # their sentences wrap
    assert text.yview() == (0.0, 1.0)  # every line of them in sight
    assert inside(text, tk_root)


@pytest.mark.timeout(240)
def test_on_a_small_screen_the_first_failed_mazes_sentence_is_in_sight(tk_root):
    """At 1024 × 600 the three sentences do not all fit: the island maze, the one the
    right-hand walker fails on, is the one the box shows."""
    app, lessons = open_lessons(tk_root)
    tk_root.geometry("984x540")
    pick(app, lessons, "island")
    check(app, lessons, RIGHT_HAND["en"])
    text = lessons.panel.results
    tk_root.update()
    assert [text.tag_names(f"{line}.0") for line in (1, 2, 3)] == [("good",), ("good",), ("bad",)]
    assert text.yview() != (0.0, 1.0)  # the sentences do not all fit here
    assert text.bbox("3.0") is not None and text.bbox("3.0 lineend") is not None


def carved(maze):
    """Whether ``maze`` has a wall taken away: a builder's work, not an empty grid."""
    return any(walls != 0b1111 for walls in maze.walls)


def test_a_lessons_maze_is_fitted_not_drawn_at_the_zoom_before(tk_root):
    app = make_app(tk_root, width=32, height=24)
    app.viewport.zoom(-4)  # the big maze made small
    press(app, "F4")
    lessons = app.modes["lessons"]
    view, maze = app.view, lessons.shown.maze
    assert view.maze is maze and (maze.width, maze.height) == (8, 6)
    assert view.field_size == view.fitting_field_size(8, 6)
    tk_root.geometry("1100x760")  # a resize fits the lesson's maze, not the one behind it
    fitted = view.fitting_field_size
    run_until(tk_root, lambda: view.maze is maze and view.field_size == fitted(8, 6))


def test_a_passed_builder_lesson_shows_the_maze_it_built(tk_root):
    app, lessons = open_lessons(tk_root)
    pick(app, lessons, "book-builder")
    check(app, lessons, REFERENCE["book-builder"])
    assert mark_of(lessons, "book-builder") == DONE
    assert app.view.maze is lessons.shown.maze and carved(app.view.maze)


def test_esc_from_a_builders_replay_shows_the_maze_it_built(tk_root):
    app, lessons = open_lessons(tk_root)
    pick(app, lessons, "book-builder")
    set_text(lessons, REFERENCE["book-builder"])
    press_in_code(app, "Control-r")
    run_until(app.root, lambda: app.session.mode is app.modes["program"])
    press(app, "Escape")
    assert app.session.mode is lessons
    assert app.view.maze is lessons.shown.maze and carved(app.view.maze)


def red_fields_shown(app):
    """The current field's red squares on the canvas that are not hidden."""
    canvas = app.view.canvas
    red = canvas.find_withtag("walker")
    return [item for item in red if canvas.itemcget(item, "state") != "hidden"]


def test_f4_while_the_start_up_build_plays_leaves_no_red_field_on_the_lessons_maze(tk_root):
    app = make_app(tk_root, width=32, height=24, speed=2)
    app.build()
    run_until(tk_root, lambda: red_fields_shown(app))
    press(app, "F4")
    lessons = app.modes["lessons"]
    tick = app.building.player.animator
    for _ in range(40):  # the build's ticks would come meanwhile
        tk_root.update()
        tk_root.after(10)
    assert app.session.mode is lessons and app.view.maze is lessons.shown.maze
    assert not red_fields_shown(app)
    press(app, "Escape")  # the build waits, paused, and goes on with Space
    assert app.building.stepping() and app.building.player.animator is tick


def test_f9_while_the_start_up_build_plays_moves_no_red_field_on_the_replay(tk_root):
    app = make_app(tk_root, width=32, height=24, speed=2)
    app.build()
    run_until(tk_root, lambda: red_fields_shown(app))
    press(app, "F9")
    editor = app.modes["editor"]
    editor.code.replace(REFERENCE["book-builder"])
    press_in_code(app, "Control-r")
    run_until(tk_root, lambda: app.session.mode is app.modes["program"])
    replay = app.modes["program"]
    replay.space()  # the replay paused: nothing of it moves now
    tk_root.update()
    canvas = app.view.canvas
    before = [canvas.coords(item) for item in red_fields_shown(app)]  # the replay's own
    for _ in range(40):  # the build's ticks would come meanwhile
        tk_root.update()
        tk_root.after(10)
    assert app.view.maze is replay.maze
    assert [canvas.coords(item) for item in red_fields_shown(app)] == before


def test_the_controls_show_the_lessons_maze_and_then_the_windows_again(tk_root):
    app = make_app(tk_root, width=32, height=24, seed=77)

    def numbers():
        return [app.controls.variables[key].get() for key in ("width", "height", "seed")]

    press(app, "F4")
    lessons = app.modes["lessons"]
    options = lessons.lesson.mazes[0].options
    assert numbers() == [str(options.width), str(options.height), str(options.seed)]
    press(app, "Escape", lessons.panel.list)
    assert numbers() == ["32", "24", "77"]


def test_progress_carried_from_the_browser_is_joined_and_saved_back(tk_root, tmp_path):
    """The browser edition's progress.txt (the same format) joined to the student's own with
    Progress → Open a progress file…, and the student's saved with Save progress as…; a file
    that is no progress file is one sentence, and is never written over."""
    carried = tmp_path / "progress.txt"
    carried.write_text(
        "labyrinth progress 1\nlesson walk passed\nlesson book-builder passed\n"
        "| # typed in the browser\n",
        encoding="utf-8",
    )
    app, lessons = open_lessons(tk_root)
    menu = lessons.panel.progress_menu.menu
    assert [menu.entrycget(index, "label") for index in (0, 1)] == [
        "Open a progress file…",
        "Save progress as…",
    ]
    assert mark_of(lessons, "book-builder") == OPEN
    lessons.join_progress(carried)  # what Open a progress file… does with the file chosen
    assert app.status.message() == "Progress opened: 2 lessons, 2 passed."
    assert mark_of(lessons, "walk") == mark_of(lessons, "book-builder") == DONE
    pick(app, lessons, "book-builder")
    assert lessons.code.get().rstrip("\n") == "# typed in the browser"
    assert Progress.load(default_progress_path()).passed("book-builder"), "kept in its file"
    back = tmp_path / "to the browser.txt"
    lessons.save_progress(back)  # what Save progress as… does with the name given
    saved = Progress.load(back)
    assert saved.passed("walk") and saved.last_code("book-builder") == "# typed in the browser"
    notes = tmp_path / "notes.txt"
    notes.write_bytes(b"my notes\n")
    lessons.join_progress(notes)
    assert "notes.txt" in app.status.message()
    lessons.save_progress(notes)
    assert "notes.txt" in app.status.message() and notes.read_bytes() == b"my notes\n"
    assert mark_of(lessons, "island") == OPEN
