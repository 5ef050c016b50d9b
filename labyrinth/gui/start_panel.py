"""The start panel: three large choices over the maze on the first start — watch the book's
recursion (F7), write a program of one's own (F9), the lessons (F4) — which are otherwise
found only in the View menu. Esc closes it, Help → Start brings it back.

The keyboard alone does it all: the first choice has the focus, Up and Down (or Tab) move
between the choices, Return or Space takes one, and the choices' own keys work as everywhere.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from functools import partial
from tkinter import ttk

from labyrinth.gui.fonts import BOLD, SMALL, TITLE, scaled
from labyrinth.gui.labels import Labels
from labyrinth.i18n import N_, _

# The choices, in the order shown: the command each runs (the window's command table), its
# label, the key printed beside it and a sentence on what it opens.
CHOICES = (
    (
        "teach",
        N_("Watch the book's recursion"),
        "F7",
        N_("The book's method beside the maze, a step at a time, with its open calls."),
    ),
    (
        "editor",
        N_("Write your own program"),
        "F9",
        N_("Your Python code builds or walks a maze; then you replay it step by step."),
    ),
    (
        "lessons",
        N_("Lessons"),
        "F4",
        N_("Short tasks with checks, from walking a maze to a generator of your own."),
    ),
)
# A choice's look, and with the keyboard's focus (Sun Valley's accent; "clam" has none and
# keeps the plain look).
CHOICE, CHOICE_FOCUSED = "Start.TButton", "Start.Accent.TButton"
# Pixels at the normal text size: the width a choice's sentence wraps at, the panel's padding.
SENTENCE_WIDTH, PADDING = 300, 18


class StartPanel(ttk.Frame):
    """The panel over ``view``; ``choose(command)`` runs the command of the choice taken."""

    def __init__(
        self, root: tk.Misc, view: tk.Widget, labels: Labels, choose: Callable[[str], object]
    ) -> None:
        super().__init__(root, style="Card.TFrame")
        self.view = view
        self.buttons: list[ttk.Button] = []
        self.sentences: list[ttk.Label] = []
        for style in (CHOICE, CHOICE_FOCUSED):
            ttk.Style(self).configure(style, font=BOLD)
        title = ttk.Label(self, font=TITLE)
        labels.widget(title, N_("What would you like to do?"))
        title.grid(row=0, column=0, columnspan=2, sticky="w")
        for row, (command, label, key, sentence) in enumerate(CHOICES, start=1):
            button = ttk.Button(self, style=CHOICE, command=partial(self._take, choose, command))
            labels.follow(partial(_choice_text, label, key), partial(_set_text, button))
            button.grid(row=row, column=0, sticky="nsew", pady=(10, 0))
            said = ttk.Label(self, justify="left")
            labels.widget(said, sentence)
            said.grid(row=row, column=1, sticky="w", padx=(12, 0), pady=(10, 0))
            for sequence in ("<Return>", "<KP_Enter>"):
                button.bind(sequence, _pressed)
            button.bind("<Down>", partial(self._move, 1))
            button.bind("<Up>", partial(self._move, -1))
            # the choice with the keyboard's focus in the theme's accent colour: plain to see
            button.bind("<FocusIn>", partial(_set_style, button, CHOICE_FOCUSED))
            button.bind("<FocusOut>", partial(_set_style, button, CHOICE))
            self.buttons.append(button)
            self.sentences.append(said)
        footer = ttk.Label(self, font=SMALL)
        labels.widget(footer, N_("Esc closes this panel; Help → Start brings it back."))
        footer.grid(row=len(CHOICES) + 1, column=0, columnspan=2, sticky="w", pady=(14, 0))
        self.apply_look()

    def apply_look(self) -> None:
        """Padding and the sentences' width for the text size in use."""
        self.configure(padding=scaled(self, PADDING))
        for said in self.sentences:
            said.configure(wraplength=scaled(self, SENTENCE_WIDTH))

    @property
    def shown(self) -> bool:
        return bool(self.winfo_manager())

    def show(self) -> None:
        """Over the middle of the maze, the first choice with the focus."""
        self.place(in_=self.view, relx=0.5, rely=0.5, anchor="center")
        self.lift()
        self.buttons[0].focus_set()

    def close(self) -> None:
        """Take the panel away (the maze has the keys again)."""
        if self.shown:
            self.place_forget()
            self.view.focus_set()

    def _take(self, choose: Callable[[str], object], command: str) -> None:
        self.close()
        choose(command)

    def _move(self, steps: int, event: tk.Event) -> str:
        """Up and Down go from choice to choice (and round)."""
        index = self.buttons.index(event.widget) if event.widget in self.buttons else 0
        self.buttons[(index + steps) % len(self.buttons)].focus_set()
        return "break"


def _choice_text(label: str, key: str) -> str:
    return f"{_(label)} ({key})"  # the key's name is the same in every language


def _set_text(button: ttk.Button, text: str) -> None:
    button.configure(text=text)


def _set_style(button: ttk.Button, style: str, _event: tk.Event) -> None:
    button.configure(style=style)


def _pressed(event: tk.Event) -> str:
    """Return takes the choice with the focus, as Space does."""
    if isinstance(event.widget, ttk.Button):
        event.widget.invoke()
    return "break"
