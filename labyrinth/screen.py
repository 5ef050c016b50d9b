"""The error of a window that cannot open: outside gui/, so the command line and the
Python API can report it without importing tkinter."""


class NoDisplayError(Exception):
    """No screen to open a window on; the message is one sentence for the user."""
