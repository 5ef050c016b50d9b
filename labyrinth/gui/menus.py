"""The menu bar, made from the command table; every entry is relabelled on a language switch."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping
from functools import partial

from labyrinth import i18n
from labyrinth.generators import ALGORITHMS
from labyrinth.gui.commands import Command, MenuLayout, Submenu, fill_menu
from labyrinth.gui.labels import Labels
from labyrinth.gui.theme import THEME_TITLES
from labyrinth.i18n import N_, _
from labyrinth.settings import TEXT_SIZES

# A choice of the menus: the radio entries' variable, and what choosing a value runs.
Choice = tuple[tk.StringVar, Callable[[str], object]]

# The menus in their order; the algorithm and language menus are filled from their tables.
MENUS = (
    ("file", N_("File")),
    ("maze", N_("Maze")),
    ("algorithm", N_("Algorithm")),
    ("view", N_("View")),
    ("solve", N_("Solve")),
    ("language", N_("Language")),
    ("help", N_("Help")),
)
# The menus made from the command table: its keys in their order, None for a separator. The
# shortcuts window lists the commands in the same order.
LAYOUT: dict[str, tuple[str | None, ...]] = {
    "file": (
        "new",
        "open",
        "recent",
        "save",
        "print",
        "export",
        None,
        "mask_picture",
        "mask_text",
        "save_mask",
        None,
        "quit",
    ),
    "maze": (
        "build",
        "step",
        "step_back",
        "play",
        "finish",
        None,
        "toggle",
        "clear",
        "undo",
        "redo",
        None,
        "islands",
        "block_mode",
        None,
        "texture",
    ),
    "view": (
        "zoom_in",
        "zoom_out",
        "fit",
        None,
        "text_size",
        "theme",
        None,
        "teach",
        "play_mode",
        "walk",
        "editor",
        "lessons",
        "escape",
    ),
    "text_size": ("text_larger", "text_smaller", "text_normal"),
    "help": ("start", "manual", "shortcuts", "controls_help", "about"),
}

# Keys of LAYOUT that name a submenu, not a command: its title. Its commands are in LAYOUT
# under its key, if it has any; the other entries are made by its owner, who finds it as
# ``menus[key]``, or are radio entries of a choice (RADIO_MENUS).
SUBMENUS = {
    "recent": N_("Open recent"),
    "text_size": N_("Text size"),
    "theme": N_("Theme"),
    "islands": N_("Islands"),
    "block_mode": N_("Blocks"),
}
# Menus that end in radio entries, and the choices they are, each group after a separator:
# View ends in the views, then the palettes.
RADIO_MENUS = {
    "algorithm": ("algorithm",),
    "view": ("view", "palette"),
    "text_size": ("text_size",),
    "theme": ("theme",),
    "language": ("language",),
    "islands": ("islands",),
    "block_mode": ("block_mode",),
}
# What becomes of separate regions: the Maze menu's and the mask dialog's words, by the
# option's value ("" for none: the algorithm's own way).
ISLAND_TITLES = {
    "": N_("As the algorithm does"),
    "separate": N_("Each region its own maze"),
    "join": N_("Join regions with doors"),
}
# What the walls left standing (Blocks ‰) may do: the Maze menu's words.
BLOCK_MODE_TITLES = {"cut": N_("May cut fields off"), "whole": N_("Keep the maze whole")}


# The algorithms' variants by name (the command line's letters would stay English).
VARIANTS = {
    "newest": N_("newest"),
    "random": N_("random"),
    "oldest": N_("oldest"),
    "mix": N_("mix"),
    "N": N_("north"),
    "S": N_("south"),
    "E": N_("east"),
    "W": N_("west"),
    "NW": N_("north-west"),
    "NE": N_("north-east"),
    "SW": N_("south-west"),
    "SE": N_("south-east"),
}


# The views of the maze (render.geometry.VIEWS), by what they show; the order of the View menu.
VIEW_TITLES = {
    "walls": N_("Walls (the book's picture)"),
    "blocks": N_("Blocks (the book's other picture)"),
    "junctions": N_("Ways out of each field"),
}

# The palettes of the pictures, by what they are for; the order of the View menu.
PALETTE_TITLES = {
    "book": N_("The book's colours"),
    "okabe-ito": N_("Colour-blind safe colours (Okabe–Ito)"),
    "high-contrast": N_("High contrast"),
    "print": N_("Print: black on white"),
}


def percent_label(percent: int) -> str:
    """A text size's menu entry: "150 %", written so in English, German and French."""
    return f"{percent} %"


def algorithm_label(title: str, option: str | None) -> str:
    """An algorithm's menu entry in the current language: "Binary tree – north-east"."""
    variant = VARIANTS[option] if option else ""
    return _(title) + (f" – {_(variant)}" if variant else "")


class Menus:
    """The menu bar of ``root``; ``menus[name]`` is one menu (file, maze, algorithm, …) or
    submenu (recent)."""

    def __init__(
        self,
        root: tk.Tk,
        labels: Labels,
        commands: dict[str, Command],
        choices: Mapping[str, Choice],
    ) -> None:
        """``choices`` are the radio entries' variable and what choosing runs, for each
        choice of RADIO_MENUS."""
        self.bar = tk.Menu(root, tearoff=False)
        root.configure(menu=self.bar)
        self.menus: dict[str, tk.Menu] = {}
        for key, msgid in MENUS:
            menu = tk.Menu(self.bar, tearoff=False)
            self.bar.add_cascade(menu=menu)
            index = self.bar.index("end")
            assert index is not None  # the cascade just added
            labels.follow(partial(_, msgid), partial(self._title, index))
            self.menus[key] = menu
        for key in SUBMENUS:
            parent = next(menu for menu, layout in LAYOUT.items() if key in layout)
            self.menus[key] = tk.Menu(self.menus[parent], tearoff=False)
        submenus = {key: Submenu(title, self.menus[key]) for key, title in SUBMENUS.items()}
        for key, layout in LAYOUT.items():
            fill_menu(self.menus[key], menu_layout(layout, {**commands, **submenus}), labels)
        entries = {
            "algorithm": [
                (algorithm.spec(option), partial(algorithm_label, algorithm.title, option))
                for algorithm in ALGORITHMS.values()
                for option in algorithm.options or (None,)
            ],
            "view": [(name, partial(_, msgid)) for name, msgid in VIEW_TITLES.items()],
            "palette": [(name, partial(_, msgid)) for name, msgid in PALETTE_TITLES.items()],
            "text_size": [(str(size), partial(percent_label, size)) for size in TEXT_SIZES],
            "theme": [(name, partial(_, msgid)) for name, msgid in THEME_TITLES.items()],
            "language": [
                (code, partial(str, language.name)) for code, language in i18n.LANGUAGES.items()
            ],
            "islands": [(name, partial(_, msgid)) for name, msgid in ISLAND_TITLES.items()],
            "block_mode": [(name, partial(_, msgid)) for name, msgid in BLOCK_MODE_TITLES.items()],
        }
        for key, group in RADIO_MENUS.items():
            menu = self.menus[key]
            for choice in group:
                if menu.index("end") is not None:  # after the menu's commands
                    menu.add_separator()
                variable, choose = choices[choice]
                for value, text in entries[choice]:
                    menu.add_radiobutton(
                        value=value, variable=variable, command=partial(choose, value)
                    )
                    index = menu.index("end")
                    assert index is not None  # the entry just added
                    labels.menu_entry(menu, index, "label", text)

    def __getitem__(self, key: str) -> tk.Menu:
        return self.menus[key]

    def _title(self, index: int, title: str) -> None:
        """A menu's title in the bar, with the letter that Alt opens it with underlined (Tk
        opens the menu whose underlined letter it is: F10 opens the first)."""
        letters = access_keys([_(msgid) for _key, msgid in MENUS])
        self.bar.entryconfigure(index, label=title, underline=letters[index])


def access_keys(titles: list[str]) -> list[int]:
    """Where the letter of each title is that Alt and it open its menu: its first letter no
    title before it has taken, in any language (as KDE picks them: Datei, Labyrinth,
    Algorithmus, A_n_sicht, L_ö_sen); -1 where every letter is taken."""
    taken: set[str] = set()
    found = []
    for title in titles:
        index = next(
            (
                at
                for at, letter in enumerate(title)
                if letter.isalpha() and letter.lower() not in taken
            ),
            -1,
        )
        if index >= 0:
            taken.add(title[index].lower())
        found.append(index)
    return found


def menu_layout(
    keys: tuple[str | None, ...], entries: Mapping[str, Command | Submenu]
) -> MenuLayout:
    return [None if key is None else entries[key] for key in keys]
