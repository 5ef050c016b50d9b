"""The README and the manual's pages, for the tests that hold them to the code."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = ROOT / "docs"
# Every page a reader meets: the README first, then the manual's, its translations included.
PAGES = (README, *sorted(DOCS.rglob("*.md")))


def page(name: str) -> Path:
    """The manual's page ``name`` (``"command-line.md"``, ``"de/lessons.md"``)."""
    return DOCS / name


def name_of(path: Path) -> str:
    """How a message names a page: ``README.md``, ``docs/lessons.md``."""
    return path.relative_to(ROOT).as_posix()


def all_text() -> str:
    """Every page's text, one after the other."""
    return "\n".join(path.read_text(encoding="utf-8") for path in PAGES)
