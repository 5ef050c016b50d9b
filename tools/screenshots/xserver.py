"""An X server of the pictures' own: Xvfb at a fixed screen size and 96 dots per inch, and a
font configuration that offers DejaVu alone, so a picture does not depend on the desktop it
was taken on (its screen, its fonts, its theme, its settings)."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
FONTS = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>{fonts}</dir>
  <cachedir>{cache}</cachedir>
  <alias><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
</fontconfig>
"""


def private_environment(folder: Path) -> dict[str, str]:
    """The environment a picture is taken in: English, fresh settings in ``folder``, GNOME's
    default (light) look, and DejaVu as every font."""
    if not DEJAVU.is_dir():
        raise SystemExit("The pictures need the DejaVu fonts (apt-get install fonts-dejavu-core).")
    # DejaVu Sans and Sans Mono alone: whatever family a program asks for, it gets one of them
    chosen = folder / "fonts"
    chosen.mkdir()
    for font in DEJAVU.glob("DejaVuSans*.ttf"):
        (chosen / font.name).symlink_to(font)
    fonts = folder / "fonts.conf"
    fonts.write_text(FONTS.format(fonts=chosen, cache=folder / "font-cache"))
    environment = {
        name: value
        for name, value in os.environ.items()
        if name not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "GTK_THEME")
    }
    environment.update(
        LANGUAGE="en",
        LANG="C.UTF-8",
        XDG_CONFIG_HOME=str(folder / "config"),
        GSETTINGS_BACKEND="memory",
        FONTCONFIG_FILE=str(fonts),
        PYTHONPATH=str(Path(__file__).resolve().parents[2]),
    )
    return environment


@contextlib.contextmanager
def screen(width: int, height: int) -> Iterator[str]:
    """A new Xvfb of ``width`` × ``height`` pixels; its display name while it runs."""
    if shutil.which("Xvfb") is None:
        raise SystemExit("The window's pictures need Xvfb (apt-get install xvfb).")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24"]
        + ["-dpi", "96", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as answer:
            number = answer.readline().strip()
        if not number:
            raise SystemExit("Xvfb did not start.")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=30)


@contextlib.contextmanager
def scratch() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="screenshots-") as name:
        yield Path(name)
