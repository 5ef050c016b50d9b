"""Masks: a shape for the maze, as the fields it leaves out.

A mask is a grid of fields, each inside (part of the maze) or outside. It is made from a
picture (:mod:`labyrinth.masks.picture`: dark is the maze, light outside), a ``.mask`` text
file (:mod:`labyrinth.masks.text_file`: ``#`` a field, ``.`` outside) or a word drawn in the
built-in bitmap font (:mod:`labyrinth.masks.font`). Its outside fields become the maze's
excluded fields — the book's exclusion — so building, solving, saving and printing work on
a masked maze as on any other.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from labyrinth.i18n import N_, Message
from labyrinth.maze_array import MAX_SIZE, MIN_SIZE, MazeArray, size_problem
from labyrinth.maze_exception import MazeException

# Outside fields are 1, fields of the maze 0: one byte a field.
INSIDE, OUTSIDE = 0, 1
# The signature of a PNG file: a mask file that starts so is a picture.
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@dataclass(frozen=True)
class Mask:
    """``width`` × ``height`` fields; ``outside[y * width + x]`` is 1 for a field left out."""

    width: int
    height: int
    outside: bytes

    @classmethod
    def of_maze(cls, maze: MazeArray) -> Mask:
        """The mask a maze was cut to: its excluded fields and doors are outside."""
        outside = bytearray(maze.width * maze.height)
        for x, y in maze.masked_fields():
            outside[y * maze.width + x] = OUTSIDE
        return cls(maze.width, maze.height, bytes(outside))

    @property
    def inside_count(self) -> int:
        return self.outside.count(INSIDE)

    def outside_fields(self) -> Iterator[tuple[int, int]]:
        """The fields left out, row by row: the maze's excluded fields."""
        width, index = self.width, self.outside.find(OUTSIDE)
        while index >= 0:
            yield index % width, index // width
            index = self.outside.find(OUTSIDE, index + 1)

    def rows(self) -> Iterator[str]:
        """The mask as the lines of a ``.mask`` file: ``#`` a field, ``.`` outside."""
        table = bytes.maketrans(bytes([INSIDE, OUTSIDE]), b"#.")
        for y in range(self.height):
            yield self.outside[y * self.width : (y + 1) * self.width].translate(table).decode()

    def scaled(self, width: int, height: int) -> Mask:
        """The mask stretched or shrunk to ``width`` × ``height`` fields, each field taking
        the value of the one nearest to it."""
        if (width, height) == (self.width, self.height):
            return self
        from PIL import Image  # Pillow, loaded for masks that change size only

        image = Image.frombytes("L", (self.width, self.height), self.outside)
        resized = image.resize((width, height), Image.Resampling.NEAREST)
        return Mask(width, height, resized.tobytes())

    def placed(self, width: int, height: int) -> Mask:
        """The mask in the middle of a grid of ``width`` × ``height`` fields (at least its
        own size), the fields around it outside."""
        left, top = (width - self.width) // 2, (height - self.height) // 2
        outside = bytearray([OUTSIDE]) * (width * height)
        for y in range(self.height):
            begin = (top + y) * width + left
            outside[begin : begin + self.width] = self.outside[
                y * self.width : (y + 1) * self.width
            ]
        return Mask(width, height, bytes(outside))

    def problem(self) -> Message | None:
        """One sentence when the mask cannot shape a maze: no field inside."""
        if self.inside_count == 0:
            return Message(
                N_("The mask leaves no field for the maze: it needs at least one dark field.")
            )
        return None


def mask_size(
    own_width: int, own_height: int, width: int | None, height: int | None
) -> tuple[int, int]:
    """The maze's size for a mask of ``own_width`` × ``own_height``: the size given, the
    mask's own when none is, and with only one given the other in the mask's proportion.
    MazeException in one sentence when the result is no maze's size."""
    problem = size_problem(width or MIN_SIZE, height or MIN_SIZE)
    if problem:
        raise MazeException(problem)
    if width is None and height is None:
        width, height = own_width, own_height
        if size_problem(width, height):
            raise MazeException(
                Message(
                    N_(
                        "The mask is {width} × {height} fields, and a maze has {low} to {high} "
                        "fields across and down: give the maze's width and height to scale the "
                        "mask to them."
                    ),
                    width=width,
                    height=height,
                    low=MIN_SIZE,
                    high=MAX_SIZE,
                )
            )
    elif width is None:
        assert height is not None
        width = _clamped(round(own_width * height / own_height))
    elif height is None:
        height = _clamped(round(own_height * width / own_width))
    assert width is not None and height is not None
    return width, height


def _clamped(size: int) -> int:
    return max(MIN_SIZE, min(MAX_SIZE, size))


def load_mask(path: str | Path, width: int | None = None, height: int | None = None) -> Mask:
    """The mask in ``path`` — a PNG picture or a ``.mask`` text file, told by its first
    bytes — at the maze's size (see :func:`mask_size`). MazeFileError or MazeException in
    one sentence."""
    from labyrinth.masks.picture import is_picture, picture_mask
    from labyrinth.masks.text_file import read_mask

    if is_picture(path):
        return picture_mask(path, width, height)
    mask = read_mask(path)
    return mask.scaled(*mask_size(mask.width, mask.height, width, height))
