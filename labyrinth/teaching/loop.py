"""The book's walk as a loop written for reading: the recursion's lines, one pass a call.

``find_neighbours`` calls itself as its very last statement, so each call can be a pass of a
``while`` loop instead. The stack the calls kept is kept in the fields themselves: a step
pushes (``set_previous_field``), a dead end pops (``get_previous_field``). The teaching view
traces this function, line by line, as it traces the recursion; ``build_maze`` runs the
faster ``carve_steps``, which carves the same maze.
"""

from __future__ import annotations

from labyrinth.maze_field import MazeField
from labyrinth.maze_graphs import MazeGraphs


def find_neighbours_loop(self: MazeGraphs, field: MazeField | None) -> None:
    """``MazeGraphs.find_neighbours`` with its recursive call turned into a loop."""
    while field is not None:  # one pass: one call
        neighbour = self.check_neighbours(field)
        if neighbour is not None:
            neighbour.set_previous_field(field)  # push
            field = neighbour
            self.remove_walls(field)
            self.current_length_of_path += 1
        else:
            if self.current_length_of_path > self.length_of_path_to_end_field:
                self.end_field = field
                self.length_of_path_to_end_field = self.current_length_of_path
            field = field.get_previous_field()  # pop
            self.current_length_of_path -= 1
