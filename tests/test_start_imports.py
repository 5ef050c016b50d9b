"""The window's start imports what its first window needs and no more: the modules of the
dialogs and tools opened later are imported when first used (start-up time)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from labyrinth.desktop import icon_image
from labyrinth.gui.window import set_icon

# Run in a process of its own: the ``labyrinth`` command's main, whose main loop lists the
# loaded modules as soon as the window is shown and drawn, then ends the process.
LOADED_WHEN_SHOWN = """
import json, os, sys, tkinter

def list_modules_when_shown(root, n=0):
    while not root.winfo_viewable():
        root.update()
    root.update_idletasks()
    print(json.dumps(sorted(sys.modules)))
    sys.stdout.flush()
    os._exit(0)

tkinter.Misc.mainloop = list_modules_when_shown
from labyrinth.cli import main
sys.argv = ["labyrinth", "--width", "32", "--height", "24", "--seed", "1"]
main()
"""

# Imported only when a dialog, a tool, the desktop entry or a picture file asks for them.
LATER = (
    "reportlab.pdfgen",
    "reportlab.pdfbase",
    "labyrinth.gui.print_dialog",
    "labyrinth.gui.print_preview",
    "labyrinth.render.worksheet",
    "labyrinth.gui.mask_dialog",
    "labyrinth.gui.texture_window",
    "xml.sax",
    "urllib.request",
    "PIL.PngImagePlugin",
    "PIL.JpegImagePlugin",
)


def modules_when_shown() -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", LOADED_WHEN_SHOWN], capture_output=True, text=True, timeout=90
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.timeout(120)
def test_the_first_window_leaves_the_later_dialogs_modules_unloaded(tk_root):
    """``tk_root`` makes sure a display is there; the window is the command's own."""
    loaded = modules_when_shown()
    assert {"labyrinth.gui.app", "labyrinth.gui.file_menu", "PIL.Image"} <= set(loaded)
    early = [name for name in loaded if name.startswith(LATER)]
    assert early == []


def test_the_window_s_icon_is_the_desktop_entry_s_small_maze(tk_root):
    """Handed to Tk without Pillow's PNG plugin, the icon keeps every pixel."""
    set_icon(tk_root)
    expected = icon_image(64)
    icon = tk_root.icon
    assert (icon.width(), icon.height()) == expected.size
    assert all(icon.get(x, y) == expected.getpixel((x, y)) for x in range(64) for y in range(64))
