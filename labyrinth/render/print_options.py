"""PrintOptions: what a worksheet PDF is to be, the one object the command line and the window
fill in, checked once; and the paper's areas that the pages are laid out in.

A page is the paper less PAGE_MARGIN all round, a header line at the top (the title, and on a
student's sheet the name and date line), then the mazes: in a grid of slots, each maze under
its own title line, or, for a maze too big for one page, one part of it under a strip that
says which part and shows how the parts go together.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum

from reportlab.lib.pagesizes import A4, LETTER, landscape  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]

from labyrinth.i18n import N_, Message
from labyrinth.options import is_whole
from labyrinth.quoting import quoted
from labyrinth.render.geometry import VIEWS, WALLS
from labyrinth.render.palettes import DEFAULT_PALETTE, PALETTES

PAPERS = {"a4": A4, "letter": LETTER}
ORIENTATIONS = ("portrait", "landscape")
PER_PAGE = (1, 2, 4)
MAX_MAZES = 100
MIN_FIELD_MM = 2.5  # the smallest printed field: room for a fine pencil line between walls
PAGE_MARGIN = 15 * mm
TITLE_SIZE, TEXT_SIZE = 13, 10
HEADER = 2.5 * TITLE_SIZE  # the page's title line and the space below it
MAZE_TITLE = 1.6 * TEXT_SIZE  # a maze's own line above it
TILE_STRIP = 20 * mm  # a split maze's line, the note on joining the pages and the assembly map
GAP = 8 * mm  # between the slots of a page


class AnswerKeys(StrEnum):
    """Whether and where the answer keys (the mazes with their solutions) are printed."""

    NONE = "none"
    # each page of mazes followed by a page of their keys, laid out alike
    AFTER_EACH = "after-each"
    # all students' sheets first, then all keys, as many to a page as fit
    AT_END = "at-end"
    # as at the end, but in a second file, so the sheets can be handed out as they are
    SEPARATE_FILE = "separate-file"


Slot = tuple[float, float, float, float]  # left, bottom, width, height in points


@dataclass(frozen=True)
class PrintOptions:
    """Paper, orientation, mazes a page, how many mazes (seed, seed + 1, ...), palette,
    answer keys and view; ``PrintOptions(...)`` raises ValueError in one sentence on a bad
    value."""

    paper: str = "a4"
    orientation: str = "portrait"
    per_page: int = 1
    count: int = 1
    palette: str = DEFAULT_PALETTE
    answer_keys: AnswerKeys = AnswerKeys.NONE
    view: str = WALLS

    def __post_init__(self) -> None:
        problem = (
            _choice_problem(
                self.paper, PAPERS, N_("The paper {value!r} is unknown: use {choices}.")
            )
            or _choice_problem(
                self.orientation,
                ORIENTATIONS,
                N_("The orientation {value!r} is unknown: use {choices}."),
            )
            or _choice_problem(
                self.per_page,
                PER_PAGE,
                N_("The mazes per page must be one of {choices}, not {value!r}."),
            )
            or _choice_problem(
                self.palette, PALETTES, N_("The palette {value!r} is unknown: use {choices}.")
            )
            or _choice_problem(
                self.answer_keys,
                [keys.value for keys in AnswerKeys],
                N_("The answer keys {value!r} are unknown: use {choices}."),
            )
            or _choice_problem(
                self.view, VIEWS, N_("The view {value!r} is unknown: use {choices}.")
            )
        )
        if problem is None and not (is_whole(self.count) and 1 <= self.count <= MAX_MAZES):
            problem = Message(
                N_("The number of mazes must be a whole number from 1 to {high}, not {value!r}."),
                value=quoted(self.count),
                high=MAX_MAZES,
            )
        if problem:
            raise ValueError(problem)
        object.__setattr__(self, "answer_keys", AnswerKeys(self.answer_keys))

    @property
    def landscape(self) -> bool:
        return self.orientation == "landscape"

    @property
    def page_size(self) -> tuple[float, float]:
        """Width and height of a page in points."""
        size = PAPERS[self.paper]
        return landscape(size) if self.landscape else size

    @property
    def answers(self) -> bool:
        return self.answer_keys is not AnswerKeys.NONE

    def content_top(self) -> float:
        """Where the mazes' area begins, below the header line (points from the bottom)."""
        return self.page_size[1] - PAGE_MARGIN - HEADER

    def slots(self, count: int) -> list[Slot]:
        """The ``count`` slots of a page (1, 2, 4, 6 or 9), row by row, each for a maze and its
        title line: two side by side on a landscape page, else one above the other."""
        columns, rows = {
            1: (1, 1),
            2: (2, 1) if self.landscape else (1, 2),
            4: (2, 2),
            6: (3, 2) if self.landscape else (2, 3),
            9: (3, 3),
        }[count]
        width = self.page_size[0] - 2 * PAGE_MARGIN
        height = self.content_top() - PAGE_MARGIN
        slot_width = (width - (columns - 1) * GAP) / columns
        slot_height = (height - (rows - 1) * GAP) / rows
        return [
            (
                PAGE_MARGIN + column * (slot_width + GAP),
                PAGE_MARGIN + (rows - 1 - row) * (slot_height + GAP),
                slot_width,
                slot_height,
            )
            for row in range(rows)
            for column in range(columns)
        ]

    def tile_area(self) -> Slot:
        """Where one part of a split maze goes: the page below the header and the strip."""
        width = self.page_size[0] - 2 * PAGE_MARGIN
        height = self.content_top() - TILE_STRIP - PAGE_MARGIN
        return PAGE_MARGIN, PAGE_MARGIN, width, height


def _choice_problem(value: object, choices: Collection[object], message: str) -> Message | None:
    if isinstance(value, str | int) and not isinstance(value, bool) and value in choices:
        return None
    return Message(message, value=quoted(value), choices=", ".join(str(c) for c in choices))


def fits(width: int, height: int, slot: Slot, min_field: float = MIN_FIELD_MM * mm) -> bool:
    """Whether a maze of ``width`` × ``height`` fields fits the slot (title line included)
    with fields of at least ``min_field`` points."""
    _left, _bottom, slot_width, slot_height = slot
    return width * min_field <= slot_width and height * min_field <= slot_height - MAZE_TITLE
