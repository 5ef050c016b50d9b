"""The window's commands in one table: each has its menu label, the key names printed beside
it, and the key sequences that run it. Menus and shortcuts are both made from this table, so
no command has a key without a menu entry, or a menu entry that names the wrong key."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial

from labyrinth.gui.labels import Labels
from labyrinth.gui.maze_canvas import CONTROL
from labyrinth.gui.number_box import NumberBox
from labyrinth.i18n import _

# A bind tag for the shortcuts, put before the text fields' own keys, so that Ctrl+T is the
# texture and not Tk's "swap two characters".
SHORTCUTS = "LabyrinthShortcuts"
# Keys that edit a text field: in a field they do that, elsewhere they steer the build (and
# so does every key that types a character, such as X).
TYPING_KEYS = frozenset({"space", "Left", "Right", "Home", "End", "BackSpace", "Delete"})
# Widgets that Space presses when they have the focus (Tk's and ttk's classes).
PRESSED_BY_SPACE = frozenset(
    {"Button", "TButton", "Checkbutton", "TCheckbutton", "Radiobutton", "TRadiobutton"}
)


@dataclass(frozen=True)
class Command:
    """``label`` and ``accelerator`` are message ids (the keys' names are translated too:
    Strg, Leertaste and Ende in German); ``more`` names other ways to run it, for the
    shortcuts window (a message id, or "")."""

    label: str
    accelerator: str
    keys: tuple[str, ...]
    action: Callable[[], object]
    more: str = ""


@dataclass(frozen=True)
class Submenu:
    """A menu inside a menu (File → Open recent), its entries made by its owner; ``label`` is
    a message id."""

    label: str
    menu: tk.Menu


# A menu's layout: commands and submenus, None for a separator.
MenuLayout = Sequence[Command | Submenu | None]


def fill_menu(menu: tk.Menu, layout: MenuLayout, labels: Labels) -> None:
    for command in layout:
        if command is None:
            menu.add_separator()
            continue
        if isinstance(command, Submenu):
            menu.add_cascade(menu=command.menu)
            index = menu.index("end")
            assert index is not None  # the entry just added
            labels.menu_entry(menu, index, "label", partial(_, command.label))
            continue
        menu.add_command(command=command.action)
        index = menu.index("end")
        assert index is not None  # the entry just added
        labels.menu_entry(menu, index, "label", partial(_, command.label))
        if command.accelerator:
            labels.menu_entry(menu, index, "accelerator", partial(_, command.accelerator))


def bind_shortcuts(
    window: tk.Tk, commands: Iterable[Command], text_fields: Iterable[tk.Widget]
) -> None:
    """Bind every command's keys to ``window`` itself, not to "all": keys typed into Tk's
    own dialogs (a file name in the save dialog) belong to those dialogs and never rebuild
    the maze behind them."""
    for command in commands:
        for sequence in command.keys:
            handler = partial(_run, action=command.action)
            window.bind(sequence, handler)
            window.bind_class(SHORTCUTS, sequence, handler)
    for field in text_fields:
        own, *others = field.bindtags()
        field.bindtags((own, SHORTCUTS, *others))
    for field_class in ("Entry", "TEntry", "Spinbox", "TSpinbox"):
        window.bind_class(field_class, "<Control-a>", partial(_select_all, window))


def _select_all(window: tk.Misc, event: tk.Event) -> str:
    """Ctrl+A selects a field's whole text, as in other programs (Tk's own binding moves to
    the line's start: typing 128 over 32 gave 12832). The class binding reaches the fields
    of Tk's own dialogs too (the file name in the save dialog), which Python never made:
    there ``event.widget`` is only the field's Tcl name, so the field is asked through it."""
    field = str(event.widget)
    window.tk.call(field, "selection", "range", 0, "end")
    window.tk.call(field, "icursor", "end")
    return "break"


def bind_key(window: tk.Misc, sequence: str, action: Callable[[], object]) -> None:
    """Bind one key to ``window``, leaving it to a text field that has the focus when it
    edits text there."""
    window.bind(sequence, partial(_run, action=action))


def _run(event: tk.Event, action: Callable[[], object]) -> str | None:
    if edits_field(event):
        return None  # the key edits the field
    if event.keysym == "space" and _pressed_by_space(event.widget):
        return None  # the button has the focus and Space pressed it: not the command as well
    action()
    return "break"


def edits_field(event: tk.Event) -> bool:
    """Whether the key edits the text field that has the focus: a typing key or a character;
    not Space in a number box, which takes digits only (there Space plays or pauses)."""
    widget = event.widget
    if not isinstance(widget, tk.Entry | tk.Spinbox):  # ttk's fields are Entries too
        return False
    if event.keysym == "space" and isinstance(widget, NumberBox):
        return False
    character = event.char if isinstance(event.char, str) else ""
    return event.keysym in TYPING_KEYS or bool(character.isprintable() and character)


def _pressed_by_space(widget: object) -> bool:
    """A button (or a check or radio button) with the focus: Space presses it."""
    return isinstance(widget, tk.Misc) and widget.winfo_class() in PRESSED_BY_SPACE


def tag_every_widget(widget: tk.Misc, tag: str, add: bool) -> None:
    """Put ``tag`` first in the bind tags of ``widget`` and all widgets inside it (or take it
    away): a mode's keys then come before every widget's own and the window's shortcuts,
    wherever the focus is. Windows of their own (help, texture, menus) keep their keys."""
    tags = tuple(each for each in widget.bindtags() if each != tag)
    widget.bindtags((tag, *tags) if add else tags)
    window = str(widget.winfo_toplevel())
    for child in widget.winfo_children():
        if str(child.winfo_toplevel()) == window:
            tag_every_widget(child, tag, add)


def mode_key(
    action: Callable[[], object], in_field: Callable[[], object] | None = None
) -> Callable[[tk.Event], str | None]:
    """A handler for a key of a mode bound to its tag on every widget (play mode, the walk):
    it runs ``action`` and stops there, so no widget's own key runs (the focus never wanders);
    with Ctrl held it leaves the key to the window's shortcut (Ctrl+Q quits), and in a text
    field to the field (``in_field`` may say so)."""

    def handle(event: tk.Event) -> str | None:
        if isinstance(event.state, int) and event.state & CONTROL:
            return None
        if isinstance(event.widget, tk.Entry | tk.Spinbox):  # ttk's fields are Entries too
            if in_field is not None:
                in_field()
            return None
        action()
        return "break"

    return handle
