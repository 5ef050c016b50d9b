"""The Linux menu entry: written where desktops look, valid, it starts the program, and it
opens the maze files, whose types the desktop then knows."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from conftest import skip_or_fail
from PIL import Image
from test_maz import DATA
from x11 import colours, keys, running, wait_for

from labyrinth.cli import run
from labyrinth.desktop import exec_word
from labyrinth.render.geometry import GREEN, ORANGE

# The escapes of a value in a desktop entry (the Desktop Entry Specification, "Possible value
# types").
STRING_ESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}


def exec_words(value: str) -> list[str]:
    """The words of an Exec value: split at spaces, a double-quoted word taken as it is but
    for a backslash before " ` $ or \\ (the specification's "The Exec key")."""
    words: list[str] = []
    word: str | None = None
    quoted = False
    letters = iter(value)
    for letter in letters:
        if quoted and letter == "\\":
            escaped = next(letters)
            assert escaped in '"`$\\', value
            word = (word or "") + escaped
        elif letter == '"':
            quoted, word = not quoted, word or ""
        elif letter == " " and not quoted:
            if word is not None:
                words.append(word)
            word = None
        else:
            word = (word or "") + letter
    assert not quoted, value
    return words if word is None else [*words, word]


def exec_command(entry: str, file: Path | None = None) -> list[str]:
    """The command a desktop runs for the entry's Exec line, as the specification says: the
    value's escapes undone, the words split, ``%f`` the file (or nothing) and ``%%`` a
    percent sign."""
    value = next(line[5:] for line in entry.splitlines() if line.startswith("Exec="))
    value = re.sub(r"\\(.)", lambda escape: STRING_ESCAPES[escape.group(1)], value)
    command = []
    for word in exec_words(value):
        if word == "%f":
            command += [str(file)] if file is not None else []
        else:
            assert not re.search(r"%[^%]", word.replace("%%", "")), word  # no other field code
            command.append(word.replace("%%", "%"))
    return command


def validate(entry: Path) -> None:
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(
            ["desktop-file-validate", str(entry)], capture_output=True, text=True, timeout=60
        )
        assert (done.returncode, done.stdout + done.stderr) == (0, "")  # not even a hint
    else:
        skip_or_fail("desktop-file-validate is missing (apt-get install desktop-file-utils)")


def test_install_writes_a_valid_entry_and_icon(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert run(["--install-desktop-entry"]) == 0
    entry = tmp_path / "data" / "applications" / "labyrinth.desktop"
    icon = tmp_path / "data" / "icons" / "hicolor" / "256x256" / "apps" / "labyrinth.png"
    types = tmp_path / "data" / "mime" / "packages" / "labyrinth.xml"
    assert capsys.readouterr().out == (
        f"Installed the menu entry {entry}, the icon {icon} and the file types {types}.\n"
    )
    with Image.open(icon) as image:
        assert image.size == (256, 256)
        colours = {colour for _n, colour in image.convert("RGB").getcolors(1 << 16)}
        assert (255, 255, 255) in colours
    text = entry.read_text(encoding="utf-8")
    assert f"Icon={icon}\n" in text and "Type=Application\n" in text
    assert "MimeType=text/x-labyrinth;text/x-maz;\n" in text
    assert text.count(" %f\n") == 1 and "Exec=" in text.split(" %f\n")[0].splitlines()[-1]
    # each language's texts from its catalog
    assert "GenericName[de]=Labyrinth-Baukasten\n" in text
    assert "Keywords[fr]=labyrinthe;dédale;récursivité;\n" in text
    assert '<comment xml:lang="de">Labyrinth-Speicherdatei</comment>' in types.read_text("utf-8")
    validate(entry)


def test_an_exec_word_with_awkward_letters_is_valid_and_reads_back(tmp_path):
    """A folder with a space, a quote, a dollar, a backslash or a percent sign in its name
    still gives the path itself, not a field code or a shell's variable."""
    awkward = '/tmp/a b/$HOME "q" 100%/back\\slash`/labyrinth'
    entry = tmp_path / "awkward.desktop"
    text = f"[Desktop Entry]\nType=Application\nName=x\nExec={exec_word(awkward)} %f\n"
    entry.write_text(text, encoding="utf-8")
    validate(entry)
    assert exec_command(text, tmp_path / "m.maz") == [awkward, str(tmp_path / "m.maz")]
    assert exec_command(text) == [awkward]


def test_the_entry_has_one_main_category_so_menus_list_it_once(tmp_path, monkeypatch):
    categories = next(
        line[11:]
        for line in installed_entry(tmp_path, monkeypatch).splitlines()
        if line.startswith("Categories=")
    )
    assert categories == "Education;ComputerScience;"


def test_uninstall_removes_exactly_what_install_wrote(tmp_path, monkeypatch, capsys):
    """Before ``pipx uninstall``: the menu entry, the icon and the file types go, and the
    desktop forgets them; the folders and everything else in them stay."""
    data = tmp_path / "data"
    others = [
        data / "applications" / "other.desktop",
        data / "icons" / "hicolor" / "256x256" / "apps" / "other.png",
        data / "mime" / "packages" / "other.xml",
    ]
    for other in others:
        other.parent.mkdir(parents=True)
        other.write_text("someone else's\n")
    before = {path for path in data.rglob("*") if path.is_file()}
    installed_entry(tmp_path, monkeypatch)
    written = [
        data / "applications" / "labyrinth.desktop",
        data / "icons" / "hicolor" / "256x256" / "apps" / "labyrinth.png",
        data / "mime" / "packages" / "labyrinth.xml",
    ]
    capsys.readouterr()
    assert run(["--uninstall-desktop-entry"]) == 0
    assert capsys.readouterr().out == (
        f"Removed the menu entry, the icon and the file types: {', '.join(map(str, written))}.\n"
    )
    left = {path for path in data.rglob("*") if path.is_file()}
    assert before <= left and not left & set(written)
    # the desktop's caches, made again, name neither the types nor the entry
    caches = [path for path in left - before if path.suffix != ".xml" or "text" not in path.parts]
    assert not any(b"x-labyrinth" in path.read_bytes() for path in caches)
    assert not any(b"labyrinth.desktop" in path.read_bytes() for path in caches)
    assert not (data / "mime" / "text" / "x-maz.xml").exists()
    assert run(["--uninstall-desktop-entry"]) == 0
    assert capsys.readouterr().out == (
        "No menu entry of Labyrinth was installed here: nothing to remove.\n"
    )


def installed_entry(tmp_path, monkeypatch) -> str:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert run(["--install-desktop-entry"]) == 0
    return (tmp_path / "data" / "applications" / "labyrinth.desktop").read_text()


def test_the_entry_starts_the_program(tmp_path, monkeypatch):
    """What a double-click on the menu entry runs: the Exec line without a file opens the
    window."""
    command = exec_command(installed_entry(tmp_path, monkeypatch))
    with running([*command, "--width", "6", "--height", "5"], "Labyrinth 6 × 5") as (app, window):
        keys(window, "ctrl+q")
        _out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err


def test_a_double_clicked_maze_file_opens_in_the_window(tmp_path, monkeypatch):
    """What a double-click on a .maz file runs: the Exec line with the file shows that maze,
    finished, with its start and end."""
    command = exec_command(installed_entry(tmp_path, monkeypatch), DATA / "snail.maz")
    with running(command, "Labyrinth 5 × 5") as (app, window):
        wait_for(
            lambda: {GREEN, ORANGE} <= colours(window, tmp_path / "shown.png"),
            "the start and end marks",
        )
        keys(window, "ctrl+q")
        _out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err


def database_tool(name: str) -> str:
    program = shutil.which(name)
    if program is None:
        skip_or_fail(f"{name} is missing (apt-get install shared-mime-info libglib2.0-bin)")
    assert program is not None
    return program


def test_the_desktop_knows_both_file_types_and_opens_them_with_labyrinth(tmp_path, monkeypatch):
    """The installed types as GLib (GNOME's file manager and file dialogs) finds them: by the
    name's suffix, a save file also by its first line, and Labyrinth the program for both."""
    database_tool("update-mime-database")
    database_tool("update-desktop-database")
    gio = database_tool("gio")
    installed_entry(tmp_path, monkeypatch)
    monkeypatch.setenv("XDG_DATA_DIRS", "/usr/local/share:/usr/share")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))  # no choices of a user
    saved = tmp_path / "m.labyrinth"
    assert run(["--no-display", "--width", "4", "--height", "3", "--export", str(saved)]) == 0
    unnamed = tmp_path / "no-suffix"
    shutil.copy(saved, unnamed)
    shutil.copy(DATA / "snail.maz", tmp_path / "snail.maz")

    def content_type(path: Path) -> str:
        done = subprocess.run(
            [gio, "info", "--attributes=standard::content-type", str(path)],
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        return done.stdout.split("standard::content-type: ")[1].split()[0]

    assert content_type(tmp_path / "snail.maz") == "text/x-maz"
    assert content_type(saved) == "text/x-labyrinth"
    assert content_type(unnamed) == "text/x-labyrinth"
    for kind in ("text/x-maz", "text/x-labyrinth"):
        done = subprocess.run(
            [gio, "mime", kind], capture_output=True, text=True, timeout=60, check=True
        )
        assert done.stdout.startswith(f"Default application for “{kind}”: labyrinth.desktop")
