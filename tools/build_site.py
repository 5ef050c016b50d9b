"""Build the one site: the manual at the top, the browser edition under it in ``app/``.

    python tools/build_site.py [--out site] [--app BUILT]

The manual is ``mkdocs build --strict`` of ``docs/``; the browser edition is ``npm run build``
in ``web/`` (run ``npm ci`` there first), or, with ``--app``, a copy of one built before. The
GitHub Pages workflow publishes the folder; the browser page's Manual link is ``../index.html``.

A tool rather than a MkDocs hook: the manual alone is built much more often (by every install,
see hatch_build.py, and by ``mkdocs build`` or ``mkdocs serve`` while writing it), and none of
those should need Node.js and the browser's Python runtime.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The browser edition's folder in the site; the page links the manual as "../index.html".
APP = "app"


def build_manual(folder: Path, root: Path = ROOT) -> None:
    """The manual of the checkout ``root`` built into ``folder`` (emptied first); a warning
    fails the build."""
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet"]
        + ["--config-file", str(root / "mkdocs.yml"), "--site-dir", str(folder)],
        cwd=root,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        check=True,
    )


def build_app(folder: Path) -> None:
    """The browser edition built into ``folder``, its Python core packed by this Python."""
    subprocess.run(
        ["npm", "run", "build", "--", "--out", str(folder)],
        cwd=ROOT / "web",
        env={**os.environ, "PYTHON": os.environ.get("PYTHON", sys.executable)},
        check=True,
    )


def build_site(out: Path, app: Path | None = None) -> Path:
    """The site in ``out``: the manual, and under it the browser edition (a copy of ``app``
    when given, else built anew); ``out``."""
    build_manual(out)
    if app is None:
        build_app(out / APP)
    else:
        shutil.copytree(app, out / APP)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "site", help="the site's folder")
    parser.add_argument("--app", type=Path, help="a browser edition built before, to copy")
    args = parser.parse_args(argv)
    build_site(args.out.resolve(), args.app)
    print(f"The site is in {args.out}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
