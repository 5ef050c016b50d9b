"""The side bits of a field's wall and border bytes, shared by the grid, its fields and every
algorithm that reads them.

A field keeps its four walls in one byte of ``MazeArray.walls`` and its four borders in one
byte of ``MazeArray.borders``: bit ``1 << (direction - 1)`` for the book's directions
``MazeField.NORTH`` … ``WEST``. They live here, not in ``maze_field`` or ``maze_array``, so that
both (and everything else) read them without importing each other.
"""

BIT_N = 1
BIT_E = 2
BIT_S = 4
BIT_W = 8
ALL_SIDES = BIT_N | BIT_E | BIT_S | BIT_W
# Set in a border byte by ``exclude_maze_field``: the user, not the geometry, closed this field.
EXCLUDED = 16
# Set in a border byte by ``open_door``: an excluded field opened again to join two regions.
DOOR = 32
