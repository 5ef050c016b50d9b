"""The window's save picks PNG, SVG or PDF by the file name's extension."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET

from helpers import press
from test_file_dialogs import answer_message_box
from test_window import make_app, shown_built

from labyrinth.gui.file_dialogs import save_to


def test_save_to_picks_the_type_by_extension(tk_root, tmp_path):
    app = make_app(tk_root, seed=8)
    shown_built(app)
    for name in ("m.png", "m.svg", "m.pdf"):
        assert save_to(app.session, app.window, tmp_path / name)
    assert (tmp_path / "m.png").read_bytes().startswith(b"\x89PNG")
    assert ET.parse(tmp_path / "m.svg").getroot().tag.endswith("svg")
    assert (tmp_path / "m.pdf").read_bytes().startswith(b"%PDF")
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", tmp_path / "m.pdf"], capture_output=True, text=True)
        assert "Pages:           2" in info.stdout  # the worksheet and its answer key


def test_a_pdf_of_too_many_pages_is_refused_at_once(tk_root, tmp_path):
    """A 1000 × 1000 maze with its key would be 330 pages: one sentence, no file, and
    nothing drawn (the refusal comes before the first page)."""
    app = make_app(tk_root, width=1000, height=1000, seed=8)
    shown_built(app)
    seen = answer_message_box(tk_root)
    assert not save_to(app.session, app.window, tmp_path / "wall.pdf")
    assert seen == ["The worksheet would need 330 pages, more than 200: make the maze smaller."]
    assert not list(tmp_path.iterdir())


def test_saving_during_a_build_says_to_wait_for_it(tk_root):
    """Ctrl+S, Ctrl+E and Ctrl+T while a build runs: each says to wait (End finishes it), not
    to build first; before a build, to build first; no dialog opens."""
    app = make_app(tk_root, seed=8, speed=1)
    for key, action in (("s", "save it"), ("e", "export it"), ("t", "look at its texture")):
        press(app, f"Control-{key}")
        assert app.status.text == f"Build the maze first (F5), then {action}."
    press(app, "F5")
    said = []
    for key in "set":
        press(app, f"Control-{key}")
        said.append(app.status.text)
    assert said == [
        "Wait for the build to finish (End finishes it now), then save.",
        "Wait for the build to finish (End finishes it now), then export.",
        "Wait for the build to finish (End finishes it now), then look at its texture.",
    ]
    assert app.building.player.running and app.files.texture_window is None
