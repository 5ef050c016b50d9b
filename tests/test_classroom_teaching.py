"""The teaching view in a classroom: at 200 % text size on a 1920 × 1080 projector and at 150 %
on a 1366 × 768 laptop, with the book's maze and with another algorithm, every widget of the
view is whole and inside the window, the stack's rows do not overlap, the source shows whole
lines, and a text size or theme chosen while the view is open lays it out anew; in the dark
its texts and marks stand out. Measured on the real window in X servers of their own."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from test_classroom import WINDOW, most_common, run_on_screen
from test_window_sturdy import DRIVEN_FROM_OUTSIDE

from labyrinth.gui.teach.layout import SOURCE_WANTED_LINES
from labyrinth.render.palettes import contrast
from labyrinth.settings import Settings

# Opens the teaching view (F7) on the finished maze a few steps in, writes what it shows
# (``seen``) and a screenshot, presses the keys KEYS (View → Text size's) and chooses the
# theme THEME ("" for none) with the view still open, gives the window the geometry GEOMETRY
# ("" to leave it), and writes what it shows then.
TEACHING = (
    WINDOW
    + """
from helpers import press
from labyrinth.gui.fonts import CODE, SMALL

view = app.modes["teach"]
panel = view.panel


def press_settled(key):
    # a key in the maze view, and all it changes drawn
    press(app, key)
    settle()


def box(widget):
    x, y = widget.winfo_rootx(), widget.winfo_rooty()
    return [x, y, x + widget.winfo_width(), y + widget.winfo_height()]


def display_lines(text):
    # every display line Tk shows of the text, whole or in part: its top and height
    lines, index = [], text.index("@0,0")
    while (info := text.dlineinfo(index)) is not None:
        lines.append(info[1:4:2])
        following = text.index(f"{index} + 1 display lines")
        if following == index:
            break
        index = following
    return lines


def running_lines(text):
    # the top and height of the running line's first and last display lines
    running = text.tag_ranges("running")
    ends = (running[0], f"{running[1]} - 1 char") if running else ()
    return [(info[1], info[3]) if (info := text.dlineinfo(end)) else None for end in ends]


def drawn(canvas):
    # the box of every item drawn: a text's as shown, a shape's by its coordinates
    boxes = []
    for item in canvas.find_all():
        if canvas.type(item) == "text":
            boxes.append(canvas.bbox(item))
        else:
            xs, ys = canvas.coords(item)[0::2], canvas.coords(item)[1::2]
            boxes.append((min(xs), min(ys), max(xs), max(ys)))
    return boxes


def seen(shot):
    settle()
    subprocess.run(["import", "-window", "root", shot], check=True)
    source, stack, scale = panel.source, panel.stack, panel.scale
    running = source.tag_ranges("running")
    return {
        "screen": [root.winfo_screenwidth(), root.winfo_screenheight()],
        "window": box(root),
        "geometry": root.wm_geometry(),
        "menu bar": menubar_height(root),
        "least": list(root.minsize()),
        "widgets": walk(root, []),
        "small": tkfont.nametofont(SMALL).metrics("linespace"),
        "code": tkfont.nametofont(CODE).metrics("linespace"),
        "rows": [list(stack.bbox(item) or ()) for item in stack.get_children()],
        "row height": panel.row_height(),
        "stack": {"path": str(stack), "xview": list(stack.xview())},
        "source": {
            "path": str(source),
            "box": box(source),
            "inside": panel.source_border() // 2,
            "lines": display_lines(source),
            "running": running_lines(source),
            "xview": list(source.xview()),
        },
        "scale": {"path": str(scale), "box": box(scale), "drawn": drawn(scale)},
        "texts": {
            name: box(widget)
            for name, widget in (
                ("counters", panel.counters),
                ("check", panel.check),
                ("why", panel.why),
                ("note", panel.controls.fields_note),
                ("total", panel.controls.total),
                ("play", panel.controls.play),
            )
            if widget.winfo_ismapped()
        },
        "panel": box(panel),
        "maze": [str(app.view), str(app.view.canvas)],  # it scrolls
    }


app.build()
app.session.mode.finish()
while app.graphs.result is None:
    root.update()
press_settled("F7")
view.jump(len(view.history) // 5)
for _step in range(3):
    press_settled("Right")
first = seen(sys.argv[1])
for key in KEYS.split():
    press_settled(key)
if THEME:
    app.appearance.set_theme(THEME)
if GEOMETRY:
    root.geometry(GEOMETRY)
print(json.dumps({"first": first, "then": seen(sys.argv[1].replace(".png", "-then.png"))}))
root.destroy()
"""
)


def teaching_on_screen(size, tmp_path, settings, keys="", theme="", geometry="", language="en"):
    """The teaching view as TEACHING sees it before and after ``keys``, ``theme`` and
    ``geometry``, with the two screenshots."""
    tests = str(Path(__file__).parent)  # where the script finds the tests' helpers
    plan = f"import sys\nsys.path.insert(0, {tests!r})\n"
    plan += f"KEYS, THEME, GEOMETRY = {keys!r}, {theme!r}, {geometry!r}\n"
    seen = run_on_screen(
        size, tmp_path, "teach", language=language, settings=settings, script=plan + TEACHING
    )
    shots = tmp_path / "teach.png", tmp_path / "teach-then.png"
    return seen["first"], seen["then"], shots


def assert_whole(seen):
    """Every widget inside the window and whole; the stack's rows apart; the source's lines
    and the depth scale's drawing whole."""
    left, top, right, bottom = seen["window"]
    width, height = seen["screen"]
    assert left >= 0 and top - seen["menu bar"] >= 0 and right <= width and bottom <= height
    assert right - left >= seen["least"][0] and bottom - top >= seen["least"][1]
    scrolled = {*seen["maze"], seen["source"]["path"], seen["stack"]["path"]}  # checked below
    assert len(seen["widgets"]) > 60
    for path, kind, x, y, w, h, wanted_w, wanted_h, text in seen["widgets"]:
        assert x >= 0 and y >= 0 and x + w <= right - left and y + h <= bottom - top, path
        if path in scrolled:
            continue
        assert wanted_w <= w and wanted_h <= h, (path, kind, "cut", (w, h), (wanted_w, wanted_h))
        if text is not None:
            assert text <= w, (path, "text cut", text, w)
    # the stack: every row shown whole, as high as a line at least, none over another
    rows = seen["rows"]
    assert len(rows) >= 3 and all(rows), rows
    assert seen["row height"] >= seen["small"]
    for (_x, y, _w, h), (_x2, below, _w2, _h2) in zip(rows, rows[1:], strict=False):
        assert h >= seen["small"] and below >= y + h, rows
    assert seen["stack"]["xview"] == [0.0, 1.0]  # no column cut off
    # the source: whole lines only, the running line among them, nothing cut off sideways
    source = seen["source"]
    inside, source_height = source["inside"], source["box"][3] - source["box"][1]
    assert len(source["lines"]) >= 5
    for y, h in source["lines"]:
        assert h >= seen["code"] and y >= inside and y + h <= source_height - inside, source
    assert len(source["running"]) == 2 and None not in source["running"]
    for y, h in source["running"]:
        assert y >= inside and y + h <= source_height - inside
    assert source["xview"] == [0.0, 1.0]
    # the depth scale: its label and marks on the canvas
    x0, y0, x1, y1 = seen["scale"]["box"]
    for left, top, right, bottom in seen["scale"]["drawn"]:
        assert left >= 0 and top >= 0 and right <= x1 - x0 and bottom <= y1 - y0


def on_screen(seen, name):
    """The screen's box of one of ``seen``'s texts."""
    return tuple(seen["texts"][name])


CASES = {
    "projector-book": ((1920, 1080), Settings(text_size=200), "en"),
    "projector-book-german": ((1920, 1080), Settings(text_size=200), "de"),
    "projector-prim": ((1920, 1080), Settings(text_size=200, algorithm="prim-true"), "en"),
    "laptop-book": ((1366, 768), Settings(text_size=150), "en"),
    "laptop-book-french": ((1366, 768), Settings(text_size=150), "fr"),
    "laptop-prim": ((1366, 768), Settings(text_size=150, algorithm="prim-true"), "en"),
}


@DRIVEN_FROM_OUTSIDE
@pytest.mark.parametrize("case", CASES)
def test_the_teaching_view_is_whole_at_a_classrooms_text_size(tmp_path, case):
    """Whole at the size it opened with, and again after a smaller text size chosen with the
    view open: the fonts smaller, the rows and the window's least size with them."""
    size, settings, language = CASES[case]
    first, then, _shots = teaching_on_screen(
        size, tmp_path, settings, keys="Alt-minus Alt-minus", language=language
    )
    assert first["screen"] == list(size)
    assert_whole(first)
    assert_whole(then)
    assert then["small"] < first["small"] and then["code"] < first["code"]
    assert then["row height"] < first["row height"]
    assert then["least"][0] < first["least"][0] and then["least"][1] < first["least"][1]


@DRIVEN_FROM_OUTSIDE
def test_a_projector_s_small_screen_at_150_percent_shows_a_dozen_lines_of_the_code(tmp_path):
    """1280 × 800 at 150 %: the explanation under the check line gives way to the source
    (it showed five lines of the book's method beside it), and stays the check line's
    tooltip."""
    first, _then, _shots = teaching_on_screen((1280, 800), tmp_path, Settings(text_size=150))
    source = first["source"]
    whole = [(y, h) for y, h in source["lines"] if y + h <= source["box"][3] - source["box"][1]]
    assert len(whole) >= SOURCE_WANTED_LINES
    assert "why" not in first["texts"]


@DRIVEN_FROM_OUTSIDE
def test_a_larger_text_and_the_dark_theme_chosen_with_the_view_open(tmp_path):
    """Opened at 100 % in the light theme, then 200 % and dark with the view open: laid out
    anew as a window opened so, and its texts and marks stand out from the dark ground."""
    screen = (1920, 1080)
    opened, _then, _shots = teaching_on_screen(screen, tmp_path / "opened", Settings(text_size=200))
    keys = " ".join(["Alt-plus"] * 5)  # 110, 125, 150, 175, 200
    first, then, shots = teaching_on_screen(
        screen, tmp_path, Settings(text_size=100), keys, "dark", opened["geometry"]
    )
    assert_whole(first)
    assert_whole(then)
    assert then["small"] >= 1.8 * first["small"] and then["row height"] >= 1.8 * first["row height"]
    assert then["least"][0] > first["least"][0] and then["least"][1] > first["least"][1]
    # as the window opened at 200 %, of the same size
    assert then["geometry"] == opened["geometry"]
    assert then["row height"] == opened["row height"]
    assert then["panel"] == opened["panel"] and then["source"]["box"] == opened["source"]["box"]
    assert len(then["rows"]) == len(opened["rows"])
    with Image.open(shots[1]) as shot:
        picture = shot.convert("RGB")
    ground = most_common(picture, tuple(then["panel"]))
    assert sum(ground) < 3 * 60  # dark
    for name in then["texts"]:
        part = picture.crop(on_screen(then, name))
        back = most_common(part)
        colours = part.getcolors(part.width * part.height)
        assert max(contrast(colour, back) for _count, colour in colours) >= 4.5, name
    # the source's lines, and its running line on its own colour
    source = then["source"]
    x0, y0, x1, _y1 = source["box"]
    (first_top, _height), (last_top, last_height) = source["running"]
    running = (x0, y0 + first_top, x1, y0 + last_top + last_height)
    for box in (source["box"], running):
        part = picture.crop(tuple(box))
        back = most_common(part)
        colours = part.getcolors(part.width * part.height)
        assert max(contrast(colour, back) for _count, colour in colours) >= 4.5, box
    # the depth scale: its label's line above, the bar with its marks below
    x0, y0, x1, y1 = then["scale"]["box"]
    label = picture.crop((x0, y0, x1, y0 + then["small"]))
    bar = picture.crop((x0, y0 + then["small"], x1, y1))
    scale_ground = most_common(picture, (x0, y0, x1, y1))
    assert scale_ground == ground  # the strip lies on the window's own colour
    colours = label.getcolors(label.width * label.height)
    assert max(contrast(colour, scale_ground) for _count, colour in colours) >= 4.5
    marks = [colour for count, colour in bar.getcolors(bar.width * bar.height) if count >= 20]
    assert len(marks) >= 4  # the ground, the outline, the open calls, the depth, the limit
    for colour in marks:
        assert colour == scale_ground or contrast(colour, scale_ground) >= 3, colour
