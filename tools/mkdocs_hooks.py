"""MkDocs hooks for the manual (mkdocs.yml names this file)."""

from __future__ import annotations

import re
from typing import Any

_TABLE_ROW = re.compile(r"^\|.*$", re.MULTILINE)


def on_page_markdown(markdown: str, **_kwargs: Any) -> str:
    r"""A table row's ``\|`` as a plain pipe: GitHub needs the backslash for a pipe inside a
    cell's code (``--lang de\|en``), Python-Markdown's tables read that pipe as text already
    and would show the backslash."""
    return _TABLE_ROW.sub(lambda row: row[0].replace("\\|", "|"), markdown)
