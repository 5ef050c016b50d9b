"""The row that moves through a recording: Play (or Pause), a slider over every step, the
step box and the number of steps. The teaching view has it under the book's source, the
replay of a student's program under theirs.

The step box takes only a step of the recording (see ``NumberBox``); Return in it jumps there
and tells ``typed()``, so that the view gives the keys back to stepping.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import font as tkfont
from tkinter import ttk

from labyrinth.gui.fonts import scaled
from labyrinth.gui.labels import Labels
from labyrinth.gui.modes import Sentence
from labyrinth.gui.number_box import NumberBox
from labyrinth.i18n import N_, _

# The slider's least length in pixels at the normal text size (it grows with the text).
SLIDER_LENGTH = 60
# The step box's least width in characters: up to a million steps and a character more.
STEP_BOX_WIDTH = 7
PLAY, PAUSE = N_("Play"), N_("Pause")


class StepRow(ttk.Frame):
    """The row in ``master``: ``play()`` runs for the button, ``jumped(step)`` when the slider
    or the step box chose a step, ``typed()`` after a step typed, ``refused(sentence)`` when
    the box refused what was typed."""

    def __init__(
        self,
        master: tk.Misc,
        labels: Labels,
        small: tkfont.Font,
        play: Callable[[], None],
        jumped: Callable[[int], None],
        typed: Callable[[], object],
        refused: Callable[[Sentence], None],
    ) -> None:
        super().__init__(master)
        self._jumped, self._typed_done = jumped, typed
        self._adjusting = False
        self._play_label = PLAY
        self.play = ttk.Button(self, command=play)
        labels.follow(lambda: _(self._play_label), self._label_play)
        labels.tooltip(
            self.play, N_("Play the steps at the speed of the control panel, or pause (Space)")
        )
        self.play.pack(side="left", padx=(0, 4))
        self.total = ttk.Label(self, font=small)
        self.total.pack(side="right")
        self.step_text = tk.StringVar(self, "0")
        self.step_box = NumberBox(
            self,
            self.step_text,
            1,
            lambda last: _("The step box takes a step from 0 to {last}, in digits.").format(
                last=last
            ),
            refused,
            width=STEP_BOX_WIDTH,
        )
        self.step_box.pack(side="right", padx=(4, 0))
        self.step_box.bind("<Return>", lambda _event: self._typed())
        self.step_box.bind("<KP_Enter>", lambda _event: self._typed())
        # packed last: in a narrow panel the slider gives up width, not the step box
        self.slider = ttk.Scale(self, from_=0, to=1, command=self._slid)
        labels.tooltip(self.slider, N_("Drag to any step"))
        self.slider.pack(side="left", fill="x", expand=True)
        labels.tooltip(self.step_box, N_("Step number: type one and press Return to jump there"))

    def apply_look(self) -> None:
        """The slider's least length for the text size in use."""
        self.slider.configure(length=scaled(self.slider, SLIDER_LENGTH))

    def show_position(self, step: int, count: int) -> None:
        """The slider and the step box at step ``step`` (0: before the first) of ``count``."""
        self._adjusting = True
        self.slider.configure(to=max(1, count))
        self.slider.set(step)
        self.step_box.most = count
        # as wide as the last step's digits (33,554,432 at 4096 × 4096), and a character more
        self.step_box.configure(width=max(STEP_BOX_WIDTH, len(str(count)) + 1))
        self.step_text.set(str(step))
        self.total.configure(text=f"/ {count}")
        self._adjusting = False

    def show_playing(self, playing: bool) -> None:
        """The Play button names what it does: Pause while the steps play."""
        self._play_label = PAUSE if playing else PLAY
        self._label_play(_(self._play_label))

    def _label_play(self, text: str) -> None:
        """The button as wide as its longer word, so the slider beside it stays put."""
        self.play.configure(text=text, width=max(len(_(PLAY)), len(_(PAUSE))))

    def least_width(self) -> int:
        """The narrowest the row gets with the slider still usable, with a total of up to
        six digits."""
        total = self.winfo_reqwidth() - self.total.winfo_reqwidth()
        small = tkfont.Font(font=self.total.cget("font"))
        return total + small.measure("/ 000000")

    def _slid(self, value: str) -> None:
        if not self._adjusting:
            self._jumped(round(float(value)))

    def _typed(self) -> None:
        """Return in the step box: to that step, the keys back to stepping; an empty box
        says what it takes."""
        step = self.step_box.value()
        if step is None:
            self.step_box.complain()
            return
        self._jumped(step)
        self._typed_done()
