"""Masks, islands and blocks in the real window under Xvfb: File → Mask from text… and Mask
from picture… with their preview, Use mask as one step of Undo, the painter on the result,
Save mask…, the Maze menu's islands and blocks, and what the status bar says before and after
a build — checked on screenshots where the user would look."""

from __future__ import annotations

from pathlib import Path

from helpers import press
from PIL import Image
from test_print_dialog import save_as
from test_savefile import choose_in_the_open_dialog
from test_window import click_field, finished, grab, grab_fields, make_app, run_until, shown_built

from labyrinth.gui.mask_dialog import INSIDE_COLOUR
from labyrinth.islands import find_regions
from labyrinth.masks import Mask
from labyrinth.masks.font import word_mask
from labyrinth.masks.text_file import read_mask
from labyrinth.render.geometry import LIGHT_GREY, ORANGE

HEART = Path(__file__).parent.parent / "examples" / "heart.mask"


def menu_entry(menu, label):
    """Invoke the entry of ``menu`` with ``label``, as a click on it does."""
    index = next(
        i
        for i in range(menu.index("end") + 1)
        if menu.type(i) in ("command", "radiobutton") and menu.entrycget(i, "label") == label
    )
    menu.invoke(index)
    menu.update()


def colours_in(image):
    return {colour for _count, colour in image.getcolors(image.width * image.height)}


def field_colours(app, mask_width, mask_height):
    """The colour at the middle of each field on the screen, row by row."""
    shot = grab_fields(app)
    geometry = app.view.geometry
    colours = []
    for y in range(mask_height):
        for x in range(mask_width):
            left, top, right, bottom = geometry.interior(x, y)
            colours.append(shot.getpixel(((left + right) // 2, (top + bottom) // 2)))
    return colours


def test_mask_from_text_previews_the_word_and_use_mask_makes_the_grid(tk_root):
    app = make_app(tk_root)
    before = app.graphs
    menu_entry(app.menus["file"], "Mask from text…")
    dialog = app.files.mask_dialog
    assert dialog is not None and dialog.exists()
    assert dialog.islands.get() == "join"  # a word's letters are one maze from the start
    dialog.word.set("7B")
    tk_root.update()
    mask = word_mask("7B")
    assert dialog.sentence.cget("text") == (
        f"{mask.width} × {mask.height} fields, {mask.inside_count} of them in the maze. "
        "The mask leaves 2 separate regions: 1 door joins them into one maze."
    )
    # the preview shows the word as the mask has it: dark where the maze goes, grey outside,
    # and the door orange
    preview = grab(dialog.canvas).convert("RGB")
    colours = colours_in(preview)
    assert {INSIDE_COLOUR, LIGHT_GREY, ORANGE} <= colours
    dialog.use_button.invoke()
    tk_root.update()
    assert not dialog.exists()
    maze = app.graphs.maze_array
    assert (maze.width, maze.height) == (mask.width, mask.height)
    assert app.session.excluded == frozenset(mask.outside_fields())
    assert app.islands_var.get() == "join"
    grey = tuple(LIGHT_GREY)
    shown = field_colours(app, mask.width, mask.height)
    assert [colour == grey for colour in shown] == [bool(value) for value in mask.outside]
    assert app.status.text.startswith(
        "The excluded fields leave 2 separate regions: 1 door joins them into one maze."
    )
    press(app, "Control-z")
    assert app.graphs is before  # Use mask is one step of Undo


def test_a_word_that_cannot_be_drawn_says_why_and_cannot_be_used(tk_root):
    app = make_app(tk_root)
    app.files.mask_from_text()
    dialog = app.files.mask_dialog
    dialog.word.set("A%")
    tk_root.update()
    assert dialog.sentence.cget("text").startswith("The letter '%' is not in the built-in font")
    assert str(dialog.use_button.cget("state")) == "disabled"
    dialog.word.set("OK")
    dialog.width.set("3")
    tk_root.update()
    assert dialog.sentence.cget("text").startswith("The word 'OK' needs at least")
    dialog.close()


def test_mask_from_picture_reads_a_mask_file_and_the_painter_edits_the_result(tk_root, tmp_path):
    app = make_app(tk_root, width=12, height=9)
    choose_in_the_open_dialog(tk_root, HEART)
    menu_entry(app.menus["file"], "Mask from picture…")
    dialog = app.files.mask_dialog
    assert dialog is not None and dialog.exists()
    assert dialog.width.get() == "12"  # the maze's width, the height in proportion
    dialog.width.set("")
    tk_root.update()
    heart = read_mask(HEART)
    assert dialog.mask == heart  # both empty: the file's own size
    dialog.use_mask()
    tk_root.update()
    assert app.session.excluded == frozenset(heart.outside_fields())
    inside = next(
        (x, y)
        for y in range(heart.height)
        for x in range(heart.width)
        if not heart.outside[y * heart.width + x]
    )
    click_field(app, *inside)  # the exclusion painter takes a field of the heart out
    assert app.session.excluded == frozenset({*heart.outside_fields(), inside})
    shown_built(app)
    result = app.graphs.result
    assert result is not None and result.cut_off_count == 0


def test_save_mask_writes_the_shape_of_the_maze_shown(tk_root, tmp_path):
    app = make_app(tk_root)
    app.use_mask(word_mask("HI"), "join")
    tk_root.update()
    shown_built(app)
    target = tmp_path / "hi.mask"
    save_as(tk_root, tk_root, target)
    menu_entry(app.menus["file"], "Save mask…")
    run_until(tk_root, target.exists)
    assert read_mask(target) == word_mask("HI")  # the doors are part of the shape given
    assert app.status.text == f"Saved {target}."


def test_islands_from_the_maze_menu_join_the_letters_into_one_maze(tk_root):
    app = make_app(tk_root)
    app.use_mask(word_mask("LAB"), "")
    tk_root.update()
    assert app.status.text.startswith(
        "The excluded fields leave 3 separate regions: the book's walk fills only the first, "
        "the others stay cut off.  Maze → Islands decides what becomes of them."
    )
    shown_built(app)
    assert app.graphs.result.cut_off_count > 0
    menu_entry(app.menus["islands"], "Join regions with doors")
    run_until(tk_root, lambda: finished(app))
    app.session.mode.finish()
    run_until(tk_root, lambda: app.graphs.result is not None)
    maze = app.graphs.maze_array
    assert len(list(maze.door_fields())) == 2 and app.graphs.result.cut_off_count == 0
    assert find_regions(maze).count == 1


def test_the_status_bar_says_what_the_blocks_cut_off_and_the_whole_mode_cuts_off_none(tk_root):
    app = make_app(tk_root, width=20, height=15, seed=2)
    app.controls.variables["blocks"].set("30")
    shown_built(app)
    result = app.graphs.result
    assert result.blocks_cut_off > 0
    assert f"The blocks cut off {result.blocks_cut_off} fields." in app.status.text
    # the fields the screen shows cut off are as many
    cut_off = app.view.palette.cut_off
    shown = grab_fields(app)
    geometry = app.view.geometry
    seen = 0
    for y in range(15):
        for x in range(20):
            left, top, right, bottom = geometry.interior(x, y)
            box = shown.crop((left, top, right, bottom))
            seen += cut_off in colours_in(box)
    assert seen == result.blocks_cut_off
    menu_entry(app.menus["block_mode"], "Keep the maze whole")
    app.session.mode.finish()
    run_until(tk_root, lambda: finished(app))
    result = app.graphs.result
    assert app.block_mode_var.get() == "whole"
    assert result.cut_off_count == 0 and result.blocks > 0
    assert "cannot be reached" not in app.status.text and "Not a perfect" not in app.status.text
    assert f"{result.blocks} walls left standing, and no field cut off." in app.status.text


def test_a_picture_mask_that_cannot_be_read_is_one_message_box(tk_root, tmp_path):
    from test_file_dialogs import answer_message_box

    path = tmp_path / "bad.png"
    Image.new("L", (3, 3), 255).save(path)  # all light: no field for the maze
    app = make_app(tk_root)
    choose_in_the_open_dialog(tk_root, path)
    seen = answer_message_box(tk_root)
    app.files.mask_from_picture()
    run_until(tk_root, lambda: seen)
    assert seen[0].startswith("The mask leaves no field for the maze")
    assert app.files.mask_dialog is None


def test_the_mask_of_a_built_maze_is_its_excluded_fields_and_doors(tk_root):
    app = make_app(tk_root)
    app.use_mask(word_mask("HI"), "join")
    tk_root.update()
    shown_built(app)
    assert list(app.graphs.maze_array.door_fields())
    assert Mask.of_maze(app.graphs.maze_array) == word_mask("HI")


def test_the_mask_entries_and_the_maze_menus_choices_follow_the_language(tk_root):
    from test_file_dialogs import menu_labels
    from test_window import switch_language

    app = make_app(tk_root)
    try:
        switch_language(app, "Deutsch")
        assert "Maske aus Text …" in menu_labels(app.menus["file"])
        islands = app.menus["islands"]
        labels = [islands.entrycget(i, "label") for i in range(islands.index("end") + 1)]
        assert labels == [
            "Wie der Algorithmus es tut",
            "Jeder Bereich ein eigenes Labyrinth",
            "Bereiche mit Türen verbinden",
        ]
        switch_language(app, "Français")
        blocks = app.menus["block_mode"]
        assert blocks.entrycget(1, "label") == "Garder le labyrinthe entier"
        app.use_mask(word_mask("LAB"), "")
        tk_root.update()
        assert app.status.text.startswith("Les cases exclues laissent 3 zones séparées : le")
    finally:
        switch_language(app, "English")
