"""Where the tiles of the maze view lie: a grid laid over the picture from the corner of the
view at the moment a new picture is drawn, so that the view, just zoomed, is covered by the
fewest tiles and few pixels beyond it."""

from __future__ import annotations

from dataclasses import dataclass

from labyrinth.render.geometry import Box, Region

# Tiles across and down the view: a scroll step of less than a tile draws a row of them.
TILES_ACROSS = 4
# The smallest tile side, for a view not laid out yet or very small.
MIN_TILE = 64

Key = tuple[int, int]  # a tile's column and row; negative left of and above the origin


@dataclass(frozen=True)
class TileGrid:
    """Tiles of ``width`` × ``height`` pixels from ``origin``, cut to the ``picture``'s size."""

    origin: tuple[int, int]
    width: int
    height: int
    picture: tuple[int, int]

    @classmethod
    def for_view(cls, view: Region, picture: tuple[int, int]) -> TileGrid:
        """The grid that covers ``view`` (a part of the picture) with TILES_ACROSS tiles each
        way, from its top left corner (within the picture)."""
        left, top, right, bottom = view
        return cls(
            (max(0, left), max(0, top)),
            max(MIN_TILE, -(-(right - left) // TILES_ACROSS)),
            max(MIN_TILE, -(-(bottom - top) // TILES_ACROSS)),
            picture,
        )

    def keys(self, region: Region) -> tuple[range, range]:
        """The columns and rows of the tiles that show a part of the picture (inside it)."""
        (x, y), (width, height) = self.origin, self.picture
        left, top, right, bottom = region
        left, top, right, bottom = max(0, left), max(0, top), min(width, right), min(height, bottom)
        if right <= left or bottom <= top:
            return range(0), range(0)
        return (
            range((left - x) // self.width, -((x - right) // self.width)),
            range((top - y) // self.height, -((y - bottom) // self.height)),
        )

    def keys_of_box(self, box: Box) -> tuple[range, range]:
        """The tiles that hold some pixel of an inclusive box."""
        left, top, right, bottom = box
        return self.keys((left, top, right + 1, bottom + 1))

    def region(self, key: Key) -> Region:
        """A tile's part of the picture."""
        (x, y), (width, height) = self.origin, self.picture
        left, top = x + key[0] * self.width, y + key[1] * self.height
        return (
            max(0, left),
            max(0, top),
            min(width, left + self.width),
            min(height, top + self.height),
        )
