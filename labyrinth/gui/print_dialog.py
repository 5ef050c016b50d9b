"""File → Print worksheet…: the choices of a worksheet PDF in one dialog, with a preview of its
first page and the page count before anything is written.

The choices are those of PrintOptions (paper, orientation, mazes a page, how many mazes,
palette, answer keys); every change is checked at once with PrintOptions and plan_pages, and
what cannot be printed is their one sentence in place of the page count, with Save as PDF…
disabled. Save as PDF… asks first when one maze would take more than a few pages, then for
the file name, and writes the worksheet (and its answer keys' own file) with save_worksheet,
to be printed from a PDF viewer. The choices saved with are remembered in the settings.

The dialog is modal and works from the keyboard alone: Tab goes from choice to choice (to
the chosen button of a group; the arrow keys choose another), Alt and a label's underlined
letter go to its choice, Enter saves the PDF, Esc cancels.
"""

from __future__ import annotations

import sys
import tkinter as tk
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from tkinter import font as tkfont
from tkinter import messagebox, ttk
from typing import TYPE_CHECKING

from labyrinth.files import SaveError
from labyrinth.formats.loaded import made_from_seed
from labyrinth.gui.dialog import close, show_over
from labyrinth.gui.dialog_folder import ask_file_to_save
from labyrinth.gui.file_dialogs import busy, pages_agreed
from labyrinth.gui.menus import PALETTE_TITLES
from labyrinth.gui.number_box import whole_number
from labyrinth.gui.print_preview import PagePreview
from labyrinth.gui.problems import maze_ready
from labyrinth.i18n import N_, _, ngettext
from labyrinth.render.class_set import PagePlan, PrintProblem, plan_pages
from labyrinth.render.palettes import for_paper
from labyrinth.render.print_options import MAX_MAZES, AnswerKeys, PrintOptions
from labyrinth.saving import class_set, save_worksheet

if TYPE_CHECKING:
    from labyrinth.gui.modes import Window
    from labyrinth.gui.session import Session
    from labyrinth.maze_graphs import MazeGraphs
    from labyrinth.settings import Settings

TITLE = N_("Print worksheet")
# The labels of the choices; "&" marks the letter that Alt goes to it with.
LABELS = {
    "paper": N_("&Paper:"),
    "orientation": N_("&Orientation:"),
    "per_page": N_("&Mazes per page:"),
    "count": N_("&How many mazes:"),
    "palette": N_("&Colours:"),
    "answer_keys": N_("&Answer keys:"),
}
ORIENTATIONS = {"portrait": N_("Portrait"), "landscape": N_("Landscape")}
ANSWER_KEYS = {
    AnswerKeys.NONE: N_("None"),
    AnswerKeys.AFTER_EACH: N_("After each page of mazes"),
    AnswerKeys.AT_END: N_("All after the mazes"),
    AnswerKeys.SEPARATE_FILE: N_("In a file of their own"),
}
WRAP = 380  # pixels: the notes' and the page count's lines


def ampersand(text: str) -> tuple[str, int]:
    """A label without its "&" and the index of the letter it marked (-1: none)."""
    index = text.find("&")
    return (text, -1) if index < 0 else (text[:index] + text[index + 1 :], index)


class Radios:
    """One choice as a row (or column) of radio buttons: Tab comes to the chosen one only,
    the arrow keys choose the next or the one before, as in other programs' dialogs."""

    def __init__(
        self,
        parent: tk.Misc,
        variable: tk.StringVar,
        choices: Sequence[tuple[str, str]],
        vertical: bool = False,
    ) -> None:
        self.frame = ttk.Frame(parent)
        self.variable = variable
        self.buttons = []
        for index, (value, text) in enumerate(choices):
            button = ttk.Radiobutton(self.frame, text=text, value=value, variable=variable)
            button.pack(side="top" if vertical else "left", anchor="w", padx=(0, 14))
            for key, step in (("<Left>", -1), ("<Up>", -1), ("<Right>", 1), ("<Down>", 1)):
                button.bind(key, partial(self._move, index + step))
            self.buttons.append(button)
        variable.trace_add("write", lambda *_args: self._tab_to_chosen())
        self._tab_to_chosen()

    def chosen(self) -> ttk.Radiobutton:
        value = self.variable.get()
        return next((b for b in self.buttons if b.cget("value") == value), self.buttons[0])

    def _tab_to_chosen(self) -> None:
        chosen = self.chosen()
        for button in self.buttons:
            button.configure(takefocus=button is chosen)

    def _move(self, index: int, _event: tk.Event) -> str:
        """Choose the button at ``index`` (round from the last to the first) and go to it."""
        following = self.buttons[index % len(self.buttons)]
        following.invoke()
        following.focus_set()
        return "break"


class PrintDialog:
    """The dialog over the window for its built maze ``graphs``; ``settings.worksheet`` gives
    the choices to begin with and keeps those printed with."""

    def __init__(self, window: Window, graphs: MazeGraphs, settings: Settings) -> None:
        self.window, self.graphs, self.settings = window, graphs, settings
        # A .maz file's maze has no seed to make the others of a class set from.
        self.alone = not made_from_seed(graphs)
        self.plan: PagePlan | None = None
        self._mazes = [graphs]  # the class set's first mazes, built for the preview
        root = window.root
        self.top = top = tk.Toplevel(root)
        top.withdraw()  # placed before it is shown
        top.transient(root)
        top.title(_(TITLE))
        background = ttk.Style(root).lookup("TFrame", "background") or "#fafafa"
        top.configure(background=background)
        start = self._remembered()
        self.variables = {
            "paper": tk.StringVar(top, start.paper),
            "orientation": tk.StringVar(top, start.orientation),
            "per_page": tk.StringVar(top, str(start.per_page)),
            "count": tk.StringVar(top, "1" if self.alone else str(start.count)),
            "palette": tk.StringVar(top, start.palette),
            "answer_keys": tk.StringVar(top, start.answer_keys.value),
        }
        body = ttk.Frame(top, padding=14)
        body.pack(fill="both", expand=True)
        form = ttk.Frame(body)
        form.grid(row=0, column=0, sticky="nw")
        self.preview = PagePreview(body, background)
        self.preview.canvas.grid(row=0, column=1, rowspan=2, sticky="n", padx=(18, 0))
        for row, (key, target) in enumerate(self._choices(form).items()):
            self._label(form, key, LABELS[key], target, row)
        self.pages = ttk.Label(body, wraplength=WRAP, justify="left")
        self.pages.grid(row=1, column=0, sticky="nw", pady=(6, 0))
        self._buttons(body)
        for variable in self.variables.values():
            variable.trace_add("write", lambda *_args: self.refresh())
        self.refresh()
        self._show(root)

    # -- the choices ----------------------------------------------------------------------------

    def _remembered(self) -> PrintOptions:
        """The choices printed with last; at first the view's palette (its light form: paper
        is white whatever the window's theme), keys after the mazes."""
        if self.settings.worksheet:  # checked when the settings were read
            return PrintOptions(**self.settings.worksheet)
        palette = for_paper(self.window.view.palette).name
        return PrintOptions(palette=palette, answer_keys=AnswerKeys.AT_END, view=self._view())

    def _view(self) -> str:
        """The view the window shows: a worksheet is printed so."""
        return self.window.view.view_of()

    def _choices(self, form: ttk.Frame) -> dict[str, tk.Widget]:
        """Each choice's widget (or group's frame), by its key in LABELS."""
        variables = self.variables
        groups = {
            "paper": Radios(form, variables["paper"], [("a4", "A4"), ("letter", _("Letter"))]),
            "orientation": Radios(
                form, variables["orientation"], [(k, _(v)) for k, v in ORIENTATIONS.items()]
            ),
            "per_page": Radios(form, variables["per_page"], [(n, n) for n in ("1", "2", "4")]),
        }
        self.radios = groups
        count = ttk.Frame(form)
        self.count = ttk.Spinbox(
            count, from_=1, to=MAX_MAZES, width=5, textvariable=variables["count"]
        )
        self.count.pack(anchor="w")
        note = ttk.Label(count, wraplength=WRAP, justify="left")
        note.pack(anchor="w", pady=(2, 0))
        if self.alone:
            self.count.configure(state="disabled")
            note.configure(
                text=_("A maze from a file without its seed cannot be made again: print it alone.")
            )
        else:
            note.configure(
                text=_(
                    "The first is the maze shown (seed {seed}); the others have the seeds after it."
                ).format(seed=self.graphs.seed)
            )
        titles = {name: _(title) for name, title in PALETTE_TITLES.items()}
        font = tkfont.nametofont("TkDefaultFont")
        widest = max(font.measure(title) for title in titles.values())
        self.palette = ttk.Combobox(
            form,
            state="readonly",
            values=list(titles.values()),
            width=widest // font.measure("0") + 3,  # in the widths of a digit, and the arrow
        )
        self.palette.current(list(titles).index(variables["palette"].get()))
        self.palette.bind(
            "<<ComboboxSelected>>",
            lambda _event: variables["palette"].set(list(titles)[self.palette.current()]),
        )
        keys = [(keys.value, _(text)) for keys, text in ANSWER_KEYS.items()]
        groups["answer_keys"] = Radios(form, variables["answer_keys"], keys, vertical=True)
        return {
            "paper": groups["paper"].frame,
            "orientation": groups["orientation"].frame,
            "per_page": groups["per_page"].frame,
            "count": count,
            "palette": self.palette,
            "answer_keys": groups["answer_keys"].frame,
        }

    def _label(self, form: ttk.Frame, key: str, msgid: str, target: tk.Widget, row: int) -> None:
        """The choice's label left of it; Alt and its underlined letter go to the choice."""
        text, underline = ampersand(_(msgid))
        label = ttk.Label(form, text=text, underline=underline)
        label.grid(row=row, column=0, sticky="nw", padx=(0, 12), pady=(0, 8))
        target.grid(row=row, column=1, sticky="nw", pady=(0, 8))
        label.bind("<<AltUnderlined>>", lambda _event: self.focus_target(key).focus_set())

    def focus_target(self, key: str) -> tk.Widget:
        """The widget a choice's label leads to: a group's chosen button, or its field."""
        if key in self.radios:
            return self.radios[key].chosen()
        return self.count if key == "count" else self.palette

    def options(self) -> PrintOptions:
        """The choices as PrintOptions; ValueError (one sentence) for a bad number of mazes."""
        values = {key: variable.get() for key, variable in self.variables.items()}
        text = values["count"].strip()
        # a number as a number, anything else (², --5, 5,000 digits) as typed: PrintOptions
        # names either in its sentence
        number = whole_number(text, sys.maxsize)
        count: int | str = text if number is None else number
        return PrintOptions(
            paper=values["paper"],
            orientation=values["orientation"],
            per_page=int(values["per_page"]),
            count=count,  # type: ignore[arg-type]  # a bad one is PrintOptions' to name
            palette=values["palette"],
            answer_keys=AnswerKeys(values["answer_keys"]),
            view=self._view(),
        )

    def refresh(self) -> None:
        """The preview and the page count for the choices now; their sentence (and Save as PDF…
        disabled) where they cannot be printed."""
        array = self.graphs.maze_array
        options: PrintOptions | None = None
        try:
            options = self.options()
            self.plan = plan_pages(array.width, array.height, options)
        except (ValueError, PrintProblem) as error:
            self.plan = None
            self.preview.show(options, None, [])
            self.pages.configure(text=str(error))
            self.print_button.configure(state="disabled")
            return
        self.preview.show(options, self.plan, self._first_mazes(self.plan))
        self.pages.configure(text=pages_text(self.plan))
        self.print_button.configure(state="normal")

    def _first_mazes(self, plan: PagePlan) -> list[MazeGraphs]:
        """The mazes the first page shows, built once for the preview."""
        wanted = max(plan.pages[0].mazes) + 1
        if len(self._mazes) < wanted:
            self._mazes = class_set(self.graphs, wanted, quiet=True)
        return self._mazes

    # -- printing -------------------------------------------------------------------------------

    def _enter(self, event: tk.Event) -> str:
        """Enter presses the button that has the focus, else Save as PDF…"""
        if isinstance(event.widget, ttk.Button):
            event.widget.invoke()
        else:
            self.print_button.invoke()
        return "break"

    def print(self) -> None:
        """Ask first for many pages, then for the file; write it, remember the choices and
        close, saying in the status bar which files were written."""
        plan = self.plan
        if plan is None:
            return
        if not pages_agreed(plan, self.top, _(TITLE)):
            return
        array = self.graphs.maze_array
        # Translators: a worksheet's file name: no spaces, keep .pdf
        name = _("Worksheet_{width}x{height}.pdf").format(width=array.width, height=array.height)
        chosen = ask_file_to_save(
            self.top, _(TITLE), name, ".pdf", [(_("PDF worksheets"), "*.pdf")]
        )
        if not chosen:
            return
        path = Path(chosen)
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        written = self._write(path, plan.options)
        if written is None:
            return
        self._remember(plan.options)
        self.close()
        self.window.say(saved_text(written))

    def _write(self, path: Path, options: PrintOptions) -> list[Path] | None:
        """The worksheet written, with a busy cursor and the mazes counted in the status bar
        as they are built; a failure is one message box (None)."""
        window, top = self.window, self.top
        built = iter(range(2, options.count + 1))

        def counted(_maze: MazeGraphs) -> None:
            number = next(built)
            window.say(
                lambda: _("Building maze {number} of {count}…").format(
                    number=number, count=options.count
                )
            )
            window.root.update_idletasks()

        top.configure(cursor="watch")
        with busy(window, lambda: _("Saving {file}…").format(file=path)) as said_before:
            try:
                return save_worksheet(self.graphs, path, options, built=counted, quiet=True)
            except (SaveError, PrintProblem) as error:
                window.say(said_before)
                messagebox.showerror(_(TITLE), str(error), parent=top)
                return None
            finally:
                top.configure(cursor="")

    def _remember(self, options: PrintOptions) -> None:
        chosen: dict[str, object] = {
            "paper": options.paper,
            "orientation": options.orientation,
            "per_page": options.per_page,
            "count": options.count,
            "palette": options.palette,
            "answer_keys": options.answer_keys.value,
        }
        if self.alone:  # the 1 was not chosen: keep the class's size
            chosen["count"] = self._remembered().count
        self.settings.worksheet = chosen

    # -- the window -------------------------------------------------------------------------

    def _buttons(self, body: ttk.Frame) -> None:
        """Save as PDF… and Cancel, and the dialog's keys: Enter, Esc, Alt with a letter."""
        top = self.top
        buttons = ttk.Frame(body)
        buttons.grid(row=2, column=0, columnspan=2, sticky="e", pady=(14, 0))
        text, underline = ampersand(_("&Save as PDF…"))
        self.print_button = ttk.Button(
            buttons, text=text, underline=underline, command=self.print, default="active"
        )
        self.print_button.bind("<<AltUnderlined>>", lambda _event: self.print_button.invoke())
        self.cancel_button = ttk.Button(buttons, text=_("Cancel"), command=self.close)
        self.print_button.pack(side="left")
        self.cancel_button.pack(side="left", padx=(8, 0))
        for sequence in ("<Return>", "<KP_Enter>"):
            top.bind(sequence, self._enter)
        top.bind("<Escape>", lambda _event: self.close())
        # Tk's own dialogs' way: the label or button whose underlined letter it is
        top.bind("<Alt-Key>", lambda event: top.tk.call("::tk::AltKeyInDialog", top, event.char))
        top.protocol("WM_DELETE_WINDOW", self.close)

    def _show(self, root: tk.Tk) -> None:
        """Over the main window, within the screen; modal, with the first choice focused."""
        show_over(self.top, root)
        self.focus_target("paper").focus_set()

    def exists(self) -> bool:
        return bool(self.top.winfo_exists())

    def close(self) -> None:
        close(self.top, self.window.view.canvas)


def pages_text(plan: PagePlan) -> str:
    """How many pages, in how many files, and how a maze over several pages is split."""
    if plan.file_pages(1):
        text = ngettext("{pages} page in 2 files", "{pages} pages in 2 files", plan.total)
    else:
        text = ngettext("{pages} page", "{pages} pages", plan.total)
    text = text.format(pages=plan.total)
    if plan.tiles is not None:
        split = _("Each maze is split over {pages} pages, {across} across and {down} down.")
        text += "\n" + split.format(
            pages=plan.per_maze, across=plan.tiles.across, down=plan.tiles.down
        )
    return text


def saved_text(written: list[Path]) -> Callable[[], str]:
    """The status bar's sentence naming the file(s) written."""
    if len(written) == 1:
        return lambda: _("Saved {file}.").format(file=written[0])
    return lambda: _("Saved {file} and its answer keys {answers}.").format(
        file=written[0], answers=written[1]
    )


def print_worksheet(session: Session, window: Window, settings: Settings) -> PrintDialog | None:
    """File → Print worksheet…: the dialog, once a finished maze is there to print."""
    if not maze_ready(session, window.error, "print"):
        return None
    return PrintDialog(window, session.graphs, settings)
