"""The catalogs of every language in ``i18n.LANGUAGES``: complete, consistent, compiled the same
way as msgfmt, and used; the template ``translations/labyrinth.pot`` up to date.

The message ids are taken from the package's source with ``ast``, so a new ``_("...")`` or
``ngettext("...", "...", n)`` without its German and French translations fails here, and
Babel's extraction (the translator's command in the manual) must find the same ids. argparse's
own messages are translated too (``labyrinth.cli`` routes them through our catalog); their ids,
listed in ``i18n.ARGPARSE_MESSAGES``, are checked against the argparse source of the running
Python.
"""

from __future__ import annotations

import argparse
import ast
import gettext
import io
import os
import re
import shutil
import string
import subprocess
import sys
from collections import Counter
from pathlib import Path

import polib
import pytest

import labyrinth
from labyrinth import i18n
from labyrinth.cli import run
from labyrinth.i18n import _, ngettext
from labyrinth.maze_array import MazeArray
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from tests.manual_pages import page

PACKAGE = Path(labyrinth.__file__).resolve().parent
ROOT = PACKAGE.parent
TEMPLATE = ROOT / "translations" / "labyrinth.pot"
# Every language but the source language has a catalog.
TRANSLATED = [code for code in i18n.LANGUAGES if code != "en"]
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

# (msgid, msgid_plural or None).
Key = tuple[str, str | None]

# The argparse messages a user of ``labyrinth`` can meet, marked in i18n.py for the template.
ARGPARSE_MSGIDS: frozenset[Key] = frozenset(
    (message, None) if isinstance(message, str) else message for message in i18n.ARGPARSE_MESSAGES
)

PERCENT_PLACEHOLDER = re.compile(r"%(?:\((\w+)\))?[#0 +-]*(?:\d+|\*)?(?:\.\d+)?[a-zA-Z%]")


# -- extraction ---------------------------------------------------------------------------------


def _call_name(node: ast.Call) -> str | None:
    """``_`` / ``ngettext`` for ``_(...)``, ``ngettext(...)``, ``i18n._(...)``; else None."""
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if (
        isinstance(func, ast.Attribute)
        and isinstance(func.value, ast.Name)
        and func.value.id in ("i18n", "argparse", "gettext")
    ):
        return func.attr
    return None


def _literal(node: ast.expr) -> str | None:
    """The string of a literal argument (implicitly concatenated parts are one Constant)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def extract_messages(files: list[Path]) -> tuple[dict[Key, list[str]], list[str]]:
    """Every (msgid, msgid_plural) marked in ``files`` with where it is used; and the calls
    whose text is not a plain string literal (an f-string or a sum cannot be extracted).

    ``N_("...")`` marks a message that is translated later, by ``_(name)`` on a variable or
    attribute that holds it; such a ``_(name)`` is fine, the literal was found at N_."""
    found: dict[Key, list[str]] = {}
    unreadable: list[str] = []
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _call_name(node)
            where = f"{path.name}:{node.lineno}"
            if name == "_" and node.args and isinstance(node.args[0], ast.Name | ast.Attribute):
                continue  # a message marked with N_ where it was written
            if name in ("_", "N_"):
                texts = [_literal(arg) for arg in node.args[:1]]
                wanted = 1
            elif name in ("ngettext", "N_plural"):
                texts = [_literal(arg) for arg in node.args[:2]]
                wanted = 2
            else:
                continue
            if len(texts) != wanted or None in texts:
                unreadable.append(where)
                continue
            key = (texts[0], texts[1] if wanted == 2 else None)
            found.setdefault(key, []).append(where)
    return found, unreadable


def package_files() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


@pytest.fixture(scope="module")
def used() -> dict[Key, list[str]]:
    found, unreadable = extract_messages(package_files())
    assert not unreadable, f"_() / ngettext() without a plain string literal: {unreadable}"
    return found


@pytest.fixture(scope="module", params=TRANSLATED)
def catalog(request) -> polib.POFile:
    """Each language's catalog in turn; ``catalog.metadata["Language"]`` says which."""
    return polib.pofile(str(i18n.catalog_path(request.param)))


def entries_by_key(po: polib.POFile) -> dict[Key, polib.POEntry]:
    return {(entry.msgid, entry.msgid_plural or None): entry for entry in po}


def translations(entry: polib.POEntry) -> list[str]:
    if entry.msgid_plural:
        return [entry.msgstr_plural[index] for index in sorted(entry.msgstr_plural)]
    return [entry.msgstr]


# -- language switching fixtures ----------------------------------------------------------------


@pytest.fixture
def clean_locale(monkeypatch):
    """No locale variable set: the tests below set exactly the ones they need."""
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    return monkeypatch


# -- the extraction itself ----------------------------------------------------------------------


def test_extraction_sees_concatenated_literals_and_plurals(tmp_path):
    source = tmp_path / "sample.py"
    source.write_text(
        "from labyrinth.i18n import _, ngettext\n"
        "from labyrinth import i18n\n"
        "a = _('one line')\n"
        "b = _(\n    'two '\n    'lines {x}'\n).format(x=1)\n"
        "c = ngettext('{n} field', '{n} fields', 3)\n"
        "d = i18n._('qualified')\n"
        "e = _(f'no {a}')\n"
        "f = i18n.N_plural('{n} wall', '{n} walls')\n",
        encoding="utf-8",
    )
    found, unreadable = extract_messages([source])
    assert set(found) == {
        ("one line", None),
        ("two lines {x}", None),
        ("{n} field", "{n} fields"),
        ("qualified", None),
        ("{n} wall", "{n} walls"),
    }
    assert unreadable == ["sample.py:10"]


def test_the_package_marks_messages(used):
    assert ("Maze is built, path length from start to end is {length}.", None) in used
    assert ("Maze field design error: {message}", None) in used
    assert any(plural for _msgid, plural in used), "no ngettext() found"
    assert len(used) >= 30
    assert used.keys() >= ARGPARSE_MSGIDS


# -- the template and the translator's commands ------------------------------------------------

# The commands of the manual's "Translating", run in the top folder.
EXTRACT = (
    "pybabel extract -F pyproject.toml --add-location=file --project=labyrinth"
    " -o translations/labyrinth.pot labyrinth"
)
UPDATE = (
    "pybabel update -i translations/labyrinth.pot -d translations -D labyrinth"
    " --ignore-obsolete --ignore-pot-creation-date"
)


def keys_of(po: polib.POFile) -> set[Key]:
    return {(entry.msgid, entry.msgid_plural or None) for entry in po}


def test_the_manual_gives_the_commands_the_tests_check():
    text = " ".join(page("translating.md").read_text(encoding="utf-8").split())
    assert EXTRACT in text
    assert UPDATE in text


def test_the_template_is_up_to_date(used, tmp_path):
    """Babel extracts the ids of the committed template: run EXTRACT after changing a message."""
    fresh = tmp_path / "labyrinth.pot"
    arguments = EXTRACT.split()[1:]
    arguments[arguments.index("-o") + 1] = str(fresh)
    result = subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", *arguments],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=100,
    )
    assert result.returncode == 0, result.stderr
    extracted = keys_of(polib.pofile(str(fresh)))
    assert extracted == used.keys(), "Babel and ast find different messages"
    committed = keys_of(polib.pofile(str(TEMPLATE)))
    assert not extracted - committed, f"not in {TEMPLATE.name}: {extracted - committed}"
    assert not committed - extracted, f"gone from the source: {committed - extracted}"


# -- completeness -------------------------------------------------------------------------------

PLURAL_FORMS = {"de": "nplurals=2; plural=(n != 1);", "fr": "nplurals=2; plural=(n > 1);"}


def test_one_table_of_languages():
    """A catalog for each language of the table but English, and no catalog outside it."""
    assert next(iter(i18n.LANGUAGES)) == "en"
    folders = {path.name for path in i18n.translations_dir().iterdir() if path.is_dir()}
    assert folders == set(TRANSLATED)
    assert all(i18n.catalog_path(code).is_file() for code in TRANSLATED)


def test_catalog_header(catalog):
    language = catalog.metadata["Language"]
    assert language in TRANSLATED
    assert catalog.metadata["Plural-Forms"] == PLURAL_FORMS[language]
    assert "charset=utf-8" in catalog.metadata["Content-Type"].lower()


def test_every_used_message_is_translated(used, catalog):
    entries = entries_by_key(catalog)
    missing = [key for key in used if key not in entries]
    assert not missing, f"not in {catalog.fpath}: {missing}"
    for key in used:
        entry = entries[key]
        assert "fuzzy" not in entry.flags, f"fuzzy: {key}"
        assert not entry.obsolete, f"obsolete: {key}"
        texts = translations(entry)
        assert len(texts) == (2 if key[1] else 1), f"wrong number of forms: {key}"
        assert all(text.strip() for text in texts), f"untranslated: {key} (used at {used[key]})"


# The only messages whose translation is their English: any other copy is a translation
# forgotten. Shortcuts written with Ctrl are the same in French (French keyboards say Ctrl).
SAME_AS_ENGLISH = {
    "de": {
        "Labyrinth {width} × {height}",  # the window's title: "Labyrinth" is German too
        "NAME",  # --algorithm NAME: the word is German too
        "Name",  # the texture table's column
        "Sidewinder",  # an algorithm's name, used as it is in German texts
        "{path}: {problem}",  # a file's name before the sentence about it
        "{structure}: {size}",  # the teaching view's structure and its size
        "{keys}: {what}",  # play mode's key box: a key and what it does
        "{regions}: {what}.",  # the regions a mask leaves, and what becomes of them
        "Esc",  # the key's name on German keyboards too
        "Esc, Q",  # the same keys
        "S",  # the start mark's letter: Start is German too
        "Start",  # Help → Start, the start panel: the word is German too
    },
    "fr": {
        "options",  # argparse's heading: the same word in French
        "Pause",  # the play button while a build plays: the same word in French
        "Labyrinth, version {version}",  # the program's name, and "version" is French too
        "Sidewinder",  # an algorithm's name, used as it is in French texts
        "Texture…",  # the menu entry: the same word in French
        "Portrait",  # the print dialog's upright paper: the same word in French
        "{pages} page",  # the print dialog's page count: the same words in French
        "{pages} pages",
    },
}
SAME_SHORTCUTS = {"de": None, "fr": re.compile(r"Ctrl\+\S+")}


def copied_messages(po: polib.POFile) -> set[str]:
    """The message ids (or plural ids) that a form of their translation just repeats."""
    return {
        english
        for entry in po
        for english, german in zip(
            (entry.msgid, entry.msgid_plural or entry.msgid), translations(entry), strict=False
        )
        if german == english
    }


def test_no_text_is_a_copy_of_its_english_one(catalog):
    language = catalog.metadata["Language"]
    shortcut = SAME_SHORTCUTS[language]
    copied = {
        english
        for english in copied_messages(catalog)
        if shortcut is None or not shortcut.fullmatch(english)
    }
    assert copied == SAME_AS_ENGLISH[language]


def test_a_copied_english_text_is_found():
    po = polib.POFile()
    po.append(polib.POEntry(msgid="Build", msgstr="Build"))
    po.append(polib.POEntry(msgid="Step", msgstr="Schritt"))
    po.append(
        polib.POEntry(
            msgid="{n} loop",
            msgid_plural="{n} loops",
            msgstr_plural={0: "{n} Schleife", 1: "{n} loops"},
        )
    )
    assert copied_messages(po) == {"Build", "{n} loops"}


def test_argparse_message_ids_exist_in_this_python():
    """After a Python upgrade that rewords argparse, this says which ids to update."""
    found, _unreadable = extract_messages([Path(argparse.__file__)])
    gone = sorted((key for key in ARGPARSE_MSGIDS if key not in found), key=str)
    assert not gone, f"not (any more) in {argparse.__file__}: {gone}"


def test_no_obsolete_entries(used, catalog):
    assert not catalog.obsolete_entries()
    unused = [key for key in entries_by_key(catalog) if key not in used]
    assert not unused, f"entries not used by the package any more: {unused}"


# -- placeholders -------------------------------------------------------------------------------


def brace_fields(text: str) -> set[tuple[str, str, str | None]]:
    return {
        (name, spec or "", conversion)
        for _literal_text, name, spec, conversion in string.Formatter().parse(text)
        if name is not None
    }


def percent_fields(text: str) -> tuple[Counter, list[str]]:
    """Named %(x)s placeholders (order free) and the unnamed ones (order matters)."""
    named: Counter = Counter()
    unnamed: list[str] = []
    for match in PERCENT_PLACEHOLDER.finditer(text):
        if match.group() == "%%":
            continue
        if match.group(1):
            named[match.group()] += 1
        else:
            unnamed.append(match.group())
    return named, unnamed


def test_placeholder_helpers():
    assert brace_fields("{value!r} is {what} {low:>3}") == {
        ("value", "", "r"),
        ("what", "", None),
        ("low", ">3", None),
    }
    assert percent_fields("%(prog)s: %s and %r, 100%%") == (Counter({"%(prog)s": 1}), ["%s", "%r"])
    with pytest.raises(ValueError):
        brace_fields("a {broken")


def test_translations_keep_the_placeholders(catalog):
    for entry in catalog:
        sources = [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])
        for text in translations(entry):
            for source in sources:
                where = f"{source!r} -> {text!r}"
                assert brace_fields(text) == brace_fields(source), where
                assert percent_fields(text) == percent_fields(source), where


def test_format_flags_match_the_placeholders(catalog):
    """msgfmt --check only compares placeholders of entries flagged as format strings."""
    for entry in catalog:
        if percent_fields(entry.msgid) != (Counter(), []):
            assert "python-format" in entry.flags, entry.msgid
        elif brace_fields(entry.msgid):
            assert "python-brace-format" in entry.flags, entry.msgid


def test_translations_are_printable(catalog):
    """The command line shows any character that is not printable escaped, a no-break space
    too: a translation has none, but the line breaks its English has (the one that ends
    argparse's error line, the lines of the play mode's key help)."""
    for entry in catalog:
        for text in translations(entry):
            lines = text.split("\n") if "\n" in entry.msgid else [text]
            assert all(line.isprintable() for line in lines), f"{entry.msgid!r} -> {text!r}"


FRENCH_APOSTROPHE = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])")


def test_french_uses_the_typographic_apostrophe():
    """French writes l’arrivée with ’; a straight quote stays only round a token ('walls:')."""
    po = polib.pofile(str(i18n.catalog_path("fr")))
    straight = [
        text for entry in po for text in translations(entry) if FRENCH_APOSTROPHE.search(text)
    ]
    assert straight == []


def test_translations_format_without_error(catalog):
    class Anything(dict):
        def __missing__(self, key):
            return 7

    for entry in catalog:
        for text in translations(entry):
            if "python-brace-format" in entry.flags:
                text.format_map(Anything())
            elif "python-format" in entry.flags:
                named, unnamed = percent_fields(text)
                text % (Anything() if named else tuple(7 for _ in unnamed))


# -- msgfmt -------------------------------------------------------------------------------------


@pytest.fixture
def msgfmt_mo(catalog, tmp_path) -> Path:
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        if os.environ.get("CI"):
            pytest.fail("msgfmt (GNU gettext) is not installed on CI")
        pytest.skip("msgfmt (GNU gettext) is not installed")
    target = tmp_path / "labyrinth.mo"
    result = subprocess.run(
        [msgfmt, "--check", "-o", str(target), catalog.fpath],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert not result.stderr.strip(), result.stderr
    return target


def test_msgfmt_check_passes(msgfmt_mo):
    assert msgfmt_mo.stat().st_size > 0


def test_polib_catalog_equals_msgfmt(msgfmt_mo, catalog):
    ours = gettext.GNUTranslations(io.BytesIO(catalog.to_binary()))
    theirs = gettext.GNUTranslations(io.BytesIO(msgfmt_mo.read_bytes()))
    for entry in catalog:
        if entry.msgid_plural:
            for n in (0, 1, 2, 5, 21):
                assert ours.ngettext(entry.msgid, entry.msgid_plural, n) == theirs.ngettext(
                    entry.msgid, entry.msgid_plural, n
                ), (entry.msgid, n)
        else:
            assert ours.gettext(entry.msgid) == theirs.gettext(entry.msgid), entry.msgid
            assert ours.gettext(entry.msgid) == entry.msgstr
    assert ours.info()["plural-forms"] == theirs.info()["plural-forms"]


# -- switching at run time ----------------------------------------------------------------------

BOOK_SENTENCE = "Maze is built, path length from start to end is {length}."


def test_set_language_switches_messages():
    assert i18n.set_language("de") == "de"
    assert i18n.current_language() == "de"
    assert _(BOOK_SENTENCE).format(length=7) == (
        "Das Labyrinth ist fertig, die Pfadlänge vom Start- zum Endfeld beträgt 7."
    )
    assert _("Labyrinth {width} × {height}") == "Labyrinth {width} × {height}"
    assert i18n.set_language("en") == "en"
    assert _(BOOK_SENTENCE).format(length=7) == (
        "Maze is built, path length from start to end is 7."
    )
    i18n.set_language("de")
    assert _("width") == "Breite"


def test_plural_forms_follow_the_number():
    i18n.set_language("de")
    one, many = "{n} field cannot be reached.", "{n} fields cannot be reached."
    assert ngettext(one, many, 1).format(n=1) == "1 Feld ist nicht erreichbar."
    assert ngettext(one, many, 2).format(n=2) == "2 Felder sind nicht erreichbar."
    assert ngettext(one, many, 0).format(n=0) == "0 Felder sind nicht erreichbar."
    i18n.set_language("en")
    assert ngettext(one, many, 1).format(n=1) == "1 field cannot be reached."


def test_french_plural_forms_count_zero_as_one():
    i18n.set_language("fr")
    one, many = "{n} field cannot be reached.", "{n} fields cannot be reached."
    assert ngettext(one, many, 0).format(n=0) == "0 case est inaccessible."
    assert ngettext(one, many, 1).format(n=1) == "1 case est inaccessible."
    assert ngettext(one, many, 2).format(n=2) == "2 cases sont inaccessibles."
    i18n.set_language("en")


# "width" in each language of the table.
WIDTH = {"en": "width", "de": "Breite", "fr": "largeur"}


def test_every_language_has_its_width_word():
    assert WIDTH.keys() == i18n.LANGUAGES.keys()


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_MESSAGES": "de_AT.UTF-8"}, "de"),
        ({"LC_ALL": "de", "LANG": "en_US.UTF-8"}, "de"),
        ({"LANGUAGE": "it:de", "LANG": "en_US.UTF-8"}, "de"),
        ({"LANGUAGE": "", "LANG": "de_DE.UTF-8"}, "de"),
        ({"LANGUAGE": "en_GB", "LANG": "de_DE.UTF-8"}, "en"),
        ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({"LANG": "it_IT.UTF-8"}, "en"),
        ({"LANGUAGE": "it", "LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LC_MESSAGES": "fr_CA.UTF-8", "LANG": "de_DE.UTF-8"}, "fr"),
        ({"LANGUAGE": "fr_BE:de", "LANG": "en_US.UTF-8"}, "fr"),
        ({"LANGUAGE": "it:fr:de", "LANG": "de_DE.UTF-8"}, "fr"),
        ({"LC_ALL": "fr_CH.UTF-8", "LANG": "de_DE.UTF-8"}, "fr"),
    ],
)
def test_set_language_none_follows_the_environment(clean_locale, environment, expected):
    for variable, value in environment.items():
        clean_locale.setenv(variable, value)
    assert i18n.set_language(None) == expected
    assert i18n.current_language() == expected
    assert _("width") == WIDTH[expected]
    assert (_("Save {file}") == "Save {file}") is (expected == "en")


def test_explicit_language_beats_the_environment(clean_locale):
    clean_locale.setenv("LANGUAGE", "de")
    assert i18n.set_language("en") == "en"
    assert _("width") == "width"
    clean_locale.setenv("LANGUAGE", "en")
    assert i18n.set_language("de") == "de"
    assert _("width") == "Breite"


def test_unknown_language_falls_back_to_english(clean_locale):
    assert i18n.set_language("it") == "en"
    assert _("width") == "width"
    assert i18n.set_language("") == "en"
    assert _(BOOK_SENTENCE) == BOOK_SENTENCE


# -- what a user sees ---------------------------------------------------------------------------


def test_maze_exception_in_german():
    i18n.set_language("de")
    with pytest.raises(MazeException) as caught:
        MazeArray(1, 5)
    message = str(caught.value)
    assert message.startswith("Gestaltungsfehler im Labyrinth: ")
    assert "Breite" in message and " 1 " in message and "4096" in message
    i18n.set_language("en")
    with pytest.raises(MazeException, match=r"^Maze field design error: .*width 1"):
        MazeArray(1, 5)


def test_outside_field_in_german():
    i18n.set_language("de")
    with pytest.raises(MazeException, match=r"Das Feld \(9 \| 0\) liegt außerhalb"):
        MazeArray(4, 3).exclude_maze_field(9, 0)


def test_command_line_error_in_german(clean_locale, capsys):
    assert run(["--lang", "de", "--no-display", "--width", "1"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    error = captured.err.strip()
    assert error.startswith("labyrinth: Argument --width: ")
    assert "1" in error and "4096" in error
    assert "Breite" in error and "außerhalb" in error
    assert "argument" not in error and "out of range" not in error


def test_command_line_argparse_errors_in_german(clean_locale, capsys):
    assert run(["--lang", "de", "--no-display", "--rng", "dice"]) == 2
    assert "ungültige Auswahl: 'dice'" in capsys.readouterr().err
    assert run(["--lang", "de", "--no-display", "--frobnicate"]) == 2
    assert "unbekannte Argumente: --frobnicate" in capsys.readouterr().err
    assert run(["--lang", "de", "--no-display", "--width"]) == 2
    assert "Argument --width: erwartet ein Argument" in capsys.readouterr().err


def path_length(text: str, pattern: str) -> int:
    match = re.search(pattern, text)
    assert match, text
    return int(match.group(1))


def test_command_line_book_sentence_in_german(clean_locale, capsys):
    expected = MazeGraphs(8, 6, display=False, seed=3).build_maze().length
    capsys.readouterr()
    assert (
        run(["--lang", "de", "--no-display", "--seed", "3", "--width", "8", "--height", "6"]) == 0
    )
    out = capsys.readouterr().out
    german = r"Das Labyrinth ist fertig, die Pfadlänge vom Start- zum Endfeld beträgt (\d+)\."
    assert path_length(out, german) == expected
    assert "Startwert 3, Algorithmus backtracker, Zufallsquelle python." in out
    assert "Maze is built" not in out


def test_command_line_cut_off_warning_in_german(clean_locale, capsys):
    walls = [arg for y in range(8) for arg in ("--exclude", f"3,{y}")]
    assert (
        run(
            ["--lang", "de", "--no-display", "--seed", "1", "--width", "8", "--height", "8", *walls]
        )
        == 0
    )
    err = capsys.readouterr().err
    assert "Warnung: 32 Felder sind vom Startfeld aus nicht erreichbar: (4 | 0)," in err
    assert err.rstrip().endswith("und 22 weitere.")


def test_command_line_in_french(clean_locale, capsys):
    assert run(["--lang", "fr", "--no-display", "--width", "1"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "labyrinth: argument --width : 1 est hors limites ; seuls les nombres entiers de 2 à "
        "4096 sont acceptés comme largeur.\n"
    )
    assert run(["--lang", "fr", "--no-display", "--rng", "dice"]) == 2
    assert "choix invalide : 'dice' (choix possibles : 'python', 'java')" in capsys.readouterr().err
    assert run(["--lang", "fr", "--no-display", "--frobnicate"]) == 2
    assert "arguments non reconnus : --frobnicate" in capsys.readouterr().err
    assert run(["--lang", "fr", "--no-display", "--width"]) == 2
    assert "argument --width : un argument attendu" in capsys.readouterr().err


def test_command_line_book_sentence_and_warning_in_french(clean_locale, capsys):
    walls = [arg for y in range(8) for arg in ("--exclude", f"3,{y}")]
    arguments = ["--no-display", "--seed", "1", "--width", "8", "--height", "8", *walls]
    expected = MazeGraphs(8, 8, display=False, seed=1)
    for y in range(8):
        expected.exclude_maze_field(3, y)
    length = expected.build_maze().length
    capsys.readouterr()
    assert run(["--lang", "fr", *arguments]) == 0
    captured = capsys.readouterr()
    french = (
        r"Le labyrinthe est construit, la longueur du chemin du départ à l’arrivée est de (\d+)\."
    )
    assert path_length(captured.out, french) == length
    assert "Graine 1, algorithme backtracker, source aléatoire python." in captured.out
    assert "Attention : 32 cases sont inaccessibles depuis le départ : (4 | 0)," in captured.err
    assert captured.err.rstrip().endswith("et 22 autres.")


def test_system_language_gives_french_without_lang(clean_locale, capsys):
    clean_locale.setenv("LANG", "fr_FR.UTF-8")
    assert run(["--no-display", "--seed", "3", "--width", "8", "--height", "6"]) == 0
    assert "longueur du chemin du départ à l’arrivée" in capsys.readouterr().out
    assert run(["--no-display", "--width", "1"]) == 2
    assert "argument --width : 1 est hors limites" in capsys.readouterr().err


def test_help_in_french(clean_locale, capsys):
    clean_locale.setenv("COLUMNS", "100")
    assert run(["--lang", "fr", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage : labyrinth ")
    text = " ".join(out.split())
    assert "-h, --help afficher cette aide et quitter" in text
    assert "Wikibook « Rekursive Labyrinthe »" in text
    assert "--width LARGEUR cases en largeur, de 2 à 4096 (par défaut : 32)" in text
    assert "--lang {en,de,fr}" in text
    assert "show this help message" not in text and "fields across" not in text


def test_language_variable_gives_german_without_lang(clean_locale, capsys):
    clean_locale.setenv("LANGUAGE", "de")
    assert run(["--no-display", "--seed", "3", "--width", "8", "--height", "6"]) == 0
    assert "Pfadlänge vom Start- zum Endfeld" in capsys.readouterr().out
    assert run(["--no-display", "--width", "1"]) == 2
    assert "Argument --width:" in capsys.readouterr().err


def test_lang_en_beats_language_variable(clean_locale, capsys):
    clean_locale.setenv("LANGUAGE", "de")
    assert run(["--lang", "en", "--no-display", "--width", "1"]) == 2
    error = capsys.readouterr().err
    assert error.startswith("labyrinth: argument --width: 1 is out of range")
    assert run(["--lang=en", "--no-display", "--seed", "3", "--width", "8", "--height", "6"]) == 0
    assert "Maze is built, path length from start to end is" in capsys.readouterr().out


def test_help_in_german(clean_locale, capsys):
    clean_locale.setenv("COLUMNS", "100")  # argparse wraps the help to this width
    assert run(["--lang", "de", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Aufruf: labyrinth ")
    assert "\nOptionen:\n" in out
    text = " ".join(out.split())
    assert "-h, --help diese Hilfe anzeigen und beenden" in text
    assert "Wikibook „Rekursive Labyrinthe“" in text
    assert "Felder in der Breite, 2 bis 4096 (Standard 32)" in text
    assert "show this help message" not in text and "usage:" not in text


def test_help_back_in_english_after_german(clean_locale, capsys):
    clean_locale.setenv("COLUMNS", "100")
    assert run(["--lang", "de", "--help"]) == 0
    capsys.readouterr()
    assert run(["--lang", "en", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: labyrinth ")
    assert "\noptions:\n" in out
    assert "show this help message and exit" in " ".join(out.split())


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("de_DE.UTF-8", "Das Labyrinth ist fertig, die Pfadlänge vom Start- zum Endfeld beträgt "),
        ("fr_FR.UTF-8", "Le labyrinthe est construit, la longueur du chemin du départ à l’arrivée"),
        ("C", "Maze is built, path length from start to end is "),
    ],
)
def test_the_python_api_speaks_the_system_language_without_any_setup(lang, sentence):
    """A script that only imports labyrinth prints the book's sentence in the system's language."""
    script = (
        "from labyrinth import MazeGraphs\nMazeGraphs(6, 4, display=False, seed=1).build_maze()\n"
    )
    env = {key: value for key, value in os.environ.items() if key not in LOCALE_VARIABLES}
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=dict(env, LANG=lang, PYTHONIOENCODING="utf-8"),
        timeout=60,
        check=True,
    )
    assert done.stdout.startswith(sentence)
