"""What a German or French user reads speaks to them one way throughout — German "Sie", French
"vous", as the window's own texts do — in the catalogs and in the built-in lessons; and the
sentences the issue found wrong read right in French: a count of one, a heading after "vers",
the RecursionError in short sentences."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from pathlib import Path

import polib
import pytest

from labyrinth import i18n
from labyrinth.cli import run
from labyrinth.i18n import Message, _
from labyrinth.lessons.catalog import load_lessons
from labyrinth.programs.outcome import error_problem
from labyrinth.programs.world import HEADING_WORDS

# The familiar pronouns: German du and its forms, French tu and its forms (t’ before a vowel).
FAMILIAR = {
    "de": re.compile(r"\b(du|dich|dir|dein|deine[mnrs]?)\b", re.IGNORECASE),
    "fr": re.compile(r"\b(tu|te|toi|ton|ta|tes)\b|\bt[’'](?=\w)", re.IGNORECASE),
}
# The familiar imperatives of the requests these texts make, where a request begins (the
# start, after a colon or a semicolon, after "dann", "puis", "sinon"): "wähle eine" is
# "wählen Sie eine", "choisis" is "choisissez". Words that are also nouns or prepositions
# ("Marque", "parcours", "avance", "entre") or the lessons' variables ("versuche") are left out.
REQUEST_START = r"(?:^|[:;.!?]\s+|\b(?:dann|sonst|puis|sinon|alors) )"
FAMILIAR_REQUEST = {
    "de": re.compile(
        REQUEST_START + r"(wähle|gib|nimm|füge|lass|mach|speichere|drucke|klicke|ziehe|"
        r"verbessere|prüfe|schreibe|öffne|frage|gehe|drehe|erfinde|vergleiche)\b",
        re.IGNORECASE | re.MULTILINE,
    ),
    "fr": re.compile(
        REQUEST_START + r"(choisis|prends|ajoute|donne|laisse|fais|corrige|enregistre|"
        r"reviens|recule|tourne|continue|invente|compare|ouvre|apprends|tiens|renvoie)\b",
        re.IGNORECASE | re.MULTILINE,
    ),
}


def familiar_pronouns(language: str, text: str) -> list[str]:
    return [match.group(0) for match in FAMILIAR[language].finditer(text)]


def familiar(language: str, text: str) -> list[str]:
    """The familiar forms of address in a text the user reads."""
    requests = [match.group(1) for match in FAMILIAR_REQUEST[language].finditer(text)]
    return familiar_pronouns(language, text) + requests


def catalog_texts(language: str) -> Iterator[str]:
    for entry in polib.pofile(str(i18n.catalog_path(language))):
        yield from [entry.msgstr, *entry.msgstr_plural.values()]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_catalog_speaks_formally(language: str) -> None:
    assert [text for text in catalog_texts(language) if familiar(language, text)] == []


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_built_in_lessons_speak_as_the_window_does(language: str) -> None:
    found = {}
    for lesson in load_lessons():
        read = [lesson.titles[language], lesson.texts[language], *lesson.hints[language]]
        code = lesson.codes.get(language, "")
        words = [*familiar(language, "\n".join(read)), *familiar_pronouns(language, code)]
        if words:
            found[lesson.id] = words
    assert found == {}


@pytest.mark.parametrize(
    ("language", "text", "words"),
    [
        ("de", "Dein eigener Generator", ["Dein"]),
        ("de", "Fehler: wähle eine andere; dann gib sie an.", ["wähle", "gib"]),
        ("de", "Wählen Sie eine, dann geben Sie sie an. Gib acht: nicht du.", ["du", "Gib"]),
        ("fr", "Ton propre générateur : invente ta méthode.", ["Ton", "ta", "invente"]),
        ("fr", "Tu t’arrêtes ; choisis une case.", ["Tu", "t’", "choisis"]),
        ("fr", "Le tour du mur ; choisissez une case, puis avancez.", []),
    ],
)
def test_familiar_forms_are_found_and_formal_ones_pass(language, text, words) -> None:
    assert familiar(language, text) == words


def test_the_german_window_asks_with_sie() -> None:
    i18n.set_language("de")
    ready = "Choose a lesson, write its program, then Check it (Ctrl+K). Esc leaves the lessons."
    assert "schreiben Sie Ihr Programm" in _(ready)
    assert "wählen Sie eine" in _("--teach and --play open two different views: choose one.")


# -- sentences as the French user reads them ---------------------------------------------------


def test_a_program_failing_its_one_maze_reads_in_french(tmp_path: Path, capsys) -> None:
    walker = tmp_path / "marcheur.py"
    walker.write_text("while not au_but():\n    avancer()\n", encoding="utf-8")
    assert run(["--no-display", "--lang", "fr", "--program", str(walker)]) == 1
    verdict = capsys.readouterr().out.splitlines()[-1]
    assert verdict == "Verdict : labyrinthes en échec : 1 sur 1."


@pytest.mark.parametrize("failed", [1, 2])
def test_a_lesson_with_failed_mazes_reads_in_french(failed: int) -> None:
    i18n.set_language("fr")
    sentence = _(
        "Verdict: the lesson “{title}” is not passed yet: {failed} of {total} mazes failed."
    ).format(title="La méthode du livre", failed=failed, total=3)
    assert sentence == (
        f"Résultat : la leçon « La méthode du livre » n’est pas encore réussie "
        f"(labyrinthes en échec : {failed} sur 3)."
    )


def heading_sentences(heading: int) -> list[str]:
    """Every translated sentence that names the walker's heading, with that heading."""
    sentences = []
    for entry in polib.pofile(str(i18n.catalog_path("fr"))):
        if "{heading}" not in entry.msgid:
            continue
        names = {name for _, name, _, _ in string.Formatter().parse(entry.msgid) if name}
        values: dict[str, object] = dict.fromkeys(names, 1)
        values["heading"] = Message(HEADING_WORDS[heading])
        sentences.append(str(Message(entry.msgid, **values)))
    return sentences


@pytest.mark.parametrize("heading", range(4))
def test_a_heading_reads_in_french(heading: int) -> None:
    i18n.set_language("fr")
    sentences = heading_sentences(heading)
    assert len(sentences) >= 4
    unelided = re.compile(r"\b(le|la|de|du|que)\s+(est|ouest)\b")  # "vers l’est", not "le est"
    assert [sentence for sentence in sentences if unelided.search(sentence)] == []
    if heading == 1:
        assert "Pas 1 · case (1 | 1) · direction est" in sentences


def test_the_book_s_two_steps_on_the_previous_field_read_apart() -> None:
    """Setting the neighbour's previous field and going back to one's own are opposite steps:
    the lesson says them in different words."""
    book_builder = next(lesson for lesson in load_lessons() if lesson.id == "book-builder")
    for language in ("en", "fr"):
        text = " ".join(book_builder.text(language).split())
        said = {
            method: text.split(f" ({method})")[0].split()[-3:]
            for method in ("set_previous_field", "get_previous_field")
        }
        assert said["set_previous_field"] != said["get_previous_field"], language


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_endless_recursion_is_said_in_short_sentences(language: str) -> None:
    i18n.set_language(language)
    text = str(error_problem({"type": "RecursionError", "limit": 10045}))
    sentences = re.split(r"(?<=[.!?])\s+", text)
    assert len(sentences) >= 4
    assert max(len(sentence.split()) for sentence in sentences) <= 20, sentences
