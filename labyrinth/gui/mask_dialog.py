"""File → Mask from picture…, Mask from text… and Save mask…: a maze cut to a shape.

The dialog shows the mask at the size chosen (a picture's own size or proportions, a word as
large as fits), with the doors that ``islands join`` would open, and says in one sentence how
many regions it leaves and what becomes of them. Use mask makes a new grid of its size with
its outside fields excluded — one step of Undo, like a stroke of the exclusion painter, which
then edits it — and keeps the islands chosen for the builds that follow.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from pathlib import Path
from tkinter import messagebox, ttk
from typing import TYPE_CHECKING

from labyrinth.build import islands_ahead
from labyrinth.files import SaveError
from labyrinth.formats.text import MazeFileError
from labyrinth.gui.dialog import close, show_over
from labyrinth.gui.dialog_folder import ask_file_to_open, ask_file_to_save
from labyrinth.gui.menus import ISLAND_TITLES
from labyrinth.gui.print_dialog import Radios
from labyrinth.i18n import _, message_of
from labyrinth.islands import WORD_ISLANDS
from labyrinth.masks import Mask, load_mask
from labyrinth.masks.font import word_mask
from labyrinth.masks.text_file import SUFFIX, write_mask
from labyrinth.maze_array import MAX_SIZE, MIN_SIZE, MazeArray
from labyrinth.maze_exception import MazeException
from labyrinth.render.geometry import LIGHT_GREY, ORANGE

if TYPE_CHECKING:
    from labyrinth.gui.modes import Window
    from labyrinth.gui.session import Session
    from labyrinth.options import BuildOptions

# A field of the maze in the preview (the book's blue, darkened), and the shape's fields around
# it and the doors, as the maze shows them.
INSIDE_COLOUR = (40, 60, 170)
PREVIEW = (360, 220)  # the preview's room in pixels
WORD = "LABYRINTH"  # the word the text dialog offers first

# A mask for a width and a height (None: follow the shape), from a word (or "").
MaskMaker = Callable[[str, int | None, int | None], Mask]
# What Use mask does with the mask and the islands chosen ("" for none).
UseMask = Callable[[Mask, str], None]


class MaskDialog:
    """The dialog for one source of masks: ``make`` draws the mask, ``word`` (None: no word
    to type) is the text dialog's first word; ``options`` are the next maze's (its seed and
    algorithm decide the doors and the sentence)."""

    def __init__(
        self,
        window: Window,
        title: str,
        make: MaskMaker,
        options: BuildOptions,
        use: UseMask,
        *,
        word: str | None = None,
        width: int | None = None,
    ) -> None:
        self.window, self.make, self.options, self.use = window, make, options, use
        self.mask: Mask | None = None
        root = window.root
        self.top = top = tk.Toplevel(root)
        top.withdraw()
        top.transient(root)
        top.title(title)
        top.configure(background=ttk.Style(root).lookup("TFrame", "background") or "#fafafa")
        self.word = tk.StringVar(top, word or "")
        self.width = tk.StringVar(top, "" if width is None else str(width))
        self.height = tk.StringVar(top, "")
        # a word's letters are one maze unless the islands are chosen otherwise
        first_islands = WORD_ISLANDS if word is not None else ""
        self.islands = tk.StringVar(top, options.islands or first_islands)
        body = ttk.Frame(top, padding=14)
        body.pack(fill="both", expand=True)
        form = ttk.Frame(body)
        form.grid(row=0, column=0, sticky="nw")
        rows: list[tuple[str, tk.Widget]] = []
        self.word_field: ttk.Entry | None = None
        if word is not None:
            self.word_field = ttk.Entry(form, textvariable=self.word, width=24)
            rows.append((_("Word:"), self.word_field))
        self.size_fields = [
            ttk.Spinbox(form, from_=MIN_SIZE, to=MAX_SIZE, width=6, textvariable=variable)
            for variable in (self.width, self.height)
        ]
        rows += [(_("Width:"), self.size_fields[0]), (_("Height:"), self.size_fields[1])]
        self.radios = Radios(
            form, self.islands, [(value, _(title)) for value, title in ISLAND_TITLES.items()], True
        )
        rows.append((_("Islands:"), self.radios.frame))
        for row, (text, widget) in enumerate(rows):
            ttk.Label(form, text=text).grid(row=row, column=0, sticky="nw", padx=(0, 12), pady=3)
            widget.grid(row=row, column=1, sticky="nw", pady=3)
        note = _(
            "Leave the width or the height empty to keep the shape's proportions, both for its "
            "own size (a picture: at most 64 fields on its longer side)."
        )
        ttk.Label(form, text=note, wraplength=260, justify="left").grid(
            row=len(rows), column=0, columnspan=2, sticky="nw", pady=(6, 0)
        )
        self.canvas = tk.Canvas(
            body, width=PREVIEW[0], height=PREVIEW[1], highlightthickness=0, background="white"
        )
        self.canvas.grid(row=0, column=1, sticky="n", padx=(18, 0))
        self.sentence = ttk.Label(body, wraplength=PREVIEW[0] + 260, justify="left")
        self.sentence.grid(row=1, column=0, columnspan=2, sticky="nw", pady=(10, 0))
        self._buttons(body)
        self.image: tk.PhotoImage | None = None
        for variable in (self.word, self.width, self.height, self.islands):
            variable.trace_add("write", lambda *_args: self.refresh())
        self.refresh()
        show_over(top, root)
        (self.word_field or self.size_fields[0]).focus_set()

    def _buttons(self, body: ttk.Frame) -> None:
        buttons = ttk.Frame(body)
        buttons.grid(row=2, column=0, columnspan=2, sticky="e", pady=(14, 0))
        self.use_button = ttk.Button(
            buttons, text=_("Use mask"), command=self.use_mask, default="active"
        )
        self.use_button.pack(side="left")
        ttk.Button(buttons, text=_("Cancel"), command=self.close).pack(side="left", padx=(8, 0))
        for sequence in ("<Return>", "<KP_Enter>"):
            self.top.bind(sequence, lambda _event: self.use_mask())
        self.top.bind("<Escape>", lambda _event: self.close())
        self.top.protocol("WM_DELETE_WINDOW", self.close)

    def _size(self, variable: tk.StringVar) -> int | None:
        """A size field's number; None when it is empty; a word is left to the maze's check."""
        text = variable.get().strip()
        if not text:
            return None
        if not (text.isascii() and text.isdigit()) or len(text) > 5:
            raise ValueError(
                _("The width and height must be whole numbers from {low} to {high}.").format(
                    low=MIN_SIZE, high=MAX_SIZE
                )
            )
        return int(text)

    def refresh(self) -> None:
        """The mask for the values now: its preview and its sentence, or the one sentence on
        why there is none (and Use mask disabled)."""
        try:
            self.mask = self.make(self.word.get(), self._size(self.width), self._size(self.height))
        except (ValueError, MazeException, MazeFileError) as error:
            self.mask = None
            self.canvas.delete("all")
            self.sentence.configure(text=str(message_of(error)))
            self.use_button.configure(state="disabled")
            return
        maze = masked_grid(self.mask)
        options = self.options.with_changes(
            width=self.mask.width, height=self.mask.height, islands=self.islands.get() or None
        )
        ahead = islands_ahead(maze, options)
        doors = ahead.joining.doors if ahead.joining else []
        self._show_preview(self.mask, doors)
        size = _("{width} × {height} fields, {inside} of them in the maze.").format(
            width=self.mask.width, height=self.mask.height, inside=self.mask.inside_count
        )
        self.sentence.configure(
            text=" ".join(part for part in (size, ahead.sentence(options, True)) if part)
        )
        self.use_button.configure(state="normal")

    def _show_preview(self, mask: Mask, doors: list[tuple[int, int]]) -> None:
        """The mask a pixel a field, zoomed (or shrunk) to fit the preview's room."""
        image = tk.PhotoImage(master=self.top, data=preview_ppm(mask, doors), format="ppm")
        room_x, room_y = PREVIEW
        zoom = min(room_x // mask.width, room_y // mask.height)
        if zoom > 1:
            image = image.zoom(zoom)
        elif zoom < 1:
            shrink = max(-(-mask.width // room_x), -(-mask.height // room_y))
            image = image.subsample(shrink)
        self.image = image  # Tk forgets an image Python no longer holds
        self.canvas.delete("all")
        self.canvas.create_image(room_x // 2, room_y // 2, image=image, anchor="center")

    def use_mask(self) -> None:
        if self.mask is None:
            self.window.root.bell()
            return
        mask, islands = self.mask, self.islands.get()
        self.close()
        self.use(mask, islands)

    def exists(self) -> bool:
        return bool(self.top.winfo_exists())

    def close(self) -> None:
        close(self.top, self.window.view.canvas)


def masked_grid(mask: Mask) -> MazeArray:
    """A grid of the mask's size with its outside fields excluded."""
    maze = MazeArray(mask.width, mask.height)
    for x, y in mask.outside_fields():
        maze.exclude_maze_field(x, y)
    return maze


def preview_ppm(mask: Mask, doors: list[tuple[int, int]]) -> bytes:
    """The mask as a PPM picture, a pixel a field: the maze dark, outside grey, doors orange."""
    rgb = bytearray(3 * len(mask.outside))
    for channel in range(3):
        table = bytes([INSIDE_COLOUR[channel], LIGHT_GREY[channel]]) + bytes(254)
        rgb[channel::3] = mask.outside.translate(table)
    for x, y in doors:
        index = 3 * (y * mask.width + x)
        rgb[index : index + 3] = bytes(ORANGE)
    return f"P6 {mask.width} {mask.height} 255\n".encode() + bytes(rgb)


def picture_maker(path: Path) -> MaskMaker:
    """Masks of a picture or ``.mask`` file at any size."""
    return lambda _word, width, height: load_mask(path, width, height)


def word_maker() -> MaskMaker:
    return lambda word, width, height: word_mask(word, width, height)


def choose_mask_file(window: Window) -> Path | None:
    """Ask for a picture or ``.mask`` file; None when none was chosen."""
    path = ask_file_to_open(
        window.root,
        _("Mask from picture…"),
        [
            (_("Masks"), "*.png *.mask"),
            (_("PNG pictures"), "*.png"),
            (_("Mask files (.mask)"), "*.mask"),
            (_("All files"), "*"),
        ],
    )
    return Path(path) if path else None


def save_mask_file(session: Session, window: Window) -> None:
    """File → Save mask…: the shape of the maze shown (its excluded fields and doors)."""
    array = session.graphs.maze_array
    path = ask_file_to_save(
        window.root,
        _("Save mask…"),
        f"Maze_{array.width}x{array.height}{SUFFIX}",
        SUFFIX,
        [(_("Mask files (.mask)"), f"*{SUFFIX}")],
    )
    if path:
        save_mask_path(session, window, Path(path))


def save_mask_path(session: Session, window: Window, path: Path) -> bool:
    """Write the shown maze's mask to ``path``; a failure is one message box."""
    try:
        written = write_mask(Mask.of_maze(session.graphs.maze_array), path)
    except SaveError as error:
        messagebox.showerror(_("Save mask…"), str(error), parent=window.root)
        return False
    window.say(lambda: _("Saved {file}.").format(file=written))
    return True
