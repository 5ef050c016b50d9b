"""Where the built browser page is, and the sentence when it is not there."""

from __future__ import annotations

from pathlib import Path

from labyrinth.i18n import N_, Message, MessageError
from labyrinth.quoting import shown_path


class SiteMissing(MessageError):
    """There is no built site to serve; the message says how to build it."""


def site_folder() -> Path:
    """``web/dist`` of the checkout this package runs from."""
    return Path(__file__).resolve().parent.parent.parent / "web" / "dist"


def check_site(folder: Path) -> None:
    """SiteMissing when ``folder`` holds no built page."""
    if not (folder / "index.html").is_file() or not (folder / "labyrinth.zip").is_file():
        raise SiteMissing(
            Message(
                N_(
                    "There is no built page in {folder}: run 'npm ci' and 'npm run build' in "
                    "the folder web of a checkout of labyrinth first."
                ),
                folder=shown_path(folder),
            )
        )
