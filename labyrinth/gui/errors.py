"""Errors of the window that the command line reports (kept free of tkinter imports)."""


class NoDisplayError(Exception):
    """No screen to open a window on; the message is one sentence for the user."""
