"""The control panel beside the maze: what the maze is (size, seed, loops, blocks) and how its
build is played (buttons and speed), in themed, evenly spaced groups.

The values stay text until a build reads them: ``BuildOptions`` says in one sentence what is
wrong with a bad one.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import ttk

from labyrinth.gui.labels import Labels
from labyrinth.i18n import N_, _
from labyrinth.maze_array import MAX_SIZE, MIN_SIZE
from labyrinth.settings import MAX_SPEED

# The fields that hold a build's parameters, in the order they are shown.
TEXT_FIELDS = ("width", "height", "seed", "loops", "blocks")
# key, label, tooltip, the range of a spin box (None: a plain field), width in characters
FIELDS: tuple[tuple[str, str, str, tuple[int, int] | None, int], ...] = (
    ("width", N_("Width"), N_("Fields across, 2 to 4096"), (MIN_SIZE, MAX_SIZE), 6),
    ("height", N_("Height"), N_("Fields down, 2 to 4096"), (MIN_SIZE, MAX_SIZE), 6),
    ("seed", N_("Seed"), N_("The same seed builds the same maze"), None, 14),
    (
        "loops",
        N_("Loops %"),
        N_("Share of the passages that get an extra opening, each making a loop"),
        (0, 100),
        6,
    ),
    (
        "blocks",
        N_("Blocks ‰"),
        N_("Walls in a thousand left standing where the walk goes on"),
        (0, 1000),
        6,
    ),
)
PAD = 4


class Controls(ttk.Frame):
    """The panel; ``variables`` hold the fields' texts and the speed, ``buttons`` the buttons.

    ``actions`` maps a button's key (new, build, step, play, finish) to its command.
    """

    def __init__(
        self,
        master: tk.Misc,
        labels: Labels,
        values: dict[str, str],
        speed: int,
        actions: dict[str, Callable[[], object]],
        speed_changed: Callable[[], None],
    ) -> None:
        super().__init__(master, padding=(8, 6))
        self._labels, self._actions = labels, actions
        self.variables = {key: tk.StringVar(self, values[key]) for key in TEXT_FIELDS}
        self.speed = tk.IntVar(self, speed)
        self.fields: dict[str, ttk.Entry] = {}
        self.buttons: dict[str, ttk.Button] = {}

        maze = ttk.Labelframe(self, padding=PAD)
        labels.widget(maze, N_("Maze"))
        maze.pack(fill="x")
        maze.columnconfigure(1, weight=1)
        for row, (key, msgid, tip, spin, width) in enumerate(FIELDS):
            label = ttk.Label(maze)
            labels.widget(label, msgid)
            variable = self.variables[key]
            field: ttk.Entry
            if spin is None:
                field = ttk.Entry(maze, width=width, textvariable=variable)
            else:
                field = ttk.Spinbox(
                    maze, from_=spin[0], to=spin[1], width=width, textvariable=variable
                )
            label.grid(row=row, column=0, sticky="w", padx=(0, PAD), pady=2)
            field.grid(row=row, column=1, sticky="ew", pady=2)
            labels.tooltip(field, tip)
            labels.tooltip(label, tip)
            self.fields[key] = field
        self._button(maze, "new", N_("New maze"), N_("A new grid with a new seed (Ctrl+N)"))
        self.buttons["new"].grid(row=len(FIELDS), column=0, columnspan=2, sticky="ew", pady=(6, 0))

        build = ttk.Labelframe(self, padding=PAD)
        labels.widget(build, N_("Build"))
        build.pack(fill="x", pady=(8, 0))
        build.columnconfigure((0, 1), weight=1, uniform="buttons")
        for index, (key, msgid, tip) in enumerate(
            (
                ("build", N_("Build"), N_("Build the maze step by step (F5)")),
                ("step", N_("Step"), N_("One step of the walk (F6 or Right)")),
                ("play", N_("Animate"), N_("Animate the build, or pause it (Space)")),
                ("finish", N_("Finish"), N_("Finish the build at once (End)")),
            )
        ):
            self._button(build, key, msgid, tip)
            self.buttons[key].grid(row=index // 2, column=index % 2, sticky="ew", padx=1, pady=1)
        # "Animate", never "Play", which a player would read as play mode
        self._play_label = N_("Animate")
        play = self.buttons["play"]
        labels.follow(lambda: _(self._play_label), lambda text: play.configure(text=text))
        speed_label = ttk.Label(build)
        labels.widget(speed_label, N_("Speed"))
        speed_label.grid(row=2, column=0, sticky="w", pady=(6, 0))
        value = ttk.Label(build, textvariable=self.speed, width=3, anchor="e")
        value.grid(row=2, column=1, sticky="e", pady=(6, 0))
        self.scale = ttk.Scale(
            build,
            from_=0,
            to=MAX_SPEED,
            orient="horizontal",
            command=lambda _value: self._snap(speed_changed),
        )
        self.scale.set(speed)
        self.scale.grid(row=3, column=0, columnspan=2, sticky="ew")
        tip = N_("Animation speed: 1 slow, 10 fast, 0 no animation")
        for widget in (speed_label, self.scale):
            labels.tooltip(widget, tip)

    def _button(self, parent: ttk.Labelframe, key: str, msgid: str, tip: str) -> None:
        button = ttk.Button(parent, command=lambda: self._actions[key]())
        self._labels.widget(button, msgid)
        self._labels.tooltip(button, tip)
        self.buttons[key] = button

    def show_playing(self, playing: bool) -> None:
        """The Animate button names what it will do: Pause while the active mode plays."""
        self._play_label = N_("Pause") if playing else N_("Animate")
        self.buttons["play"].configure(text=_(self._play_label))

    def _snap(self, speed_changed: Callable[[], None]) -> None:
        """ttk's scale slides through fractions: the speed is a whole number."""
        speed = round(float(self.scale.get()))
        if speed != self.speed.get():
            self.speed.set(speed)
            speed_changed()

    def set_speed(self, speed: int) -> None:
        self.scale.set(speed)
        self.speed.set(speed)

    def value(self, key: str) -> str:
        return self.variables[key].get()
