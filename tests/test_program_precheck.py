"""The check before a program runs: its kind, its language, and the mistakes a beginner makes
first, each as one sentence naming the line, in English, German and French."""

from __future__ import annotations

import pytest

from labyrinth import i18n
from labyrinth.programs.mazes import builder_template
from labyrinth.programs.precheck import (
    BUILDER,
    WALKER,
    check_source,
    program_kind,
    program_language,
)

RIGHT_HAND = {
    "en": (
        "while not at_goal():\n"
        "    if right_is_clear():\n"
        "        turn_right()\n"
        "        move()\n"
        "    elif front_is_clear():\n"
        "        move()\n"
        "    else:\n"
        "        turn_left()\n"
    ),
    "de": (
        "while not am_ziel():\n"
        "    if rechts_frei():\n"
        "        rechts()\n"
        "        vor()\n"
        "    elif vorne_frei():\n"
        "        vor()\n"
        "    else:\n"
        "        links()\n"
    ),
    "fr": (
        "while not au_but():\n"
        "    if droite_libre():\n"
        "        droite()\n"
        "        avancer()\n"
        "    elif devant_libre():\n"
        "        avancer()\n"
        "    else:\n"
        "        gauche()\n"
    ),
}


def sentences(source: str) -> list[str]:
    return [str(problem) for problem in check_source(source)]


def test_a_file_defining_find_neighbours_is_a_builder_any_other_a_walker():
    assert program_kind(builder_template()) == BUILDER
    assert program_kind("def find_neighbours(self, field):\n    pass\n") == BUILDER
    assert program_kind(RIGHT_HAND["en"]) == WALKER
    assert program_kind("def helper():\n    def find_neighbours(self, field): pass\n") == WALKER
    # a builder Python cannot read is still a builder
    assert program_kind("def find_neighbours(self, field)\n    pass\n") == BUILDER


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_language_is_the_one_the_walker_functions_are_named_in(language):
    assert program_language(RIGHT_HAND[language], fallback="en") == language
    assert program_language("print(1)\n", fallback=language) == language


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_templates_pass_the_check(language):
    assert check_source(builder_template()) == []
    assert check_source(RIGHT_HAND[language]) == []


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (
            "while not at_goal()\n    move()\n",
            "Line 1, column 20: a colon : is missing at the end of the line.",
        ),
        (
            "move()\n    move()\n",
            "Line 2, column 4: this line is indented more than the line above.",
        ),
        (
            "if at_goal():\nmove()\n",
            "Line 2, column 1: the lines after a line ending in : must be indented.",
        ),
        ("print('hello)\n", "Line 1, column 7: a string is not closed: a quote is missing."),
        ("move(\n", "Line 1, column 5: the bracket ( is never closed."),
        ("x = = 3\n", "Line 1, column 5: Python cannot read this line."),
    ],
)
def test_a_syntax_error_names_its_line_and_column(source, expected):
    assert sentences(source) == [expected]


def test_a_syntax_error_is_said_in_german_and_french():
    source = "while not am_ziel()\n    vor()\n"
    i18n.set_language("de")
    assert sentences(source) == ["Zeile 1, Spalte 20: Am Ende der Zeile fehlt ein Doppelpunkt :."]
    i18n.set_language("fr")
    assert sentences(source) == [
        "Ligne 1, colonne 20 : il manque deux-points : à la fin de la ligne."
    ]


@pytest.mark.parametrize(
    ("source", "language", "expected"),
    [
        ("mvoe()\n", "en", "Line 1: The name mvoe is not known. Did you mean move?"),
        ("vro()\n", "de", "Zeile 1: Den Namen vro gibt es nicht. Meinten Sie vor?"),
        (
            "avancr()\nau_but()\n",
            "fr",
            "Ligne 1 : le nom avancr n’est pas connu. Vouliez-vous dire avancer ?",
        ),
    ],
)
def test_an_unknown_name_gets_a_did_you_mean_from_the_api_in_the_program_language(
    source, language, expected
):
    i18n.set_language(language)
    assert sentences(source) == [expected]


def test_a_did_you_mean_offers_the_programs_own_names_and_nothing_when_nothing_is_close():
    assert sentences("def search(x, y):\n    pass\nserch(1, 2)\n") == [
        "Line 3: The name serch is not known. Did you mean search?"
    ]
    assert sentences("qqqqq()\n") == [
        "Line 1: The name qqqqq is not known: check its spelling, or give it a value first."
    ]


def test_names_bound_anywhere_are_known():
    source = (
        "import math\n"
        "from random import choice as pick\n"
        "steps = [n for n in range(3)]\n"
        "for step in steps:\n"
        "    try:\n"
        "        move()\n"
        "    except Exception as problem:\n"
        "        print(problem, pick, math.pi, step)\n"
        "def f(a, *rest, b=1, **more):\n"
        "    global counter\n"
        "    counter = a\n"
        "    return rest, more, b\n"
    )
    assert sentences(source) == []


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (
            "move\n",
            "Line 1: move without brackets only names the function; write move() to call it.",
        ),
        (
            "if at_goal:\n    move()\n",
            "Line 1: at_goal without brackets is always true; write at_goal() to ask.",
        ),
        (
            "while not vorne_frei:\n    links()\n",
            "Line 1: vorne_frei without brackets is always true; write vorne_frei() to ask.",
        ),
        (
            "x = 1\nif x and est_marque:\n    marquer()\n",
            "Line 2: est_marque without brackets is always true; write est_marque() to ask.",
        ),
    ],
)
def test_a_function_named_without_brackets_is_found(source, expected):
    assert sentences(source) == [expected]


def test_a_builder_names_the_books_helpers_and_its_own_signature():
    source = builder_template().replace("self.remove_walls(field)", "self.remove_walls")
    assert sentences(source) == [
        "Line 7: self.remove_walls without brackets only names the function; write "
        "self.remove_walls() to call it."
    ]
    source = builder_template().replace("self.check_neighbours(", "self.chek_neighbours(")
    assert sentences(source) == [
        "Line 3: self has no chek_neighbours. Did you mean check_neighbours?"
    ]
    source = builder_template().replace("(self, field: MazeField | None)", "(field)")
    assert sentences(source)[0] == (
        "Line 1: find_neighbours takes self and the field, as the book's method does: "
        "def find_neighbours(self, field):"
    )


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (
            "if field is not None:",
            "if field is not None and not field.has_all_borders:",
            "Line 2: field.has_all_borders without brackets is always true; write "
            "field.has_all_borders() to ask.",
        ),
        (
            "neighbour.set_previous_field(field)",
            "neighbour.set_previous_field",
            "Line 5: neighbour.set_previous_field without brackets only names the function; "
            "write neighbour.set_previous_field() to call it.",
        ),
        (
            "if neighbour is not None:",
            "if [side for side in [neighbour] if side.has_all_walls]:",
            "Line 4: side.has_all_walls without brackets is always true; write "
            "side.has_all_walls() to ask.",
        ),
        (
            "if neighbour is not None:",
            "while not self.maze_array.fields[0][0].has_all_walls:",
            "Line 4: has_all_walls without brackets is always true; write has_all_walls() to ask.",
        ),
    ],
)
def test_a_fields_method_named_without_brackets_is_found_in_a_builder(old, new, expected):
    assert sentences(builder_template().replace(old, new)) == [expected]


def test_a_fields_method_named_without_brackets_is_said_in_german_and_french():
    source = builder_template().replace("if field is not None:", "if field.has_all_borders:")
    i18n.set_language("de")
    assert sentences(source) == [
        "Zeile 2: field.has_all_borders ohne Klammern ist immer wahr; schreiben Sie "
        "field.has_all_borders(), um zu fragen."
    ]
    i18n.set_language("fr")
    assert sentences(source) == [
        "Ligne 2 : field.has_all_borders sans parenthèses est toujours vrai ; écrivez "
        "field.has_all_borders() pour poser la question."
    ]


def test_a_name_the_builder_gives_self_is_known():
    source = builder_template().replace(
        "        self.find_neighbours(field)  # recursive call",
        "        self.steps_taken = 1\n"
        "        print(self.steps_taken)\n"
        "        self.find_neighbours(field)",
    )
    assert sentences(source) == []


SCRIPT = (
    "from labyrinth.walker import *\n"
    "labyrinth(12, 9, seed=7)\n"
    "tempo(5)\n" + RIGHT_HAND["de"] + "fertig()\n"
)


def test_a_script_for_ones_own_editor_pasted_into_the_window_says_which_lines_to_leave_out():
    """The turtle-style script of the manual, pasted whole into the window's editor: its
    import, maze() and done() are named as the script's, not as a reach into the library or
    unknown names, so the student knows to keep only the walk."""
    script_line = "is for a script run from your own editor; here the walker stands on the "
    assert sentences(SCRIPT) == [
        "Line 1: the import of labyrinth.walker is for a script run from your own editor; "
        "here the walker's functions are there without it: leave the line out.",
        f"Line 2: labyrinth() {script_line}window's maze already: leave it out.",
        f"Line 3: tempo() {script_line}window's maze already: leave it out.",
        f"Line 12: fertig() {script_line}window's maze already: leave it out.",
    ]
    without_import = [sentence.split(": ", 1)[1] for sentence in sentences(SCRIPT)[1:]]
    assert [
        sentence.split(": ", 1)[1] for sentence in sentences(SCRIPT.split("\n", 1)[1])
    ] == without_import


def test_a_walker_may_name_its_own_done_and_a_builder_may_not_import_the_script_module():
    assert sentences("done = False\nwhile not done:\n    move()\n    done = at_goal()\n") == []
    builder = "from labyrinth.walker import move\n" + builder_template()
    assert sentences(builder) == [
        "Line 1: the import of labyrinth.walker is for a script run from your own editor; "
        "here the walker's functions are there without it: leave the line out."
    ]


def test_a_find_neighbours_with_a_third_parameter_is_refused():
    source = builder_template().replace("(self, field: MazeField | None)", "(self, field, depth)")
    assert sentences(source)[0] == (
        "Line 1: find_neighbours takes self and the field, as the book's method does: "
        "def find_neighbours(self, field):"
    )


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_tie_between_two_languages_goes_to_the_language_asked_for(language):
    tie = "move()\nvor()\n"  # one English walker function, one German
    assert program_language(tie, fallback=language) == language


def test_a_name_misspelt_twice_is_said_once():
    assert sentences("mvoe()\nmvoe()\n") == [
        "Line 1: The name mvoe is not known. Did you mean move?"
    ]


def test_the_mistakes_are_said_in_the_order_of_their_lines():
    # found by two different checks, the later line's first
    assert [sentence[:7] for sentence in sentences("mvoe()\nmove\n")] == ["Line 1:", "Line 2:"]
