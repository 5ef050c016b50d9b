"""The program editor, a mode of the window (View → Program editor, F9): the student's program
beside the maze, with Run and Stop.

Its panel (``panel.py``) stands right of the maze, as the teaching view's does. While the mode
is on, its bind tag comes first on every widget: Ctrl+R runs the program wherever the focus
is, and Esc stops a running one (a second Esc leaves the editor). In the text, Ctrl+S and
Ctrl+O save and open the program (elsewhere they are the window's: save the picture, open a
maze). The text is kept while the editor is closed, and the window asks before it is lost:
another file or a template in its place, or the window closing.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from pathlib import Path
from tkinter import messagebox, ttk
from typing import TYPE_CHECKING

from labyrinth.formats.text import MazeFileError
from labyrinth.gui.commands import tag_every_widget
from labyrinth.gui.editor.panel import EditorPanel
from labyrinth.gui.editor.program_file import ProgramFile
from labyrinth.gui.editor.templates import builder_template, walker_template
from labyrinth.gui.fonts import scaled
from labyrinth.gui.modes import Mode, Sentence, Window
from labyrinth.gui.theme import shows_dark
from labyrinth.i18n import N_, _, current_language
from labyrinth.programs.source_file import read_program
from labyrinth.programs.world import NAMES, PROGRAM_LANGUAGES

if TYPE_CHECKING:
    from labyrinth.gui.session import Session

TAG = "LabyrinthEditor"
# The editor's keys: what each does and its keys by name (the shortcuts window lists them),
# and the sequences bound (to the mode's tag, or to the text alone).
KEYS = {
    "run": (N_("Run the program"), N_("Ctrl+R"), ("<Control-r>", "<Control-R>")),
    "stop": (N_("Stop the program, or leave the editor"), N_("Esc"), ()),
    "save": (N_("Save the program (in the text)"), N_("Ctrl+S"), ("<Control-s>",)),
    "open": (N_("Open a program (in the text)"), N_("Ctrl+O"), ("<Control-o>",)),
    "indent": (N_("Indent, or indent less"), N_("Tab, Shift+Tab"), ()),
    "undo": (N_("Undo, redo in the text"), N_("Ctrl+Z, Ctrl+Y"), ()),
    "leave_text": (N_("Leave the text for the next control"), N_("Ctrl+Tab"), ()),
}
# Pixels at the normal text size that the maze keeps beside the panel.
MAZE_LEAST = 240
READY = N_("Write or change the program, then run it with Ctrl+R. Esc leaves the editor.")


class EditorMode(Mode):
    """The editor beside the session's maze; the text and its file outlive the mode."""

    def __init__(self, session: Session, window: Window) -> None:
        super().__init__(session, window)
        root = window.root
        self.panel = panel = EditorPanel(
            root,
            window.labels,
            {
                "template": self.use_template,
                "open": self.open,
                "save": self.save,
                "run": self.run,
                "stop": self.stop,
                "changed": self._text_changed,
                "refused": window.error,
            },
            budget=(5_000_000, 10),
            most=(100_000_000, 600),
        )
        self.code = panel.code
        self.code.set_api(name for names in NAMES.values() for name in names.values())
        self.file = ProgramFile(root, self.code.get)
        self.outcome: Sentence | None = None
        self.code.replace(builder_template())
        self.file.replaced(self.code.get())
        self.code.text.edit_reset()  # the first text is no step to undo
        for name, action in (("save", self.save), ("open", self.open)):
            for sequence in KEYS[name][2]:
                self.code.text.bind(sequence, self._key(action))
        for sequence in KEYS["run"][2]:
            root.bind_class(TAG, sequence, self._key(self.run))
        window.view.bind("<Configure>", lambda _event: self._fit(), add="+")
        session.listen("look", self._look_changed)
        session.listen("language", self._language_changed)
        self._look_changed()
        self._show_file()

    # -- on and off ------------------------------------------------------------------------------

    def enter(self) -> None:
        view = self.window.view
        self.panel.pack(side="right", fill="y", before=view)
        tag_every_widget(self.window.root, TAG, add=True)
        self.code.text.focus_set()
        self.window.say(lambda: _(READY))

    def leave(self) -> None:
        tag_every_widget(self.window.root, TAG, add=False)
        self.panel.pack_forget()
        self.window.view.canvas.focus_set()
        self.window.say(lambda: _("The editor is closed: F9 opens it again, with your program."))

    def _fit(self) -> None:
        """Share the room right of the controls between the maze and the panel."""
        if self.active:
            self.panel.fit(self.window.view.winfo_width() + self.panel.winfo_width())

    def least_room(self) -> tuple[int, int]:
        """The panel's least width and height, and the least width of the maze beside it."""
        width, height = self.panel.least_size()
        return width + scaled(self.panel, MAZE_LEAST), height

    def may_close(self) -> bool:
        """The window may close: the program is saved, or the user lets its changes go."""
        return self.file.may_replace()

    def escape(self) -> None:
        """Esc leaves the editor (the text stays for the next time)."""
        self.session.leave(self)

    # -- the text and its file -------------------------------------------------------------------

    def _key(self, action: Callable[[], object]) -> Callable[[tk.Event], str]:
        def handle(_event: tk.Event) -> str:
            action()
            return "break"

        return handle

    def _text_changed(self) -> None:
        self._show_file()

    def _show_file(self) -> None:
        self.panel.show_file(self.file.name(), self.file.unsaved)

    def use_template(self, key: str) -> None:
        """Put a template in place of the text, once the user agrees to lose its changes."""
        if not self.file.may_replace():
            return
        self.code.replace(
            builder_template() if key == "builder" else walker_template(walker_names())
        )
        self.file.replaced(self.code.get())
        self._show_file()
        self.code.text.focus_set()

    def open(self) -> None:
        """File → a program chosen in a dialog, in place of the text."""
        if not self.file.may_replace():
            return
        path = self.file.ask_open()
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Show the program in ``path``; a file that cannot be read is one message box."""
        try:
            program = read_program(path)
        except MazeFileError as problem:
            messagebox.showerror(_("Open program…"), str(problem), parent=self.window.root)
            return False
        self.code.replace(program)
        self.file.opened(path, self.code.get())
        self._show_file()
        self.window.say(lambda: _("Opened {file}.").format(file=path.name))
        return True

    def save(self) -> None:
        if self.file.save():
            self._show_file()
            path = self.file.path
            assert path is not None  # just saved there
            self.window.say(lambda: _("Saved {file}.").format(file=path))

    # -- running ---------------------------------------------------------------------------------

    def run(self) -> None:
        """Run the program on the maze (the engine's part comes next)."""

    def stop(self) -> None:
        """Stop a running program at once."""

    # -- look and language -----------------------------------------------------------------------

    def _look_changed(self) -> None:
        root = self.window.root
        style = ttk.Style(root)
        background = style.lookup("TEntry", "fieldbackground") or "#ffffff"
        foreground = style.lookup("TEntry", "foreground") or "#1c1c1c"
        self.code.apply_look(shows_dark(root), background, foreground)
        self.panel.apply_look()
        self._fit()

    def _language_changed(self) -> None:
        self._show_file()
        self.panel.show_outcome(self.outcome)


def walker_names() -> dict[str, str]:
    """The walker's functions in the window's language (English where it has none): the
    English name -> the name in that language."""
    language = current_language()
    language = language if language in PROGRAM_LANGUAGES else "en"
    return {method: names[language] for method, names in NAMES.items()}
