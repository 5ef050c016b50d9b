"""File → Print worksheet… in the real window under Xvfb: the dialog driven with keys on its
real widgets, Tk's own file dialog and message boxes answered, the PDF read back."""

from __future__ import annotations

import re
import tkinter as tk

import pytest
from helpers import press
from test_maz import DATA
from test_window import grab, make_app, shown_built

from labyrinth import i18n
from labyrinth.gui.file_dialogs import open_path
from labyrinth.settings import Settings, load_settings

pdf_reading = pytest.importorskip("pdf_reading")


def built_app(root, width=32, height=24, seed=7, settings=None):
    """The window with its maze built and finished; ``settings`` instead of fresh ones."""
    if settings is None:
        app = make_app(root, width=width, height=height, seed=seed)
    else:
        from labyrinth.gui.app import LabyrinthApp

        app = LabyrinthApp(root, settings, seed=seed)
        root.update()
    return shown_built(app)


def open_dialog(app):
    press(app, "Control-Shift-P")
    dialog = app.files.print_dialog
    assert dialog is not None and dialog.exists()
    return dialog


def focused(dialog):
    return dialog.top.focus_get()


def answer_dialog(root, parent, answer):
    """Answer the next of Tk's dialogs over ``parent``: ``answer(path)`` gets the dialog's
    Tk path when it shows (a message box's or the file dialog's). Looked for a number of
    times, not for a duration (pytest-timeout guards the time); returns what was seen."""
    seen: list[str] = []
    looks = iter(range(400))

    def look():
        for name in ("__tk__messagebox", "__tk_filedialog"):
            path = f"{parent}.{name}".replace("..", ".")
            if root.tk.call("winfo", "exists", path) and root.tk.call("winfo", "viewable", path):
                seen.append(name)
                answer(path)
                return
        if next(looks, None) is not None:
            root.after(50, look)

    root.after(50, look)
    return seen


def save_as(root, parent, target):
    """Type ``target`` into Tk's save dialog and press its Save button."""

    def answer(path):
        entry = f"{path}.contents.f2.ent"
        root.tk.call(entry, "delete", 0, "end")
        root.tk.call(entry, "insert", 0, str(target))
        root.tk.call(f"{path}.contents.f2.ok", "invoke")

    return answer_dialog(root, parent, answer)


def type_count(app, dialog, text):
    """Alt+H goes to the number of mazes; select it all and type ``text``."""
    press(app, "Alt-h", dialog.top.focus_get() or dialog.top)
    spinbox = focused(dialog)
    assert spinbox is dialog.count
    spinbox.selection_range(0, "end")
    for character in text:
        press(app, f"KeyPress-{character}", spinbox)


def choose_answer_keys(app, dialog, steps):
    """Alt+A goes to the answer keys; Down ``steps`` times chooses further down."""
    press(app, "Alt-a", focused(dialog) or dialog.top)
    for _step in range(steps):
        press(app, "Down", focused(dialog))


def test_a_class_set_with_the_keys_at_the_end_prints_the_pages_it_said(tk_root, tmp_path):
    app = built_app(tk_root)
    dialog = open_dialog(app)
    type_count(app, dialog, "30")
    choose_answer_keys(app, dialog, 0)  # the first choice, keys after the mazes, stays
    assert dialog.variables["answer_keys"].get() == "at-end"
    said = dialog.pages.cget("text")
    assert said == "35 pages"
    target = tmp_path / "class.pdf"
    seen = save_as(tk_root, dialog.top, target)
    press(app, "Return", focused(dialog))
    assert seen == ["__tk_filedialog"]
    assert not dialog.exists()
    assert pdf_reading.page_count(target) == 35
    headings = [pdf_reading.page_words(target, page).split("\n")[0] for page in range(1, 36)]
    assert all("Maze worksheet" in line and "Name:" in line for line in headings[:30])
    assert all("Answer key" in line and "Name:" not in line for line in headings[30:])
    first, last = pdf_reading.page_words(target, 1), pdf_reading.page_words(target, 30)
    assert "1 / 30" in first and "seed 7" in first and "30 / 30" in last and "seed 36" in last
    assert app.status.text == f"Saved {target}."
    assert list(tmp_path.iterdir()) == [target]


def test_keys_in_a_separate_file_make_two_files_and_the_status_bar_names_both(tk_root, tmp_path):
    app = built_app(tk_root)
    dialog = open_dialog(app)
    type_count(app, dialog, "4")
    press(app, "Alt-m", focused(dialog))  # mazes per page: 1, Right: 2
    press(app, "Right", focused(dialog))
    choose_answer_keys(app, dialog, 1)  # below "all after the mazes": in a file of their own
    assert (dialog.variables["per_page"].get(), dialog.variables["answer_keys"].get()) == (
        "2",
        "separate-file",
    )
    assert dialog.pages.cget("text") == "3 pages in 2 files"
    target = tmp_path / "sheets.pdf"
    save_as(tk_root, dialog.top, target)
    press(app, "Return", focused(dialog))
    keys = tmp_path / "sheets-answers.pdf"
    assert sorted(tmp_path.iterdir()) == [keys, target]
    assert pdf_reading.page_count(target) + pdf_reading.page_count(keys) == 3
    assert "Answer key" not in pdf_reading.page_words(target)
    assert "Name:" not in pdf_reading.page_words(keys)
    assert app.status.text == f"Saved {target} and its answer keys {keys}."


def test_the_preview_turns_with_the_paper(tk_root):
    app = built_app(tk_root)
    dialog = open_dialog(app)
    upright = grab(dialog.preview.canvas)
    press(app, "Alt-o", focused(dialog))
    press(app, "Right", focused(dialog))
    assert dialog.variables["orientation"].get() == "landscape"
    sideways = grab(dialog.preview.canvas)
    assert upright.size == sideways.size
    assert upright.tobytes() != sideways.tobytes()
    # the page's outline: taller than wide, then wider than tall
    for picture, taller in ((upright, True), (sideways, False)):
        left, top, right, bottom = white_box(picture)
        assert (bottom - top > right - left) == taller


def white_box(picture):
    """The bounding box of the preview's white paper."""
    mask = picture.convert("RGB").point(lambda value: 255 if value == 255 else 0).convert("L")
    box = mask.point(lambda value: 255 if value == 255 else 0).getbbox()
    assert box is not None
    return box


def test_an_impossible_choice_says_why_and_print_does_nothing(tk_root, tmp_path):
    app = built_app(tk_root, width=120, height=90)
    dialog = open_dialog(app)
    press(app, "Alt-m", focused(dialog))
    press(app, "Left", focused(dialog))  # from 1 round to 4 mazes a page
    assert dialog.variables["per_page"].get() == "4"
    assert dialog.pages.cget("text") == (
        "A maze of 120 × 90 fields does not fit 4 to a page with fields of at least 2.5 mm: "
        "print one maze a page, split over several pages."
    )
    assert dialog.print_button.instate(["disabled"])
    seen = answer_dialog(tk_root, dialog.top, lambda path: tk_root.tk.call("destroy", path))
    press(app, "Return", focused(dialog))
    tk_root.update()
    assert seen == [] and dialog.exists() and not list(tmp_path.iterdir())
    type_count(app, dialog, "abc")
    press(app, "Alt-m", focused(dialog))
    press(app, "Right", focused(dialog))  # one a page again: now the number is wrong
    assert dialog.pages.cget("text") == (
        "The number of mazes must be a whole number from 1 to 100, not 'abc'."
    )
    assert dialog.print_button.instate(["disabled"])


def test_many_pages_are_asked_for_first_and_no_writes_nothing(tk_root, tmp_path):
    app = built_app(tk_root, width=200, height=200)
    dialog = open_dialog(app)
    said = dialog.pages.cget("text")
    total = int(re.match(r"(\d+) pages", said).group(1))
    assert "Each maze is split over" in said
    assert dialog.plan.asks_first
    questions = []

    def say_no(path):
        questions.append(tk_root.tk.call(f"{path}.msg", "cget", "-text"))
        tk_root.tk.call(f"{path}.no", "invoke")

    seen = answer_dialog(tk_root, dialog.top, say_no)
    press(app, "Return", focused(dialog))
    assert seen == ["__tk__messagebox"]
    assert questions == [f"This will be {total} pages. Print them?"]
    tk_root.update()
    assert dialog.exists() and not list(tmp_path.iterdir())


def test_the_choices_are_remembered_after_the_window_is_closed(tk_root, tmp_path):
    app = built_app(tk_root, settings=load_settings()[0])
    dialog = open_dialog(app)
    press(app, "Alt-p", focused(dialog))
    press(app, "Right", focused(dialog))  # Letter
    press(app, "Alt-o", focused(dialog))
    press(app, "Right", focused(dialog))  # landscape
    type_count(app, dialog, "3")
    choose_answer_keys(app, dialog, 2)  # from "all after the mazes" round to "none"
    press(app, "Alt-c", focused(dialog))
    assert focused(dialog) is dialog.palette
    press(app, "Down", dialog.palette)  # the palettes' list opens, the chosen one selected
    # the list is Tk's own widget, with no Python object: its keys through Tcl
    listbox = str(tk_root.tk.call("ttk::combobox::PopdownWindow", dialog.palette)) + ".f.l"
    for sequence in ("<Down>", "<Down>", "<Down>", "<Return>"):  # the fourth: black on white
        tk_root.tk.call("focus", "-force", listbox)
        tk_root.tk.call("event", "generate", listbox, sequence)
        tk_root.update()
    chosen = {key: variable.get() for key, variable in dialog.variables.items()}
    save_as(tk_root, dialog.top, tmp_path / "three.pdf")
    press(app, "Return", dialog.print_button)
    assert pdf_reading.page_count(tmp_path / "three.pdf") == 3
    app.quit()

    root = tk.Tk()
    try:
        again = built_app(root, settings=load_settings()[0])
        reopened = open_dialog(again)
        assert {key: variable.get() for key, variable in reopened.variables.items()} == chosen
        assert chosen == {
            "paper": "letter",
            "orientation": "landscape",
            "per_page": "1",
            "count": "3",
            "palette": "print",
            "answer_keys": "none",
        }
        press(app, "Escape", focused(reopened))
        assert not reopened.exists()
    finally:
        root.destroy()


def test_a_maz_without_a_seed_prints_one_and_says_why(tk_root):
    app = make_app(tk_root)
    assert open_path(app.window, DATA / "snake.maz", app.files.show_finished)
    app.settings.worksheet = {"count": 30, "answer_keys": "at-end"}
    dialog = open_dialog(app)
    assert dialog.count.instate(["disabled"]) and dialog.variables["count"].get() == "1"
    notes = [child.cget("text") for child in dialog.count.master.winfo_children()[1:]]
    assert notes == ["A maze from a file without its seed cannot be made again: print it alone."]
    assert dialog.pages.cget("text") == "2 pages"


def test_print_waits_for_a_built_maze(tk_root):
    app = make_app(tk_root, seed=8, speed=1)
    press(app, "Control-Shift-P")
    assert app.files.print_dialog is None
    assert app.status.text == "Build the maze first (F5), then print it."
    press(app, "F5")
    press(app, "Control-Shift-P")
    assert app.status.text == "Wait for the build to finish (End finishes it now), then print."
    assert app.files.print_dialog is None


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_dialog_fits_a_small_screen_and_works_from_the_keyboard(tk_root, language):
    """At 1024 × 600 in each language: Tab goes from choice to choice, each label's Alt
    letter is its own, Esc cancels."""
    i18n.set_language(language)
    app = built_app(tk_root)
    dialog = open_dialog(app)
    dialog.top.update_idletasks()
    assert dialog.top.grab_status() == "local"  # modal: the main window waits
    assert dialog.top.winfo_reqwidth() <= 1024 - 40 and dialog.top.winfo_reqheight() <= 600 - 90
    order = [dialog.focus_target("paper")]
    while len(order) < 9:
        order.append(order[-1].tk_focusNext())
    assert order == [
        dialog.focus_target(choice)
        for choice in ("paper", "orientation", "per_page", "count", "palette", "answer_keys")
    ] + [dialog.print_button, dialog.cancel_button, dialog.focus_target("paper")]
    letters = [
        widget.cget("text")[widget.cget("underline")].lower() for widget in underlined(dialog.top)
    ]
    assert len(letters) == 7 and len(set(letters)) == 7
    press(app, "Escape", focused(dialog) or dialog.top)
    assert not dialog.exists()


def underlined(widget):
    """Every label and button under ``widget`` with an underlined letter."""
    found = []
    for child in widget.winfo_children():
        if child.winfo_class() in ("TLabel", "TButton") and int(child.cget("underline")) >= 0:
            found.append(child)
        found += underlined(child)
    return found


def test_save_picture_asks_before_a_pdf_of_many_pages_too(tk_root, tmp_path):
    """File → Save picture… with a .pdf name is the quick way to a worksheet (the maze and
    its key): it asks like the print dialog, and "No" writes nothing; a PNG is not asked for."""
    from labyrinth.gui.file_dialogs import save_to

    app = built_app(tk_root, width=200, height=200)
    questions = []

    def say_no(path):
        questions.append(tk_root.tk.call(f"{path}.msg", "cget", "-text"))
        tk_root.tk.call(f"{path}.no", "invoke")

    answer_dialog(tk_root, ".", say_no)
    assert not save_to(app.session, app.window, tmp_path / "poster.pdf")
    assert len(questions) == 1 and re.fullmatch(
        r"This will be \d+ pages\. Print them\?", questions[0]
    )
    assert not list(tmp_path.iterdir())
    assert save_to(app.session, app.window, tmp_path / "poster.png")
    assert len(questions) == 1


def test_a_class_set_is_written_under_a_busy_cursor_counting_the_mazes(tk_root, tmp_path):
    """What the status bar says while the window writes, with the cursor then: every text
    it is given is kept (and shown, by the real status bar)."""
    app = built_app(tk_root)
    dialog = open_dialog(app)
    type_count(app, dialog, "5")
    shown = []
    status_say = app.status.say

    def say_and_keep(make):
        status_say(make)
        shown.append((app.status.text, str(tk_root.cget("cursor"))))

    app.status.say = say_and_keep
    target = tmp_path / "five.pdf"
    save_as(tk_root, dialog.top, target)
    press(app, "Return", focused(dialog))
    assert shown == [
        (f"Saving {target}…", ""),  # said first, then the cursor turns
        *((f"Building maze {number} of 5…", "watch") for number in range(2, 6)),
        (f"Saved {target}.", ""),
    ]
    assert pdf_reading.page_count(target) == 6


def test_a_dark_window_offers_its_palette_on_white_paper(tk_root):
    """The dark theme shows the colour-blind safe palette in its dark form; the dialog opens
    with the light form chosen, as paper is white, and counts its pages."""
    from labyrinth.render.palettes import OKABE_ITO, OKABE_ITO_DARK

    settings = Settings(width=10, height=8, speed=0, theme="dark", palette="okabe-ito")
    app = built_app(tk_root, settings=settings)
    assert app.view.palette == OKABE_ITO_DARK
    dialog = open_dialog(app)
    assert dialog.variables["palette"].get() == OKABE_ITO.name
    assert not dialog.print_button.instate(["disabled"])


@pytest.mark.parametrize(
    ("language", "button", "offered"),
    [
        ("en", "Save as PDF…", "Worksheet_8x6.pdf"),
        ("de", "Als PDF speichern …", "Arbeitsblatt_8x6.pdf"),
        ("fr", "Enregistrer en PDF…", "Fiche_8x6.pdf"),
    ],
)
def test_the_button_says_it_saves_a_pdf_and_offers_a_name_in_the_window_s_language(
    tk_root, tmp_path, language, button, offered
):
    i18n.set_language(language)
    app = built_app(tk_root, width=8, height=6)
    dialog = open_dialog(app)
    assert dialog.print_button.cget("text") == button
    names = []

    def read_and_cancel(path):
        names.append(tk_root.tk.call(f"{path}.contents.f2.ent", "get"))
        tk_root.tk.call(f"{path}.contents.f2.cancel", "invoke")

    seen = answer_dialog(tk_root, dialog.top, read_and_cancel)
    press(app, "Return", focused(dialog))
    assert seen == ["__tk_filedialog"] and names == [offered]
    assert dialog.exists()  # cancelled: nothing written, the dialog stays


@pytest.mark.parametrize(
    ("typed", "named"),
    [
        ("²", "'²'"),
        ("--5", "'--5'"),
        ("0", "0"),
        ("101", "101"),
        ("1" * 5000, "'111111111111…1111'"),
    ],
)
def test_a_bad_number_of_mazes_is_one_sentence(tk_root, typed, named):
    """Typed or pasted: a superscript two is a digit to Python but no number, and 5,000
    digits are more than Python turns into a number."""
    app = built_app(tk_root, width=8, height=6)
    dialog = open_dialog(app)
    dialog.variables["count"].set(typed)
    tk_root.update()
    said = dialog.pages.cget("text")
    assert said.startswith(f"The number of mazes must be a whole number from 1 to 100, not {named}")
    assert said.endswith(".") and said.count(".") == 1 and len(said) < 120
    assert dialog.print_button.instate(["disabled"])
