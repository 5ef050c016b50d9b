"""File → Open… and File → Export… in the real window under Xvfb."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import skip_or_fail
from helpers import press
from test_maz import DATA
from test_window import grab, grab_picture, make_app, run_until, switch_language
from x11 import colours, keys, running, wait_for

from labyrinth import i18n
from labyrinth.cli import run
from labyrinth.formats import load_maze
from labyrinth.formats.loaded import measuring
from labyrinth.formats.savefile import save_text
from labyrinth.gui.file_dialogs import export_path, open_path
from labyrinth.render.geometry import GREEN, ORANGE
from tests.helpers import built_maze


def menu_labels(menu) -> list[str]:
    return [
        menu.entrycget(i, "label")
        for i in range(menu.index("end") + 1)
        if menu.type(i) == "command"
    ]


def answer_message_box(root) -> list[str]:
    """Read and close the next Tk message box; returns the texts seen. The box is looked for
    a number of times, not for a duration (pytest-timeout guards the time)."""
    seen: list[str] = []
    looks = iter(range(400))

    def answer():
        dialog = ".__tk__messagebox"
        if root.tk.call("winfo", "exists", dialog):
            seen.append(root.tk.call(f"{dialog}.msg", "cget", "-text"))
            root.tk.call(f"{dialog}.ok", "invoke")
        elif next(looks, None) is None:  # no box came: let a waiting dialog go on
            root.tk.call("set", "::tk::Priv(button)", "ok")
        else:
            root.after(50, answer)

    root.after(50, answer)
    return seen


def test_the_file_menu_offers_open_and_export_in_both_languages(tk_root):
    app = make_app(tk_root)
    assert menu_labels(app.menus["file"]) == [
        "New maze",
        "Open…",
        "Save picture…",
        "Print worksheet…",
        "Export…",
        "Mask from picture…",
        "Mask from text…",
        "Save mask…",
        "Quit",
    ]
    app.appearance.set_language("de")
    try:
        assert "Öffnen …" in menu_labels(app.menus["file"])
        assert "Exportieren …" in menu_labels(app.menus["file"])
    finally:
        app.appearance.set_language("en")


def test_an_opened_maze_is_shown_finished(tk_root):
    app = make_app(tk_root)
    assert open_path(app.window, DATA / "snail.maz", app.files.show_finished)
    tk_root.update()
    assert tk_root.title() == "Labyrinth 5 × 5"
    assert app.graphs.result.end == (2, 2)
    assert app.status.text == "Maze is built, path length from start to end is 24."
    assert {GREEN, ORANGE} <= {
        colour for _count, colour in grab(app.view.canvas).getcolors(1 << 16)
    }


def test_an_opened_save_file_fills_every_control_with_its_recipe(tk_root, tmp_path):
    saved = tmp_path / "loops.labyrinth"
    command = ["--no-display", "--seed", "11", "--width", "9", "--height", "7"]
    assert run([*command, "--loops", "20", "--blocks", "50", "--export", str(saved)]) == 0
    app = make_app(tk_root)
    assert open_path(app.window, saved, app.files.show_finished)
    assert (
        app.controls.variables["seed"].get(),
        app.controls.variables["loops"].get(),
        app.controls.variables["blocks"].get(),
    ) == ("11", "20", "50")


def test_a_maz_file_empties_the_seed_field_and_f5_draws_a_new_seed(tk_root):
    """A .maz says nothing of a seed: the field shows none (not the previous maze's), F5
    builds with a new one, and Ctrl+Z brings the opened maze back."""
    app = make_app(tk_root, seed=123)
    assert open_path(app.window, DATA / "snail.maz", app.files.show_finished)
    opened = app.graphs
    assert app.controls.variables["seed"].get() == ""
    press(app, "End")  # End finishes a build only: the opened maze stays
    assert app.graphs is opened
    press(app, "F5")
    press(app, "End")
    run_until(app.root, lambda: app.graphs.result is not None)
    assert app.graphs is not opened
    assert app.controls.variables["seed"].get() == str(app.graphs.seed)
    press(app, "Control-z")
    assert app.graphs is opened and app.controls.variables["seed"].get() == ""


def test_an_imperfect_maze_says_so_in_the_status_bar(tk_root):
    app = make_app(tk_root)
    open_path(app.window, DATA / "imperfect.maz", app.files.show_finished)
    assert "Not a perfect maze: 2 loops." in app.status.text
    assert "4 fields cannot be reached." in app.status.text


def test_a_save_file_is_shown_before_it_is_measured_and_then_as_measured(tk_root, tmp_path):
    """The walls, start and goal of a save file are drawn at once (its sweep takes seconds at
    4096 × 4096); the window measures it between events, then says its numbers and shades the
    fields no path reaches: the same picture and sentence as a maze measured before shown."""
    saved = tmp_path / "corner.labyrinth"
    corner = [(x, 200) for x in range(11)] + [(10, y) for y in range(201, 220)]
    command = ["--no-display", "--seed", "4", "--width", "220", "--height", "220", "--loops", "5"]
    for x, y in corner:
        command += ["--exclude", f"{x},{y}"]
    assert run([*command, "--export", str(saved)]) == 0
    app = make_app(tk_root)
    assert open_path(app.window, saved, app.files.show_finished)
    assert measuring(app.graphs) is app.graphs
    measuring_text = "Measuring the path from start to end…"
    assert app.status.text == measuring_text
    marks = app.viewport.marks()
    assert marks is not None and not marks.cut_off and not app.viewport.shaded()
    run_until(tk_root, lambda: app.status.text != measuring_text)
    assert measuring(app.graphs) is None
    measured_text, measured_picture = app.status.text, grab_picture(app)
    assert "fields cannot be reached." in measured_text

    measured_before = load_maze(saved)
    assert measured_before.result.cut_off_count
    app.files.show_finished(measured_before)
    assert measuring(app.graphs) is None
    tk_root.update()
    assert app.status.text == measured_text
    assert measured_picture.tobytes() == grab_picture(app).tobytes()


def test_a_bad_file_is_one_message_box(tk_root, tmp_path):
    app = make_app(tk_root)
    broken = tmp_path / "broken.maz"
    broken.write_text("o---o---o\n|   x   |\no---o---o\n|       |\no---o---o\n")
    shown_before = app.graphs
    seen = answer_message_box(tk_root)
    assert not open_path(app.window, broken, app.files.show_finished)
    assert seen == [
        f"{broken}: Line 2, column 5: expected | (a wall) or a space (no wall), found 'x'."
    ]
    assert app.graphs is shown_before


def test_export_writes_both_kinds_and_they_open_again(tk_root, tmp_path):
    app = make_app(tk_root, seed=5)
    open_path(app.window, DATA / "snake.maz", app.files.show_finished)
    for name in ("again.maz", "again.labyrinth"):
        assert export_path(app.session, app.window, tmp_path / name)
        assert bytes(load_maze(tmp_path / name).maze_array.walls) == bytes(
            app.graphs.maze_array.walls
        )
    seen = answer_message_box(tk_root)
    assert not export_path(app.session, app.window, tmp_path / "picture.jpg")
    assert len(seen) == 1 and seen[0].startswith("Cannot export as")


def test_the_installed_program_opens_a_file_and_exports_it_with_ctrl_e(tmp_path):
    """As a user: start with --load, see the marks, Ctrl+E, type a name, Return."""
    program = Path(sys.executable).parent / "labyrinth"
    if not program.exists():
        skip_or_fail(f"the gui-script is not installed next to {sys.executable}")
    with running([str(program), "--load", str(DATA / "snail.maz")], "Labyrinth 5 × 5") as (
        app,
        window,
    ):
        wait_for(
            lambda: {GREEN, ORANGE} <= colours(window, tmp_path / "shown.png"),
            "the start and end marks",
        )
        keys(window, "ctrl+e")
        dialog = wait_for(
            lambda: subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "^Export"],
                capture_output=True,
                text=True,
                timeout=30,
            ).stdout.split(),
            "the export dialog",
        )[0]
        target = tmp_path / "exported.maz"
        subprocess.run(["xdotool", "windowfocus", "--sync", dialog], check=True, timeout=30)
        subprocess.run(["xdotool", "key", "ctrl+slash"], check=True, timeout=30)
        subprocess.run(["xdotool", "type", "--delay", "5", str(target)], check=True, timeout=60)
        subprocess.run(["xdotool", "key", "Return"], check=True, timeout=30)
        wait_for(target.exists, "the exported file")
        assert target.read_bytes() == (DATA / "snail.maz").read_bytes()
        keys(window, "ctrl+q")
        app.communicate(timeout=30)
    assert app.returncode == 0
    i18n.set_language("en")


def read_file_dialog(root) -> list[str]:
    """Read the labels and buttons of the next Tk file dialog, then cancel it."""
    seen: list[str] = []
    dialog = ".__tk_filedialog"

    def answer():
        if (
            root.tk.call("winfo", "ismapped", dialog)
            if root.tk.call("winfo", "exists", dialog)
            else 0
        ):
            for part in ("f1.lab", "f2.lab", "f2.lab2", "f2.ok", "f2.cancel"):
                seen.append(str(root.tk.call(f"{dialog}.contents.{part}", "cget", "-text")))
            root.tk.call(f"{dialog}.contents.f2.cancel", "invoke")
        else:
            root.after(50, answer)

    root.after(50, answer)
    return seen


def test_the_save_dialog_follows_a_language_switch(tk_root):
    """Tk keeps its file dialog: opened in English, then again after a switch, it is made
    anew, every label in the new language."""
    app = make_app(tk_root, seed=3)
    app.build()
    app.session.mode.finish()
    tk_root.update()
    shown = []
    for name in ("English", "Deutsch", "Français"):
        switch_language(app, name)
        seen = read_file_dialog(tk_root)
        app.commands["save"].action()  # the real dialog; returns when it is cancelled
        shown.append(seen)
    assert shown[0] == ["Directory:", "File name:", "Files of type:", "Save", "Cancel"]
    assert shown[1] == ["Verzeichnis:", "Dateiname:", "Dateien des Typs:", "Speichern", "Abbruch"]
    assert shown[2][0] == "Répertoire:" and shown[2][-1] == "Annuler"
    assert not set(shown[2]) & set(shown[0])


def broken_files(folder: Path) -> dict[str, Path]:
    """Files that once made File → Open print a Tk traceback and show no message box."""
    good = save_text(built_maze(4, 3, seed=2)).decode()
    changes = {
        "seed --5": ("seed: 2", "seed: --5"),
        "width --5": ("width: 4", "width: --5"),
        "loops --5": ("loops: 0", "loops: --5"),
        "seed of 5000 digits": ("seed: 2", "seed: " + "9" * 5000),
        "java and kruskal": (
            "algorithm: backtracker\nrng: python",
            "algorithm: kruskal\nrng: java",
        ),
    }
    files = {}
    for name, (old, new) in changes.items():
        assert old in good
        files[name] = folder / f"{name}.labyrinth"
        files[name].write_text(good.replace(old, new))
    files["only the goal open"] = folder / "goal.maz"
    files["only the goal open"].write_text(
        "o---o---o\n| G |   |\no---o---o\n|   |   |\no---o---o\n"
    )
    files["blank lines"] = folder / "blank.maz"
    files["blank lines"].write_bytes(b"\n" * 3_000_000)
    return files


def test_each_broken_file_opened_from_the_menu_is_one_message_box_and_no_traceback(
    tk_root, tmp_path, capsys
):
    """Opened as File → Open does it, from the window's event loop: one message box each,
    nothing on standard error (a Tk callback's traceback goes there)."""
    app = make_app(tk_root)
    shown_before = app.graphs
    for name, path in broken_files(tmp_path).items():
        seen = answer_message_box(tk_root)
        tk_root.after_idle(app.files.open_path, path)
        run_until(tk_root, lambda seen=seen: seen)
        tk_root.update()
        assert len(seen) == 1 and seen[0].startswith(str(path)), (name, seen)
        assert "\n" not in seen[0] and seen[0].endswith("."), (name, seen)
        assert capsys.readouterr().err == "", name
        assert app.graphs is shown_before
