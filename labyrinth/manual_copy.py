"""Where the manual is on this computer: the copy of ``docs/`` built into the package.

Installing labyrinth, from a wheel or from a checkout (``pip install .`` or ``pip install -e .``),
builds the manual with MkDocs into ``labyrinth/manual/`` (``hatch_build.py``). The window's
Help → Manual and ``labyrinth --web`` show that copy; a checkout that was never installed has
none, and the sentence here says how to get it.
"""

from __future__ import annotations

from pathlib import Path

from labyrinth.i18n import N_, Message

# Only a checkout run without installing it has no copy.
MISSING = Message(N_("No manual here yet: 'pip install -e .' in the checkout builds one."))


def manual_folder() -> Path:
    """``labyrinth/manual``, where an install puts the built manual."""
    return Path(__file__).resolve().parent / "manual"


def manual_index(folder: Path | None = None) -> Path | None:
    """The manual's front page in ``folder`` (the package's copy unless given), or None when
    there is no built manual there."""
    index = (folder or manual_folder()) / "index.html"
    return index if index.is_file() else None
