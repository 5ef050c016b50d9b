"""The teaching view's marks: its pool of rectangles on a real canvas (what it shows, which
items it moves, that it starts over once the maze view deleted its items), and the boxes of
many fields worked out at once."""

from __future__ import annotations

import tkinter as tk

import pytest

from labyrinth.gui.teach import overlay
from labyrinth.gui.teach.marks import Pool
from labyrinth.render.geometry import BLOCKS, JUNCTIONS, WALLS, Geometry


def shown(canvas, tag):
    """The boxes and colours the canvas shows under ``tag``, as a set."""
    return {
        (tuple(canvas.coords(item)), canvas.itemcget(item, "fill"))
        for item in canvas.find_withtag(tag)
        if canvas.itemcget(item, "state") != "hidden"
    }


def row(first, count, colour="#c8a0ff"):
    boxes = [(10.0 * x, 0.0, 10.0 * x + 8, 8.0) for x in range(first, first + count)]
    return boxes, [colour] * count


def test_the_pool_shows_exactly_the_boxes_asked_for(tk_root):
    canvas = tk.Canvas(tk_root, width=400, height=50)
    pool = Pool(canvas, "marks", filled=True)
    for boxes, colours in (row(0, 30), row(5, 10, "#9be39b"), row(0, 0), row(3, 40)):
        pool.show(boxes, colours)
        assert shown(canvas, "marks") == {
            (tuple(float(v) for v in box), colour)
            for box, colour in zip(boxes, colours, strict=True)
        }
    assert len(canvas.find_withtag("marks")) == 40  # items reused, never more than needed


def test_a_box_joining_in_front_moves_one_rectangle_not_all_after_it(tk_root):
    canvas = tk.Canvas(tk_root, width=400, height=50)
    pool = Pool(canvas, "marks", filled=True)
    boxes, colours = row(1, 30)
    pool.show(boxes, colours)
    places = {item: tuple(canvas.coords(item)) for item in canvas.find_withtag("marks")}
    more, more_colours = row(0, 31)  # one more box, first in the list
    pool.show(more, more_colours)
    moved = [item for item, box in places.items() if tuple(canvas.coords(item)) != box]
    assert moved == [] and len(canvas.find_withtag("marks")) == 31


def test_the_pool_starts_over_when_its_items_were_deleted(tk_root):
    canvas = tk.Canvas(tk_root, width=400, height=50)
    pool = Pool(canvas, "marks", filled=True)
    boxes, colours = row(0, 5)
    pool.show(boxes, colours)
    canvas.delete("all")  # as the maze view does when it draws the whole picture anew
    pool.show(boxes, colours)
    assert len(shown(canvas, "marks")) == 5


@pytest.mark.parametrize("view", [WALLS, BLOCKS, JUNCTIONS])
@pytest.mark.parametrize("field_size", [1, 2, 3, 5, 8, 13, 24])
def test_the_boxes_of_many_fields_are_each_fields_box(view, field_size):
    geometry = Geometry(11, 7, field_size, view=view)
    fields = range(11 * 7)
    for inset in (field_size / 4, field_size / 8, 2):
        expected = [overlay.box(geometry, field, inset) for field in fields]
        assert overlay.boxes(geometry, fields, inset) == expected
