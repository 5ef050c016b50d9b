"""Reading a worksheet PDF back as a person would: its pages' words (pdftotext) and, from the
pages rendered to pixels (pdftoppm), the maze's grid, its walls and the dashed join lines.

Nothing here asks the package where it put things: the grid is found from the wall ink
alone (the book palette's blue), so a page drawn at the wrong place or scale reads wrong.
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

from PIL import Image, ImageChops

from labyrinth import MazeArray

DPI = 150
Walls = dict[tuple[int, int], bool]  # boundary position -> a wall is drawn there


def page_count(path: Path) -> int:
    info = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(next(line.split()[1] for line in info.splitlines() if line.startswith("Pages:")))


def page_words(path: Path, page: int | None = None, *, raw: bool = False) -> str:
    """The text of one page (from 1), or of all: as laid out on the page, or ``raw``, each
    line as it was written (a mark's letter beside a title then stays out of its words)."""
    only = ["-f", str(page), "-l", str(page)] if page else []
    order = "-raw" if raw else "-layout"
    return subprocess.run(
        ["pdftotext", order, *only, path, "-"], capture_output=True, text=True, check=True
    ).stdout


@dataclass(frozen=True)
class Line:
    """A line of words as pdftotext reads it, its box in points from the page's top left."""

    words: str
    left: float
    top: float
    right: float
    bottom: float


def page_lines(path: Path, page: int) -> list[Line]:
    """The lines of words on one page (from 1), each with its box."""
    xhtml = subprocess.run(
        ["pdftotext", "-bbox-layout", "-f", str(page), "-l", str(page), path, "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    space = "{http://www.w3.org/1999/xhtml}"
    return [
        Line(
            " ".join(word.text or "" for word in line.iter(f"{space}word")),
            *(float(line.attrib[side]) for side in ("xMin", "yMin", "xMax", "yMax")),
        )
        for line in ElementTree.fromstring(xhtml).iter(f"{space}line")
    ]


def rendered(path: Path, folder: Path) -> list[Image.Image]:
    """Every page as RGB pixels at DPI, lines thinner than a pixel drawn one pixel wide and
    without anti-aliasing, so each wall is ink of its own colour."""
    prefix = folder / path.stem
    subprocess.run(
        ["pdftoppm", "-r", str(DPI), "-aaVector", "no", "-thinlinemode", "solid", "-png"]
        + [path, prefix],
        check=True,
    )
    files = sorted(folder.glob(f"{path.stem}-*.png"), key=lambda f: int(f.stem.rsplit("-", 1)[1]))
    images = []
    for file in files:
        with Image.open(file) as image:
            images.append(image.convert("RGB"))
    return images


def _mask(page: Image.Image, test) -> Image.Image:
    """A 0/255 image: 255 where ``test(r, g, b)`` holds for a pixel."""
    r, g, b = page.split()
    tables = [[255 if test(channel, value) else 0 for value in range(256)] for channel in "rgb"]
    masks = [band.point(table).convert("1") for band, table in zip((r, g, b), tables, strict=True)]
    both = ImageChops.logical_and(ImageChops.logical_and(masks[0], masks[1]), masks[2])
    return both.convert("L")


def wall_ink(page: Image.Image) -> Image.Image:
    """The book palette's blue walls (0, 0, 255): nothing else on a page is blue."""
    return _mask(page, lambda channel, v: v > 150 if channel == "b" else v < 120)


def join_ink(page: Image.Image) -> Image.Image:
    """The red dashed join lines and names."""
    return _mask(page, lambda channel, v: v > 150 if channel == "r" else v < 100)


def _profile(mask: Image.Image, across: bool) -> list[float]:
    """The share of inked pixels in each column (``across``) or row of ``mask``."""
    width, height = mask.size
    line = mask.resize((width, 1) if across else (1, height), Image.Resampling.BOX)
    return [value / 255 for value in line.tobytes()]


def _lines(profile: list[float], offset: int, strong: float) -> list[float]:
    """The centres of runs of columns (or rows) inked more than ``strong``."""
    centres, run = [], []
    for index, share in enumerate(profile + [0.0]):
        if share > strong:
            run.append(index)
        elif run:
            centres.append(offset + (run[0] + run[-1]) / 2)
            run = []
    return centres


def _regular(lines: list[float]) -> list[float]:
    """A regular comb fitted to grid lines found (some may be missing): from the first to the
    last, at the spacing that fits them best."""
    gaps = [b - a for a, b in zip(lines, lines[1:], strict=False)]
    rough = sorted(gaps)[len(gaps) // 4]  # a gap of one field: most are, some are two or more
    steps = [0]
    for gap in gaps:  # each gap rounded alone, so the rough spacing's error does not add up
        steps.append(steps[-1] + round(gap / rough))
    count = len(lines)
    mean_step, mean_line = sum(steps) / count, sum(lines) / count
    pitch = sum((s - mean_step) * (x - mean_line) for s, x in zip(steps, lines, strict=True)) / sum(
        (s - mean_step) ** 2 for s in steps
    )
    start = mean_line - pitch * mean_step
    for step, line in zip(steps, lines, strict=True):
        assert abs(start + step * pitch - line) < 1.5, "the grid lines are not evenly spaced"
    return [start + k * pitch for k in range(steps[-1] + 1)]


@dataclass
class Grid:
    """The field boundaries found on a page (pixels), and its wall ink."""

    xs: list[float]
    ys: list[float]
    ink: Image.Image

    @property
    def columns(self) -> int:
        return len(self.xs) - 1

    @property
    def rows(self) -> int:
        return len(self.ys) - 1

    @property
    def pitch(self) -> float:
        return (self.xs[-1] - self.xs[0]) / self.columns

    def inked(self, x0: float, y0: float, x1: float, y1: float) -> bool:
        return (
            self.ink.crop((round(x0), round(y0), round(x1) + 1, round(y1) + 1)).getbbox()
            is not None
        )

    def _edge(self, low: float, high: float, at: float, along_x: bool) -> bool:
        """Whether a wall runs along the edge from low to high at ``at``: ink near the edge at
        a quarter and at three quarters of it (the middle may carry a dashed line), and the
        same at both, so half a wall reads as an error."""
        seen = []
        for a, b in ((0.2, 0.4), (0.6, 0.8)):
            p, q = low + a * (high - low), low + b * (high - low)
            seen.append(
                self.inked(p, at - 2, q, at + 2) if along_x else self.inked(at - 2, p, at + 2, q)
            )
        assert seen[0] == seen[1], "a wall is drawn along half a field's edge"
        return seen[0]

    def walls(self) -> tuple[Walls, Walls]:
        """The walls read: along the top edges ((column, boundary row) for each field column and
        each boundary row) and along the left edges ((boundary column, row))."""
        xs, ys = self.xs, self.ys
        across = {
            (i, j): self._edge(xs[i], xs[i + 1], ys[j], True)
            for i in range(self.columns)
            for j in range(self.rows + 1)
        }
        down = {
            (i, j): self._edge(ys[j], ys[j + 1], xs[i], False)
            for i in range(self.columns + 1)
            for j in range(self.rows)
        }
        return across, down


def find_grid(page: Image.Image) -> Grid:
    """The maze's grid on a page, from its wall ink: boundary columns stand out as lines
    inked along much of the maze's height (a quarter at least)."""
    ink = wall_ink(page)
    box = ink.getbbox()
    assert box is not None, "no maze on the page"
    left, top, right, bottom = box
    part = ink.crop(box)
    xs = _regular(_lines(_profile(part, True), left, 0.25))
    ys = _regular(_lines(_profile(part, False), top, 0.25))
    return Grid(xs, ys, ink)


def dashed_lines(page: Image.Image, grid: Grid) -> tuple[list[float], list[float]]:
    """The red dashed lines over the maze: x of the upright ones, y of the level ones."""
    ink = join_ink(page)
    box = (round(grid.xs[0]), round(grid.ys[0]), round(grid.xs[-1]), round(grid.ys[-1]))
    part = ink.crop(box)
    return _lines(_profile(part, True), box[0], 0.3), _lines(_profile(part, False), box[1], 0.3)


def maze_walls(maze: MazeArray) -> tuple[Walls, Walls]:
    """The maze's walls in the same terms, asked through the book's MazeField methods: a
    boundary has a wall when a field on either side has one there."""
    width, height = maze.width, maze.height
    fields = maze.fields
    across = {
        (x, y): (y < height and fields[x][y].has_wall_n())
        or (y > 0 and fields[x][y - 1].has_wall_s())
        for x in range(width)
        for y in range(height + 1)
    }
    down = {
        (x, y): (x < width and fields[x][y].has_wall_w())
        or (x > 0 and fields[x - 1][y].has_wall_e())
        for x in range(width + 1)
        for y in range(height)
    }
    return across, down


TILE = re.compile(r"(?:page|Seite) ([A-Z]+)(\d+) \((\d+) (?:of|von|sur) (\d+)\)")


def tile_place(words: str) -> tuple[int, int]:
    """Column and row (from 0) of the tile a page names ("page B2": column 1, row 1)."""
    match = TILE.search(words)
    assert match, f"no tile name in {words!r}"
    letters, number = match.group(1), int(match.group(2))
    row = 0
    for letter in letters:
        row = row * 26 + ord(letter) - ord("A") + 1
    return number - 1, row - 1
