"""What the window's own dialogs (Print worksheet, the masks) share: shown over the main
window and within the screen, modal once mapped, and closed back to the maze."""

from __future__ import annotations

import contextlib
import tkinter as tk


def show_over(top: tk.Toplevel, root: tk.Tk) -> None:
    """Show ``top`` (withdrawn while it was made) over the middle of ``root``, within the
    screen, and make it modal when it maps: the main window waits."""
    top.update_idletasks()
    width, height = top.winfo_reqwidth(), top.winfo_reqheight()
    x = root.winfo_rootx() + (root.winfo_width() - width) // 2
    y = root.winfo_rooty() + (root.winfo_height() - height) // 3
    x = max(0, min(x, top.winfo_screenwidth() - width))
    y = max(0, min(y, top.winfo_screenheight() - height))
    top.geometry(f"+{x}+{y}")

    def mapped(event: tk.Event) -> None:
        if event.widget is top:
            with contextlib.suppress(tk.TclError):  # another program holds the grab
                top.grab_set()

    top.bind("<Map>", mapped)  # first: without a window manager, it maps at once
    top.deiconify()


def close(top: tk.Toplevel, focus: tk.Misc) -> None:
    """Close the modal ``top`` and give the keyboard back to ``focus`` (the maze)."""
    top.grab_release()
    top.destroy()
    focus.focus_set()
