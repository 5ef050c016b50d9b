"""The window's canvas under Xvfb: cut-off and visited fields as fills of its picture, the start
and end marks and a solver's way as canvas items that stay visible at every zoom."""

from __future__ import annotations

import pytest

from labyrinth.render.geometry import BLOCKS, MIN_MARK, WALLS, Geometry
from labyrinth.render.palettes import BOOK, OKABE_ITO
from labyrinth.render.scene import centre
from labyrinth.solvers import solve
from tests.helpers import built_maze


@pytest.fixture
def view(tk_root):
    from labyrinth.gui.maze_canvas import MazeCanvas

    view = MazeCanvas(tk_root, width=400, height=300)
    view.pack(fill="both", expand=True)
    tk_root.update()
    return view


def colour_at(view, x, y):
    """The colour Tk shows at pixel (x, y) of the picture, scrolled into view, read from the
    tile that holds it."""
    view.move_to(x - 20, y - 20)
    view.update_idletasks()
    (column,), (row,) = view.tile_grid.keys((x, y, x + 1, y + 1))
    left, top = view.tile_grid.region((column, row))[:2]
    return tuple(view.tiles[column, row][1].get(x - left, y - top))


def box_size(view, tag):
    x0, y0, x1, y1 = view.canvas.bbox(tag)
    return x1 - x0, y1 - y0


def test_cut_off_fields_are_filled_in_the_window(view):
    maze = built_maze(32, 24, seed=3, block_permille=3)
    view.show(maze.maze_array, maze.result.marks, 24, shaded=False)
    cut_off = set(maze.result.cut_off_indices)
    assert cut_off
    geometry = Geometry(32, 24, 24)
    for index in list(cut_off)[:50]:
        x, y = geometry.interior(index % 32, index // 32)[:2]
        assert colour_at(view, x, y) == BOOK.cut_off
    reached = next(i for i in range(32 * 24) if i not in cut_off)
    x, y = geometry.interior(reached % 32, reached // 32)[:2]
    assert colour_at(view, x, y) == BOOK.background


def shapes(view, tag):
    """A mark's shapes: its items but the image of its letter."""
    return [item for item in view.canvas.find_withtag(tag) if view.canvas.type(item) != "image"]


def test_marks_are_items_at_least_min_mark_large_with_an_outline_when_fields_are_tiny(view):
    maze = built_maze(128, 128, seed=1)
    view.show(maze.maze_array, maze.result.marks, 2, shaded=False)
    for tag in ("start", "end"):
        (item,) = shapes(view, tag)
        assert min(box_size(view, tag)) >= MIN_MARK
        assert view.canvas.itemcget(item, "outline") == BOOK.hex(BOOK.outline)
    view.show(maze.maze_array, maze.result.marks, 24, shaded=False)
    (item,) = shapes(view, "start")
    assert view.canvas.itemcget(item, "outline") == ""  # the book's own look when it is large


def test_a_palette_of_shapes_makes_the_start_a_disc_and_the_end_a_square(view):
    maze = built_maze(20, 15, seed=3)
    view.show(maze.maze_array, maze.result.marks, 24, shaded=False, palette=OKABE_ITO)
    canvas = view.canvas
    (start,) = shapes(view, "start")
    assert canvas.type(start) == "oval"
    assert canvas.itemcget(start, "fill") == OKABE_ITO.hex(OKABE_ITO.start)
    (end,) = shapes(view, "end")
    assert canvas.type(end) == "rectangle"
    assert canvas.itemcget(end, "fill") == OKABE_ITO.hex(OKABE_ITO.end)


def test_a_solve_shows_its_way_under_the_marks_and_its_visited_fields(view):
    maze = built_maze(20, 15, seed=3, loop_percent=10)
    array, result = maze.maze_array, maze.result
    view.show(array, result.marks, 24, shaded=False)
    solution = solve(array, "bfs", result.start, result.end)
    view.show_solve(array, solution.path, [i for i, seen in enumerate(solution.visited) if seen])
    canvas, geometry = view.canvas, Geometry(20, 15, 24)
    (line,) = canvas.find_withtag("solution")
    coords = canvas.coords(line)
    assert tuple(coords[:2]) == centre(geometry, *result.start)
    assert tuple(coords[-2:]) == centre(geometry, *result.end)
    stacking = canvas.find_all()
    assert stacking.index(line) < stacking.index(canvas.find_withtag("start")[0])
    visited_off_the_way = next(
        i for i, seen in enumerate(solution.visited) if seen and i not in solution.path
    )
    x, y = geometry.interior(visited_off_the_way % 20, visited_off_the_way // 20)[:2]
    assert colour_at(view, x, y) == BOOK.visited
    # Zooming keeps the solve; a new picture of the maze and showing no way take it off.
    view.rescale(array, result.marks, 12, shaded=False)
    assert canvas.find_withtag("solution")
    x, y = Geometry(20, 15, 12).interior(visited_off_the_way % 20, visited_off_the_way // 20)[:2]
    assert colour_at(view, x, y) == BOOK.visited
    view.show_solve(array)
    assert not canvas.find_withtag("solution")
    assert colour_at(view, x, y) == BOOK.background
    view.show_solve(array, solution.path)
    view.show(array, result.marks, 12, shaded=False)
    assert not canvas.find_withtag("solution")


def test_a_picture_a_little_bigger_than_the_view_gets_bars_and_the_window_keeps_its_size(
    view, tk_root
):
    """The bars take their room from the view, not from the window: a window that still
    follows what it asks for (one the user has not sized) once grew by the bars, no longer
    needed them, shrank, and needed them again, for ever."""
    maze = built_maze(12, 9, seed=3)
    view.view_of = lambda: BLOCKS
    window = tk_root.winfo_width(), tk_root.winfo_height()
    view.show(maze.maze_array, maze.result.marks, 30, shaded=False)
    picture_width, picture_height = view.picture_size
    assert 400 < picture_width < 420 and 300 < picture_height < 320  # bars needed, just
    tk_root.update()
    assert view.scroll_x.winfo_ismapped() and view.scroll_y.winfo_ismapped()
    assert (tk_root.winfo_width(), tk_root.winfo_height()) == window
    assert view.canvas.winfo_width() < 400 and view.canvas.winfo_height() < 300


@pytest.mark.parametrize(("field_size", "shown"), [(10, WALLS), (24, WALLS), (24, BLOCKS)])
def test_a_marked_field_is_filled_inside_in_the_tiles_through_a_zoom(view, field_size, shown):
    """A mark fills what a square over the field's inside would, in the picture itself: its
    walls and the passages beside it keep the maze's pixels, and no canvas item is added."""
    from labyrinth.gui.maze_canvas import MARK_COLOURS

    maze = built_maze(12, 9, seed=3, loop_percent=10)
    array, result = maze.maze_array, maze.result
    view.view_of = lambda: shown
    view.show(array, result.marks, field_size, shaded=False)
    items = len(view.canvas.find_all())
    field = 4 * 12 + 5
    geometry = Geometry(12, 9, field_size, view=shown)
    left, top, right, bottom = geometry.walled_box(5, 4)
    around = range(left - 1, right + 2), range(top - 1, bottom + 2)
    before = {(x, y): colour_at(view, x, y) for x in around[0] for y in around[1]}
    view.mark_field(field, MARK_COLOURS[1])
    inside = geometry.interior(5, 4)
    grey = tuple(int(MARK_COLOURS[1][at : at + 2], 16) for at in (1, 3, 5))
    for (x, y), colour in before.items():
        within = inside[0] <= x <= inside[2] and inside[1] <= y <= inside[3]
        assert colour_at(view, x, y) == (grey if within else colour), (x, y)
    assert len(view.canvas.find_all()) == items
    view.rescale(array, result.marks, field_size + 6, shaded=False)
    x, y = Geometry(12, 9, field_size + 6, view=shown).interior(5, 4)[:2]
    assert colour_at(view, x, y) == grey
    view.mark_fields({})
    assert colour_at(view, x, y) == BOOK.background
