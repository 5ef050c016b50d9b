"""Every picture of the README and the manual is one that tools/screenshots makes, and the
script really makes pictures: a program's output and a window's."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

import tools.screenshots.__main__  # noqa: F401  # its modules register every shot
from tools.screenshots.registry import SHOTS

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "docs" / "images"
# ![alt](docs/images/NAME.png) in the README, ![alt](images/NAME.png) in the manual's pages
REFERENCE = re.compile(r"\]\((?:[./]*docs/)?images/([^)/\s]+)\.png\)")


def referenced() -> set[str]:
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    return {name for page in pages for name in REFERENCE.findall(page.read_text("utf-8"))}


def test_the_script_makes_every_picture_shown_and_only_those():
    made = set(SHOTS)
    assert referenced() == made, "shown but not made, or made but not shown"
    assert {path.stem for path in IMAGES.glob("*")} == made, "a picture not made by the script"
    assert all(path.suffix == ".png" for path in IMAGES.glob("*"))


def test_every_shot_says_what_it_shows():
    for shot in SHOTS.values():
        assert shot.what, shot.name


@pytest.mark.timeout(300)
def test_the_script_takes_a_program_output_and_a_window_picture(tmp_path):
    environment = {name: value for name, value in os.environ.items() if name != "DISPLAY"}
    subprocess.run(
        [sys.executable, "-m", "tools.screenshots", "--only", "junctions", "start-panel"]
        + ["--out", str(tmp_path)],
        cwd=ROOT,
        env=dict(environment, PYTHONPATH=str(ROOT)),
        check=True,
        timeout=280,
    )
    assert sorted(path.name for path in tmp_path.iterdir()) == [
        "junctions.png",
        "start-panel.png",
    ]
    with Image.open(tmp_path / "start-panel.png") as window:
        # the window as it opens on a 1024 × 600 screen: within it, and most of it
        assert 800 <= window.width <= 1024 and 450 <= window.height <= 600
        assert len(window.convert("RGB").getcolors(1 << 20) or ()) > 20
    with Image.open(tmp_path / "junctions.png") as picture:
        assert picture.width > 200 and picture.height > 200
        assert len(picture.convert("RGB").getcolors(1 << 20) or ()) > 4
