"""What a screen reader says of a field under the page's cursor: where it is, its ways out,
and whether it is the start, the goal or excluded — so that a student who cannot see the
picture walks the maze field by field."""

from __future__ import annotations

from labyrinth.i18n import N_, Message
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.sides import BIT_E, BIT_N, BIT_S, BIT_W

# The sides in the book's order, each with its word.
SIDES = ((BIT_N, N_("north")), (BIT_E, N_("east")), (BIT_S, N_("south")), (BIT_W, N_("west")))


def field_sentence(graphs: MazeGraphs, x: int, y: int) -> str:
    """One sentence on field (x | y) of the built maze ``graphs``."""
    maze = graphs.maze_array
    if not maze.contains(x, y):
        return str(Message(N_("Field ({x} | {y}) is not in the maze."), x=x, y=y))
    if maze.is_excluded(x, y):
        return str(Message(N_("Field ({x} | {y}) is excluded."), x=x, y=y))
    walls = maze.walls[y * maze.width + x]
    ways = [Message(word) for bit, word in SIDES if not walls & bit]
    result = graphs.result
    role = None
    if result is not None and (x, y) == result.start:
        role = Message(N_("This is the start."))
    elif result is not None and (x, y) == result.end:
        role = Message(N_("This is the goal."))
    if not ways:
        sentence = Message(N_("Field ({x} | {y}): closed on every side."), x=x, y=y)
    else:
        sentence = Message(
            N_("Field ({x} | {y}): open to the {ways}."),
            x=x,
            y=y,
            ways=", ".join(str(way) for way in ways),
        )
    return f"{sentence} {role}" if role else str(sentence)
