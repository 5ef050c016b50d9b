"""Pack the Python core for the browser page: ``labyrinth/`` as it is in this checkout (but
the Tk window, which the browser cannot run), the translation catalogs, and polib, which
reads them (Pyodide has the rest of the standard library, but not polib).

    python tools/pack_core.py web/dist/labyrinth.zip

The page's worker unpacks the zip into its file system and imports ``labyrinth`` from there,
so the browser runs the same code as the desktop. The build (``npm run build`` in ``web/``)
runs this script.
"""

from __future__ import annotations

import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parent.parent
# Parts of the package that need Tk: the browser has its own view.
LEFT_OUT = ("labyrinth/gui/",)
# A fixed date for every entry, so the same sources give the same zip.
DATE = (2020, 1, 1, 0, 0, 0)


def sources() -> Iterator[tuple[Path, str]]:
    """Each file to pack and its name in the zip."""
    for path in sorted((ROOT / "labyrinth").rglob("*")):
        name = path.relative_to(ROOT).as_posix()
        wanted = path.suffix in (".py", ".lesson") and not name.startswith(LEFT_OUT)
        if wanted and path.is_file() and "__pycache__" not in name:
            yield path, name
    for path in sorted((ROOT / "translations").rglob("*.po")):
        yield path, path.relative_to(ROOT).as_posix()
    yield Path(polib.__file__), "polib.py"


def pack(target: Path) -> int:
    """Write the zip to ``target``; the number of files packed."""
    target.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path, name in sources():
            entry = zipfile.ZipInfo(name, DATE)
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, path.read_bytes())
            count += 1
    return count


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python tools/pack_core.py TARGET.zip")
    print(f"{pack(Path(sys.argv[1]))} files packed into {sys.argv[1]}")
