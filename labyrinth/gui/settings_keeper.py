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

from labyrinth.settings import Settings, load_settings, save_settings

# Milliseconds between two looks at the choices: a change is saved at most this long after.
CHECK_MS = 1000
# The choices a window showing a maze file saves: how it is shown and the files opened, not
# which maze.
SHOWING_CHOICES = (
    "language",
    "speed",
    "palette",
    "view",
    "text_size",
    "theme",
    "recent",
    "worksheet",
    "lesson_folders",
)


class SettingsKeeper:
    """Keeps ``settings`` (the window's) saved; without ``remember_maze`` (a window showing a
    maze file) the size and algorithm the settings file had are kept."""

    def __init__(self, root: tk.Misc, settings: Settings, remember_maze: bool):
        self.root, self.settings, self.remember_maze = root, settings, remember_maze
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

    def remembered(self) -> Settings:
        """The settings to save: the window's, or with the maze the settings file had."""
        if self.remember_maze:
            return self.settings
        remembered = load_settings()[0]
        for choice in SHOWING_CHOICES:
            setattr(remembered, choice, getattr(self.settings, choice))
        return remembered

    def cancel(self) -> None:
        """Stop looking (the window is gone)."""
        if self._job is not None:
            self.root.after_cancel(self._job)
            self._job = None
