"""The check before a run meets what Python's own parser gives up on: an expression nested
thousands deep (``n = - - - … 1``, thousands of brackets, a line of thousands of operators)
is one sentence naming its line, never a RecursionError or MemoryError; and fuzzed deep and
long programs never raise."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth import i18n
from labyrinth.lessons.catalog import load_lessons
from labyrinth.lessons.checking import program_problems
from labyrinth.lessons.lesson_file import BUILDER
from labyrinth.programs.precheck import (
    BUILDER as BUILDER_PROGRAM,
)
from labyrinth.programs.precheck import (
    WALKER,
    Problem,
    check_source,
    program_kind,
    program_language,
)

DEEP_SENTENCE = {
    "en": "Line 1: Python cannot read an expression nested this deeply (thousands of brackets, "
    "signs or operators in a row): write it in several steps.",
    "de": "Zeile 1: Python kann einen so tief verschachtelten Ausdruck nicht lesen (Tausende "
    "Klammern, Vorzeichen oder Operatoren hintereinander): Schreiben Sie ihn in mehreren "
    "Schritten.",
    "fr": "Ligne 1 : Python ne peut pas lire une expression imbriquée aussi profondément "
    "(des milliers de parenthèses, de signes ou d’opérateurs à la suite) : écrivez-la en "
    "plusieurs étapes.",
}


def sentences(source: str) -> list[str]:
    return [str(problem) for problem in check_source(source)]


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize("minus_signs", [3_000, 100_000])
def test_an_expression_nested_too_deeply_is_one_sentence_naming_its_line(language, minus_signs):
    source = "n = " + "-" * minus_signs + "1\nmove()\n"
    i18n.set_language(language)
    assert sentences(source) == [DEEP_SENTENCE[language]]
    assert program_kind(source) == WALKER
    assert program_language(source, fallback="en") == "en"


def test_a_deep_expression_inside_a_builder_names_its_line_and_keeps_the_kind():
    source = "def find_neighbours(self, field):\n    n = " + "not " * 5_000 + "1"
    problems = check_source(source)
    assert [(problem.line, problem.column) for problem in problems] == [(2, 0)]
    assert program_kind(source) == BUILDER_PROGRAM


def test_pythons_limits_of_brackets_and_indentation_are_sentences_of_ours():
    brackets = "n = " + "(" * 300 + "1" + ")" * 300 + "\n"
    assert sentences(brackets) == [
        "Line 1, column 205: the brackets are nested too deeply: Python reads 200 levels, "
        "write it in steps."
    ]
    blocks = "".join(" " * level + "if x:\n" for level in range(110)) + " " * 110 + "n = 1\n"
    assert sentences(blocks) == [
        "Line 101, column 1: the blocks are indented too deeply: Python reads 100 levels, "
        "use a function."
    ]


def test_a_deep_expression_over_several_lines_is_named_without_a_line():
    source = "n = (\n" + "-\n" * 5_000 + "1)\n"
    assert sentences(source) == [DEEP_SENTENCE["en"].removeprefix("Line 1: ")]


def test_a_lesson_reads_a_deep_program_without_an_error():
    """The lesson's own reading (does find_neighbours call itself?) leaves the sentence to
    the check before the run."""
    lesson = next(lesson for lesson in load_lessons() if lesson.kind == BUILDER)
    source = "def find_neighbours(self, field):\n    n = " + "-" * 5_000 + "1\n"
    assert program_problems(lesson, source) == []


# The pieces a fuzzed program is made of: runs of unary signs, brackets nested deep, lines of
# thousands of operators, blocks indented deep (Python itself stops at 100 levels).
DEPTH = st.integers(min_value=1, max_value=12_000)


@st.composite
def deep_expressions(draw: st.DrawFn) -> str:
    depth = draw(DEPTH)
    kind = draw(st.sampled_from(["unary", "brackets", "operators", "not", "calls", "mixed"]))
    if kind == "unary":
        signs = draw(st.text(alphabet="-+~", min_size=1, max_size=8))
        return (signs * depth)[:depth] + "1"
    if kind == "brackets":
        opening = draw(st.sampled_from(["(", "[", "{", "f("]))
        closing = {"(": ")", "[": "]", "{": "}", "f(": ")"}[opening]
        closed = draw(st.booleans())
        return opening * depth + "1" + (closing * depth if closed else "")
    if kind == "operators":
        operator = draw(st.sampled_from(["+", "*", " and ", " if 1 else ", "**", ".x", "<"]))
        return "1" + (operator + "1") * depth
    if kind == "not":
        return "not " * depth + "x"
    if kind == "calls":
        return "f" + "()" * depth
    pieces = draw(st.lists(st.sampled_from(["-", "(", "[", "not ", "~"]), min_size=1, max_size=8))
    return "".join(pieces) * (depth // len(pieces))


@st.composite
def deep_programs(draw: st.DrawFn) -> str:
    lines = []
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        indent = draw(st.integers(min_value=0, max_value=120))
        blocks = "".join(" " * level + "if x:\n" for level in range(indent))
        body = " " * indent + draw(st.sampled_from(["n = ", "move(", "return ", ""]))
        lines.append(blocks + body + draw(deep_expressions()))
    head = draw(st.sampled_from(["", "def find_neighbours(self, field):\n"]))
    if head:
        lines = ["\n".join(" " + line for line in text.split("\n")) for text in lines]
    return head + "\n".join(lines) + "\n"


@settings(max_examples=150, deadline=None)
@given(deep_programs())
def test_a_deep_or_long_program_is_checked_without_an_error(source):
    problems = check_source(source)
    assert all(isinstance(problem, Problem) for problem in problems)
    assert all(str(problem).strip() and "\n" not in str(problem) for problem in problems)
    assert program_kind(source) in (BUILDER_PROGRAM, WALKER)
    assert program_language(source, fallback="de") in ("en", "de", "fr")


def test_the_editor_shows_a_deep_program_and_marks_its_line(tk_root):
    """In the window the program stays in the editor, coloured, with the sentence under it."""
    from helpers import press
    from test_editor import press_in_code, set_text
    from test_window import make_app, run_until

    app = make_app(tk_root, width=10, height=8, seed=3)
    app.build()
    app.session.mode.finish()
    press(app, "F9")
    editor = app.modes["editor"]
    set_text(editor, "n = " + "-" * 5_000 + "1\nmove()\n")
    press_in_code(app, "Control-r")
    run_until(app.root, lambda: not editor.running)
    assert app.session.mode is editor
    assert str(editor.code.text.tag_ranges("error")[0]) == "1.0"
    assert editor.panel.outcome.cget("text").startswith("Line 1: Python cannot read")
