"""The print dialog's preview shows where the PDF prints: each line of words on the PDF's first
page (read back with pdftotext) has the preview's grey bar at its place, as wide and as high
as its letters, and the preview draws no bar where nothing prints."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from helpers import built_maze

from labyrinth import i18n
from labyrinth.gui.print_preview import NOTE_INK, TEXT_INK, TITLE_INK, PagePreview
from labyrinth.render.class_set import plan_pages
from labyrinth.render.print_options import PrintOptions
from labyrinth.saving import class_set, save_worksheet

pdf_reading = pytest.importorskip("pdf_reading")

# Helvetica's letters reach 0.718 of the size above the baseline and 0.207 below it: the
# height of pdftotext's box; the preview's bar is 0.7 of the size high, from the baseline.
LETTERS, BELOW, BAR = 0.925, 0.207, 0.7
CLOSE = 0.3  # points


@dataclass(frozen=True)
class Bar:
    """A bar of the preview in the page's points from its top left."""

    left: float
    top: float
    right: float
    bottom: float


def preview_bars(preview: PagePreview) -> list[Bar]:
    """The rectangles the preview draws for words, taken back to the page's points."""
    canvas, inks = preview.canvas, (TITLE_INK, TEXT_INK, NOTE_INK)
    bars = []
    for item in canvas.find_all():
        if canvas.type(item) == "rectangle" and canvas.itemcget(item, "fill") in inks:
            x0, y0, x1, y1 = canvas.coords(item)
            left, top, scale = preview.left, preview.top, preview.scale
            bars.append(
                Bar(
                    (x0 - left) / scale, (y0 - top) / scale, (x1 - left) / scale, (y1 - top) / scale
                )
            )
    return bars


def printed_lines(path) -> list:
    """The first page's lines of words, the tiles' names in the map and at the joins left
    out (the preview draws the map's squares, not their names)."""
    return [line for line in pdf_reading.page_lines(path, 1) if len(line.words) > 3]


@pytest.mark.parametrize("language", ["en", "de"])  # German's name line is the widest
@pytest.mark.parametrize(
    ("size", "choices"),
    [
        ((20, 15), {"per_page": 2, "count": 3}),  # numbered mazes under the page's title
        ((12, 9), {"per_page": 4, "count": 4, "orientation": "landscape", "paper": "letter"}),
        ((150, 120), {}),  # a split maze: the part's line and the note, made smaller to fit
    ],
)
def test_the_preview_draws_each_line_where_the_pdf_prints_it(
    tk_root, tmp_path, language, size, choices
):
    i18n.set_language(language)
    first = built_maze(*size, seed=3)
    options = PrintOptions(**choices)
    save_worksheet(first, tmp_path / "sheet.pdf", options, quiet=True)
    plan = plan_pages(*size, options)
    preview = PagePreview(tk_root, "#ececec")
    preview.show(options, plan, class_set(first, max(plan.pages[0].mazes) + 1, quiet=True))

    bars, lines = preview_bars(preview), printed_lines(tmp_path / "sheet.pdf")
    assert len(bars) == len(lines) >= 3
    for line in lines:
        points = line.bottom - line.top
        baseline = line.bottom - BELOW * points / LETTERS
        (bar,) = [
            bar
            for bar in bars
            if abs(bar.bottom - baseline) < CLOSE and abs(bar.left - line.left) < CLOSE
        ]
        assert bar.right == pytest.approx(line.right, abs=CLOSE), line.words
        assert bar.bottom - bar.top == pytest.approx(BAR * points / LETTERS, abs=0.1), line.words
