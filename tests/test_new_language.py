"""A new language is one entry in ``labyrinth/languages.py`` and its catalog: a copy of the
package gets a made-up language, Xenish (``xx``), the way a translator adds one, and every
place that speaks a language speaks it — the command line, its numbers, a walker program,
a lesson file, the window's Language menu, the browser page, the script module and the
desktop's file types. Each runs in a process of its own on the copy."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import polib
import pytest

ROOT = Path(__file__).resolve().parent.parent
# The entry a translator writes: its name, its numbers (1'234.5), its walker's names.
ENTRY = """\
        Language(
            "xx",
            "Xenish",
            "'",
            ".",
            {method: "x_" + method for method in WALKER_METHODS},
            {function: "x_" + function for function in SCRIPT_FUNCTIONS},
        ),
"""
# The last entry's end in the table, where the new one goes.
TABLE_END = "        ),\n    )\n}\n"


def xenish(message: str) -> str:
    return "[xx] " + message


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package and its catalogs copied, with Xenish added as a translator adds it."""
    where = tmp_path_factory.mktemp("xenish")
    shutil.copytree(
        ROOT / "labyrinth",
        where / "labyrinth",
        ignore=shutil.ignore_patterns("__pycache__", "manual"),
    )
    shutil.copytree(ROOT / "translations", where / "translations")
    table = where / "labyrinth" / "languages.py"
    text = table.read_text(encoding="utf-8")
    assert text.count(TABLE_END) == 1, "the table's end moved: update TABLE_END"
    table.write_text(text.replace(TABLE_END, "        ),\n" + ENTRY + "    )\n}\n"), "utf-8")
    catalog = polib.pofile(str(ROOT / "translations" / "labyrinth.pot"))
    catalog.metadata["Language"] = "xx"
    catalog.metadata["Plural-Forms"] = "nplurals=2; plural=(n != 1);"
    for entry in catalog:
        if entry.msgid_plural:
            entry.msgstr_plural = {0: xenish(entry.msgid), 1: xenish(entry.msgid_plural)}
        else:
            entry.msgstr = xenish(entry.msgid)
    messages = where / "translations" / "xx" / "LC_MESSAGES"
    messages.mkdir(parents=True)
    catalog.save(str(messages / "labyrinth.po"))
    return where


def run(copy: Path, *arguments: str, code: str | None = None) -> str:
    """The copy's command line (or ``code`` run with the copy's package), its output."""
    environment = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join((str(copy), str(ROOT))),
        "XDG_CONFIG_HOME": str(copy / "config"),
        "LANGUAGE": "",
        "LANG": "C.UTF-8",
    }
    command = ["-c", code] if code else ["-m", "labyrinth", "--no-display", *arguments]
    done = subprocess.run(
        [sys.executable, *command],
        capture_output=True,
        text=True,
        env=environment,
        cwd=copy,
        timeout=100,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.timeout(120)
def test_the_command_line_offers_the_language_and_speaks_it(copy):
    assert "--lang {en,de,fr,xx}" in run(copy, "--help")
    built = run(copy, "--lang", "xx", "--width", "20", "--height", "20", "--seed", "1")
    assert built.startswith(xenish("Maze is built"))


@pytest.mark.timeout(120)
def test_a_walker_program_calls_its_functions_by_the_new_names_and_reads_its_numbers(copy):
    program = copy / "walker.py"
    program.write_text(
        textwrap.dedent(
            """\
            while not x_at_goal():
                if x_right_is_clear():
                    x_turn_right()
                while not x_front_is_clear():
                    x_turn_left()
                x_move()
            """
        ),
        encoding="utf-8",
    )
    told = run(copy, "--lang", "xx", "--program", str(program), "--width", "90", "--height", "90")
    assert xenish("Passed") in told
    assert re.search(r"\d'\d{3}", told), told  # more than a thousand moves: 1'234


@pytest.mark.timeout(120)
def test_a_lesson_file_may_have_the_language_s_parts(copy):
    folder = copy / "lessons"
    folder.mkdir()
    (folder / "walk.lesson").write_text(
        "id: xenish-walk\norder: 5\nkind: walk\ntitle en: A walk\ntitle xx: Xa xalk\n"
        "maze: 8 x 6, seed 1\n=== text en\nWalk.\n=== text xx\nXalk.\n",
        encoding="utf-8",
    )
    listed = run(copy, "--lang", "xx", "--lessons", str(folder), "--list-lessons")
    assert "Xa xalk" in listed


@pytest.mark.timeout(120)
def test_the_window_s_language_menu_switches_to_it(copy):
    code = textwrap.dedent(
        """\
        import tkinter as tk
        from labyrinth.gui.app import LabyrinthApp
        from labyrinth.settings import Settings

        root = tk.Tk()
        app = LabyrinthApp(root, Settings(width=8, height=6, speed=0), seed=1)
        root.update()
        menu = app.menus["language"]
        names = [menu.entrycget(i, "label") for i in range(menu.index("end") + 1)]
        print(names)
        menu.invoke(names.index("Xenish"))
        root.update()
        print(app.menus.bar.entrycget(0, "label"), "|", app.settings.language)
        root.destroy()
        """
    )
    names, chosen = run(copy, code=code).splitlines()
    assert names == "['English', 'Deutsch', 'Français', 'Xenish']"
    assert chosen == xenish("File") + " | xx"


@pytest.mark.timeout(120)
def test_the_page_the_script_module_and_the_desktop_know_it(copy):
    code = textwrap.dedent(
        """\
        from pathlib import Path
        from labyrinth import desktop, walker
        from labyrinth.browser.words import page_words
        from labyrinth.i18n import set_language

        set_language("xx")
        print(page_words()["languages"][-1])
        print("x_maze" in walker.__all__, "x_move" in walker.__all__)
        print(desktop.desktop_entry(Path("icon.png")))
        print(desktop.mime_info())
        """
    )
    told = run(copy, code=code)
    assert "{'value': 'xx', 'title': 'Xenish'}" in told
    assert "True True" in told
    assert f"GenericName[xx]={xenish('Maze builder')}" in told
    assert f'<comment xml:lang="xx">{xenish("Maze grid (.maz)")}</comment>' in told
