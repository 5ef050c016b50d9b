"""The window's choices saved soon after they change, not only when it is closed with Ctrl+Q:
a desktop session that ends (logging out, a shutdown) closes the window without asking it,
and the text size chosen for the projector would be lost.

The keeper looks at the choices every ``CHECK_MS`` and saves them when they differ from what
it saved last. So every change is caught wherever it was made (a menu, a key, the print
dialog, the lessons panel, a file opened), without each place having to say so, and a quick
run of changes (Alt+plus pressed five times) is written once.
"""

from __future__ import annotations

import sys
import tkinter as tk
from collections.abc import Callable

from labyrinth.settings import Settings, save_settings

# Milliseconds between two looks at the choices: a change is saved at most this long after.
CHECK_MS = 1000


class SettingsKeeper:
    """Keeps ``settings`` (the window's) saved; ``remembered`` gives what to save of them (a
    window showing a maze file keeps the size and algorithm the settings file had)."""

    def __init__(self, root: tk.Misc, settings: Settings, remembered: Callable[[], Settings]):
        self.root, self.settings, self.remembered = root, settings, remembered
        self.saved = settings.changed()  # as the window starts: nothing new to save
        self._job: str | None = root.after(CHECK_MS, self._look)

    def _look(self) -> None:
        self._job = self.root.after(CHECK_MS, self._look)
        if self.settings.changed() != self.saved:
            self.save()

    def save(self) -> None:
        """Save the choices now (the window closes, or one of them changed); a file that
        cannot be written is said on the terminal, as the window has nowhere else to say it
        when it closes."""
        self.saved = self.settings.changed()
        warning = save_settings(self.remembered())
        if warning:
            print(warning, file=sys.stderr)

    def cancel(self) -> None:
        """Stop looking (the window is gone)."""
        if self._job is not None:
            self.root.after_cancel(self._job)
            self._job = None
