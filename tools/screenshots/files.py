"""The pictures that are the program's own output: made by the command line exactly as the
manual shows its commands, worksheets rendered from their PDF with ``pdftoppm``."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageChops, ImageOps

from tools.screenshots.registry import Shot, save, shot

ROOT = Path(__file__).resolve().parents[2]
# The book's main(): its size is the default, its random source and seed and its hole.
BOOK_MAIN = ("--rng", "java", "--seed", "42", "--exclude", "16,12")
# Between two pictures shown side by side.
GAP = 20


def labyrinth(*arguments: str, folder: Path) -> None:
    """Run ``labyrinth --no-display ARGUMENTS`` in ``folder``, in English unless told."""
    environment = dict(os.environ, PYTHONPATH=str(ROOT), LANGUAGE="en", LANG="C.UTF-8")
    subprocess.run(
        [sys.executable, "-m", "labyrinth", "--no-display", *arguments],
        cwd=folder,
        env=environment,
        check=True,
        stdout=subprocess.DEVNULL,
    )


def saved(*arguments: str, name: str = "picture.png") -> Image.Image:
    """The picture ``labyrinth --no-display ARGUMENTS --save NAME`` writes."""
    with tempfile.TemporaryDirectory() as folder:
        labyrinth(*arguments, "--save", name, folder=Path(folder))
        with Image.open(Path(folder, name)) as picture:
            return picture.convert("RGB")


def pdf_pages(*arguments: str, dpi: int, pages: int = 1) -> list[Image.Image]:
    """The first ``pages`` pages of the worksheet ``labyrinth ... --save sheet.pdf`` writes,
    rendered at ``dpi`` by pdftoppm."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        labyrinth(*arguments, "--save", "sheet.pdf", folder=folder)
        subprocess.run(
            ["pdftoppm", "-png", "-r", str(dpi), "-l", str(pages), "sheet.pdf", "page"],
            cwd=folder,
            check=True,
        )
        return [Image.open(path).convert("RGB") for path in sorted(folder.glob("page*.png"))]


def side_by_side(pictures: Sequence[Image.Image], ground: str = "white") -> Image.Image:
    """``pictures`` in a row, their tops aligned, ``GAP`` pixels apart."""
    width = sum(picture.width for picture in pictures) + GAP * (len(pictures) - 1)
    row = Image.new("RGB", (width, max(picture.height for picture in pictures)), ground)
    left = 0
    for picture in pictures:
        row.paste(picture, (left, 0))
        left += picture.width + GAP
    return row


def trimmed(page: Image.Image, margin: int = 12) -> Image.Image:
    """``page`` without the white paper round what is printed on it."""
    box = ImageChops.difference(page, Image.new("RGB", page.size, "white")).getbbox()
    assert box is not None, "an empty page"
    left, top, right, bottom = box
    return page.crop((left - margin, top - margin, right + margin, bottom + margin))


@shot("blocks-32x24", "command line")
def blocks() -> Image.Image:
    """The book's block picture of its main() maze: fields, walls and corners as squares."""
    return saved(*BOOK_MAIN, "--view", "blocks")


@shot("compact-2px", "command line")
def compact() -> Image.Image:
    """The book's main() maze at 2 pixels a field, enlarged four times to be seen."""
    small = saved(*BOOK_MAIN, "--field-size", "2")
    return small.resize((small.width * 4, small.height * 4), Image.Resampling.NEAREST)


@shot("junctions", "command line")
def junctions() -> Image.Image:
    """The junctions view of a maze with loops, Okabe–Ito palette, with the legend's counts."""
    return saved(
        *("--seed", "7", "--width", "20", "--height", "14", "--loops", "15"),
        *("--view", "junctions", "--palette", "okabe-ito"),
    )


@shot("mask-heart", "command line")
def mask_heart() -> Image.Image:
    """examples/heart.mask as one maze of 37 × 33 fields, islands joined, seed 7."""
    mask = str(ROOT / "examples" / "heart.mask")
    return saved("--mask", mask, "--islands", "join", "--seed", "7", "--field-size", "12")


@shot("mask-labyrinth", "command line")
def mask_labyrinth() -> Image.Image:
    """The word LABYRINTH as one maze of 137 × 21 fields, a door between each two letters."""
    return saved(
        "--mask-text", "LABYRINTH", "--islands", "join", "--seed", "4", "--field-size", "8"
    )


@shot("solve-into-picture", "command line")
def solve_into_picture() -> Image.Image:
    """Trémaux's way with the fields it visited; bfs finding no way to a cut-off goal."""
    maze = ("--width", "20", "--height", "15", "--seed", "3", "--field-size", "24")
    tremaux = saved(*maze, "--loops", "10", "--solve", "tremaux", "--visited")
    no_way = saved(*maze, "--solve", "bfs", "--blocks", "100", "--to", "10,0")
    return side_by_side([tremaux, no_way])


@shot("worksheet", "command line")
def worksheet() -> Image.Image:
    """The first page of a worksheet of two mazes with their answer keys, at 60 dpi."""
    arguments = ("--seed", "42", "--per-page", "2", "--mazes", "2", "--solution")
    return pdf_pages(*arguments, dpi=60)[0]


@shot("worksheet-class-name", "command line")
def worksheet_class_name() -> Image.Image:
    """The first page of the worksheet of a maze shaped like 7B, as printed at 100 dpi."""
    arguments = ("--mask-text", "7B", "--islands", "join", "--seed", "3", "--palette", "print")
    return trimmed(pdf_pages(*arguments, "--solution", dpi=100)[0])


@shot("worksheet-tiles", "command line")
def worksheet_tiles() -> Image.Image:
    """The two A4 pages, A1 and A2, of a 120 × 90 maze in German, side by side at 60 dpi."""
    arguments = ("--lang", "de", "--width", "120", "--height", "90", "--seed", "5")
    pages = pdf_pages(*arguments, dpi=60, pages=2)
    return side_by_side([ImageOps.expand(page, 1, "#bbbbbb") for page in pages], "#dddddd")


def take(shots: Sequence[Shot], folder: Path) -> None:
    for one in shots:
        save(one.make(), one, folder)
