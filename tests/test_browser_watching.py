"""A build watched in the browser: after the first step the bridge sends only a patch of the
page's picture, and the patches, painted as the page paints them (boxes in a clip box), give
every pixel the whole step's frame gives — forwards, backwards and in jumps, for algorithms
with and without tinted members and one that clears the grid."""

from __future__ import annotations

import json
import random

import pytest
from PIL import Image, ImageColor, ImageDraw

from labyrinth.browser.link import read_link
from labyrinth.browser.watching import WatchedBuild
from labyrinth.maze_graphs import MazeGraphs

pytestmark = pytest.mark.timeout(300)


def boxes(draw: ImageDraw.ImageDraw, colour: str, flat: list[int]) -> None:
    for i in range(0, len(flat), 4):
        draw.rectangle(flat[i : i + 4], fill=colour)  # inclusive, as the page's fillRect


def painted(frame: dict, picture: Image.Image | None = None) -> Image.Image:
    """``frame`` painted as web/src/painter.ts paints it: a whole frame on a new picture, a
    patch over ``picture`` inside its box only."""
    fresh = Image.new("RGB", tuple(frame["size"]), frame["background"])
    draw = ImageDraw.Draw(fresh)
    for fill in frame["fills"]:
        boxes(draw, fill["colour"], fill["boxes"])
    boxes(draw, frame["wall"], frame["walls"])
    for rim in frame["framed"]:
        boxes(draw, rim["colour"], rim["boxes"])
    if frame["patch"] is None:
        return fresh
    assert picture is not None and picture.size == fresh.size
    x0, y0, x1, y1 = frame["patch"]
    picture.paste(fresh.crop((x0, y0, x1 + 1, y1 + 1)), (x0, y0))
    return picture


def paint_all(frames: list[dict], picture: Image.Image | None = None) -> Image.Image:
    for frame in frames:
        picture = painted(frame, picture)
    assert picture is not None
    return picture


def watched(query: str) -> WatchedBuild:
    return WatchedBuild(MazeGraphs.from_options(read_link(query).options()))


@pytest.mark.parametrize(
    "query",
    [
        "seed=3",  # the book's maze
        "seed=4&width=90&height=70",
        "seed=5&width=60&height=45&algorithm=prim-true&exclude=3,3;4,4",  # a frontier
        "seed=6&width=32&height=24&algorithm=wilson",  # a walk that is erased
        "seed=7&width=40&height=30&algorithm=kruskal&loops=20",
        "seed=8&width=40&height=30&algorithm=recursive-division",  # clears the grid
        "seed=9&width=70&height=50&algorithm=eller",
    ],
)
def test_patches_paint_what_the_whole_frame_paints(query):
    page, reference = watched(query), watched(query)
    picture = paint_all(page.view()["frames"])
    moves = random.Random(query)
    kinds = {"whole": 0, "patch": 0}
    for _move in range(40):
        ticks = moves.choice([1, 1, 2, 7, -1, -3, 25, len(page.history) // 5, -50])
        page.go_by(ticks)
        frames = page.view()["frames"]
        kinds["patch" if frames[0]["patch"] else "whole"] += 1
        picture = paint_all(frames, picture)
        reference.go(page.tick)
        reference._painted = None  # its view: the whole frame at that step
        (whole,) = reference.view()["frames"]
        expected = painted(whole)
        assert picture.tobytes() == expected.tobytes(), (query, page.tick)
    assert kinds["patch"] > kinds["whole"]


def test_a_step_of_a_big_maze_sends_a_few_fields_not_the_maze():
    page = watched("seed=2&width=1024&height=1024")
    page.go_by(300_000)
    (whole,) = page.view()["frames"]
    page.go_by(1)
    (patch,) = page.view()["frames"]  # the fields of a step are in one tile
    x0, y0, x1, y1 = patch["patch"]
    assert (x1 - x0 + 1, y1 - y0 + 1) == (8 * 8, 8 * 8)  # a tile of fields of 8 pixels
    assert patch["size"] == whole["size"]
    assert len(json.dumps(patch)) < len(json.dumps(whole)) / 1000


def test_a_way_down_a_column_is_filled_between_its_fields_unless_a_wall_stands_there():
    """A trail through (0 | 0) and (0 | 1), open between them, reads as one strip; between
    (1 | 0) and (1 | 1), walled off, the wall is drawn."""
    from labyrinth.browser.frames import Frame
    from labyrinth.render.geometry import Geometry
    from labyrinth.sides import ALL_SIDES, BIT_N, BIT_S

    geometry = Geometry(2, 2, 24)
    walls = [ALL_SIDES & ~BIT_S, ALL_SIDES, ALL_SIDES & ~BIT_N, ALL_SIDES]
    frame = Frame(geometry, walls)
    frame.fill("#00ff00", [0, 1, 2, 3])
    picture = painted(frame.to_json()).convert("RGB")
    wall = ImageColor.getrgb(frame.to_json()["wall"])

    def between(column: int) -> set:
        x0, _y0, x1, y1 = geometry.interior(column, 0)
        below = geometry.interior(column, 1)[1]
        return {picture.getpixel(((x0 + x1) // 2, y)) for y in range(y1 + 1, below)}

    assert between(0) == {(0, 255, 0)}
    assert wall in between(1)
