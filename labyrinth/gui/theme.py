"""The window's look: the Sun Valley ttk theme, light or dark, and the size of its texts.

Tk's own themes look dated on Linux ("default", "clam"); Sun Valley is a small, pure-Tcl
theme (about 100 kB, no further dependencies) that looks like a current desktop program
everywhere, in a light and a dark version. Without it the window falls back to "clam".

View → Theme chooses light, dark, or as the desktop prefers (``desktop_look`` says what is
read); View → Text size scales every font (``fonts``) and what is measured in lines of text,
times the screen's own scaling (``dpi``). The few colours of the window's own beyond the
theme (tooltips, a link, a note in green) are styles here, one set per theme.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk

from labyrinth.desktop_look import prefers_dark
from labyrinth.gui.dpi import screen_scale
from labyrinth.gui.fonts import Fonts, scaled
from labyrinth.i18n import N_
from labyrinth.settings import TEXT_SIZES

LIGHT, DARK, SYSTEM = "light", "dark", "system"
# View → Theme, in the menu's order.
THEME_TITLES = {
    LIGHT: N_("Light"),
    DARK: N_("Dark"),
    SYSTEM: N_("As the system"),
}
NORMAL_TEXT_SIZE = 100

# The dot or tick of a menu's chosen entry (palette, language, algorithm): Sun Valley draws
# it white, unseen on the light menu unless the entry is highlighted; in the theme's text
# colour it shows on both.
MENU_MARKS = {LIGHT: "#1c1c1c", DARK: "#fafafa"}
MENU_MARK = MENU_MARKS[LIGHT]
DEPTH_SCALE = "DepthScale"  # no widget's style: the colours of a canvas, looked up
# Styles of the window's own, and their colours in each theme (text contrast at least 4.5 : 1
# on the theme's background, or on their own).
STYLES = {
    # a tooltip's background, text and border
    "Tooltip.TLabel": {
        LIGHT: {"background": "#ffffe0", "foreground": "#1c1c1c", "bordercolor": "#767676"},
        DARK: {"background": "#2b2b2b", "foreground": "#fafafa", "bordercolor": "#8a8a8a"},
    },
    # a web address, and its background while it has the keyboard's focus
    "Link.TLabel": {
        LIGHT: {"foreground": "#0b57d0", "focuscolor": "#dbe7fb"},
        DARK: {"foreground": "#8ab4f8", "focuscolor": "#233a5e"},
    },
    # a sentence that says all is well (the teaching view's check), and one that says not
    "Good.TLabel": {LIGHT: {"foreground": "#006000"}, DARK: {"foreground": "#7fd67f"}},
    "Bad.TLabel": {LIGHT: {"foreground": "#b00020"}, DARK: {"foreground": "#ff8a80"}},
    # the teaching view's depth scale on the window's background: the bar's outline, the open
    # calls and the depth filled in (marks: at least 3 : 1), Python's limit, a line and its
    # label (text)
    DEPTH_SCALE: {
        LIGHT: {
            "bordercolor": "#767676",
            "calls": "#cc6a00",
            "depth": "#8a4500",
            "limit": "#c00000",
        },
        DARK: {
            "bordercolor": "#9a9a9a",
            "calls": "#ffc680",
            "depth": "#ff8c00",
            "limit": "#ff7b7b",
        },
    },
}
# Pixels a row of a list takes beyond its line of text (Sun Valley's own rule).
ROW_EXTRA = 3


def is_dark(theme: str) -> bool:
    """Whether the choice ``theme`` (light, dark, system) shows a dark window now."""
    return theme == DARK or (theme == SYSTEM and prefers_dark())


class Look:
    """The theme and text size of ``root``: made once, before the window's widgets, and
    changed from the View menu. ``dark`` says which theme is on show, ``factor`` how much
    bigger than normal the texts are (View → Text size times the screen's scaling)."""

    def __init__(self, root: tk.Tk, theme: str = LIGHT, text_size: int = NORMAL_TEXT_SIZE) -> None:
        self.root = root
        self.screen = screen_scale(root)
        self.style = ttk.Style(root)
        self.sun_valley = _load_sun_valley(root)
        self.fonts = Fonts(root)
        self.theme, self.text_size = theme, text_size
        self.dark = False
        self._apply()

    @property
    def factor(self) -> float:
        return self.screen * self.text_size / NORMAL_TEXT_SIZE

    def scaled(self, pixels: float) -> int:
        """A length given for normal text, in pixels at the text size and screen in use."""
        return round(pixels * self.factor)

    def set_theme(self, theme: str) -> None:
        self.theme = theme
        self._apply()

    def set_text_size(self, percent: int) -> None:
        """``percent`` of the normal size, held within View → Text size's range."""
        self.text_size = min(TEXT_SIZES[-1], max(TEXT_SIZES[0], percent))
        self._apply()

    def _apply(self) -> None:
        self.dark = is_dark(self.theme)
        name = DARK if self.dark else LIGHT
        style = self.style
        if self.sun_valley:
            style.theme_use(f"sun-valley-{name}")
            # its colours now, not when Tk gets round to telling the widgets of the change
            self.root.tk.call("configure_colors")
        else:
            style.theme_use("clam")
        self.fonts.scale(self.text_size / NORMAL_TEXT_SIZE, self.screen)
        background = style.lookup("TFrame", "background") or "#fafafa"
        self.root.configure(background=background)
        # Sun Valley sets each menu's colours again whenever a style changes (and its handler
        # stops with an error before its end on X11, so nothing appended to it would run):
        # its handler, then this mark.
        self.root.tk.eval(
            "bind Menu <<ThemeChanged>> "
            f"{{catch {{config_menus %W}}; %W configure -selectcolor {MENU_MARKS[name]}}}"
        )
        style.configure("Status.TFrame", background=background)
        style.configure("Status.TLabel", background=background)
        body = style.lookup("Treeview", "font") or "TkDefaultFont"
        style.configure("Treeview", rowheight=row_height(self.root, body))
        for style_name, colours in STYLES.items():
            style.configure(style_name, **colours[name])
        focus = STYLES["Link.TLabel"][name]["focuscolor"]
        style.map("Link.TLabel", background=[("focus", focus)])


def _load_sun_valley(root: tk.Tk) -> bool:
    """Load Sun Valley's two themes into ``root``; False when it is not installed."""
    try:
        import sv_ttk

        sv_ttk.set_theme("light", root)
    except (ImportError, tk.TclError):
        return False
    return True


def shows_dark(widget: tk.Misc) -> bool:
    """Whether the window shows the dark theme now."""
    return str(ttk.Style(widget).theme_use()).endswith("-dark")


def row_height(widget: tk.Misc, font: str) -> int:
    """Pixels of a list's row (a Treeview's rowheight) whose text is in the named ``font``,
    at the text size in use: a line of text and the gap round it."""
    line = int(tkfont.nametofont(str(font), widget).metrics("linespace"))
    return line + scaled(widget, ROW_EXTRA)


def tooltip_colours(widget: tk.Misc) -> tuple[str, str, str]:
    """Background, text and border of a tooltip in the theme on show."""
    style = ttk.Style(widget)

    def colour(option: str) -> str:
        return str(style.lookup("Tooltip.TLabel", option))

    return colour("background"), colour("foreground"), colour("bordercolor")
