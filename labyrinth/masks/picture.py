"""A mask from a PNG picture: dark is the maze, light is outside.

The picture's size is read from its header and capped before a pixel is decoded (Pillow's
own decompression-bomb check is turned into the same sentence), transparent parts count as
light (the picture is laid on white), and the grey of each field is the average of the
pixels it covers (a box filter, so thin dark lines survive shrinking) before it is compared
with the middle grey.
"""

from __future__ import annotations

import os
import stat
import warnings
from pathlib import Path
from typing import TYPE_CHECKING

from labyrinth.files import regular_file
from labyrinth.formats.text import MazeFileError
from labyrinth.i18n import N_, Message
from labyrinth.masks import OUTSIDE, PNG_SIGNATURE, Mask, mask_size
from labyrinth.quoting import shown_path

if TYPE_CHECKING:
    from PIL import Image

# The most pixels a mask picture may have: a 4096 × 4096 picture (16 MB of grey, 64 MB
# while its colours are decoded).
MAX_PIXELS = 4096 * 4096
# The largest file read: more than any PNG of MAX_PIXELS needs, even uncompressed.
MAX_BYTES = 8 * MAX_PIXELS + 1024 * 1024
# A picture's longer side in fields when no size is given: a field a pixel would make a
# 400 × 360 picture a maze of 400 × 360 fields.
PICTURE_SIDE = 64
# Grey values from this one up (of 0 to 255) are light: outside the maze.
THRESHOLD = 128
_OUTSIDE_TABLE = [0] * THRESHOLD + [OUTSIDE] * (256 - THRESHOLD)


def is_picture(path: str | Path) -> bool:
    """Whether the file starts as a PNG does (False when it cannot be read: the text reader
    then says why)."""
    try:
        with regular_file(path) as stream:
            return stream.read(len(PNG_SIGNATURE)) == PNG_SIGNATURE
    except OSError:
        return False


def picture_mask(path: str | Path, width: int | None, height: int | None) -> Mask:
    """The mask of a PNG picture at the maze's size (when none is given: its own size, or
    PICTURE_SIDE fields on its longer side for a bigger picture); one sentence
    (MazeFileError, or MazeException for a size) when it cannot be."""
    from PIL import Image  # Pillow, loaded for pictures only

    path = Path(path)
    _check_file(path)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(path, formats=["PNG"]) as image:
                own_width, own_height = image.size
                if own_width * own_height > MAX_PIXELS:
                    raise _too_many_pixels(path)
                if width is None and height is None:
                    width, height = default_size(own_width, own_height)
                size = mask_size(own_width, own_height, width, height)
                grey = _on_white(image)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise _too_many_pixels(path) from None
    except (OSError, SyntaxError, ValueError) as error:  # what Pillow raises for a bad file
        raise MazeFileError(
            Message(
                N_("Cannot read the picture {path}: it is not a PNG that can be read ({reason})."),
                path=shown_path(path),
                reason=str(error)[:80] or type(error).__name__,
            )
        ) from None
    outside = grey.resize(size, Image.Resampling.BOX).point(_OUTSIDE_TABLE).tobytes()
    mask = Mask(size[0], size[1], outside)
    problem = mask.problem()
    if problem:
        raise MazeFileError(problem)
    return mask


def default_size(own_width: int, own_height: int) -> tuple[int | None, int | None]:
    """The width or height a picture of ``own_width`` × ``own_height`` pixels is scaled to
    when none is given (the other follows its proportions); (None, None): a field a pixel."""
    if max(own_width, own_height) <= PICTURE_SIDE:
        return None, None
    return (PICTURE_SIDE, None) if own_width >= own_height else (None, PICTURE_SIDE)


def _on_white(image: Image.Image) -> Image.Image:
    """The picture in grey, its transparent parts white."""
    from PIL import Image

    if image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info:
        coloured = image.convert("RGBA")
        white = Image.new("RGBA", coloured.size, (255, 255, 255, 255))
        return Image.alpha_composite(white, coloured).convert("L")
    return image.convert("L")


def _check_file(path: Path) -> None:
    """A regular file of at most MAX_BYTES, before Pillow opens it (a pipe would block)."""
    try:
        info = os.stat(path)
    except OSError as error:
        raise MazeFileError(
            Message(
                N_("Cannot open {path}: {reason}."),
                path=shown_path(path),
                reason=error.strerror or error,
            )
        ) from None
    if not stat.S_ISREG(info.st_mode):
        raise MazeFileError(
            Message(N_("Cannot open {path}: it is not a regular file."), path=shown_path(path))
        )
    if info.st_size > MAX_BYTES:
        raise MazeFileError(
            Message(
                N_("Cannot open {path}: it has {size} bytes, more than a mask picture may have."),
                path=shown_path(path),
                size=info.st_size,
            )
        )


def _too_many_pixels(path: Path) -> MazeFileError:
    return MazeFileError(
        Message(
            N_("The picture {path} has more than {limit} pixels: make it smaller for a mask."),
            path=shown_path(path),
            limit=MAX_PIXELS,
        )
    )
