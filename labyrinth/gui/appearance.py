"""How the window looks and speaks: its language, theme, text size, palette and view of the
maze, as the View menu and its keys choose them, kept in the settings.

A change tells the session ("language", "look"), so the parts that measure, style or word
themselves anew do so; the maze view, its legend, the help windows and the window's size
follow here.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from labyrinth import i18n
from labyrinth.gui.commands import Command
from labyrinth.gui.legend import SWATCH
from labyrinth.gui.theme import NORMAL_TEXT_SIZE
from labyrinth.i18n import N_
from labyrinth.render.geometry import BOOK_FIELD_SIZE, WALLS
from labyrinth.render.palettes import PALETTES, Palette, for_window
from labyrinth.settings import TEXT_SIZES

if TYPE_CHECKING:
    from labyrinth.gui.help import Help
    from labyrinth.gui.modes import Window
    from labyrinth.gui.session import Session
    from labyrinth.gui.status import StatusBar
    from labyrinth.gui.theme import Look
    from labyrinth.gui.viewport import Viewport
    from labyrinth.gui.window_size import WindowSize
    from labyrinth.settings import Settings

# The window Tk's own file dialog is made in (tkfbox.tcl) on X11, kept between two uses.
FILE_DIALOG = "__tk_filedialog"


def shown_view(session: Session, settings: Settings) -> str:
    """The view the maze is drawn in: the chosen one, or the book's walls while a mode that
    needs them is on (the teaching view)."""
    if any(mode.book_picture for mode in session.modes):
        return WALLS
    return settings.view


class Appearance:
    """The window's ``look`` (theme and text size), language, palette and view, chosen in
    ``settings``, on the parts that show them; ``show_mode`` shows the legend and the Animate
    button as the active mode has them (the view changes the legend's entries)."""

    def __init__(
        self,
        session: Session,
        window: Window,
        settings: Settings,
        look: Look,
        status: StatusBar,
        viewport: Viewport,
        help_menu: Help,
        size: WindowSize,
        show_mode: Callable[[], None],
    ) -> None:
        self.session, self.settings, self.look, self.show_mode = session, settings, look, show_mode
        self.root = root = window.root
        self.labels, self.legend, self.view = window.labels, window.legend, window.view
        self.status, self.viewport, self.help, self.size = status, viewport, help_menu, size
        self.variables = {
            "language": tk.StringVar(root, i18n.current_language()),
            "palette": tk.StringVar(root, settings.palette),
            "view": tk.StringVar(root, settings.view),
            "theme": tk.StringVar(root, settings.theme),
            "text_size": tk.StringVar(root, str(settings.text_size)),
        }
        self.view.view_of = partial(shown_view, session, settings)
        self.show_look()

    def menu_choices(self) -> dict[str, tuple[tk.StringVar, Callable[[str], None]]]:
        """The View menu's radio buttons (and the language's): each choice's variable and
        what choosing it does."""
        choose = {
            "language": self.set_language,
            "palette": self.set_palette,
            "view": self.set_view,
            "theme": self.set_theme,
            "text_size": self.set_text_size,
        }
        return {key: (self.variables[key], choose[key]) for key in choose}

    def commands(self) -> dict[str, Command]:
        # Alt, not Ctrl: Ctrl with + and - zooms the maze, and Ctrl+Shift gives other
        # keys on other keyboards (Shift+0 is = on a German one)
        return {
            "text_larger": Command(
                N_("Larger text"),
                "Alt++",
                ("<Alt-plus>", "<Alt-equal>", "<Alt-KP_Add>"),
                partial(self.step_text_size, 1),
            ),
            "text_smaller": Command(
                N_("Smaller text"),
                "Alt+-",
                ("<Alt-minus>", "<Alt-KP_Subtract>"),
                partial(self.step_text_size, -1),
            ),
            "text_normal": Command(
                N_("Normal text size"),
                "Alt+0",
                ("<Alt-0>", "<Alt-KP_0>"),
                partial(self.set_text_size, NORMAL_TEXT_SIZE),
            ),
        }

    def set_language(self, code: str) -> None:
        """Switch every label, tooltip, status text and Tk's own dialogs, without a restart."""
        self.settings.language = i18n.set_language(code)
        self.root.tk.call("::msgcat::mclocale", self.settings.language)
        forget_file_dialog(self.root)
        self.variables["language"].set(self.settings.language)
        self.labels.relabel()
        self.legend.show_palette(self.palette)  # the letters of start and end, here
        self.viewport.redraw()  # and on the maze
        self.help.relabel()
        self.session.tell("language")
        self.size.keep_minimum()

    @property
    def palette(self) -> Palette:
        """The chosen palette as the window's theme shows it (its dark variant in the dark)."""
        return for_window(PALETTES[self.settings.palette], self.look.dark)

    def set_palette(self, name: str) -> None:
        """Colours (and shapes) for the view, its legend and the pictures saved from it."""
        self.settings.palette = name
        self.variables["palette"].set(name)
        self.show_look()
        self.viewport.redraw()

    def set_view(self, view: str) -> None:
        """How the maze is drawn: the book's walls, its blocks, or its fields by their ways
        out; the legend names what the view shows, and pictures saved follow it."""
        self.settings.view = view
        self.variables["view"].set(view)
        self.show_mode()
        if self.viewport.user_zoom:
            self.viewport.redraw()
        else:  # the blocks view is half a field wider and higher
            self.viewport.show(fit=True)

    def set_theme(self, theme: str) -> None:
        """The window light, dark or as the desktop prefers, with the maze's colours to match."""
        self.settings.theme = theme
        self.variables["theme"].set(theme)
        self.look.set_theme(theme)
        self.show_look()
        self.session.tell("look")
        self.viewport.redraw()
        self.help.restyle()

    def set_text_size(self, percent: int | str) -> None:
        """Every text and control at ``percent`` of its normal size (View → Text size)."""
        before = self.look.factor
        self.look.set_text_size(int(percent))
        self.settings.text_size = self.look.text_size
        self.variables["text_size"].set(str(self.look.text_size))
        self.show_look()
        self.status.refresh()
        self.help.restyle()
        self.session.tell("look")
        self.size.grow(self.look.factor / before)
        if not self.viewport.user_zoom:
            self.viewport.show(fit=True)

    def step_text_size(self, steps: int) -> None:
        """The next text size up (steps > 0) or down in View → Text size's list."""
        sizes = TEXT_SIZES
        now = self.look.text_size
        if steps > 0:
            bigger = [size for size in sizes if size > now]
            self.set_text_size(bigger[0] if bigger else sizes[-1])
        else:
            smaller = [size for size in sizes if size < now]
            self.set_text_size(smaller[-1] if smaller else sizes[0])

    def show_look(self) -> None:
        """The legend and the maze's canvas in the palette and theme on show: a palette on a
        white page keeps it in a dark window, framed by the window's colour."""
        palette = self.palette
        # bigger text, or a screen of more dots per inch: bigger fields too (the book's 24
        # pixels at 96 dots per inch and the normal text size)
        self.view.fit_limit = self.look.scaled(BOOK_FIELD_SIZE)
        self.legend.set_swatch_size(self.look.scaled(SWATCH))
        self.legend.show_palette(palette)
        self.view.palette = palette
        around = self.root.cget("background") if self.look.dark else palette.hex(palette.background)
        self.view.canvas.configure(background=around)


def forget_file_dialog(root: tk.Tk) -> None:
    """Tk keeps its file dialog once made and shows it again with the labels of its first
    language: destroyed, the next one is made anew in the language now chosen (the folder
    it was in is kept apart from the window, so it is not lost)."""
    dialog = f"{root}.{FILE_DIALOG}".replace("..", ".")
    if root.tk.call("winfo", "exists", dialog):
        root.tk.call("destroy", dialog)
