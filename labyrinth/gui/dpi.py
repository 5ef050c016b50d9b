"""The screen's scaling: how many pixels the window's sizes take on this screen.

A screen of 192 dots per inch shows a program drawn for 96 at half the size, unless the
program draws everything twice as big. Each platform says it in its own way:

- Windows enlarges (and blurs) a program that does not say it can scale itself: the
  program says so before its first window (``make_dpi_aware``), and Tk then reports the
  monitor's dots per inch in ``tk scaling`` (pixels per point).
- X11 (Linux): the desktop's setting is ``Xft.dpi`` in the X resources; Tk's own guess comes
  from the size in millimetres the X server reports, often a little off, so ``Xft.dpi`` wins.
  Without it (a plain X server started with ``-dpi 192``, a desktop that sets no resources)
  the server's own figure is taken, in the steps of a quarter that desktops offer: Tk sizes
  the menu bar's points by it anyway, and the rest of the window must grow with it.
- macOS counts in points and draws Retina screens sharp by itself: nothing to do.

The result is a factor, 1.0 for 96 dots per inch: fonts in pixels, the window's first size,
the maze's field size and the legend's swatches are multiplied by it.
"""

from __future__ import annotations

import contextlib
import sys
import tkinter as tk

from labyrinth.desktop_look import NORMAL_DPI, xft_dpi

POINTS_PER_INCH = 72.0


def make_dpi_aware() -> None:
    """On Windows, tell the system that the window scales itself to each monitor (Windows 8.1
    and later; Vista's system-wide awareness before that). Call before Tk starts."""
    if sys.platform != "win32":
        return
    import ctypes

    windll = ctypes.windll  # type: ignore[attr-defined,unused-ignore]
    try:
        windll.shcore.SetProcessDpiAwareness(2)  # per monitor
    except (AttributeError, OSError):
        with contextlib.suppress(AttributeError, OSError):
            windll.user32.SetProcessDPIAware()


def screen_scale(root: tk.Tk) -> float:
    """The screen's scaling factor (1.0 at 96 dots per inch); on X11 ``tk scaling`` is set
    from ``Xft.dpi`` on the way, so that sizes in points follow the desktop too."""
    system = root.tk.call("tk", "windowingsystem")
    if system == "x11":
        dpi = xft_dpi()
        if dpi is None:
            dpi = NORMAL_DPI * in_steps(root.winfo_fpixels("1i") / NORMAL_DPI)
        root.tk.call("tk", "scaling", dpi / POINTS_PER_INCH)
        return dpi / NORMAL_DPI
    if system == "win32":
        pixels_per_point = float(root.tk.call("tk", "scaling"))
        return max(1.0, pixels_per_point * POINTS_PER_INCH / NORMAL_DPI)
    return 1.0


def in_steps(factor: float) -> float:
    """A scaling measured from the screen's size in millimetres, in the quarter steps that
    desktops offer (a monitor measured at 99 dots per inch is 100 %, at 190 200 %), never
    under 100 %."""
    return max(1.0, round(factor * 4) / 4)
