"""A class set's pages: how the mazes of a worksheet (seed, seed + 1, ...) are laid out.

The page plan is worked out from the maze's size and the PrintOptions alone, before a maze is
built or a page drawn, so the command line and the window can say how many pages it will be
and refuse too many; the PDF is then drawn from the same plan, page by page.

With answer keys at the end (or in their own file) every student's sheet comes first and the
keys follow, as many to a page as fit with fields of at least MIN_FIELD_MM; each maze is
numbered alike on its sheet and on its key ("3 / 30").
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.units import mm  # type: ignore[import-untyped]

from labyrinth.i18n import N_, Message, MessageError
from labyrinth.render.print_options import MIN_FIELD_MM, AnswerKeys, PrintOptions, fits
from labyrinth.render.tiles import Place, Tiles

# One maze over more pages than this is a poster, not a worksheet: the command line asks for
# --pages-ok first. Four pages (2 × 2) still make a sheet a child can tape at a desk, and a
# mistaken size costs no more paper than that.
PAGES_WITHOUT_ASKING = 4
# Never more pages than this in one go: the largest class set (MAX_MAZES mazes, each followed by
# its key page) fits, and a single maze on 200 pages is a wall of 2 × 3 metres.
MAX_PAGES = 200
KEY_GRIDS = (9, 6, 4, 2, 1)  # the keys a page may hold, the most that fit is taken


class PrintProblem(MessageError):
    """A worksheet that cannot be printed as asked; the message says why in one sentence."""


class DoesNotFit(PrintProblem):
    """The maze is too big for the mazes a page asked for (a split maze has a page to itself)."""


@dataclass(frozen=True)
class Page:
    """One page: a sheet or a key, the mazes on it (indices into the class set, one a slot of
    a ``per_page`` grid) or the part ``tile`` of one split maze, and its file (0 the worksheet,
    1 the separate file of answer keys)."""

    answers: bool
    mazes: tuple[int, ...]
    per_page: int = 1
    tile: Place | None = None
    file: int = 0


@dataclass(frozen=True)
class PagePlan:
    """Every page of a worksheet, in order, for mazes of ``width`` × ``height`` fields."""

    options: PrintOptions
    width: int
    height: int
    tiles: Tiles | None  # how each maze is split, or None when it fits a page
    pages: tuple[Page, ...]

    @property
    def total(self) -> int:
        """Pages in all, in both files when the keys have their own."""
        return len(self.pages)

    @property
    def per_maze(self) -> int:
        """The pages one maze's sheet takes: 1, or the tiles of a split maze."""
        return self.tiles.count if self.tiles else 1

    @property
    def asks_first(self) -> bool:
        """Whether one maze takes so many pages that the user should say yes to it first."""
        return self.per_maze > PAGES_WITHOUT_ASKING

    def file_pages(self, file: int) -> list[Page]:
        return [page for page in self.pages if page.file == file]

    def tile_field(self) -> float:
        """A split maze's field size on its pages (points): as large as its largest tile
        allows, the same on every page so that the tiles join."""
        assert self.tiles is not None
        _left, _bottom, width, height = self.options.tile_area()
        columns, rows = self.tiles.largest()
        return min(width / columns, height / rows)


def number_label(index: int, count: int) -> str | None:
    """The number of maze ``index`` of ``count``, alike on its sheet and its key ("3 / 30");
    None for a maze printed alone."""
    return f"{index + 1} / {count}" if count > 1 else None


def plan_pages(width: int, height: int, options: PrintOptions) -> PagePlan:
    """The pages of a worksheet of ``options.count`` mazes of ``width`` × ``height`` fields;
    PrintProblem when the mazes do not fit as asked or the pages would be more than MAX_PAGES.
    """
    field = MIN_FIELD_MM * mm
    tiles = None
    if not fits(width, height, options.slots(options.per_page)[0], field):
        if options.per_page > 1:
            raise DoesNotFit(
                Message(
                    N_(
                        "A maze of {width} × {height} fields does not fit {n} to a page with "
                        "fields of at least {mm:g} mm: print one maze a page, split over "
                        "several pages."
                    ),
                    width=width,
                    height=height,
                    n=options.per_page,
                    mm=MIN_FIELD_MM,
                )
            )
        _left, _bottom, area_width, area_height = options.tile_area()
        tiles = Tiles.cut(width, height, int(area_width // field), int(area_height // field))
    pages = _pages(options, tiles, _keys_per_page(width, height, options))
    if len(pages) > MAX_PAGES:
        raise PrintProblem(
            Message(
                N_(
                    "The worksheet would need {pages} pages, more than {limit}: make the maze "
                    "smaller."
                )
                if options.count == 1
                else N_(
                    "The worksheet would need {pages} pages, more than {limit}: make the mazes "
                    "smaller or fewer."
                ),
                pages=len(pages),
                limit=MAX_PAGES,
            )
        )
    return PagePlan(options, width, height, tiles, tuple(pages))


def _keys_per_page(width: int, height: int, options: PrintOptions) -> int:
    """How many keys a page at the end holds: the most that fit, at least as many as a sheet."""
    return next(
        (
            count
            for count in KEY_GRIDS
            if count >= options.per_page and fits(width, height, options.slots(count)[0])
        ),
        options.per_page,
    )


def _pages(options: PrintOptions, tiles: Tiles | None, keys_per_page: int) -> list[Page]:
    """The pages in order: the sheets, each page of them followed by its keys or all the keys
    after them; a split maze's pages one tile each, its key's alike."""
    count, keys = options.count, options.answer_keys

    def group(answers: bool, mazes: range, per_page: int, file: int = 0) -> list[Page]:
        if tiles is not None:
            return [Page(answers, (i,), 1, place, file) for i in mazes for place in tiles.places()]
        return [
            Page(answers, tuple(mazes[first : first + per_page]), per_page, None, file)
            for first in range(0, len(mazes), per_page)
        ]

    if keys is AnswerKeys.AFTER_EACH:
        step = options.per_page
        return [
            page
            for first in range(0, count, step)
            for answers in (False, True)
            for page in group(answers, range(first, min(count, first + step)), step)
        ]
    sheets = group(False, range(count), options.per_page)
    if keys is AnswerKeys.NONE:
        return sheets
    file = 1 if keys is AnswerKeys.SEPARATE_FILE else 0
    return sheets + group(True, range(count), keys_per_page, file)
