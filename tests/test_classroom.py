"""The classroom: View → Text size for a projector, View → Theme light or dark, and a screen of
more dots per inch; measured on the real window under Xvfb (its pixels, its widgets' sizes)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from tkinter import font as tkfont

import pytest
from conftest import skip_or_fail
from helpers import press
from test_window import finished, grab, grab_picture, make_app, run_until
from test_window_sturdy import DRIVEN_FROM_OUTSIDE, own_screen

from labyrinth.desktop_look import parse_xft_dpi, prefers_dark
from labyrinth.gui.app import LabyrinthApp
from labyrinth.gui.fonts import CODE, SMALL
from labyrinth.gui.window import remembered_settings
from labyrinth.render.palettes import PALETTES, contrast, for_window
from labyrinth.settings import Settings, load_settings, save_settings

Colour = tuple[int, int, int]


# -- what the desktop says ----------------------------------------------------------------------


def test_xft_dpi_is_read_from_the_x_resources():
    assert parse_xft_dpi("Xft.antialias:\t1\nXft.dpi:\t192\n") == 192.0
    assert parse_xft_dpi("Xft.dpi: 120.5") == 120.5
    assert parse_xft_dpi("Xft.antialias:\t1\n") is None
    assert parse_xft_dpi("Xft.dpi:\tmany\n") is None
    assert parse_xft_dpi("Xft.dpi:\t4000\n") is None  # no screen has that


@pytest.fixture
def gnome_settings(monkeypatch, tmp_path):
    """GNOME's settings in a file of the test's own (GLib's keyfile back end): ``set(key,
    value)`` changes one as the desktop's settings panel would."""
    if sys.platform in ("win32", "darwin") or not shutil.which("gsettings"):
        skip_or_fail("gsettings is missing (apt-get install libglib2.0-bin)")
    monkeypatch.setenv("GSETTINGS_BACKEND", "keyfile")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "desktop"))
    schemas = subprocess.run(
        ["gsettings", "list-keys", "org.gnome.desktop.interface"],
        capture_output=True,
        text=True,
        timeout=30,
    )
    if "color-scheme" not in schemas.stdout:
        skip_or_fail("GNOME's schemas are missing (apt-get install gsettings-desktop-schemas)")

    def change(key: str, value: str) -> None:
        subprocess.run(
            ["gsettings", "set", "org.gnome.desktop.interface", key, value],
            check=True,
            timeout=30,
        )

    return change


def test_as_the_system_reads_gnomes_colour_scheme_and_gtk_theme(gnome_settings, monkeypatch):
    assert prefers_dark() is False  # nothing set: light
    gnome_settings("color-scheme", "prefer-dark")
    assert prefers_dark() is True
    gnome_settings("color-scheme", "prefer-light")
    gnome_settings("gtk-theme", "Adwaita-dark")
    assert prefers_dark() is False  # the colour scheme says light, and it wins
    gnome_settings("color-scheme", "default")
    assert prefers_dark() is True  # no scheme: the theme's name says dark
    monkeypatch.setenv("GTK_THEME", "Adwaita:light")
    assert prefers_dark() is False  # the variable wins over both
    monkeypatch.setenv("GTK_THEME", "Adwaita:dark")
    assert prefers_dark() is True


def test_text_size_and_theme_are_settings_with_bad_values_dropped(tmp_path):
    path = tmp_path / "settings.json"
    assert save_settings(Settings(text_size=150, theme="dark"), path) is None
    assert load_settings(path) == (Settings(text_size=150, theme="dark"), None)
    path.write_text(json.dumps({"text_size": 120, "theme": "purple", "width": 40}))
    settings, warning = load_settings(path)
    assert settings == Settings(width=40)
    assert warning is not None and "text_size, theme" in warning


# -- the window: keys, menus, sizes ------------------------------------------------------------


def test_alt_keys_change_the_text_and_ctrl_keys_still_zoom_the_maze(tk_root):
    app = make_app(tk_root)
    body = tkfont.nametofont("SunValleyBodyFont")
    normal, field = body.metrics("linespace"), app.view.field_size
    press(app, "Alt-plus")  # the maze has the focus
    assert app.settings.text_size == 110 and app.view.field_size >= field
    assert not app.viewport.user_zoom
    press(app, "Alt-plus")
    press(app, "Alt-plus")
    assert app.settings.text_size == 150
    assert body.metrics("linespace") >= 1.4 * normal
    press(app, "Control-plus")  # the maze's zoom, not the text's
    assert app.settings.text_size == 150 and app.viewport.user_zoom
    press(app, "Alt-minus")
    assert app.settings.text_size == 125
    press(app, "Alt-0")
    assert app.settings.text_size == 100 and body.metrics("linespace") == normal
    for _press in range(12):
        press(app, "Alt-minus")
    assert app.settings.text_size == 75  # the smallest
    for _press in range(12):
        press(app, "Alt-plus")
    assert app.settings.text_size == 300  # the largest


def named_sizes(root) -> dict[str, int]:
    return {name: tkfont.nametofont(name, root).metrics("linespace") for name in tkfont.names(root)}


def test_the_text_size_menu_scales_every_font_control_swatch_and_help_window(tk_root):
    app = make_app(tk_root)
    menu = app.menus["text_size"]
    labels = [
        menu.entrycget(i, "label")
        for i in range(menu.index("end") + 1)
        if menu.type(i) != "separator"
    ]
    assert labels[:3] == ["Larger text", "Smaller text", "Normal text size"]
    assert labels[3:] == [f"{size} %" for size in (75, 90, 100, 110, 125, 150, 175, 200, 250, 300)]
    tk_root.update()
    before = named_sizes(tk_root)
    build = app.controls.buttons["build"]
    sizes = {
        "button": build.winfo_reqheight(),
        "status": app.status.winfo_reqheight(),
        "swatch": app.legend.entries["start"][0].winfo_reqheight(),
        "field": app.controls.fields["width"].winfo_reqheight(),
    }
    shortcuts = app.help.show("shortcuts")
    row = int(
        str(
            shortcuts.tree.winfo_toplevel().tk.call(
                "ttk::style", "lookup", "Treeview", "-rowheight"
            )
        )
    )
    index = labels.index("200 %") + 1  # after the separator
    menu.invoke(index)
    tk_root.update()
    assert app.settings.text_size == 200
    after = named_sizes(tk_root)
    for name in (
        "TkDefaultFont",
        "TkMenuFont",
        "TkFixedFont",
        "TkHeadingFont",
        "TkTooltipFont",
        "SunValleyBodyFont",
        "SunValleyCaptionFont",
        SMALL,
        CODE,
    ):
        assert 1.7 * before[name] <= after[name] <= 2.3 * before[name], name
    assert build.winfo_reqheight() >= 1.5 * sizes["button"]
    assert app.status.winfo_reqheight() >= 1.5 * sizes["status"]
    assert app.legend.entries["start"][0].winfo_reqheight() == 2 * sizes["swatch"]
    assert app.controls.fields["width"].winfo_reqheight() >= 1.5 * sizes["field"]
    reopened = app.help.windows["shortcuts"]
    assert reopened is not shortcuts and reopened.exists()  # opened again at the new size
    grown = int(str(tk_root.tk.call("ttk::style", "lookup", "Treeview", "-rowheight")))
    assert grown >= 1.7 * row
    assert tk_root.winfo_width() >= tk_root.minsize()[0]


# -- dark: measured on the screen --------------------------------------------------------------


def most_common(image, box=None) -> Colour:
    part = image.convert("RGB") if box is None else image.convert("RGB").crop(box)
    return max(part.getcolors(part.width * part.height))[1]


def text_contrast(widget) -> float:
    """The contrast of a widget's text with its background, on the screen: the background is
    its most common colour, the text the colour that stands out most from it."""
    shot = grab(widget).convert("RGB")
    ground = most_common(shot)
    colours = shot.getcolors(shot.width * shot.height)
    return max(contrast(colour, ground) for _count, colour in colours)


def themed_app(tk_root, theme: str, palette: str, text_size: int = 100) -> LabyrinthApp:
    settings = Settings(
        width=10, height=8, speed=0, theme=theme, palette=palette, text_size=text_size
    )
    app = LabyrinthApp(tk_root, settings, seed=4)
    tk_root.update()
    return app


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_text_of_the_window_stands_out_from_its_background(tk_root, theme):
    app = themed_app(tk_root, theme, "book")
    app.build()
    run_until(tk_root, lambda: finished(app))
    assert app.look.dark == (theme == "dark")
    labels = [
        child
        for child in app.controls.winfo_children()[0].winfo_children()
        if child.winfo_class() == "TLabel"
    ]
    widgets = [
        *labels,
        app.controls.buttons["build"],
        app.status.label,
        app.status.detail,
        app.legend.entries["visited"][1].winfo_children()[1],
    ]
    for widget in widgets:
        assert text_contrast(widget) >= 4.5, widget
    ground = most_common(grab(app.controls))
    assert (sum(ground) < 3 * 60) == (theme == "dark")  # the window is dark, or light


@pytest.mark.parametrize("name", ["okabe-ito", "high-contrast", "book"])
def test_in_the_dark_walls_marks_and_the_current_field_keep_their_contrast(tk_root, name):
    app = themed_app(tk_root, "dark", name)
    palette = for_window(PALETTES[name], dark=True)
    assert app.view.palette == palette
    app.build(paused=True)
    for _step in range(5):
        app.session.mode.step()
    tk_root.update()
    geometry, canvas = app.view.geometry, app.view.canvas
    shot = grab(canvas).convert("RGB")
    left, top = int(canvas.canvasx(0)), int(canvas.canvasy(0))

    def on_screen(box):
        return (box[0] - left, box[1] - top, box[2] - left + 1, box[3] - top + 1)

    walker = [round(value) for value in canvas.coords("walker")]
    current = most_common(
        shot, on_screen((walker[0] + 3, walker[1] + 3, walker[2] - 4, walker[3] - 4))
    )
    picture = grab_picture(app).convert("RGB")
    width, _height = picture.size
    margin = geometry.margin
    ground = most_common(picture, (0, 0, width, margin - 1))  # the margin
    wall = most_common(picture, (margin, margin, width - margin, margin + 1))  # the top rim
    far = geometry.interior(geometry.width - 1, geometry.height - 1)  # not reached yet
    untouched = most_common(picture, (far[0], far[1], far[2] + 1, far[3] + 1))
    assert ground == palette.background and wall == palette.wall
    assert untouched == palette.untouched and current == palette.current
    assert contrast(wall, ground) >= 3 and contrast(wall, untouched) >= 3
    assert contrast(current, untouched) >= 3
    app.session.mode.finish()
    run_until(tk_root, lambda: finished(app))
    tk_root.update()
    picture = grab_picture(app).convert("RGB")
    result = app.graphs.result
    for field, colour in ((result.start, palette.start), (result.end, palette.end)):
        box = geometry.mark_box(*field)
        mark = picture.crop((box[0], box[1], box[2] + 1, box[3] + 1))
        counts = {seen: count for count, seen in mark.getcolors(mark.width * mark.height)}
        assert counts.get(colour, 0) >= mark.width * mark.height / 4  # the mark is there
        if name != "book":  # the book's own look: its marks are set off by their outline
            assert contrast(colour, ground) >= 3
    if name == "book":  # a white page on the dark window, framed by the window's colour
        assert palette.background == (255, 255, 255)
        assert canvas.cget("background") == tk_root.cget("background")


def test_the_theme_menu_switches_the_window_and_the_maze(tk_root):
    app = themed_app(tk_root, "light", "okabe-ito")
    menu = app.menus["theme"]
    labels = {menu.entrycget(i, "label"): i for i in range(menu.index("end") + 1)}
    assert list(labels) == ["Light", "Dark", "As the system"]
    light = most_common(grab(app.controls))
    menu.invoke(labels["Dark"])
    tk_root.update()
    assert app.settings.theme == "dark" and app.look.dark
    assert app.view.palette.name == "okabe-ito-dark"
    assert contrast(most_common(grab(app.controls)), light) > 10
    menu.invoke(labels["As the system"])  # GNOME's default here: light
    tk_root.update()
    assert app.settings.theme == "system" and not app.look.dark
    assert most_common(grab(app.controls)) == light
    assert app.view.palette.name == "okabe-ito"


def test_text_size_and_theme_are_remembered_across_a_restart(tk_root):
    app = LabyrinthApp(tk_root, remembered_settings(), seed=1)
    tk_root.update()
    normal = tkfont.nametofont("SunValleyBodyFont").metrics("linespace")
    app.appearance.set_text_size(175)
    app.appearance.set_theme("dark")
    app.quit()  # the window closes, the settings are saved
    import tkinter as tk

    root = tk.Tk()
    try:
        again = LabyrinthApp(root, remembered_settings(), seed=1)
        root.update()
        assert again.look.text_size == 175 and again.look.dark
        assert tkfont.nametofont("SunValleyBodyFont", root).metrics("linespace") >= 1.6 * normal
        assert (
            again.appearance.variables["text_size"].get() == "175"
            and again.appearance.variables["theme"].get() == "dark"
        )
    finally:
        root.destroy()


def test_a_window_opened_on_a_file_remembers_its_look_too(tk_root, tmp_path):
    from labyrinth import MazeGraphs

    graphs = MazeGraphs(6, 5, display=False, seed=2)
    graphs.build_maze()
    app = LabyrinthApp(tk_root, Settings(), graphs, remember_maze=False)
    app.appearance.set_text_size(250)
    app.appearance.set_theme("light")
    app.quit()
    assert load_settings()[0] == Settings(text_size=250, theme="light")


# -- whole screens, in X servers of their own ----------------------------------------------------

# The start of a script that opens the window with the remembered settings in a screen of its
# own: ``settle`` lets it draw, ``walk`` lists every widget shown with its place, the size it
# has and the size it asks for, and for a label or button its text's width.
WINDOW = """
import json, subprocess, sys
from tkinter import font as tkfont
from labyrinth.gui.window import make_root, remembered_settings
from labyrinth.gui.app import LabyrinthApp
from labyrinth.gui.window_size import menubar_height

root = make_root()
app = LabyrinthApp(root, remembered_settings(), seed=1)


def settle():
    for _pass in range(40):
        root.update()
        root.after(10)
    root.winfo_pointerxy()  # a round trip: the server has drawn everything


def text_width(widget):
    # a label's text as wide as its widest line or, wrapped (the label then as wide as its
    # lines), its widest word, which does not wrap
    label = widget.winfo_class() == "TLabel"
    own = str(widget.cget("font")) if label else ""
    style = str(widget.cget("style")) or widget.winfo_class()
    font = tkfont.nametofont(
        own or str(root.tk.call("ttk::style", "lookup", style, "-font")) or "TkDefaultFont"
    )
    text = str(widget.cget("text"))
    widest = max(font.measure(line) for line in text.splitlines() or [""])
    wrap = int(str(widget.cget("wraplength")) or 0) if label else 0
    if wrap <= 0:
        return widest
    return max(font.measure(word) for word in text.split() or [""])


def walk(widget, found):
    for child in widget.winfo_children():
        if child.winfo_toplevel() is not root or not child.winfo_ismapped():
            continue
        x, y = child.winfo_rootx() - root.winfo_rootx(), child.winfo_rooty() - root.winfo_rooty()
        given = (child.winfo_width(), child.winfo_height())
        wanted = (child.winfo_reqwidth(), child.winfo_reqheight())
        text = None
        if child.winfo_class() in ("TLabel", "TButton", "TCheckbutton", "TRadiobutton"):
            text = text_width(child)
        found.append([str(child), child.winfo_class(), x, y, *given, *wanted, text])
        walk(child, found)
    return found
"""

FITS = (
    WINDOW
    + """
app.build()
settle()
subprocess.run(["import", "-window", "root", sys.argv[1]], check=True)
print(json.dumps({
    "screen": [root.winfo_screenwidth(), root.winfo_screenheight()],
    "window": [root.winfo_rootx(), root.winfo_rooty(), root.winfo_width(), root.winfo_height()],
    "menu bar": menubar_height(root),
    "canvas": str(app.view.canvas),
    "widgets": walk(root, []),
    "field size": app.view.field_size,
    "body": tkfont.nametofont("SunValleyBodyFont").metrics("linespace"),
}))
root.destroy()
"""
)


def run_on_screen(
    size, tmp_path, name, *, language="en", settings=None, resources=None, script=FITS, server=()
):
    """``script`` (FITS: the main window) in an X server of its own with a screen of
    ``size`` (and the server's options ``server``): what it printed, and its screenshot
    ``tmp_path/name.png``; ``resources`` go into the server's X resources first."""
    for tool in ("import", *(("xrdb",) if resources else ())):
        if not shutil.which(tool):
            skip_or_fail(f"{tool} is missing (apt-get install imagemagick x11-xserver-utils)")
    config = tmp_path / name / "config"
    if settings is not None:
        assert save_settings(settings, config / "labyrinth" / "settings.json") is None
    env = dict(os.environ, LANGUAGE=language, XDG_CONFIG_HOME=str(config))
    # -noreset: the X resources stay when xrdb, the last client, leaves
    with own_screen(size, "-noreset", *server) as display:
        env["DISPLAY"] = display
        if resources:
            subprocess.run(
                ["xrdb", "-nocpp", "-merge"],
                input=resources,
                text=True,
                env=env,
                check=True,
                timeout=30,
            )
        shot = tmp_path / f"{name}.png"
        done = subprocess.run(
            [sys.executable, "-c", script, str(shot)],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])  # after what the build prints


@DRIVEN_FROM_OUTSIDE
@pytest.mark.parametrize(
    ("size", "language"), [((1366, 768), "en"), ((1366, 768), "de"), ((1920, 1080), "fr")]
)
def test_at_200_percent_every_control_is_whole_and_inside_the_window(tmp_path, size, language):
    seen = run_on_screen(size, tmp_path, "big", language=language, settings=Settings(text_size=200))
    assert seen["screen"] == list(size)
    left, top, width, height = seen["window"]
    assert left >= 0 and top - seen["menu bar"] >= 0
    assert left + width <= size[0] and top + height <= size[1]
    assert len(seen["widgets"]) > 40
    for path, kind, x, y, w, h, wanted_w, wanted_h, text in seen["widgets"]:
        assert x >= 0 and y >= 0 and x + w <= width and y + h <= height, (path, "outside")
        if path == seen["canvas"]:  # the maze scrolls
            continue
        assert wanted_w <= w and wanted_h <= h, (path, kind, "cut", (w, h), (wanted_w, wanted_h))
        if text is not None:
            assert text <= w, (path, "text cut")


@DRIVEN_FROM_OUTSIDE
def test_xft_dpi_192_gives_a_window_twice_as_big(tmp_path):
    normal = run_on_screen((2560, 1600), tmp_path, "96dpi")
    scaled = run_on_screen((2560, 1600), tmp_path, "192dpi", resources="Xft.dpi:\t192\n")
    assert scaled["field size"] >= 2 * normal["field size"] - 1  # the maze's lines and marks
    assert scaled["body"] >= 1.8 * normal["body"]
    assert scaled["window"][2] >= 1.9 * normal["window"][2]
    assert scaled["window"][3] >= 1.9 * normal["window"][3] or scaled["window"][3] >= 1600 - 100


@DRIVEN_FROM_OUTSIDE
def test_an_x_server_at_192_dpi_without_xft_dpi_scales_the_window_as_xft_dpi_does(tmp_path):
    """Tk sizes the menu bar's points by the server's dots per inch: the fonts in pixels, the
    widgets and the maze must follow them, as they follow the desktop's ``Xft.dpi``."""
    xft = run_on_screen((2560, 1600), tmp_path, "xft", resources="Xft.dpi:\t192\n")
    server = run_on_screen((2560, 1600), tmp_path, "server", server=("-dpi", "192"))
    for seen in ("field size", "body", "menu bar", "window"):
        assert server[seen] == xft[seen], seen


def test_a_dark_window_saves_what_it_shows_and_prints_worksheets_on_white(tk_root, tmp_path):
    from PIL import Image

    from labyrinth.gui.file_dialogs import save_to
    from labyrinth.render.palettes import OKABE_ITO, OKABE_ITO_DARK

    app = themed_app(tk_root, "dark", "okabe-ito")
    app.build()
    run_until(tk_root, lambda: finished(app))
    assert save_to(app.session, app.window, tmp_path / "shown.png")
    with Image.open(tmp_path / "shown.png") as picture:
        assert most_common(picture) == OKABE_ITO_DARK.background
    if not shutil.which("pdftoppm"):
        skip_or_fail("pdftoppm is missing (apt-get install poppler-utils)")
    assert save_to(app.session, app.window, tmp_path / "sheet.pdf")
    subprocess.run(
        [
            "pdftoppm",
            "-png",
            "-r",
            "50",
            "-f",
            "1",
            "-l",
            "1",
            tmp_path / "sheet.pdf",
            tmp_path / "page",
        ],
        check=True,
        timeout=60,
    )
    with Image.open(next(tmp_path.glob("page*.png"))) as page:
        counts = page.convert("RGB").getcolors(1 << 20)
    colours = {colour for _count, colour in counts}
    assert most_common(page) == (255, 255, 255)
    assert OKABE_ITO.wall in colours and OKABE_ITO_DARK.wall not in colours
