"""What the desktop says about its look: whether it prefers dark windows, and its dots per inch.

Each is read where the platform keeps it, and nothing is changed:

- dark or light: on Windows the registry value ``AppsUseLightTheme`` (0 is dark) under
  ``HKEY_CURRENT_USER\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize``;
  on macOS ``defaults read -g AppleInterfaceStyle`` ("Dark" is dark); elsewhere (Linux, the
  BSDs) the variable ``GTK_THEME`` ("Adwaita:dark"), then GNOME's settings
  ``org.gnome.desktop.interface color-scheme`` ("prefer-dark") and ``gtk-theme`` (a name
  ending in "-dark"), which GNOME, Cinnamon, MATE, Xfce's settings daemon and KDE's GTK
  settings all keep. Whatever cannot be read counts as light.
- dots per inch on X11: ``Xft.dpi`` in the X resources (``xrdb -query``), which the desktop
  sets when it scales its own programs (192 is twice the normal 96).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

# Seconds a helper program may take before its answer is given up (a desktop start must not
# hang on a stuck settings daemon).
ASK_TIMEOUT = 3
# Dots per inch of an unscaled screen (Windows', GNOME's and Tk's 1 point = 1⅓ pixels).
NORMAL_DPI = 96.0
# Xft.dpi values outside this range are mistakes, not screens.
DPI_RANGE = (48.0, 480.0)


def _ask(command: list[str]) -> str | None:
    """The output of a helper program, or None when it is missing, fails or hangs."""
    if shutil.which(command[0]) is None:
        return None
    try:
        done = subprocess.run(
            command,
            capture_output=True,
            encoding="utf-8",
            errors="replace",
            timeout=ASK_TIMEOUT,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def _windows_prefers_dark() -> bool:
    import winreg  # type: ignore[import-not-found,unused-ignore]

    key = r"Software\Microsoft\Windows\CurrentVersion\Themes\Personalize"
    try:
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, key) as opened:  # type: ignore[attr-defined,unused-ignore]
            value, _kind = winreg.QueryValueEx(opened, "AppsUseLightTheme")  # type: ignore[attr-defined,unused-ignore]
    except OSError:
        return False
    return value == 0


def _mac_prefers_dark() -> bool:
    answer = _ask(["defaults", "read", "-g", "AppleInterfaceStyle"])
    return answer is not None and answer.strip().lower() == "dark"


def _gnome_setting(key: str) -> str:
    """A key of org.gnome.desktop.interface without its quotes ("" when unreadable)."""
    answer = _ask(["gsettings", "get", "org.gnome.desktop.interface", key])
    return (answer or "").strip().strip("'\"").lower()


def _unix_prefers_dark() -> bool:
    gtk_theme = os.environ.get("GTK_THEME", "").lower()
    if gtk_theme:
        return gtk_theme.endswith((":dark", "-dark"))
    scheme = _gnome_setting("color-scheme")
    if scheme in ("prefer-dark", "prefer-light"):
        return scheme == "prefer-dark"
    return _gnome_setting("gtk-theme").endswith("-dark")


def prefers_dark() -> bool:
    """True when the desktop asks programs for dark windows (see the module's docstring)."""
    if sys.platform == "win32":
        return _windows_prefers_dark()
    if sys.platform == "darwin":
        return _mac_prefers_dark()
    return _unix_prefers_dark()


def parse_xft_dpi(resources: str) -> float | None:
    """The value of ``Xft.dpi`` in the text ``xrdb -query`` prints, if it is a sane one."""
    for line in resources.splitlines():
        name, colon, value = line.partition(":")
        if colon and name.strip() == "Xft.dpi":
            try:
                dpi = float(value.strip())
            except ValueError:
                return None
            return dpi if DPI_RANGE[0] <= dpi <= DPI_RANGE[1] else None
    return None


def xft_dpi() -> float | None:
    """The X desktop's dots per inch (``Xft.dpi``), or None where it does not say."""
    if not os.environ.get("DISPLAY"):
        return None
    resources = _ask(["xrdb", "-query"])
    return parse_xft_dpi(resources) if resources else None
