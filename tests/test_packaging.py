"""The wheel carries the package, the German catalog inside it, and both entry points."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_contents_and_entry_points(tmp_path):
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        check=True,
        timeout=300,
    )
    [wheel] = tmp_path.glob("labyrinth-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = next(
            archive.read(name).decode() for name in names if name.endswith("entry_points.txt")
        )
        archive.extractall(tmp_path / "unpacked")
    assert "labyrinth/translations/de/LC_MESSAGES/labyrinth.po" in names
    assert "labyrinth/gui/window.py" in names
    assert "labyrinth/py.typed" in names  # type checkers read the hints of an installed copy
    assert not any(name.startswith(("tests/", "translations/")) for name in names)
    assert "[gui_scripts]\nlabyrinth = labyrinth.cli:main" in entry_points
    assert "[console_scripts]\nlabyrinth-cli = labyrinth.cli:main" in entry_points
    # The unpacked wheel alone (-P: not the checkout) finds its German catalog.
    script = (
        "from labyrinth import i18n\n"
        "i18n.set_language('de')\n"
        "print(i18n.translations_dir())\n"
        "print(i18n._('Saved {file}.'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-P", "-c", script],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tmp_path / "unpacked")},
        timeout=60,
        check=True,
    )
    folder, saved = done.stdout.splitlines()
    assert Path(folder) == tmp_path / "unpacked" / "labyrinth" / "translations"
    assert saved == "{file} gespeichert."
