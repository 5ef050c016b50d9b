"""The Linux menu entry: written where desktops look, valid, and it starts the program."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess

from conftest import skip_or_fail
from PIL import Image
from x11 import keys, running

from labyrinth.cli import run


def test_install_writes_a_valid_entry_and_icon(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert run(["--install-desktop-entry"]) == 0
    entry = tmp_path / "data" / "applications" / "labyrinth.desktop"
    icon = tmp_path / "data" / "icons" / "hicolor" / "256x256" / "apps" / "labyrinth.png"
    assert capsys.readouterr().out == (f"Installed the menu entry {entry} and the icon {icon}.\n")
    with Image.open(icon) as image:
        assert image.size == (256, 256)
        colours = {colour for _n, colour in image.convert("RGB").getcolors(1 << 16)}
        assert (255, 255, 255) in colours
    text = entry.read_text(encoding="utf-8")
    assert f"Icon={icon}\n" in text and "Type=Application\n" in text
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(
            ["desktop-file-validate", str(entry)], capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0, done.stdout + done.stderr
    elif os.environ.get("CI"):
        skip_or_fail("desktop-file-validate is missing (apt-get install desktop-file-utils)")


def test_the_entry_starts_the_program(tmp_path, monkeypatch):
    """What a double-click runs: the entry's Exec line opens the window."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert run(["--install-desktop-entry"]) == 0
    text = (tmp_path / "data" / "applications" / "labyrinth.desktop").read_text()
    command = shlex.split(next(line[5:] for line in text.splitlines() if line.startswith("Exec=")))
    with running([*command, "--width", "6", "--height", "5"], "Labyrinth 6 × 5") as (app, window):
        keys(window, "ctrl+q")
        _out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err
